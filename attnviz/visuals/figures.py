"""The book's schematic diagrams, shipped with the package (every chapter shows some).

The diagrams are SVG files in ``attnviz/visuals/diagrams/``, drawn from code by
``python book/diagrams/draw.py`` in the book's repository. :func:`diagram` returns one as an
object that Jupyter, JupyterLab, VS Code and Colab display as a picture (its ``_repr_svg_``),
so a chapter opened in Colab shows the same diagrams as the website. :func:`diagram_path` gives
the file, to copy onto a slide.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["Diagram", "diagram", "diagram_names", "diagram_path"]

_FOLDER = Path(__file__).resolve().parent / "diagrams"


def diagram_names() -> list[str]:
    """The names of every diagram, sorted (``"ch1-soft-lookup"``, ...)."""
    return sorted(path.stem for path in _FOLDER.glob("*.svg"))


def diagram_path(name: str) -> Path:
    """The SVG file of the diagram ``name``.

    Raises:
        ValueError: if there is no diagram of that name (the message lists the names).
    """
    if not isinstance(name, str) or name not in diagram_names():  # no paths, only names
        raise ValueError(f"name must be one of the diagrams {diagram_names()}, got {name!r}")
    return _FOLDER / f"{name}.svg"


class Diagram:
    """One diagram: ``name``, its ``svg`` text, and a picture when a notebook displays it."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.svg = diagram_path(name).read_text(encoding="utf-8")

    def _repr_svg_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return f"Diagram({self.name!r})"


def diagram(name: str) -> Diagram:
    """The diagram ``name``, displayed as a picture when it is the last expression of a cell."""
    return Diagram(name)
