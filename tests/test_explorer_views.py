"""Explorers built headless: the views checked for what they embed.

The Nadaraya–Watson, scoring and positional-encoding explorers are :class:`attnviz.View`
objects that compute in the browser: these tests check the data they embed against the
package's own functions (tests/browser/test_explorers.py drives them in a browser). The
explorers of trained models are tested in test_model_explorers.py. No view needs ipywidgets:
the first test builds and renders every kind of explorer in a Python where it cannot be imported.
"""

import html
import json
import math
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import torch

import attnviz
from attnviz.visuals import explorers as widgets
from attnviz.visuals import views

ROOT = Path(__file__).resolve().parents[1]


def test_explorers_and_views_need_no_ipywidgets():
    # A fresh interpreter where `import ipywidgets` fails (a None entry in sys.modules), as in
    # a kernel without it: importing attnviz and rendering each kind of view must not need it.
    script = textwrap.dedent("""
        import sys
        sys.modules["ipywidgets"] = None  # `import ipywidgets` raises ImportError from here on
        import torch
        import attnviz
        from attnviz.visuals import explorers
        x = torch.linspace(0, 5, 20)
        made = [explorers.nadaraya_watson_explorer(x, torch.sin(x), x),
                explorers.scoring_explorer(), explorers.positional_encoding_explorer(),
                explorers.head_explorer(torch.full((2, 3, 3), 1 / 3))]
        for view in made:
            fragment = view._repr_html_()
            assert "<script>" in fragment and 'aria-label="' in fragment, type(view).__name__
        try:
            import ipywidgets  # noqa: F401
        except ImportError:
            print("rendered", len(made))
    """)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            env=env, timeout=120, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "rendered 4"


def _nw_data():
    x = torch.sort(torch.rand(40, generator=torch.Generator().manual_seed(0)) * 5).values
    return x, 2 * torch.sin(x) + x, torch.arange(0, 5, 0.1)


def _check_view(view, kind):
    """A view of ``kind`` drawn with the shared charts, its data embedded as it is."""
    assert isinstance(view, attnviz.View) and view.kind == kind
    assert view.requires == ("charts",)
    fragment = view.to_html()
    assert views.json_for_script(view.data) in fragment
    code = fragment.rsplit("<script>", 1)[1]
    assert code.index("views.charts = {") < code.index(f'views.register("{kind}"')
    assert view.fallback == f'<div class="attnviz-fallback">{html.escape(view.label)}.</div>'
    assert view.fallback + views.SCRIPT_NOTE in fragment  # and how to see it live


def test_nadaraya_watson_explorer_embeds_the_samples_and_the_first_state():
    x_train, y_train, x_query = _nw_data()
    y_true = 2 * torch.sin(x_query) + x_query
    view = widgets.nadaraya_watson_explorer(x_train, y_train, x_query, y_true=y_true,
                                            kernel="boxcar", width=0.7)
    _check_view(view, "nadaraya-watson")
    data = view.data
    for name, tensor in (("x_train", x_train), ("y_train", y_train), ("x_query", x_query),
                         ("y_true", y_true)):
        # the same float32 values, written as the shortest decimals that read back as them
        assert torch.equal(torch.tensor(data[name], dtype=torch.float32), tensor), name
        assert all(len(repr(x)) <= 16 for x in data[name]), name  # no double-precision digits
    assert json.dumps(view.data["x_train"][:3]) != json.dumps(x_train[:3].double().tolist())
    assert data["kernels"] == sorted(attnviz.KERNELS)
    assert (data["kernel"], data["width"], data["query"]) == ("boxcar", 0.7, 25)
    # the width slider: a log scale from 0.05 to 5 whose middle step is 0.5
    low, high, steps = data["width_min"], data["width_max"], data["width_steps"]
    assert (low, high, steps) == (0.05, 5.0, 40)
    assert low * (high / low) ** (20 / steps) == pytest.approx(0.5)
    y_low, y_high = data["y_range"]  # every estimate, a weighted mean of y_train, fits
    assert y_low < min(y_train.min(), y_true.min()) and y_high > max(y_train.max(), y_true.max())
    assert "50 queries over 40 training inputs" in view.label
    no_truth = widgets.nadaraya_watson_explorer(x_train, y_train, x_query)
    assert no_truth.data["y_true"] is None and no_truth.data["width"] == 0.5


def test_effective_keys_counts_the_inputs_a_query_spreads_its_weight_over():
    x_train, y_train, x_query = _nw_data()
    _, flat = attnviz.nadaraya_watson(x_train, y_train, x_query, kernel="constant", width=1.0)
    assert widgets._effective_keys(flat) == pytest.approx(40)
    one_hot = torch.eye(3)[[0, 2]]  # two queries, each on one key
    assert widgets._effective_keys(one_hot) == pytest.approx(1)
    assert widgets._effective_keys(torch.tensor([[0.5, 0.5], [0.0, 0.0]])) == pytest.approx(2)
    assert widgets._effective_keys(torch.zeros(2, 3)) == 0.0


def test_nadaraya_watson_explorer_rejects_bad_settings():
    x_train, y_train, x_query = _nw_data()
    with pytest.raises(ValueError, match="kernel must be one of"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query, kernel="cosine")
    with pytest.raises(ValueError, match="width must be between 0.05 and 5, got 9"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query, width=9)
    with pytest.raises(ValueError, match="width must be between 0.05 and 5, got True"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query, width=True)
    with pytest.raises(ValueError, match="y_train must have one target per training input"):
        widgets.nadaraya_watson_explorer(x_train, y_train[:3], x_query)
    with pytest.raises(ValueError, match=r"y_train must be a 1-D tensor shaped \(Tk,\)"):
        widgets.nadaraya_watson_explorer(x_train, y_train[:, None], x_query)
    with pytest.raises(ValueError, match=r"y_true must have the shape of x_query \(50,\), "
                                         r"got \(40,\)"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query, y_true=y_train)
    bad = x_query.clone()
    bad[3] = math.nan
    with pytest.raises(ValueError, match=r"x_query must be finite to be shown, got 1 NaN"):
        widgets.nadaraya_watson_explorer(x_train, y_train, bad)
    with pytest.raises(ValueError, match="x_query must have between 1 and 2000 entries, got 0"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query[:0])


def test_scoring_explorer_embeds_every_scoring_for_every_width():
    view = widgets.scoring_explorer(num_queries=3, num_keys=6, seed=2)
    _check_view(view, "scoring")
    data = view.data
    assert data["scorings"] == list(widgets.SCORING_FUNCTIONS)
    assert data["log_widths"] == list(range(1, 11))
    assert (data["scoring"], data["log_width"], data["valid"]) == (0, 4, 6)
    scores = torch.tensor(data["scores"], dtype=torch.float64)  # (scorings, widths, Tq, Tk)
    assert scores.shape == (4, 10, 3, 6)
    for s, name in enumerate(widgets.SCORING_FUNCTIONS):
        for w, log_width in enumerate(data["log_widths"]):
            expected = widgets._explorer_scores(name, log_width, num_queries=3, num_keys=6,
                                                seed=2)
            # rounded to SCORE_DECIMALS, twice the precision the view shows
            step = 10.0 ** -widgets.SCORE_DECIMALS
            torch.testing.assert_close(scores[s, w], expected.double(), rtol=0,
                                       atol=step / 2 + 1e-6)
    assert all(len(repr(x).split(".")[-1]) <= widgets.SCORE_DECIMALS
               for x in scores.flatten().tolist())
    # the same queries and keys for each scoring: scaling divides the dot product by sqrt(D)
    widths = 2.0 ** torch.arange(1, 11, dtype=torch.float64)
    torch.testing.assert_close(scores[0], scores[1] / widths.sqrt()[:, None, None],
                               rtol=1e-5, atol=step)
    # and the unscaled scores spread like sqrt(D) (unit-variance queries and keys)
    assert scores[1, -1].std() > 10 * scores[1, 0].std()


def test_scoring_explorer_leaves_the_global_random_state_alone():
    state = torch.get_rng_state()
    widgets.scoring_explorer()
    assert torch.equal(state, torch.get_rng_state())
    with pytest.raises(ValueError, match="num_keys must be an int between 1 and 64, got 0"):
        widgets.scoring_explorer(num_keys=0)
    with pytest.raises(ValueError, match="seed must be a non-negative int, got -1"):
        widgets.scoring_explorer(seed=-1)


def test_positional_encoding_explorer_embeds_the_table_settings():
    view = widgets.positional_encoding_explorer(d_model=16, max_len=30)
    _check_view(view, "positional")
    assert view.data == {"d_model": 16, "max_len": 30, "base": 10000.0, "position": 10,
                         "column": 6}
    small = widgets.positional_encoding_explorer(d_model=4, max_len=5)
    assert (small.data["position"], small.data["column"]) == (4, 3)
    with pytest.raises(ValueError, match="d_model must be an int between 2 and 1024, got 1"):
        widgets.positional_encoding_explorer(d_model=1)
    with pytest.raises(ValueError, match="max_len must be an int between 2 and 1024"):
        widgets.positional_encoding_explorer(max_len=2000)

