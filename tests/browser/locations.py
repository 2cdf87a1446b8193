"""Where the browser check finds the built site, MathJax and axe-core, where it puts its
screenshots, and how many browsers it runs side by side (environment overrides:
ATTNVIZ_SITE_DIR, ATTNVIZ_BROWSER_CHECK_OUT, ATTNVIZ_BROWSER_CHECK_WORKERS)."""

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE_DIR = Path(os.environ.get("ATTNVIZ_SITE_DIR", ROOT / "_build" / "html")).resolve()
OUT_DIR = Path(os.environ.get("ATTNVIZ_BROWSER_CHECK_OUT", ROOT / "_build" / "browser-check"))
# Browsers that check pages side by side (sitecheck.check_pages): two suit a two-core machine.
WORKERS = int(os.environ.get("ATTNVIZ_BROWSER_CHECK_WORKERS", "2"))
# MathJax as the book serves it (installed by .ci/install-site-assets, copied into the built
# site); test_checker.py typesets a throwaway page with the first of these that exists.
MATHJAX_DIRS = [
    SITE_DIR / "_static" / "vendor" / "mathjax",
    ROOT / ".ci" / "site-assets" / "static" / "vendor" / "mathjax",
]
# The ipywidgets HTML manager and RequireJS as the book serves them (the same installation);
# test_checker.py renders the book's explorers with the first of these that exists.
WIDGET_ASSET_DIRS = [
    SITE_DIR / "_static" / "vendor",
    ROOT / ".ci" / "site-assets" / "static" / "vendor",
]
# axe-core, pinned in tests/browser/package.json and installed next to it by .ci/browser-check
# (npm ci); sitecheck.py injects this file into every page it audits.
AXE_JS = Path(__file__).resolve().with_name("node_modules") / "axe-core" / "axe.min.js"
