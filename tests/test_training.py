"""Training loop and masked loss: PyTorch's cross-entropy as the oracle, a model that learns."""

import copy

import matplotlib as mpl
import matplotlib.pyplot as plt
import pytest
import torch
import torch.nn.functional as F
from matplotlib.axes import Axes
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

from attnviz.mechanism.masks import lengths_to_mask
from attnviz.training.loop import (
    History,
    fit,
    masked_cross_entropy,
    plot_history,
    warmup_schedule,
)

VOCAB, STEPS, PAD = 7, 5, 0


def _sequences(n=48, seed=0):
    """A toy sequence task: predict (token + 1) mod V at every step; padding after valid_lens."""
    g = torch.Generator().manual_seed(seed)
    tokens = torch.randint(1, VOCAB, (n, STEPS), generator=g)  # (N, T), no padding id
    valid_lens = torch.randint(1, STEPS + 1, (n,), generator=g)  # (N,)
    keep = torch.arange(STEPS) < valid_lens[:, None]  # (N, T)
    labels = torch.where(keep, tokens % (VOCAB - 1) + 1, PAD)  # 1..6 -> 2..6, 1
    return tokens.masked_fill(~keep, PAD), valid_lens, labels


def _loader(batch_size=8, seed=0):
    dataset = TensorDataset(*_sequences())
    return DataLoader(dataset, batch_size=batch_size, shuffle=True,
                      generator=torch.Generator().manual_seed(seed))


def _model(seed=0):
    torch.manual_seed(seed)  # the test seeds, as a notebook cell would
    return nn.Sequential(nn.Embedding(VOCAB, 16), nn.Linear(16, VOCAB))


def _loss(model, batch):
    tokens, valid_lens, labels = batch
    return masked_cross_entropy(model(tokens), labels, valid_lens=valid_lens)


# -- masked_cross_entropy ----------------------------------------------------------------------


def test_masked_cross_entropy_equals_cross_entropy_with_ignore_index():
    tokens, valid_lens, labels = _sequences(n=6, seed=1)
    logits = torch.randn(6, STEPS, VOCAB, generator=torch.Generator().manual_seed(2),
                         requires_grad=True)
    loss_sum, num_tokens = masked_cross_entropy(logits, labels, pad_id=PAD)
    oracle = F.cross_entropy(logits.transpose(1, 2), labels, ignore_index=PAD, reduction="sum")
    torch.testing.assert_close(loss_sum, oracle)
    assert num_tokens == int((labels != PAD).sum()) == int(valid_lens.sum())
    # lengths give the same answer, and the same gradient as PyTorch's mean
    by_length, count = masked_cross_entropy(logits, labels, valid_lens=valid_lens)
    torch.testing.assert_close(by_length, oracle)
    assert count == num_tokens
    (by_length / count).backward()
    ours = logits.grad.clone()
    logits.grad = None
    F.cross_entropy(logits.transpose(1, 2), labels, ignore_index=PAD).backward()
    torch.testing.assert_close(ours, logits.grad)


def test_masked_cross_entropy_ignores_whatever_is_past_the_valid_length():
    logits = torch.randn(2, 4, 3, generator=torch.Generator().manual_seed(3))
    labels = torch.tensor([[1, 2, 0, 1], [2, 2, 2, 2]])
    valid_lens = torch.tensor([2, 4])
    changed = logits.clone()
    changed[0, 2:] = 1e4  # garbage in the padding of sequence 0
    first, n = masked_cross_entropy(logits, labels, valid_lens=valid_lens)
    second, _ = masked_cross_entropy(changed, labels, valid_lens=valid_lens)
    assert n == 6
    torch.testing.assert_close(first, second)
    loop = sum(F.cross_entropy(logits[b, t], labels[b, t]) for b, t in
               [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (1, 3)])
    torch.testing.assert_close(first, loop)


def test_masked_cross_entropy_with_no_valid_token_is_zero_over_zero():
    labels = torch.zeros(2, 3, dtype=torch.long)
    loss_sum, count = masked_cross_entropy(torch.randn(2, 3, 4), labels,
                                           valid_lens=torch.tensor([0, 0]))
    assert count == 0 and loss_sum.item() == 0.0


@pytest.mark.parametrize(
    ("args", "kwargs", "error", "message"),
    [
        ((torch.randn(2, 3), torch.zeros(2, 3, dtype=torch.long)), {"pad_id": 0}, ValueError,
         r"logits must be a 3-D tensor shaped \(B, T, V\)"),
        ((torch.randn(2, 3, 4), torch.zeros(2, 4, dtype=torch.long)), {"pad_id": 0}, ValueError,
         r"labels must have shape \(B, T\) = \(2, 3\)"),
        ((torch.randn(2, 3, 4), torch.zeros(2, 3)), {"pad_id": 0}, TypeError,
         "labels must hold integer ids"),
        ((torch.randn(2, 3, 4), torch.zeros(2, 3, dtype=torch.long)), {}, ValueError,
         "give exactly one of valid_lens"),
        ((torch.randn(2, 3, 4), torch.zeros(2, 3, dtype=torch.long)),
         {"pad_id": 0, "valid_lens": torch.tensor([1, 2])}, ValueError, "give exactly one of"),
        ((torch.randn(2, 3, 4), torch.zeros(2, 3, dtype=torch.long)),
         {"valid_lens": torch.tensor([1, 2, 3])}, ValueError,
         r"valid_lens must hold one length per sequence, shaped \(B,\) = \(2,\)"),
        ((torch.randn(2, 3, 4), torch.zeros(2, 3, dtype=torch.long)),
         {"valid_lens": torch.tensor([1, -1])}, ValueError,
         "valid_lens must be non-negative, got a minimum of -1"),
        ((torch.randn(2, 3, 4), torch.zeros(2, 3, dtype=torch.long)),
         {"valid_lens": torch.tensor([1.0, 2.0])}, TypeError,
         "valid_lens must hold integer lengths"),
        ((torch.randn(2, 3, 4), torch.zeros(2, 3, dtype=torch.long)), {"pad_id": "<pad>"},
         TypeError, "pad_id must be an int"),
    ],
)
def test_masked_cross_entropy_errors(args, kwargs, error, message):
    with pytest.raises(error, match=message):
        masked_cross_entropy(*args, **kwargs)


def test_a_length_above_t_counts_every_step_in_the_loss_as_in_the_encoders_and_masks():
    torch.manual_seed(0)
    logits, labels = torch.randn(2, 3, 4), torch.randint(0, 4, (2, 3))
    above, n_above = masked_cross_entropy(logits, labels, valid_lens=torch.tensor([9, 2]))
    at_t, n_at_t = masked_cross_entropy(logits, labels, valid_lens=torch.tensor([3, 2]))
    assert n_above == n_at_t == 5
    assert torch.equal(above, at_t)  # exact: the same steps summed in the same order
    assert torch.equal(lengths_to_mask(torch.tensor([9]), 3), torch.ones(1, 1, 3) > 0)


# -- fit ---------------------------------------------------------------------------------------


def test_fit_trains_a_tiny_model_until_the_loss_drops(capsys):
    model = _model()
    optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
    seen_modes = []

    def accuracy(m):
        seen_modes.append((m.training, torch.is_grad_enabled()))
        tokens, valid_lens, labels = _sequences(n=32, seed=9)
        keep = labels != PAD
        return (m(tokens).argmax(-1)[keep] == labels[keep]).float().mean().item()

    model.eval()  # fit restores whatever mode the model came in
    history = fit(model, _loader(), loss_fn=_loss, optimizer=optimizer, epochs=8,
                  progress=False, val_fn=accuracy)
    assert not model.training
    assert isinstance(history, History) and history.epochs == 8
    assert len(history.val_metric) == len(history.seconds) == 8
    assert history.train_loss[-1] < 0.25 * history.train_loss[0]
    assert history.val_metric[-1] > 0.95 and history.val_metric[0] < history.val_metric[-1]
    assert seen_modes == [(False, False)] * 8  # validation in eval mode, without gradients
    assert all(s > 0 for s in history.seconds)
    assert capsys.readouterr() == ("", "")  # progress=False prints nothing
    assert "epochs=8" in repr(history)


def test_the_epoch_loss_is_the_mean_over_tokens_not_over_batches():
    model = _model()
    history = fit(model, _loader(batch_size=5), loss_fn=_loss, epochs=1, progress=False,
                  optimizer=torch.optim.SGD(model.parameters(), lr=0.0))  # weights stay put
    tokens, valid_lens, labels = _sequences()
    loss_sum, count = masked_cross_entropy(model(tokens), labels, valid_lens=valid_lens)
    assert history.train_loss[0] == pytest.approx(loss_sum.item() / count, rel=1e-5)


def test_gradients_are_clipped_to_grad_clip():
    model = _model()
    before = [p.detach().clone() for p in model.parameters()]
    fit(model, [next(iter(_loader(batch_size=48)))], loss_fn=_loss, epochs=1, progress=False,
        optimizer=torch.optim.SGD(model.parameters(), lr=1.0), grad_clip=1e-3)
    step = torch.cat([(p.detach() - b).flatten() for p, b in zip(model.parameters(), before,
                                                                 strict=True)])
    assert 0 < step.norm() <= 1e-3 * (1 + 1e-4)  # one SGD step of a clipped gradient


def test_fit_draws_nothing_from_the_global_generator_and_accepts_dict_batches():
    model = _model()
    batches = [{"tokens": t, "valid_lens": v, "labels": y} for t, v, y in _loader()]
    state = torch.get_rng_state()

    def loss_fn(m, batch):
        assert isinstance(batch, dict)
        return masked_cross_entropy(m(batch["tokens"]), batch["labels"],
                                    valid_lens=batch["valid_lens"])

    fit(model, batches, loss_fn=loss_fn, epochs=2, progress=False,
        optimizer=torch.optim.SGD(model.parameters(), lr=0.1))
    assert torch.equal(torch.get_rng_state(), state)


def test_the_progress_bar_reports_the_epoch_loss(capsys):
    model = _model()
    history = fit(model, _loader(), loss_fn=_loss, epochs=2, progress=True,
                  optimizer=torch.optim.SGD(model.parameters(), lr=0.1))
    out, err = capsys.readouterr()
    assert out == ""
    assert "training" in err and "epoch 2/2" in err
    assert f"loss {history.train_loss[-1]:.3f}" in err


def test_a_notebook_without_ipywidgets_gets_a_text_bar(monkeypatch, capsys):
    # tqdm.auto in a Jupyter kernel without ipywidgets: tqdm before 4.62 (the package allows
    # 4.60) raises instead of falling back to text, and training would stop at its first step
    import tqdm.auto

    def notebook_bar_without_widgets(*args, **kwargs):
        raise ImportError("IProgress not found. Please update jupyter and ipywidgets.")

    monkeypatch.setattr(tqdm.auto, "tqdm", notebook_bar_without_widgets)
    model = _model()
    history = fit(model, _loader(), loss_fn=_loss, epochs=2, progress=True,
                  optimizer=torch.optim.SGD(model.parameters(), lr=0.1))
    assert len(history.train_loss) == 2
    assert "training" in capsys.readouterr().err  # drawn as text instead


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"epochs": 0}, ValueError, "epochs must be a positive int, got 0"),
        ({"grad_clip": -1.0}, ValueError, "grad_clip must be a positive number or None"),
        ({"loss_fn": lambda m, b: m(b[0]).sum()}, TypeError, r"must return \(loss_sum, count\)"),
        ({"loss_fn": lambda m, b: (m(b[0]).sum(), -1)}, TypeError, "count must be a non-neg"),
        ({"loss_fn": None}, TypeError, "loss_fn must be callable"),
        ({"val_fn": 3}, TypeError, "val_fn must be None or callable"),
        ({"optimizer": "adam"}, TypeError, "optimizer must be a torch.optim.Optimizer"),
        ({"model": lambda x: x}, TypeError, "model must be a torch.nn.Module"),
        ({"loader": []}, ValueError, "loader yielded no batch"),
        ({"scheduler": "warm-up"}, ValueError, "scheduler must be None or a torch.optim"),
        ({"scheduler": torch.optim.lr_scheduler.LambdaLR(
            torch.optim.SGD([nn.Parameter(torch.zeros(1))], lr=0.1), lambda step: 1.0)},
         ValueError, "LRScheduler of the optimizer passed to fit"),
    ],
)
def test_fit_errors(kwargs, error, message):
    model = _model()
    arguments = {"model": model, "loader": _loader(), "loss_fn": _loss, "epochs": 1,
                 "optimizer": torch.optim.SGD(model.parameters(), lr=0.1), "progress": False}
    arguments.update(kwargs)
    with pytest.raises(error, match=message):
        fit(arguments.pop("model"), arguments.pop("loader"), **arguments)


def test_fit_steps_the_scheduler_after_every_optimizer_step():
    model = _model()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
    warmup = 5  # a linear warm-up over the first five steps, then a constant rate
    scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer,
                                                  lambda step: min(1.0, (step + 1) / warmup))
    rates = []

    def loss_with_rate(model, batch):  # records the rate the coming step will use
        rates.append(optimizer.param_groups[0]["lr"])
        return _loss(model, batch)

    loader = _loader()
    fit(model, loader, loss_fn=loss_with_rate, optimizer=optimizer, epochs=2,
        scheduler=scheduler, progress=False)
    steps = 2 * len(loader)
    expected = [0.5 * min(1.0, (step + 1) / warmup) for step in range(steps)]
    assert rates == pytest.approx(expected)
    assert scheduler.last_epoch == steps  # stepped per batch, not per epoch


def _rates_of_each_step(**schedule_kwargs):
    """The learning rate of each of 24 steps of ``fit`` under ``warmup_schedule(...)`` (peak
    0.01), and the optimizer after them."""
    model = _model()
    optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
    scheduler = warmup_schedule(optimizer, **schedule_kwargs)
    rates = []

    def loss_with_rate(model, batch):
        rates.append(optimizer.param_groups[0]["lr"])
        return _loss(model, batch)

    fit(model, _loader(), loss_fn=loss_with_rate, optimizer=optimizer, epochs=4,
        scheduler=scheduler, progress=False)  # 24 steps
    return rates, optimizer


@pytest.mark.parametrize("decay", ["inverse_sqrt", "constant"])
@pytest.mark.parametrize("warmup", [1, 4, 10])
def test_the_warmup_schedule_rises_linearly_to_the_peak_then_decays(decay, warmup):
    rates, _ = _rates_of_each_step(warmup_steps=warmup, decay=decay)
    for step, rate in enumerate(rates, start=1):  # the rate of the step-th step
        if step <= warmup:
            assert rate == pytest.approx(0.01 * step / warmup)
        elif decay == "inverse_sqrt":  # Vaswani et al.: d^-0.5 min(s^-0.5, s w^-1.5), peak 0.01
            assert rate == pytest.approx(0.01 * min(step ** -0.5, step * warmup ** -1.5)
                                         / warmup ** -0.5)
        else:
            assert rate == pytest.approx(0.01)
    assert max(rates) == pytest.approx(0.01) and rates.index(max(rates)) == warmup - 1


@pytest.mark.parametrize("warmup", [1, 4, 10])
def test_the_linear_schedule_falls_in_a_straight_line_to_a_last_small_step(warmup):
    rates, optimizer = _rates_of_each_step(warmup_steps=warmup, decay="linear", total_steps=24)
    assert len(rates) == 24
    assert rates[:warmup] == pytest.approx([0.01 * s / warmup for s in range(1, warmup + 1)])
    falls = [a - b for a, b in zip(rates[warmup - 1:], rates[warmup:], strict=False)]
    assert falls == pytest.approx([falls[0]] * len(falls))  # a straight line after the peak
    assert rates[-1] == pytest.approx(0.01 / (24 - warmup + 1))  # one step above zero
    assert optimizer.param_groups[0]["lr"] == 0  # after the last step: zero


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"warmup_steps": 0}, ValueError, "warmup_steps must be a positive int, got 0"),
        ({"warmup_steps": 2.5}, ValueError, "warmup_steps must be a positive int, got 2.5"),
        ({"warmup_steps": 4, "decay": "cosine"}, ValueError,
         "decay must be 'inverse_sqrt', 'constant' or 'linear', got 'cosine'"),
        ({"warmup_steps": 4, "decay": "linear"}, ValueError,
         "decay='linear' needs total_steps, the steps of the whole run"),
        ({"warmup_steps": 4, "decay": "linear", "total_steps": 3}, ValueError,
         "total_steps must be an int >= 4, got 3"),
        ({"warmup_steps": 4, "total_steps": 10}, ValueError,
         "total_steps is used by decay='linear' only, got decay='inverse_sqrt'"),
        ({"warmup_steps": 4, "optimizer": "adam"}, TypeError,
         "optimizer must be a torch.optim.Optimizer, got str"),
    ],
)
def test_warmup_schedule_errors(kwargs, error, message):
    optimizer = kwargs.pop("optimizer", torch.optim.SGD(_model().parameters(), lr=0.1))
    with pytest.raises(error, match=message):
        warmup_schedule(optimizer, **kwargs)


@pytest.mark.parametrize("eps", [0.0, 0.1, 0.3])
def test_label_smoothing_matches_pytorchs_on_the_real_steps(eps):
    tokens, valid_lens, labels = _sequences(n=6)
    logits = torch.randn(6, STEPS, VOCAB, generator=torch.Generator().manual_seed(1))
    loss_sum, count = masked_cross_entropy(logits, labels, valid_lens=valid_lens,
                                           label_smoothing=eps)
    expected = sum(F.cross_entropy(logits[b, :n], labels[b, :n], reduction="sum",
                                   label_smoothing=eps)
                   for b, n in enumerate(valid_lens.tolist()))
    torch.testing.assert_close(loss_sum, expected)
    assert count == int(valid_lens.sum())
    # by hand for one step: (1 - eps) * -log p[label] + eps * mean over tokens of -log p
    log_p = logits[0, 0].log_softmax(-1)
    by_hand = -(1 - eps) * log_p[labels[0, 0]] - eps * log_p.mean()
    one, _ = masked_cross_entropy(logits[:1, :1], labels[:1, :1], pad_id=PAD,
                                  label_smoothing=eps)
    torch.testing.assert_close(one, by_hand)


@pytest.mark.parametrize("eps", [-0.1, 1.0, True, "0.1"])
def test_label_smoothing_must_lie_in_0_1(eps):
    tokens, valid_lens, labels = _sequences(n=2)
    with pytest.raises(ValueError, match="label_smoothing must be a number in"):
        masked_cross_entropy(torch.zeros(2, STEPS, VOCAB), labels, valid_lens=valid_lens,
                             label_smoothing=eps)


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_fit_moves_batches_to_the_models_device():  # pragma: no cover - GPU machines only
    model = _model()
    history = fit(model, _loader(), loss_fn=_loss, epochs=1, progress=False, device="cuda",
                  optimizer=torch.optim.SGD(model.parameters(), lr=0.1))
    assert next(model.parameters()).device.type == "cuda" and history.epochs == 1


# -- plot_history ------------------------------------------------------------------------------


def test_plot_history_draws_the_loss_with_labelled_axes():
    before = copy.deepcopy(dict(mpl.rcParams))
    _, (left, right) = plt.subplots(1, 2)
    history = History(train_loss=(2.0, 1.0, 0.5), seconds=(0.1, 0.1, 0.1))
    ax = plot_history(history, ax=right, title="toy")
    assert ax is right and not left.lines
    assert isinstance(ax, Axes)
    assert ax.get_xlabel() == "epoch" and ax.get_ylabel() == "training loss"
    assert ax.get_title() == "toy"
    assert list(ax.lines[0].get_xdata()) == [1, 2, 3]
    assert list(ax.lines[0].get_ydata()) == [2.0, 1.0, 0.5]
    assert dict(mpl.rcParams) == before


def test_plot_history_with_a_validation_metric_uses_a_twin_axis():
    history = History(train_loss=(2.0, 1.0), val_metric=(0.1, 0.4), seconds=(0.1, 0.1))
    ax = plot_history(history, val_label="BLEU")
    twins = [other for other in ax.figure.axes if other is not ax]
    assert len(twins) == 1 and twins[0].get_ylabel() == "BLEU"
    assert list(twins[0].lines[0].get_ydata()) == [0.1, 0.4]
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["training loss", "BLEU"]
    ax.figure.canvas.draw()
    legend, plot_area = ax.get_legend().get_window_extent(), ax.get_window_extent()
    assert legend.y1 < plot_area.y0, "the legend sits under the plot, over neither curve"


def test_plot_history_errors():
    with pytest.raises(TypeError, match="history must be a History"):
        plot_history([1.0, 0.5])
    with pytest.raises(ValueError, match="history must hold at least one epoch"):
        plot_history(History(train_loss=()))


def test_progress_yields_every_item_unchanged_and_shows_a_bar(capsys):
    from attnviz.training.loop import progress

    items = [torch.tensor(1.0), "b", 3]
    assert list(progress(items, desc="steps")) == items
    err = capsys.readouterr().err
    assert "steps" in err and "3/3" in err
    assert list(progress(iter(range(4)), desc="draws")) == [0, 1, 2, 3]  # no length: no end
    assert "draws" in capsys.readouterr().err


def test_progress_closes_its_bar_when_the_loop_stops_early(capsys):
    from attnviz.training.loop import progress

    for step in progress(range(100), desc="training"):
        if step == 2:
            break
    import gc

    gc.collect()  # the generator is closed, and its bar with it
    err = capsys.readouterr().err
    assert "training" in err and "2/100" in err  # two steps finished when the loop stopped
    with pytest.raises(TypeError, match="desc must be a str, got int"):
        list(progress(range(2), desc=1))


def test_progress_refuses_bad_arguments_when_called():
    from attnviz.training.loop import progress

    with pytest.raises(TypeError, match="desc must be a str, got int"):
        progress(range(3), desc=3)
    with pytest.raises(TypeError, match="iterable must be iterable .* got int"):
        progress(5, desc="steps")
    with pytest.raises(ValueError, match="total"):
        progress(range(3), desc="steps", total=-1)
