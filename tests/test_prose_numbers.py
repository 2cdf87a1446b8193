"""Every number in the prose is read from the outputs, or is a constant someone reviewed.

A chapter's Markdown writes a computed result as ``{printed}`LABEL``` (tools/printed.py): the
number the committed outputs print after LABEL. Every other number written in a chapter's
Markdown (outside maths and code) must be on that chapter's reviewed list of constants,
tests/prose_numbers/NN_name.json (``{"number": "what it is"}``: a setting the chapter chose, a
definition, a paper's figure with its citation), and every entry of the list must still occur.
The README writes a result as ``NUMBER<!-- printed SOURCE::LABEL -->`` and is held to the same
two rules (its list: tests/prose_numbers/README.json); ``python -m tools.printed README.md``
writes its numbers afresh. The last tests plant a stale number and see the check fail.
"""

import json
import re
from pathlib import Path

import pytest

from tools import printed

ROOT = Path(__file__).resolve().parents[1]
CHAPTERS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
PAGES = sorted((ROOT / "book").glob("*.md"))
LISTS = ROOT / "tests" / "prose_numbers"
README = ROOT / "README.md"
ROLE = re.compile(r"\{printed\}`(?P<content>[^`]*)`")


def _markdown(chapter: Path) -> str:
    cells = json.loads(chapter.read_text(encoding="utf-8"))["cells"]
    return "\n\n".join("".join(cell["source"]) for cell in cells
                       if cell["cell_type"] == "markdown")


def _constants(name: str) -> dict[str, str]:
    path = LISTS / f"{name}.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def _unlisted(markdown: str, constants: dict[str, str]) -> list[str]:
    return [f"{number!r} in: {line}" for number, line in printed.unbound_numbers(markdown)
            if number not in constants]


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[path.stem for path in CHAPTERS])
def test_every_printed_role_of_a_chapter_reads_one_number(chapter):
    contents = ROLE.findall(_markdown(chapter))
    for content in contents:
        value = printed.resolve(content, here=chapter)
        assert printed.PROSE_NUMBER.fullmatch(value.rstrip("%")), (content, value)


@pytest.mark.parametrize("page", PAGES, ids=[path.stem for path in PAGES])
def test_every_printed_role_of_a_page_names_its_source_and_reads_one_number(page):
    for content in ROLE.findall(page.read_text(encoding="utf-8")):
        printed.resolve(content, here=None)


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[path.stem for path in CHAPTERS])
def test_every_number_in_a_chapters_prose_is_printed_or_a_reviewed_constant(chapter):
    markdown = _markdown(chapter)
    constants = _constants(chapter.stem)
    unlisted = _unlisted(markdown, constants)
    assert not unlisted, (
        f"{chapter.name}: numbers written in the prose that are neither read with "
        f"{{printed}}`LABEL` nor listed in tests/prose_numbers/{chapter.stem}.json:\n"
        + "\n".join(unlisted))
    written = {number for number, _ in printed.unbound_numbers(markdown)}
    assert set(constants) <= written, (
        f"tests/prose_numbers/{chapter.stem}.json lists numbers the prose no longer writes: "
        f"{sorted(set(constants) - written)}")
    assert all(reason.strip() for reason in constants.values())


def test_every_number_in_the_readme_is_read_or_a_reviewed_constant():
    text = README.read_text(encoding="utf-8")
    refreshed, changed = printed.refresh(text)
    assert not changed, ("README numbers differ from what their sources print now (run "
                         "`python -m tools.printed README.md`):\n" + "\n".join(changed))
    assert refreshed == text
    constants = _constants("README")
    unlisted = _unlisted(text, constants)
    assert not unlisted, ("README numbers neither annotated with <!-- printed SOURCE::LABEL --> "
                          "nor listed in tests/prose_numbers/README.json:\n" + "\n".join(unlisted))
    written = {number for number, _ in printed.unbound_numbers(text)}
    assert set(constants) <= written, sorted(set(constants) - written)
    assert printed.ANNOTATED.search(text), "the README reads no number from the outputs"


def test_a_stale_number_planted_in_a_chapter_fails_the_check():
    chapter = ROOT / "notebooks" / "04_bahdanau_attention.ipynb"
    markdown = _markdown(chapter)
    constants = _constants(chapter.stem)
    assert not _unlisted(markdown, constants)
    planted = markdown + "\n\nWith $k = 2$ the test BLEU is 0.501, 3.0 times the constant's.\n"
    assert [problem.split(" in: ")[0] for problem in _unlisted(planted, constants)] == [
        "'0.501'", "'3.0'"]
    # a number read with the role is bound, so the same sentence written that way passes
    role = ROLE.search(markdown)
    assert role, "chapter 4 reads no number from its outputs"
    assert not _unlisted(markdown + f"\n\nThe score is {role[0]}.\n", constants)


def test_a_stale_number_planted_in_the_readme_fails_the_check():
    text = README.read_text(encoding="utf-8")
    annotated = printed.ANNOTATED.search(text)
    number = annotated["number"]
    stale = "9" + number if not number.startswith("9") else "1" + number
    planted = text[:annotated.start()] + stale + text[annotated.start() + len(number):]
    _, changed = printed.refresh(planted)
    assert changed == [f"{annotated['content']}: {stale} -> {number}"]
    # and a number written without its label is not bound at all
    loose = text + "\nThe copy accuracy is 0.931 on three seeds.\n"
    assert "'0.931'" in "\n".join(_unlisted(loose, _constants("README")))


def test_the_check_skips_code_maths_roles_and_links_but_not_captions():
    markdown = "\n".join([
        "Text with 12 and $x^2 + 3$ and `f(4)` and {numref}`fig-5` and [a](b/6.html).",
        "$$",
        "y = 7 x",
        "$$ (eq-8)",
        "```python",
        "print(9)",
        "```",
        "```{figure} ../figures/fig10.png",
        ":width: 11%",
        ":name: fig-12",
        "",
        "A caption with 13 steps.",
        "```",
        "<!-- 14 --> and 15<!-- printed 01_queries_keys_values::x -->",
    ])
    assert [number for number, _ in printed.unbound_numbers(markdown)] == ["12", "13"]


def _chapter(tmp_path, *printed_lines):
    notebook = {"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
        {"cell_type": "markdown", "id": "t", "metadata": {}, "source": ["# 01. A chapter\n"]},
        {"cell_type": "code", "id": "c", "metadata": {}, "execution_count": 1, "source": [],
         "outputs": [{"output_type": "stream", "name": "stdout", "text": list(printed_lines)},
                     {"output_type": "stream", "name": "stderr", "text": ["bleu 9.9\n"]}]}]}
    path = tmp_path / "01_a_chapter.ipynb"
    path.write_text(json.dumps(notebook), encoding="utf-8")
    return path


def test_a_role_reads_the_number_as_printed_or_as_its_spec_asks(tmp_path):
    path = _chapter(tmp_path, "test BLEU (k=2): 0.5104, ratio 3.1\n", "vocab: 3,290 tokens\n",
                    "epoch 1 loss 4.20\n", "epoch 2 loss 1.05\n", "waste 0.8107\n")
    assert printed.resolve("test BLEU (k=2):", here=path) == "0.5104"
    assert printed.resolve("test BLEU (k=2):|.3f", here=path) == "0.510"
    assert printed.resolve("test BLEU (k=2):|n=2", here=path) == "3.1"
    assert printed.resolve("vocab:", here=path) == "3,290"
    assert printed.resolve("vocab:|.0f", here=path) == "3290"
    assert printed.resolve("loss|at=2", here=path) == "1.05"
    assert printed.resolve("waste|.1%", here=path) == "81.1%"


def test_a_progress_bar_is_not_read_as_printed_output(tmp_path):
    # a training loop's bar (a widget) names what it trains; the label must still be the table's
    bar = {"output_type": "display_data", "metadata": {},
           "data": {"application/vnd.jupyter.widget-view+json": {"model_id": "a"},
                    "text/plain": "training MHA:   0%|          | 0/300 [00:00<?, ?it/s]"}}
    for folder, widget in (("bar", True), ("plain", False)):
        (tmp_path / folder).mkdir()
        path = _chapter(tmp_path / folder, "MHA 103,744 2.099\n")
        notebook = json.loads(path.read_text(encoding="utf-8"))
        shown = json.loads(json.dumps(bar))
        if not widget:  # the same text as a plain display is read, and makes the label ambiguous
            del shown["data"]["application/vnd.jupyter.widget-view+json"]
        notebook["cells"][1]["outputs"].insert(0, shown)
        path.write_text(json.dumps(notebook), encoding="utf-8")
        if widget:
            assert printed.resolve("MHA|n=2", here=path) == "2.099"
        else:
            with pytest.raises(printed.PrintedError, match="printed 2 times"):
                printed.resolve("MHA|n=2", here=path)


@pytest.mark.parametrize(("content", "says"), [
    ("loss", "printed 2 times"),                       # ambiguous
    ("perplexity", "printed 0 times"),                 # absent
    ("bleu", "printed 0 times"),                       # stderr is not read
    ("vocab:|n=2", "holds 1 number(s); expected at least 2"),
    ("loss|at=3", "expected at least 3"),
    ("|.2f", "the label is empty"),
    ("99_nothing::loss", "is not a file"),
])
def test_a_role_that_reads_no_single_number_is_an_error_naming_it(tmp_path, content, says):
    path = _chapter(tmp_path, "vocab: 3,290 tokens\n", "epoch 1 loss 4.20\n",
                    "epoch 2 loss 1.05\n")
    with pytest.raises(printed.PrintedError, match=re.escape(says)):
        printed.resolve(content, here=path)


def test_a_page_outside_the_chapters_must_name_the_source():
    with pytest.raises(printed.PrintedError, match="must name its source"):
        printed.resolve("loss", here=None)


def test_the_student_edition_writes_the_printed_number(tmp_path):
    from attnviz.grading.cells import NotebookError
    from attnviz.grading.student_edition import student_edition

    notebook = json.loads(_chapter(tmp_path, "test BLEU: 0.5104\n").read_text())
    notebook["cells"].append({"cell_type": "markdown", "id": "p", "metadata": {},
                              "source": ["The score is {printed}`test BLEU:|.2f`.\n"]})
    edition = student_edition(notebook, name="01_a_chapter.ipynb")
    assert "The score is 0.51.\n" in ["".join(cell["source"]) for cell in edition["cells"]]
    notebook["cells"][-1]["source"] = ["The score is {printed}`perplexity`.\n"]
    with pytest.raises(NotebookError, match="printed 0 times"):
        student_edition(notebook, name="01_a_chapter.ipynb")


def test_the_readme_tool_rewrites_a_stale_number_and_check_mode_fails(tmp_path):
    source = _chapter(tmp_path, "test BLEU: 0.5104\n")
    (tmp_path / "notebooks").mkdir()
    source.rename(tmp_path / "notebooks" / source.name)
    readme = tmp_path / "README.md"
    readme.write_text("BLEU 0.499<!-- printed 01_a_chapter::test BLEU: --> here.\n")
    assert printed.main([str(readme), "--check"], root=tmp_path) == 1
    assert "0.499" in readme.read_text()
    assert printed.main([str(readme)], root=tmp_path) == 0
    assert readme.read_text() == "BLEU 0.5104<!-- printed 01_a_chapter::test BLEU: --> here.\n"
    assert printed.main([str(readme), "--check"], root=tmp_path) == 0


def test_a_committed_output_shown_whole_in_the_readme_is_kept_equal_to_the_file(tmp_path):
    (tmp_path / "benchmarks").mkdir()
    (tmp_path / "benchmarks" / "speed.txt").write_text("T  ratio\n128 0.95\n")
    text = "See:\n<!-- printed-file benchmarks/speed.txt -->\n```text\nT  ratio\n128 0.91\n```\n"
    new, changed = printed.refresh(text, root=tmp_path)
    assert changed == ["benchmarks/speed.txt: the block differs from the file"]
    assert new == text.replace("0.91", "0.95")
    assert printed.refresh(new, root=tmp_path) == (new, [])
    assert printed.unbound_numbers(new) == []  # a code block is not prose


def test_the_nbgrader_assignment_writes_the_printed_number(tmp_path):
    from attnviz.grading.nbgrader_kit import NotebookError, source_assignment

    notebook = json.loads(_chapter(tmp_path, "test BLEU: 0.5104\n").read_text())
    notebook["cells"].append({"cell_type": "markdown", "id": "p", "metadata": {},
                              "source": ["The score is {printed}`test BLEU:|.2f`, "
                                         "chapter 4's {printed}`04_bahdanau_attention::"
                                         "short pairs kept:`.\n"]})
    assignment = source_assignment(notebook, root=ROOT)
    kept = printed.resolve("04_bahdanau_attention::short pairs kept:", here=None)
    assert "".join(assignment["cells"][-1]["source"]) == (
        f"The score is 0.51, chapter 4's {kept}.\n")
    with pytest.raises(NotebookError, match="give the repository's root"):
        source_assignment(notebook)


def test_markdown_with_no_prose_lines_lists_no_number():
    assert printed.unbound_numbers("```{solution-end}\n```") == []
    assert printed.unbound_numbers("") == []


def test_a_role_in_a_markdown_table_escapes_its_pipes(tmp_path):
    path = _chapter(tmp_path, "row a: 1.25 2.50\n")
    assert printed.resolve("row a:\\|n=2", here=path) == "2.50"
