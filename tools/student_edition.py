"""Write the student edition of each chapter to ``notebooks/student/``.

The student edition is the chapter without its worked solutions, in plain Markdown, with its
exercise stubs shown and its outputs cleared: what a learner opens in Colab.
:func:`attnviz.grading.student_edition.student_edition` makes it (its docstring says what is
kept and what goes); this tool writes one per chapter, numbered as the book numbers them
(:func:`attnviz.grading.myst.book_index`), each note linking to its chapter in the repository.

The same notebook always gives the same bytes. Usage, from the repository root::

    python -m tools.student_edition                  # notebooks/NN_*.ipynb -> notebooks/student/
    python -m tools.student_edition my_chapter.ipynb --out handouts/
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
from attnviz.grading.myst import book_index
from attnviz.grading.student_edition import chapter_url, student_edition

CHAPTERS = "notebooks/[0-9][0-9]_*.ipynb"  # what a plain `python -m tools.student_edition` reads
STUDENT_FOLDER = "student"  # next to the chapters


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


def build(paths: Sequence[Path], out: Path | None = None) -> dict[Path, str]:
    """``{target: text}`` of the student edition of every notebook of ``paths``, each going to
    ``out`` (default: a ``student`` folder next to it); every problem found, in one error."""
    editions: dict[Path, str] = {}
    errors = []
    index = book_index(paths)
    for path in paths:
        target = (out if out is not None else path.parent / STUDENT_FOLDER) / path.name
        try:
            if target.resolve() == path.resolve():
                raise NotebookError("the student edition would overwrite the chapter itself: "
                                    "choose another output folder")
            if target in editions:
                raise NotebookError(f"another notebook of the same name also goes to {target}")
            edition = student_edition(read_notebook(path), name=path.name,
                                      full_chapter_url=chapter_url(path), index=index)
        except NotebookError as error:
            errors.append(f"{path}: {error}")
            continue
        editions[target] = dumps(edition)
    if errors:
        raise NotebookError("\n".join(errors))
    return editions


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.student_edition",
        description="Write the student edition of chapter notebooks: worked solutions removed, "
                    "exercise stubs shown, check cells kept, outputs cleared.")
    parser.add_argument("notebooks", nargs="*", type=Path,
                        help=f"chapter notebooks (default: {CHAPTERS})")
    parser.add_argument("--out", type=Path, default=None,
                        help=f"output folder (default: a {STUDENT_FOLDER}/ folder next to each "
                             "notebook)")
    args = parser.parse_args(argv)
    paths = args.notebooks or sorted(Path().glob(CHAPTERS))
    if not paths:
        parser.error(f"no chapters found: {CHAPTERS} matches nothing in {Path.cwd()} (run it "
                     "from the repository root, or name the notebooks)")
    if args.out is not None and args.out.exists() and not args.out.is_dir():
        parser.error(f"--out: {args.out} is not a folder")
    try:
        editions = build(paths, args.out)
    except NotebookError as error:
        print(f"error: no student edition written:\n{error}", file=sys.stderr)
        return 1
    for target, text in editions.items():
        if target.is_file() and target.read_text(encoding="utf-8") == text:
            print(f"{target}: unchanged")
            continue
        write_atomically(target, text)
        print(f"{target}: written")
    if not args.notebooks:  # the whole book: say which student notebooks no longer have a chapter
        for folder in sorted({target.parent for target in editions}):
            for stale in sorted(set(folder.glob("*.ipynb")) - set(editions)):
                print(f"warning: {stale} is the student edition of no chapter: delete it",
                      file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
