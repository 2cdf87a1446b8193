"""What a reader does with the views by hand: real keys and real clicks, through Playwright.

The browser tests drive the live views (chapter 7's translator, chapter 8's ViT, chapter 9's GPT)
and chapter 12's scheduler view here as a reader does, wherever they run (the website over HTTP
and from disk, JupyterLab, Notebook 7, a sandboxed frame on another origin): keys pressed in the
view's own controls (Locator.press and press_sequentially) and its buttons clicked, never
host.attnvizRun. Hosts cancel some of what keys and forms do by default (JupyterLab cancels the
line break Enter asks for in a cell; a frame sandboxed without allow-forms refuses a form's
submission), so only real keys show whether a view still works there.

Each function waits for what the reader would see and raises AssertionError, never a Playwright
timeout, when it does not come: a control test can then show that a check fails where the keys
or the buttons do nothing. A run is counted when the host's data-attnviz-live leaves "running"
(the contract of live.js), so that the same translation twice still counts twice.
"""

from __future__ import annotations

import json
import time

RUN_S = 60  # the most a run may take, loading the model included (a slow, busy machine)

# Count the runs a host finishes: each time its data-attnviz-live leaves "running".
_WATCH_JS = """(host) => {
  if (host.attnvizRunsSeen === undefined) {
    host.attnvizRunsSeen = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.oldValue === "running") host.attnvizRunsSeen += 1;
      }
    }).observe(host, {attributes: true, attributeOldValue: true,
                      attributeFilter: ["data-attnviz-live"]});
  }
  return host.attnvizRunsSeen;
}"""
_DONE_JS = """(host, after) => host.attnvizRunsSeen > after &&
  host.getAttribute("data-attnviz-live") === "ready" """


def runs(host) -> int:
    """The runs the live view ``host`` (a Locator) has finished since they were first counted."""
    return host.evaluate(_WATCH_JS)


def _status(host) -> str:
    return host.locator(".attnviz-live-status").text_content() or ""


def wait_for_run(host, after: int, what: str, timeout_s: float = RUN_S) -> None:
    """Wait until ``host`` has finished more than ``after`` runs and shows no error."""
    deadline = time.monotonic() + timeout_s
    while not host.evaluate(_DONE_JS, after):
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: the view did not run in {timeout_s:.0f} s (it says "
                                 f"{_status(host)!r})")
        host.page.wait_for_timeout(50)
    error = host.locator(".attnviz-live-status.attnviz-live-error")
    assert error.count() == 0, f"{what}: the view says {_status(host)!r}"


def load(host) -> None:
    """Press the view's Load button and wait for the model."""
    host.locator("button.attnviz-live-load").click()
    deadline = time.monotonic() + RUN_S
    while host.get_attribute("data-attnviz-live") != "ready":
        assert host.get_attribute("data-attnviz-live") != "error", _status(host)
        assert time.monotonic() < deadline, f"the model did not load: {_status(host)!r}"
        host.page.wait_for_timeout(50)


# --- the translator (live-translator.js) ------------------------------------------------------

def french(translation: str) -> str:
    """The line the translator shows for ``translation`` (attnviz.translate(...).text)."""
    return f"French: {translation}" if translation else \
        "French: (the model produced only the end of the sentence)"


def translate(host, sentence: str, *, click: bool = False, timeout_s: float = RUN_S) -> str:
    """Type ``sentence`` into the translator's box, key by key, then press Enter there (or click
    Translate); return the line the view shows."""
    box = host.locator("input.attnviz-live-input")
    box.fill("")
    box.press_sequentially(sentence)
    assert box.input_value() == sentence
    before = runs(host)
    if click:
        host.locator("button.attnviz-live-go").click()
    else:
        box.press("Enter")
    wait_for_run(host, before, f"{'Translate' if click else 'Enter'} after {sentence!r}",
                 timeout_s)
    return host.locator(".attnviz-live-output").text_content()


# --- the GPT (live-gpt.js) --------------------------------------------------------------------

def _slide(control, value: float) -> None:
    """Move a slider to ``value`` with its keys: Home, then ArrowRight step by step."""
    low, step = float(control.get_attribute("min")), float(control.get_attribute("step"))
    control.press("Home")
    for _ in range(round((value - low) / step)):
        control.press("ArrowRight")
    assert abs(float(control.input_value()) - value) < 1e-9, (control.input_value(), value)


def greedy(host, characters: int) -> None:
    """Set the GPT's temperature to 0 (greedy) and its length to ``characters``, with keys."""
    _slide(host.locator("input.attnviz-live-temperature"), 0)
    _slide(host.locator("input.attnviz-live-length"), characters)


def type_prompt(host, prompt: str, *, newline: str = "Enter") -> str:
    """Type ``prompt`` into the GPT's prompt key by key, each line break with the key
    ``newline``; return what the prompt then holds."""
    box = host.locator("textarea.attnviz-live-input")
    box.fill("")
    for i, line in enumerate(prompt.split("\n")):
        if i:
            box.press(newline)
        if line:
            box.press_sequentially(line)
    return box.input_value()


def generate(host, *, click: bool = False, timeout_s: float = RUN_S) -> str:
    """Press Ctrl+Enter in the GPT's prompt (or click Generate); return the text it shows, the
    prompt and its continuation."""
    before = runs(host)
    if click:
        host.locator("button.attnviz-live-go").click()
    else:
        host.locator("textarea.attnviz-live-input").press("Control+Enter")
    wait_for_run(host, before, "Generate" if click else "Ctrl+Enter", timeout_s)
    return host.locator(".attnviz-live-output").text_content()


# --- the ViT (live-vit.js) --------------------------------------------------------------------

GRID = 32
_MOVES = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}
_ORDER = (5, 6, 9, 10, 1, 2, 4, 8, 7, 11, 13, 14, 0, 3, 12, 15)  # live-vit.js load()
# Keys that erase the middle of an example and draw a stroke and two dots over it.
PAD_KEYS = ("Delete", "ArrowUp", "ArrowUp", "ArrowUp", "ArrowUp", "Shift+ArrowLeft",
            "Shift+ArrowLeft", "Shift+ArrowLeft", "Space", "ArrowDown", "ArrowDown", "Enter")


class Pad:
    """The ViT's drawing pad as the view keeps it (32 x 32 cells and a cursor), to know which
    8 x 8 image a reader's clicks and keys give: live-vit.js load(), its keys and reduce()."""

    def __init__(self) -> None:
        self.ink = [[0] * GRID for _ in range(GRID)]
        self.cursor = [16, 16]

    def load(self, pixels) -> None:
        """An example drawn into the pad: each pixel's count of inked cells in its block."""
        self.ink = [[0] * GRID for _ in range(GRID)]
        for r, row in enumerate(pixels):
            for c, value in enumerate(row):
                for cell in _ORDER[:int(value)]:  # whole numbers: as Math.round
                    self.ink[4 * r + (cell >> 2)][4 * c + (cell & 3)] = 1

    def _ink(self, on: bool) -> None:
        row, col = self.cursor
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                r, c = row + dr, col + dc
                if 0 <= r < GRID and 0 <= c < GRID and (not on or abs(dr) + abs(dc) < 2):
                    self.ink[r][c] = int(on)

    def press(self, key: str) -> None:
        shift, _, name = key.rpartition("+")
        if name in _MOVES:
            self.cursor = [min(GRID - 1, max(0, self.cursor[i] + _MOVES[name][i]))
                           for i in (0, 1)]
            if shift == "Shift":
                self._ink(True)
        elif name in ("Space", "Enter"):
            self._ink(True)
        elif name in ("Delete", "Backspace"):
            self._ink(False)
        else:
            raise ValueError(f"the pad takes no key {key!r}")

    def pixels(self) -> list[list[int]]:
        """The 8 x 8 image of values 0 to 16 the model reads."""
        return [[sum(self.ink[4 * r + i][4 * c + j] for i in range(4) for j in range(4))
                 for c in range(8)] for r in range(8)]


def draw(host, keys=PAD_KEYS, *, example: int | None = None) -> list[list[int]]:
    """Click the example ``example`` (if any), press ``keys`` on the pad, then click Classify;
    return the image the view then shows classified (what the view's own code reads)."""
    pad = Pad()
    if example is not None:
        data = json.loads(host.locator("script.attnviz-data").text_content())
        before = runs(host)
        host.locator("button.attnviz-live-example").nth(example).click()
        wait_for_run(host, before, f"the example digit {example + 1}")
        pad.load(data["examples"][example])
    canvas = host.locator("canvas.attnviz-live-canvas")
    canvas.focus()
    for key in keys:
        canvas.press(key)
        pad.press(key)
    host.page.wait_for_timeout(100)  # the pad classifies 30 ms after a key: let it finish
    before = runs(host)
    host.locator("button.attnviz-live-go").click()
    wait_for_run(host, before, "Classify")
    return pad.pixels()


def shown_digit(host) -> tuple[int, list[float]]:
    """The digit the ViT view shows as best and its ten probabilities (as shown, in percent)."""
    best = host.locator(".attnviz-live-best")
    assert best.count() == 1, "no digit shown as the best"
    values = host.locator(".attnviz-live-value").all_text_contents()
    return int(best.get_attribute("data-digit")), [float(v.rstrip(" %")) for v in values]


# --- the scheduler view (scheduler.js) --------------------------------------------------------

def _owners(data, k: int) -> list[str]:
    """What the pool shows after step k, each block's data-owner: the trace's changes
    replayed from an empty pool."""
    owners = [-1] * data["num_blocks"]
    for changes in data["owner"][:k + 1]:
        for block, owner in zip(changes[::2], changes[1::2], strict=True):
            owners[block] = owner
    return [str(data["requests"][o]["id"]) if o >= 0 else "free" if o == -1 else "tree"
            for o in owners]


def scheduler_shows(host, data, k: int, what: str) -> None:
    """The scheduler view shows step k: its slider, its status line and its pool."""
    n = len(data["start"])
    assert host.get_attribute("data-step") == str(k), (what, host.get_attribute("data-step"), k)
    assert host.locator("input.attnviz-step").input_value() == str(k), what
    status = host.locator(".attnviz-status").text_content()
    assert status.startswith(f"Step {k + 1} of "), (what, status)
    assert f"{k + 1} / {n}" in host.locator("output.attnviz-value").text_content(), what
    blocks = host.locator(".attnviz-pool .attnviz-block")
    owners = blocks.evaluate_all("(nodes) => nodes.map((node) => node.dataset.owner)")
    assert owners == _owners(data, k), (what, k)


def _wait_step(host, condition, what: str, timeout_s: float = 10) -> int:
    deadline = time.monotonic() + timeout_s
    while True:
        step = int(host.get_attribute("data-step"))
        if condition(step):
            return step
        assert time.monotonic() < deadline, f"{what}: the view stays at step {step + 1}"
        host.page.wait_for_timeout(50)


def drive_scheduler(host) -> list[int]:
    """Move the scheduler view with its slider's keys, play and pause it with clicks, Space and
    Enter on its button; check after each that it shows the step it says. Returns the steps
    it showed after each action."""
    data = json.loads(host.locator("script.attnviz-data").text_content())
    n = len(data["start"])
    slider = host.locator("input.attnviz-step")
    play = host.locator("button.attnviz-play")
    seen = []
    for key, expected in (("Home", 0), ("ArrowRight", 1), ("ArrowRight", 2),
                          ("ArrowRight", 3), ("ArrowLeft", 2), ("End", n - 1)):
        slider.press(key)
        scheduler_shows(host, data, expected, f"{key} on the step slider")
        seen.append(expected)
    play.click()  # at the last step, Play starts again from the first
    assert play.text_content() == "Pause" and host.get_attribute("data-playing") == "true"
    _wait_step(host, lambda step: 1 <= step < n - 1, "Play clicked")
    play.press("Space")
    assert play.text_content() == "Play" and host.get_attribute("data-playing") == "false"
    paused = int(host.get_attribute("data-step"))
    scheduler_shows(host, data, paused, "paused with Space")
    seen.append(paused)
    play.press("Enter")
    assert host.get_attribute("data-playing") == "true", "Enter on Play"
    _wait_step(host, lambda step: step > paused, "Enter on Play")
    play.click()
    assert host.get_attribute("data-playing") == "false", "Pause clicked"
    stopped = int(host.get_attribute("data-step"))
    scheduler_shows(host, data, stopped, "paused with a click")
    seen.append(stopped)
    return seen


# --- layout -----------------------------------------------------------------------------------

OVERFLOW_JS = """(host) => {
  const box = host.getBoundingClientRect();
  const root = host.shadowRoot.querySelector(".attnviz-root");
  const wide = Array.from(host.shadowRoot.querySelectorAll("*"))
    .filter((node) => node.getClientRects().length)
    .map((node) => [node.tagName.toLowerCase() + "." + node.className,
                    Math.round(node.getBoundingClientRect().right - box.right)])
    .filter(([, over]) => over > 0.5);
  return {width: box.width, scroll: root.scrollWidth - root.clientWidth, wider: wide};
}"""


def overflow(host) -> dict:
    """How far the view spills out of its host: its root's horizontal scroll and every element
    whose right edge lies beyond the host's (by how many pixels)."""
    return host.evaluate(OVERFLOW_JS)
