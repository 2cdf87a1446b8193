"""Explorers built headless and driven through their controls (ipywidgets 7.7 and 8).

Every explorer shows its drawing as an ``ipywidgets.HTML`` holding one ``<img>``: a PNG drawn at
twice the displayed width, with an alt text that describes what it shows and changes with it.
"""

import base64
import os
import struct
from html.parser import HTMLParser
from typing import NamedTuple

import pytest
import torch

ipywidgets = pytest.importorskip("ipywidgets")
widgets = pytest.importorskip("attnviz.widgets")

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class Picture(NamedTuple):
    png: bytes
    alt: str
    width: int  # the displayed width, in CSS pixels


class _Images(HTMLParser):
    def __init__(self):
        super().__init__()
        self.images = []

    def handle_starttag(self, tag, attrs):
        if tag == "img":
            self.images.append(dict(attrs))


def picture(widget) -> Picture:
    """The one picture an explorer's ``HTML`` widget shows, checked: a PNG as a data URL at 2x
    its displayed width, and alt text that is a sentence, not a file name."""
    assert isinstance(widget, ipywidgets.HTML), type(widget)
    parser = _Images()
    parser.feed(widget.value)
    assert len(parser.images) == 1, widget.value[:200]
    image = parser.images[0]
    prefix = "data:image/png;base64,"
    assert image["src"].startswith(prefix)
    png = base64.b64decode(image["src"][len(prefix):])
    assert png.startswith(PNG_SIGNATURE)
    pixel_width = struct.unpack(">I", png[16:20])[0]
    assert int(image["width"]) == pixel_width // 2 > 0
    alt = image["alt"]
    assert len(alt.split()) >= 8 and alt.endswith("."), alt
    return Picture(png, alt, int(image["width"]))


def test_picture_is_drawn_at_twice_its_displayed_size():
    from matplotlib.figure import Figure

    fig = Figure(figsize=(3, 2), dpi=100)
    fig.subplots().plot([0, 1], [1, 0])
    alt = 'A line "falling" from the top left to the bottom right, & <b> not bold.'
    shown = picture(ipywidgets.HTML(widgets._picture(fig, alt=alt)))
    assert shown.alt == alt  # escaped in the HTML, read back intact
    assert 150 <= shown.width <= 300  # bbox_inches="tight" trims a little of 300 px


def test_runs_under_the_expected_ipywidgets_major_version():
    expected = os.environ.get("ATTNVIZ_EXPECT_IPYWIDGETS")  # set by .ci/run's 7.7 step
    if expected is None:
        pytest.skip("no ipywidgets version requested")
    assert ipywidgets.__version__.split(".")[0] == expected, ipywidgets.__version__


def _nw_data():
    x = torch.sort(torch.rand(40, generator=torch.Generator().manual_seed(0)) * 5).values
    return x, 2 * torch.sin(x) + x, torch.arange(0, 5, 0.1)


def test_nadaraya_watson_explorer_redraws_when_controls_change():
    x_train, y_train, x_query = _nw_data()
    box = widgets.nadaraya_watson_explorer(x_train, y_train, x_query,
                                           y_true=2 * torch.sin(x_query) + x_query)
    assert isinstance(box, ipywidgets.VBox)
    controls, image = box.children
    kernel, width = controls.children
    assert isinstance(kernel, ipywidgets.Dropdown) and isinstance(image, ipywidgets.HTML)
    assert set(kernel.options) == {"boxcar", "constant", "epanechnikov", "gaussian"}
    assert kernel.value == "gaussian" and width.value == pytest.approx(0.5)
    first = picture(image)
    assert "gaussian kernel of width σ = 0.50" in first.alt and "true function" in first.alt
    assert "40 training points" in first.alt
    kernel.value = "boxcar"
    second = picture(image)
    assert second.png != first.png and "boxcar kernel of width σ = 0.50" in second.alt
    width.value = 2.0
    third = picture(image)
    assert third.png != second.png and "σ = 2.00" in third.alt
    kernel.value = "constant"  # every query spreads its weight evenly over all 40 inputs
    assert "about 40.0 training inputs on average" in picture(image).alt


def test_nadaraya_watson_explorer_rejects_bad_settings():
    x_train, y_train, x_query = _nw_data()
    with pytest.raises(ValueError, match="kernel must be one of"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query, kernel="cosine")
    with pytest.raises(ValueError, match="width must be between 0.05 and 5, got 9"):
        widgets.nadaraya_watson_explorer(x_train, y_train, x_query, width=9)
    with pytest.raises(ValueError, match="y_train must have one target per training input"):
        widgets.nadaraya_watson_explorer(x_train, y_train[:3], x_query)


def test_scoring_explorer_redraws_for_every_control():
    box = widgets.scoring_explorer(num_queries=3, num_keys=6)
    controls, image = box.children
    scoring, log_width, valid = controls.children
    assert list(scoring.options) == list(widgets.SCORING_FUNCTIONS)
    shown = [picture(image)]
    assert "3 queries (rows) over 6 keys (columns)" in shown[0].alt
    assert "scaled dot product scoring and D = 16" in shown[0].alt
    for name in widgets.SCORING_FUNCTIONS[1:]:
        scoring.value = name
        shown.append(picture(image))
        assert f"with {name} scoring" in shown[-1].alt
    log_width.value = 8
    shown.append(picture(image))
    assert "D = 256" in shown[-1].alt
    valid.value = 2
    shown.append(picture(image))
    assert "the last 4 keys are masked" in shown[-1].alt
    valid.value = 0  # every key masked: still draws (zero weights, no NaN)
    shown.append(picture(image))
    assert "every key is masked, so every weight is zero" in shown[-1].alt
    assert len({s.png for s in shown}) == len({s.alt for s in shown}) == 7


def test_scoring_explorer_leaves_the_global_random_state_alone():
    state = torch.get_rng_state()
    widgets.scoring_explorer()
    assert torch.equal(state, torch.get_rng_state())
    with pytest.raises(ValueError, match="num_keys must be an int between 1 and 64"):
        widgets.scoring_explorer(num_keys=0)


def test_positional_encoding_explorer_redraws_for_position_and_column():
    box = widgets.positional_encoding_explorer(d_model=16, max_len=30)
    controls, image = box.children
    position, column = controls.children
    assert (position.max, column.max) == (29, 15)
    first = picture(image)
    assert "position 10 and column 6 marked" in first.alt and "a sin wave" in first.alt
    position.value = 3
    second = picture(image)
    assert "position 3 and column 6 marked" in second.alt
    column.value = 1  # the first cosine: period 2π positions
    third = picture(image)
    assert "column 1, a cos wave" in third.alt and "period of 6.28 positions" in third.alt
    value = widgets.sinusoidal_encoding(30, 16)[3, 1].item()
    assert f"worth {value:.2f} at position 3" in third.alt
    assert len({first.png, second.png, third.png}) == 3
    with pytest.raises(ValueError, match="d_model must be an int between 2 and 1024"):
        widgets.positional_encoding_explorer(d_model=1)
