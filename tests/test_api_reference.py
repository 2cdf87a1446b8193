"""The book's API reference (book/api/, written by book/_ext/api_reference.py at build time).

Every name of ``attnviz.__all__`` belongs to exactly one sub-package page, read from the package
itself (the object's ``__module__``, or the module that assigns a data name), so a name moved
between modules moves page with it; every sub-package that defines public names has a page in
the table of contents; every name is linked to a chapter that exists, read from its module's
docstring. When the site is built (_build/html), each name has an entry with the HTML id
``attnviz.<Name>`` on its page, and that entry links its chapter.
"""

import os
import re
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))

import api_reference  # noqa: E402  (book/_ext is not a package)
from api_reference import (  # noqa: E402
    Module,
    chapter_of,
    chapter_of_name,
    chapters_named,
    defining_module,
    public_modules,
)

import attnviz  # noqa: E402

API = ROOT / "book" / "api"
SITE = ROOT / "_build" / "html"
CHAPTERS = {int(p.name[:2]): p.stem for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")}


def _toc_files() -> list[str]:
    files = []

    def walk(node):
        if isinstance(node, list):
            for child in node:
                walk(child)
        elif isinstance(node, dict):
            if "file" in node:
                files.append(node["file"])
            for key in ("parts", "chapters", "sections"):
                walk(node.get(key, []))

    walk(yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8")))
    return files


@pytest.fixture(scope="module")
def grouped() -> dict[str, list[Module]]:
    return public_modules()


def _entries(grouped):
    """(sub-package, module, public name) for every entry the reference writes."""
    return [(sub, module, name) for sub, modules in grouped.items()
            for module in modules for name in module.names]


def test_every_public_name_has_one_entry_on_its_sub_packages_page(grouped):
    entries = _entries(grouped)
    names = [name for _, _, name in entries]
    assert sorted(names) == sorted(attnviz.__all__)
    assert len(names) == len(set(names)), "a name on two pages"
    for sub, module, name in entries:
        assert module.name.startswith(f"attnviz.{sub}."), (name, module.name)
        obj = getattr(attnviz, name)
        if isinstance(getattr(obj, "__module__", None), str):
            assert module.name == obj.__module__ or not obj.__module__.startswith("attnviz"), name
        # the public object is the module's own object (not a copy or a re-definition)
        assert getattr(sys.modules[module.name], name) is obj, name


def test_data_without_a_module_is_found_where_it_is_assigned():
    assert not hasattr(attnviz.KERNELS, "__module__")  # a dict: no __module__ to read
    assert defining_module("KERNELS") == "attnviz.mechanism.kernels"
    assert defining_module("MultiHeadAttention") == attnviz.MultiHeadAttention.__module__


def test_every_sub_package_page_is_in_the_table_of_contents(grouped):
    toc = _toc_files()
    assert "book/api/index" in toc
    pages = {p.stem for p in API.glob("*.rst")}
    assert pages == set(grouped), "one page per sub-package that defines public names"
    for sub in grouped:
        assert f"book/api/{sub}" in toc, sub
        source = (API / f"{sub}.rst").read_text(encoding="utf-8")
        assert re.findall(r"^\.\. attnviz-api:: (\w+)$", source, flags=re.M) == [sub], sub
    index = (API / "index.md").read_text(encoding="utf-8")
    for sub in grouped:
        assert f"{{doc}}`{sub}`" in index, f"the reference's index page links {sub}"


def test_every_public_name_links_a_chapter_of_the_book(grouped):
    toc = _toc_files()
    for _, module, name in _entries(grouped):
        number = chapter_of_name(module, getattr(attnviz, name))
        assert number in CHAPTERS, (name, number)
        assert f"notebooks/{CHAPTERS[number]}" in toc, (name, number)
        assert number in module.named or not module.named, (name, number, module.named)


def test_chapters_are_read_from_docstrings():
    assert chapter_of("Masks (chapter 3, *Attention scoring functions*).") == 3
    assert chapter_of("Decoding (chapters 4 and 7).") == 4
    assert chapter_of("Colours for queries (every chapter uses them).") == 1
    assert chapter_of("No chapter named here.") is None
    assert chapters_named("(chapters 2 to 8); grouped heads in chapter 10") == {*range(2, 9), 10}
    assert chapters_named("(chapters 4, 5, 7 and 8)") == {4, 5, 7, 8}
    # An object's own prose picks one of its module's chapters; a mention in its Args: does not.
    scoring = next(m for m in public_modules()["mechanism"] if m.name.endswith(".scoring"))
    assert scoring.chapter == 1 and scoring.named == {1, 3}
    assert chapter_of_name(scoring, attnviz.dot_product_scores) == 1
    assert chapter_of_name(scoring, attnviz.local_attention_weights) == 3
    gpt = next(m for m in public_modules()["models"] if m.name.endswith(".gpt"))
    assert "chapter 10" in attnviz.GPTConfig.__doc__
    assert chapter_of_name(gpt, attnviz.GPTConfig) == 9


def test_the_extension_is_registered():
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))["sphinx"]
    assert config["local_extensions"]["api_reference"] == "book/_ext"
    for name in ("sphinx.ext.autodoc", "sphinx.ext.napoleon", "api_reference"):
        assert name in config["config"]["extensions"], name
    assert api_reference.setup.__module__ == "api_reference"


def test_the_built_reference_has_an_entry_and_a_chapter_link_per_name(grouped):
    """On the built site: id="attnviz.<Name>" on the sub-package's page, and in that entry a
    link to the chapter (skipped when the book has not been built here)."""
    if not (SITE / "book" / "api").is_dir():
        if os.environ.get("ATTNVIZ_REQUIRE_BUILT_SITE"):  # .ci/run, right after the build
            pytest.fail("no built API reference in _build/html, where the book was just built")
        pytest.skip("no built API reference in _build/html (build the book first)")
    from bs4 import BeautifulSoup

    pages = {}
    for sub, module, name in _entries(grouped):
        if sub not in pages:
            html = (SITE / "book" / "api" / f"{sub}.html").read_text(encoding="utf-8")
            pages[sub] = BeautifulSoup(html, "html.parser")
        page = pages[sub]
        term = page.find(id=f"attnviz.{name}")
        assert term is not None and term.name == "dt", f"no entry attnviz.{name} on {sub}.html"
        entry = term.find_parent("dl")
        number = chapter_of_name(module, getattr(attnviz, name))
        line = next((p for p in entry.find_all("p", class_="attnviz-api-chapter")
                     if p.find_parent("dl") is entry), None)
        assert line is not None, f"attnviz.{name}: no chapter line"
        assert line.get_text(" ", strip=True).startswith(f"Introduced in chapter {number},")
        link = line.find("a")
        assert link is not None and link["href"] == f"../../notebooks/{CHAPTERS[number]}.html", (
            name, link)
        assert (SITE / "notebooks" / f"{CHAPTERS[number]}.html").is_file()


def test_only_names_the_package_defines_are_shown_without_a_link():
    """A reference the book cannot link (a module's own constant, a class that is not exported)
    is shown as code; a misspelt or foreign name is not excused (it stays a build warning)."""
    from sphinx.addnodes import pending_xref

    node = pending_xref()
    for target in ("DECIMALS", "ParallelText", "attnviz.data.translation.ParallelText"):
        assert api_reference._defined_in_package(target, node), target
    for target in ("masked_sofmax", "Module", "Tensor", "torch", "attnviz.data.translation.Nope"):
        assert not api_reference._defined_in_package(target, node), target
    assert not api_reference._defined_in_package("score", node)
    node["py:class"] = "DotProductAttention"
    assert api_reference._defined_in_package("score", node)
