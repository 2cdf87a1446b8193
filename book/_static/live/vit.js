// The file attnviz.visuals.live writes for a live model (chapters 7 to 9), with the view's code
// in place of the line "SCRIPTS" (live-engine.js, the model's live-KIND.js, attention.js), the
// live views' version in place of "VERSION", the model's name in place of "NAME" and its record
// (format, checksum, manifest, data) in place of the empty object marked RECORD. The code does
// nothing on a page without that version's runtime (a view saved by another release: live.js
// then says that the file brought no code for it).
(function (attnvizVersion) {
  "use strict";
  if (!window.attnvizRuntimes || !window.attnvizRuntimes[attnvizVersion]) {
    return;
  }
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

/*
 * The live models' layers (attnviz.visuals.live, chapters 7 to 9): loaded with a model's
 * weights file, not with the page (live.js loads it when the reader asks for the model).
 *
 * Plain functions on Float32Arrays of row-major matrices (rows of a sequence, one position per
 * row), written to be read beside the Python modules they mirror: linear (nn.Linear:
 * y = x W^T + b), layerNorm (nn.LayerNorm, eps 1e-5), gelu (the exact, erf-based nn.GELU), relu,
 * and multiHeadAttention (attnviz.MultiHeadAttention: project, split the width into H heads of
 * Dh, softmax(q k^T / sqrt(Dh)) over the keys a mask allows, merge, project), which returns the
 * weights (H, Tq, Tk) beside its output, as the chapters record them. A masked key gets weight
 * 0; a query with no key gets zeros. Then what the three models' views share: an attention view
 * (attention.js) of nested weights, and a pause that lets the page draw.
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];
  if (views.liveEngine) {
    return;
  }

  // nn.Linear: x (rows, inDim) -> (rows, outDim), W (outDim, inDim), b (outDim) or null.
  function linear(x, rows, W, b) {
    var outDim = b ? b.length : W.length / (x.length / rows);
    var inDim = W.length / outDim;
    var y = new Float32Array(rows * outDim);
    for (var r = 0; r < rows; r++) {
      var xo = r * inDim;
      for (var o = 0; o < outDim; o++) {
        var wo = o * inDim;
        var sum = b ? b[o] : 0;
        for (var i = 0; i < inDim; i++) {
          sum += x[xo + i] * W[wo + i];
        }
        y[r * outDim + o] = sum;
      }
    }
    return y;
  }

  // nn.LayerNorm over the last axis (D), eps 1e-5, biased variance as PyTorch.
  function layerNorm(x, rows, g, b) {
    var D = g.length;
    var y = new Float32Array(x.length);
    for (var r = 0; r < rows; r++) {
      var o = r * D;
      var mean = 0;
      for (var i = 0; i < D; i++) {
        mean += x[o + i];
      }
      mean /= D;
      var variance = 0;
      for (i = 0; i < D; i++) {
        variance += (x[o + i] - mean) * (x[o + i] - mean);
      }
      var inv = 1 / Math.sqrt(variance / D + 1e-5);
      for (i = 0; i < D; i++) {
        y[o + i] = (x[o + i] - mean) * inv * g[i] + b[i];
      }
    }
    return y;
  }

  // erf(x) from the Chebyshev fit of erfc in Numerical Recipes (relative error below 1.2e-7,
  // below float32's resolution for the activations here).
  function erf(x) {
    var sign = x < 0 ? -1 : 1;
    var a = Math.abs(x);
    var t = 1 / (1 + 0.5 * a);
    var y = 1 - t * Math.exp(-a * a - 1.26551223 + t * (1.00002368 + t * (0.37409196 +
      t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 +
      t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
    return sign * y;
  }

  function gelu(x) {
    for (var i = 0; i < x.length; i++) {
      x[i] = 0.5 * x[i] * (1 + erf(x[i] / Math.SQRT2));
    }
    return x;
  }

  function relu(x) {
    for (var i = 0; i < x.length; i++) {
      x[i] = x[i] > 0 ? x[i] : 0;
    }
    return x;
  }

  function add(x, y) {
    for (var i = 0; i < x.length; i++) {
      x[i] += y[i];
    }
    return x;
  }

  // Softmax of row[0..n) in place; entries where allowed(j) is false get 0.
  function softmaxRow(row, n, allowed) {
    var max = -Infinity;
    for (var j = 0; j < n; j++) {
      if (allowed(j) && row[j] > max) {
        max = row[j];
      }
    }
    if (max === -Infinity) {
      row.fill(0, 0, n);
      return row;
    }
    var sum = 0;
    for (j = 0; j < n; j++) {
      row[j] = allowed(j) ? Math.exp(row[j] - max) : 0;
      sum += row[j];
    }
    for (j = 0; j < n; j++) {
      row[j] /= sum;
    }
    return row;
  }

  // Scaled dot-product attention of projected q (Tq, D), k and v (Tk, D) with H heads.
  // allowed(i, j): may query i see key j. Returns {heads (Tq, D), weights (H, Tq, Tk)}.
  function attend(q, k, v, Tq, Tk, H, allowed) {
    var D = q.length / Tq;
    var Dh = D / H;
    var scale = 1 / Math.sqrt(Dh);
    var heads = new Float32Array(Tq * D);
    var weights = new Float32Array(H * Tq * Tk);
    var row = new Float64Array(Tk);
    for (var h = 0; h < H; h++) {
      for (var i = 0; i < Tq; i++) {
        var mayAttend = function (j) {
          return allowed(i, j);
        };
        for (var j = 0; j < Tk; j++) {
          var score = 0;
          for (var d = 0; d < Dh; d++) {
            score += q[i * D + h * Dh + d] * k[j * D + h * Dh + d];
          }
          row[j] = score * scale;
        }
        softmaxRow(row, Tk, mayAttend);
        var base = (h * Tq + i) * Tk;
        for (j = 0; j < Tk; j++) {
          weights[base + j] = row[j];
          if (row[j] !== 0) {
            for (d = 0; d < Dh; d++) {
              heads[i * D + h * Dh + d] += row[j] * v[j * D + h * Dh + d];
            }
          }
        }
      }
    }
    return {heads: heads, weights: weights};
  }

  // attnviz.MultiHeadAttention named PREFIX in the weights P: queries from xq (Tq, D), keys
  // and values from xkv (Tk, D), or from cache {k, v, T} when given (appended to, unless
  // cache.fixed). Returns {out (Tq, D), weights (H, Tq, Tk)}.
  function multiHeadAttention(P, prefix, xq, Tq, xkv, Tk, H, allowed, cache) {
    var q = linear(xq, Tq, P[prefix + ".W_q.weight"], P[prefix + ".W_q.bias"]);
    var k;
    var v;
    if (cache && cache.fixed && cache.k) {
      k = cache.k;
      v = cache.v;
      Tk = cache.T;
    } else {
      k = linear(xkv, Tk, P[prefix + ".W_k.weight"], P[prefix + ".W_k.bias"]);
      v = linear(xkv, Tk, P[prefix + ".W_v.weight"], P[prefix + ".W_v.bias"]);
      if (cache) {
        if (cache.k && !cache.fixed) {
          k = concat(cache.k, k);
          v = concat(cache.v, v);
          Tk += cache.T;
        }
        cache.k = k;
        cache.v = v;
        cache.T = Tk;
      }
    }
    var result = attend(q, k, v, Tq, Tk, H, allowed);
    return {out: linear(result.heads, Tq, P[prefix + ".W_o.weight"], P[prefix + ".W_o.bias"]),
      weights: result.weights, Tk: Tk};
  }

  function concat(a, b) {
    var c = new Float32Array(a.length + b.length);
    c.set(a, 0);
    c.set(b, a.length);
    return c;
  }

  // attnviz.PositionWiseFFN named PREFIX: dense2(activation(dense1(x))).
  function feedForward(P, prefix, x, T, activation) {
    var hidden = linear(x, T, P[prefix + ".dense1.weight"], P[prefix + ".dense1.bias"]);
    (activation === "gelu" ? gelu : relu)(hidden);
    return linear(hidden, T, P[prefix + ".dense2.weight"], P[prefix + ".dense2.bias"]);
  }

  function norm(P, prefix, x, T) {
    return layerNorm(x, T, P[prefix + ".weight"], P[prefix + ".bias"]);
  }

  // Row `row` of table (rows, D), as a new array.
  function rowOf(table, row, D) {
    return table.slice(row * D, (row + 1) * D);
  }

  function argmax(values) {
    var best = 0;
    for (var i = 1; i < values.length; i++) {
      if (values[i] > values[best]) {
        best = i;
      }
    }
    return best;
  }

  // Weights (H, Tq, Tk) as nested lists rounded to 4 decimals, for the attention view.
  function nested(weights, H, Tq, Tk) {
    var out = [];
    for (var h = 0; h < H; h++) {
      var head = [];
      for (var i = 0; i < Tq; i++) {
        var row = [];
        for (var j = 0; j < Tk; j++) {
          row.push(Math.round(weights[(h * Tq + i) * Tk + j] * 1e4) / 1e4);
        }
        head.push(row);
      }
      out.push(head);
    }
    return out;
  }
  // An attention view (attention.js) of weights (L, H, Tq, Tk) nested, drawn into parent.
  function attentionView(parent, data) {
    while (parent.firstChild) {
      parent.removeChild(parent.firstChild);
    }
    var inner = views.element("div", "attnviz-live-attention");
    parent.appendChild(inner);
    var L = data.weights.length;
    var H = data.weights[0].length;
    var vmax = 0;
    data.weights.forEach(function (layer) {
      layer.forEach(function (head) {
        head.forEach(function (row) {
          row.forEach(function (w) {
            vmax = Math.max(vmax, w);
          });
        });
      });
    });
    views.renderers.attention(inner, {
      title: data.title, layers: data.layers, heads: data.heads || headNames(H),
      queries: data.queries, keys: data.keys,
      shape: [L, H, data.queries.length, data.keys.length], decimals: 4,
      vmax: vmax > 0 ? vmax : 1, weights: data.weights
    }, inner);
    return inner;
  }

  function headNames(H) {
    var names = [];
    for (var h = 0; h < H; h++) {
      names.push("head " + h);
    }
    return names;
  }

  // Let the page draw before the next step of a long computation. A message to itself, not
  // setTimeout(0): browsers hold repeated zero-delay timers back to 4 ms each.
  function nextFrame() {
    return new Promise(function (resolved) {
      var channel = new window.MessageChannel();
      channel.port1.onmessage = function () {
        channel.port1.close();
        resolved();
      };
      channel.port2.postMessage(null);
    });
  }

  views.liveEngine = {
    linear: linear,
    layerNorm: layerNorm,
    gelu: gelu,
    relu: relu,
    add: add,
    attend: attend,
    multiHeadAttention: multiHeadAttention,
    feedForward: feedForward,
    norm: norm,
    rowOf: rowOf,
    argmax: argmax,
    nested: nested,
    attentionView: attentionView,
    nextFrame: nextFrame
  };
})();

/*
 * The live Vision Transformer (attnviz.visuals.live, chapter 8): draw a digit, read the
 * trained ViT's class probabilities and where its class token looks.
 *
 * Drawing: a 32 x 32 grid of on/off cells (mouse, pen and touch draw with pointer events; with
 * the keyboard, the arrow keys move a cursor, Space or Enter inks its cell, Shift with an arrow
 * inks as it moves, Delete or Backspace erases it). The grid is reduced exactly as the digits
 * of scikit-learn were made from their 32 x 32 bitmaps: the number of inked cells in each 4 x 4
 * block, an 8 x 8 image of values 0 to 16. The model then reads it as the chapter's data:
 * divided by 16, enlarged to the model's size by repeating pixels, standardised with the
 * training pixels' mean and spread.
 *
 * The model mirrors attnviz.VisionTransformer (live.js has the layers): the patch embedding (a
 * convolution with stride = kernel = patch size, i.e. one linear map per patch, in row-major
 * patch order), the class token in front, learned positions, pre-norm encoder blocks with
 * GELU, and the head on the final norm of the class token. The class-token attention of each
 * layer and head (its row, without itself) and the rollout (attnviz.attention_rollout: heads
 * averaged, half identity added, rows renormalised, multiplied through the layers) are drawn
 * over the drawing, one small map each.
 *
 * host.attnvizRun({pixels}) (8 x 8 nested numbers, 0 to 16) resolves to {label,
 * probabilities (10), classToken (L, H, N nested), rollout (N), milliseconds}; a blank image
 * or one of another shape is refused with a message.
 *
 * In the shadow root: canvas.attnviz-live-canvas (the drawing), button.attnviz-live-clear,
 * the examples as button.attnviz-live-example, the probabilities as
 * .attnviz-live-probability rows (data-digit), the prediction in .attnviz-live-output and the
 * maps as canvas.attnviz-live-map (data-layer, data-head: an index, or "rollout").
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];
  var live = views.liveEngine;
  var GRID = 32;
  var CELL = 7;

  function checkPixels(pixels) {
    var problem = "pixels must be 8 rows of 8 numbers from 0 to 16 (scikit-learn's digits)";
    if (!Array.isArray(pixels) || pixels.length !== 8) {
      throw new Error(problem + ".");
    }
    var total = 0;
    pixels.forEach(function (row) {
      if (!Array.isArray(row) || row.length !== 8) {
        throw new Error(problem + ".");
      }
      row.forEach(function (value) {
        if (typeof value !== "number" || !(value >= 0 && value <= 16)) {
          throw new Error(problem + ", got " + JSON.stringify(value) + ".");
        }
        total += value;
      });
    });
    if (total === 0) {
      throw new Error("The canvas is blank: draw a digit first (any of 0 to 9, filling most " +
        "of the square).");
    }
  }

  function classify(model, pixels) {
    checkPixels(pixels);
    var began = window.performance.now();
    var P = model.tensors;
    var meta = model.meta;
    var C = meta.config;
    var S = C.image_size;
    var patch = C.patch_size;
    var D = C.d_model;
    var H = C.num_heads;
    var grid = S / patch;
    var N = grid * grid;
    var factor = S / 8;
    // the image the model reads: /16, repeated to S x S, standardised
    var image = new Float32Array(S * S);
    for (var r = 0; r < S; r++) {
      for (var c = 0; c < S; c++) {
        var value = pixels[Math.floor(r / factor)][Math.floor(c / factor)] / meta.scale;
        image[r * S + c] = (value - meta.mean) / meta.std;
      }
    }
    // patches, row-major, each flattened as the convolution reads it (row, then column)
    var flat = new Float32Array(N * patch * patch);
    for (var n = 0; n < N; n++) {
      var top = Math.floor(n / grid) * patch;
      var left = (n % grid) * patch;
      for (var i = 0; i < patch; i++) {
        for (var j = 0; j < patch; j++) {
          flat[n * patch * patch + i * patch + j] = image[(top + i) * S + left + j];
        }
      }
    }
    var tokens = live.linear(flat, N, P["patch_embedding.projection.weight"],
      P["patch_embedding.projection.bias"]);
    var T = N + 1;
    var x = new Float32Array(T * D);
    x.set(P.class_token, 0);
    x.set(tokens, D);
    live.add(x, P["positions.P"]);
    var layers = [];
    function always() {
      return true;
    }
    for (var l = 0; l < C.num_layers; l++) {
      var block = "blocks." + l;
      var h = live.norm(P, block + ".residual1.norm", x, T);
      var attention = live.multiHeadAttention(P, block + ".attention", h, T, h, T, H, always,
        null);
      layers.push(attention.weights);
      x = live.add(x, attention.out);
      x = live.add(x, live.feedForward(P, block + ".ffn", live.norm(P, block + ".residual2.norm",
        x, T), T, "gelu"));
    }
    var cls = live.layerNorm(live.rowOf(x, 0, D), 1, P["norm.weight"], P["norm.bias"]);
    var logits = live.linear(cls, 1, P["head.weight"], P["head.bias"]);
    var max = Math.max.apply(null, Array.prototype.slice.call(logits));
    var exps = Array.prototype.map.call(logits, function (v) {
      return Math.exp(v - max);
    });
    var total = exps.reduce(function (a, b) {
      return a + b;
    }, 0);
    var probabilities = exps.map(function (e) {
      return e / total;
    });
    var classToken = layers.map(function (weights) {
      var heads = [];
      for (var hh = 0; hh < H; hh++) {
        heads.push(Array.prototype.slice.call(weights, hh * T * T + 1, hh * T * T + T));
      }
      return heads;
    });
    return {
      label: live.argmax(logits),
      probabilities: probabilities,
      classToken: classToken,
      rollout: rollout(layers, H, T).slice(1),
      milliseconds: window.performance.now() - began
    };
  }

  // attnviz.attention_rollout's row of the class token: per layer the mean over heads, plus the
  // identity, halved, rows renormalised; the layers multiplied, the last on the left.
  function rollout(layers, H, T) {
    var result = null;
    layers.forEach(function (weights) {
      var mixed = new Float64Array(T * T);
      for (var i = 0; i < T; i++) {
        var sum = 0;
        for (var j = 0; j < T; j++) {
          var mean = 0;
          for (var h = 0; h < H; h++) {
            mean += weights[(h * T + i) * T + j];
          }
          mixed[i * T + j] = 0.5 * mean / H + (i === j ? 0.5 : 0);
          sum += mixed[i * T + j];
        }
        for (j = 0; j < T; j++) {
          mixed[i * T + j] /= sum;
        }
      }
      if (result === null) {
        result = mixed;
        return;
      }
      var product = new Float64Array(T * T);
      for (i = 0; i < T; i++) {
        for (var k = 0; k < T; k++) {
          var a = mixed[i * T + k];
          for (j = 0; j < T; j++) {
            product[i * T + j] += a * result[k * T + j];
          }
        }
      }
      result = product;
    });
    return Array.prototype.slice.call(result, 0, T);
  }

  function setUp(body, D, host, view, loaded) {
    var element = views.element;
    var ink = new Uint8Array(GRID * GRID);
    var cursor = {row: 16, col: 16};
    var drawing = element("div", "attnviz-live-drawing");
    var canvas = element("canvas", "attnviz-live-canvas");
    canvas.width = GRID * CELL;
    canvas.height = GRID * CELL;
    canvas.tabIndex = 0;
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", "Drawing pad, 32 by 32 cells: draw with the mouse, a " +
      "pen or a finger; with the keyboard, arrow keys move, Space inks, Shift and an arrow " +
      "inks while moving, Delete erases");
    var side = element("div", "attnviz-live-side");
    var clear = element("button", "attnviz-live-clear", "Clear");
    clear.type = "button";
    var classifyButton = element("button", "attnviz-live-go", "Classify");
    classifyButton.type = "button";
    var output = element("p", "attnviz-live-output");
    var bars = element("div", "attnviz-live-probabilities");
    var rows = [];
    for (var digit = 0; digit < 10; digit++) {
      var row = element("div", "attnviz-live-probability");
      row.setAttribute("data-digit", String(digit));
      row.appendChild(element("span", "attnviz-live-digit", digit));
      var bar = element("span", "attnviz-live-bar");
      var value = element("span", "attnviz-live-value", "");
      row.appendChild(bar);
      row.appendChild(value);
      bars.appendChild(row);
      rows.push({row: row, bar: bar, value: value});
    }
    var examples = element("div", "attnviz-live-examples");
    examples.appendChild(element("span", null, "Or start from a test digit: "));
    var maps = element("div", "attnviz-live-maps");
    var buttons = element("div", "attnviz-bar");
    buttons.appendChild(classifyButton);
    buttons.appendChild(clear);
    side.appendChild(buttons);
    side.appendChild(output);
    side.appendChild(bars);
    drawing.appendChild(canvas);
    drawing.appendChild(side);

    body.appendChild(drawing);
    body.appendChild(examples);
    body.appendChild(maps);

    function reduce() {
      var pixels = [];
      for (var r = 0; r < 8; r++) {
        var line = [];
        for (var c = 0; c < 8; c++) {
          var count = 0;
          for (var i = 0; i < 4; i++) {
            for (var j = 0; j < 4; j++) {
              count += ink[(4 * r + i) * GRID + 4 * c + j];
            }
          }
          line.push(count);
        }
        pixels.push(line);
      }
      return pixels;
    }

    function colors() {
      var style = window.getComputedStyle(body);
      return {text: style.color, accent: style.getPropertyValue("--attnviz-key").trim()};
    }

    function paint() {
      var context = canvas.getContext("2d");
      var palette = colors();
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.globalAlpha = 0.08;
      context.fillStyle = palette.text;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.globalAlpha = 1;
      for (var r = 0; r < GRID; r++) {
        for (var c = 0; c < GRID; c++) {
          if (ink[r * GRID + c]) {
            context.fillRect(c * CELL, r * CELL, CELL, CELL);
          }
        }
      }
      if (host.shadowRoot.activeElement === canvas) {
        context.strokeStyle = "rgb(" + palette.accent + ")";
        context.lineWidth = 2;
        context.strokeRect(cursor.col * CELL + 1, cursor.row * CELL + 1, CELL - 2, CELL - 2);
      }
    }

    function inkAt(row, col, on) {
      for (var dr = -1; dr <= 1; dr++) {
        for (var dc = -1; dc <= 1; dc++) {
          var r = row + dr;
          var c = col + dc;
          if (r >= 0 && r < GRID && c >= 0 && c < GRID && (on ? Math.abs(dr) + Math.abs(dc) < 2 :
            true)) {
            ink[r * GRID + c] = on ? 1 : 0;
          }
        }
      }
    }

    var pending = false;
    function classifyDrawing() {
      if (pending) {
        return;
      }
      pending = true;
      window.setTimeout(function () {
        pending = false;
        view.run({pixels: reduce()}).catch(function () {
          return null;
        });
      }, 30);
    }

    function cellOf(event) {
      var box = canvas.getBoundingClientRect();
      return {
        row: Math.floor((event.clientY - box.top) / box.height * GRID),
        col: Math.floor((event.clientX - box.left) / box.width * GRID)
      };
    }

    var down = false;
    canvas.addEventListener("pointerdown", function (event) {
      down = true;
      if (canvas.setPointerCapture) {
        canvas.setPointerCapture(event.pointerId);
      }
      var cell = cellOf(event);
      inkAt(cell.row, cell.col, true);
      paint();
      event.preventDefault();
    });
    canvas.addEventListener("pointermove", function (event) {
      if (!down) {
        return;
      }
      var cell = cellOf(event);
      inkAt(cell.row, cell.col, true);
      paint();
    });
    function lift() {
      if (down) {
        down = false;
        classifyDrawing();
      }
    }
    canvas.addEventListener("pointerup", lift);
    canvas.addEventListener("pointercancel", lift);
    canvas.addEventListener("keydown", function (event) {
      var moves = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};
      if (moves[event.key]) {
        cursor.row = Math.max(0, Math.min(GRID - 1, cursor.row + moves[event.key][0]));
        cursor.col = Math.max(0, Math.min(GRID - 1, cursor.col + moves[event.key][1]));
        if (event.shiftKey) {
          inkAt(cursor.row, cursor.col, true);
          classifyDrawing();
        }
      } else if (event.key === " " || event.key === "Enter") {
        inkAt(cursor.row, cursor.col, true);
        classifyDrawing();
      } else if (event.key === "Delete" || event.key === "Backspace") {
        inkAt(cursor.row, cursor.col, false);
        classifyDrawing();
      } else {
        return;
      }
      event.preventDefault();
      paint();
    });
    canvas.addEventListener("focus", paint);
    canvas.addEventListener("blur", paint);
    clear.addEventListener("click", function () {
      ink.fill(0);
      paint();
      output.textContent = "";
      rows.forEach(function (entry) {
        entry.bar.style.width = "0";
        entry.value.textContent = "";
        entry.row.classList.remove("attnviz-live-best");
      });
      while (maps.firstChild) {
        maps.removeChild(maps.firstChild);
      }
      view.say("Cleared: draw a digit.");
    });
    classifyButton.addEventListener("click", function () {
      view.run({pixels: reduce()}).catch(function () {
        return null;
      });
    });

    // An 8 x 8 example drawn into the grid: each pixel's count of inked cells in its block.
    function load(pixels) {
      ink.fill(0);
      var order = [5, 6, 9, 10, 1, 2, 4, 8, 7, 11, 13, 14, 0, 3, 12, 15];
      for (var r = 0; r < 8; r++) {
        for (var c = 0; c < 8; c++) {
          for (var k = 0; k < Math.round(pixels[r][c]); k++) {
            var cell = order[k];
            ink[(4 * r + (cell >> 2)) * GRID + 4 * c + (cell & 3)] = 1;
          }
        }
      }
      paint();
    }

    D.examples.forEach(function (pixels, index) {
      var chip = element("button", "attnviz-live-example", "digit " + (index + 1));
      chip.type = "button";
      chip.addEventListener("click", function () {
        load(pixels);
        view.run({pixels: reduce()}).catch(function () {
          return null;
        });
      });
      examples.appendChild(chip);
    });

    function drawMap(title, scores, pixels, layer, head) {
      var figure = element("figure", "attnviz-live-figure");
      var map = element("canvas", "attnviz-live-map");
      var size = 64;
      map.width = size;
      map.height = size;
      map.setAttribute("data-layer", String(layer));
      map.setAttribute("data-head", String(head));
      map.setAttribute("role", "img");
      map.setAttribute("aria-label", title + ": class-token attention over the drawing");
      var context = map.getContext("2d");
      var palette = colors();
      var px = size / 8;
      for (var r = 0; r < 8; r++) {
        for (var c = 0; c < 8; c++) {
          context.globalAlpha = 0.1 + 0.5 * pixels[r][c] / 16;
          context.fillStyle = palette.text;
          context.fillRect(c * px, r * px, px, px);
        }
      }
      var grid = Math.round(Math.sqrt(scores.length));
      var cellSize = size / grid;
      var top = Math.max.apply(null, scores) || 1;
      context.fillStyle = "rgb(" + palette.accent + ")";
      scores.forEach(function (score, n) {
        context.globalAlpha = 0.75 * score / top;
        context.fillRect((n % grid) * cellSize, Math.floor(n / grid) * cellSize, cellSize,
          cellSize);
      });
      figure.appendChild(map);
      figure.appendChild(element("figcaption", null, title));
      return figure;
    }

    var shown = null;  // the last drawing classified and its result, drawn again on a theme change

    function show(pixels, result) {
      shown = {pixels: pixels, result: result};
      var best = result.label;
      output.textContent = "The model reads " + best + " (" +
        (100 * result.probabilities[best]).toFixed(1) + " %).";
      rows.forEach(function (entry, k) {
        var p = result.probabilities[k];
        entry.bar.style.width = (100 * p).toFixed(1) + "%";
        entry.value.textContent = (100 * p).toFixed(1) + " %";
        entry.row.classList.toggle("attnviz-live-best", k === best);
      });
      while (maps.firstChild) {
        maps.removeChild(maps.firstChild);
      }
      maps.appendChild(element("p", "attnviz-hint", "Where the class token looks, per layer " +
        "and head (darker: more weight), and the rollout through all layers:"));
      var strip = element("div", "attnviz-live-strip");
      result.classToken.forEach(function (heads, l) {
        heads.forEach(function (scores, h) {
          strip.appendChild(drawMap("layer " + (l + 1) + ", head " + h, scores, pixels, l, h));
        });
      });
      strip.appendChild(drawMap("rollout", result.rollout, pixels, "all", "rollout"));
      maps.appendChild(strip);
      view.say("Classified in " + result.milliseconds.toFixed(1) + " ms.");
    }

    paint();
    views.onTheme(body, function () {  // the pad's ink and the maps take the text's colour
      paint();
      if (shown) {
        show(shown.pixels, shown.result);
      }
    });

    return {
      ready: "Draw a digit in the square; it is classified as you draw.",
      run: function (model, request) {
        if (!request || !("pixels" in request)) {
          throw new Error("attnvizRun needs {pixels: 8 x 8 numbers from 0 to 16}.");
        }
        var result = classify(model, request.pixels);
        show(request.pixels, result);
        return result;
      }
    };
  }

  views.liveModels = views.liveModels || {};
  views.liveModels["live-vit"] = setUp;
})();

})("8ae061e1e638");
(window.attnvizLiveWeights = window.attnvizLiveWeights || {})["vit"] = {"format":1,"name":"vit","checksum":"f4548620","meta":"{\"model\":\"vit\",\"config\":{\"image_size\":8,\"patch_size\":2,\"in_channels\":1,\"num_classes\":10,\"d_model\":64,\"num_heads\":4,\"num_layers\":2,\"mlp_dim\":128,\"dropout\":0.1},\"tensors\":[{\"name\":\"class_token\",\"shape\":[1,1,64],\"offset\":0},{\"name\":\"patch_embedding.projection.weight\",\"shape\":[64,1,2,2],\"offset\":64},{\"name\":\"patch_embedding.projection.bias\",\"shape\":[64],\"offset\":320},{\"name\":\"positions.P\",\"shape\":[17,64],\"offset\":384},{\"name\":\"blocks.0.attention.W_q.weight\",\"shape\":[64,64],\"offset\":1472},{\"name\":\"blocks.0.attention.W_q.bias\",\"shape\":[64],\"offset\":5568},{\"name\":\"blocks.0.attention.W_k.weight\",\"shape\":[64,64],\"offset\":5632},{\"name\":\"blocks.0.attention.W_k.bias\",\"shape\":[64],\"offset\":9728},{\"name\":\"blocks.0.attention.W_v.weight\",\"shape\":[64,64],\"offset\":9792},{\"name\":\"blocks.0.attention.W_v.bias\",\"shape\":[64],\"offset\":13888},{\"name\":\"blocks.0.attention.W_o.weight\",\"shape\":[64,64],\"offset\":13952},{\"name\":\"blocks.0.attention.W_o.bias\",\"shape\":[64],\"offset\":18048},{\"name\":\"blocks.0.ffn.dense1.weight\",\"shape\":[128,64],\"offset\":18112},{\"name\":\"blocks.0.ffn.dense1.bias\",\"shape\":[128],\"offset\":26304},{\"name\":\"blocks.0.ffn.dense2.weight\",\"shape\":[64,128],\"offset\":26432},{\"name\":\"blocks.0.ffn.dense2.bias\",\"shape\":[64],\"offset\":34624},{\"name\":\"blocks.0.residual1.norm.weight\",\"shape\":[64],\"offset\":34688},{\"name\":\"blocks.0.residual1.norm.bias\",\"shape\":[64],\"offset\":34752},{\"name\":\"blocks.0.residual2.norm.weight\",\"shape\":[64],\"offset\":34816},{\"name\":\"blocks.0.residual2.norm.bias\",\"shape\":[64],\"offset\":34880},{\"name\":\"blocks.1.attention.W_q.weight\",\"shape\":[64,64],\"offset\":34944},{\"name\":\"blocks.1.attention.W_q.bias\",\"shape\":[64],\"offset\":39040},{\"name\":\"blocks.1.attention.W_k.weight\",\"shape\":[64,64],\"offset\":39104},{\"name\":\"blocks.1.attention.W_k.bias\",\"shape\":[64],\"offset\":43200},{\"name\":\"blocks.1.attention.W_v.weight\",\"shape\":[64,64],\"offset\":43264},{\"name\":\"blocks.1.attention.W_v.bias\",\"shape\":[64],\"offset\":47360},{\"name\":\"blocks.1.attention.W_o.weight\",\"shape\":[64,64],\"offset\":47424},{\"name\":\"blocks.1.attention.W_o.bias\",\"shape\":[64],\"offset\":51520},{\"name\":\"blocks.1.ffn.dense1.weight\",\"shape\":[128,64],\"offset\":51584},{\"name\":\"blocks.1.ffn.dense1.bias\",\"shape\":[128],\"offset\":59776},{\"name\":\"blocks.1.ffn.dense2.weight\",\"shape\":[64,128],\"offset\":59904},{\"name\":\"blocks.1.ffn.dense2.bias\",\"shape\":[64],\"offset\":68096},{\"name\":\"blocks.1.residual1.norm.weight\",\"shape\":[64],\"offset\":68160},{\"name\":\"blocks.1.residual1.norm.bias\",\"shape\":[64],\"offset\":68224},{\"name\":\"blocks.1.residual2.norm.weight\",\"shape\":[64],\"offset\":68288},{\"name\":\"blocks.1.residual2.norm.bias\",\"shape\":[64],\"offset\":68352},{\"name\":\"norm.weight\",\"shape\":[64],\"offset\":68416},{\"name\":\"norm.bias\",\"shape\":[64],\"offset\":68480},{\"name\":\"head.weight\",\"shape\":[10,64],\"offset\":68544},{\"name\":\"head.bias\",\"shape\":[10],\"offset\":69184}],\"aliases\":{},\"mean\":0.3054834306240082,\"std\":0.37610994425363625,\"scale\":16.0}","data":"eNoAAUD+vxvEs0xlFELMSRPci6wpwHoEsSWlCzkModp9Pd4tA/BPjdTzO/Sc5A+oS3zIYgqyrx2WJfMs++m0sqpuz3zYF8eCKHYx3v0gW89uD/L0LcA1g5kKU7mpDqKINhvdrOoIFYt4dIbNeQWYHFNZc02XXRIaHH0cvP1IVm/v+mcVzX+YpongiD787fzzPKyi1ICV7X2khq451LGbkywqIwH7bTunyPmrvaI1WeCvOCxd5cped8x9+HO0AcEf45XvwdJOmWsJVDYWu7CiyJFsCX7fjyuPAdoBAKJA3PtKSuW2phrYnSm6e1+drTh/FTsZpTfKIWUosu61qRyfLymZ7Ob4ES8PMip9I5bPen+URWzYP/PiKxXE/6jXM65u4kEPdLz3KhGXM4sQgKzqQuiGp/yumCr3LwVEPoR9Rs059yBwitqpnJlQQgMhk/Vs3Usi+WhVXG2byd8UDSzxllPqUrgZiQwplHd5CDlIYlhkef44Iu8RIXe89ccqdpl3z8dPmRBfN00FlEDubMp0ALV3gL2+wtH+LtyBaMMnn6z61RtPnZSVY0h1fuQsBAgb/tAhyrc4uzNPstr66kU7SV2qo/W0V+UAifCew6udsWXACQqnoIM8Ng7qCgcGojaqyU4S4fszlXyyES4bmZs2+WJghyHX9T4p+46BDoGxtuQqkc9QnhRb8ScihOZPE7jfCc1ByBhyycl7nC4RBX+kK4rsDzUWX2ndh0YVjf421qguM6MQ3DgmQOj7ojqQCunyEq36CP+r2NR/Kf9uCpL4Wylo0JxkUIejDKGlVIyfmialF4tuZ90QNxsuEPJb1l+w31FFqWc1wC5jzYa+DNdgJoDNb+px5aQ0RlAA73GQMxqOU5g++uq63pjKGD+vhcK4Eox24mISKS07KnEZp7gyv0ZLaIF7WXQLjObglSWjNM4ITB6a/M4msj7RpKC9Zk3AAo3QAT3HauineiU7yEJMGC6rs72GrXgKLNqKkg2Y5S3TgBgO90QEs0ikA9hdgm+tZx+hgaVx9yhBZJ1KX8tqRRvVUzq+lrzzzntyM19VVN2yJacIZUvG1KFBfCkTs2Bbnd8nbuQcvv4qek2RhF24e1LDnMnQTCrtO699m8bN/B+e4ZNRH/LztxLZs4EGidqv/BvBg4WjwFT0h3i8wH+57gjRnqbITsCy4Po4+Qh3M0umrWBVA/eaM6Mxds0ku/yAjlgNNlWE3DrUHyUAOpRdETQm381g6dsg5c++w2lvxn+sM4eDjD/mgApX0CcPrIMVHDsmn1Pp5eK7XP7NgIk9QRFvcbyGEsv19Kp82pABPBaoOJ0NQWIwO7srNKxX75L6hcsXdKAWswYgCWklrxDnq1pdQ9/L8BtrWLqMa4PQT5g6ejIDh+sMEoScAwM9aL5J9n/ZiwH23lGTjMGYDi7ncfok/T4bi1CkvZZWL0TW9xOUZkOWGZ8/ULuxwPvl5gBKUZF4q2gEc419MYtAJaoYzGiY/AL7pfK40qfT+89MlWaKWlYRnO0QFbHiCRE+Y5d2OE7gj8xpufEp5bIvULXtQT/CgEyW7oSvBHYkiZHjVlHvlNRfAO+mhtGMdyBqb6QR8DvgJOHgnTeJjjHzTdDt5Z7pR0ZcPrSkrK+pAMWFUzmKy24Gg5ZNNBAwXyRaI3nM6UPQOYOhQhITqZpFJwgdLo82vNpYU+n7SkqQbrPyAFZmBZlGoZn2Fp6mfjpjUXTdaK2FOgDXiRO63ih29PmWOA11jcEHJ+PgH0GAuQztBHcyw+XdJjgLPihsC3LM6n5ROkesJwCFWq7YBp195DG9Ye6brXvxE7sPWyEAI+XXhJvZujIFl3S1VPksqQFTiTTG9yBEJtw0GZE+3HuKePOJ3w3Ywftaa47RV6glDCZ8Q8V5UfyXfL4f1oZxJxaQcEp+QL10jJsZ9O0Bh1a7NTCWng5AyOqpR1OHkN6x+CcX0aY/OmX2VW/FVlDfG31iNdAx+n2FcwfCVPazGPmRzz5OTh2MfBW/qVEKWJmmh+QnMy/kR/o2T3oCTS41Kkxk3GyRNK5yWal4cxJPP1L0GYm+eCbUjIM9wevLntYMEC+ZFSUWt0XKcWieMtRpUs6XatCdxBR65Afo8cIz0tlkHJftb/x9bQU4+g50BWZpcbL5IT6YHcOUmyqyy4VLnG5JgTJMNNLoJEFA48Iu6U2DqW7wPw548SHDp0T4At2+AURjX7zav2B9fLc19H8ITZ+8ikNk8SSzAK/k+vVG6IMmuWOCsHT/Yutiilz23B9QTict8gxtCAX9KVH6EqQiLlb04Y+VWWZCWSwMI71iIoDzBN/kY52oY4k/YrZB62etmnRewaE6Ew7dNg0kjpXeuFtdFARz+xkgcHoRLI+t2Tmb5LS+uubkBL24M2dpdzZDa9INgOQcKfn9aDx9BMvnrcY7NtlvDAUBU0RY6xYrpkGgTdc2en35m15KlKg5vHrDkL+VCWwyXaUDrX4rFxh6K3PAgV23XUbQAGGBCMnMkQ0s5gi4RKlWssz3JB5n+D2b094X6wkHlbwjYEoD8wuHloX/13MToMqgq7sX23JxLuk1tJwo2QEzARsjGgCOI/CzKD88980iSkFrlFpWnGLpQsQvCcQf0bljxhJxlNPgw2h0EuTDADa5OjGttl2koWbz8wAzDkO9QzYYN2N77I+gadWuGBpGYUzN9SBOkiD/thS2nxrdyoeV6VaSU1r9AOeOEFyKmYMkliccFW11zRV9Vn2C9cvxANp/nigTtboKKRsBIlRtDAffIR/TEPE3Z9RzGusnVD+3ZJ3A+VSqohp+mC6JCZa7JvUbDLclUoBXfzoWR7jU+7j57nPlH8WQGjtRgLBLbQv91JwbvOUXTG5p6f68u0VAh08O9L4dj/uVCjaLDPCnUxFpSTyEjURmV/m2NixjgboJ7Q8i+YfBoF2oWjHP6YOgJXg5eXD6FWxqcvfTjptzn67HqEyNReV08i82mRduaxUE9JqbQdfYTg7IRZqeP3C3/G6DBz7RujPbdb9YNsfA+jh2e6YQqDMhV9iBh8XtHu+Ib1xKDz0egi4sgnAMNcGjM8WQBvfAHfNryvGAumPrZpdh2KA2EqU4J+5L997dEjdS5sBJaYsLzMaaouGV/aZ0kGccIj6qcyRGvEUsa30t6RQs+3aTzzsJNa4xUDJBZRuv08ULooL0WvOdek5bI9tTwy8aFRFR+0KW3/ZIdbEwCEWxa3FEvGhxVKB9B1Bfo+ZlcRuTE4RL11ZflYpR5iqzebqreOWSekIw9G0dvmvbMR/5594SGBHGpUIYuReoBuZB4Px6vVNWPc0WjxBVFjwsPck28qFkfkosIYAIuqdq13BBu7OuXT886zwG3siDFGtTY39HVV3MjGNY22bjOecY2BTFm0GC67zLcie+QhAse0JlhGt6rZH8ucZxtBvXOHhE5VPzpsxXH9IEuYKwiPRPGf/KPmT2DnCO2+E//vHbIdq6sg6f37GHhYSm6yMgGkYSSaJSX1Rn58MZkVE7VnJxAUtyOl1/aioMGEVqOfwGdZRAwLhZO69xApE0/g33lGD4b+1L3pG6663rxZj3U4SP27DWGm8In2O+oXzwczFH4JEi2DAPN94gB4Xs8eHzE6TikYMeqgc2BgInYrbAJ1cZwUKgbvQ84cWv3LZkpvE9q/gRlG8LFbR2kfVRbmJnIbTh4t3SEQHOUzd8pBp3LsOJ4DblBlmWLDlGty1DC1oSHXjv5tSEZvNmeCV5qksSuRxiKogrXNHPSx+nO0HkBSvBP6EAZaVBPDqxAA1wAY+M10Xtfpla1XpVRMK+G0qtXtS/n/CmXOijBzt16PI9WL8L2RLR7OXJZ7aA/9FMQNQ0k33/t5+KV3SlMH7ptziZNqQBFppVdU9Yqg+o7p1ZkL0GTzf47HmwF/xjLxQ7IcOxutnlRhtCDZR9AVTpTjwCOIfi7I7xoP7YJh4tINXHEfKu7BJzLbM64WQetPixo1IvXzTbVvTz2za9sLpb8ND+6FxkQBmtkgNXgTKlzU5jUYrh7g6JB13EOyLVxMVgnFgnuwsMygsOdTd/XIw3Ab4WfcbK0aJnYkZkdA4NliibCUjW8EfywIUj4YXI5EuiLBx+MYdnK6MrQKv7tZ674dB1BDXcrgwB91YvlKP+6kR0/7O5i4y/95B94CCQSK5N6yPsuS48kRdG17ZrqXKqTioLAePW7LBCH+e+9qxtNFujgHV45BFSgSWOkcfiNSL0ZiS/hma/0MglPTA2Zzn311gL2LTK9Ff5iAMDVz0BKiMZWQFdYgr0E0sYvOS6OHeDV+3snjMJ533UApwb8ScF+LY+LwZUUEmEsVFnvZQDfLnuVHr4J6MMGZUuUZHvlWcYRwFaykC9MFpp0YH6ZVs8eU3nJdfZ30+U/+qWjf9pC1auuHKRt9Ka2lCGn8aqUxFuNWhIXu2/ZbWtoJ7N5ZA+6jk1nzwsa+QzvlfupNP2hkyZ0gos2A3zP3otYfShLd8q0lzR7J6DSqcXEmBCXiLSSVePV2j4xdJSDLY6jPZipzor5ZvM6H7Lc5RsSeg3raMwvRXlEmkhel8lI4XFqgKudzfE67S6tcmEVwG7YuCI5qyYUIZFI4WHBtLbl6F58P+4xZD4VcH62RdE6+/rTTCdZmD7cIuVNYY/f+aO/rM1gdJWqQZLqLbu8IEXH64SLiEb91GYONO8I1nabR70NfqtuLJYYBwZX7GeCusUSUsUbRKABskw6bRL7f4kleq/7OH6FLVDAKuLO3Ed59udVkBcHYk8BxYNjRTl5Kq+NXJ5MUfELRSnQPJXsUThfgJIraRTIgGtwDrYixsMtQFFD+UaF8WeOTCf/AyPSPmp5HooVT6xkR5Kayvj+31+6NN8uAgREEef3LLmoJ0499fPAuvyqFj757owWG1FmOzmuHRqNRuwFSNofS29kKFFjJefxr+RwnrQJUfXKe6hoM4CzLdKMoH1zn1BVq9034gnWKy3WXOI3yaL7qdWN4hcfSm4SsgOtlrUym8Wxx1meX+BS07OCBSbNBCNlELhrXnpA54ppJWA/k7tU92HIm4iGOFhFsz+BhTMRaCO+IqaVNIwnXfISeG+nkJwFjhjEee5+fcTMKWVvGYLLhcW/b+Bti2dEN8lhLYVMEbj9ilCiqikRAukElO0DUAGbw/3fGbekMD7tmMXA6dCkJvnmuQ/oNwdp+HnKRMGgBcTLVOBaShCjgMUE4yBhlU6DK+6eq4cXYnBkAlMKcsAdRi7Rv6g4QNupVF/kxikqyWoUnxLcK/RMw74x1ctFdAlwH9AAs3TM3WKg1uUcVyIhc+nL9+8JDNMiuq8j1IMuHtbWTTFtG1CIGRbGBYZc2SX2t9e4I3fVUXS3bLwXRUdLBN5pXqMeddXMCOgUY9yGEuF8Py3DA2/iKm1/m6fYr9Ve9UiZ5Idz8BIKdoLxOnNpaeYeIeoiFkKqcVEWpTtZQ0CJbwSZYdaY2LuPRvdvyEjw1aBpJTcq46Bo0vI38YJCSt0ERGfgOWT/swehIOmoeceR/mnhOsenHt4RcePByujyUmla1TXhj8iZ/X0IaV7RN1TaWBe78NHcETnwht3NMRhOf+4B2xd9tdeBp3VV/KnhSjJ2sRU4Ox7SZtZc73L3uNJQiZ2c02GPVGe+z2p5p7hBBnR6lbyhdoRRM1gh7DVnyr17H/oUpOVycrqBT1m9/FOGp4Sz8MRmD3pd/ClFybtxzQoDT/6L/+rzAmfTQM7Kh3lXYI7p33+nOpGnEy0J3lHyDcon3MfRTSgUxumpPGrugiWoGFltKQ0uMm34NJWBWVZzMccz6sQUn7Ar4/VSjxd0jsqcrf8N0kSgJZTDIzjjBLgcfVMOXksmvzTpwhSkI90ZtIwPUd0kfekbZpPsZNV1YVBDHGH/EiahXOrGPtH6dYZjggQBebO1slDFN/Snbv+xBeGAVedXzHEIcG5rNEtPeOgXyLVEqPZkgU9J67Em8p4zs64MTJ9J+ZNSrF98FuGWKKMAianF8UdvPx7A6EoHsqTQ4wsxF6wngprz9eJou5trs0yyBotHomrGtlRmgyDm8c+pAvPcOknUmjsqxjcun+I6MqsPIvSr1CrIJTUzpqrcND8xX8gKVeTWWzPR8fxE70KswaRtJ1cC6HXqUpr5/8vkriJSvYDu6h+xn4KdYq3XXUjQm781n+bT+RqC8Xfys5TJDcnbN6BIJiL5k1+78w6t43iuC61rIgFiXIliRpc5h9djHgpBJJRys7IfCyyWOQwgBuO6/MwJytAK/ugWo5trN4gLlbzZugTTCacm5Q25c+a3TIQUX+QK1eRUeOyh0xdEDIGxo5siBDzU6m+5BRiPklNlUK+DarRoL4fVSvMBMCkqw3W53aLk8k5K289rR8Nmo5quF1Fuas+OMZ4NUOnlUMhW+vL0mtk4oz/QV0pENW4rBAAQbAsfRz1I8o+8LzrGmv3+QZgPx50f/VChjF7FjI0iixhfGNr0BEVyjZnySG2GbL6S2tnzMMraBoFQonVHikPbokY/owB3RPC9F0+HvN4j9g3jPkgLYkuAlcuXgdWLwtMbLTvV/AI7/T3UQiohVpw4eRrGMoikzw1E76H9bOEJL0H+SofV2xVRGsEaFtFx0QY6n7lrGTbAo/H40GSc01CXTWcM/wIBnkCmo1DNRt73jKoFG5k03SFanonjg1JpnKkcj6CFwReSVCgIFQ4JgG+NSR/hArbTPuTrgJQ+dNn0EApnGhfYylRlLRC+HMPzCyo2UmelFabgSfItEAcK11Xlp82ClKG6EEkWW+c80GwT/1RHvakKAC0/0C1ccJRAs46P172i+Cv3wa30RYxW5cdClvRDsl/DLf82NQJ0n/9CUOjFo6sUpUPuUty/WZ4VgjsDEtDxtlyVHZZba5BD2p24kKEXDoODEMPxFjoyvOoeUIjVxUNZ54PBzVS5rwVq+Ic0D/kuVOWyD56p07Ut6nXnDxqKxFbT8WtGxwOlBziMi7Cob3MmYTruaHqkZP+SoCKwga+s/O6zQ8GZ7u6w/QjO/GGOg9pnKgxzSe1YosWVLWQm37zJxkduu6iWCI6ocA6NsNzwWZdfSKC+i6mt55pcGN2EvQZKh/XxpATdANiTxAaeEEw3Gb8tl6rC0C5qE7b6jYPpuzVhKXvhBcoUW0+0LWKhIQn8RtB/ngWD52Sj4yH3+Othmu+K2dhEujkQm/bIURGHRsTuuNWRbeBtBNdBHAqq0oJhEfjVh7eIyBDmo5mZqIILzwM+XfKLDBcL1bO6R018whb9ILMMig+H/dN/lWzhfGq0R7yWqpa7txLthahSS20sYcgQHAcVrrjZeVhqTVSf/xEsyUFxfkRPmZAQ39Tq0ToWZAEv3gaup+Th0qEt22aXyZXPxqzU6JukmOEaIvBQ3zGhd+cEW1vcJ33tGBlDnZrv4xZee5gUTek5V9H/mriEhOW1iGF5F1X5yKjNfXSlcA7FVWsTkIFL8CJ4m3naGYLhVFhmn6yDHAp1AwGgwMpENNki1UzAycpkqwW6U78jEghS8Eii+fNCOyceQdnDS+hOxPSoEtAyZ2+Z0Vqmh8MH6XwfWsFt53+MR6u3CPG/Gd8kAfOZ/742CpeLDX0mJyi8k1C5t2grG2a7z6sikb0ezgYg2PFFqpRFy8quW6pqcwpCKQLxPjdYwuaG2OQI2O2c4+ltiNFBKzTgFSiU1BQba6I89strHqq6qVlFisbJmtC6jWObC/29EOhTXRscyEIEm9tFVBejoi6Zkfg5Dy2w2Ouq3egQbJh1NBBEq6b+yPOw/zjuLtwBUoHv2+/edyRF7nVJAh1FW282gEL+iOFQd5l7F4+K1Eujj6AmMLPqxWdRlmLiKWOBItzpViC8km4nOAh2peftCslpYm4HYJPy++bAKTjYWadKY3xmr3xnmXrb/bUYzaWv52vC4D6zQBnvMD0SNEDkSDPbfsEEPneQOxzBqoKi0kyaazZR4bLX1BUO7eDnZpDquhmaC8+albIVZezvBECQHFGCHQEQu0fYCffhyL/85IMxkvrbra6LeSZRmTgiMuadVxG3OG0nJuhyZ/PU/bKZwb+FXJaBSa5WzvOgvMKlkW8+F4KcPKNs6JBRkhXq/3atUl32H0DRSqzQl6xZAlHNkf9zXQIbDA2kh4xRr6Kli9ugVFp0fZzsErNC3bsoYIy3bmLOqo2vakfTbu32NOEwuSELpvbVcsxBN6nAXXMLdNDfOOGjbEj4VIMoa2HF3Tbhy6OjVERg4cLmEGMX8L0eZu0N+70PT8WYrkoYrFWxh52sqliCJUDuspoIg6W9nOsAJzLrQUMw6hTR7nLERMopnVwI1wEWFGkC7HW/CeBcULEtmMsn7WF5ahR3L6jqiI3RQRedz50wquPcCUAdU9xGTEpimIfRiOvCPsiYehnVV3ci3lN/MADVHGep+90mE4Dch8MIv60tToV2wNPXTMjTmPyTLn9M1Q+hWUFbtImCprGMmfq9vnWQUMhm4+xi0yY8nt6AVBDVNLMvc+uiIuv+M3ei3kNeEBtA2PIYOLnWe3zYnYBfV42toLQJangcA84wnlFwrqfOsXAS5qEyYKpPKkimSaNkfiMxdYPTSa3tXwMsUoCRnkCaGWDZvXvccIR90NF90EVZR67dnVDnMLQRhHFI5cHUoFORXIfCpfO3e0mVLa78tvCfs7hK8e4UKQx4DVCPT+S4aAaTq0SKYUeSkeRX8uffK1AbXkFkwSPWGOMKOo1fzZeDDva0bLeOfxQO4wl8kEJnIUnp1Ukv6lGreEe/4Umm/E9uNy4emdTuwoDVyRfPpBZTPo3hvla9kx3fgSqeGQT3zNtGaAsSzF5RZEJS/eBfIuidWKIOjAsxtL3FPzPgTdvUywhpkei9kl8aSggTxBp7s+mMHFZDX72g74W7CONRO84DXRNZ6E1LCRdji6hg10EMJNEToZrf/eeEDa4ZaK6V74kcH13jmP84gF++GcN4kAOwmiFtaNJHbl9A2c63EmPmzwUQyvBTfEA4jwoDWt+r01kVkiqSvCf/INjJT5M+JGJPxG6DcFoCQD+jgiHuS8JlT9Slk5ZEUWJ/HMaafI1jBKhJnaZ9pcsGLJlfUATWn1GvRL/K0MjUXNdkhKYn3wb4WM3/WZ9Yyr1X1S8OdUexSvHBsg4Cv8nuemdITIP+PsdDTyr00hoLfY7K7MHZtZ9Yak/aFBjKN/dPzQ5GDOSq56ae69P+xFKJA8Wy/ZFseiHB7PH1I8/S8xQrL5CZvQT8eis6ysnthL0HdBx9qdZz2GF3e2jK2YXumpdEbqbdZTlgXO+RS6CkL5+47p3RsMeDG2fRSfNHQfUCHdN2n6GmKfzHlqxzAEPLWzQHXJZYLvoAKh/qj11oD8A22qOOA1JIJiVBmoVuwWha+lNzU8Q/PNpScUXFTMouy9OxZNXNpz65k6sHrFwE4QLp9w0/H7sI2xnMDf5iUwQNt1rJ7xijuLmI0USoGk/5duz+T4GcmV1U8D/vVVsZuJPdTjTku9OCU4pyTVwvOeXNY8LCe2lul2IgT+tNKblxbl3YqJJ5Z/sfUnvASc6PFgXMMVL+ABFFcIjUKOLdNGYnmwhPdeUyExl+U5Gu1d0zG8AklUqhPBEwkj3P7LdouuMWuv/DnVGsXRXBqEfkrut1j6YBF+DitrdZSudAnHQD3iJLsPqvTYPqi9XV6zvH4+un1TIA+3XhKLe8Pde7BrqWi+BlQc8dz0pYQzUg+o4Ah+N+thjoqi/rFUwDHQWj4JQPCQxZ8AIvsgt0bBjwQ40Ay6uPcT8NnrlXUtMS8Vqx4kpt34FXAaqxDTjjHem8XK6ZSlvroDZghAlRpoZgju6nVquLasSW3Wp+xaWYSEHmsGLVf4/Rrtlcr8uHN6qqQ2xlbS4EANQrtDNQOyE4XqQCLhPooEVnS8AADTTGSIMfWHt+RMBGz7CQ4hc3A56OpNC8hIGi8qId9NhuqvAhr4UUvihfY6qrN1rEnExuybyEwa0pE8qsKoM69WZuLYcNuHomZeyqGqSM1ILIam54ygPnbUEu1ZNlYmEIFapmH5g7hfOYBHflNZDmylos6tToYyF412Ej/NC+pPVaonPN6rh+dECP5pauoZlCYI+Tow31xVYyQcRLIHSn052Hf5vZA4lNJ8OtMaBhis53V2zLqzTJlnrRmfg8VwM9ByquQBW/BtqujelK383gUUAxs9IcOuj/1Y0Zw2DKegxPEuaW9gt3uCsnXJLMKac/HLm2nql8/6pU1AH8Ee7CjGMyZ3932M+NFlBYlbGhgcjZuJvykfsqO1IGSPRUJu0mvnOQQ0xau/w7X1CQnWqEMJfhmdXqMu6YmfMYoZ9nsZ9VO45zLgPGumKg+KD1f4d/z8386A9u0vmKfISbUxTQCLygyYqO0oLDH1cd1zkl41Az39HtAKnRLtt4ANRa1L9Y0KdFThMP7oZzERVUGehXlLFs4DkWJNj5dkinsf9MzuwpwhwMTJTeP2swLm5QWWiSyfSf5FtNBLNyFVX4Dk1Wp8E00UrL2jTEIQ968lGlvOqOOfpXZcl4pnTxbGFun3Su1zvAa96ef9mBJyGYPew7CpIoz0QAFmgKiIABhlyf1BSgyhcYG5/BybCVOYQloniwQrKSFX8OZB99KqEiqUG/K2uzQ+dpdNxuNrE9pphiJ7kIi58qjrd11Fkn4kgMSF993GMGZw1ZB/dTUhZKnFSo2K7RtCqgTbBgMYBJ3GP5Mg8QrqjC3d0skygFVZCekWYpgiVRNDDREtTaHrEdO0dgwuePkw/s0YizG7Au34jJ1nQYa+5XyF11noC9pK1MwUEquis4GgBk4yjNhBECk5Og7ShL4uuFhsVt4XIm/R4HrCmJSAd3Mmn1SMzE5uGV1S5YfyelXSW/Bx3DiiSu+2+vTcK2u9bZmD/aQqrsf/wsaUCzJBFnBI2Zr61tDwX0AYGAl25o/s0V9W4El2jrOGA+OHY0Zuc0t8PKOwmrefeubWgHzc5X0ZkPYKJFAFyU4uLTvHuFzuNXssqKma+VZQURyE75xCHJFfzH/dVvFvQL1TGFUpS+lvY9fWssb0FkuYnNO937UfcUs3Tb2xti2gulZ3poiz/bDfYrpd3vJJ7Xl9I0wU126IxOIeC6PUdkGslX6sSHWdmeznIgAkEg0s5ovzWtvYzvyez7bIQ1f7PT6z+JUWGdrXhNgpcOa12z+ymZ9SO5BnlghSTKzKL0FMbuXUcXpxYCMmTRULZOMM2E7Byl08mSqHXxfhJwpdCLH7SaKqoQ6Gg0KaOQJgd2ciZw/zDVAKzq3QntVDbRaPBQAbnZVZJfJ1cUowgM94InlUBda10YmIYHKHT5ZvA9ijG2yhJma61F+7KIS55xxyAcZdAA8Hx4zrl/bZVhCiGj+DKa6mPwoYPxry4ftek3JJF1BBqwFAhnN4Vzdr+XRIAnaOj9Y3Eh/jeP/ACq0hz+MF3vNuvE+azZRB0O089uK6UITxb05kenqGImq1t7BiPjoKE3N07aKRa3TiHUAYWJoBnNfguJJoHNs5Mmm2HLppqbxlxelLSckxYLBSKPtHXmHHBH5/Cu36K3LktIDnKjdjwmubILErwz2vDJkVssphHSmt07oIeQ+itRpvCnsDEfgbYmJqopktCShdPkl22SMhM9CmdGLN13Ms/RgkCNpWf4OF8JE0/6eJ6AckFZC0zOAycg7qHQMx7Fwx0RRNVprirVyoObAGig7XE5b4A6ndz0pzjlWWDcEfKpgRMDw2+RKt6f6e5y/3LsZUDlylXdv22POI1znB3ca5hkZW5ZiCCPRGRaP1OKs1BGez3smHs5MwtNOH4uu0y9203+TwXmPCrjNGAicuqGJvPkh9YW1hmU2ZZAV3ks/EAXTmXi/lNlIpKD9lzca3OTrrPs6cro9QXkq9IIzy0lG5IYvA0YCubbzFq8QcIUY5PsLSLwo98eHk4uDISWMvC2mjh9xYn6YchaJtkhVQ5nU90aHjiw3YEj3CdgCuyu309XYN9Ciz5gtkpvfDvOE7Q0rfrwgER3hh+YSSwOFcjntJoi048zKj2ECRSO8x8eqdTzI9LcgJARHcpxR5zBYLVTv7oobzeoJmsMpNDitu+Pp8YMcvc3PAQqPyqd7YjVTvC+YBKv8KXtsENq9EcwqNy1F3KTHEqbUiTmtzelYNtdoKq+/pMI5PYaYFVECrYX9xZKF1cbud4Ea4nfSCZxEwcBddJMWotRKhGDmd9KEZPjjqBsLbm/qTOTGpN+nW2a/i6VTsfssxfN3Iw6ZuQB7HfeBR+owEDU6QNOfoFnTAmY9rijCMEFx3XPq5J2aP0tCJMnxYD17uDK6Loelnbj43NG4Hku46dbBV0LrUDdpTyxzzdhiPdUrS/LUsoy3tO5QoICl8b8E5LYSi9dYye32ehR9pj8z9JPb9xtFUjB8ed3j1lsFTxgryxQQuB+hkkeqRuZEEt8o8yEKwOQRq3tl+k6AjNBW7gOIHnH3cBiy+OL/6zBd/gkmiWVBw9VpJug2oBAeBu4q05VKjYbSoFu7H+9rnro1bOfqRhq+Ro9syiiRsGaKESq+mUTmZmKJRw5SCJID2t0YPGZkwxpjuCA2sfaHn9ceC7l2ElgklXRPjl8v7fL1qX0ygMJoQA2Mgev1u2oVFmMLPQmG4g50z5L+K891+c8axdkj3okCGCKU4AKJU+sUoYuhaUjKvaYai+a6zoIguFX4p5tuhfyQ30VVA6S4BSJGfLL0L38iddKHTdSkyZUZOrB7MaiS847gQnjHRdL+NCPs5JIkP1g7lInocypOBNmRfgNdwUbgOklN9CTtV51nbGv/ajPGNBZXOFfltQkoLQQL64J+4IhJsRrwNu+SvaXjXDpjaa+zg2JSdAVTSQJxQgtZSjAjiSqhB5eIdEfOGaXh/nr4OVeuwHGabagEZTA/1/braTKzhgQflWbDuQfVUwBU5vAuCJrtwsUrRzM3KFBcEXxf21KVBftqASz1w9IsyZkXYe+9P/IWNjRBQcDGsBGpR3XG4Fp1cpmr/ixBP0fi3POGXHZROKzzMWCmCPJVWkz1fiv3Xhzo9BEfD/DEuAYNIWFLqDg8I4+NY2+O+weIHva6p9Fzi06z5gN5CR3kpyFy/mVaF0aqa0LRZpQivrb1K26loFWHgP5Y1GYdlOlTW6XKJrTCB+v1f9+u/ND0ivgUiurWEjQrxnM9M1pcQbjhkZInBrWHucWPw1CzG6wk9A1J3zOBgs40b89ErU9BvIXvVSwACXhAYSMYNrfE97TlC1FdkPOBle1Qq0oEqvw7MFNjvEhEOOiVTT4CSR4t8eYW8A/soaPnAa+1JYEltCY5Ep9sWSBWhMUWkyAvIfpTx/58BIY5h7McSLSCWdtCD5CilQbwht0vZxaK4lrIOxILFN6fd15VRDXWlkAVATe2yXkQRzrCaB6LtZ+oTJ/+YtV1P6m4cWF3KINiVAp0CHtvvXHP8EMYSdfl6Hyj4veJZ/0Rm3tINEu2QlC1VU+1l3HesaUPj2QTqrp54TYlz39f5kBriDNoEd+wepeeMBFkPcw0C+vB+h83ayuUBOr4kZjhNIjnG3BVxJvuTztchyHrMNC1pzPlSaDkePMGWu1Mi3yGJXLR6M+rdxUBBXbJnmF0v0+viJXjKLeX5raWOszBI6nrnU8DKyTTIbb4kjMrthfqnEDmlIlJU+cn6FXj3F4VKUwVV0s2sMxmDXFy2Xwl/O0tw60oc84qmTCoClgAEzm0ecLXTcIdpzs8A8RVTQXf6a06a6GyHTnHaJFJ7wPuiEpphddMuYj8xSJzo3Ps4PIlBXJWuRSpSvSJxiGNOhrJtV6GdLAhEY/wRW8SFWOvCnMuTQBqWScWNc/amLw9xvjzKlC03sb3+0dOiiEs0WJN2xRgK2y/eD/dNvrtKyEK2uLkJCVQYDblYLxJ+LBCw+HrAiZmTGPK8NH73Hxiyljt1VOBnei6GzHXs/I0XS80ZdEYq1L52wuCK2w/IP/b08f1cLYlpTHSrdVY16nYi3Yu68kF6mJ9r7FWorIoAFJ8sbCCDll4u/wNDlQtcCvpXBpV4Td75xLt7ayjPlKITz34/E1d99HC7Xv/qRby7TdoKzcUSV3fzMWdlSG9FQuWVBSN5szoQO3KBJkjmTH5Btq5xBo0HVaBITkZ5y+wCsNi7xrmLdZKqHwVCBlhkht9t3QqtFKisK2vKT6gumGN8xgBSN7S3XGEyMg/SFqJaowrCtUHLlYqSMUeJQHKo0IrPvKoNF1/lvKZR9BtS1FBs3HYtOJpWSSzSTi51uC5tb2+VCjL/AlSg7yeUfPE4gmUnKTMda3xGXzcE7ZFBRp6R1F1FyYG0t8RijE6hbZEf2T+Ug8kolbs8IrutZ/9DDNnNQDKLV7Rsdz77XcwptWE+xviyZMii00skZCHJm7L2oCFFH9GI4MFPgza10uvqE2hRvk2Wny+qTCE9SUNOTVnVrLg0aOQX7GhMLEewZt/r7AO3O/Hi95GZcXhhZGuRihyY0dkDXoqHky/bwU52W9QnRLFoo4PU16WWtdYDSyN3lsqwthRkWE+MwKZ7OALl0vU5CU0aV7CeBgEZHdSV1N/ZVjToX8joLMJUhZLaGv09lOcAKw9xE5CO0VEGdeeMELh+JDHfRvcU9McpzMdExpfeDWKFBZLGceGOAFcDgD6m52KjGb/3I8d4cMSZVDB3MNm233laycSxQLeqNIFj5nbrMXACZNOpbN9Aw/HeqYZ/zB5TacQaA1uksug0JpGoqL5SBzb3amNzOiVOsQ8Ts4yydiLqsi2me1kuAg5GN/aNMfewMCZW8Z9SL9nAzy8S5Zqt3obhNqTn4keAlC4DbT21R+Ws617pikAZkGaucjGZuAy9STcAlJM6kRI87bX2HUho/9c9J/s2F6L9mYCQ2r1asBP4WzSCur8b5+yN8iettzcuSMhKfOSKkMbWvGs8iJrcJb4ccqWpMNIglwV6EshNi+CnbQl5oQMbicGXmBzWFODnEFoHDlNHcK1RggV3F/lxUs+wZkXjCzvAj/VnbugEd6hq35/j1fSAfObj2Y7MpQMEgwJwneDdtqMYcEx62c9crlhW7eaZuD+wsC+J+zkcEr2dexgGyneQcWW8udSYzzAsOCUF0PCogFfi0aQp2OyPpX7Kp9wI+Hqsd8OJ7rN9QgkrMmKhyE2+fY3O6DV80GxLLsSOP8NvGMscu9UKJJ1pDugSB9bEdD3Qrj62efs8uE/ju6Dtdz/Gq35aKCUQHFkKOuaXJILsCdyZqbUe/alzaQ32aCETD0ain3OER5t+90qQ7mYRK0pfc1DBXpQtcjm28ILU0dUSNpzlVzKIcX0kcV3bbyMOAMi0QlBKwK6I5MXxR/KSaMwgoeUsj+wiRTzdLYYkjEDDP3lsodmgV+RFZX1nYCAl/ObqTiHuXWRJ2TiYz0mc3/PepY5hVKx8+PP9MwWP1HfWxvX4lUzNT8fvRqj8TC50rLIQTYTSCCgrBD35g7FjVtEWIvjbIsbNVhsKuTvdbdMMG27uG7wTL+6O32mPeiG5QVexu1q3HXRp+SX9KxFeZ5kfD2IOyvOLL0qUHW6nDCeFTgDY2XRsRqlu+JQjtWJ8ck1b2g9ZzpWZXgKcEQTReY1xwCKkfLqj3HG6NxYJmKZL1rYhqq75aJxUuWTC3MBTNy5lm4oj/TpbyV49vLkooC8pd0BSoYIcjZxwL+9zf2ByhMlL4OlaabQ6cNm5iPInbpWOfzRuxOy5cbjpizgdE5brrjvhHSwo8CCfd6btUtrqehuCHoflWSOtMfHywAHsvb8hjXPzoXKLU6xSqe4MjLhCX2A/QrBjEK/uINps1GQIukv73XRieWMJzj6SoCQEmo1nV+NWFraRngi2V32DHX9XKWnOzaFd+uhHOBvlDsaPJgEajaKzTLJEj2vb51sh6vmQ9qRx3WAowrkudB7KZEWd5rudN4COEiLaY6/dU2FKNEfzz+H4oLXr7Nkc4rWaiIDCZtIbN89JfBMH1HKfPjpCN8/IpbrxXzjhWN8OVt1IRuyoyAqzMGkI3wJCU2NueN4zKP/zWHCNY/CoAl3+TyY7DcvGS0HNw1U3lS0szUQWGNo/mAVW5gHLwFiq9u+iOcW4eLUy3DXP7ssyzd8wp2+duVGIB8zmgxkZpbfTu2KAknxMOlN2ckJw5kPolAfb2OaOek6neKNsWkkxcWfbfWiuh7LZG0TXKqghE0BYjrxHOEJ1pn8j1wPwetdYuatpL46fcUA0a5srSuaIoZc5Xlm8d+9Rrj40A1xWKXZNTUHMvLeG40R1Q7IhKZvz7ZBuGdW+oSIpsWLB/zJ5bR8J+DfdbvXuMEeaescIiBEoiPJuHvAuPUSL2MvznXNto0cdazk/dym3QbsZkv3V9v+in7Qld/HRaCgGx1mutZ2V5KVPfwb1zh6AF94ghy2lBVEbZtolQbiDpEqD3if7KALI8rBuxIvrtE8rySItH504r+9IVFJyWYLG4wVnx6ni0i/2iBiKJRu7EtXQc9oI3x5uHFT+j2558rN2e84fgKjmr1rY7YPnvrf0R5/Mhsk2nFihOmVsurNA/nd9XUrfLVKi8c5SCVlCTRQsLrdL4dmVoU5OdPjMhZk+KI+PYMjcDxdK5y2DybEWVnvF5iBcLPdmTXoxSdsovaQDGQV6/62OKbteqD1oUitOUYwAB5ySeKOfMdCHZ4528jN6XcbG/AqG4rE51gCoTS/25fZ1VKhj6mON4YfUCHyQZG/ZW/STBwYsQjMnFDfkbXcGD38MakQgXu9XHgTOnanqVTTEYh7grLkh6k8MPjMBuOLmJRrGXEzm3Cg0wIDC9VodynTfD9VPE+RPBGz5ISlaobqNrQhpc3wAvHSUkP4HCIN6/5VPweLfmyhjDwNcMnoU1ys7OIe2SN0gZ4cihgOgksRFkAo+6pzkYiZOABRTR6rmzM9KNHRkIrYFem4qcQcY84Z2qZ9vBEKiIUwIW38VAkAxyy4XfWQ5wWvH0y3ndzvVzLNVAPiPfKuyVahPhmnzMecqXmkw7OkEgyKYhEGDnghZqFPpa7qwc2jwj15o18SLTb3ie2zNEbel3DFlGwnTCuTyBkPanMEU0Wv9YYenZL+28Byl8cpwo2Z0DQAguLCsUTTDnvGyKoC3ApoRbvBXOBzW7YPZVunzpRfQeTCjB3uQ6H+qn/wYvGxVA7WIhj+VMvsQLh1rSKtO10J9LHszY5Dhz/2W0r6n8b15e6m0hpUt46bpZfIW+uV+wLuzFgDgXWaTcy2nc9zqAxrVAFa7zuzFArSbbdC0dftFcyOHNhPCTI06t8Hq+2gNu4LrHLENiDJiA3SqwgKHttsV2TxT7Qvhcj2k2hDsE4Ql08vjYvNW7y/p1QWYEWJYy/U0JTmCSp5uTjdTljA71MgQv94GFts+vjY2AxURMky4+C5g+o+0pMiqa8ibuz8jyaDbZBakoihgS9x+0RdByEFbH832yL9QALKoSgLyVgydDvQr6p8NaYO4iQo8mG9VzYrgwg5DTFQQsJq1zLWDm5+zUbRruENijOO9f2zOZ5p5oVHTnJtEIQLKI/O8ay2baYYosWzk1qlE/FaA1sCoVmdEISrS0knsbbCIKBMAJMlEAQXKYF64gX2r/QChvAkOzDZA3IA5vwBLA4brjCrY+/0VD0kcXVhp16zoa1LvfbiZ7ETSUcINIUk8CE39Nacr+pO0ns2rqMQUICDMaBieN4icg8TDAP0oiNE6Vjb7CjkAYO7Y9qKKrFaWOVtU7NaKSf+VVYXeyzEfWuHte17PvLU0LpaPXAw/EzmRbcPmCs9sRggCHWLNZHZxgD5Njyh5a6UVeM4vWI4HQAPaBLHZKJR41fvzBFzKVAkA7z/yRvk2zXdISjKrAt6VqbcILp8SPveowjK9+oAmzqVswOjVyosZisnJXU9N/HiyjFNF8gGWdJV5yXSgS/ZnTLDVYNMjXby3FnsBkQ0BQ/feLQxx4L+G/r9Zc7EKAOUdPBo7CxKVsmoFfh9m+0ImDQwTwqYiXR0XijeApM/rSVqL7/aChlXw9evg4G9P8GBzzSzA7XfVVe/PxhNzW+q+uU/BV2Q6NyR06AAI7Gx0IfOO/4Xn+H93+ClLFb3TwguiJ/llpM46iVgphNV0BzSTkEz8AqTh7FPO1Rt3cPTDqImaVKotWrk9RKxB9SmIry0p/IP2SUYtcdMwudVfEPynjsEleCbO6YdhhNPRtQZTCEJRoGASycq4zbR/k1XYdVNqVguesWwsAp/py4wGBF910NaXmE373VnbKoxCn33mmc5RcGQ6nB4i/QjdICIsvsQA3Ci7xVGx/AE620w2szFXERAbLFKhyiSDC14IU9tJ0Th4blg9ZZjdVf2HFixyT/JfYIjrnnwo7eZCDgwmZusbR+qNPQzGB/GaYIajN7tt6Izlk+fUkoaVo0JpAuyaDLjh3u060xhYUBJbBtE6m398Ir/bevRjAbJv6YFka9uNWPLZfyx8qSxDDI9QQdUyq/7zzKYt33uYceOmoaz+cl1x7DeEFfLY+XzQY90L3iZdE+NOKQffQYCNrlMwbIyflDA8VhwuiSpYr7C8SzYTgBhuolLEQvy1GkvnO0D7/6VxzXxE633QMJScahrkBEhpZNJMYQ+G1mLJPwAtpRQdhr1mNlN1TVFW+5QK8vnWtL/RomN4SHWGMfv8gQgrfJ0uo/3ghCxu4w4LcoNTJB2Oub/xwhczoiXoQpnh6lUVxhS0qZUsRFvXw02tBpDzHlNl7aXWCKIz/ypLzskfprlnqhZ214//bGlt+EOJvNEdPJ1N0NfCqwF0FhBvd6ybSZeCn9y2AVwGeuPWF+XC75f2+hCNQTQhpxpvA8e+AIwcKJs0hTVNK10IWlbZ0K6y36pPKO7x+V9qXRaJ3Cr47NHCVzz5h8bGfVVWyhhcQvyx1JD/VmQJIrA6s2iSADx7HNJ89bHn5MU+FHLp0RYlhAWIOvWojLIELnjWZZfYM/hZigIDVPiIW226CRsOPlv8mkhI5XgU3NcDnryZeWa9AuTl6bf2vELMT+524Clk5qyBlzQLvwUNyIwjbCAWWRw+Mvrui9DNkfmjM0PWN3KpJ7qCo6KXVj0OlaETrJim6pej/7dpnDYG5OhGRBw3h6URkj9MgnMKg7NI8AA8/+w7RyzICaYBfoBFENjrGLK0z+w8duzEXhD/BN2oI731vbr0aNW+yZkbByEX+qjpMyuGJmnQQEKTG0HeXHrCA+5K/7MiKOhElECN4rMBhCAy3HzQfg9Hhw3eXXj9xoSwvIqICQxtWtRY8V0atWCaEBYQCImJIHk5iLtX0I0tl/oBLcTv9BLaK4Y1X/ISOukFJBUkg2v6XBmtCNFMsxzYSxuV9OlVAOHLjv5bXexy0PZFG+ZroHTh3nRLCusO7g5Wh979EjGno+5ayk0yGLT1E/LDTfXZdedU8IbwjlIi1nV1yoRk6ljwLR4yyqxA6ZhrwphVPBrBGJq5Jyb39nI8holxH6p8XSmNavSexiCr+Yyy2Lcu0N5mAqJhGAzpn8Of1MPjeEcR8/oFEI29KXtTn0WEgYrSrJSnYn58I1e2diHlgpL/8DK1tiwfaExAsieXglH6XeTCZbsoO+W7d8s1FjEfvJK+lJKOaZKrArLCAD2pehohFXYbl2mk6MYV3beVuGuZjHPfW8F0wTukkGn75+AZcvX+D+RtLvxRNm7xiT9QEGFjDGZABR6oLCOEkMIHjnFvadSXqWX5DMDpCdI9l5jmdKVxiZITXrCvXAkqx856nDiNIOX8BCqONZzMM2YL1LSF//tcjv8p4eyKTgi6Yr0QEKMh5qld6GUEU74ehsCQwHbIFIi3pDtOYoINFw5FaTztrIHPWYeFhdBwNzc6T8cJ4yq6KlVf6V2XHa1cN2WDazQJxGaxzU/mA/OnXFN3PJa1pohUlgglqXBYmBSBExWB0NkRBgRr6K00rH0JP+KxmgZLfSNb7w0g4va8LydvG49NcQevtOd7QK/iNYEkVWbzzy2udPALkYW25yvLb9g0G/y4YQioRy4ZPln7+vvlOVYh5B2ipJ46KT8ZpCjaPMPU1bYyn/924Qga9REW0uPR8CIBE6/FxfdjRdAUW3l1tHckdlQqmpFTV3X/cJgRJij9+fQ5AQDHtA3fqfcFZPyPVqT09k935XVb9MYPQlwIvMDq0Xtb0LUFrXnc8X56Yf3j9m3tZB3pwJ51D2TPKmalCau9SJrupcFhb2Gxio8Buu2CtKcVI/pMHNIlyt5IUmpmuUn9FaqT7jJo4K1VW2luBV6VRdOAywFjcicWY8AuZHZFBtrqzEik0B8ycx9Md8F34BiWcihQ17f0VhGZSPypIIVli7Pbw+bWua7i04kd8swgoX/0B9ODDK+jYWGuVCS924iAi5Lp303giYW+K0mBamyPFTvEMCytE9Rn19SZrhziCmNIVrTCL6l99Qbv4+pGZWLXl9ICnuOpe3Zxk2SQnzKRuSsxKGtk4/lrmllFkFLexR7wEF7gtFP8Mb7gg9uR4kWRTxbJdWGXwTV6KBB93Cm8pZCnNVKV1BxKMKt7EqoIlDLAcXkz97e3Fog7s7fZVj73u/bcBZHWBZzVNR99GALPXO8BVp8LI/bnYI1G52dFrfIwLvrQ4LBjxKfxjeFFhNEAydCjFksS8T3NtpPcJEi9UU6q7Gu3lgUrd6EM5FKiUhJqj4cc7XA1KOhQTQW19Y4DTUWmaEUTf+7dmPfvS787AR63iwW05R5dQbem+ek15l5MfJp1Nsc3m18Lj+w2PcR5ey2Q1hTFfFldKJ9Tp15pnmZP1tXMORlocojf1t1prJsyfFsqT14zGfVhFDwNj4GQlDaz7pFO2mj4APKRpiKQuOmdG/B2wEZ62fyhuPZOkF2UdA6k8nCtIpfVUo8uIgsAnNNAiJqRy/1+UkbFPAMNnnvMl0J7bb61xBypYPmKWd8YeAQBcKLGaFS2QFvNaIZH284R9SH/QIdQhwpG1aD6Ta6YsMDuKcZvXX0o7PbOwcZcJawZVaPmUpFMZGAJtRbKZypoq4Cd436k5XWdj5r6ZxG0sknMAhXX2Q6HgaumI1oNYBTeEPhFWj/4fFUdj7IfBIHomqLjg/3Zzf9uZi0CEauzR+BYQsxbEDNX2r3e/Zqof6oRl4uv8SPMtGlxOKFnGsSis6YbpCBWjU9UsRigEQ2kChzsMNcoo1ZGf8uODBij/Tm5VRe6yTjPK82aXMAwloNVTYq57syVFB3g6q2EFX5aup7HPYVYaEKamyLmZ5Bt+7us9LUZI+1h1ksCQnhevBaGiMLdZae8uDIbqc/AH0By4g3LJ57aY9fJoBgNZ7n9v0HEVzsoUPQTowveTKMnLeJxL+IkYR/+PHYN9SLBpP4MJPDIDWj15dsCl84b1Os3akRItdwGtMwfD0d3Rv+FWGgs4QUQoI7bzDTBo5mgh7QsOl2eUlqdRGUMCaQ8LeGtV6uawoUCh23gQMoFeiJsuePXqzugacdR/HtRa9RdGLEUO/3z9qIfweFzgSFmnJiVbpuJiwE5UwAU8VAHlRYD+dNjahUA2Cji1gbf5O1uaTq7QJ4AXkc0ypBBC/zo8g1RoUNFRbe6AdrR0oX8BHYvYd+cFmD/9/hNp+UN2Fu4LhVaBYM5t+gO3NdLgAcmk3gfxeRbSn5fCJsSuTF2+TgcyJsd6/ziMS3zYgmN4vGJv/jJkdhJ2QqP1oI9wLAWLVuh9BssqD1wDdXWa/9aclJaPGDj/GJXG8Vwq7kwP/B6u7DD4S9q1oGtx8ro+W0jqLiXvy/bopwzrrg7f0yLKEgjjffKQfg1aFp6M5+4eO13VFfDsQtWhIopZcOTEZ7wknUM74hfjHtreLj8XAAdA+L+txaxyUAy4fsK4Ym69nWDAyGTg3bhshLTHSege9TDIctUCmGsBxUEQsyHFCxreM54ESPaxPRp3wKCVl4klvCppC4jLM7/WLzTFrrjf4JvvbK1RMvJmq7saMeOdcfqthqF4qKHawdWm/PInYOCSBJTbvsU5AV3uQy4ogDIc7Sz53keKB1OynkKE7SUvcVRCrhW1pPr8aPympz8TrwKITTCBHIAYDMpi8kncjWxasQSMU+HoRfj3Uutud7iOutfqKzRtp+NTqUIOjpZ6Hlehcc/02l0az1fifGompYMQFkWlDAbxIUEP8bbuzhc8BbmNdRoe/h1aBgysu2SjFRcgb4v0xr53yUfaYiUmVArV1AvdkmEKHtNfbtg3w/ZE7Ez+N0PDQHWAyaG6YFdn247qINgLN6bI4t1ObCCDy7pFLuj3o3HVio7xU2qsWJwscdIq6ZtF7hr28uzC4zgKBgpXrsZLKggZGY6nuBaZviERqBnCYGMCN7ychx0gnsd5+GEOc5ESRJbq8IzuojTa2tae44I/71kR16K3sekjGy31wD0CEMq8UnSMQt2fsrlLOYr0zhHAtRUmnPrZaQ/PrutlIgHUhaJ7XPzOnhl2hPKz+ssawpoB3o6r8/CetRB5EU8V46XcRVYEgRs7ts+9LdSdCdl/Rr5KNpVCpn/QjqBjITBh6BjFYS91d/79/3YZGH9KHwpypGrZD5PqHBKfX3fqhnMcBuIx8Zqdwux4btztYuscMRx0gR64aAn84ZsJWBuvawfaQAecHG0JJVyo7TdShLyJlwI1JyYZnrIR/zLiv66ofbgAvHIbeiB958YagQTTcDhG5uyxioIsvogERsxnOD/RT2hec39JbMbmHwS5FzSgdp1Y6W5u/k5ohUkW/B+wBuO9U0ZFtfSI4rHxoXjBTyaq26kAW5iA/HQgIK1/0AF8uwBhLcwLHNrjK9yAzUmEsxWB1Bo6kgW92hlOzJAff/XWOUHUKW5gy8zDV/Hk5WTbCl7AQclcPqABtMdaK2eNXBo6AZYbPcZu7fA332mZulFfp5KdQ+vU2PUW1OsMEJBtCHV+7lL9toRdL9A6lgU6EtcVg/PgkDTjqKMRAtazHR/Xr0qqfmm07NDF9/UnmavEd13IfvXZVt+rSMcx3iQeG0eSX7qWbyNClJUjZA3Zs2EesHPYv/ZO3veLCj3pJj4NNlrJGJlQbPZE6HjdsT2dcEWgp+WSrw06huFS80uszOAN9r0rvhQUgCyB4MyjoSD0kBwdidAFksegOfSxq5jTlZeEph+RmCbXGiV2nNBhnVa0o4TW0e5x7JygIdN4YC9aq6ne/qVtN7tunzNx2OXwkQd9292HFR4WQvnWxniaMWw7jgakjGq6MxkVEoy0OszeWDU2zD6yTeNv6aknrx4DX6tU05nFgkcMxIEo9clILve0dGa7OXCZ5a2Hf4z9M8LbAuH9XglMYUu5o9mrnymAuUBEcA91DzZhbu/y3Rx/PVpj0rmLwi/rFta8z9mYdKb9HSJex0QfH5tgFG9pzTO56yCcnl5hySS6IRLZCmarEH+A+ua4eHnn8AhbtQQC+T/aRCx9Cy48RIEvRWRR9ApbNGRqoJfwrZnpJr0nd4OOWlMGQJQKjJ705DTGuKVAvAs0WNpbnl65n3kE6T6kQZgZ46DxDK9bW83oPQENQ0HOOWj3KeWhmC8AKKJ7r4O/zLcFZo0/RCSazcJulOONn/ltkN3/EzaFtmZVrdODh0Rso8gizQT6/RXYQOtbY0myVncgjpiNE1vubl+V2fmvC5tcEjIiTWGXjd+zRExsB3WT7dhnhQO2jpjwgqTqcHCsXaQlKvEN8sIPiBqMkd0vUjp8XtRh3BFuBO1kCGYqY86ODDpF2aoiZEV/RZZEO8QmtuO4R7sMBVFyEwsRT6NN7XkgTDMLyhcbT2Ud0BvWOnwF4+t8cArvPFMERHOI/FKqmawUsoZSjk94AyJdR1Pa62BYy3z4S1od9oqPRI5bBe8gB9FFwmrhmroPnw+QjPANEc/oaaafLP7FfwdD975wAqrYslZaByGy20QLvEbK+lDwjf/11UuSAccVwXsn5QPtYmQpoNrlNc+qSVsam9amcLw0Ilxo7WKyuL/ZSvcwl157cg0FxugeTEeAJ7VqLE/43DgNjFapICOQxGpHC1/TwPtA0Lt+06knqo11d0aJKxUQNjblE7kpIhrbzLJy/HElPwFY6Zt12+HdCNxET5gS9UL9iwaWrNN6GJ6Fid6u9kjl4p7YgGUaapSnVBoyZEyO8IxMqjh/fHd6nwVKQKCEHIDhCtZCqebmhO3B+J3uvNVzzylqftBL0ZtHV1YjBgU4dfO/oWl+xLybLJmgvvl9JueSnzan5vqKJ0RFd639DDQ9aQmSewbz8X6Ajj/JoP/dSX4vjd6qVepMzZuE95BapUXLhs3ZPIdDDq0660Suw/yaZdKdUYeIQqZVT6JW3Y8CCS+fqiQPwv+L6lV85dItuHOGVFYVlsZ11UVjME0RpezwyQw4LvBVUlA9YFEC5iWmoExPSuMbVJZld/WEe6GPFdgXSqXTXcmN4wHFdcF0iRUzzb+XX4QsGbE+LYKVvw6UXCeqA384az/89XKRB5rucXmys2GuFWMYYSDOHZUKXp4xz3u6HEDE29t4LkcHK60AsGJyWh0S99gF7EwUpdxP2FcIqMutGC0AFBpBeQSvJXRVP2pdizUKFFqX2K60pP+iOHYXXUNlTz+4sj7InsL8Yflb7VWHTHZSX9LadhFw4UPjSlgkUYTqeScpRqn5a/fGxIe/OhHM0LcgejAlUnoa+KhV+9e/sIBQVC2llZcEeHNAXMgmC3gqLESvFe7ouusHNXtxJazpdXGX22k7384Xa4gEVVgVYJXxHhDhxc+VTra0vksuIpLECf4+Cv+kCpyG0fyCTl/kJC0gi9wENy4K700Qox9YaDtEPRPlLRxqIidnKz3z8C2CL2bL4+u/h0zCk8KOmX6qXKYit7n54ndAm6HR5lx6s6cGdEY023yPX7n6FuWBxx4DIMjQ9ZpNKj4PODzPIPDSn0S4MHIJAzSSLaMXfe6wDnoNq7tV4kZz5m8G/W6r0K005f0FHloSHw/KUJX/rKMr2o6iUoX8e3pU+w5Ho9tv2zuCI9OZhBwuFiPamy8ruDcgPxA/o/3bPzY5S/CBpEQtHFmDpQ46qYPMQd8Behsea0hSnY8M0tPuPJzzGe6ndvusf5cGKqLuKyNOZwggjlhLKuZ0IcEfApNo5Q6oQN99D5wYkeSKeKt3ekwCvBXx9FpXseo2qmmvj57HVv28/SqXpyWkO+FV0/x+IynUPPM3xZsWEGPCeWJ80RgWbjzA5IsVGYM0Vamd3PM+eyfXqnQPEHe/dGb+Vzm90VzVtl7jY5biOYUfNAVekgxQGXDlu/mFKS1nMJpU7TGcid2KX9LcglMsaHV6yvFyBsmFPDOXFMWDgfBCCUdPLHbQUGGEJxesmzPLinGILivQse5x41FJpwLStnVS8xgaW07HuhH2bxtYEimuqPJt/eUl9aIUyH0mUvNmsAfl+BGPKqsqbm9pIbmyzmlh20deD1WP8VjvY0H1EEtMHZGdL5ZDZYPt4CTKugDhHWelpX8hn03HFeufQZ7pCQT+1yyeSjmXx8OGrfS7K+8XHgTVUoNF9HRyY2lbz4UvYFyJJs3rEvgeusR1A1qddxqVrF2cHcclRsen62x6aTtECgLbe87pugn99uwxvjaYr4N9na4PS8cLsiat8l24wQeE8FI+DrMkqis+3bE6kEAJ4HE0r/IzTBFGgxA/+mZZ/zLXT0U40d8XtmdXgRiNi55gN3jK8tVnDqQ7Et72AiZfln95XqRIIrzlCGcLi/ygALa7AcOMH74eCbw1q6vubxgEMJUsgJ6N3uVpxu9DKSSo23OmQZUKzDGk9UQrkXfsz5ju1Y2kEI2pagXaqmJ7RhdF42W3MWuJYT0JrH1KM9vXfhQb86ARPpbc+m4JjjbLQ+V3OivwwNN/IJ0T8OvHzKa3nKzwBaEX6ZB+NTdU5agJbIQSYhtT0AYyZJWwQEdVWop1eJNMdSZ2tOrf7ZE6MiCwX4OWtCWC2k3gBpTxSUBZkrjC+TpXf0AAhKxb9DBvucRKjqEcsNMAYZIdARWaCUQ4rz6O2Cur97aFsdUXdBvBhkYhK4ZgDTsI6tnVpCVAcbmR95gsxNxCN9mhou57KSp/nW9JzkevTNjNMz2WBsw1iPPVbKd/3W+r465alhWI1BQuqHx9u521CVyI6Vrgkv3c4NAnlXIAT9680xDrboxDQleVX6CJH6heyzMbFA0vZZhk1HYk59yMVQq/8NC+OUXLmM9iG7hx0VT+mwAfzHOsO5Ly6wDRr5ipy+BGVt+y0Qh1QgoBCHtuYCgaTiO78eNrqCx93/avQzyWRPbTqI3XewqSpS/d/vqJogBDON27w0FYhh9eUkOXnezvphNvOGYWpQEUeOerYX4XHA5ZATuiVLvRnCSEECHBdbi8MDDhqhHaFgFCvgJNy9yKy1K1qWr4bhPD8I9NfUuFtKHDeej2tsTvr1y9Twm1sxrjczoAD8RjXXSAC4oEddtPJVeQPbEYSkXr95uNvMQBZlzt73X7njBTlLdZXe/sPm3GKAEqtHAIwHjCh3dACgAr4l5Ycevwo91tfMatpxNI2vNGQxgInBlBIE91po8VZno2gQJW2Nr1ATJLxRPXpVL/o/x53jRoX1CrjJGHPMZ1zpTvbMBTlRkLwM84XMLbwiD+pFZEw2buTdp6SZt3RtEezr746/rN0uTaYYvyyypuG0dfBoRlDDLQEo4UJ6Q11dDITGrbICnv537J7Eo8mRX8EnwMllV6mckNB/VuCZ7PwSaXWFdgn/jIjPZuTo+d7mioVyMVoXAVv9SrWY1XNXRNXZBOVCC9pIj4B7IJt0yWSjVPPzOaozegOtg5KZknvYLyc1g6RUXiRZurOfSqyPOksfvS2+CofwdJeXZMUR+E5bUy9g3PIqKkt5aUxCbY1dAjUC7OJbzXn37oGhRRroUSs+y0muuvmQVVOfNoHkZdGXfEeePyA2UjVNYxKy13+08N4h4nRhaAcvv8zhftblpFY5kOrbxU6V9Ms7A2HaB+Ed44/2/ttDvRKyc2f4puw8I/ZnZUrnv5EHkQUR4V4QLm9gyMyjtB3nyG87m4BLmEvXI3ZqlLow9UFYUGHCWLHpOXekEpGk1lAygVD2HU/uLAALF4strHpUoVev7QMedHNjtuLzm11iJMZD3NmBSxMMjJIFXDvsZIFS+RZsOyRM84LG+XZZM+MGRckDdtQPghhFqU5SigTovhR7wN6z3FD+9a4Pz8L1iVMOqNfS0Kc2+tw6YwvPJs4v8dQxccTU88AkcYuISFGaexqV+QRTB56eiku/k6tJud6huNOWZSSse7jGgPEu133QkOjSwvy9N8jl8hPYy+ZQ49VV+wuxOQ6kf+4SLXBjDPQUQK0a7yxApJfwT+auSh9sTikC6QvDcIq+2YSHPocoUEg8QjrEMoWV+VdicJCjwiexRCvfGAdiScnHtIWC6mrY/IWMpESygfGj+D8MuODG5phuUu2ACSTODQNuHHh2uGHHo9OSmLSj3Rl6s7RncYG3EeYCVIZNzPZq4OYKRvflQsa6TIfSChpR6G2bQtWqpWyrCufc1vEPpApn9oblu/tbZQftKa0tjDMhSNjKMsB3fR6SFtjVHsMG4+B1/L5z1PY4uM/6D376dXXBh7doey2uv9K5EZ7wGopq0yQlVZnTs2/h/v7NZQO6SUbqwQcanlH43Ir4kD7kPoUZezwegl40ey0b3NuItNnz5FPRsUNVvSNw9ZWB1vpzquByr2CUKv5PlykW8XpBvz7zIGFhKHREOvcu0PE5hBKE19XzUk6MOVUrcWoZwCzI4K8rdfgy7Gfcub0i27X32dnUuEdWjmA8iCv4FZDusuKbhbupTJY8uG1aSk4S1oKAiUuj2yR80MWUkynu6g20TT13v//4pM1LIkXQ+8cI/0+Sj5WaNtMuvwTSepPAee2qLrEGHgmvNfHnPDpoKsJnb2bdEQQ7MyVwIApuFARbicw0Gjf3L8rLEax3Ull7OsEAmsHGzM9eYb3Jt4W1wlll6k2n5sTpbBW1EJByH7LLVeZDWFKy9lq22BtpfGAJTLpRlu40JlAHI8l2mELRFnd7lJ5qI65Jk+nrnCzjbJ+zxBDPbxmjclvq1Tmr4y1FsrkDCcmdoDjUPLaGfyumW1VAIuD1gG7Im6p8wIWrbxm/R0zlp9lc+ENvNF1QM6TB4eXWTjk/mfJ3mI3yorTREaHQTZyU61xO1bbs0mE2iU33kEofoMzcEzZYixzb5GBhmhlk6QUTmkDv/HugPZClefbPkud23yDWlb3vAjDjXNkzA9mTJD2lns0f9eRX7bIZtRwQI5pEsOnaE1FOxFFDo3BQqOF3126pHvSlxpLnrCFR4AuFoax8Mgu5s/Bkc7A0vH8WRJRUaQ5kC9XUylVCDscrM53TlQ40X0zZxm/1LDb7JHUB4G0RrgvlnLZ/N7OoDwRWJvwOUiIlRCh5xcq5Q3e+PlsiMHbIqWELWgGox3KwTLTtdJjPDg8NRWj70jnJnlXxRcPzZ4NOSwyMfwEAEHmMwZGzEhGMPEl8Kk94HDR973dzhVB5N4/2k7M0vhVDrGcEHxHDj6Yy7GnL99G1DCMAVFhuRJXS2t42o55W+1UHM1UPwPgblIU/JhvJvGIeW9zce+T5jZnKJejF6EdCxym4RDjw+ikqxbt7vVqjzbn3jrOULHUCxqaWZABCzuHU8WXOKM6Ak089zZAn0UCuRslUhHdTpSvq9Hov/BT+BDJl5uo3hr72EAgm2SUp/MI5XYUcPA84hmx9wyR813AitWnVX6570crk/XRW1wwHuB+mpyvTbVQQYmoeY5nH29bRWwF6cFHmAAdmHjt51Iqu4yQGxRWWJocSBhDdJgsnekZIRnHsEHmLvfEjU9kVuardmvNwudh6WLN+dZP/mMoCIuOeycwNnNXcrozpdoccc4OUUqaOxS6mx80eef4sfAAVpNCQ9hoOQl9Me8pmcLMr1rudszOHieuLOywpu2a4rWTtO2oLKCOxxzToLcmd1eDz5yBKQkJFLJsV9yFDkGg3jW8DOVHi9MJFM/tez/yCQppbHIPziYilWo9AO8rWZCjE2b7ewGF1DCMN0KKBGL5Gz1x28yyOsef4x/WCH6qrry/2Fr0aVEYptakbBMDyEApEQHMArc2MHuT6Bt3oytkgDfA6qNy2qaPOcY5/H33M7kHu7g21aDWtyDs8mtaHW9JITK+5k8O/ErC9mKuvD1RXpihCTncDTGWStGrZpWUq4EKDzRxGPLBjfOVhGT6BS7q96GT2pGMt+8C61BAQupQnuwvxqHcjwg17q+x7DFKT1sI+4O1q3K3cudmrfe/Hn2jj5ueTo0E8CaKmuM+4yuq74S/FQzwqM4ZVVAN8nKGH+KE8BNgVmvOzjsVP7qn2tgvii9VKYse8eVLZtbIo0GfA1LkYtYr9GtZGGyzzAUp+4bMYLJZjOfUfDPErrjpOXNirVKKrG5JDtak45R6r0sBfUSe+DQKNffX3UtZgyJ06HM+loQHydmBndPKw30Orsu2LfF1sFxl8CXV2oWfBtPHIl4vqFZKmozIBynyOt7j7lW1R5JHvoXsp8khBxa6bKyiLKoPURD6aN/6+2oqs09HmbY1PohjrSYI7qoecljeVQI3lSSsfMZpYIzGVQLj3uiGu1b/vEEUbCg/bWCAYMglrrfhC3XNelnaB1zSFw1I1Dm0Jk3K7nKz4FIzaeGgEaDkuqBVi74N06kVEatgaAbeDkK7TJb4xFJeZLSydEcO0EaeM/AHY27/I+KdvEK853vTVXBIt/c7QQ24IG6Qak1t/3kn52giRPq2F03mjHIr4/a6aqVLQBVhXy49rMxMNmxPa+O4WPE3WjgCXjDSAvbUOkyAAiwkD77IaKiVX3f0kEjvpiToUrqcLEoYnqg3XxZDGWtOCwcDHqtZar5M33Y9aT6UywZSe/XonhtQi1MoLjQuHl/QOcO/mqg6CvVwK9e1ULoQFObfr3A9MOPvkH8HA1lu4nqkNZ4SMILOAQDnptdauz5X894cZYhR7HPMQLITTTUuK7MlLsbWiqBMwo8BW8aOAyhkI8qei/Pp6l7j4Lbwe1EYWnv3T30II/lzFTF2A18CdEE1NgBeg1SY+Mt+RwOZRmXfgV82HLJRC3oWVl61rsFWARYIgg/zU8nPVwbWjifaiBz933ONVigGK19ZCR2KiSEWubw63T2b9g/M84JMw5asqO5/lI4pwCfGcaE3ith5cKUJAD1zcrYvQx9YaTTa5GeQGUbp9I3yGpAPedMVODOmuwl3c99dLhA/CIAjbkT8v1Lm4Ux9o551p4ZrgByqHlMGbi7L8Z02A637qNZAEsm/UdA7ULNWilhTslr0HLiCAM7+6A1QOhBbOUwVibhPYSCzE/xw6yLEJeBHGjPS1FU6kGadV/zQvDOnL5H7GamLZiGBKAVBegdnQ15LOLecYAjyeOX3R7VCj/PmdFofO1WMnGHwRW17uLyDvvEr5qfg82OhR7cJ7dWYzavMzhGzxtNR/HPDP+wQvG6tI5WI/0WJHtNUqK3e1svjt6Gl/pQgiQfkxFviH2TCHzDK0cI+ZgX4FJ4nWzHGlZN2Z/e6WQQORy1D4U24GsvUkkQvnzN5w+EnS+Fm8kN9w7v0d10HpIHj2Li40brR03l98ARjCoGCBkZrSRlMTh0lGaqy+wsk+NqYKsN+4xc8sUt6WNSgCgxgZQHcQdQfGUSDBZVDSlaVa982opCvjlMZt0KERcZQwk3TUQQJofH/5SoNqoFRFpX0KvlB2sgLVuBmRsic3df4rRxymlDdOtvhQfp5CI51mOAjnRyBygI2mfG7Fu1YruG6FWiIAuRRlNVc+GeNt7Pt8Q1B4fiA+iJAcsTZtSDjdaCAQKMtcmZGRXFiby644e59ya2QUn5SwW/j3pCGtr2dmPPajGbMBE6ljeZ3RHegyPq74UG+K9UZypHUFyQnl1TvJdcMIA+oeXWKvP+Cn888FVYLSjTAAVU3snn6T7lQrYXGk9GUI+wr3rfCojvlmDJyF8mJkcli8w6JyiX0phB66ZsGzg1I3RQVe9OoWQElWGEzNylKdSd9YvzuLCscXBJR+7EA6t3KVDd7jnhJ6ByCPdsh22TxHiMZArFjRPXrpyf68JMWVNJJ/17BXly7YOwExTivbE3GT0+qezdKbvBq404PMNpgG3mVazeyrSENgb02VzV4S55gZQ7v95ABINCPkQlGtpGbDLaaGLhoBQXOGCHA6DIwy/7Fm9DGkNYFsdE6nJEIVNXA+tUELwjQ3FHA0qE+FnhOCUgKnuH9hDdGJVECacfIkfaJR/I6MmH0OluQEHEsIjLM32SOxUo3BPSs2PkYF6iIjKWFCCFfz0pi18BaNRGPswchGc1ZEz5KqDodpwZzpufnjAkp2uPWY3dPkowP3En2P2btOkV4JBaOjgJzT7Oz/cWduMtvpQYVYw1YExgkSpdD/qLQo6qxQPLieSGmNjue/gyIv8z20IdLEYYE18tR0jA0Wj3J5HFid8pQM+lW4RvDNHpfYJkmjGXgSOXo7AQjRc7EDME//cg+OXXgKhQsQk5SO+S6g2qng6zjNEU8EmI5Ge9QKL3lmzDLd4N6BeljL78LHoJDowns5UsTBVOCynaWNQgvvniBUcVhtn7vFl7iH2wc/ubm0Uvth2wlIN0oC5Ml386PyUDXM0j93SIsz6atWnjXX89pHSu1S5xNd9xxU0nxIc/9huG1zJHpN8doz0QNicM9hHW6oQTCvdLm+zv6+ESvyvPDjRms6uaSAO77WC50h7uMLuU47ESx4MQuY9dvVqrW/aNDhlEDIE7Po0OLmATjhQmIQpMAOVjxh5ffwenZV/6hL69mQTDQHfdJvPZDwclKlMjBiiK/LE7uXqKZU1aweUxoWgfIviwwJnP1vYcjJB+IeBG7lVD63pJxP8YM7i7po7CLDMRZ3COdEAzc49XVJifM+UE0XC/869glxU1L9IS38N2v3909auTYEMJKvxqj+uq1z5BuN49Y4ZbKdKPoxIQmpgxX4bKD0cZ6l/5ckdCXQDpNnlh873HF1JFJj8teHl0WgvrX5kT7WXtGwa5s41uQ7nN6z0Ug8XbyHShcbUXJnBwHdSN3gy01rHQ8rhvyPuQi8H0ByJk+69OJRLkfLD1W4Fqdo5sLBwgjGBkTmjoClJJLEDf3W066iZnN+k5WLTxB29XlSQUWqj13XYP30xQ3N56Xwz83xd9FlEiU/XzuWqAnF3tRQAULGfWB40PJXVH/YmnfFAWGA1X55wAhRzGU7YNsB/f0oMSK3QGGO8sC/YaGxYUNWsQ7HNKqX4IASNfvkG71Nxme8Nbe0kFUAzIdzxMnHocFigmn65YT/ia6uJwHap5Gn7kDK3w0HCdKiZ8z2H5HkvHHCriZHa4/K9SOuepp9JGe1YumX177semZhGocOD/SsNeDTqLVUoqI0m4lx5OuUk0IfjjiWDVfEhH1iTWcaF4opN3eV94whp1QDsEZnNCsgygY7//otmWYmr7ojeX+092ZmabYYu1Oh3StKB3s6wROuadfJJrqwj6eLiuA2p97Fe22dLY8riiW0io45t5T2Q+9p4lJkxYdtkcpZxfAygVqNE4pWdYokg7Fl8SlxaNmdYobRQ+Al16MGmI9m+/xkEbtmCWpHNFwCY5n17WdgjLAXcLMc735AXT7PtJgAq1PrMLwlf+1mw4GC45SWDt/7A+FboRBF8Iby3NGvaFwg+rsBcox3jbtWQdEPygW4zpjSefLTqOt+iD+n1xR1kNKhpQjydQQ9crbOmNLSbIaMfro/yaiRS0rZsq7TlOMj0orcuiFgX6TxzDrZ3Dh/pLV2JsdVx35FAp+AR/cT+LHG2lv3jYOBoXWL2t3OIEkl/TaFgRBwQ1LSBOdSiUagOWobtg9xZm4lG6ZLRc7VHZ0W17dljRuw+dGhT14rVOiKl+qFJlBzZkRiANZdN/irATYZOwIvsIEDXg09iRa6DNUJuDotBGRsy7h1LK842SAz5HngFoBS7XEDr5UmAT9OITfxo20PZVSyD+jBVF8GmKCs5zG1rHOdOVxzqkBCTDBQsbRm9CmG0ZRNa8p05xysfvYzFvkB0oo7RSPSIUdzd2kbK4geRA04pz92Jhun1sNEHRqb3Q3e9/QHnuyLxV+L1QGVTRo8UcaKCkCmhdtQtL5sm4A6+bnb6+IMIirHh+AHnqoJNy8wd5CJCic2J7UoSXnBg7zdZHGduGsl/NsiL98QaN4c9JckkpcLTqhhevtaU7GGc9eU5L0DqKPVIYFUWlbvOcHuN0CKJd+owv84ivwGP6kaiGv4qo1CfQLYvuYlaRhDRgd9lkMXMzm807INv5YCG1+DouE0UamG1ig6+hkHBf6u22lNqXBN9kNUEdP+ZVQXOwFrYUjkM33Lq6PgZs1zPlurfgOYMxeAQ38nmCPZGxVUB3LnA5D+X7OZITI4/G6xcIi2yw6LrGetzN8NJL62G4PQ+RfZnrgTxs8QtLxzyyeTuCI3L/OiOpaqgAwM3wgLx0yieMGzkgLptZrNIrhEBqF3FPYxGJf4H9lskM/FyeTkFyMjKqKaY9SsgYcet0DBafcZC0CYYH9aGlLCIwpPYze9+rNb8yvAFETSXk5A+L6BdhwQpJLqrv+xiLWqtmObKR2dWEpclBvVg4C06dk+p+zrA5t/ZMlsc5gENXq/Ayem1O7NET4L+CdB9ZMOmpyZsRsCt+cnzAZebVNXd4Hy0ql0ujEmVwkr9Uuudo6Pi/AiniDE8MjcgVZSwQQJGcFmDmmfk7+Ky7k6+7BFpaiNyfl9kHECtquddYCTo5tDDGEHpx8fEI6RL8LxdfVAD27Otex23woRfYUVltK90cQFovL0TcMHTioivle32LIAL6+ZtBPlQKJwmVeci/Qzc/RWiUTHYiBwKpXiF1ar6EHJlXhi6+GWeRpqGGWug5YbWlakv/TwqvE6dGwIoND5HJ9ffY8tIoEzKUzcUrBrlIA+1sBGK2oNiJaSTs5LQ86zFsnwysg8MWUvjCm765ZrGHEXUghnVDsOEziklzcBV1IMwOsPxRydAh31I8bO+2JKwrV//fJvricGBRUUOTP285BJy0UJBEFR1ixyBfrkiUlepw2H6UB55AsCd1oGXqTJa0fI8HGWa8QoMIo892+IDauXMov95dTW+Iq4V4HvpSKuFYGEr3TpMnadXTfs+iDgY+uSHgeEzIIVdrSClZvhEj8yX4o+O4VbmngWGDf5kpSkkIM3iqvCAnwmWxlRL6mplDEyYjVGGZrDp2PbgwcOYRllLfFYPxpgbWqpTxvPzTwMt7fy1eBWOr7pMr16eiqbDPzqzJ+Xp7rZpvxZcvIXnN6AiMh6Fe4yPL1RNZayam/0bSKCQX1iOdv/w67FlGppShAX7wpcHqtlMeTHYVOj8oGwNK1ojeK7N/2u9bMi4CVoqwjus+bWrrQs0S09i52o663+IWDOPgzcZhWkDbAp1DAT6NuPuLbTYhZWrc+mLrZf7fCssv0IJOc5GIWDGAAT6oiHfiWOrrtaJoEKeBxtJ/8YNcoKGxEt8zb5OUKMUk7RzpORlheT6Q0QHKJ6WVLLmF/tx/UeE3iFjsT5QAius+T4Tv4j/GsPBdPGpHeqJNJ9hhy+KFHKPNdbROvgj1+CIevTE+RkAsfCxU/0EuhFUSpilEs0TRgzv0/wzS00WqBJp1ZOlnsYqmkWb/QOipRAY9Y7lYq+Zscd6GqD9A54LRs0Y9e1K0VbcohtEm8pqJmaEZRRO719by7gdz6KrsL3GGETLSamzHpbrGT1Xtw0F67Ger9AH34C+mb/p7yh4jJbwRgsjVDKSbUwzQGo1SLrwmVVgzhYTI8rdYGtpWjkeQAfKXVjO+uHkRFwc/sssYa72ypWEBm0vy5hXAgxkMNMdDzLrhNvKZV8v3/loWuhArmL9LgrBsWicxIQkaL9AVGG/9uaCzk6vCmgNubeVFJRKecrphfNtsVfX9aQkjl+840bAt+G/zNXseB1N0SWsNSzP3308tdAhHlL/dJiIkn60Hp0HzI3ESJs5Tg1jHluOayq/LW2ciB1KUaTC6zvifd8/EUCTOtXLNeEcffvzoCRN13vzdDaI7TStAcBjvglGX0GGPIR1QIs/daO8b7tsQSr0bNxFv//L5lah2q/zmnH9w7LX3khQU5nM7RHXxV16TqBeDGzH1c33frq4WuLWG810JsCmGzIukx6OIwh9uc30xEcoj5JgNmHWdIMry02owVv0tXzwbib4jMsYZxSHdtYNtCvYpF+KXdbyYB4tAPPoBvl4T4OAhQLEXr8P7mTyWl/PTce4XtuOdoEcEcyM3JA923KSllssyvbBVaPkTL1toYUivgFfCllgxGT0ekucntDY4K+eZgHwS75wM5KQENkVciozuO+PlUaAsiSJ3rBM+YqfQMvz8+6ZsrJu7RMfavedXCo0WX27M6wQnCfmxrtJu6CAbedlSuR+Jr/jbv2KClYQAXB7E46alV4ArY2wx4Y90rVGa7YKL3qaBkHyV5HENoVIRyaAKJRAiaVUvmAM3um4odf12QLHb+pE5CfNDnQ/+Kjrlpj289p6PxaFvnGHWLlvJVfoMzMvrcGWvNq+kKM8JMxtztPdsL3erKvRXhh8+lkVVg3mk/M/dApfeuoMYDpnzM/wd5NU8aIcML0d0ZUTQaVtIviC4k5wjg4Ra4+H8OVShAQfS8OvaLXaLUGerHvVPcughaHq+zugM1A2LI1pEInWO8aH0AEXiquByQuLhFHacMLPhM+H4qTYhKDKiTE5MwPWGCKtaXBiEJ0JghosRgBSrTW9RIV79G5PLYIgIinTDeqYFErtwQnLu9LJgKk0OUV8F8wSS9ZcSZUIiNE5Q3snZyXaSg1SZ8Jh5+gc5X0W9B+C38coeijU7BR3XqDzjloRsRmkCZAJxgnZieStZFXibZRTsqo8NuQ9aqPF5Hv8FEzqy1NMLbilZXuXzIBn4NOyBhOVHhtjAG6gvIJrT5WMe3+mQf/5w+ygICvcIZWL6OOfc4e0pJgENJUzdwgNWQ0gTtaULB1kobCy4m2e7XTthQTHU4WMXam173QbfJWfazOXtFxEX6EMoLUgZQmB+VppdpelXiMKC2DoPd6R36KJyYG0bkE+rpHbdauU2T7TMb69TBV5dfiYN2lspQTGpGq/5WrSmjboy34AsT7Wp7s4ujaS3fOvBFnz0l652aARhJ4givk6T6hPkeOoooBnxhZjbnfDQpv3UU2N8o60JonKmSPHbu/TuSYE8keSrbhZ3ygV2Mn/ArVanc3IUrXtp20aT2m1qgdqsWdSYo1zVK0l/tvtJqxD+j2u+b0suNUiHMoe98vGlTnMJJWIPZbzqLvOwvyp1RWZXTlSEJMUM7DR/GLX5CZ7Tp/ewrjBuc0O8UEwzMO5s4RluBy0fdR9E9g6w8Y+SAOZXS/QKdZ6X3DqRLr6DFA4CHcBqgRnOlQJIXo4gk3JJMQplQWqjrfCKlRYAJ+z72sgOhkA6k2dSHibDSd+maZi9w0VtkSMYobEMkHIa/EW77RCx7vKziXUYD9at0QgNozCu+fR0xEfiZnUPv0y443DRIAW1XZNNpZKQ5eAbHSr+0pJw2BP77N0FNBQf9SNQxra9M3lj6mcvyyLkn3BhlxXEXW21FYhrtVx3KFjI5WmPWgxAzO2sBsyYbYPEWMKMK0t+LZnUNAJVXPWF326IOwRgTF//LFiDCXI2QUFTH9y/FzfY3vO+7Gh2QoGmil6oYXp9PBa1fzo/TLjE2gjZBkeskHlREUBKma9shGlWMiBlSv2S5tGPWoWQx9RogDcd0ZTV6r+kGCCoTwMNeAUybp6pXEy785hUK0oVBeMmScpccYUy3DsZEKc60yMpuEZZ5KPmbaoXql+M5mQQUKRqWP1kuBVNRZOKfVv/U4PiGSGvKLKpCiVAQl9uINW3DyuXw4u41fNMittcYZYPqFjsEWcx2vZb79sVETtSCyCtAhFZArTXNjNIaMZvhZ/wdwnOQyMEv9EGNpzHqGU2Se1sHy/6/AFukg0VI4jyb2idSRTHwXaftyqMX/nqwjgpArZFk+hLRn6Zu96Dnl9RzvVPw+DUYfJB3nhs5FScoaNxXkqEVSSMCbAh86Uo+andvFF6ZLeaIm4nCxqQloQ6KYXJ0cYooYAicxd8ImtzjX+SAMtc07asbQOzQdMT5iN4CbNfOSLfArNwc7tSEoOVk1k4ZMJIvmYvoywb6lX7GLm0ilxwrwC2uPS2LnTL0DiOrTFd5QeJbZ3Yi0o2lsV7xCEBXhuBs0hHpqkIckUyH3wDVvjVaRqZobYmk+ducl/s0u2wxRlGDzLohUNUG5ORhX22NgnbZCF5sZQQn0P8Iq/BFpq3OoECL6+5yp2IMYNdyGGBGguiylqOWNPYucLJ38i9v9uIV2TS9udkzZnw4GJmkIVsTR87tq/tbCqDjMK4CRGP6so09+5MJsw7UB7vOl6i3g3xEREqtmurNL82DThTAbTayck9Wn7jOZn2IneGqTSoPQdxEkUzEYEi2jntshUTc+qYLx+0vi9jJ2zJ+B1MktxdeQ0eoK7tJcvGXBBuqkxbAzzjmubVo4NaSyanShhhJ2MWqM86kKCtVTvNk9cbj4MPpjtsh2qavMksZf3dfw7FY1o8JjMNATNUUwii+B4+xUlzHg+vtKAatkvIdQlfz2yEMXreDqBGzXZ2NFAJCQ49Yx+O6qmLISDA0VhTDvGGmSjo8Ik3ODXSbIe/gX8PEHgezzekVXJYSmf037wWdQZwUfwLSccEBIwe4HZ0zTGpUGV7sHYJhSZoqR7HdjuQLil4rc86mCo2FdyaCnmdbxRlv6pYWyF6TvsyiXjr16SN81606MJcz7kvbaiDosDb/mGhmNpirgLKbWeDoAzVliOHOK4plk6P48WOPS1zK+3i0yNT6C+vI9oBYogOeiB0nxDSYK6c76zOF9FL3bSJZbtc4HkAWbvaBAVk/JHg2PEoow4PhlVs8Al7QyEH4NiRRLaYZ6L9hXYDJAijxf5ZkKdVtg9a+m9WO3R6tTbXfEQcOy7YSYOhAosgYjdxAVn/He9ZM1aVafcN8uEJtZkY3vi38vZ02/op9bssYOSiNYIVaPf4NCs1CAb+QS8xryxXO5jPNDbUxUIcSnZUpPLAFnNY7Qf11E1dF1Nq34Aq14uKL1iBh+tSM4TAVOup3Su1Dl0ObYW68xgdgsX4qN/oNas1I/Biiz4nKDoESX5fAIF07XXiXjA9cfffaOlHInYV+NqqDR6BB1HAgvTJAmyCddiLsqhL/hqrtoKSWdw99EeVyrxOhqPEDibt3pupQiAC0zMLoKhPK4uo2HHevtjeRpxitxiqXJqcX+IoITBlR3EIgWOkbUqQiUVsLcikh6Fszux+HjbeDn6+pKMux956tJRz7W4izPplHe5hn2wjn6PpOjwitDBsRKs0Kf9i5FkrHsv06koLqJt8R9eXQADgGYLiB0CVB9nSMpeWdsFbrRU0vTQCVlUgvZmju3bNJQbwnm2lQwxBJIgA0plQafi/KdIGLGdL3bHvVo2v064Q/gvNoWn1xwhOZCBLVS0YJqCSXOmhtMBDLUeyx1Gwn9byyw9EmQFJsAHr+8eUugUxx1LYBLNCWNRwPpv49pHFL7hNlNCHa+URIA4YdnmmCXY2t3bMnW9NuEY1zFmF2jEFQhAaziAqrgAcLi5PZuKeaI8Xwf9OdLI/RbKBMBI3jRrFcURToS08IvVLCLJKneqkQmYSeOPGvscJCD5znN9aFlCWjNmMC4rIRMSujvlU9887uzRs2h1Oy+sjMOAqY7RIihWClD6Vd31apb+nGW3wB5rUuAKr+6g8JEsfKI5GKF8FPflMLet0mICrjMILAnzc3XpneiA8qpiUZkVTd0zJqn1Qs7G9XqPfg9g2I9JpAym44AUYP8+PzQ6f0fjZBjUnUS3sBg0z3iqWlPWKCz6jgmBO0au7c7vtvb/vfFllYBkmVciNgocvEggeBvfyQhNPLY53ykgScySxao6KWG1HNeD885DWjzteFJCnOFbRqDtINCf8eU34Taj7tuBm3cbAciFctKJXQB8W1BtDRTMiJELOGxdw77L4aKjngd5wOBLF6DV8UtSSc6qCAXv1aytU0auyU5xdmUhF4dFyV4CThMKK5alufaLiXwiVAPnRpAaXrf3MqSDGCDz9XQeh6WZjF9DL+6wBH49wgvdf1Zx5oXPFZ0Jsvd+PgyCfBxGfUHECPpV+opeSSK3SUDrQbXuW94j0ZU+yFVK+1iHIwbj4xxMfQXC/Oz3IycbvFqKSDOAiEXkuLazGP64XDisiP6OkLF0o/8RGvfd7EZFJgewAcwzRICe/GcnNomrSO+rLWJUvMj/ch7sa4p92c4Aq1YN0fktLfCL+gRHtgEvG5QRUw0zpwnyl4DLrlAw0BLlxFHAofiJAnT0ILFconGNJGHlklNUhLFqblw37cB5KATXuck1P6t+arFJgsLa0uPDFqGcWx99YaMpO6KwYilJjgQtVModZujlmOodefhzxbG2mq4gBy+v2V89ql8uHCr8sPqbhEPXZiFuplEdoughDSXD/LPsJMARJv0cyILsjGej/kkD4HP0Npq88L1hDZb4Q9wFFL3ZmoXW+JMEBhkJa+1SEtFLgaYSbk/4FmG6uFoYs/qxnvfkaJMY/++hDUHFIYn/OJvlpNpTrs+uZSSEH0EdTb/6BY+vW6lGjU8G0PFfdqsuNkaEzedKhK43gDO5V3vHjROYlHI+HrOSzN3EdcawF0ehiFcuLKiUfz5WxnwaOw46g3egl+0dgjc6yKoV0qCnUpf/4GtiF7uug4IbGd9ixVsZWJT5bcZC8aKJGL34Yohxf5aJ+K9q8hkV6SRmi4z9N0VreAjIlZ2hmcXqUz4S+KWacRWhYSnpWt3I9kbOXliprIssxVs887EglahBq9UvLsK8uXkICqxDPor2XTcjEVP2B/fqHHkk+wI0D459LgCclm9AMLFoB4otj3A02M+YR09dht+XIlIr6OsWGsYklRgNgaosQxe6KZ2PDCp5HaR1RsLUuCU1d/3bWw/T+P2ErtvQ80Ly5IFiBn52rwn0Xzx+WF9Ho4aZDLYc3YTgUzGc/SIhkFx6X3bErLqLAsSpQcyT3lyL0s0maF1GvmYpR5wx9UNS10IlmYZ56zTQDeYbVJ7CSoLgUN7vGFY0jgEgbo+ub59eqZdvsLFd7qoERNg7x/il3J4BInk/8a2+/o1R+9QgE6p9lFoEe8oWO3CrZvQEmMfivp0FLbt+W4hJWmumkq4WZE3trRNL+jVVUMbuBdfBBygrNZM3nh7Eeae86+3vPHjSphhFHp28dOydC/1RayzJeRcv7iQuHFYZQSoN3F0JKpi2N96JBwUKDWb/fZjN23jB+4G/Q67mOv27zTDQMpy1VydbFMnXIw1grwNFInI9ivXuJPZRHrYMzM8Of+Y3mDqtM36upBpmzpwnU6EcubNsxYKWO9o0dGTumSRjLE1r+lnDrTAeSmDJ8XNFS1qf6qixhlA/bjPAkGK1Vgl1+ypaYS8/BFiAYG9DwG0HSx3fp20W1XXsgF6tPyx9IqBrsc968zDqqKQjB2RdG6qo4kMI5qgz3U81Xone7FIrybDbkxOiLIPPsqjLX3hhAbP8T+kgRaOvDuEGnTYXZgiJvXRBikZxbVFwy7XaGle6QYSOwaoveGel0IqtA53lK2oY4zxIGUS/KMOoNEWlSN2Dpr6kAabAotybl8g8yWHfYIP7nANuMbkSZKyRj4myHG0RctfmyB3Jq9fsbLA9Sihn6j9JmdXJRPtjMr7eSEBJ4+YgJUDj+yQy1WIqSvuIZvMff01jHSUxAoZY1f7f7VBvLGNslOAJj7pAnG9qdHbYQY+qkpnsh86N4EkCLUufT65WscLZvOgPaXRrwkzVYFOBDdvgSkSFVCvX0oMm5QhcQkWu8pga91dQmlwSbWs0gIHZrkugIRkBRoE0MRmuiiMLsXMFK4RcL+4EctDvHUbhdbI0wch/M426DvPic5mXsNycse8s3emP22wqlc0BslrhXwSFm9fQOkGNRg0IiY2gR8H05BTAQWycl0e+aVPGJK6Ix3wp5AslYVTcGwljVZuhY4sZ/MAbePPCjUo+4DiwWmS8+GoshLF8fa8SOt9baZe4bH0C9ZDfzOlWiUv47y0ankiFCXJncZSTzpTj2bAXx/44pUsN46bsszCiWxiAiTt6Tm0PzL7F1gbj/Vkn30ieQIBEbZ/tvqUJPEYVVAkL3skEjCvGGopN+9bxw6QsYOhIdfqkJbJuACEYfzyjW36GKQ0fA3gBlXacJHnOXFywxXCWqFU99rwdUCm7Gj1QdUyy/Q1cQpq+Y/mc7g0fWHDShORUevQXHZHkjTY558Gf4iGx8mq+M0lF6TbPWHLSlrMS5obMHJpbLY1wK1Q1UKHG3VfI+RvZuiRo5KI2JQwXV9JVfkInFBUY2NdANLGTQaT2eJC7JPQNMcjPeNMJXag2VC1S4SsoEI2T4votFudvp+VO9OiwB2q4WC92l6+Lea+006PoJrJoP2msqSbE2BmMjPS/tWPUUh4NugIYnJKNrh2suRI8npo+5PENwGttmxeuRAwsXAEfTFX+8mfuVkg4a8LT5W7BWQjWUj7212xBQ071qlDUzcZ2TQP8FfthyCLsskdHx1NWB2sXgXkOon9jArTJs8tPgMA7guEP+NN91VWqBUriAJ4uvTjdMnbJUJ6dUR0DN/BZNXO/KljfmTRQj7ng8R5Ux0QG6RZmEzuuOe/rVs37hUwv2kiZwatYZ9bk2fpwKLWgFAGOg7u1N/39Ih4t+/o6MC/Yy8V4cco2Bqq17st6Rj3Fz1j/GmSaiqoHbJKC+JyouZOkkjgCFC2sYqALg4Fkkp8ihVqwbHZPDr2EpEGTYSoUPv1mNRPyUSEL3DTAUZ2lP5Pefi8w+zvKDdixFc1Vwu0MDYhB6DFfLVuiS2IYY67O2+uheqgjWQg31Ev58E6z5QnsbuMWMw3xCtG2mSCMnw6k74H2Jy/Ni4LopVE9pL5U0BB2xOiKUnA1htUXCqgMEVGsrEKVZfhln4N0NWewVBzWf2XzhD0KyqQQct6tzczTLwi9iYqVePwu32jzyeuVum4f5KXPIArJ0hqX+fGDvMeaIOLAZtRH5+dav1GpKjGRj3hAGZG00mRo89TOXatV+cdz36jiWhrGqL/YGX0kr/324P9BjRkPFkqq1fZwR/S2mP659TVzYvJE4wgZnSnZYcC7ikDYdO4c8di+xY/XL1Y6Y8aoSJnU1W4U+q039j//e772BZk+l/xj/dSOOYI5L9/DaMpr8A+wLw5HMIletNRfnggLuBFS9boJD+tcS/ojMOC0MLyqcMrsAU6BWkTlejShWaJODu8GDkrpMzJ0TuxcpTpZZbILMBty3ZsEwZehGuWmkMFhvCMV/aNFA/xx/Nrj6P/+2JL8A5k82lwF6HACQuEIMGH+8E6rqNDG/LuPRThnk5UkLEZ+0itNxFoiBbyTG+cDPlsPlSlkoPDMrFUsMKSf1yhvlqYc2JFksbOVol8aSSciVImgHL8ww6lLmaamlOlgXPP358Ay0g/i6L7CiQOWyA7GyWZ6ABHYHiKnv54Czfi4pwbrcA9djoJMppTtwN4nNvdW+7OKaHHB7wVUgn3UYztx4xjJivSUYrSgHfReapH1IqR01auAmRwddKGwX+YXqfi70RjLKhSNUkF3dMGWotdThsqwEEIGzRO2tHCaF5RoNVAP4jgYhXNRfC8EtvJ24DYSNu3caqmxSvT/Us9w4psCIzjXG68cDqTTS5gehj03uWaZ0Hur0XSDOVrjRg/xQU8WOpC6ESCIXDLh58l+ARpBCHRfjT4uEfkySB3OWP4+cqo2JcP5HqYFFXarBTt35CxJrHj0HWusHHPxhrR1+6pz4Hql08Q5WCR7LQ0RaFGhnnjIAMA5HffnD++EpFptSCew0t7Y+7Cj2gHM6hUOWef1HGQdZxsCDdTjj9i46dI6pX3eAGKaRmXtVFTQmb5RG9zsu8nRukW+86VeZgNdAMk+opHMGlKgQNIV/Zi46UVyXDCkAkcxNVSA9krZwcoKW/AJpND+BRU94pCTZ/kB7J76esj9fx3xAjkLSTbWkYvIB3fHjdErmRKV55rSrEfcW+NLR5Bn+M64O08LGsZRWzHEP6aMvNjMVIG98zdwKPQWAZS3vUMAf4ZswI/DTQmooHXOu1W0e75ur+cYXF/U4Pw2v4OVMcu3/wasNBgnddQpx7kflGx7bFXq2oWS9NaLmEhOeaHsgCl8apSJw5IOuiQEZF/Niqh5XYwq1ykCDOU6QSwiPHRONcJaUACk25KudVD/0i2DF7E4M66SThfbRMZOX2A/ZJ+BIbG1d2sf+Azbfmy4RjSQXkgGe9lmSz7iUfZlGw4RobRvPtF0sDJH1Dzwk5P72GngfTGIMdn/zOVPIL2wZzY5oRCq6vimqFQyT9Jkco+AyAf+H/kYArcsH8mFKdu91prDyHAoRjJLs6X+G5YejjVNDMzzoy401fRtqBdbJPoeYU44+1VfaY+FTxyLSeu/75p7zaBA3BxZ04b8UlE7gR3SXmquxpuWUNVaON9iMlDVjn4bKY2qR3LSenKXNrlxdWQFG5y8cKRp8NEdSd7ez4FTTDZVsFcgAMg3c429kWEcLdF1Cvv+DqMsBTjeVhvxEbnc/v4KtrEw3MDMtYDanVc3Pvws49AAPQPC/v7BoolyyyGL4F8ioufzLYAeksd2B7AMLI8g8c6LKNwn8Q67oUmZRmbl/geIX9ujczdwKJybKdWt1EzRSiGT3ZSwKFgZeCxekj5UwzaxFOef/iwUEOPDijz+LbVE9TV+oXwui/p2A5cGKl6tnIvMgKZh1iO8bePeYU+bqziNgiKPFQWZvR8UO+mv0+qSP328WIJqPa/EZrkjosfrWRq4chYcSHEj63J8USqi9wcvI2wxW+0lvbzQtBVqRH82RfaFSWUreIGNZmoxLd4SLi/IofSJh1IPf1xW5cTpW2ruNT5dKUi2ctmcBF4h6mXVkaYdFLUfMOwOsrxdNUYYglYm1d0f+5tnvDylQ8S4Hc2NUqk3eYoCGco3vC0HLS91EACh6nQVHGasvmXBON5e0zH/7A4VyLtv0TGd0LxYBPumuoUnfSe+2mnzIdjGVsxpMjQBRC6wo+E5NHlec8nVX1fZy9SpiJN8JI3NOZynBar0m+BxiZCCBBCWB7Lg3IIY2cX4gs7teui230bYddOns/e7ph/oN7GEkGyNlREE8c3ZQ+qrXs/Goj0sA41l8o3FC+2RalPlwrzQVLWnBGG4sW4k8oAP44HcYoTm8cJ5Eb2iVZR4W665TKQ9lzDpy6zWHll0KOemAgLPtqiEdkX3qK+7kAwlpWGVYzTSUCELCFJ78ip9mFqsSH3CDcwOCSjAKfr2/wfkG0191ZgF4Obx4pi/DJSn/FyFJzOXkt1pfgzqYVw0ys17pDmv4GbueFvWC+hxmPL+yU7w0MtGRYuo/GHHRE2bMhY2jAPrksY3lLBUqKeQdLUBhpYtNYGpXA+ObCFmqmjEM/C/fu5WvZCFnIv85RD0W/sVIfe71NXXNt36d2gYJdV5G7itWxupNiABqzb6vM4BWKAQMmouOoYuGDJyjXxaoN++/ZkdDG43/+Od0R+WCrdETSZEcR04cAsCLzGRwRVJWBd17mYQmERqIpRky948OGsn2DQHXzdqSvmrPsLLvAEihvJL+I9OqE1uFFCl0+08u+ZZVkizNuVWCmKkPZ7kRAP2Hue7Vp/gNbh+pf8JL/qXsIlmwX7rzoyso9kDFQhAWMQm63k1RkeSrvXrIGK8lxB9deR1doDB6Tha4H05uy4CE6Q5G+te7WOQkAIy1V6iVF1Ht0gL7nhASJc7NpwIBk85Uywqp/7UgFQ8s/5JNFn+g7qMiknIKI9qj0PVN/G+vZ1e7ESVj1UBaT1ycLyZn/Uf7IkLzSpSEqzYNtXnvQaESPYgZxuCkTO5rkQBaSrysM02ziBZOvnor8I1FOJllUEtcqULfUCWqzUtc/QM+1cXgKpCcyvxnlgQ47mqSU0mNG6fFJMswfh1zo9sduDdB9Yc8I3SJT3iGJBf9XxyhrxWP94h1tis1N3wZ/HAwZS9xzT6aXwYTXudlYYmaF/dbEnkoq2+4Ne+X6Or9G3iFkQyu6pnkaDTyhHmwnQBIQKyuvoHcJx1eoBnWhDXH66uRM/XWIh94uLmYed3nMqoIxAmQFBCwyXkHxWgxvZBc9zENbjtVlYB6vBwoCcLsEuyJl9zZ8CjAtAQWbbD/9+TWYjuG7ekmclmJ4pLN8JFK4l5fKYkndycmFSnLS1/H+dca4o326wumZkxjWWBGE1pFpLIf8nKxVug8UT7B8zuhMveQ9dyVTedUapudI7I5jZT1etBtAr+cKrUc89fdtKXARx0/MfRoyTtjzng+eJBBjdnVAK13qqaWzkYqdW2ckmSXN4KnP1mY+090z1wfdIWpL8xgvzuRwz9bERTSMTNoRpGqRhk9134CsmnxwZ85LyukRvmEsLHZLoNJKRYRkgNM+Cc/UN2hIY2HEC0xaQmqIqpvbTgr5PuQmPVGvg5CjEuFA0qlYbRYmW+Od8oYOgSBwqgMYl5+1uT7piGiDY1OK9P5twdtTVBfOP6lVRCmAzdsXZ72OgCSdx+oDP1kh3PhlH2rxiWY64K6RSB+jYC51+OeKSsrMUAKXLlm8x4eqbApOoFpJYZ1wY059MZNZEIyLpcC9d7YMTbgpIrtqTmrKw6DEQ0+Ell6PQHbMXMI4Btrax2ty1k3zAczvqI8oXw9HbjvgV2F9NqYE2pijsECbwthfcorDqkhv4b/Rarz95RXifEg87s2tfXTnlWCBfeBMt3a6ldnJe1ZfAVaCmSkbJzpfTn3M0N/ldszO9Kq5BWiZAD03X7Hvw8nyPpUUI+6LhUgBS13GgNgUWL0hQEtDo2pgkhWpPFCM50Yb2qr0Ydzox1MPUcwHrVMk8u+UohlXeR8yP+YnDUjOOORjUNzpAfqScVSw/roBq4KhhV7HEC2FOmILyV2P05wUgcTxTZwmM8l91/UIhEWwTmd/iMKSfPwupFe+fMVUEitCGgIZAeT79azQhBWaTmHmFodMWOS2zJupb6x/+5qAsOwRSD8BIEUxsRQjQTGXa/xSo8XDPr24YMHFitP7wxc3qJTp74toCfMf5e4LkhWBu2Iq5/DGr/KLRHC5JLNtZ8GhHdX4ElGoL5LBYKgn9NPYBvv2wLGmKFMza49CFMV+tdyflGvlowv4Z7FRb74u6fRb7wR+M/DHGMoEKGF8Vq78wPeEStYz7ZQiLy2/elyW98s1qKDBGcglfJF+tLwT/moWzZhDC/XktZlNG5+70hV6LvR7pcHfAdH+NWNHDbhGFiYq2bKnHdPDo5rw0AAaitoEToPOKaCgvcvOE+0xbCtzUwxhzDrfPpNKsioZH2QRtHnwAIW5QXgyYzQw2jgZMdst01yrZ+VHOsAGYzI/hs+ypqpnQ/1daURMa3mG0z7uBOOUfK45YVTni+ZO2lqSTyWpxOo7fZGT5Kf2Tl+YtbREQg71C9EuDKt3X0eIoUKEHVgAkFbqZgNNZptfgIS+avnwpJ42A8kqxwrZb/PORkfeg4vjx4N0JCHkidxOdSVQCbbsfHiloOxrThH1F1CjQbb8Lz6U87JGJVNzbPfSIINgC3FCBKssx238VYCk+udTBwZFczCMtFGJiWyvzmCOiMqmzd2oC5/W0hEwvuvuc/mqz/Qnkdhcjw5OHXC0SPjbBqOVOzrYLoT1cS3iW4KATMTCB+cZR3gTFVYMatqteSdyuY5WGEnw4yNxnAN4ASba1oRf/92kQepwwjfGiBHtqlEvHHUHsGmS2YNK68xRbOEY9Aky92U/WpZjyQgws/XodNiNz7BD2F1qpV4CEif3GJeFhVBPDE6YuSnt5Hfd9a9P6iII35mWNMJjQbsarSNUGLYN/JOSdgcXgqiJM0DNT/q/Ut953qFuXzinxAlfGRegTMwEOGVjHqSOC5LKxhl0FMb/8MpwVAYbcgxqm0f3Wv1aqG09KVN5ObmKnByMsIWb1Dvv+Yp0DSZhCe3Wmc9WfyFpRCw/yj8RcYdsmb/U4xwxwgKwpqPWlc+JPbCCs6vtjpJgILfv+/qDLvFGTIb9V+Tr3b+xNq9TXqvNEsM4cADzZAw7Ool0DYSm4JPJvthmhlk/YKSOlVAWxcFiICTvXszNQ+OcRZ5HnPhK4clk5xA8joEBQIQlwnWIAkc9I2lFxiK9UWuXjjecdDtL0RHJ76nVWn4ZsbhI1kXm3X2YvxgnW0vfo3yZ7LKuYMQr8qjyo3w5py4egZiJ5zL+HPT5V5TBudqjIfIGxeGgVXwCQkpEvPJaY/aITycpwbTHzCsy0DK/I/HY/kZIAupdhXb6GRvaVA0+rtWodElp5bNaaczSwFaGB7+fV5wYcxA1M5EZRRtQ+AeV3aM52u+fBtGpmUcbpm/eLDxzn2uHwrEN9++0zM1Vr/Q/Q99yWoDcTmGebq+1mofe5XAXjjeAMyTZSJzqDESVCbYMlmYepMo2fyIjOZqPdj3HBvbi25PB1pnmXh8jHsKgF/oyqBNpOcF+BN7Jj5pQWKLPVYIUSa/LBF8PT1Tb6xgUmZNigN/YdkXvhzqwgHMPzaUun2epcc6uaG6uKLJo7FcKReZG5ZKisUXtGXB/H5r6RTvvuGCFkY0TNo6KVHr4Wi/WaGPsCZLh3TYN8KKXUmjIVMzGX/TkFSyW5cJkCoROLwT6Mft0C7AwgE7bazVO/RuVfRnlYZrad4spRmHqhFe0MwFaA7Vp6BqBWMsZk7/e68ao1xTUvNuCcvvy8eiGLW9mJ6dfIVy97tNpAl/ea9qkWkjUsHVr6JdmOi2TGJRWf+WaUXUK1YGPHytI5QIaMESpU9aPzti7SDXzIGI/F0QzbfZs3/7uyoUInrqhuAnfxekiAk/a09Vc6MGQeUnXbxtaTvDrDyXfFDqH6PAYGsvgnTLU91uJ7GXEWsUBLJgbZhsutaeNLopSDSQfjOkL/BSmYqoHxIJC4yBBaZRLhhQDHWb5NitKtfkDjDT+Y0j2GWmHr/FuP4QKJVAebgirDZNMm+qkvM2es9TipT0CND4omsYDx0eDBvKLJGAFgwrmFE+r9RuXwTmhE1PzK0jcS2kVBoZp1EiQbYAkmb8oxyVTg8P3gcD37uOKPr1ZpVLe9Qywy24zZV5G0PhmPBjuWnrjcGcnSf7USpuPcDdMGYCHRVdH/ROQ9M0EOEeufjm2SmF2z3GG3G4Ez4Pm6jc1RhXMORglmKVF4GH9BTXpHRb6C/mhQTjaM6tHwFM2nQpAqWlp82gFjqKB1RP0a1EGu/LUKRyE11D/wWITm5SNjAYcJiF4UqYaO2GxdYnAfaD8CamziFYppq+eoksQ9h7vYyUxSSN2dsIe15nMRzxvtuUWbR1wxNLs0Qpimy/WcBxfZ7liaLB4mnoZM2RN7h2hgiU5LkSBndPAfsWEjMZbXsoRy5qcZWuhFWHkwAVMC1bUZel0LArrMa7ub9P1LhD5NXr1NEIELFihpB3C/bxIk0tpHLeM81T75wA/UaucThudfh2p7AhYNhcWoIFFMg4UY9orAwmxpxJMTcTY9tIEykrfiKNPCMzobZ23TyJaaBXkazIoLBYfUkfHR3vC7o2SNvxlpygBZ4iFGxa15pFvr0VQd5h83QEg4FyGN3DQZvjdmP/dPnHSfE7Pl2xT/V8GnDh+S7Z+ivf82DxvobqIMjYi4ebR5QyuqSovvwhdTSCZVthhyWoP+myROmK0WdL1LvoyKKmSY25HHzVBJ92K06HB0BbjXLREKBH0Ez0bMLtnvSVivsYsnDxPD4Rx1Qpd9RDi5Gbu3nrd0owgZQpap1QIehtOE9HuIQaGgdeopGLD1G1QAY02un/NuUt9V/xXUOlDWOU3W/LTeod5FpJzvzcE27bH/lyfhyXsLtwtorT/2gipTpCeXwZyt2VRFqdQoKoA79VkjZbswLWGQs1tWkbLyjapb5m7xqYA/fXdlDgQw/bWjvLHTO46CzvDlUcBwtxDAgNFxl5F+B36SgVekWH1Oe/an3qh9WSgm8hRZwKUTD80SVN9rl1QinZzSpiZZvRLjHAVVqZCd0L++SRFtrDfo8K1UGagV/+yWNontT9JXvtkssb2RsafL9KnV0LMW02MGemkh0tN4eIGZ9a3pvU+h4AJ1ePdvaE/dXdTKcarF9gXQvdtOMffX4kyPCqZYIYvaxu7vQwQVa7p3hEzHJLgBAreGlhVLEAYvl8pVG6Wx/Ww82RhCQIntrNz6ehArZrEMYai9RSiDxma/Um1jDGBkR9VEEl14mJw4VtqPdOCYc4RWdPgbotVj8EXAn2ZetP7T0uf9hc8pTCa9/1dSvr7mXK72lS5FhNMPexxcSR7kfdYJVdPNX5NP0ZV8pS/dTtYXAGbhBR0ZA/bVPuwPEwhOk2cLcBdVxF+wOajGxpDuUbU51k2Ku2kgFYBVzUfm1R6NzfGx3yayRwZcTgK5lZRN6FKBkKTb0F52qy8KoYAF8iH3jAheyUY9xLqO8SrpBbmyzKC1V+w7bN62I9dkx1EMBsR2JBEv93aOlh5gHldLFviRkrT2yZmevcOwA7/LoRC3AerJcLc5TkGZplFIWCR4VnG1tkMZhJQG0OwDYGPOGv6MY9ahjSFdYcp0UifzbiLl4BTvnQGOh9SbfhTwhbcqkFEYcTCaDqOELKJNnL93SQeRYzBpOW2Mom4IvYZCT9CLLEwzA6l55Zujr4rycHy9HocSRPcLcSmWeNXQDQDD2DM2RemxdyITndNCUvNSjqigTOAWS59QECwEFVJLJfgHSZHMDSXdDF/0m7zZ3nWp+pdFsGzV5Wn6YyCHspYmJ3G0TktrDwYOurRUxt38AHmTbQlzAlwtrRx/P8pCIVE2AL4EyaJpH6Td/2Ryt6AJ9rQid8dUQ10f1ZBcLp3FHiSal0A48o6HWPl5NkHb6+ehFJ5r6SKox8eSHA+bJn3ZHGufQbJ93cb2ZIOl37siWOPiahJpTLwCyuinxX+2ArLPt/YYhvqJ9HFhDrB++JU/kJunlebFtEZ3mN2x+diuU+Gc88lpUPlQdj0zFN0j/s4DYCKBJOL1zXUYLbnGKet5tG9hTt7tclbNeCvg1kXXs2CV2FNhc7dzyZB2u2CEMahp2amK80eSUUvv40DXhQxgLfEisWfbJXXY+CSUR+xY7VaWLTL11lyILRGmYtvXfuNVeX6BrClycIdDfVKwLenBbFp/BqfhEZZyIRXr/XksvuckXMBHXDxwj2MKiHDq0GJ6EvOcEDwrfZ2jLqJqdSHKP8wmExmqLCTYhY9VqRS4hnnWEPRGEktpDxiZR3ktcEWq4ewrWLZ9z98mJFhg5vl4LsXiHGgmfjt3CuBKjJBaQ60vT6El8HScbTh2kKZNuXEl74D9jACahgDa7rNsotVrzUPEtc5xoWyW89Nw5y0fABFIGrDkGsJ/SMnnC3EgXnLxu9fyTG/2AZXz0b1r9S8rIXlkhvy7xCmiACoAROHkX+lBi10jhnX0az3yglWZmfmLxjBoZrrTu5bj2J9ML98nDwFYjfPRLbWhWw0f6HXkljwS9nVRZLeum65ahXP1Z5FhV2badIKsPfeNMU9Yqf4+WnnLXPse1xBQB6e5y+6+9UnEU+9GN5Tz1e2MZ2qWZX5D3uxoVkZtF7TUhNc6A8ZmNxlqGVDFqyOrbcYE1LBJtjbA8nUA2b4twZLQaYBD2rdqwXtdt7xqp0CnefZgBQjPdJichOhMTGuU5M0oavYSKXMV+CGzp+QL97Q88wysa3sV7Fup5Sl8/s7ZGnvU8k5j8NI5QqirMTWSsg2yrkTZE/39/Ff7cd5z2vpFZ+WrP20Tti5fOzK3FEMZd/Eh6kXlsw1jJDzfkyab/lIlmfnRrA07ffd5HauKD6fbC1jMpKYEsroyD5fPgnFF8OKkFunELPCbbOyX9gQUFDkbhuaQOIMFldAbEKfKUANjnqT5nV2IovJ57Oly4ii4gPmjHqSW6a63Q9DCXel29grZSfSFoLKU4Zu2eu4SONQoXBnmx8iXb9nZ3biY+isZlf9suwojXqKbsYFsEtHLwnnAZr5/InIDpxKyRctQirwo/HEUVasoczct7Ya/wjMa/EIi4BKHJWTGGUH5LlN2mCRQgpag+5Zbpt8wywOSw0p6Vqk5UH/N6AbwmNN20I00YCiVEqXmEjpsyxWHGApY06x9ge84wS+HTB1+xYLw4jVnyFUOg1wveN/ARfHfS49HY0Bi5kPZpS+9UtMSSxS8tUYh09WRAFpOwLTBsQf1b0rm6c19sTs9PJsqqKI/4FL/qpWNYJHrTY4W/8hOm6gjBwAxRd5oezQhXeJlKxWFe+O1BPj+lmQy8wyt3bR2MoJvM8IxsLEjsheNv8H8YlPQkq4NF3HfTSoZ4O0kjVrkIRJZDCO3W9QgcR508hHRwYzpIKA6oPIjnKnNfy/1WYg3RIy3rVnLZWumWyN7b/HKsi7RtdXreTLpm07WBdVF9V4eha41z/0fVqLMBQFukU+QH6kstDth4PdD05ZoETIjmOmoLQ2SGRch5umrIiBZxo0icip53V4XnqivHpPwtjVGIXPfGmNuxcwgqKLw8kUjbTgj3QZazMUd+H2xyErwV9rv6YAPyqOo7WOTTPAyYrUZibh3r6H3qSpXPBrV5+xSQM60eTrI7WfqPlc8ss9f6LINfJlH0x8mwxuK+o2ZJH+TOFqP5uCnGa6J7OISsuCK0HeK42ZIJprOYEPe2EecAMyA8+91moK63xSs134KAjnPZtFnsUrnyW9jVL+4x1xdnzVzyqQS0oUFCnD/ZblT7FvA6B2kQO0F4qB/+CSumWxe1fHR2I2fgZDU0DfqW4xxhjTihR8CReBRK7KT5OG2LHfZn4Ykugfg64xM3xD5JsLt5QtKjDf2iI6puGI/GiFHNv3q/3bgjgsy5gC/nzEr2K11pJ8qLKLNb0HA/0Q/a+CJAKKI/jcH4NEzpV+egfKEW7lJowOZBGROAY2OxwceBcBfbVJw0tsr8MAkCUt58CBPm0P3PsPj9+023IHgZxzMyrJeBtFD/1Y9HR+1llogEcEX/bwdrAL0pWonZZF4HkO+buaUNAbNYQnA1zOZgApxhZu14A/U/y2s9UqxniGY0YPoGs6EjXIKpH2UXoSxTHbOeGW1N4KI2Luu9zDon6Nl3CtB9AgP7vvAoRwf99OWhZwbp4M+AdV4TtUJeODZpTXDFGmgVHzkAMUg7B0CMREbYGDL6RqJKa/de+IBcDoGBeaH5kPIsdJXSu+Rbzan+d/DR2onOcNOVlCQbgqTHkjWSh0Ve8LgE7l3AqrY1iszvS0qSX68W9YTJ1/Dbu+S3yH2lsK1Q6u0zW6gSbtwVlT8ULb+6zh6PNF3RvIP72k/r3URt+WsZSYpvjApXUo9gzd/8ZE3l5SQ4swijAmU4vn1ls0XggLbz1dFfC1u+ATrNrMyJP0fmqOmKUf6CZXiertWf4M218zHHYYmEqV8IOCNCbKF+V/b7/Ur6lsFhNQNJ+Dov1VyHXZi5O/2R8tpLNyL4fK2TbLzCXnAK6m2aY5im+pC81wR4QWFhoNTJVNBc5GRsVYxVb4nMyUQ7J/MY9IC7xJcSO94QHuGWdNAh+M/KDzAHcX2XVgZyAd8XDITUp0rEnyGxKx/AjQopKarxreupFtCDh9SWwcr+DFb9AMLsUtl+xOlqRGU801PNVDQ2puKmbEnqQgDZfK9XYZmq9yWUO47dvIVFjAkfEZJtx0M4dDSdszIJpfXGKeIsB7PMzdFtUjfymojzD2zNXTV6aQqZlm4z3q0qqyBBfzVWR8dg41F6pODUzIRKOUNHUkTQRfveCu6KruhO5FQtmFaC97hXSq2iI14iqLrQxcXMGlzhDOcfrlspVWptJ5JUqHSYu1x462Jy6TIjIjv3S+qMCIJ+BFAcTwsfJYdQVRZW5seMkWuEH20tSlKr5zHX6UNdTnxNEqMxieb5hOUnVBalfSPnGRVyLqOwLQ5iFV2oWeIlpslfJQw9IpJ15+/EDAF6qisdsUmKqEdJehi/nZov2+e6nkBeWL3of5F9yjd8R1mE+5aKwHipaWJgCNRGl8RDFlX0pSTnWm2OzaMoNVTCUZg+51nQdhEzTBuMFGrYb8qvGnTvueZlTpbg6ez3eH112giOA5A8IHGS0Ptgwxoy6LKJrpRpybId1i0aVcjdx1NWmnJ6TrfbDh1Ksn33opHLnx5xrMJdMYRQNqwAHAN41IbS3XQGQdp3x1KNyB+g9DdPAvnOcnIbHju8v6E9Ajp7CuPiu8gw5NctWQ4/f3u5IXctAnTA/lN4Q1qvI6pDXlXCJHierG4Gf55cdMSzQVbXPg8jjbM28+8oxHMwytP9oGVizna1AggOCQVhmbzAFJbFMgJybWxtI2jcAWcGlUzq0OqgeLQigRdgp8sSci7kpBIY73v87d58OPxhe3Vm2jPRbYZi3eYuwcOk3Z23KKyOznZ/9NowZmJuv9fSQfOOczgEcfNiTyaOW1pc1rWJuApEe+poGU5WMpW8BYEhV5xoLFm6L930OmBDhCBcn4E6MJ8O57rP/D2G77ltixRTzGan22RFhBR+PCPY4LKp+1mlZgkyNFHIudA6bZoT+so2r8XUmdJgbK0+4S7WNS0xRIW8j+sDALObuV7ajvxQUG29CFKTpdqdey7+Okl1jrD5CPf2cLW5rlBvBaOSHCaJSurwuNZ+E9inGqhq4c9buzioC0rcz8deSKV263MsQj9kgW7l1Q5SrD1hJuGxd4ilOU4R5en8SsTDZu9dfhpl5Iwjm/kmlSqMfyDEZvr4pEBCyKA3SEAl5U8xsdm+04PvPOz8TPWAgcRkX4UepsHYYO+pGxA4rEYIsGQUx26NVOEYj4KtF2hAriCreNnAAR2fVj25otUWYEa/EMZeODdPTawTDIu9SHrSPZq4YoTrHkDc3w7890W6lBMobjGTDfp8BY5X0NwjSrTx7+YfWEWyh8N6a9Mwoorzt5S+st5cYAh9DKiHqtPQunsodCGbmGwsbQkgPf3/jIpBwrvu6v0Yzywd0K5Trn7nvHJtJJuUaODwVZGE9VD7MC1Q5mep37gOvFxiOKJl+uxgxLx32O28Wnt0ShOMMCLFT1muOKUOOGMm21tTirSGdAMlW6MsXJQZl1dQCa1N8FD9kVRYB6/HzPInxIDRxdB0M9RkTJ3a3glN9M49RJF3g333Yp92nVk+BkUjm2n9QlCIQevnZOFT44gb8pT3XS4AZBQ6jiOOaJUvoylvoXRxUbrEXnNq6Heuwa44V5akOL3ErtYBMpAA/mBh0Ra0FKnT42MxWfBITMFo+Z6yfwtAVDQlvCtjyedazu9/j4gnh7iRZK5lDFrtIIiVteNXNCYAtrtHCQNqSlbMFDReVgKKuv6xk60mJNRcwcTI3gKU1UbAUGY8/dam1P2HwUbh3PX4CUJFQDtZtHzakSVRHnU5M/z6qcFwVvDw0zjqgmdo9KFy5aAEcP+NLlpveIsBYmxyzbpzj7SGXsSqMWlfzIFweeOgZlVH+yR2rxkFCmOrA5Km5gbqUQXphi5K5R7157E9H6pii9OQZdV7J8V7xmwTJeAZdFz5TxyJWsY84UXER3HoeRmGh3k7fBXnhQC66JZ0YW7RcYRwS4g2ELIQgSeS6GAkH5EFYST6PtBCokRf/MIGVY+RDaO6QpUc95u36z9KJuzJkBJFoeivHXZ5LXZGGwgdcV0QaHrpTAdDtdvAL6j7nRIIr9A4/JaWY3ym2skhAmgEzcTyoIo8NDCd0uH7/uNhsaNfNqFAxCk/ooh+fI4MC69dkcrtPFBXo4xaqAv6x9Tdbeozbt4R8axEPouY80RTx51VxzYLG8PZ3PrL1vIhINTnmT696FbGUYSaopr8aAKAZ1s+GeCCTZFjBlZZ6ad0nQwfkPpSKqp9EmNnZsoKhsxwwfG10teWZJDkq+Ei284sKmlXES6pxLU4bT+rNK3Cy4A3PdNzbwnpQAQDpB0TK3EHYlweok0N4YhZYAidBObQRTzt7jTvlMCvQHIko2VeoHU4UQ1PBK8K/NBwgInRVCB4UGlJyadztufxGtMj2n2mLyHtWQmFXmPBXvswNnmieKIU/l1oGi0ZWx6xx0maF6S1EhcjRGjr5HRk4SHEslubRfSv9BAPAkhBNO2vv7DGX5RBxXynim0EbCVAcOp0MNg7hj/D3EIAKQurlfXYiiIPcXrm2PqrMwse/36tBCIweHyIoU1CX3Q675VhcTRMNkng5VDRxDZWu3YSBgcCOMO1fM40MrxzobQXqgZTNlQUgTwM7WV6zZMbrUmceqQeKFjPS/7QZElsKl0lHvV0qk8L0qdMoC4Nrk9tnp/7MRXiCt2eAVEzru+3YX7Y+praHGECuyKXlAG6qZNorkH0DEBoz5s1QSVo9BAZntIBJhWDcAnR2ORICCYfqtEzAsRGKYRwncnBRVrHK83NpgKLgKxjTIUbMhJ3ntQcaWWskn5I0Vdx/kJ1FewWvXt1PyhlLfN08v6la04yckNZuFTY4MSbTTKhmJVufdf6jRyQALn9rinblJiQ7eMRNIhcDUfAPjkxR3eaJY4iHLn82Jg77fXuJWG7zTQw1xMiWdgFKi6aJTJsw9P3DQaNywYWeeNerOBGr4CskfTSZXptJcP1euRADVHZuU3wzPxHF43XCUBysFpwIvCXnezoQmJS/dY0eYseWPCKp5fbdsLu3PVskkQhMcFoshrLvbBg/RWTNAWzROSMGDq5o1MzKboFCpH6Ih6/YEhxLGE9FVQFIXd584kN6Y9Uf263LpbCFt39yFgcGN0tLHoPufjCtHeC0Mrn4d6+77sqPXy4OFg6HptdJeZZQfJivG7hVJ3/pVlYPaUXV3LMK4MyIMPxpFfb+E95IzBzAzdV1AqCIMyxPvAAcyiZNj4E2vnuZjSEG9l5agT3Q8jiaeY5edOQnBkXt5U0VId0bsdxxZvv0b+AtehkASrRvgz7Ck3WAn/hhq1LhR7g/7D5LmENC8RKoLRvBzQoov60B3FEE6KGkTKbyICWXSsS4hrdStzXnF9EtzfguoPMeP5UtqJYAn15tiaRs5VUb1mPnZxGXjilhs2lsXKmdqA9sc4I228XeEVqiJpsb0A1NOL+6PeojkMgv/YtM+p5v2wk+GBAYis3yaQ3maZLL20VpTA8d9fkmXwhQdFGVAewO1SDVoqFURIi2pbRKHzdbAPu1OnuqXX9xTf7874pz+VaxGnfYJjLAVAajfrgCQNBC6xvAwdlKo6+FtVMv4Dlad20PshvcODfkP3N04iNijF+kDmllB5zlsTYsecedh+jJulmSIYt/IyK2ZwqlIKajP6jYgc255MlXJ8NR3tVJPaLy5A54w9FxYdsNlqP4UUwRkEePZ6AIwc4/vJC0RpIypF8LjDq3XfSvCPM02/uyLxWihzjEMWAUu1NEJDsYSVzI9Lv8PEFFjL+Oys2s3kRfkiYnsxhuW5wg9rYTIv/aWHJkfCYpVoWrxSzPvL0GINEdxUGOVtpsXLS1/WTsnFPYhH7hJwaiMXS1d0G1gG9zqfPZchcSjxe7rrL37ID1zf6I6Jo08poZ25arPEpWC9q9zi1Gu6EUq+TfUx3xERBtJ1NgVLy2P/2cG1zDHZ7lhr3nVbUG8yU8azn1SUJyuO/KG15BKJHvC4ecVoFF0gN/Pc316kZlbhRVV/gaPke+bWsh2whApZ0xASsha7aYm7x2FW2BUy/LUYOr1T7TYvnvcipGaio1LFzyirXsleEub9CyzKKDwuQfI+fvgcTHI2NDQ0BCsbGB1Ew/5ifbUHyWUs8pKyp28Oh3htCXd15FEZXt9mrBE051JQFXyxPFv8hFnQQqKLCDNNxOJkZlA4yErQ9O25/+SqYlZw4YcpBkr8ZMuNyQguoy883sJuCepPB0e6jdF2k4bAnxpG0UiK8qt/Cu6mqfymFoDTSdTlG5WZhqz/SNWoSBI2E9Lgo4Ux+slbqYTirDFyRId042n95N5s3PaOtK8m8pEb6DcKplrNm8DUVo6acxH/vpTM3qB22DbiG3vLKMkj601OWsgaj/932KEHA3jjBJdkt0y3HVfic4rcdn4qoiYf/t0e4mB5j730yEG5DDo4HuMS81WiOfI6IBDU73L2CDmbykdhlwweo/jY4Gr6a2lSjs0xNG5cBzIuYlNxMQFSESblsIIZkBROwrLvNSoby43yyXSqytsV4JLjv7f7hdMk5EDRQONS0B5pyNoG02kJGzzTzeN1zRo+KgRSryLMVn4xXXKI6ncYqAy6b2nEQOnd8rdVI2RDEgEjY6PWCe/6CGagD/NB0NnfQFjvuOsgGNVHxwA52cMEULiJ3gZasQ8bZrlV115upsLEMaosXXJSiJHwJ72qQvhxKBasvN103tQtnF2dKa3sk1IuIuQSV2UKSMjdB7GgP9RKKtBzA1MhjtJjMwN9Ux6fyxn0+7tDEu3C/iGgrIzo61AVGSEAkn4Ky4V+P2UXoxq7FbdU3+HHtSUSW4XNAb8F5eGvQLIrw/WRIJPyUu2DcAcHPXAQnFbmsiSXg1YkclIdQo8RD9nwh/yANaCL9647P9vz6i5T0NAcEjIabS5uTEx0uan5mEk+uNl4p8JslAV/pxR3ug/+WGVzHJlOnodAaTJdSFzuxHKEF+JmhtPBe8arNNGKwDS9E4tZ7YehF7fG+nfY5ZqLf8IAwKgORuNHqyATd0ZVRYwtKUkpVZKbVpQw1yUjPcG8XunQ+EPon9+DZDgSoH56OIV2pjzLiW4a8PecEKyD13QiWcTKlHd1JfvNAZpYk5Crfzwc16zFsq/d7mGoy3eMxQkTqDA3x4obpQsYMDufSUZpQFU1NPRVkcUxTa7CEmQdnOjqNvTCmewoqWw+c5qyJsoIAqxn0zl0z2uzixv26l34hUOO/CzvW6TgyFQz8MdqK0IIgjbMFyMKnxF8KGA1+QiBctQn2oM4sVSc7j27B0b1bFtguXIKd18hpNITAiYcX+JJ8iIlw56kvCOt/gywidAq5zNRwsrKm5gQj/d+seaOb0Ydr0678K/zMyGXeXbzA8i7c0tgRYNyR1j3VBOK8fsNrfyDvlLjRMwSWw06iYvkjXjCgsKPPqtmd+C2rTXsZO+94ngkQr0wzmxTKuRkR5aQFQL7/b5zL8dMsfa4ZEjr1YwW4c8/1MmOoFOmcI1+29Vv+DK5VRr/pMIysfU1BTYk8hsvOiNVeeWidJkC41hDXsN0nL1WwAgbj5VKuM8B8cLaGdm06IUAE3bxnrQYZE+J0VIFiIrkqQLqgy/E2oP3GWybyjdvrNfY/3ClXjKoy6+rB183lLbPspoTz6RBlqmXkJa12xg7Sev7joQ8ugCCF2RBNalhD/gal5CKbIuZOxFh8hIJXZiDJ0jbw8wLMHNHJ0+RwCd2I6ts4pbHe4JgeUuwbcFOeAmK/dKpU/7BTQ3Q0AuXyl0ZZdiV/Jh/gpHX1/keZUvgjIzy6KZiqC3tEIe5FbYz6CRjccWFWVX9STphx+wzguJH3CSg6EOz2TDrdK9maeqJ/7WSxDx6rbPnQdIRXaRtjZzUc/wt1eO4MEt3f1zqdXQS5ePNEawR5tjzR58/EOpFj6h2eOC4tMcmqYKQ9UubvVTHkeaLsj09yzPGZkIxggYSSsQyW4VRePTYZJTabCAOY9LHPVePPV5FQxQt2vZqEacsCu5w7IWJNwwfUAfpWjW677jZTyN8lx/HN5WCC8wOlG9F8BmUNqBdmwph5gq7qJf63LpjxxOTMNAtuJDeCpA0ChmoGGOzU4XdoDpIyjz5rqqbRTvcUwSJVqDp2sxvKtvBx7BBJcd7ZS5WpSiNoNhs2hpkS1cESHewAPkn0iRxxeycu97IYQmcr7iFMdSmkzamdCiurtms9wJ0EF+3HDADpgT09Yix8bkTkGyjCoxdWGAYoxodsm7oAVJhOqSKywVGTWdqsvPPeiE3SVNQqPWS35szH+1IeP2XluiTwJcAQ8R6QceK5BWARrCDhy7CKcloaa4dKsps830+3BZNw8uW9Qn7slyIFWwhkpM+km/b9GdiuCepftorM1Felz58gswQUHr/kOEjOgxTbCz3pQ1AYLQabIuSKZvykhQ1N82IlnQtnXI7m1ITF1Nqo5og/XLut8hYJrl/BSAW8fg1IfY06T8aTPBwXwund/B/wo6Ee+Zgbi34BBeImVLuuF1CvqYfZJZ//CqRhZ4VcT+ArWY2LNxAkmGtYyGuo1SQAxyS19tQL4fHvoI6b8n6+kj6ZrC9D2fSVGOX69Ndre5S8QDnzf++vkXFxCoYh5V2QrN+IKFzfrf+wWn7aFPi+oxKQsWdkRH6N6vn12ANRgkCo9djtxY/SpB7jbNY4J31M6VoiZMxLrmChXPqML+zX4XvLt82IRZPIPb3tiOjujj7xqKJBEL1radD/yZCdoj9Z4/70/v0Mz0dEwEdJw4UdwRjWT2x/Cray0/G4z6qpNk/WAMlRhxBEkbLWa7xi9N42WvRxsCN9pXE+VAeDTdYQZnjJjzxmTvho7Q6qwe4vRC3SCkcYOiTYWWevGpHhDRwuAfT6XVMqU+gWE+hAafEdNV1aQfVqxFDqwGHIvAexbQKL9SUTXwMTN0F6LPmYLXVuWI1PNj0zIP2kUDzA8I2yrNIAqAr3VmkzZCNMvRFrUXLjbSdfyhukRNhSALCjB9DBsqbZ+hRv76aMWXIb3A+UWo5vdYzsmh4yyUKMLhio1mPvyV5UPGL6EcNkyoBkZ2dhNISZzQM0WGoWFPbh5u2LFHGZp2jwU/bLBGpoglUIvJXKzRk5ue4wEhZh8jtQHaG8KFT+f4yyi8e0uuOrinbiNZ3ugsWxOUF9x2pPvE2oFH1wqP7MkH+0aPEt5R1r/ALqxigqz3JrZzqd5JoiLQSyQDtoSPqKmFLSYUYPmnqbbFxIHdG1IogskRPm1p82i+LrvovdHGWhseCdnItY33slPPVQNPwWQhceqlDHQxpGk5T63wLfe6olzkOqFGapRg7bMrClL6I6ZjCMy3rLoB61pAJkkWavQWLw4oo4nET1A8GqjMszg2oMSFQ9FaciU9LgRAMdtW+9sx2uP4nI8d/J0QTJL4Hqn1vZrNDmmTsSt7NR98QWGy/9uBbw8K1PbzpQCVP+Pj9fn9IPKW2SHiFj5g3NsT+FR6JOAnPj0D7HrQIFB3xiIUQ+OweAUUwoxOqaK5OGAcebvuB21Kx9y3AsgFqkEBGYIdrR763tZLmHW1mjKe9REOr7pmqmikr+tqNAUQGx2gbtJEW6PownhtNW9tbIDDOjp+x4lKXq5NNOiPPqBm1UNy3IIZuAKWUGo726D9bZivY4lJ7d12KAsrPeVed+hGG/xKCrCrx+vFHeAfnYAMAglq1+j5dTcSJh7oTDMQ19oJMemgGNZ38UOeu7pBWn00QSx8wFgJ0NYLjv2V+PEa2VGaTcaiUpqrOYUYFqztqUJJiBfml+JM/oRY372dUD4nXxuEJY/aKyEDYm+jY/c2GNI+72W/KMZeyG9krQ0itIUW6UTL1f7GHbbEOtURWm4Xw1XADdGXpW4CLns5eIBLZQAACMblPLASE3FnUpalgDlxle/IWovzqZ8xq+OdocICEkWjRsYoiESKIleaIMv3qjnNNzZRldTJNCH7Wj0Cu6qjXf8lTafp5Thnrgr1LdtrCf/5skCKzLMIgQ54Ak37UZ7Bi+uyGu1RPWBysuDuWooD3nez6vTMw588pf6IPwZcCkR7luKdWKSVyN7o6jA8BDS4VNyCj651T5HLFN5K2SyMkunjaStzBIP50LCJSSPNNZEAxVFc6wxNjoGR5IckBSDLJQgToYWfAoEkfos6dhJ0ROafpLNpFo5qWKKYhsJNIu+C29FCiCelwoaNizfWVljgoxhnrPE9sn5pJNqQdMhUg4x5Qpvv+atiRnuFTsmz+z/ujuB66YJSuCAfQkyFSjqt8/BYOQ03Hb1REiNpPRiVnAAHsKTsM0p1GaExdGmnH4ABk/WL135LSSXgN6Zo87osNmrUZpmoKYf9msamKz57UI79IbZt+AibSSh3TrNYjlYjIJ26Epd+VUSJDmiwuXrnovsXvfHwItFluzckw6ylBjmz+lLY3XlhR1o4EUeZgkWOTOlmmB1+sFmD6lMPROcQcp9QdUhNYBeXf/2Z9IqXv2fAT1dFTXXj5OS7ET19OHJ4HzB/4rqrwPmKtFnXgDTcwrwQkKll3xLZn7ilZKk3m4SJSmBrcikKi3XHanOoG4z1ciHRWi2ccz+/w2xVigvIxwoQMaCti0ledgNjEv1S4CQAtlb3UFGgclEC/VnJi2aqxdEVOuhiXZ5vDdWBKv20t8pQjgie3vp6jHQ9jo4GFzUOW5Wixn4uDtR5jwx4kiX1X+UG1EzSi9hxuUXATMlj/Zh/+im9kr2DwCCgjlwYcjPY1JQBllsIVmDCQHx/rdtekfmhW2LWfI+gjjAWmvIcKiRQTks9U97fMgJaImkF4JGHTitGYDPbcI3pj114XNIa8NWXAKQ97wey62LWPIBGA2MUtORji6OYAzTnqAPSDWb4ZcDQSu+TBxLTfS9misKcI4cXyL253cREmFOae05md5CTCkSl2A+ghCfx/LfJeZXF0qtvOhcg5XL1tEm35aVk4fWOGNM+k3UbeqNjJJp88kmIXYYSBcCB6O5aBAjkESyBNvyNheNtJGGKW5IRPRI9o/YJ1wlV9y8O7jk9mqbxhC+seLtO04ScCBIGDVJH1peewZZbFiO2wTZxsjxmKOxZptKLnNEYzeyR04yDo8HL2qzt89avRWWEovFfgpgzPOxTj/757S0wzeeKEbfSOrsxTYKKc3eBkr0RZPwCQJUNBbzYr0nZyj8f0/pmc7rO5cq4wIwvf8ae8DBGAmJ7jgrWTQfEPHBCaQX9p33SgRdHzeKN+OSo9rf4vsHAkSI959S/Ul0D7jbhInvG5Xeb09itCzcZ8EyC26DQC2K/kMULNSYJhVT0d/7XPjOgwN+u+9YXXUgs2IYn7SxWoqteiUGU6gL9gP9gLhO7f8plykhS9feooXcxJP/5lvNFXKHMlH0dZP+Tgb7M7P0GjByMfnWRFivOORrrVjhtjiVYaxQ5HBiY3bzbiX7XJv8cdwre/1SYGNE2IhmYTWTuvqYNzodCX4iheknZlJhs1GHUTUk/y57U2LQFj+XeatZHy1ban5umCwma+2sexl0KSOIjMAFJmE+KT54DYAxhoFpSmycYFrpUHPS/cTauQOJccwieFoUoW2JmMTKFFYd3GNWKRbKX+3knVik3xVqiht9Lid+LIq1ezzDdR2yeyiKEs64g1Ka0QGS9DDKAgnMyWND5gE8hwKIit1XpunQwAK3FBwqCOZvyZ2JxOF8Tqoo1QCvHaac68IsXJxBtLySj/kS2NM5Ezehh6Ij3gJPiqJ4vRGQZji2aOY+4E7YYiTaP+kWKrhjyhJOuAEnjFc4HRZ0pLF/fQqjBAOPjqEKK1QEsegg8kFe/45NrGsYsDm3LnxLtO1GnFmm0AMVFBnSO7k4lzEzygiQ6hvKAkPf89asEzyueyC0TU3Nn2bNkWMT6IPPT9BKeyPDPuwVSdrp6EOQHh4nFpHrL7sk9uhLnN8GVE6Oem4zz8LYRvS74FsaE060yQsIBuZvKe27Lm5XFR9uABVFAQdGNy/VamHfzmWLt1BAcT8KWfKdFVGBH3+nNxwL2OkiKe1T2WW+GM7SsWP4jZ0dLrjWn6lYzmFET+H86xHNXOkfoVLxUepOKPScDwjXJwF2EJvcbULgOJ94rh42bxJdwgfxzq7omtmC2RKFJwoOJC4qgYHdToy2ip8voIRCkN4TY1hZRvqxYBoy5kxmgWkVoq0KABa9mL0XmTh2ot1xOKBW2K54VBMQMWpfWyAr0etXn8EmLFgauhKqtw497dmPocawin8FbTlbLpEup9V8eu0vBTCRLmfK8BXqFkwD9RSIq7rC5sVkMglic9sg3X9EBBZm4Ig4BXXi2JWoQ6COMisH5FgpndFO8egqXBdCZd9ZxxewTG2Slhtf2raN2q1sdvhHATkud7kL+HXpG8wSeailz4gpTTN+mE/TLJW2K8FsLV7A8li5SxEWuLp/1P1QiHSfM9qxYwAk1pQFiG2yDTJDgJB+6g+IRC4+GktyYbN+qlXqGuzfhsjGTbIWEXzmpII0YPlKotbPkon+dD5Bep7y9E2oZan9NqJNohDL4EtiGba7fltNd4XBWgUq5EqTaNyGZorEgrcLIIMaRgkXBCQwqoNYNiuYPcnNfJLs+uLAw513YgL/lRzdVwC5E9dle0ATsCRDYRGPV0oO5/E9drvGNvRhqUbKegT79edD+UB6vJRELoQR5o6YnfnCqYb//4Sa5DRF0M+c/2aXql8h+sfvn7CTJsDAFIn17+YHP/FXfOXB3Z5GKttq+qp0uorRWLGI+jzuf+6M0qPe8Jdu8l1eP6iLm7mxIoH/XM4otC9ZTsaUkI3zjwpt96I58Lw4KEloSPtfc/q2m2CtB0qjseFqdwK+VLfUqHqTJsPRSgBwRnDrSc1Cbw4LFGAlIE7xE7XtXiTDdfDIEqpdbNVyIhyHjK/DsYI5XidPwkg045FPzTh+IsnI+BQdfUrzJ22x0p4HEjb/GZ4PKfpHUKSYrL26LHrmWWWwFmEROIuAYLESo1nY2y/s9XamBWJa0BU6ipTAoYDPimQT7JPedk19+wxE/yUvOaYKOe2Ljzl3tQs2NTqtRAdeZLoCjx6L6OdpAiAndltH1mYPHsBjvWbZdoky7H4a7IIMLkSsseVL/Y71XowfpDCNCerUvcOxB2jhviwDwxgFV8mPUkRcarYc80iAynXcVdxz8PYerzIES+JnPqsW2wdB9ntS4eA2k2CsDoAbxMVzoW0Ail7uFVI1AbDl+aIPGYzuXEWqmcrnISxyTk13ljIuEAQpRjimlaGKc6AeyN15WYMvbswreod7Tipu7qyHHR4riProb00648mzzy85vbXsdYsE2ARKfbbjsf2KVkIvt8mo8TVxcRXjgrsJGgoltg6B7lQEOApbIzHTfGUppGVa6uY/33db0503d2DeKOQTggSGFgQAytl9x3Gdp5pwAA1qOwRElxRXIky3v2VX9RL0EYy1xahPYHqxhedhJRVqeZ3R2jIhnHZoMTX+bxLSrRhWNLILVk7efegRyvAAcHeDawolKw0TU8NXCPVPWeaHTNYY6mrfNRvZlrLlM5YoUGkFHgZbUsrI4Ymq2b7hp5mM6I1WCdAbrFNDBTs0G79+AjViRA9GC/tZyQBVgwBdaYX4SO3/MxxP4LezluZq/w7X631kJ3gmLnwROT1OuCrUjUC2PZNCswRV7DpG2ca5djRCVE35DTTMEUzLXw3WhyBYYkjwbD/rgao/GzlTAMaYHqIxIPKLDU08DUR59cswrSzycZS4zQ8wIWYNw9b4eR4H524iEwXR8irhEuyBQbpyCWCPz+y2FklR3w8MExfPuYCmRdxFSntRguq9bkMRAWlf3xjIbgm8cRN/03+gi/Wfch4P37d72VP7zaqFMBUrH4fXpPswSLzRr46JwQX6lha7cSjt/JlWNidHot4kFedNVyzdYhiwjB/q04sII/sd5+zUCpZDW6w3H88fNHi7fxxFMCAZb9103QHPnJhxtAd/3t1RU7GAKXFPWhXksUxcWxg+MZpXu4lROReWyO3d1wdbeZgepFsAwWorDPFcuB9iHjLf58Ahq/kTf3PFFv/gnZgCvOGAHJ7GGmQjmg8Aqimx9sfRRC5x7AtfUtrPiDvTSTWgFHXWqG1jNha8WP4MWAysWNgqAqm4encg41hRlGM8WsmF0g0G3ydyMcNEBSF0mkt2XOyBPH5yuAE2hvZV/LfGYXUBZi4v3RZhiVtnlOsNtQGyhWDc4DG6YU7sl5s2JFtkvpyG9a//ZGRLZfRPwQpTP0+PPqBZOxMJE5HJgPHNlMBsraCMbo2EV+vSRLuV1E/THpNW74rdTZFlTJIFBns2LTz0PrD/qYspsnE0AeQhTI3anI0RYBNDKRsdQ2Q1UHkbSN7ep2tRNA7rreX7R6KP9RTjnLHHBjtqQG5inhzXk6ksE5t9qbOvgFchnpEuLcpcwiWBs2AoiAn5yh7DsyK2qXz8LtY9qpFoh2mg/Xhz8v69Lbu1RyIxXASlhexp7G0VSe2vtFEaEk9z/XvtT60TFouPDxN+l/WTmCCLv6QdGQN4UlNxHk28uDEg8RGzsoQYTXtCZ4HEvST+4ycakmMrPg8TZqlrEgvrStcvCg1Rtin4ErIeVbRireUcGrSV7xJI9MRM01sNGGWRUtg7Y2rYdzXJrUliHIT+bwwK6F3XDYNoyrVHTDKnllOuYuRvFzW9lzbr5/QAtbzgvDgIKYJ4uJtOAUT9IWcqkusVhwZ8zrGbh46RPglvmFY/YkL0cFkpsaJbzazZHqE+5kM0QV8JAY+T2ubGoPVUzeAqgkBr3TsGlEUH9VKmn1QOt3C7qy/NjV/HKS/G7wwldInxVBzxowAHQPi/xOCNBzASCAwxio0gEtNk0KWVsYAU7HC96HIcEdYLKYN9qAXNUey73y2kmMcU5Fp6bUM/oQUguJ1zdJDTaFMurjCna9mNfEcU3LtR16CCnCbC0WIsIAt5a7wMNYdEcCcc5YXA5V6QTAW6K5MLFqQrNFzWAvOPYr653JcKIgyzRDVDeIcRGqIIb/a/OgwzjzgGZCKCchEO3TuD9a5Ph8hYGiqhYa2pRiWiBKsqHF6SAVM6DkrtyepsTmU12tOPAdIb67WxgqMyaeofI6TPu2dYlBYHD/ppXNSeQ35aVQ/sLmF1NgQI4hQyv0htC3OZjyNqEWdcqgiCHNtNNUEaiQZ2AgulO+DBJrY+ErSfpiODI6Cr5rCkMWL6YtWGr3EiO5PAeSlw2vc3v7ZXYBPrXwOu2gUQJLHY3Jn10xe4FchgJIdSK3f4oqPDlKIFzh6CY5I5cQNaI7zWAeqLfZBDiWJK6qtGJXcS1yrQUGtu1yhZ7tiMGy+db2QRDHg11QB8P3c59lDizwheLDvAfE1P19LxUxvDy+46nnBx0hG5ZRCN5UHr39BFh8C5a1igWIDF/NEN7sLo8/IvLSfR/aMuCz5RO20esQysdqUIHG5b8jNHpZF8wjHoOk/hdk/STZNA6eQsqhlSM5KXZ2I1UFc8JC5WR1mhi/ECgWYtGGFOGpULH0c46vVqwSErsPnDQaQjzhmmNtV/qggxQigMrAcJhUviJl+4dU1z9h2e8pK9xysNHna46p+hNEav0z6lUcJmo/3c0CB+p/ODqhWS2g63UfeNstJJ3N3zBo1OvFbMRO0iBVtXNT74v0DhtKcWdocC6MFgriXixWJoZcLLiOMnQ6SYREdZBRbODbQIkPm3gcBTv3CMX9Hofbqa7+74Xi0szmpzY+Hn1kF6FLbGLFVaajDZsZXkbOCbXsQUy6EhvZPWBnc8GajTA2BlP66tNDOdIPivCTig7QGEmDyjMoswKHTWjHwM4U0Yz0U4WULpyuKvXEEKL1lyXLaJitiFP0I+T0ai6YOXhtJLVqVdjKXGN3//kBbaa+WDaX0HihbOqkB8xc5Yx4K4qgIVmE7rUKFECNkeOtUtaMVa96RnKAdYslfL385Y69EvhDqzVkabF28WbMMbDaZt+PX1SZOrdphEcbnm2MviqsNQB4ONr2aviiaXpUgNn3vXfzv4w1+AthXVglKhA36JdHBio7slJjswE5r/0N13ap/xoP1GM8J/5P9Yad/uHjfiPsfAGtXc3U9M17OaF1FTMAYsV4I6fRBljwaTpYu0NK8S9zmEPDyb9oJX6zDXm9LKQh21SQHWf/QHOlrTlMo+K+EitGMBnulw4nmYHRw3QDA0M8NlHkNiMqaduv36GFRMdZTUu3WNcf86Wv9fYWQ5jjAKrAJ1OSwEpi88/8/Wb2Y6hIiRBi3NCJ5dwiGtJnyGXZEsz4RamJiAjTZ+0yBDjKhAhhh8wC4sBbT4+S5quyKSF7ft1v+MsVlmB17WRGQ5zKAkFRv/9k4MrnCsKbAR/hAcVyssuXAw7ezCrYxys+8VfxQUVXKsKS0TX+ZMG67mdT01KnIJr6AXOVMMlUek+0NgENnuVO8N2w66MXTUQUFpHL4slPegfnzxv6lPRy6+w9Q5IBo96TTSAjKhzviJ99pwr64Y1UNn9P8yNY0pO9n/f8eNboZAQDWNdzD+CyzVTKbzZDe39OaQLbFPMrG9r5vWJ+MSwIgbd6GaEWzoo5jv0NUSQ06uXGubb8E2LFY6iLgLSS50LoLMPEWlyUwDgHCcKCSZMtUOvpa4cBg1G0YrtBbknrAd0eCAdnlQ4z4ck+8oOfwo10OEu5lzWTPtIhndNznkfhtbcQ3URr8MWBuDOffnZW17MdLO55sRHvFTu4/DvsSarqtdm125RFC97oCi76983xtV+cjft+2Z3c0PKJ7EB71yiKxHeelu8BOWmrO1YCm0pqKooJM8Z4jXVScWeSgsYQKV1BIQCAMn3jEwd75BX0HD4hmz7eDtACS03WGANHcN9922p7B/X4NV+erIu/VlAWmOYF2egZ69ufT7rJAPpK6gKdxxUZQT2ZFT4XSCCu5GZ58Zg7beg7ao7t06CTYSC0g6+2qFVd/AE/yySKruedHKTo3hiLND8tyUjoemJGfhKz4jsmEgoOPADRiFx2JTz9WrUyvYOM+Qx7hbtN7NUFlm+iaJ03ZOR1uCeeRG8GoLyJVUF/o1Ko229t9WHPjZYzUPTAJzL9n4MtoztV4nXOaVtzntG9DS51YJdu7xdMdBKo1I/izIe5J+oLgdWavGaw2BvW2cDTOCuHbJ5qpSsOTMIDgNpFEEdA2MUMWYMe17c/NAO9dlNYjoRVH2H1duu0zg/3J6C0l+3GgQMVP30Zt6fPH4sKoIB8+I0Ahn6YAFv/H3XLl3x3m23ujLfXP4mjLcbBbv9J3AT7av8jFN5XUa/QZACitKCgb6ltwVpicD471U/COOHmuxeM/QEqBqJjIShUI8hfkqjhWD4YGIvhAhSBlA0O2WTwe0t668bXp6WRV828N+sTYSFwMU9dComOzUtTduyPrsLNU7WDICOozcZOB5rE91c0hbEKyaBwFkL3w3aw9DZLmUcmmc0TH7jf4VVvlnyQq1alne514fzxTMZQyDGypFS8/F0Gz2SnsXffL1HC9Ic2u3zkavmpm/MqzsnFdHGwVgykTL2pvpVvMSRA44fjwK7sH/0ZDqTHkqwVIV7B0mZnQ2Bux7EQmDO7g0o5ToOt62xzfnJhKbepB0jIUnyrTqdqrVix8qNk3pOnbhRaRE9pMmMqwBd/cWhmn1mcezSi7c1N5VZZ4fG6HHpQGaA4+mLmlqaW1+GRiG7+GIytxE/404N+olQdJSe0hnL3OpAdB/SQKylxhxomNZIDG9onKW5PgkC48fal8ETsbscdz/uSkhR2rDSJUzCUz+mUH0NluPCZSWDtChqyzhhSKpXRnVSUhjWiJ0DtCSOl/j/BQffwqISXegM7h3odyiRXADG8qP/K6/XcVlbqcNLohn+bBIgkofe8/fXk2ZO4yNdmSgeqqgByr1ieY1qlKVLcYbX+V3RvHITgI7dBcU3AiNwZnzWZ2ZwS+ys4qUoU1G2uSS/0jSh+o6GrKWOV6VbuT1wFlSFhrVfC43UBVgcjA1thoj1J0kDG3mazDyciAsFUTbZkNPGQ/LmtuEXpUbHwM5CCuZGnxzy5geKo0eUj52Kf1nv/8/2Ng/Sk8IwXPnAmURlQ9shhCTwsOrEmKKxHnUDonNvY0mPuy4Nh47LHODAYQQYl167Qv0e/Lz3OwLgLmWnhcLFU/qaRpJ5e29jzq7jzFtK5MximjSxpy2EyBlQ8A9oGpNzIq0a9bcrkpZkNtTYUeSFe4x0sTkYpnVGc5yQs+hKNaaL3LEyNwFl+/bysbcF2OLWiIumyZDVV7RElqMuYHguEWxOI4EopqEL1Izk5AjRdrDzYx1rhnRquc9/7poAINqyuZK8mevZ91k/qILSGC8JnXqHw1OajxFoE0L3DrFs3dAm6rd1zj76OScGm9C13chZIG/ytE9A2kUg7rokmwF6toatBCEzOi9XU02Ye6k6amB7GCysQMUoEhNiaWgJkRlt4M3d+3F7yggDM0SfhV2vWkOADzewyDHJuJiNMrbA8OGWT852oyAcio2C6qZ8oDBMDJP/CRB8IYnUHzJF/RrOKvcvI0ofrf8t0DoIjhQjvMCgvaj9h70JJy8h7Ex+dvJV2dxOb3bpK5zwgyTE10TigoyXvkZvWOyRH1jhXNV3r0OurWi4F4nro9UTUCfzS5Krgg0mjNOW0NIQVZBbQnRvZsRSs8Ox5aJk0PkJkSfVlFgyMwDN9YgaqgEctBm0CeZEKVPq6MBKZ7RbDTsJRsvC/zSWT+5VGgLOtYHQII4pgcW8oLVCjwYAh9aoaAz00BFshc+a9oVIRHE2s/k8ciqTAeVjmqzsYhMKbv819dRlM4L43Qj8qjPOkhcNBn8nyGlHF1wIFisFlFQ8PFhjnRfDoz1qva5IKTEYn+Q7hgB4Psk/kERsfP8tnhz3HcolydPL1lyNgbfWIpbZpiX0g3UVIejWQSclgwtZ3hcWinihpctQG+2YjW3pTjExw49NwFdaXb/ezJP4NkZXihf8EROPzOulpTXEpeQt9g/I2M7ii+k3cqIJZ11dhQnqMMJhkhJ0mjP0jEC47Qm6F3+nN3ILNa6CcnGE6+nj7Anqcg2lvyGQGBLdJpBRO8u5rHypF3bksYzsgJBLw2fKnvUQSc92eHa/+7VvNVZzkszuQzjVZ0kLTzq/vlkx/rAZO0CBnC7slGDXbPocaUkeObM0/pcS+4AECwsgl4J0TxY2HPPK3QuzCUDBgLwOvFCuyGBJQVKhVdI2zIjKU+/tEEhj4C+Xog3+nlpQQOjNfvmsC7Dy6EZ310ISozsmZnhodlWEvMLhmPu5LgfJmM9bPNILFIUwV0V8mdUT7/0zNhXgU8EctoJLmeCAbIOeAA8fjgGL038DTkWeUnPKeZPg1lCn5vK+I2TiKSIVbhmyvud01LEFEb6YOElDbuxz6lc9kGKVjIw3XyK4ZB3KAQdoJRmOBlSnMMQu3PKBsGFdfDD7QAdsgNHkUiaByCV7kIinoBGUwQg/5KnOrz4+R1Coq36c2g4lN9L95dy7Rm07V2Mbt7VlWSO9jIPMo8WTCPTOnjBjYxBg3327VPkv+H1hG/I+itynzCuAVf14d0HyOmN1qaev0ZUHiUrnWL1SAFX8z90JLem/r9jHNygSwsyAQFqD7TzIl3uC1pElSrvap2HXxcQ5o1blRIvTfgQNunfd3pTsKvg1TLxR3ZI2EIxVD9F3Pb+AXRwmSNmZlwlH5y0yHv0S35HzoKRQsc1cWb4oEdVtaTi1xy4a9cUeoA1GyoGJ+HN5SDT8xnGv0Pm54JpdIEpzORiO99fKkHjIWfwpqPe4p70hTDDEJXC5JjttpBF34LVFwqnyz9IiHInNXtHg4QNXuL2SaxFkdE2Y0MiUc7OqF8By1wjSvVtcYZdSdMDS5dQZcDrTiKGRGXATbGwXW/fZRDzEglLtf8Ox8e+ufzjk0XXxYG9qBU8tbD4R2xbZAL2kIyC8hsYE8zuCX5KYS3PmP20U1g6i7y6ZHG0gK9qv5X8131ELbqdDyU1WzFmHb6jVfBzdgPLeANOcsmNx0sZtWdKEvtquDgj0TT1eShK7aljx/oOG+ZaWHzS9tScqWMhMsg2IaFHPfqY8zbkoiuPiTP4oL4+CE4afpsMDqrqII4X7maaP3FYAQFJC5Z2QrmBqLuHFI12wc6YjYTq2g1jVvEuvrhlLWEGuPay1hlGm/eMjTCyvXRcg33apMM6k8SRGKhwbU7HDnoaUVeT5ODpbdpZ80JZcgphSd2HJEpTsA9tA7yPiCwCFG/cE9bUIM+t9o8gwaQbqXPxmhtENy4J7OPlB8Pqack8Exu+m9Px46yLBql0yHWT0+813mkBsBOd0R1jTDbvzpmeg9AXZvCulpAtRaM6/bLFcdGgy4NN4aLdX8zMYBEdfIQLH8SV4Xg8wRpqrYjkGP6A4MIlFaOT7dvuS7ADotYudcrAIMCakVdtQ2tOZCPw3w+TBF3kM5GsLwJQGTIhJAucCRa4c/ktAfV1vRs7kBebgXGw8N3pfn1XfEXM0IuVQoldyVk/WgNhV0GpplYhu/CqdnF9ErTsOa+mCoS0kuZ/ChV1I1UPJWazDOma8D90q5qOvm1Grv/A/ZOuQW1zVfa+7FHidDgHWkQhAYT0Ayy8sDzr6i+Kwhe0tZrzEBqA6cFLldCAOFDOprRBgu5zGL7i6ncQQ8yMyaIHkAS7R4tb9IsZNWNbuc4KuA3MTupWIUQNhSl2PqqlxeG0A6CAjMuR4SDV5f19MhCGjfUtX3JsoMQyBYlmjj0fmp+jftepb1RhNBF007HP8WyQ/QgfcSeg0mpEcRVaIHAiO8hTu/5k1UMghoH4D6+P5+1xdPZXSe0r717QRCbOt4avL46UoMtNhJ4dPVr24q85rwbZXUReadx8HaWHOrgF24mOJbpTitaGNuUbv78YPfKL7TXSTjlaSFjPZatMR2ZxE5npW1zNGKt0EwyCtnOdQ8rZXdC/zA5OcUfd3mDuPgauEsiMd6FjSadaTC5W3VHronVaMs3rL6jOU9GVos0S8t6L5oKed6XYYGwCQJEncRzjUp2ntks3fXRFsI+9lAIBdFVZtNSKGPRB1gDdpem03cmfVCt0yw/TwhCpC71MBHxWsU8UwX7OqHg7Ej7S5SJQe7PZ5ji9lHS+YGAfLSYmj6hTv0kDaPe4lqZ6ZVcb/vYeRGANc+uBgkjwzcFG0Oe3mjuV8jOSCRehwzWoC8ZwMtb04Cmzpxx9iTyR1+4HeOPl7BoL2k7HhdDJkE/yl6YMbfHJR8dEIeCDDcNZjj9iU8tuXOrjhOajgpEiMnHs2XLMQKQWkdn5OkP5VHMmGelG8f3jHjwdNMQ0TrbOSutS40zPZx52+v3hPfqrQIpZLCcDPYt6bhrwnj8VHu+yY6rwrNOyNlNzQj3b9kcYS9D+740Lxp3hFbbSlXe4wmwvVcvTVA3Fmyge83fndBMgthYOnvSKIlBB6z1XLPAuLkorOWNrJpp5emjBcOB7dQ9/BNkjNaZUVoe6yDCZQr/L3A2SSa/xSB7wCs32kVGKDEVokWPKgKzpEEqaARHjj6lONOAxQ3DDexQ1LweLFUeVMc4d6PIkgOZ46q5XjRarNFt8mgxcrRE0i/3ssUuTEqVKMG4QpXcVJQO4o/dEGk1F4fXhMol3fuAIOUse9MlScbTZBtZmZ42e1vpErilHmKBgFo3z21sr6R6Q83ezAGhlXCwgynJ78U/yZNUJJPla0rMTWeMMi6YvKuUHlh0VvloOSKzfOXZZQbh20z8hwN7Izqwu7yz98FEh1qaRgqrQUoYyYZf2hZ+GBqQKujk8qbxoUcIDzrZaJlr+AclH4DBnTPdLpDSNgc6EeI8RphsHUehhKcETgp4bdPoqN/a8ImLMXaL1624pSSyC1CEoY6HgcR9XqaZFM33li765myiraqB29miQz8TAkIf8/F7wMtWcsRdXBPHWyrEnWftZ0NWvasJP/R1XGawsSHGhNaQAgyMQ+JafdVu4dpamc861gsFPZ8+AwTyDsRCUKG6B0ZmZGI3QxXYNMMTsRjWb03ks5jcqD+GPO5edd/I9zTV54ueUwR1A1dw6Ppu+oHNiv+cATGh3e4q0B7TdTEp1YhElAqCjszuAy4dVpHOVrWJoI8V7EOffzDchCaIEKdJlOsuALNa5ohiivDRO6/tFIG02n661//AcanN+Stvc0UKaZvntxHfVK2b8KsiitvPZe/ZfdxPeP6C31HeHchGApx9tMvsjNR50ZL5FuXX3SPVCGBc/j0p6l9Gokuli5ddzGP5CcCx7nVZVvQSpwXWaZGX7cnkZEJDxePTLMEdfQNTGQ9DlkBz0SKu5Z1KhhrUHlTjqMNgS8D4QgyZ5LjNXQA2ka/5VtcaZ+ys/IH6XfyRRPvAwtAZlDAMZD2aVGmQnVjLRwtU+tnrBsyJdPx0z2z0g+8IaWzZn9t6e7XJAdyMBuaD0TRuiItZRk48HjN4d0O2aznlPnhwvw9inJifGLf/v670XleyovKwG2vb7TrCEeYHkDV1VWtpLM/rhNuxZFyA7+0zBA0D3rCiyz1UYm+gPWaITxSuVsA8j81IpL9pNZ1pGWyeTgKEtbnIUJ2VS87rOw861iuArGSU9zYBLSKb69ZJcPs5OGQ+oMR+RdMQjr+NDw48cOZgoARCRrHWDrqi9QF3dgzrr4Lo+t1edZ5ZVZbxLn0Qzp8A10xW2RbFg/5leXefTDSg5B4iO4MDeLb9QDyRYtuGnXi3aagMWHySsdgQaYt9CO/SsEB7Ca9133gIdBBrBuZ4jr6MFPeZ/WCj+vYZaBieYWWhN1MJSyKdDsxlf5NM0oEuSZ7/ht+GkRwRsWuBCVN8dz7IKkN2LGL18RXeoNTVAuy0l5HzDtVLU1l5EbYPX1VlbfGtvS2dZXxkmqQ9Xu7CJYfxHJIRMnWj9DogM+D3UPe8GN4rbyXCUsqGJuw6jOpKmbCj01gtGEhXtDmTmWyKsSUma62nsViS5KtzJsfwxXorGzNKtvbeQgQG+Us1VghU9vLjUhdHB7n0CP7G/P19bUQ07Pp2jR0VHpj8hJbg9VWkuSsUHbq0AYGs9OWr/OdCzBfUYTX/EzsEn+iYFlzsStwuhJZNYRhkNUZJ3RCRrwHQY90t0AXJEWE+hCiGkYLPRgkIdFd6tNU+h3CfV0Oq7MyLARI/5X8zACzlZlwGRzsI5Fz8CMJ+ZCdCVArHlIwFUDH0Y1gIduRaIocUBLFyZ6c56tCs8KGUN442Kuqpja2Ufdwrzn8fFH8g+P4MhO220L4uZNolx8WsmXbWPQ9n8PzGhL++I0oxQmiRY68PJ7WYEJsOIgMBRz9WebJ0N4V6kj3IGDbK0QupyQe3TVnD7GtnPF0SvHVLdw9D+VZfOhzipv2xvRpXeFZU5kk/hgzwz3tcC+qRvL9cqivE9gNEejNsVfo2o1plbVbpauxK7PdtFyAI4DNM1D6hEAGU5ZrMbV69SM/DBS73DFQo/GmA+FD5lhHFnzqHCgg35RJkQ7D4n2SLMnsy1EfX7/hX3wZvzwkKxgd+ljsOjs0s90smODlNO11OxCjjsr+1lGC/tlnE7S8FllRi89u8norVUvas3uF5nYrlmWD/4n+TV8epWGYXLr+35TWfG/4vTwt/nSt6nAEz2TtUez30nbapypfTNy1B2tzZPTTnYzxMbU7HgZQHkoCHSkBkEWgZqIbUP1FPvFTFMGwZldWUCOECDLECWPFGgeg7eAUjPXSM8hdUupZEza/nO08d/b18tWwuJ2yQJx63ONOio09B3kZjK3+HRcIMlolPgOoB8Yl4dsGA0jdVTW1c+ZfAhCwmDnkjToSdfPZk46jshagiJNlBolM9ouvZSYIGKZsqmDXcy2dM1bP8G40vkQOXSO18rYyqVmkx6D8fLszb3zyemeUBBw3kHyHmyEnxLR0T3sqQY0uT8d40gwjzXGLL5OTBWLP0CXSOf9JpzCb14NONHD7V/mduimlCpO065rLXFKAxPdYaP2H+kYLzoPouPjw6BQvoYVFizpKVZKX1BPVRtBPgCMFt6Rfdpgl6Ve8Cps3iN5Mskqv+orPX/GtCmgmpvugItCMh263GRxDDyttrpBrwlEY3rb6aYhhIdZXSu0sewMfqULolIFFDuWoqmDO7umqMpOvE6OeJGL1O6yNcZgvaFwWBbuGcV3hjWcY6I3BlfWjz20U7SJdiALtZ/2zVfGMxOSyXdhI5EQLsnLh9jLjBKq4py84FxZHgx3/oPYoV2VUgUgVDuhdz5+cAb7x/8kp7Xln5WIE0QdwTaelnf6pTjz2U8DLVyb+fahxHF+H3Uw3+vIxBqDv0dw2HKuRbXwo+Zhvv7xwUGN2YOD6IMrwmdHG04BzBMgeKwWfvcN313YkLDUNkWGWOVYU1PvTDpte2nE4IXCUYV3cotQHlw6bYMp6RAiS3Q3cw1TCF3QjDF3BSZZIux5n+YGgSFCrMO3EvPycTVYoFqyK8Mein/vq2N/ICNk5Gs40ShvvIx1cJw9ViHJXg1fAkH3pGShQ9z0IdMrrlyJ5TOf60i+aZfoFwRWAOG8h4m4WkMFSflQP5WPwzKlc1hEntIAeh1kW+U3OG9dxHz2asBOkPeZJbOUbdXdcfjnVgeMh44q8IhovTX6tEWWIotedYBVZAZ3kYV6oPklKP4K3bZUVzZYLDkeadE4hN2Ulf3oGQbU+UOMVcmUfQt1FjTQqhsqCr+rCL4Nno2vldlj718D1Or2LHmf8MD6RKUnfvLsrzuee8DpYmxz1H9CXEEHaWb1I+noUp/ULXFdzC/xPuoqsBwQX77hxhoorX0zaseGiJwjUwlXpn+Op6By4JX5O24c0f2T9WpImxRax0lhGunVKdqXxIWr26tHN9AHwdspV+UeVB1m/+VxN5ZIzj/Nae7xYDGpNyuoQwBGWgcdWhznBy/qHFD/tuCXFcQAhjieaYXrUPxTVQ7FIxWQtjIM9FzvDdOcT+2W1Y/i9GVZuuIPxQq6Q4Rpg3xLEW/BClFrJ8MpZp8DVt/EANZJYfNiXlGhMgk15tQyvK7xfZlsNmbFklQezLcOc86QD4+AoV6F+TinMXtQ9Chx2kaPGWGCxNNzIDd3BG5JrwZcf/BKIxlygYA+Jbs4AOSCMUsz01+WDnl91GimENjEx4+nFO5YyV7jwBKDbikDuXB/2QEd0xr9O3FiQQpCekEN5rJh5d3Y7rrwowXiwqPaY4yWzqGNVUq+681l9gcPhCLdc3pkT6ndhysYrKBz1CX1ox12HyQEGJfaSw3A91bxkocd3HCblUiVEp+rG9innBQwQy85WNR/k20o0s3/bRgclL6rKzo7XiP74fYrbtXOXIZ3bBtRzlZjhH/cwUXkFkHVnDgLyR4XvbSopsI/oJOD73s6OG7AgfxHXYtXEupVy8BFCbAA1/RQwivEbEVYw0cQdNxrjwZh8arWGBiqigFpQcRQnYYu1UGIDumawBSNRRQIfCwDEqEz2eSpz5FvQoIpTOjeadSbTcjDwMyxRHI6VIfCWneb4IC4KgD8hErBND+5DuZ6NA9KMT3EDxnHMyYHiXAPcfVTYO6YYPA/QzMdt1cbKMg+LglYYYINwEGIwDZG7LRG0MGP5LxVOK+zq1VzVs3RTroeHyeNDYUaZXp0HDypm3CJKD1ELW6+19gJw7EmOhx77hZYZp6WTnFpeHNQglTXEWvpF0vYrEmGJQKPv5sJpzgMQUx0tGLSiNky2ScRD8DM71pZs7o816DKaZ1BBEARrYzhmvNEojsn4d9oCJ2rIMFtnczq9jBpmAG/6nhu+JzPXA6jSxkezxQJ8EVX0eCkL1LWx8tKs4I+h1siRvID3qx7Vb9Aen9bTQKb6hEAEqS21IvkUZ0adS4zDUb/HvrSyZnCzAp7ci8Q2XtvRNYZ0Ap0FFek3oJdqaVmUm+kP70nbmfEcAaT+/Xri9KwlAmBjRBMrm6av2wU4++ZPgAOJhaS9BZ657RcK0uvrxniGTuPZx2/pPCNRx6UCe6C5VFRebyVwhL491la/IxGUAGoAQFnUgI8TqPU4jPUHzwRnfItK3T9c4UbAc9R/rX6cB+u5Di6ciJPLsE1h4XghVh5cpxZqgqMjg/goR5Qsmu4BLtiAM63Bcg+HsW9rdyu75n+U1PhrLPEmAQJfw4rMb9qgxtslS8B5STjNse/UiAEnHQzNOZso4bgGG9S6VmSdQyy8qcbRqz81gyf462ualoiqjdHcl8DfJ1AQldT1S5E0ZUFaKrTuIhdT40rQt+2hjccszB2atERCKPXVPh+TwaRX2PHFvNIf4eDjX4eiP/KzvzRFlQFdU5qdakS0mJq7oiVxcLzcIxb3QXli/06aO5CTm8uqZekGU9hxj8+l6b1i7vFSL/pYXkKLtFk1kMd0lZaOEKtxDN8qXjQT2KrMVtXW5bsnBdjRSVqbs/aBLt1GMgI19nJg11yEjZj3lbo7v+dutJl7xL5gdDU8lybuUJkbGd/IWHNfJ5Ix6ZtquPuIUXcY9YDsQrt961oHQmiekgSCdpWJeXE4yTtx66oHtk6w4yA8R249eLztKs+QObCGreuB8R2JyKqBnDuErrPPVtYfgxZ0bZV+MlryydcbvUrAuwXye2w3zJuiYoyC3SQtMtXDwlRp5tiULWrVLAh73ZT29PduLh11SeDZHdKWTHJkMo0NbSVVzj6bmM9yaQ3fi11iMpFcZjlj+7KeJGiNWyr5YFzBD3YpR5IxhBHJA20vkVsS8vwwnfOdbh8oOWEJwd7i4K1DyO5f5NqQqViyyw+ba3dYEoluhJHzYpqV3/Maxqc/7XPBq4N2eXkwxlvOmFdA4Go+juVe31Y3V2fdyWSGvUUglUAAXHYW+eOU3wMYLclTe4JCP/LsGr3ETIObnTVOoHgMyCu6cziyoLGdNZOQZkYjfdyNJ8nHluoWCrbsIxcU/1WfDzGxLbtIRCSRlASpyANpb3EuOvFkqxY+ivYnzLpPS51JeVXulngL1OJ+Qbp7ZcRsiVhJab/yUQ4/nFC01O2hVI8b80MjPWrC3qN7SUwo3cJ6Kud7bI+FBEoS9c9FDtQ0xdgJHNvBsGblSEmSGbTjG10SV2edmTBY2QgfJjCd/q+/ofDRESBruH0n5Mswr6LuZ4Af/in4ew1+5VELoEcq4ATDQKbqVmiHRAvTCqngJeSzLzV5hf9FAM4gsY3BoeBEshAfQQ6O1z6lPb640JVc24s3vByMFnXRt2tyRR2vrUulwhgJoS09brQ6MvFVorW3dFCbkC3BGKqNnrxFh0XMJj3EKvkdjKvSgyeSYmfMLAppWpPqobckyswq55ZOozjqO0tZgWfEOr0ipcvBLSJ9iSeS3DtQJ2GMcQn8QiiqLrmGyx2ticDH81y+YDqWQBHAu8gnF5v5ed0JUFtL+cJztWrP8KcbDk67u5Kaioazn9LmbZlpfsuKafOZpwLBgPCroFKITglN+TBAHKCsda1uPTnbSWeuosx/tIvPMsz9SN+p2ez4UTXg9izIfWFC8RCDhhEYKd8ShfDf4JCWG44MdtnXNI+lFQ5Eb9V8xXSpCydZsyt+9zprlo+ZgRCe4Scyka60PQXn4q8i6AtFDen4pmCk64uIu/PRMgC0EaOmwRNnqiFWUfvmlqzf3F5a01+m17ZRQ0PaU4H/5BcowmYteD9oh+5z6kzahzdF9evb98QRlDRcXxeDZpZD48pN8LSt/Dck8Km7q++rCEsy6Swy9mZYkYNeFpS/0sWBQP6YpybExE7YPqmwwtCE3mQM+wQbSDIwmwRaVvYAWOCW2apJxlTmnrrYmOZy2Ri0U2b8lmJYQkGrr4faI1FDZkFrMsBcJ6nBln7KiO49cQC3Tuwm4ylRE+QiGd1v56xJoWg4jn4DTy71rZf948ST3j4PvqmnjIAtHEguyqjAXElFyw0lX5tBLckkMAeFNnmH7DsmI3Z7ZLuTaClWDrWGl+FYWCc1mlFFq0zAIzZTdwDxZdMSxT4QON/XyZBHJMtlk4dYSRu4kFOtdZPAruK7BDb9sdYH4mAjlowe16fMEk05k0ICsmv7YjrmvnjtKgoxtyiLtmPRQueuF+444r86NYEwCvy/kpSPl02ekG8xaYlRGiHQ9YFTAFkOYEo56tr2ZklxTbsfF79eZ9ILEQAXt1KWX8dJpu9uIqwDELArCmLELh7/NUzyKJq8Xy+FKqNhqmuZoiOY5gqIRL9YWU6K+vDW3IQ6XuDq8Py2LOt2KDJKk74ZPzQ2gkZoNAUkDfuhr74WsDQPkfxZhkhNwG1i4oz+j7sEKpwAn2Wwz30ot5jVyFUF3a0XNLfx8YoYSdd4VleEFCLXhzEe+sDO/4aO+tNvocIy0NOrPp+Ipzt3SehrEICOFi1pCQYHuILvCc7aZuUqNbtapnmuw9BVzTiPtkCtGcPgZYpfdaUqYy8eHqq+PWZV5BVjgd378ytw3vYrnIfq9j8ErlNt/w4zmP0Vh+sOpWBZhqoRWaeyqGE3+AFaEBfWb6mrMeF5tJdwt17LAZPhrANprS3jzZeT8/34IaV3vOr9q8plNYILETegZfbWZheDx9qtErnv0wmfMMyKCwpLUklcdnCX7B0zePulOtEu6w6VJTP7LfVuUCJ2MK6SgoS5fX5ypnTdbd4aW6FlNWDu/p0PhASy6SIZCcq8w5ienrubpLO4kzJv5qCIGoDuZu3+fEy1zsgDj/uUD+Dbfzu1fJyR/MENT1BYzAd2DQnFGCf5oDCQqQlANHXMxPJh1v8dgjyRvnTTmMMK8HdqWYd8UAB4JjOjBNrup5mUpURlRsmrpCxzOgliJGkk2BVfHicp0ESjqeQKZEzLNmAb212BnFITOywh7QfWoglPDrcDDo/d3Cld1P0KA0tR2Sy4csV3hIWZTW2VRckHRgLdOXByWOj8UPybAONcbDTaKNCdGw00oQMTC8hb/5CdHErAF89LC9LhPLXTmRFqu6+iw9fY4cRyeHPronKeD5TgSDg9QPc20aRpls/i7/WJoKWCXblJngAezww9oDBW+SaJ5YIP/J/OKkS+t3Lln6rxfMhRLT0jbNInTix0JoTBOm8qiuvC9p/O8ZcB1/NbdtAS64P1Ctv6DIBMefPaVFMiTVSb87JKrdM1KGw7fq1aRAnBo2lB/5D9/PhpfSGB2NCfp1OIO6GElRBnJt/lRQTwUG+V7xmO+HHmqqjxY0oU3TP4fXTmOfaYwCdsWRfvdhBChGxabDJOg1jwdkNxhvb87lerjjVZVSSYo9NNWtZeS9IKlzYEhiEwkmPEU/zkdmK9FG8jQp18BorpYb0RDuC8cbuwrbvmNEUUxSqezxWjINDRi1K8fUSeQuuV2K1PuP/3EIOk1WVZmfF/slVSvFKSJ02QI91WcFGzjmD/5Ld/orn6fVeMOMpFgFzkIflpwo+SdyMlyIoaeTSYCmG8s2/5ZTqEpIf7DoK+s8RvjsEGUco7Cs6GsFPiJd46qJOSCSXzie8zI4zku/ANE6T589RbJEykcl0+ZeXsggPCrx91acxh1UVaP8mjNkwl1THBIVWwCPzHY96hIxeAgpQKgf51zrBFegkTmPGh3vT4taxWSb0SKowKfp7GvaizCbj9GLSEk9pGAdFBgLpEEz2MjCbVSzOylDSCCLdD3HDf9oPgy0NwGNVyaysIrcKnpodEbQAzcnsHfseqvI0n/H6SzKiu+7Hw3Wsz4rAwHO2JXBeTknif9mVEHmxkY4J3AqoaUFqICaOYO3JoBx02fb0XUxWvxAnqzSkF22+yV1j+XWMl0IPG33HcJdSlpLP2vkv4lwkvYe9x1WtRM72HYAs4BVaQFvroW1uuZR2/cP7hHNXYlSJj9PFkpIjKMUbfp2uV//wSVdG7uaQudEMc0WR8fhUrssar2KicwEtzrV98Otpqg+0a+SGv7hSyPYmp74Bj7cxA3V6SZUp1DqceC3BnLVd2C/dFWCMmDczVyfgjl2aVN0l5tGhBQejhoRjkGFu8E3c0Zl244COrHAvyWjIfIaBgGWWGZcZzwe5g2fBrNPrlbChgV5Yk2knmTtjgFBcZk06zI0lTJqWL79NyFtyCLDV92FnG8n0vz1SFIgsTgp3BT/iO9mpl8QCLPX+WzkFV3L4XZRgpSFFCMz+A1CzOcUEKTZyD8++siaDlFF9wUFVHh4rlzS1pR0sWDA83OcgEvZe7PBSxtuqY17XTm76SMURRBlCu6ktEWw1NkerzMUKCdGUWgLx8lcjc0XPtCrKxH9zyEbuiHtjAeCnLBeC8LU9CHjmOv4tHh8bzxitiIM0bfIPABL70YiOS8COr3Nsd8YfbwSXROSuOIqzrSYhlv8X8UH5ppCVqkQrC5EyhifrA7/FsNCIQrddjoeZk+3NwMdnR1f2Im10EvA/Es91XhxmTt7khT+sFYE+jgoDoG/XgkgsvzQa1h05V+gGolmKGPNWFvhbNNxDrU4QxUhH0rT4xGa5chev8ZuidDdlikJ3uBbL19/oFKyw1DeIy58dtSQN8eUUyebYJ8cNoIQIB/j80zb2DvKnlfajeaqCNY/WJEXz72YYLP3HTdILuc6mC1+Ha/wItrOgN8eMioQSNQnSoBCFsD/E1oQULYkxUtbStdiG6NpDB+cgpEx11ZoW1XXq39RGpJWY8cm2dILbcY+As/YkN0CbkAymUvmJ6iizUGZ9cV1iuqA9d2Sl0kS93eGKomZsk7CY4j2c0WJzajuP1m9nPmjkaAVMoV/oSEZii/qaxPw07j1v74A/JNXCRPP/r1nGF+ukiUc6iWtmsHLObJm4hfqwDXN0JKAl+vzh0/HWvWgklSvlRu9FaTztp64ozSln1DWTzY283DiF5lIugZ1J8mXJpW9hTvqY4WsT0bJTvH3IO0hBzjUdTR11aZQX1+IwFJcE7pLRGdmPEd/wy61UbrSIpYVCGqKoWHPnuwMDhwUCvMDNX1Wc0p4XEvWbh/JkpqYnXZZKUFsh2JU1gsaWui2gmCAy8GqomSRgGc4mfDhAnur6g8pFD4RiV5mUM0JsNmLfpODYje68Z1LMet/jdi/2ZYoFIzegwHhbOsJnCt1qab4wrPeRExTtBNVAZ88DSsAbxpNBjYXQDnswVenBXMM2YrTq8wrQcYJduANBI8ARg4YXdkkLwMARKV1NNYend7BGuMuD/E2w5tnRpErFCsBLjaVqJox8swUPU8uw+jBfLyEMKGK8q4ZLnHPVX8k1+UhtunZBMSbqqrIymGkSjxpt2NQhxapUEmUHMkS13sk0bhtdJx51ZykTOwrtP8J0CnYQn9PYqw0cW9WS5UpL9Hbr5IJVY3Kgw7atnfE+Oj68vroJTyBGW/tK59IUjUnSIpPQsYfGp7dst1+lDAZDFRwT31aFwN1oPdpwsop1WgTh9a4eMMB5uUODa5VI86FcWIKZhvD8WH41Noy9MSa03B+3HHXirqtkspWAlsweSh99WiIywoFdvbeHTPpqbn/PkausMz9hu/T7MdQim4bJTaCOy2C7tbZUX59s1il/oQ7urdPh1xw6ChgaH3EYUYbDeHTllTh/2hPkug5PDQreXczWx8ArpQyiAAy7NIvn+CofD1ZSjWp6isVzLK7EwpR7aaSJ8INSy8qy2Vp6YuHk3JZhiKsiVWBcPJpsFE1Ve7nIhIbThSv+a8+IVn6hUwJCkQXtzsdgW6ma3BTxXxn/Uu1d4vKBzVy4sum2qc3emCpxrqp7Jj41YT8pUEpBs+tTokpzh9gBEICAz8g9gAH4h4cyAdlqbk+QXI4iuCQMKhiMwZ1JUCQ6gIdWNw9cj++cKLObcTk+gQz8vkc35fCtK/9+kolorw4GCEKyrje0F8FdEg5lVvdkNwuwQRJh/9lCxl323K0EW/oUo2/c5GUtBtu9XmvSRylmT1DrFy+6ljDEV11BNzHy8cObnT1yU418CtAEmbwRAi5voQexXaCWR+nUqM5csgdjrGAgqdX+Au29qlaeXVXBoUfUBuxyV/fm60UqY2qWT1jyKl9yL+A4xdJmeQHfQ0xJ3oOEG5y4VP9WQHIQbdP7NS5OyW5zfdRaeQywSE+XvkV/WdVohYjxw762v9FWA22EfeIFrC1smuaycRMC2R6RC7MDoVlr5JaO+55jkpQFWPJ0q/YoYV2A0LcKpyBfddKE+T3FB38xQAUUBOjGphpAi4yI/IuB7eEQ/bC3z5oY5OrV2qGSWdx7vVZ8+6W5QmV1S5TiqsbdAoHOKJwArbQ9kHgm0XpNss/eSwtufFbW9wVE/6s6jdPxFgM/jwGXA8Nd2czt+icPYgiHphZQGVVes4FO+k0VAWKCwO1H9knKJcGt1sFjBUwCMIxOwBEfzEoXgfu+ydhQZ6YjEG1Qs7FhtRlPpKQsLwNUEMS0zWQigqJ58weTu/ne4t2K7ls4JEVA5qa+z39HgHmZ0hllfa2VVKvQyCCM75Kxjunw1aDJF80HWT6cpWlCg02IOyXZp3tus6Iuqk8r3FF1atedw8gOyHfEzyujoBZTYF6deCaWI5+Dtchcpyc9sdc9YVVQRwJ0k2POkYzCrc5m4ZoEgy5EKWikPrOKDcVDgF08Usx2B9aMu/Gm7c17pzxRyXKoWhQxx6SEze5a5FeEYGUTnw5K2K8mvFWPWwsW/uWmKQPTS3egcyHUqPzG6AaDAEDB3o2NCHeZBlZPvIgHw0BU7VfqUoIp7tD0fFU9SMZaFXGE5segF10Nr1deg+ewvXTL4hrK29nR5vEqBcDf1qhTsWLVaDhfpYVMU5GcIuYeY+jM3NmN+GQgY1C5Bwnfaq9hrvCf2y38ctHR678ZMavI+tOhUqFd3oiiLUorBh2NRlzl7Z1RUOTYn20yWsyYIyp289UiCA5VgVGcjsdQHeNh99rWECO4SKYMjBqGuWG1NU9ZZAS/4JN+ZrNDkqoI3487z0GuVcUPKx9MmqXMH+m39bykhLyZzfKyw671NVLR73x2yeRbwKKseaOfJNlD0tQLpl4YzkQaHlCOlH9C4MgAmtGqlTRytW6TyBsqHT0I4HXmRHv/B1OBtejxuB/uDuALXq/3IPAF3g4SS4cCCk/P8blCXAM9b0XW2eSnMoqtvPYWJMQ8tyGQt00qwmFQ1nd3Dp7yTtwWDczaH47ph9wVrlYFA+yHPR+zbfLkTm94fJb8egAbKC4L7kSq/aS+SJt9/HaWXlFjfLEmUNG44hn8SJVvi8dgnp5XZuHarLc6/LPRY3Fd6Tqv/JGPkrmOR0KHZWCoqekJQ28XAvKT+buuKgRWasnZAgp16GuC8r7LMtTMZC4ltMKaIlfgw8h+TtRQEy8+VUYuiNfJ2o2aZYd14h0kUz+8ZS7G+Ed6YeR9r9Ck6kOIt5AOBUdmHuc+2Ys9A97kIpF3L5BY7LMhx59BGPdYet3Bz/C7Tirnzn9zLeT4LcVvZuJFVvQvaNpu33Bo3jg1WlB5bo1uBMncdIBdxIke7a50cQNYYfFlgFhMWsnKwSWz0sNovIrSQdRFgHOSoC5soHuaFAmgJCQEuIy6glfpf49o/lK/S01yLb4+wBJgTb6UY+LQOJtlEGOOWvGmSpqgzcZZlhw+Rrfz3+LLzS8h40Bg0N5Ul5yVR/mJ1Z/wBKo7vxetR5GQAXOv0KGnNLoJoBvXBLBJAPRf4qwsmdUKhlfz2+E2LrPZTxftqGZFDPJ9CVwUBuV6f9JFpnq7VgFXq2SaNCLQqClwxEjiFUG8lmUhKI/uJ+kHmHx1bwdn4OgJ1j68oAVNjxichrOXgDLdLO1+RvzipH62+gAClzg/I90jnwwHl+mszRz7ewhw7AZi8GPKa63fCnMOiXL1ko2lBegXMDYJpDhIIzeG2Z7g2tHo9Hf4gTjResP2P/1u8SAKdT3VJTmYi0uUCIzA12w39/kkAGTNAo1Op124VOSp+G/nunKhg7s9CmSS/Pyq6tQVpAl0MBuSxQKf1fmGbUkTMw9FWCCupuryH2ULiQSFmAw/+cHKo0/lOJC5fkxco/Vsc5A3WQVxuCGkl9eEfBmJirgJenEqcwdVe6Uj5NTfKHTIf8hcbExuF5yXF5BXrjR1sskCJtd7nLRjSwRaJQ47OHpFIlAai10dovUqxUEodgK215U46QnmeU8QpxTbgee3MAkySwochvQUdZzH7qRzkdyKOSM+4HYZcHy++kCs/8ij6b8OMIV0fSLC2nFFSJldfRpl56DV8jWOwWa2gpSd10DVlGYnTkHLPWtUbGKrTIb3Kqgbqo4SM0UETNiS1amcRUMtqLAuOPMHZJMMlFGTuyODDgV69lSRQJ6HpUnl2pvmWeebsdY0aoz/sUZe5Ml3E1/MaLhPS+wcN2fUXGlKKVlWKvhCeL5lIy5KGBDULk7nyz8M3FyPvRYF2KPTXP9q8qJ9FIe9Hqii5NlcmuK6lFc07lkng92ArbXav5eiXbYVXmiGtmhUKSvGcJTsJBhlq7yl1lJaxBCMk0iN347oIUWAnQUAPAWQD9RJhorsbqBx+Fqrr64O82Ot9ldW/4ZOb85V/mIxG8S2IIxXFv/ipi+PylmxpKyednPAop6MCjcwHgDhK3kqi0OsCygwHcjuDZE2QUGGmTViHALuUiXA9VfNZNDITfK9GVHcmN/ZxksTF7TkNLgHcS4KS+IyxQIOx4hU6Kq5fmCglMd4/MYs1yhWkvVqQJflFUloJ6n6046Dhtb5i0Pb1uI5jDM1QNfTdLvHmpoXZXIUUfkgnDDtmPvWJOzk+7/Foeozb3vkp69qIKV0ZYKenyUZMS6EFCcZC8NG9xhu9YHHUIBKUZ1kbWNEUJkgh+YVzNSaQO7JzovzZfF2JXrQPapAtXiSjvF3+16VkB+QS3/qGpquUB5qQ75J/0k/G0Jb2Dgb25RK0DqNxNWVON2mhwUOJh/NulpNjmYLP+otMc18JlYHm21n2C4P5Vqa19ka24I9OQARmVofXxo1joRq5FvsmEf6Yofo9XSbiSH7kFlDLVsw19RTyDCi4ZeMC0+3/kEiF19W6m5bLZnfji92COvOIvLnhFBBRzcDJNwjwnN+1xVG+uDG4708V8CayIPKCm2CE+THoSfK0dXNfjxk/EEhSDEhiJVVlkpVVE3AlZ5NEA78w0H0WveVgiHlantK1xn64mnht2LaDANtOzUFx4z2kvF0Hi3C9uJN2UpcIQ4PV6Fp/aPomWVTele0MgUYLswuQzyM1jbWC5mIwA+mL7agBtkLr9GcTkFgq2+N+ezjXjrmbCfHlo/qmYg7PpGOfKn6/7phYokfsQTrY8hPL55OICQnYPS72LZW//TaXyuzf+ySwu7Ox9logL4FR0jGzLWrArI59M+ddR9HORL73aKc9yYaMj22K4V9zYLhxSDmcqgkuPoTxR3wn7HqC3iAfTxV1f/wda7ieu6ZFYFqPyeSs3fPF5LGbZ7HdWDD6+HrOhQXSihj2DuRzPXeHOeAVrCDq32bnBjO4L2XSCxMVFIN0AGT5X4+gg05yF9Qa+ehlYNsKW5t3gZPVXym3CBdtmZ/mqiYDDnRyym6goPhjidYvOEnoZPw7JH12aJmSt0n/6W9ZbSUCmSdcKVSkmsCkWn/Ab45u4xf29A7hbFrub4hgv+T791vbPgStKDEaHUJIJ58ekkJdA4X4cBcXCRp1+8fx79QOUELb9X10vCRToo1grCsc6WSiBu+JRPDzq32CAZzvwdDRgTj+ti9dsZqVMgcRnZI5HoIVLOTpsMbWOL3uD7IxgdNsYpouHvfjVPAMYI+KRCtVlRN/Hn95owosG/yfxZEBnqnU6ijOdWUOM8bVMBSlGOdc29w04cuHC1DxbDPQicDdLiU4VBlAqmUd16DBK+BCVS/pEGZuWAK+7XmUctG1VrSoK0pDErGj8sYgx2XjUya8zjKY2SEQSwuGIlpsHbySMV/2t5TpfJ56O4IV0Bii7ZbESWz9dsY3zFBFCooaZh9hEY1JQKLuJ4zi0lJu95YLnntCq9lRSKrd+OX/XgVYk2njI/fvlu3xnEEL7TLbYGOkUL0z2Mz0nSWfSaoLiuCaj3DiiZNtwISrt+yWx+ZtGtxLz5OGwzhsRoRo3ZgKNyB2Ihiw9FjtdjjTSmjQcw5JFgcC/oOwAg+nT/mx+1SI8Ri258Wrey8ApQiUT+UtWsE5B0g4zWcMFhtwgYT77+hitXke3w3sdn3jgH4VwPgtXTwctQHqWBFXmQVnlNKkTK3ai6C0Zgbc/BMz7piRfAC6u0i9KfjdN7TPvo5+8xdm5/zFMQXBWaUAgyRGY1EWK2itA5H/vQSj7r9lJXhwG/PJIL3gi2rxTvmISJ/5fiEwLV3jQtMijrijJICSMLiSjv+RHzXXFcNFqpBBX5F30B+n4eNcI71Tzt8nhO1Dpd4Mca+YzBktRVloing+U95ZuJa5nvIFjoyJ7YDOE/1WHEIiiJ2nG2ZoBG1jhFFwsDlR+ND+bEiVCMF0dB9OChzotS0l9cy8bwdv3pHOMWkAF4BepNELDyzhs+wOgQkg10QOZ20UBo3OYiPnqsUNmAEoH7j19l1l7uu/VXVo/eB/KTMP92suaz1375DyoW9sMQ7FXMgRQdnj2uX/yxopTMfw/6EmZMk2MYqhRWXBeg/HSyX4fel4neRYvT64lh4kzFsXYtqtorUEL891WuPs1/QySgX27CYexuyt+UFDIThD9mIaVxtXZ5sQe5IfzvmX0+bQsNkDSDBhUP4+Jw9RcQDEgH5ZtUPwJ9OAglvPN+FfkymzRJhskUN/4+5V7FmaknFGYcnHecXFX9/gm9BBBI2Wy2TLn13HPOPXd2NgkC0lSqUhRpUiSigIKIIJCIgPQeUsgm2TLl9nvOuefOzCZRkPql2RCULiBNQFCkF0F+n/3xyh9kZ3bm3E95nvczc+HSz39t4F+eP3rKGck3R67c8yh+9cdvHTV4+eql31312diVp9x0/efflJ+fdKR11PzHP+1c/ofPtzrsZGdbs3TB4e8OFT/4x8TjlXT3j//7yZaPLNj9nqG7n9h150rr0csePPqq5ef98jennXfy+ze/xq8/8MTHN+/ztS9te86pb/3+i5Hl13z8yOhDBx+128e3Tn319WWdRP/DjQf+tf+q3d/ODrvjul0PXRUd9Plbv/38sO8cP3zxKX2rb3njoj9tPOOjQ99RD/10/I/vbt5J7SuO++X85z/23lyaXXbYLe+edfX72795uZqXHfHlj/ZJ7cNX/HxNaVn1iote3neHxX3PDy/7/d/fe3kMn/rJw9ec7XyjeuNJP/nw7u88cODlyXvbLf5y+NF3z77va+9OPOw+9WnDuPn32fJdv/P0K8ncM3531bqff3vzq4f+/ppvzao+n/4gX/r24Tu++hXjrTW7r1276cd/PX3Fjh9kc7b59h2vLjreeJ9uV9/lufo/l4a/++bfi/47z+8f+d5jD760aMl+tRcGfjL/hGDmf9D++IOPHv/JTgO7/HXZte7T2i2vrfjGFdfdUOS7M3nJJfr//fq10vG/ffSaHY9679gbv3fUz7+76bufvPLszw44d+4OFz3/jw/OHvgZuv+Yj/mm514ZPWWNX3lx6cEH3HfC/InvrLIn/rbD2A+/fNHZq6fv++7H/z4xOvQbfxJvHXPrXsfM+8cD2zYPeeqoPx99yTXPfT09Ys7K0VufuWpy6eYF5/3zzkeczQecMnbZX6586YhPyJlfrNZ3G6Wbnlt53mDrtwfZZ935wo9vuHtOfdU7K78qw8G99vxv79KJn46RzSNWZ/jhCy6Y9fwZpM3n9n/24d9fdJ85xjn2NOO55/f9XWVF9anqdbX9+77S++Lw+3fqHHPd7Re8jv/03vc2/e30O3tH7/zWgk93fGP1f1/89IK5j6jHV/1wl2P79rxk6uzlD2Rr/3XHbx7++X57kre2GTvt/i+cvQ58aVwOLb/48gs/Onbvaxdf/HT23pK7Lnnu6b1eOe5b9Y1/nP/ktQcNPfXAh+sf/rg8cPqVT22x3+m/m/VO49p9yD+3P/A//oWf3HfX1rc8PHzLEYfhH+ywz+Sv0733uXGH5Q8UW3355GPt+Q+cO/RR6+gtD3zrCxT/fvYf44U39p9gfvlHt976+F/f+esZExfnf5jedfD0yXT3g24c+9c35Xdvqh2Lb9juS3dP/XYJNc8o3f13e89/vLj5keuf2PDJDR/v2TfrEGtO7bSfPLzhNPeNz1549bq7tjzs3/fdNfvR6et3e4Bs8ZWt/+3M6+6H9u1+bdGf6XXLD/vHERcffuwr+5r2yh2cXftvJVfe8qdN9xwp7z7jf5fdO1w80ff8/UPvjj529d+e+d+Xrvnsi4sWTzxy4/Hh5Vp60sScc5bdcNu9n6w/8qL089kn/vrwZw/b8eDhHz93zRFXv77xhz88Z/yw7RePnDZ/ax5/+KG/YNOpl3062r7451csfvaEu29rL9nh91v95uwz1N/fVS/P2fqee57+Q3jFxY1lq7f4ev/XFqBt/n3UG0dOnvD+7d+IVi/d+fV9w6e/8+Dq00oHTZwx8I2t7+0bFUf8+54//mDLxi/pWa93Llh22TfdJa3WO19NHvro5OiJu+9bfs2H37rw46XffXvyaxf+6t03jRur9xSbP1/d++A7/zrx6Oz8q4efb87dcfjtnV749PQDf+kvtB4tn8o/9J855tYXveMPW7DzocEb+993/FnHdr+OnPm/fOvM569/Y/PIWwe8rj/yn/P0x+onPrbl04d8OHtVsXLO/EO8vh0Pv/r81kvTj2zYd9ayU63D61/+aO2f7emHJ2dd+lTpgavOumzZ16+ep+mf3H6x5fzhW3uvipbtfNKCk3+z6Lr77hmuT/7yiDsuXnba/q/f/842V+zw+wdvf+KFWTd0Dj/s5NmHvH+63HeL6aXnrjruiJt3/8+mI5f1+bfuceFL5+635ryJr5371hnd3112xi3JCfvN/qD2+qvBt9c9mb/25cdGLtv6qOLFo4PHn37i5K3G9939zdkX6JNLyZYfXFK9/8hrnNtWbXfHDpuv2/bs71tHbtP5e4s/XDnl8u89dOQ5l5z5ldOfXfH1bUe7t7x/9FbailkXdOb969kLH3t7yXHXHXhWa+mDjZtmPXTU/93+t9snl9/3+5PvQSd/PP8vfX/59se94xbvd8Mzv9i3/s97yY3fOerzLy756z7d2bO1pSvmXvP5ifvu+fy2pw8+//luOz05+xzFjtx0yR+G9m//9efD2806/+jyPbs9Fi6sfHTmwe+tfjr70b/vTRrv3n7KWVM7XKojucOWVx1qbLXLfq99bdaP3zX3HZv9fx8flTz/kz3vWfbZy1t39n5k34OnVx2+1ddnvTN4zyVvDN35yvi/7/zbjv985d1jlqwx3vvew5dOvr3qI2P/RZ88Sp888pTv//qXee32V567dMfyBWte/dlFF17+n4d+Wlk+94X8xCUnbt73gpFzPg23SPYa/cN//lhs2di89M9vPvzSN49d3t/bfe6yK/JO+me16aNr31y8/Xb3v35Ar/Xm1c8+ctmUbu/1/lZrDz3otvn/2unlLU8dXfnd5f+785/dXfB/B8966Pa+ddmfr78hv+bXT6w/97dvrb770Ud2v+KuqYtP7z70pxee/N5i7V/dC8jyYuDKsz97+bBSu3T6L0446uA1ex2w9Ohdvr9kydrtVxR7DL/zjf/s9M7BNx/+/qbvfbFTcvZ9o+e8P//J4x97aHU0+K3y3+59YpdTdv4vuvK6oQNeHerET++x/M0vBlrLRvbddMjcq27abkszqD99azD7unXs3Hf7/rTXn+751RP1wfPnXvDCEeuvGX79B6svqv7gnuNuW7R6/1uOXLTbh39Rfx2Zff5VvcptH9y0y0nTO/385F9dtvKC3+y3t8B33vPEKVsfe85jN3z1yac37faW+99Tf7Tm6B/9I/jBysNai69Yfdnnv12yxTarr/ujscV72iPXl7b/eMU++3209tdk9c6f7XzzLW/fe9xJ+wxfsru/1fG3PvPgxTud4Z/5+on3HPP6JYOb7lz8/FPbjj308d//98Tu7/7ihoNf8x994P3f/nn0R/2V1h43fmnypMWtvaof7PTqy5eXt1kye63x5WtO3pzvseSNH/nXfT85TTyuFpw4qzrrjIX/febrRx54/8mH3/xIbdycP/nKUe5393RHzvnxZZecf9ga++X3h7u3zq3e23kBv/ajo17BDz7+VG3vLX9S2uJL5/uXHBFveM/HBy5/daeDXzhsm/uPXT7tf3D3j678wd5f3Lj37b9Yxf72jTN/vMg6+4bjH1kTH95+7vJPwztWbnj6e0et/em7b8/Z/9KFI9+vfa22R2MX/cKD/rDSd3c9Ff/8ZnPRR7fv9PaNR7/1yoJv7x+OfX7Tv5bevflPW9+333nGG7MtaX3pyyesOuSeL3Kndu7Ke1Dt1E39CxYf8MKqIft/B5Aj2tv/8cejuzv7bPm7D7Zt7b3HM5c+s8Ny9e1z1v/fP1dMH/S3qx/uQ3vcd8ZbG+rrdz3ggfMvu+vh5Ve93+k7/qY9L9rz6K1WXrjFZ3t/Y3OqHX1aMrSg3jhn0SGvTf3k7xduOPSuzw4srn992TNH3Pw7/Web/nH4rGXJ59cve6654G837P2Xeae89/MV223zygGm+uWLl227Q/PF1905J2QXn/nSsdf9mVWefPfQ7c44DO+xeO5Tx5vHJf88+dOHZ9ODD1j87JH6ukfu/M4uO2988aq3//XIFv945bqd0MgPD6mv2KV155Unnvf8UTv+7RtD36CvPPj4e+hifdXNp+6z22dvjx70m9HHL3hsh1XX/v70h178/Dn67Z/t98QFNx/12OPWa68FN52Jzvzk8eX7Pn3bvPRXlxsvb/PfLR+5s3b1KQfSZz5bHE8+f+6R92758apvT9//zspGsWGfPe+a1bzjgYuuMg77P/LT0Vtm/+/Tedf87D9Pnl8+q7T2iT/233vIxdrvbvoW337s65dU1m/xl2d3/lb5vQevbF8ZPnrO6OUXXdK69PJfn/RqSf/2V8/+7YWz77CO3frt7Xd/YNkfThsvlp37R/naq85d9ndLq6s77LTLq0/cHnxx0f/+hCpP7/PVO573rt3vxnDemUcufe1nl6w45uNnLllw7k+Prszru+LYsZ/9avU7/gd77H7L53+aXjbrleu/cs3Z39n1nqvfO33tBy8tvebmo7//xnNX3PvwQ7+44MIDehf/YCM+9Ktvvr544IRXTtt57QPXt38qytr0yit+X933tctK865Xv15000lLv7XtG+8/UGpc/XbvgoNv12+79PVNi95astvOB74VPn/OtnH898qTt+w/+x/3HrH/tfMOY1vOcwb/t7G/f78vPtrU/Gif0w9tVJMtru47cMctfv8L/mAtfvrN52bN6tvOvecvZ109cv1x7OJz9lwu/nXZFifq7++7+aylO72oL0+OFBdt+Zd3N51zwjPH7LhgqkQXfXmTdfk9j3YPlIsDbvzr7pGvPX3cXt/5ZEQcetOK+pG73Pzuic0t20vf+lV04hm//cWzO6xybrnoiP1blx96+m6fvdgb7Jy+771TH7wbX33Xn0+sz7101hbfe22Pf607auizh8Rd1+VPL/r82yd+Z+WGXxxfu0Xtn1y6y69++teDhHnc+8+uu/9nu1o/+2zrpbv8ZHTsrYW/mmL77nrNoc/uuN3+X/nhT8rn/f359NuPbXfUHz795bw/P5j7Nw+PLnvoBvLKm5fd+8U2vzh/7jnju5/5xTev2vWW9svP/uL+RevvIGfeui29cejRpVH/opPmnP/HFQSxhz5Zsu7H0YZ3Lvlk/70PW/vCol+x67Zs0FN3PvKl+MnO5a+++dYRc7fd9+4j7/hN/dXvDY/O3/KlQ1Z08Q537nTrfy46+K579/v3eY+d8MqWa//5NXHgNkf/cqVz6Pyblv39rIf6d39sl9dOsn52ytu7ffJxH142std7u8w76OaXDj31quf/s3xgSf0l9qVFs1870dv2hlnfv+qbQ/85/5nf/PqpP37YN6XXPvn4woV3z37p5dmn/rNx3MKn9C/a1ccvf/+YL2kP1pLBAz8780F76ry+E9449Mpkh49fvPkVeUn9oqtf/vOX9q/f0vvTW9qHY91bT7x6zorXLj59dEW81Zp3DvqVJW89Qs1+y/360jlHeHf/+KxN912/9JPXv7rlDXefdNfy83ZKvLff3P++6OHHv0XeeX7FpbPItV8MXX7F6fjAWYc8scPc767b/LB/2eXijq/ue8OZC+3fHnlvK/7vMcecz49/8tHzbz78yBvHPuO7DG3+ierFj30FbR+sOOJ/S08YeON7d/1j5TbBy9XjcjJa2vnaWRe8+bctlj+x5MdfLHOevIret486YQf56T3nLju3dn384Zv7n7DdnUerXz+24J4vW+S3ix/aeM2Vz5x25kI6aR73zfQPu6azt71ru698/4VZRz416/FvzP7a2ScdvNf7a3++4PP7B361T6X93kdNf9WkPeysU6v8ySjQ+vUJZJrBwCDicTget8TwoKU3W7qxNipFzf6yPYl8ozkxfFvb9vN1hjVE6r3pgor6uFvkvZ4k7khPsXpRz8mi6Q7vLOolRa83yjymvF6vqI90N9QWM1zvsl5Xem6P1npNvT7ay536yIg77XamFy/aSNLV8GxSW1Sb7oywXjE60uHTqNszqBrtLapPpxbBHu+SaRXkec/3emFdblBObZSNymk16vBOtyfr9en6dJauHu710qjjTmuL1ai9aUR2RnuWGmHMzflGBuehnc6013HwKPxSXdUZsoNqmjq9zqJpPoqLTr2jlGyP6qO13kivqOF6R9Y3jvacVs5GVTff6BW9Tt2rM6lIHWowTTvTo7021Tq9UXskJzLrMHpb1ql3XdkhysU913MnNyZUeDUVsdtawVAVG7hZ6O3+KLN9E9uWFbVNIjivJLrULMduaBaqhnoarhtE/biB1rSHy4EVqgnL7MtHVM/tUjgY7SDaaRdQr4jSnKCON5HaSdhRrMpZzcwZrTOvcLsdzZ7iSdcbcbvuCLaz0dqoR0c3YsrDkRFU79Rkc2MxUhhDXUHyjaRYjDPqTjmp6IqmqnVGap2w5LoMyc7i6d4motCijrJqYsGmfHrREi8c7Rqdabx4CXU2FRadzqf1wvPqS+qeqst6zc7Y4o6Kpzc1e5u8pN6THiY9NuIRu8Z6PN7Ipp2iN4pUTSz2arbVi5obVSNXNex1Oz3OuQWlTi1LeFYN9xZtrE1ndsxdwnKv1rFEvYfViPAozj1GSVam3byDex06QuJ6hhTDU9D4UZUJLofkSOH3cl7vTKNk48a8vnFqdNPG+uJs2lo8nSzpab261928ZKQ+GvWgaHx6VI12N45s7LHMWzQ6PVJIu15fPLqoLkYXFfWOtXlkYb22cfH0kjwbpUk36vayAB5l0/BnU31TFy1BVqE2j6SNXm0jVHzRJlV065tsqxCSrddrapAR3umkaqSLPJLbeESMxqO5ilfTXapuidVGRntd14s7XFiq0EY2NepFt8CdhuokXLZ6o4rgSaPIsPQc33M7cYd04UexN5iko53Qy21W0hEeCD3hIb863quJouO2KtN5oUZ6bm9BRyu6+ejiek1j+aiU2Sij7ubeaDfHKO1Bk4q6GOkurvdslorpOqxRXZU6i8Ji8ZJsWnYtNlr2Rp3exgBmrLtnAofSmh7r2nkt90aM3uZyfaOH6aLO6OZNo5trPBwdmWbTvlqU5zkhJk6rjHWl79SyXm0ac9zreiViTZP6iOV5bqumemksqg4aKddE1fKIH6GsV98opitmt0sk7WI0EDhkmnRxEVMTN22NM2qnKq3ABTSQmyrPxQHONaEG0Hir3qGj1S5jViVgo3kNepsSoUZ5FvO6F/dcKiuylwu0aVGwZIT5Xm2ayrRTL0Y6I3ia1XOJWA+uZroreos6nSWeM92tQ1vnFYu63uYQFbRTH4nhpb28U4e5oqB4G+P6oulNmPrTiwSqidGiu2iw5zmLextHu5HPatMjo2aqsnqy+LaeKOrTRS5rRc+RG5Wqd2t9iQvlzKuexKzoRW5o15s9UscOp6FD3QbKfUcXocgWEgzj3SKZyAIpSasyLjIsVk5xC9PYVjFXICqBHJQ2Yu0YDZK2LAhsC2lFjCLQDVz2VMZCaQ3TFsrEgqabOZXYzzMlGL8JO1lAvE7aSowmdbiMNUZpapPYXZDnw1MVd/A2uy2U2qBbiijOAyylyxstLFpTlQ2CYIubVkKrkZnGPIQLpjQLGSZSS/rm6SJwME9xIUeoEyPHq6Z6iQeJo93MVJ5HOCexcGh6syR+UqrI2Ha5GRFMsC1WGSmNQDTdWDRE7ApiDpg+JSkVNlxLGAtDpBROn2mDBDkSZ9nUOLLTUu4y26MVv+VgifU0XqglC6SgVIZcg/pwnASWAMPJhJAoYWnLYNhOU6hvLknbYeN11/Hsdk6LZhFUhOXuweAaMOszOxpHOXcYK8ZiIW2em1j3OOaWkthx7RlhrmqoWnPzusvywG9gi4ohjAXmokJErkjq5Hkbe+t4zqMgtQIiUDVKDekKzmKOiZNgKdYaCbNsazIV2DVDG4lCID9IScDoYDTkx3EDJ9wi8PwYq0DmCh6KY8fWIp6K9bZgQq9xoRlxf2jHDrWQ7aaRy11pRZgECmdVJZxImyBZ5MYuN+Iy4nRD6GuI4MFIpkWkq3kVpoWYgFMtdIs0j2cuAjX8cG0YZ5JEtkIZzyQVcebEOc1QECPsVm2KbR8zOx92S5zIQFSYQUVgx7pyXEWHm7aUoeO0VMwIMQJVyRON2tLJY6NZdTs5s2NkOF3uSCe2NANOmzoySf1YaSmShBYMHlBJzuIqcTMtIzyJkfIyFsmkHO3ELL1mS14oXmtDeVKXMT4eO0mLdNwaFoKEmOlZErFYOjZNNS1vKpomNcpIx/erVAgxD6WCWlSVUebgLBV6xC0b5ihNqlOeyLqCMpYW1FxAddeUXmEHrkz4QKmmafMNnrdDbSSNbU8JHidEj8cnW26KqjlJlUAOHJ9Lz0rQ+ABOckdQXLBcuGo47RBsaiq3ylrZRXXXkzwdwy0uzIZT5ZSoYdi8mAYDAtTBwYk0YSjsJCFq0OZaUYJFRoHDTUYSE1tKx7YkWW5DX6CImjQi6Qz5No85p6raQHFKnIibE1zlisPQm0N2RvOIuaJaGgD3EhzFTRcOhr14nUJVFXkJ4owRw23jjipsz2a3ejmXlDq5o9bAgoLOKUJEBfpZ1LKpNMu4ZpW4k2IfBmzAq2S6Q2EGYmdSkLFkvdcIWRohk7WJo5r9cxjiqxI3gPO4tLYw1iew09pA7JYWct0mKeEZuGQuZJBzUrKDRPCcFQ07a2ZcOiRNEsnafC6pOlPUN2nbiRKfY8Urtof1xGwxTjFta03MBwX3YX08S3BBY+LFUe5EuUWTauj7kyTjyq+OZWgSBJCbplgvMKVGEAfcUTIAOSJ4jW/mWjpgCcdpWtIZbKZpxPlATgN12zqSprGcWue2yyzXjNStoixzbG8YLLFhcSfAXJMtmrPsBlt6XIPDOxoRLOSxNYc0BByDFF4p2xALImo8GwcrgHc2ajTWGXWy2dL3ZZ8FVRMKC7DmEWHmqLBTrJI0Jq4Sg2yoHDQDoIMAeYZl81ZKtrAnrQaOEzsSlmjsFiehWY4ybplBQkzHjCwrifXBPi8tE4eWUeJYvo0i0BtsmWHVKSMrEYmYHzsKroWNhcjHPEsa42k4NF6mFZUwzjh2i0msWpZIin7JGAoVKAAf4gWsQi0TPoW9mHRoIonSIs2BB2kx6XT7Sy5FUGtu2xgJt5IYmct52lI6oY4UISF7uCiH8RDcmuNODOs4xNJs4CyeCjACrGqRNJ6Zfz3lG0BGucOzTOFSxlMJsiWyuRRaqLTYyShmmDqqLN1ymyZWFd7OUwwxlwcTJMY51vCGhkxyUGEhYpo6HeBOX5WacZu0sHQJGaM5Vp0iRwlNzNThDvCYg6mYMJjI2k6DlAolqtWUJIlt5ZIPB2tINMRgzpImkcJKc4czuABQNUeS1bbZEcpmcorgYRq7towtxjpmF3qL0pbIETQ0kYlQrIMI4YFwFnR5qknNM7I0iKmkRK7lA30IpyqOc8fuOCRDRHUETgiCQacsl4XJuxnDsC8+1VzHSSM17uWqOy/nHnaR4vBszDoRy0egJWGlyNJOJaYZjsHgiFSFoRxPwyTbPcmsuZ12QjlzqZN6Bdg1YQnLhwGykhwwFqe2Wy08iEXDZswCjc1ByizcKcOJ8YBtqjKhwreuVBtGqsgA6y9gg3C5yMGUJSeNGui7y6AldoTyjEBfpExsnHqurDYCcDKfNilOIyIaUivlTFrG2qqfOi291CrZjIugKVdriqrVHFk18MIVlLgxphIRTdI1A1LmJLdcu5EZsYsS6aoGlW6YpnZRNlMwMxnGaVGUoO3jiFmGcJGL7D3mlRAo4s4EN0zUbAKq5ngkKfXPXecJwUiFOshPk4GCl1EcW7Q1I+mAQxS3ijpMrZe33Qy8z69Y7bSEp/KQ8iQNs9SKiaXmNNwOwxrMTaowM0HKujnjHRVhweKwQbweLsy0EwduPsGQhx3J/Hh15I3nHccxm3RmQ5WZmrbAhklom6NSGaDOtgdEfpOWQrNiP9P7+4btZhxyIzEJaqE4z7hAxI+5NjfGfCBEOmELRW5KZM9NaKgxjeOMUHeiI8I8oYMsQXm/qwm7r6RKVhKEYYN6acXiqDo/rbi8ZeXYiFdxQ5p2EpnUsm1xWxqsUkS3hw2MkESKyARip6gNSkDQYkGUwybCwKeJxtLGcBzqu2plzbLkmKfXaybKYxhvVXCSENupSUfoloOLtFvLyGCN9BSmudt1hApJOqLinLsV4faEB2aRERCSKR3ntGwvVMjEyZewqRo4Tc1qYoGrg/MbLmm3AkoAP5jwSjkESyVEKw+5KbqEx8KeH5YktrEZ8gJ1Ub3gqOJMbjBIIbHsrHer2GEQMuJEZHpegzHhBQx+q6cZNmHVKOEptzPpBYMYBpaui5q6baD5NxITaDEhlRb3Lag8XlcKh2PmpJZb5XjMzp2sPRQrhcOo1Y+Vp1kYO7k1GWi6a4EAoXSYeoy7+ToXldCEazmIz5VY5Qlz1JAUkTPjkr68rUEI/GtbwnspjZCA8zJJ8ywupXS1IdiY6RdAT5zkdDxIKlNGs5UVCKTIYdJl7ohjTcAvN6FSQMvY9E0FCZwAjBMYGoFcO05Ai2opiQNQGcEnCqxSR2un6ZSqBmqa2tkkghXOZTzIgjDFTT7AG3mSgUsTB8e57uQGQFUmkGqbPuM1GyTc8i2ubNtxVBoX2NTXAVYDjKVcJAkkxj7qZZmoeunCpCDU4pi60A4mU53ppDx5iyaoLYC0kS3aQpTBk2RAuAuEXc4SAmW3sS7zCQeYFadwJVw1CG85pbGEME+PQfBXiwUNTzQDVHbKpZLrEgtzhZt5rEyWZCnLMp8IIgFtkAD+0mCEW7rMlJKFtFwoXckRDRURpiaZPR+QQQC+uqbrca4MnLipkClTXM8qlvQn0zhLsWFMCbdvyMMKCCSRVDkxTLLP1ZRiYjhRILmcAK9YTIIbZIM8sCpSS6mZgUBmsVkgmFZqAdonYHukohieSUoUWwNWZsODHAem5HpCOImspCV4QifDDUBy2JfECUTUzvBwG5oM7+SKhklDLhFoIgbk5pbrUwlRzu0fsBGWJUWdBmwepVUYIrIQa4C5BHwt4NTKJ7Pcyl1is9TTEeKIcixTX8D4YxMzN0Chlq7SdR+UIBWum4t1WjouXA4xnBQEcZf75ozL53YvTBQR1TigmiRElXgjBlLOiDGfzAXEdZWkGgbcHeHGrcSFbZ2kFRQK7GWQUVQRFkmJgNPoFl4/GWaVEBIPSA0lia80O2GleC0cjIUW4g0IPhOQniC2qMIxSW4wxyV1DgF39wYlhsGyeIjXksywEj/hEHmBs2ymIYEDVeq5DoiTagWRT03pJpAu0iJTqUixJEzEK3drDTBpyBxiSJY4RR5lJaJHjGCod5YAcsM/LimrMSe3UXmALSg8mBUmaiEkwNCnsWkpxVlR+LEbF46odRjXXMIYeAUlnC5UjZFsalXumJpcqCAMYtCUcRrBEmSOGIb+E5voM1xR0BiyGS9P5HYM5GAbLnLSVPDATSFRGYk3JEsZBkfFNgM7bkw4KgrcboEJg13kLsriiDW4DpEKyhnnxA2gM8VkrlDKrBRTJuzVNDe1IrSNm5mASMqlqVsK5JgLR3kp7EAyIMvEtinJtuIZ8A4Vru1bISkNWbKMA1gCFTpRCI+RyJ3KWgyUcCjT1VjsqghlGEtbjWChryvFfSMYjpS37W4SkHayK4NEHw9yz8iVMlCW2mVzSPN5CJF2Mk6xZ4HgE9PGVsmJIYjYho1soFPRKgs7y0ObZcQUQUPnelN0wgUJbaa2KK2ZM+nmJBEIJbkqknHQ+xpQOKRNBxQoAndzJ6oBTCCJR3g79gvmt2Rb5lgXwKhxxZtSRqkmELWYVai2FuTl64nDwtTTOgHCnkQ5MkijcPKibilnAndpKtOecAFgO057pLlgyBMgF8Bb1mAiABmTYc8lfJwCnqQWDWxp2yQTaWaNEL1IeALxAuK30iadBEF+THHuVGvppO1s8Fxdp4HhpCUEhOTAleZJ0NogMyvwOWGFhGNAR4jsYHDFHLQKNgUnsTs+lqbYBZNJx/FaVQTwFEcQPqEKLHAEuhIrEkqyZuZAAw6Jqd5P0zY4ox/HY2BbiuZdD6jG0mBRKKTEAjsaeNcgGqpkvlKDkiJqdrANJuy2eAIj7xVDlPQvcGp2waJaL8XC1ZNBxZpooMIiglLdlRRATPmChxErcMFHqnhISUh5q0gC6MdsOm+uX2AXtkmvFkzJBiNWFLm1VOtWEsk9tKApSGFBwE+8iakRlaFMippR6G4RorkuiyBp9+aVkxZAgtItuZCDBLpJ3bDdgMpx05JQtwHakYKtzBPPC7CyOzUqVETDQCHw/sxn7fVJno2XLRlmYcwJ7bgQOyM9BifKKAN3NZsMsk1cgIvImtwxJ5TmeqARJbFBZZ2lwLQiZWnNVCInsQQX912dR5BPlMsCYPTYyhVTHTMvdGMsJiOQAuEHGVOmGaPmFrkRlXRQcFjWRGaoAyHBG9MdRUomiCEOGdB8qtdS25bEEysIJbaZRGE/t8UUIqIckLwijBa2iJYiWsxmqK0o12Xbogzel7tZv29GhAyVYfisOG9Yhl3HbsVDw1gMQR67YdIWOSYdDBfLvbqK4W8zHybFEEZS04qoqzVJUWCjkgRcbZgJI7FslLXIANIhVjsjQ9RELFsJIcP2uHKkAat+nRvJGA4AvKuluGULAhIbdDmPUh8pEUjMfb/FUaLcMCCW8MxswHFisM0ZxSO46TZohwced6uxsHRnEnFF2soUXitOpiQJBk1sh80o5im1YaxInraRtNu1tJG0hY9kxYKtiKdIU1IKhlvARrgwiHE8AexMIelR3de9tomdBpeeMoE3EpmmuQeJkZDL+aTF3dAA8A4SS7ChCjcHUQFBGBgZDBZXYlC0Phg0Cy4IG1kh3EBmWuo5VAKXAjdxDK/aHOZNgfVyQoJ2lqVEGCpZCE7atF1hUZe7aaAss7GgNqygIFAkr0BFFpPx9axFFMlMx9H0mNtpYVkGdcGYtaiwuVOJ1mO9InTRB1ei/DBjJDY4UFC/o7l6rFltQApQFwgfvkhsKvpibmR4FfJ9Ag4iHOHi/opjW/0TMx6QQr61fIRUJsn1JQ/bmmPneUeQAWn5mRi0RaYBoGV2FVKXkzBWxoWXlkLQm9qtbjtjomMmYV4BOpgTIjQFUb3wgpG0BeoF9VyTcBbIKi+oL0KMEhEOBUy1+ALhQxbDgJAutCRPNVGLDTc3/n9lpNVlkMV5JXEwN3IKROMV9hBz7Bb1pxC4Xa68RNYUcUMXAgfBCvKNZYHOu0NsoRlRr4rH4sJOwA5jkdmDfAusDGgcqQlKyYTAIaSyNg8BcKpWbtoph4QdR4mdwoyTVK84OdVV0wF/0brAQSTLq7JQkK99x8nJwHoDfIDHXOigBZ4ZD4Cndr0mI1k1TsEPJ0kkwfGJCDAkJMltgFFkAUoEEtiXi2Et4BsSV+AEkEW4MQ2p3i1SYfGJLIPEqOCcwnOb8Nwsh8sj3mohaiUURxBhoX6WzTkF0PEgzMQxYrae5TMfqoCMQHr1cpU0CK0LDqHB6USpGgbhiEfAvztAq4i3ojUzX+vVyJAA+26ZnBllt5ODSttWnkmZaozizDaVRaCHqAV8tsqu1oDOO4pZDAhbJLmV1iLquBU3A6wGaO80CR8Os1x4xI5wBkIP2AgZK4fRIJ5PUgam3KJlugKlhIhxN+um9jiAH81YTILO6EJBQwEb0naDUrdccYvCQknDwYE9FqdEhhY80SKSOmYJYTbIx3Jkmi0XWxDQicuShGY1bPVTUUS2F1iiwjigFTw/MGQ7MYQtDTDlVDY5cmbmh1ZSoU/AaOWpP+awQtASQlUu1khZ1XyspS7EcmgXxpRrRqNfN2BbuLLWdVpMViQqb1Ay5pSWIOTirJ5B0mo4gSZpAQZQivDIoA98scGMGkTYXWmlSVqShTuDqyT187JJBLPtFCEKEMFFnEUy96m9lpm4U47dEMdN7OZOp2XDMmhQ5PUtQlKejNPM5CTNxjkRmjUwk/Js6uRrmQ5c2cSTiSNwDlKe29UhlXEI5+sF5JYkTSRmOOgPbY4tDxTaHzNEHDgtpYD0aDq/ndpMbnCGYKGSiqkXuG0n7fkMRfYG6TmGNkUmvElhlaTNkYtB0taULHyb7UBrbCuWdMoBgHT9uExwh+Q6mqRUlWxPkEQWkY6tIdei2NfXwUJhzLgP+yP9LE+ssOALpmpexjygU1uqssdl7hRJiqQs1cJBpnJN4i5ELcoykceDJLFd7vApRThCEZfCaWPXaQhstRkVqxOD5rEETU2UXZCMonZkpaTTVlLYtEUmI15BdshMh+qUOtiBKUVsGog6I316TDKlQbiXddhPM8Y9JBzKZjIM0QGYxwhaO/OlEWrzXBeRj7E+vsAggbWmIUEecguBTVsbEGMTMzgiQicVvtUOLRbbxNG4HXOI7+uFHjeIQsQkvOI42PZYByatlVdTKzZliteJBKUGdzFjMaXSSwCXaLMNASuIJ1sSCjEgQ5h5RLGMMyIiG/IHT9y2TTie5MzCjpNYUmmrc6RrGEWZV9AWrhl6QE0Kk8MgzkVsUMhQTFg+ITnkXNzpdxCJLRM5jSHW9bnty45gFiREGnYUgMLuKpkXKyOxdAzMlKMSddNxyaSkXspyOG4bUATGWGNIo0k6VNnV9a53eIEoMSm1rQLsoJWk0mgXRVpLic1pF/YLR7TRw8SurlM5OLbDOOZd0W9UwRZJ1k9alNc6SFlCi82ZiGYNjcEQsqzS8t2uzYUyaxCWMissw3XZuQ26KmIIZgZGjsttdyVAEsiHY6cWKaPB3SqByIKWpzJQgSwDXVun63wNbCE1DMR1N1kxVUTIYQu9Cs6VtQCJ3Cu8QjHPTbiJhaObGOGCxRbPk8lbQdAKC7rJRQJMkluSA0IwzQ0rTiXJPQNNFbb08hyJgjAgdB8loVRRpWhEMuykUAA0YnSImzalDa+nBuBAeVF2Y+gGZGocA2BB3hdhOTCEnKNF/bmdUxekGpM8cidEP3WsKsJmaDs5Rxiw3cKmZadRkrSrVWqhpmHOszzu1+JOKuJS28C6kXDSboLdasR0wmIO1THQrLswU5OWKzNm57y/EBNB6C3QQpgephCw+tAIj29mOEywcjwhIKqBcnFrwmu0W0ZQzIg9ihHncZHYFRheNCVTCi3rJ8oImNWZErkC2eNJVCI4H9Rk2mQiADdGPc92UEylaGcJzgEBWSNLaeKQDoGZclGrVq1AiM6rCc+Fy7JsZv5bcatGeVKy+w2PxKE7zGiF06xlQ+e5gGS7Jm3h1A5mYqaGt49FwH3ucWIr12raCkENUk72wCxOPIVRZ4eZz+ZnTylPpXQ19hDYvAjTGQISkJepZiLR6pdcVmPDsAROk5ryTJ7nfKCyhjkmWB8ScZjEdoiZE+HCmdHSCFSHGfDMErYW4FQI0i+sPWa+9vKFrEIeFZrZDrNEl3G4nkjL1iIs4sEIaFz2y2CIYqcqYzpjJ6gJNcCOZecTZCrOaSwTVJYGIgpAp+JJajcC5sUJFxqzHTEIixkLxe3CCaeogsvEoYLUxApdBBnCC52hfCwhlMskx1auqRkpKeMNIFN9QELIsSFeSYsrntvUr8SV3M94JTaamGbcNLIK+JYbQvaGpCIJARsq9YlIyZxbiWzmIbW9mpubLQ07fAA7QKx2AAwkbIA1kCc3t0FiHA7qw5G0MmnHCTY9ZqQRDqljm9ISTUEbbUFzwGHFgYcmEkpjB2LYIKCjzwO7FKM2Tbk116AJRhTFxBYpaWPTTNtZu4iSOE78lEJSBQM2BGJ91RRCCY2p8BOZ+CLLI+JmFe6QXIrJQHAFQ9iKqErisiAzApk7OI4MDLJsCR9Mn0mgBdwMuTQleHOWxLW8MzW+gGWy6iwUMy+0QsCrUOzahIRIh3EignhmpIQcGt7NRlEN9YeD4KJGQsfLTQgsckxbp3FhuhJCXDzF4RccyRsuYGcauO6UBEpAcRprcF5YUN0mUgjOVHVtxkOpz3AlhFPYksmRIleB6SAraMO6tNzbJmjIgbQLPxsxMC4pSv35XpAErkWELwf1IQcKkpewTTCJXZ5VMcgvCGRJytiLtSzf1u1Q4qQNUsDCxHrSTJ0dixjWmrWsLGtaXooJAAQpVEYkBAmkp5bGrSIZ1iUPCXYKzY/GaDX0eNsy12PBHEjDSe7byKRIz5VT8kq11EBgeNycbP5/EGeqBqGMgXM0sO+CjQ7AMEP4znU3yEGBiZNlueGEM5/ojSFfTWLwBkJdLOx4LTaVyWPBpY8BDhU1yk5GEFaAgWZAIR7Z2AKqs2Y+Np7Khwx4ZVsAGQp7MsaQ4n248tQkwOzYGlAbrLSFoFnlQlOQwmMLxj9ILWnrZO16E0QoCnHAbjFlkziylWBqEAe7aacFMuYWMzBC/aZnM5hprtEU7DfhbjyWSjd1nEqMgwHpUiykYhjGpiEb2ApEKBoc27YawsTKXRHEPJZ+HCtGkgg3Y1LPuSFoliRjOi+H46DGxfycjAwFmgc/FHS0Q3llils2zHdqJ0KPpO0nlTwvIQqxVmkzd8dIxx62FVczNxVBKiJFKcawkzKWscJyg8ow8GrmCtqKaYwMyxScarAgFvFIxw6IC1bbhHwurAbhmQ2UgwswVIlnPkLg7rqOAQnCLWMGxRKMUArZFATPNh2IeSKjkQVzWmZMJnKe1VGgsLqIIb0J1GdDiohbVgQm48cEnrZQy8eHDHvmBrZmRjkmzISpzrjriA39ykImHtHdNERtJqp0OKZ4yKdYK1OiLJaaltMwfYellNltaaL8WmfQci3L8SGmJsJJCZLYV1GYayEv24mTb6jYhiSpRHZKs36RZrfRNCYgSF4KWA/YZU2aPEKK2IU1aNktW7EpOE6CMhrkQdZoEGOh6lVVxfSBVPKCwGmI6eME22jAMRdCrgWPNQqmSZdEFuxfaGUNw402UGyVrNiAwJxBxmtDJGOCJqUKagb5RJwy0FaWO24iiStTXwJrETWf6IMJ+D0bRxBjJPMjL4bRh9r6MG55v2W6wsZigGUIkF/wBiCkrGA7bXDNnSI0cAZyadMo19qwQ04Fp1PSNHAdlowT1HESjKu6FoaA2sBsFOA7T0mWQsQczFSsLGAFDnyZ5ZY11c1CLDVplSYQbBm1MU28EFcSxC3AAKC9uOTYEmXjgW1xXFY4R1lI2pLPhH7IPbksscIHYAhJDTX1tO0SEIZifidWc8ERILQXNRM4EZE0ZdVsSodQh62M4EnmQ2y1cDIFAwQJ0AaFp5B2eF4bh2xjiXbIYLgNElGwaRq4kOhBPZSyYbekMOq6J0yB9QDAyjFnPtscblIfaGYwpxaEFYnCQofdcg0LImQ+PqP/rtcupF2lurBqWS3nAHA5mG1mFSiL7a6XYVELGONx2fN05EifcNsMM6zlqiJAQmEodKLjGDIiz+ZErFBDIotpkk/ymA/BfoNxYMcFSktaCEixjHE8Y5kYlNqhCJeKkpMECVxGznHq2qGWhygjg4iEdpsyjmZui0aQhdSNYBiMBigyM5s7a1gKXm9gyEmYZ06imvrMlz8gk3g3C3IVL+dgg8jKqlUBEU+2ucxipACDuI3smYVeL7iObcG9VPomyAR0TrNmvv5zZm68SAAH1JBMPQE/aeswki5EvjTJjNw1QZOxoVDahlSgaAiGTTW7BvkJLhCcS2GOwGDlQooDl3Ww5O2YxUPzQFVhoKSTZMm4gz3IlKBGY4VnAVOTFIRuMDF8Apzp8lR0ShYHWReAOayXUiiUy3HuWjJ0qbIA0gIgjCzMHGbFOlieMoepnHQYRCPwrIBYEFBvsCSxWhnYPaFlZk1Gvktm7ndyOE4UzJ+UOBbQRTBaZa9Efo41tcc6b+VAVm1AQFI0oa4mIEA7xLImLQ6Qn3PGsMLm7pYzHhInryTUt/MY52VlaBgOZZOFugLVxLzqT2kmoUlhg0zlPgMOBJppcLe/mRM6DMQHoRsWCgzFKTW4BWEJ58FAcatdntLyLIYMIpyBwcy28daRlegVXPEtgVw+cyN4n6WkbbOEJiLBRCRgsxJ5ru0LWkqqoXBJ7qdCxcKJNRmlqSDKob4P4q6TlkAi4zT0rIBBQob4GkB4pYavT2YKK2ZrqBIQP52x4ow2VabgjRhiKQQH0Q44rJ+iNYAlFinszYOuKNDFwtAEJEjJWzfJGM2chXSSZq4nqsoClIrhGTgA+ApQVo11MUTkOCWxzNoQzpVokSgJreFxHqoBrNnMz5Cv5bAVLI8N3eIW5h41TGxUNXhhkTdWLZSg3YqLnBHCbAhkwBZalO3RlxKek3kCV1i20IkjWWbQtbX5OOwoNimeuWHCoUMB52aQWXpiC5RhgoW3AdbLlkGFwiaiWIX6DPG6nLBY3VrMpcAdBDYzm0RmCFNkaw1MsgTCcTtLScPVUseGAxFmweikOaQHyfAuakaqNfg74ippF66c4YTCBckn/ZSVaVWAeETe+gRSqUhFDbegTQ3hRpnbaOcVQOo0mSwgoOti5rMVnEM4TMjYkG7h2CrXxB4albiGSVpmIOMk44hGLjdmvo9jhTUgUqlAcO1BkmTNSUwQKAeqADCUTDg8HkkhUCGvhrXUREBlii8sqh3MUMygxm2z5WZ52E5I5maZk1eblohFtcGllgKzuqY7SQxbxC4LY9gpb13hRmnBROaSsmdxDnknsxMc2W6zGUNJx6EKuVVdS1LIZ1z0FoSCd00X2sws0p8SyK94vLEWzl0KZ24bVJFIpEUiNzUY4DSk8nKC0w7tZ/k8QCBWguKC6VJbz3EG/adus8SJU/Po9SG6tuxNEN9OOf3/tyaAdpB0yMOJ08oy6BFjDST9zHVhEQqZ04TFAjBLDeZWp5OkKXF5BI2XuqIMw7qVx9vYsyGBEdx2dQFIt5rEibxerEaGVqlQDCFkHkomIuAb4goZ21amTFRCbS9BGojQZOAnfQCIpp6pPHe03CJzCIwIsBMVFtHIZEI61k3tTpjDnPIc5zxLbEuzICsPcCtfu71yxSS0VeR8IpNN5kDGxD4VgBgOCElBJ1Z5oFQ2r6wVEDC4lBxXSNNMEcBt7sKexFZCSxLS+00CGWlCLdUKQKgiwKkp21W8GThThDWZtC1wVujiQmFAZXHTyZ32wgy3YIUprlAtBtewDAdCg5nDslgz94GlNNcg/RHahCvCTDONIZdXLAirUUOkmr0WOChHnum4eJJnVrwHhYgg4yx0iOxUMQ2EluluDU+Bb0QksRKNgAJDiJ25Z95VilUVtotItsnNzQDMZyqa9MEPZFU1IVG7JGWm2dtDoQgI09JCp4MUiC3OogLyUse0EpPbsbARcwfBI908hSxCHQQaCzKaWW1w5jJKIepkuWrbpJXK4QDLJBNlPojjma/AOHJFHFszH7WRDQAprot0Cg49QBPYUw/STYTxdcK+rsijCNhNDSRNAfBHEeO0lGG/lDBIN7G2coIk8focUDybxMoGAiSUmX4688UwsSBJIIRyDtoIIB5b/ZaN8ESAy2bcjYcBv5UbAAxpecDkZD7gZJbA63WYLJ5YWAZ6B6pkWX4gXWuu8Mpqbs5KtvJCjWstYG/KbdsBi5S+4xtVUdFQzUtmpCXgyooyO68JRYK2EK41j+FYtezCdXiUpzyfCdcmWuM2E4CaZBjJFpWN3CYJ0n0NeqZFYmoBkC7NVGIr5FYwbnI/dxndHqfiBqzHcclIHa/EV5NEzwQFkOYBFbPagUVzJXIMClpuxLHmWcqBTAdbkakFXg5Q6s1DkKNSGknIEjHLUR/sRxxHkEg5l04DI71gExgFTUIlIS5hdH6YaXIQqNnJuRZoLc5LAtjY1nkt0bxQzuMTEJnbCPeBqiaEm01jDIs0dmWr7WhQIFGRRitNSk48llgpJESQd8npOptPkUliYxLS3E2zmTvJWsJta4lpiQ5NsljuoCe6CWdoM2xJaApOkFti8DYQfAWUlraSQqghnQs4siUVb7W4ThcKzgoJWmjobtdWbuJXwFTAKSidKihgZBpkM18aurplx1RE0HIN0bhht0RlamHiEOFYCjAUKYkAwIciUVGwMK4VUHcVElGgLDvNJIKrlpKEeTopF0KoqwVawKky4oLM/NcEJJ1MqJHmfChCMeT92MBWbM/cJ+K4ltHOhikqsck0nRKi4CAfjhHcAkNpV/P1NpeqRKJqHGc1fhvYPUNNy4sdUbFnbmYrpdjioJ2TfOaeI2ch/JYlGawgkDk3MGTT3PVFlsaiv/BikcksgTWIJkDqoHCp8H0JKUuHKG0ZFnGpC70MxhNO7TQ1zGZLElQWboaQz90scNqZXx1xwTBDQm0mGBJQQ45jra9hDM9n1ASY5Rh4NoHHjTDn8cx9q00CNqPsQIhWhHyw6KQyrNsx8YVjuEBEIcyACc8VJAFpjK30//H05l1uI1mWZ/fU9Kma7srMiExJ4XJxAUEstpvBlf1HZdSX65nqOd1VmZWbFJK7k04QxGI7DB7R8/nmIWpqMk4qJA+KBMye3fu7gOFx3XlMAv1M4N1mKQeDKSb8C+BC1DUsZuzf0B0bR+IrT0AmQ75TAXDTUig6FrzflGGuW0NENdFmJBwQkgCiLe8Dg3wjbfMMwBnlUam5PfkCW0Cs6URwA3nMXsUcShn8QitgPaanAk6zsOLAS2tLoaxEPwpxtA4rCxXiqUsv+hzFT9SHodKW9Hhk1WHwL2nhI5ohHSkEPoxG8O0S1txcEDSKpSJ+3suFyyED7Y+xaODIFjpUzQySNNUCihQSiZmgAiGpg/VBhTqPdPMTux4sRUWDqwWWDGSDUnCMDkNyotQQH/AoIIIb//p1G68Lgommba8ry7nGc/bK21Y3/ZSsI78EiaRBiAAZX7L19gtLdChMadm15+IrHSBU3ZF7rOZzT8PZvNBERBhNh+UiWSpKX1dyQTIsDWWkw6J8A7j1e6WHSZm/Y/y8P5dOzl96M9qXTw7WgmDNVdKamvnOlHNhxzCw2ujiMwjCOaX/2fnWmG2Y42wegGxLBOf3MJJrWBYoWg88CAQbe/LeFMz2wzlBzH68CQhqBaxCM6cdRMhSgYuztMwaw+uJ81fzgR3KW1AFIkRum5tbmDmHIlhgXXhtCI2VVAw8aRLLG652YKs4E7iFaK+wBE6kg009oeszDqiZj8UgyivUcZaVKKcli7V1vt9X7s//Ec0aohTSD1MfjcJCOAuH/wliYDuPk32NEKB9QXs8aOKxKNAUBwQz6JjYNQOchCeQ/wyE3N5VbyH3eMsSzxWEmnNa/VXiSw1aFX2AWKklaJ/2hXJiBoi72yI3sf3sLa5UiCD1r73Dly9VUH+jNLG90IWvv8An1PMnd3gA5m8Ow4su7D5NjszOlhA5AHG5Pt7mSAwcLHhcT7YgMlrC2TuoQmJ9LTIeg+8mzspDjuchFuhjOihfzlNdg7K7peNDFRYFZNymjGJQUzBGqpoPX49jAXy0mSawKLGALEmxjKp5mMgPAQRJsZ7ldNHglyBGvagUkRdTkK/M6bq+x9fdH2Q+BnEqm/uRP/SXIF4hpqa0PmtT5BTyex/mj1MdQN9pUUDkDdFKbsa/lpoW2ZmkMULEI2w0Fkx+Oa375P5QgV3HEekZjPLhMpl1G0Zcr4tCHI086rJO11ufisCPAZJyjxIGVILjj3eVuH5WwldL1NQFjxtv6QMro0DKlnONIPUPEgagoTPJPOk/S3ZwoY84HkfxCrznLQmx6fAggI0f44fql+tNZV6IfYiDhzk3BBVx5XdU6vnmlXZwtO6TZ5PKQIu9EPvThht/X6Wl8OBtM2okpFTbGp5y3uj1whWgJB0Xy8CywP7iDJoSB+cHWlcM8hv7fYTq1sEgOGwWrvD5KOCJN15Y51o8yAbB75mKhpbqQfEDkk0I/iGuT71AMuIMr2OmuV13Rgo64YJKLks3lPGVyDmJtwuua/Bt5uQdVwHArvotJUBmdriz/3cMI+vTbqle1KsIJz0NWJDCJ79t4vkGVQgZHRzJjWwnE5P6F5AckbUo0hJ8mh/PYSRF3Bw9DFnn6gyGnC7+T0B2QPdX5qL3Tx7lSdSc9tfU7NVwJDgIZtfdrFWIwMT7SOc8hvkWv37IBglGCRO7+FZNgV9/FSVbyoF5WZbvX+fwQMJBOAQ6z4gjR4D8nBYIhW4D2VJ/CoHQeuAKnGyg6H/6v7IriU2hSTBbbwfCysJWZT3YWRS1USZcXbiJuq6FrIbhkHPVRC01SDMmJ5IUmPR9WETV+xu4JVYCRnk04wdA88TXIkioPhaiBcEudOYNjeuVWTrMYyU+Rg5JDYSMngCw9J/jRoPc8bO+9ycd/FDsffkiDrItOfbr3SvqIkR07NiUCyiIWKUZbAgMLZ/fE3Z4k0KYj148sVB4Y0ClQpVGfgP76bEvZvxTCZyYkH0TqNg71/Fe1C4o4I7asdPViURRTlyYngcCIFmnhoAZFfPiFc2JDmOzoWFZb2FxT8oTwOOfuaKDx+vTRoUIdh+CPoMIJnYcSXIIwH8ujARWZ1LO3GrAAYBEFSSJP86YHfAcgpgJeR/XGwtzpfgwoux2QTDAPePLx+2mU7Ow9W88LL7cnlopJ1L3LrSqK0cvuikSmmIaQ54Xn/HvBf5PODBFReGVr5Nv53myV89UXyM/A15iOA7PzyHuj7DAQGujVzsNysV+BF3X/WwC16HgEMdAWKGoIWTakdTuk3370/C27p888yyQqF5ffCQzp0XXa5b5gIohTdeSlGEh/QrPTO5rJ2SPbwTyQmJaNHOB1scR56gkfDIvrxZhL5MevRks2YTCPlF9DZ541g6kOqBxBEhgpZ/GYNtoWE8k09QXjiOcr4bi3GVYQ2Yvu5BUeASMM5btPASGXt0ApKydITwGwJaxjjZTmNYNqCFd2nuHbXp90wyhdSA3jUXei/id8Nxi+jLDNFbFwNC5v0+61nzibr2edzJ67ok/mvAAwZ2Nw/Y4qJyFlmmc/hB0e4BQHh8pc8X/nvV0ziK3kFbdsQHJNHXG1geeATGRhZOMssn9O3p74T7F/Zc+OqgU263JtaK4ZNO3wzxbl3BQSnvco2EESFW3YoGk2q7XeX0Q6mts6ubhlrOPnpjTUM8lxaOsvMcZJHjXxWtOcLadB4idPhrJ/XTIU7LAegEJszS9zuZo6xc/QG7NqOXn1kDWmvW8g+gxMBotOtZOOV6KmNQAqRilOW+5hwOWh0cF0DJc/RiBWGAB/p/MxEPNKBEIr5uIOelTS7hUExtIEwUEQx5ZAedcgsBB+BSm5BF8xj+Cm7SrygeQMK4goRtPD6yZtb+vlaogQwYnQPIoExo8hYSOTXylTm5JFojlFEzjI/sOAaKXaRPJBqp5vU3oFynQYGEpH+PhOcudzhqFnUM4chhxj6u0FxJ1ybL7hbtdzUBHH6TkjoHnQ/IwYA9kJUKBvCiTn6jaFXmIVeGJg7hAexsGNMJk/fVhLmdm07iDLNAUqZCRg+3CEZyPVanxB8ba3pMcini9kc3WnXGjSJd937tiUprtsnYBU+4Kpkz1BZYzh2h+M3OMfaVmWEfedzjtYCFCyhAHAbwju7ngiD9gMbdiAE65Uj3nJH2g9AYvJ1hsQJqxDi9hbr2HiQMxoqwLVvof/ciBufNloY4p23ENE0YG/eQBF8NkaIJFpM6ql5iAm935GcWiJegKVOZGBw7J5WHqKtNL2c+d/JpKjtKr1/a3oJ6enJc//fZjfR2S9Lh001wKHW/sdkvg/1PXb9x0EKlhKmCQ0lsL6sl7dAQ3DQCFs5rn17Znoull6j8CWTZELk514dXzj0LewqSVbwD7L7NYlF/3GVovWu7iCSsP9ROkWbcF26EN7IICOBJv4PMg2PqkYCrIWAEJQ05rF7Y++FXcqLTH8NH7m+y1XIbXGaPmkAKDo1sFByYE2QOrZY8OZNmoPCzoZfk4+/RKQx1L2ctw5cDtvs8rHyc+D7XdzqkRp5eWo76a4xTZTNDsTIE/wHJwPe6ZfQxEJfyWl68ZVilbb8y/ao7ke/6TRnXmNKxyV/0K6FC8fEaTCyXAP8/D69OrFlsek6iAOVGzf1VSXTBk6R8WCZAoakjHZC4xzm504K5kvlcRAxUiGswBaJeYSIs0W1Dttu9eX1BtLE+JxvXyoBwilBnVz2nmRKRFjIfbUwtO/as/NVzWXvumFeUJXEq/UpH7MQkG4bpGMVeGe11QkvJCgm4bNVWzj5yNaeIPLOLPQs6baVb8WWt1nSBul1hIMhtbLKyTYgNgKN2H16OoSX+H+hsDu+IzG2Ik9T/RoK4sOuNNJaoEE+SuuVDduu/xxsHKxxgvxoID/eT/IHnO4hNEDdT7mAVtxbu/er4NjJQYAiIJgytRVSNkYS2gh0s/hKomANp7PCW3jQabMD+vdyoxNSgkGNzCXAT8kD5wHT8kyT6+bsOoFK2igoWROE1m4c89LLtXQKkecgXfcrBcv+zgc8ePEOx515QJVixYzY898IFhSYnrq7yq5vDxlRke2NCx54jMBF7AXj5LPTE5NeVMWsAr3zoOVBz+sjH2+SwuaxazaUCeO1m3MHLMWt2M7J+JDB5yQ+6YfkU/+FDPFVLjELxj+ezifans0NlHpLG5p34BPslmeaPZB/ZbBGcEflUpWAecNw/DRZCKJa0mJYwVXtD0Y10edNWTmJaHz+stpI+LQ5L8eA0Ewp2Z1gdRFCYK4eI1hXmeiweYlvJrBbFN8IUv4TprVQYhp+lQeMhlfLO7Td7sB9YHeQx0sT8g8KBWyLK/BsO7WaMeXUIOq41VyAISsroHAsvBs7NwP3ouuDomB5P7MQHyGDJ05CP9KgoDWSDxecZRNFk+gA7eoAgwD1esBsxzcspyHALUiRmK9WmCKxN5FRuttDwfhO8Efwyav5fW21kfqpDFVzkcv8ZizcTHHBv/Ki1TBEI+gNYrFu99WJaoQJtG5tQtNIoENj3Yh3zLZQj4hH67SH+vPPDM2ZvPDFaUlsV/r2CVhrmPGu2xcXbFLj0fBGa27k99fYTCoQHiDHgECpbgHkKIZOu+UZxQxV50qlOMRuOt2yaoCw0qh8yvcc1usuvBOgK6QtnD7xgzclPHN2MV/077ANwgso67Crz270c002RT4dR7tOcNxfiUYJHrgu9t+mz8otmoFttHEfh6vca+GXjPBaD0d8O6iSwS0h/Mk6GgvI8Q3Fl8Jj2g7uhUKnQzW6OZ9JMxAFrU53NCFEx1G59KA67pFHFFEyoOhjLeMro/Rne4/C3YlyAG7AHBsmJgcpE9UYtEoRxdxo8z+Krtea+E7JjzMONbNd34XMUoyxaq1y0m7/3sg2O3MARTXOl6DV+DLEH0Shbyzey8X9NXJQVJV8D2+Bsv9pQsFZfrHiZY4IeJbyDQWlxFFJmfZyB5gYLUvcIDlewIgYVGF4iICuQjeCDrLlrRgTIMAbJS/L3ZaMpo2d0DhEg/R1TmPJy+ivAA69zEOc748699a5IgXl5wtnYmUtncv/aqRSw26GhbOeiBHwQV5tX/j8b5yVMj0OtSHk2jeBwNpANGafD62EC91Vi8SUaoBzBGwhHEpO475i19aX2VVkdsjqNPUm2ej/aTXm8rjIbNEhDiteC48BUnwwGDcgB9oAkGDec9mqKf2h1fH1d/jcnA6vtaRrmw5xmCaVCjeShfWQAkUaw82o+SJbpXapoWB34C/qDrBwPrA3RDh0av9/J9zVkbKCRTdwqubDG7ivVeIcQ9Xcm6Xh/VBdBhkO4tM85QSK4uYLDiIWcIcJffqGuBusQNCFRzoXrux6ZfKCsWPLWVFQKv8wHiUtjltw+0S8zDIv4iFs+69X70qMsYUuMVT4PhU8aOkMEirq/ejFPfABZGV7x+G8qGsD2SqTVUOI1JNKokkERRIlokFhBJ8Kv1hsuX6G91vkDAWJIjSvRdnCvQhRgeADjTX2X4GB2mHevxnBRhuglKP/j1PjArQyMbyKKpY80tmO+YC0VomBd5AFDXrpnXfZFWgmjs2Vsm9gAwMRy8+yxoHC1OazcIkK9ZAHFEISphSTggkOhgBkTiJjA0YEYeIKkpKcSreI2Tih9PpZ1+JHj1gXEMF+/9GwUrDAGH8p7GK25/S5K0RmxL+6jkIFJYPMZq3S40xGk/3dIrHDLMKo/6zvAZCXYgqugDvOjhjVTp7UInf2M6+pdZL8BClH5EIJjhIbIAoKGWTHxJfUMmUK0biDDtnxHEWA+p0Yv1oWXAQ68W4CxTRJsOsHo5zblF9ooyLKAsALdK3vsMVBy95hprLQcL9IGi38aJtJPm+lmXqIGkVazEPcjaEhrF9qV6nIeNaTXTL4OrgdHWq5GGta7C7+v1Nvexz45/6g8QXXi8tpA0K7fAIoUh4UE+9D60oDO1kYXU70bB5NhCJkwyKQWlNs4vhoU7jr5Z0XWMsxx5/jdaH9K6Z2/m+5amMPkHgnpSvWHr9b1RssXD+5QVWfWlYgYCLILoLvnHhnrWD+vz3uveK0BI++aq/tfzuoWcKLVuKTMzZJPpu7aZFCIUG6vcW3ib5DDmyEIJf5UL7ionHlMs90UEXYpLElrDm4tAKlCpBPouBqtngOY000F6gfg+GRtEaZhXVe/E2jyN6f627jO/q27FuhXT82rM7J56M7ORJQGhAyIwzSlrhciEMwB0kF3NEWBl4HQEAYZRh1enmh0+p8kMko8Oxm48YME+hSO2rKiVrSkZCxAv4mSmqgaFIec/q7dfO0Z84DN88OyLOjr0Hzwjiz0X3KjUOtVW0xINYzDZw4LHib9pMU7FtOVLnt4Gn6+Pf9VzlE4sNwBcxI0laHB4bDDRrn8wfDv6XwC6IaWXGL4pOkNmB+kUCffjuj9LnnxD7cHWCmK3oMsWjjI0Wac6IG9BIZT+9L8IXe4Tn8BBCqtAY0A0KxEnfK/AAP2NH4Li41c2GdQF3kEQ+Vc4M4HRn0CuZ0CYgP451IWIfqayxxEQJ+mVCJhY+KbbaLPMghuIzur0UOA3fhJx4Ye+3sIxJWlcnT6tbYgYFg7buPZROz+QrcderpnxtQKnwbzgD+ujZwPjybZrl53+4xa4dIkUXJ6LfIA8k8MJ0adikhJSLCA8RJRAmA+bWV9wcNhXFneeVerEPOLOKkjyvgWLhLJXGgxS8/Bx0KAmD+NV/BhUnsR1cpvXpEXtHiAjarI0/tV4oXDsNUP/9bX3FQ1oMOgxoZ+ECldWsRnMvvBpv+yEV+LlpwPmJVR6neqG6wSDEdgDOFrxkQC/yOPaFXKGWAG5mBfpABHvM8Lh/zksD3BonvcfyNz4GcoMEn34oy8VO3bpz1Fj1pvsJyWAI35sjCQwHee114mVnLE3Hg5M8RyFxfh1s1gP54z5RVlEcn3jdYhgohaxWcNAVyo2Eb80TluDCCj/5GqQxM6diH5W98L3Cav3hYszAhgkoShkWLcKoLWXxzGWumK9rm3HzIDV7GBlonhHC9LWV+RhhsDYCsYJoPLWrh3ceDZ6ovE0ziOP/Dswi1JkOCI6ZhXoG2lLXlr4C6JSVGs/osAZoBGrjsGKhJOZkEaBWNODIhYTdt6t2zRsZNc51uyHG51tUq6cz4Y3P2rFckjGQjT8qV5SqUysxJG/doAqvZCC1Sndo6IcuILAeYCR+xJ0CUawqaIe8J59cDpAgsxUOaB+TOzOB3yT6MT/JQLgrBu6ydeVXvZhYORagtuCmzIsa0AwNvyTqxTkfyiFbeXDOQfWhPXD7tM3t2lOZ9BJkEJGwK2oScWbl4JWpvATPpbl2R8Z//khQkPDWME0WTNK+FVxpRFibOJ83WFls+DvTra5ckjDx8VrviSYVtr00uMFDh2KX5RZ/WPH0hLB1SuT1k4ofJfkT0yAygCHkwzc4xrZixeQL+ofQMFZ+RS40RrJvKa1vyoYRhpiRH2bf4F0G8BV3bYnPHkguYpTBB7aUqEMiZqIH9bySuTzwt9DbesfpkDRIQI9fZNGcA16AAH4igTlSChwcnH7g8TKLxdQpgtl4SbC0dbTkXXqSVexIMErNb+mg6cvH2M9PxG5zGrqeIpNQ3bLezpxGslAkdk06yZUdkWjsCAR666UOtr1Yajt5yme2Oz7A7zaBXF7RTuLlvIFCtFBneGAXTdEBMwJKDJWSwo/vda5yhH4m9Qiv8JhdST1682kFNc2U6aMY1Gm/WqF6+4M6dTARRQaL+HpkU2vqJfmcC3G6reBCTsuy3G9awQnszZnyxv/EBA4xo+FEXreQQjIlbd1NwuLZx5wTYoOVg+oIdnVMkUdIKZAAuZOgN129uwKYWaRCrVpxfrkKkDXP4ff/OI3NbzNekJPvIFAMja2lGtK8tNhZrMoQlmWxwiTf/tLANkfxkujnq4fk0qCLeaniwYY9oSzCGFWwjB43CH/pHH9USYICCkypU6Fm7XV9iDT56mClEWNesGJ9gC3cc3VYm1cDBGYaZ2vW+Wd1gDpE/LSiDJG29fCQ0bBkxkJYyT84qAv0RFQWRAX6n8tHY8toJJz7h3kv4nFWbB5bhXTltU06gerBKR6IUqfk2wyAhdT8ZW1ieD7I1sf7wjobc8LGiiwhA+QzLbgy9ebFgZ+M6p0/haiyA8y1UEEHfrOr1faOeiUYzTX5kq666ycr1nlWoC4ZAUFEPpE2030xrYOUi+dE0uQuQuCndFvn2wtnelJVFBFmbgEJYMD1THX+JXEAYmBTSMECDiceTL2AgiOxsjjVq19tgw2TVSdnNf7gaiPfXbvi3V3jpQp002SKApv8/WqkTL92H5NRnKtXh9PuDtKB+l+q4istWx3wdOhhLT39mY/eZ870MgDxUf765ptVCG2N7od6Tb/oi2EjCKBCdP6joB7EnrHNPpWJpoOjb58MBU+aM5qffMv68b1JNdWSo6jYe2KR+yUekowbflBFeWdaOqJvby6mYPSDe/sRWziB8U5va6POZ0K47U5HEUqBX9c0hMPRqYwI2aMePm55WqDGg38JGvhbFjVxaNcgN/ZC8tfNZiR7bEag5nDuoWkDpqYolygEJT9LeSsUln/zmBBH4L042tpHoxExFqbOZoKRrnVwxfMqh++6qTiLdS2WdhSM1EwkEtAPGRBdbHg/toYxddlNsYWA9TM/n0EKKoDOGp0wPPqPgS5AcH3/AWM5IuBFSai+3sdVrryR39iR+LhDE0QGOsPlvXkuCB54Z580HToTPFiIDlNukyxIjQxg5ny8uasBUvGKMBCmzM2iNunoEcnFIKK5h5oxSbABAcLyf0X8VDhtZWNR+nBhdckhmUIJYIz4s8Sr5duQSxU6WcPYAy4w3KI4r0FJ5jEXDq+IgmvaXGlUvl0rJH/GNKybokFf6knX8h0UCBR0/gN4MW6h8cyAEGOnOhLEAiv0LyEsodhgFLfe5E17FgMMhYIDq/r4XdB1iHM9+VCIFVpHsM8UiYzYNJBhkUK/AK4TIFVDNTXM1f04l4ENdcQMwi0HNj/lOoIiRqM/JmJs6AzptxrNwOLWaYslNQY6STp2i93hoEUapSATDSue5wtbZq5uZ0gOmGGxwI8WtgGaxnvw6xm4PEZBtDP+AiexvQFhqOEXFRbLFkIqPb3nA0lrJPXCfLtFdW8DWsrS/zgpYtMyveD/1qLIB8ZKwgyyKoK/jZ5mN/Zn1tteTWZhputWS8i+Cqo7CstitnTVibEAZ//i/tXWqx7knx+2K1907AhOPyKQcTbsvcQLI3078W+csdbSHFhbGMM+FgzZQeur0FtpgTiCm9dVlBAQ8dyJc7IlJi8I+zGQsMzFFL46qGyHUYYMVILsOPCnWuAT9PbqWgUr4xLacI0Wc/v2JVcAexRA7zc221a/BqiqrehUgPkMP/w4s3CqhS5n1ASproSSiaYzCTgB5BJYUKJmQESrCdjjDUKoRj30VqASFFhMZn/Row2d8ZPaZ+Jcw1GZr0WgLHo0CCIMWnP+WtzlXpUuik9REUL7GJA2YOOfDmrxVTwaQWDeJDXk30jJDK8fPnR8ILNbTy8fZ3sXsFYafZsseuxIGakGHKl4fL8qtBI+Lg+4X5j6nPFB8pGUJ8HoNBKT/78IRy5H6gRAQKx0XQJoGG+PumX2DvNBVr0kIiRgEWa3hPLb56DhQQ4cgGznnmMId1PBYFD3pVMJ6tH7yCGDOybi/FMTszwb4pLE2bCLCH4NYqbv5ATsBL6FOkC+BfwhvEpL6rKyLHU6/YbtuRTgJcwf5uQzCQI8lRKUtR2Y+lSeEh+vKpOHG8d86/NrzefecOEoE38SZc/pv6tU/02xoSFNX5et5/OSwl1zPrnpHrs+WIh1F9h0Ba0hRg2885oAsLDKSDEee4+XUJVDWDlzse4iAcI8bBGS3Anwl5X/yl8IyOx0avxlT/S24iAb0EuU/ILsSq9IBrrxT2Y9VaQIqJz4ABnzbudJDkIDKyKqyMIgXAgZuEo/Xr7txDF1vkKWAaCMvLj2jcrYwtrfLVcAciMZJHXMGRp3S27+pNM7EGE6Umewjx0M713IDTcVWXPdnMJvsrtr8KOlQy/5UwVkiI4cfJwYFbzjfjbAHK10AKCxno7m0F0nTtweXm57JxqKraDmWyTv6fVcQFWKe9QRKGx68wrv2MxIUm1io9pvaFUGxBT2kDsoqR0hDt81Gcaqt4/GPIe0jfkQl8/AQjVYAEmhD2HIKM7/dAVr8wolXyjhFhvvXso5LWd3Gv8OFOXXsek0yptyb02029B2l49Yj8ehUfGF149k3/dUfvxvJzLsdgyArLues0Ni3KYP1QNrmdQcK1C8YGvLfB4G/dqIqxFmUeL8jm79npbbKeYHEt/7zPaz0ltfRh6xNIF4pjQrQCGtmXIR1lDhgQwhEyLKfN05gZr/3VX4sN/R2L8dMbpr8DS3F9YwBzOk0egI12exRNZMC18cUhSrN0LlAfUgfleL+zseaA5ZBJxuAWHZBEg13j2Ko52m21u1gd18EgXSX8ItOzcDdS6DZUQVSIg4kkqADdxM11NMGhDGtzwcUYPu63Md3G9OjKL2kwPYW5nZbGFUZuUUKDHfujLDJjEXMLgois54qmJVBXwWXxtavwun+0v++8wRDKJoKAcLEdLOcyl56+vw+gvqvuD7qaHskHAjjIfhEkChguypnwNa5c9sbYQeK9jTdJs5YEPS0y59RAikqeJltqzxPKbXQRrHL1WyYCyQnCyGDfw/se3PoblhjGk9sN1URP7GoK7GT6O65MZAs648Xi9LsZew1QeGsuYxpEsyVVSUCpJelkQQ89eM5jB9TpaoSG/Dv7HLQuFGmj6LXfUKT0tdjNjA97dnIdtSkB/Cxy9uLrJLn2MBRSgplUFrBF9b2xKiUU7Q3KI4aZn/+rt4tPyWtjQg88g7+aWbIppXKbKzvOx/jSnwS9L2Pg41iw9QVxOSSMS0PTL3kQ8J8iWc5iAucG6kwH4T3qJ66ZPqIDrce5d4qRH/doFaI/YYWM3DFCTMTms7bFbK3Nez3dTxkp06GdSMexGgv4PMLxQanpQESQKVWPt8dS3wvQoa1n4EEcQ3vKYX0+RVxn6bPqeD8AHrECVeFStzRUIT3jXOykqBDZg2OiPEwYM+INcn6r50PezR2DxJUOHDqHkRW1D+w3XvVfrY29uPOPizUbzy1goDVMw0xsRkEfFLw/EVB7//TBTvXKIo8NTzP9Yt3rc7kjNMpQYHRijTn/mo12vlQOcgTHqgkxeh/urNwmW2ow2TcimcLNrPzBOKF77ObgM0PYK8HVXV4wb//tgcRbXbdB9yNwcAtM+VbzXgPzPEPKnKuD3t67TesRL4brEbJwM2nt63ZFA128SCBrAfA8JSgMB1NT7KtOs+NB+N/dDZ08mnkHj7hrODhkRUqrPRaUia2+RDjdTgQK9BysM+3st8WVb9m39N5pjqIMi6AObsJo2Y11jTnHNZ/gziGE59Wy/fnnFoXur2VCHysOAeEB2MURecAE2kvUWkgg4svQzY5wAAeyi9KCGKBjI1NV3TrD1gU4yudbfBNU9MS3pQElrUvW0FpoT3eOqeQ8QR6wk12nYAeVgDFlIM69xdY0FGeBjYcnWNvmCgPzdtWUPhzju8ql2blyfzS3ZCez+VugfaO+3fD8NCO1piSZYcn1fu4J173Ycld+tF5OizK12EPgHzcaBVrUZ168EQDYCmAJ2gIJuA4gPzI9h72jpTTXYy9yF9jqI+76aAjYG2IWtF3N63mlTvMm/fvEzMGqRA96i6uv6lCbLT7a+AjwQUOX7PdOQub6kINGlH703Aha+9gPBZLgYu+tfnPvPvjCqEljb4BsQFyhBPCFQU3gLCJC8+MqZNGz6pq4uxrFq3l65ZyWwV1mrYbbUd4X3o4w4TjuokMTtwFR4w/lCA6EtdZUltuqOwYG5+zfTDVJivYUxhXoE3wsRA5nCwt+2Jpf2BqW4PjQ1NSOeAUDvLyPrA6nH6KfaQxQPj0dB/ry1pADv68MBT2dKTuPot/PVBwMJqjggerFd8JBxacLtTZdrs8dsxCQLV+ntcXwB7QJtCLp2I7pxdr38sv8W342U3HD5BjnwHESnIRQWPVeZBa+GYAChY/gUKBSEYwUtVwduE3KXRyDDqrD7W1Fv9uecGb02GSfiIWPmxdfrc0Ou/YznE4jLpPH4YTTDth/tmmHITZYTq0iBDFTBljLeBewZJDZH2F9NnuedK3S9dchakIUc4VsOWWRXSyZAJfX8vuMjn6b3jBcqA4cFFn2kXFtyDKA70wAOU9IfxJFJ+KsnK3jPTrcOBgNwGpjefHPlZUdF5at2WO+F546P0aX6hUWSe6XRZx1ZNpwNKqAgehx6BMDH0Y9zxgF9NGpnMbIAgFzPXzZvqovVEHZJdtYASL7tASLL0JkBQ2Qhm3u/N/q+nvUk/Hr9/KtjTLS/qAOvopXsCBNcQbC0N1gLv8H9AwDAiNFeeLr26YB3rIEfVfB+/UoUhK/rrY7CV0C9NrxXw7D27UCM3/hQ1Q1qwXF4bjLmxnUXPyBw8pgFhVDvKrq0UM15ASuyeGk7IoS1OJ/MDG+2FZAIydtBLRCDrq4DYAh5b4cN8WtSLbe/uEaxNhghfFPHoEN7LLpdH2FKNaVVAZMsrmvnEUnJ3+42k/b9DobBI/Ip5p/th3vfj7x38x3F+gYmjm/h8RmUgJRf2Gyxn8Q1QoGOBIjbwap1pyt6HG4v2mpInkBc+zo8WQ0lrFsPkHxw9ycYgspmCM1DXNNZOBxc5af3ybaYGLSNQc3lgKqW4vJIte8MHctg8s5LEJkAy1H383ipD7V3KOihu96A/Z4q109FHYfjL3HF/E6TFXndqWyLl+BvHaRXVkcnQdJpEPmRHPu9BiKIJ7CsGmIsBEmrISqNHUyNGXaPEHLGbGS0A5FBdUE5hgh80M/nl2JyPWjwLgwlu9HytqrZ1E5+Km4GD5ijqbbvDW4FQ9w/KTbao1dN7xEwwXw8ownRGwNUB5mDcOjfNOKJrc87sqx2BAiuOoG6G3KCf9mDnP1u3SScqv4LchJBOVZ49sroMRUgtDXjdz49M/rSa29KlJP37nT2NkKJddYZp+Uh9yxj9TefUnUPpTnOcFa9bsv3hJohO5b0A/Y7l5+gTCdNtD6u92pgEWZ6tM9D78aKxOdriCXpI+vWK/X8JSucAogRkETt+4qpfiL9J5f9ce3CrdldfnRVc9rPPVs38dQOS+LLaW2G5CGUYs5NB670/PumshDjRfuwdvBn8UhufPrGcPzZ+LyzHo/oPnT+sveI0qOnuJrX+6x8BCwDjeu4MGr8DsoA1l3glia7N7YE++Pczf9S2RfyhgLwV7iASS39TZl+jyo47Zb17jfYQVqAfGzPYFZV4XKc6YZ3ljsz0LJu/mKt+CrmMrOFr0vm9Lj2RzcXzJ7bdoRkuE/ehbY6rt19eiTPdY/1EH//jMpAIhveX11RVhHsA0ItiPI2J6V9j0dcDjC/Yqu7AZRZDu/h6FR9xDsQ3WtgRwboZQQgFfrivkVoADCoO+Sv6+5K0v2B5/FdExlgFYCHFGEoQK1LHfHwtVVOs3oE2vLcata54bpuTq8ob85mJJw4VJJiqiP8UvJ3DErQQ04pCxSvvTk7++QHDXEyg7VWqALwquKEJJRBrgPFRTrYe/stGyrDAJVZ2KE2Wi88x8CK0UYApKrc27z1Abf1mG5hMcVjBIyzSjPdd7JUs6B9PjGhRXTHmiAuf4g/lNiOwZSVMB/KC+4pT1UDYKPBo2FaNloWorPUhCHiHH0SFIi/KhYzVGhO4SusTU0S2c6wMJj/DK9jzM7cAS8IsYc8CAH8GWLJ7eAOR2eFWrejhPVLw0Qbat+UuCji2OIy15BwJGCLDETwMeymmrmLNdTGJTLkofR/8xeYtHQ9tZ+4AnBjBOm69umK2V8BXnmLX24Ejn14KsIn+w28LRXpdqLkFaS3KgkSAn13UkOhj7YeqF8jnNEQx4F7HzNxmwwu2NqY/+ZsrGJZE8LWqwTyiinNv4QzLCEw2OQmJKKtnMOmWi+v2rAvsSf8Wt2tm9FIiC2MwbqVzt9mOpQwO53X/my8gf9WUhnNvR+PRl9nYTSaUh+QAPe3o/VXOzlgfMJ4afx6eUDb2Rgk2gLMuqOt4q48KrO1yBiezzFjo0PP/VxZaza885lz09ojYVx3XoPa3f0a1oXwDogmGMA6ePl40HYoXnzQpnfu2gMX6sftr+KUuyLjY/XyXf0ZicGGgWrnkHDx0cG6Ib0Z+bopfPqTd8chwXvM04iPWK77cDPdofrnFspT4Ij1HDlWQtk22KPwAEfLvcWmNXZ9RnrwQLPXCt7GGOIPYLdXfFLcQ6KIBaSqeNPkmmkQ7eg5pG+LdEk5DGicoJIyZF96YCKwVKhWIuNl5jwztGG0OD0hsIzOFqF4zFjc+pYcbTyTrYbpKTKrC9UAoFhWSC6BVg6TGOtCU9LWnEGt5v3RvRw7Xey5sO+nfkAjzjwmv9b5VlR4nJA5irOCsTWOjlyOOoYvhB9nlzsVb303PEsT+G6mlBTcj2BdEJIMLY9GujvI9+FmCoS+0vdw6j09/Sbejp/M2ZsTwWxjIbtfYLZz5EpTFBPM48AsN9X9YePLpJ6Sq4NQ9IITKQwDxvPoOZ45y8KhnSIZSUmChkQZJ64PkH16dkDfkepYDOT61Ia/aFPp8Rs+4A1rqxmSqYH/795ArvIakowH5fyluJoeXOYLovEGp0LCbfIzeTQiM7mxN7RNN1SXf9KkfawT2EQvAeYg/vQEYiA2KbLJSbXX/Ow2T4EQAVU3ep2F3JOZiKS+fCqPh21hsMS7HQRy40eoSh0gn6eeulwL4iLInBY8+B0eI/HVIPIfVap9yYxFoWMEwsb2aAmLBlgnXCk5IopYBuqUC4L/t/LAjp0/wgCtLaDWvCS6gIAv1t777mUCpwJfguWsBun5GQos8exsQltPa9NL40+KnfiLfoMnzPz6pRf5YQ2TegKU+Cyqata0j/Id+QN7R1wvG32X8eIOkHOAKadXiZ96PZsQolc16DU1mx6ATfuxyrgdgfcF22Y855UyRDK0fsMR08YFw4oT3lXTVEnboUJBluF5qSLIHXYI8hcdNsztQCL8iz+jenbTwubjzfEv/BARYcb4Ix73Q5gMw6WdJ0MgmgAlHmd8hJJfsrIrnPbu7TxidrMBwnUVO1h7n4r4ud7iDtDYzk9Qqh5qF5M/AXxPHL+XXR5b1WdSIAe8jcPWJ1+ZQk/v/GlkriaMZBHK/gpZe8oKyE2TPPshEDmCF07BSnG9+apGvrPKwbplN4UqQEXOFH/3/v86Aick+kLe+TOe6VRCmAVlvoa1e2JUsfuG9iUdn0FgYCKU5jl4X2R7UJD1TsG9Xu8lhMMo6giss96zCT1jZA6nXe5vqKD2Ht1Y9xR6IAELhwrwXFePqTVYRcM/YUZjHisA2JvoAAQc4yNAb12ro4AgjR8Y5M/zhQvHmpKnwPc34ePAPK7qe+xz7zyz7ktt2fpsG6uOJp4Yy1xdxwPwi8lcDqqs8fUcivJmKiLqau1ckGl8h4Bch6EQWF0gRsqDY6EDn3+hoFU+jLNGj4HGDPmEXnYaF4e5kaCVYUx7Bzm0hyyoyctZFRnT9mmKdPKB9TKv1i+4W2/v0QnjZL6+2PWLNS81Nhpnp5IVGPIvbRzkDFjA9cTnl8K0U43QGy/Wr6JiR056tj3oHeP+XNSo3zK9Eh3CgKOe7XMD7P9cAx7aK3MQv5rDlQKeg3MmAE9d2S3q8bh23PbE1lZso33BXyHzoZvJTof49txRsuQsDKDtMrgj2RkuOe/OG3Mw/2J2bB4JfoCqTNecixvFndq8MA8YdZDRNvwXa/O0+upyb6qzucmwQYd4h2LksZVwBDBMu3MJS48BRAzfAlrU4AkWPjFunUk0Hl2gdqT03h9yC0jmSwAuG3ZFWdeUhXlmZKP4mx2oVE64B41jNfPjQDQtL8wP1eTdo+NrC2+PMU/atEVjiO4hNEY0lLgWI+7B/272HICvn+neBA3p5YzD4QPvE5jK4UgPhsBHX9Bs7c7WAHkWovdw4/viEiQr6is2x9rxyM1fjkeipuTWvRbDptBPXhGaeNW+gDsiUoDg+Ahoct+Pb6LL2JTOFebj2jyrrpbwIdLP88lfXcilFi4AzAZgUA0rwuyqdz9/JeB8M/eHejhrbC5VYDYvNuIrOqC1Mb4yzOIwUQZ4akp8Bbi8Au0WYWDXaIpLvgW282Beo8ePh8mEbrLlWGSieDEY/UZ6VCNAAyvBz/sII2XSMM7VlQ7rA5365sve3udPfHAvqO5HH9kIPN4N1QCnG3Htvw0iGoRgNjHYXJI3u4/38/Wwfq1DIYifZGl7PozRg7CaHkDqA6vGtR9cnGUGcUEX5jaOC/C3gEpAj/gN/pOGY+vFQguaqCxyGMdyYu76dq5CB9biEbKS0brY0WMi1dpu5YhQPxfSqBreq9z1Ux0IDXgIx4G7ChijPlsm+J6E0d0APgqSpisZPlQaYeXXO2YelsUNUqUR/udLTfdiSat6GDtwcDALDBUCkBaqdNIW+Xw09SgwBA4IKwwW1N/f7bSG/3LuWHD2EReRHwiGSsdg+IbiLWKYVuhar/3BQ6koCIjBoC1Thf5bRThMJGZ3hX25MbLjoNdZDbl7zEsBnz15ewQGBgQGPRpyiD1fme11HSfjMKxAX98uP9xPVnxHRd5zxzwY1trfho/++sGtjQn9gtxY40lN+aQqvG7ZDzKAeRStPOLQFoGLPKqBV7ZNoFA/7477M8RGFAFk0GqQvhsYpza3gAWIenbLysmJ64BDgGCOee0gGXTG23LOK5ja2eti7Ykya3JxnE8ZgkwNNTqZNtAnS7i4bjz+Z5i7iLCDaA9/O+I/4XccHQpFpkHMFCLyLZDL+pRdNjnHw9Wz55Sz9fLU4plTDmqrsFvSIWFd/bI1jBdXXo5M1qiF+A7EI/jtkRAnX+q1Iy4bIIyP1Q9UEvJNn8H7W7MmvQ1kwm52TmqAnIJsyLr9irQjeU8huP/l9sHrcar694z0V+cGxq6k0JBgNae1Pae00Ett2/W7xYZyBpLOvvuqAQ3WL8FwMIjmKjAEz1ztInP++upJBQbX8sLtdvOHq65aIcqe+VxT123YfrzHOeehbEYIHxRK2W4xC2kfOY7P664k4JMZgpNbYmjnNvoNQWHHtyyMOkSXvmIn2/u8x8SdyWCm19KC2Jm1lSzx4+bKkH4+noKlxfkRB7BPLSD02BoTy0ComNerhdj0fn3mqcQa7FJfSWXCBBl+uBsP39Zma2rAXneFeL3xn4h+3osf2AsgYgz7cdh7rL8ykBigKUo62zvtCl98rvwJHUobcs33+RtfIVYwXep64NPBGaC8ndFOhAJ+jUNbZMMNKOXii7V3cBVmWAEOZmF3hBXv1m8paa5rgxRW4YNxuyp+BwuNEQyo5Wtd8/3VcMszTmRCgwZbrarTptGKsWKUblo3YY7+eCx4DWZrgu9IqoAFH223flfjgxYnROKhrkooC13LG9RPl4FlAmQIAA6sD10Ji4EgoIvRjmvjfMl6d0bhhJHlBVSC9D3+FEPeX4GPAitLP8tBjGxfgXisj85Q6fiQkZnX8I8+c2qM5gWKbRjGtuuuF1t0nOk7zu/IwQO9WXDCA/8jpaAMuuLrlHY0ebp+q6i6xz9gOJP2QGQ1VOx4w2xtJQsYhBUpBl/D1DNg794Tkd3jD4XI0TYTMIIvAuHnIxq16x0VMNHiBCC14VXIamHKx43Ef3RV6Qc9WiA6WnXP3xn/nf9kJJ1RN5A5mrm0BL38tYUgN0j+PGqAl1ue9MCDphGq6/g/It8REB8HcbQOJcQM7v8zhcAS/UEC4qO+xP0E8RD5UVfZh3WPoNqFRwdjB6koVfUCOccR53pT0s6OlbrqsX7S+Y2O8D5k7cAEUp6zg7LWNkS5Qnjwcrp2LnY+Zm4oGaqfJ0hfoEL1xVfXct2I2GqvEA2d85veIXR0h+mZmFha/GegRI39l1K8Wb/uZNz4rAUrgAUOki8D+k8Tp/4EFDwYcQdLAh+oROWHUXUQlNbW84iasuisNb3deaFaXt6ybtRedABt+doa00WgImUw3XE2apYp8gSJPxsNecN475h5j/SnSAekx/v8QM0Q43EwVJ5VleCPqITkFKCsI5TNfvyCfsUDO0TAuM0CRlsYk92Ok6luDvXurtzjOp61G9du9+UAUjcJr29r+yjENMDShtG9qwYIW+Ewe5d852k4TmWhiwKq7RPOGG5LDSt6kxC9HauI/N9l9GKTWnuRdd0+P+AYeC3/OB0Nk4SKalj3wvGKzQb1v+z7hqsYEMnerF/wh8cwvRnW5xJp1CNhE/XrnUxC21p7utPnwCAwohrWFTKRSm+F/vKVw98Pbxw+u359ri0a0TKw8D5ei/mLXh9uAsPmRN8ipDFPSs9k+QHF4notbRTPS3iBolif6kInK5dWi64WFSGsrIBzBDLWG/qtXa9TUkBkexwwBqU5kYFBDFMarK6iGTNbDytK+KMuXWELUwzUwTvInesVwC5FBN6oY2qcDpBRpg0h9drk3De+uMBCPxwzFc+l5hrdys/P3dB9NadeI2mzOobKlTiiypoDMQOf8cGOX7h+e1170BhfVpeYRVbx07pbJ1u0niP80E7oZbQOZo/na5+d/GWAnLl2R00hx0e3129mGwaed8AnEoO2QeB2MwAfiC0Fkg2lO2R2uuoO7/A0wHunyE+tw+Gut1PYxMuJ+9zZOS4B0s7F+f6drmeN+XWDac1ReTmY0rpAzLNgtdvc1YPe9zpeXJz6o4bQN2kCee93v/v+d+v//uHnX7//t999/28/+/4fv19/9A/f/8O//+D7f/iH3/3bn77/+Uff/45Bcl5792h8ugTALphw4fFt0BU1faj1n4+11ZcWArs+Ir89Xfl0Z1qGu/opIjjdf3vb3/38z///tr/7x++//8f/73C+/7fD+fcX/Pzi73/37y/9fr5asl75+/a1mhFVPTbo2I+E7GKwdk4oVAJk9jhL7IcxY39yUVH34NGVHwISrOScx/7s3LoRaQGKb+UhtnlJr6ruY/gnteBYjDP2b6NkDOSLezU+03SGhNvQWLiMbs7T0xaT67xucGf2Ws0Wjb09OpqFoPzgqqiL/DopPLG+ry0uclfBXBszoSU3ZHBqfWpKHs+gZIQ/+1t812MBEHwhCY2iwwAuPBRky9OwfgtD6OQmvGe3/6AhV1IPOWQuCdhJD4o+3+76KnwNp3jMsrpNv/wAiz/I2sc+fZgh5/Fqy/5fjt6zSZIjSdOUG5ERmZndmUY3gEKRjMwgTowTT8z/O1lZcjc7ct3oBlCZVUmCODFu5pG1/+/U+hNIVWZEmKnq+z4eZqoM/uUvLvPUernSelI7TbkF8+mWtoOCo+Vup3ywGswnFhris7sp0cAPDLWpWl4H9YOMIb8nNz+iRKFM1IOymHy11lkse9syytdSe6p5y18nwiaHEFD4b4f1NhfxfEDE4WOW3U2XnirGuVFUA5omTVk7IVlms7Bw6jqQ1HqafSD7MVr7HgzoOyjurDRWtyx94Fq29p0BZhiLCzd6+pQg6sNl35clLSIyeVNKC5v/6yhBBOK4TLUX96fFho8WiRtntaIFnbtQwI8wSzvBe0YHKKL+9m5mYOlL/SY5CQl1ubFp4idJZAbbdVHOYHll+hhSQsvHEAbwbGiuk7zDlYWNlAfUyG3J9VSQxCtWrF1ZC1asL9GuBt1/ObeTavAn3vrM8w3Tus+dWojlY9i7fwVBCNYt5dEMu/UoVln80tUTF0DO3LZxbdh0s14y8HZM2bxCOZ9e4b21g2iZjrXXi7HDx1lJ67AhA5RuDGV1qdN3g7NNfaR/1epQS/GrVQGKmw0rP7Xlxytlw4BXzgSOJzOOqiO1YTvEilGvk8oR3sJ8D2vDqMArpDHY4Y4jm2mf+NLF2ud7qoeUlZXpNWBgfCBC9gixSW5Hj0fO0ZxYKE/UsRbeVV6zkIyD084m8p2SKeaNPF1Bseol5xHLaNEHbovytwgcHYbQ98P2y1UJp+pIjDxFo0cFK1uIWC5LYhtZWCeEONtDPho7wfrRbolqq/amXoMstk2tMgyq0JKwWvpdsR7ieIqlVPtG+jpe8uMGUGPTHFtxjafa2OkUDqVXmuNTquP6wl5ISm2unVdD8KAsYmwLuwX2y6B8d60JDVg7Q7SwzM7zc2ot71IonKo4zmdeKGCWZT5uuuiLTDv4/EWPwb7N/SGDwUQeNY+OMd7C0vRGe0c6Z8qxxNzQ6xP+++l9cB4TWpQJ/uZzkhASCdzbKd1KCxyxJxb5rIcVZRqJnuQoxxhlWOnLgqS4PYfanTLICyb1OQs3h5DEFyJm+JgzheRqn1kxR0FMOtLUyYNtgjnVC4F+llAIgLcdsCyme16wBknTViG2bNtCW9dLvDxAgC51xi4WYOqeHFBGbfTZ48mAMYEKBryNWTPtsFhSYCfkAaxqdzsWUX0u7+IJrya+Pzzffpzattzebb35oVd8qyUVrid7bvqo4q8v1HgoQiGfPYFfIAx3Ny6+AC5vGPIbbm+xs/z5EEi0ETnK0XM4jK5wMHjHfThbjoBG2qgWAabKgQLwlC5s+mNeOlDLl9COvgMMlm3gIO65hxdQdeLTf/Smtuh11gJlwWYeCreUNUExS+g/kRVZdXTB53cj61cU9Jzp7Z4yKFEHEad6JwpAdQqlP10ArWMvPgtVnzdsRPDNxe+NrU8EYN9Jsk0CK+NOlQ+l4Mcy6Xi5XkeOfSiBNXUOB7vxRrpAF+sQvzxne3ekUHi39FegZytlvdSfHjY87JTSBpb8v0rlJVRMMIT4u/0KIUVOVGxBIZfcLKsz8g7reqNe8cbyiKMVQZfzFvvzmPn3haR6Z8sV3NYBHUtLWJkD4ygevNS1xd8p2K9GfIwqMcMiUUPkGVhNhJCfhGw3tsxszOX8tXabsZiIepvxUnCP6hgIewOeMsn5/JgNmBoZOhDiAjUlfwd7DPqz+YUbnuscgl34kPI1+YukxYoygZSUV9mYfIpe1m9jglSSbHNCENP8MyPknw87gPRRsGj/hatZJWo7MedSYO/J2VykosKfs3f8HFLuZntJoeGrt06sfOueVw0KAGAEVhlwM+B09rSdGuGWQzAt5NVKsIE9YkatkPWpyGIjhLM4tWvOXxB7afn7PaxWVxv1GWQ9mPQZlDhlmkraG5JrT1aTiT6KzgGtWgKe+lBsXnyKp+F8kvJamG0W3A9gFk4tmFkb2La4H05yXNoyXY5TvixTB4FZty9RI0sw6cVQdm52Dy4MSIFcd91fSj1QV2e6RlX9fj4DolVC3rSkm5NDwa0TWKEZTy3VnFBX76kqNJ0BGMBs1Zva76ZkFRNPAL5QjN/zGTaZgA/LGKoCF7e4aRlZVsnXv1D70Gp7B1AY+Shoy148RYiBwEW6JzyvZdZuET0Scilk5Yd3H5yZh0l4O9uAWNTJcQA3PQTu9fvfjnEfbLG7kmW8se+COg2TXfFrQA54Sd65AiTXljz+AO/N2xhvo1oJe1VA/z9AHdoV1/pfRQev1PQlOQDevC9CZe+hNn7Af/q4txyY1VwQRyazjfJZhQzM+/ilbIGUwyFOLoU0Hdg5H3thaqc9G74fJQ9O1uPSh2fR7C07Roux9PYUpCH4EHHY8pF12q6quIMEj25/T6pXCLzceXy/PpUQ+J96MuH+wvihDbFwQ4DJIv9DJxmKXyiK8/ZhKje1ImUzefliZqB/AtxHEY9braDq//AEZXXG8HonxglXcgO03kSECLC/y/YTBEiKt0XVeXL83sr1tH7iQBqg/3JVZ10En9yKHyEI3tN/kfARAoYlDPxWj7v/YZsv7S27O5TP02RcFmn0L0EWUoe6zJGaZIxoZozarxzDn1lXjALythjIF7SldfTVYF+vAUEhZCLVHmg6yg8vGQUkvOiK7s468KYxhcMecqzXEbz70cBSESUgiWTpcPOHhrmXBJtEm5/mTyVeY0coCqZMeEAQMLWB7cgClgCgQdjyfPGqr10q5gO4+LXhihACrmDcsSbOQuCgUAIHxPZtUHoSaY7agD1H0YNq7tOa2bE5PkBJIezIt1B8MgfxrlfKfA+vpsjizkkeFkGO4PZVZMfFQfkDB9GELSMqcxdjontvYIUEiTEsDgpB/yfYPZWbeJeihZz39HH3e4hB/TjGG96iUhZUHxVHiM4MAt1kGURzCYcms62PuSsKJBwq2CCNwXVmUf1h36BotoYGoUkih3AM4A08PgaBau91hazkXZ7fm247at6Tj6Kl6tfRfdGzFmAawI7Bgh53BQTO7MP8UrrV+AtlExAPu2nLWDR7SOAwu9DVb9puxlh2JrRKDuMWXYWqA0VBIpC0ppsECuuEJ/cy2+fQMoaahncv45yXNLGRNS+xNo87jz1W+2Dwfwp/kyHRsWjis2Ilr7L23VX/jO7OEexT9snFm443rLm5hbITcu98Ye5NBHh3jJ0TUEWa2X45pvJ1JgiQdXx7jbXmJ1zPIlFId83G+QdbVviVnAW/Q/tzGR0N4QSZ1+Nz4v29GtDk7c4clRpVHLj+I+0m3k7pBX7NNhFMKU3LEkCzXvdlMahU0fkqAh/klPAUgKoWIA72tRAZ6mVGbNzejrM3pF0mUYClPwv6XBuulxfw4PAp8h0gPiy6m3N4hBgVLUAvsQv5+L85pqNlrREUInUMQAotyKpl86FFd2qeGjp1UOfHML/ibXsD6BYgv3LnlbHCUV8HPfPTswmrCbcsZ3YPBierkpIBKy8sLWAdsgL3cxEdY3atbo0y4luy7T29pOh5pqpnSND1R1e/kTigesql8Z1OEUS9+ABo5uISFK9tAsPYdXzXpXXc16E6XapX0uS7JFLCmZYSyiRoYkS2nzMWx5nN8QfjHJMNNzcK/fcI4tgIip6WF6i6JXLsmO+HrYHEvy1n8EMQiNIl94olJS5J+Bu2thK4oBjzuWX13oOs3T+zUf+HbRdw6dfbrh4QPKpCh3zJFnB4AM3PX1MYEtXg968yynb/Wk/QYG4ZLJC0srS74uGXs7/PiRN21ODH3HMnVxkMmPxJuSPEBoZgkmBiZPwUowiTm/hZAmnJS6fKCrQE1h/AvgmQOskWPioomK7dz4aAutxTPbLc8pEKMM62yXEu54x34Pm/i27m63S3RFLHF18Af5gB9nTlSKaE3BlC3/8GyzDh7AA+evzC1cO2vSZOQ2qUQNze6J1/ugHCTZ8mJ2xkO2GeZpClmJAmFHabSPBj0rNLbRoXap9CXvLRnqybrmAbsjqHIDhC5x/C240gN9sx3UQK0jIZxnEpCl6LF7AYLjLEWvCUsHyLcodTxTKdF9Js1Q6wMrG3sRPsgDjAmsRksgWL2LIo0uuVg4Pwf+HxwHW40toYDSkA0ZKXlRlrxhbxLg7Uf21DMoHtcGw1lZAzIk0BG3lQr+EAXsMeSVe2s9gGjOoMwtAs9cRQaQsqnZ527cL/RXbi8MzXJezP8vAUJZ77yJ5ahfcNLBx4MXu1u/9nwek7JPDXWX8aViz4MnccdFSZtHpwj/s8hX5Smq1RLPMtvV4rZwCTUHkF/ZsXp1fIkMj2ssc78HLGJJ2K28p6wpRbXpSAuOc088MQWaSfweC9FF6OanXJ32L2AEGdyvOWKOZgHyB2qiGVrWyBQYS/rmTD6gVzlPRmFRFnncNT7r29b3Okvc9mPSjpjjvwt015EuQ5FAquE8wNFlhJUB6pxMQ/3n0mtZGQTM7SJ8WxeQGSfGzFpCdIt44yG2gX6cndJ+py8HvAsDRFCNc8ahX6PIjma10aAf6phBHI80DRB2WU+B1o5Wrn1oo4s/bsOCaU16krwsXaYsVLCV40zGUUvWo4sADq5nr492krUn9VkmEFtqArsJEgdMcwq/8wrqU9twJSxesJXBbIbAbN7Z17DxWv50DzMsFff7gX3gwgEeNH+R0vccZhXLgfoMJ1ADxQeQP9unKSBHFgO5WSZ7yzAIiA2xqXGCc8omcrVXpO4qSlwa/Fmt8YbdxEXrudYCHBAia8hjBdarcxdwuO7EzAzuEniAYCBTaFS3awehmE6JcWwHSpd+vK+Bq8AmTEYgd2GywTZ25HOpZTIMMj64F+e+y5wASwI868v84YAwulpzKgL47IbifbfqvsqyuFXQO2jACGhEJQPVBqhozB2hfY6pYHYGqTskd5J2pD+soFowgrrsNXYSXnBWSp87M+X8DS6o8rmAkJK07DPH3/P9KOvldg28GfUh3OsYH1iOHyqen1eVOgknMg/gylMf31fGlIkLADykaw1LfgFmuNCGMjgsMAa6/uxvxUyHa62Vp6wg9Qm008ZvgRUk/EQY6nycWSgNTqec7IRhtfZz+CxX8mT73ox8thMtEffXf54MoOCnjuCanNNVlgD65edVT56gLD89yIerZ0v41Y6Y00a/gaZGwwWTCZW7Gds7CPwYrEUUgrkzGcwpEyXPAYTg4iwngwyeyIRvoHIFBK8fJ1lTJuyE5VFzu5ZTJzvzDSL+B7orZXDJjQ9/C2/V77S8fqZJDa/RxswSN4PicailxQ4tlATlvqJb9YO8eSgQefo4Ls0EfqxBIs6YxAWXUSWTdLTRMkCZo1cMcCdbe2DeJAaqxOeM7gffrj7jHxcWJombyGMmNWrp6mF72rllrmVIfBFa62k5Ag6KfRoM/moc6wAzYfQelA3OLwj+GAXUfCbGTWMe0lmJvvSPgQB7m6UJZ+K4C5vkoQevFJpTzkW/cTShE8+4i2OZCAhmU9cgHcfnkGd8cUz4j745g8OnwGMUCEsZYXc/LmEf22SmOVzbBp9M6n/uWKQmObxO83AN/Lqc5bEne5OeIVnHe7D4kcv2/GOMJ/0UvoWW0HiqP4AkzCc+rxVaDolFrfkorqhCrzunDkGQLrKQIbBy9s5sga3ocgQfqiipZdgCHgV1PvhoyQzGC3OfenvoNi5stwwUCekydRvrGU8+XHBpzmRYlf+57vt/z3cqBgaFVfdm0aVvmpsVZGhRMEYp1B4M8+O7YVJNz1pDhVwpnH1L9f1+UT8vWWp61TmTaG3bupLM31YetThg2G4jLiNneYt0QBun+od5na04/fM4rz9Mz5eLtl7Y49SMS3+xZDkWSAznIstx/9eO0dO3OThYRCB17cfew2Ke5KQiOYaf+itgPKTI4J3apCZviVGYREAwkp7hJzUMW3ye2zYOjsXYlvTuTcT3dmPh9kFE/Ta0dMjHEZAfS4AmwFuCkG7MrKajOnRUJ+VBkCRGYe90Qdb4L1RoxbU8LBXOKN4Q918gsY4nicYPcsVo/oRcMLQT4WfgHvSPIMfwPYMedO2QdRPq6CS0Yivatf91/YTWwirLZQ6rQGWxql6uWgbC4kgmVj8bwv8TmMgav1UB101AFdA+9LVL1b+jsEZrkN+511Owy8q9cSKRefrFFbFKLz+jmfOFL+A1oB6w4z+C2TJy6TVYlCxY4TVNdQLBQ6LY+nNRlmuWMFDyyd6/1rAEok6p33p97oXb3WgoxnsMPkUwhzAkdhonkMkzmrEDok4jvfWTA4FIK07VK2HoQ5rj5kl54Sj36awtW8Tgb/nS4MJPyX/td+t8QmSMLACCtAI7EPXzG7GLFyKeIj3QOzsstONnQPSTxhD0yL2U2SfTh7+jo8SSrbtX5tE86ue+KcgyPJwGH/12hCcCjIe7D5X9NJ3a89bEH9OtucmUsHwjRjzwi8Pd8zUUy8tGt/iVimx85RqKqK+eet/6MqaMIbD8XlIucWyjXFzd71dgiyoz/Rfvbr8w/LXNIqMT+jAFQ2gItfI/w8BGpZ1bQ84HQs2C28w6U7DSDQGIrZS7uAjQF/nb44cZGKQBBgptfDplv3mpXmewWWlq2fsMI/e8EjKTqEfKEvXxZ+UguHkI1bsMs/CHida9d62AXRT4Y0QPs8DZZBPCOlNKzWVZMzTW3w26/0B1x6xk1xy/JeoV+giGF8y2G/WaNWmgV4/H9wRZXMxdQfwaUuWyLvCLz4vMY5UtjAU0zm0mhGCyitj28pGMtE41F7mkYvbzh5q22SIpNdiqdWtXUOgD2IhAJWntyu4RIB7M3i7Xkzk4t1TZ3sdc8yKDCNk2TZXZf6TbcCx9lKylQ+5KkFH+hfvQKS4J5zJMEGjJftEdAsOwmB1MK/yvkVferJDMrHRvARspS2t7SFio5RuUQHVoLI0RSlaV/45BnA7SEwTsARa593HuGSRijxgc0GeEEB/QR7yA520Mam3+L6/dRtwsVCoYXMOTS6F+BohVRgg5UB4bJW7CYFxtexfwxgEwzKmLjHvCDKyfRlotsnrBQkqA2fxRiuNhFkn8CofNp8R2pjEJl0D+YeCupHzaIvOxLbHSiOBY0ycj+33eivUDtpdkTzG/C5UoNQKzKFBDUJ/qQ0Yvulw9cdx6I2FYTgZGHHUP3eNNWz/2xRtBiwB7mM6+YTBVaT+71sYm0quUTkI+SIcfEjlbez5/0Pz3KPyh2sJ+yO52pRmW/GJfpmF+yiYWdntmLluimNDm9yMcEOMs3ri2t7nsL2GUG0PHVndZiC49MTeKyOg5OP8QIs5bac78cRPGh9tpW+9OCCLP3Cj7cPTPPukfKjCFA6JBptt/wNzCjt4xU8BL784pnIfEkZU4/PMcR3TnLFDFjlG9kd5K2zoSmXVagPdmJT4PMGBB6vn8q9SKCSg3QhUEf2/HTCFvb7qwrmbKmYBOsKyhw387OK6FIIKxmJzuKd82HTzV69WsLjOt6YqPa0zZUtN451DtSvSbke+U9O1akDYx2vWrbvwGfu2OQg0tVpLuDZ4Q3FiHKORqk5IErS+9rePQSW6gGmw7qgPfOzPBwkWvtdzirVVvlRaKLSeB7TtJr3l5jI7lWQdGnEywbqoWMh7l1cGroLe3YH1T6/HnioTfdg6VICdjge6nRJQM0tca0BHPGC3sM/IyymDTYY0Lnv7OEquexb/TxHTMrjJhJQmAaXEbbJ6LWZI4HKFHHx8RTOZuFxiV29CZHhdYT5lTPDw6TVWljaGZ4hrLnyC+QK+/GYfJHSqfbcJgqeAxbjFjyIaYXkZb8U0JaIYr0EBIAgQZNWulW/IKh0IRht9DPoNR/pCAt4HyK37+k1844IJV6hhl8Tv+BlDdfQQ8wxqQn6WRjzwmt38HpF8Gqvr2rMWye+sYa1YWiyBKSa78aCDrREm9qxkEkoFgSO3gkjAc3rfzGy48CdeW74paNZ1bmPnE+7NR1/i1gkwcaWAfmWZKMFvU3lVir8PSk/homj4u7MmhTLc22DSsYSIOaM/tJwBakKfFquuSBvc55E6DFUT8QNCnwCI9ZAXQ3Id+zM0jrze/mjgxovDRHvwtWJOqZ9ObdRkJ3WYfABp7kbC2CqtnxNCfVttFmou7tbG7zT5yXjMcXnW8N5niilTYB3VPqwd8LjuBYjrl7qso7gUNhUsurroWZBrh4BLYiv/NZTt+rEIkSsONtSwJjpwPTcydj5KzHDkt7ODF2vntb+xeBpGMQ5d5iLOi7BwY9ISMZf956SOpk32R1HS9gLDU5kEPL+uYytNrkQMHTyRKACgWu2/GPxxWvAl7ZDZ8H7lvh4gCK1mVtwsGEVQj7uBALqu2qp3uKdiq/CX6aHmwnF/Ocx7NuwoqR5y3UZh9jlNdzBekXrwUsIIHi+zZnEqw1kW4+vKYhEK1EX2Hst35v6zaRYXUlA+QgsVYyeXUEHCjVQ1MLT2Z3WDRSxSUAWgyVKBX3AqGfTc+OPjXZxp7yj4y+pjaaJMXiI+iR3Z2wEvn+6lP6bKoZbiCE+jJr+ys7DqQ02KqoLEX7mbcKM8Qapt2GcUU2zEJ/vi7NLZmLe3DfizzGaz9SH0TddPaCVWFj2Yt9oDQiPWlI4b0ID0IDBsmhR1EB+QicWx/jGBgGe/xuxRDaMXaOmsXdp5EmJOtfdz/v4snJ0/2j2KrC1kHCM3HXCFfZitlnzfD6kJ8Vm4OhDZE9FkryxQaIjWKr1WBuly9/K7YUuaiu8BmeXoIrPIU008lTInzCO6tcgjtIHAYLgj2Ha90mpHiMwPjxeUbmHFH1C+PEO1O4q7pisyYG0uBDYDsTVEQHNgAifN92DFwkc2ePfEsi6KIwcrUIr4CG81CYg61dZYvEtlxdUTxXJE1b5iaqs81eo+KBrnDLUDxmKnWGQ6yv6yAs7qgABME9hd+q+I9wrOYqKhne8nhTI+yhtNLr8qPwExqMb4o7G/MFn4WUu12jnVWCqNSlP+s/UZzRCMdQdO/zujs3ZblWdWVagFq9aBgBbp5YDzrA+Aa1nUT0/SNzmkFy5iRG2CZ1kEleSHGgUSKs+2vWlaf7LLN50d81IynnhtSetPQ6rYkyCTTwuJV7/xlazzlRdd7tTLop1dnzjTrEbdpf/KQxpj8AOkr+x/RVyf79z2yI6ISHO49zKLfe1Yr1h3yj5gqU8qfhhETOaAlSuHqCfUIy4BN7bA+dMKTPXS7sNmgcDSBJkrE+SZiWB+DhAf+faY15BiLmbC2Q9Pc1ftKPO1Mdl15j+M/7oFoARDmha52MI3NJ1NcIDMSsh1iS/cXi9TrZFHly/24HsphumaBouUV6usHrIBOcieYQMUHxkCT6ez5ZhKAGE9MlvvE6yA7m/sbdmtNPJIK125/mobY8b71Vqi+Zx64+1+SQ2K6xW3khnI29yupmlialYVr9QPOYuYQUgoGr/3sCLB3vYxIzF9jAW8GptECtL0j6/DKUZwZl7YRyL4aZjJ6OyV6fxuGUPJfQ7tZKbHHKmE9ZriG38lG4ovDTIOAJt1+5iSfopTPFAMPy5Ifd/MNwRtQBA6xDf48zHN8mCa1122iDGbl/egYwFqBxjtZYJh0KgaJyjO4k4nWYUwxeFSDpHtmUxmwX+Kls07NHIp3KxG5fVdkN/pcKFBOVj/A3qUF6PgtjzAj5brb3ikG/8mXW73R8V0hlZDALOyRdcb6s813aqPtZ+AV/+/l3xX1zYItqs6YuYKMk4J5KUvQ/1a7X8CBVESGPO2o0NDQcgJlj70kYJRasBU7CLeWatm9NFHVeAePU3rNqmBbsmH0HNkL9ee30ZyrU5YuB7MY+cQGiyvTahe31irFiwlLnw4b10RwYuWAH4BDlhUawUIqraRpo9AA9/BC8AtF5IirXZXoOXTz7T66bH5/ti+Xs7yp5RJV1LTVMAirnza50g24kMrqQAy4M0Xonnmkv2hc19SAMXWLRoB5/q+ary3M9pwfhMa/csiC0W1PwcQn1GqnIKUKHjAPTLazfFSccnAbEACXV071cocywQWJyuPkC6H9NteM1ZpvVXDjC/NlZei7zNX7laMxujvt71ENZTPQkjYZM0vGXgDwAulRZbwwtwy/j/9pEh+q/ebJHl+RZQ5wqSgkL+IV5f68Xgr3VqyuRUwWM/MjooSIKwq1+Oi7KWBQcwf0LQZ3/bk4IF2AjxpQRxU9QO0Ned2HT7Z/zCwIrwYowbUqaebsCHsvayVxCwlB52KqzuwP66ErtMb3zMrTXXP8cExbwoNx62fGxKbEpgG3f42wrVla1L9QNRnhloLudt64qQ2rIcCwrgy5+vS+K0C5+wcX99lxrS/5rWbbbeMr4WgB3xca3jCIsMFvOBRsMvsO3Pz5EAQ8kmlz3CzG3pDFkoc49KHce04s5yELXkjIh1AMdLxviX1YlJvq3rBC97eBbuR51Eo5ZeBgiJR7ra3uDpMkntkQO7wcDGmX9N10Y4ncARx3jeZFHClx2dYhVeAaV8ZosjAeT6C+AQ55ByfibBmhn/jAsU1Qbe504GpspUO+dCKC+ktBs+nObU5J6L4yrpiY1E8SAKiByko1qo20Yzv0ocMOtjZ4tPOxDJaQhyC/+Lt9PO35dAnqJKiTPKtpjPbCscyv14YLaO0YLymgRWLIWf6tcqPNMeIinGRccWTFr5HYduwD6AISApS7AhO6B7aUGElg50oaiuU90xRvp5jqrP8L+kHSJUBT0r7yNYZ9GRG5B0cLF/n56eUB63F6wiWLEnhk/lv9L3wDxBXVu7W+GdfuD8BlC/1Rls97pNbI6QzVl3YX/fTHMXumovtWNLH2aGZ+AdwHeGBdjvxIsWGNz2vmwLwuGR6xdUm3nneEA2c20BZHMGaRqO7B98gZf1moBs/cOhsOleA+6pdpEj6XDfCry8WxYuWBnONE/lflYCFdj1awdQDApnTbxC1SHgLf3xnxCOEFg834nTLdp7pfZsVOP1hZaiFgwuurTboS9meVNgW5Wiy6yQFypu/MtVKbDY3XQB8y2ALPr04Qor+YaHRxDSXPSjO8NCI4mSPKuzx9dOLqw8xF0p5lkAPzEZVVPYbs3rzyWu68PTi4k80DjqCECYrNwnlm5lzODWsv95Jo0FAM8csXmrHLOuhEcB5emR5JUxIW/KpTvcOXvswfjAf5unXjwBbmR/qyXtltLj/fBJFgG5xOaGtKd2RZM+2R268rBLb0fCknOmkHKO8BmHQx2vJmi8QRxwAzIRUfQu9Kq8+mNOCCxKGx3AYT3GwXipxpYrs7LMWNQxpZ6m8EG1czt56UbP0zmMHPY41Jvt7w9iFVx8vYDNctopqF6ytLp/c/2xD0uyT42j/i3EZT19zQsoZufquFaAkAIqDsAZIXV4mUEL98Ejrpl6ExfXHeJrg9uvc2NBvlV8P+0/L8/qB0hYAZ8npeYm8C06Nk+kZXWU2roCmTVMpmXWZwZ+6ie8CzjjK7xL3qpDPZR5WAGYeVYAEpIJ3p6FO7tS8kflUJuCDuSa7vdNB4F6+0nSeuD9ZlCZUJMSgyyPMhiR4jmFi4V8kv6ZfUmbhvNn/o8O4ugzC69HTA3AKaxzR5F76h2OdL/2uGOWozUYU8Awi0OYmgkHjfFs4m1O4i47+KNwxUBMJzLAzitIKchKIKBUNISrFm4Ch134z3Nw4Ew8U6iZWzC98P54ifcqqmU+m28dHrMC274tkZ0bigwrK2bIxItkFEqjWrLRHnMEaLuUcp1ZScKsC4AIfMxm5eaUgaGPEW14ICmtHxAr9aoAl+qFOipqpyLPXaEsjPmwCnYgVsbladuyOhQz5JcMVmfoJGW848tyAaMQZlV+fo8xKVM7sdcEeeguieVVTck1a9dDSdIY0Rp0xG4/Htz3f/vPvf3U8/2Bqjjzg6OsflcdZdE421P+ssxQTozSrDa8qLR8MTqbvM2lVfzYZsS/bvZBQaLePTGwM6h2f43jZW4Dj6BCjqzhOKWz3EvRfLQh+nT4iVuxA9/AtvSGe/7EEGkKUZk1nV/f9SqkFch5NagN+UtgZ9FIwV/xALAv83kFJ/uUWyckmQ8Y6nX9ynE0B+aLE0Dpgp/y21ea9ur7acnY8iBBLmw5sIwve/hLBYMkSRCkuTyuyrery50AP5ZAGilO4LLSSpEfr+yMGASmyMmUXp75DwZ9gjzYR6GBc01kdrYFg/qAX1gXTxPSbR4hRHD6eO9ztRul3PIC0vpi/YDLyvUsUxIAbQNLBfZuhXCsQ5+4auk3rLQVV/C5pDbhBv1kmMY4DpNEvbzkiwPtCoemjJL+mMOxhXJ9Yt/dmhZkkdPaKbUhbBtmYUJ2hxaKr1J/xccbRhI+0RxlGzYolQjgw1wIm86Al7ZCIbYDwzIOKf5AwU3oaamNDAObDr4cYFusqkfrr4JDMbadqDPpW/VX4YicwZblQsuNBj26t8hPlwue9xfuKbiKVT1NnqsT6Rdz7s0lt3wwQoIDA+F0DLTYdifrfosR/MrN9I1NuDaeDQW7C1T5SCl46vdIhxm5tvaZJnPKF6ho9MI4KDg/H32sbVGPY3q9Fipl/boXCEzCmvPNGAxrJ811JwtzdepcFabCYgNRsw1DtOplMMTxKdaDiBC3U/yKXYSA7+yUR+3OvVPp3xYJOeYxqzeeKa+3EuixnuEB//ljxJK/H/WqexwyWpdrRcqd1iIQNSFlBjQnsW6hxMwx3ki2evajuLFHvXqMD2o3XBURBCyCFwe7ZlyPlAtjq9LiOiUEFqoXATg7v5SQ9xosvZoM7FszS6GIAzflqyNwS4Esqn0zy2UPRInfFgmgX2dvWs+YfaUdYoCUmxRF0rbYlzok8h1w0kXUQQjEk+L5T3dx0368xq98Tf3g6wj44LOm7lYVZMvjsw87poT1Y0/jMLTNDdgH/6KKSD1wm2K77AEek7ofrmFcgbCUSf/2Fwtv4U4RNdZBXSFDCqDa2RScwx18Xod3KslpAtO65eWPtcGRgRrO01VDEEBwUU193NtsuzoPAegFEg4cFsA34AYbi7/8xbuTRcuZLPXrPNILDQpr+3Pj3POHB1tfX4lFv5RmveaVerE17xngmAvsCIgEhMeUpVT2+rOGt3VuaSzNoTQ+D+NCVCEUPFljbsf+YY6dImQEQmajfTrH34ohfJ7qyDHrBIoafrzgoUxIo8uUJo8aZY91nmRX0jqYrkBadz1WT2onvqjfgVxH7hE58hlSWMdwYqcMnJ5OEGl3UyoydSCcLAD9WQ6y3EFVdZCCZpBJ8rxZ1tpqPrEYAZlCpEHpPHI7BnwE2/QMZc21ANbCEsRAe5k/p77ezhVPt7ZcaZZbBb8GWAPcrDhK2MsteAvckiLzCtuzWvhd81nC74TfM4HryofXdFXm6sp6+dau7FM9E0LcXB8AKypykXy97X7gGvhZYat9a7KgjK3ymhq2e4Cfg9Qz5fZ/LjuQCzlFLzygrsxN2j/SOJP0kG6QdG+6jyhpMUUN3LBugb5ZiwbYKu6InWOYoVJwHoGhlKe9QSBNuelVz+MxjOWlpaRsOcMjKALTI1qglLV1lLty+E9iu3LVOAnO1WV42x2wkvUpNPnHjMve/OpuiZugkMYlgSPpbq/8+JODHAfZ1/fye9RzbCIpPzGX6hW0UDtBrlScvdwjBdYAp7Kx/N6mm7If6sFSoMBh9JoKGQu4I6B7w92uHqVpfbAo/Nz58jEuADet2F/FPQbNW6NLHkeuMFrMrb+Nn5JhVLsnhHtiJjOMQwOavtZvNyh4jkvtJ27oGdAWPx/AxQLvhvAM5Q0Ak17HZLPh+WZrxe9TulGD6Lgb0zME+BAOqcz7K8RY7Z2kgpMLFJhMQ+yubMq2vWP3OGsEagaG42itBrWWX4Ll222LnFQyXp3ZeiHdF96TtbxEGzYZNi5OPDe1ddcnyAMtHiDewpM2LrxAuTCrsdu4fxGHSF5eISWqnb6dHxvVrK9Z6oN6ZZlst/6l57UuqLxlqVWLbSAZEkCDVOAzQfQY3YnlSCFAWwaGhbLzKZ4OYU4FlSaIVbGZJiYud6tR+JjA2E4+lMyXDjIGzKtSuARXryfWu28RyUAP8S5MuTerzCdYD6pb6e7rERPHVqq4UGvoQzur1I/WvVOeJRA37jovL8/alWm28Soar8BP1VsDkKO11wmFPIx4oh6MOF5NoKSWEA4BDbK1Iip+c0yqXXmEaBPUSVjAUFJYbMujFkxFcIDXT7otn68Ftf3I1ztm0S3OECTv4mB5ZpIxSufuIayxeXvjtMVTUkN6acObWOxteYagqQ0faR1UGPUkAJ2E3+uR6mIzBHQkWrLirmDsuSCi1/gZQIvi2a1/uBpB5pfWc0P9ytq2u9hPE4DQ4MFFv8E73Enx6GcBGSFIOMBSXs3yym7AyzOvyFxnd55nys/EMKBoIf37+LI/tDyPAckjhKW3IfQvrjIEBPd97JfZ0eRRR7X0UFJwm+pIDo4yMkIfxiKdFJnfXczCJtrq534jk+9BaoDf5LxZwRpvh7QDq2W4vlPH9eBCqtNJcjFccLIHKpo1lh/5KI5zLowBqaaSd2AmILLu/Ob9zihevxdXDJiSv7VgxjvahCVETkG+tjFqNaja2jDFxOGn/ZspX7dRbfd5LMstO3JV8rB4qxD+/e0ODGidBr+WgsbSpHiwW7yC9CjXxm1oiviJ1yOsBgqcDgrHTRYCaIUImijIFTf1+jxYx/9SzbRlCZk0uQDlNhfVF4lqR6ppq3TPASn9PilZlL1EXu/MuimfD+VcD7r0RJGNu82xCDDEHKop1OgJamgd30TSj+eidRF/AKCZEF7H2qBYM/BHgcRAIGxhi5sVDDK8Pi7fh90Ue0yF2NFketltpOJqn5eQiroJccf4z+G1jSQITF5XNF9gPQEevBF1PgNm2xkc0OJbhlcF3j56f3FJ8/roRoJO9hf3/za/qvihUNciTmDHGgW8gsKNmiGiVV71WwHw1Wk9GcTVOo2tk2loISOKNgf7NX27FItqD+w89jnCh9YZaOrnLZZJLKlAIEX7REQwYNLrIOVQHylMXdsnWJv4NAYyGDDUNyJ+iXOxATXwFzuxQbqQHn6b/+jUUjZqC85J5qMMejBQpnhtWYjHAev/KUG4+njIIysWYMYFMArud4NtLxbxw9zFbWQ3u/BA2PiZ5PMS+rkLoGsFfAJwAXLbZv0D7ObGC1Fs4o9csThZA4UO1uBK0cSP4PmSPnOovuGQB+zIx8KHtdSjZ+vVcG80iLwpJgPEFdAMotn56m0L6MfY74zNfj0oj08uBcZ/z6S5eYMMHFTYxiWP3QyswJSDwiQ5ApORjxBMYPZM2XH3TF773qLEhvM92NNN5i43vJEh/pSyC7dpu5a9SmzezPVsxdpSwYCxF39MPtGV8ToKavcT2G0pifq/gVoIKYECYxW5g1UEJ1qinbNr6rcZGEMqJ4iYh45zTFy0zTI9TiGKpx+drc2/WUCUPxD+BFsAQB4JYWhuUppIoUg4x+BDySH3x3dqEQu9Mi/sdr424pu4mqAIfpeafpBAnNxur/LEUqYatG3XW0A+tUFvWM8N3UEy0FRoujLDvgURvb1ZcSE8RxB3nwgFPDanoKYC1UVyetUIQVnfq3hpWBESQSApROzdct+MdkMh9/GZab2Jy8thSOHEAzfghvHaIVWUro+mgpDMAldW1NuOGArXvwtpPeZXK9ga4/oNKm6ZC7rMIRQuxdAI+NilU/3B9B/k9O2NhD1Pk/zlftu/toNYB/QL5TYvsfs2v+FxzZKBrWb0Gy0DsWDuThaTfaFKxCsRY+FTqJNLlYdyAevxqlDWR9DV2Pq/n0EIIC2U7RbMF8W+8N/jIT2QAFIBa6DL5GeiQqNOftjRYMu4xUA9EQO3i4TwnOWpcjBY29w+NKhojtybvzTjPkDa6yUW9hQSV/nY7U4oDvjn7bJu/9rh5MTdH0AHUYe62Vk6sIIBdE5QGyD2+JmxaO/XHMbmu5f07PIt3cUcWkDxIbUXCLl0RGC+rVHK6SxT5sIuPSi2zZRe5/ekRjwAaZGjmJ+k4IsBl6xVfwYHE4b2uYActrA45wI8ADjgrqHNx7CKWas3n/MOoN+lrbRkOJ7KZVYDGGHG+HG1fSiUpeENCmNai1m39XrN0pw0GFpb9rCROoXU/Ux8WuttPLyXB62JyflODl9t7XaSh+Pq3v7pOqNv34yy91Cmnq8IATezfwep16EehA7cs1m9ndgVI8634eyg9NmmxxG8sAGd4GOKI3gsEyNfQVBWptlrZxW+A0czt94mEFbbiQp6NgGaAn45KJRfeSeRvIoUMxSnnPD9lp5WK8NTGXe7gIVOEIX3fcqB3QegEiSE7t1vx5Pavvj/DOk2kXHPehRhQ4BLgoUEj/R9b+TCjkjPvRD4wQjHSFjauCbEFx/aTkhY0+4CCeUoeHFgUtRcYu0wM6HYhbCghTz585ZS8ENg4VO4SNLReQyM/bdvX5fjUUF5UJG1Ui3U49s+EzC85ufYlhvTA6Cnqz9sZAbem8Zhf8cc4+54Rdw8F0iUeKAi4aaV8zqkrNf+2o/lm7l0DJ373omhqs1wEM90IYV0ETnRAq2rlS29JCA2A1Q47DEUx5FdwNGVSyxGmPqkM4wPcSgeATNhyCR/JFJAoqv2Fsw5r2OOvslhxeT7QbOfBDWmu/v6MpBBF4nfCSOu6bwmZ97ao78vGhimPigO1FdhKwclf97c+vgIdUSp3GEfVbvaPc/Zabwg0IFrcyVg+C2eL5AN6vO0ta8RgEllgLjUkOLpDaOAqg8riJ/b+9LWoTgg0gXSfdybw7G2VeoAVljGN2ik9MZG4C+9v5qkcYfBal5UXg4kjRwnqMVyO5n2vAa2VcX5krskBCQ0YdeHddDuIsvSYDNtLrjwXe0HHoAXPwAw/8E2HGqWd3zrgLDb2ODLwTMat7h19AwFfq9k2CLZkB37GMfplTWaB9powYcDFu0Wln2bpCPM0JZBRWPiDQVJAFwhGllIBl4ASuM0c7kKsF/q339eHLs5Bv1TYLcRdH/9y5vL4g10mW6GM2uumRezCFDcdAagxfcZwBuEzfIvUUdtRhEHE9JwLe9DI+HvNqsAM3YbR6gGD0baFjAHwkeeu8j0pnHNwMu0ydNSLN7dyfsrUGC9xA0p6E5tbsEWg+mDjM2zLL/drYGfRl8iUbmItZf36RELVWg3lFWHAZ3AT4dJCcAQDPYTtOj6b9d0jbAds+C8LVeInrEcJzW2fvDqtd2AF16xNjl0MxRzM0+zJPoDxCWzHWBOZInnaXXHbghCXOtT4i5FhVeG7o0ShIVmX8RmPGcO6s7OjEotxJvywYm1AzWNsZOAoPugvLk/Jyj6dAZ9b/X/NvHXgMoOPjJpTzTSh6sE/3P0KrNJZK2+nwGs7sh82oHjtw8nCejS87O6pukJx51o62GXIs92r0WTnieW2Aed00w8FSUOoCupmHZdQrenDzEfJF87g99I/LYQ/i3+RZeee1CXwKlY0//pKNS7tzr1fLh1ERyJfBEOsiru06NWaacNCnZ1lu1iceVVrTSUERE88Zfzz8kEfkmA6sxHDmbojzfC1KfwiwB1qJ3zT73DPARv80gZUvLL0gg70t0zWGawGaSgYObPAiqvAPcG8nMS8++zVZOII3+womGjtfmFjWLhnkcxnZ+tVYzCm/f0fxmITc+e7tXp4LC8Ve9FHfq+8t6fr24BYixQH2hv/fTGhvVDFIOLgaJWlq6LwQCPdM36Av6FHduwAwXsVsxh/1ZPEiMdAQMAPIJVvdX9c+h7IGEebW2S43FYl4G3tTOs1nxdd6dY2n3hfVoVCRk9Ix+oWFb+c8kreRDRucv1DBhtflJkyGDC5F5N27IqE2I2pw9gOSVFoc4biItNlLDla7nN7J9bNsYGOO1TOn7Mup0hrW8gGeuz2lA7hH8GozBsfkCMYQFv33VA+4z2yY8RFKUhE4/5k2gV9h/3IvZH9UUWpCeF/0biRK6hwed4YQXthP/9VFR+8TJjiLb/3lCVIFNvsVMdis1WFJYMj86m7UFxEVqTBKuHNpl1z7FZZONCiHdjarAvi+lCupH8Fij8HDFv29p1vHZOxCBnPG6QuOHxT4d0c2rnYcm1Ra2K328TxThZWng9lC/3oFb+/+NX1OYwIaSmD8Z42qrMoZBHmpvazlQJGZjjRwyfO6MC/v2sVthogAr7ON3VubOHyLdShQhlsZwgVxcoKzgbLaS87WO9Wd7TS6D/RuzI7fmJhck8IIs/yXV2Y23d5kF3Q+kJ48+gdZyM0d8hZOuFQK8+mJIp0gpMnZsONPTZT/w/mAotAQvL5J6tX9OOvKXuOLPX4vMezO9KvX65dkg3HPLkzIBKe8ZJi7m++C1Ys8GItADpjwsYnzBZpFu1xB2KkO6hHM7LBxZMuImZffgdKpJh7L25lOljtrNTOR7CaUueA6sfv/19C57mEViPl6ZR6BVAmH1eJ+Dfpk5C9mELC9MzRsjpf90F4YA9MufT2yoaacqvYa0uWs0KjDOiGMiYHfzuymD5HmORMp6WPFk785LoKUReRK53EVDqcxMPy4LFxbMJiGei2bLZQVF0JBhiSP9nk+QtwARBs3raArjPiFnWAt4VC3kJwjgOIqAvc4t/oxZK+w0O5zHg8GveQdn5EOTzDsg7uKaRORUMic3O1BofWL3ilCdCBE/13uO+6QQUZK/rN3SKwduuD3etWziEa3rPSZDwtsGXUJyw79yZT/Vhkk26Q+FTDGpfNkXMFPzE8YEzAgsXA/OHktvtXL7kwg+QFBGIiaypX9UzWqDyfdZ/ulyRyeuXj+O3HTrIawPOPLuzuOLMNZ/qlPMEgZSm2nW8MHrgfh2tcH+fKJuZKmOxH57GUxwhhUSuZ/0+JGHIvGWxXmqwBr+o2LyLflItldngtuwONtTzFLCThyMHjwZ2rD643dWmiSfZ0r5cAGpKQuanhFUed1NwXRAPgvKxFatYjtdNvYyfESxKt1+DSEB5SbU+XMgkaYsD+JT7jwoKHkO/rbX99dkCkzJ5ISGRlowO9s+HRQHHt0tnU1eAsclYu7wNhe6FiVxIKGSPvTiEj/y0F4XABvuOgpHdoZVHL9LFyF8ncOEjmAVc51cPpQPU6GMDOnjaZPHCJkYJP4jxLiYBfpQDp2Z+QFd+Ckytscm3sdvLzeewxWInGsjcOY+E8ovv/kUDpOFBggEAs+75N31/kyGl7MMqgLdV6EAloxrSTX2yFiLB68/d/Rsss03tQsadSW3tDTg7fAPcJ9VYVD/edsDl7am/hGWlPDm5rXPjhxVcsvwYA9rg47rgP9oFmS9zgAJ6UPV5YAkqae7//6rOtMtx5MzOtufLjDUjdVd3dS2ZTIIkltgRYMpf1Ppx0hxbXkZLt1RdXbmRAIgl9giw5P/nFz2asV19uk4WM08SjOXe5wIRb6QKBNV47f1VAcTpAbAy1IpNYG2WLcfEv0fmdbstGLnWDYJ3LxkdHKRXHpTWjb6K4q+BY3pqvYomk/V2XU1zMN1iG36lprnWpEsY0uT999Ffae2bYXL8E6qI+SCoNmgyC6NFLPUa32a2ry5GMbugcQ+TFYyxCl43KIq8ydmVMpBiDH7A5Mz/CmboDAo1rV3MYux1UKQBrd3LnJRc1qZu4f3cWraUqVtaDkUctL2Hj1+9s2LAEmY3WxQyHzn5qdit9uSIbi7bELbgxihx4Ic6Dw4UzIIxKhDK6d7oa3zcHRFGc10vVl5TfcXKNg3wGqbup4WJcqs+3w4nFBn8Cj9eTCJ+PTh6klpGu0SqWwDb9SjqYkpLXdblfFjrrJu0RCJPliYJ023Eo/tS8niAi6Nn14jJ/dbPZOVDkMambvPGJ38+XhFOSyrl1IMcjd5BjJMWPs7duoxaYTB5nD6Dn4w78cTkL5ktQMuhndjOpLcVuBhASiQ3CajszNiSmilBo8vj8qjZK3mcGqHLOA8FOFrSb187XPPvZH4GQ8Mknyc/80mww42DrEsaxADyLnVEmvFhikvsx8jVrZcAuZPIckBeCE4U/Dewtc5MuceRmSVRfa1a3qyVAmvOwOvGIzR3Y8okJQMnsk0m9bqvRwRiv1F4fI1Yo9x3cqAOdKhS7nCx9Ok2QdbauZBdSTOhBNOjM7hcj5ffg4PQjtV+jrUfb6XEwePKgcWBcircEwhrtdsBE8AvdHhpMChisxJ3AeBZpkZekuGzFMcUm8zccrPIkD6B74D51/SgPD4YWhdOlIIucpSygxG8yA4mG3iRacMQ6NhIi6OJvJYL79EESQrkxaYrwetuK3ckZIFQsaufF2js+4wF99eHAr5fB8k4qgbpT88fMe/um9jQ87p17SLGAtdmJ1c9FJWkSZca8mgd5dFWyWr1BdE/ruVpjqWzcl4LK0BOqdVIafLKDQVYTo8ive5UEx9wFj12a7NAXPAGt7kZfxeZV1bUxTgUoL3KOPRaJt2ve+ei4dfaeM8wg3yljuaQ0SnMScB3NkyeNxZAgx6ily5aTkqsqS7G3OV5KK3r4GLHpBDIqSuitry+sDP0dWKaVuthKpMrTTWezIjE1k00RA4TwpCN5Ljwaj3uuED+CrA1Xq+NUY3G9o+uvz/cePxLsANoGxLWgyI4RLip8GZdWu8J4qbWzSLXdWtlgmHC/swDA/bu6yEPa30DCpB0LBIMCXltJejEp8BgAmRcFjuTuzZBXOVTzQftk5Wt3LHlDz459nKflIxgiA6ou/rPBRJVXNdDWNOiw+Kd6x+ePm5zBxxwrNwirhyugiqbCaUGoEZSosXzdWV5lQ6bCADi5kL5iT1IVDMOI9GHsER8dKzp/xcNjAat1/UCB04ggTp2hoYvG0AxME8MLIepr/SnftK/uUUe/0UoFMCRWIPEgEKQiH1GgdeofdmlA7QNr8M1BwFbEnBCk2LyYjAo17EZozSUIDK3JjV1DeZD7mvr37xvgrtudcJIRNdw+b9danTkRQOicBuSLIEK4ZOmS9qlKb6gRqgA2Ilmfxgn/SOgdmrW41jSJcdTCb6YIA37M2+LsB1IPIKspehjecdmejfW6+E8ZoVB8lPtLgXanwr3wCpw7u/AuGF0Sfc7ERIrADZzb5+ddCGCSxQygCwxDVQD2ofzKRw3y49FlNd1mweQduK/RMDYS7bWWIjemWrWo0un+09i8QEBj9BmgT7vKIP528DocdUyRZgrVKiqA1ayE3jK6Lr7a60lMRvQuUF+Jo3S3QSisj4TZw3oBeQJZtAChItNOJwrniBSmsyC6BaalXGyCQT+r2NVKXvMnVw36VnkF8TZl6i2ttTsSRoIh9dCO6kv5cUldoGhgSAB4bxkVSgqOYz7H8V2u9lppne4OHkLyopEiPm7DeYvWKtuY25JOOMpDUcNFFB+NyawyjRMvgQcrhJj5Yo1xVDtfpShcKWt2D5Lra5JxpnvnA7+OWigt+Dr9aZTgInheTMHNr11kaH679JPlYGBUgE0etCnIs0xKjBWUZAZBvfCOXA7jdky8xe2C687f6smkdTX0In4VhKMwHbGnnIunskkqdQn3DInr26qWWFiM9vcMc8r9dESsfzLugNAwPVUcjmYdlgXFpIAM87MqaQ7qfcBAdziJnzGYzW5rShhPPQq49cC+AmQTwjESy1LGQs9taqiGsVI6TOBBo4853itKuAGHfjfuzJ5NgzvCRXMXIxZQwurUxXCugAEgVXX9y7mskYkQXq3ggSw5o8LF7vYqMW6ZZrrRdDrMhOO9+OnMZnPbqq+dNbVgQLCLKjTvEkHJjiuj2yXV46xUAZ5rjsLLuqGmAzMf8jRasSXUH6F8Al09CP2HVPNaGGUuBwg2akVLwgIHCTGQ+qnqG738TXXlTskHn9nVbiQZCINHmYIQ+N8C28pPwLPuU/KskC6YUsxs+tZdcFNDEXSF5DLK7DX6NrHt+ERKLjVYKdbEHlXUoTsWloE9IvsBuijVFfgSfnW94McnALnt0IAt43XKe5sfGJKp5tySpOfhmSBa+I2SodqI7JC9yCNZ8cqIf11v8NOsOk+U3MbheuuoL9WrOcwM/GZWfBxHnTd7ZUP9+fgTZgSSP8MV7VjoYD5xY6O8kcENH+ZGUt0tw/YK5kXNAvOhaPhxJDuQQd8ztXvB15xIXK5C6zW9RBL0VDsPkoTztB6lX9q14Psg9wdk+CHa73oNPTAVMUAZC8/i8Z41si4sTvgB2hbePvjB8AO7YXTGqmLtflULhrdo+ZSOhMYu4ZtVdMRpH09I2BZVH1MG4X2uTQk7nm7lRSnywOMSAByI9aDcLEOYSqN/2DGYhkOX1rqIHoJeRW1y2tsnQWmuIeBGi1WLy504h3wYVNNA1/CXI2JgLk6Fg4JH0S1tKBPbYNArBqE2iK9h/coIxWh2S7r8Q31Z4jOwLYLGRavXaL8MxW+mXU+jhIaLrwHhwcrWNanDT5CuMHX+yNmWQs2yRmgcV3vbscRF3+Vv5V+mSBeOeD1v7YDNDH47nqoEH8oDuAGdfgwuKgHwBpAxKel98vt2NLdnWcn0TvOwnrx1OW3c3AaJl7C4h0YcC5qgZeukXdLOJe+WOWPoF4pFrNUv0xKismwqRV9IL8Nwoe9420koWT1WtdwXS/0qYGJ4yl3pQy3y3XGFjtkwCF844HvCd6nfJLM8DwUMNQ/UDbHP9cal3Jd3MD7vPnsDpFgbxtEYsA55D/n6SArNvGyYBA8P5P2veIglh4pMfoPkPWhn0Op6VSTqNAlZ2ty8NbX/EzJqOWTBmkQ6/IXEG2/8Of1mWdhXEFpA9f/eCiQzn7AUtlydykDV4z8kHPy+wkS9n8xQWJayitZXY1ftLIbUBrSrVt67b2KDsclpZnBSEPHap9/5nUf3F6A03W2gFz4w7SzZzc5x+1akBDb6KYNCJhQcRLD/MbzsG5gl3jsglJ8PQaYreV0mUXuezU6pk0D/Ysgp5g78xcin093Q0IGNMET0j4dfM5HBMT7mHxS61qLN3nglVE/Gg0DqID4t82yGIQ+0yEd0Mwvd5iN4DHNxLGH5OsA5gWNoOQz3QfA2NgKUqkFQxh8S4kDWTrxINo3MR01ztFN8EnEgGrEbEquXHe/uGOrU85eqyE30pd+XR0NDF78flJMXo7y8OidZQVOrrIMJuo+tNPRQX6/TsFgFwf4LNBnRLhRxrQ+PCqjwJOcYtWkiRl1GEviO582WiScPDWn+ogAQB7GRBnMjgqsBe1x6Zq6IJQ0MLVLH+v80iVTHeORTXUVFeC+DO5m1/MFYyIgyFtbfR3lJIm1iYTjJ+U31cBBRqiaIesJuJp8UiV0M8tKIXxFx7iujHF7I+GfXMmZuc9DP0PaOqrigJ45hxH+nMhnItIIYWRRSV1TCmnz8XbxhV7inVpGsDuHr7bfXa4AIunlE5rGdztQk51fC4ENdvYmJ57pcL4sRqdql1JUb6+Lgcm4C/5p3Y6J0rQgl2Jv5iKc6DJ70DLDbhLKh7idUnubhVzP82QGgWrtso5qXW0s5oJSllnLH52EVnwey/V0nerT/OFPfyxP09eXsiMwZIPPZyX3tUEGrLMeWMkEcYNgA7qno3u73utSpekvXgeFWJaj4owOpLp80Jo8a4Mv3lT8m6pIMJrPr9HAiqzEzBQZtDAFNC6GYV340V32fj4UfS5m9gdLKaSgOaLyc98hiM9zfcjZEWJC1VuY9CZToLyErfXwevATYUnZFy0ZnaEIv8bDTA8jQg/yHFzhrNYvjOWKdz+CzzeXFuzUhEyjd5oYyltb12x38O55nMW84x83d7WvXdGzL9vfjnzcjeFxEnwtMs/riekGzcbVm62SB7x1+wNM0gFzgiEGXRg/2W9sC8qjCZrFAXQc+YMyyiKRmJv7qvmFC8AqTor+qCpcXQeimYTQY2ZJST0XbhzT7uMwOFnu3W4YHQd/28kp92p9/tUhtt/cjcdhnn054JMbCzYT15F9yXIHfG1CcH6wiDAYF5l1yr+qp+2CAnO2eLblxWcXbkbgAiKQT3dTUF8CxWHsc89hbMacHiA5v6TS9Z1JrOc3t4wDkScmjCLEnwLNJwf4v+5jUVbhnRO3+SGWTi3vdCT76F/pWukywuf7vfgzS4Tv/YCbBBo+P0RofWK0CmLKX7wb9dwuFiSkYc/ltJZ0MhcF6OumS4y4tMoV4shHK27XpQtnTbPZoEIgLJxJilSYTF0nx7vMF5s/fQOeJ8nJnDzOUBXnA+UaPJJdfvDwmfWu0XSzHhlLfnEoSionNKvHhgK8V8av69mmTN25raNb2qO+XM9+0brYYlnm6KwtXusUmBkkRfV7UtczKN0eucvcMjtqQ6qiCUsSVQ+tdNgVzGVGD4f1ofTw2nsIudW6Sza/W8+PmjsFn4f2HwZZ6MGXTnPjxBaAbk8qawjA+37C12i9y+laJ4ByiLsG4oXr3Y7hWh7IYS2jb0/Gb2otOOTOxHgMnDlHtm3m3wRAMMZbboSCBD6kFmBspFtGwY6hnSd+lxxWMJzpPEIz927YQ+vXZT7OwNxKV4BZ5XoKGKl9wHveF8r4YdcX65J2YP6qFqjVhQducmyaaf4DOaivNGPihcw/s55Vk8EeMpDLXcdGLjL4nRZPgyMvJDKIUxsS7Z7dXW5YpcDXD0ivGGlOXZgIPzDJNASWzHloTNbY654Y+PjkrllL5kfF6FhFYnaQTXZsh4Y/jl6XPJp2Cx6qi3J0gbggFq7VzLYXnbnANOTZEjStwmIz/7xQKbVnmyLNDRgKmi6dHvFEif3031z1cKlLX5YWrEczlXviaoAqPo7qXXnKsvzqvRGI3YJ1sbEIdgOT8gQUD4hZHYGdUk/BFS/UeEg1Ach95Jd56Chf9uTWG4i2pkBDtR8Y0RCD6LPbWSXayoxd3DmOSM0ptn0Vogcyb6RLNXgw4qIsAQkWhAlkD5jnWLmB3dYBkrQhv4xgSsUGrA9myLh3Mxtmhrd1zq81UmvR1PUByAg8tZPe1LehmNGN5PtzgZ9zTM2IMTa7jxgHPnz4Ar6GoKHt3FQl947UENlB/p2RuDMyp5NxwU4Jo9H0zE1ZwQJ+PbtBgdPzHa9i9UgnCU4jLRoRUaoiqZa8kxVfACqSqaWE5D+qAWQPgiJYIp0wOji7Xx+lr6VK3VOhhjm6ivWQBJ7Vi7ac+NvSu5eeYa4wjOXnoVREt+qbkRcw4yFQfbeeL23WhxEf60n4DNqIpldI5IA7jEGjYOdGntZb5asaa0Wo7hFE12qvyCdde1qEsylYgejzwMV+CWbdOacd3i44XsaEicFsd8GBmjOrvnAo7+9KgzpOR8M6E9ZTXQct80UGtAiiS3lAYX5FQ4Vqf8A9cmSfJo5SybLCAVxNww/uhMCiaRu5N9btDkQXR8gXkEMoJtti+Z+kqJx/5bdINGlpIZbh9VgS5nA2zEOGBUb43cAPIfEJ85D1Kp5Hd6ghCJMweptf83fF0Hn+IOiNj1sbe1BaM7frbjJBTkK15ZnuLf6TRxMMqvl1y56CqUC8fetQ6+OYJ+YNvkW6I/RWA8XzHYKoXc0gYJoXyGPWHULmndJ2P3apBugqhhnxKt0FfWJTp98zNwC7ArSU62YXrOZC7FF9Qf7cGVeRvr9gSDmMMi35usno2VfFYyxBhfjY0WytGqjWdXQGDOmtAluj7XCpdpCRNAcQHEU2MDqdSmxKyXbZgTjfk0rSJnh7Ihj0Va1rNG4ha8j1caotBgvuMKn4euLKXkbw6srFiyL4mcnWiYSIANZJBt12Oybnf2RVHgMx/Q8sdDDD1iGnptiX81hDgDVuoL7KUJ/tB7HIgVSe7ZKw7rWlZr4Ox/XRlb+6uFetkhD6uVOO0zzx0UAk6op6etBzacQQijc1OEwyIh1CZYtYv3Hsv8MoU9NEdqwTFGYZ6r+p2TiDgrlRjXRcD3ia1jNNPw53kddWWXqr2p0r/B0iky/YJBTumddvypOHWXtx0adnfuDjEzVTq9kOInSiJA0v5wtSueYCddFplE82DWibcrWddDYo+OuG4x2aTkp9bR036sSR5J4Rzpie3cns0SRhamJsIaA0qQOcnUPY35b7zinmJaSOt+B23u48pi+Qp5zI48jELLu2c1+NMNbMzpUVkdoZK73aV7dkvQmAlo6ubuoKhKzhDaPVO31plVp23KHb3I5lC99hYz2E9QllUXBgutm13N3P8HFH6u/1UYvKfkikhHbzPk5gJ4oakufqkOg8Q1zjqKAjCO00Uop3bT4oVtj9tUxgnTlLuoZJwfKhmMnFoJEeecvURwb6D4nUrJVHBUwfdhzOcnb1jOpUkNwJuHCrDtVQAiwM+MkDaIx0xw/ZBnMOAdGOfz9YMR7mgC0L3h30Ujvhy4BfRKlZTH2B+Z8D0okKNYRh5DUq9HP2rjoadJIQYjXrrYiVPFxp7RwwgWWCVfeO552Tall8ijtQXqY6nJCOpaSin83RZU6h7yz3gIKOsl3lWkBsCIV0EQzStv5yGP+4bp2g7KRhvoqTKuGzBhgKt9h+QR298Khn/OD8JlQc3ArHAVlorm9EVzeap075Dov9rVApD4tze7cPe7Ue78LnYWQYgoW151fPJi9p+kIIWz8bk9tBWltsnbcQ2/eB4HxiS/wKLpxMfKQvmGO0LlkAM66Pe85QttbU9LJ0sYTAsa72enCKLtUO8znAD0H3pHj4PMRP5LhuhNb29M/qPfRKuus5QIyqXI5tpqVh8qDKwZ2imtZy45hddhmdiFXVP5gBZIZ89QHyej6X4JS3rEOVoE9YdMOgL47/k+nEwg4MOq3yPCb2+UBmWwqu6mrXp3CNIKAVY+lqAe5IJVz+AIlkZfHQZlHoO7eG+cIuTSyAzrgW+2CWkLOfyj1Gz0kLowlY0Y0UppEE32X5Y7FRzFQwck7zwHWZZIfBA8S+ng3BB0TmxB4HI3oSiGRL6gkE9bW+ah47pFEUqqCBMI8dE7QOh3WBGIGfhzhdX4zPRS/dfBvSaDq1Zy4VIiYIFKQfRjLiV9E/VABA6yECPI4Q3HEoqvVs79nE5wqUIfAwMNs9sX3LsAllpsI485Gvjzdug3+TFXio3TNld86UkPCwuhktxnNRmOkrYj2G/DqK9Y4RTGjt0CcAE0fm6q4cdPvBOPYuMBg3MCIARYOUbhr92Uln0/NctWzaa09zuqYmiivfF88qrw8Fyym5nOoXunWYuwZ3DGRvPThq5N0tdcxVQ5G/fdI10kPB2XoiH2eG2Cey7qtWhbl7qjRMXo/r2OOiU/aggbYcgwzIyuWU1vXcrESAKUcu8swv62FkoI+z6HgTNIPpjDOPys2sfioey2gGwAkSIyAAtUOQMMshNbH/UTfAhststDyOOTkpBgBQTejGFWkrAY1Sc8+UMqSgkDacnvu6DR26yGXiesyLu/O6OptW43qsEgZgKtApUjAO9AMztL474gqj9SwYcZgclmxM5aBA+OzefVOsS5/1wqSX/tPzZKH/DB9P/KncVQ+8JA2IL65HT0v/Xicj7R2dBLqdv1A7jYMsiBsPSI1M2zLmWPR2A2Q4uEY0EKCY2L9yt2Eg0NEBcOzlTCOT6ufJLUN++MtPTxHQU50x1Q9uY20tW54DguegIC8TAw5Omap3/tXAxxdAkHfTgNDTesO4UM/9qsEXiU2CULgelvcfAC5ENXo/EXfJkraHr+0kjMMH2j8EWdnMD+690gILCEAwL3C13nt1A+B/6nKASxeQA9VZTxzs2jgGX1XeGbc5zRkj6m4eAHYRfAAQMQsBcwIxh6s7c/LsXNkOd2QKHzNSGT6XMOV2b8nQak8AYT554EYsCrId3ytPyhnl6axcV52RovQBUz1rEEG/E3TdljvDXGudz7oz1oIOZaz4rGYFzfxSglLrIqMj/OIdDE7Iff8M9vQcBCZ3efPkQOVBxsJGGIt70C0YYM2B5oj6AplNcHeQ4i1n3JcsdnbXK3FG59nzHW2YyYF5mRaFf+uDI+uyO2bBepgfIUU4hwCHQFcahXAMZoCUFjbAsQgIXcecgBQz9QyoASOGytfkFgz3goALlOmYQfoRvC0+mMnoYB8tx/zQ01oaXQoJaiEAkhlVBwgjoQIJeUYwQvuPECoBfr6OpdV0PbYq+mgG9C8Gh5vcOhpB06AjaRmG+jKxOL+BxkEs92j8DQZRtfw8IBrXpxDkQJALmweYdpYQ7i4DIHXhbisVQZMAdA6gNGtwGBBnZxTN3WEkwIUOj3bmn0BRte9nWVLmnc2cYamho0Cx8vvD+wfTXjA3NfTkFH5EL/ApYP6HZCffLtBlabSDNUEw8TMj2AbCuiAFqL38py3XVbMv8lAx1TI/BLDl+OPo9KQVt8l4ZNxvxTizcqBmPSX4YhJV38XijDHTX1an720B+cxlr9dTpIXSP5XUKsjAFjKlPFq35Ia9TxBB0eqMIaHLkzMHerEvgMFRGXc5k0X9gpjvTZ/YlloO2Pp3XGPDt+u6y7C0Q57vDX6JegoXD+nQG7D4DRUWl6T9S36EqGDHhMY7ZWDu5iXBYywPz/YtG0y2aIXXG9+PILDODbgcEoyaO89RiZQoLAUL2Y1RYTq5pMos0Ay08pnbcE7q/DOc4jBtqSm8jRGcH/4N7muGxst9T+2TXTfUE+QHCRkBT0q3xZ1VFH2piuL0Xcd6z1C3ZwNFc1B1vgkEsgnHuYL8RPdheMT0TFquKSrUPEyClK0rLqabLjkBPxwMjED2zUeZnZhTN8T9A03y+YuDkrdsLgA/icLeS0iBOTqsBfLX8pFGHp0JB83W+3gZ9tkFgugTKU8zIC5mLmcQu88ncncXjIaJkKVqZPNLsVtu+Nnax1RYcJZDDum9fR7NsKt0fYEobtppErU3jRJL7ftg7noLufD3rTWm4aQRct3h1ppF8+CYqiMYy2t7IfVa6/V9DiFUh37aUPZfdd7amRXrYa1VWhBB5J6vpcIslf4cklDoEERL19pXVEQr+nuGpKfdAN3k1rvkZsfwevrW4FsIThAJ8kQIvKCsyemcUjahdVu0GgSh2R97GWZSzFFtfcRM4J/fzcijjQ87yOruk2Dwc8LD5ONms5YC4sbduVxQUiaKKl5QVZSghPTvYMb2WnB9O76n1xwlZaTnunAzIo2/AyMCL3kZRyYjirczhJbw8r2Z6E1A+A0fVJiq2WZhcNtGecgd0mB1e9O68knUAhUwENVs8pxUs6CIWItmHnc+OQpZ4m6OSNyozEP/zr7ykBH3rM159yKhO2m1wC90NUL5jMG5DmgoO4QQ4fkFhBpnts5vxLwbFMBNfIRM3tNgIRVsPjI68gNdMi/u3EssQZb4XT4raI+YFUgArPEkltyFTyqbzGCm3ovWHyC4u7OgDj3+2ZIWcksZEQwlFyBnvDgMYanQ7y8VMqe5NtMryNWdblCVjQJzdAuo9R5cYC2JHliYa02K95HZ5wvPIZYCbVj+O1avB44FZN8J1JiR5rubImMuthQQP+9rlFMKIjfvea0VddWNw8ldwNJunsJpHfsd8kxNN58wQxXTZp4q7NOgR8GnfPh9cG5Jv88MKDvIFAVlDcngbYtcRXE7PtCttUAMOPBiZOx8Y6bMQ2f4PY0CYsNvuGET0+EwOoIv88Jh9rP+tny1eQF0fguRcQBH5hvjRkgnbF+iHrxgPVWGBSr3azEc5fazPd9aBrPVt3doYZSta1kMnREI408nStWqIzm7yweirVFzPXEJaQOxeOsM9G8pXht80r4ACQCMx1UuKaJEjMNjGScd3LM1j2cHaKo+IJYGGO7CfUKthv7RrMMGm1qM+xY3hROy9Ji4mKYtYe4Z2RgEmnKM5WAjrQqemPYsoOinC+EwmH/WY8iZyhlO9Rn0ryGvcFkVFqKN9kmT0+XCIvcY8zMdtgzloE3OO/aqbsW6l8MX64mx/I6Eqn8hEwDwuhypBIa6GEApAWPBuN1o7NPA3W+IKSasdtcQ3Frj7XNDYaQPES4I8uhgkcxhwHQukT903KtDeWdOSFedmN+px3XF0rxHXMwMRkYuwMcRXLlKjrcW+ZF9zpEjBrjQF+zsIptLiOPDMjmqZsYqjVxmkB2bde/Ch2sacCJGuJ+psRbC2TJXCXTn7XChYP+nWsxzebXZesDHmxoi1BxgWihCejxLHFg6OxEkmiqJKBOSJVUAgM9FUxoYMXp8SOD8aymHUhzpUirSUWcrL2hF2boyUnT/idytC/kkgbCWA9s/ffQWd5zfiCM6Rwf+WLW6PAN+RjLJ9eDELJTf67U07ACBFfn50wgZQ+duk9mZsr0dGlbPRFN1swdOKJ0Oxuj1dMG616gmJVwA7skLvOPB6gqGYG2hMX0xglNfQlu8UXOhPedMoPUcWfZS4FPbQuPIMC3PBD3StWTXSaYUxZRuvB3U3nxB+dTrdn3a7g7r+qLxh0CAuKI2o2DgzRWl+bncqkpXua+BzTQudAome8A4g0FNcSFLDSBfuEsN2XacnrHN86evVTEqOuZjRXgFGnFL8RmN4/JMzdwZLOyZgFddmLPC82wtkAK0zYkIMO1MREDjExC6qoxPOUZM5QcTXvrnDf5+XTe59l514LsXSJJrEdRnms/PyX1e64oPZ6N4a0p+2bxzdIT+YgegYG70f+SsYOjtSzGHonyw7ENSWVmcnWJcsbhuP6/XmywTuUBi0hBPnF26qvEBKPWHyXeOh5hth8ohmoko8nOCMZlX++hBiVWOjdd1CP4Hx1LYgkJMuwHVePJ3uBYlhuEA1BdZF5gbDVBAqvR6AFXQMbIvITKWRXV9pCMKLVOHgaw7iBv/kj1xbizxbKq/gWQRSkSh+6kTufatxaYcBL/VwLLS+FfAATlEP0eeOzQRgtBp/IXtdR574kGYmXZrzSyAWrM8YaV4xcj7cVJPSUE3QgBC674znpfld5fZnwSbyg/cPZSabtmY7/ecEWIWOVHG+SYXbjsuiu8X9sEhj3Mf4rpnTyvTXxyvBXTmLSTTItF/dCTs1/JFbQ2OKco4XzMz7bNC8ca5vFRKaF4u1pNQOx5vRLAO0vxkhUFjCZHm3UVBwtF3HQ4qMl1nZcWYSMuag39AxNTFF2+sCMXyhxsFk3kgJ8at+W7aMfYiRqpZCbF2HviTsIiUJRoTxmrJnyF34IRS0KblPFOTZ9TAkIS0zIwXIhP9gZm1UFcgtc+e1QX3u2B4CeL1Z4ev2G07gBFKB5gafcjXW+y8eLN3r/juNSDcV9QdHK7b54d8zn0zAqlKfo/8igr9RwnvBR2A2S2YrKuX8adjRUZVDz9T/v3bUw2zb0Jcm+2nMepeaU3ZoX571rRQ7M8VastHq3OmvuDT40UBHN1tCGlHvV8rcgC/4fHr3FNiCLIYZOKyL1R54vxXv/r2229/9e2vfvXTFz99+e2/vva3f//q/3np315Z//rbCzczzJfhuRigKzdjC/G/xAjYGcKh4eM4MFb2gGvUT5A7vij36gxYVKGqzZnP/7Rz337767/95l9/+29//v2rX/3631/49f/3E3/7NvzfxeDoCcAFeg0mCjQKG2oO1pKfWbWfnr1aKzFC8hTRFGtp2k+aKDfWlfY440b933f4f/7/9b/++fbbn/7615f+7b9f//sV/vQzF5x/bHW7QS/b6VN2MGdsunZ+HM8a4LhAP9+/TO/QkE+D2eFxt90cnn8YqhxNp2H4VKjNruGH9bjtZbMuMJLDQhstt/WVhuKI/EYWgHrsCSdWrMdeq5oeQpK9a6xIhmHZ4CV2o/tafWWCXYKsF+YkpCOpLh2tl+TZUZxYE+u42C6ksO4j5c4yoHuaUriW99AOMFgbziL6bJoqPrgFF9Zzd13YNiVcyUUgAGNRSCpOjY7Nub7CVFMmDvVwm77vJUjibHOB2VgGtrzC0V/J0vjrFaBSuGbAXtasKQrIHxlYnRla0iTC2SJVWJ8POlLmu3ShcV0WRAO/et78yEcfg2qWp7WC9QT8vB7oEUTAg4zNHaKOpyZc2Sw/0TLKumkM+/6uinLyGsLfpibfrVum6+U450AHg05uWWoJs/vq1S6sC1zGQ/39pgFYvzRNybfrHpAeRwcwmJrr52hG99k292CewdZGpjpWBTjV7JUEzBFprSKVFgjr5holdsBi0tYDr5MwoiENva+B7xYCElv5eH1Ya4gP4jN3x6OHaxeYSGptSPEyATYo6NXjmNy5/pjAXg7keZH4HqQ7uHWnOzvW0EwQJ4U+egk8USyfAxIeXg01NFPdh12suwWsRvO0HB9FEmGVIdYv16ZZCztVSc4S3L4BS8qEGdY7q43R69XRueCltv8HiILhng=="};
