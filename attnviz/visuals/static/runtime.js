/*
 * attnviz views: the runtime every interactive view of the package shares.
 *
 * A view is written by Python (attnviz.views) as one self-contained HTML fragment: a host
 * div.attnviz-view with data-attnviz-kind="KIND", data-attnviz-version="VERSION",
 * data-attnviz-view="static" and data-lm-suppress-shortcuts, holding fallback text for readers
 * without JavaScript and a hidden div.attnviz-code with an inert template.attnviz-styles
 * (views.css, then KIND.css), a script.attnviz-data of type application/json and one script
 * element with this file, the files the renderer requires (charts.js, another kind's
 * renderer) and the renderer of KIND (KIND.js), all inside one function of attnvizVersion
 * (wrapper.js):
 *
 *     (function (attnvizVersion) { runtime.js ... KIND.js })("VERSION");
 *
 * VERSION is a short hash of the package's scripts, so views saved by different releases of
 * the package carry different versions, and views of one release the same. Each version has
 * its own runtime, window.attnvizRuntimes[VERSION], made by the first view of that version a
 * page loads and reused by the others. A renderer registers with the runtime of its own
 * version (register(KIND, render)), which sets up only the hosts of that version: on a page
 * that shows outputs saved by different releases (a JupyterLab tab with two notebooks open),
 * every view is drawn by the scripts it was saved with, and a newer release is never drawn by
 * an older one's scripts. charts.js puts its functions on the same runtime (runtime.charts).
 * Views saved before versions existed bring their own runtime, window.attnvizViews, and draw
 * themselves beside these.
 *
 * Setting up a host: the runtime attaches an open shadow root (so the page's styles cannot
 * reach the view and the view's cannot leak out), copies the styles of the host's inert
 * template and a fresh container into it, gives the container the book's colours as CSS
 * variables (--attnviz-query: "r, g, b", ... from the host's data-attnviz-colors, written from
 * attnviz.palette), and calls render(container, data, host). The host's data-attnviz-view
 * becomes "ready" (or "error"). Nothing is looked up by id, so a view shown twice on one page,
 * or two views of one kind, never interfere.
 *
 * Theme: the host carries data-theme ("light" or "dark"), so that native controls and colours
 * follow the page. It is, in order: the data-theme (or data-mode) of the page's html element
 * (the book's theme switch); JupyterLab's and Notebook 7's theme, data-jp-theme-light="true" or
 * "false" on the body; the reader's system setting. It is set again whenever one of them
 * changes, and then the host receives an "attnviz-theme" event, at once and again a moment
 * later (a front end may swap its style sheet after its attribute): a renderer that paints a
 * canvas with the page's colours listens for it and paints again.
 *
 * Keyboard: Jupyter's front ends (Lumino) take single keys as commands ("d d" deletes a cell,
 * the arrow keys move between cells) unless the key's target, or an element above it, has
 * data-lm-suppress-shortcuts. Python writes that attribute on every host, so keys pressed in a
 * view (whose events reach the page with the host as their target) do what the view means.
 * That attribute would silence the front end's modifier shortcuts too (Ctrl+S or Cmd+S saves
 * the notebook), so a key pressed with Ctrl, Cmd or Alt is passed on: a copy of the event is
 * dispatched on the host's parent, outside the attribute's reach, and if the front end acts on
 * it (it cancels the copy) the original is cancelled too, so the browser does not act twice.
 * Text editing keys in a text field (Ctrl+A, C, V, X, Z, Y, the arrows, Backspace, Delete) stay
 * with the field.
 */
(function () {
  "use strict";
  var runtimes = window.attnvizRuntimes = window.attnvizRuntimes || {};
  if (runtimes[attnvizVersion]) {
    return;
  }
  var renderers = {};
  var themed = [];

  function pageTheme() {
    var root = document.documentElement;
    var theme = root.getAttribute("data-theme") || root.getAttribute("data-mode");
    if (theme === "dark" || theme === "light") {
      return theme;
    }
    var jupyter = document.body ? document.body.getAttribute("data-jp-theme-light") : null;
    if (jupyter === "true" || jupyter === "false") {
      return jupyter === "true" ? "light" : "dark";
    }
    if (window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches) {
      return "dark";
    }
    return "light";
  }

  function announceTheme(host) {
    host.dispatchEvent(new window.CustomEvent("attnviz-theme"));
  }

  function applyTheme() {
    var theme = pageTheme();
    themed = themed.filter(function (host) {
      return host.isConnected;
    });
    themed.forEach(function (host) {
      if (host.getAttribute("data-theme") !== theme) {
        host.setAttribute("data-theme", theme);
        announceTheme(host);
        window.setTimeout(function () {
          announceTheme(host);
        }, 300);
      }
    });
  }

  var EDITING_KEYS = /^(a|c|v|x|z|y|arrow\w+|backspace|delete|home|end)$/i;

  // A modifier shortcut (Ctrl+S) pressed in a view reaches the front end after all.
  function passShortcuts(host) {
    host.addEventListener("keydown", function (event) {
      if (!(event.ctrlKey || event.metaKey || event.altKey) || !host.parentElement ||
          ["Control", "Meta", "Alt", "Shift"].indexOf(event.key) >= 0) {
        return;
      }
      var target = event.composedPath ? event.composedPath()[0] : event.target;
      var tag = target && target.tagName ? target.tagName.toLowerCase() : "";
      var editable = tag === "textarea" || (tag === "input" && ["text", "search", "url",
        "email", "number", "password"].indexOf(target.type) >= 0) ||
        (target && target.isContentEditable);
      if (editable && EDITING_KEYS.test(event.key)) {
        return;
      }
      var copy = new window.KeyboardEvent("keydown", {
        key: event.key, code: event.code, keyCode: event.keyCode, which: event.which,
        ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey,
        shiftKey: event.shiftKey, repeat: event.repeat, bubbles: true, cancelable: true,
        composed: true
      });
      ["keyCode", "which"].forEach(function (name) {  // older front ends read these
        Object.defineProperty(copy, name, {value: event[name]});
      });
      if (!host.parentElement.dispatchEvent(copy)) {
        event.preventDefault();
        event.stopPropagation();
      }
    });
  }

  function watchTheme() {
    if (window.MutationObserver) {
      var observer = new window.MutationObserver(applyTheme);
      observer.observe(document.documentElement, {
        attributes: true,
        attributeFilter: ["data-theme", "data-mode"]
      });
      if (document.body) {
        observer.observe(document.body, {
          attributes: true,
          attributeFilter: ["data-jp-theme-light"]
        });
      }
    }
    if (window.matchMedia) {
      var query = window.matchMedia("(prefers-color-scheme: dark)");
      if (query.addEventListener) {
        query.addEventListener("change", applyTheme);
      }
    }
  }

  function child(host, className) {
    for (var i = 0; i < host.children.length; i++) {
      if (host.children[i].classList.contains(className)) {
        return host.children[i];
      }
    }
    throw new Error("attnviz: the view has no " + className);
  }

  function setUp(host, render) {
    var code = child(host, "attnviz-code");
    var data = JSON.parse(child(code, "attnviz-data").textContent);
    var styles = child(code, "attnviz-styles").content.cloneNode(true);
    var shadow = host.shadowRoot || host.attachShadow({mode: "open"});
    var container = document.createElement("div");
    container.className = "attnviz-root";
    var colors = JSON.parse(host.getAttribute("data-attnviz-colors") || "{}");
    Object.keys(colors).forEach(function (role) {
      container.style.setProperty("--attnviz-" + role, colors[role]);
    });
    while (shadow.firstChild) {
      shadow.removeChild(shadow.firstChild);
    }
    shadow.appendChild(styles);
    shadow.appendChild(container);
    host.setAttribute("data-theme", pageTheme());
    themed.push(host);
    if (!host.attnvizShortcuts) {
      host.attnvizShortcuts = true;
      passShortcuts(host);
    }
    render(container, data, host);
  }

  // Whether the page has a host's data in full. A page that arrives in pieces is shown while
  // it is read: a host further down can be there with its data element cut short, or none
  // yet. The data are whole once the element after them (the model a live view carries, or
  // the view's script) has begun.
  function complete(host) {
    var code = null;
    for (var i = 0; i < host.children.length && !code; i++) {
      if (host.children[i].classList.contains("attnviz-code")) {
        code = host.children[i];
      }
    }
    var data = code && code.querySelector(":scope > .attnviz-data");
    return Boolean(data && data.nextElementSibling);
  }

  function start(kind, tries) {
    var hosts = document.querySelectorAll('.attnviz-view[data-attnviz-kind="' + kind +
      '"][data-attnviz-version="' + attnvizVersion + '"][data-attnviz-view="static"]');
    var waiting = 0;
    Array.prototype.forEach.call(hosts, function (host) {
      if (!complete(host)) {  // its own script sets it up when it runs, or a later look
        waiting += 1;
        return;
      }
      host.setAttribute("data-attnviz-view", "loading");
      try {
        setUp(host, renderers[kind]);
        host.setAttribute("data-attnviz-view", "ready");
      } catch (error) {
        host.setAttribute("data-attnviz-view", "error");
        if (window.console) {
          window.console.error("attnviz:", error);
        }
      }
    });
    if ((!hosts.length || waiting) && tries < 40) {
      // Some front ends insert the script before its markup: look again shortly.
      window.setTimeout(function () {
        start(kind, tries + 1);
      }, 50);
    }
  }

  // The renderer of a kind, for this runtime's version: set up the hosts that wait for it.
  function register(kind, render) {
    if (!renderers[kind]) {
      renderers[kind] = render;
    }
    start(kind, 0);
  }

  // Small helpers the renderers share.
  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) {
      node.className = className;
    }
    if (text !== undefined && text !== null) {
      node.textContent = String(text);
    }
    return node;
  }

  function select(label, className, options, value) {
    var wrapper = element("label", "attnviz-control");
    var control = element("select", className);
    wrapper.appendChild(document.createTextNode(label + " "));
    options.forEach(function (option) {
      var node = element("option", null, option[1]);
      node.value = String(option[0]);
      control.appendChild(node);
    });
    control.value = String(value);
    control.disabled = options.length < 2;
    wrapper.appendChild(control);
    return {wrapper: wrapper, control: control};
  }

  function slider(label, className, min, max, step, value, format) {
    var wrapper = element("label", "attnviz-control");
    var control = element("input", className);
    var shown = element("output", "attnviz-value");
    control.type = "range";
    control.min = String(min);
    control.max = String(max);
    control.step = String(step);
    control.value = String(value);
    shown.textContent = format(Number(control.value));
    control.addEventListener("input", function () {
      shown.textContent = format(Number(control.value));
    });
    wrapper.appendChild(document.createTextNode(label + " "));
    wrapper.appendChild(control);
    wrapper.appendChild(shown);
    return {wrapper: wrapper, control: control, output: shown};
  }

  // Keep state[key] equal to read(value) of a control ({control} from select or slider) for each
  // [control, key, read] binding, and call update after every change (a slider as it moves, a
  // menu when it changes).
  function follow(state, update, bindings) {
    bindings.forEach(function (binding) {
      var control = binding[0].control;
      var event = control.tagName === "SELECT" ? "change" : "input";
      control.addEventListener(event, function () {
        state[binding[1]] = binding[2](control.value);
        update();
      });
    });
  }

  // Move the focus along a list of elements with the arrow keys (Home and End too).
  function arrowKeys(items, onMove, vertical) {
    var back = vertical ? "ArrowUp" : "ArrowLeft";
    var forward = vertical ? "ArrowDown" : "ArrowRight";
    Array.prototype.forEach.call(items, function (item, index) {
      item.addEventListener("keydown", function (event) {
        var next = -1;
        if (event.key === back) {
          next = Math.max(0, index - 1);
        } else if (event.key === forward) {
          next = Math.min(items.length - 1, index + 1);
        } else if (event.key === "Home") {
          next = 0;
        } else if (event.key === "End") {
          next = items.length - 1;
        }
        if (next >= 0) {
          event.preventDefault();
          items[next].focus();
          if (onMove) {
            onMove(next);
          }
        }
      });
    });
  }

  // Call paint() whenever the theme of the view that holds element changes (an element inside
  // a host's shadow root, or the host itself), until element leaves the page.
  function onTheme(element, paint) {
    var rootNode = element.getRootNode ? element.getRootNode() : null;
    var host = rootNode && rootNode.host ? rootNode.host : element;
    function listener() {
      if (!element.isConnected) {
        host.removeEventListener("attnviz-theme", listener);
        return;
      }
      paint();
    }
    host.addEventListener("attnviz-theme", listener);
  }

  runtimes[attnvizVersion] = {
    version: attnvizVersion,
    onTheme: onTheme,
    renderers: renderers,
    register: register,
    element: element,
    select: select,
    slider: slider,
    follow: follow,
    arrowKeys: arrowKeys
  };
  watchTheme();
})();
