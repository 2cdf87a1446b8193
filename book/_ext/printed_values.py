"""The ``printed`` role: a number in the prose, read from what the chapter's cells printed.

In a chapter's Markdown, ``{printed}`test BLEU (k=2)``` shows the first number that the
chapter's committed outputs print after the text "test BLEU (k=2)" (which must occur exactly
once); ``{printed}`07_transformer::LABEL``` reads another chapter, and
``{printed}`benchmarks/NAME.txt::LABEL``` a committed benchmark output. The syntax and the reading
are those of :mod:`tools.printed`, which the student edition and the tests use too. A label that
reads no number, or several, is an error (the build runs with ``-W``, so it fails). The source
is a dependency of the page: re-executing a chapter rebuilds the pages that read it.

Registered in _config.yml: ``sphinx.local_extensions`` puts book/_ext on ``sys.path``, and the
name is listed in ``sphinx.config.extensions``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxRole

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # tools/ is the repository's, not an installed package
    sys.path.insert(0, str(ROOT))

from tools.printed import PrintedError, Reference, resolve, source_path  # noqa: E402


class PrintedRole(SphinxRole):
    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        page = Path(self.env.doc2path(self.env.docname))
        here = page if page.suffix == ".ipynb" else None
        try:
            reference = Reference.parse(self.text)
            self.env.note_dependency(str(source_path(reference.source, here=here, root=ROOT)))
            value = resolve(self.text, here=here, root=ROOT)
        except PrintedError as error:
            message = self.inliner.reporter.error(str(error), line=self.lineno)
            problem = self.inliner.problematic(self.rawtext, self.rawtext, message)
            return [problem], [message]
        return [nodes.inline(self.rawtext, value, classes=["attnviz-printed"])], []


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_role("printed", PrintedRole())
    return {"parallel_read_safe": True, "parallel_write_safe": True}
