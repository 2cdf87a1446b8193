"""The editions of each chapter in the launch menu (the rocket) and the download menu of its page.

A chapter's notebook, ``notebooks/<name>.ipynb``, is the website's source: its Markdown is MyST,
which Jupyter and Colab show raw. What a learner opens is one of its two editions, written by
``python -m tools.editions`` in plain Markdown with the website's numbers: the reader edition,
``notebooks/reader/<name>.ipynb`` (the whole chapter with its outputs), and the student edition,
``notebooks/student/<name>.ipynb`` (the exercises without the worked solutions). On each
chapter page this extension

- points the theme's own "Colab" entry of the launch menu at the reader edition in the
  repository (the theme would open the chapter's MyST source);
- adds two entries after it: "Colab (student edition)", which opens the student edition in
  Colab the same way, and "Student notebook", which downloads the site's own copy of it,
  ``student/<name>.ipynb``;
- points the theme's ".ipynb" entry of the download menu (the page's source) at the site's copy
  of the reader edition, ``reader/<name>.ipynb``.

The extension copies both editions of every chapter into the built site when the build
finishes. sphinx_book_theme builds the menus in ``context["header_buttons"]`` in its
html-page-context handlers, connected at priority 501; this one runs after them (priority 900).
A chapter without its editions, or a chapter page without the menus or the theme's entries, is
a warning (an error under ``-W``), so that no link points at nothing.

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
# Each edition's folder, next to the chapters in the source and at the site's root.
READER_FOLDER, STUDENT_FOLDER = "reader", "student"
LAUNCH_GROUP = "launch-buttons"  # the label sphinx_book_theme gives the rocket menu
DOWNLOAD_GROUP = "download-buttons"  # ... and the download menu
SOURCE_DOWNLOAD = "download-source-button"  # the download menu's entry for the page's source
COLAB_TEXT = "Colab"  # the text of the theme's own Colab entry
COLAB_ICON = "_static/images/logo_colab.png"  # the theme's own, as on its "Colab" entry


def _edition_source(app: Sphinx, pagename: str, folder: str) -> Path | None:
    """The edition in ``folder`` of a chapter page (a notebook in notebooks/), or None if the
    page is no chapter."""
    page = PurePosixPath(pagename)
    if page.parent.name != "notebooks" or Path(app.env.doc2path(pagename)).suffix != ".ipynb":
        return None
    return Path(app.srcdir, *page.parent.parts, folder, f"{page.name}.ipynb")


def _colab_url(app: Sphinx, pagename: str, context: dict[str, Any], folder: str) -> str | None:
    """The Colab address of a chapter's edition in the repository, as the theme writes its own
    Colab link (launch_buttons.colab_url, repository_url, repository_branch)."""
    options = app.config.html_theme_options
    colab = (options.get("launch_buttons", {}).get("colab_url") or "").strip("/")
    parts = get_repo_parts(context)
    if not colab or parts is None or parts[3].lower() != "github":
        return None
    _, owner, repository, _ = parts
    branch = options.get("repository_branch") or "master"  # the theme's default
    docs = options.get("path_to_docs", "").strip("/")
    page = PurePosixPath(pagename)
    path = PurePosixPath(docs, page.parent, folder, f"{page.name}.ipynb").as_posix()
    return f"{colab}/github/{owner}/{repository}/blob/{branch}/{path}"


def _group(context: dict[str, Any], label: str) -> dict[str, Any] | None:
    return next((button for button in context.get("header_buttons", [])
                 if button.get("label") == label), None)


def add_edition_links(app: Sphinx, pagename: str, templatename: str,
                      context: dict[str, Any], doctree: Any) -> None:
    """html-page-context: on a chapter page, the launch menu's Colab entries and the download
    menu's notebook lead to the chapter's editions."""
    reader = _edition_source(app, pagename, READER_FOLDER)
    student = _edition_source(app, pagename, STUDENT_FOLDER)
    if reader is None or student is None:
        return
    for source in (reader, student):
        if not source.is_file():
            LOGGER.warning(f"{pagename}: no {source.parent.name} edition at "
                           f"{source.relative_to(app.srcdir)}; write it with "
                           "`python -m tools.editions`", location=pagename)
            return
    launch = _group(context, LAUNCH_GROUP)
    if launch is None:
        LOGGER.warning(f"{pagename}: no launch menu to add the editions to (launch_buttons in "
                       "_config.yml)", location=pagename)
        return
    colab = next((button for button in launch["buttons"] if button.get("text") == COLAB_TEXT),
                 None)
    reader_colab = _colab_url(app, pagename, context, READER_FOLDER)
    student_colab = _colab_url(app, pagename, context, STUDENT_FOLDER)
    if colab is None or reader_colab is None or student_colab is None:
        LOGGER.warning(f"{pagename}: the launch menu has no Colab entry to open the reader "
                       "edition (launch_buttons.colab_url and a GitHub repository in "
                       "_config.yml)", location=pagename)
    else:
        colab["url"] = reader_colab
        colab["tooltip"] = "Launch this chapter on Colab (the page as a notebook, with outputs)"
        launch["buttons"].insert(launch["buttons"].index(colab) + 1, {
            "type": "link",
            "text": "Colab (student edition)",
            "tooltip": "Launch the student edition (exercises without solutions) on Colab",
            "icon": COLAB_ICON,
            "url": student_colab,
            "label": "colab-student-button",
        })
    launch["buttons"].append({
        "type": "link",
        "text": "Student notebook",
        "tooltip": "Download the student edition (exercises without solutions) as .ipynb",
        "icon": "fas fa-download",
        "url": context["pathto"](f"{STUDENT_FOLDER}/{student.name}", 1),
        "label": "download-student-notebook-button",
    })
    download = _group(context, DOWNLOAD_GROUP)
    notebook = next((button for button in (download or {}).get("buttons", [])
                     if button.get("label") == SOURCE_DOWNLOAD), None)
    if notebook is None:
        LOGGER.warning(f"{pagename}: no download entry for the page's notebook to point at the "
                       "reader edition", location=pagename)
        return
    notebook["url"] = context["pathto"](f"{READER_FOLDER}/{reader.name}", 1)
    notebook["tooltip"] = "Download this chapter as a notebook (the page, with its outputs)"


def copy_editions(app: Sphinx, exception: Exception | None) -> None:
    """build-finished: both editions of every chapter into the site's reader/ and student/."""
    if exception is not None or app.builder.format != "html":
        return
    for folder in (READER_FOLDER, STUDENT_FOLDER):
        target = Path(app.outdir, folder)
        target.mkdir(parents=True, exist_ok=True)
        for docname in sorted(app.env.found_docs):
            source = _edition_source(app, docname, folder)
            if source is not None and source.is_file():
                shutil.copyfile(source, target / source.name)


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("html-page-context", add_edition_links, priority=900)
    app.connect("build-finished", copy_editions)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
