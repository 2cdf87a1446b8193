// What an attnviz view shows, as one string, for sitecheck.py (element.evaluate(this file)).
//
// Called with the view's host element (div.attnviz-view). The string holds the host's state
// attributes, every element of its shadow root with its attributes and text (inline styles
// included: shading is drawn with them), and the pixels of every canvas (as a data URL), so
// it changes whenever the picture does. The values of the controls themselves are left out:
// moving a control must change the picture, not only the control. A view without a shadow
// root reads its light DOM.
(host) => {
  const root = host.shadowRoot || host;
  const parts = [];
  for (const name of ["data-attnviz-view", "data-layer", "data-head", "data-query"]) {
    parts.push(`${name}=${host.getAttribute(name)}`);
  }
  const walk = (node) => {
    for (const child of node.children) {
      if (child.tagName === "STYLE" || child.tagName === "TEMPLATE") {
        continue;
      }
      const attributes = Array.from(child.attributes, (a) => `${a.name}=${a.value}`);
      const own = Array.from(child.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join("");
      parts.push(`<${child.tagName} ${attributes.join(" ")}>${own}`);
      if (child.tagName === "CANVAS") {
        try {
          parts.push(child.toDataURL());
        } catch (error) {
          parts.push(`canvas unreadable: ${error}`);
        }
      }
      walk(child);
    }
  };
  walk(root);
  return parts.join("\n");
}
