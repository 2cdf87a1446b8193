"""Figures: the diagrams shipped with attnviz, and every figure of the book numbered and described.

A figure on the website is a notebook cell whose output Jupyter Book wraps in a numbered
``<figure>``: its ``mystnb.figure`` metadata gives the label and the caption, ``mystnb.image``
the alt text. The browser check (tests/browser) then checks the rendered pages; these tests read
the notebooks and the SVG files.
"""

import base64
import json
import re
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import attnviz

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
SVG = "{http://www.w3.org/2000/svg}"
DIAGRAM_CALL = re.compile(r'^attnviz\.diagram\("([a-z0-9-]+)"\)$')
PICTURE_OUTPUTS = ("image/png", "image/svg+xml", "application/vnd.jupyter.widget-view+json")
# A kernel-free view (attnviz.View, e.g. an explorer) is a picture too: HTML whose host element
# carries its own accessible name, and whose pictures carry text alternatives of their own.
VIEW_HOST = re.compile(r'<div class="attnviz-view [^"]*"[^>]* role="group" aria-label="([^"]+)"')


def _load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def _source(cell):
    return "".join(cell["source"])


def _figure_cells(nb):
    """Code cells that show a picture: an image, an ipywidget view or a kernel-free view."""
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        shown = [o for o in cell.get("outputs", []) if any(k in o.get("data", {})
                                                            for k in PICTURE_OUTPUTS)
                 or _view_label(o)]
        if shown:
            yield cell, shown


def _view_label(output):
    """The accessible name of the kernel-free view an output shows, or ``None``."""
    match = VIEW_HOST.match("".join(output.get("data", {}).get("text/html", "")))
    return match and match[1]


def _is_progress_bar(output):
    return "image/png" not in output["data"] and "image/svg+xml" not in output["data"] and (
        "it/s" in "".join(output["data"].get("text/plain", [])) or "%|" in
        "".join(output["data"].get("text/plain", [])))


# --- the package's diagrams ------------------------------------------------------------------


def test_diagram_names_paths_and_errors():
    names = attnviz.diagram_names()
    assert names == sorted(names) and names, "attnviz ships diagrams"
    assert all(re.fullmatch(r"ch[1-9][0-9]?-[a-z0-9-]+", n) for n in names)
    shown = attnviz.diagram(names[0])
    assert repr(shown) == f"Diagram({names[0]!r})"
    assert shown._repr_svg_() == attnviz.diagram_path(names[0]).read_text(encoding="utf-8")
    with pytest.raises(ValueError, match=r"name must be one of the diagrams \[.*got 'nope'"):
        attnviz.diagram("nope")
    with pytest.raises(ValueError, match="name must be one of the diagrams"):
        attnviz.diagram_path("../palette")
    with pytest.raises(ValueError, match="name must be one of the diagrams"):
        attnviz.diagram_path(f"../diagrams/{names[0]}")  # a path to a real file is no name


@pytest.mark.parametrize("name", attnviz.diagram_names())
def test_each_diagram_is_self_contained_svg_with_real_text_and_a_description(name):
    text = attnviz.diagram_path(name).read_text(encoding="utf-8")
    root = ET.fromstring(text.split("\n", 1)[1])
    assert root.tag == f"{SVG}svg" and root.get("role") == "img"
    assert float(root.get("width")) >= 300 and float(root.get("height")) >= 100
    title, desc = root.find(f"{SVG}title"), root.find(f"{SVG}desc")
    assert title is not None and title.text.strip()
    assert desc is not None and len(desc.text.split()) >= 20, "desc describes the picture"
    words = [el for el in root.iter(f"{SVG}text") if "".join(el.itertext()).strip()]
    assert len(words) >= 5, "labels are real <text>, not outlines"
    assert not list(root.iter(f"{SVG}script")) and not list(root.iter(f"{SVG}image"))
    assert not re.search(r'href="(?!#)', text), "no external reference"


def test_the_package_ships_the_diagrams():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    (patterns,) = re.findall(r"(?m)^attnviz = \[(.*)\]$", pyproject)
    assert '"visuals/diagrams/*.svg"' in patterns


# --- the book's figures ----------------------------------------------------------------------


def _figures(path):
    nb = _load(path)
    figures = []
    for cell, shown in _figure_cells(nb):
        options = cell["metadata"].get("mystnb", {})
        figures.append((cell, shown, options.get("figure"), options.get("image", {})))
    return nb, figures


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_picture_is_a_numbered_captioned_described_figure(path):
    number = int(path.name[:2])
    nb, figures = _figures(path)
    markdown = "\n".join(_source(c) for c in nb["cells"] if c["cell_type"] == "markdown")
    for cell, shown, figure, image in figures:
        where = f"{path.name}: cell {_source(cell)[:60]!r}"
        if all(_is_progress_bar(o) for o in shown):
            continue  # a training progress bar is not a picture
        assert figure, f"{where} shows a picture but has no mystnb.figure metadata"
        assert len(shown) == 1, f"{where}: one picture per figure cell (split the cell)"
        name, caption = figure.get("name", ""), figure.get("caption", "")
        assert name.startswith(f"fig-ch{number}-"), f"{where}: label {name!r}"
        assert len(caption.split()) >= 6, f"{where}: the caption says what to look at"
        if "image/png" in shown[0]["data"] or "image/svg+xml" in shown[0]["data"]:
            alt = image.get("alt", "")
            assert len(alt.split()) >= 12, f"{where}: alt text describes the picture"
            assert alt.strip() != caption.split("\n")[0].strip(), f"{where}: alt is not caption"
            assert not re.search(r"\.(png|svg|jpe?g)\b", alt), f"{where}: alt is a file name"
        if _view_label(shown[0]):  # HTML, not an image: the view names itself
            assert len(_view_label(shown[0]).split()) >= 6, f"{where}: the view's label"
        assert f"{{numref}}`{name}`" in markdown or re.search(
            rf"\{{numref\}}`[^`<]*<{re.escape(name)}>`", markdown), (
            f"{where}: the prose refers to {name} with {{numref}}")


def test_figure_labels_are_unique_across_the_book():
    names = [figure["name"] for path in NOTEBOOKS for _, _, figure, _ in _figures(path)[1]
             if figure]
    assert len(names) == len(set(names)), sorted(n for n in names if names.count(n) > 1)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_chapter_draws_a_diagram_that_can_be_downloaded(path):
    number = int(path.name[:2])
    nb = _load(path)
    diagrams = [(cell, DIAGRAM_CALL.match(_source(cell).strip())) for cell in nb["cells"]
                if cell["cell_type"] == "code" and DIAGRAM_CALL.match(_source(cell).strip())]
    assert diagrams, f"{path.name} has no schematic diagram"
    for cell, match in diagrams:
        name = match[1]
        assert name.startswith(f"ch{number}-")
        options = cell["metadata"]["mystnb"]
        assert options["figure"]["name"] == f"fig-{name}"
        assert "attnviz-diagram" in options["figure"].get("classes", "")
        assert f"<../attnviz/visuals/diagrams/{name}.svg>`" in options["figure"]["caption"], (
            "the caption links the SVG for download")
        svg = attnviz.diagram_path(name).read_text(encoding="utf-8")
        desc = ET.fromstring(svg.split("\n", 1)[1]).find(f"{SVG}desc").text
        assert options["image"]["alt"] == desc, "alt text and the SVG's desc are one text"
        assert "remove-input" in cell["metadata"].get("tags", [])
        [output] = cell["outputs"]
        assert "".join(output["data"]["image/svg+xml"]).strip() == svg.strip(), (
            f"{path.name}: {name} changed since the notebook ran; re-execute it")


def test_every_diagram_is_shown_in_the_book():
    used = set()
    for path in NOTEBOOKS:
        used |= {m[1] for c in _load(path)["cells"] if c["cell_type"] == "code"
                 for m in [DIAGRAM_CALL.match(_source(c).strip())] if m}
    assert used == set(attnviz.diagram_names())


NOTEBOOK_BUDGET = 1_000_000  # bytes per notebook, outputs included


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebooks_stay_small_enough_to_review(path):
    # Figures are 2x PNGs with at most 256 colours (attnviz.sharp_figures): as sharp as a
    # full-colour retina PNG and about a third of its bytes; this keeps it that way.
    size = path.stat().st_size
    assert size <= NOTEBOOK_BUDGET, f"{path.name} is {size / 1e6:.2f} MB"
    for cell in _load(path)["cells"]:
        for output in cell.get("outputs", []):
            if "image/png" not in output.get("data", {}):
                continue
            png = base64.b64decode("".join(output["data"]["image/png"]))
            width, _, _, colour_type = struct.unpack(">IIBB", png[16:26])
            assert colour_type == 3, "a palette PNG (at most 256 colours)"
            shown = output["metadata"]["image/png"]["width"]
            assert abs(width - 2 * shown) <= 1, "drawn at twice the width it is shown at"
