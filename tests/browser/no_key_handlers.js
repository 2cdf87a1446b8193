// The control of test_jupyter_live.py: run before a page's scripts (page.add_init_script of
// "(this file)()"), it drops every keydown listener added to a live view's text box, so the
// views work as if they had no key handlers of their own and left Enter to the browser's
// default action, which JupyterLab cancels in a cell. Every other listener is added as usual.
() => {
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (type === "keydown" && this instanceof HTMLElement &&
        this.classList.contains("attnviz-live-input")) {
      return undefined;
    }
    return add.call(this, type, listener, options);
  };
}
