"""Browser checks of the built website, collected only when ATTNVIZ_BROWSER_CHECK=1.

`bash .ci/browser-check` (a step of `.ci/run`, after the book build) sets it, after installing
Debian's Chromium, Playwright (tests/browser/requirements.txt) and axe-core (npm ci of
tests/browser/package.json). Without it, `python -m pytest tests` collects nothing here, so the
unit tests need neither a browser nor a built site.

Settings (environment variables):
  ATTNVIZ_SITE_DIR             the built site (default: _build/html)
  ATTNVIZ_BROWSER_CHECK_OUT    screenshots, diagrams/ and summary.txt
                               (default: _build/browser-check)
  ATTNVIZ_BROWSER_CHECK_WORKERS  browsers checking pages side by side (default: 2)
  CHROMIUM                     the browser (default: /usr/bin/chromium)
"""

import os

import pytest
from locations import OUT_DIR, SITE_DIR

ENABLED = os.environ.get("ATTNVIZ_BROWSER_CHECK") == "1"

if not ENABLED:
    collect_ignore_glob = ["*.py"]

_REPORTS = []  # the PageReports of the book's pages, for the summary at the end


@pytest.fixture(scope="session")
def browser():
    from sitecheck import launch_chromium

    with launch_chromium() as chromium:
        yield chromium


@pytest.fixture(scope="session")
def site_url():
    from sitecheck import serve_directory

    if not (SITE_DIR / "index.html").is_file():
        pytest.fail(f"no built site at {SITE_DIR} (index.html missing): build the book first")
    with serve_directory(SITE_DIR) as url:
        yield url


@pytest.fixture
def record_report():
    return _REPORTS.append


def pytest_terminal_summary(terminalreporter):
    if not _REPORTS:
        return
    lines = []
    for report in _REPORTS:
        lines.append(report.summary())
        lines += [f"          - {problem}" for problem in report.problems]
        lines += [f"          . axe note: {note}" for note in report.axe_notes]
        lines += [f"          . diagram screenshot: {path}" for path in report.diagram_screenshots]
        if report.screenshot_note:
            lines.append(f"          . no full-page screenshot: {report.screenshot_note}")
    shots = sum(1 for report in _REPORTS if report.screenshot)
    diagrams = sum(len(report.diagram_screenshots) for report in _REPORTS)
    lines.append(
        f"{len(_REPORTS)} pages checked; {shots} screenshots in {OUT_DIR}, {diagrams} diagram"
        f" screenshots (light and dark) in {OUT_DIR / 'diagrams'}"
    )
    terminalreporter.write_sep("=", "browser check: one line per page")
    for line in lines:
        terminalreporter.write_line(line)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    (OUT_DIR / "summary.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
