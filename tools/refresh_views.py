"""Draw the views saved in the chapters again with the package's current front end.

    python -m tools.refresh_views [NOTEBOOK ...]      (default: every chapter, notebooks/*.ipynb)

A view saved in a notebook (an explorer, an attention view, a live model) is its data and the
scripts and styles of the package that wrote it (:mod:`attnviz.visuals.views`). After a change to
the front end alone (``attnviz/visuals/static/*.js`` or ``*.css``, or the fragment's markup),
the saved views are stale, but their data are not: re-executing a chapter would train its models
again, and on another CPU than the reference run's, their last digits and the prose's numbers
with them. This tool writes every saved view again from its own data with the current package:

* an explorer or attention view: the same kind, data, label, fallback text and element id,
  through :func:`attnviz.visuals.views.view_html`;
* a live model (chapters 7 to 9): its weights file in ``book/_static/live/`` is written again
  in the current layout, the same record alone (same weights, same checksum:
  :func:`attnviz.visuals.live.rewrite_code`), and its view, which holds the model's code, by
  :func:`attnviz.visuals.live.live_view`, naming the file as the reference run does (the site's
  address from ``_config.yml``).

Everything else in the notebook (code, text, figures, every other output) is left as it is.
``bash .ci/check-notebooks`` then re-executes the chapters and compares these views with a fresh
run's, so a view whose data would differ still fails there. A change to what a view computes is
not a front-end change: re-execute the chapter (``python .ci/execute_notebooks.py``).
"""

from __future__ import annotations

import argparse
import html
import json
import os
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
LIVE_DIR = ROOT / "book" / "_static" / "live"

# What each kind of view needs besides its own renderer, as the package's writers ask for it
# (attnviz/visuals/explorers.py, html_view.py, live.py).
REQUIRES: dict[str, tuple[str, ...]] = {
    "attention": (), "patches": (), "alignment": ("attention",),
    "nadaraya-watson": ("charts",), "scoring": ("charts",), "positional": ("charts",),
    "scheduler": ()}
_HOST = re.compile(
    r'<div(?: id="(?P<id>[^"]*)")? class="attnviz-view attnviz-(?P<kind>[a-z0-9-]+)-view" '
    r'data-attnviz-kind="(?P=kind)" data-attnviz-version="[0-9a-f]{12}" '
    r'data-attnviz-view="static" data-lm-suppress-shortcuts="true" role="group" '
    r'aria-label="(?P<label>[^"]*)" data-attnviz-colors="[^"]*">')
_DATA = re.compile(r'<script type="application/json" class="attnviz-data">(.*?)</script>',
                   re.DOTALL)
_NOTE = re.compile(r'<(p|div) class="attnviz-fallback">Interactive view: .*?</\1>', re.DOTALL)


def _fallback(text: str) -> str:
    """A saved view's own fallback, its paragraphs as the div elements the package writes now."""
    return re.sub(r'<p class="attnviz-fallback">(.*?)</p>',
                  r'<div class="attnviz-fallback">\1</div>', text, flags=re.DOTALL)


def site_url() -> str:
    """The published website's address, ``html.baseurl`` in ``_config.yml`` (read without a
    YAML parser, which the oldest stack the package is tested on does not have)."""
    text = (ROOT / "_config.yml").read_text(encoding="utf-8")
    match = re.search(r'^html:\n(?:(?:  .*|\s*)\n)*?  baseurl: "([^"]+)"', text, re.MULTILINE)
    if match is None:
        raise ValueError("_config.yml sets no html.baseurl")
    return match.group(1)


def redraw(fragment: str) -> str:
    """The saved view ``fragment`` written again by the current package, from its own data."""
    from attnviz.visuals import live, views

    host = _HOST.match(fragment)
    if host is None:
        raise ValueError(f"not a view the package wrote: {fragment[:120]!r}")
    kind, label = host["kind"], html.unescape(host["label"])
    (data_text,) = _DATA.findall(fragment)
    data: dict[str, Any] = json.loads(data_text)
    if kind.startswith("live-"):
        weights = live.describe_weights(LIVE_DIR / f"{data['name']}.js")
        if weights.checksum != data["checksum"]:
            raise ValueError(f"{kind}: book/_static/live/{data['name']}.js holds checksum "
                             f"{weights.checksum}, the view {data['checksum']}: re-execute the "
                             "chapter")
        before = os.environ.get("ATTNVIZ_SITE_URL")
        os.environ["ATTNVIZ_SITE_URL"] = site_url()  # as the reference run sets it
        try:
            return live.live_view(weights, title=data["title"], examples=data["examples"],
                                  settings=data["settings"], embed=False).to_html()
        finally:
            if before is None:
                del os.environ["ATTNVIZ_SITE_URL"]
            else:
                os.environ["ATTNVIZ_SITE_URL"] = before
    note = _NOTE.search(fragment)
    if note is None:
        raise ValueError(f"{kind}: no fallback note in {fragment[:120]!r}")
    own = _fallback(fragment[host.end():note.start()])
    return views.view_html(kind, data, label=label, fallback=own, element_id=host["id"],
                           requires=REQUIRES[kind])


def refresh(path: Path) -> int:
    """Redraw every view saved in the notebook at ``path``; return how many changed."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    changed = 0
    for cell in notebook["cells"]:
        for output in cell.get("outputs", []):
            saved = output.get("data", {}).get("text/html")
            text = "".join(saved) if isinstance(saved, list) else saved
            if not text or 'class="attnviz-view ' not in text:
                continue
            new = redraw(text)
            if new != text:
                lines = new.splitlines(keepends=True)
                output["data"]["text/html"] = lines if isinstance(saved, list) else new
                changed += 1
    if changed:
        path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
    return changed


def main(argv: list[str] | None = None) -> int:
    from attnviz.visuals import live

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", type=Path,
                        help="the chapters to refresh (default: notebooks/*.ipynb)")
    args = parser.parse_args(argv)
    paths = args.notebooks or sorted((ROOT / "notebooks").glob("*.ipynb"))
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        parser.error(f"not a file: {', '.join(missing)}")
    for weights in sorted(LIVE_DIR.glob("*.js")):
        live.rewrite_code(weights)
        print(f"{weights.relative_to(ROOT)}: the same weights in the current layout")
    for path in paths:
        print(f"{path}: {refresh(path)} view(s) drawn again")
    return 0


if __name__ == "__main__":
    sys.exit(main())
