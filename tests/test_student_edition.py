"""The student edition: what the generator keeps and drops, the committed copies, and the
exercises it serves (each chapter has some, and each checker passes its worked solution).

Running the student notebooks themselves is `.ci/check_student_notebooks.py`'s job.
"""

import ast
import json
import math
import re
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
import torch

import attnviz
from attnviz import exercises
from attnviz.grading.cells import SOLUTION_END, SOLUTION_START, NotebookError
from attnviz.grading.myst import RAW_MYST, BookIndex, book_index, read_bibliography
from attnviz.grading.student_edition import student_edition
from tools.editions import build, main

ROOT = Path(__file__).resolve().parents[1]
CHAPTERS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
STUDENT = ROOT / "notebooks" / "student"
REPOSITORY = "https://github.com/attnviz/attention-book"


def _source(cell):
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def _tags(cell):
    return cell.get("metadata", {}).get("tags", [])


def _md(text):
    return {"cell_type": "markdown", "id": f"md{zlib.crc32(text.encode()):08x}", "metadata": {},
            "source": text.splitlines(keepends=True)}


def _code(text, *tags, outputs=True):
    return {
        "cell_type": "code", "id": f"code{zlib.crc32(text.encode()):08x}",
        "metadata": {"tags": list(tags)} if tags else {},
        "execution_count": 3 if outputs else None,
        "outputs": [{"output_type": "stream", "name": "stdout", "text": ["printed\n"]}]
        if outputs else [],
        "source": text.splitlines(keepends=True),
    }


STUB = ('def softmax(scores):\n    """(..., Tk) scores -> weights."""\n'
        '    raise NotImplementedError("Write softmax, then run the check below.")')
SOLUTION = ("def softmax(scores):\n    shifted = scores - scores.amax(dim=-1, keepdim=True)\n"
            "    return shifted.exp() / shifted.exp().sum(dim=-1, keepdim=True)")
CHECK = "from attnviz.exercises import check_softmax\n\ncheck_softmax(softmax)"


def fixture_notebook():
    """A small chapter: a build-it-yourself exercise (stub, solution, check), a written one whose
    solution shares its cells with prose that stays, and outputs and widget state to clear."""
    return {
        "nbformat": 4, "nbformat_minor": 5,
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                    "language": "python"},
                     "widgets": {"application/vnd.jupyter.widget-state+json": {"state": {}}}},
        "cells": [
            _md("# A small chapter\n\n**Learning objectives.** Softmax."),
            _code("import math\n\nimport torch\n\nimport attnviz"),
            _md("## Exercises\n\n````{exercise}\n:label: ch1-ex-write-softmax\n\n"
                "Write `softmax(scores)`: $\\exp(s_i) / \\sum_j \\exp(s_j)$ over the last axis.\n"
                "Check it with `check_softmax(softmax)`.\n````"),
            _code(STUB, "exercise-stub", "remove-cell", outputs=False),
            _md("````{solution-start} ch1-ex-write-softmax\n:class: dropdown\n````\n"
                "Subtract each row's maximum first."),
            _code(SOLUTION),
            _md("The shift changes nothing but the overflow.\n````{solution-end}\n````"),
            _code(CHECK, "exercise-check"),
            _md("````{exercise}\n:label: ch1-ex-shift\n\nShow that shifting the scores changes "
                "nothing.\n````\nSome words kept before the solution.\n"
                "````{solution-start} ch1-ex-shift\n:class: dropdown\n````\nThe SECRET proof."),
            _code("print('the SECRET check')"),
            _md("````{solution-end}\n````\nAnd words kept after it."),
            _code("print('the end')", "hide-input"),
        ],
    }


def test_the_student_edition_drops_solutions_shows_stubs_keeps_checks_clears_outputs():
    chapter = fixture_notebook()
    before = json.dumps(chapter, sort_keys=True)
    edition = student_edition(chapter, name="01_small.ipynb",
                              full_chapter_url=f"{REPOSITORY}/blob/main/notebooks/01_small.ipynb")
    assert json.dumps(chapter, sort_keys=True) == before, "the chapter itself is not modified"
    cells = edition["cells"]
    texts = [_source(cell) for cell in cells]
    everything = "\n".join(texts)
    # Solutions, their code and their markers are gone; the prose around the markers stays.
    assert "{solution-" not in everything and "SECRET" not in everything
    assert "amax" not in everything and "overflow" not in everything
    assert "Some words kept before the solution." in everything
    assert "And words kept after it." in everything
    # The title, then the note, which sends the reader to the full chapter.
    assert texts[0].startswith("# A small chapter")
    assert "Student edition" in texts[1] and "*not attempted*" in texts[1]
    assert f"({REPOSITORY}/blob/main/notebooks/01_small.ipynb)" in texts[1]
    # The stub is shown (no remove-cell) and is directly followed by its check.
    (stub,) = [cell for cell in cells if "exercise-stub" in _tags(cell)]
    assert _source(stub) == STUB and _tags(stub) == ["exercise-stub"]
    after_stub = cells[cells.index(stub) + 1]
    assert _source(after_stub) == CHECK and _tags(after_stub) == ["exercise-check"]
    assert _tags(cells[-1]) == ["hide-input"], "other tags are kept"
    # Exercise statements are plain Markdown (Colab does not know MyST directives).
    assert "{exercise}" not in everything
    assert "**Exercise 1.1**\n\nWrite `softmax(scores)`" in everything
    assert "**Exercise 1.2**\n\nShow that shifting" in everything
    # The written exercise gets a code cell and a Markdown cell to answer in, right after it
    # (its solution is gone); the build-it-yourself one has its stub instead.
    answers = [cell for cell in cells if "exercise-answer" in _tags(cell)]
    assert [(cell["cell_type"], cell["metadata"]["attnviz"]) for cell in answers] == [
        ("code", {"answer": "code", "exercise": "ch1-ex-shift"}),
        ("markdown", {"answer": "text", "exercise": "ch1-ex-shift"})]
    assert _source(answers[0]) == "# Your code for exercise ch1-ex-shift here."
    assert _source(answers[1]) == "*Your answer:*"
    exercise = next(i for i, text in enumerate(texts) if "**Exercise 1.2**" in text)
    assert cells[exercise + 1] is answers[0] and cells[exercise + 2] is answers[1]
    # Nothing from a run is left.
    for cell in cells:
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None
    assert "widgets" not in edition["metadata"]
    assert edition["metadata"]["kernelspec"]["name"] == "python3"
    nbformat = pytest.importorskip("nbformat")
    nbformat.validate(nbformat.from_dict(edition))


def test_the_student_edition_of_the_fixture_runs_into_the_stub():
    """In the student edition the check cell calls the stub and says it is not attempted (it
    does not raise: the notebook goes on); with the worked solution instead, it passes."""
    edition = student_edition(fixture_notebook(), name="01_small.ipynb")
    code = [_source(cell) for cell in edition["cells"] if cell["cell_type"] == "code"]
    namespace = {}
    exec(code[0] + "\n" + code[1], namespace)  # setup, stub
    check = ast.unparse(ast.parse(code[2]).body[-1])
    exec(code[2], namespace)
    result = eval(check, namespace)
    assert result.verdict == "not attempted" and result.diagnosis == "not-attempted"
    assert result.message.startswith("softmax not attempted")
    exec(SOLUTION, namespace)
    result = eval(check, namespace)
    assert result.passed, result.message


def test_same_chapter_same_bytes(tmp_path):
    source = tmp_path / "01_small.ipynb"
    source.write_text(json.dumps(fixture_notebook()), encoding="utf-8")
    first = build([source], tmp_path / "a", editions=("student",))
    second = build([source], tmp_path / "b", editions=("student",))
    assert list(first.values()) == list(second.values())


def _without(cells, predicate):
    return [cell for cell in cells if not predicate(_source(cell), cell)]


BROKEN = {
    "a solution-start without its end, before the check": (
        lambda cells: [*cells[:6], *cells[7:]],
        r"cell 7 \(from attnviz.exercises import check_softmax\) is tagged 'exercise-check' "
        "but lies inside the solution of 'ch1-ex-write-softmax' opened at cell 5",
    ),
    "a solution opened inside another": (
        lambda cells: [*cells[:6], *cells[8:]],
        "opens the solution of 'ch1-ex-shift' while the solution of 'ch1-ex-write-softmax' "
        "opened at cell 5 is not closed",
    ),
    "the last solution-start without its end": (
        lambda cells: [*cells[:-2], cells[-1]],
        "the solution of 'ch1-ex-shift' opened at cell 9 .* has no solution-end",
    ),
    "solution-end without its start": (
        lambda cells: _without(cells, lambda text, cell: "Subtract each row" in text),
        "cell 6 .* has a solution-end with no solution-start before it",
    ),
    "a stub without its check": (
        lambda cells: _without(cells, lambda text, cell: "exercise-check" in _tags(cell)),
        r"the exercise stub cell 4 \(def softmax\(scores\):\) is not followed by a check: "
        r"the next code cell after its solution, cell 11",
    ),
    "a check without its stub": (
        lambda cells: _without(cells, lambda text, cell: "exercise-stub" in _tags(cell)),
        r"the check cell 7 \(from attnviz.exercises import check_softmax\) has no exercise stub",
    ),
    "a check inside the solution": (
        lambda cells: [*cells[:5], cells[7], *cells[5:7], *cells[8:]],
        "is tagged 'exercise-check' but lies inside the solution of 'ch1-ex-write-softmax'",
    ),
    "no title cell": (lambda cells: cells[1:], "the first cell must be the chapter's title"),
}


@pytest.mark.parametrize("case", BROKEN)
def test_a_broken_exercise_is_refused_with_the_cell_it_is_in(case):
    change, message = BROKEN[case]
    chapter = fixture_notebook()
    chapter["cells"] = change(chapter["cells"])
    with pytest.raises(NotebookError, match=message):
        student_edition(chapter, name="01_small.ipynb")


def test_the_command_writes_each_edition_atomically_and_refuses_bad_input(tmp_path, capsys):
    good = tmp_path / "01_small.ipynb"
    good.write_text(json.dumps(fixture_notebook()), encoding="utf-8")
    out = tmp_path / "out"
    assert main([str(good), "--out", str(out), "--edition", "student"]) == 0
    assert [path.name for path in out.iterdir()] == ["student"]
    # no temporary file left
    assert [path.name for path in (out / "student").iterdir()] == ["01_small.ipynb"]
    written = (out / "student" / "01_small.ipynb").read_bytes()
    assert main([str(good), "--out", str(out), "--edition", "student"]) == 0
    assert "unchanged" in capsys.readouterr().out
    assert (out / "student" / "01_small.ipynb").read_bytes() == written

    broken = fixture_notebook()
    broken["cells"] = BROKEN["a stub without its check"][0](broken["cells"])
    (tmp_path / "02_broken.ipynb").write_text(json.dumps(broken), encoding="utf-8")
    (tmp_path / "03_text.ipynb").write_text("not JSON", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("{}", encoding="utf-8")
    bad = ["02_broken.ipynb", "03_text.ipynb", "notes.txt", "04_missing.ipynb"]
    assert main([str(good), *(str(tmp_path / name) for name in bad),
                 "--out", str(tmp_path / "nothing")]) == 1
    error = capsys.readouterr().err
    assert "no edition written" in error
    assert "02_broken.ipynb: the exercise stub cell 4" in error
    assert "03_text.ipynb: not a notebook: its JSON does not parse" in error
    assert "notes.txt: not a notebook: the name must end in .ipynb" in error
    assert "04_missing.ipynb: no such file" in error
    assert not (tmp_path / "nothing").exists(), "one bad notebook: nothing is written"

    (tmp_path / "student").mkdir()
    inside = tmp_path / "student" / "01_small.ipynb"
    inside.write_text(json.dumps(fixture_notebook()), encoding="utf-8")
    assert main([str(inside), "--out", str(tmp_path), "--edition", "student"]) == 1
    assert "would overwrite the chapter itself" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main([str(good), "--out", str(good)])  # a file, not a folder
    assert "is not a folder" in capsys.readouterr().err


def test_the_committed_student_notebooks_are_up_to_date(tmp_path):
    """notebooks/student/ is what `python -m tools.editions` writes today, byte for byte:
    Colab opens the student edition from the repository, so it must be committed."""
    assert CHAPTERS
    assert main([str(path) for path in CHAPTERS]
                + ["--out", str(tmp_path), "--edition", "student"]) == 0
    fresh = {path.name: path.read_bytes() for path in (tmp_path / "student").glob("*.ipynb")}
    committed = {path.name: path.read_bytes() for path in STUDENT.glob("*.ipynb")}
    assert sorted(committed) == sorted(fresh), "one student notebook per chapter, no other"
    stale = [name for name in fresh if committed[name] != fresh[name]]
    assert not stale, f"out of date: {stale}; run `python -m tools.editions` and commit them"


def test_the_note_opens_the_chapters_reader_edition_in_colab():
    """The worked solutions a student edition leaves out are in the reader edition (plain
    Markdown, like the student edition), which its note opens in Colab from the repository
    and the launch button of _config.yml."""
    yaml = pytest.importorskip("yaml")
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    repository, colab = config["repository"], config["launch_buttons"]["colab_url"]
    owner_name = repository["url"].removeprefix("https://github.com/")
    for chapter in CHAPTERS:
        note = _source(json.loads((STUDENT / chapter.name).read_text(encoding="utf-8"))
                       ["cells"][1])
        url = (f"{colab}/github/{owner_name}/blob/{repository['branch']}/notebooks/reader/"
               f"{chapter.name}")
        assert f"`notebooks/reader/{chapter.name}`" in note and f"]({url})" in note, chapter.name
        assert (ROOT / "notebooks" / "reader" / chapter.name).is_file()


def test_the_book_loads_the_extension_that_links_the_editions():
    """book/_ext/edition_links.py adds the launch-menu entries (the browser check sees them;
    tests/test_reader_edition.py checks their addresses); Jupyter Book puts local_extensions on
    sys.path, but the explicit extensions list of _config.yml replaces the computed one, so the
    name must be in both."""
    yaml = pytest.importorskip("yaml")
    sphinx = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))["sphinx"]
    assert sphinx["local_extensions"]["edition_links"] == "book/_ext"
    assert (ROOT / "book" / "_ext" / "edition_links.py").is_file()
    assert "edition_links" in sphinx["config"]["extensions"]


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda path: path.name)
def test_every_student_notebook_has_a_stub_and_no_solution(chapter):
    cells = json.loads((STUDENT / chapter.name).read_text(encoding="utf-8"))["cells"]
    texts = "\n".join(_source(cell) for cell in cells)
    assert "{solution-start}" not in texts and "{solution-end}" not in texts
    stubs = [cell for cell in cells if "exercise-stub" in _tags(cell)]
    assert stubs, f"{chapter.name} has no build-it-yourself exercise (no exercise-stub cell)"
    for stub in stubs:
        assert "remove-cell" not in _tags(stub), "the student sees the stub"
        assert "NotImplementedError" in _source(stub)


def test_nbval_does_not_collect_the_editions():
    pytest.importorskip("nbval")
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
         "--nbval", "--nbval-current-env", "notebooks/"],
        cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    collected = {line.split("::")[0] for line in result.stdout.splitlines() if "::" in line}
    assert collected == {f"notebooks/{path.name}" for path in CHAPTERS}


def _check_cells(chapter):
    """(check cell, stub cell, the solution's code cells) of every exercise-check cell of a
    chapter; the solution is the block that closes right before the check."""
    cells = json.loads(chapter.read_text(encoding="utf-8"))["cells"]
    found = []
    for index, cell in enumerate(cells):
        if "exercise-check" not in _tags(cell):
            continue
        where = f"{chapter.name}, cell {index + 1}"
        assert index and cells[index - 1]["cell_type"] == "markdown" and any(
            SOLUTION_END.match(line) for line in _source(cells[index - 1]).splitlines()), (
            f"{where}: a check cell comes right after its solution's solution-end cell")
        start = max((i for i in range(index) if cells[i]["cell_type"] == "markdown" and any(
            SOLUTION_START.match(line) for line in _source(cells[i]).splitlines())), default=None)
        assert start is not None, f"{where}: no solution-start before the check"
        code = [c for c in cells[start:index] if c["cell_type"] == "code"]
        stubs = [c for c in cells[:start] if "exercise-stub" in _tags(c)]
        assert stubs, f"{where}: no exercise stub before the solution"
        found.append((cell, stubs[-1], code, where))
    return found


def _run_check(check_source, namespace):
    """Execute a check cell; return the value of its last line (the checker's result)."""
    body = ast.parse(check_source).body
    assert body and isinstance(body[-1], ast.Expr), "a check cell ends with the checker's call"
    exec(compile(ast.Module(body[:-1], type_ignores=[]), "<check>", "exec"), namespace)
    return eval(compile(ast.Expression(body[-1].value), "<check>", "eval"), namespace)


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda path: path.name)
def test_every_checker_passes_its_worked_solution(chapter):
    """Each exercise-check cell's checker, run on the worked solution of its exercise (the one
    code cell of the solution block, executed with only torch, math and attnviz), passes."""
    checks = _check_cells(chapter)
    assert checks, f"{chapter.name} has no exercise-check cell"
    failures = []
    for check, stub, solution, where in checks:
        assert len(solution) == 1, f"{where}: the solution has {len(solution)} code cells, not 1"
        namespace = {"torch": torch, "math": math, "attnviz": attnviz, "__name__": "solution"}
        exec(compile(_source(solution[0]), f"<{where}: solution>", "exec"), namespace)
        wanted = {node.name for node in ast.parse(_source(stub)).body
                  if isinstance(node, ast.FunctionDef | ast.ClassDef)}
        assert wanted and wanted <= set(namespace), (
            f"{where}: the solution does not define {sorted(wanted - set(namespace))}, "
            "which the stub does")
        result = _run_check(_source(check), namespace)
        assert isinstance(result, exercises.CheckResult), f"{where}: returned {result!r}"
        if not result.passed:
            failures.append(f"{where}: {result.message}")
    assert not failures, "\n".join(failures)


def test_every_checker_is_used_by_a_chapter():
    used = {name for chapter in CHAPTERS for check, *_ in _check_cells(chapter)
            for name in re.findall(r"\b(check_\w+)\(", _source(check))}
    checkers = {name for name in exercises.__all__ if name.startswith("check_")}
    assert checkers, "attnviz.exercises has no checker"
    assert checkers <= used, f"no chapter's check cell calls {sorted(checkers - used)}"


# --- MyST -> plain Markdown: Colab renders CommonMark and $maths$, not MyST ----------------


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda path: path.name)
def test_no_student_notebook_has_myst_markup_that_colab_shows_raw(chapter):
    cells = json.loads((STUDENT / chapter.name).read_text(encoding="utf-8"))["cells"]
    for number, cell in enumerate(cells, 1):
        if cell["cell_type"] == "markdown":
            found = RAW_MYST.search(_source(cell))
            assert found is None, f"cell {number}: {found[0]!r} would show raw in Colab"


BIB = r"""
% a comment line
@article{smith2020one,
  author  = {Smith, Ann},
  title   = {One {Author}},
  journal = {Journal of Tests \& Checks},
  year    = {2020},
  doi     = {10.1/x}
}
@inproceedings{lee2021two,
  author    = {Lee, Bo and van Dijk, Cas},
  title     = {Two Authors},
  booktitle = {Proceedings},
  year      = 2021
}
@misc{schmidhuber2022three,
  author  = {Schmidhuber, J{\"u}rgen and Fran{\c{c}}ois, Dan and Lebr{\'o}n, Eve},
  title   = {Three Authors},
  year    = {2022},
  eprint  = {2201.00001},
  archiveprefix = {arXiv},
  url     = {https://arxiv.org/abs/2201.00001}
}
@misc{project,
  author       = {{The Data Project}},
  title        = {A Data Set},
  howpublished = {\url{https://example.org}}
}
"""


def test_the_bibliography_reader_gives_surnames_years_and_links():
    bib = read_bibliography(BIB)
    assert sorted(bib) == ["lee2021two", "project", "schmidhuber2022three", "smith2020one"]
    assert bib["smith2020one"].cited() == "Smith, 2020"
    assert bib["lee2021two"].cited() == "Lee and van Dijk, 2021"
    assert bib["schmidhuber2022three"].cited() == "Schmidhuber et al., 2022"
    assert bib["schmidhuber2022three"].surnames == ("Schmidhuber", "François", "Lebrón")
    assert bib["project"].cited(textual=True) == "The Data Project (n.d.)"
    assert bib["smith2020one"].listed() == (
        "Smith (2020). One Author. *Journal of Tests & Checks*. <https://doi.org/10.1/x>")
    assert bib["schmidhuber2022three"].listed().endswith(
        "*arXiv:2201.00001*. <https://arxiv.org/abs/2201.00001>")
    assert bib["project"].link == "https://example.org"


def _figure(name, caption):
    cell = _code(f"plot('{name}')")
    cell["metadata"] = {"mystnb": {"figure": {"name": name, "caption": caption}}}
    return cell


def myst_chapter():
    """Chapter 4 of a small book: two figures, labelled equations, citations, exercises."""
    return {
        "nbformat": 4, "nbformat_minor": 5, "metadata": {},
        "cells": [
            _md("# Bahdanau attention\n\n(sec-bottleneck)=\n## The bottleneck\n\n"
                "As {cite}`smith2020one` showed, and {cite:t}`lee2021two` after them "
                "{cite}`lee2021two,schmidhuber2022three`:\n\n$$\nc = h_T\n$$\n\n"
                "$$\na = b\n$$ (eq-first)\n\nand\n\n$$ x = y $$ (eq-second)"),
            _figure("fig-first", "The first figure, see {eq}`eq-first`.\n\n"
                               "{download}`Download it <../diagrams/first.svg>`"),
            _md("{numref}`fig-second` and {numref}`Fig. %s <fig-first>` follow {eq}`eq-second`; "
                "{ref}`sec-bottleneck`, {ref}`ch4-ex-b`, {doc}`05_next`, {math}`x^2`, H{sub}`2`O "
                "and `{numref}` in code stay as they are.\n\n"
                "```{note} Remember\nThe *mask*.\n```"),
            _figure("fig-second", "The second figure."),
            _md("## Exercises\n\n````{exercise}\n:label: ch4-ex-a\n\nWrite `f`.\n````"),
            _code("def f(x):\n    raise NotImplementedError", "exercise-stub"),
            _md("````{solution-start} ch4-ex-a\n````\n"),
            _code("def f(x):\n    return x"),
            _md("````{solution-end}\n````"),
            _code("check_f(f)", "exercise-check"),
            _md("````{exercise} A title\n:label: ch4-ex-b\n\nPlot $f$ and {cite}`smith2020one`."
                "\n````"),
        ],
    }


def test_roles_directives_and_equations_become_plain_markdown_with_the_books_numbers():
    index = BookIndex(bibliography=read_bibliography(BIB))
    index.add_chapter(myst_chapter(), stem="04_bahdanau", number=4)
    index.add_chapter({"cells": [_md("# Next chapter")]}, stem="05_next", number=5)
    url = f"{REPOSITORY}/blob/main/notebooks/04_bahdanau.ipynb"
    edition = student_edition(myst_chapter(), name="04_bahdanau.ipynb", full_chapter_url=url,
                              index=index)
    texts = [_source(cell) for cell in edition["cells"]]
    everything = "\n".join(texts)
    assert not RAW_MYST.search(everything.replace("`{numref}`", ""))
    # Citations: parenthetical and textual, several keys, and the list at the end.
    assert "As (Smith, 2020) showed, and Lee and van Dijk (2021) after them " \
           "(Lee and van Dijk, 2021; Schmidhuber et al., 2022):" in everything
    assert texts[-1] == (
        "## References\n\n"
        "- Lee and van Dijk (2021). Two Authors. *Proceedings*.\n"
        "- Schmidhuber, François and Lebrón (2022). Three Authors. *arXiv:2201.00001*. "
        "<https://arxiv.org/abs/2201.00001>\n"
        "- Smith (2020). One Author. *Journal of Tests & Checks*. <https://doi.org/10.1/x>")
    assert _tags(edition["cells"][-1]) == ["student-edition-references"]
    # Labelled equations are numbered in the chapter (4.1, 4.2); the unlabelled one is not.
    assert "$$\nc = h_T\n$$" in everything
    assert "$$\na = b\n\\tag{4.1}\n$$\n\nand\n\n$$ x = y\n\\tag{4.2}\n$$" in everything
    # Figures, sections, exercises, chapters, inline roles; code spans stay as written.
    assert ("Figure 4.2 and Fig. 4.1 follow (4.2); The bottleneck, Exercise 4.2, "
            "Chapter 5 (*Next chapter*), $x^2$, H<sub>2</sub>O and `{numref}` in code stay"
            ) in everything
    assert "(sec-bottleneck)=" not in everything
    assert "> **Remember**\n>\n> The *mask*." in everything
    # Each figure's caption follows its cell, numbered, with its download link.
    first = next(i for i, text in enumerate(texts) if "plot('fig-first')" in text)
    assert texts[first + 1] == (
        "*Figure 4.1.* The first figure, see (4.1).\n\n[Download it]"
        f"({REPOSITORY}/blob/main/diagrams/first.svg)")
    assert _tags(edition["cells"][first + 1]) == ["figure-caption"]
    assert "*Figure 4.2.* The second figure." in texts
    # Exercises: numbered headings with their titles.
    assert "**Exercise 4.1**\n\nWrite `f`." in everything
    assert "**Exercise 4.2** (A title)\n\nPlot $f$ and (Smith, 2020)." in everything


@pytest.mark.parametrize("markdown, message", [
    ("{numref}`fig-nowhere`", "nothing in the book is labelled 'fig-nowhere'"),
    ("{eq}`eq-nowhere`", "no equation of the book is labelled 'eq-nowhere'"),
    ("{cite}`nobody2020`", "'nobody2020' is not in the bibliography"),
    ("{mystery}`x`", "the role {mystery}"),
    ("```{mystery}\nx\n```", "the directive {mystery}"),
    ("```{note}\nnever closed", "is never closed"),
])
def test_a_reference_to_nothing_or_unknown_markup_is_refused_with_its_cell(markdown, message):
    chapter = fixture_notebook()
    chapter["cells"].insert(1, _md(markdown))
    with pytest.raises(NotebookError, match=re.escape(message)) as error:
        student_edition(chapter, name="01_small.ipynb")
    assert str(error.value).startswith("cell 2 (")


def test_the_books_index_numbers_chapters_as_the_toc_does():
    index = book_index(CHAPTERS)
    assert [index.chapters[path.stem] for path in CHAPTERS] == list(range(1, 14))
    assert "bahdanau2014neural" in index.bibliography
    # The first labelled figure and exercise of every chapter are n.1.
    for number, path in enumerate(CHAPTERS, 1):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        figure = next(cell["metadata"]["mystnb"]["figure"]["name"] for cell in cells
                      if "mystnb" in cell["metadata"])
        assert index.figures[figure] == f"{number}.1"
        label = re.search(r":label: (\S+)", next(
            _source(cell) for cell in cells if "{exercise}" in _source(cell)))[1]
        assert index.exercises[label] == f"{number}.1"
