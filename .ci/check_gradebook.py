"""Read nbgrader's gradebook after .ci/grading-kit: every chapter released with the rubric's
points, and for each autograded chapter, full autograded marks for the worked solution and none
for the untouched release.

The number of exercises per chapter is attnviz.grading.grade.CHAPTERS (read from the chapters' check
cells and tested against them); each exercise is worth 1 (code) + 2 (correctness, autograded) +
2 (explanation) points.
"""

import argparse
import sys

from nbgrader.api import Gradebook

from attnviz.grading.grade import find_chapter
from attnviz.grading.nbgrader_kit import CODE_POINTS, CORRECTNESS_POINTS, EXPLANATION_POINTS


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--gradebook", required=True)
    parser.add_argument("--released", nargs="+", required=True)
    parser.add_argument("--autograded", nargs="*", default=[])
    args = parser.parse_args()
    problems = []
    per_exercise = CODE_POINTS + CORRECTNESS_POINTS + EXPLANATION_POINTS
    with Gradebook(f"sqlite:///{args.gradebook}") as gradebook:
        for name in args.released:
            exercises = len(find_chapter(name).exercises)
            notebook = gradebook.find_notebook(name, name)
            tests = [cell for cell in notebook.grade_cells if cell.name.endswith("-check")]
            print(f"{name}: released, {len(tests)} autograded test cells, "
                  f"{notebook.max_score:g} points")
            if notebook.max_score != per_exercise * exercises or len(tests) != exercises:
                problems.append(f"{name}: {len(tests)} test cells and {notebook.max_score} "
                                f"points, expected {exercises} and {per_exercise * exercises}")
        for name in args.autograded:
            exercises = len(find_chapter(name).exercises)
            for student in ("solution", "untouched"):
                submission = gradebook.find_submission_notebook(name, name, student)
                tests = [g for g in submission.grades if g.name.endswith("-check")]
                auto = sum(g.auto_score or 0 for g in tests)
                print(f"{name}: {student}: autograded {auto:g} of "
                      f"{CORRECTNESS_POINTS * len(tests)} points "
                      f"({', '.join(f'{g.name} {g.auto_score:g}' for g in tests)})")
                if len(tests) != exercises:
                    problems.append(f"{name}/{student}: {len(tests)} test cells graded, "
                                    f"expected {exercises}")
                if student == "solution" and any(g.auto_score != CORRECTNESS_POINTS
                                                 for g in tests):
                    problems.append(f"{name}: the worked solution lost autograded points")
                if student == "untouched" and any(g.auto_score for g in submission.grades
                                                  if g.auto_score is not None):
                    problems.append(f"{name}: the untouched release got points")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
