"""Every exercise's checker draws cases of its own for a grading run: two runs' seeds give two
other sets of cases, and an answer that is a table of the public cases (the ones a learner
sees in the notebook) passes the check cell but fails the grading run.

Each exercise is run on its worked solution (what the grader takes from the chapter notebook),
with a wrapper that records every call's inputs; the table is built from those calls and their
outputs. The checkers run here, in this process: the grader runs the same ones on the same
cases, in its own process (tests/test_grade.py and tests/test_grade_attacks.py grade tables of
the public cases through it).
"""

import copy
import json
from pathlib import Path

import pytest
import torch

from attnviz import exercises
from attnviz.exercises._cases import shifted_cases
from attnviz.grading import grade
from attnviz.grading.submission import extract

ROOT = Path(__file__).resolve().parents[1]
EXERCISES = [(chapter, ex) for chapter in grade.CHAPTERS for ex in chapter.exercises]
SHIFTS = (17, 4242)  # two grading runs' seeds


def _key(value):
    """A value's contents as text: equal for equal cases, whatever the objects."""
    if isinstance(value, torch.Tensor):
        return f"tensor{tuple(value.shape)}{value.dtype}{value.flatten().tolist()}"
    if isinstance(value, torch.nn.Module):
        return "module" + _key(dict(value.state_dict()))
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k!r}: {_key(v)}" for k, v in sorted(value.items())) + "}"
    if isinstance(value, list | tuple):
        return type(value).__name__ + "(" + ", ".join(map(_key, value)) + ")"
    return repr(value)


def _solution(chapter, ex):
    cells = json.loads((ROOT / "notebooks" / f"{chapter.name}.ipynb").read_text("utf-8"))["cells"]
    answer = extract(cells, ex.function, until=grade._check_cell(cells, ex.checker))
    namespace: dict = {}
    exec(answer.source, namespace)
    return namespace[ex.function]


def _cases(check, fn, name, shift):
    """``[(inputs, output)]`` of every call ``check`` makes of ``fn`` with the seed shift."""
    calls = []

    def recorded(*args, **kwargs):
        key = _key((args, kwargs))
        out = fn(*args, **kwargs)
        calls.append((key, copy.deepcopy(out)))
        return out

    recorded.__name__ = name
    with shifted_cases(shift):
        result = check(recorded)
    assert result.passed, result.message
    return calls


@pytest.mark.parametrize("chapter, ex", EXERCISES, ids=[ex.function for _, ex in EXERCISES])
def test_each_run_draws_other_cases_and_a_table_of_the_public_ones_fails(chapter, ex):
    check = getattr(exercises, ex.checker)
    fn = _solution(chapter, ex)
    public = _cases(check, fn, ex.function, 0)
    runs = [_cases(check, fn, ex.function, shift) for shift in SHIFTS]
    seen = {key for key, _ in public}
    drawn = [{key for key, _ in calls} for calls in runs]
    for cases in drawn:
        assert cases - seen, "a grading run draws no case the notebook does not show"
    assert drawn[0] != drawn[1], "two grading runs draw the same cases"

    table = dict(public)
    fallback = public[0][1]

    def by_heart(*args, **kwargs):
        return copy.deepcopy(table.get(_key((args, kwargs)), fallback))

    by_heart.__name__ = ex.function
    assert check(by_heart).passed  # the check cell in the notebook passes ...
    for shift in SHIFTS:
        with shifted_cases(shift):
            result = check(by_heart)
        assert not result.passed, shift  # ... the grading run does not


def test_a_grading_run_draws_paged_layouts_of_its_own():
    """gather_blocks's answer is the pool's values read in an order that the pool's shape, the
    block table and the length decide: with the public layouts only, a table of index orders
    made at home (with the refused attnviz.gather_blocks) would pass any grading run."""
    layouts = {}
    for shift in (0, *SHIFTS):
        seen = layouts.setdefault(shift, set())

        def gather_blocks(pool, block_table, length, seen=seen):
            seen.add((tuple(pool.shape), tuple(block_table.tolist()), length))
            heads, block_size = pool.shape[1], pool.shape[2]
            positions = torch.arange(length)
            blocks = block_table[positions // block_size]
            return pool[blocks, :, positions % block_size].transpose(0, 1).reshape(
                heads, length, pool.shape[3])

        with shifted_cases(shift):
            assert exercises.check_gather_blocks(gather_blocks).passed
    for shift in SHIFTS:
        assert layouts[shift] - layouts[0], shift
    assert layouts[SHIFTS[0]] != layouts[SHIFTS[1]]
