"""The exercise checkers: a correct function passes, each known mistake gets its own hint.

Every diagnosis in ``attnviz.exercises.DIAGNOSES`` is proven here by a deliberately broken
implementation that the checker must catch with exactly that diagnosis.
"""

import torch

from attnviz import exercises
from attnviz.exercises import check_softmax


def _diagnosis(result):
    assert not result.passed
    assert result.message.startswith(f"{result.name} is not right yet")
    assert exercises.DIAGNOSES[result.diagnosis] in result.message
    return result.diagnosis


# chapter 1: softmax

def softmax(scores):
    shifted = scores - scores.amax(dim=-1, keepdim=True)
    e = shifted.exp()
    return e / e.sum(dim=-1, keepdim=True)


def test_a_correct_softmax_passes():
    result = check_softmax(softmax)
    assert result.passed, result.message
    assert result.message == f"softmax passes all {result.cases} checks."
    assert result.cases >= 5


def test_softmax_without_the_max_shift_overflows():
    def unstable(scores):
        e = scores.exp()
        return e / e.sum(dim=-1, keepdim=True)
    assert _diagnosis(check_softmax(unstable)) == "softmax-overflow"


def test_softmax_over_the_wrong_axis():
    assert _diagnosis(check_softmax(lambda s: torch.softmax(s, dim=0))) == "softmax-wrong-axis"


def test_softmax_in_place():
    def in_place(scores):
        scores -= scores.amax(dim=-1, keepdim=True)
        return torch.softmax(scores, dim=-1)
    assert _diagnosis(check_softmax(in_place)) == "modified-input"


def test_a_crash_is_reported_with_its_message():
    def crashes(scores):
        raise ValueError("boom")
    result = check_softmax(crashes)
    assert _diagnosis(result) == "raised"
    assert "ValueError: boom" in result.message


def test_an_unfinished_stub_raises_not_implemented():
    def stub(scores):
        raise NotImplementedError("write softmax")
    try:
        check_softmax(stub)
    except NotImplementedError:
        pass
    else:
        raise AssertionError("the stub's NotImplementedError was swallowed")
