"""What the checkers' tests (tests/test_exercises*.py) assert about a failed check."""

from attnviz import exercises


def diagnosis(result):
    """The diagnosis code of a failed :class:`attnviz.exercises.CheckResult`.

    Asserts that the check failed, that its message opens with the verdict and that it carries
    the diagnosis's hint, word for word.
    """
    assert not result.passed
    assert result.message.startswith(f"{result.name} is not right yet")
    assert exercises.DIAGNOSES[result.diagnosis] in result.message
    return result.diagnosis
