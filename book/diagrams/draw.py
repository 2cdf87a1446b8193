"""Draw the book's schematic diagrams: ``python book/diagrams/draw.py`` (from anywhere).

Each ``book/diagrams/ch*.py`` module defines ``DIAGRAMS``, a dict from a diagram's name to a
function that returns a :class:`svg.Drawing`. This script writes every one of them to
``attnviz/visuals/diagrams/<name>.svg``, where :func:`attnviz.diagram` finds them (they are package
data, so a notebook shows them in Colab too), and removes stale ``.svg`` files there.

Options:
    --check           write nothing; exit 1 if a file is missing, stale or extra (the tests run
                      this, so a diagram edited without redrawing fails CI)
    --preview DIR     also write DIR/index.html showing every diagram, to look at in a browser
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
OUT = ROOT / "attnviz" / "visuals" / "diagrams"
sys.path[:0] = [str(HERE), str(ROOT)]


def _chapter(path: Path) -> int:
    """The chapter number of ``ch<n>.py``, so that ch10 comes after ch9, not after ch1."""
    return int(re.match(r"ch(\d+)", path.stem)[1])


def collect() -> dict[str, str]:
    """Every diagram's SVG text, by name, in chapter order."""
    drawings: dict[str, str] = {}
    for module_path in sorted(HERE.glob("ch*.py"), key=_chapter):
        module = importlib.import_module(module_path.stem)
        for name, build in module.DIAGRAMS.items():
            if name in drawings:
                raise SystemExit(f"error: diagram {name!r} is defined twice")
            if not name.startswith(module_path.stem.split("_")[0] + "-"):
                raise SystemExit(f"error: diagram {name!r} in {module_path.name} must start "
                                 f"with {module_path.stem.split('_')[0]}-")
            svg = build().to_svg()
            root = ET.fromstring(svg.split("\n", 1)[1])  # well-formed, or this raises
            if not any(el.tag.endswith("text") for el in root.iter()):
                raise SystemExit(f"error: diagram {name!r} has no <text>")
            drawings[name] = svg
    return drawings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--preview", type=Path)
    args = parser.parse_args()
    drawings = collect()
    existing = {p.stem for p in OUT.glob("*.svg")}
    if args.check:
        problems = [f"missing: {n}.svg" for n in drawings if n not in existing]
        problems += [f"stale: {n}.svg" for n in drawings
                     if n in existing and (OUT / f"{n}.svg").read_text("utf-8") != drawings[n]]
        problems += [f"extra: {n}.svg" for n in sorted(existing - set(drawings))]
        for problem in problems:
            print(f"attnviz/visuals/diagrams/{problem} (run: python book/diagrams/draw.py)")
        return 1 if problems else 0
    OUT.mkdir(exist_ok=True)
    for name in sorted(existing - set(drawings)):
        (OUT / f"{name}.svg").unlink()
    for name, svg in drawings.items():
        target = OUT / f"{name}.svg"
        if not target.exists() or target.read_text("utf-8") != svg:
            target.write_text(svg, "utf-8")
            print(f"wrote {target.relative_to(ROOT)}")
    if args.preview:
        args.preview.mkdir(parents=True, exist_ok=True)
        body = "".join(f'<h3>{n}</h3><img src="{(OUT / n).as_uri()}.svg">' for n in drawings)
        (args.preview / "index.html").write_text(
            f"<!doctype html><meta charset=utf-8><body style='font-family:sans-serif'>{body}",
            "utf-8")
        print(f"preview: {args.preview / 'index.html'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
