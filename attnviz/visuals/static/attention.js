/*
 * The attention view (attnviz.AttentionView): query tokens on the left, key tokens on the right.
 *
 * Hovering over or focusing a query shows its weights over the keys: each key is shaded and
 * labelled with its weight and joined to the query by a line whose opacity is the weight.
 * Clicking a query (or Enter, or Space) pins it; again unpins, and so does Escape. The arrow
 * keys, Home and End move between queries. Selects pick the layer and the head ("all heads"
 * shows the mean over heads, with one small map per head: queries down, keys across); hovering
 * over or clicking a map row does what it does on its query.
 *
 * Data (from Python): title, layers, heads, queries, keys, shape [L, H, Tq, Tk], decimals,
 * vmax (the weight drawn at full colour) and weights, nested (L, H, Tq, Tk).
 *
 * What browser tests rely on: the host carries data-layer, data-head (an index or "all") and,
 * while a query is shown, data-query; in the shadow root, queries are .attnviz-query and keys
 * .attnviz-key with data-index; a shown key has data-weight (the weight as a decimal string);
 * the controls are select.attnviz-layer and select.attnviz-head; maps are canvas.attnviz-map
 * with data-head.
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];
  var ROW = 20;
  var LINES = 80;
  var SVG = "http://www.w3.org/2000/svg";

  function render(root, D, host) {
    var element = views.element;
    var H = D.shape[1];
    var Tq = D.shape[2];
    var Tk = D.shape[3];
    var scale = Math.pow(10, D.decimals);
    var cell = Math.max(3, Math.min(14, Math.floor(180 / Math.max(Tq, Tk))));
    var ratio = window.devicePixelRatio || 1;
    var means = {};
    var canvases = [];
    var state = {layer: 0, head: H > 1 ? -1 : 0, pinned: -1, shown: -1};
    var accent = window.getComputedStyle(root).getPropertyValue("--attnviz-key").trim();

    var bar = element("div", "attnviz-bar");
    if (D.title !== null) {
      bar.appendChild(element("span", "attnviz-title", D.title));
    }
    var layerSelect = views.select("layer", "attnviz-layer", D.layers.map(function (name, i) {
      return [i, name];
    }), 0);
    var headOptions = D.heads.map(function (name, h) {
      return [h, name];
    });
    if (H > 1) {
      headOptions.unshift(["all", "all heads (mean)"]);
    }
    var headSelect = views.select("head", "attnviz-head", headOptions, headOptions[0][0]);
    bar.appendChild(layerSelect.wrapper);
    bar.appendChild(headSelect.wrapper);

    var main = element("div", "attnviz-main");
    var queryColumn = element("div", "attnviz-col");
    var keyColumn = element("div", "attnviz-col");
    var svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("class", "attnviz-lines");
    svg.setAttribute("width", String(LINES));
    svg.setAttribute("height", String(Math.max(Tq, Tk) * ROW));
    svg.setAttribute("stroke-width", "2");
    svg.setAttribute("aria-hidden", "true");
    var queries = D.queries.map(function (token, i) {
      var node = element("span", "attnviz-tok attnviz-query", token);
      node.setAttribute("data-index", String(i));
      node.setAttribute("role", "button");
      node.setAttribute("aria-pressed", "false");
      node.title = token;
      node.tabIndex = i === 0 ? 0 : -1;
      queryColumn.appendChild(node);
      return node;
    });
    var numbers = [];
    var keys = D.keys.map(function (token, j) {
      var node = element("span", "attnviz-tok attnviz-key", token);
      var number = element("span", "attnviz-num");
      node.setAttribute("data-index", String(j));
      node.title = token;
      node.appendChild(number);
      numbers.push(number);
      keyColumn.appendChild(node);
      return node;
    });
    var lines = D.keys.map(function (token, j) {
      var line = document.createElementNS(SVG, "line");
      line.setAttribute("x2", String(LINES));
      line.setAttribute("y2", String((j + 0.5) * ROW));
      line.setAttribute("stroke-opacity", "0");
      svg.appendChild(line);
      return line;
    });
    main.appendChild(queryColumn);
    main.appendChild(svg);
    main.appendChild(keyColumn);
    var maps = element("div", "attnviz-maps");
    var hint = "Hover over, click or tab to a query (left) to see its weights over the keys " +
      "(right); click again or press Escape to unpin; arrow keys move between queries.";
    if (H > 1) {
      hint += " With all heads, shading and lines show the mean over heads, and each head " +
        "has its own map (queries down, keys across).";
    }
    root.appendChild(bar);
    root.appendChild(main);
    root.appendChild(maps);
    root.appendChild(element("div", "attnviz-hint", hint));

    function matrix(layer, head) {
      if (head >= 0) {
        return D.weights[layer][head];
      }
      if (!means[layer]) {
        var m = [];
        for (var i = 0; i < Tq; i++) {
          m.push([]);
          for (var j = 0; j < Tk; j++) {
            var sum = 0;
            for (var h = 0; h < H; h++) {
              sum += D.weights[layer][h][i][j];
            }
            m[i].push(Math.round(sum / H * scale) / scale);
          }
        }
        means[layer] = m;
      }
      return means[layer];
    }

    function alpha(w) {
      var a = w / D.vmax;
      return a > 0 ? Math.min(a, 1) : 0;
    }

    function draw() {
      var color = window.getComputedStyle(root).color;
      canvases.forEach(function (entry) {
        var ctx = entry.canvas.getContext ? entry.canvas.getContext("2d") : null;
        var m = matrix(state.layer, entry.head);
        if (!ctx) {
          return;
        }
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        ctx.clearRect(0, 0, Tk * cell, Tq * cell);
        for (var i = 0; i < Tq; i++) {
          for (var j = 0; j < Tk; j++) {
            ctx.fillStyle = "rgba(" + accent + "," + alpha(m[i][j]).toFixed(3) + ")";
            ctx.fillRect(j * cell, i * cell, cell, cell);
          }
        }
        if (state.shown >= 0) {
          ctx.strokeStyle = color;
          ctx.lineWidth = 1.5;
          ctx.strokeRect(0.75, state.shown * cell + 0.75, Tk * cell - 1.5, cell - 1.5);
        }
      });
    }

    function show(i) {
      var m = matrix(state.layer, state.head);
      state.shown = i;
      queries.forEach(function (node, j) {
        node.classList.toggle("attnviz-active", j === i);
        node.classList.toggle("attnviz-pinned", j === state.pinned);
        node.setAttribute("aria-pressed", j === state.pinned ? "true" : "false");
      });
      keys.forEach(function (node, j) {
        if (i < 0) {
          node.style.backgroundColor = "";
          node.removeAttribute("data-weight");
          lines[j].setAttribute("stroke-opacity", "0");
          numbers[j].textContent = "";
        } else {
          var w = m[i][j];
          var a = alpha(w);
          // at most half opaque: the token's text keeps its contrast on light and dark pages
          node.style.backgroundColor = "rgba(" + accent + "," + (0.5 * a).toFixed(3) + ")";
          node.setAttribute("data-weight", String(w));
          lines[j].setAttribute("y1", String((i + 0.5) * ROW));
          lines[j].setAttribute("stroke-opacity", a.toFixed(3));
          numbers[j].textContent = w.toFixed(2);
        }
      });
      if (i < 0) {
        host.removeAttribute("data-query");
      } else {
        host.setAttribute("data-query", String(i));
      }
      draw();
    }

    function pin(i) {
      state.pinned = state.pinned === i ? -1 : i;
      show(state.pinned < 0 ? i : state.pinned);
    }

    function cellAt(canvas, event) {
      var box = canvas.getBoundingClientRect();
      var i = Math.floor((event.clientY - box.top) / (box.height || 1) * Tq);
      var j = Math.floor((event.clientX - box.left) / (box.width || 1) * Tk);
      return [Math.max(0, Math.min(Tq - 1, i)), Math.max(0, Math.min(Tk - 1, j))];
    }

    function addMap(h) {
      var box = element("div", "attnviz-mapbox");
      var canvas = element("canvas", "attnviz-map");
      canvas.setAttribute("data-head", String(h));
      canvas.setAttribute("role", "img");
      canvas.setAttribute("aria-label", "attention map of " + D.heads[h] + ", " +
        D.layers[state.layer] + ": queries down, keys across");
      canvas.width = Math.round(Tk * cell * ratio);
      canvas.height = Math.round(Tq * cell * ratio);
      canvas.style.width = Tk * cell + "px";
      canvas.style.height = Tq * cell + "px";
      canvas.addEventListener("mousemove", function (event) {
        var at = cellAt(canvas, event);
        canvas.title = D.queries[at[0]] + " \u2192 " + D.keys[at[1]] + ": " +
          matrix(state.layer, h)[at[0]][at[1]];
        if (at[0] !== state.shown) {
          show(at[0]);
        }
      });
      canvas.addEventListener("mouseleave", function () {
        show(state.pinned);
      });
      canvas.addEventListener("click", function (event) {
        pin(cellAt(canvas, event)[0]);
      });
      box.appendChild(canvas);
      box.appendChild(element("div", null, D.heads[h]));
      maps.appendChild(box);
      canvases.push({canvas: canvas, head: h});
    }

    function build() {
      while (maps.firstChild) {
        maps.removeChild(maps.firstChild);
      }
      canvases = [];
      for (var h = 0; h < H; h++) {
        if (state.head < 0 || state.head === h) {
          addMap(h);
        }
      }
    }

    function choose() {
      var head = headSelect.control.value;
      state.layer = Number(layerSelect.control.value) || 0;
      state.head = head === "all" ? -1 : (Number(head) || 0);
      host.setAttribute("data-layer", String(state.layer));
      host.setAttribute("data-head", state.head < 0 ? "all" : String(state.head));
      build();
      show(state.shown);
    }

    queries.forEach(function (node, i) {
      node.addEventListener("mouseenter", function () {
        show(i);
      });
      node.addEventListener("mouseleave", function () {
        show(state.pinned);
      });
      node.addEventListener("focus", function () {
        queries.forEach(function (other, j) {
          other.tabIndex = j === i ? 0 : -1;
        });
        show(i);
      });
      node.addEventListener("blur", function () {
        show(state.pinned);
      });
      node.addEventListener("click", function () {
        pin(i);
      });
      node.addEventListener("keydown", function (event) {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          pin(i);
        } else if (event.key === "Escape" && state.pinned >= 0) {
          state.pinned = -1;
          show(i);
        }
      });
    });
    views.arrowKeys(queries, null, true);
    layerSelect.control.addEventListener("change", choose);
    headSelect.control.addEventListener("change", choose);
    svg.setAttribute("stroke", "rgb(" + accent + ")");
    choose();
    views.onTheme(root, draw);  // the outline of the shown row takes the text's colour
  }

  views.register("attention", render);
})();
