"""The views in real Jupyter front ends: JupyterLab 4 and Notebook 7, driven in headless Chromium.

One Jupyter server is started for the module (JupyterLab's, which serves Notebook 7 too when
the `notebook` package is installed) on 127.0.0.1, on a free port, with a token, in a temporary
root folder and with its own configuration, data, runtime and settings folders. The test writes
a small notebook there whose code cells build two views exactly as the chapters do: the scoring
explorer of chapter 3 (a select and two sliders) and the head explorer of chapter 5 (an
attention view: selects and its own arrow-key navigation between queries). Each test opens its
own copy of the notebook in a front end and runs its cells on the python3 kernel of this
environment (with this checkout's attnviz first on PYTHONPATH).

Then, like a reader: each control of each view is focused and "d", "d", "b", "a", ArrowDown,
ArrowUp, ArrowRight and ArrowLeft are typed, and some are clicked. The view must do what it
means (the select and the sliders move, the view follows them, the attention view's focus moves
between queries), and the notebook must not: after every key the same cells in the same order,
and the active cell still the one that holds the view. Jupyter reads those keys as commands
("d d" deletes the cell, "b" inserts one, the arrows move between cells) unless they come from
inside an element with data-lm-suppress-shortcuts, which every view's host carries; a control
test removes that attribute and shows the same keys then delete and insert cells, so the first
test does catch its absence. The views must follow Jupyter's light and dark theme too, and a
notebook whose saved outputs are not trusted must show each view's text and the sentence on how
to see it live. Screenshots of each (light, dark, untrusted) are saved under jupyter/ in the
browser check's output folder. Last, a whole chapter (3, its committed notebook with the outputs
cleared) is opened in JupyterLab and run from top to bottom, and the same keys are typed into
its scoring explorer: the chapter keeps every one of its cells.

Collected only under `bash .ci/browser-check` (ATTNVIZ_BROWSER_CHECK=1); Notebook 7 is tested
where the `notebook` package (7.x, pinned in requirements.txt) is installed.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
import torch

pytest.importorskip("playwright")
pytest.importorskip("jupyterlab")
nbformat = pytest.importorskip("nbformat")
from locations import OUT_DIR, ROOT  # noqa: E402  (after the skips)
from sitecheck import CHROMIUM  # noqa: E402

from attnviz.visuals.views import SCRIPT_NOTE, front_end_version  # noqa: E402

if not os.access(CHROMIUM, os.X_OK):
    pytest.skip(f"no Chromium at {CHROMIUM}", allow_module_level=True)


def _has_notebook_7() -> bool:
    try:
        from notebook import __version__
    except ImportError:
        return False
    return int(__version__.split(".")[0]) >= 7


# Where each front end opens a notebook of the server's root folder; JupyterLab in a fresh
# workspace (?reset), without the documents an earlier test left open.
FRONT_ENDS = {"lab": "lab/tree/{name}?reset", "notebook": "notebooks/{name}"}
FRONT_END_PARAMS = [
    "lab",
    pytest.param("notebook", marks=pytest.mark.skipif(
        not _has_notebook_7(), reason="Notebook 7 (the notebook package) is not installed")),
]
# The notebook: the views built as chapters 3 and 5 build them, between two Markdown cells.
CELLS = [
    ("markdown", "# Views in a notebook"),
    ("code", "import attnviz.visuals.explorers\n\nattnviz.visuals.explorers.scoring_explorer()"),
    ("code", "import torch\n\n"
             'tokens = ["the", "cat", "sat", "on", "it"]\n'
             "scores = torch.randn(2, 5, 5, generator=torch.Generator().manual_seed(0))\n"
             "weights = torch.softmax(scores, dim=-1)  # (H, T, T)\n"
             "attnviz.visuals.explorers.head_explorer(weights, xticklabels=tokens,\n"
             "                                        yticklabels=tokens)"),
    ("markdown", "The end."),
]
SCORING_CELL, ATTENTION_CELL = 1, 2  # the cells that hold the views
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
KEYS = ["d", "d", "b", "a", "ArrowDown", "ArrowUp", "ArrowRight", "ArrowLeft"]
# The most a server, a front end or a kernel may take to start, or a small notebook to run: a
# ceiling for a machine that CI's other lanes keep busy (a kernel importing PyTorch there has
# taken over 60 s), not a measure of speed; a healthy start takes a few seconds.
START_S = 180
# The most one step of a front end (a theme switch, an output shown) may take, in
# milliseconds: generous, for a machine busy with other work.
UI_MS = 60_000

# The notebook open in the front end: ready once its kernel is connected and idle.
NOTEBOOK_READY_JS = """() => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const session = panel && panel.sessionContext && panel.sessionContext.session;
  const kernel = session && session.kernel;
  return Boolean(panel && panel.context && panel.context.isReady && kernel &&
    kernel.connectionStatus === "connected" && kernel.status === "idle");
}"""
# Every code cell has run and the kernel is idle again.
RAN_JS = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const cells = panel.content.model.sharedModel.cells;
  return panel.sessionContext.session.kernel.status === "idle" &&
    cells.every((cell) => cell.cell_type !== "code" || cell.execution_count !== null);
}"""
# Its cells (their ids, in order) and the index of the active one.
CELLS_JS = """() => {
  const notebook = window.jupyterapp.shell.currentWidget.content;
  return {ids: notebook.model.sharedModel.cells.map((cell) => cell.id),
          active: notebook.activeCellIndex};
}"""
# The index, in its shadow root, of the query that has the focus (null for none).
FOCUSED_QUERY_JS = """(host) => {
  const focused = host.shadowRoot.activeElement;
  return focused && focused.classList.contains("attnviz-query") ? focused.dataset.index : null;
}"""
# The relative luminance of a view's text colour (0 black, 1 white).
TEXT_LUMINANCE_JS = """(host) => {
  const rgb = getComputedStyle(host.shadowRoot.querySelector(".attnviz-root")).color
    .match(/[\\d.]+/g).slice(0, 3).map(Number);
  return (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
}"""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _write_notebook(path: Path) -> None:
    notebook = nbformat.v4.new_notebook(metadata={"kernelspec": KERNELSPEC})
    notebook.cells = [nbformat.v4.new_markdown_cell(source) if kind == "markdown" else
                      nbformat.v4.new_code_cell(source) for kind, source in CELLS]
    nbformat.write(notebook, path)


def _write_untrusted_notebook(path: Path) -> None:
    """The notebook with the views' outputs saved, as if run elsewhere: not signed here, so
    Jupyter shows them sanitized, without their scripts."""
    import attnviz.visuals.explorers

    tokens = ["the", "cat", "sat", "on", "it"]
    weights = torch.softmax(torch.randn(2, 5, 5, generator=torch.Generator().manual_seed(0)),
                            dim=-1)
    views = [attnviz.visuals.explorers.scoring_explorer(),
             attnviz.visuals.explorers.head_explorer(weights, xticklabels=tokens,
                                                     yticklabels=tokens)]
    notebook = nbformat.v4.new_notebook(metadata={"kernelspec": KERNELSPEC})
    notebook.cells = [nbformat.v4.new_code_cell("view", execution_count=i + 1, outputs=[
        nbformat.v4.new_output("execute_result", execution_count=i + 1,
                               data={"text/html": view.to_html(), "text/plain": repr(view)})])
        for i, view in enumerate(views)]
    nbformat.write(notebook, path)


class JupyterServer:
    """A Jupyter server of this environment, started for the tests and always stopped."""

    def __init__(self, home: Path):
        self.root = home / "root"
        self.root.mkdir()
        _write_notebook(self.root / "views.ipynb")
        _write_untrusted_notebook(self.root / "untrusted.ipynb")
        # no "Would you like to get notified about Jupyter news?" over the screenshots
        notification = home / "settings" / "@jupyterlab" / "apputils-extension"
        notification.mkdir(parents=True)
        (notification / "notification.jupyterlab-settings").write_text('{"fetchNews": "false"}')
        self.token = secrets.token_hex(16)
        port = _free_port()
        self.url = f"http://127.0.0.1:{port}"
        self.env = env = dict(os.environ,
                   PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
                                                            os.environ.get("PYTHONPATH")])),
                   JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_DATA_DIR=str(home / "data"),
                   JUPYTER_RUNTIME_DIR=str(home / "runtime"), IPYTHONDIR=str(home / "ipython"),
                   JUPYTERLAB_SETTINGS_DIR=str(home / "settings"),
                   JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"))
        self.log = home / "server.log"
        with self.log.open("w") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
                 "--ip=127.0.0.1", f"--port={port}",
                 f"--IdentityProvider.token={self.token}", f"--ServerApp.root_dir={self.root}",
                 "--LabApp.news_url=None", "--LabApp.expose_app_in_browser=True",
                 "--JupyterNotebookApp.expose_app_in_browser=True"],
                cwd=self.root, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            self._wait_until_up()
        except BaseException:
            self.stop()
            raise

    def _wait_until_up(self) -> None:
        deadline = time.monotonic() + START_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the Jupyter server stopped:\n{self.log_tail()}")
            try:
                with urllib.request.urlopen(f"{self.url}/api/status?token={self.token}",
                                            timeout=2) as response:
                    json.load(response)
                return
            except OSError:
                time.sleep(0.2)
        raise TimeoutError(f"the Jupyter server did not start in {START_S} s:\n"
                           f"{self.log_tail()}")

    def trust(self, path: Path) -> None:
        """Sign a notebook with this server's key, as `jupyter trust` does for a reader."""
        subprocess.run([sys.executable, "-m", "jupyter", "trust", str(path)], env=self.env,
                       check=True, capture_output=True, timeout=60)

    def log_tail(self) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-30:])

    def notebook_copy(self, name: str) -> str:
        """A fresh copy of the notebook, for one test (autosave may write to it)."""
        shutil.copy(self.root / "views.ipynb", self.root / f"{name}.ipynb")
        return f"{name}.ipynb"

    def shut_kernels_down(self) -> None:
        """Shut down the kernels the tests started, so that they do not pile up."""
        for kernel in self._api("GET", "kernels"):
            self._api("DELETE", f"kernels/{kernel['id']}")

    def _api(self, method: str, path: str):
        request = urllib.request.Request(f"{self.url}/api/{path}", method=method,
                                         headers={"Authorization": f"token {self.token}"})
        with urllib.request.urlopen(request, timeout=60) as response:
            body = response.read()
        return json.loads(body) if body else None

    def stop(self) -> None:
        """Stop the server, which shuts its kernels down first (on SIGTERM, as on Ctrl-C)."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=10)


@pytest.fixture(scope="module")
def jupyter(tmp_path_factory):
    server = JupyterServer(tmp_path_factory.mktemp("jupyter"))
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def page(browser, jupyter):
    context = browser.new_context(viewport={"width": 1200, "height": 1000}, color_scheme="light")
    page = context.new_page()
    problems = []
    page.on("console", lambda message: message.type == "error" and "attnviz" in message.text
            and problems.append(message.text))
    local = ("http://127.0.0.1:", "ws://127.0.0.1:", "data:", "blob:")
    page.route("**/*", lambda route: route.continue_() if route.request.url.startswith(local)
               else route.abort())
    yield page
    context.close()
    jupyter.shut_kernels_down()
    assert problems == [], problems


def _goto(page, jupyter, front_end: str, name: str) -> None:
    """Open the notebook ``name`` in a front end and wait for its kernel."""
    url = f"{jupyter.url}/{FRONT_ENDS[front_end].format(name=name)}"
    page.goto(f"{url}{'&' if '?' in url else '?'}token={jupyter.token}")
    page.wait_for_function(NOTEBOOK_READY_JS, timeout=START_S * 1000)


def _open(page, jupyter, front_end: str, name: str):
    """Open a copy of the notebook in a front end, run it, and wait for its two views."""
    _goto(page, jupyter, front_end, jupyter.notebook_copy(name))
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    ready = page.locator('.attnviz-view[data-attnviz-view="ready"]')
    try:
        page.wait_for_function(
            "() => document.querySelectorAll('.attnviz-view[data-attnviz-view=ready]')"
            ".length === 2", timeout=START_S * 1000)
    except Exception:
        states = page.locator(".attnviz-view").evaluate_all(
            "(hosts) => hosts.map((h) => h.getAttribute('data-attnviz-view'))")
        pytest.fail(f"the views did not get ready in {front_end}: {states}\n"
                    f"{jupyter.log_tail()}")
    page.wait_for_function(RAN_JS, timeout=START_S * 1000)
    # the kernel's attnviz is this checkout's: its views carry this checkout's scripts
    versions = ready.evaluate_all("(hosts) => hosts.map((h) => h.dataset.attnvizVersion)")
    assert versions == [front_end_version()] * 2, versions
    return ready


class Notebook:
    """What a test checks of the open notebook: its cells never change under a view's keys."""

    def __init__(self, page, num_cells: int = len(CELLS)):
        self.page = page
        self.ids = page.evaluate(CELLS_JS)["ids"]
        assert len(self.ids) == num_cells

    def check(self, active: int, after: str) -> None:
        now = self.page.evaluate(CELLS_JS)
        assert now["ids"] == self.ids, f"the notebook's cells changed after {after}"
        assert now["active"] == active, (f"the active cell moved from {active} to "
                                         f"{now['active']} after {after}")


def _type(page, notebook: Notebook, control, cell: int, what: str, check) -> None:
    """Focus ``control``, then type each of KEYS; after each, ``check(key)`` the view and the
    notebook (the active cell stays ``cell``, the one that holds the view)."""
    control.focus()
    notebook.check(cell, f"focusing {what}")
    for key in KEYS:
        page.keyboard.press(key)
        notebook.check(cell, f"{key} on {what}")
        check(key)


def _check_select(page, notebook, host, selector, cell, attribute, label_of):
    """Type KEYS on a select: ArrowDown and ArrowUp move it by one option, the others may pick
    one (the letters search the options); the view follows it every time."""
    control = host.locator(selector)
    options = control.locator("option").evaluate_all("(all) => all.map((o) => o.value)")
    seen = [control.input_value()]

    def check(key):
        value = control.input_value()
        before = options.index(seen[-1])
        if key == "ArrowDown":
            assert value == options[min(before + 1, len(options) - 1)], (selector, key)
        elif key == "ArrowUp":
            assert value == options[max(before - 1, 0)], (selector, key)
        assert host.get_attribute(attribute) == value, (selector, key, attribute)
        assert label_of(value), (selector, key, value)
        seen.append(value)

    _type(page, notebook, control, cell, selector, check)
    assert len(set(seen)) > 1, f"{selector} never changed: {seen}"


def _check_slider(page, notebook, host, selector, cell, attribute):
    """Type KEYS on a slider: the letters leave it, ArrowDown and ArrowLeft take one step down,
    ArrowUp and ArrowRight one step up (within its range); the view follows it every time."""
    control = host.locator(selector)
    low, high = (int(control.get_attribute(name)) for name in ("min", "max"))
    value = [int(control.input_value())]
    steps = {"ArrowDown": -1, "ArrowLeft": -1, "ArrowUp": 1, "ArrowRight": 1}

    def check(key):
        expected = min(high, max(low, value[-1] + steps.get(key, 0)))
        assert int(control.input_value()) == expected, (selector, key)
        assert host.get_attribute(attribute) == str(expected), (selector, key, attribute)
        value.append(expected)

    _type(page, notebook, control, cell, selector, check)
    assert len(set(value)) > 1, f"{selector} never moved: {value}"


@pytest.mark.parametrize("front_end", FRONT_END_PARAMS)
def test_keys_and_clicks_in_a_view_change_the_view_and_never_the_notebook(page, jupyter,
                                                                          front_end):
    _open(page, jupyter, front_end, f"keys-{front_end}")
    notebook = Notebook(page)

    scoring = page.locator(".attnviz-scoring-view")
    scorings = json.loads(scoring.locator("script.attnviz-data").text_content())["scorings"]
    weights_label = scoring.locator(".attnviz-weights")
    _check_select(page, notebook, scoring, "select.attnviz-scoring", SCORING_CELL,
                  "data-scoring", lambda value: f"with {scorings[int(value)]} scoring" in
                  weights_label.get_attribute("aria-label"))
    for selector, attribute in (("input.attnviz-log-width", "data-log-width"),
                                ("input.attnviz-valid", "data-valid")):
        _check_slider(page, notebook, scoring, selector, SCORING_CELL, attribute)

    attention = page.locator(".attnviz-attention-view")
    _check_select(page, notebook, attention, "select.attnviz-head", ATTENTION_CELL,
                  "data-head", lambda value: attention.locator(
                      f'canvas.attnviz-map[data-head="{value}"]').count() == 1 or value == "all")
    queries = attention.locator(".attnviz-query")
    shown = ["0"]  # the query shown and focused: the arrow keys move it up and down

    def check_query(key):
        moves = {"ArrowDown": 1, "ArrowUp": -1}
        expected = str(min(queries.count() - 1, max(0, int(shown[-1]) + moves.get(key, 0))))
        assert attention.evaluate(FOCUSED_QUERY_JS) == expected, key
        assert attention.get_attribute("data-query") == expected, key
        shown.append(expected)

    _type(page, notebook, queries.nth(0), ATTENTION_CELL, "a query", check_query)
    assert shown == ["0", "0", "0", "0", "0", "1", "0", "0", "0"]

    # the mouse: a click pins a query, another click on a slider moves it
    queries.nth(3).click()
    assert queries.nth(3).get_attribute("aria-pressed") == "true"
    assert attention.get_attribute("data-query") == "3"
    notebook.check(ATTENTION_CELL, "a click on a query")
    valid = scoring.locator("input.attnviz-valid")
    before = valid.input_value()
    valid.click(position={"x": 3, "y": valid.bounding_box()["height"] / 2})
    assert valid.input_value() != before and scoring.get_attribute("data-valid") == "0"
    notebook.check(SCORING_CELL, "a click on a slider")


@pytest.mark.parametrize("front_end", FRONT_END_PARAMS)
def test_views_follow_jupyters_light_and_dark_theme(page, jupyter, front_end):
    ready = _open(page, jupyter, front_end, f"theme-{front_end}")
    shots = OUT_DIR / "jupyter"
    shots.mkdir(parents=True, exist_ok=True)
    for theme, light in (("JupyterLab Dark", False), ("JupyterLab Light", True)):
        page.evaluate("(theme) => window.jupyterapp.commands.execute("
                      "'apputils:change-theme', {theme})", theme)
        page.wait_for_function(f"() => document.body.dataset.jpThemeLight === "
                               f"'{str(light).lower()}'", timeout=UI_MS)
        mode = "light" if light else "dark"
        page.wait_for_function(
            "(mode) => Array.from(document.querySelectorAll('.attnviz-view'))"
            ".every((host) => host.dataset.theme === mode)", arg=mode, timeout=UI_MS)
        page.wait_for_timeout(300)  # the theme's styles settle
        for i in range(ready.count()):
            luminance = ready.nth(i).evaluate(TEXT_LUMINANCE_JS)
            assert (luminance < 0.4) if light else (luminance > 0.6), (theme, i, luminance)
        page.locator(".attnviz-scoring-view").scroll_into_view_if_needed()
        page.screenshot(path=shots / f"{front_end}-{mode}.png")


@pytest.mark.parametrize("front_end", FRONT_END_PARAMS)
def test_without_the_attribute_jupyter_takes_the_keys(page, jupyter, front_end):
    """The control: with data-lm-suppress-shortcuts removed from the hosts, ArrowRight on a
    slider does not move it, "d d" typed on the scoring explorer's select deletes the cell
    holding the view and "b" typed on a query of the attention view inserts a cell: what the
    first test would see, and fail on, if a view lost the attribute."""
    _open(page, jupyter, front_end, f"control-{front_end}")
    notebook = Notebook(page)
    page.locator(".attnviz-view").evaluate_all(
        "(hosts) => hosts.forEach((host) => host.removeAttribute('data-lm-suppress-shortcuts'))")
    scoring = page.locator(".attnviz-scoring-view")
    slider = scoring.locator("input.attnviz-log-width")
    before = slider.input_value()
    assert int(before) < int(slider.get_attribute("max"))
    slider.focus()
    page.keyboard.press("ArrowRight")
    assert slider.input_value() == before

    scoring.locator("select.attnviz-scoring").focus()
    page.keyboard.press("d")
    page.keyboard.press("d")
    page.wait_for_function(f"() => ({CELLS_JS})().ids.length === {len(CELLS) - 1}",
                           timeout=UI_MS)
    assert notebook.ids[SCORING_CELL] not in page.evaluate(CELLS_JS)["ids"]
    assert page.locator(".attnviz-scoring-view").count() == 0  # gone with its cell

    page.locator(".attnviz-attention-view .attnviz-query").nth(0).focus()
    page.keyboard.press("b")
    page.wait_for_function(f"() => ({CELLS_JS})().ids.length === {len(CELLS)}", timeout=UI_MS)
    assert len(set(page.evaluate(CELLS_JS)["ids"]) - set(notebook.ids)) == 1  # a new cell


@pytest.mark.parametrize("front_end", FRONT_END_PARAMS)
def test_an_untrusted_notebook_says_how_to_see_its_views(page, jupyter, front_end):
    """Saved outputs of a notebook that is not trusted here are shown without their scripts:
    each view shows its fallback, ending with the sentence on how to see it live."""
    _goto(page, jupyter, front_end, "untrusted.ipynb")
    outputs = page.locator(".jp-OutputArea-output")
    outputs.nth(1).wait_for(timeout=UI_MS)
    note = re.sub("<[^>]+>", "", SCRIPT_NOTE)
    for i in range(2):
        text = " ".join(outputs.nth(i).inner_text().split())
        assert text.endswith(note), text
    assert page.locator('.attnviz-view[data-attnviz-view="ready"]').count() == 0
    shots = OUT_DIR / "jupyter"
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=shots / f"{front_end}-untrusted.png")


CHAPTER = ROOT / "notebooks" / "03_scoring_functions.ipynb"
CHAPTER_S = 180  # the most the whole chapter may take to run in the front end


def test_a_chapter_run_in_jupyterlab_keeps_its_cells_under_its_explorers_keys(page, jupyter):
    """Chapter 3 itself, as a reader opens it in JupyterLab: the committed notebook with its
    outputs cleared, run from the first cell to the last; then the keys typed into its scoring
    explorer move the explorer, and the chapter keeps every one of its cells."""
    chapter = nbformat.read(CHAPTER, as_version=4)
    for cell in chapter.cells:
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    cell = next(i for i, c in enumerate(chapter.cells)
                if c.cell_type == "code" and "scoring_explorer(" in c.source)
    nbformat.write(chapter, jupyter.root / "chapter-03.ipynb")
    _goto(page, jupyter, "lab", "chapter-03.ipynb")
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(RAN_JS, timeout=CHAPTER_S * 1000)
    notebook = Notebook(page, len(chapter.cells))
    page.evaluate("(cell) => { const notebook = window.jupyterapp.shell.currentWidget.content;"
                  " notebook.activeCellIndex = cell; return notebook.scrollToItem(cell); }", cell)
    scoring = page.locator('.attnviz-scoring-view[data-attnviz-view="ready"]').first
    scoring.wait_for(timeout=UI_MS)
    assert scoring.get_attribute("data-attnviz-version") == front_end_version()
    scorings = json.loads(scoring.locator("script.attnviz-data").text_content())["scorings"]
    weights_label = scoring.locator(".attnviz-weights")
    _check_select(page, notebook, scoring, "select.attnviz-scoring", cell, "data-scoring",
                  lambda value: f"with {scorings[int(value)]} scoring" in
                  weights_label.get_attribute("aria-label"))
    for selector, attribute in (("input.attnviz-log-width", "data-log-width"),
                                ("input.attnviz-valid", "data-valid")):
        _check_slider(page, notebook, scoring, selector, cell, attribute)
