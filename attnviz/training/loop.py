"""A small, explicit training loop and the masked loss of sequence models (chapters 4 and 7).

:func:`fit` is the loop every training chapter uses, written out so it can be read top to
bottom: move a batch to the model's device, compute the loss, step, repeat. It has no hidden
state and seeds nothing: seeding (and shuffling) is the caller's business.

The loss function returns a *sum* and a *count* rather than a mean, so that an epoch's loss is
the mean over every token of the epoch, however the tokens fall into batches (the mean of batch
means would over-weigh batches with few real tokens). :func:`masked_cross_entropy` is such a
loss for sequences padded to a common length.

A chapter that writes its own loop (chapters 9 to 12 train language models step by step) wraps
its steps in :func:`progress`, so that a long cell shows how far it has got, as :func:`fit`'s
bar does.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

import matplotlib.pyplot as plt
import torch
import torch.nn.functional as F
from matplotlib.axes import Axes
from matplotlib.ticker import MaxNLocator
from torch import nn

from attnviz._checks import check_floating, check_int, check_lengths, check_tensor
from attnviz._progress import progress_bar
from attnviz.mechanism.masks import _lengths_to_mask

T = TypeVar("T")

__all__ = ["History", "fit", "masked_cross_entropy", "plot_history", "progress",
           "warmup_schedule"]


def masked_cross_entropy(logits: torch.Tensor, labels: torch.Tensor, *,
                         valid_lens: torch.Tensor | None = None, pad_id: int | None = None,
                         label_smoothing: float = 0.0) -> tuple[torch.Tensor, int]:
    """Cross-entropy summed over the real (non-padding) steps of each sequence.

    Give exactly one of ``valid_lens`` (step ``t`` of sequence ``b`` counts when
    ``t < valid_lens[b]``) or ``pad_id`` (a step counts when its label is not ``pad_id``).

    Args:
        logits: ``(B, T, V)`` unnormalised scores over the ``V`` tokens of the vocabulary.
        labels: ``(B, T)`` integer ids of the correct tokens.
        valid_lens: ``(B,)`` non-negative integer lengths; a length above ``T`` counts every
            step, the rule of :func:`attnviz.lengths_to_mask` (and of the encoders).
        pad_id: the padding id.
        label_smoothing: ``eps`` in ``[0, 1)``: the target of each step is ``1 - eps`` on the
            correct token and ``eps`` spread evenly over all ``V`` tokens (as in
            ``torch.nn.functional.cross_entropy``), so the model is not pushed to put all its
            probability on one token; 0 is the plain cross-entropy.

    Returns:
        ``(loss_sum, num_tokens)``: a scalar tensor (with grad) and the number of steps it
        sums over; ``loss_sum / num_tokens`` is the mean loss per token.
    """
    check_tensor("logits", logits, ndim=3, shape_hint="(B, T, V)")
    check_floating("logits", logits)
    check_tensor("labels", labels, ndim=2, shape_hint="(B, T)")
    if labels.is_floating_point() or labels.is_complex() or labels.dtype == torch.bool:
        raise TypeError(f"labels must hold integer ids, got dtype {labels.dtype}")
    batch, steps, _ = logits.shape
    if labels.shape != (batch, steps):
        raise ValueError(f"labels must have shape (B, T) = {(batch, steps)} to match logits of "
                         f"shape {tuple(logits.shape)}, got {tuple(labels.shape)}")
    if (isinstance(label_smoothing, bool) or not isinstance(label_smoothing, int | float)
            or not 0 <= label_smoothing < 1):
        raise ValueError(f"label_smoothing must be a number in [0, 1), got {label_smoothing!r}")
    if (valid_lens is None) == (pad_id is None):
        raise ValueError("give exactly one of valid_lens (lengths (B,)) or pad_id (the padding "
                         f"id), got valid_lens={'None' if valid_lens is None else 'a tensor'} "
                         f"and pad_id={pad_id!r}")
    if valid_lens is not None:
        check_lengths("valid_lens", valid_lens, batch)
        keep = _lengths_to_mask(valid_lens.to(labels.device), steps)[:, 0]  # (B, 1, T) -> (B, T)
    else:
        pad = check_int("pad_id", pad_id, error=TypeError)
        keep = labels != pad  # (B, T)
    loss_sum = F.cross_entropy(logits[keep], labels[keep], reduction="sum",  # (n, V), (n,)
                               label_smoothing=float(label_smoothing))
    return loss_sum, int(keep.sum())


def warmup_schedule(optimizer: torch.optim.Optimizer, *, warmup_steps: int,
                    decay: str = "inverse_sqrt", total_steps: int | None = None
                    ) -> torch.optim.lr_scheduler.LambdaLR:
    """A learning rate that grows linearly for ``warmup_steps`` steps, then decays.

    The factor on each parameter group's learning rate after ``s`` optimizer steps is
    ``(s + 1) / warmup_steps`` while ``s + 1 < warmup_steps``, and then 1 at
    ``s + 1 = warmup_steps``, followed by

    * ``sqrt(warmup_steps / (s + 1))`` with ``decay="inverse_sqrt"`` (the schedule of Vaswani
      et al., scaled so that its peak is the optimizer's learning rate);
    * 1 with ``decay="constant"``;
    * ``(total_steps - s) / (total_steps - warmup_steps + 1)`` with ``decay="linear"``: a straight
      line from the peak down to ``1 / (total_steps - warmup_steps + 1)`` at the last of
      ``total_steps`` steps, so that training ends with small steps (0 after ``total_steps``).

    Give it to :func:`fit`, which steps it after every optimizer step.

    Args:
        optimizer: the optimizer whose learning rates to scale (their peak values).
        warmup_steps: optimizer steps to reach the peak (1: no warm-up).
        decay: ``"inverse_sqrt"``, ``"constant"`` or ``"linear"`` after the peak.
        total_steps: the number of optimizer steps of the whole run (epochs times batches per
            epoch), at least ``warmup_steps``; required by ``decay="linear"`` only.
    """
    if not isinstance(optimizer, torch.optim.Optimizer):
        raise TypeError("optimizer must be a torch.optim.Optimizer, "
                        f"got {type(optimizer).__name__}")
    check_int("warmup_steps", warmup_steps, minimum=1)
    if decay not in ("inverse_sqrt", "constant", "linear"):
        raise ValueError(f"decay must be 'inverse_sqrt', 'constant' or 'linear', got {decay!r}")
    last_step = 0  # the run's length, for decay="linear" only
    if decay == "linear":
        if total_steps is None:
            raise ValueError("decay='linear' needs total_steps, the steps of the whole run")
        last_step = check_int("total_steps", total_steps, minimum=warmup_steps)
    elif total_steps is not None:
        raise ValueError(f"total_steps is used by decay='linear' only, got decay={decay!r}")

    def factor(step: int) -> float:  # step: optimizer steps taken so far
        if step + 1 < warmup_steps:
            return (step + 1) / warmup_steps
        if decay == "inverse_sqrt":
            return (warmup_steps / (step + 1)) ** 0.5
        if decay == "linear":
            return max(last_step - step, 0) / (last_step - warmup_steps + 1)
        return 1.0

    return torch.optim.lr_scheduler.LambdaLR(optimizer, factor)


@dataclass(frozen=True)
class History:
    """What :func:`fit` measured, one entry per epoch.

    Attributes:
        train_loss: mean training loss over every counted item (token) of the epoch.
        val_metric: what ``val_fn`` returned after the epoch (empty without ``val_fn``).
        seconds: wall-clock seconds of the epoch's training pass (validation not included).
    """

    train_loss: tuple[float, ...]
    val_metric: tuple[float, ...] = ()
    seconds: tuple[float, ...] = ()

    @property
    def epochs(self) -> int:
        """The number of epochs trained."""
        return len(self.train_loss)

    def __repr__(self) -> str:
        if not self.train_loss:
            return "History(epochs=0)"
        val = f", last val_metric={self.val_metric[-1]:.4g}" if self.val_metric else ""
        return (f"History(epochs={self.epochs}, train_loss {self.train_loss[0]:.4g} -> "
                f"{self.train_loss[-1]:.4g}{val}, {sum(self.seconds):.1f} s)")


def _to_device(batch: Any, device: torch.device) -> Any:
    """Move every tensor in a (nested) tuple, named tuple, list or dict to ``device``."""
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, tuple) and hasattr(batch, "_fields"):  # a named tuple
        return type(batch)(*(_to_device(item, device) for item in batch))
    if isinstance(batch, tuple | list):
        return type(batch)(_to_device(item, device) for item in batch)
    if isinstance(batch, Mapping):
        return {key: _to_device(value, device) for key, value in batch.items()}
    return batch


def _model_device(model: nn.Module) -> torch.device:
    for tensor in model.parameters():
        return tensor.device
    for buffer in model.buffers():
        return buffer.device
    return torch.device("cpu")


def _loss_and_count(result: object) -> tuple[torch.Tensor, int]:
    if (not isinstance(result, tuple) or len(result) != 2
            or not isinstance(result[0], torch.Tensor) or result[0].dim() != 0):
        raise TypeError("loss_fn(model, batch) must return (loss_sum, count): a scalar tensor "
                        f"and the number of items it sums over, got {result!r:.100}")
    loss_sum, count = result
    if isinstance(count, torch.Tensor):
        count = int(count)
    check_int("loss_fn's count", count, minimum=0, error=TypeError)
    return loss_sum, count


def fit(model: nn.Module, loader: Iterable[Any], *,
        loss_fn: Callable[[nn.Module, Any], tuple[torch.Tensor, int]],
        optimizer: torch.optim.Optimizer, epochs: int, device: torch.device | str | None = None,
        grad_clip: float | None = 1.0, progress: bool = True,
        val_fn: Callable[[nn.Module], float] | None = None,
        scheduler: torch.optim.lr_scheduler.LRScheduler | None = None) -> History:
    """Train ``model`` for ``epochs`` passes over ``loader``.

    Every step: move the batch to the device, ``loss_sum, count = loss_fn(model, batch)``,
    back-propagate ``loss_sum / count``, clip the gradient norm to ``grad_clip``, step the
    optimizer, then the ``scheduler`` (if given). After each epoch, ``val_fn(model)`` (if
    given) runs in eval mode without gradients. The model is left in the train/eval mode it
    came in.

    Args:
        model: the module to train.
        loader: yields batches (a tensor, or a tuple, named tuple, list or dict of tensors),
            e.g. :meth:`attnviz.data.translation.TranslationData.loader`'s, whose tensors are
            ``(B, T)`` and ``(B,)``.
        loss_fn: ``loss_fn(model, batch) -> (loss_sum, count)``: a scalar tensor summed over
            ``count`` items (tokens, say), e.g. built on :func:`masked_cross_entropy`.
        optimizer: an optimizer over ``model``'s parameters.
        epochs: passes over ``loader``.
        device: move the model there first; ``None`` keeps the model where it is. Batches
            always go to the model's device.
        grad_clip: the largest gradient norm allowed (``None``: no clipping).
        progress: show one progress bar for the whole run, with the last epoch's loss (tqdm;
            a widget in notebooks, text in logs). ``False`` prints nothing.
        val_fn: ``val_fn(model) -> float``, a validation metric (BLEU, say) after each epoch.
        scheduler: a learning-rate scheduler of ``optimizer``, stepped once after every
            optimizer step (so a warm-up counts batches, not epochs), e.g. a
            ``torch.optim.lr_scheduler.LambdaLR`` with a warm-up.

    Returns:
        A :class:`History` with one entry per epoch.
    """
    if not isinstance(model, nn.Module):
        raise TypeError(f"model must be a torch.nn.Module, got {type(model).__name__}")
    if not isinstance(optimizer, torch.optim.Optimizer):
        raise TypeError("optimizer must be a torch.optim.Optimizer, "
                        f"got {type(optimizer).__name__}")
    if not callable(loss_fn):
        raise TypeError(f"loss_fn must be callable as loss_fn(model, batch), got {loss_fn!r}")
    if val_fn is not None and not callable(val_fn):
        raise TypeError(f"val_fn must be None or callable as val_fn(model), got {val_fn!r}")
    check_int("epochs", epochs, minimum=1)
    if scheduler is not None and not (
            isinstance(scheduler, torch.optim.lr_scheduler.LRScheduler)
            and scheduler.optimizer is optimizer):
        raise ValueError("scheduler must be None or a torch.optim.lr_scheduler.LRScheduler of "
                         f"the optimizer passed to fit, got {scheduler!r}")
    if grad_clip is not None and (isinstance(grad_clip, bool)
                                  or not isinstance(grad_clip, int | float) or not grad_clip > 0):
        raise ValueError(f"grad_clip must be a positive number or None, got {grad_clip!r}")
    if device is not None:
        model.to(device)
    target = _model_device(model)
    was_training = model.training
    try:
        total = epochs * len(loader)  # type: ignore[arg-type]
    except TypeError:  # a loader without a length
        total = None
    bar = _progress_bar(total) if progress else None
    train_loss: list[float] = []
    val_metric: list[float] = []
    seconds: list[float] = []
    try:
        for epoch in range(1, epochs + 1):
            model.train()
            start = time.perf_counter()
            loss_total, count_total = 0.0, 0
            for batch in loader:
                loss_sum, count = _loss_and_count(loss_fn(model, _to_device(batch, target)))
                if count > 0:  # a batch of padding only has nothing to learn from
                    optimizer.zero_grad(set_to_none=True)
                    (loss_sum / count).backward()
                    if grad_clip is not None:
                        nn.utils.clip_grad_norm_(model.parameters(), grad_clip)
                    optimizer.step()
                    if scheduler is not None:
                        scheduler.step()
                    loss_total += loss_sum.item()
                    count_total += count
                if bar is not None:
                    bar.update(1)
            if count_total == 0:
                raise ValueError("loader yielded no batch with a positive count in epoch "
                                 f"{epoch}; check that it is not empty")
            seconds.append(time.perf_counter() - start)
            train_loss.append(loss_total / count_total)
            postfix = f"epoch {epoch}/{epochs}, loss {train_loss[-1]:.3f}"
            if val_fn is not None:
                model.eval()
                with torch.no_grad():
                    val_metric.append(float(val_fn(model)))
                postfix += f", val {val_metric[-1]:.3f}"
            if bar is not None:
                bar.set_postfix_str(postfix)
    finally:
        if bar is not None:
            bar.close()
        model.train(was_training)
    return History(tuple(train_loss), tuple(val_metric), tuple(seconds))


def progress(iterable: Iterable[T], *, desc: str, total: int | None = None) -> Iterator[T]:
    """The items of ``iterable``, with a progress bar while they are being used (chapter 9).

    For a chapter's own training loop, ``for step in attnviz.progress(range(600),
    desc="training")``: in a notebook the bar is a widget (text where ipywidgets is missing),
    elsewhere text on the standard error stream, and it closes when the loop ends or stops. The
    items are yielded unchanged and nothing else is touched, so a loop computes the same with or
    without it.

    Args:
        iterable: the steps (a ``range``, a list of batches, ...).
        desc: what the bar counts, e.g. ``"training"``.
        total: the number of items, where ``len(iterable)`` cannot tell.

    Raises:
        TypeError: if ``desc`` is not a string or ``iterable`` cannot be iterated.
        ValueError: if ``total`` is negative.
    """
    # checked here, when it is called, not when the loop first asks for an item
    if not isinstance(desc, str):
        raise TypeError(f"desc must be a str, got {type(desc).__name__}")
    if total is not None:
        total = check_int("total", total, minimum=0)
    if not isinstance(iterable, Iterable):
        raise TypeError(f"iterable must be iterable (a range, a list, ...), got "
                        f"{type(iterable).__name__}")
    if total is None:
        try:
            total = len(iterable)  # type: ignore[arg-type]
        except TypeError:  # an iterator without a length: the bar counts without an end
            total = None
    return _with_bar(iterable, desc, total)


def _with_bar(iterable: Iterable[T], desc: str, total: int | None) -> Iterator[T]:
    bar = progress_bar(total=total, desc=desc, mininterval=0.5)
    try:
        for item in iterable:
            yield item
            bar.update(1)
    finally:
        bar.close()


def _progress_bar(total: int | None) -> Any:
    return progress_bar(total=total, desc="training", unit="batch", mininterval=0.5)


def plot_history(history: History, *, ax: Axes | None = None,
                 val_label: str = "validation metric", title: str | None = None) -> Axes:
    """Plot the training loss per epoch, and the validation metric on a right-hand axis.

    Args:
        history: what :func:`fit` returned.
        ax: Axes to draw into; a new figure is made when ``None``.
        val_label: the right-hand axis' label (when ``history`` has a validation metric).
        title: the Axes' title.

    Returns:
        The Axes with the loss (the validation metric's twin Axes shares its x axis).
    """
    if not isinstance(history, History):
        raise TypeError(f"history must be a History (what fit returns), got "
                        f"{type(history).__name__}")
    if history.epochs == 0:
        raise ValueError("history must hold at least one epoch, got none")
    if ax is None:
        _, ax = plt.subplots()
    epochs = range(1, history.epochs + 1)
    ax.plot(epochs, history.train_loss, marker="o", markersize=3, color="tab:blue",
            label="training loss")
    ax.set_xlabel("epoch")
    ax.set_ylabel("training loss")
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    if history.val_metric:
        right = ax.twinx()
        right.plot(range(1, len(history.val_metric) + 1), history.val_metric, marker="s",
                   markersize=3, color="tab:red", label=val_label)
        right.set_ylabel(val_label)
        handles = ax.get_lines() + right.get_lines()
        # Under the x axis, where it cannot hide either curve (they often cross).
        ax.legend(handles, [str(h.get_label()) for h in handles], loc="upper center",
                  bbox_to_anchor=(0.5, -0.18), ncol=2)
    if title is not None:
        ax.set_title(title)
    return ax
