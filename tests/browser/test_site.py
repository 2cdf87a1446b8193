"""Every page of the built book works in a real browser with no network, and is accessible.

The pages are the introduction (index.html, which redirects to the root page) and every page
that _toc.yml lists, plus the search and index pages. Each is loaded in headless Chromium
from a local server with every non-local request blocked, and must make no request to another
host, raise no JavaScript or console error, load every image, render every ipywidget, typeset
every formula, show no raw Markdown table syntax or raw `$...$` maths in its prose, lose no
token such as `<unk>` to the HTML parser, and have every attnviz attention view ready and
responsive. Every image in its content (widget pictures included) must have alt text that
describes it (not a file name) and sit in a figure with a numbered caption ("Figure 2.1");
axe-core, run in the light and the dark theme, must find no serious or critical violation
(moderate and minor findings are printed, not failed). Every chapter (notebooks/*.html) must
show at least one schematic diagram (figure.attnviz-diagram), and every diagram must load; its
launch menu (the rocket) must offer the chapter's student edition, in Colab and as a download
that the site serves and that is a notebook without solutions.
See sitecheck.py for how each is checked.

Output in _build/browser-check/: one full-page screenshot per page (light theme), the first
diagram of each chapter in both themes (diagrams/<page>-light.png, -dark.png) and
summary.txt, the per-page lines printed at the end of the run.
"""

from pathlib import Path, PurePosixPath

import pytest
import yaml
from locations import OUT_DIR, ROOT, SITE_DIR, WORKERS
from sitecheck import check_pages

SOURCE_SUFFIXES = {".md", ".ipynb", ".rst", ".myst"}


def toc_pages(toc_file: Path, site_dir: Path) -> list[str]:
    """The HTML paths of the root and of every `file:` (and `glob:`) entry of a jb-book TOC."""
    toc = yaml.safe_load(toc_file.read_text(encoding="utf-8"))
    files, globs = [toc["root"]], []

    def walk(node):
        if isinstance(node, list):
            for child in node:
                walk(child)
        elif isinstance(node, dict):
            if "file" in node:
                files.append(node["file"])
            if "glob" in node:
                globs.append(node["glob"])
            for key in ("parts", "chapters", "sections", "subtrees", "entries"):
                walk(node.get(key, []))

    walk(toc)
    pages = []
    for name in files:
        path = PurePosixPath(name)
        if path.suffix in SOURCE_SUFFIXES:
            path = path.with_suffix("")
        pages.append(f"{path}.html")
    for pattern in globs:
        pages += sorted(
            p.relative_to(site_dir).as_posix() for p in site_dir.glob(f"{pattern}.html")
        )
    return list(dict.fromkeys(pages))


def is_chapter(page: str) -> bool:
    """A chapter of the book: a notebook's page, which must show a schematic diagram."""
    return PurePosixPath(page).parent.name == "notebooks"


PAGES = ["index.html", *toc_pages(ROOT / "_toc.yml", SITE_DIR), "search.html", "genindex.html"]


def test_every_toc_page_was_built():
    missing = [page for page in PAGES if not (SITE_DIR / page).is_file()]
    assert (SITE_DIR / "index.html").is_file(), f"no built site at {SITE_DIR}"
    assert len(missing) < len(PAGES) - 1, f"almost nothing built in {SITE_DIR}: {missing}"


def address(page: str) -> str:
    return page + ("?q=attention" if page == "search.html" else "")  # run a real search


@pytest.fixture(scope="session")
def site_reports(request, site_url):
    """The reports of the pages this run selected (all of PAGES unless -k says otherwise),
    checked once, WORKERS at a time; in PAGES order for the summary."""
    selected = [
        item.callspec.params["page"]
        for item in request.session.items
        if item.originalname == "test_page_works_offline"
    ]
    built = [page for page in PAGES if page in selected and (SITE_DIR / page).is_file()]
    # The chapters first: they take longest, so the workers finish together.
    jobs = {
        address(page): dict(
            screenshot_dir=OUT_DIR,
            diagram_dir=OUT_DIR / "diagrams",
            require_diagram=is_chapter(page),
            require_student_links=is_chapter(page),
        )
        for page in sorted(built, key=lambda page: not is_chapter(page))
    }
    reports = check_pages(site_url, jobs, workers=WORKERS)
    return {page: reports[address(page)] for page in built}


@pytest.mark.parametrize("page", PAGES)
def test_page_works_offline(page, site_reports, record_report):
    if not (SITE_DIR / page).is_file():
        pytest.skip(f"{page} is listed in _toc.yml but not in {SITE_DIR}")
    report = site_reports[page]
    record_report(report)
    if report.problems:
        pytest.fail("\n".join([f"{page}:", *report.problems]), pytrace=False)
