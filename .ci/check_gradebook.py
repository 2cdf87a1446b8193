"""The grading kit's round trip through nbgrader, checked: .ci/grading-kit runs it in three steps.

``release`` (after ``nbgrader generate_assignment``): each chapter's release reads like its
student edition: no MyST role or directive left in its Markdown (``{name}`` roles, directive
fences, ``:label:`` lines); every answer cell keeps its stub's contract (the ``def`` line and
the docstring with the shapes); every exercise the syllabus marks as homework has graded cells
worth its points; and in nbgrader's gradebook each chapter is worth the rubric's 5 points per
build-it-yourself exercise (1 + 2 + 2, the 2 autograded) and per homework exercise.

``submit``: writes the hand-ins into ``submitted/``. For every chapter named, the source with
its worked solutions (student "solution") and the release untouched ("untouched"); for chapter
1, one more per verdict a check cell can give, each the release with one answer written in
:data:`HAND_INS`: wrong values, a forbidden call, a syntax error, an endless loop inside the
function (the checker interrupts it: a timeout), and, with the worked solution, an endless loop
at the top level of a cell that swallows the interrupt (nbgrader's cell limit stops it; the
rest of the notebook is still graded, not dropped).

``check`` (after ``nbgrader autograde``, ``export`` and ``generate_feedback``): each hand-in
was autograded (its notebook is in ``autograded/``), has its autograded points in the gradebook
and in ``grades.csv``, and its feedback HTML says what went wrong: the checker's diagnosis and
hint (the refused call's name for the forbidden call).

Run with the nbgrader environment's Python (it sees the book's packages), from the course folder.
"""

from __future__ import annotations

import argparse
import ast
import csv
import html
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nbgrader.api import Gradebook

from attnviz.exercises import DIAGNOSES
from attnviz.grading.cells import STUB_TAG
from attnviz.grading.grade import find_chapter
from attnviz.grading.myst import RAW_MYST
from attnviz.grading.nbgrader_kit import (
    CODE_POINTS,
    CORRECTNESS_POINTS,
    EXPLANATION_POINTS,
    SYLLABUS,
    contract,
    syllabus_homework,
)

ROOT = Path(__file__).resolve().parents[1]
PER_EXERCISE = CODE_POINTS + CORRECTNESS_POINTS + EXPLANATION_POINTS
FIRST = "01_queries_keys_values"  # the quick chapter that gets one hand-in per verdict
# A top-level loop that the kernel's interrupt cannot stop: it catches the KeyboardInterrupt.
DEAF_LOOP = ("while True:\n    try:\n        while True:\n            pass\n"
             "    except KeyboardInterrupt:\n        pass\n")


@dataclass(frozen=True)
class HandIn:
    """One submission of chapter 1: what its softmax answer cell holds, the autograded points
    it must get and what its feedback must say."""

    student: str
    body: str | None  # the function's body under its contract; None: the answer as released
    points: int
    says: tuple[str, ...]
    cell: str | None = None  # the whole answer cell instead of a body
    appended: str | None = None  # a last code cell of the student's own


HAND_INS = (
    HandIn("wrong-values", "return torch.exp(scores)", 0,
           ("largest difference from the reference", DIAGNOSES["wrong-values"])),
    HandIn("forbidden-call", "return torch.softmax(scores, dim=-1)", 0,
           ("called torch.softmax", DIAGNOSES["forbidden-call"])),
    HandIn("syntax-error", None, 0, ("SyntaxError",),
           cell="def softmax(scores)\n    return scores.exp() / scores.exp().sum(-1, True)"),
    HandIn("endless-loop", "while True:\n    pass", 0,
           ("still running after", DIAGNOSES["timed-out"])),
    HandIn("hang", "shifted = scores - scores.amax(dim=-1, keepdim=True)\n"
           "return shifted.exp() / shifted.exp().sum(dim=-1, keepdim=True)", CORRECTNESS_POINTS,
           ("CellTimeoutError",), appended=DEAF_LOOP),
)


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def src(cell: dict[str, Any]) -> str:
    text = cell.get("source", "")
    return "".join(text) if isinstance(text, list) else text


def grade_id(cell: dict[str, Any]) -> str:
    return str(cell.get("metadata", {}).get("nbgrader", {}).get("grade_id", ""))


def expected_points(chapter: str, homework: dict[str, int]) -> int:
    """The chapter's points: 5 per build-it-yourself exercise (read from its check cells by
    the grader), and each homework exercise among its open-ended ones (those its committed
    student edition gives answer cells)."""
    student = load(ROOT / "notebooks" / "student" / f"{chapter}.ipynb")
    open_ended = {cell["metadata"]["attnviz"]["exercise"] for cell in student["cells"]
                  if "attnviz" in cell.get("metadata", {})}
    return (PER_EXERCISE * len(find_chapter(chapter).exercises)
            + sum(points for label, points in homework.items() if label in open_ended))


def check_release(course: Path, chapters: list[str], problems: list[str]) -> None:
    homework = syllabus_homework((ROOT / SYLLABUS).read_text(encoding="utf-8"))
    graded: dict[str, int] = {}
    for chapter in chapters:
        before = len(problems)
        release = load(course / "release" / chapter / f"{chapter}.ipynb")
        for number, cell in enumerate(release["cells"], 1):
            meta = cell.get("metadata", {})
            if meta.get("nbgrader", {}).get("grade"):
                label = meta.get("attnviz", {}).get("exercise", "?")
                graded[label] = graded.get(label, 0) + meta["nbgrader"]["points"]
            found = RAW_MYST.search(src(cell)) if cell["cell_type"] == "markdown" else None
            if found:
                problems.append(f"{chapter}, cell {number}: MyST left: {found[0]!r}")
        stubs = [src(cell) for cell in load(ROOT / "notebooks" / f"{chapter}.ipynb")["cells"]
                 if STUB_TAG in cell.get("metadata", {}).get("tags", [])]
        answers = [src(cell) for cell in release["cells"] if grade_id(cell).endswith("-code")]
        if len(answers) != len(stubs):
            problems.append(f"{chapter}: {len(answers)} answer cells for {len(stubs)} stubs")
        for stub, answer in zip(stubs, answers, strict=False):
            function = ast.parse(answer).body[0]
            if not (answer.startswith(contract(stub) + "\n")
                    and isinstance(function, ast.FunctionDef) and ast.get_docstring(function)):
                problems.append(f"{chapter}: the answer cell lost its stub's contract:\n"
                                f"{answer}")
        if len(problems) == before:
            print(f"{chapter}: released, no MyST, {len(answers)} answer cells with their "
                  "stubs' docstrings")
    ungraded = {label: points for label, points in homework.items()
                if graded.get(label) != points}
    for label, points in ungraded.items():
        problems.append(f"homework {label}: graded cells worth {graded.get(label, 0)} "
                        f"points in the releases, the syllabus gives {points}")
    if not ungraded:
        print(f"the syllabus' {len(homework)} homework exercises: each graded, for "
              f"{' or '.join(map(str, sorted(set(homework.values()))))} points")
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        for chapter in chapters:
            notebook = gradebook.find_notebook(chapter, chapter)
            tests = [cell for cell in notebook.grade_cells if cell.name.endswith("-check")]
            expected = expected_points(chapter, homework)
            print(f"{chapter}: {len(tests)} autograded test cells, "
                  f"{notebook.max_score:g} points")
            if notebook.max_score != expected or len(tests) != len(
                    find_chapter(chapter).exercises):
                problems.append(f"{chapter}: {len(tests)} test cells and "
                                f"{notebook.max_score:g} points, expected "
                                f"{len(find_chapter(chapter).exercises)} and {expected}")


def _answered(release: dict[str, Any], hand_in: HandIn) -> dict[str, Any]:
    """The release with chapter 1's softmax answered as ``hand_in`` says."""
    notebook = json.loads(json.dumps(release))
    cells = notebook["cells"]
    (answer,) = [cell for cell in cells if grade_id(cell) == "softmax-code"]
    text = hand_in.cell
    if hand_in.body is not None:
        contract_lines = src(answer).split("\n    # YOUR CODE HERE", 1)[0]
        text = contract_lines + "\n" + "\n".join(f"    {line}" for line in
                                                 hand_in.body.split("\n"))
    if text is not None:
        answer["source"] = text.splitlines(True)
    if hand_in.appended is not None:
        cells.append({"cell_type": "code", "execution_count": None, "id": "my-own-cell",
                      "metadata": {}, "outputs": [],
                      "source": hand_in.appended.splitlines(True)})
    return notebook


def submit(course: Path, chapters: list[str]) -> None:
    for chapter in chapters:
        hand_ins = {"solution": load(course / "source" / chapter / f"{chapter}.ipynb"),
                    "untouched": load(course / "release" / chapter / f"{chapter}.ipynb")}
        if chapter == FIRST:
            hand_ins |= {hand_in.student: _answered(hand_ins["untouched"], hand_in)
                         for hand_in in HAND_INS}
        for student, notebook in hand_ins.items():
            target = course / "submitted" / student / chapter / f"{chapter}.ipynb"
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n",
                              encoding="utf-8")
        print(f"{chapter}: handed in by {', '.join(hand_ins)}")


def _text(page: str) -> str:
    """An HTML page's text: tags dropped, entities read, white space collapsed."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", page)).split())


def check_submissions(course: Path, chapters: list[str], problems: list[str]) -> None:
    expected: dict[tuple[str, str], HandIn] = {}
    for chapter in chapters:
        expected[chapter, "solution"] = HandIn("solution", None, CORRECTNESS_POINTS * len(
            find_chapter(chapter).exercises), ())
        expected[chapter, "untouched"] = HandIn("untouched", None, 0, (
            "softmax not attempted" if chapter == FIRST else "not attempted",
            DIAGNOSES["not-attempted"]))
        if chapter == FIRST:
            expected |= {(chapter, hand_in.student): hand_in for hand_in in HAND_INS}
    with (course / "grades.csv").open(encoding="utf-8") as file:
        exported = {(row["assignment"], row["student_id"]): row for row in csv.DictReader(file)}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        for (chapter, student), hand_in in expected.items():
            where = f"{chapter}/{student}"
            autograded = course / "autograded" / student / chapter / f"{chapter}.ipynb"
            feedback = course / "feedback" / student / chapter / f"{chapter}.html"
            if not autograded.is_file():
                problems.append(f"{where}: not autograded (nbgrader dropped the submission)")
                continue
            submission = gradebook.find_submission_notebook(chapter, chapter, student)
            tests = [grade for grade in submission.grades if grade.name.endswith("-check")]
            auto = sum(grade.auto_score or 0 for grade in tests)
            row = exported.get((chapter, student), {})
            score = float(row.get("raw_score", "nan"))
            text = _text(feedback.read_text(encoding="utf-8")) if feedback.is_file() else ""
            missing = [phrase for phrase in hand_in.says if " ".join(phrase.split()) not in text]
            said = f"says {', '.join(map(repr, hand_in.says))}" if hand_in.says else "written"
            print(f"{where}: autograded {auto:g} points, exported {score:g}; feedback {said}")
            if auto != hand_in.points or score != hand_in.points:
                problems.append(f"{where}: autograded {auto:g} and exported {score:g} points, "
                                f"expected {hand_in.points}")
            if not text:
                problems.append(f"{where}: no feedback at {feedback}")
            elif missing:
                problems.append(f"{where}: the feedback does not say {missing}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", choices=["release", "submit", "check"])
    parser.add_argument("--course", type=Path, required=True, help="the nbgrader course folder")
    parser.add_argument("--chapters", nargs="+", required=True,
                        help="release: every chapter released; submit and check: the chapters "
                             "handed in")
    args = parser.parse_args()
    problems: list[str] = []
    if args.step == "release":
        check_release(args.course, args.chapters, problems)
    elif args.step == "submit":
        submit(args.course, args.chapters)
    else:
        check_submissions(args.course, args.chapters, problems)
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
