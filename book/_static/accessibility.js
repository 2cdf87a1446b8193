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

  // 3. A code block (or cell output, or wide table) whose content is wider or taller than its
  //    box scrolls, and a keyboard user can only scroll what can take the focus (axe:
  //    scrollable-region-focusable). The theme sets tabindex to 0 or -1 (scrolls or not) at load,
  //    then again 300 ms after the window is resized or the content changes; so a block that
  //    starts to scroll in between (fonts, widgets and the sidebar arrive after the first layout)
  //    is out of reach, and one that the theme measured during a passing layout (a resize under
  //    load) stays at -1 while it scrolls. So measure again whenever a block changes size, once
  //    the fonts are in, and whenever anything sets a block's tabindex; a block that scrolls
  //    always ends at tabindex 0, and one that does not keeps whatever it has.
  var SCROLLING_BLOCKS = [
    "pre",
    ".nboutput > .output_area",
    ".cell_output > .output",
    ".jp-RenderedHTMLCommon",
    ".pst-scrollable-table-container",
  ].join(", ");

  function reachIfScrolling(el) {
    var scrolls = el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;
    if (scrolls && el.tabIndex < 0) {
      el.tabIndex = 0;
    }
  }

  function keepScrollingBlocksFocusable() {
    var watched = new WeakSet();
    var sizes = window.ResizeObserver
      ? new ResizeObserver(function (entries) {
          entries.forEach(function (entry) {
            reachIfScrolling(entry.target);
          });
        })
      : null;
    function measureAll() {
      document.querySelectorAll(SCROLLING_BLOCKS).forEach(function (el) {
        reachIfScrolling(el);
        if (sizes && !watched.has(el)) {
          watched.add(el);
          sizes.observe(el);
        }
      });
    }
    var pending = false;
    function measureSoon() {
      if (!pending) {
        pending = true;
        window.requestAnimationFrame(function () {
          pending = false;
          measureAll();
        });
      }
    }
    measureAll();
    if (window.MutationObserver) {
      new MutationObserver(function (mutations) {
        var added = false;
        mutations.forEach(function (mutation) {
          if (mutation.type === "attributes") {
            if (mutation.target.matches(SCROLLING_BLOCKS)) {
              reachIfScrolling(mutation.target);
            }
          } else if (mutation.addedNodes.length) {
            added = true;
          }
        });
        if (added) {
          measureSoon();
        }
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["tabindex"],
      });
    }
    if (document.fonts && document.fonts.ready) {
      document.fonts.ready.then(measureAll);
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
