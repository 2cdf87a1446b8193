"""How a live view's model reaches the page: carried in the output, or fetched by its address.

A chapter's live view (``attnviz.visuals.live.live_view``) either names the weights file, which
the page then fetches (the book's reference run: the website and a Jupyter server serve the
file), or carries the file's text in the output itself (a learner's run: nothing to serve, so it
works in Colab's sandboxed frames, in VS Code and in an HTML export). For each of the book's
three models (``book/_static/live/*.js``, as the reference run wrote them), this script prints

* the bytes of the view's HTML either way, and of the weights file;
* the chapter's notebook as committed, and as a learner would save it after a run (the
  committed size plus the carried file, less the named view's small HTML);
* in headless Chromium (Playwright's Python package and Debian's chromium, as ``tests/browser``
  uses), over HTTP from 127.0.0.1 with every other request aborted, in a fresh browser context
  each time: the time from navigation until the view is set up, and the time from the first
  request (``host.attnvizRun``) to its answer, which includes loading the model: medians over
  ``--repeats`` pages;

and the ratios carried / fetched, measured in this one run.

    python benchmarks/live_transport.py [--repeats 5]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))  # the browser check's Chromium and server
from sitecheck import launch_chromium, serve_directory  # noqa: E402

from attnviz.visuals import live  # noqa: E402
from attnviz.visuals.views import save_html  # noqa: E402

LIVE_DIR = ROOT / "book" / "_static" / "live"
CHAPTERS = {"translator": "07_transformer", "gpt": "09_decoder_only",
            "vit": "08_vision_transformer"}
REQUESTS = {"translator": {"text": "i'm home ."},
            "gpt": {"prompt": "ROMEO:\n", "max_new_tokens": 20, "temperature": 0},
            "vit": {"pixels": [[0, 0, 5, 13, 9, 1, 0, 0]] * 8}}
READY_JS = """() => document.querySelector('[data-attnviz-kind^="live-"]')
  .getAttribute("data-attnviz-view") === "ready\""""
FIRST_ANSWER_JS = """async (request) => {
  const ready = performance.now();  // since navigation
  const host = document.querySelector('[data-attnviz-kind^="live-"]');
  const began = performance.now();
  await host.attnvizRun(request);
  return [ready, performance.now() - began];
}"""


def measure(browser, url: str, request: dict, repeats: int) -> tuple[float, float]:
    """Medians over fresh pages: ms from navigation to the view set up, ms to the answer."""
    ready, answer = [], []
    for _ in range(repeats):
        context = browser.new_context()
        context.route("**/*", lambda route: route.continue_()
                      if route.request.url.startswith("http://127.0.0.1") else route.abort())
        page = context.new_page()
        page.goto(url)
        page.wait_for_function(READY_JS)
        set_up, first = page.evaluate(FIRST_ANSWER_JS, request)
        ready.append(set_up)
        answer.append(first)
        context.close()
    return statistics.median(ready), statistics.median(answer)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=5, help="fresh pages per measurement")
    args = parser.parse_args(argv)
    if args.repeats < 1:
        parser.error(f"--repeats must be at least 1, got {args.repeats}")
    rows = []
    with tempfile.TemporaryDirectory() as folder, launch_chromium() as browser:
        version = browser.version
        folder_path = Path(folder)
        with serve_directory(folder_path) as url:
            for name, chapter in CHAPTERS.items():
                weights = live.describe_weights(LIVE_DIR / f"{name}.js")
                shutil.copy(weights.path, folder_path / f"{name}.js")
                named = live.live_view(weights, title=name, url=f"{name}.js", embed=False)
                carried = live.live_view(weights, title=name, embed=True)
                sizes = {}
                for mode, view in (("fetched", named), ("carried", carried)):
                    fragment = view.to_html()
                    sizes[mode] = len(fragment.encode("utf-8"))
                    save_html(fragment, folder_path / f"{name}-{mode}.html", title=name)
                times = {mode: measure(browser, f"{url}{name}-{mode}.html", REQUESTS[name],
                                       args.repeats) for mode in ("fetched", "carried")}
                notebook = (ROOT / "notebooks" / f"{chapter}.ipynb").stat().st_size
                rows.append((name, weights.file_bytes, sizes, notebook,
                             notebook - sizes["fetched"] + len(json.dumps(
                                 carried.to_html())), times))
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text()
                .splitlines() if line.startswith("model name")), "an unknown CPU") \
        if Path("/proc/cpuinfo").is_file() else "an unknown CPU"
    print(f"The book's three live models, {args.repeats} fresh pages each, medians (headless "
          f"Chromium {version}, HTTP from 127.0.0.1, {cpu}, {os.cpu_count()} cores)\n")
    print("| model | weights file | view's HTML: fetched / carried | notebook: committed / "
          "after a run | view set up (ms): fetched / carried | first answer, loading "
          "included (ms): fetched / carried |")
    print("| --- | --- | --- | --- | --- | --- |")
    for name, file_bytes, sizes, notebook, saved, times in rows:
        print(f"| {name} | {file_bytes / 1e6:.2f} MB | {sizes['fetched'] / 1e3:.0f} kB / "
              f"{sizes['carried'] / 1e6:.2f} MB | {notebook / 1e6:.2f} / {saved / 1e6:.2f} MB | "
              f"{times['fetched'][0]:.0f} / {times['carried'][0]:.0f} | "
              f"{times['fetched'][1]:.0f} / {times['carried'][1]:.0f} |")
    print("\nratios, carried / fetched:")
    for name, _, sizes, _, _, times in rows:
        print(f"  {name}: HTML {sizes['carried'] / sizes['fetched']:.0f}x, view set up "
              f"{times['carried'][0] / times['fetched'][0]:.2f}x, first answer "
              f"{times['carried'][1] / times['fetched'][1]:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
