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


def by_code(value):
    """Name each parametrized case after the diagnosis it expects."""
    return value if isinstance(value, str) else "broken"


def passes(result):
    """Assert that a check passed, with its verdict and at least six cases."""
    assert result.passed, result.message
    assert result.message == f"{result.name} passes all {result.cases} checks."
    assert result.cases >= 6
    return True
