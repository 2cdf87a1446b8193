"""The rendering contract of the interactive views: front-end files, fragments, saving."""

import ast
import html
import json
import math
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import attnviz
from attnviz.visuals import palette, views

ROOT = Path(__file__).resolve().parents[1]
STATIC = ROOT / "attnviz" / "visuals" / "static"
# Scripts that views share (the runtime every view gets, the charts a view asks for with
# requires=("charts",), the function of the version that wraps a view's scripts, the small
# view every live model's page holds, the layers and the file template the live models load):
# not kinds of view, so they register no renderer of their own.
LIBRARIES = {"runtime": "runtimes[attnvizVersion] = {", "charts": "views.charts = {",
             "wrapper": "(function (attnvizVersion) {", "live": "views.live = views.live || {",
             "live-engine": "views.liveEngine = {", "live-file": "[\"NAME\"] = {}; // RECORD\n"}
KINDS = sorted(path.stem for path in STATIC.glob("*.js") if path.stem not in LIBRARIES)

# What JavaScript or CSS looks like inside a Python string.
FRONT_END = [
    (re.compile(r"\bfunction\s*[\w$]*\s*\([^()]*\)\s*\{"), "a JavaScript function"),
    (re.compile(r"addEventListener|querySelector|document\.\w+\(|window\.\w+"), "DOM code"),
    (re.compile(r"\bvar\s+\w+\s*="), "a JavaScript variable"),
    (re.compile(r"\b[a-z-]+\s*:\s*[^;{}\n\"]+;\s*[a-z-]+\s*:"), "CSS declarations"),
    (re.compile(r"[.#]?[\w-]+\s*\{[^{}]*:[^{}]*\}"), "a CSS rule"),
]


def test_every_view_kind_has_its_script_and_styles_and_registers_itself():
    assert KINDS, "no view in attnviz/static"
    for kind in KINDS:
        assert (STATIC / f"{kind}.css").is_file(), kind
        code = (STATIC / f"{kind}.js").read_text(encoding="utf-8")
        # the runtime of the script's own version, then the renderer registered with it (a
        # live model's view registers with live.js, which draws its host until it is loaded)
        assert code.count("var views = window.attnvizRuntimes[attnvizVersion];") == 1, kind
        if kind.startswith("live-"):
            assert re.search(rf'\n  views\.liveModels\["{kind}"\] = setUp;\n}}\)\(\);\n$',
                             code), kind
            assert f'"{kind}"' in (STATIC / "live.js").read_text(encoding="utf-8"), kind
        else:
            assert re.search(rf'\n  views\.register\("{kind}", render\);\n}}\)\(\);\n$',
                             code), kind
        assert "attnvizViews" not in code and "attnvizCharts" not in code, kind
    for library, defines in LIBRARIES.items():
        code = (STATIC / f"{library}.js").read_text(encoding="utf-8")
        assert defines in code, library
    assert "register(" not in (STATIC / "charts.js").read_text(encoding="utf-8")
    assert {path.name for path in STATIC.iterdir()} == {
        "runtime.js", "views.css", "charts.js", "charts.css", "wrapper.js", "live.js",
        "live.css", "live-engine.js", "live-file.js",
        *(f"{kind}.{ext}" for kind in KINDS for ext in ("js", "css"))}


def test_front_end_files_are_package_data_and_safe_to_inline():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    (patterns,) = re.findall(r"(?m)^attnviz = \[(.*)\]$", pyproject)
    assert '"visuals/static/*.js"' in patterns and '"visuals/static/*.css"' in patterns
    for path in STATIC.iterdir():
        text = views.static_text(path.name)
        assert text == path.read_text(encoding="utf-8")
        assert "</" not in text and "<!--" not in text, path.name  # could end its element
        assert text.isascii() or path.suffix == ".js", path.name


def test_every_view_carries_the_palette_colours_and_no_style_spells_them_out():
    fragment = views.view_html("attention", {}, label="x")
    (colors,) = re.findall(r'data-attnviz-colors="([^"]*)"', fragment)
    carried = json.loads(html.unescape(colors))
    assert carried == {role: ", ".join(map(str, palette.to_rgb(colour)))
                       for role, colour in palette.ROLE_COLORS.items()}
    assert {"query", "key"} <= set(carried)
    for path in STATIC.iterdir():  # the styles and scripts read the variables, never numbers
        text = path.read_text(encoding="utf-8")
        for rgb in carried.values():
            assert rgb not in text and rgb.replace(" ", "") not in text, (path.name, rgb)


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node for a syntax check")
@pytest.mark.parametrize("name", sorted(path.name for path in STATIC.glob("*.js")))
def test_every_script_is_valid_javascript(name):
    result = subprocess.run(["node", "--check", str(STATIC / name)], capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stderr


def _strings(path: Path) -> list[tuple[int, str]]:
    """The string constants of a Python file, docstrings left out (they are prose)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef |
                                ast.AsyncFunctionDef)
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings]


def test_no_javascript_or_css_lives_in_python_strings():
    found = []
    for path in sorted((ROOT / "attnviz").rglob("*.py")):
        for line, text in _strings(path):
            for pattern, what in FRONT_END:
                if pattern.search(text):
                    found.append(f"{path.relative_to(ROOT)}:{line}: {what}: {text[:60]!r}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize(("text", "what"), [
    ("(function () { return 1; })()", "a JavaScript function"),
    ("el.addEventListener('click', f)", "DOM code"),
    ("var D = 3;", "a JavaScript variable"),
    ("max-width: 100%; height: auto", "CSS declarations"),
    (".attnviz-bar{display:flex}", "a CSS rule"),
])
def test_the_front_end_patterns_catch_what_they_look_for(text, what):
    assert [w for pattern, w in FRONT_END if pattern.search(text)][:1] == [what]


# A form in a view, or its submission: what hosts block. An output frame sandboxed without
# allow-forms (Colab's kind) refuses every submission, and JupyterLab cancels the line break
# that Enter asks for in a cell, which stops the form's implicit submission too. Views act on
# clicks of plain buttons and on keydown handlers instead (live-translator.js says how).
FORM = re.compile(r"""["'](form|submit)["']|\.submit\(|\.requestSubmit\(|\bonsubmit\b""")


def test_no_view_depends_on_a_forms_submission():
    found = [f"{path.name}:{number}: {line.strip()}" for path in sorted(STATIC.glob("*.js"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if FORM.search(line)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("line", ['var form = element("form", "attnviz-live-form");',
                                  'go.type = "submit";', "form.addEventListener('submit', go);",
                                  "form.requestSubmit();", "form.onsubmit = go;"])
def test_the_form_pattern_catches_what_it_looks_for(line):
    assert FORM.search(line)


def test_view_html_checks_kind_and_data():
    with pytest.raises(ValueError, match=r"kind must be lower-case letters, digits and '-', "
                                         r"got 'Attention'"):
        views.view_html("Attention", {}, label="x")
    with pytest.raises(FileNotFoundError):
        views.view_html("no-such-view", {}, label="x")
    with pytest.raises(ValueError, match="Out of range float values are not JSON compliant"):
        views.view_html("attention", {"x": math.nan}, label="x")


def test_json_for_script_escapes_what_could_end_a_script():
    text = views.json_for_script({"a": "</script><!-- & it's \u2028 é"})
    assert text.isascii()
    for bad in ("<", ">", "&", "'", "\u2028"):
        assert bad not in text
    assert attnviz.visuals.views.json_for_script([1.5, None]) == "[1.5,null]"


def test_requires_are_checked_and_come_first():
    with pytest.raises(ValueError, match=r"requires\[1\] must be lower-case letters, digits "
                                         r"and '-', got 'X'"):
        views.view_html("attention", {}, label="x", requires=("attention", "X"))
    fragment = views.view_html("attention", {"a": 1}, label="x", requires=("attention",))
    code = fragment.rsplit("<script>", 1)[1].removesuffix("</div></div>")
    runtime, attention = views.static_text("runtime.js"), views.static_text("attention.js")
    head, tail = views.static_text("wrapper.js").split("  // SCRIPTS\n")
    version = views.front_end_version()
    assert code == (f"{head}{runtime}\n{attention}\n{attention}\n"
                    f'{tail.replace("VERSION", version)}</script>')
    assert tail == '})("VERSION");\n'


def test_views_carry_the_version_of_the_front_end_which_follows_every_script(monkeypatch):
    version = views.front_end_version()
    assert re.fullmatch(r"[0-9a-f]{12}", version)
    fragment = views.view_html("scoring", {}, label="x", requires=("charts",))
    (on_host,) = re.findall(r'data-attnviz-version="([^"]*)"', fragment.split(">", 1)[0])
    assert on_host == version
    assert fragment.endswith(f'}})("{version}");\n</script></div></div>')  # the scripts' version
    assert fragment == views.view_html("scoring", {}, label="x", requires=("charts",))
    # any change to any script, a renderer's too, gives another version
    real = views.static_text
    for name in ("runtime.js", "charts.js", "attention.js"):
        views.front_end_version.cache_clear()
        monkeypatch.setattr(views, "static_text",
                            lambda n, name=name: real(n) + ("\n" if n == name else ""))
        assert views.front_end_version() != version, name
    monkeypatch.setattr(views, "static_text", real)
    views.front_end_version.cache_clear()
    assert views.front_end_version() == version


def test_every_host_keeps_jupyters_shortcuts_out_and_says_how_to_see_it():
    for kind in KINDS:
        fragment = views.view_html(kind, {}, label="x", fallback="<p>own text</p>")
        host = fragment[:fragment.index(">") + 1]
        assert ' data-lm-suppress-shortcuts="true" ' in host, kind
        assert (f'<p>own text</p>{views.SCRIPT_NOTE}<div class="{views.CODE_CLASSES}" hidden>'
                '<template') in fragment, kind
    note = html.unescape(re.sub("<[^>]+>", "", views.SCRIPT_NOTE))
    assert note.count(".") == 1 and note.endswith(".")  # one sentence
    for what in ("run this cell", "trust the notebook", "Trust Notebook", "File menu",
                 "command palette", "jupyter trust", "without scripts"):
        assert what in note, what


def test_a_view_checks_itself_when_made_and_displays_and_saves(tmp_path):
    view = attnviz.View("attention", {"title": None}, label="a view")
    assert view._repr_html_() == view.to_html() == views.view_html(
        "attention", {"title": None}, label="a view")
    assert repr(view) == "View(kind='attention', label='a view')"
    text = view.save(tmp_path / "a.html").read_text(encoding="utf-8")
    assert view.to_html() in text and "<title>a view</title>" in text
    with pytest.raises(ValueError, match="label must be a non-empty str, got ''"):
        attnviz.View("attention", {}, label="")
    with pytest.raises(ValueError, match="Out of range float"):
        attnviz.View("attention", {"x": math.inf}, label="x")
    with pytest.raises(ValueError, match="kind must be"):
        attnviz.View("../x", {}, label="x")


def test_a_sanitized_export_of_any_view_keeps_only_its_text_in_sight():
    """nbconvert --sanitize-html (its clean_html) keeps div, strong, code and class attributes
    and writes every other tag out as text: all of that text lands inside the code's element,
    whose classes nbconvert's templates hide; outside it, only the fallback's words."""
    from html.parser import HTMLParser

    clean_html = pytest.importorskip("nbconvert.filters.strings").clean_html

    class Visible(HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.stack, self.text, self.hidden_classes = [], [], []

        def handle_starttag(self, tag, attrs):
            classes = (dict(attrs).get("class") or "").split()
            if "attnviz-code" in classes:
                self.hidden_classes.append(classes)
            self.stack.append("attnviz-code" in classes or bool(self.stack and self.stack[-1]))

        def handle_endtag(self, tag):
            self.stack.pop()

        def handle_data(self, data):
            if not (self.stack and self.stack[-1]):
                self.text.append(data)

    for kind in KINDS:
        fragment = views.view_html(kind, {"a": "<b>&</b>"}, label="x",
                                   fallback='<div class="attnviz-fallback">own text</div>')
        parser = Visible()
        parser.feed(clean_html(fragment))
        shown = " ".join("".join(parser.text).split())
        note = " ".join(html.unescape(re.sub("<[^>]+>", "", views.SCRIPT_NOTE)).split())
        assert shown == f"own text{note}", (kind, shown[:200])
        assert parser.hidden_classes == [views.CODE_CLASSES.split()], kind


def test_every_view_saved_in_the_chapters_is_drawn_by_todays_front_end():
    """The views in the committed notebooks are what `python -m tools.refresh_views` (or a
    fresh run) writes today from their own data: no chapter shows a view with old scripts."""
    from tools import refresh_views

    stale = []
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
            for output in cell.get("outputs", []):
                text = "".join(output.get("data", {}).get("text/html", ()))
                if 'class="attnviz-view ' in text and refresh_views.redraw(text) != text:
                    stale.append(f"{notebook.name}: {text[:90]}")
    assert not stale, ("views drawn by older scripts (python -m tools.refresh_views, or "
                       f"re-execute the chapter): {stale}")
