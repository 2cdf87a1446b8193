"""The student edition of each chapter, linked from the launch menu (the rocket) of its page.

Every chapter, ``notebooks/<name>.ipynb``, has a student edition, ``notebooks/student/<name>.ipynb``
(written by ``python -m tools.student_edition``: the exercises' stubs without the worked solutions).
This extension adds two entries after "Colab" in the launch menu of each chapter page:

- "Colab (student edition)" opens the student notebook from the repository in Colab, the way
  the theme's own "Colab" entry opens the chapter;
- "Student notebook" downloads the site's own copy of it, ``student/<name>.ipynb``, which the
  extension copies into the built site when the build finishes.

sphinx_book_theme builds the menu in ``context["header_buttons"]`` in its html-page-context
handler, connected at priority 501; this one runs after it (priority 900) and appends to the
group labelled "launch-buttons". A chapter without a student edition, or a chapter page
without the menu, is a warning (an error under ``-W``), so a link never points at nothing.

Registered in _config.yml: ``sphinx.local_extensions`` puts book/_ext on ``sys.path``, and the
name is listed in ``sphinx.config.extensions`` (which replaces Jupyter Book's computed list).
"""

from __future__ import annotations

import shutil
from pathlib import Path, PurePosixPath
from typing import Any

from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx_book_theme.header_buttons import get_repo_parts

LOGGER = logging.getLogger(__name__)
STUDENT_FOLDER = "student"  # next to the chapters in the source, and at the site's root
LAUNCH_GROUP = "launch-buttons"  # the label sphinx_book_theme gives the rocket menu
COLAB_ICON = "_static/images/logo_colab.png"  # the theme's own, as on its "Colab" entry


def _student_source(app: Sphinx, pagename: str) -> Path | None:
    """The student edition of a chapter page (a notebook in notebooks/), or None if the page
    is no chapter."""
    page = PurePosixPath(pagename)
    if page.parent.name != "notebooks" or Path(app.env.doc2path(pagename)).suffix != ".ipynb":
        return None
    return Path(app.srcdir, *page.parent.parts, STUDENT_FOLDER, f"{page.name}.ipynb")


def _colab_url(app: Sphinx, pagename: str, context: dict[str, Any]) -> str | None:
    """The Colab address of the student notebook in the repository, as the theme writes its
    own Colab link (launch_buttons.colab_url, repository_url, repository_branch)."""
    options = app.config.html_theme_options
    colab = (options.get("launch_buttons", {}).get("colab_url") or "").strip("/")
    parts = get_repo_parts(context)
    if not colab or parts is None or parts[3].lower() != "github":
        return None
    _, owner, repository, _ = parts
    branch = options.get("repository_branch") or "master"  # the theme's default
    docs = options.get("path_to_docs", "").strip("/")
    page = PurePosixPath(pagename)
    path = PurePosixPath(docs, page.parent, STUDENT_FOLDER, f"{page.name}.ipynb").as_posix()
    return f"{colab}/github/{owner}/{repository}/blob/{branch}/{path}"


def add_student_links(app: Sphinx, pagename: str, templatename: str,
                      context: dict[str, Any], doctree: Any) -> None:
    """html-page-context: on a chapter page, the student edition's two launch-menu entries."""
    source = _student_source(app, pagename)
    if source is None:
        return
    if not source.is_file():
        LOGGER.warning(f"{pagename}: no student edition at {source.relative_to(app.srcdir)}; "
                       "write it with `python -m tools.student_edition`", location=pagename)
        return
    group = next((button for button in context.get("header_buttons", [])
                  if button.get("label") == LAUNCH_GROUP), None)
    if group is None:
        LOGGER.warning(f"{pagename}: no launch menu to add the student edition to "
                       "(launch_buttons in _config.yml)", location=pagename)
        return
    colab = _colab_url(app, pagename, context)
    if colab is not None:
        group["buttons"].append({
            "type": "link",
            "text": "Colab (student edition)",
            "tooltip": "Launch the student edition (exercises without solutions) on Colab",
            "icon": COLAB_ICON,
            "url": colab,
            "label": "colab-student-button",
        })
    group["buttons"].append({
        "type": "link",
        "text": "Student notebook",
        "tooltip": "Download the student edition (exercises without solutions) as .ipynb",
        "icon": "fas fa-download",
        "url": context["pathto"](f"{STUDENT_FOLDER}/{source.name}", 1),
        "label": "download-student-notebook-button",
    })


def copy_student_notebooks(app: Sphinx, exception: Exception | None) -> None:
    """build-finished: the student editions of the chapters into the site's student/ folder."""
    if exception is not None or app.builder.format != "html":
        return
    target = Path(app.outdir, STUDENT_FOLDER)
    target.mkdir(parents=True, exist_ok=True)
    for docname in sorted(app.env.found_docs):
        source = _student_source(app, docname)
        if source is not None and source.is_file():
            shutil.copyfile(source, target / source.name)


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("html-page-context", add_student_links, priority=900)
    app.connect("build-finished", copy_student_notebooks)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
