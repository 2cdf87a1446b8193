"""The book's colours for queries, keys and values, defined once (every chapter uses them).

One visual language across the book: the schematic diagrams (``book/diagrams``), the axis
labels of :func:`attnviz.heatmap` and :func:`attnviz.heatmap_grid`, and the HTML attention
views of :mod:`attnviz.visuals.html_view` all take their query, key and value colours from here, and
``tests/test_palette.py`` checks that no other file spells them out.

The three are Okabe and Ito's colour-blind-safe hues (vermillion, blue, bluish green): they stay
apart under the common forms of colour blindness, because they also differ in lightness. Each
has a contrast of at least 3:1 against both white and the website's dark background, enough
for lines, borders, fills and large text; body text stays in the page's own colour.
"""

from __future__ import annotations

__all__ = ["KEY", "QUERY", "ROLE_COLORS", "VALUE", "role_color", "tint", "to_rgb"]

QUERY = "#D55E00"  # vermillion
KEY = "#0072B2"  # blue
VALUE = "#009E73"  # bluish green

ROLE_COLORS = {"query": QUERY, "key": KEY, "value": VALUE}


def role_color(role: str) -> str:
    """The colour of ``role``: ``"query"``, ``"key"`` or ``"value"``."""
    if role not in ROLE_COLORS:
        raise ValueError(f"role must be one of {sorted(ROLE_COLORS)}, got {role!r}")
    return ROLE_COLORS[role]


def to_rgb(color: str) -> tuple[int, int, int]:
    """``"#RRGGBB"`` as a tuple of three integers from 0 to 255."""
    if not (isinstance(color, str) and len(color) == 7 and color[0] == "#"):
        raise ValueError(f"color must be a string '#RRGGBB', got {color!r}")
    try:
        return tuple(int(color[i:i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]
    except ValueError:
        raise ValueError(f"color must be a string '#RRGGBB', got {color!r}") from None


def tint(color: str, amount: float) -> str:
    """``color`` mixed with white: ``amount`` 0 gives the colour, 1 gives white."""
    if not 0.0 <= amount <= 1.0:
        raise ValueError(f"amount must be between 0 and 1, got {amount}")
    mixed = (round(c + (255 - c) * amount) for c in to_rgb(color))
    return "#" + "".join(f"{c:02X}" for c in mixed)
