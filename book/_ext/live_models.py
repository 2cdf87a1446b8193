"""The live models' own page: each chapter's live view, shown again outside its chapter.

Chapters 7, 8 and 9 end their training with a live view of the trained model
(:func:`attnviz.visuals.live.live_view`): its output, saved in the notebook, is what the chapter's
page shows. The directive ``attnviz-live`` puts that same output on another page::

    ```{attnviz-live} notebooks/07_transformer.ipynb
    ```

It reads the notebook (a path from the book's root), finds the one output that holds a live
view (:func:`attnviz.visuals.live.saved_live_view`, beside the export and the views' code) and
writes it as raw HTML, so the two pages show the same view, loading the same weights file. A
notebook with no live view, or with more than one, is an error (under ``-W`` the build fails),
so the page never shows a stale or missing model silently. The notebook is a dependency of the
page: re-executing the chapter rebuilds it.

Registered in _config.yml: ``sphinx.local_extensions`` puts book/_ext on ``sys.path``, and the
name is listed in ``sphinx.config.extensions``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from attnviz.visuals.live import saved_live_view


class LiveDirective(SphinxDirective):
    """``attnviz-live NOTEBOOK``: the chapter's live view, as raw HTML."""

    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        path = Path(self.env.srcdir) / self.arguments[0]
        if not path.is_file():
            raise self.error(f"attnviz-live: no notebook {self.arguments[0]}")
        self.env.note_dependency(str(path))
        try:
            html = saved_live_view(path)
        except ValueError as error:
            raise self.error(f"attnviz-live: {error}") from None
        return [nodes.raw("", html, format="html")]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("attnviz-live", LiveDirective)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
