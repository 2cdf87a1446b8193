"""Grade submitted chapter notebooks, exercise by exercise, without running the chapters.

The teaching guide's grading page shows this and the nbgrader route
(:mod:`attnviz.grading.nbgrader_kit`). Usage::

    python -m attnviz.grading.grade submissions/ --out grades.csv
    python -m attnviz.grading.grade submissions/ --chapter 11 --jobs 2 --out grades.csv \\
        --lms gradebook.csv --feedback feedback/

A submission is the student edition a learner filled in, the solution edition, or an nbgrader
release or submission; its file is only read, never written. For each exercise of its chapter
(:data:`CHAPTERS`) the grader takes from the notebook the function the exercise asks for and
what that function names (imports, helper functions, constants; see
:mod:`attnviz.grading.submission`), never the chapter's data, training or other cells. The
exercise's checker runs here, in the grader, on a stand-in for that function; the function
itself runs in a contained process of its own, which gets each case's inputs and sends back
plain data (:mod:`attnviz.grading.sandbox`): on the public cases the notebook shows, then on
cases drawn for this grading run (``--seed``). So no submitted statement can reach the verdict
(a cell that replaces a checker, a function that patches ``torch`` or walks the stack), a
forbidden call is refused by what runs, not by its name, an endless loop costs its own exercise
only (``--call-timeout`` per call, ``--timeout`` per exercise, both in processor time, so that
a busy machine slows the marking down but changes no mark), and marking time depends on the
student's code, not on the chapter's training.

Outputs:

- ``--out``: one row per notebook and exercise, columns :data:`COLUMNS`: ``file``,
  ``student`` (the folder under nbgrader's ``submitted/``, else the file's name), ``chapter``,
  ``exercise`` (the function), ``verdict`` (:data:`VERDICTS`), ``diagnosis`` (a checker's code,
  :data:`attnviz.exercises.DIAGNOSES`, or the grader's, :data:`GRADER_DIAGNOSES`), ``case``
  (the failing case, with its input when small), ``detail`` (what came back against what was
  expected, or the refused call with its cell and line, then what in the code is worth a look,
  such as ``import os``), ``hint`` and ``points`` (the rubric's correctness points: 2 for a
  pass);
- ``--lms``: one row per student, one column per exercise (its points) and the total, for a
  learning-management system's gradebook import;
- ``--feedback``: one Markdown file per student, what each exercise got and why;
- on the terminal: a progress bar with the time left (``--quiet``: none), then points per
  student and exercise, and how the submissions' processes were contained on this machine.

A bad submission is a row, never a crash: a file that is not a notebook, a notebook of another
chapter, a syntax error, an endless loop, a renamed function, a process that dies. Every file is
written after every submission's process has ended.
"""

from __future__ import annotations

import argparse
import csv
import os
import re
import secrets
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from attnviz._checks import check_int
from attnviz.exercises import DIAGNOSES
from attnviz.grading import sandbox
from attnviz.grading.cells import source as _source
from attnviz.grading.chapters import (
    _CHECK_CALL,
    CHAPTERS,
    Chapter,
    Exercise,
    chapter_from_content,
    chapter_from_filename,
    find_chapter,
    read_chapter,  # noqa: F401 (re-exported: grade.read_chapter, as the tests call it)
)
from attnviz.grading.submission import Answer, extract, fingerprint, where, worth_a_look

COLUMNS = ("file", "student", "chapter", "exercise", "verdict", "diagnosis", "case", "detail",
           "hint", "points")
VERDICTS = ("pass", "fail", "not attempted", "error", "timeout")
CORRECTNESS_POINTS = 2  # the homework rubric's correctness points (book/teaching/syllabus.md)

#: The grader's own diagnoses (``code -> hint``), for what happened to a notebook or a process
#: rather than what is wrong with a function; the checkers' codes are in
#: ``attnviz.exercises.DIAGNOSES``.
GRADER_DIAGNOSES: dict[str, str] = {
    "not-a-notebook": "The file is not a Jupyter notebook (not JSON, or not nbformat 4).",
    "unknown-chapter": ("Neither the notebook's title, its check cells nor its file name say "
                        "which chapter it is; give --chapter."),
    "wrong-chapter": "The notebook is another chapter than the one expected.",
    "function-missing": ("No cell defines the function the exercise asks for: keep the name "
                         "and the arguments of the stub (def ... in the exercise's cell)."),
    "syntax-error": ("The cell that defines the function is not valid Python; run it in the "
                     "notebook to see where."),
    "definitions-raised": ("Defining the function, its helpers and imports raised an error: "
                           "the function may use only what its own cell, the imports and the "
                           "functions it calls define."),
    "timeout": ("The check did not finish within the time limit; look for an endless loop."),
    "kernel-died": ("The process that ran the function died (the code ended the process, or "
                    "crashed it)."),
    "check-raised": ("The checker could not read what the function returned (the detail says "
                     "why): return what the exercise asks for, as plain tensors and numbers."),
}

@dataclass
class Row:
    file: str
    student: str
    chapter: str
    exercise: str
    verdict: str
    diagnosis: str = ""
    case: str = ""
    detail: str = ""
    hint: str = ""
    shape: str = ""  # the answer's fingerprint (submission.fingerprint), for --similar
    contained: tuple[str, ...] = ()  # how its process was contained (sandbox.Outcome)

    @property
    def points(self) -> int:
        return CORRECTNESS_POINTS if self.verdict == "pass" else 0

    def as_dict(self) -> dict[str, Any]:
        return {"file": self.file, "student": self.student, "chapter": self.chapter,
                "exercise": self.exercise, "verdict": self.verdict,
                "diagnosis": self.diagnosis, "case": self.case, "detail": self.detail,
                "hint": self.hint, "points": self.points}


def _hint(code: str | None) -> str:
    if not code:
        return ""
    return DIAGNOSES.get(code) or GRADER_DIAGNOSES.get(code, "")


def student_name(path: str | os.PathLike[str]) -> str:
    """Who handed ``path`` in: the folder after nbgrader's ``submitted/`` or ``autograded/``
    (``submitted/alice/03_scoring_functions/03_scoring_functions.ipynb``), else the file's name
    without ``.ipynb`` and without a chapter's name in it (``alice_03_scoring_functions``:
    ``alice``)."""
    parts = Path(path).parts
    for index, part in enumerate(parts[:-2]):
        if part in ("submitted", "autograded") and index + 2 < len(parts):
            return parts[index + 1]
    stem = Path(path).stem
    for chapter in CHAPTERS:
        rest = stem.replace(chapter.name, " ").strip(" _-.")
        if rest != stem.strip(" _-.") and rest:
            return rest
    return stem


def _bad_rows(file: str, chapter: Chapter | None, verdict: str, code: str, hint: str
              ) -> list[Row]:
    student = student_name(file)
    if chapter is None:
        return [Row(file, student, "", "", verdict, code, hint=hint)]
    return [Row(file, student, chapter.name, ex.function, verdict, code, hint=hint)
            for ex in chapter.exercises]


@dataclass(frozen=True)
class Limits:
    """The limits and the unseen cases' seed shift of one grading run."""

    seconds: float  # one exercise's whole check, process start included
    call_seconds: float  # one call of the learner's function (processor time)
    shift: int  # the seed shift of the unseen cases
    memory: int = sandbox.MEMORY  # bytes a function's process may add to what it starts with


def _check_cell(cells: Sequence[dict[str, Any]], checker: str) -> int | None:
    """The index of the last code cell that calls ``checker`` (in any edition's form)."""
    found = None
    for index, cell in enumerate(cells):
        if cell.get("cell_type") == "code" and checker in {
                c for c, _ in _CHECK_CALL.findall(_source(cell))}:
            found = index
    return found


def _grade_exercise(file: str, chapter: Chapter, ex: Exercise,
                    cells: Sequence[dict[str, Any]], limits: Limits) -> Row:
    row = Row(file, student_name(file), chapter.name, ex.function, "error")
    answer = extract(cells, ex.function, until=_check_cell(cells, ex.checker))
    if not answer.source:
        row.diagnosis = "syntax-error" if answer.syntax_error else "function-missing"
        row.detail = answer.syntax_error or f"no def {ex.function}(...) before the check cell"
        row.hint = GRADER_DIAGNOSES[row.diagnosis]
        return row
    row.shape = fingerprint(answer.source)
    outcome = sandbox.run(answer.source, ex.function, ex.checker, shift=limits.shift,
                          seconds=limits.seconds, call_seconds=limits.call_seconds,
                          memory=limits.memory, where=lambda line: where(answer, line))
    row.verdict, row.diagnosis = outcome.verdict, outcome.diagnosis
    row.case, row.detail, row.hint = outcome.case, outcome.detail, _hint(outcome.diagnosis)
    row.contained = outcome.contained
    if outcome.unseen:
        row.case = f"a case drawn for this grading run: {row.case}"
    notes = _notes(answer)
    if notes:
        row.detail = f"{row.detail} {notes}".strip()
    return row


def _notes(answer: Answer) -> str:
    """What in the answer's code is worth a look, with the cell and line of each (a note for
    the marker: it changes no verdict)."""
    found = [f"{where(answer, line, code=False) or 'the code'} {what}"
             for line, what in worth_a_look(answer.source)]
    return f"Worth a look: {'; '.join(found)}." if found else ""


def _grade_file(path: Path, *, chapter: Chapter | None, limits: Limits) -> list[Row]:
    """Rows for one submitted file."""
    import nbformat

    file = str(path)
    data = path.read_bytes()  # the only access to the submission: it is never written
    named = chapter or chapter_from_filename(path)
    try:
        notebook = nbformat.reads(data.decode("utf-8"), as_version=4)
        cells = notebook.cells
        if not isinstance(cells, list):
            raise ValueError("cells is not a list")
    except Exception as error:  # noqa: BLE001 - any unreadable file is a row
        return _bad_rows(file, named, "error", "not-a-notebook",
                         f"{GRADER_DIAGNOSES['not-a-notebook']} ({type(error).__name__})")
    content = chapter_from_content(cells)
    expected = named or content
    if expected is None:
        return _bad_rows(file, None, "error", "unknown-chapter",
                         GRADER_DIAGNOSES["unknown-chapter"])
    if content is not None and content != expected:
        return _bad_rows(file, expected, "error", "wrong-chapter",
                         f"This notebook is chapter {content.number} ({content.title}), not "
                         f"chapter {expected.number} ({expected.title}).")
    return [_grade_exercise(file, expected, ex, cells, limits) for ex in expected.exercises]


def _positive_seconds(name: str, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
        raise ValueError(f"{name} must be a positive number of seconds, got {value!r}")
    return float(value)


def grade(paths: Iterable[str | os.PathLike[str]], *, chapter: str | None = None,
          timeout: float = 60.0, call_timeout: float = 5.0, jobs: int = 1,
          seed: int | None = None, memory: int = sandbox.MEMORY,
          progress: Callable[[int, int], None] | None = None) -> list[Row]:
    """Grade each notebook in ``paths``; return one :class:`Row` per notebook and exercise.

    Args:
        paths: submitted notebook files (never modified).
        chapter: the chapter every notebook should be (a number or a name); ``None``: each
            notebook's file name, else its content, says which.
        timeout: seconds of processor time for the learner's function in one exercise's check
            (killed after six times as long on the clock, a function that sleeps).
        call_timeout: seconds of processor time for one call of the learner's function.
        jobs: how many checks run at once.
        seed: draws the unseen cases (an int >= 1); ``None``: a new one for this run.
        memory: bytes of memory each function's process may add to what it starts with.
        progress: called as ``progress(done, total)`` after each notebook.
    """
    files = [Path(p) for p in paths]
    expected = find_chapter(chapter) if chapter is not None else None
    limits = Limits(_positive_seconds("timeout", timeout),
                    _positive_seconds("call_timeout", call_timeout),
                    1 + secrets.randbelow(10**6) if seed is None else seed, memory)
    check_int("jobs", jobs, minimum=1)
    check_int("memory", memory, minimum=2**20)
    check_int("seed", limits.shift, minimum=1)
    results: list[list[Row]] = [[] for _ in files]
    done = 0
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = {pool.submit(_grade_file, path, chapter=expected, limits=limits): index
                   for index, path in enumerate(files)}
        from concurrent.futures import as_completed

        for future in as_completed(futures):
            results[futures[future]] = future.result()
            done += 1
            if progress is not None:
                progress(done, len(files))
    return [row for rows in results for row in rows]


def similar(rows: Sequence[Row]) -> list[tuple[str, list[Row]]]:
    """Groups of two or more students whose answers to one exercise have the same code up to
    names, comments and docstrings (answers long enough for that to mean something), as
    ``("<chapter> <exercise>", rows)``: a lead to read, not a verdict."""
    groups: dict[tuple[str, str], list[Row]] = {}
    for row in rows:
        if row.shape:
            groups.setdefault((_column(row), row.shape), []).append(row)
    return [(column, members) for (column, _), members in groups.items()
            if len({row.student for row in members}) > 1]


def _cell(value: Any) -> Any:
    """A CSV cell that a spreadsheet shows as written: text that would start a formula (``=``,
    ``+``, ``-``, ``@``, a tab or a carriage return: a detail quoting a learner's exception, a
    file's name) gets a leading ``'``, as OWASP advises for CSV files opened in a spreadsheet."""
    return "'" + value if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t",
                                                                    "\r") else value


def write_similar(rows: Sequence[Row], out: str | os.PathLike[str]) -> int:
    """Write :func:`similar`'s groups to ``out`` (one row per group); return how many."""
    groups = similar(rows)
    with open(out, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["exercise", "verdict", "students", "files"])
        for column, members in groups:
            writer.writerow([_cell(column), "/".join(sorted({r.verdict for r in members})),
                             _cell("; ".join(sorted({r.student for r in members}))),
                             _cell("; ".join(sorted(r.file for r in members)))])
    return len(groups)


def write_csv(rows: Iterable[Row], out: str | os.PathLike[str]) -> None:
    """Write ``rows`` to ``out`` with the columns :data:`COLUMNS`."""
    with open(out, "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=COLUMNS)
        writer.writeheader()
        for row in rows:
            writer.writerow({key: _cell(value) for key, value in row.as_dict().items()})


def _column(row: Row) -> str:
    return f"{row.chapter.split('_', 1)[0]} {row.exercise}".strip()


def by_student(rows: Sequence[Row]) -> tuple[list[str], dict[str, dict[str, int]]]:
    """The exercise columns (``"11 gather_blocks"``, in the book's order) and, for each
    student, the points of each exercise they handed in."""
    order = {f"{c.number:02d} {ex.function}": (c.number, i)
             for c in CHAPTERS for i, ex in enumerate(c.exercises)}
    columns = sorted({_column(r) for r in rows if r.exercise},
                     key=lambda name: order.get(name, (99, 0)))
    students: dict[str, dict[str, int]] = {}
    for row in rows:
        points = students.setdefault(row.student, {})
        if row.exercise:
            points[_column(row)] = max(points.get(_column(row), 0), row.points)
    return columns, students


def write_lms(rows: Sequence[Row], out: str | os.PathLike[str]) -> None:
    """One row per student, one column per exercise (points, empty if not handed in) and the
    total: the form a learning-management system's gradebook import reads."""
    columns, students = by_student(rows)
    with open(out, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["student", *columns, "total"])
        for student in sorted(students):
            points = students[student]
            writer.writerow([_cell(student), *(points.get(c, "") for c in columns),
                             sum(points.values())])


def feedback(rows: Sequence[Row], student: str) -> str:
    """A student's feedback in Markdown: each exercise's verdict, points, case and hint."""
    mine = [row for row in rows if row.student == student]
    total = sum(row.points for row in mine)
    possible = CORRECTNESS_POINTS * sum(bool(row.exercise) for row in mine)
    lines = [f"# Feedback for {student}", "",
             f"Autograded points: **{total} of {possible}** (the correctness points of the "
             "rubric; code and explanations are marked by a person).", ""]
    for row in mine:
        title = f"`{row.exercise}`" if row.exercise else Path(row.file).name
        lines += [f"## {title}: {row.verdict}, {row.points} points", ""]
        for label, text in (("Case", row.case), ("Result", row.detail), ("Hint", row.hint)):
            if text:
                lines += [f"- **{label}:** {text}"]
        if row.diagnosis:
            lines += [f"- **Diagnosis:** `{row.diagnosis}`"]
        lines.append("")
    return "\n".join(lines)


def write_feedback(rows: Sequence[Row], folder: str | os.PathLike[str]) -> list[Path]:
    """Write :func:`feedback` for every student to ``folder/<student>.md``."""
    target = Path(folder)
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for student in sorted({row.student for row in rows}):
        path = target / f"{re.sub(r'[^A-Za-z0-9_.@-]+', '_', student)}.md"
        path.write_text(feedback(rows, student), encoding="utf-8")
        written.append(path)
    return written


def summary(rows: Sequence[Row]) -> str:
    """A plain-text table: one line per student, the points of each exercise and the total."""
    columns, students = by_student(rows)
    width = max([len("student")] + [len(name) for name in students])
    widths = [max(len(c), 3) for c in columns]
    lines = [f"{'student':<{width}}" + "".join(f"  {c:>{w}}" for c, w in zip(columns, widths,
                                                                            strict=True))
             + "  total"]
    for student in sorted(students):
        points = students[student]
        lines.append(f"{student:<{width}}" + "".join(
            f"  {str(points.get(c, '-')):>{w}}" for c, w in zip(columns, widths, strict=True))
            + f"  {sum(points.values()):>5}")
    counts = ", ".join(f"{sum(r.verdict == v for r in rows)} {v}" for v in VERDICTS)
    lines.append(f"verdicts: {counts}")
    return "\n".join(lines)


def _notebooks(arguments: Sequence[str], parser: argparse.ArgumentParser) -> list[Path]:
    paths: list[Path] = []
    for argument in arguments:
        path = Path(argument)
        if path.is_dir():
            found = sorted(p for p in path.rglob("*.ipynb")
                           if ".ipynb_checkpoints" not in p.parts)
            if not found:
                parser.error(f"NOTEBOOK: the folder {argument!r} holds no .ipynb file")
            paths.extend(found)
        elif path.is_file():
            paths.append(path)
        else:
            parser.error(f"NOTEBOOK: no such file or folder: {argument!r}")
    return paths


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not value > 0:
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text!r}")
    return value


def _whole(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, got {text!r}")
    return int(text)


def _output(parser: argparse.ArgumentParser, option: str, value: str | None,
            paths: Sequence[Path], *, folder: bool = False) -> None:
    if value is None:
        return
    out = Path(value)
    if not folder and out.is_dir():
        parser.error(f"{option}: {value!r} is a folder; give a file name such as grades.csv")
    if folder and out.exists() and not out.is_dir():
        parser.error(f"{option}: {value!r} is a file; give a folder")
    if not out.resolve().parent.is_dir():
        parser.error(f"{option}: the folder {str(out.parent)!r} does not exist")
    if any(out.resolve() == path.resolve() for path in paths):
        parser.error(f"{option}: {value!r} is one of the submissions; submissions are never "
                     "written")


def _progress_bar(quiet: bool) -> tuple[Callable[[int, int], None] | None, Callable[[], None]]:
    """A tqdm bar on the terminal's error stream (notebooks graded, rate, time left)."""
    if quiet:
        return None, lambda: None
    from tqdm import tqdm

    bar: list[Any] = []

    def update(done: int, total: int) -> None:
        if not bar:
            bar.append(tqdm(total=total, unit="notebook", file=sys.stderr, mininterval=1.0,
                            dynamic_ncols=True))
        bar[0].update(done - bar[0].n)

    return update, lambda: bar[0].close() if bar else None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m attnviz.grading.grade",
        description="Grade each exercise of submitted chapter notebooks in a fresh process and "
                    "write one CSV row per notebook and exercise (the submissions are never "
                    "modified, no chapter is re-run).")
    parser.add_argument("notebooks", nargs="+", metavar="NOTEBOOK",
                        help="submitted .ipynb files, or folders to search for them")
    parser.add_argument("--out", required=True, help="the CSV file to write, one row per "
                        "notebook and exercise")
    parser.add_argument("--lms", default=None, help="also write a CSV with one row per student "
                        "and one column per exercise, for a gradebook import")
    parser.add_argument("--feedback", default=None, metavar="FOLDER",
                        help="also write one Markdown feedback file per student into FOLDER")
    parser.add_argument("--similar", default=None, help="also write a CSV of the answers to "
                        "one exercise that have the same code up to names and comments")
    parser.add_argument("--chapter", default=None,
                        help="the chapter every notebook should be (number or name); default: "
                             "each notebook's file name or content says")
    parser.add_argument("--timeout", type=_positive, default=60.0,
                        help="seconds of processor time for one exercise's check, killed "
                             "after six times as long on the clock (default 60)")
    parser.add_argument("--call-timeout", type=_positive, default=5.0,
                        help="seconds of processor time for one call of a submitted function "
                             "(default 5)")
    parser.add_argument("--memory", type=_whole, default=sandbox.MEMORY // 2**20,
                        metavar="MIB", help="memory a submitted function's process may use "
                                            "beyond what it starts with, in MiB (default "
                                            f"{sandbox.MEMORY // 2**20})")
    parser.add_argument("--jobs", type=_whole, default=1,
                        help="checks run at once (default 1; at most one per core)")
    parser.add_argument("--seed", type=_whole, default=None,
                        help="draws the unseen cases (default: a new seed, printed)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    paths = _notebooks(args.notebooks, parser)
    _output(parser, "--out", args.out, paths)
    _output(parser, "--lms", args.lms, paths)
    _output(parser, "--similar", args.similar, paths)
    _output(parser, "--feedback", args.feedback, paths, folder=True)
    if args.chapter is not None:
        try:
            find_chapter(args.chapter)
        except ValueError as error:
            parser.error(f"--chapter: {error}")
    seed = args.seed if args.seed is not None else 1 + secrets.randbelow(10**6)
    sandbox.shield_grader()
    update, close = _progress_bar(args.quiet)
    start = time.monotonic()
    try:
        rows = grade(paths, chapter=args.chapter, timeout=args.timeout,
                     call_timeout=args.call_timeout, jobs=args.jobs, seed=seed,
                     memory=args.memory * 2**20, progress=update)
    finally:
        close()
    # every submission's process has ended: only now is anything written
    seconds = time.monotonic() - start
    write_csv(rows, args.out)
    written = [args.out]
    if args.lms is not None:
        write_lms(rows, args.lms)
        written.append(args.lms)
    if args.similar is not None:
        count = write_similar(rows, args.similar)
        written.append(f"{args.similar} ({count} groups of answers with the same code)")
    if args.feedback is not None:
        files = write_feedback(rows, args.feedback)
        written.append(f"{len(files)} feedback files in {args.feedback}")
    print(summary(rows))
    contained = next((row.contained for row in rows if row.contained), ())
    if contained:
        print("each function ran in a process of its own: " + "; ".join(contained))
    print(f"{len(paths)} notebooks graded in {seconds:.0f} s (unseen cases: --seed {seed}); "
          f"written: {', '.join(written)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
