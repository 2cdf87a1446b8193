"""Grade submitted chapter notebooks without a hub: run each one, read its checkers' verdicts.

The teaching guide's grading page shows this and the nbgrader route
(:mod:`attnviz.grading.nbgrader_kit`). Usage::

    python -m attnviz.grading.grade alice.ipynb bob.ipynb submissions/ --out grades.csv
    python -m attnviz.grading.grade submissions/ --chapter 3 --timeout 300 --jobs 2 --out grades.csv

Each notebook is run top to bottom in a fresh kernel, from a copy in a temporary folder (the
submitted file is only read, never written), with ``allow_errors`` so that the cells after an
error still run, a time limit for the whole notebook (``--timeout``) and one for each cell
(``--cell-timeout``). The kernel's environment names a temporary file in ``ATTNVIZ_CHECK_LOG``,
so every checker the notebook calls appends its verdict there (see :mod:`attnviz.exercises`);
each exercise of the chapter gets the last verdict logged for it.

The CSV has one row per notebook and exercise, columns :data:`COLUMNS`: ``file``, ``chapter``,
``exercise`` (the function the learner writes), ``verdict`` (``pass``, ``fail``, ``not
attempted``, ``error`` or ``timeout``), ``diagnosis`` (a code: a checker's, from
:data:`attnviz.exercises.DIAGNOSES`, or the grader's own, :data:`GRADER_DIAGNOSES`), ``hint``
and ``points`` (the rubric's correctness points: 2 for a pass from the check cell as given,
else 0). A bad submission is a row, never a crash: a file that is not a notebook, a notebook of
another chapter, a syntax error, an endless loop, a deleted check cell or a renamed function.

Which exercises a chapter has is :data:`CHAPTERS`, read from the chapters' check cells
(:func:`read_chapter`; a test compares it with the notebooks), so the grader works from an
installed package, without the book's repository.
"""

from __future__ import annotations

import argparse
import asyncio
import csv
import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from attnviz._checks import check_int
from attnviz.exercises import CHECK_LOG_ENV, DIAGNOSES
from attnviz.grading.cells import CHECK_TAG
from attnviz.grading.cells import source as _source

COLUMNS = ("file", "chapter", "exercise", "verdict", "diagnosis", "hint", "points")
VERDICTS = ("pass", "fail", "not attempted", "error", "timeout")
CORRECTNESS_POINTS = 2  # the homework rubric's correctness points (book/teaching/syllabus.md)

#: The grader's own diagnoses (``code -> hint``), for what happened to a notebook rather than
#: what is wrong with a function; the checkers' codes are in ``attnviz.exercises.DIAGNOSES``.
GRADER_DIAGNOSES: dict[str, str] = {
    "not-a-notebook": "The file is not a Jupyter notebook (not JSON, or not nbformat 4).",
    "unknown-chapter": ("Neither the notebook's title, its check cells nor its file name say "
                        "which chapter it is; give --chapter."),
    "wrong-chapter": "The notebook is another chapter than the one expected.",
    "check-cell-missing": ("No cell calls this exercise's checker: the check cell was deleted "
                           "or changed."),
    "check-cell-raised": ("The check cell raised an error instead of running the checker (a "
                          "renamed or undefined function, or an earlier cell that failed)."),
    "check-cell-changed": ("The checker ran, but not from the check cell as given: the rubric "
                           "gives no correctness points; read the notebook."),
    "timeout": "The notebook did not finish within the time limit before this check ran.",
    "kernel-died": "The kernel died (out of memory, or the notebook ended the process).",
    "no-result": "The check cell ran without error but the checker reported nothing.",
}


@dataclass(frozen=True)
class Exercise:
    """One build-it-yourself exercise: the function the learner writes and its check cell."""

    function: str  # the name the stub defines, e.g. "softmax_with_mask"
    checker: str  # e.g. "check_masked_softmax"
    logged: str  # the exercise name the checker writes to ATTNVIZ_CHECK_LOG
    check_source: str  # the check cell as given


@dataclass(frozen=True)
class Chapter:
    """A chapter notebook, as the grader recognises it."""

    name: str  # the file's stem, e.g. "03_scoring_functions"
    title: str  # its first heading
    exercises: tuple[Exercise, ...]

    @property
    def number(self) -> int:
        return int(self.name.split("_", 1)[0])


def _ex(function: str, checker: str, logged: str, fn: str | None = None) -> Exercise:
    source = f"from attnviz.exercises import {checker}\n\n{checker}({fn or function})"
    return Exercise(function, checker, logged, source)


#: Every chapter and its exercises, in the book's order (tests/test_grade.py checks it against
#: the chapters' notebooks with :func:`read_chapter`).
CHAPTERS: tuple[Chapter, ...] = (
    Chapter("01_queries_keys_values", "Queries, keys and values",
            (_ex("softmax", "check_softmax", "softmax"),)),
    Chapter("02_attention_pooling", "Attention pooling by similarity",
            (_ex("gaussian_nadaraya_watson", "check_nadaraya_watson", "nadaraya_watson"),)),
    Chapter("03_scoring_functions", "Attention scoring functions",
            (_ex("softmax_with_mask", "check_masked_softmax", "masked_softmax"),
             _ex("attention", "check_attention", "attention"),
             _ex("additive_attention", "check_additive_attention", "additive_attention"))),
    Chapter("04_bahdanau_attention", "Bahdanau attention",
            (_ex("sentence_bleu", "check_bleu", "bleu"),)),
    Chapter("05_multihead_attention", "Multi-head attention",
            (_ex("multihead_attention", "check_multihead_attention", "multihead_attention"),)),
    Chapter("06_self_attention_positional_encoding", "Self-attention and positional encoding",
            (_ex("sinusoidal_encoding", "check_sinusoidal_encoding", "sinusoidal_encoding"),
             _ex("causal_mask", "check_causal_mask", "causal_mask"))),
    Chapter("07_transformer", "The Transformer",
            (_ex("layer_norm", "check_layer_norm", "layer_norm"),
             _ex("encoder_block", "check_encoder_block", "encoder_block"))),
    Chapter("08_vision_transformer", "The Vision Transformer",
            (_ex("patchify", "check_patchify", "patchify"),)),
    Chapter("09_decoder_only", "Decoder-only Transformers: a small GPT",
            (_ex("merge", "check_merge", "merge"),
             _ex("next_token_probs", "check_sampling", "next_token_probs"))),
    Chapter("10_attention_at_scale", "Attention at scale",
            (_ex("online_softmax_attention", "check_online_softmax", "online_softmax_attention"),
             _ex("repeat_kv", "check_repeat_kv", "repeat_kv"),
             _ex("window_mask", "check_window_mask", "window_mask"))),
    Chapter("11_language_models", "Attention in today's language models",
            (_ex("absorbed_scores", "check_absorbed_scores", "absorbed_scores"),
             _ex("gather_blocks", "check_gather_blocks", "gather_blocks"),
             _ex("quantize_keys", "check_quantize_cache", "quantize_cache"),
             _ex("keep_slots", "check_sink_eviction", "keep_slots"))),
)

_CHECK_CALL = re.compile(r"\b(check_\w+)\s*\(\s*(\w+)")
_DEF = re.compile(r"^def\s+(\w+)\s*\(", re.MULTILINE)


def _normal(text: str) -> str:
    """Source without trailing spaces and outer blank lines, to compare check cells."""
    return "\n".join(line.rstrip() for line in text.strip("\n").splitlines())


def _title(cells: Sequence[dict[str, Any]]) -> str | None:
    for cell in cells:
        if cell.get("cell_type") == "markdown":
            for line in _source(cell).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return None


def read_chapter(path: str | os.PathLike[str]) -> Chapter:
    """Read a chapter notebook's exercises from its cells: each check cell (tagged
    ``exercise-check``) calls ``check_x(function)``; the name ``check_x`` logs comes from
    calling it (see tests); here it is taken from the existing table, or the checker's suffix."""
    path = Path(path)
    notebook = json.loads(path.read_text(encoding="utf-8"))
    known = {ex.checker: ex.logged for chapter in CHAPTERS for ex in chapter.exercises}
    exercises = []
    for cell in notebook["cells"]:
        tags = cell.get("metadata", {}).get("tags", [])
        if cell.get("cell_type") == "code" and CHECK_TAG in tags:
            source = _normal(_source(cell))
            checker, function = _CHECK_CALL.findall(source)[-1]
            exercises.append(Exercise(function, checker,
                                      known.get(checker, checker.removeprefix("check_")),
                                      source))
    return Chapter(path.stem, _title(notebook["cells"]) or "", tuple(exercises))


def find_chapter(name: str) -> Chapter:
    """The chapter named by ``name``: a number (``"3"``, ``"03"``) or a file stem."""
    for chapter in CHAPTERS:
        if name in (chapter.name, str(chapter.number), f"{chapter.number:02d}"):
            return chapter
    raise ValueError(f"chapter must be a chapter number (1 to {len(CHAPTERS)}) or name such as "
                     f"{CHAPTERS[0].name!r}, got {name!r}")


def _words(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def chapter_from_filename(path: str | os.PathLike[str]) -> Chapter | None:
    """The chapter a file name names ("03_scoring_functions (1).ipynb", "Copy of 03_...")."""
    stem = f" {_words(Path(path).stem)} "
    found = [c for c in CHAPTERS if f" {_words(c.name)} " in stem
             or f" {_words(c.name.split('_', 1)[1])} " in stem]
    return found[0] if len(found) == 1 else None


def chapter_from_content(cells: Sequence[dict[str, Any]]) -> Chapter | None:
    """The chapter a notebook is, by its title, else by the checkers its cells call."""
    title = _title(cells)
    if title is not None:
        for chapter in CHAPTERS:
            if _words(title) == _words(chapter.title):
                return chapter
    called = {checker for cell in cells if cell.get("cell_type") == "code"
              for checker, _ in _CHECK_CALL.findall(_source(cell))}
    scores = [(len(called & {ex.checker for ex in c.exercises}), c) for c in CHAPTERS]
    best = max(score for score, _ in scores)
    matches = [c for score, c in scores if score == best]
    return matches[0] if best > 0 and len(matches) == 1 else None


@dataclass
class Row:
    file: str
    chapter: str
    exercise: str
    verdict: str
    diagnosis: str = ""
    hint: str = ""

    @property
    def points(self) -> int:
        return CORRECTNESS_POINTS if self.verdict == "pass" and not self.diagnosis else 0

    def as_dict(self) -> dict[str, Any]:
        return {"file": self.file, "chapter": self.chapter, "exercise": self.exercise,
                "verdict": self.verdict, "diagnosis": self.diagnosis, "hint": self.hint,
                "points": self.points}


def _hint(code: str | None) -> str:
    if not code:
        return ""
    return DIAGNOSES.get(code) or GRADER_DIAGNOSES.get(code, "")


@dataclass
class _Run:
    """What happened when a notebook ran."""

    cells: list[dict[str, Any]]  # the executed copy's cells, with outputs
    records: list[dict[str, Any]]  # the checkers' log
    stopped_at: int | None = None  # the cell that was running when time ran out
    stopped_why: str = ""  # "timeout" or "kernel-died"
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)


def _error_output(cell: dict[str, Any]) -> dict[str, Any] | None:
    for output in cell.get("outputs", []):
        if output.get("output_type") == "error":
            return output
    return None


def _rows_for(file: str, chapter: Chapter, run: _Run) -> list[Row]:
    rows = []
    for ex in chapter.exercises:
        records = [r for r in run.records if r.get("exercise") == ex.logged]
        calls = [(index, cell) for index, cell in enumerate(run.cells)
                 if cell.get("cell_type") == "code"
                 and ex.checker in {c for c, _ in _CHECK_CALL.findall(_source(cell))}]
        row = Row(file, chapter.name, ex.function, "error")
        if records:
            last = records[-1]
            row.verdict = str(last.get("verdict", "error"))
            row.diagnosis = last.get("diagnosis") or ""
            row.hint = _hint(row.diagnosis)
            as_given = any(_normal(_source(cell)) == ex.check_source for _, cell in calls)
            if row.verdict == "pass" and not as_given:
                row.diagnosis = "check-cell-changed"
                row.hint = (f"{GRADER_DIAGNOSES['check-cell-changed']} (The checker ran on "
                            f"{last.get('function')!r}.)")
        elif not calls:
            row.diagnosis, row.hint = "check-cell-missing", GRADER_DIAGNOSES["check-cell-missing"]
        elif run.stopped_at is not None and all(index >= run.stopped_at for index, _ in calls):
            row.verdict = "timeout" if run.stopped_why == "timeout" else "error"
            row.diagnosis = run.stopped_why
            row.hint = f"{GRADER_DIAGNOSES[run.stopped_why]} ({run.notes[0]})"
        else:
            index, cell = calls[-1]
            error = _error_output(cell)
            if error is None:
                row.diagnosis, row.hint = "no-result", GRADER_DIAGNOSES["no-result"]
            else:
                row.diagnosis = "check-cell-raised"
                row.hint = (f"Cell {index + 1} raised {error.get('ename')}: "
                            f"{error.get('evalue')}".strip())
                earlier = next(((i, e) for i, c in enumerate(run.cells[:index])
                                if (e := _error_output(c)) is not None), None)
                if earlier is not None:
                    row.hint += (f" (cell {earlier[0] + 1} raised {earlier[1].get('ename')} "
                                 "before it)")
        rows.append(row)
    return rows


def _bad_rows(file: str, chapter: Chapter | None, verdict: str, code: str, hint: str
              ) -> list[Row]:
    if chapter is None:
        return [Row(file, "", "", verdict, code, hint)]
    return [Row(file, chapter.name, ex.function, verdict, code, hint)
            for ex in chapter.exercises]


# Run in the kernel before the first cell, under the notebook's time limit rather than a cell's:
# importing PyTorch and the checkers can take longer on a busy machine than a cell may, and the
# cell limit is there for the student's code. It binds no name in the student's namespace.
PRELOAD = "import importlib as _importlib\n_importlib.import_module('attnviz.exercises')\n" \
          "del _importlib"


async def _execute(cells: list[dict[str, Any]], notebook: Any, *, timeout: float,
                   cell_timeout: float) -> _Run:
    """Run a copy of ``notebook`` in a fresh kernel inside a temporary folder."""
    try:
        from nbclient import NotebookClient
        from nbclient.exceptions import CellTimeoutError, DeadKernelError
        from nbformat.v4 import new_code_cell
    except ImportError as error:  # pragma: no cover - the book's environment has it
        raise ImportError("python -m attnviz.grading.grade needs nbclient and ipykernel: "
                          "pip install nbclient ipykernel") from error
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="attnviz-grade-") as work:
        log = Path(work) / "checks.jsonl"
        log.touch()
        env = dict(os.environ)
        env[CHECK_LOG_ENV] = str(log)
        # PyTorch's threads sleep while they wait, so that kernels graded side by side (--jobs)
        # do not spin against each other; a chapter's setup cell sets the same
        env.setdefault("OMP_WAIT_POLICY", "PASSIVE")
        client = NotebookClient(notebook, timeout=int(cell_timeout), allow_errors=True,
                                kernel_name="python3", shutdown_kernel="immediate",
                                startup_timeout=max(10, int(timeout)),
                                resources={"metadata": {"path": work}})
        run = _Run(cells=notebook.cells, records=[])
        try:
            async with client.async_setup_kernel(env=env):
                client.timeout = max(1, int(timeout - (time.monotonic() - start)))
                cells_to_run = list(enumerate(notebook.cells))
                try:
                    await client.async_execute_cell(new_code_cell(PRELOAD), 0)
                except CellTimeoutError:
                    run.stopped_at, run.stopped_why = 0, "timeout"
                    run.notes.append(f"importing attnviz took more than the {timeout:g} s "
                                     "limit")
                    cells_to_run = []
                for index, cell in cells_to_run:
                    remaining = timeout - (time.monotonic() - start)
                    if remaining <= 0:
                        run.stopped_at, run.stopped_why = index, "timeout"
                        run.notes.append(f"the limit of {timeout:g} s was reached before "
                                         f"cell {index + 1}")
                        break
                    client.timeout = max(1, int(min(cell_timeout, remaining)))
                    try:
                        await client.async_execute_cell(cell, index)
                    except CellTimeoutError:
                        run.stopped_at, run.stopped_why = index, "timeout"
                        run.notes.append(f"cell {index + 1} was still running after "
                                         f"{client.timeout} s")
                        break
                    except DeadKernelError:
                        run.stopped_at, run.stopped_why = index, "kernel-died"
                        run.notes.append(f"in cell {index + 1}")
                        break
        except DeadKernelError:
            if run.stopped_at is None:
                run.stopped_at, run.stopped_why = 0, "kernel-died"
                run.notes.append("while starting")
        except (TimeoutError, RuntimeError) as error:  # the kernel did not start in time
            if run.stopped_at is None:
                run.stopped_at, run.stopped_why = 0, "timeout"
                run.notes.append(f"the kernel did not start: {error}")
        for line in log.read_text(encoding="utf-8").splitlines():
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(record, dict):
                run.records.append(record)
    run.seconds = time.monotonic() - start
    return run


async def _grade_one(path: Path, *, chapter: Chapter | None, timeout: float,
                     cell_timeout: float) -> tuple[list[Row], float]:
    """Rows for one submitted file, and the seconds it took."""
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
                         f"{GRADER_DIAGNOSES['not-a-notebook']} ({type(error).__name__})"), 0.0
    content = chapter_from_content(cells)
    expected = named or content
    if expected is None:
        return _bad_rows(file, None, "error", "unknown-chapter",
                         GRADER_DIAGNOSES["unknown-chapter"]), 0.0
    if content is not None and content != expected:
        return _bad_rows(file, expected, "error", "wrong-chapter",
                         f"This notebook is chapter {content.number} ({content.title}), not "
                         f"chapter {expected.number} ({expected.title})."), 0.0
    run = await _execute(cells, notebook, timeout=timeout, cell_timeout=cell_timeout)
    return _rows_for(file, expected, run), run.seconds


async def _grade_all(paths: Sequence[Path], *, chapter: Chapter | None, timeout: float,
                     cell_timeout: float, jobs: int) -> list[tuple[list[Row], float]]:
    slots = asyncio.Semaphore(jobs)

    async def one(path: Path) -> tuple[list[Row], float]:
        async with slots:
            return await _grade_one(path, chapter=chapter, timeout=timeout,
                                    cell_timeout=cell_timeout)

    return list(await asyncio.gather(*(one(path) for path in paths)))


def grade(paths: Iterable[str | os.PathLike[str]], *, chapter: str | None = None,
          timeout: float = 300.0, cell_timeout: float = 120.0, jobs: int = 1
          ) -> list[Row]:
    """Grade each notebook in ``paths``; return one :class:`Row` per notebook and exercise.

    Args:
        paths: submitted notebook files (never modified).
        chapter: the chapter every notebook should be (a number or a name); ``None``: each
            notebook's file name, else its content, says which.
        timeout: seconds for a whole notebook, kernel start included.
        cell_timeout: seconds for one cell.
        jobs: how many notebooks run at once.
    """
    files = [Path(p) for p in paths]
    expected = find_chapter(chapter) if chapter is not None else None
    for name, value in (("timeout", timeout), ("cell_timeout", cell_timeout)):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
            raise ValueError(f"{name} must be a positive number of seconds, got {value!r}")
    check_int("jobs", jobs, minimum=1)
    results = asyncio.run(_grade_all(files, chapter=expected, timeout=timeout,
                                     cell_timeout=cell_timeout, jobs=jobs))
    return [row for rows, _ in results for row in rows]


def write_csv(rows: Iterable[Row], out: str | os.PathLike[str]) -> None:
    """Write ``rows`` to ``out`` with the columns :data:`COLUMNS`."""
    with open(out, "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=COLUMNS)
        writer.writeheader()
        for row in rows:
            writer.writerow(row.as_dict())


def summary(rows: Sequence[Row]) -> str:
    """A plain-text table: one line per file, how many exercises got each verdict, points."""
    files: dict[str, list[Row]] = {}
    for row in rows:
        files.setdefault(row.file, []).append(row)
    width = max([len("file")] + [len(name) for name in files])
    header = f"{'file':<{width}}  {'chapter':<8}" + "".join(f"{v:>15}" for v in VERDICTS)
    lines = [header + f"{'points':>8}"]
    for name, file_rows in files.items():
        chapter = file_rows[0].chapter.split("_", 1)[0] or "?"
        counts = "".join(f"{sum(r.verdict == v for r in file_rows):>15}" for v in VERDICTS)
        points = sum(r.points for r in file_rows)
        possible = CORRECTNESS_POINTS * sum(bool(r.exercise) for r in file_rows)
        lines.append(f"{name:<{width}}  {chapter:<8}{counts}{f'{points}/{possible}':>8}")
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


def _jobs(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a positive whole number, got {text!r}")
    return int(text)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m attnviz.grading.grade",
        description="Run submitted chapter notebooks in fresh kernels and write one CSV row per "
                    "notebook and exercise (the submissions are never modified).")
    parser.add_argument("notebooks", nargs="+", metavar="NOTEBOOK",
                        help="submitted .ipynb files, or folders to search for them")
    parser.add_argument("--out", required=True, help="the CSV file to write")
    parser.add_argument("--chapter", default=None,
                        help="the chapter every notebook should be (number or name); default: "
                             "each notebook's file name or content says")
    parser.add_argument("--timeout", type=_positive, default=300.0,
                        help="seconds for a whole notebook (default 300)")
    parser.add_argument("--cell-timeout", type=_positive, default=120.0,
                        help="seconds for one cell (default 120)")
    parser.add_argument("--jobs", type=_jobs, default=1,
                        help="notebooks run at once (default 1)")
    args = parser.parse_args(argv)
    paths = _notebooks(args.notebooks, parser)
    out = Path(args.out)
    if out.is_dir():
        parser.error(f"--out: {args.out!r} is a folder; give a file name such as grades.csv")
    if not out.resolve().parent.is_dir():
        parser.error(f"--out: the folder {str(out.parent)!r} does not exist")
    if any(out.resolve() == path.resolve() for path in paths):
        parser.error(f"--out: {args.out!r} is one of the submissions; submissions are never "
                     "written")
    if args.chapter is not None:
        try:
            find_chapter(args.chapter)
        except ValueError as error:
            parser.error(f"--chapter: {error}")
    rows = grade(paths, chapter=args.chapter, timeout=args.timeout,
                 cell_timeout=args.cell_timeout, jobs=args.jobs)
    write_csv(rows, out)
    print(summary(rows))
    print(f"{len(rows)} rows for {len(paths)} notebooks written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
