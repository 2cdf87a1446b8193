"""The reader editions in real JupyterLab, in headless Chromium: what a learner who opens them
from the repository sees.

A Jupyter server (as in test_jupyter_frontends.py) serves a copy of the repository's layout one
folder below its root, as a server started above the repository would: ``attention-book/``
with chapter 4 and its reader edition, chapter 9's reader edition and the book's GPT,
``book/_static/live/gpt.js``. Every request that leaves 127.0.0.1 is blocked.

* **The text.** Chapter 4's reader edition, opened with every cell rendered (JupyterLab's
  windowing off), shows no MyST: no role (``{printed}``, ``{numref}``, ``{cite}``, ...), no
  directive fence, no label; and it shows every number that the chapter's ``{printed}`` roles
  read from its outputs (read here as the website reads them, tools/printed.py), and its figure
  and exercise numbers. The chapter's own notebook, the website's MyST source, opened the same
  way, shows the roles raw and lacks those numbers: the check fails where it should.
* **The live model.** Chapter 9's reader edition, trusted, loads the book's GPT through the
  server's file route from its own folder (``notebooks/reader/``, one deeper than the chapter),
  and answers as PyTorch does on the model as exported. The same view naming the file as the
  chapter does (``../book/...``) finds nothing there.

Collected only under `bash .ci/browser-check` (ATTNVIZ_BROWSER_CHECK=1).
"""

from __future__ import annotations

import json
import re
import shutil

import pytest
import torch

pytest.importorskip("playwright")
pytest.importorskip("jupyterlab")
from locations import OUT_DIR, ROOT  # noqa: E402  (after the skips)
from test_jupyter_frontends import START_S, JupyterServer, _goto  # noqa: E402

import attnviz  # noqa: E402
from attnviz.visuals import live  # noqa: E402
from tools import printed  # noqa: E402

REPOSITORY = "attention-book"  # the repository's folder, below the server's root
CHAPTER = "04_bahdanau_attention"
LIVE_CHAPTER = "09_decoder_only"
GPT = ROOT / "book" / "_static" / "live" / "gpt.js"
LOAD_S = 60  # the most the GPT may take to load and answer
# What MyST looks like once Jupyter has rendered it: a role's name in braces (its content is a
# code span), a directive's fence, a label.
RAW_MYST = re.compile(r"\{(?:printed|numref|ref|eq|cite(?::\w+)?|doc|download|math)\}"
                      r"|```\{|:::\{|:label:|^\([\w-]+\)=$", re.MULTILINE)
# Every Markdown cell's rendered text, once every one of them is rendered; a directive's fence
# shows as a code block of "language" {name}, which is written back as the fence.
MARKDOWN_JS = """(count) => {
  const rendered = Array.from(document.querySelectorAll(
    ".jp-MarkdownCell .jp-RenderedMarkdown"));
  if (rendered.length < count) {
    return null;
  }
  return rendered.map((node) => node.innerText + Array.from(
    node.querySelectorAll('code[class*="language-{"]'),
    (code) => "\\n```" + code.className.match(/language-(\\{[^ ]*\\})/)[1]).join(""));
}"""
RUN_JS = """async ([kind, request]) => {
  const host = document.querySelector(`.attnviz-view[data-attnviz-kind="${kind}"]`);
  try {
    return await host.attnvizRun(request);
  } catch (error) {
    return {error: error.message};
  }
}"""


def _read(path):
    return json.loads(path.read_text(encoding="utf-8"))


def _source(cell):
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


@pytest.fixture(scope="module")
def jupyter(tmp_path_factory):
    home = tmp_path_factory.mktemp("jupyter-reader")
    server = JupyterServer(home)
    try:
        # every cell rendered at once, not only those in the window
        tracker = home / "settings" / "@jupyterlab" / "notebook-extension"
        tracker.mkdir(parents=True)
        (tracker / "tracker.jupyterlab-settings").write_text('{"windowingMode": "none"}')
        repository = server.root / REPOSITORY
        (repository / "notebooks" / "reader").mkdir(parents=True)
        (repository / "book" / "_static" / "live").mkdir(parents=True)
        shutil.copy(GPT, repository / "book" / "_static" / "live" / GPT.name)
        for path in (f"notebooks/{CHAPTER}.ipynb", f"notebooks/reader/{CHAPTER}.ipynb",
                     f"notebooks/reader/{LIVE_CHAPTER}.ipynb"):
            shutil.copy(ROOT / path, repository / path)
        server.trust(repository / "notebooks" / "reader" / f"{LIVE_CHAPTER}.ipynb")
        yield server
    finally:
        server.stop()


@pytest.fixture
def page(browser, jupyter):
    context = browser.new_context(viewport={"width": 1200, "height": 1000}, color_scheme="light")
    page = context.new_page()
    log = {"requests": [], "external": []}

    def route(route):
        if route.request.url.startswith(("http://127.0.0.1:", "ws://127.0.0.1:", "data:",
                                         "blob:")):
            log["requests"].append(route.request.url)
            route.continue_()
        else:
            log["external"].append(route.request.url)
            route.abort()

    page.route("**/*", route)
    yield page, log
    context.close()
    jupyter.shut_kernels_down()


def _rendered_markdown(page, jupyter, path):
    """Open a notebook of the repository's copy in JupyterLab; its Markdown cells' text."""
    cells = [cell for cell in _read(ROOT / path)["cells"] if cell["cell_type"] == "markdown"]
    _goto(page, jupyter, "lab", f"{REPOSITORY}/{path}")
    texts = page.wait_for_function(MARKDOWN_JS, arg=len(cells), timeout=START_S * 1000)
    return "\n\n".join(texts.json_value()), cells


def _website_numbers():
    """What the page of chapter 4 shows for its {printed} roles, read as the website reads
    them, and the numbers of its first figure and exercise."""
    chapter = ROOT / "notebooks" / f"{CHAPTER}.ipynb"
    roles = {content for cell in _read(chapter)["cells"] if cell["cell_type"] == "markdown"
             for content in re.findall(r"\{printed\}`([^`]*)`", _source(cell))}
    assert len(roles) >= 20, roles
    return {printed.resolve(content, here=chapter) for content in roles} | {
        "Figure 4.1", "Exercise 4.1"}


@pytest.mark.parametrize("edition", ["reader", "chapter"])
def test_the_reader_edition_shows_the_pages_text_and_the_chapter_its_myst(page, jupyter,
                                                                          edition):
    page, log = page
    path = (f"notebooks/reader/{CHAPTER}.ipynb" if edition == "reader"
            else f"notebooks/{CHAPTER}.ipynb")
    text, cells = _rendered_markdown(page, jupyter, path)
    shots = OUT_DIR / "jupyter"
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=shots / f"{edition}-{CHAPTER}.png")
    raw = sorted({match[0] for match in RAW_MYST.finditer(text)})
    numbers = {number for number in _website_numbers()
               if not re.search(rf"(?<![\w.,]){re.escape(number)}(?![\w]|[.,]\d)", text)}
    if edition == "reader":
        assert raw == [], f"the reader edition shows MyST raw in JupyterLab: {raw}"
        assert numbers == set(), f"numbers of the page missing in JupyterLab: {sorted(numbers)}"
        assert "Reader edition" in text and "Solution to Exercise 4.1" in text
        for name, locator in (("figure", page.locator(".jp-RenderedMarkdown em",
                                                      has_text="Figure 4.2.")),
                              ("solution", page.locator(".jp-RenderedMarkdown strong",
                                                        has_text="Solution to Exercise 4.1"))):
            locator.first.scroll_into_view_if_needed()
            page.screenshot(path=shots / f"{edition}-{CHAPTER}-{name}.png")
    else:  # the control: what a learner opening the chapter's source would read
        assert {"{printed}", "{numref}", "{cite}", "```{", ":label:"} <= set(raw), raw
        assert "Figure 4.1" in numbers and len(numbers) >= 10, sorted(numbers)
    assert not log["external"], log["external"]


def _gpt_answer(prompt):
    """PyTorch's 20 greedy characters after ``prompt``, from the book's GPT as exported."""
    meta, _ = live.read_weights(GPT)
    model = live.load_exported(attnviz.GPT(attnviz.GPTConfig(**meta["config"])), GPT).eval()
    chars = meta["chars"]
    with torch.no_grad():
        tokens = model.generate(torch.tensor([[chars.index(c) for c in prompt]]), 20,
                                temperature=0.0)[0].tolist()
    return "".join(chars[i] for i in tokens)


def _open_view(page, jupyter, name):
    _goto(page, jupyter, "lab", f"{REPOSITORY}/notebooks/reader/{name}")
    host = page.locator('.attnviz-view[data-attnviz-kind="live-gpt"]').first
    host.wait_for(state="attached", timeout=START_S * 1000)
    page.wait_for_selector('.attnviz-view[data-attnviz-kind="live-gpt"]'
                           '[data-attnviz-view="ready"]', state="attached", timeout=LOAD_S * 1000)
    return json.loads(host.locator("script.attnviz-data").text_content())


def test_a_reader_editions_live_view_loads_the_books_model_from_its_folder(page, jupyter):
    page, log = page
    data = _open_view(page, jupyter, f"{LIVE_CHAPTER}.ipynb")
    assert data["embedded"] is False and data["repo"]["notebook"].startswith("../../book/")
    prompt = data["examples"][0]
    result = page.evaluate(RUN_JS, ["live-gpt", {"prompt": prompt, "max_new_tokens": 20,
                                                 "temperature": 0}])
    assert "error" not in result, result
    assert result["output"] == _gpt_answer(prompt)
    fetched = [url for url in log["requests"] if url.endswith("/gpt.js")]
    assert len(fetched) == 1 and f"/files/{REPOSITORY}/book/_static/live/gpt.js" in fetched[0], \
        fetched
    assert not log["external"], log["external"]


def test_the_same_view_naming_the_file_as_the_chapter_does_finds_nothing(page, jupyter):
    """The control: from notebooks/reader/, the chapter's own path leads nowhere, and the
    published website, the view's last resort, is out of reach here."""
    page, log = page
    notebook = _read(ROOT / "notebooks" / "reader" / f"{LIVE_CHAPTER}.ipynb")
    text = json.dumps(notebook)
    assert text.count('\\"notebook\\":\\"../../book/') == 1
    notebook = json.loads(text.replace('\\"notebook\\":\\"../../book/',
                                       '\\"notebook\\":\\"../book/'))
    copy = jupyter.root / REPOSITORY / "notebooks" / "reader" / "as-the-chapter.ipynb"
    copy.write_text(json.dumps(notebook), encoding="utf-8")
    jupyter.trust(copy)
    data = _open_view(page, jupyter, copy.name)
    assert data["repo"]["notebook"].startswith("../book/")
    result = page.evaluate(RUN_JS, ["live-gpt", {"prompt": data["examples"][0],
                                                 "max_new_tokens": 20, "temperature": 0}])
    assert "error" in result, result
    assert not any(url.endswith(f"/{REPOSITORY}/book/_static/live/gpt.js")
                   for url in log["requests"])
