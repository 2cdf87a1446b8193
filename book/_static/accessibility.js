// Accessibility fixes for markup that the book's extensions write and no template controls,
// found by the website's accessibility audit (axe-core in tests/browser). Loaded on every page
// through html_js_files in _config.yml; each fix touches only the elements it names.
(function () {
  "use strict";

  // 1. MyST-NB's hidden code cells (tag hide-input) open with a <summary> that it names
  //    aria-label="Toggle hidden content" while it shows "Show code cell source" (or "Hide ...",
  //    once open), so a speech-input user who says what they see does not reach it (axe:
  //    label-content-name-mismatch). Without the aria-label, the summary is named by the text
  //    it shows: the other text is display: none, so it is left out of the name.
  function nameHiddenCellToggles() {
    document
      .querySelectorAll('details.hide > summary[aria-label="Toggle hidden content"]')
      .forEach(function (summary) {
        if (summary.textContent.trim()) {
          summary.removeAttribute("aria-label");
        }
      });
  }

  // 2. The bibliography (sphinxcontrib-bibtex through docutils) is a role="list" whose entries
  //    have role="doc-biblioentry", a role that DPUB-ARIA 1.1 deprecates and that is not a list
  //    item, so the list has no items (axe: aria-required-children, aria-deprecated-role). The
  //    entries become list items, as DPUB-ARIA now advises.
  function makeBibliographyAList() {
    document
      .querySelectorAll('[role="list"] > [role="doc-biblioentry"]')
      .forEach(function (entry) {
        entry.setAttribute("role", "listitem");
      });
  }

  // 3. A code block whose lines are wider than the column scrolls sideways, and a keyboard user
  //    can only scroll what can take the focus (axe: scrollable-region-focusable). The theme
  //    gives such blocks tabindex="0" once, when the page loads; but the column narrows later
  //    (a small window, the sidebar, widgets and web fonts that arrive after the first layout),
  //    and blocks that start to scroll then stay out of reach. So check again whenever a block
  //    changes size and once the fonts are in.
  function focusable(el) {
    if (!el.hasAttribute("tabindex") && el.scrollWidth > el.clientWidth) {
      el.setAttribute("tabindex", "0");
    }
  }

  function keepScrollingBlocksFocusable() {
    var blocks = document.querySelectorAll("pre, .pst-scrollable-table-container");
    blocks.forEach(focusable);
    if (window.ResizeObserver) {
      var observer = new ResizeObserver(function (entries) {
        entries.forEach(function (entry) {
          focusable(entry.target);
        });
      });
      blocks.forEach(function (el) {
        observer.observe(el);
      });
    }
    if (document.fonts && document.fonts.ready) {
      document.fonts.ready.then(function () {
        blocks.forEach(focusable);
      });
    }
  }

  function start() {
    nameHiddenCellToggles();
    makeBibliographyAList();
    keepScrollingBlocksFocusable();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
