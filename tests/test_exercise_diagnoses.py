"""Every diagnosis the exercise checkers can give is proven by a test with a broken function.

The checkers' tests (tests/test_exercises*.py) feed deliberately broken implementations and
assert the diagnosis code they expect, written as a string literal (``... == "code"`` or in a
parametrized list of broken functions and codes). This file checks the bookkeeping across
them: no code in ``attnviz.exercises.DIAGNOSES`` goes unproven, no test expects a code that does
not exist, and the checkers know enough mistakes to be worth having.
"""

import ast
import re
from pathlib import Path

import pytest

from attnviz import exercises

# the checkers' tests, and the attacks on the grader (the codes only the grader's stand-in for a
# function in another process gives: memory-limit, broken-reply, record-tampered)
TESTS = [*sorted(Path(__file__).parent.glob("test_exercises*.py")),
         Path(__file__).parent / "test_grade_attacks.py"]
SHARED = {"raised", "not-a-tensor", "wrong-shape", "modified-input", "wrong-values"}


def _expected_codes():
    codes = set()
    for path in TESTS:
        codes |= set(re.findall(r'_diagnosis\(.*\)\s*==\s*"([a-z0-9-]+)"',
                               path.read_text(encoding="utf-8")))
    return codes


def _string_literals():
    return {node.value for path in TESTS
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def test_every_diagnosis_is_proven_by_a_broken_implementation():
    unproven = set(exercises.DIAGNOSES) - _expected_codes() - _string_literals()
    assert not unproven, f"diagnoses without a test that triggers them: {sorted(unproven)}"


def test_the_tests_expect_only_existing_diagnoses():
    unknown = _expected_codes() - set(exercises.DIAGNOSES)
    assert not unknown, f"tests expect diagnoses that do not exist: {sorted(unknown)}"


def test_at_least_25_mistakes_are_diagnosed_beyond_the_shared_ones():
    specific = set(exercises.DIAGNOSES) - SHARED
    assert len(specific) >= 25, sorted(specific)


def test_hints_are_short():
    for code, hint in exercises.DIAGNOSES.items():
        assert hint.endswith((".", "?", ")")), code
        assert len(hint) <= 300, (code, len(hint))


def test_every_checker_is_exported_and_documented():
    checkers = [name for name in exercises.__all__ if name.startswith("check_")]
    assert len(checkers) >= 17
    for name in checkers:
        assert getattr(exercises, name).__doc__, name


def test_each_chapter_module_holds_its_checkers_and_their_diagnoses():
    from attnviz.exercises import _core, _guard

    tables = [_core.SHARED_DIAGNOSES, _guard.GUARD_DIAGNOSES,
              *(chapter.CHAPTER_DIAGNOSES for chapter in exercises.CHAPTERS)]
    merged = {code: hint for table in tables for code, hint in table.items()}
    assert sum(len(table) for table in tables) == len(merged)  # each code defined once
    assert merged == exercises.DIAGNOSES
    checkers = {name for name in exercises.__all__ if name.startswith("check_")}
    homes = {name: getattr(exercises, name).__module__ for name in checkers}
    assert set(homes.values()) == {chapter.__name__ for chapter in exercises.CHAPTERS}
    for chapter in exercises.CHAPTERS:
        number = int(chapter.__name__.rpartition(".ch")[2][:2])
        assert f"chapter {number}" in chapter.__doc__.lower(), chapter.__name__


def test_a_code_defined_twice_is_refused():
    from attnviz.exercises._core import merge_tables

    table = {"raised": "hint"}
    with pytest.raises(ValueError, match=r"defines \['raised'\] again"):
        merge_tables(table, {"raised": "another hint", "new": "x"}, where="a chapter")
    assert table == {"raised": "hint"}
