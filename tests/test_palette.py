"""The query, key and value colours: defined once, in attnviz/visuals/palette.py, and used
everywhere.

"Everywhere" is the diagrams (drawn from the palette by book/diagrams/draw.py), the axis labels
of the heatmaps, and the HTML attention views. "Once" means no other file of the repository
spells the colours out, in hex or as an RGB triple: a copy would drift.
"""

import html
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import torch

import attnviz
from attnviz.visuals import palette

ROOT = Path(__file__).resolve().parents[1]
ROLES = ("query", "key", "value")


def _tracked_text_files():
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                            check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        path = ROOT / name
        if path.suffix in {".png", ".jpg", ".gz", ".woff", ".woff2"} or not path.is_file():
            continue
        yield name, path.read_text(encoding="utf-8", errors="replace")


def _spellings(color):
    r, g, b = palette.to_rgb(color)
    return [re.compile(re.escape(color), re.IGNORECASE),
            re.compile(rf"\b{r}\s*,\s*{g}\s*,\s*{b}\b")]


def _notebook_sources(text):
    """A notebook's cell sources only: its outputs show the diagrams, which use the colours."""
    return "\n".join("".join(c["source"]) for c in json.loads(text)["cells"])


def test_the_palette_is_three_distinct_colours_one_per_role():
    assert set(palette.ROLE_COLORS) == set(ROLES)
    assert len(set(palette.ROLE_COLORS.values())) == 3
    assert [palette.role_color(r) for r in ROLES] == [palette.QUERY, palette.KEY, palette.VALUE]
    with pytest.raises(ValueError, match="role must be one of"):
        palette.role_color("keys")


def _luminance(color):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in palette.to_rgb(color))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b):
    hi, lo = sorted([_luminance(a), _luminance(b)], reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("background", ["#FFFFFF", "#14181E"], ids=["light", "dark"])
def test_each_colour_stands_out_on_both_themes_of_the_website(background):
    # 3:1 is WCAG's contrast for graphics and large text; #14181E is the dark theme's page.
    for role in ROLES:
        assert _contrast(palette.role_color(role), background) >= 3.0, role


def test_tint_mixes_towards_white_and_checks_its_arguments():
    assert palette.tint(palette.KEY, 0.0) == palette.KEY.upper()
    assert palette.tint(palette.KEY, 1.0) == "#FFFFFF"
    assert palette.to_rgb(palette.tint("#000000", 0.5)) == (128, 128, 128)
    with pytest.raises(ValueError, match="amount must be between 0 and 1"):
        palette.tint(palette.KEY, 1.5)
    with pytest.raises(ValueError, match="color must be a string '#RRGGBB'"):
        palette.to_rgb("blue")


def test_no_file_but_the_palette_spells_out_the_colours():
    allowed = {"attnviz/visuals/palette.py"}
    offenders = []
    for name, text in _tracked_text_files():
        if name in allowed or name.startswith("attnviz/visuals/diagrams/"):
            continue  # the diagrams are drawn from the palette (see the next test)
        if name.endswith(".ipynb"):
            text = _notebook_sources(text)
        for color in palette.ROLE_COLORS.values():
            if any(p.search(text) for p in _spellings(color)):
                offenders.append((name, color))
    assert not offenders, (
        f"colours copied instead of imported from attnviz.visuals.palette: {offenders}")


def test_the_planted_copy_would_be_caught():
    # The search above is not vacuous: each spelling matches a copy of the colour.
    for color in palette.ROLE_COLORS.values():
        r, g, b = palette.to_rgb(color)
        assert all(p.search(f"x = '{color.lower()}'; y = 'rgb({r}, {g}, {b})'")
                   for p in _spellings(color))


def test_every_diagram_is_drawn_in_the_palette_and_is_up_to_date():
    # draw.py --check redraws every diagram from book/diagrams and compares with the files.
    result = subprocess.run([sys.executable, "book/diagrams/draw.py", "--check"], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    used = set()
    for name in attnviz.diagram_names():
        svg = attnviz.diagram_path(name).read_text(encoding="utf-8").upper()
        used |= {role for role in ROLES if palette.role_color(role) in svg}
    assert used == set(ROLES), f"the diagrams together use {sorted(used)}"


def test_heatmap_axis_labels_take_the_role_colours():
    ax = attnviz.heatmap(torch.rand(3, 4))
    assert ax.xaxis.label.get_color() == palette.KEY
    assert ax.yaxis.label.get_color() == palette.QUERY
    ax = attnviz.heatmap(torch.rand(3, 4), xrole="value", yrole=None)
    assert ax.xaxis.label.get_color() == palette.VALUE
    assert ax.yaxis.label.get_color() not in palette.ROLE_COLORS.values()
    fig = attnviz.heatmap_grid(torch.rand(2, 2, 3, 4))
    assert {ax.yaxis.label.get_color() for ax in fig.axes if ax.get_ylabel()} == {palette.QUERY}
    assert {ax.xaxis.label.get_color() for ax in fig.axes if ax.get_xlabel()} == {palette.KEY}
    with pytest.raises(ValueError, match="xrole must be one of"):
        attnviz.heatmap(torch.rand(3, 4), xrole="keys")


def test_the_html_view_marks_queries_and_keys_in_their_colours():
    # the view carries the palette; its styles mark queries and keys with the variables
    page = attnviz.attention_html(torch.rand(2, 3), query_tokens=["a", "b"],
                                  key_tokens=["x", "y", "z"])
    for color in (palette.QUERY, palette.KEY):
        assert "{}, {}, {}".format(*palette.to_rgb(color)) in html.unescape(page)
    assert "border-right: 3px solid rgb(var(--attnviz-query))" in page
    assert "border-left: 3px solid rgb(var(--attnviz-key))" in page
