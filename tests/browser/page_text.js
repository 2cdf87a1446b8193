// The page's prose and its swallowed tokens, for sitecheck.py (page.evaluate(this file, exclude)).
//
// `exclude` is a CSS selector: text inside a matching element (code, MathJax output, widget
// internals, ...) is skipped, and so is the element's whole subtree. Returns
//   runs:    [{text, where}] - the remaining text, cut into runs that each lie in one block
//            (the nearest ancestor that is not display: inline or contents), in document order,
//            a <br> as a newline; only the runs that hold a "|" or a "$" (the rest cannot hold
//            what sitecheck.py looks for, and a long page has thousands);
//   unknown: [{tag, where, context}] - every HTML element the parser did not know (an
//            HTMLUnknownElement such as <unk> from an unescaped "<unk>" token), custom
//            elements (names with a hyphen, like MathJax's mjx-*) aside; `context` is its
//            block's text (its row's, in a table) with each such element written back as
//            "<tag>".
(exclude) => {
  const CONTEXT = 60; // characters of context on each side of a swallowed token

  const inline = new Map(); // element -> whether it is laid out inline
  const isInline = (element) => {
    if (!inline.has(element)) {
      const display = getComputedStyle(element).display;
      inline.set(element, display === "inline" || display === "contents");
    }
    return inline.get(element);
  };
  const blockOf = (element) => {
    let current = element;
    while (current && current !== document.body && isInline(current)) {
      current = current.parentElement;
    }
    return current || document.body;
  };
  const describe = (element) => {
    const anchor = element.closest("[id]");
    return `<${element.localName}>` + (anchor ? ` in #${anchor.id}` : "");
  };
  // SVG and MathML elements are never HTMLUnknownElement; names with a hyphen are custom
  // elements, or the few such names HTML reserves (font-face, missing-glyph, ...).
  const isSwallowed = (element) =>
    element instanceof HTMLUnknownElement && !element.localName.includes("-");

  const runs = [];
  let block = null;
  const add = (owner, text) => {
    if (owner !== block) {
      block = owner;
      runs.push({ text: "", where: describe(owner) });
    }
    runs[runs.length - 1].text += text;
  };
  const walker = document.createTreeWalker(
    document.body,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    {
      acceptNode: (node) =>
        node.nodeType === Node.ELEMENT_NODE && node.matches(exclude)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    },
  );
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      add(blockOf(node.parentElement), node.data);
    } else if (node.localName === "br") {
      add(blockOf(node.parentElement), "\n");
    }
  }

  const withTags = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE || node.matches("script, style")) return "";
    const inner = Array.from(node.childNodes, withTags).join("");
    return isSwallowed(node) ? `<${node.localName}>${inner}` : inner;
  };
  const unknown = Array.from(document.body.querySelectorAll("*"))
    .filter(isSwallowed)
    .map((element) => {
      const owner = blockOf(element.parentElement);
      const row = owner.closest("td, th") && owner.closest("tr");
      const text = row // a table cell is read with the rest of its row
        ? Array.from(row.cells, withTags).join(" | ")
        : withTags(owner);
      const at = Math.max(text.indexOf(`<${element.localName}>`), 0);
      const start = Math.max(at - CONTEXT, 0);
      const context =
        (start > 0 ? "..." : "") +
        text.slice(start, at + CONTEXT) +
        (at + CONTEXT < text.length ? "..." : "");
      return { tag: element.localName, where: describe(owner), context };
    });

  return { runs: runs.filter((run) => /[|$]/.test(run.text)), unknown };
}
