"""The teaching guide: one session per chapter, and its solution-stripping script really works."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SYLLABUS = ROOT / "book" / "teaching" / "syllabus.md"
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))  # 01_ ... 10_


def _cells(path):
    return [(c["cell_type"], "".join(c["source"])) for c in json.loads(path.read_text())["cells"]]


def test_the_guide_is_in_the_table_of_contents():
    toc = (ROOT / "_toc.yml").read_text()
    for page in ("syllabus", "lab_setup", "faq"):
        assert f"file: book/teaching/{page}\n" in toc


def test_one_session_per_chapter_with_a_plan_and_existing_exercises():
    text = SYLLABUS.read_text()
    sections = re.split(r"^## ", text, flags=re.M)[1:]
    sessions = [s.removeprefix("Session ") for s in sections if s.startswith("Session ")]
    assert len(sessions) == len(NOTEBOOKS) == 10
    for number, (session, notebook) in enumerate(zip(sessions, NOTEBOOKS, strict=True), 1):
        assert session.startswith(f"{number}:")
        assert f"{{doc}}`/notebooks/{notebook.stem}`" in session
        assert "| minutes | activity |" in session
        labels = {label for _, text in _cells(notebook)
                  for label in re.findall(r"^:label: (\S+)$", text, flags=re.M)}
        assigned = re.findall(r"\{ref\}`([^`]+)`", session)
        assert assigned and set(assigned) <= labels, (notebook.name, set(assigned) - labels)


def _script():
    blocks = re.findall(r"```python\n(.*?)```", SYLLABUS.read_text(), flags=re.S)
    (script,) = [b for b in blocks if "solution-start" in b]
    return script


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.name)
def test_the_strip_solutions_script_removes_solutions_and_keeps_exercises(notebook, tmp_path):
    script = tmp_path / "strip_solutions.py"
    script.write_text(_script())
    target = tmp_path / notebook.name
    subprocess.run([sys.executable, str(script), str(notebook), str(target)], check=True)
    before, after = _cells(notebook), _cells(target)
    assert not any("{solution-" in text for _, text in after)
    exercises = [text for _, text in before if "{exercise}" in text]
    assert len(exercises) >= 3
    assert exercises == [text for _, text in after if "{exercise}" in text]
    # everything before the first solution is kept as it was
    first = next(i for i, (_, text) in enumerate(before) if "{solution-start}" in text)
    assert after[:first] == before[:first]
    assert sum(kind == "code" for kind, _ in after) < sum(kind == "code" for kind, _ in before)
