"""Write each chapter's two editions for Jupyter and Colab: ``notebooks/reader/`` and
``notebooks/student/``.

A chapter's notebook is the website's source: its Markdown is MyST, which Jupyter, Colab and
VS Code show raw. What a learner opens is one of its editions, each in plain Markdown with the
website's numbers written out:

- the **reader edition** (:func:`attnviz.grading.reader_edition.reader_edition`): the whole
  chapter as its page shows it, worked solutions and committed outputs included; the launch
  menu's "Colab" entry on the chapter's page opens it;
- the **student edition** (:func:`attnviz.grading.student_edition.student_edition`): the
  chapter without its worked solutions, with its exercise stubs shown and its outputs cleared.

Each module's docstring says what is kept and what goes. Chapters are numbered as the book
numbers them (:func:`attnviz.grading.myst.book_index`), and each note links the chapter's page
and the other edition, as ``_config.yml`` gives their addresses. Rerun this after any change to
a chapter (its text, code or outputs, a re-execution or ``python -m tools.refresh_views``):
``tests/test_reader_edition.py`` and ``tests/test_student_edition.py`` compare the committed
editions with a fresh run, byte for byte. The same notebook always gives the same bytes.
Usage, from the repository root::

    python -m tools.editions                       # notebooks/NN_*.ipynb -> notebooks/reader/
                                                   # and notebooks/student/
    python -m tools.editions --edition student     # the student editions only
    python -m tools.editions my_chapter.ipynb --out handouts/   # handouts/reader/, student/
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from attnviz.grading.cells import NotebookError, read_notebook
from attnviz.grading.myst import book_index, book_title, chapter_url, colab_url, page_url
from attnviz.grading.reader_edition import reader_edition
from attnviz.grading.student_edition import student_edition

CHAPTERS = "notebooks/[0-9][0-9]_*.ipynb"  # what a plain `python -m tools.editions` reads
EDITIONS = ("reader", "student")  # each goes to a folder of that name, next to the chapters


def dumps(notebook: dict[str, Any]) -> str:
    """A notebook as nbformat writes it: sorted keys, one-space indent, UTF-8 text."""
    return json.dumps(notebook, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file next to ``path``, then rename it onto ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.",
                                         suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
        # mkstemp makes the file private (0o600): give it the mode of the file it replaces.
        os.chmod(temporary, path.stat().st_mode & 0o777 if path.exists() else 0o644)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def build(paths: Sequence[Path], out: Path | None = None,
          editions: Sequence[str] = EDITIONS) -> dict[Path, str]:
    """``{target: text}`` of the ``editions`` of every notebook of ``paths``, each edition going
    to a folder of its name in ``out`` (default: next to the notebook); every problem found,
    in one error."""
    results: dict[Path, str] = {}
    errors = []
    index = book_index(paths)
    for path in paths:
        folder = out if out is not None else path.parent
        # where the book keeps each edition, which the other's note links
        reader, student = path.parent / "reader" / path.name, path.parent / "student" / path.name
        try:
            notebook = read_notebook(path)
            for edition in editions:
                target = folder / edition / path.name
                if target.resolve() == path.resolve():
                    raise NotebookError(f"the {edition} edition would overwrite the chapter "
                                        "itself: choose another output folder")
                if target in results:
                    raise NotebookError(f"another notebook of the same name also goes to "
                                        f"{target}")
                if edition == "student":
                    written = student_edition(notebook, name=path.name,
                                              full_chapter_url=chapter_url(path),
                                              reader_url=colab_url(reader), index=index)
                else:
                    written = reader_edition(
                        notebook, name=path.name, index=index, source_url=chapter_url(path),
                        page_url=page_url(path), student_url=colab_url(student),
                        title=book_title(path),
                        chapter_folder=Path(os.path.relpath(path.parent.resolve(),
                                                            target.parent.resolve())).as_posix())
                results[target] = dumps(written)
        except NotebookError as error:
            errors.append(f"{path}: {error}")
    if errors:
        raise NotebookError("\n".join(errors))
    return results


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.editions",
        description="Write the editions of chapter notebooks for Jupyter and Colab, in plain "
                    "Markdown with the website's numbers: the reader edition (the whole "
                    "chapter, outputs and worked solutions included) and the student edition "
                    "(worked solutions removed, exercise stubs shown, outputs cleared).")
    parser.add_argument("notebooks", nargs="*", type=Path,
                        help=f"chapter notebooks (default: {CHAPTERS})")
    parser.add_argument("--edition", choices=EDITIONS, action="append",
                        help="write only this edition (repeatable; default: both)")
    parser.add_argument("--out", type=Path, default=None,
                        help="the folder that receives a reader/ and a student/ folder "
                             "(default: the notebook's own folder)")
    args = parser.parse_args(argv)
    paths = args.notebooks or sorted(Path().glob(CHAPTERS))
    if not paths:
        parser.error(f"no chapters found: {CHAPTERS} matches nothing in {Path.cwd()} (run it "
                     "from the repository root, or name the notebooks)")
    if args.out is not None and args.out.exists() and not args.out.is_dir():
        parser.error(f"--out: {args.out} is not a folder")
    editions = tuple(edition for edition in EDITIONS if edition in (args.edition or EDITIONS))
    try:
        results = build(paths, args.out, editions)
    except NotebookError as error:
        print(f"error: no edition written:\n{error}", file=sys.stderr)
        return 1
    for target, text in results.items():
        if target.is_file() and target.read_text(encoding="utf-8") == text:
            print(f"{target}: unchanged")
            continue
        write_atomically(target, text)
        print(f"{target}: written")
    if not args.notebooks:  # the whole book: say which editions no longer have a chapter
        for folder in sorted({target.parent for target in results}):
            for stale in sorted(set(folder.glob("*.ipynb")) - set(results)):
                print(f"warning: {stale} is an edition of no chapter: delete it",
                      file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
