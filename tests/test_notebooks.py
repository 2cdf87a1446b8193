"""Notebook hygiene: one setup cell, chapter structure, honest outputs, no shadowed names.

These read the committed notebooks as JSON; executing them is nbval's job in `.ci/run`.
"""

import ast
import json
import re
import sys
from pathlib import Path

import pytest
import tomllib
import yaml

import attnviz

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
CONFIG = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
BIB_KEYS = set(re.findall(r"^@\w+\{([^,\s]+),", (ROOT / "book" / "references.bib")
                          .read_text(encoding="utf-8"), flags=re.MULTILINE))


def _load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def _source(cell):
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def _code(nb):
    return [_source(c) for c in nb["cells"] if c["cell_type"] == "code"]


def _python(source):
    """Code-cell source with IPython magics and shell escapes turned into ``pass``."""
    return "\n".join(line[: len(line) - len(line.lstrip())] + "pass"
                     if line.lstrip().startswith(("%", "!")) else line
                     for line in source.splitlines())


def _toc_files(entries):
    for entry in entries:
        if "file" in entry:
            yield entry["file"]
        for key in ("chapters", "parts", "sections"):
            yield from _toc_files(entry.get(key, []))


def test_there_are_chapters_and_each_is_in_the_table_of_contents():
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    listed = {f for f in _toc_files([toc]) if f.startswith("notebooks/")}
    assert NOTEBOOKS, "no notebooks found"
    assert listed == {f"notebooks/{p.stem}" for p in NOTEBOOKS}
    numbers = [int(p.name[:2]) for p in NOTEBOOKS]
    assert numbers == list(range(1, len(numbers) + 1)), (
        "chapters are numbered 01, 02, ... in reading order, with no gaps")
    in_toc_order = [int(f.split("/")[1][:2]) for f in _toc_files([toc])
                    if f.startswith("notebooks/")]
    assert in_toc_order == sorted(numbers), "the table of contents lists chapters in order"
    numbered = [part for part in toc["parts"] if part.get("numbered")]
    assert [[c["file"] for c in part["chapters"]] for part in numbered] == [
        [f"notebooks/{p.stem}" for p in NOTEBOOKS]], (
        "only the chapters' part is numbered, so that chapter n's figures are Figure n.1, n.2, ...")


SETUP_INSTALL = re.compile(
    r'^if "google\.colab" in sys\.modules:\n'
    r'    %pip install --quiet "attnviz(?:\[(?P<extras>[a-z,]+)\])? @ git\+(?P<url>\S+)"\n',
    flags=re.MULTILINE)


def _setup_install(path):
    """The extras and repository URL of a chapter's Colab install line."""
    match = SETUP_INSTALL.search(_code(_load(path))[0])
    assert match, f"{path.name}: the setup cell has no guarded Colab install line"
    extras = match["extras"].split(",") if match["extras"] else []
    return extras, match["url"]


# A chapter that computes in float64 on its device asks the self-test to check float64 there.
DEVICE_CALL = re.compile(r"attnviz\.device\((?:float64=True\)  # [^\n]*|\))")


def test_every_chapter_starts_with_the_same_setup_cell_but_its_extras():
    setups = {p.name: DEVICE_CALL.sub("attnviz.device()",
                                      SETUP_INSTALL.sub("<install>\n", _code(_load(p))[0]))
              for p in NOTEBOOKS}
    assert len(set(setups.values())) == 1, setups
    setup = next(iter(setups.values()))
    assert "<install>" in setup
    assert "attnviz.seed_everything(" in setup and "attnviz.device()" in setup
    # The machine lines (device, PyTorch, CPU kernels, bfloat16, threads): why a reader's last
    # digits can differ, and what the chapter chose for this machine.
    assert "print(attnviz.describe_machine(device))" in setup
    # PyTorch's threads sleep while they wait: set before anything imports torch (OpenMP reads
    # it once, when PyTorch loads it), and one core is left to the rest of the machine.
    wait = 'os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")'
    assert wait in setup
    assert setup.index(wait) < min(setup.index("<install>"), setup.index("import torch"),
                                   setup.index("import matplotlib"), setup.index("import attnviz"))
    assert setup.index("attnviz.device()") < setup.index("attnviz.set_cpu_threads()")
    # Sharp, compact figures: set after pyplot is imported (see attnviz.sharp_figures).
    assert setup.index("import matplotlib.pyplot") < setup.index("attnviz.sharp_figures()")


FLOAT64 = re.compile(r"float64|\.double\(\)")
ON_DEVICE = re.compile(r"device=device|\.to\(device\)")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_a_chapter_that_computes_in_float64_on_its_device_has_it_checked(path):
    """Apple's MPS has no float64: a chapter with a cell that puts tensors or models on its
    device and computes in float64 (``.double()`` of a model on the device counts) chooses the
    device with attnviz.device(float64=True), whose self-test then checks float64 there too (a
    GPU without it is not chosen); a chapter with no such cell asks for nothing more."""
    sources = _code(_load(path))
    cells = [number for number, source in enumerate(sources[1:], 2)
             if FLOAT64.search(source) and ON_DEVICE.search(source)]
    asks = "attnviz.device(float64=True)" in sources[0]
    assert asks == bool(cells), (
        f"{path.name}: " + (f"code cell {cells[0]} computes in float64 on the device, but the "
                            "setup cell calls attnviz.device() without float64=True" if cells
                            else "asks for float64 on its device but no cell computes in it"))


def test_colab_install_uses_the_repository_url_of_the_book():
    url = CONFIG["repository"]["url"].rstrip("/")
    for path in NOTEBOOKS:
        assert _setup_install(path)[1] == url, f"{path.name}: _config.yml says {url}"


def _imported_top_level_modules(path):
    modules = set()
    for source in _code(_load(path)):
        for node in ast.walk(ast.parse(_python(source))):
            if isinstance(node, ast.Import):
                modules |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                modules.add(node.module.split(".")[0])
    return modules


def _requirement_names(requirements):
    return {re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0].lower().replace("_", "-")
            for r in requirements}


# Modules a Jupyter kernel always has (Colab's included), whatever the package asks for.
KERNEL_MODULES = {"IPython", "ipykernel"}
# Where an import name differs from the distribution that provides it.
DISTRIBUTION_OF = {"sklearn": "scikit-learn", "attnviz": "attnviz"}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_setup_cell_installs_every_package_the_chapter_imports(path):
    """A chapter that runs where only attnviz's core is installed: the extras bring the rest."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    optional = project["optional-dependencies"]
    extras, _ = _setup_install(path)
    assert set(extras) <= set(optional), f"unknown extras {set(extras) - set(optional)}"
    installed = _requirement_names(project["dependencies"]) | {"attnviz"}
    for extra in extras:
        installed |= _requirement_names(optional[extra])
    modules = _imported_top_level_modules(path) - set(sys.stdlib_module_names) - KERNEL_MODULES
    needed = {DISTRIBUTION_OF.get(m, m.lower()) for m in modules}
    assert needed <= installed, (
        f"{path.name} imports {sorted(needed - installed)}, which its setup cell does not install "
        f"(it asks for attnviz[{','.join(extras)}])")
    unused = {e for e in extras if not _requirement_names(optional[e]) & needed}
    assert not unused, f"{path.name} installs extras it never uses: {unused}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_chapter_structure(path):
    nb = _load(path)
    markdown = [_source(c) for c in nb["cells"] if c["cell_type"] == "markdown"]
    number = int(path.name[:2])
    assert re.match(r"# [A-Z]", markdown[0]), (
        "first cell is the chapter title, unnumbered: the table of contents numbers chapters")
    assert "Learning objectives" in markdown[0]
    assert any(re.search(r"^## Summary", m, flags=re.MULTILINE) for m in markdown)
    text = "\n".join(markdown)
    exercises = re.findall(r"```+\{exercise\}[^\n]*\n:label: (\S+)", text)
    solutions = re.findall(r"```+\{solution-start\} (\S+)\n:class: dropdown", text)
    assert len(exercises) >= 3, "at least three exercises"
    assert sorted(exercises) == sorted(solutions), "each exercise has one hidden solution"
    assert text.count("{solution-end}") == len(solutions)
    assert all(label.startswith(f"ch{number}-") for label in exercises)
    cited = {key for group in re.findall(r"\{cite[pt]?\}`([^`]+)`", text)
             for key in group.split(",")}
    assert cited, "cites its sources"
    assert cited <= BIB_KEYS, f"unknown citation keys: {cited - BIB_KEYS}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_solution_runs_code(path):
    inside, saw_code, solutions_with_code = False, False, 0
    for cell in _load(path)["cells"]:
        source = _source(cell)
        if cell["cell_type"] == "markdown" and "{solution-start}" in source:
            inside, saw_code = True, False
        elif cell["cell_type"] == "markdown" and "{solution-end}" in source:
            solutions_with_code += saw_code
            inside = False
        elif inside and cell["cell_type"] == "code":
            saw_code = True
    assert solutions_with_code >= 3, "solutions are executed code, checked by CI"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_outputs_are_committed_clean_and_guarded(path):
    nb = _load(path)
    code_cells = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert any(c["outputs"] for c in code_cells), "outputs are committed"
    for cell in code_cells:
        source = _source(cell)
        assert cell["execution_count"] is None, "execution counts are stripped"
        assert "execution" not in cell.get("metadata", {}), "timing metadata is stripped"
        assert all(o["output_type"] != "error" for o in cell["outputs"]), source[:60]
        if source.startswith("# NBVAL_IGNORE_OUTPUT"):
            assert "assert" in source, f"an uncompared cell must assert instead: {source[:80]}"
        for output in cell["outputs"]:
            text = "".join(output.get("text", "")) + "".join(
                output.get("data", {}).get("text/plain", ""))
            assert not re.search(r" at 0x[0-9a-f]+>", text), f"memory address in {source[:60]}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_no_notebook_redefines_a_public_attnviz_name(path):
    """Only a build-it-yourself exercise may: its stub names the function the learner writes."""
    public = set(attnviz.__all__)
    nb = _load(path)
    defined, exercises = set(), set()
    cells = _code(nb)
    for cell in nb["cells"]:
        if cell["cell_type"] != "code":
            continue
        tree = ast.parse(_python(_source(cell)))
        if "exercise-stub" in cell.get("metadata", {}).get("tags", []):
            exercises |= {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.ClassDef):
                defined.add(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                defined.add(node.id)
    shadowed = defined & public - {"device"} - exercises  # setup: `device = attnviz.device()`
    assert not shadowed, f"redefines {shadowed}; name a step-by-step version *_sketch"
    checks = [_source(c) for c in nb["cells"]
              if "exercise-check" in c.get("metadata", {}).get("tags", [])]
    for name in exercises:
        assert any(f"({name})" in source for source in checks), (
            f"the exercise stub {name} is never passed to its checker")
    sketches = {name for name in defined if name.endswith("_sketch")}
    for name in sketches:
        assert any(name in source and "assert_close" in source for source in cells), (
            f"{name} is never checked against attnviz with torch.testing.assert_close")


@pytest.mark.parametrize("prefix", ["04", "07", "08", "09"])
def test_trained_models_chapters_show_a_kernel_free_attention_view(prefix):
    (path,) = [p for p in NOTEBOOKS if p.name.startswith(prefix + "_")]
    views = ["".join(output["data"]["text/html"])
             for cell in _load(path)["cells"] if cell["cell_type"] == "code"
             for output in cell["outputs"] if "text/html" in output.get("data", {})
             and 'class="attnviz-view' in "".join(output["data"]["text/html"])]
    assert any("attnviz-attention-view" in html for html in views), (
        f"{path.name} has no executed attnviz.AttentionView")
    for html in views:
        assert 'data-attnviz-view="static"' in html and 'class="attnviz-data"' in html


def test_every_explorer_is_a_view_and_each_page_embeds_at_most_2_mb_of_them():
    """Explorers are live on the website because their output is a view (text/html), not an
    ipywidget; a chapter's views together stay within 2 MB of page."""
    for path in NOTEBOOKS:
        total = 0
        for cell in _load(path)["cells"]:
            if cell["cell_type"] != "code":
                continue
            outputs = cell["outputs"]
            html = "".join("".join(o["data"].get("text/html", "")) for o in outputs
                           if "data" in o)
            if "attnviz.visuals.explorers." in "".join(cell["source"]):
                assert 'class="attnviz-view' in html, f"{path.name}: an explorer is no view"
                assert not any("application/vnd.jupyter.widget-view+json" in o.get("data", {})
                               for o in outputs), f"{path.name}: an explorer is an ipywidget"
            if 'class="attnviz-view' in html:
                total += len(html.encode("utf-8"))
        assert total <= 2_000_000, f"{path.name} embeds {total / 1e6:.2f} MB of views"


def test_each_letter_keeps_the_meaning_the_notation_page_gives_it():
    """L counts Transformer blocks, N counts a ViT's patches (only chapter 8 has patches)."""
    notation = (ROOT / "book" / "notation.md").read_text(encoding="utf-8")
    defined = set(re.findall(r"^\| \$([^$]+)\$ \|", notation, flags=re.MULTILINE))
    assert {"L", "N", "P"} <= defined and "m" not in defined, defined
    letter_n = re.compile(r"(?<![\\{A-Za-z])N(?![A-Za-z])")
    for path in NOTEBOOKS:
        markdown = "\n".join(_source(c) for c in _load(path)["cells"]
                             if c["cell_type"] == "markdown")
        maths = [a or b for a, b in re.findall(r"\$\$(.+?)\$\$|\$([^$\n]+)\$", markdown,
                                                flags=re.DOTALL)]
        uses_n = [m for m in maths if letter_n.search(m)]
        if path.name.startswith("08_"):
            assert uses_n, "chapter 8 writes the number of patches as N"
        else:
            assert not uses_n, f"{path.name} uses N in {uses_n[:3]}: N is the number of patches"


# An assertion that compares floating-point results exactly: torch.equal on tensors, "== 0" or
# "== 1" on a whole tensor, or a float literal on either side of "==".
_EXACT_FLOAT = re.compile(r"torch\.equal\(|==\s*[01]\)\.all\(\)|==\s*-?\d+\.\d*\b|\b\d+\.\d*\s*==")
# torch.equal of integers or booleans (indices, masks, token ids) is exact by nature.
_INTEGER_HINTS = ("argmax", "argmin", "isnan", ".bool()", "causal", "first, second")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_exact_float_comparisons_say_why_they_are_exact(path):
    """Bitwise equality of float results holds on every machine only by construction: such an
    assertion carries a ``# exact: ...`` comment, on its line or the line above, saying why."""
    unexplained = []
    for source in _code(_load(path)):
        lines = source.splitlines()
        for i, line in enumerate(lines):
            if not re.match(r"\s*assert\b", line) or not _EXACT_FLOAT.search(line):
                continue
            if any(hint in line for hint in _INTEGER_HINTS) or "# exact: " in line:
                continue
            if i == 0 or not re.match(r"\s*# exact: \S", lines[i - 1]) and "# exact:" not in (
                    lines[i - 2] if i > 1 else ""):
                unexplained.append(line.strip())
    assert not unexplained, unexplained
