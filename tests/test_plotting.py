"""Plots: return types, labels, accepted inputs, clear errors, and no global side effects."""

import copy
import re

import matplotlib as mpl
import matplotlib.pyplot as plt
import numpy as np
import pytest
import torch
from matplotlib.axes import Axes
from matplotlib.figure import Figure

import attnviz


def _rc_snapshot():
    return copy.deepcopy(dict(mpl.rcParams))


def test_heatmap_draws_into_the_given_axes_with_labels_and_tokens():
    fig, (left, right) = plt.subplots(1, 2)
    before = _rc_snapshot()
    ax = attnviz.heatmap(torch.eye(3), ax=right, xlabel="keys", ylabel="queries",
                         title="identity", xticklabels=["a", "b", "c"],
                         yticklabels=["x", "y", "z"])
    assert ax is right
    assert ax.get_xlabel() == "keys" and ax.get_ylabel() == "queries"
    assert ax.get_title() == "identity"
    assert [t.get_text() for t in ax.get_xticklabels()] == ["a", "b", "c"]
    assert [t.get_text() for t in ax.get_yticklabels()] == ["x", "y", "z"]
    np.testing.assert_array_equal(ax.images[0].get_array(), np.eye(3))
    assert not left.images  # nothing drawn elsewhere
    assert _rc_snapshot() == before


def test_heatmap_without_axes_makes_a_new_figure():
    existing, existing_ax = plt.subplots()
    ax = attnviz.heatmap(np.full((2, 4), 0.25), colorbar=False)
    assert isinstance(ax, Axes)
    assert ax.figure is not existing
    assert not existing_ax.images


def test_heatmap_accepts_tensors_with_grad_and_half_precision():
    weights = torch.softmax(torch.randn(3, 5, requires_grad=True), -1)
    ax = attnviz.heatmap(weights)
    np.testing.assert_allclose(ax.images[0].get_array(), weights.detach().numpy())
    half = weights.detach().to(torch.bfloat16)
    ax = attnviz.heatmap(half)
    np.testing.assert_array_equal(ax.images[0].get_array(), half.float().numpy())


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device")
def test_heatmap_accepts_cuda_tensors():  # pragma: no cover - runs on GPU machines only
    weights = torch.softmax(torch.arange(6.0, device="cuda").reshape(2, 3), dim=-1)
    ax = attnviz.heatmap(weights)
    np.testing.assert_allclose(ax.images[0].get_array(), weights.cpu().numpy())


@pytest.mark.parametrize("shape", [(3,), (2, 3, 4), (1, 1, 2, 2)])
def test_heatmap_rejects_other_shapes(shape):
    with pytest.raises(ValueError, match=r"weights must be 2-D, shaped \(Tq, Tk\), got shape"):
        attnviz.heatmap(np.zeros(shape))


@pytest.mark.parametrize("weights", [np.ones((2, 3), dtype=complex),
                                     torch.ones(2, 3, dtype=torch.complex64),
                                     np.array([["a", "b"]])])
def test_heatmaps_refuse_values_that_are_not_real_numbers(weights):
    dtype = str(weights.dtype).replace("torch.", "")
    with pytest.raises(TypeError, match=f"weights must hold real numbers, got dtype .*{dtype}"):
        attnviz.heatmap(weights)
    with pytest.raises(TypeError, match="weights must hold real numbers"):
        attnviz.heatmap_grid(weights[None, None])
    attnviz.heatmap(np.eye(2, dtype=bool))  # booleans (a mask) are fine


@pytest.mark.parametrize("shape", [(0, 3), (3, 0), (0, 0)])
def test_heatmaps_refuse_empty_weights(shape):
    with pytest.raises(ValueError, match=r"weights must have at least one entry on every axis, "
                                         rf"shaped \(Tq, Tk\), got shape {re.escape(str(shape))}"):
        attnviz.heatmap(np.zeros(shape))
    with pytest.raises(ValueError, match=r"shaped \(rows, cols, Tq, Tk\), got shape "
                                         rf"\(1, 2, {shape[0]}, {shape[1]}\)"):
        attnviz.heatmap_grid(np.zeros((1, 2, *shape)))
    with pytest.raises(ValueError, match="weights must have at least one entry on every axis"):
        attnviz.heatmap_grid(np.zeros((0, 2, 3, 3)))


def test_heatmap_rejects_other_types_and_wrong_token_counts():
    with pytest.raises(TypeError, match="weights must be a torch.Tensor or a numpy.ndarray"):
        attnviz.heatmap([[1.0, 0.0], [0.0, 1.0]])
    with pytest.raises(ValueError, match=r"xticklabels must have one label per key \(Tk\) \(2\)"):
        attnviz.heatmap(np.eye(2), xticklabels=["a", "b", "c"])
    with pytest.raises(ValueError, match="yticklabels must have one label per query"):
        attnviz.heatmap(np.eye(2), yticklabels=["a"])


def test_heatmap_grid_layout_titles_labels_and_one_colour_bar():
    before = _rc_snapshot()
    data = torch.rand(2, 3, 4, 5)
    fig = attnviz.heatmap_grid(data, titles=[["a", "b", "c"], ["d", "e", "f"]],
                               xlabel="keys", ylabel="queries", xticklabels=list("vwxyz"),
                               yticklabels=list("ABCD"), suptitle="grid")
    assert isinstance(fig, Figure)
    panels = [ax for ax in fig.axes if ax.images]
    assert len(panels) == 6
    assert len(fig.axes) == 7  # six panels and one shared colour bar
    assert [ax.get_title() for ax in panels] == list("abcdef")
    assert [ax.get_xlabel() for ax in panels] == ["", "", "", "keys", "keys", "keys"]
    assert [ax.get_ylabel() for ax in panels] == ["queries", "", "", "queries", "", ""]
    assert [t.get_text() for t in panels[3].get_xticklabels()] == list("vwxyz")
    limits = {ax.images[0].get_clim() for ax in panels}
    assert len(limits) == 1  # one colour scale for every panel
    np.testing.assert_allclose(panels[4].images[0].get_array(), data[1, 1].numpy())
    assert fig._suptitle.get_text() == "grid"
    assert _rc_snapshot() == before


def test_heatmap_grid_flat_titles_and_errors():
    fig = attnviz.heatmap_grid(np.zeros((1, 2, 3, 3)), titles=["left", "right"])
    assert [ax.get_title() for ax in fig.axes if ax.images] == ["left", "right"]
    with pytest.raises(ValueError, match=r"weights must be 4-D, shaped \(rows, cols, Tq, Tk\)"):
        attnviz.heatmap_grid(np.zeros((3, 3)))
    with pytest.raises(ValueError, match="titles must hold rows \\* cols = 2 titles, got 3"):
        attnviz.heatmap_grid(np.zeros((1, 2, 3, 3)), titles=["a", "b", "c"])
    with pytest.raises(TypeError, match="weights must be a torch.Tensor"):
        attnviz.heatmap_grid("weights")


def test_plot_nadaraya_watson_draws_samples_truth_and_estimate():
    x = torch.linspace(0, 5, 10)
    q = torch.linspace(0, 5, 20)
    y_hat, _ = attnviz.nadaraya_watson(x, torch.sin(x), q)
    ax = attnviz.plot_nadaraya_watson(x, torch.sin(x), q, y_hat, y_true=torch.sin(q),
                                      title="fit")
    assert [line.get_label() for line in ax.lines] == ["samples", "truth", "estimate"]
    assert ax.get_title() == "fit"
    with pytest.raises(ValueError, match="y_hat must have the shape of x_query"):
        attnviz.plot_nadaraya_watson(x, torch.sin(x), q, y_hat[:5])
    with pytest.raises(ValueError, match="x_train must be 1-D"):
        attnviz.plot_nadaraya_watson(x[:, None], torch.sin(x), q, y_hat)


def test_book_style_restores_rcparams_even_after_an_error():
    before = _rc_snapshot()
    with pytest.raises(RuntimeError), attnviz.book_style():
        assert mpl.rcParams["axes.spines.top"] is False
        raise RuntimeError("boom")
    assert _rc_snapshot() == before


def test_book_style_leaves_interactive_mode_and_backend_alone():
    interactive, backend = mpl.is_interactive(), mpl.get_backend()
    try:
        plt.ioff()
        with attnviz.book_style():
            plt.ion()  # what the notebook backend does when the first figure starts it
        assert mpl.is_interactive()
        assert mpl.get_backend() == backend
    finally:
        plt.interactive(interactive)


def test_to_numpy():
    array = np.arange(3)
    assert attnviz.to_numpy(array) is array
    np.testing.assert_array_equal(attnviz.to_numpy(torch.arange(3.0, requires_grad=True)),
                                  [0.0, 1.0, 2.0])
    with pytest.raises(TypeError, match="tokens must be a torch.Tensor"):
        attnviz.to_numpy(["a"], name="tokens")


def test_heatmap_without_labels_numbers_rows_and_columns_with_whole_numbers():
    ax = attnviz.heatmap(torch.rand(4, 10))
    fig = ax.figure
    fig.canvas.draw()
    for axis, size in ((ax.xaxis, 10), (ax.yaxis, 4)):
        low, high = sorted(axis.get_view_interval())
        shown = [t for t in axis.get_ticklocs() if low <= t <= high]
        assert shown and all(float(t).is_integer() and 0 <= t < size for t in shown)


def test_figure_png_is_twice_as_sharp_shown_at_its_size_and_has_at_most_256_colours():
    import io

    from PIL import Image

    fig, ax = plt.subplots(figsize=(4, 3), dpi=100)
    attnviz.heatmap(torch.rand(6, 8), ax=ax)
    full, full_size = attnviz.figure_png(fig, colors=None)
    small, size = attnviz.figure_png(fig)
    assert size == full_size and 300 < size["width"] < 450 and 200 < size["height"] < 320
    for data in (full, small):
        image = Image.open(io.BytesIO(data))
        assert image.size == (2 * size["width"], 2 * size["height"]) or (
            abs(image.size[0] - 2 * size["width"]) <= 1)
    palette_image = Image.open(io.BytesIO(small))
    assert palette_image.mode == "P" and len(palette_image.getcolors(256)) <= 256
    assert len(small) < 0.7 * len(full), "the palette PNG is much smaller"
    # Shown side by side, the two differ by no more than a shade anywhere on average.
    a = np.asarray(Image.open(io.BytesIO(full)).convert("RGB"), dtype=float)
    b = np.asarray(palette_image.convert("RGB"), dtype=float)
    assert np.abs(a - b).mean() < 2.0
    with pytest.raises(ValueError, match="scale must be a whole number >= 1, got 0"):
        attnviz.figure_png(fig, scale=0)
    with pytest.raises(ValueError, match="colors must be None or a whole number from 2 to 256"):
        attnviz.figure_png(fig, colors=1000)
    with pytest.raises(TypeError, match="fig must be a matplotlib Figure, got Axes"):
        attnviz.figure_png(ax)


def test_sharp_figures_makes_ipython_show_figures_with_figure_png():
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    fig, _ = plt.subplots(figsize=(2, 1.5), dpi=100)
    attnviz.sharp_figures(shell=shell)
    data, metadata = shell.display_formatter.format(fig)
    png = data["image/png"]
    assert metadata["image/png"] == attnviz.figure_png(fig)[1]
    assert png == attnviz.figure_png(fig)[0] or png == __import__("base64").b64encode(
        attnviz.figure_png(fig)[0]).decode()
    with pytest.raises(ValueError, match="colors must be None or a whole number"):
        attnviz.sharp_figures(shell=shell, colors=0)
    InteractiveShell.clear_instance()


def test_sharp_figures_outside_ipython_says_why_it_cannot(monkeypatch):
    import IPython

    monkeypatch.setattr(IPython, "get_ipython", lambda: None)
    with pytest.raises(RuntimeError, match="works in IPython or Jupyter only"):
        attnviz.sharp_figures()


def test_save_figure_writes_svg_and_png_from_a_heatmap_or_a_grid(tmp_path):
    weights = torch.softmax(torch.randn(2, 3, 4, 5, generator=torch.Generator().manual_seed(0)),
                            dim=-1)
    ax = attnviz.heatmap(weights[0, 0], xticklabels=list("abcde"))
    grid = attnviz.heatmap_grid(weights)
    svg = attnviz.save_figure(ax, tmp_path / "map.svg")
    png = attnviz.save_figure(grid, str(tmp_path / "grid.PNG"), scale=1)
    assert svg == tmp_path / "map.svg" and png == tmp_path / "grid.PNG"
    text = svg.read_text(encoding="utf-8")
    assert text.lstrip().startswith("<?xml") and "<svg" in text
    data = png.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    expected, _ = attnviz.figure_png(grid, scale=1)
    assert data == expected
    assert sorted(p.name for p in tmp_path.iterdir()) == ["grid.PNG", "map.svg"]
    plt.close("all")


@pytest.mark.parametrize(("figure", "path", "error", "match"), [
    ("not a figure", "x.svg", TypeError,
     "figure must be a matplotlib Figure or Axes, got str"),
    (None, "x.jpg", ValueError, r"path must end in \.svg or \.png, got '.*x\.jpg'"),
    (None, "missing/x.svg", FileNotFoundError, "path's folder does not exist"),
    (None, 3, TypeError, "path must be a str or path, got int"),
])
def test_save_figure_refuses_bad_input_and_writes_nothing(tmp_path, figure, path, error,
                                                          match):
    figure = plt.figure() if figure is None else figure
    target = path if isinstance(path, int) else tmp_path / path
    with pytest.raises(error, match=match):
        attnviz.save_figure(figure, target)
    assert list(tmp_path.iterdir()) == []
    plt.close("all")
