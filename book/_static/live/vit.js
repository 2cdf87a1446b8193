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

    function show(pixels, result) {
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

})("e9517ce6a5d1");
(window.attnvizLiveWeights = window.attnvizLiveWeights || {})["vit"] = {"format":1,"name":"vit","checksum":"f17f8230","meta":"{\"model\":\"vit\",\"config\":{\"image_size\":8,\"patch_size\":2,\"in_channels\":1,\"num_classes\":10,\"d_model\":64,\"num_heads\":4,\"num_layers\":2,\"mlp_dim\":128,\"dropout\":0.1},\"tensors\":[{\"name\":\"class_token\",\"shape\":[1,1,64],\"offset\":0},{\"name\":\"patch_embedding.projection.weight\",\"shape\":[64,1,2,2],\"offset\":64},{\"name\":\"patch_embedding.projection.bias\",\"shape\":[64],\"offset\":320},{\"name\":\"positions.P\",\"shape\":[17,64],\"offset\":384},{\"name\":\"blocks.0.attention.W_q.weight\",\"shape\":[64,64],\"offset\":1472},{\"name\":\"blocks.0.attention.W_q.bias\",\"shape\":[64],\"offset\":5568},{\"name\":\"blocks.0.attention.W_k.weight\",\"shape\":[64,64],\"offset\":5632},{\"name\":\"blocks.0.attention.W_k.bias\",\"shape\":[64],\"offset\":9728},{\"name\":\"blocks.0.attention.W_v.weight\",\"shape\":[64,64],\"offset\":9792},{\"name\":\"blocks.0.attention.W_v.bias\",\"shape\":[64],\"offset\":13888},{\"name\":\"blocks.0.attention.W_o.weight\",\"shape\":[64,64],\"offset\":13952},{\"name\":\"blocks.0.attention.W_o.bias\",\"shape\":[64],\"offset\":18048},{\"name\":\"blocks.0.ffn.dense1.weight\",\"shape\":[128,64],\"offset\":18112},{\"name\":\"blocks.0.ffn.dense1.bias\",\"shape\":[128],\"offset\":26304},{\"name\":\"blocks.0.ffn.dense2.weight\",\"shape\":[64,128],\"offset\":26432},{\"name\":\"blocks.0.ffn.dense2.bias\",\"shape\":[64],\"offset\":34624},{\"name\":\"blocks.0.residual1.norm.weight\",\"shape\":[64],\"offset\":34688},{\"name\":\"blocks.0.residual1.norm.bias\",\"shape\":[64],\"offset\":34752},{\"name\":\"blocks.0.residual2.norm.weight\",\"shape\":[64],\"offset\":34816},{\"name\":\"blocks.0.residual2.norm.bias\",\"shape\":[64],\"offset\":34880},{\"name\":\"blocks.1.attention.W_q.weight\",\"shape\":[64,64],\"offset\":34944},{\"name\":\"blocks.1.attention.W_q.bias\",\"shape\":[64],\"offset\":39040},{\"name\":\"blocks.1.attention.W_k.weight\",\"shape\":[64,64],\"offset\":39104},{\"name\":\"blocks.1.attention.W_k.bias\",\"shape\":[64],\"offset\":43200},{\"name\":\"blocks.1.attention.W_v.weight\",\"shape\":[64,64],\"offset\":43264},{\"name\":\"blocks.1.attention.W_v.bias\",\"shape\":[64],\"offset\":47360},{\"name\":\"blocks.1.attention.W_o.weight\",\"shape\":[64,64],\"offset\":47424},{\"name\":\"blocks.1.attention.W_o.bias\",\"shape\":[64],\"offset\":51520},{\"name\":\"blocks.1.ffn.dense1.weight\",\"shape\":[128,64],\"offset\":51584},{\"name\":\"blocks.1.ffn.dense1.bias\",\"shape\":[128],\"offset\":59776},{\"name\":\"blocks.1.ffn.dense2.weight\",\"shape\":[64,128],\"offset\":59904},{\"name\":\"blocks.1.ffn.dense2.bias\",\"shape\":[64],\"offset\":68096},{\"name\":\"blocks.1.residual1.norm.weight\",\"shape\":[64],\"offset\":68160},{\"name\":\"blocks.1.residual1.norm.bias\",\"shape\":[64],\"offset\":68224},{\"name\":\"blocks.1.residual2.norm.weight\",\"shape\":[64],\"offset\":68288},{\"name\":\"blocks.1.residual2.norm.bias\",\"shape\":[64],\"offset\":68352},{\"name\":\"norm.weight\",\"shape\":[64],\"offset\":68416},{\"name\":\"norm.bias\",\"shape\":[64],\"offset\":68480},{\"name\":\"head.weight\",\"shape\":[10,64],\"offset\":68544},{\"name\":\"head.bias\",\"shape\":[10],\"offset\":69184}],\"aliases\":{},\"mean\":0.3054834306240082,\"std\":0.37610994425363625,\"scale\":16.0}","data":"eNoABUD6vxvEuU1lFkLLSQ3cjKwpwHsEsSWlCzkMotp9Pd4sAvBPjNTzO/Oc5BCtS3zIYguyrx2WJfMt/Oizsqluz3zYF8aCKHYx3v0gW81uD/L0LcA1hJkKU7mpDqKINhvdrOoIFYt4dIbNeQWXHFNZc02XXRIaH30cvP1IVm/v+mcVzX+YponfiT787fzzPKyi1ICV7X2khq4507GbkywqIwH7bTunyPmrvaI1WeCvOCxd5cped8x9+HO0AcEf45XvwdJOmWsKVDYWu7CiyJFsCX7fjyuPAdoBAKFA3PtKSuW2phrYmim6e1+drTh/FTsZpTjKIWUosu61qRyfLyqZ7Ob4ES8PMip9I5bPen+URWzYP/PiKxXE/6jYM65u4kEPdLz3KhGXM4sQgKzqQuiGp/yumCr3LwVEPoR9Rs059yBwitqpnJlQQgMhk/Vs3Usi+WhVXGycyd8UDSzxllPqUrcZiQwplXd5CDpIYlhkef44Iu8RIXe89ccqdpl3z8dPmRBfOEwFkz/ubMpzALV3f72+wtH+LtyBZ8Mnn6z61RtPnZSVY0h1fuMrBAga/tAhyrY4uzNOstr760U7SV2po/WzV+QAifCew6udsmbACQqnoIM8Ng/qCggGojaqyU4S4fszlXyyEi4cmZs2+WJghyHX9T4p+46BDoCxtuQqkc9QnhRb8CcihOZPE7jfCc1ByBhyycl7nC4TBX6kK4vrDzUWX2neiEYWjv421aguM6MQ2jkmQej7ojmRCujyEq36CP+r2NR/Kf9uCpL4Wyloz5xkUIejDKGlVIyfmialF4tuZ90QNxstEPJb1l+w31FFqWc1wC5jzYa+DNdgJIDNb+px5aQ0RlAA73GQMxqOU5g++eq63pjKGD+vhcK4Eox24mISKS07KnIZp7gyv0ZLaIF7WXULjObgliWjNM4ITB6a/M4msj3RpJ+9Zk3AAo3QAT3HaeineiU7yEJMGC6ss76GrXgKK9qJkg2Y5S3TgBgO+EUEs0ikA9ldgm+rZx+hgaVx9yhCZJ1KX8tpRRvXUzq+lrzzzntyM19VVNyyJacIZUvG1KFBfCkTs2Bbnd8nbuQcvv4qek2RhF24e1LDnMnQTCrtO699m8bN/B+e5ZJRH/LztxLZs4EHidqv/BvBg4WjwFT0h3i8wH+57wjRn6bITsCy4Po4+Qh3M0umrWBVA/eaM6Myds0nvPyAjVcNNlWE2zrUHyUAOZRdETQm38xg6dsg38+tw2huxn+sM4eDjD/mgApXzycPrIMVHTsmn1Pp5uG7XP7NgIo9QRFvcbuGEsr186p92pABPBaoOZ0NQWIvO7oqNKxX75L6hcsXdaAWswUgCWklrxDnq1pdQ9/L8BtrWLqMa4PQT5s6ejIDh+sMEoScAwM9aL5J9n/ZiwH23lGUjMGYDi7ncfok/T4bi1CkvJZWL0TW9xOUZkOVGZ8+ULuxwPvl5gBKUZF4q2gEc419MYtAJaoYzGeX/AL7pfK40qfT+89MlWWKWlYQnO0QFbHiChE+Y5Z2OE7gj81pufEp5bEvULXtQD/CgEyW7oSuBHYkiZHjVlHwk9RfAO+mhtGMdyBqb6QR8DvgJOHgnTeJjjHzTdDt5Z7pR0ZcPrSkrK+pAMWFUzmKyW4Gg5ZNNBEwYCRaI3jN6UPROYOhQhMUqZpEKQgdLo82vNpYU+n6SkqTbrH0AFZmBZpGoZn2F5+mfjpjUXTdaK2FOgDXiRO63ih19PmWOA91jcEHJ+PgIEGAuQztBHgywuXdJjcLPShrC3LM6n5ROkesJwCFWq7YBp195DG9Ye6brXvxBbsPWyEAI+XXhJvZujIFl3S1VPksqQFTiTTG9yBEJtw0GZE+3HuKd/OJ3w3Ywftaa47RV6glDCZ9Q8V5UfyXfL4f1oZxJw6QcEp+QL10jJsZ9O0Bh1a7NTCWnA5AyOqpR1SHkN6x+CcY0aU/Omb2VW/FVlDfG31iNdAx+nyFcgfCVPa0GPmRzj5OTh2NfBS/qFEKWJimh+QnJzHkR/o2T3sCTi41Kkxk3GyPNK5yWah4cw9PQFL0GIm+eCbTjIM9wevLntYNEC+ZFCUWt0XKcWieMtZqUs6Xa9CdxBR64wfo+cIz0tlkHJftbfx9bAU4+Q10BWZpcbL5IT6YHMOUmCqzy4ZLnG5JgTJONNLoJEFA48Mu6U2DqW7xPw548iHIp0T4At2+AURjX7vav2B9fLg19H8ITZ68ikNk8CSyBK/k+vVG6IMmuWOCsHT/YutiiVz23R9QTigtBwxtCAX8KVD6EqQiLlbn4Y+UWGZCWSsMJL1iIoDzBN/kY6OoY4k/YrZB62etmXRewaE6Ew3eNg0kjpXeuFtdFARz+xkgcHoRLI+t2Tmb5bS+uubkBL+4M2dpdzVDa9INf+QcKfn9Zzx9BM3nrMc7NtlvDAUBU0VZ6xYrpkGhTdc1en35m15Kk6g4vHrDj7+VCWwyXaUDrX0rFxl6K3TAgV23XUbRAGGBCMjNkw0s5gi4RKlWssz3JB5n+D2b090X6wkHlbwkYEoD8wuGloX/13MToMqgq7sX23JxLug1tJwo2QEzAhsjGgCLI/CzKD889s0iSkFrlFpWnGLpQsEvCcQe0blixhJxldTgw2h0E+TCATa5OjGttl2koVvz8wAzDkO9QjcYN2N87I+gadauGBpGYUzN9SFNkyD/thS2nhrdyoeV6VaSU1v9AOeOEFyKmYMklSccFW51zRV9Vn2C9cvxANp4nigTtbkKKRsCI1RtCwfgIR7TEPE3Z9V0GusnVD+5ZJ3A+VSqohp+ly+JCZO7JvUcDLcjUoBXfzkVR7zW+7j57nPlHsSUGjtRgLBLbQv91JwbvOEXTG5p6f28u0VAh08O9L4ej/uVCjaLDPCoUxFpSTuEjURmV/m2Ni1jgboJ7Q8i+IfCoF2pWjDO6IOgJXg7enD6FWxqcvfTjptzn67HqU2NReZ08y82mRduaxYE9JqbQdbXTQ7IRZqeP3C3/G6DBz7RujPbdb9YNsfA+jh2e6YQqDMhV9iBh8XsHu+Ib1xKDz0egi4sgnAMNcGiM2WPBffAHfNryvGAumHrZ5hh2KA2Eqg4J+5J9t7dEjdS5sBKaYsMzMaaouCV/qZ0kWccIT2qcyNGvEUsa30t6RQs+3aSzzsJNa4yUDJAZRqv08QLooLzWvOdek5bI9tSwy8aFRFR+0KW3vZIdaswCEWxa3FEvGhxVKB9Bk5fo+ZocRuTFIRK11ZflIpR5imzebqreOWSeUIw9GwdvmvbMR/5594SGBHGpUIYuxWoBuZB4P16vVNWPs0Wjw9VFjssPck28qFkfkosIYAIuqZq2nBAu7OvXj876zwG3seDFGtTY4BJVV3MjGNY22biOecY1xTFm0GE67zLcia+QhAsfEJlhGt6rZL8ucZxtBvXOHhE5VPypsxXH9IEuYKwiPNPGf/KPmT2DnCO2+E//vHbIdq3sg6f37GHhYSm6yMfGkYSSaJTYVRo58MZkVE7VnFxAUtyOl2AYioMGUVqOfwGdZRAwLhZO69xApE0/g33kmD4b+1L3pG5663cxZj3U4SQ27DWGm4In2O+oXzuczFG4JEi1zAPN94gB4Xs8OHzEqTikYMeqgc2AwIoYLa+J1cZwUOgbvU84cWv3LhkqfE9rOwRlG4LFbN2kfVWb2JlIbTg393SEgDOUzZ8pBp3LsOJ4DblBVmWLDlHuC5CC1kSHXjv59OFZ/NmeCR5q0sSuBxhKoMrXdHSTB+nOz/kBSvBP6IBZaVAPDqxAAxwAo+L10Xrf5la1XpVRMK+GkqtXtS+n/CmXOijBzt16PI9WL8L2RHR6uXIZ7aA/s5MQNQ0k33/t5+KVXSlMH7ptziZNqQBFppVdU9Yqg+o7Z1akL4GTzf47XmwF/5jLxQ7IcOxutnlRiM+DZR9AVTqUjwDOYfi7I3xoP7YJh4tINXIEfKu7BJzLbM64WMetfixo1IRXzTbVvTz2za+sLpb8NH+6FxdQBqtkgNXgTKlzU5eUYrh7g6JB1zEOyLUxcZgnFgnuwsMygsEdTh/XI43Ab4WfcbK0aNnYkZkdA4NliibCUjX8EfywIUj4YXH5UqkLBx+MYdnK6MrQKz8tZ5o4tB1AzbcrgwA91Yvla7+6UR0ALO4i4y/+JF94SCQSK5M6yPtvC08kRZG17ZrqXKrTikLAuPW7LBCH+e+9qxtNFqjgHV45hFRgSWOkcflNCL0ZyS/hmfD0MkqQDA2aDn411gL2LTK9Fb5iAMDVzwBKiMYWQFdYgr0E0sZvOS5OHaDV+3snjMJ53zUApwc8ScF+LY+LwZUUEmEsVFqvpQDfLnvVHr4J6MMGZUtUZHvlWcYRwBaykC9MFpp0YH6WVs8eU3oJdfZ30uU/uyWjf9qC1auuHKRuNKa2k+Fn8eqUxJuNWhHXu2/ZbWtoJ7N5ZA+6jk1nzwsa+QzvlfutNP2hkyY0Qos2A3zPnotYfShLd8q0FzQ7KCDSqcXEmBCXiLSSVyPV2j4xdJSCLY6jPZipzoq5ZrM6H7Lc5RsSOg3raMwvRXlEmkhemElI4XFqgKudzfE67S5tcmEVwG7YuGJ5q+YUIZGJIWHB9Lbl6F58f+4xpD4VcH62RlE5e7sTTCdZmD7cIyVNYU/f+aO/rM0gdFWqAZLqK3u8IEXH68SLiAb91GYONO8I1nbbR70NvqtuLJYYB0ZX7GeCusUSUsUbRGABckw6bRL7P8klerA7OH6FLRDAKuLO3Ed59SdV0BcHoo8BxYNjhTl46q+NXJ5MUfELhWnQPJXsUThfQJIraRTIgGtwDrYixoMtQFFD+UcF8WeOSif/AyPSPmp5HooVT6xkR5KbCvj+31959N8uAgREEeg3LPmoJ0499fPAuvxqFj757osWG1Fmezmt3RqNRuwFiNofS69j6BFjJefx7+Qw3nQJUfYKe6goc4CzLdKMoL0zn1BVq9u34gnWKy4WXKJ3yWL7qdWN4hcfSngSs0OtlrUym8Wxx1men+BSk3OCBSbNBCMlELhrXrpBJ4ppJWA/k7tU92HIm4iF+FgFsz+BhTLRaCO+IuaVNIwnXfISuG9nkJwFjhjEei5+PcSMKSUu2ULLhcW/b+Lti2dEOYlhLcVMEbj9SlCiqmkRAukElS0DT8Fbw/3fGbekMD8tmMXA6dCkJvnmuQ/oNwdqOLnKBMGgBcTLVOBaShCjgMUE4yBhlU5DK+6eq4cYobBkAlMKa8AdRi7Rv+g4QNupVF/kxikqieoUnxLcK/RMw33x1guFdAlwH9AAs3TM3WKg1uUcVyHhM+nL9+8JDNMiuq8j1INt3tbWTPFsm1BIGRbGBYZc2OX2t5e5o3fVUXS3bLwXRUdLBN6pXqMeddXMCOgUI9yGEuF7/u3DA2/iKm1/2+fYsBVe9UiZ5Idz8BFKdoMxOnNpaiYeIeoiFkKqsVFWpPtZQ0CJbsSZYZaY2LuPRvgvyEJw1aApJTdq46BplHL4MUICStzEBGegOaT/swehIKmoeceR/mvhOsemXx4RMePCSujyUmlbEvXhT8iZ/b0IaV7RN1VaWBd78NHbkTnwxt6NMNhOf+3B2td9tdfBpzVV/GmhSjJ2ctU4et7SJtZc73K0eNJQid3ck2GPVGe+z2Y5p7eBBnR6lXxhdoRRM1gh7DVnyr17H/oUpOVycroBTxm9/FOGp0Sz8MRmT/odvCkACbsxzQoDUX6L/+rzQmfTQM7Kh3lXYI7p37+nOpGnE20J3lHxzcon3MfRTSgUxumpPGruwiWn2FltKQ0uMm339JWBWVZzMYcz6sQUn3BsI/USjxd1zspcbf8QEkSgJVSDY3jjBLgcfVMOXksm/zTqQhRkI90ZtIwPUZxkfekbZpPsZNV1oVBDHGH/EiahXGrGftH6dYZjggQBefO1slDFN7Sm7r+xBeGAledYzHFIcG5rdEtPeOhXyLVEqPZkgU9J67Emsp4z865MTJ8J+ZNSrF98FyGV6KMAienFMYdvPx7A6ggHsqTQ40rxF6wngtrz9eJou5urs0yyBotHomrGtlWmgyDm8c/pAvPcOknUmnsqxjbun+I6MqsQIvSr1CsIJTUzpqrcND8xX8gLleTWmzTR8fxE70FswaRtJxcCqHQqUpr5/8vkriJSgABu6h+xn4JdYq2XXUjQm771n6bT+RqC8Xfys5hIzcnat6AIJiL5k1+7sw2uI3hti23rogFiXIliRpc5h9djHgpBJJRzM7IfCyyWOQwgBuO6/MwJytAK/ygW45trN4gLlbzZugTTCacm5Q25c+a3TMTUX+QLFiQUeOzhUxfEDIGxo5siRDzU6m+5BRhP0lNlUK9DavRoL4fVSvMBMClqw3W5naMlMk5K289rSAOmo1ruF1Fuas/OcZ4NUOnlUMiXOvL0mpk44n/QV0qEdW4rBAAQbAsfRv1I8o+8LzrGW72+QZgPx90f/ZChjF7FjI1ii5hfWV8zxEVyjZnySG2GrL5S2tnzMMraBoFQ4nVHikPbogY/owC3RPC9F09H/N4jtg3jPkfLYkuA1cvXgZVLwpMbbTvV/AI9PTzUgiohllw4eRrGMgjkzw1E76H9LOEJL0H+SofV2xVRGsEaFtFx0QY6n7mrGTbAo/H40GSc01CXDWcM/wIBnkCmo1CNRp73jKmFG5q03SFanonjg1JpnKkcj6BFwReSVCgIFQ4JgG+NSR/hAvbTPuTrgJP+NNn0z8onGhfYylRlLRD+HMPzy2o2UmelFabgyfItEAcK11Xlp82ClKG6EAkW3Cc80OwT/1RHfakKAC0/z+1ccJRAs46QF32i+Cv3wW20RYxW5cdClvRDsp/DLf82NQJ0n79CUOjFo6sUpUPukxy/WZ4VgjtDEtDxtlyVHZYba9BD2p040KEXDoODEMPxFnoyvOoekIjWBUNZ54PBzVR5rwVq+IdzD/kuVOWxz56p0/VtqnWnD1rLBFbUMWtGxwOlBziMi/Cob7MloTruaHqkZT+SoCKwga+s/O6zQ8GZ7u6w/QjOvKGOg9pnKgxuye1YosXVLWQmn7zKBwduu+iWCI6ocA6NsRzwWZdfSGB+i6mt55pcGN2EvQZKh7XxpATdANhTxAaeEEw3Wb8rl6mDEC5qE7b6jYPpezVhKXvbxYoUW0+0LWLhIUn8RpB/ngWD52SjoyH3+Othmq+K2ZgEujlQ2/bIURGHRsTuuNWRbeBtBNdBXAqrEoIhEfjVR7eIyBDmo9mZqIILzwM+XfKKzBcL1bO6R014Ahb9IHMMig/HvZN/lW0hPGq0R7yWala7t1KthegSS20sYUgP3AcVrrjZ+ZiqTVSf/xEsiUExfkQPmZAQ39Tq0ToWZwGv3oaup+Th0uEt2yaXyZXPxqzU6FukmODaIvBQ3zGhd+cEG1vcJ73uWBlDnZrv4xZee5gUDek5V9H/2riEhOW1iGF5F1X5yKjNfXSlcA7FFWsTkIFL8CJ4m3naGYLhVFhmn+yDG821AwHgwMmENNki1UzAycukq0V6k77jEgiS8Eji+fNCOyceQdnDS+hPBPSoExAyZ2+Z0Vqmh8MH6bwfWsFt53+MR6u3CPH/GZ7kAfOZ/742CpeLDL1l5yi8k1C5tygrG2a7z6sikf0ejgYg2PFFqpRFy8quW6pqcwpCKQOxPjdYwuaG2OQI2O2gY+ltiNFBKzTkFWiU1BQba6I8tstrXqq6aVlFisbJmtC6jWObC/29EOhTWhscyEIEm9tFVBejoi6Z0fg5Dq2w2Ouq3egQbJg1NBBE66b/iPOw/zjuLxwBUoGv2+/edyRF7nVJAh1FW282QIM+yOFQd5l7F4+K1Eujj6Aj8LPqxWeSFmLiKWOBItzpViC8km5m+Ah2peftCslpYm4HYJPy++aAKTjYWadKY3xmr7xn2Xrb/bUYzWWv52vC4D6zQBnvMDySNEDkSDPbfsEEPreQOxzB6kMi0kyaazZR4bLX1BUO7eDnptDquhmaC8+albIVZezvBECQHFFCHQEQu0fYSffhyL+85INxkvrbra6LeSZRmTgiMyadVxG3eC0nZuhyp/PU/WeZwb+FnJaBSa4WzvOgvMKlka8+F4KcPKNs6JASEhXq/3atUl32H0DRSqzQV6xZAhHNkf9zXQIbDA3kh4xRr6Kly9ugVFo0fZzsErNC3XsoYIy3bmLOqk2vakfTbu32NOEwuSELpvbVcsyBN6nAXXMLdNEfOOGjbEm4VEMoa2HF3Tbhi6OjVERg4cKmECMYMD0eZu0N+70PT8WYrkoYrFWxh52sqpiB5UDusloIg+W9nOsAqHLrAUMw6hTR7nLGxMopnVwI1wEWFGiC7HW/CeAcULEtmMsnrWF8qhR27+iqiI3RQRldz50wquPcSUAdk9xGTEpimIfRiOvCPsiYehnVV3ci3lN+8ADU3KepO90mE8Dcx8MIv60tTsV2wNPXTQjTmPyTLn9NFQ+g2cFbtImCprGMmfq9/nXQUYhm4+xjE2Y8nt5AVBDVNLMvc+uiIuv+M3ei3kMeEBuAmHIYOLoWej0YnYBfV42toXLJKngcA84wnlEwrqfOsbAS5qEyYKpPKkimSaNkfiMxdUPTSa2tXwMsUoCR3kCaGWDZvXvccIR90NF91QVZR67dnVDmcHQRRHGI5cHUYFORXIfCpfO3ewmVLW78trCfs7hK8e3UKQx4DU7PT+S4aAaTq0SKYUeSkeRXsuffK1AbXkFkwSMWGOLKOk1fzZeDDva0bLeOfxQO40l8kEJnIUnp1QkvqlGreEe/4Umm/E9uNy4bGdUuwoDWCRfPpBZTPo3hvlb9kx3fwSqeGUT3zNtGaAsSzF5RZEJS/eAfIuidWKIOjAsx9L3FPzPgTdvUywhpUuh9kl8aSggTw9p7s+mMHFaDGz2g74W7SONRO84DXRNZ6I1LCRdji2hg10EL5NEToZrf/eeEDa4ZaK6V74kcH13h2P94gF++GYM4UAOwmaFtaNIHbl9Amc63UmPmzsUQyzBa/EA4TwoDWt+sE1kVkiqSvCf/IJjJT5M+JKIPxG6DMFoCQD+jgiHui8JlUBSlk1ZEUVg/HMaafI1jBKhJnaZ9pcsGLJlfUATWn1GvRL/K0MjUXNdkhKXn3wb4WM3/WZ9Yyr1X1S8OdYexSvHBsg4Cv8nuemeITIO+PsdDTyr00hoLfY7K7MHZvJ9Yak/aFBjKN/dPzQ5GDOSqp6aeq9P+xFKJA8Wy/ZFseiHBrPF1I8/S8xQrL5CZvUT8ems6ysnthL0HdBx9qdZz2CF3e2jK2YXuWpdEbqbdZTlgXO+RS6CkL5+47p3RsMdC22fRSbMHQfUCHdN2n6GmKf0HlqxywEPLWzOHXJaYLroAKh/qj51oD8A22qOOA1JIJiWBmoVuwWha+lNzU8Q/PRpScUXFjMouy9OxZNXNpz65k6sHrFwE4QLp9w0WX7sI2xnMDf5iUwQNt1rJ7xijuPmI0USoGk/5duz+T4GcWV1U8D/vVVrZuJPdTjTku9OCU4pyTRwvOeXNY8LCO2lul2IgT+tM6jlxbl3Y6JJ5Z7sfUnvASc6PFgXMMVL+ABFFcIjUKOLdNGYnmwgOteUyExl+U5Gu1d0zG8AklUqhPBEwkj3P7LdouuMWuv/DnVGsXRXBqAekrut1j6YBF6EjNrdZCueAnPQD3iJL8LqvTYPqi9XV630H4+un1TIA+zWhaLe8PZf7RrrWi+BlQc9dz0pYQyyguk4AiCM+thjoqm/rFUwC3MWjoJQPCQxZ8AKv8cu0bBjwg4/Ai6uPsP8NnrlXUtMSsVqyIkpuX0FXAWqxDXjjHim8XO6ZSlvr4DZghAmRpofgju7nVquLasSW3Wp+xaWYiEImsGKVf4/Rrtlcr8uHN6qqQ2xlbG4EANPrtDNQOuE4XqQCLhOon0VnS8AADLTGCIMfWHt+RMBGz7CQ4hb3A56OpNC8hMGi8qId9NhuqvAhr4UUvehfY6qrN1rEnExuyXyEwa0pE8ksKoM7NWZuLYcNuHomZexqGuSNFILIam55CgPnbYEu1ZMlYiEIFapm35g7hfOXxHflNZDmynUs6tToYyF412EkPNC/JPVaonPN6rh+dICP5pauoZmCYI+Tow31xVXyQcRLIHSn012Hf5vZA4lNJ8NtMaAhis53V2zLqzTJlnrRmfg8VwL8hyquQBW/BtqujemK383gUUAxs9IcOuj/1Y0aA2DKegwPEuaW9gt3uCsnXJLMKac/HLm2nql8/6pU1AH8Ee7CjKMyJ0A32M+NFlBYlbGhggjZuNuykfsqO1IGSPRUJu0mvnOQQ0xau/w7X1BQnWqEMJfhWdXqMm6YmfMYoZ9nsZ9VO45zLgPGumKg+KD1f4d/z838589u0vmKfISbUxTQCLygyYqO0oLDH1cd1zkl40/z39ItAKmRLtt4ANRa1L9Y0KdFThMP7oVzERVUWagXlLFs4DkWJJj5doinsf9MzuxpwhwMTJTeP2swLm5QWWhSyfUf5FtNBLNyFVX4Dk1Wp8E00UrL2jTEIQ97MlGlvOqOOfpXZgl4prTxbGFun3Su1zvAa96ef9mBJyGYPev7CpIpD0QAFmgKiIABhlxf1BSgyhcYG5/BybBVOYQloniwQrKSFX9OpB99KqDiqQG/a2uzQ+dpdNxuNrF9pphiJ3kIi58qjrd11Fkn4kgMSF+93GMGJwyZB/eTUhZKnFSo2K7RtCqgTbCgMYBJXGP5Mg8QrqjC3d0skygFVZCekWYpgiVRNDCREtTaHrEdOwdgwuePk0/s0YizG6/u34jJ1nQY6+5XyF11XoC9ZK1LwUEq+es4GgBk4yjNhBECk5Og7ShMIqrFhoVtoXIm/R2HrCmJh8d3Mio1SMzE5yGVVS5YfyelXSW/Bx3DiiSu+2+vDcK2+9bZmD/aQursf/wsaUCzJBFnBM2Zr61tDwW0AYGAl25o/s0V9W4El2jrOGA+OHY0Zuc0t8PKOwmreTeubWgITc5X0ZkPYKJFAFyU4uLTvHvGDuNXMoqKma9VZMURyE75xCHI1f0H/hVvVvQL1TGFUpS+1vX9fassL0GkuYnNO937UjcUszTb2xti2gumJ3poyz/bDfYrpd3u5J7XmBI0wU126IwMYeC6PUcj2slX6sSHWdseznIgAkIg0w5ovzWtvYyvyez7rIQy/7PT6z/JUWGdrXhNgdcO612z+ynZ9SO5BnkgiyTKzKF0VMbuXUcXp1YCMiTRELZOMQ3E7Bxl08mSqHYxfhJwphCLH7TaKqoQ6Gg0KaOQJgd2ciZw/zDVAKyq3QntVDbRaPBQAbnZVdKfJ1cUowfM94InlUBda10YmIYHKHT5ZvA9ifF2yhJma61F+7KIS55xxyAcZdAA8Dx4zrl/LZVhCiGj+DKa6mPwoYPxry4ftel3JJD1BBqwFAhnN4Vzdr+XRMAnaOj9Y3Eh/jeP/ADq0hz+MB3vNuvE+azZRB0O089t66UITxb05kenqGImq1t7RiPjoKE3N07aKRa3TiHUAYWJoBnNfgtJJkHNs5Mmm2HLppqbxlxelLRckxYLBSKPtHXlnPBH5/Csn2K3LktIDnKjdjwmunILErvz2vDJkVss5hHSmt07oIeQ+itRpvCncDEfgbYmZqopkxCShdPkV22SshM9CmdGLR13Ms/RgkCNpWe4OF8IUw+6uJ6AckFZC0zOAycg7qHQMx7Fwx0RRNVp7eqVyoObACig7XE5b4A6ndz0pzjlGWDb0fKpgRMDw2+RKt6f6e5y/3LsZUDlyZXdv22POI0znB3ca5hkZW5ZiCCPRGRaP1OKs1BGe33smDs5cwtNOH4uu0y9204+TwXmPCsjNGAisuqGZvPkx9YW1hnU2ZZAV3ks/EAXSGXi/ZNlIpKENlzca3OTrrOs6crodQXkq9IIzy0lG5IYvA0YCubbzFq8QcIUY5PsLWDwo+IeHk4uDISWcvC2mjh+BYn6IchaJtkhVQ5nU90aHjjw3cEj3CdgSuyu309XYR9Ciz5gtkpvfDvOE7P0rfqwgER3hh+YCSwOFYjntJoiU08zKj2ECRQOcx7eqdTzZBLcwJARHcpxR5zBYLVTv7norzeoJmsMpNDitu/Pp8ZMcvc3PAPqO+qd7YjVTvC+YBKv8KXtrgNrNEcwqNy1F3KS3EqbUiTmtzelYNudoKq+/pNI5PYaYFKECrXX9xZKF1cbud4Ea8nfSCZxEwcBddJMWotQ6hGDWd9KEZPjjqBsLbm/qPYTGpN+nW1a/i6VTsfss1fN3Iw6ZuQB7HfeBR+ogEDU6QNPfoFnTAmY9rijCMEFxzXPq5J2aP0tCFMnxYD17uDK6Loelnbj43NG4Hluo6dbBV0LbUEdpTyxzzdhiPdUrS+LUsoyntO5QoICl8b705IYSi8dYye32ehSNpj8z9JPcBxs1UkB8Wd3j1lsFTxgryxQQuB+hkjeqRuZEEt8ZAxEKwOQBq3uV+k6AjNBW7gOIHnHncBii+OL/60Bt/gkmiWVBw8Vpdug2oBAeBu4a05VajYbSoFu7H++bnrolbOfqRhrORo9syiiRsGZ6ESq+mVTmZmKJRw5SCIID2t0YPHZkwxpjuCAmsfaXn9ceC7l2ElgklXRPfm8v7fL1qZ0ygMJoQA1cgev1u2oVFmMLPQmG4g50z5LeK8916b8a1bkj3nkCCCKU4BKJU+sUoYuheVjKvaYai/a63nIguFX4p5tuhfyA31V1A6S4BSJWfLL0L38iddKHTdSkyZUZOqB7MaiS838wQnjHRdLuNCPs5JIkP2g7lJnocypOBNmBfhNdwUbgOklN9CT+Z51nbGv/ajPGNAZXOFfVtQkoLPQL64J/EIhJsSrwNu+SvQXTXDplGZ+zg2JSc8VDSQJhQgtZSjAjiSqRB5eIdEfOGaXh/kr4OVeuwHGabagEZTA/1/braTKzhhQQNWbDyQfVUwBU5wAuCJr9wsUrRzM3KFBcEXxf21KVBftqASADewY9DPjEUf0QzjzTtLFC9f7B9cBlOTTESDJINKBdMPZIc63Su5G+YGcOSt8QgB2AlKWDiGs0JmJ6utmFvp4/D/DEuAYNIWFLqDg8I4+NY2+O+weIHva6p9Fzi06z5fN5CR3klzFy/mVaF0aqa0LhZrQivrb1K26loFV3gO5Y1GYdhOlTW6XKJrTCB+v1f9+vDND0iugUiurWEiQrxnM9M1psQbjhoZIHBrWHycWPw1CzK6w05A1J3zOBgs40b89EvU9BvIXvVSwQCXhAYSMYNrfE97TlG1FNkOOBle1Qq0oEquw7MGNjvEhEOOiVTT3ySR4t8eYW///8oaPnAa/FJZEltCY5Ep9sWSBmdMUWkyAvIfpTx/58BIY5h7McSLSCWdtCD5CihPbwht0fZxaK4lrIOwIbFM6fd15VRDXWlkAVATfGyXkQRzrSaB6btZ+oTJ/+YtV1P7m4gWF3SHNiVAp0CItvvXHP8EMoSefl6Hyj4veJV/0Rm4tINEu2QmC1ZU+1l3HesaUPn2QTqrp50TYlz39f5kBrmDNn8d+wepeeMAFkPcw0C/vB6h83ayuT9Or4kZjxNIjnG3BVxJvuTztclxHrMNC1pzPlSaDUePMGau1ci3yGJXLR6M/LdwUBBXbJnlF0v0+fiJXjKLeX5saWOszBI6nrnU8DKyTTIbb4kjMbxgg6nEDmlHkpU+cn6FXj3E4lOTwVV0s2sMxmDXFyyXwl/N0tw80oc84qmTCn+lgAEzm0ecLXXcIdpzs8A8RVPQXf6a06a7GyHTnHaJFJ7wR+iEpphcdMuYj8tSJzo3Ps0PIlBXJGuSSpSuSJ1iGNShqJtV6WdLAhEYAARW8SBWOvCnMuTOBqSScWNc/amLw9xvkDKlC03scH+0dOiiEs0WJN2xRgK2y/eD/dNvrtKyEK2uR0JCVQYDb1YLxJ+LBCw9HrAiZmrGPK8NH73Hxiuljt5VOBnei6GzHXs/JEXS80ZdEYq1L56wuCK2wfIP/b08f1YLY1pTGSreVo16nIi3Ye68kF6mJ9r7FWorIoAFJ8sbCCDkl4q/wNDlQtcCvpXBpV4Ud75xLt7ayjPkKITz34/E1d99HC7Wv/qRby7TdoKzcUSV3PzMWdhSG9FQuWVBSN5tzoQO3aBJkzmTH5Btq5xBo0HVaBITkJ5y+wCsNS7xrmLcZKqHwVCBlhght9t3QqtFKisK2vKT6wumGN8xgBSM7S3XGEyMg/SFqJaowrCtT3LlYqOMUeJQHKo0IrPwKoJF1/pvKZR9BdS1FBs3HYtOJpWSSzSTi51uC5pc2+VDjL/AlSc7w+UfO04gmUnKTMda3xGXzcE7ZFBRp6R1GFFyYG0t8hikE6dbZEf2T+Ug8kslbs8IsetZ/9DENnRQDKLV7Rscz77XcwptWE+xviyZMie00skZB3Jm7L2oCFBH9GI4MFLgza10uvqE2hRvk2SnyuqTCFBSUNKTVnVrMA0aOQX8GRMLEe4Zt/r8AO7O/Hi95GZcXhhZGuNihyY0dj/XoqHkyvbwU56W9gnRLFoo4PU26WStdYDSyN3lsqwthRkWE+MwKZ7OALlzvU9CU0aU7CeBgEZHdSV1NvZVjTkX8joLMJUhZbaGv09lOMAKw9xE4yO0VEGdeeMELh+KDHfRvcU8McpzMtExpfeDWKFBZLGceGOAFcDfD6m52KjGcP3I8d4cMSZVDB3LNm233leycSxQLeqNH1j6nbvMXAGZNOtbN9Qw/HepYZ/yB5TacQWA1ucsug0JpWoqL5SBzb3amN3OiVOsQ8Tr4yydh7qsi2me1kt/g5GN/aNMfewMCZa8Z9SL9nAzysS5Zqt3obhNqTn4keAlC4DbUG1R+Ws617pikAZkGaucjGZuAy9STcAmJNekR487bXyHURo/9c9J/s2F6L9mYSQ2r1asBf4WzSCtr8j4+yN8ietuzcuSMhOfOSKkObWvGs8iJrcJb4ccqWpMNIkmwV6EshNi+CncQV9oQMbicGjmBzWGODnEF4HElNHbK1RegV3E/ltUs+wZkXjCz/Ej/VjbugEd6hq35vj1fCAfObj2Y7MpQMEgwZwneDdtqMYcEx+2c9gqlhW7eqZuEOwsC+J+zkcEr2dexgGyneQcWW4udSQzzAsOCUF0PCsgFfi0aQp2OyPpX7Kp9wA+Hqwd8OJ7rN5RgUrMmKhyE2+fZHK6DF80GxLLsSOL8NvGMsYu9UOJJ1pDugSB9bAdD3Qrj62efs8uE/jv6Dtdz/Gq35aKCUQHFkKOuaXJILsEdyZqbUe/a1zaQ32ZCETD0ain3OER5t+90qQ7mIRK0pfc1DBXpQtcjm28ILU0dUiNpzlWzKIcX0kcV3bbyMN/Mi0PlBKwK6I5MXxR/KSaMwcoeUsj/QiRTzdLYYkjEDDP3loodmgV+RJZX1nYCAl/OrqTiHuXWRJ2TiYz0mc3+/epYphVKx8+PP9MwWP1HfWxvn4kUzZT8fvRqj8TC50rLIQTYTSCCgrBEH5g7FjVtUWIvjjIsbNVhsKuTvVbdMMH27uG7wTL+6O32mPeiG9QVexu1q7HXRp+SX9KxFeZ5kfD2IOyvOLL06UHW6jDCeFTgDY2XRsRqlu+JQjtWJ8ck1b2g9ZzpGZXgKcEQjReY1twCKkfLqj2HW2NxYJmKZL1rYdqq75aJxUuWTC3MBTNy5lm4oj/TpbyV49vLksoC8pd0BSoYIcjZxwL+9zf2ByhMlL4OlaabQ6cNm5iPInbpWOgzRuxOy5cbjpizgdE5brrjvhDSwo8CCjd6btUtrqghuCHovlWSOtMfHywAHswb8hjXPzoXKLU6xSqe4MjLhCX1w/QrBjFK/uINps1GQIukv73XRieWMJzj6SoCQAmo1nV+dWFraVngi2V32DHX9XLW3OzaFd+uhHPBflDsaPJgEajaKzTLJEj2vb51sh6vWQ9qRx3WAowrkmdB7KZEWd5rudN3yOEibaY7PdU2FKNEfzz+X4oLXr7Nkc4rWaiIDCZtIbN89JfBMH1HafPjpCN8/IqbrxXzjhWNsSVt1IRuyoyAqzMGkI3wJCU2NueN4zKP/zWHCNY/CoAl3+TyY7DcvGS0HNw1U3lS0szUQWGNo/mAVW5gHLwFiq9u+iNcW4eLEy3DXP7ssyzd8wp2+duUGIB8zmgxkZpbfTu2KAknxQOld2ckJs5kPolAfb2OaSek6neJ9sWkktcWfbfWiug7bZG0TXKqglE0BYjrxHOEJ1pn8j2wPwetdYuatpL4qfcUA0a5crSuaIoZc9Xlm8d+tRsj40A1xWKXZNTUXMvLeG4wB1Q7IhKZ/z7ZBuGdW+oR4ptWLB/zJ5bR8J+DfdbvXuMEeaescIiBEkiPJuHtguPUSL2Mv3nXNFo0cZazk/dym3QbsZkv3V9v+in7Qlc/HRaCgGx1mutZ2V5KmLfwb5zh6AF94ghy2lBVEbZt4lQbiDqEqH3if/K/7I8rBuxIvrwEsvySItH504r+tIVFJyWYLG4wVnx6nW0i/2iByKJRu7EtXQc9oI3x5uHFT+j2558rN2e8YfnKjmr1bY6YPnvrf0R5/Uhs02n9ydOmVstrM8/neBXUrfLVKi8cpSCVlCSRQsLrdL4dmVoU5OdPzMhZk+KI+PYMjcDxdK5y2DybEWVnvF5iBcLPNmTXoxSdsovagDGQV6/7GOKbteqD1oUitOUYwAB5ySeKOfMdCHa4528jN6XcbG/AqG4rE51gCoTS/25fJ1VKhj6mON4YfUCHyQZG/ZW/STBwYsQjMnFDfkbXcGD38MakQkXu9XHgjOmanqVTTEYkbgrLkh6k8MPjMBvOLmJRrKXEzm3Cg0wIDC8VodynTfE9VPE+RLBGz5ISlaobqRrQhpc3wAvHiUlP4LCIN6/5VPweLfmyhfCwNcMnoU1ys7NIu2SN0gZ4cihgOgkshFkAo+6pzkUjZOABRTR6rmzMtKNHRkIrYFem4qcQcY24J2qZ9vBDaiIUwIW38RAkAxyy4XeWQ9wW/H0ynndzvVzLNVAPiPeKuyVahPhmnzMecqXmkw7OkEgyaYiEGDnghZqFPpa7qwc2jwj15o18SLTb3me2zNIbel3DFlGwnTCuDyBkPanMEU0W/9YYenZL+28Byl8cpwo2Z0DQAguLCsUTTDnvGyKny3ApoRMvBXOBzW7YPZVunzpRfQeTCjB3uQ6H+qn/wYvGhVA7mIhj+VMvsQLiFvSKtO10J9LHszY5Ddy/2W0r6n7b15e6mwhpUt46bpZfIS+uV+wLuzFgDgXWaTcyWnc9zqAxrVAFK7zuzFArSbbcywdftFcyOHNhO+TI02t8Hq+2gNu37rHLENiC5iA3CqwgKDstsV2TxT7Qvlcj2k3hDsE4Ql08vjYvNW7y/p1QWUEWJYy/U0KTmCSp5uTjNTljQ71MQQv94GFts+vjY2AxURMky4+C5g+o+0oMiqa8ibuz8jyaDbZBakoihgR9x+0RdByEFbH832yL9QALKoSgLyVgydDvQn6p8NaYO4iQo8mG9VzYrgwg4/TFQQsJq1zLWDl5+zUbRruENijOO9f1TOZ5p5oVHToHNEIQLKI/O4aymbaYYosWzk2qlE/FaA1sCkVmdIISrS0kXwabBcKBMAJM1EAQXOYF64gYGr/PyhvA0OzDZE3IA5vwBKr4bobCrY9/0ZD0kcXVhp16zoa1LvfbiZ7ETSUcINIUk8BE39Nacr+pO0ns2rqMQUICDMaBieN4icg8TDAP0oiNE6Vjb7CjkAYO7Y9qKKrFaWOVtQ7NaKSf+VVYXeyzEfWuHte2rPvLU0SpaXXAhDDzmRbcPmCtNsRgQGHWLJZHZxgEJNjyh5b6UVeNIvWI4LQAPaBLHZKIx41fvzBFzKVAkA7z/yRuE2zXdISjKrAt6VqbcILp8SOveEwjK9+oAmzqVswOjVyosdisnJXU9N+HiyjGdV8gGWcJV5yXSgS/ZnTLTVYNMfXby3FnsFkQkBQ/PeLQx2BL+G/r9Zc7ESAOUdPBo/CxKVsmoBeh9m+0IqDQwTwqYiXR0XjjeApM//SVqL7/aChlXw9evg4G9P8GBrzSzA7XfVVevPxg9zW+rCuU/BV2Q6OyR46AAI7Gx0IfOPA4nn9H9z+ClLGb3TwguiJ/lpqM46iVgphNV0BzSTkEz8AqTh7FPO1Rt3cPTDqImWVK4xWrk9RKxB9SmMry0p/Iv2RUYpcdMwudVfEPynjsEdeCbO6YdhiNPRtQZPCEJRoGAWzc64zbR/l1XYdVNqVguesWwwAp/pz5AGBF910NaXlE373VnbKpBCp33mmc5RcGAynB4i/QjZICIsvsQA3Cy7xVGx5AE620w2szVXERAbLFKhyiSDC14IU9tJ0TR4blg9ZZjdVf2HFixyT/JfYITrnoAo7eZCDgwmZusbR+6JPRDCB/GaYIajN7tt6Ijlk+fMkoaVo0JpAuyODLjh3vE60xhYUBJbBtE6m398Jr/bevRjAbJv6YFka9uNVPLZfyx8qSxDDPdQQjkyq/7vzKYt33+YceOmoaj6dl117DeEFe7U+XzQY90L3h5dE+NOJQffQYCNslMwbIyflDA8VhwuiSpYr7C8SzYTgBRuolLEQvy1GkvnO0D4A6VxzXxE633QMJScbhrkBEhpZNJMYQ+G1mLJPwApqRQdhr1iNlN1TVVW+5QK8vnWtL/RomN0THWGMgP8gQgndJ0uo/3ghCxq4w4LcoNTJB2Oub/xwhczoiXsQpnh7lUVxhS0qZUsRFvXw02tBpDzHldl7aXaCKIz/ypL0skfprljqhZ214//bGlt/EOJvNEdPJ1N0NfCqv10FhBvd6ybSZeCn9y2AVwGet/WF93W75f29hCNQTQhpxprA8e+AJAcKJs1BTVNK5kIWlbZ1K6y36pTKPrx+VtqXRaJ3Cr48NHCnzj5i8bGfVVWyhhcQvit1JD/VmQJIrQ6s2iSADx7GM589bHn5J0+FHLp0RYphAmIOvWojK38LnjWZZfUM/hRigIDVPSIW2m6CR8OPlv8mkhI5XgU3NcDhryZeWaxAuTl6bf2vELMV+524Clk5qyBlzQLuwUNyIwbbCAWWRw+Mvrqi9DNkf2jM0PWS3KpJ7qCo6KXVj0OlaEXrJii6pen+7dppDYK5OhKRBg3h6UVljdMgnMKh7NI8AA8/+w7SyjICaYBeoBFFNjrGLK0z+w8duzEyhT/BN2oI735vbr0aNG+yZkbByEb+qjpMyuGJmnQQEaTF0HeXHrCB+5K97MiKOhElESN4rcBgCAy3HzQeg9Hhw3eXXj9xoSwwIqECQxtWtRY+V0atWCaDBYQCImJIHk1iLtb0I0tl/oBKcDv9BbaK4Y5V+ISNukFIBUkg2v2XBmtCNFMsxjUSxeV9OlZAOHPjv6DXexy1PZFG+ZroHTh3nRLCucO7g5ah979EjGno+5ayk0yGLT1E/LDUfXZdetY8IbwjlIi1nVxyohg6ljwLR4yyqxA6ZhrwphVPB7BGJq5Iyb38nI8holxH6p8XSm5avSeyiCr8Yyy2Lcy0N5qAqJhGAzZn8Of1L/jeEcR8/oJEI29LXtTo0WEgYrSrJCnYn58H1e2diHlgpL/8DK1tiwfaExAsiebglH6XeTCZbssO+W3d8s1FjEfvJK+kJKOaZKrArLCAD2pdh4hFXYbl2mk6MYV3beVuGuZjHPfW8F0wTukkGn75+AdcvX+D+RpLwBRNm7xiTtUEGFjDGZABR6kLCOEkMYHjnFvadSXrWX8/MjpCdI9l5jmdKVxiY4TXrCvXAkqx856nDiJIOX8BCqONZzMM2YL0LSGB/tciv8p4eyKTgy2Yr0QEJ8h5qld6GUEU74ehsCQwHLIFIi3pDtOYpYRFw5FaTztrIHLWYeFhbRwNzc6T8cN4yq6JjFf7V2XHa1cN2WDazQJxGaxzU/mA/OnXFN7PJa1pohUlgglqXBYmBSBExWB0NkRCgRr7K0wrH0VP+KxmgZLfSNP7w0g4va8LydvH4tNdQevuOd7RKfiNYEkVWbz0y2udPQLkYW25yvLc9g0G/y4YQioRy4ZOln7/vvpOVYd5B2ipJ4+KT8ZpCzaPMPU1bYyo/924Qga+REW1uPR8CIBE6/FxftjRcwUW311tHckdlQqmpFTV3X/cJQRJij9+fQ5AQDHtA3fqfcFYPyTVqT0+k935XVb9MYPQlwIvMDq0Xtb0LUFsXnc8YJ6Yf3j9m3tZB3pwJ55D2TPKmalCau9SJrupcFhb2Gxio8BuumCtKcVI/pMGNIlyuJIUmpmuUn9FaqT7jJo4K1VW2luBV6VRdOAywFjdiMWY8AuZHZFBtruyEikzB8ycx9Mp8F73BiWciRQ07f0VhGZSPylIIVlh7Pbw+bWva7i04kd8swgoX/0B9ODDKujYWGyVCS924iAi5Lp203giYW+K0mBbnCTETvENCytE9Rn19CZrhjWCl9IQrTCL6l99Gbv4+5KYWbXl9IGnuOpe3Z9k2SQnzKRuScxKGtk4/ljml1FkE7exR7wEF7gtDv8Mb7kg9vd4kWVTxbFdWGTwTV6KBB94Cm8pZCnNVKV1BxKMKt7DqoIlDLAcXkz97e3Gog/r7vNVj73u/bgBZHWBZzVNR99GALTXO8BVp8LI/bnYI1C52dFrfIwLvrQ4KxjxKvxjeFFgNEAydCnGksS8T3FtpfcJEi9TU6q7Gu3lgUrd6EM5FKeUhJmj4cc6XA1JOhUTQW19Y4DTUWmaEUTf/LhmPfvS787AR63iwWw5SJdQbum+ek15l5MfJp1Nsc3l18Lj+g2Pa/9ey2U1hTFfFldKKNTp15pnmZP1tnMOSlodoTb1t1tqJsyfFsqS14zHfVdFDwNj4WQlDaz7pFO2mj4APKVpiKQuOmdG/B2wEZ62fyhuPZmkF2QdA6k8nCtIpfVUocuIgsEnNNAfJ6RyAF+UkLFPAMRnnfMl0J7bb61xBypYPmKWd8YeAf9cKLGaFS2QFvNaIZH284R9QH/QIVkhwpG1aD6Ta6YsNjuKcZvXWEo7PbOxcZcIbAZVZ/mUpFMZGAJtRbKZyZoq4Cd436g5XWhj5r6ZxG0sknMAhHX2Q6LgaumH1oNYBDeEPhFWjv4fFUdj7IfBIHomqLjg/3Vzf9uZi0CEa+zR+BYPsxbECtX2r3e/Zqof6oVl4uv8SPMtGlxOKFnGsCes6YfpCBWjVNUsRikEQ2kChzsMNMoo1ZGf8uSDBij/Tm5VRe+yTjPK82aXMAwloNVTYq56syVFBXg6q2IFXZauprfPYlYaEKalyLyZ5Bt+7es9LUZI+1h1ksCQnhevBaGiMLdZae8uDIbqc/AH0By4g3LJ57aY9fJoCwNZ7n9w0XEVzsoTPQTowvaTKcnLeJxM+IgYR/qPHYN9SLBpP4MJPDIDWjx5dsCl84b1Os3akBMtdwGtMwfD0d3Rv+FVGgs4QUQoJLbzDTBo5mgh7QsOlWeUl6ZRGUMCaQ8LeGtV6uawoUCh23gQMoFeiJsuePXqzugacdR/HtRa9RdGLUUO/4H9qIfweFzgSFmoJiVbpuJiwU5UwAU8VAHlRYD+dNnahkA4Cji1gbf4O12aTq7QJ4AXkc0ypBBC/zo8g1RoUNFRbe6AdrR0oYMBHYvYd+cFmD/9/hNm+EN2FuwLhVaBYM5t+gO3NdLgAcmk3gfxeRXSn5fCJsSuTF2+TgYyJsd6/ziMS3zZgmN4vGJv/jJkdhJ2QqT1oI9vLAWLVuh9BssqD1wDdXaa/9aclJaPGDj/GJXG8Vwq7kwP/B6u7DD4S9u1n2tx8bs+W0jqLiXvy/bopwzrrg7f0yLKEgjjffKQfg1bFp6M5u0eOl3VFfDsQtWhIopZcOTDZ8UknUM64hfjHtreMz8XrcWtcgAHQPi/UAy4fsK5Ym28mV/xyGTg3bhshbTHSuge9TDKctUCmGsAxUEQsiLFCxvdM54FSPexPRp3wKGVl4klvCppHofLM7/WLzTFrrjf4JvvbK1RMfJnq7obMOOdcfuthqF4qKHawdWv/fInYOCSBZTbvsU5/V3uRC0ofzIc7Sz53keKB1SynkKE7SUvcVRCrhW1pPr8aPympz4TrwKJTSyEHIAYDMpi8kncjWxZsQSMU+EERfj2Uutud7iOutjsKzRtp+NTqEIOjpZ6HlehcdD02l0az1fifGompYMQFkWlBwbxIUEP8bbuzhc8BbiNkBoy/h1ZBgytu2WjFhYgb4v0xr53yUfaYSUmVArU1AvdkmEJHtNebtc3wvZE7E39OUPDQHWAyaG6YFdn247pINgLN6bH491ObCCDyrlGLuj3o3HVio3xU2quWJwscdIq6ZtF7hr28uvC4zgKBgpXrcZLKggZGY6nuBeZviIRqBnCYGMCN7ychx4gnsd59mEOc5ESRZbp8IvuozTa2tae5II/71kR16K3sekjGy31wT0CEMq8UnSMQt2fsrpLOYr0zhHAtRUmnPrZaRXPruteIgHUhaN7XP/Onhl2hPKz+ssawpoC3o2r8/CetRB4EU8V4qXcRVYEgSE7ts++LdSdCdqARr5KNpVCpX/PjqBiITBh6RjGYS91d/v+/3YZGH9KHwlypWrZD5PqHBKgX3fqhnMcBuIx8Zqdwux4btztYescLhx0gR24aAn84ZsJWBuwbAfaPwicHG0JJVyo7TdThLyJlwI1JyYZnrIR/zLiv66ofbgAvHIbeiB958YagQTTcDhG5uyxioIswIkERsxnOEDRT2dfc39Ja8bmHwS5FzSgdptZ6W5u/U5nf0kV/B+vBeO9U0ZFtfSI4rLxoXfBTyaq26kAW5iA/HQfIKx/0AB8swBhpcwLHNrjK9yAzUmEsxWC1Bo5kgS92hlOzZAff/XWOUHUKW1hy8zDV/Dk5WPaCl7AQclcO6ABtMdaK2eNXBo6AZYbPcZu7fA332uZulFfp5KdQ+vU2PUV1OwMFJBtDXV+7lL9toRdL9A6lgU6EtcVg/PfkDTjqKIRAta0HB/Xr0qrfmm07NHF9/UnmavGeF3IfvXZVt+rSMcx3iQeG0eSYLqWbyNClJUjZA3Zs2EfsHPYvvZO3feLCj7pJj4NNlrNGJlQbPZE6HjdsT2ccEWgpuWSrw06huJS80qszOAN9b0rvhQUgCyB4Myjoh/0kBwdic8FksegOvWxq5jTlZeBph+RmCbXFiV2nNBhnVS0o4TW0e5x7JygIdN4Xy9aq6ne/qVuN7tunzNx2OPwkQZ9292HFR4WQvjWxniZMWw7jgaijGq6MxkVE4y0OszeWTQ2zECyS+Nv6aknrx4DX6tU1JjFgkcMxIEo9clIL/e0dGe7OnCY5a2Hf4v9M8Lb7eH9XglMYku5o9mrnynKuEBEbw91DzZhbu/y3RyAPVpj0rmLwi/rFta8z9mZdKb9HSFex0QkH5tfFG9pzTS56iCcnl5hySK6IRLZCWarEX6A7+a4eHnn8AhbtQQD+T/aRCx9Cy48RIIvRWRR9ApbNWRqoJfwrZTpJr0nd4SOWlMGQJQLjJ705DTGt6VAvAs0WNpbnl66n3kD6T6kQJgY46DxDK9bW83oPQENQ0HOOWj3KOWhmC8AKKF7r4O/zLQFZo1ARCSazcFvleKNofltkN3/EzaFtmZVrdODh0Rso8gizQT6/RXXQOtbY0myV3cgjpiNElvuc1+V2fmvC5tcEjIjTWGXjRyzRExsB3WS7dhnhQO2jpjvg6TqcXCsXaQkKvEN8sIPiBqMkd0vUzp8XtRh2xFuBO1kCGYpZM6ODTpF2aoiZUR/RZVEO8QmtuO4SLsMBVFyEwsRT6RK7XkgSzMKyhcbT2Ud0BvWOnwF4+t8cAvvPFMERHKH/FKqmKwUsoZSjk94AyJbR1Pa62BYyXz4TFod9oqPRI5bBe8gBtBFwmrhmroPnw6QjPANEM/oaaefLP/FfwhD975xAqvYslZaByGy3UQLvEfK+lDwjP/11UuSAccVwXsn5QLtYGQpoNrlNc+qSVsam9amcLwzIlxo7WOzuL/aSvcwl157cgwFxugeTEiAJ7RqLE/43DgNjFapISOQxGpHC1/TwPtA0bt+06knq411dkaJKxQQNzblFLkpIhrbzLJy/HElQAFY6pt12+HdCNxET5kS9UL9iwaWrNB6GJ6Fid6u9kjl4p7YgGUaapSnVBoyZEyO8IxMqjh/fHZ6nwVKQKCEHIDhCtZBqebmhO7C+J3tvNVzzylqedBL0ZtHV1UjBgY4dfO/oWl6xLybLJmgvfl9JuiTnzen5fqKJ0REd639DDQ9aQmSewbz8X6Bjj/JoP7dSH4wjd6qVepMzZuF949ZpUXKhs3aPIdBDa0660Wuw/yZZdKdUYaIQqdVT6JV3Y4DCS+fqiUPwv+I6lV85dItuHOGVFYUlsZ11kV3ME0Qo+3wyQw4L/BVUk89YFEC5iamoExPSuQcVJlkd/SEe6GPFdgXSqXTXcqN4wHFdsF2iRYzzb+XX4QsGbE+LoOVvw6VXCiqA4A4az/89XKRB5rtcXmys2GuFmMXYR/OHJUKXpwxz3u6HEDE29t4LkcHK60AsGJyWh0S99gF7EwUpdxP11gIqMqtGC0AFBpBeQSvJXRUP2pdizUKFFmX2K+0pP+iOXYXXUNlTj+5sT7InsL8Yvla7VWITHZTX9LadhFx4UPjSlglUYPqeScpRqn5a/fGxIfAORHM07cfejAlUXoa+KhV+9e/sIBQVC2llZcEeHNAXMgmC3gqLESvFu7ouusHNXtyJazpdXGX3Gk7384Xa4gEVVgVYJnxHxDhxc+UTra2vksuIpLBCf8+DP+kCpyG0fyCTl/kIy0Yi9wENy0H700Qox9YaE9EPRPlLhxqIidnKz3z8C2BL2bQ4+u/iUzCk8KOmX6qXKYgt7n54nNAnKHR5Vx6s6YFdEY023yPX7n7F+SBxx4DIcfQ9ZpNKj8PODvPIPDTnkS4L3IJAzSSLaMWfe6wDnoNq7xV4UZz5m8G/W6r0K005f0FHloSHw/OUJX/rKMr2Y6jU4P9enpU+yY+o9tv2zuCI9OZhBwtFiPamy8rtzYgPxA/o/3bPzY4S/CBpUQsHFqEpQ46qYPMQd8Behwfa0hSno8L0tLuPJzzGemmdvutf5cGKqbuKyNPZwgfjldLKuZ0IcEfApNo5g+oQt99D5wYjOSLeKt3e1ECvBXx9FpXseo2qmmvj5/NVv28/CqXqCWkO+FV0vx+IynUPfM3xZsWEGPCeWJ80RgXbjzA5IsVGYM0VZmd3PI/eybXqnQPEHe/dGb+Vzm/yVzVtl7jY5fiOYUfNAVekgtQGXHlu/mFKS1nMJlU7TGdid2KX9LbglMsaHZ6yvFzBsmBPDOXFMWDgfBCCUhPLHbQUGGEJxesmzPLinOILivQsexx41FJpwLStnVS8xcaW07HuhH7bxtYEimuqPJt/eUl9aEUyX0mUvNorgfl+RGPKqsqbG9pIbmyzmlh20dfD1WP8FjvY0H2EEtNHZGdL5ZDZYPt4CTLugbhHWelpX8hn07EFeyfQZ7pCQP+1y2eSjmXyMOFrfS7K8gWHQTcU4ND9HRyY2lbz4UvYFyJJsrrEvgeusR1A1qdjRqVrF2cHcckRsen62x7aTtFCgPce87pugn99uwxvjaZr4N9na4PSMcLsias8l24wQeE8FI+DrMirCs+3bE6kUAJ4HIzr/IzTBFGgxA/+WZZ/zLXT0U40d8XtmdXgRiNip5fNnjK89VnDqQ7Et72AiZfln95XaRHIrzmCGcLjPygAba7AcKMH74eCbw1q6vubxkEMJQtfp6M3uVpxu9DKSSp23OmQZUKzDGk9UQrkXfsz5fv1Y2kEI2oagXaqmJ7RhdF42W3MWuJYT0JrH1KM9vXfhQb86ARPpbc+W4JjjbLQ+V3OyvwwNN/HZ0T8OvHzKa4nKzwBaIX6ZB9NTdU5agJbIQTYhtT0AkyY5WwP0dVWol1eJRMdSZ2tOrf7ZE6MiCwX4OVsyWC203hBZTxSUBZkrjB+TlYf0D/hKxa9DBuucRKjqEcsNMAYZIeARWbCUQ4sD6O2Cyr97aFsdUXdBvAh0UhLIZgDTsH6tnUpCVAcLmR95gsxNxCN9mhovR7KCl/nW9JzkevTNjNMz2WBsw1iPPVbKd+3W+r461ZlBWI1BQupHx9u521CVyI61rgkv3c4NDDlnIAT9680xDrboxDQleVX6CJH6heyzMbEw0uZZhl1XYk59yMVQu/8NC+OEXLmM9iG7hx0VT+mwAfzXOsO5Ly6gDRr5ipy+BGVt2y0Qh1QgoACHtuYSgjTiO88ONqqCx93/avRDyXRPXTqI3XewqSpS/c/vqJuv9DON67w0FYhR9fUUOXnRPvphNvOGYWpQEUduesYX4WHA5aATyiVLvQnCWDECXAdbi8MTDhqhHaFgFCvgJNy9yKylK1qWr4bhPD6o9NfUuFtKLDeej2sMTvr1y9Tgm1sxrjdDr+D8RjXXSAC4oEddtPJVeQPbEYS0Xr95qNvMQBZlzt7nX7nzBOlLdZXe/sPm3GKAIqtHAIwXjBhnhBCgEr4lxaq+vwo91tfMatqBNJ2vNGQx0InBk9IE92ppAUZno2ggJW2Nr1ATJLxRPXpVL/o/x53jRjX0+qjJGGO8Z1zpTvbMBTlRkKwM84XMLbwiH+pFZEw2buTdp6SZt3R9Eezr746/rN0uTaYYvyyypuG0dfBoNnDDLQElUUKKQ11dHIS2rbICnv537J7Ek9lxX8EnsNllV6mckNCPVuCZ7PwSeXWVdgn/jIjPZvTo+d7mioVyIVoXAVv9SrWY1XNXNNXZBPVCC9pIj4BrMJu0yWSjRPPzSaojegOtg4KZkmvoPyc1Q/RUXiRpurOPSqyPOkvfvS2uCofgdJeXVMUR+D5bUy+A3QIaKktpaUxCbZ2NAkUC7OJbzYn33oGxRR3oUSsu20muuvmQVVOfRoHkZdGXfDeeP0A2QjVNYxKy13+08N4h4mRhaAcvv8zhftblpEY5kOs7xU6F9Os7A2HaB+Ed44AG/ttDvRKyU2f4huw8I/Z3VUrnv5EHkQUR4V4QLm9gyMyztA3nyG87m4BLmEvXI3ZKpLow9UFYQIHCaKHpOXekEpGkxlBSYUD2HU/+LAALF4stvHpUkWev7RMudHNjxxLzm11iNMYz3NlxSxMMjJIFTDvsZIFTCRZsSyRM84LG+WZZM+MGRckDdtQPghhFqU5CigT4vhR7wN6z3FD+9a4Pz8L1mVMOqNfS0Kc2+tw6YwvPJs4v8dQxccTU88AkgYt4SFGaexqV6PRTF56eikufk6tJud6huOOWZSSsi7jGgPEu133AkOjSwvzNN6jl8hPI2+ZQ49Vl+wuxOQ6Uj84SLXBi/PQUQK0a7yxApJfwT+auSh9sTijy6QvDgJq+2YSXPocoUEg8QirEMnWV+jdiYJCTwhexRCvvKAdiScnHtIWC6mrY/IWcpESygfGj+D8cuODG5phuUu2ACSTODQNuHHh2uGHHo9OSmLSzzRl6s7RncYG3EeYCVIZtzPZq4OYaRuflQsa6TIfSCipR6G2LQtWqlWyrCvfc1vEPpApn9nbVu+tbY+ftKa0tjDMhSNjaMsB3fQ6SFujVHsMG4+B1/L5T1QY4uN/qD376dWXBh9doey2uv9K5Ea7wGnpq0yQlVZnTs3/iDv7NZPO6SVbqwQcanlH43Dr4kD7kPoUZezwekl40iy0bzNuYxNnz5FPhsUNVvTNw9ZWB1vpzivByr2CUKv5PpykW8XpBvz8TIFFhKHRESvcesQEpNBKE19XzUk6MSVUrcWoZwDzI4M8rZfgy/Gfcub0iy7X4KdnUuFdWjnA8iCv4FZDusuLLhcupfJY8uG1qOk4S1rKAeUuz2zR8wMWUkynu6g20TT13v//4pK1KckXQ+8cJD0+Sj5WaNtMu7xTSeoPAee2KLrEGDgmvNfHnPDpoKsJnb2bdEQQ7MyVwIAp+FARbidw0Gkf3L8rbEax3Ull7OrEAmsHGzM9eYb25t5W1wlll+k2n9sTpbBW1EJBx77LLVeZTWFKi9lq22BtpfGAJTLpRhv4z9lAHI8l2mELRJmd7lJ5qI65Jk+nrnBzjbJATxBDPbxmzckv6tTmr4y1FsrjzCcmtoEjUPLZ2fyumW1VAIuD1gG7Im6p8wIWrbxm+hzzVl8lc+ENvJG1QM6TB8fXWTjjvifJ3uI4CEqTREaHATZyU+1wz5bbswmE2mU3noEoPoMzME0ZYixzb9GBhaglk6QUTmkDv/HuwPZClafbPkud2zxDWld3vAjDjXNkjA9mTJD2lns0f9eRX7bIZtQwQI8pksOmqE1FOxFFDo3BQqOF3126pHvVFxpLnrCFR4AuFoax8Mgu5s/Bkc7A0vH8WVJR0aQ5kG8XUyhVCDsc7M53TlQ40X0zZxm/1PDb7JHUR4H0RrgvlnLZvR8OoDwRWJvwOMiIlRChptcqpM2e+PlsiMGbIqWELWgGox3KwTLTtdJjPTf8NRWj70jnJnkXxRcPzZ4NOSwyMbwEAEHmMwZGzEhGcPEl8Kk94HDR974dzhVB5R4/2k7M0vhVDrGcEHxHDj6Yy3GnL99G1DCMAVGhuRJXS2t42o552+2UHM1UfsPgblIU/Fhu5vGIeW9zce+T5jZnKJejF6EdCxym4RDjwmikqxctrvVqjzbn3gvOULHUCxpaWZABCzvHU8XXOKM6Ao089zZAn0UCuNslVBHdDpSvq5Iov/AT+1DJV5uo3hr72AAgm6SUqDMI5XXUcPA84hnyNwzR813AipXnVb65r0cuE/XRW1wwHuB+ltyvTbVQgUmoec5nH29bRWxF6cDHmAAdl/jtp1Iqu4yQGxVWWJpcSBfC9JfsnikZIRnHcEHmLvgEjU+kVyZrdiwNwudh6WLN+dZP/mMoCEuOeycwNfNXMrozpdkcsc4OUUqaOtS6muF0eef4sfABlpNCQ9hoOQl9Me8pmcLMr1rudszOHieuLOxwpu3a4rWTtO2oLGCOxx0ToLcmN1eDz5wBKMjIlLJsV9yFDgGg3jW8DOUHi5MJFM8tez/yCQqpLLIPjiYilSo8wO8s2ZCjE2b7ewGF1DCMN4KKBGL5Gv1yG8yx+sef4t/WCH6qrrwAGJr0aVEYptakbBMDyEApEQHMAvc2cHuT6Bt3oytkgDfA6qMy2qaPOYY5/H33M7kHu/g21aDWt2DtMmtaHW8JITK+5k8O/ErC9mKuvD1RXpihCTncDPGWStGrZtXUq4FKDzRxGPKBjjOVhGT6BW7q96GT2pGMt+7C61BAQupQnuwvxqHcjwh17q+x6/FIz1rI+4O1q3K38udm7fe/Hn2jj5sejo0E8KaKmqM+4yvqr8S/FQzwqQ3ZVVAN8nKGH+KE8BNgVmvOjjrVP7qn2tgvii9U6UsfMeVLJdcIo0GfAxLkYtYr9GtZmKyzzAVp+0bMoHJZkKfUfDOEbnjmOXNirVKKrO5JDpak49R6r0sBvUSe9/QKNfeX3UtZgyG06HM+loQHydnBndPKw31Orsu2LfG1sJxl8CXWGoWfBxPHIl4vqFZKWozIBynyet7j7lW1R5JH/oXsp8khBxa6bKyiLKpPURD6Z9/7O2oqc09HmXY1PohjrSYI7qoecljeVQI3lOSsfMZpYIzGVQLj3uiGuxa/fEEULCg/bWCAYQgk7rfhC3XNOlnaB1zSFw1I1Dm0Jk4K7nKz4FIzaeGgEaDkuqBVi74N06kVEasgaAbeTkK7TJa5BFJeZHSydEcO0EaeM/AHY27/Y+KdvEK853vTVXBIt/c7AQ24IG6Qak1t/3koJ2fiBPq2F03mjHIr4/a6aqVLQFVhXy4ALIxMNmxPa+O4WTE3WjgCXjDSAvbUOkyAAm1kD77IaKiVX7f0kEjvJiUoUvrcLEnYnqg3HxZDGatOCwcDHiuZar/Mn3X9aT6UiwZSu/XonhsQi1MoLnQuXl/QOcO/2qg6ivVwK9e1UHoOFObfb2/9cSPvj/9HA1lv4nqkNZ5SMILOQQDnptda+z5X893cV8hR7HPMQLITTTTuK7MlLsbWiqBMws8BG8UOQyhkI0qeTDPp6l7j4Hawe1EYWjs4D30II/lzFXF2A58CdEE1NgBeg1SZOMs+RwOZhmYfwV82HLJQy3oWVl61rsEWARYIgc/zU8nPVwcVjifaiBz93/PNVigF619ZCR2KiSFWuXv63T2b9g+M88JMg5asaO5/lI4pwCgGcaE3ith5cOUJAD1zcrYvQt9YaTRa5GdQGUbqtI3yGpAPeJMVODOmuwl3c9+dLhA+yIBjLkV8v1Lm4Ux9o551p4Xs/5yqHlMGbe7LcV02A637qNZAUsm/Uc+7ULNWilhTshsz3LkCAM7+6A1PehBbeUwVibnPoSCzFDxw6yLEpeBHWjQSlBT6kGjdV/zQvDOnL5H7GamTpiGBKAVB+gdnQ95LOLecoAjyeOX3R7VCjzPmtFofO1WMnGHwRW27uLxDfvEr56fhM2OhR7cJ7dWYzavMjg+zxtNR/HPDP+wQvO6tI5WI/0XJHxNUqK3e1wvjt+Gl/pQgiQflRZuiH6TCHzDKkgI+ZgX4FN3nW3HGlZN2J/e6WQQOhy2D4U14GovU0kQvnzN5xCFnS6Em8kN+A7v0t10HpEHj2Hh5EbrSE3l9sARjCoGCBkZriRmMThzlWWqyessk+NrYKwN+4xc8cUt6WNSgCgxhI0HcAdPe2URDBZUDSlaVLB82ohCvjlMZt0JERcZRAo3TUQQJofH/5SoNqoGRFpX0KjmB2sgLVuBmhsic3Zf4rRxymtCdOtvhQfp5CI61GOAjnRyBygI2mfG7Fu1YrqG6FOiHwuRRlNVc+GeNt7Ot8Q1B4fjA+h6AeD+bdODjdaDAQKMs8mZGRTFiry644a59ya2QUn6SwW/j3pCGtr2dmPPajGaKxE6ljeY3RHegxfr74UG+K9TZypHUlyQn11Uu5dcMIA+oeXWKvT+C4A88FZYLCjTAAVU3snn6j7lQrcXG09GUI6wsXrfEojwlmDIx18mJ0cli8s6JyeX1JhB66ZsGzg1I3RQVe9OoGQElGGEzNylKdSc9IvzuLCscXBJSO7EA6t3KlDe7jjhJ6ByCN9rh3GTxHiMYwrFjRLXroif68JMV1NJJ/17BXty7YOwExTivbE3GT4+qezeKbvBq404PMNpgG3mVazfyrOENQb02VzV4S56gZQ7v95CBINCPkQkGtpHbDPaaGLhoBQXOGCHA5/Kwy/7Fm5DGkRZFsdF6nJEIlNXBOhUELwjQ3FHA0qE+FnhNyUgKnuH9hDeGZVECqcfI0faJR/H6MmH0OluQEHEsIjLM32UOhUo3BPSs2TkYF6iIjKWFCCFfzwpi18BaNQ/PMwchGc1ZEz6KqDodp0ZzZufnjAkp2qPWY7ePEowP3En2PybtOoV4JBaOjgKzj7Qz/cXduItvpQWVYw1YEtgkSpdD/qJQo+qxQPLieSGmdrve/gyIv8z20IdK0YYE18tR0jA0Wj3J5HFid8oQM2nW4RvDNHpfYNjmjGXgiOXo7AQjRc7EDQE//Ug+OXWgKdQsQc5SOyS6g2rng6zi9EU8EiK5We8QKL3lGvDL98N5RijjL78LHoJDowos5UsTRZOCynaWNogvvnfBUcVhtj7vFx5iH2wdPubm0UvtRywlIN0oS5Ml386QCUDXM4j93SIsz2btWnkXX89pHSu1S5wMN9xxkwnxIc/9huG1zJHnd8goz4QNicM9hDX6oQTCvZLm+zv7OITvyvQDjRjs6ubSAO77WC60h7uMLuV47ETx4MQuo9dvVqrW/aNDhpEDIE7Po0OLmATjhQmIQpMAeVjxh5ffgenZV/6hL69mQPEQHfdJvPZDwclKlMjBiiK/LE7uHqKZVRZweQxoWgfIviwwJnP1vYci5B+IeJG7lVD6npJxP8YP7i7ppDFLDMRZ3COdUAzco9XVJifM+UE0XC/869glxY1L9IS38J3v3909qyTYEIJKvtqj+yq1z46uN8+Y4ZaKdKOoxIQmpgxWYbKD0UZ6mD5cklCXQDkNnlh873HF1BFJj8teHl0WwzoX5kT7WbtGwa5s41uQ7bM6j0UgsXbyHShcbUVJ3BwHdSN3wyz1rHR8rdvyPuQi8H0CCJk+69PJBLkfLD1W4Fqdo5sKxwejGBkTmnoClFJLEDf3W066iZnN+k5WLTxB29XlSQUB6j13XYP30xQ3N56Xwz83xd9FlEhU/TyuWqAnFLtRAAULGfWB40PJXVH/Ymne1AVFw1Y55wAhhvGU7YNsB/g0oISLHQGGO8sC/UaGxYUNWsQ7XNKqX4IASNfvkK71N1ne8Rbe0oFUAvIdzxanHocFigmn65YT/ea6uJwHat6Gn7kDK3w0HCdKiZ8z2H5HkvIHCrjZHa5/LBSO+app9JGfFcumX177semZhGncOD/SsNeDTqLVUoqI0m4lx5NuUk0IfjjiV/WfEhH1iTWcaF4opN5eV94wBp3QDsDZnNCsAygYr7/otmVYmr7ojeX+092Y2abXou1Oh7StKB3s60ROuadfJJrqwj5d7iuA2p97Fa22dLY8riiW0io45t5UGU+9p0kJkxYdtkcpJxfAygVqNE3pWdYokg7Fl4SlxaOmdYobRQ+Al16MGmI9m/AxkEbtmGWpHNFwSY5n17WdgjLAXcLMc725AXT7PtJgAq0PrULwlf91m04GC05SWDt/7A+FboRBF0IbyvNGvaFwg+rrxcoyHjbtWQcEP2gW4z8jSefLTqOt+iE+n1xR1YNKhpQjidRQ9cqbOmNLSbIaMnrovyaiRS0EZtD7DlOMj0orcyiFgX6TxzDrZzDhwJLV2Fsd1tz41Ap+AR/bj+LHW2lv3jYOBoXWLyt3OIEkl/TZ1kSBwM1LSBOdSiUagOWobth9xZm4lG6ZbRc6lHZ0G17gVjRvA+dGhTz4rVOiK1+qFJlBzZkRiANZNN/irETYpOwIvwIEDXg09eQa6DNUJuDotBGRsy8h1LK842SBD5HngFpBC7XEDn5UWAT8+ITfho2y/ZUSyD9jBVF8GmKCc5zG1rHOdOVxzqkBCPDBQwbR29CmG0ZRNa8pk5xysfvYjFvkB0oo7RSPSIUeDd2kbK3gORA04p092Jiun1sNYbRqb3Q0+9/P3jsybxV+L1QGVTQo8UbaaCkCmhdtQtL5se4A6+bnL6+IcIirHl/AHnpn5Ny8wd5CJCic2J7UoWXnBg7zdZHGduGsl/NsiL+9AaN4c9Jc0spcbTrhhevtaVCGGc9ek5L0DqKPVAYFUWlbvOcHuN0CKJd+osv84qvwGP6kaiGv4qo1CfQLYjuYlaRhDRgd9lkMXM0m808INv1YCG1+DsuE0UamG1hgrChkHBf6u22lNiXBd9kNUEcP+ZVQnOwFrYUjkM33Lq6PgZs1zPlurfgOYMxeAQ38nmCPZGxVUB3LXA5D+X7OJITI4/G6xcIi2yw6LvGg9vN8NJM62G4PQ+RfZnrgTxs8QtLxzyyeTqCJnIBOiOqaqkAwM3wgL10yimMGzkhLpxZrNIrhUBqF3FPYhGKf4H9lckM/F2eTkF0MzKqKqY9SsgYcet0DBafcJC0CYYH9KGkLCIypPYze9+rNsEyvAFETiXk5A+L6BdhwQxJLqrv+xiLWqtlObKR2dWDpclBvVg4C06cjep+z7A5t/ZMlsc6f0NXq/Aye21P7dET4r+DdB9ZL+mpyZsRsSt/cnrAZebVNXd4Hy0ql0ujEmVwkr9Uu+do6Pi+AirjDE8NjckVZSwQQZGcFmDmmfc7+Ky7k6+7BFdZiNyfl9kHECtruddYCTo5tC/FEHlx8fEJ6xL8MBdfVAD36+tex23woRfYUVltK90cQFovL0TcMHTioivle32MIAL8+ZtAPlQJJwmUeMi/Qzc/RWmUTHYiBwOpXiF1ar6EG5lXhi6+GWeRpaKGWeg5YbWlaUv/TwqwE6VGwIsND5LA9ffY8tIoEzKVzcYrBrlIA+1s/2K1oNmJaSXs5LQ86zFsnwysg8MWUvjCm7y5H7GHEXUghnVDseEzi0lzcBV1IMwOsPxQyc8g3lI8bO+2IawrV//fJvficGBRUkOTP3E5BJu0UJBEFB1ixyBfr0iUlepw2X6UB54/sCdzn2XqTJa0fI8HGWa8Q4MHpM92+IDbuXMov95dTW+Hq4V4HvpSKuFWGEr3TZMnaNXTftGiDgY+uR/geEzHIVdrSClYvhIj8yX4o+O4VbmngWGDf5kpSkkIM3iqvCEnwmWxlRP5mplDEyYjU2GZrDp2PbgwcOYRllLfFYPxpyvRqpTxvfvSwMp6fS1eBWOq7ZQr16eiqbDPzqzJ+Xp6rZpvxZcvIXjG6AiMh6Ff5SPL1RNZbCem/kbSKCQX1iOfv/w77FpFppShAX7/pcHqtlMeTHQVOkAoGwNK2IjeKrN/2O9bMi4CVoqvj+s+bWrrQs0S09i52o663+IWDOPgzcZjWEDbAm9DAT6Pt/uLXzUhZWrc+mLrZf7fCssv0IJOcpGIVzGEAT6oiHfiWOrrtaJnEKeBxtJ/8YFcoKGxEt8zcJOUKMQk7RzpOBhheT6Q0ADKJ6WVK7mF/dyBUeA2iFjsT5IAius+T4Tw4T/HsfFdPGpGeaJOJ9diy+KGHKPNdbROvgj1+CIevTE+RkAsfC1UAEEuhFUOpylEskTRgzv0/wzS00WqBJl1ZOlnsYqmkWX/QOipRAc9Y7lXq+Zscd6GqD9B5oLRsUY9e1K0VbYohtEl8pqImaAZVBO717Ly9Adz6KrsL3GGETPSamzHpbrGT1Xtw0F662er8gH33y+mcPp7yh4jJbwRgcjVDKSbUwzPGo1SLrwmVVc0hYTI8rdYGdpWjUeQAvKXVTO+uHkRGAc/sssYa7yypWEBm0vy5hW/gxkMNMdDzLrgNfKZVsv3/loWuhErmMBLf7FsWScxIQgaL88VGG/9uaC0k6rCmgNtbeVFJhKec7phfdxsVfX9aAkjl+840a8t+G/zNXseB1N0SWsNTDP3308tdAhFlL/dJiAkn60HpkH0InESJs9TgljHluOeyq7KW2YiB1KUaS+5zvigd8/DUCTOtXLNeEoffvzoCRJ13vzdDaI5TCtBcBjvglGX0GGPIR1RIs/caO8a7tsQSr0bNxFv//L3lad1q/zmnH9w7LX3khQU5nM7RHTxV16TqBeDGzH1c33frq4XubWG9F0JrymGzIukx6OIwh9udn0xEcoj5JgNmHWdGsrz0mowVv0tXzwbib4jMsYZxSHetYNtCvYpF+KXdbyYB4tBO/oBvl4T4OAhP7EXsMP9mTyWl/PTce4XtuOdoUgEcyM3JA9226Sllsozv7BWafkTL1poYUiwgFfCiFcxGT0ekucotDY4LOeZgXwS75wN5KQENkVciovuPOPmUqAsiSF2qxE/YqfPMvz4+6ZsrJu7RMfavuhXCo8WX27N6wQnCfmwrtJu6CAcedlSuR+Jr/bbv2GClnIAXB7E46OlV4ArY2sx4Y90rFKc7YKL3qWBkHyW4HENoVISyaEKJRAhalQumAI3um4odv12QLHb+pE6CfNDnQ/+ODrlpj289p+PxaFvnGHWLlvJVfgMzLvrcWWuNq+kKM8JMxtztPhsL3eqKvBXhh8+lkVUg3mk/M/dApjeuoMXDp3xM/wd5NU8aIcNL0d1ZUTSaVtIvSC4k5sjg4Ra4+H9OVShAAfS8OraLnaLUGefHvVPdOghaHq+zugO1A2LI1pEInWO8aD0AEXip99yQeLhFHaiLrPgM+H4qTYhKDGiTE1MwPSGCataWx6EJ0JghosRgBSrTW9TIV79G5TLYIcIinTDeqcFEr5vR3Lt9bFgKkwPS18F8wKS9ZcRZkIiNE5Q28jZyXaSg1Sa8Jh6+gc5X0XBB+C38cgdijU7Bh3Ypz3koIRsR2kCZANxgnZieCtZFnqbZhXsqo8NuQ9ap/B5Hv4FEzuy09MMbilZXOb9IBn3NOyBhOVHhtjAG6guH5rT5WMe3+qQfv5w+ygICvcIZmL6OOfc4e0pJgMNJUzdwgNWQ0gTtaUKA1kobCy4nGe7XTtiQTLU4WMXam173QXfJWfbzOXsFxAX6EMoLUcZQmB9VpldpelXiMOC2DgPd6R36KJyYG0bkE+rpHbdauY2T7TNb69TBV9dfyYN2lspQDGqGq/4WrWnjLoy34ArT7Wp780ujaS2fOzBFnj0l653aANhJ4givk6T6hTleOoooBnxhZjao+/Qpv3dU2N8o60JoXOmSPDbu/TuSYE7keSrbhZ3ygV2MYDArVWnc3IVrXtp2kaS2m1qgdqsWeKYo1zVKkl/t/tJqw/8j2u9b0suNUiHM4e88/GlTnMJJmIOZbzqMvK2xCp1RWZXTlSEJMUL6zN/GLX5CZ/Sp/ivrjBuc0S8UEo0MO5s4RluBy0fdR9E9g6w8o+RAOZXS/QKdZ6X3TqRLb2CFA3yHcFpgRnOlQJIXo4gk3JJMQplQWqjrfCJlBYAJ+z72sgMhkA6k2dTEybETN+laZm9w0VtkSMYobENkHMa/EW87RCx7vKziXUYD9at0AgNozCu+fR0xEfXZnQPv0y343HRIAW1XZNNpZGQ5eAbHSr80pJw2BT77N4FNRQf9SNQxra9M3lj6mcvyyHln29hlxXEXW21FIhrtVx2KFjI5WmOVwxAzO2sB8yYbYPDWMKNK0t9LZnUHwNWXPWE322IOwRgTV//LFmDCXI3QUBTH9y/FzfY3vO+7Gh3QoGmil6oYXp9PBa1fzo/TLbE2gnaBkaskHlREkFKma9shGlWMiBlS/6S5tGQWHqQ4tRngDcd0ZTV5r6kGCCoTwMNeAUzbp6xXEy78plUK0oWBeMmScdccoUy3DsZEKc70yQpuEZZ5KPkaaoXqmCN5mIQUKRtV/9luBVNRZOKfVz/U4LjGSCvJ7KpCiVBQ1huINW3DyuXw4u41fNMitpcYZYPqVjsEWcx2fZb79wUEjtSCyCuAhFZArTXNjNHaMZvhKDzdwjOQyEEvtEFNpzHqGU2Se1rHy/6/AJukg4VI4jzb2idSRTMw3aetyqMVPnqwjgoArZFkuhLRn6Zu96Dnl9RzvVRw+DUYfJB4Hhs5FScoaJvXkqEViSNCK8h9KUo+qndvFF6ZLaaIm4nCxqQloQ6KIXJ0cYooIAidBd9ImtzjX6SAMtc3rarbQOzQtMT5SR3CrJfOSHfArNwc7tSEoSVk1o4ZMJJvmYuoywb6VX8GKayi11wrwC2uPO1LnXL0DiOrTFd5AeJbp3Yi0s2lsV7xCAEXh2As0pHpqkIckUxH3wEUvfVaRqXh7Ymk+hucl/s0u2wxRlGDzLohkNVG42RhH20NwnbZCF5sZQQnkP9Iq/CFpq3OoECL6+5yp2IMYNdyGCBGwujylqOWNLZucLI38i9v9uIV2TS9OdkzZnw4GJmkIVsTSA7tq/ubCqDi8K4CRGP6so09+5LJsw7UB7vOl6j3Q3xEhErs2mqM781DThT/bXayck9W37iOZn2InqGqTSoPQdxEkQzEYEi2jntsRcTc+qZLx+0vShjJ2zJ+B1MktxZeQ0eoK7uJMzHXhFuqkxbBDzjmebUo4NaSianShhhJ2M8qM86kKCtVjvNk9cbkIUPp0BsgmuavMosZP3dfA7GY1o7JjMNAzNZWAii+B0+tklzHQ+vtKAYtkzIdQhg0GyEMXneDqBHzHZ4NU8KCQ49YyCO7qmLIiDA11hUDvGHmSbo7ok3ODXXa4e/gX8PEHgf0DelU3JYSmfy37wWdQZxUfwMSccEBI4e4HZ0zjGpUGV7sHUIhSZoqR7HdzuQLil3rc85mCo2FdyaCnmdbxFlv6pYWyF6TvwyiXnr16SO81606MJcz7kwaKiDo8Da/2GhmdpirgHKbmaBoAzVliOHOK4plk6P48SOPS1zLO3i1CNS6DCuI9oBYogOeh90nxDSYK6c7qzOGNFL3bSJZbpe4HoAWbnbBAVk/JHg2PAoow4PhlVs7wl4QyEG4NmQRLaYaKP9hXYCJAikxf5ZkKdWtg9a+29WO3V6tTbXfEQgPC7ZSYOhAosfYjdyAVn/He9ZM1aVafcM8eMKtZkY3vi38vZ02/op9bssY+SiOIIVaPf4NSw0Bwf+QS8xryxXOpjPMjbUxUMdS3ZUpfLAFnNY7Qfz1E1cF1Nq34Aq14uKMFiBh+tRM4TAVOuq3Su2Dl0NboW68xgdgsX3qOHqNas1I/Biiz4nKDoDSX1fAIF07XXkXjA+cffgaOlHIncV+NqpDR6CB1HAgvXJAmqCddqLsadL/hqrtoKSWdw99EeVyrxOhqPEDiTt3puqQiAC1jQLoKhPK4uo13HevtfeRJtitxiqXJqcX+InIDBlR3EHgWOkbEqRh0VsLcekh6Jrzux9HjTeDn++pKMux956s5Rz7W4izPpkHe5hnmwkn6PpOzwiszRKRKs0Kv9i5FkrHsv06koLqZt8R9d/QADfEoLiBkGVB9nRMpqWdsFbrhU0vTQBVlUgvZmju3bNJQbwnm2lQwxBJIgA0plNafi/KdIGLGdL3bHvVY2v064Q/gvNoWkSxwlSZCBLVS0YJaCSXOmhtMBDLUizyFGwoNXyzA9Eme1JsAHr+8eUuwUvx1LYBLJCWNRwPpv495HFL7hNlNCIa+URIA4bdnmmCXY1t3XMnW9NuEY1zFmF3DEFRRAaziAqrgAcLS5PZ+GeaI8Xwf5OdLJARbKBMBIfjBnGcURToS07IvRLB7JKneukQmYSeOPFvscJCD5xnOBaFlCWjNiMCorIRMSujvlU+s87uzRs2h1Ny+wjL+AqYrRIihWClD6Vdn1XpbWmGWzxB5rVtwKr+qg8JEsfKZVGKF8LPflMLet0mICrjMILA37c3XlneiA7qpeUZkVTd0zJq31Rs7G9XaPfg9c3I9JpAym34AUXP8+PzQ6f0vjZBjUmUS3tBg0z5SqWlPWKCz6jg2BO0au8crXtvb/ve1hlYBonVMiNgocvEggeBvfyQhNPLo93ykgSciSxao6OWG9HNeD885DWjjtfF4+nOFbRqDtHNCf8eU34Taf7tt9m38bAciFcs6FXQB8W1BtDRTQiJELNGxdx77L4aKjngd5wOBDE6DV8UtSSc6uCAHv1bDZUy6uyU5xdmUdE4tFsV4OUhMKK5alufaPiXwiVAPnRpAaYrf3MrCHGCD39XQeg6WZkF9DL+6wBH49wgfZf1Zx/oXPFZ0JsveGPgiCfBxGaUHECPpV+opeSSa3SUTrPbXqW94jzW0+yFVS+1SDHwbj3xxMfQXG/Oj3IycbtFqCSDOEiEnkuLavGP68XDSwiP6SkLF0o/8RGvfd7EZFJgewAcwzRICe/GcnNomrRP+zLWJUvNEDdh7oa4qB3c4Aq1YJ0fkxKfCINgRHtgErG5QRUw0zpwn6k4DTrqww0BLpxFHAofiJAnTwHLFconGNIGHlllNUhLFqblw37cB5JATXuck5P6t+arFFfsLa1uPDFqGcWx99ZaMtO6K0YilJjgQtVModZuzlmOoZgfhnxbG2mq4gBy+v2V89ql8uHCr8sPqbhEPXZiFqplEdoughESXD/LPoJMARIv0cyILsjGen/kkH4HPwNpa89L1lDZb0P9wFFL3ZmoXm+JMIBhkFa+1SEtVHgaISbk/4Fl26uFoYs/qxnvfgaJMY/++hET3FHYn/NJvlpNpTss+uYSCIH0EdTb/6CYuvY6lGjUsG0PFfdqsyNkaEyedOhK43fDO1V3fHkROYlHI6GrOSzN3EdcasO0ehiFcuLLCUfz5WxnwaOw4+g3egl+0Zgjc6yKYR0pyrTpf/4G9qGDOyg34bGeNixVcZdJi5bcY+8aKJGL34Yox1f5aN+K9q8hkV6SRmi5D9N0T/eAjAlZ2lmcnqVz4O+KWacRWhYS3pXt3I9kbOXliprIssxVc887EglahBr9UvLsK8uXkICqxDQor2WTcjEVP2B/PqHHkk9wI0D5Z9MgCckm9AMK1r84otj3A02M+UR09dht+XIk4v6OcWGsYklRgNgaosQxe6KZ2PDCZ9HaR1SsbUtCE1d/3bWw/T9P2ErtvU80Ly5H1iBn52qwHwXzh6WFtHo4aZDLoc3YDgSzGc/SIdkGB6X3a4sLqLAsSpQcyT3lyL1s0maF1GwmYpR5wx+UNS10IlmYZ56zTUDeYbUKLCSn7gUN7vHFY0jgUgbpOub5+GqZtzsLFd7qoIRNQ7z/il2J4BJnk78a2++o1R39AgD659lFoEe8oWO3CvZvQEmMPivp0FLbt+W4hJWmumkq4WZFXtrRNH+jVRUMruBdfBByg/OZM3nh7IVae85+nvMHjSnhhFHp28dOidE/1RayzJfRcv7iQuHFYZQSoN3GEJGpiyN+KJBv0KDWcDfZjN13jB/4G/Q67mOv27zTDMMpy5VyNfFMnXIxFgrwdFInI9ivXuJPZRHrYMzMsOg+o7nDatM36uqBoWzpwrU6E4ubNsxYKWO9o0dGTumSRjMB1r+lnDrTQeSmDJ8XN9S2af5qi1hkA/bjPAkGK1Vglx+yZaYTM/BFiAYG9DxG0DSx3fq3E+1XXsfGKtOyx9IqBrrc968zDuqKQjB2RdG6qs4j8I5qg33U81YpXe6FIvzbDfkxOmMIPPsqTLY3hhAc/4T+UcRaOvDuEGoS4XagiNvXhBikZxbVFwy7XaGlfCQYSOwaozeGel0IqtA53lK2oY40BIGUi/KMOoNEGlSN2Dpr6kAabAotSbl8g8yWHfYIP7nAduNbkSZKyRj4myHG0RcWviyB3Jp9fsbLRBSihn6j9JmdXJRPtjNsLeTEBJ4+YgKUDj8yQy1WImSvuIZvcfe01jHSUxBopc2gLf7VBvLGNslOQJj7JAmG9ueHbYQY+qkpnsg8qN5EkGLUubT64+scLdvOgLaXRrvk1dYEeBDdfgSkSJVCvX3oMm5QxgRkWu9pga/1NQmlwSbWs0gIHZrkugISEBRoE4MRmqiiMLsW8FK4RcL+YEcszvHUbhdbI0wch/M426DvPic5mXsOCcsfMs3eWP23Aqmc0BrlrhXwiFl9vMOkWNRg0IiY2gS8Hw7BTAQWyUl0e+aVPGJK6Ix4Al5AslYVTcGwljWZuhX4sWDMAbdPO+jU4+4DywWmy8+G4whLV8fbMSOt9bZZe4bH0C9ZDvzOlWiUv47y0ankiFCXJncaSTzpTj4awXx/44pUsR46bsszCiWxSAaTt6Tm0PzMbF3grj+Vkn30ieRIBEcZvtvqkJPEYVVA0P4tUAiCfGGopN+9btw6QsYOQ4dfqkJbJqACEYfzyjX36GKREbA3QFlXqcJHnSXFywxXCaqFU59rwdTCm7Fj1UdUyy/RFcXqHiX/2c7g0fYHDihORUevQTGY3kjTY558Wf4iGx8mq+M0mV6TbPWHbSlrMS5obMHJpbKY10K1Q1RKHG3VfE+RvpuiBs5KI2JQgXV9JRfkYnDBUY1NdANLGTQaDydJC7JPQNLczPdNMFdagyUC1S4SscEI2T4voxDudvp+VO9OSwC2q4WC92l6+Hea+006voIrJoP2mosSrA2BmMjPS/tWPUTh4NugIUnJKNsh2svRI8npo+6PENwGdtlxeqRAAsXAUfSFX+8mfqVkg4a8LT5W7BWQjWTj7212w9Q071rlDUzcZ2TP/8FfthzB7oskdDx1NWB2sThXkOon9jAqTFs89PgMA7guEP9NN91VmuBU7h/JoyvTzdMnbJUJ6hURz/J/BZNXO/KljfoTRQj7nc8R5Yx0QG6RZmDzuuOe/rUs37hUwv2kyZwatYZ8bk2fpwKLWgFAGOg7u9N/39Ih4t+/46MC/Yz8F8cco2Bqax7st6Rj3Fz1j/GmSaiqoHbJKC/JyouZOkkjgCFC2oYqALg5Vkkp8ihVqwbHZPDr2MqEGbYSoUSvliNRP2USEL4DTAUZ2lP5fefjMw+zvOEdSxFc1Vwu0MDYhB6DFfLVuiQ2IYY6rO2+uheqgjXQg31Ev58E6z5QnscuMWLw3xDtGqmSCMnwqk84nyJzfBi4LopVE9pLpY0BB2xOiOUng1htUXCqQMEVGsrFaVafhln4N0NWe0VBzSf2XzjD0KzqQUZuKtzczTLwi9iYqVnPwu32jzyeuZum4f4KXLIArJ0haX7fGDvMeaIOLAZtRH5+dit1GpKjGVj3RAFbG00mRo99jKYa9V+cdv36jiWhrGrL/cGX0kr/H25P9BjRkPFkqq1fZwR/CymQK59TVzYvJE4wwZnU3dXcC/hkDYdO4Y8djCxYvXM1Y6Y8KcTJnY1W4Q+q039kP/e772BZk+m/xn+dSSOYI5L9/DaMpr8BOwLw5DMIletNRbngQLvBFS9boBC+tcS/4jMOC0MKyqcMrsAUqBWkTlfjShWaJKDu8CEk7lMzJ0TvBcpTpZYbILMB9y3ZsEwZehFuWqkMVhvCNN+aNFA/hx/Nrj6Pf+3JL/85k82lwF6G/+RuEIMF4C8E6rqNDG/LePTThnn5UkJEZ+0jNNxFomBbyTF+cDPlsLlSlgoOzMqFEsNKSf1yxvlqYc2JFksbOVnl8WPSciVImgHLcww6k/maamlOVgXO/748Ay1g/q6NbChQOWzA7GyWZ6ABXYHiKjv6ICzfS4pwbrcAthjoJIppTtvN4nOvdTB7OKbHHB7wVUgn3IWztt5xjFiviUYqygHfRiapIBIqR00auAlRwddKGwX+YXqfi70RjHKhSRUkV7eMGaotdPhsqwDEoK0RO2tHCWF5RoNVAP5jgYiW9RfC8Euu523DoN/u3cbqmxSvT/Ts9w4p8CHzTXG68gDqjTS5gehjk3uWaZ0Hur0XSDOVrnRg/xQU8WOpDSESCIXDLh58l+ARpBCHRfjT4qEfkySB3KWP4+cqY+Jcf40qoBFXqrBTt75DBJrHj0IWusHHPxgrR166pz4Hqh08A5WCR7LQ0RZFGVnnjIAMAxHffnD++ApFpxSCew1t7Y+7CT2gHM6hUOWev5HGQdZxsCCdTjj+S46dI6oX3eAGKaQmXpVFTQmb5NG+Tsu8nRukW+86VeZgddAM0+ppHMGlKgQNIV/ai46UVyXDCkAkc1NVCE9krVwcoKX/QJpNT+BRU94pCTZ/kB6J76esj5fyXxAjkLSTJeqYfIB3fHjc0rmRKV547SrEfcX+NLR5Bn+NK4P08LGspRWzHEP6aQvNjMVIG97zdwKPQWAZS3vUcAe4Z8wI+/TQmooHXav1W8d75us+sYXF/Y4Pw2u4eVLcuz/wasNBgjddQpx7UfkGx7aFHq2oWS9NKLmEROeaHsgB18apSJy5YmsigAZF/Niqh9XYgu1yj+DOU+QSwiPHROJcJaUACk25KudVD70imDF7k4M6qSThfbRMZOX2A/ZJ+FJbG1d2sf+Azbemy4RjSMXkQGe9lmSz7iVfZtFw4RobRvPtF0sDJD1Dzsk5P73GnYfTGEMdn/zOVTJL20ZzY5oRCq6vimqFQyU9Jkco+AyAf+G/kYBrcoI8mFKdvB0prDyHAoRjJLs6H+G5YijjVNDMzzoy402fRtqBNbJPod+U4491FfaYuFTxyLSe+/78578aBA2BxZ04r8UlE7hR3SXmquypuWUNVWON9iMlTVjn4XKY2qR3LSenKXNrlxcWQFG5y8bKBt9NEhSd7m14FTTDZVsFcgAMg3c5G9kV0cLdF1CvvuDqMsBTjeVhvxEbng/v4KtrFA3MDMtTTaoVc3Qvws488CwaaIABUD6v12yxmL4F8eouf3LYAejsd2B7AQLIsg8c6LLNwkSQ63oUmZQmbp+geIX9ujcztwKJybKdWx1EzRTiGT3ZiwKFgZfChemj5UwzaxEOecAiwYCN/Dijz+LbVE9TV+oXwuh/p2A5cGLl6lnIvIgKZh1ifAcePeZU+fqzCFgi6LFQWVvRsUO+mv0+qSP4HAWIpqPbPEZrkjosfnWRq0bhYcSHEn63J8US6i9wcvI2gxU+0lvbzQtBFqRH82RfaFRWUreIWNZmoxOd4SLivIofSJm1IPf1xO4cTpW2ryNT5dKUiyctmgBF4h6mXVkaYhELUfNOwKtsBdNUIYflIm1d0f+5tnwDylR8S4Gc2NTqU3eYoGGco3vC0HKS91FASh6nQVHGasvmXBPOJezzH/6BIVyF9v0S2d0LxYCPuisoUneSfa2mnrGdjiVsRpLjQBRC6wo905NHlmb8nVX1fZz9SpiI98JI3NPZynBa70o+BxiZSCDBCWC7LQ3IIY3cn4gs7tdui230LYddOns/e7ph/oN7GEkHCRmREE9c3dQ+qrWs/Kpj0sA41l8onFC/GRXlPdvsDMVLWnBGG4sW4k8oAP44XcYoTm5cJ4+b2iVZR4W669UKQ5mzTp06jWHll0LOeqAgLPtqyIdkH3pK+7kAwlpWGZYzTOUB0LCFJ38i55lFqsTHnCDcwOASjAKfL2/xvkG0151ZgF4Obx4pi/CJir+FyFJzOXkuFpfgzuWVwwytF7pDmv4GbueF/WC+hxmO7+yU700MtGRYus/GHHRE2fMhY6j//rksY3jLBUqKeQfLUBhpYxNYGlXA+OcCFqqmTEM/C7fvJWvZCFnIv85RD0W/sVIfe71NnXNuH6d2gcJdF5G7yxWxepNiQBqy76vNIBWKAIMmo+OoYuGDJyiXxaoOO+nZkdDG43/+Od0R+WCrtETSpEcR04cAr6LyWRwRVJWBt17mYQlERyIpBkz948OGsn2DQHWzdqSv2rQsLLvAEiivJL+I9WqEFuFFSl2+08u+ZVUki3Nu1WCmKgQZ7oR//6Hue7Tp/gNbx+qf8FL/qXsI1mvX7rzoyoo9kDEQhAWMQm63VBGkeSkvYDIGK8mxCBdeR1doDB5The4Hk5ty4CE6Q5G/Ne7WOQk/oy1V6iVGFHt0gL7ng97Jc7QpwICk89TywqpALQgFRAs/3RNFn+g7qMjknIKI9qj0PVN/G+vZ1e7ESVk1zxaT1ycLyhm/Uf7IkLzSpSEqzYNtXnvQaISPYgZxeGkTO9qkQBaSryqM02yiBZNvnor8I1FOJhlUEtcqELeUCWqzUtc/QM+1cXhKo+cyvxolgQ47mqSU0mNGKbFI8swfh5zotseuDdB9Yc7InSKT3iGJBj9XxyhrxWP9oh1ti41N3wY/HAwZi9xzT6aYQcTXudlYYiZFvdbEnkoq2+4Ne+Y6Or9GzCGkQuu65nkaDTzhHewnQBIP6uuvoHjJx1goBnWhDXH66uRM/XXIh94uLmYe93nMqsIxAqPEhCwyXkGxWgwvZBc9jINbjxVlYB6vBwrCcLsEuyJl9vT8Ci/swUWbbP/9+TWYjuD7ekrclmJ4pLN8Y9K4l5gKYkmdicmFSzLS1/H+dcb4o336wumZkxjWWFGEFpCpHQf8nKwVug8UD3B8zuhMveQ9dyVTedVa5udI7I5jZH1e9BvAr+dKrUd89fdtKXARx0/MvNoyTtjz3g+eJBBj9nVAK12qqaWzkYqdW2ckmSXN4KnQFmY+0900FwfdYypL8xfvjuRwj9bDxTSMjNoRpGqRmc914ACsmnxwZ85LyujR/mEsLHYLYMoKRYRkgNM9yc/UN2hIY6HEC0xaQmqLaxvbTgr5PuQmfQ+vw5CjUyFA0qkYLRYmW+Od8oYOgSBwqgMYl591eT7pSGiDZBOKtP5twZtTVBfOP6lVRCnAzdrXZ7yOgCSdx+oE/1kh3PglH2rxiWY64G6RSB/jYC51+OiKSsqMUAKXLlm9B4fqbApOoFpJYV1wY439MZNZEIxLpYC997YMTbgo4rtqTmrKg6DEg0/ElZ6PQHbMXMJ3xtrax6ty1g3zAdHvqM9oXw9HbjugVyF9NqYE2pkjcICbwthfcorDqkhwIP/RaXz9pRXifEh87s2tfXTnlSCBfeBMt3a6VdnJe1ZfAVaCmSka5zpfTn3MkN/ldo0O9Kq5BaiZAD03X/IwA8nyPpVUI+6LhYgBS13GgJeUWLziAEtDo2pgkhWo/FCMp0Yb2qr0Ydzox1MPUcwHrVNk9C+UoBlXeR8yP+YmzUlOOOSjUN0pAfqScVRw/voBq4KhhZ6HEC2FemILyV2QE9wUQcTxDlwmc8l91/TIhEWwTmd/iIKR/PwupFe+PMVUEitCGgIZAaT79azQhJXajqHmFoeMWOT2zJvpb6x/+1qBMOvRiD8BIEUxsRPjQTGVq/xSo8VDfv54YMIFitP7wxc3qJTp74toCbMf5e4LkhVBu2Iq5/DGr7LLRHC5JLNtZ4GhHdX4EhGoL5KBYKgn9NPYBvv2wLGmKFMza89CFMV+tdyflGvlowv4Z7FRb74u6fRb7wR+M/DHGMoEKGF8Vq78wPeEStYz7ZQiLy2/elyW98s1qKDBGcglfJF+tLwT/moWzZhDC/XktVlNG1+70hV6LvS7pcHfAdH+NWNHDThGFiXqmbKnHdPDo5rwz8AaitpEToPOKaCg/cvOE+0xbCtzUwxhzDrfPpNKsioZH2QRtHnwAIW5QXgyYzQw2jgZMdst01yrZ+VHOsAGYzI/hs+ypqpnQ/1daURMq7mG0z7uBOOUfK47YVTni+ZO2lqSTyWpxOn7fZGT5Kf2Tl+YtXREQg71C9EuDKt3X4eHYUKEHRgAkFbqZgNNZptfgIS+avmwZd42A4kqhwrZb/PORkeeg4ukB4O0JCHkiewOdSVQCbcsfHimYOxrThI1F1CjQbb87z6Vc7KGJVNzbLfSIINfizLCBKssh238VUCk+udTBwZFMzCMtJGJiayvzmCOiMqmzd2oC1+W0hEwvuvuc/mqz7Qnkdhcj05OHXC0SPjbBqOVOzrYLoT08O2iW4KADMTCB6cZR3gTFVYMatptuSeyeY5V2EnxIyLxnAN4QScaloTf/91jgeqwQjfGiBItqlEvHHVHcGmS2YNLK8xRbOEY9Amy9mU/mlZjyUgztDXodNiNz7BD2J1qpV4CUif22ReFhVBPCc6YuSnt5Led9a9P6iII31mWNIJjQbtarSNT2LYN/JOSdgcXgqiJM0ENT/q/Up95nqFuXzinxAlfGRegTMwEOqVjHqSNS9LLhhl0FMb/8MpwVAXbcQxqm0f3Wv2aqK09aVN5ObmKnByMcIZb1Duv+YpzzSZhB23WWc9WfyEphCw/yn8RcYdsWb/UYxwxwgKwpqPWlc+JPXCCs6vtjpJgILfwO/qDbzFGTIb9WCTsHb+xNq9TXqwNEwM5sADzZAw7Ool0DUSm4JPJvxhnBlk/YKSOlVAXhYEiICTvHszNQ+OcRV5HnPiK4ckk5xA8joE9AIQlwnWIAoc9I2mGBiM9UWuXDjecdHtL0RHJ76mVGj4ZsbhIlkXm3T2YvxgnW0vfo3yarDKuYYQr8qjyo3v5py4egZjKJzL+HPT5V5TBedqjIjIGxeGgVXwCQgpEvPJaZLaITycpwXTHzCsy0DK/JDHZPkZIAupdhXb6GVvaVAz+rtWodElp5bNaaczSwFaGR7+fV5tYMxA1M5EZBRtQ+AeV3aM52u+fBtGpmUcbpm/eLDkzn2uHwrEN9+/0zM1Vr7Q/Q99yWoDcTiGebq/1Wofe5XAXjje/82UZSJzqDESVCbZM1mYe5Qo2fuIjOZqPdj3Gxvbi25PB1dmmnh8jHsKgF/pyqBNpOYF+BN6Jj5pQWKLPVYIUSa/LBJ8PT1ScKxgUWZNigJ/YdkYvRzwwgHMPzaUun2epcc6uKG6t6LJpLBcKReZG5ZKisUXtGXB/H5r6BTvvuGCFkU0TNk7KlHr4Wi/WqKPsCZLh3TXN8KKXUmjIVMzGn/TkVSzW5YIkCoSOLwT5Mfs0C6+wQE7bazVOvVuVfRnlIZsad8rpRmIqhFe0MwEaA7Vp6BqBWIsZk7/erEao1xTUvNtCcvuy8eiGLW9mJ6dfIVy9rtMpAl/ea9qkWkjVMLVr6JdmOi3TGJSWP+WaEXUK1YGPHytI5QIaL4SpU5aPzti7yDXzIOI/F4QzrfZsn/7uysUI3vqhuAnfxaliAo/a09VdKMGQOUnXb1uaTvDrDyXfFDqH6TBYG0vg3TLU9xyIrGXEmcUA7JhbZhrutafNLkpRTSQfjOkL/BSmoqoHxIJC4yCBaZRLhhQDHWb49itKtfkDjDT/Y0j2WWnHr/EuP4QKJZAebgirDZOMW+qkvE2e89TipT0CND4omsYEBweDBzJLJGAFgwrmFE+r9RuYAfmhE1PzKwjcS2jVRoaqFAiQbYBkl38oxyVTg8P3gcE37uOKPn0ZpVLfNQywi24zpV5G0PhmPBjuWrqjMGcnSf7TipuPsDdMGYCHBVdH/RNQ9M0EuEduPjm2SmF3D3GG3G4Ez4Om6nc1RhXMONmlmKVF4SG9BTXpHRb5y/mhATjaM+tHwFM2nQoAqWmp82gFjqKB1RP0a1EGvDLUKRyFF1D/wWITW5SNi4YcJiF4kuYZ+2GxdYnAPaD8CanziFYppm+eoksRNh7vY2SxSSN2dsJe15nLRzxvtuUWrR1wxNLsUQmimu/WcByfZ7kiaLC4mnoZM6QN7h3hgiU5LgSBnZPAfsWEjMabXsoRy9qcZauhFWIkwAVMC1bUZep0Kwrsce7ub9S1bdE5M/s1NEJELFihpB4C/TxIk4tpHPmM81T750A/UWucDhvdfh2p7AhYNZbWoMFFMg3UY9oqwwmxpxJMTcUZNtHEygqfiGNPCMyobZ23TyJaaFXka7IobFZfUkeHR7vC7o2SNvwlp2gBZ4jFGta2H5Fvb0VQt5g83QEg4FyGN3DQZvjdmP+dPjHSfE7PV2xT9t8GnDh+S7Z+ivf82DxvobqIMjYjIecR5Qyu6SoDPwhdTSCZlthhyWnP+mxROmK0WdL1LjoyaKlSY25HHzUBJ92K06HBz9bjXLPE59Hz0z0bMTtnvSVivsWs3DxOz0RxlQpd9RCi5Cbunnrd0owgpQpap1QIehtOE9HuIQZGgdeopGLD1G1QAY02un/NuUt9VzxXUOlDWST3W/LTese5FlGzf3cE27ZIPNyfhyXsbtwtorT/2YfpTpEeXwZyt2VRHadQ4OoAr9VkjZas/vUGQs1tWkcLyjZpb5m7xqZAvfWdlDfQw/bWTvMHTO46CzvDlUcBwtxDAkKFxl5GOB3ASgVekWH1Oe/an3qh9SSgm4hRZwKUTD80SZN9rl1QinYzitiZZvTLjHAVVqZCd0L++SRFtrDfo8K1UGagV8ByWNondT9JHzukssa2hoafL9KnVwKMW02MGamkhwtOIeIGp9a35rU+h4BKFWPdvaF/dXdTKcarF9gXQvdp+MffX0kye+xZYIYvaxu7vQwQVa7p3lEzHJLgBAreGlgVLH+Yvt9pVG6Wx/Ww82RhCUHntrNz6agArZrEMYaf9RSiKlobPUm1THGBkV8xUEl14mJw4ZtqPdOCYc4RWhPgLssVj8EXAn1ZetP7Tstf9ld85XDa9/1dSvr7mXJ72lR5FdNMPexxcOR7kjcYJVdPNT5NP0ZWMpT/NTsYW8Gbg9R0JBAbVPvwPExhOk2cLcBdVxF+wOajGxpDuUYUp1k2a22kv5YBlnVfm1R59zfGxzzayRwZMThK5lZRN6EKBkKTb0F52qy8KoZAV8iH3fAheyUY9xLqe8SrpBbmi3KC1V+wbbN7WI9dkx1EL9sR2FBEv93aeph5QHmdLFwiRkwT2yamevcOwE6/LoRC3AdrJgLc5TkGJllFIWCR4VnHFtkMZlKQ20PwDYHPOGv6Mc9ixjSFdYcp0UifzbiLV4BTvnQGOh9SbfhTwddcakEEYYSCaDqOELKJNnL9nOPeRYzBZOW2Mom4IvXZSX9CLLCwzA6l6Bfujr4rycHzdHocSRPcLYSmWeNXADRDD2DMmRemhdxITjdNCUvNSjriwScAWS79AECvkFVI7Jgf3SYG8DSXdDG/0q7zp3nWqCpdFsGzV9Wn6YyCHspY2F3G0TktKrqYOqrRUxt4MAImTbQlzAlwtrRx/P8pCIVEmAK3FqZJo/6Td/2Ryt6AJ9vQix8dUM10P1YBcTp3FHiSat0A48o53WPl5NkHr2+ehFJ5r6SLIx8eSHA+7Jm3ZHBufQbJt3cb2ZJOlz7siWOPiahJpPLwC2tinxW+2ArK/t/XoiMpaJGFRDrB++JU/kJunpealtEZ3mN2x+diuJBGdA8lpUPlQdk0zFN0j7t4DYCKRJOL1zXUYHbnWaet5tF9hPs7tclbNeCvgxkXXo2CF2FNhg7eDyYB2q3CUMahp2amK80eSUUvv80CnhQxgLfBCsVfbJXXpKCSkV7xY/VaWLTJ15myYLRGmYtvXftNVeX5xrDlycHdDHVKwLenBbFp/Bpfg4YZyURXb/XksvuckXLBHXDxgj2MKiHDq0GJqAvOcEDwrHX2TLqJ6dSHKP9wmEwmqLCTIhY9VqRS4hnnWEPRGEju5DxiZR3kdcEWq4ewrWLZ9z982JChQ5vl4LsXiHGgmbjt3CuA6jJBaA60vT6E2YHScbTh2kKZNqWEmL4D9fACahZDa7rNcotVbvSPEtc6BoUyXA9Nw5y0fABFIKrDkGsJ/SMnm+2EgbvMBu9fyTG/2AZXzwb179S8bIXlkhvy7xCmiACnwRNHkX/lBi10jhnYEaz3yclWJyfmbxjBoZrrTu5bj6J88L+8nDwFYnfPRLbWhWw0f6HXkljwS5nVRZLeum65adXQGx5FhRxbadIKsPfctMJ9Yqf4+WnnLbQsO1wBgB6e5y96+5VnEQ+9GJ5UD1d2MZ2qWhX5D3tx4VjZtF9TUhNc588ZmRxlqGUDFqxOrbcYU1LBJtjaw8nUA2b4NwZLQaYBD6rdqwXtdt7xqp0CnegZ/9QjPdKicpThMTGuU5L0oavYSKXMV+CHDp+QL98Q84wysa3sV7Fup5Rl8/s7ZGnvU8k5j8MI5QrirMTWSwg3CrlTZE/4N7Ff7Yc5z2vpFd+WrP20Ttj5fOzKo9EMpd/Eh2kYVww1jNCzvkycsDjIVmfnRDA07rfd5DauKD6fbC1i8pKYEwroyD6ffgnFF8OK0FunEPOCrbOyYBgQUBDkbhuaQOIMFldALEKfKUANjnqT5nV2IsuJ57Oly4iiocPmjDqSW6a6nY9DCXel29grZSfSFoMKU4fu2eu4iONQoW9nm18iXX9naDbiI+isZlf9suwojXqJr0YFsEtHLwnmwhr5vIoID1xLCNctQerwY/HEkVasoMzct7Ya/wkMa/EIi8BKHJTTGGUH5LlOGqDRQkpaw+4ZLpu8wywOSw0pqVqk5UG/N6BdAmNOWwI00cCiVAqXl8jpsyyWHGApIw5x9ge84wR+HPA1+xYLw4jaHyFT+k1w/eN/ARgHfS49HY1Bi5kPZpS6tUuMCSxSstUYx08WQ4FpO0LTBsRf1b0rm6c19wTs9PJsqqLJP4FL/mpWNYJHrPY32/8hOm2gzBvAxRd54e0QhXeJlKxV1e+O1BPjullQy8vy+HbR2MqJvM8IxsKDjsfeNv9IMYlPQgq4NF4HvXSop4O0kjUr0ISJZDDO3W9QgcR508sHBwYzpMJA6oOIjnInNjx/1SYg3VJy3rVnLJTumSyN7b/HKsi7RtdXbeTLpm17V9dVF9V4ehZ5Fz/0fZqLMBQFuoU+QH6k8pDth4OdT05ZoETIjiOmn/Q2R+Rcx1umrIiBZxo0yYlpp3X4XnqivHrPwtjVGIXPfGmNexcv+6KLw8kUTbUgj3QZazMUd+H2hyErwV9rv6YAfyqO47VOTTPBCYrUZibh3r7IHmSpnLBrV5+xSQM60eTrI7WfqTlc8ss9v+LHdfJlH0y820xuK+o2ZJH+TOFqP5tCnGa6J7OISsuCK0HeKw2ZYJprOYFPe2EecAMyBA/91moK63xSc134KAjnPZtFnwUrnyJ9jVL+4x2xdnzVz2qQS0oUFCmD/ZblT7HvA6B2kQO0F8qB/+CS+qVxe1hHh2I2vkaDk0DfaW4xRhjTjFR8CReBRK7KT5PG2PHfZn4YUugdQ64xM7xDpJsId5QtKjDfmiI6puGgfGhFXNv3q/3bgjhsy5gDPnzEr2J11tJ86LKLNb0HA/0Q/a+CJAKKI/ib34NEzpV+egfKEa7lJowOZFFRN8Y1u1wceBcBfbVJw0tsr8MAkCVuJ8CBPm1P3PsPj99023IHgZyzMyrJeFtFD/1Y9TR+1plogEcEX/bwdrAMEtXonZZF4HkO+buaUNAbNYQnA5zOJgApxhZu14A/U/y289UqxjiG44YPoGs6EjXIKpH2kXoSxTHbOeGW1N4KI2Lt+9zDon6Nl7CtB9AgP7vvQoRwf99OWdZwbp4M+AdV4TtUJaODZpSXDJGmwVHzz8MUg7B0CMREbYGDL6RqJKa/de+IBcDoGBeaH5kO4sdJY2u+Rfzan+d/DR2oXOcNOZlCQbgqTDkjWSh0Ve8LgE6l3AqrI1bszvR0qSW68W9YTF1/Tbu+izyH2lsK1Q6u0zW6gObtgVkT8YNb+6zh6PNF3RvIP73k/r4UBt+W8ZSYpvjApXUo9g0d/8ZE3l5Sg4swijAmU4vn1ls0XcgLLz1dFfC1u+ATrNrMyJP0fmrO2KUf6CZXyertWb4M218zHHYYmEqV8EOB9CbKF6V/b7/Ur6lsFhNQNF+DYv1VyLYZi5Q/2R8tpLNx74eK2TaLzCXnAK6m2aZ5im+pC82wR4RWFhoNTJUNBc5GR0VYxVb4nMYUQ7K/MY+IC7xIsSO94QHuGWdNAl+M/KCzADcX2XVgZyAd8XDITUp0rEnyGxJx/AjQopJarxreupFtCDh9SWwcsGCFb9AMbsUtl+xOlqRGU801PNUDQypuKmbE3qRgDdfLNXZZmqkyWUO47xwIVFjA0fEZZ9x0M4cDShszYFpfXKLeIsB7PMzdFtVjFmlojzd2zNXTV6aQaZlm4z4rEqqyBBgzVWS8dg41F6pOTUzIRKOUNHUkTQSfveCuqKsuRK5FQtmFaC97hXSq2iJ14iqLrQxcXMHlzhEOsfrlspVWptJ5ZUqHSYu1x462Jy6TIjJjv7T+aMCIJ+BFAcTz8fJYdMVRZW4seMkWuEF20tSlKr5zHX9T9dTnxNEqMxieb5hOEnVBahfR/nGRVyLqOwLQ5iFV2oWeIlpsVfJQw9IpJ15/PEDAF6qisdsUmKqEdJehi/nZov1+e6okBeWL3og5F9zjd8R1mE+5aKwHitaWJkCNRGl8RLFon0pSTnWm2O0aMoOVTCUZg251nQchEzUBuIFGrYb8qvGnTrueZlUpbc6ezzeH1x2giOA5A8IHGS0Pdgwxoy6LKJrpRxybId1i0aVcjdx09WmnJ+UrfTDh1KsqH3opHLnyJxsMZdMYRMOqwAHAd41IbS3XQGQdp3x1KNyB+g9DdO/vXOcnIbHje8v6FBAjp3CuPiu8w05NctWQ4/f3u5IXcs/nTA/k94Q1qzI65DelW+JHiirG4Gg55cdMSzQVbbOhMjjbM28+8oxHMwytP9oGVmzna1AggOHQVlmbzAFJbFMgpy3WxpI2jcAWsClVDq0OqgeLQmgRdcp8sSZi7gpBIY73v87d58OPxhe3Vm2jPRbYZi3eouwcOg3Z23JKyOznaD9NosZmJuw8/SRfOqczgIce9mRyaWW1pc1rWJuApEe+psGU5SNpW8BYUhV6BoMF2+L938PmBDhCBcn4E+NJ8O57rP/D2G74VtixRT0Gan22RFhCR+PCPU4LKp+1mlZgkyNFHIudA2bZoT+so2r8X4mdJgcK0+4S7SMS0xRIW8j+sDBLOTuVrajvxQWG29CE6Tpdqdey76Qk11irD5CPf2cLW5rlBvBaOSHCaJSurwuNZ+E9inGqhq4c9buzSoC0rcz8NaSKV263MsQj9kgW7l1Q5SrD1hJuGxd4ilOU4N6en8SsDDZu9hfhpl5Iwnm/kmlSaIfyDEZvr40MBCyKArSEAl5U8xsdm+03/vPOz8TPWAfcBkX4UiosHYYO+pGxQ4rEYIsGQ8x2qNUOEYj4atF2xAriCrhNnAAR2fVjm5otkWYEa/EMZeLDdLTZQTCIe5RHbSPZq4foTrHkDc4w7880W6lBMobjGTEfp8BY5XzNwjSrTx7+YfWEWyh8N+Z9Mwoorvs5i6st5gXAh5CKiHptfQtmcsdB2bmGwsaQkkPf3/jIpBwrfu6v0Y0ywZ0K5Trn7nvHJpJJuUaNzsVZGE9VT7MC1Q5mep37wOvFxiOKJl+uxgxLx31O28Wnt0ThOMMCLFT1muOKUOOGMm31dThrSGdAMlW6MwXJQdl1dTqa1B8FD9kVhkB6/HzPIryIDRxdB4L9BkTJ3W3glR9Mo9RI13g333Zp92nVk+BkUjm2oBQlCQRevrZOFT44gb9pTzWR38ZBQ+jiOOaJUvoyljoXRxUbrEXm9q3Heuwa44V5akOL3ErtYBMpAI/mBh0Ra4FK3T42MxWfBMTMVo+Z6ygwtAVDQlvC9jyedazu+Di4gnh7iRZK5lDFrtIIiVseNXOCYAtrtHCQNqSlbQFDReVgKKuv6tj60mKNRcwcTI3gKU1ULAUGY8/dKm1P2DwUbh3PH8CUZFQDtZtHzakSVRHnU5L/z4VcFwVvDw0zjmfmdo9KFy6aAEbP9xLl57eIsBYmxyzbpzj7SGXsSuMWlfzIF8eeOgZlVH+xh2rx0FCl+rA5Ki5gbqUQXphi5K5R7557FFH6pii9OQZdV7K8V7xmwTKeAZdFz5TxyJXsY84UHES2XogRmGh3k7fBHrgQC66JZ0ZWrRcYRwS4Q2ELIEgSeS6FwkH5EFYSj6QtRCokRf/MYKVY+RDae2QpUg95u360dKJuzJlBJFpeivFXZ5LXZGGwQdcWEUaHrpTAdDtdvAL6j7nRIIr8w5AJaWY3ym2skhAmgEycTyoIo8NDSd0uH7/uNhsaNfNqFAxCk/ooh+gI4IC69dkcrtPFBXo4xaqAv+x9jdbeozbtoR8axEPouY80RTw51VyzHnG8PZ3PbL0yIZGNjjmT6t7E7GUYCWopr8cAZ8Z1s+CeCCTZFjBlZZ6at0nQwfkPpOLqp9EmNnasoWhsxwwfG11teWZIzol+Ui38IsKm1bES6pxLU4bUerNK2+x4A3OdODawXpQAQDqB0XK3EHYmAepk0J4YhRYAiJAObUQTz6CoTvmMCvPHYko2lSpHU4SQ1TBK8LAMh0gInRVCR4UGlJyadzvuPxGtMj2nmmLyHtWQmFXl/BXvs0NnWmeJ4U/l1kGi0ZXx6xx0maF6S1EhcjRGjr5HBg5SHEslubRfCv9BQTAkhBMO2vv7TGX5RBxXyjim0EbCVAcOp0LNg/ij/D4EH8KQu3lgHciiIPcXrm3PqrLwse+36tBCYweHiEoUlCW3A665VdcTRQNkng5VDNxDpWt3oSAgb+MMO1fNI0MrxzobQXqgpTLlQUjTwM8WV6yZcbrUmgdqQeKFjbS+bQYElsKl0lHvV0qk8L0qdMoC4NrlNxnpv7MRXmCt2mAVEzru+3YX7Y9praIGECuyKXlAG6qZNorkH0DDxo05s1QSlo7BAdltIBJhWDcAnR2ORIECYbqtEzAshGKYBwncnBRVrHK83NpgKHgKxjTIUbLhJ3ntQcaWWsjn5M0Vdx/kJ1FewKvXt1PyhlLfN08wKlZ042ckNVtFTU3MSbTTKhmJVyfdf6jRyQALn9rinblJiQ7eMRNIRcDUfAPjUxR3OaJY4iHLn82Jw76fXqJV27zTQw1xMiWdQVJi6aJS5sw9P3CQaNzwYWeeNeqORGr4CskfTSbX5tIb/1fuQ8DVHZwU3wzPxLF4nXDUBytFp0IvCXnezoQmJPAdo0eYseWPCKo5fbds7u3PlskkQhMcFothrDvdxhAQ2TNAWzROSMGD65o1MzKcIFHpX6Hh6/YEhxLGFBEVgFIXd585EN5Y9Uf267LpbCFt39xFgkGN0tLHYPufzCsHeK0Mrn4d6+77siPXy8OFg6HptdJeZZQXJewG7hVKH/pVlYPaUHV3LMK4MyIMPxpFfb+E95IzBy/zdV1AqCJMyxPvAAdyiZNj4E2vnuYjCIH9l5XgTzR8jeaeY5ee+YoB0Xt5U4VJN0dsdxyZvvzb+AtexgBTLRugz7Ck3WAo/hhqlLhTLE/7D5LmENC8RKoLRzCzQoov60B3FIE6KGkTKbyICaYTMO4h7dStzXnF9EuzfguoPMeP5UsqJYAn15tiaRs5VUe1mPmZxGXjilhs2psXKufqQ9tc4I226TeEVqhJpsdzw1OOL+5POojkMgv/IxK+Zxz2wk+GBAYis3yaA7maZLJ20VpTA8d9fkmXwlQdFKVAuwO1CDVoqFURIi3pbNKHzdbAPq1OnqrXX9yTf7764pk+VavGnfYJjHCVBGjfrQCQNBC6xnAwdpJo6+FtVMv4Dlbd4sQshvcODfkP3Nz4iRijGCjDmllB5zmsTYtecedh+jJu1mSIox/IyK3ZwqlIKajP6jYgM255MhXKMNS3tVJPaTx4w54w9FxYdsNlqP3UkwRjkeQZ6AIv84/u4+0RpIyqV8LkDq4XfSvCfM02/2yLxWhhznEMWAUu1NEJDsYSVzI9Lv8PUFFi8COy82s3kVekiUnsxhtW5sg9rYTIgDaWHJkfCYpVoWrxSzPvL0GIdIcxUGOVtlsXLS0+2TsnFLWhIjgJwaiMXS1d0G1gG9zqfPYchgRjxe7rrL364D1zf+I6Jo08poY25arPEpWC9q+zi1Fu6EUq+TfUx3xEQ9tJ1NgVLy2P/2cG13DHZ7lhb3nVbUG9CU8bDj1SUJyuO7KG15BKJHvC4ecVoFF0gN/P8z16kZlbhRVV/gaPke+bWsh3AhApZ0yASwha7aY1bx2FW2AVC/MUYOq1T7TY/nvcidHayg1LFzyirXsleEsb9CyzKKDwuQfIebvgMXHI2NDQ0BDsrGB1Ew/5ifbUH6WUs8oKyl28Oh2htCXd15FEZXs9mrBFE52JQFXyxPFv8hFnQIqKLGDNNxOJkZlAoyErQ9O2p/+SqUlZg8XcZBkr8VMuNyQguoz883sJOCepPF0e6jdGGk4bQjwpW0Th68qt/Cv6mqgymJoDTSdTVG5WZhqz/SOWoSBI2E9Lgo4UxmslLiXTirEByZIdU42nd5M5s7PaOtK8m8qEb5/catlrNi/DUVn6acyH/zpTM3qBm2DbiG3vLSMkj+00+Wsgaf//X2JEXA3jjBFdkt0y3HWfCc5rcdm4qkhYf/t0u4mB5n730qEG5DEpIHuMS40WiSfI6ICDU72MGCDmbykdhhwxOc/jY4Gsaa2lSjs0xNG5cBxIeYlTxMQFSISblsIIZkBRQAqLvNSoby43yyXSqyusV4JKjv7f7hdMk5EDhQONS4B55yNoGw2kJGzzT/eOFzSo+KgRiryLMZn5RXXKI6ncYqAy6b2nEQOnd8rdFI2QzAgEjg6PmCd/6CGagD/NB0OnfQFjvuNsgCNU3xwA52cMEUKiJ3hZaoQ8bVslV125upsLEMao8XXJSiJHwJ72qQwiBKBacvN10ztQ9nE2dKb3sk1IuMuQSV2UKSMjdGDGgP9RaKtBzA1MhjsJjMwN9Ux6fyxn0+7tDEu3C/iGgnIzo6zAVGSEAkn4Ky4V+P2UHoxq69bdE3+G3xSUCW4XNAb8V5eG/QLIrw/WRIJPyUu2DcAcHPXAQlSnV4VhU5UGWyhfRekDAnUuQzUZi1IWHBn9DsgbldYBiMVdZ/u4sDk8uSIzgVtlJJmPxVVYsZsx7kmrdWT6r+t/+SGVzHJlOnocwaTJdSFzu1HJUF+NmhuPBe8arJNGK4DTNE4tZ7YehF7fG+nfY5YqLf8IAwKgORuNHqyATd0ZVVYwtKUkpVYKrVpQg1yUjPcG8XunQ+DPon++DZDgioH56OIV2pjzLiX4a8QecEKyD13QiScTKlHd1Jeu9AZpYk5Crfzwc17zFsq/d/mGoy3ecxQkTqDA3x4obpQsYMDufSUZpQFU1RPT1kcUxTa7CImQdnOjqNvTCmewoqWw+c5qyJrnoAqxn0zl0z2uziyv26l34hUOO/CzvW6TgyFQz8MdqK0H4gjbMFyMKnxF8KGA1+QiBcuQnyoMosVSc7j27B1b1bFtguYIKd18xpNITAiYMX+JKAiIlw56kvDOt/gywidAq5zNRwsrKm5gQkAd+seaOb0Ydrz678K/zMyGXeXbzA6i7c1tARYNyR1j3ZBOK8esNrfyDvlLjRMwSWw06iYxkjXhCgtKPPqtml+C2rTXsZN+94ngUQr0wzmxTKuRkZ5aQFQL7/b5zL8dMsfa4ZEjr1YwW4c9P1MmOoFOmcI1+29Vv+DK5VRr/pMJCsfU1BTYk8isvCiNVeeWidIkCw1hDXsOEnL1WsAgbj5VKyM8B4cLKGdm06IUAE3bxnrQYZE+JwVIFiIrkqQLqYv/E2oQHGWx7yjdvrNfY73ClXjKoy6+rB183lLbPspoTz6RBlqmXkJa12xg7Sev7joQsugCCF2RBNalhD/gal5CKbIuZOxFh8hIJbZhzJ0jbw8wLMHNHF0+RwCd2I6ts4pbHe4JgeUuwbcFOeAmK/dKpU/7BTQ3Q0AuXyl0ZZdiV/Jh/gpHn1/keZUvgjIzy6KZSqC3tEHe5FbYz6BRjccWFaVX9WTphx+wzgxJHzCSg6EOz2TDrZK9mahqJ/7WSxDx6zbPnQdIRXZRtjYzUc/wt1eO4MEuG3zzqdYQS5ePNEawR5tjzV58/EOpFj6h2eOC4xMcmmYKQ9UtrrVTHoeYLwj0t2zPGZkIxggYSSsQiW4VRePTYVITqbCAOY9LHTVePPV5FQxQt2wZqIacsCu5w7IWJNxwfUAfpajW637jZHyN8lx/HN5WCC8wOlG9F8BmUNqBdmwph5gq7qIfq3Lpj1yOTMNAtuJDeCpBEChmoGGOzU4XNoDpIyiz5rqqbRTvcUvSJVqDpyuxvKtuxt7BBJcd7ZS5WlSiNoNhs2hpkO1cESHewAPkn0iRxxeycu97IYPmsr7iFMdSmkzamdCiurtms9wJ0EF+3HDADpgT09Yix8bkTkGyjCoxdWGAYoyodsm7pIVJhOqSKywVGTVdqsvPPeiE3SVNQqPWS35szL+1IeP2XluiTwJcQQ8R6QdeK5BWARrCD5y7iKcl4aa4dKsps830+zBZNw9uW9Qn7slyIJWwhopM+km/b9GdiuCepfuorM1Felz5sgswQUHrvkOEjOgxTbDz3pS1AYLQabIuCSZvikhQ1R82IlnQtjWI7m1IjF1Nqo4og/XLut9hYJrl+pSAm8eg1IfY06T8aTPBwXwund/B/wo6Ee+Zgfl34BBeIqVLuyF1CvqYfZJZ//Cqhla4VcT+ArWY2PNxAkmGtYyGuo1SgAxyCx9tQL4fHvoI6b9n66kj6ZrC9D2fSVGOX69Ndre5S8QD3ze/OvkXFxCoYyGV2QrN+IKFzfrf+wWn7aFPy+oxKMsWdkRH6N6vn12ANRgjyo9djtxY/WpB7jdNY4J31M8V4iZMxLqmClXPqML+zT4XvHt82IRZPIRb3tiOzujj7xqKI9EMVrabz/yYydojtZ4/70/wEMz0dEwEdJw4EZwRjWS3R/Cray0/G4z6qlNk/V+MlRhxBEkbLWa7xi9N42VvRxsCN5pLE+VAODTdYQZnjJj0BeTvhk6Qqqwe4vRC3SCkcUOiTYWWevFo3hESQuAfT6XVMqU+QWE+hAafEdNVFWQfVq0FDqxGHIvAOxbQKL9SUTXwMTM0F2LPmYLX1uXLlPNj0zJP2gUDy87I2yrNIAqAr3VmkzZCNMvRFrUXLjbSeLxhukRNhSAKyfB9DBsqbZ+hRv76aMWXIX3A+Uto5vdYzsmh4yyUaMKhio0mPzyV5UPGL6EcNkxoBkZ2dhNISZzQM0WGoWFPrh5u2LFHGdp2joU/bLBGJoglUIvJXGzRk5ue4wEhZh8j9QHaG8KFT+e4yyi8+0uuOrinbiNZ3uhsWxOUF5x2pTvEmoFH1wqP7MlH+0aO0t5R1r/ALqxigqz3JrZzqh5JoiLQSyQDu0SRqKmFLSYUYPlnqbaFxIHdG1HogskRPm0p82i+LrvovdHGWhseCdnItY33slOPVUNPwSQhseplDHQx5Gk5T63wLfe6olzkOqFGqpRg7bMrClL6I6ZjCMy3rLoB61pAJkkWavQWLw4o44nET5A8WqjMszh2oMSFQ5FacmU9LgRAMhsW+9sx2uP4nI8d/J0QTJK4Hqn1vZrNDmmTsSt7NR98QWGzP9uBbw8K1PbzZMCVP+Pj9fn9IPKW2SHiFj5gnNsT+FR6JOAnPr0D7HrQIJB3xiIUQ+OweAUUwoxOqaK5OGAcebvuR+0Kx9y3AshFqkEBGUIdLR763xZLmHW1mjKe9REOr7pmqmhkr+tqNAUQGx2gbtJEW6Pownhs9W9trICDOjp+x4lKXq5NN2iPfmAm1UNy3IIZuAMWUGo726D9bZivY4lJ7d02KAsrPmVet+hGG/xKCrDrx+vFHeAfnYAMAgmq1+k5dTcSZd7oTDMQ19oJMemgGNZ38UOeu7pBWn00QSx8wFgJ0NYLjr2V+PEa2VFaDcaiUpqrOYUXVqztqUJJiBfml6JM/oRY372dUD4nXxuEJY/aKuSDYm+jY/c2GNI+72WAaIZeyG9lLQ0itIUW6UTL1f5GXbbEOtNRWm4Xw1XADdHXpa4CLns5eIBLZQAACMblPLASFHFnUpalgDmxVe/IGovzqd8xq+OdocICEgWjRsYoiESKIleaIQv3qjnNNzZRldTJNCH4mj0Cu6qjXf8lTefp5Tinrgr1LdtrCf/5skCKzLMIgQ54Ak37Ed7Bi+uyGu2RPWBysuDuWooD3ne0qvTMw588pf6IPwZcCkR7luKdWKSVyN7oqjA8BDV4FNyCT651T5HLFN5K2SyMkunjKSt0BIP6ELBJSSONNZEAhZGc6wxNjoGR5IckBSCLJQgToUWfAoEkfot6dhJ0ROafpLNpFo5qWKKYhsJNIu+Cm9FCSCelwoaNizeWVljgotjnrPE98r5pJNpQNMhUg4x5Qpvv+atiRntFTsmz+z/ujuB66YJSuCAfAkyFSjqt8/AYOQz3Hb1REiNpPViVm8AHsKTsM0p1GaExdGmnH7/BlDWM135LSSXf96Zo87osNmrUJpmnKYb9msamKz57UI79obZt+AibSSh3jrNYjlYjIJ26Epd+VUSJDmjwuXrnovsXvfIwMxIluzcjA2ylRjmz+lKY3XlhR1o4EUeZgUWOTOmmmB1+cFmD6lMPROcQcp9QtUhNYBeXf/2ZtIqXv2fAT1dFDXXkJOS7ET18+HJ4HzB/4rqrwPmKtFnXv/TcwvvQUKlmHxLZoTilZKk3m0SJimBrcikKi3XHanMoG4z1ceHRWe2cMz+/g2xVigvIhwkQMaCti0ledgNjEv1S4+QAtlb3kFGgchEC/VmJS2aqxdEVOyhiXt5vDdWBKv10t8pQjgie3vo6jHQ9jo4GFzUOG5Xixn4uDtR5jwx40iX1X6UG1EzSi9hwOMXATMlk/Zh/+im9kr2DwCCgjlwYcrPY1JQBllsIVmDCQHx/rdte0fnhW6LWfI+gjjAWmvIcKiRQTos9U97fMgJaImkF4JGHTitGYDPbcI3pj114XNIa8NWXASQ+Lwiy62LWPIBGA2MUtORjS+OYBLTnaAPSDWb4ZcDQSu+TBxLTfS9misJcI4cXyL253cREmFOae05md1CTCkSl18+ghCfx/LfJeZSFkqtvOhcg5XL1dEn35aVk4fWOGNM/U3UbeqNjJJp88kmIXYYSBcCB6O5aBAkkUWyA9vyNxeNtJGGKW5IRPRH9o/YJ1wlVd28O7jk9WqbxhC+seLtO04ScCBIGDRJH1peewZZbViO3ATZxsjxmKOxZptKLnNEYzeySE8yDo8FMGqzt9BavRSWEovGfQpgzPOxTj/757S0wzeeKEbfR+rrxTYKKc3eBkv0RZPwCQJUNBbzYr0nZyj9gE/pmc7rO5Yq5AIvvf8afsDBGAmJ7TkrWTQfEPHBCaQX9p34SgRcHzeKN+OSo9rf4voHAkSI959S+El0D7nbhInvG5Xeb09itSzcZ8EyC26DQC2K/kIULNSYJhVS0t/7XPjOgwJ+u+9YXXUgs2MYn7SxYIqyeiUGU6gL9gL9gLhO7QApmCkhS9fdooXcxJT/51vNFnKHM1HzdZP+Twb6NLPzGi9yMfnVRFevOORrrljitjiVYaxP5HFiY3XzbiX7XJv8cdwre/1SX2NE14hlYTWUu/qXNzsdCX8ihekmZlJhs1GHUTUk/y56U8TQFj+XeatZHy1baZxvmCwma+6sexl0KSOIi8AFJmE9KT54DYAyhoFpSmycYVrpUHPS/cTauQOJccwieFoUoW6JmcTJFFYd3GNXKRbKXwLjnFik3xVqiht9Lyh+Koq2ez3Ddh2yeySKEs64g1Ka0QGS9DLKAgnMyWND5wE8hwKIid5XpunQwAK5ExwqCOZvyZ2JxOJ8Tqoo1QCvHaaZ68IsXJxBtMCSj/kS2NM6Ezagh6Ij3gJPiqF4vRGQZji2aeU+5E7YYiTbPukWKrhjyhJOuAEni1c4HRZ0pLF/fAqjAwOPjqEKK1QEsegg8kFe/45NrG0YsDm3LnxLtO1GnFmm0AMVFBnSO7k6lzEzygiQ6hvKAkPf8dasEzyueyCzTU3NoGbNkWQT6IPPT9BKeyTDPusVSNrp6EOQHh4mFpHrL7sk9ehLnN8GVE6Pem4zz8LXRvS74FsaE06zyQsIBuVvKe26Lm5XFB9wABVFAAhHNy/UamHfzmKLt1FAcT8KWfKdFk2BH3+nNxwL2OkiKexT2WW+GM3SsWP4jZ0dLrfWn6hYzmFET+H76hHNXOkfolLxUetOJ/ScEAjXJwF2EJvcbULgOJ94rh42bxJcwgfxzq7ol9mC2RKFJwkPJC4qgYHcToy2ip8voIRDkN4SY1hZRvqwYBoy5klmgWgVoq0KABa9mLwWmTh3od1wOJ9W2K54VBMPMWpfXCAr0etXn8EmLVgauhOquQ497NaPocawin8FbTVbLo8uptV5eu0vBTCRLWfK8RPqFkwD9hSGq7rC5sVkMglidNsg3X9DBBZm4Ig4BXXi1pWoQ6COMisH5FgpnNFO8OgqXBdCZd9ZxxewTG2Slxpf2raM2qxsdvhHATYud7kL+HXpG8wSeaikz4goTTJ+lU/TLJW2K8BsLV7B8lm5SxEWuLp/1P1QiHSfM9qxYwAk1pQFiG2yDDJEgJB+6g+ERC4+GkpyYbN+qlXqGuzfhsjGTbIWEXzmpII0YPhKotbPkon+dD5Bep7y9E2oZan9NqJNohDL4EpiGba7fltNd4XBWQUq5EqTaNyGZYrEgrcLIIMaRgkXBCQwqoNYNiuYPcnNfJLs+uLAw513YgL/lR3dVwC5E9dle0ATsSRDYRGPV0oO5/E9dbvGNvRhqUbKegT79edD+UB6vJRELoQR5o6YnfnCqob//4Sa5DRF0M+c/2aWql8h+sfvn7CTJsDBFIn17+YHP/FXfObB3Z5GKttp+qp0uorRWLGI9zzvf+6M0qPe8Jds8l1eP6iLm7mxIoD/W84otC9YTsaUkI3zjwpt96M48Lw4KEloSP1fc/q2m2CtCEqjseFqeAK+VLfUqHqTJsPRSgBwRnDrSc5Cbw4LFF8lIE7xE7XtXiTCdfDIEqpdbNVyIhyHjK/DsoM5XjxWmUk04ZFPzjd+IsnI+BMdfUrzJ22y0p4HEjb/GZ8PJfpHUKSYrL26LHrmWWWwFmERN4uAYLETo1nY2zDs9XamBWJazhU6ipTAoYDQimQT7JPedk19+wxE/yUvOaYJOe2Ljzl3tQs2NTqsRAdeZboCjx6L6OJpAiAndltH1mYPIMBjvWbZdoky7H4a7IIMLkSsruVL/Y71XosfpDCNCOrUvMOxB2jhviwDwhgFWMmPUkRcarcc80qAynXcVdxz8PYerzIES+JnPqsW2wdB9ntS4eA2k1+sDn8bxMVzom4Ail7uFVI1AbDl+aIQGYzuXUSqmcrnISxyTk13ljEvEAEpRjmmlaGKc6AeyN55WYMvbswreod7TSpu7qyHHR4qiProb00648mzzy45v7XpdYwJ2ARKfrbjsf2KVkIvt8mo8TVxcRbjgbsJGgoltg6B7lQEOApbIzHTf2QppGVa6eY/33Zb0503d2HeKOQTggSGFgMAyth9x3Gdp5pwAA1qOwRElxRXIky3v2VX9RL0EYu1xahPYHqxhOdhJRVpep3R2jIhnHZoMTX+bxPSrBhWNLILVk/efOgR1/ABb3iDawomKwYSU8RWCPVPWeaHTNYY6mrgNRvZlrLlMpYoUGkFHgZhUsrI4Yiq2b3ip5mM6I1WCdAbrFNDBTs0G799AjViRA9GC/tZyQBVgwBcaYX4Q+3/MxxP37ezluZq/w7X6n1kJ3gmLnwROT1OuCrUjUG3PZNCswRV7DpH2by5dzVCVE35DjTMEUzKXw3WiCBYYkjwaz/rgalAGzlTAMaYHqI0H/KLDUs8DUN69cswrizxcZS4zQ8wIWUNw9b4eR4H524iEwXR7CrhE+yBQLpyCWCPz+y2FkpS3w8MExfPuICmRdxFSHtRguq9bkMRAWlf3xjIbgm8chN/03+gi/Wfch4O37d72VP7zKmFMRUrH4fXpPswSLzRr46JwQX6lha8cSjt/JlWNidHot4kFOdNVyzcYhiwjB/q04sIJPsd5+zUCZZDWqw3Hs8fNHi7fxxFMSAbb9103QHPnJhxtAd/3d1RU7GAEnBPWhXksUxcWxg+MZpXu4lROReWyO3d1wdbeZcepFsAw2orDPFcuB9iHjLe5sAhq/kSf3PFFv/gnZgCvOGAHJ7GGmQjmg8Aqimx9cjRRC5+7AxgUtrPiDvTSTWgFHXWqG1jNxa8WP4LWAysWNgqAqm4encg41hRlGM7WsmF0g0G3ydyMcNEBiF0mkt2XOyBPH5yuAE2hvZV/LfGYXUBZi4v3RZhiVtnlOsNtQGyhWDd3zG6YE7sl5s2JFtkv5yG9a//ZGVKZfRPwApTP02PPqBZOxMJE5HJgPHNlsBsraCMbo2EV+rSRLuV1EvSHpNW74rdTZFlTJIFBns2LTz0PrD/qYsqsnE0AeQgTY7anI0RYBNDKRsdQ2Q1UHkZSd7ep2pRNQ7rruX7R6KP9hTjnLHHBztqQG5inhzXk6ksE5tbvLKvgFcgnpEuLcpcwiWAs2AoiAn5yh7DsyK2qXz8LtY9q5Foh2qg/Xhz8v69Kru1RyIxXQSlhexp7G0VSe2vtFEaEk9z/XvtT60TFouPEBN+l/WTmCCLv6MdGQN4UlNxHkzIuDEf8RKzs4QXTHtCZ4HEvST+4ycakWIrPg8UaK5rEQvrStcvCg1Rtir4ErIeVbRirOUZGrSV7xJI9MRM01sMGGWRUtk7Y2vYdzHJrUljG4T+bwwK6F3WDYNoyrVHTDKnllOuYuRvFzW9lDbr5/QAtLzgvDgIKoJ3uJtRAUT9IWcqkusVhwZ8zrGbh46RPQlvmFY+YkL0cFkpsqJbzazZH6E+5kM1QV8IAY+T2ubFoPVUzeArgj9r3jsQlEUH9FKmn1QPt3G7rC/NjV/FKS/G7wwldAAJQPa/ivFUHPGjxOCNBzASCAwxio0gEtNk0KWVsYAU7HC96HMcEdYLKYN9qQTNUey74C2kmMcU5Fp6bUM/oQUguJ1zdZDTZ1Muri+na9mNfEcU3LtR16CCnCbC0WIrIAt5a7wMNYdDbycc5YXA5F6QTAW6K5MLFqQrNFzWAvOPYr653JcKIgyzRDVDeIcRGqIIcPa/OgwzjzgGZCKCcREP3juD9a5Ph8hYGiqhYa6oRiWiA6sqHF6TAVM6DkrtyepsTmU13tOPAdIb67WxgqMyaeogI6TPu2dYlBYHD/tpXNSeQ35aVRDLL2B1NgQI4hQyv0htC3OZjyNqEWJcqgiCHNlNNUEaiQZ2AgqlO+DBJrY+ErSfpiKDI6Cq5rCkMWL6YtWGr3EiO5PAeSlw2vY3v7ZXYBPrXwOu2gUQJLHY3Jn10xe4FchfJIdSK3f3oaPDlKIFzh+DY5I5cQNaI7zWAeqLgZBDiWJK6qtGJXcS1yrQUGtv1yhZ7tiMGy+dbGQRDHg21gB9QHc49lDizwleLDvAfE1P19L0UxvDy+46nnBx0hK5ZRCN5UHr389Fh8C5a1igWIDF/NEN7sLn8vIuLSfR/aMuCz5PO20esQytdqQIHG5b8jNHpZF8wjHoOk/hdk/STZNA6eQsqRlRM5KXaGI1UFc8JC1WR1mhi/ECgWUtF2FOGpULIEc46vVrwSErsPnDQaQjzxmlNtN/qwgxQigMrAcJhUviJV+4dU1z9h2e8pK+xyoNHna46p+hNEav1D6lUcJnov3c0CB+p/ODqxWS2g63UfeNstJK3N3zBo1PvFbJRO0jBVtXNT74v0Dis6cWdocD6MJgriXixWJoZsHLh+MnQ6OYREdZBRbODbQIj/m3gsFTv2+MX9Dpfbua7+75Xi0szmlzY+Ln1kF5FLbGLFVaajDZsZXlbeCcXsQUy6EhvZHWBng7GajSAmBlP66tNDOdIPmvCTig7f6EmDyjM4sxKHTXjH0M4E0Yz0Y4WEPpyeKuXUIKMllyXLSJi9eDP0I+T0ei6YOXhtBLVqVejKXGOH//kBbaa+WDan0HihbOqkB8xc5Yx4K4qgIVmE7rUKFECNkdOtUtaMVa96RnKAdYslfL389Y7NEugzqzVkabF28WbMMbDaZr+PX1SZOrdphEcbnm2MviqsNQB4ONr2aviiaXpUgNn3vXfzv4w1+AthXVglKhA36Jc3Bio7slJjswE5r+0N13ap/xoP1GM8J/5P9Yad/uHjfjPsfAGtXc3E9M17OaF1FTMAYsV4I6fRBljwaSpYu0NK8S9zmEPDyb9oJX7DDXm9LKQh21SQHWf/QHOlnUlMo+K+EitGMBnulw4nmYHRw3QDAwM8NlHkNiMaWduv36GFRMdZPUu3WNcf46Wv9fYWQ5jjAKrAJ1OSwEoy88/8/Wb2Y6g4mRBi3NCJ5dwiatJnyGXZEsz4RamJeAjjZ+0yBDjKhAhhh8wC4sBbT3+i5quyKTF7nt1gCMsVlmB17WRGQ6zKAkFRv/9k4MrnCsKbAR/hAdVyssuXAv7OzCrYxzs+8UfxQUVXKsKS0TX+ZMG7bmdT00KnIJrqAXOVMMlEej+0NgD9nuVO8N2w65MXPUQUFpHL4olPegfnzxv6lPSC6+w9Q5IBo96DTSAjKhzviK99pwr68Y1UNn9P8yNY0pO9n/fMaOboZAQDWMdzD+Cy3STKbzZDe48+aQLbFPMrG9r5vVKOMSwIgbd6GaEWzoo5jv0NUSQ06uXGubb8I3LFY6iLgLSS50L4LMPEWmyUwDgHCcKCSZMtYOvpa4cBg1G0YqtBblnrEd0eCAdnlQ4z4cku8oOfwo10OEu5lzWDPtIRncNjrkfhtbcQ3VRr8MWBuDOffnZm17MdLO55oRHvBSu47Ev8Warqtdm125RFC97oCi76983xtV+cjft+2Z3c0PKJ7EB71yiKxHeelu8BOWmrO2YCm0pqKpoJU8ZojYVCcWeSgrYQKV1RIQCAMn3jEwd75BXkHD4hmz7eDtACS13WGANHcO99y2p7CAX4NV+erIu/VlAGSNYF2egZ69ufT7rJAPpK2gKdxxUZQT2ZFT4XSCCu5GZ6AZhbbeg7mo7t06CTYSC0g6+2qFVd/AE/2ySKruetHKTo3hibND8tyVjoimJWfhKj4jsl8goOPADRiFx2JTztWrUyvYOc+Qx7hatN3NUFlm+iaJ03ZOR1uCeeNG8GsLyJVUF/koK4229t9WEPjZYzUPTAJzL9n4MtsztV4mXOaVtzntG9DR51cJdu7xdMdCKo1IASzIe5J+oLgdWanGaw2BvW2bDTOCuHbJ5qpSsOTMIDgNpFEEdA2MUMWYMe17cvNAO9VlNYjoRVH2H1duu0zg/nJ6C0l+3GgQMlP30Zt6fPH4sKoIB8+I0Ahn6YAFv/H3XLp3AXnA3ujMfXP4mjPcbBbv9J3AT7Wv8jFO5XUa/QZACitKCgb6ltwVpicD471U/COPH2uxeM/QEqBqJjIShUI8ivkqjhWD4IGJvhAhSBlA0O2WTwezt6+8bXp6WhZ83MN+sTYSFwMU9NComOzUtTdvyPrsLNU7WDICOozcZOB5rE11c0hbEKyaBwBkL3w3aw9DZLmUcmmb0DH7jf4VVvlnyQq1bFne514gzxTMZQyDGypFS8/F0Gz2SnsXffL1HC9Ic2vzzkavmpm/MaztnFdHGwVgykTL2ZvpWvMSRA44fjwF7sH/0ZDrTXoqwFIU6x4mZnQ2Bux7EgmDO7g0o5ToOt62xzfnJxKsepB0i4UnyrTqdqrVix4qNk3pOnbhRaRE9pMmMqwBePcWhmn1mcezSi7c1N5VZZ4fHaHHpQGaA4+mL2lqaW1+GRiG7+GIytxE/405N+omQdJSe0lnL3OqAdB/SQKylxhxomNXIDG+o3KW5PgkEo8fal4ETcbscdz/uCkhR2rDSJUzCUz+mUD0NluPCZSVDtChrCzhhSKpXBnUSUhiWiF0DtCSOl/j/BQffwqISXegM7d3odyiRXADG8qP/a6+XcVkbqcNLolo+bBIgkofe87fXk2ZO4yNdmSgeqqgByr1ieY0q1KULcYbXuUMRvHITgI7dBcU3AiNwZnzWZ2Zwi+ys4mToU1G2uSS/0jTh+o6GrKWOV+VbuT1wFlSFhvVfC83UBZgci81thoj1J0kDG3may/yciAsFUTcZkNPGQ/LmtuEXpUbHwM5CCuZGnxzy5geKo0eUTx2Kf1nv/8/19g/Sk8IwXPnAmURlQ5shhWTwsKrEmOKxHnUDonNvY0mPuy4Nh47LHODAoQQYlt67Qv0e/Lz3O0LgLqWnhcLFU/qaBpJ5e29jzm7jzFtK5MximjSxpy2FCBlQ8A+oGpNzIq0a9bcrkpZkNtTYUiRFe4w0sTkYpnVGc5yQs6hKNWaL3HEx90Fl+/bysXcF2OKWiIvmiZDVV7RElqMuYDguEWxOI4EopqEL1Ezk5AjRdrDzYx1rhnRqec9/7po/4RqyuZK8mevZ91k/aILSGG8JnXqHw1OajxEoE4L3DrFsnhAm6rc1zn76OOUGm5C13YhZIG/ytFJA2kUhLrokmwF6tMatBCEzei9XU02Ye2k6amB7GCxsQMUoEhNiaWgJkRkt4M3d+zE7yggDM0SfxV2vWkOATzewyDGJuJiNMrbA8KGWT852oyAcyo2C6qZ8oDBMDJP/CRB8IUmUHzIF/ZrOavdvI0ofrf8t0DoIjhQjvMCgvaj9h70I5y8h7Ew+NvJV2hxOb3bpK5zwgyTE10TigoyXvkZvWOyRX1jhXNV3r0OurWi4F0nro9UTUCfzS5Krgg0mjNOWkFIQVZBbQnRvZsQWc8Ox5aJlU3kJkSfVlJgyMwDN9YgaqcEctBl0CeaEKVPq6IBKp7RbDTsJRsvG/7SW0C5VGgKOtYIQII4pgcW8oHVCjwYAh9aoaAz00BFshc+a9oVIRHE2s/k8ciqTAeVjmu8sYdMKbv92NdRlM0L43Uj8qjPOkddNBn8nyOlHF1wIFisFlFQ8PFhjnReDoz1qva5IKTEYn+Q7hgB4Pwk/kERsfP6tnhz3XcolyhPL1lxNgXfWIpbZpiX0g3VVIajWQWclgwtZ3hcWinihpctQG+2YjW4pDbExw49NwFdanf/ezJP4NkZXyhf8EROPzSulpTWEpeQt9g/H2M7hC6k3cmIJZ11dhMnO8MIhkhJ0mjP0jEC47Ym513+nN3ILNa6CcnGE6+nj7Anqcg0lvyHQGBKdJpBRO8u5rH0pF3bk8YzsgJBLw2eKnvTQSc92eHb/+/VvNVZzkszuQzjVZwkLTzp/vlkx/rBZO0CBXC7slGDXbPocaUkeObM0/pcS+4ADiwsgl4J0TxY2HLPK3QuzCUDBgLwOvFCuyCBJQVKhVdI2zIjKU+/tEEhj4C+Xog2+nlpQQOjNfvnsC7DyqEX310JSoztmJnhodlWEvMMhmPu5LceJmM9bfNJLFMUwV0V8mdUT774zNhXgU8EctoJLmeCAbIOeAA8fjgGL038DTkXeUnPKeZPg1lCn5vK942TiKSIVLhmyvud01LEFEb6YOElDbux1Klc9kKLVjIw3XyK4ZB3jQQdoJRmOBlSnMMQu3LKBcGFde/H7gAdsQNHkUiaBiCT7kIinoBGUwQhAJKnOrz4+B1Coa/6c2g4lN9L95dy8Bmz7V2Mbd7VlWWO9TIPMo4WTCPTOnjBjYxBgn717VPjwOD2hG/I+itznzCuAlf14d0HyOmN16afv0ZUHiUrnWH1SAFX8z90JLem/r9jHNyhSwoyAQFqDrTzIl3uClpElSrvap2HXxYQ5Y1blhIvTfgQNujgdnpTsKvg1jLxR3ZI2EIxVD9F3Pb5AXRwkSNmZlwlHpy0yHv0S35HzoKRQsc1cWf4oEdVtaTi1xy4a9cUeoA1GyoGJ+HM5SDT8xjGwEPk6IFpbIEpzORiO99fKkHjIWfwp6Pe4p70hS/DEZXC5JjttpBF34LVGAqnyz9IinImNXxHg4QNXuL2SaxFkdE2Y0MiUM7OqF//y1wkSvVtcYZcSdIDS5dQZcDrTiKGRGXATLGwXW/eZRDzEglLt/8Ox8e9ufzjk0XXxYG9qBU9tbD4R2xaZAL2joyC8RsYE8zuCX5LYi3OmP20U1c6i7y6ZHG1gK9qv5X8131EK7qdECU0XDFmHb6jVu90dgPLdwNOcsmNx0sZtWdKEvdquTgj0TT1eShK7Kljx/oOG+ZaWHzS9tScqWMhMsg2IaFHPfqY8zbkoiuPiTL4oL4+CE4afpsLDqrqII4X7maaPnFYAQFJC5Z2QrmCqLuHFI12wc6YjYTq2g1jVvEuvrhlLGEGuPay1hpFm/eMjTCyvXRcg33apMM5k8SGGKhwbU3GDnogUVeT5ODqbdpZ8UJYcgthSd2HJEtTsA9uA72PiCwCFG/cE9bUIM+s9YggwaQbqXPxmhtDNy4J7OPlB8Tqack8Exu+m9Px5KyLBql0y3WT0+423mkBsBOd0R1jTDbtzpmeg9AXZu+ulpAtRaM6+rPFcdGgy4NN4KLcX8vLYREde4MLH8SW4Xg8wRpqrIjfFv6A4MIkFaOT7tvuS7ADotcuddXAIcCakVdtQ2tOZCPw3w+TBF3kM5GsLwJQGTIhJAucCRO4c/ktAfV1vBs7kBabgXGx8N3pf31XfEbM0IuVQYleyVk/WgJhV0GpplUhuvCpdnF9ErTsNK+mCoS0kuZ/ChV1I1UPJWa0DOma8D90q5qOvm1Grv/A/ZOuQW1zVfa+7FHidDgHXEQhAIT0Ayy8sDzq6i+Kwhe0tZrzEBqA6cFLldCAOFDOprNBgu1zGL7i63cQQ82MyaMHkDa7R4hb9IsaNWNbuc4KuA3MUupWIUQNgyl2PqqmxeG0A6mAjcuR4SDU5v19MhCGkfUtX3JroMQyBYlmjj4fmp+jfteqb1RgNBF01LHP8WyQ/ggfcSig0mpEcRZaIHAiO8hTuv5k1kMghoH4EK+N5+1xdPVXSe0r8F/QRCbOt4avJo6Un8tNhJ4dPVr24q85rwfZXEReadx8HaWHObkF24mOJbpTidaGNuUbv8AYPfKL7TbSTjlaSVjPZ6tMSGZwE5npW13NF6t0EwyDtnOdQsrZXdDAzA5PcUfd3mDuNwauEseNd6FjSadaTC5W3VHronVaMs3rL6jNU9GVos0S9N2L5oKedqbXYGwCQJEncRziUp2nu0s3fXRFsI+9lAIBdFVZttSKGPNB1gDdpum03cmgVCx0yg/UwhCpC71MBHxWsk8UwX7OqHg7Ej7I5SNQe7PZ5ji9lHS+YGAgLScmj6hTwEkDaPe5lqZ7ZVcb/vYeRGEOdOuAgkjwzb9G0Oe3mjuV8jKSCRehwzSoDMZwMtb04Smzpxx9iTyQ1+4HeOPl7BoL2k7HhNDJj0/yl6YMbfHJR8dEIeCDDcNZjj9iU8tuXOrjhOajgpEiMnHs2XLMQKQWkdj5OkT5VHMmGOlG8P3jHjwdNMQ0TrbOSutS40zPZx52+vrhPfqrQYpXLCcDPYh6bhrwnj8VHu2yY6nwrNOyNlNzQj7a9kcXS9H+740Lxp3hFrbSlXe4wmkvVsvUMA3Fmyge83fochIgthYOnvWKIlBA6z1XLPAuLkosOWRsI5p5emjBbOB7dQ9/BNkjNaVTVoe6yDCZQr/L3A2TSa/xSB7wDM32kVGKCkVokWPKgKzpEEqaARHjhalONOAxQ2/DehQ1LweMFUeVNcwd6PMjgOZ46q5XjYqqNFt8mQxcqxE0i/3ssUuTEqVKMG0QpHcVJQS5o/dEGk1F4fXhMol3fuAIOEse9MhScbTZBtZmZo2e1vpErilHmKBfFo3z21sr6R6Q83ezAGhlWywgy3J78U/yZNUIJPla07MMWuMMi6YvKuUHlR4VvloORqvfOXZZQbh20z8gwN7Izqsu8Cz911Ih1qeRgavQUoYyYJf2hZ6GBqQKujk8qrxoUMIDzbZaJlr+AclH3zBnTPdLpDSNgM6EeI8RphsHUehgKsAUgp4bdPoqN/a8ImLMXaP1628pSSyC0yEoY6HhcR9XqaVGM33li765myiraph29miQz8XAkIf8/GDvMtWbsRdXBPHWyrEnWftZ0dWvasJP/R5XGassSHGhNaQAgyMQ+JafdVu4dpamc861gsFPZ8+AwDyDsRCUKG2y0ZmZGIzQxXYNMMTsRjWb03ks5jcqD+GQO5edd/I9zTV54ueUwR1A1N06Ppu+oHNiv+cBTGh3e4q0B7bdTUp1YhElAqCiszuAzIdVpHOVrWJoI8Z7EOfezTchDqIEKdJlOsWALNa5oxiivDRO6/tFIG02nq21//AdanN+Stvc0UKaZvntxXfVK2b8KsihtfPZe/dfdxPeP6C31HeIchF/px9tMvojNB50ZL5FuXT2SPVCGBc/jkp7+NKokuli5ddzGP5CcCx7nVZVvQ2pwXaaZGX7cXkZEJDxd/TLMEdgQNXDRNDlkBzwSKu5Z1KghrUHlTjqMNgS8D4QgyZ5LjNXQA2kav5VtcaZ+ys/IH6XfyRRPfAwtAZlDAMZD2aVGmQnVTLRwtU+sXrBsyNdPxwz2z0g+sIaWzZn9t6e7XJAeCMBuaD0TRqiItZRk48HjN4d0PCZznlPnhsvw9enJifGLf/u670XmOyovK0G2/f7TrCFeYHkDV1VWtpLNPrhNuxZFyA7+0zBA0D3rSiyz1UYm+gPWaITxSqVsA8j9FIpL9pNZlpGWyeTgKEtbnIUJ2RS87rOw861iuArGSU9zYBMSKf69pJcP85NGQ+oMh+PdMQjr+NDw48dOpgoARCLrHWDrqi9QF3dgzvr4Lk+t1ehZ5ZVZrxLn0QzpsA10xW2RbFd/5heXefaDSY5B4iO4MDeLsBQDiRZtuGmXi3aaQMWHySsdgQaYt9CO/SsEB7Ca9123gIcBBrBuZ4ksKMFPeZ/WCj/vYZaBieYWWhN1cFSyadDsxlf5NM0oEuSab/ht+GkRwRsWuBCVd8dz7IKkN2KGL18RXeoNTVAuywl5H3DtVLU1l5EbYPW1VlbfGtvTGdZXxkmqQ9Xu7CJYfxHJIRNnWj9DogM+DrUPe8GNorbyXCUsqGGuw6jOpKmbCj01wtDEhXtDmTmWyKsSUia62nsViS5KtzJsfwxXorGzdKtvbePgAG+Us1VghU9v7jUhdHB7n4CP7G/P19bUQ07P52jR0VHpj8hJbg9VWkuScUHbq0AYGo9OWr+OdCzBfUYTX/EzsEn+iYFlzgStwqhI5NXRhkNUZN3RCNrwHQY9kx0AHJEWE+hCSGkXrPRgkIcFN6tNU+h3CfV0Oq7MyLARJD5X8zACTlZlwGSzsI5F0ACMJ+ZCdCVArHmIwFUDH0Y1QIduRaIocUCLFya6M56tCtEKGQN442KuqpjbGUfdwrzn8jFHhs+PoMhOm20LouZNYlx8WsmXbWPQ9n8PzGiL++I0oxQmiVY68PJ7WYEJcKIgMBRz9WfbJ0N4V6lj3MGDbK1QepwQe7TVnD7GdnPF0SvHFLdw9H+VZfOhziqv2xvRpTeFZU5kk/hgjwy3tcC+qRvL9cpivE8gNEfi94Vfo6l1phbVbxZuxK7PdpFyAI4DNM2D6hEAGU5ZrQbV69SM/DAS73DFApAGmA+Ez5lhHFozqDCgg35RJkQCz4n5CLNns21EfX7/hX3wZzzwkGxgd+jjcOis0s80smOD1NO11OyCDjsr+1lGS/tlXE7S8FklRi89vAnorZUvas4uF1nYrtmWD/zn+TV8epWGYXKru34TWfG/5PTwt/nSt6mAEz2TtUez30nbapypfPNy1B2tzZPTTnYzxMbU7HgZgHkoCHSkBkEWgZqIbQP01PvFTFMGwZldWUCOECDLECWPFGgeg7eAUjPXCM8hNUupZEza/nO08d/b18tWwuJ2yQJx63ONOio0M93kZjK3+HRcIMlolPhOoB8Yl4dsGA1jdVTW1s+ZfAhCwmDnkjToSdZPpg46johagiJNlBok89ouvZSYIGKZsqmDXYy2dM1bP8F40riQeXSO14rYyqVmkx6D8fLsjb3zyemeUBBw3kIyHmyEnxNSET5sqIX0uT8eI0hwjzWGLH5OTBWLP0CXSOf9JpzCb14NONHD7V/mdqimlCpO065rLfGKAtPdYaP2H6kYLzoPouPjw6BQvoYYlizpKRZKX1BPlRtBPgCg1t6Rfdpgl6Ve8Cps3mN5Mskqv+orPX/GtCmgmpvugItCMh263GQxDDyttrpBrwlEY3rb6aYhhIdZXSt0sexMfaULolIFFDuWoqmDO7umKMpOvA6OeJGL1O5yNwZgvaFwmBbuGcV3hjWcY6I3BlgWjzy0U7SJdiALtZ+2zVfGMxOSyXbhI5EQLonLh9jLjBKq4py84FxZHkx3/oQYoV2VUgUgVDuhdz5+cAb7x/8kp7Xln5WIE0QdwXaelnf65Tj0GU8DLVyb+fahhHF+H3Uw4CvIhJqDv0dw2HKuRbXwo+Zhvv6xwUGOGYOD6IMrwmdHG03BzBMgeKvWfvcN313YkLDUNkWGWOXYU1PwTDpte2nGYIXCUYV3couQHlw6bYMpaVAiS3Q3Mw1TCF3QjDE3BOZZIux5n+YGgSFCrMO3EvPycTVYYFqybANein/vq2N/ICNk5Gs40ShvvIx1cJw9ViFJXg1fAkH3pGShQ9z0YdMrrpyKJTOf60i+aZfnlwSWAKG8h4m4WkMFSflQP5WPwzMlc1gEntIAeh1kW+U3eC9dxLz2asBOkPeZJfOUbdXdcfjnlgeMh45q8IgovTX6tEWV4otedYBVZAZ3kYX6oLllKP5K3XZUVzZYLDkeahF4hR2Ulf3oGYbU+UNMVcmUfQt1FfVQqhsqCr+rCL4Nno2vldkkLx8D1Kr2LHmf8ID6RKUm/vLsbzuee8DpYmxz1H9CXEEHaWb1I+noUp/ULXFdzC/xP6oqr9vQX76hxhoorX0zaseGiJwjUwlX5n+Op6By4JX5O24dEf3T9WpImxRaB0khGunVKdqXxIWr26tHN9AHgZsjF+UeVB1m/+UxN5ZIzj/Nae7xYTGpNyuoQwCGWgcdWhznBy/p3FD/tuCXVcQARjieaYXrEPxTVQ7FIxVRNjIM9FzvDdOcT+2W1Y/i9GVZuqIPhQp6Q4Qpg3xK0W/BClFrJ8MpZp8DVt/EANZJofNiXlGhMgk15pQyvK8xfZlsNmcFklQezPbOc85QD4+AoV6F+TfnMXtQ9Chx2kaPGSHCxNNzIDd3BG5JbwZcP/BS4xlygUA+Jfs4QOSCMQsz01/WDnl9lKimENiEx4+nFO5YyV6jwBKDbikDuXB/2QEd0xr9O3HiQQpCekENprJh5d3Y7rrwo0XiwqPaY0yWzmGM1Uq/a82l9gcPhCMdc3okj6ndhusYrKAz1CX1ox12HyQEGNfaiw39N1bxkobd3HCblUiVEp+rW9inm1QwQ285WNR/k20o0w3/bRgclL5q63t7HmP74fYrbpXOXIZ3bBsRzlZjhH/dAUXkFkHVnDhLyR4XffSopsI/oNOEbzs6OG7AgfyHXQtXEupVy8AEya/A1/RQwivEbEUcQ0cQdRxrjwZh8arWWBiqSgFpQcRQnYYu1UGIDumawBSNBRQIfCwDEqEz2eS1D1FvQoSpDKjeadTbTcjDgMyxRHI6VIfCWneb4IC4KkC8hErBND+5DuZ6NA9KMT3EDxnHMyYHiXAPcfVTYO6YYTA/QzMdt1cbKMg+LglYYYINwEGIwDZGLLRGkMGQpPxVOK+zq1VzVs3RTroeHyeNDYTaZXn0HDyp23CJKD1ELW6+2FgJg7CmOhx77hZYZt6WjrGpeLMSQlUXEWvpF0vYrEnGJQKPv5sJpzgMQUx0dGKSiRky2ScRD8DMr1pZs7o816DKaN1BBEARrYzhmvNEojsn4h9oCJ2rIMFtnc0q9jBpmAS/qnhu+FzPXAijSxkez1QJ8EWYEeCj71LWx8tKs4H+h1siRrID3qx7Vb9Aen9bTQKcKg8AEqS21IvkUZ0adS4zDUb/HvrSyZnCzAp7ci8Q2XsvRNYZ0Ep0FFek3oKdqaVmUm+kP70nbmfEcAaT+/Xri9KwlAmBjRBMrm6a/6wU4++Y/gAOJdaS9BZ657RcK0uvrxniGPuPZx2/pHCNRx6UCe6C5VFRubyVwhM491la/IxGUAGnwMHnUgI8TqPU4jPUHzwRnfIta3T9c4Uawc9RvrX6cB+upDj6siJPLsE1x4XghVV5spxZqgqMjc/goR5Qsmu4BLtiAM63Bcg+HsW9rdyu71n+E1PhrLPEmAQJfs4pMb8qgxus1S8B5STjdse/UiAEnHQzNKZso4bgGG9S6ZlSdYyy8ucbRqz81gzf462u6loiqneHcl8DfJ1AgldTlS5FEZUFaKsTuIigT40rQt+2hjccszB2KtERCKPXVPh+TwaRXyPHFvNIf4eDjX4eiT/KzvzRFlQFdU5qdKkS0iJq+AiVxcMzcIxb3QXli/16aO5CTm8uqZekGU9hxf8+l6b1i7vFSL/o4XkKLtFk1sMdklZaeEKtxDN8qXnQT2KrMRtXW5bsnBejRSWqbs/aRLt1GMgI15nJg11yEjaj3lbo7v+dutKl7xL5gdCU8pybuUJTbGe/IWHNfJ5Ix6ZtquOuIUXcY9YDsQrt961oHMmiekgSCdpWJeWE4yTtx+6oHxk6g4yA8R24tiLztKs+QObCGreuB8R2JyKqBnDuErrPPVtYvgxZ0bZV+MlsCydcbvUrAuwXye2w3zJuiYotS3SQtMtXDwnR55tiULWrVLAh73ZT29PduLh11SeDZHdKWTHJkMo0NbSVVzj6bmN9yaP3fi21iEpFcZilj+7KeNGiNWyr5YFzBD3YpR5IxlBHZA20vkVsS81wwnfOdbh8oOWEZwd7i4K1DyO5f5OqQqViiyv+ba3dYEoludJHzYpqV3/Maxqc/7XPBq4N2eWkwtlu/CFdA0Go+juVe30Y3V2fdyWSGvUUQlUAAXHYW+eOU3wMYTclTa4JCL/LsGr3ES7ObnTVOgHgMyPu6cziykLGdNZOQZkYzfdyNF8nHluomCxbsIxcU71WfDzGxHbs4RCSRlASpyANpb3EuOvFkqxY+ivYnzLo/S51JeWXuhngL1PJ+Qbp7ZcRsmVg5ab/yUQ4/nFC01O2hZI8L80MjPWrCzqOLeUwo3cJ6KveLXI+FBEoTFc9FDuQ0xdgI7NvBsGbFWDmSCbTjG10SV2edmTBY2QgfJjCeDq+/ofDRERBbuH0n1Mswn7LuZ4Av/inoiv2O9VELgEcqsASzQabqVmiHNAvTCqngJeSzHzV5pf9FAM2wsY3BoeBEshAPUR6O106lPb640JVc24s3u+yMFnXRt3tyRR2vrUulwhgJoT09brQ6MvFVorW3dFCbkC3BGKqdnrulh0XMJj3EKvkdjKvSgyeSYlfMLAp5WrPqobcUyswq95Z+szjqO1tZgVfEOr0ildvBLSJ9iSeS3DtgN2GMcQn8QiiaLqmGyx29icDH81y+YEqWQBHAy8gnF5v5ed0JUFs76cJztWrf8KcrDk67u6Kamoazn9LmPZlpfruKafOZpwLBgPC7oFKITglOGTBAHJCsha1eLTnbSWeu0sx/tIvPMtz9SN+p2ez4UTXg9izIrWFS8RCDhZEYKd8ShfDf4JCWK44cdtnXNI+lFQ5Eb9V8xXSpCxdZszt/Byprlo+ZkRCe4Scyoa60PQXn4q8i5/tFDen4pnCk+5uIu/PRMhC0EaOm0RNnuiFWUgvmlqzf7I5a02+m17ZRQ0PKU5Hf5BcowmYteD9od+6D6kzadzdF9dvb98QRlCRMXyeDZpZD48o98LSd/DclAJm7q++rCFsy6Swy9mZYkYNeBtS/0sVxQPB4pxbExD7oPqmgwtCE3lQM+wQbSEIwmvRaVxXwWOCm2apJRkTmnrrYmOaC2Ri0o2bslmJoQkGrv6faI3FDZkFrMsBcJ6nBln7KiN49cQC3Tuwm4ylhE+QiGd1v56xJsWg4nn4DTy71rZf948STzj3/vqmnjIAs7EguyqjAXElFuw0VX5dxLckkMAeFNnmH3DsmI3Z7VLuTaClWDpV2l+FYWCc1qlFFu2zAIzZTdvDxZcMSxT4QON/XyZBHFNtlk3dYSRu4kFOtdZPAjuK7BDdtsdYH4mAjlowe17fMEk05k1ICsmv7YjrmrnjtKgoxtyiLtmPRQueuF+444r86NYEwCwyvkpSPl02OkG8xaWlRGiHQ9YFTAFkOcEo56tr2ZklxTbsfF79eZ9ILIQAXt1KWX8dJpu9uIqwDELAq+mLELh7vNVzyKJq8Xx+VKqNhqouZoiOY1oqIRL9YWU6K+vDW7IQ6XuDq8Wy2LOt2KCJKk74JPzQ2gkZoNAUkDfuRr74WsDQPofxZdkhNwG1y4oz+j7sEKqwAn2Wwz31It5jVuEUF3Y0XNLfyAYoYSdd4ZmeUFCLXhzEe+sDO/4aO+tNvobIy0NOrPp+Ipzt3SfhrEHCOFi1pCRX3qILvCc7aZuUqNbtatnmuw9BWXTiPtkCtGcPgZZpfdaUqYy8eTrq+PWZV5BVjgd378ytw3vY7nIf69j8ErlNuPw4zmP0Vh+sOtWBZhqoBWVeyqGE3+BFaEBfWf6mrMeF5xJdwt17LAZPxnANprS3jzZeD8/34IaV3vOr9q8p1RYILEUegZfbWZheDx8qtErnvwwmPMPyKCwpLUklMdnCX3E0zePulOtEu6w6VJTP7LfVuUCJ2MK6CgoS5fX5yppTdbd4aq6FlNWDu7o0PlASy6SIZCcscs5iensubpKPYkzJv5qCIGoDuZt4OfEy1zsgDj+uUD+Dbjzu1fKyR/MENX2BYvAdmDQnFGCf5oDCQuQlARHXMxPJx1v8dgjyRrnTTmMMK8HeKWYd8UAB4JjOzFNrup5mU1URlRsmrpCxzOgliJGkkyBVfHicp0ESjmeQKZEzLNm/7212BnFITOywh7QfWoglPDrcDDr/d3Cld1P0KA0tR2SyocqV3hIWZTW2VRckHRcLdOWByWOj8UOybAONcbCTaONCdGw00oQMTC8hMD5CdHDrAB89LC9LRPMXTmRFqu6+iw9fo4cRyiHPronKeD5TAWFg9QOc2waRpls/i7/WJoKWCXblJngAezww9sEBW+SaJ5YIP/J/OKkS+t3Lln6sBjMhRLT0jbNInTix0RoTROm8qiuvC9p/O8acB1/NbdtAS65PlCtv6DIBMefPaVFMiTVSb87JKrdNFKGw7fq1aNAnBo2lB/5D9/PhZfSFx2NCfp1OIC6GElSBnJt/lRNTgUH+V/xmO+HHmqqjxY0oU3TP4fWTmOfaYwCdsWRfvhiBChGxaXCJeg1jwdkNxhvbuLferjiVpVTSoo9NNWtZeS9IKl0YEhiEwkmPEU/zkdmK9FG8jQp18Bor5cb0hDuC8cbuwrcvmNFUUxSqezyWjEODRe1K8fVSeQuuF2K1PuP/3EIOk1WVZmfF/spVivFKSJ12gM91WcFGzjmD/1Ld/krn6fVeMKMpFgGzkIglpwo+R9yMlyIoaeTSYCmG8w3/5ZTqElIf7DoK+s8RvjsEGUco7Cs6GsFPiJd46qJOCCSXzie8zI4zkvAANE6T589RbJEy0gl0+ZeXsYgPSrx91acxh1UVaP8mjNkwV1TGxIWWgCPy3Y96hIyeQgpQacf513rBFegkTiPGh3vT4tbxWec0CKowKfq7GvPi2Kcj9CKSEk9pGAdFBgLpEEz2MjCbVSzOylDSB+LdD3HDf9pPwy0NwCNVyaysIrcKXpodEbLAzgnsHfseqvI0n7H6SzKiu+7Hw3Wsz8rAwLO2JbBdTknif9mVEHmxkY3J3AqoaUFp4CaOYO3JoBx02fb0nUxWvxAn6nSkF22+yV1j+XXMlwIPG33HcJdSlpLP2zkv4lwkfQb9x1WtRQ72HYAs4BVaQFvroW1uuhR2/YP7hLNXYlSJj5PFkpIjKMUbfp2uV7/viVdGruaQudDMc0WR8fhUroraryKicwEtzrV98Otpqg92q+SGv7hSyPYmp74Bz7cxA3V6SZVp1DqceC3BnLVd2K+dFWCMmDczVyfgjl2aVJ0l5tGhBQejhoRjkGFu8E3ckZl3I4BOrHAvyWhIfIaBQGWV2ZcZzwe5g2eBr5Pn1bChgV5Yk2knmTtjgFBdJk07DI0lTJqWL79OCBtyCLDV92FnG4n0vz1RlIgsTkp3BT/iO5mpl8QCLPX+WzkFV3L4XZRgpSFFSM0+A5DzOcUEKTZyD8++siaDlFF9wUFVHh4rlzS2JR0sWDa8XOcgEvZfLPBSxpuqY18XTm76SMURRBlCvCktEWw1NkerzMTKSdGUWjwxshbjs0XPs+rLhH9zyEbuiHtjAeBm7BfC8PU9CHjmev4tHh8bzxitiIM0bfIPAFL70YiOi8BOr3Nsd8YfbwSXBOSuOIqzrSXhlv8X8UH5ppCVqkQrC1EyhifrA0AFsNCIArddjoeZk+3NgMdnR1f1om10EvA/Es+1XdxmTt7khX+sVYE+jgoDnrAXgkgsvzQa1h05l+gGYlmJ2PNWFvhbNNxD7Q4QxUhH0rT4xGa5shfv8ZuitDclikJ3t9bLl9/oFKzwlDeIy58dtWQN8iUUyebYJ8cN4IQIB/j80zb2DrLnVfbjeaqCNY/WJEYz72YYLP3HTZILuc6mC1+HK/vItrOgN8eMyoQSNUnSoBCFsD/E1sQULYkxUtbSthiG6NpDB+bgpEw11ZoW1XXq39RGpJWYscl2dILbcY+Ac/YkN0CbkAymUvmJ6iizUGZ9sV1iuqA9d2al0kSAHeHKomYsk/EY4j2c0WJzajvP1m9nPmikKAVMoZ/oSEZijDqaxPv07j1v74B/ZNXCRPPALxmGF+ukiUc6iWtmsHLObJl4xfqwDXN0JKAl+vzh0/HWvSgklSvlRu9FaTztp64ozWln1DWTzY283HiF5lIugZ1J8mXJpW9ezvqY4asT0bKTvH3IO0hBzjUdTV11aZQX1+IwFJbE7pLRGdmPEd/wy61UbrSIpYUCYWLoWHPnusMDhwUCvMDNXxWc0t4XEvWbR/Jk5zKnXdWKUFsh2JU1gsaWui2gmGAy8GqomSSgGc4mevhAnyr6g8pFD4RiV5mUM0KsNmKfpOCYje78J1LMOt/jdm/2ZYpFIzegwHhbesKnCt1qab4wrPeRExUtBRVAZ89DSsAbxpNBjYWQTjswFenBXMM2YrTqswsQMYJduANA5AARg4YXdkkLwMARKZ1NNYenN/BGuMuD/E2w5tnRpErFCsBLjaVqJox8swUPU8uw+jBfLyEMKGK8q4ZLnHPVX8k1+UhtunZBMSbqqrIymGkSjxpt2NQhxapUEiUHMkS13sl0bhtdZx41ZykTewrtPwJ0CjYQn9PYqs0cW9WS5UpLs/br5IJVYnSgw7atnjE+Oj68vroJTyBGW/tK59HUjUnSIpPQ8cfGp7dst1+lDAZDFRwT35aFwN2n/dpwsMp1WgTh9W4eMMB5eUODa5VI86FcWIKZhvD8WH41Noy9MSa03B+3HHXirqtkspWAVsweSl99WiIywoFdvbeHTLoqbkAPkavsMz9he/T7MhQiG4bJTaCOy2C79bYUX58slml/oQ7ubZPh1tw6ChgaH3EYUYcDeHTllTg/2pPkug5PDQreXc8WyAArpQyiAAz69Iun+CpfD1ZSjW26isVzLK8FApR7aaSJ8IMSy8qymVp6YuHk3JZhiKsiFWBcPJpr1E1Ve7nIhIbThOv+a8+IVn6hUwJCUQXtzsdgW6ma3BUxXxn/Eu1d4vKBzVy4sum2qc5emCrxrqp65j41YT9pUEoBs+tTokpzh9fBEICAz8g9gAH4h4cxwdmqbk+PXI4iuCQMKdiMwZ1JT+Q6QIdWN09cj6+cqLObcTj+gQz8vkc35fCtK/9+kolorw4FyEKyrje0F8FdEg5lVvjkN0vwQRIiABmCxp323K0EXDoUo2/c5GUtBtu9XivSRylmT1BrFy+6ljDEV11BN3Hy8cQbnT0yU418CpAE2bwRAi5uoQexnaCWh+nVaM5d8gdjrGAgadX+Au29alaeXJXBoUfURuxyV/vm60UqY2qWUdjyKl9yL6A4xdJmeQHfQ0yKHoOEG9y4VH9WQHIQblP7NS5OyW5zfdRaeQywSE+XvkV/mdVohYjxw/62v9FWA62EfeIFrC1smuaycRMC2R6RC/MDYVmr5JaO+55jkpQFWPJ0q/YoYV1BEPcKpuBfdlKE+T3FB38xQAUUBOjGphpAi4yJPIuB7eEQ/TC3j9oY5OrV2qHSWhx7vVZ8+6W5QmV1S1TiqwcdAoHOKJvArXQ90Hgm0XoNss/eSwtufFbW90VE/6s6TdPxFkM/jwGXA8Nd2czt+icPYgiHphZQGVVes4FO+k0VQWKCwO2INknKJkGt1sFjBUvCMIwOwBEfzEoXgfu+ydhQZ6YjEG1Qs/EhdVmPZKQsL0NUEMS0zWQig2J58weTu/ne4t2K7ps4JEVA5ma+z39HgHmZ0hllfe1VFKvQyCBM75Jxjunw1aDIF80HWT5cpWlCg02IOyXZp3tus6Iuqk8r3FG1atedw8gOyHfEzyujoBYTIF6deCaWI5+C9Yhcpyc9sdc9YVWQRwJ0kuPOsszCrg5m4doEgy5EKWikPrOKDUVDwF08ksx2B9aMu/Hm7c17pzxRyXKnGhRxx6SEze5a5FeEYKUTnw7K2K9mvFWPWwsW/uWmKQRTS7egcyHUaPzG6AbDAEDB3o2NCDeZBlZPvIgHw0BU7VgqUoIp7tD0fFU9SMZaFbHE5segF12Nr1dfA+dwvXSL4hsKm9nSJvEqRcDh1qhTsWLV6DhfpYVMU5GcIuYeY+jM3NmN+GQgY1C5Bwnfaq9hrrCf2y38cxGRq37ZMavI+tOhUqFeXoiiLUorBh2NBlzl7Z1RUOTYn20yWsxYY2py89UiCA5VgVGcTsdQHeNh99rWT+N4SKYMjBqGuSH09U9ZZASAIJN+ZrNDkqoI3w87zwGulgWPKx9MmqXMH+m39bykhLyZzfLyw671NVLR73x2ieRbwKKseaOfJNlD0tQLpl4YzkMaHlCOlH9C4MgAmtGqlPRytW6Tx9tp3P0IoHXmRHv/R5NBtejxuB/uDuALXq/3IPAF3g4SS4cCSk/P8blCXAM9r0XW2eSnMoqtvPYWJQQ8tyEQt00qwiFQ1jd3Dp7yTlwWTczaX46ph9wV7lYFA6yHPN9zbfLkTm94fFb8egAbKC6L7kSq/aS+iJt9/LaWXlFjfLEmTNG44hn8SJVvi8dgnp5XJuHarLc6/LPRY3Fd6Tqv/JGPUrmPh0KHZWCoqekJQ27WwvKT+bwuKgRWasnYwgp16GuC8v6LMtTMZC4ltMKaIlfgw8h+TtRQEy8+VUYuiNfJ2o2aZcd14h0kUz+8ZS7G+Ed6YeR979Ck6kOIt5HOBUdmHuc+2Ys9A97kIpF3L5BY7HMhx59BGPdXut3CT/D7Tirnzn9y7eT4LcVvZuJFVvQvaNnu33No3jg1WlB5bo1uBMncNIBdxIke7a50sQNYYfFkwFiMWsnKwSXz0sNovMrRwdRFgLOSoC5sYHvaFAmgJCQEuIz6ghfpf49o/hK/zI2yLb4+wA7gTb6UYyKQOJulEGOOWzGmSlqgzcZZlhv+Rnf0H+LMjS8h40Ag0N5UV5yVR/mJ1Z/wBKo7vxdtR5GPwXOv0KGnNLoJoBvXBLBJAPRfoqwsmdVKhlfzm+E2LrPZTxftqGZFTPO9CVwUBuV6f9JOJnq7VgFXq2SaNCLQqCkwxEiiFUG8lmUhKI/uKCkH2Hx1b0dn4OgJ1j68YAVNjxicg3NXgDLdLOs/RvzipH62+gAClvg/Y90jnwwH1+mszRz7uwh0bAZi8GPKq62fCnLOiXL1ko2kxegW8DYJpDhIIveG2Z7g2tHo9Hf4gTkResP2P/1u8SAJ9X3VJTmYi0uUCI0A12y3t/kkAGTNAo1Opx24VOSp+G/nunKhg7s9CmSTPPyq6tQVpAl0MBuSxQJf1fmGbUkTMw9FV+DupuryH2ULiQSFmAw/+cHKo0/leJC5fcxco/Vsc5A3GUVxuGGkl9eEPBmJirgJenEqcwcVe6Uj5JTfKHTIf8hcbExuF5yXF5BXrjR18ojCJtd7nPQjSwRZ5Q46+HpFIlBai10dYvUqxUEodgK215U46QnmeU8QptTbgee3K8kySwpchvQUdZyILqRzkdyKOSN+4DYZcHw++kCtP8ij6b8OMIV0fSLDGjEFSJldfRol56DV8jWOwWa2QtSd10DWlGYnTkHLPWtUbKKrTIb3Kqgbqo4SM0UETNjS1aecRUMt6HAt+PMHZJMMlFGTuyODDgV69lSRQJ6HpUnmGtrmWeeb8dY0ao0/sUZe5Ml3E1/MaLhPS6wcN2fUXGlKKRlWKrhCeL5lIy5KGBDULk7niz8NHByPvRZF2KPTnT9rMqJ9FIe9Hqii5NlcmuK6lFc1LlknQ92ArbXav5einfYVXmiGtmhUKSvGcJTr5Bilq3yl1lJbBBBMkwkN347oIUVAnQUAfAVQD9RJxorsbqBx+Fqrr64O8yOt9ldW/4aOb85VvmIxG8T2IIxW1v/ipi+QClmxpKyednPAop5MSjcwHgDha3kqi0OsCyfwHcjuDZE2QUHGmXWiHALuUiWA9VfFpNDITfK9GVHcmN/ZxksTV7TkNLgHcO4Ki+IyxQIOx4hU6Kq5fmCglMc4/MYs1yiWkrVqQJflFUloJ+n6046Dhxa5i0Pb1uI5jDM1QNfTdLvHmpoXZXIUUfkgHDDtmPvWJOzk+7/Foiozbzvkp29qIKV0JYKe32UZMS6E1CcZC8NG9thu9YHHUQCKkZ1kbWNEUJjgiKXWDNQaQS7JzovzZfF2JXrQPeqAtXiSjvF3u16VkN+Sy3+qGpquUB5qQ74J/0k/G0Kb2Dfb25RK0DqNhNWVON2mhwUOJh/NeVpNjmYLf+ntMc18JlZIG21n2C4RpVqa19kamYI9OQARmVrfX1n1jsRq49vsmEf6Ysfo9XSbiSG7kFmDLZsw19STyHCi31eMC0+3/kEh119Wqm6bLVmfjm91yOvN4vKnhFBBRzcDZNwjwnM2lxVG+uDHI708V8CaiIPKCm2B0+THoSfK0hXNffxk/EEhSDEhiBVVlkpVVE3AlZ5NEA79w0I0WveVgiHlantK1xn64mmht2LaDANtOzUFh4z2kvFz3i3C9uKNGUpcIQ4PV6FqPaQomWWTeld0MgUYLswuQzyM1jbVy5mIwA9mL7agBtjLsBHcTkFgq6+OOezjnfrmbCfHlo/qmYh7PpGOfKn6/7qhYskfsQTrY8iPLx5OICQnYPS72LWW//TaHyuzf+ySgu8Ox9logL4FR0jGzLWrArI59M+dtR9HORL73aKc9yYaMj22K4V9jYLhxSDmsqgkuPnTxMSwn/HqS3iAfTxV1f9wda7ieu6ZFYEqfyeSs3fPF5MGbZ7HdWCD6+HrehQXiihjmDtRzPXeHOeAVrCDq32bnBjO4L3XSCxMVFIN0AGTpb4+gg05yF/Qa+dhlYNsKW5t3gZPVXynHCBdtmZ/mqiYDDnRyym6goPhjidY/ODnoZPxLJH2GaJmSt0n/6W9ZbSTimTdcKVSkmsC0Wp/Ab45+4yf29A7hbFrub4hQv+T790vbPgS9KDDqHUJIJ48+kkJdA4X4cBcXCQpl+8fx79QOYELb9X10vCRTwn1grCstCWSiBv+JRSDzq32CAZzvsdDRgTj+piEdsZqVEgcRnZI5HoIVLPTpsMbWKL3uD7IxglNsUpouHvfjVOJccI+KRCtVlRN/Hn95swosG/yfxZEBrpnE6ijOdXUOM8bVIBSlGOdc29w04cuHC1DxbDPQicDdLiU4VBlAunUd18DRK9BCVS/5EFZuWAJ+7XmUctG1VrSoK0pDErGj8sYgx2XjUya8zkKY2REgOwuGIkpsLbySMW/2t3TpfJ56O4IV0Cii7ZbEWWz9dsY3zFBVCooaZh9gsY1JQKLuJ4zi0kJu95YLvotCq9lRSKrd+OX/XgVYk2njI/fvlq3xjEEL7TLbYGOkUL0z18z0nSWfSaoLmuCaj3DSiZNtwZSrx/yWx+ZtiuxLP5OG0zh8RoSY3ZgKNyB2Mhiw9GjthijTSmjQcw5JFhcC/oOwAe+nQAmx+1R48Ri258W7Sy8QpQiUT+UtWsE5B0g4zWcMFhuAgYRb79hitUke3w3sdn3jgH4lwPhdXTw8tQHqWAFXmRVnlMKkTK3qe6CkZgbc/BMz7piRfAC6u0jMefjdN7TPvp5+8xdW5/zFIQXBWaTwkyRGY1EWK2itA4H/vPSj7r9lNYhwG/PJIL3gi2rxTvmISJ/5fhEwLV3jQsMijsijJICSMLiSjv+RHyXXFcM1qqBBX5F30B+n8gNcI71Tzt8nhO1Dpd4Mca+IzBktRUloing+U95puJapnvIFjpx57YDOE/1WHEIiiJ2nG2Z4BG1jhCFwsDliGOD+bEiVCNFkdB9OChzotS0mJcysXwdv3pHeMWkAF4BepNEbDyzhs9wOgQkg50QOV20D9o3OYiPnqrUNmBEoD7kF9l1l7uu/pZVo/eB/KTLv92zeez13/3ECoW+cMR61XMgRQenj2uX/yxoZXMfw/6EmZMk2MYqxRWXBef/HSxX4ffl4neRYvS64hg40zFsnYtqtorUEH891auPs5+QiOgXm7CYextyt+UFDIUhUBmIadxtXZ5sge6IfzvmXw+bQsNjzSDBhUP4+Jw9RcQDEgH5ZtUPwF9OAklvPN/FvkynTRJhskUb/8+5l7FmRybd5xcVf3+CSIQCCAhZbPZMuXWc88599zZ2SQISFOpSlGkSRe/oIKKICUgRYr0VLJJtky5/Z5z7rkzs0lUBAJSFJWigKAgIkgX6V1+n/3xyh9kZ3bm3E95nvczc5OY8757+ae/NPHPzq+fclby9ZGrv3gUv/bt144avHL1Gd9e/fHY1afcfMOnX8//d9KRraMWPvZx58o/fPq5w052tjeHLzj8raHiuy9OPFZJ537w8YfbPrRo7tahOx/fdZdq65Er7j/6muXn/exXp5938ju3vJjdcMCJj23Z5ytf2P7cU1978LOR5dd98NDo7w4+avcPVk4d+NIlncT4400H/qX/mrlvZIfdfv1uh66ODvr0tfDTw445fvjiU/rW3PryRX/adNb73pvqgR+PP/zWlp3VvuK45Quf+YC9ekZ2xWEr3vreNe/s+OqVakF25Bff3ye1Dl/x07WlS6o/v+i5fWcv7XvmwksefPatf43hUz/83dXnOF+r3nTSD9+761v3HXhl8vYOS7/Yfv/b59zzlTcnfuf+9aOGccuD2fLdvvXkC/H8//v9Net/+s3fvHDog9d9Y5b2TPLd/Iz/HL7TC18yXls7d926zWc/duaKnd7N5m13zO0vjB5vvEN3qO/6dP2VM8Lff/3Zov+O8/tHTnv0/ueWLNuv9o+BcxceH7ifnDX/sfsfOf7DnQd3feySX9An9Vv/veJrV19/Y5HPZflllxq//eWLpeN/88h1s496+9ibTjvqp9/e9O2Pnv/bT/b/wfzZFz3z73fPGfiJ89tjPuCbn35+9JS1fvmfpx98wD0nLJz81mo08fTssf/74kXnrJ6+59sf/OfE6NCv/Um8dszKvY5Z8O/7t28e/NcjHz76suuePig9Yt6q0ZVPXTN5+pZF571y+8POlv1PGbviz1c/d8RH+OzP1uq7j9LNT686b6B158H29+549vs33jVPW/3mygPzcHCvPT/uXj7x43VkywjuDD9wwQWznjmLtPn8/k/e/ec/3ae+6Rx7uvn0M/v+vrKi+mD1+tp+fV/qfXb4vTt3jrn+1xe8jB9667TNfz/zN72jdnlt0cc7vbz2439+dMH8h9Vjq/9v12P79rx46pzl96XrXr/9Vw9cuO+e5LXtx0777WfOXl9+blwOLb/4ygs/OHbv65de/GT29rI7L3v6yf7nj/tGfdMTC5+4/qChv9773obff1AeOPPqv/5vvzN/P+vNxi/2Ia/seOB//Qs/vOfO7W59YPjWrx+Ovzt7n8kt6d773DR7+X3F5+4++Th74X0/GvqgdfS2B776GYof3OWP8eKbF3/T/OL3V658/C9v/uWsiYvzP0zvNnjmZDr3oJvGXj9CnnRz7Th84w5fuGvqN8tc66zSXc/ae77w9JaHb3h844c3vb/nwlkHW/Nqp//wdxtPd1/+5B8vXH/ntof9556tuzwyfcPu95NtvrTdf5wFnf3Qvt2vLHmYXr/8sH8fcfHhxz77JdNZNdvZrX8lufrWP26+60h511n/u+LuIfV43zP3Dr215NFrn3rqf1/4xSef/XTpxEM3HR9eqaUnTcw795Kbbrv7w7EjL0o/nXPiLw//26E7HTL8g6evO+Lalzb93/+dO3HYjktHTl+4HY/fey9YtPnUyz8abV/806uW/u2Eu25rL5v94Od+dc5Z6tm3Nv1r3ue3bn3yD+HPL566aM02X+3/yny0/X+OevnIqRPe+fXXojXf2eWlfcMnv3X/mtPLB02cNfC17bb2jfIj/rP1/u/OavyMfu+lzgWXXPF1d1m79eaXk/vePzl6/K57zr/uvW9c+MEZ335j8isXXvXWq8ZN1a3Flk9v6737rRdP/EZ2/rXDzzTn7zT8xs7/+OjMA3/mL7YeKZ/K3/OfOmbFs97xhy/a5dDg5f3vOf7sY7tfRc6Cn71+9jM3vLxl5PUDXtQf+u95+qMjJz667ZOHvDdndbFq3sJDWN9OX7v2/NZz0w9t/NKsS061D69/8f11j9jTv5uYdflfS/dd870rLv7qNQuq+oe/vthy/viNvVdHl+xy0qKTf7Xkinu2Dtcnf3bE7Rcfevr+L9375ud/PvsP9//68X/MuqFz+GEn73zIO2fKfbfpnfGjNccdccvc9zYfdUmfv3KPC5/70X5rz5v4yo9eO7v7+8vPujU5Yb8579ZeeiH45von8he/+OjIldsdVfzz6OCxJx8/edvxfee+OucCffIMsu27l1XvPfI657bVO9w+e8svtv/Bd6wjP9959gf8wfIpV572wJHnXHb2l87824qDtl/Su/Wtoz9XXTHrgu6C1/524aNv7HncDQd+r3XG/Y2bZz1w1G9//fSvJ6+/58GTt6KTP1j4576/HPNh77il+9341KX71l/ZSm761lGffnbZX/bpzpmjnbFi/nWfnrjvnv/Y/szBZz7dfecndjlXsSM3XfaHof3bf7lgeIdZPzm6vPULj4aLK++fdfDba57Mvv+frUnzrftO+V5j9uU6krO3veZQ43O77vvSVz77wVvmvmNzfvvBUckzP1y69ZJP/rVdZ++H9j14evXhn//qrLcGt1623dAdz2/8zx1/3+mV5986Ztla4+3Tfnf55Bur3zf2X/LhI/SJo075zi9/ptivX3j68p3KF6x94ScXXXjlGw/8uLJ8/j/kiUtP3LLfBSPnfhRuk+w1+uB//9jZtrnljIdf/f1zXz92ef8v58675Od5J3242Pz+da8u3XHH+17av9d65dqnH7pi0rD3eme7sUMPuq3v9Z2f2/bU0VXfXv7ZHa90d8MfD37vgV/1rc8evuHG/Lotj2/40W9eW3PXIw/N/fmdUxef2X3gT88+cepS6/XuBWR5MXD1OZ/+67Bhv3zmpSccdfCavQ444+hdv7Ns2bodVxRzh9/82n93fvPgmw97b/Np/9s5Oeee+rnvLHzi+EefXxMNfqP89D2P73rqnE/sq68vHfDCcDd+co/lr3y2uHVJfb/Nh8y/5uYdtjWDkSdXBnOuX89+9Fbfn/b609arHq8P/nj+Bf84YsN1wy9/d81F1e9uPfa2JWv2X3Hkkt3f+7P6y8ic86/pVW579+ZdT5re+acnL79i1QW/2ndv6dyx9fFTtjv23Edv/PITf920++vux6d+f+3R3/938N2Vh7WW/nzNFZ/evmybz6+5/o/GNm/3P3RDaYcPVu6z3/vrfknW7PLJLrfc8sbdx520z/DP5jY/d9zKp+67ZOez/B+8dMLWY16+bHDzHUuf+ev2Yw988Mxnj89969IbD37Jf+S+d37z8OjJiyqtPW76wuRJSxt7Vd/Z+YXnrix/XpszZux53clb8j2Wvfx9//rvJKeLx9SiE2eVZp21+OOnDjryK/eedPiND9XGzYWTzx/lnrinO3LuD6647LzD1tjPvzPcXTm3enf+LH7xnKOex/c/9tfaPtv+sLTNF873Lzsi2viOT768/IWdD/nHYZ+799hLp/137/r+1d/d+7Ob9v71pWu8v3/t7B8ssX544/EPr40PT56+8qPwN6s2Pnn6Uet+/PYb8/a/YnHtO7Uv1/Zo7KpfeNAfVvnubqfin95iLnn/9p3fuOno159f9M39w7FPb379jLu2/Gm7e/Y7z355jiWtL+x9wupDtn6WO7UfrtqKaqdt7u9feuA/Vg3Z/zuAHOjv+McfjM619tr29+9u39pr3lOXPzX7p+qYczfc+8qK6YP+fu3v+tAe95z12sb6ht0OuO/8K+783fJr3un0HX/TFy/a8+jPrbpwm0/2/tqmtHr0GcnQonrj3CWHvDj1w2cv3HjoXZ8cWNzw0iVPHXHL7/WfbPr312YtTz694ZKnm4v+vnbvvyw45e0LVuzw+ecPMIufPXfFDrOb/3zJnXdCdv7Zz33r+ke88uNvHbLDWYfhPZbOf+Lb5nHJKyd/9Ls59OADlv7tSH39Q3ccO2eXTf+85o3XH9rm3y/csLMz8n+HjK7YrXXH1Sec98zR9/z9a8NH0Bfuf+wtdLG++pbT9t79kzeWHPSr0ccueHT2zdc9eOYD//z07/Sb5+332AW3HPXoY9qLL0Y3n43O/vCxS/d98rYF6VVXGv/6/MfbPnRH7bpTDqRPfbI0nnzmR0feve0Hq785fe+bqxrFxn32vHNW8/b7LrrGOOy35Mejt87530cLrvvJf584v/y90rrH/9h/9yEXa7+/+Rt8x7GvXlbZsM2f/7bLN8pv3391++rwkXNHr7j4stblV2456YWS/o0Dz/3NhXNut47d7o0d5953yR9OH1eX/PiP8sUX8J3o26U11dk77/rC478OP7vof39ClSf3+fLtz4z+Yr+bwgVnH3nGiz+5bMUxHzx12aIf/fjoyoK+nx879pOr1rzpv7vH3Fs//dP0JbOev+FL153zrd22Xvv2mevefe6M6245+jsvP/3zu3/3wKUXXHhA7+Izp/GhX371paUDJzx/+i7r7ruh/WNR1qZX/fzB6r4vXlFacIP65ejNJ33nG9u//M59pea1b/QuOPjX+m2Xv7RpyWvLdt/lwNfCZ87dPo6frTxx6/5z/n33Efv/YsFhbNsFzuD/NvX37/fZ+5ub7+9z5qGNarLNtX0H7rTNg5fy+2vxk68+PWtW3w7u1j9/75qRG45jF5+z53L++hXbnKC9s++W752+87P68uRIcdGHf35r87knPHXMToumSnTJFzebV279U/dAuTTgxut3jXzlyeP2+taHI+LQm1fUj9z11rdObG7bPuP1q+ITz7r90r/NXuPcetER+7euPPQ7u3/yz95g58x9755696342jsfPrE+//JZ25z24h6vrz9q6OMHxL2/2PLkkk+/eeK3Vm1cfnztVrV/cvmuV/3oLwcJ87h3/jZ27092s37yyXZn7PrD0bHXFl81xfbd7bpD/7bTDvt/6awfls979pn0m4/ucNQfPvrZgofvz/1bhkcveeBG8vyrV9z92XaXnj//3PG5Z3/29Wt2vbX9r79d+tslG24nZ6/cnt409OgZUf+Sk+af/9AKgtgDHyxb//1o45uXfbj/3get+8fSq9j12zbpqbsc+Vz8ROfKF1597Yj52++79cjbf1V/4bTh0YWznjtkRRfPvmPnlf+96OA7797vP+c9evzz26575SvywM8f/bNVzqELb7702bMf6J/76K4vnmz95JQ35n74QR9ePrL327suOOiW5w499epn/rt8YFn9OfaFJXNeONHb/sZZ37nm60Nvn//Ur3751z++1zel1z784KeL75rz3L/mnPpK47jFf9U/a1cfu/KdY76g3V9LBg/85Oz77anz+k749yFXJ7M/+Octz8vLahde+9zDX9i/fmvvT69p7411V5547bwVL1585uiK+HNr3zzoKkuuPELNec396hnzjvDu+sH3Nt9zwxkfvvTlWTfeddKdy8/bOfHeePWAe6IHHvsmefOZFZfPIr/4bOjKn5+JD5x1yOOz5397/ebf+VdcKW7/8r43nr3Y/s2R97Tij4855nx+/BOPnH/z4UfeNPYJ33Voyw/VdPzol9COwYoj/nfGCQMvn3bnv1d9PvhX9ThFRku7/GLWBa/+fZvljy/7wWeXOE9cQ+/ZR50wW3609UeX/Kh2Y/Leq/sfv8MdR6tf/XnR1i9a5DdLH9h03dVPnX7WYjppHvf19I+7pXM+f+cOX/rOP2Yd+ddZj319zpfPOengvd5Z99NFn947cNU+lfbb7zf91ZP2sLNerfYno0Dr1yeQaQYDg4jH4XjcEsODlt5s6ca6qBQ1+8v2JPKN5sTwbW3bz9cb1hCp96YLKurjbpH3epK4Iz3F6kU9J0umO7yzpJcUvd4o85jyer2iPtLdWFvKcL3Lel3puT1a6zX1+mgvd+ojI+6025leumQTSdfAs0ltSW26M8J6xehIh0+jbs+garS3pD6dWgR7vEumVZDnPd/rhXW5UTm1UTYqp9WowzvdnqzXp+vTWbpmuNdLo447rS1Vo/bmEdkZ7VlqhDE355sYnId2OtNex8Gj8Et1VWfIDqpp6vQ6S6b5KC469Y5Ssj2qj9Z6I72ihusdWd802nNaORtV3XyTV/Q6da/OpCJ1qME07UyP9tpU6/RG7ZGcyKzD6G1Zp951ZYcoF/dcz53clFDh1VTEbmsFQ1Vs4Gaht/ujzPZNbFtW1DaJ4LyS6FKzHLuhWaga6mm4fhD14wZa2x4uB1aoJiyzLx9RPbdL4WC0g2inXUC9IkpzgjreRGonYUexKmc1M2e0zrzC7XY0e4onXW/E7boj2M5Ga6MeHd2EKQ9HRlC9U5PNTcVIYQx1Bck3kWIpzqg75aSiK5qq1hmpdcKS6zIkO0une5uJQks6yqqJRZvz6SXLvHC0a3Sm8dJl1NlcWHQ6n9YLz6svq3uqLus1O2NLOyqe3tzsbfaSek96mPTYiEfsGuvxeBObdoreKFI1sdSr2VYvam5SjVzVsNft9DjnFpQ6tSzhWTXcW7KpNp3ZMXcJy71axxL1HlYjwqM49xglWZl28w7udegIiesZUgxPQeNHVSa4HJIjhd/Leb0zjZJNm/L6pqnRzZvqS7Npa+l0sqyn9eped8uykfpo1IOi8elRNdrdNLKpxzJvyej0SCHten3p6JK6GF1S1DvWlpHF9dqmpdPL8myUJt2o28sCeJRNw5/N9c1dtAxZhdoykjZ6tU1Q8SWbVdGtb7atQki2Qa+pQUZ4p5OqkS7ySG7jETEaj+YqXkN3rbolVhsZ7XVdL+5wYalCG9ncqBfdAncaqpNw2eqNKoInjSLD0nN8z+3EHdKFH8XeYJKOdkIvt1lJR3gg9ISH/Op4ryaKjtuqTOeFGum5vUUdrejmo0vrNY3lo1Jmo4y6W3qj3RyjtAdNKupipLu03rNZKqbrsEZ1VeosCYuly7Jp2bXYaNkbdXqbApix7p4JHEpreqxr57XcGzF6W8r1TR6mSzqjWzaPbqnxcHRkmk37akme54SYOK0y1pW+U8t6tWnMca/rlYg1Teojlue5rZrqpbGoOmikXBNVyyN+hLJefZOYrpjdLpG0i9FA4JBp0sVFTE3ctDXOqJ2qtAIX0EBuqjwXBzjXhBpA4616h45Wu4xZlYCN5jXobUqEGuVZzOte3HOprMheLtDmJcGyEeZ7tWkq0069GOmM4GlWzyViPbia6a7oLel0lnnOdLcObV1QLOl6W0JU0E59JIaX9vJOHeaKguJtiutLpjdj6k8vEagmRovuksGe5yztbRrtRj6rTY+MmqnK6snS23qiqE8XuawVPUduUqrerfUlLpQzr3oSs6IXuaFdb/ZIHTuchg51Gyj3HV2EIltMMIx3i2QiC6Qkrcq4yLBYNcUtTGNbxVyBqARyUNqItWM0SNqyILAtpBUxikA3cNlTGQulNUxbKBOLmm7mVGI/z5Rg/GbsZAHxOmkrMZrU4TLWGKWpTWJ3UZ4PT1XcwdvstlBqo24pojgPsJQub7SwaE1VNgqCLW5aCa1GZhrzEC6Y0ixkmEgt6Vugi8DBPMWFHKFOjByvmuolHiSOditTeR7hnMTCoektkvhJqSJj2+VmRDDBtlhtpDQC0XRj0RCxK4g5YPqUpFTYcC1hLAyRUjh9pg0S5EicZVPjyE5Luctsj1b8loMl1tN4sZYskoJSGXIN6sNxElgCDCcTQqKEpS2DYTtNob65JG2Hjdddx7PbOS2aRVARlrsHg2vArM/saBzl3GGsGIuFtHluYt3jmFtKYse1Z4S5qqFqzc3rLssDv4EtKoYwFpiLChG5IqmT523srec5j4LUCohA1Sg1pCs4izkmToKlWGckzLKtyVRg1wxtJAqB/CAlAaOD0ZAfxw2ccIvA82OsApkreCiOHVuLeCo22IIJvcaFZsT9oR071EK2m0Yud6UVYRIonFWVcCJtgmSRG7vciMuI042hryGCByOZFpGuFlSYFmICTrXYLdI8nrkI1PDDdWGcSRLZCmU8k1TEmRPnNENBjLBbtSm2fczsfNgtcSIDUWEGFYEd68pxFR1u2lKGjtNSMSPECFQlTzRqSyePjWbV7eTMjpHhdLkjndjSDDht6sgk9WOlpUgSWjB4QCU5i6vEzbSM8CRGystYJJNytDOz9JoteaF4rQ3lSV3G+HjsJC3ScWtYCBJipmdJxGLp2DTVtLypaJrUKCMd369SIcQClApqUVVGmYOzVOgRt2yYozSpTnki6wrKWFpQcxHVXVN6hR24MuEDpZqmLTR43g61kTS2PSV4nBA9Hp9suSmq5iRVAjlwfC49K0HjAzjJHUFxwXLhquG0Q7Cpqdwqa2UX1V1P8nQMt7gwG06VU6KGYfNiGgwIUAcHJ9KEobCThKhBm2tFCRYZBQ43GUlMbCkd25JkuQ19gSJq0oikM+TbPOacqmoDxSlxIm5OcJUrDkNvDtkZzSPmimppANxLcBQ3XTgY9uL1ClVV5CWIM0YMt407qrA9m630ci4pdXJHrYUFBZ1ThIgK9LOoZVNplnHNKnEnxT4M2IBXyXSHwgzEzqQgY8kGrxGyNEImaxNHNfvnMcRXJ24A53FpbXGsT2CntZHYLS3kuk1SwjNwyVzIIOekZAeJ4DkrGnbWzLh0SJokkrX5fFJ1pqhv0rYTJT7HildsD+uJ2WKcYtrWmpgPCu7D+niW4ILGxIuj3IlyiybV0PcnScaVXx3L0CQIIDdNsUFgSo0gDrijZAByRPBa38y1dMASjtO0pDPYTNOI84GcBuq29SRNYzm13m2XWa4ZqVtFWebY3jBYYsPiToC5Jls0Z9mNtvS4Bod3NCJYyGNrHmkIOAYpvFK2MRZE1Hg2DlYA72zUaKwz6mRzpO/LPguqJhQWYM0jwsxRYadYJWlMXCUG2VA5aAZABwHyDMvmrZRsY09aDRwndiQs0dg9TkKzEmXcMoOEmI4ZWVYS64N9XlomDi2jxLF8G0WgN9gyw6pTRlYiErEwdhRcCxsLkY95ljTG03BovEwrKmGccewWk1i1LJEU/ZIxFCpQAD7EC1iFWiZ8Cnsx6dBEEqVFmgMP0mLS6faXXIqg1ty2MRJuJTEyl/O0pXRCHSlCQvZwUQ7jIbg1z50Y1nGIpdnAWTwVYARY1SJpPDP/eso3goxyh2eZwqWMpxJkS2TzKbRQabGTUcwwdVRZuuU2TawqvJ2nGGIuDyZIjHOs4Y0NmeSgwkLENHU6wJ2+KjXjNmlh6RIyRnOsOkWOEpqYqcMd4DEHUzFhMJG1nQYpFUpUqylJEtvKJR8O1pJoiMGcJU0ihZXmDmdwAaBqjiRrbLMjlM3kFMHDNHZtGVuMdcwu9BalLZEjaGgiE6FYBxHCA+Es6vJUk5pnZGkQU0mJXMcH+hBOVRznjt1xSIaI6gicEASDTlkuC5N3M4ZhX3yquY6TRmrcy1V3Qc497CLF4dmYdSKWj0BLwkqRpZ1KTDMcg8ERqQpDOZ6GSTY3yaz5nXZCOXOpk3oF2DVhCcuHAbKSHDAWp7ZbLTyIRcNmzAKNzUPKLNwpw4nxgG2qMqHCt65WG0eqyADrL2CDcLnIwZQlJ40a6LvLoCV2hPKMQF+kTGyceq6sNgJwMp82KU4jIhpSK+VMWsa6qp86Lb3UKtmMi6Ap12iKqjUcWTXwwhWUuDGmEhFN0rUDUuYkt1y7kRmxixLpqgaVbpimdlE2UzAzGcZpUZSg7eOIWYZwkYvsPRaUECjiLgQ3TNRsAqrmeCQp9c9f7wnBSIU6yE+TgYKXURxbtDUj6YBDFLeKOkytl7fdDLzPr1jttISn8pDyJA2z1IqJpeY13A7DGsxNqjAzQcq6OeMdFWHB4rBBvB4uzLQTB24+wZCHHcn8eE3kjecdxzGbdGZDlZmatsCGSWibo1IZoM62B0R+s5ZCs2I/0/v7hu1mHHIjMQlqoTjPuEDEj7k2P8Z8IEQ6YYtFbkpkz09oqDGN44xQd6IjwjyhgyxBeb+rCbuvpEpWEoRhg3ppxeKoujCtuLxl5diIV3NDmnYSmdSybXFbGqxWRLeHDYyQRIrIBGKnqA1KQNBiUZTDJsLAp4nG0sZwHOq7aWXNsuSYp9drJspjGG9VcJIQ26lJR+iWg4u0W8vIYI30FKa523WECkk6ouKcuxXh9oQHZpEREJIpHee0bC9WyMTJF7CpGjhNzWpigauD8xsuabcCSgA/mPBKOQRLJUQrD7kpuoTHwl4YliS2sRnyAnVRveCo4kxuNEghsexscKvYYRAy4kRkel6DMeEFDH6rpxk2YdUo4Sm3M+kFgxgGlq6PmrptoIU3ERNoMSGVFvctqDxeXwqHY+akllvleMzOnaw9FCuFw6jVj5WnWRg7uTUZaLprgQChdJh6jLv5eheV0IRrOYjPl1jlCXPUkBSRM+OSvlzXIAT+ty3hvZRGSMB5maR5FpdSusYQbMz0C6AnTnI6HiSVKaPZygoEUuQw6TJ3xLEm4JebUCmgZWz6poIETgDGCQyNQK4dJ6BFtZTEAaiM4BMFVqmjtdN0SlUDNU3tbBLBCucyHmRBmOImH+CNPMnApYmD41x3cgOgKhNItU2f8ZoNEm75Fle27TgqjQts6usBqwHGUi6SBBJjH/WyTFS9dHFSEGpxTF1oB5OpznRSnrxVE9QWQNrIFm0hyuBJMiDcBcIuZwmBsttYl/mEA8yKU7gSrhqEt5zSWEKYp8cg+GvEooYnmgEqO+VSyXWJhbnCzTxWJkuylGWZTwSRgDZIAH9pMMItXWZKyUJaLpSu5IiGighTk8xeCMggAF9d0/U4VwZO3FTIlCmuZxVL+pNpnKXYMKaE2zfkYQUEkkiqnBgm2edqSjExnCiQXE6AVywmwQ2yQR5YFaml1MxAILPYLBBMK7UA7ROwPVJRDM8kJYqtASuz4UGOA1NyPSGcRFbSEjyhk+FGIDnsS+IEImpneLgNTYZ3ckXDpCGXCDQRA3Jzy/WphCjn9g/YCMuSok4DNo/SKgwRWYw1wFwCvhZwauWTWW7lLrFZ6ukIcUQ5lqkvYPyxiZkboFBLV+u6D0qQCtfNxXotHRcuhxhOCoK4y31zxuVzuxcmiohqHFBNEqJKvBEDKWfEWEjmA+K6SlINA+6OcGMlcWFbJ2kFhQJ7GWQUVYRFUiLgNLqFN0yGWSWExANSQ0niK81OWCleBwdjoYV4A4LPBKQniC2qcEySG8xxSZ1DwJ3boMQwWBYP8VqSGVbiJxwiL3CWzTQkcKBKPdcBcVKtIPKpKd0E0kVaZCoVKZaEiXjV7q0BJg2ZQwzJEqfIo6xE9IgRDPXOEkBu+M8lZTXm5DYqD7BFhQezwkQthAQY+jQ2LaU4Kwo/duPCEbUO45pLGAOvoITTxaoxkk2tzh1Tk4sVhEEMmjJOI1iCzBHD0H9iE32GKwoaQzbj5YncjoEcbMNFTpoKHrgpJCoj8YZkKcPgqNhmYMeNCUdFgdstMGGwi9xFWRyxBtchUkE545y4AXSmmMwVSpmVYsqEvYbmplaEtnELExBJuTR1S4Ecc+EoL4UdSAZkmdg2JdnneAa8Q4Vr+1ZISkOWLOMAlkCFThTCYyRyp7IWAyUcynQ1FrsqQhnG0lYjWOjrS3HfCIYj5W27mwSknezGINHHg9wzcqUMlKV22RzSfB5CpJ2MU+xZIPjEtLFVcmIIIrZhIxvoVLTKws7y0GYZMUXQ0LneFJ1wUUKbqS1Ka+dNujlJBEJJropkHPS+BhQOadMBBYrA3dyJagATSOIR3o79gvkt2ZY51gUwalzxppRRqglELWYVqq0FefkG4rAw9bROgLAnUY4M0iicvKhbypnAXZrKtCdcANiO0x5pLhryBMgF8JY1mAhAxmTYcwkfp4AnqUUDW9o2yUSaWSNELxKeQLyA+K20SSdBkB9TnDvVWjppOxs9V9dpYDhpCQEhOXCleRK0NsrMCnxOWCHhGNARIjsYXDEHrYJNwUnsjo+lKXbBZNJxvE4VATzFEYRPqAILHIGuxIqEkqydOdCAQ2Kq99O0Dc7ox/EY2JaiedcDqrE0WBQKKbHAjgbeNYiGKpmv1KCkiJodbIMJuy2ewMh7xRAl/Yucml2wqNZLsXD1ZFCxJhqosIigVHclBRBTvuBhxApc8JEqHlISUt5qkgD6MZsumO8X2IVt0qsFU7LBiBVFbi3VupVEcg8tagpSWBDwE29iakRlKJOiZhS6W4RovssiSNq9BeWkBZCgdEsu5iCBblI3bDegcty0JNRtgHakYKvyxPMCrOxOjQoV0TBQCLw/81l7Q5Jn42VLhlkYc0I7LsTOSI/BiTLKwF3NJoNsExfgIrImd8oJpbkeaERJbFBZZykwrUhZWjOVyEkswcV9V+cR5BPlsgAYPbZyxVTHzAvdGIvJCKRA+EHGlGnGqLlNbkQlHRQcljWRGepASPDGdEeRkgliiEMGNJ/qtdS2JfHECkKJbSZR2M9tMYWIKAckrwijhS2ipYgWcxhqK8p12bYog/flbtbvmxEhQ2UYPivOG5Zh17Fb8dAwFkOQx26ctEWOSQfDxXKvrmL428yHSTGEkdS0IupqTVIU2KgkAVcbZ8JILBtlLTKAdIjVzsgQNRHLVkHIsD2uHGnAql/vRjKGAwDvailu2YKAxAZdzqPUR0oEEnPfb3GUKDcMiCU8MxtwnBhsc0bxCG66Ddrhgcfdaiws3ZlEXJG2MoXXipMpSYJBE9thM4p5Sm0YK5KnbSTtdi1tJG3hI1mxYCviKdKUlILhFrARLgxiHE8AO1NIelT3da9tYqfBpadM4I1EpmnuQWIk5Co+aXE3NAC8g8QSbKjCzUFUQBAGRgaDxZUYFK0PBs2CC8JGVgg3kJmWeg6VwKXATRzDqzaHeVNgvZyQoJ1lKRGGShaDkzZtV1jU5W4aKMtsLKoNKygIFMkrUJHFZHwDaxFFMtNxND3mdlpYlkFdMGYtKmzuVKINWK8IXfTBlSg/zBiJDQ4U1O9orh5rVhuQAtQFwocvEpuKvpgbGV6NfJ+AgwhHuLi/4thW/8SMB6SQby0fIZVJckPJw7bm2HneEWRAWn4mBm2RaQBomV2F1OUkjJVx4aWlEPSmttJtZ0x0zCTMK0AH80KEpiCqF14wkrZAvaCeaxPOAlnlBfVFiFEiwqGAqRZfJHzIYhgQ0oWW5KkmarHh5sb/r4y0ugyyOK8kDuZGToFovMIeYo7dov4UArfLlZfImiJu6ELgIFhBvrEs0Hl3iC02I+pV8Vhc2AnYYSwye5Bvg5UBjSM1QSmZEDiEVNbmIQBO1cpNO+WQsOMosVOYcZLqFSenumo64C9aFziIZHlVFgryte84ORnYYIAP8JgLHbTAM+MB8NSu12Qkq8Yp+OEkiSQ4PhEBhoQkuQ0wiixAiUAC+3IxrAV8PHEFTgBZhBvTkOrdIhUWn8gySIwKzik8twnPzXK4POKtEaJWQnEEERbqZ9mcUwAdD8JMHCNm61k+86EKyAikVy9XSYPQuuAQGpxOlKphEI54BPy7A7SKeCtaO/O1Xo0MCbDvlsmZUXY7Oai0beWZlKnGKM5sU1kEeohawGer7WoN6LyjmMWAsEWSW2ktoo5bcTPAaoD2TpPw4TDLhUfsCGcg9ICNkLFyGA3i+SRlYMotWqYrUEqIGHezbmqPA/jRjMUk6IwuFjQUsCFtNyh1yxW3KCyUNBwc2GNxSmRowRMtIqljlhBmg3wsR6bZcrEFAZ24LEloVsNWPxVFZHuBJSqMA1rB8wNDthND2NIAU05lkyNnZn5oJRX6BIxWnvpjDisELSFU5WKtlFXNx1rqQiyHdmFMuWY0+nUDtoUra32nxWRFovJGJWNOaQlCLs7qGSSthhNokhZgAKUIjwz6wBcbzahBhN2VVpqkJVm4M7hKUj8vm0Qw204RogARXMRZJHOf2uuYiTvl2A1x3MRu7nRaNiyDBkXe0CIk5ck4zUxO0mycE6FZAzMpz6ZOvo7pwJVNPJk4Aucg5bldHVIZh3C+QUBuSdJEYoaD/tDm2PJAof0xQ8SB01IKSI+mC9upzeRGZwgWKqmYeoHbdtJeyFBkb5SeY2hTZMKbFFZJ2hy5GCRtbcnCt9kOtMa2YkmnHABI14/LBHdIrqNJSlXJ9gRJZBHp2BpyLYp9fT0sFMaM+7A/0s/yxAoLvmiq5mXMAzq1pSp7XOZOkaRIylItHGQq1yTuQtSiLBN5PEgS2+UOn1KEIxRxKZw2dp2GwFabUbEmMWgeS9DURNkFyShqR1ZKOm0lhU1bZDLiFWSHzHSoTqmDHZhSxKaBqDPSp8ckUxqEe1mH/TRj3EPCoWwmwxAdgHmMoHUzXxqhNs91EfkY6+OLDBJYaxsS5CG3ENi0tRExNjGDIyJ0UuFb7dBisU0cjdsxh/i+QehxgyhETMIrjoNtj3Vg0lp5NbViU6Z4vUhQanAXMxZTKr0EcIk22xCwgniyJaEQAzKEmUcUyzgjIrIhf/DEbduE40nOLOw4iSWVtiZHuoZRlHkFbeGaoQfUpDA5DOJcxAaFDMWE5ROSQ87FnX4HkdgykdMYYl2f277sCGZBQqRhRwEozFXJglgZiaVjYKYclaibjksmJfVSlsNx24AiMMYaQxpN0qHKbq53g8MLRIlJqW0VYAetJJVGuyjSWkpsTruwXziijR4mdnW9ysGxHcYx74p+owq2SLJ+0qK81kHKElpszkQ0a2gMhpBllZbvdm0ulFmDsJRZYRmuy85t0FURQzAzMHJcbrurAJJAPhw7tUgZDe5eCUQWtDyVgQpkGejael3na2ELqWEgrrvJiqkiQg5b7FVwrqxFSORe4RWKeW7CTSwc3cQIFyy2eJ5MrgRBKyzoJhcJMEluSQ4IwTQ3rDiVJPcMNFXY0stzJArCgNB9lIRSRZWiEcmwk0IB0IjRIW7alDa8nhqAA+VF2Y2hG5CpcQyABXlfhOXAEHKeFvXndk5dkGpM8sidEP3UsaoIm6Ht5BxhwHYLm5adRknSrlaphZqGucDyuF+LO6mIS20D60bCSbsJdqsR0wmLeVTHQLPu4kxNWq7MmJ3z/kJMBKG3SAthephCwOpDIzy+heEwwcrxhICoBsrFrQmv0W4ZQTEj9ihGnMdFYldgeNGUTCm0rJ8oI2BWZ0rkCmSPJ1GJ4HxQk2mTiQDcGPU820ExlaKdJTgHBGSNLKWJQzoEZspFrVq1AiE6ryY8Fy7Lspn5b8WtGuVJye43PBKH7jCjFU6zlg2d5wKS7dq0hVM7mImZGt4xFgH3uceJrVyraSsENUg52QOzOPEURp3ZM5/Nz5lSnkrpGuwhsHkRpjMEJCAvU81EotUvuazGhmEJnCY15Zk8z/lA5TbmmGB9SMRhEtshZk6EC2dGSyNQHWbAM0vYXIgTIUiftMZnvvby4ZUgjwrNBJBLqnkcNIm0bC3CPF4Y5w6W62RQpcQpyZhWQki7TagBdiw7nyBTcU5jmaCyNBBRADoVT1K7ETAvTrjQmO2IQVjMWChuF044RRVcJg4VpCZW6CLIEF7sDOVjCaFcJjm2ck3NSEkZbwSZ6gMSQo4N8UpaXPHcpn4lruR+xiux0cQ046aRVcC33BCyNyQVSQjYUKlPRErm3EpkMw+p7dXc3Gxq2OED2AFitQNgIGEDrIE8ubkNEuNwUB+OpJVJO06w6TEjjXBIHduUlmgK2mgLmgMOKw48NJFQGjsQwwYBHX0e2KUYtWnKrfkGTTCiKCa2SEkbm2baztpFlMRx4qcUkioYsCEQ66umEEpoTIWfyMQXWR4RN6twh+RSTAaCKxjCVkRVEpcFmRFIaEQcGRhk2RI+mD6TQAu4GXJpSvDmLIlreWdqfBHLZNVZLGZeaIWAV6HYtQkJkQ7jRATxzEgJOTS8u42iGuoPB8FFjYSOl5sQWOSYtl7jwnQlhLh4isMvOJI3XMDONHDdKQmUgOI01uC8sKC6TaQQnKnquoyHUp/hSginsCWTI0WuAtNBVtCGdWm5t03QkANpF0E2YmBcUpT6C70gCVyLCF8O6kMOFCQvYZtgErs8q2KQXxDIkpSxF2tZvr3bgRlMG6SAhYn1pJk6OxUxrDVrWVnWtLwUEwAIUqiMSAgSSE8tjVtFMqxLHhLsFJofjdFq6PG2ZW7AgjmQhpPct5FJkZ4rp+SVaqmBwPC4Odn8/yDOVA1CGQPnaGDfBRsdgGGG8J3rbpCDAhMny3LDCWc+0RtDvprE4A2EuljY8TpsKpPHgksfAxwqapSdjCCsAAPNgEI8srEFVGfNfGw8lQ8Z8Mq2ADIU9mSMIcX7cOWpSYDZsTWgNlppC0GzyoWmIIXHFox/kFrS1sm6DSaIUBTigN1qyiZxZCvB1CAOdtNOC2TMLWZghPpNz2Yw01yjKdhvwt14LJVu6jiVGAcD0qVYSMUwjE1DNrAViFA0OLZtNYSJlbsiiHks/ThWjCQRbsaknnND0CxJxnReDsdBjYuFORkZCjQPfijoaIfyyhS3bJjv1E6EHknbTyp5XkIUYq3SZu6OkY49bCuuZm4qglREilKMYSdlLGOF5UaVYeDVzBW0FdMYGZYpONVgQSzikY4dEBestgn5XFgNwjMbKAcXYKgSz3yEwN31HQMShFvGDIolGKEUsikInm06EPNERiML5rTMmEzkAqujQGF1EUN6E6jPhhQRt6wITMaPCTxtsZaPDxn2zA1szYxyTJgJU51x1xEb+5WFTDyiu2mI2kxU6XBM8ZBPsVamRFksNS2nYfoOSymz29JE+S+cQcu1LMeHmJoIJyVIYl9FYa6FvGwnTr6xYhuSpBLZKc36RZrdRtOYgCB5KWA9YJc1afIIKWIX1qBlt2zFpuA4CcpokAdZo0GMxapXVRXTB1LJCwKnIaaPE2yjAcdcDLkWPNYomCZdElmwf6GVNQw32kixVbJiAwJzBhmvDZGMCZqUKqgZ5BNxykBbWe64iSSuTH0JrEXUQqIPJuD3bBxBjJHMj7wYRh9q68O45f2W6QobiwGWIUB+wRuAkLKC7bTBNXeK0MAZyKVNo1xrww45FZxOSdPAdVgyTlDHSTCu6loYAmoDs1GA7zwlWQoRczBTsbKAFTjwZZZb1lQ3C7HUpFWaQLBl1MY08UJcSRC3AAOA9uKSY0uUjQe2xXFZ4RxlIWlLPhP6IffkssQKH4AhJDXU1NO2S0AYioWdWM0HR4DQXtRM4ERE0pRVsykdQh22MoInmQ+x1cLJFAwQJEAbFJ5C2uF5bRyyjSXaIYPhNkhEwaZp4EKiB/VQyobdksKo654wBdYDACvHnPlsc7hJfaCZwZxaEFYkCgsddss1LIiQ+fiM/rteu5B2lerCqmW1nAPA5WC2mVWgLLa7XoZFLWCMx2XP05EjfcJtM8ywlquKAAmFodCJjmPIiDybF7FCDYkspkk+yWM+BPsNxoEdFygtaSEgxTLG8YxlYlBqhyJcKkpOEiRwGTnHqWuHWh6ijAwiEtptyjiauS0aQRZSN4FhMBqgyMxs7qxlKXi9gSEnYZ45iWrqM1/+gEzi3S3IVbycgw0iK6tWBUQ82eYyi5ECDOI2smcWeoPgOrYF91LpmyAT0DnNmvn6z5m58SIBHFBDMvUE/KStw0i6EPnSJDNy1wRNxoZCaRtSgaIhGDbV7BrkJ7hAcC6FOQKDlYspDlzWwZK3YxYPLQBVhYGSTpIl4w72IFOCGo0VngVMTVIQusHE8AlwpstT0SlZHGRdAOawXkqhUC7HuWvJ0KXKAkgLgDCyMHOYFetgecocpnLSYRCNwLMCYkFAvdGSxGplYPeElpk1GfkumbnfyeE4UTB/UuJYQBfBaJW9Cvk51tQe671VA1m1AQFJ0YS6moAA7RDLmrQ4QH7OGcMKm3MtZzwkTl5JqG/nMc7LytAwHMomi/UcVBPzqj+lmYQmhQ0ylfuMYgdopsHd/mZO6DAQH4RuWCgwFKfU4BaEJZwHA8VKuzyl5VkMGUQ4A4OZbePPRVaiV3DFtwRy+cyN4H2WkrbNEpqIBBORgM1K5Lm2L2gpqYbCJbmfChULJ9ZklKaCKIf6Poi7TloCiYzT0LMCBgkZ4msA4ZUavj6ZKayYraFKQPx0xooz2lSZgjdiiKUQHEQ74LB+itYAlliksLcAuqJAFwtDE5AgJW/dLGM0cxbSSZq5nqgqC1AqhmfgAOArQFk11sUQkeOUxDJrQzhXokWiJLSGx3moBrBmMz9DvpbDVrA8NnSLW5h71DCxUdXghUXeWL1YgnYrLnJGCLMhkAFbaFG2R19KeE4WCFxh2WInjmSZQdfW5eOwo9ikeOaGCYcOBZybQWbpiS1QhgkW3kZYL1sGFQqbiGIV6jPE63LCYrWymE+BOwhsZjaJzBCmyNYamGQJhON2lpKGq6WODQcizILRSXNID5LhXdWMVGvwd8RV0i5cOcMJhQuST/opK9OqAPGIvA0JpFKRihpuQZsawo0yt9HOK4DUaTJZQEDXxcxnKziHcJiQsSHdwrFVrok9NCpxDZO0zEDGScYRjVxuzHwfxwprQKRSgeDagyTJmpOYIFAOVAFgKJlweDySQqBCXg1rqYmAyhRfXFQ7mKGYQY3bZsvN8rCdkMzNMievNi0Ri2qDSy0FZnVNd5IYtohdFsawU976wo3SgonMJWXP4tyHwtoJjmy32YyhpONQhdyqriMp5DMueotCwbumC21mFulPCeRXPN5YB+cuhTO3DapIJNIikZsaDHAaUnk5wWmH9rN8ASAQK0FxwXSprec4g/5Tt1nixKl59IYQXV/2Johvp5z+/1sTQDtIOuThxGllGfSIsQaSfua6sAiFzGnCYgGYpQZzq9NJ0pS4PILGS11RhmHdyuNt7NmQwAhuu7oApFtD4kTeINYgQ6tUKIYQsgAlExHwDXGFjG0rUyYqobaXIA1EaDLwkz4ARFPPVJ47Wm6ReQRGBNiJCotoZDIhHevmdifMYU55jnOeJbalWZCVB7iVr9tRuWIS2ipyPpHJJnOwiLFPBSCGA0JS0InVHiiVzSvrBAQMLiXHFdI0UwRwm7uwJ7GV0JKE9H6zQEaaUEu1AhCqCHBqynYVbwbOFGFNJm0LnBW6uFgYUFncdHKnvTjDLVhhiitUi8E1LMOB0GDmsCzWzH1gKc01SH+ENuGKMNNMY8jlFQvCatQQqWavAw7KkWc6Lp7kmRXvQSEiyDgLHSI7VUwDoWW6W8NT4BsRSaxEI6DAEGJn7pl3lWJVhe0ikm1ySzMA85mKJn3wA1lVTUjULkmZafb2UCgCwrS00OkgBWKLs6iAvNQxrcTkdixsxNxB8Eg3TyGLUAeBxoKMZlYbnLmMUog6Wa7aNmmlcjjAMslEmQ/ieOYrMI5cEcfWzEdtZCNAiusinYJDD9AE9tSDdBNhfL2wry/yKAJ2UwNJUwD8UcQ4LWXYLyUM0k2srZogSbwhBxTPJrGygQAJZaafznwxTCxIEgihnIM2AojHVr9tIzwR4LIZd+NhwG/lBgBDWh4wOZkPOJkl8AYdJosnFpaB3oEqWZYfSNeaL7yymp+zkq28UONaC9ibctt2wCKl7/hGVVQ0VPOSGWkJuLKizM5rQpGgLYRrLWA4Vi27cB0e5SnPZ8K1ida6zQSgJhlGskVlI7dJgnRfg55pkZhaBKRLM5XYCrkVjJvcz11Gd8SpuBHrcVwyUscr8TUk0TNBAaR5QMWsdmDRXIkcg4KWG3GseZZyINPBVmRqkZcDlHoLEOSolEYSskTMctQH+xHHESRSzqXTwEgv2ARGQZNQSYhLGF0YZpocBGp2cq4FWovzkgA2tnVeSzQvlAv4BETmNsJ9oKoJ4WbTGMMijV3ZajsaFEhUpNFKk5ITjyVWCgkR5F1yut7mU2SS2JiENHfTbOZOspZw21piWqJDkyyWs/VEN+EMbYYtCU3BCXJLDN4Ggq+A0tJWUgg1pHMBR7ak4q0W1+liwVkhQQsN3e3ayk38CpgKOAWlUwUFjEyDbOZLQ1e37JiKCFquIRo37JaoTC1OHCIcSwGGIiURAPhQJCoKFsa1AuquRiIKlGWnmURw1VKSME8n5WIIdbVACzhVRlyQmX9NQNLJhBppzociFEPejw1sxfbMfSKOaxntbJiiEptM0ykhCg7y4RjBrTCUdjXfYHOpSiSqxnFW47eB3TPUtLzYERV75ma2UootDto5yWfuOXIWw29ZksEKAplzA0M2zV1fZGks+gsvFpnMEliDaAKkDgqXCt+XkLJ0iNKWYRGXutDLYDzh1E5Tw2y2JEFl4WYI+dzNAqed+dURFwwzJNRmgiEBNeQ41voaxvBCRk2AWY6BZxN43AhzHs/ct9okYDPKDoRoRcgHi04qw7odE184hgtEFMIMmPBc8f94evcuuZEzzW/t3T07a0uabolkF4t5QSJxiXsEivIfo54vt2fH9u6sNGpJZJNVlVmJROISdwSqe/35/KLHY/URm6xOIoGIN57n9wARAW5AGjWy68xjEuhnAkebpRwMppjwL4ALUdcwmLF/Q3dsHImvPAGZDPlOBcBNS6HoWPB+U4a5bg0R1USbkXBASAKItrwPDPKNtM0zAGeUR6Xm9uQLbAGxphPBDeQxexVzKGXwC62A9ZieCrjMwooDL60thbIS/STE0TqsLFSIpy696HMUP1Mfhkpb0uORVYfBv6SFj2iGdKQQ+DAawbdLGHNzQdAolor4eS8XLocMtD/GooEzW+hQNTNI0lQLKFJIJGaCCoSkDtYHFeo80s3P7HqwFBUNrhYYMpANSsExOgzJiVJDfMCjgAhu/OvXbbwuCDqatr2uLOcaz9krb1vd9FOyjvwGJJIGIQJkfMnWxy8s0aEwpWXXnouvdIBQdUfusZrPPQ1n80ITEWE0HZaLZKkofV3JBcmwNJSRDovyDeDWH5UeJmX+jvHz/lw6OX/pzWhfPjkYC4I1V0lrauY7U86FHcPAaqOLzyAI55T+e+dbY7ZhjrN5ALItEVzfw0iuYVmgaD3wIBBs7Ml7UzDbD+cEMfvxJiCoFTAKzZx2ECFLBS7O0jJrDJ8nzl/NB3Yob0EViBC5bW5uYeYcimCBdeGzITRWUjHwpEksb7jaga3iTOAWor3CEjiRDjb1hK5rHFAzH4tBlFeo4ywrUU5LFmvrfL+v3F/+HZo1RCmkH6Y+GoWFcBZO/xPEwHYeJ/saIUD7gvZ40MRjUaApDgh60DGxawa4CE8g/xkIub2r3kLu8ZYlnisINee0+qvEl1oB9voAsVJL0D7tC+XEDBB3t0VuYrvZW1ypEEHqX3uHL1+qoP6D0sT2Qhe+/gLfUM+f3OEBmL85DC+6sPs0OTI7W0LkAMTl+nibIzFwsuBxPdmCyGgJV++gCon1tch4DL6bOCsPOZ6HWKCP6aB8OU91Dcrulo4PVVgUkHGbMopBTcEYqWo+fD2OBfDRZprAosQCsiTFMqrmYSI/BhAkxXqW00WDX4IY9aJSRF5MQb4yp+v6Hl93f5L5GMSpbO5H/tBfgniFmJrSutamyCnk9z7MH6c6gL7TooDIG6KV3Ix/KzUtsjNJY4SIR9hoLJj8clrnyf2pAruOI9IzGOXDZTLrNIy43heFOBp51GWdrrc+FYEfAyTlHiUMqATnH+8qcf2shK+WqKkLHjfe0gdWRoGULecaQeofJDRAQ2eSedJ/luzgQh9xPI7iFXjPWxJi0+FBABs/xg/Vb9aHyrwQ+xAHD31uCCriyu+o1PPNK+3gbN0nzyaVgRZ7IfanDTf+vkpL4cHbZtRISKm2NTzlvNHrjStASTouloFlgf3FGTQlDs4PtK4Y5Df2xwjVrYNBcNosXOH7UcATb7ywzrV4kA2C3zMVDS3Vg+IHJJsQ/ENcV71AMuIMr22muV1nRgo64YJKLks3lPGVyDmJtwuua/Bt5uQdVwHArvo9JUBmdriz/1cMI+vTbqle1KsIJz0NWJDCJ79t4vkGVQgZHRzJjWwnE5P615AckbUo0hJ8mh/PYSRF3Bw9NFnn6gyanC7+ByA7oPsrc9H7R4/yJGpO+2tq9mo4EhwEs+ts1ipEYOJ9pHMew3yLXz9kgwSjhI5dfKumwK/fRMmWcmBeluX71zk8kHAQDoHOM+LIESA/pwVCodtAttSfQiC0HrgCJxso+u/+b+xKYlNoEszW24GwsrBVWQ92FkVtlAlXF26irmshq2E45Fw1UUsN0ozJiSQFJn0fFlH1/gZuiZWAVh7N+AHQPPG1CBKqj4VoQbALnXlD43pnlg7zWImPkUNSAyGjJwAs/Ze40SB3/Kzv/UkHPxR7X76Ig2xLjv369Iq6CBEdOzblAgoiVmkGGwJDy+f3hB3epBDmoxdPLBTeGFCpUKWR38B+euyLGf9cAicmZN8EKvbOdbwXtQsKuKN27HR1IlGUExem54EASNapIWBGxbx4RXOiw9hsaFjWR1jck/IE8PgXrujg8braqBDB7kPQZxDBxI4jSQ4B+M+FkcDqTMqZWw04AJCogiTxpxmzA55DEDMh7+P6YGGuFB9GlN0uCBq4Z3z5uN10aha2/p2HwZfbUyvlROrehVZ15ehFN0VCU0xjyPPiM/6jwP8RB6aoKLzydfLtPE/26pnqa+RnwEsM5+H5OcT9EQYYaG30aqdBudhPoOu6n03gOhQc4hgIKxQ1hEw7ktp9sm9/Ht7W/ZNnngUS1euLj2TmtOh6zTIfUDGk6VqSMiykX+GZyX3thOzxjUBeSEyLZi7QuhxxjkrCN/PyahH2MunRm8GSTSjsE9XX4Iln7UCqAxpHgARW+mkMto2G9UQyTX3hOML5aijOXYY1ZPayC0mFR8A4Y9nOQ2Do1Q1AytoZwmMAbBnraDOFad2AGtKlvXfYptc3zRBaB3LTWOS9iN8Jzy2mLzN0Y1UMDJ37+6RrzSfu1vt5J6PnnvijCQ8Q3Nk4bI+Dyllomcbpj0G3Bwjl8ZEyV/yHrKdzFrmFtOqODUimqTO2LngGxEQWLjLKJvfv6O2F+xT3X/rooFJstybXiuKSTd8O82xdwkEp7XGPhhEgVd2KBZJqu97n9UGor7Gpm4dbzj56Yk5DPZcUj7LyHmeQ4F0XrznB2XYeIHb6aCT30yFPyQLrBSTM0vQ6m6OtX/wAuTWjlp9bA1lr1vMOosfAaLToWDvleCliUgOkYpTmvOUeTlgeHhVAy3D1YwRigQH4X5mJh5pRIhBeJxFz0qeWcKkmNpAmCgiGPLICrrkEgYPwKUzJI/iMfwQ3aVeVDyBhXEFCN54eWDNrf18rVUGGDE6A5FEmNHgKCR2b+Eqd3JIsEMspmMZH9h0CRC/TJpINVPP6mNAvUqDBwlA+xsNzljudNQo7h3Dk0OIeV2kvJOqSZfcLd7uagY4+SMkdA8+H5GHAHshKhAJ5USY/UbUr8hCrwhMHcYH2NgxohM7628NczsymcQdZoClSISMH24UzOB+rUuMPjLW9JzkU8fogm60z40aRLvu+d8WkNNtl7QKm3BVMmeoLDGcO0fxm5hj7Ss0wjrzvcNrBQISUIQ4CeEd2c8ERf8BibsUAnHKles5J+kDpDT5OsNiANGMdXsLceg8dB2JEWRes9D/5kQNz58tCHVO24xo6jAz6yQMuhsnQBINInVUvMQE3u/MzikVL0BWozI0OHJLLw9RVppeynzv5NZUcpVev7e9BPT05Lz/8/mN9HZL0uHTTXAodb+x2S+D/U9dv3HQQqWEqYJDSWwvqyXt0BDcNAIWzmufXtmei6WXqPwJZNkQuTnXh1fOPQt7CpJVvAPsvs1iUX+cZWi9a7uIJKw/1E6RZpwXboQ3sggI4Em/g+yDY+qSgK8hYAQlDTmsXti78Km5U2mP46P1N9louw+uMUXNIgcHZrYIDHYLsgdWyRweybFQeFvSyfJx9eqWhjqXsZbhy4Hbf55WPE5+H2m7n1IjTS8tRX81ximwmaHamwB9gOLge98w+BqISfsvL1wyrlK0P5l81R/I9/1mjOnMaRrmr/h7oULx8RpMLJcA/z8Pr06sWWx6TqIA5UbN/VVJdMGTpHxcJkChqSMdkLjHObnTgrmS+VxEDFSIazAFol5hIizRbUO22715fUG0sT4nG9fagHCKUGdXPaeZEpEWMh9tTC0799z80XNZe+6YV5QlcSr9SkfsxCQbhukYxV4Z7XVCS8kKCbhs1VbOPnI1p4g8s4s9CzptpVvxZa3WdIG6XWEgyG1ssrJNiA2Ao3YfXo6hJf4f6GwO74jMbYiT1P9Ggriw6400lqgQd5K65UN067/HGwcrHGC/GggP97P8kec7iE0QN1PuYBW3Fu795vg2MlBgCIgmDK1FVI2RhLKCHSz+EqiYA2ns8JbeNBpswP69PKjE1KCRo3MJcBPyQPnAdPyTJPr5uw6gUraKCgZE4TWbhzz0Mu1dAqR5yBd9ysFy/7OB7x48Q7HnXlAlGLFjNTz3wgWFJieurvKrm8PGVGR7Y0LHniMwEXsBePks9MTk15UxawCvfOg5UHP66Mfb5LC5rFrNpQJ47WbfQcsxa3Yzsn4kMHnJD7ph+RT/6UM8VUuMQvGP57OJ9qezQ2UeksbmnfgE+yWZ5o9kH9nsEVwR+VSkYB5w3D8NFkIolrSYljBVe0PRTXR501ZOYlofP6yOkj4tDkvx0DQTCnZnWhSgKE4Vw8ZrCPM/FA3RL+bWC2Cb4wpdwnbUqg5DTdCg85DK+2d0mb/YD64M8BrrYHxF4UCtk2V+D4d2sUY8uIYfRxipkAQlZ3QOB5eDZWbgfPRdcHZODzv2YAHkMGTrykX4VhYEskPg84yiaLB9AB29QBJiHK1YD5jk5ZTkOAerEDAXjgl2ZyKvYaKXl+SB8J/hj0Py9tN7O+lCFLL7K4fg1FmsmPubY+FdpmSIQ8gG0XrF478OyRAXaNDKnbqFRJLDpwT7kWy5DwCf0+0X6e+WBZ87efGYworQs/qmCURrmPmq0x8bZFbv0fBCY2bo/9fURCocGiDPgEShYgnsIIZKt80ZxQhV70alOMRqNt26boC40qBwyv8U1u8muB+sI6AplD79jzMhNHd+MVfy7yQfgBpF13FXgtb8e0UyTTYVT79GeNxTjU4JBrgu+t+mz8Ytmo1psH0Xg6/0a+2bgPReA0t8N6ySySEh/ME+GgvI+QnBn8ZncAHVHp1Khm9kazaSfjAHQoj6fE6Jgqtv4VBpwTaeIK5pQcTCU8ZbR/TG6w+U/gX0JYsAeEAwrBiYX2RO1SBTK0WX8OIOv2p73SsiOOQ89vlXTjc9VjLJsoXrdYvLezz44dgtDMMWVrvfwNcgSRK9kId/Mzvs1fVVSkHQFbI+/82JPyVJxuc5hggF+mPgGAq3FVUSR+XkGkhcoSN0rPFDJjhBYaHSBiKhAPoIHsu6iFR0owxAgK8U/mo2mjJbdPUCI9HNEZc7D6asIDzDOTZzjjD//1rcmCeLlBWfrzkQqm/vXXrWIxQYdbSsHPfCDoMK8+v/WOD95agR6XcqjaRSPo4F0wCgNXh8bqLcaizfJCPUAxkg4gpjUfce8pS+tr9LqiE0x+iTV5vloP+n1scJo2CwBIV4LjgtfcTIcMCgH0AeaoNFw3qMp+qnd8XW5+mtMBkbf1zLKhT3PEEyDGs1D+coCIIli5dF+lCzRvVLTtDjwE/AHXT8YGB+gGzo0en2W72vO2kAhmbpTcGWL2VWszwoh7ulK1vW6VBdAh0G6t8w4QyG5uoDBioecIcBdfqOuBeoSNyBQzYXquR+bfqGsWPDUVlYIvPYHiEthl98/0C4xD4P4i1g869bn0aMuY0iNVzwNhk8ZO0IGi7i+ejNOfQNYGF3x+m0oG8L2SKbWUOE0JtGokkASRYlokVhAJMGv1hsuX6K/1fkCAWNJjijRd3GuQBdieADgTH+T4WN0mHasx3NShOkmKP3g1+fArAyNbCCLpo41t2C+Yy4UoWFe5AFAXbtmXudFWgmisWdvmdgDwMRw8O6zoHG0OK27QYB8zQKIIwpRCUvCAYFEBzMgEjeBoQEz8gBJTUkhXsVrnFT8eCrt9BPBqw+MY7h4798oGGEIOJT3NF5x+3uSpDViW9pHJQeRwuIxVut0oSFO++mWXuGUoVd51HeGz0iwA1FFH+BDD2+kSm8XOvkb09G/zHoBFqL0IwLBDA+RBQANtWTiS+obMoFq3UCEaf+MIMZ6SI1erIuWAQ+9WoCzTBFtOsDo5TTnFtkryrCAsgDcKnnvM1Bx9JprrLUcLNAHin4bJ9JOmutnXaIGklaxEvcga0toFNuX6nEeNqbVTL8MrgZGW+9GGta6Ct/X62PuY58df+gPEF14vLaQNCu3wCCFJuFBPvQ+tKAztZGF1O9GweTYQiZMMikFpTbOL4aFO46+WdF1jLMcef7vtT6kdc7ezPctTWHyDwT1pHrD1vt7o2SLh+OUFVn1pWIGAiyC6C75x4Z61g/reu917hUgpH1zVf/zeZ1CTpRap5SZGbLJ9F3bTAoRio1V7i0cJjmMObJQwl/lgrvKiccUy30RQZfikoTWcHARSAUqlUDfxWD1DNCcZjpILxDfJ2ODKA3zquqdWDdPY7q/rfPM76pbsU7F9LwaM7un3sxsZElA6IAITHPKWiEy4QwAHWRXcwRYGTgdQYCh1eHTqWaHz2kyg+Sjg7YbD1iwT+GILStqZWtKxgLEiziZqapBYcj5L+rt1x0jPvAZvnj2RR0d+l88I4s9F9yo1DrVVtMSDWPQ2cOCx4m/aTFOxbTlS57eBp+vy7/qOUonlhsALuLGEjQ4PDaYaNc/GL4d/a8B3ZDSSwzfFJ0hs4N0ioT7aZ2fJU++ofZgawWxW9BlC2cZmqxTHZC3oBBKf/6fhC73iU/gIIVVoDEgmpWIE75XYID+xg9B8fErmwzqAu8giPwLXJnA6AeQ6xkQJqB/DnUhop+p7HEExEl6JQImFr7pNtoss+AGorM6PRT4jZ9EXPihr7dwTkkaV6dP6zZEDAuHbVz3UTs/kK3HXq6Z8bUCp8G84A/r0rOB8WTbdZed/uMWG2g+Ci7PRT5AnsnhguhTMUkJKRYQHiJKIMyHzawvODjsK4s7zyp1Yh5xZxUked+CRULZKw0GqXn4OGhQk4fxKn4KKk/iOrnNa9Kidg+QETVZGv9qvFA49pqh/+O19xUNaDDoMaGfhQpXVrEZzL7wab/shFfi5ecD5iVUep3qhusEjRHYAzha8ZEAv8jjuivkDLECcjEv0gEi3meEw/9zWB7g1DzvP5C58TOUGST68GdfKnbs0l+ixqw32c9KAEf81BhJoDvO614nVnLG3ng4McVzFBbj18liPVwz5hdlEcn1jdchgolaxGYNDV2p2ET80jhtDSKg/JOrQRI7dyL6Wd0L3yes3hcuzghgkISikGGdKoDWvTyOsdQV63VtO2YGrGYHIxPFO1qQtr4iDz0ExgY0SwCVt3bdwY1noycaT+M88si/A7MoRYYjomNWgb6RtuSlhb8gKkW19iMKnAEaseoYrEg4mQlpFIg1PShiMWHn3TpNw0Z2nWPNvtzobJNy5Xw2vPlJK5ZDMhai4U/1kkplYiWO/LUDVOmFFKxO6R4V5cAVBM4DtNyXoEswgk0V9YD37IPTARJkpsoB9WNidz7gm0Qn/j8iAM46oZt8XellHwZGriW4Lbgpw7IGBGPDP7lKQf6HUthWPpxzYE0YP+w+fXOb5nQGnQQpZATcippUvHkpaGUKP+FjWZ79kfFfFhEaGsYKusmaUcKviiuNEGMT5+sMK5sFf3eyzZVDGj4uXvMlQbfSppceL3DqUPyizOqfOpaWCK5embTuhMJ3Sf7MBKgMcDjJwD2ukb14Afmi/hEUnJVPgRutkcxrWvurgmakIUbUt/mXF1BccFW37QlPHkiu4hSBh7ZUKEOiJuLHtbwS+bzw91Db+scpUHSIQE/fpBFcgx5AAL4iQTkSCpxc3P4ksfLLBZTpQlm4iXC09XRknXrSVSxI8ErNr+ng6cvHWM9PRC6zmjqeYtOQ3fKeTpxGMlBkNs06CZVd0SgsSMQ6K6WOdl0Mtf08xRObfX+AT7sgbq9oZ9FSvkAhOqgzHLDrhoiAOQFFxmpJ4efXOlc5An+TWuRXOK2OpH59mJTius2UKeNYlGm/WuE6O0M6NXARhcZLeHpk0yvqpTlci7H6fWDCjstyXJ8awcWsm7PljX8ICBzjp8IIPe8gBOTK27qbhcUzD7gmRQejB9SQ7GqZog4QUyABcyfAbjt7doUws0iF2rRiXbkK0PXP4Xe/+l0Nh1kv6Ik3EEjGxpZyTUl+OsxsFkUoy/IYofNvfw0g+8N4adTT9WNSSbDF/HzRAMOecBYhzEpoBo875J80rj/KBAEhRabUqXCzttoeZPo8VZCyqFEvONEe4DauuVqsGxdDBGZa5+tUeac1QPqEvDSijNH2tfCQUfBkRsIYCb8+6Et0BFQWxIX630rHYwuo5Jx7B/lvYnEWbJ5bxbRlNY36wSoBqV6I0uckm4zAxVR8ZW0i+P7I1uUdAb3teUEDBZbwAZLZFnz5etPCwG9Glc7fQhT5UaY6iKBD3/n1TjsHnXKM5tpcSXedlfM1q1wLEJesoABCn2i7id7Y1kHqpXNiCTJ3QbAz+u2TraUzPYkKqigTl6BkcKA65hq/kjggMbBphAABpzNPxl4AwdEYedyqdZ8tg00TVSfn9Xkg6mOf3ftinZ0jZcp0kySKwtt8vWukTD+2X5ORXKvXxxPujtJBut8qImst213wdCgh7b292U/e5w408kDx0f62ZhtViO2Nbke6zb9oCyGjSGDCtL4j4J6E3jGNvpWJpkOjLx9MhQ+as1rf/Ms6cT3JdSslx9Gw7opH7JR6SjBt+UEV5Z1o6om9vLqZg9IN7+xFbOIHxTm9rsucToXx2hyOIpWCPy7piQcjU5gRM0a8/LLlaoMaDfwka+FsWNXFo1yA39kLy181mJHtsRqDmcM6haQOmpiiXKAQlP095KxSWf/OYEEfgvTja2kejETEWps5mgpGudXDF8yqH7/qpOIt1LZZ2FIzUTCQS0A8ZEF1seD+2hjF12E2xhYD1Mz+fQQoqgM4anTA8+o+BLkBwff8BYzki4ERJqL7lQ4rXfmjP7Ej8XCFJgiM9QfLenJckLxwTz5oOnSmeDGQnCZdplgRmpjBTHl5c9aCJWMUYKDNGRvE7VPQoxMKQUVzD7RiE2CCg4Hk/nfxUOF1KxuP0oMLr0kMyxBKBFfEnyVeb92CWKjSzx7AGHCH5RDFewtOMIm5dHxFEl7T4kql8ulYI/8xpGWdEgv+Uk++kOmgQKKm8RvAi3UOj2UAghw50ZcgEF6heQllD80Apb73ImvYsRhkLBCcXtfD74KsQ5jvy4VAqtI8hnmkTGbApIMMixT4BXCZAqsYqK9nrujFvQhqriFmEGg5sP8p1RESNRj5MxNnQWdMudduBhazTFkoqTHSSdJ1v9wZGlKoUQIy0bjOcba0aebmdoLohBkeC/BoYRusZbwPs5qBx2doQD/jI3ga0xdojhJyUW2xZCGg2t9zNpQwTl4nyLdXVPM2rFtZ4gcvXWRSvh/811oE+chYQZBBVlXwt8nD/M7+stWWV5NpuNma9SaCr4LKvtKimD1tZUIc8PlX7l9osc5J8vlht+6bhg3B4RsGEW/L3kOwNNK/F/vKHW8hxYWxjTHgY82UHbi+BrWZEogrHLqsoICGjuVKnJEpMXlH2I2FhmcopPDVQ2U7jDBipBZgx4U71wCfprdT0SheGZfShGmynt+xK7kC2KMGeLm327T4NURVb0OlBshh/uHFm4VVKXI/oSRMdSWUTNCZScAPIJNChxIzAyRYT8YYaxRCMe6jtQCRosJiMv+FGG3ujJ/SPhPnGozMei0AY9GhQRBj0p7z1+Yq9ah0U3qIihbYxYCyBx35claLqeDbCgbxIK8n+0ZIZHj58pPhBZvbeHj7Otm9grbS7Nli12NBzEgx5ErD5flVoZHwcV3hfmPqc8UHykZQnweg0EpP/vwhHLkfqBEBArHRdAmgYb4+6ZfYO80FWvSQiJGARZreE8tvnoOFBDhzAb2eeYwh3U8FgVPelUwnq0fvIIYM7JuL8UxOzPBviksTZsIsIfg1ipu/kDOwEvoU6QL4F/CG8SkvqsrIsdTr9Bu25FOAjzB/m5DMJAjyVEpS1HZj6VJ4SH68qk4cbx3zr81vN595w4SgTfxZlz+l/q1T/TbGhIU1fl6nn85LCXXM+uekeuz5YiHUX6HRFrSFGDbzzmgCwsMpIMR57j5dQlUNYOXOx7iIBwjxMEZLcCfCXlf/KXwjI7HRq/GVP9LbiIBvQS5T8guxKr0gGuvFPZj1UZAionPgAGfNu50kOQgMjIqrIwiBcCBm4Sz9+vi3EMXW+QpYBoIy8uO6b1bGFtb4arkCkBnJIq+hydI6W3b1J5nYgwjTkzyFeehmeu9AaLiryp7t5hJ8ldvfhB0rGX7LmSokRXDh5OHArOYb8XcB5GqhBQSN9XE2g+g6d+Dy8nLZOdVUbAc92SZ/T6vjAqxS3qGIQmPXnld+x2JCkmoVH9P6QKk2IKa0gdhFSekId/iozzRUvX8w5D2kb8iFvn4CEKrBAkwIew5BRnf6oStemVEq+UYJsT5691DI63Zyr/HjTF16HZNOq7Ql99pMvwdpe/WI/XQUHhlfePVM/mVH7cfzci7HYssIyLrrNTcsymH+UDW4nkHBtQrFB75ugcfbuFcTYS3KPFqUz9m119tiO8XkWPqVz2g/J7X1YegRSxeIY0K3AhjaliEfZQ0ZEsAQMi2mzNOZG6z9112JD/8nEuOnM05/A5bm/sIC5uuK9wh0pMuzeCILpoUvDkmKdfcC5QF1oL/XGzt7HmgOmUQcbsEhWQTINZ69iqPdZpub9UEdPNJF0h8CLTt3A7VuQyVElQiIeJIKwE3cTFcTDNqQBjd+nNHDbivzXVzvjsyiNtNDmNtZWWyh1SYlFOixH/oyAyYxlzC46EqOeGoiVQV8F183NX6Xz/Y3/XcYIplEUFAOhqOlHPrS89fXYfQX1f1Jd9ND2SBgR5kPwiQBzQVZU76GdZc9sW4h8F7HmqTZygMflphy6yFEJE8TLbVnieU3uwjWOHqtkgFlheBkMW7g+Me3PoblhjGk9sN1URP7GoK7GT6O68oMAVfceLzeF2OvYSoPjWVM40iW5CopKJUkvSyIoWevGfTgeh+t0JBfB//TloVCDTT9njvqlJ4Wu5mxAe9uzsM2JaC/Bc5eXN1klz7GAgpQ06oC1oi+NzalxKKdITnEcNOzf/V28Wl5LWzowWeQd3NLNsU0LlNl5/lYf5rT4JclbHwca5aeIC6npBEJaPpNbyKeE2TLOUzA3GDdyQD8J73EddInVMD1OPcucdKjft0FaI/YYWM3DFCTMTms22O3Vua8nu+mjJXo0M+kYtiNBP1nMLxQanpQESQKVWPt8dS3wvQoa1n4EEcQ3vKYX0+RVxn6bPqeD8AHrECVeFStzRUIT3jXOykqBDZg2OiPEwYM+JNcV9V86PvZI7D4kqFDh1Dyorah/Ybr3qt12Zsbz7h4s9H8MhZKQxfM9EYE5FHxmwMxlce/GmaqVw5xdHiK+Z/rVo/bHalZhhKjA2PU6c98tOu9coAzMEZdkMnrcH/1JsFQm9GmCdkUbnbdD4wTitf9HFwGaHsF+LqrK8aN/2OwOIvrNOg+ZG4OgWmfKt5rQP5nCPlTFfD7W9dpPeKlcF1iNk4G7T297kig65sEggYw30OC0kAANfW+yjQrPrTfzf3Q2ZOJZ9C4u4azQ0aElOpzUanI2lukw81UoEDvwQrD/l5LfNmWfVv/e80x1EER9IFNWE2bsa4xp7jmM/wZxLCcerZfX15x6N5qNtSh8tAgHpBdDJEXXICNZL2FJAKOLP3MGCdAALsoPaghCgYydfWdE2xd0Ekm1/qboLonpiUdKGlNqp7WQnOie1w17wHiiJXkOg07oByMIQtp5jWurrEgA3wtDNnaJl8QkL+7tuzhFMddPtXOjeva3JKdwO5vhf6R9n7L99OA0J6WaIIh1/e1K1j3bsdR+d16MynK3GoHgX/QbBxoVZtxfSUAshHAFLADFHQbQHygfwx7R0tvqsFe5i6010Hc99UUsDHALmy9mdPzTpviTf71i5+BUYsc8BZVX9dVmiw/2foK8EBAle/3TEPm+pKCRJd+9N4IGPjaDwST4WLsrn9x7j/7wqhKYG2Db0BcoATxhEBN4RAQIHnxlTNp2PRNXV2MY9W8vXLPSmCvslbDbKnvCu9HGXGcdlAhiduBqfCG84UGQlvqKkts1R2DA3P3b6YbpMR6C20K9Qi+FyIGMoWBv21NLu0NSnFdNDU1I54BQO8vI+sDqcfop9pDFA+PR0H+srWkAO/rwwFPZ0pO4+i389UHAwmqOCB6sV3wkHFpwu1Nl+tmj9mISRau0tvj+ALaBdoQdO1GdOPsevlN/y2+Gym54fINcuA5iE5DKCx6rjILXg3BAELH8ClQKAjHClquDtwm5C6PQIZVYfe3ot7szzkzet1knIiHjJkXX6/rhlz7Gc8nEJdJ4/HDaIZtP9o1w5CbLCdWkQIZqIItZbwL2DNIbI6wv5k8zztX6HrrkLUgCznCtxyyyK6WTIBK6vl9x0c+Te8ZL1QGDgss+ki5tuQYQHemARympD+KI5PwV09W8J6dbh00BuA0ML355srLjorKV+2wPgvPHR+jS/ULiyT3SqPPOrJsOBtUQEH0OPQIgI+jn+aMA/po1M5iZAEAuZ6/bN5UF6sh7JLsrAGQfNsDRJahMwOGyEI2935v9H0960n49f75V8eYaH9dB15FK9kROriCYGlvMBZ+h/sHAIARo73wdN2nA45YAz+q4P36ShSEr+ujjsJXQL02vFfDsO7bgRi/8aGqG9SC4/DcZMyN6yx+QODkMQsKod5VdGmhmvMCRmTx0nZECGvxYTIzHGwrIBGSt4NaIAZdXQfAEPLeDhvi16Rabn99jWLdYITwTR2DDu2x6HZ9hC7VlFYFdLK4rjuPSEr+024zad/voBk8Ip9i/tl+uPf9yHs331Gsb2Di+BYen0EJSPmFzRb7SVwjFOhIgLgdjFp3uqLH4fairYbkCcS1r8OT1VDCuvUAyQd3f4ImqGyG0DzENZ2Fw8FVfnqfbIuJQdsY1FwOqGopLo9U+87QsQwm77wEkQkwHHU/j5f6UHuHgh666w3Y76ly/VTUcTj+BlfM7zRZkdedyrZ4Cf7WQXpldXQSJJ0GkR/Jsd9rIIJ4AsuqIcZCkLQaotLYQdeYYfcIIWfMRkY7EBlUF5RjiMAH/Xx+KSbXgwbvwlCyGy1vq5pN7eSn4mbwgDmaavve4FYwxP2TYqM9etX0HgETzMczmhC9MUB1kDkIh/5NI57Yut6RZbUjQHDVCdTdkBP8yx7k7HfrJOFU9V+QkwjKscKzV0aPqQChrRm/8+mZ0Zdee1OinLx3p7O3EUqss844LQ+5Zxmrv/mUqnsozXGGq+p1W74n1AzZsaQfsN+5/ARlOmmi9XF9VgODMNOjfR56N1YkPl9DLEkfWbfeqecvWeEUQIyAJGrfV0z1E+k/uezP6y7cmt3lR1c1p/3cs3UST+2wJL6c1s2QPIRSzLnpwJWe/9hUFmK8aB/WHfxZPJIbn74xHH82Pu+sxyO6D52/7D2i9Ogprub1OSsfActA4zoujBq/gzKAcRe4pcnujS3B/jh38x8r+0LeUAD+ChfQqaW/KdPvUQWX3bLe/RY7SAuQj+0ZzKoqXI4z3fDOcmcGWtbNX60VX8VcZrbwdcmcHtf90c0Fs+e2HSEZ7pN3oa2O6+4+PZLnusd6iH98RmUgkQ3vr64oqwj2AaEWRHmbk9K+xyMuB+hfsdXdAMosh/dwdqo+4h2I7jWwIwP0MgKQCn1x3yI0ABjUHfLXdXYl6f7E8/iuiQywCsBDijAUoNaljnj42iqnWT0CbXluNevccF0np1eUN2czEk4cKkkx1RF+Kfk7BiXoIaeUBYrX3pydffKDhjiZwVgrVAF4VXFCEsog14HiIh3svf2WDZVhgMos7FAbrReeY2DFaCMAUlXubd76gNt6TLewmOIxAsZZpZnuO1mqWdA+n5jQIrpjTRCXP8YfS2zHYMpKmA/lBfeUp6oBsNHg0dAtGy0L0VlqwhBxjj4JCsRfFYsZKjSn8BXGpiaJbGcYGMx/hs8xZmfugBeE2EMehAD+DLHkdnCHo7NCrdNRwvrSMNGG2jclLoo4trjMNSQcCdgiAxF8DLupZu5iDbVxiQx5KP3f/RU6LV1P7SeuANwYQbqufbpi9gnglbf45Ubg3IenInyy38BhqUi3EyWvIL1VSZAQ6LuTGgp9tPVA/RrhjIY4Dtz7mInbZPAvc/HQzdlYxbImhK13CeQVU5p/CWcYQmCwyU1IRFs5h0213l61YV9iT/i1ulsno5EQW2iDdSqdv810KKF3Oq/92XgD/62kMpp7Px6Nvs7CaDSlPiAB7m9H6692csD4hPHS+PX2gLazMUi0BZh1R1vFXXlUZmuRMTyfY8ZGh577ubLWbHjnM+emdY+EcZ15DWp391sYF8I7IJpgAOvg4+NB26F48UGb3rlrD1yoH7ffxCl3RcbH6uW7+jMSgw0D1c4h4eKjg3FDejPydVL49IN3xyHBMeZpxEcs13m4me5Q/csWylPgiPUcOVZC2TbYo/AAZ8u9xaY1dl0jPXig2WsFhzGG+APY7RU/K+4hUcQCUlW8aXLNNIh29BzSt0W6pBwaNE5QSRmyLz0wEVgqVCuR8TJznhnaMFqcnhBYRmeLUDxmLG59S442nslWQ/cUmdWFagBQLCskl0Arh0mMdaEpaWvOoFbz/uhejp0u9lzY91M/oBFnHpPf6nwrKjxOyBzFWUHbGkdHLkcdwxfCj7PLnYq3vhuepQl8N1NKCu5HsC4ISYaWRyPdHeT7cDMFQl/pe7j0np5+F2/HT+bszYlgtrGQ3S/Q2zlypSmKCfpxYJab6v6w8WVST8nVQSh6wYkUhgHjefQcz5xl4dBOkYykJEFDoowT1wfIPj07oO9IdSwGcn1qw1+1qfT4DR/whrXVDMnUwP93byBXeQ1JxoNy/kZcTQ8u8wXReINLIeE2+Zk8GpGZ3Ngb2qYbqssfNGkf6wQ20UuAOYg/PYEYiE2KbHJS7TU/u81TIERA1Y1eZyH3ZCYiqS+fyuNhWxgs8W4Hgdz4EapSB8jnqacu14K4CDKnBQ9+h8dIfDWI/CeVal8yY1HoGIGwsT1awqIB1glXSo6IIpaBOuWC4P+1PLBj54/QQOsWUGteEl1AwBfr3vvuZQKnAl+C4awG6fkZCizx7GxCW0/rppfGnxQ78Rf9Bk+Y+fWlF/lhDZN6ApT4LKpq1rSP8h35E3tHXC8bfZfx4g6Qc4Aup1eJn3o9mxCiVzXoNTWbHoBN+7HKuB2B9wXbZjznlTJEMrS+4Yhp44JhxQnvqmmqpO1QoSDL8LxUEeQOOwT5iw4b5nYgEf7Fn1E9u2lh8/Hm+Bd+iIgwY/wRj/shTIbh0s6TIRBNgBKPMz5CyS9Z2RVOe/d2HjG72QDhuoodjL1PRfxcb3EHaGznJyhVD7WLyQ8A3xPH72WXx1b1mRTIAW/jsPXJV6bQ0zt/GpmrCSNZhLK/QtaesgJy0yTPfghEjuCFU7BSXG++qpHvrHIwbtlNoQpQkTPF373/r0fghERfyDt/xjOdSgizoMzXsO6eGFXsvqF9ScdnEBjoCKV5Dt4X2R4UZH1ScK/XZwnhMIo6Auusz2xCzxiZw2mX+xsqqL1HN9Y9hR5IwMKpAjzX1WNqDVbR8E+Y0ZjHCgD2JjoAAcf4CNBb1+ooIEjjBwb583zhwrGm5Cnw/U34ODCPq/oe+9w7z6z7Ulu2rm1j1dHEE2OZq+t4AH4xmctBlTW+nkNR3kxFRF2tOxdkGt8hINdhKARWF4iR8uBY6MDnXyholQ/jrNFjoDFDPqGXncbFYW4kaGUY095BDu0hC2ryclZFxrR9miKdfGC9zKv1BXfr4z06YZzM1xe7vljzUmOjcXYqWYEh/9LGQc6AAVxPfH4pTDvVCL3xYn0VFTty0rPtQe8Y9+eiRv2W6ZXoEAYc9WyfG2D/5xrw0F6Zg/jVHK4U8BycMwF46spuUY/HdcdtT2xtxTbaF/wVMh+6mex0iG/PHSVLzsIA2i6DO5Kd4ZLz7rwxB/M/zI7NI8EPUJXpmnNxo7hTmxfmAaMOMtqG/3rdPK2+utyb6mxuMmzQId6hGHlsJZwBNNPuXMLQYwARw7eAFjV4goVvjFtnEo1HF6gdKb33h9wCkvkSgMuGXVHWNWVhnhnZKP5mByqVE+5B41jN/DgQTcsL80M1effo+LqFt8eYJ23aojFE9xAaIxpKXIsR9+B/N3sOwNfPdG+ChvRyxuHwgfcJTOVwpAdD4KsvaLZ2Z2uAPAvRe7jxfXEJkhX1FZtj7Xjk5q/HI1FTcutci2FT6EevCE28uryAOyJSgOD4CGhy349vosvYlM4V5uO6eVZdLeFDpJ/nk7+6kEstXACYDcCgGkaE2VXvfnkl4Hwz94d6OGtsLlVgNi824is6oHVjfGWYxWGiDPDUlPgKcHkF2i3CwK7RFJd8C2znwbxGjx8hK4dusuVYZKJ4MRj9TnpUI0ADK8HP+wgtZdIwztWVDuuCTn3zZW/v8yc+uBdU96OPbAQe74ZqgMuNuPbfBhENQtCbGGwuyZvdx/v5elhf61AI4idZ2p4PY/QgrKYHkPrAqnHdDy7OMoO4oAtzG8cF+FtAJaBH/Ab/oOHcerHQgiYqixzasZyYu76dq9CBtXiErGS0Lnb0mEi1brdyRKifC2lUDccqd/1UB0IDHsJx4K4CxqjPlgm+J2F0N4CPgqTpSoYPlUZY+fWJmYdhcYNUaYT/5VbTvVjSqh7GDhwczAJDhQCkhSqdtEU+H009CgyBA8IKgwH1q7ud1vBfzh0Lzj7iIvIDwVDpGAzfULxFDNMKXet1f/BQKgoCYjBoy1Sh/1IRDh2J2V1hX26M7DjodVZD7h7zUsB3T94egYEBgUGPhhxiz1dme13HyTgMI9DXt8uP95MV31GR99wxD4a17m/DR3/94NaNCf2C3FjjSU35pCq8TtkPMoB5FK084tAWgYs8qoFXtk2gUL/MjvsLxEYUAWTQapC+GxinNreABYh6dsvKyYnrgEOAYI557SAZdMbbcs4r6NrZ62LdE2XW5OI4nzIEmRpqdDJtoE+WcHHdePzP0HcRYQfRHv52xD/gdxwdCkWmQcwUIvItkMu6yi6bnOPh6tlzytl6e2rxzCkHtVXYLemQsK5+2RrGiysvRyZr1EJ8B+IR/PZIiJMv9bojLhsgjI/Vj1QS8k2fwfGtWZPeBjJhNzsnNUBOQTZknX5F2pG8pxDc/3b74PU4Vf17RvqrcwNjV1JoSLCa09qeU1ropbbt+m6xoZzBg7LvvmpAg/UlGA4a0VwFhuCZq11kzl9fPanA4FpeuN1u/nDVVStE2TOfa+q6DduP9zjnPJTNCOGDQinbLWYh7SPH8XmdlQR8MkNwcksM7dxGvyEo7PiWhVGH6NJX7GR7n/eYuDMZzPRaWhA7s24lS/y4uTKkn4+nYGlxfsQB7FMLCD22xsQyECrm9WohNr1f1zyVWINd6iupTJggww934+Hb2mxNDdjrrhCvN/4T0c978SN7AUSMYT8Oe4/1VwYSAzRFSWd7p13hi8+VP6FDaUOu+T5/4yvECqZLXQ98OjgDlLcz2olQwK9xaItsuAGlXHyx7h1chRlGgINe2B1hxLv1LSXNdd0ghVX4YNyuit/BQGMEA2r5Wtd8fzXc8owTmdCgwVar6rRptGKsGKWb1kmYoz8eC16D2ZrgO5IqYMFH263vanzQ4oRIPNRVCWWha3mD+ukysEyADAHAgfWhK2EwEAR0Mdpx3Thfst6dUTjh2vICMpX0Pf4UQ95fgY8CK0s/y0GMbF+BeKxLZ6h0fMjIzGv4R585NUbzAsU2DGPbddeLLTrO9B3nd+Tggd4sOOGB/5lSUAZd8bVLO5o8Xd8qqu7xjxiupD0QWQ0VO94wW7eSBQzCihSDr6HrGbB374nI7vGHQuRomwlowReB8PMRjdr1jnLoaHECkNrwKmS1MOXjRuI/u6r0gx4tEB2tuufvjP/OfzKSzqgbyBzNXFqCXv7WQpAbJH8eNcBLlyc98KBphOo6/t+R7wiIj4M4CsMaYgb3/xuFwBL9QQLio77E/QTxEPlRV9mHdY6g2oVHB20HqShV9QI5xxHnelPSzo6VuuqxftL5jY5wHLLuwARSnrODstY2RLlCePByuu5c7HzM3FAyVD9PkL5AheqLr67lOhGx1V4hGjrnN71D6OgO0zMxsbT4L0CJGvsvpXizvu5k3PisBSuAAQ6SLwP6jxOn/gQUPBhxB0MCH6hE5YdRdRCU1q3nETVl0VlrervzQrW8vGXdqL3oANrydWtMF4GKlMF0x9moWabIEyT+bDTkDeO9Y+Y90p8iHZAe7/MDNUOMx8FQeVZVgj+iEpJTgLKOUDb78Qv6ex7YIQLGbRYw2sKY7HacTHVzqHd35R7X8azdGOIxlANI3SS8vq3bRyGmAZY2jO5dNUDYCofZu+Q7T8NxKgtdFFBtn3DGcFtqGNGbhOjtWEXk/y6jF5vUuhdZ1+3zA46B1/LP09EwSaiohnUuHK/YbFD/m75vuIoBkezN+oI/PIbpzbCuS6RRj4RN1K9PMglta+3pTp8Dg8CIahhXyEQqvRX6y1cOfz+8cfjs+nVdWzSiZWDhfbwW8xe9Lm4Cw+ZE3yKkMU9Kz2T5AcXiei1tFM9LeIGiWFd1oZOVS6tFV4uKEFZWwDkCGesN/dau9ykpILI9DhiD0pzIwCCGKQ1WV9GMma2HESX8UZeusIUpBurgCHLnegWwSxGBA3VMjdMBMsq0IaReNzn3jS8uMNAPx0zFc6m5Rrfy83M3dF/NqddI2qyOoXIljqiy5kDMwGd8sOMXrt9e1z1ojC+rS8wiq/hpna2TLVrPEX5oJ/QyWge9x/N1n538ZYCcue6OmkKOj26v38w2DDzvgE8kBm2DwO1mAD4QWwokG0p3yOx01R3e4WmAY6fIT63D4a63U9jEy4n73Nk5LgHSzsX5/p2uZ435dYNpzVF5OZjSukDMs2C129zVg973Ol5cnPqjhtA3aQJ57w9/+P4P6//+4Zdfv//X333/rz/7/h+/X3/0D9//w7/94Pt/+Ic//Oufvv/lR9//gUFyXvfu0fh0CYBd0OHC49ugK2r6UOu/HGurLy0Edn1Efnu68unOtAx39VNEcLn/etg//PLP/3/YP/zj99//4/93Ot//6+n82wd++fD3f/i3j34/Xy1Z7/x9+1rNiKoeG3TsR0J2MVg7JxQqATJ7nCX2w5ixH1xU1D14dOWHgAQrOeexPzu3TkRagOJbeYhtXtKrqvsY/kktOBbjjP3bKBkD+eJejc80nSHhNjQWLqOb8/S0xeQ6rxPcmb1Ws0Vjb4+OZiEoP7gq6iK/TgpPrO9ri4vcVdDXxkxoyQ0ZnFpXTcnjGZSM8Gd/i+96LACCLyShUXQYwIWHgmx5Gta3MIRObsJ7dvt3GnIl9ZBD5pKAnfSg6PPtrq/C13CKxyyr2/SbDzD4g6x97NOHGXLe/8vRe3ZJkivpmWe54uyd4cwVXV1dIiIyhAtowD2b/4+7PCTPzs7hVd1dmVUpQriABtyz+P9ouJ9aVGVGBGBm7/t4AGa82TIG//IXm3isnVxoOakdx1SD+bRz3UDB6eThoJw3HZhPLDqIz2aTg4Yf6EtTtbT06p0MPn0gmx9RpFAmykFZTL4ZYw2WrakZ5UsuPdWc4a8jYaNFCCj819OyS1k8nxCx+Jxks2niU8E4O4hiQOPYUVaPSOZJz8xfmgYktZxm78lxCMZ8AAP6Hoo7y5XpahY/8k7W5r0GZhiy9Ztu/Bwh6v3t2OY5ziIwucm5hs3/+yBBBMIwj6UX9+fZ+E8GiY01naIZXRufwY8wQxvBW0Z7KKJudzcxsPS5fJMchYS6XJk48oskMoHtuimrsVxZd/YxovmT9z14NjSVSd5+ZX4r5QlVcp9TORUk8YIVqxdWgxVrczCLRvdfr/WoKvyZ1y7xtGFd16ZGzcTwwR/tv4AgeGPn/Kj7w3IWi8xubsqJCyBnbuqwVGz8vNwS8HaISb9COR9f4b3VvahZF0qvF236T5OSxmJNeijdGMrqXKbvemuq8kh/7dSplOJXozwUN+MXfqnzjytlfY8XzgQOFz0MqiGlYTvEilavo0oB3sJ0D2vDqMALpDHY4YYjk2gb+dyE0ud7LIeUlZHx1WNgfCBC9gixSXaDwwPnaIrM5ydqWQ3vKi1JSMbBaScd+EHJGNJWXlZQrHLJecAyGPSRm6zcDoGjwxD6rt9/XZWwqozESGPQ3aBgZTMR822ObCsza4QQV3NKZ21GWD/azEHt1VGXa5DZ1LFWmkEVmiNWc3vIxkEcjyHnYt9IW8ZLftoCamyrcy3WcCmNnS7+lFvVcXyJZVyfPwpJqUml86r3DpRFDHVmO2C/BMp3V2tfgbXTpBOGmWl6jrXhTfSZUxWG6cozBcwyzIVtE1yW8QCfP3eDN29Te0pgMJFD1aNljNewNK3unCWN1fmcQ6ro+oT/cXofnMeIZqW923yJEkIignu7xJ00wBFHYpBLXb+gRAPpRjnIIQTpF/oyIyl2V1+6U3p5w6Q8Z+H65KP4SsQEH3OikFz1M8v6LIiOZxobeTKV15dyIdBNEgoB8LYFlsX0yDPuQNI6oxCb93WmtW0lnh8gQOcyYxcLMHVPFiijNPps8ajBmEAFA97GrBoPWMzRswtyAFalux0LqDyXt+GCFx0+nJ53n8a6zru7vdPvWsX3naTCtuTIdRtU+OWFagdFyKerI/ALhOZ2Y8ML4PKWIbflZoet4c8nT4IJyFKOnv1psJmDwTsf/dVwBDRSBzULMFUWFIDHeGPjH9PcgFq++HpwDWCwrD0HcU8tvIAqE5/+rdWlRa81BigLNvOUuaGs8ooZQn9HFmTU2XqX3g+sXZDvpkR3R8qgRJ1EGMudKADV0ef2cgO0Dq34IlR53rAV3lU3d9SmPBGAfSfRVBGsjL0UPpSCn/PYhdu6Dhw7nz2ryhwOtnFaWk9nYxG/PSdzd6ZQePf0F6BnI2W51B8fttwflOo0LPl/lMpJqJhgCPHvjwuEFLlQsQeFnFM1L1bLO9yVG/WKV4YHHIzwXb7usbsOib/LJJY7WzbjugzomGvC8uQZR+HkZFda/F28+abFp6Ai0ywQ1QeegNWE9+lZyHpr8sSGlK/fSrcZg4kotxlvGbeojIEwG/CUUU7Xx6TB1EjfgBBnqCnpD7DHoD/bv3LNU5lDcPAfY1qju0majchjnub8KiudLsHJ8m2Ml0qSfYoIYpp/YYT87nQASB8EC+afuJpUpKYRU8oZ9p5c9U0qKtw1OcuvPqZmMrfoK744Y8XC9/Z56UABAIzAKgNuehyvjtZjJex88rqGvFoI1rBHTKsFsj5mmU2AcBaXeknpK2LPNf9whNVqSqM+jYwDkz6BEsdEY45HTVLpyaoT6c6isUCrhoCnPmWTZhfDpb9epFwzM9WM2x7MwqUGM2s822f77iKHuc7j7Tym2zw2EJhl+yLVMnsdXzRl1+rwYH2PFMh10/wllwN1ZaZrUMXvpysgWiHkbU2aKVrk7TKCFZrwWNOOE2rLPVWFxisAA5itclP7/RiNYuIJwBeK8Qc+wSYT8GEJQ1XgYoermpF5kXz5CzUPdWfuAAoDHwSt2YujCDEQuECPhKclT52dRYuEnDNZ+On9R6unfhTOTMYjFrpoOYBb13vuug+/nsPRm2wOOcmwMe+9uvSjWfCrRxZ4Sd7ZDCRX5zS8g/fmTAi7oBbCXhXQ/zuoQ4dsa/eLaOCVqjZHC8Cbjlmo5BzUxo/4T5+OhgOz6hviSCe2VS4pn4B5H7/mPZCyP4XRRh/HE7umcyt06bRn/A+D5N7Kclz69Cyqo2HnYDCWzly81ASfAvZ7PrCmM4vK9iTBo5vfomoVAi93HT4sT9l7/qeWjLi9MX6qfchcE2CywH/fSIbCV4rCtH8Y86ZUpKRHJ1/0BPRPgPso4mHfKaj6756grE4YXu/COOFKboHWq4AQAfa3yXyGAIlhl1WZJ8fvjVwuy2cOpAH6Lxd17bLgo13wIwTBB/pPEj6Cx7CEnu+64fBfTfW13rG7U/4yjtomEQf34mUmZajLFKiOWotqwqj+xjH8mbFZKyBvg4F8QVtqS181duUaEBRCJmLpgdYF+fElIY+EE03ummvneVXpzGEPOe6WAbz7WcNSESUgiWRucPX7itmXCJtEq5+mzzmsoSEUeZ1H3CMImNLAdmAeSwBQL0x+vjnVli4V0wlc/FJxRQgBVzAcWBUmIbBXKIIDYsfaq24UcQqdBnuOggPVPIYlsXN1foCSQtiZ76H4JA7iXa6UuRZeTZHZXqM8zYKcwe2rwM6zhfIHDqLye0ZU4jaESI9OwwoJEoKfLRSC9k+weypV4S4GAznv6OPhNx+8+nEIG16jnGdUHhUHiM4EAl0l6UV186cqsb0LqckKJBwqWC+1xmVmUflhV6Gg95p60ZFITv7swRs4fPYCld7rChnJmzR90M1+6HhLPomaql8G+7WbOgGmAewYLOj5kEHg9NFPL7lZtLtRNgLxsE2dh9yxhwgOs/FN+aZtM4R80L5Wsh/2aBWqDBQFiUDS6GYUyC8jHu3LZJ59zRiqKt68DFOa48gGVr2E0jzuOrRYHb3G/y7cJkGiY1GFZ8VyWmTpu6t+h+6uAexTctGGTcMrVm12UHZ8aq3LzL4JD++OsWsEqogTO87nmL9NBAGyDm+vodT8iMtZJArp3rFhemfyAr+SM+8O6HjNg6XeXyDzWnyNvL1XPRqdOeizUoMKPe/+SJuR12N8gV+zjwRTSuM8e9Cs12OeNcpFdL4Jz3s5Rjx6oKoZiIN9y0T6cpkRa3s0w+Q0qedRZGDpL4I+l4br+QU8OHyKdAeID4tup+QfIUZFDdBLzEw+/RvHdDCs1oJCpA4eSKEGWTVsOtXoTk1jRccG6vzgp1e8rzeAbh7yKzVOaSMsdWXQM788a79ov2MpsXswOEnlGDVYeWFoBuuQFLifm2gYM0txa5QRV5N96+gtBscTVS1Dgi4/2vKNxAmVUy6Va7oYQNSz84BmNsxe8dIm0A9Nww9NXIZjGarTxHIlTb6PIkacaM4+j4JGRmT9JWFxntgU3mlrmay43ij0XwKIYyUoeppfoOrmwLFlru33GhJ/l6/ghyAQpY32FUtKbJTwN0xpJXBDIaRrzcq9B1m6fyat/ifbz+DS111TDgieVaZ9uiUDONyD5qdv0feRduD3VxlkfXwtJ2gwNwwWSBqZ60N28MvZP+bECTN04MfscyMX6TWY/FHZM8QGhmCSYGJk+ByC8KMd+VUCaclbo/ICtATWH8C+8pA60WQ+KCiYtj5OmoC63NNuYKnmAxVgnE2VwpSvCR/A8/8h2Ikv490cSBlffAP8YRrY0+YzGSOyVwh99yssw4iTBfho8QtXD/t6jZz6WCmBuNl0B/e0AcKNn0crTGAHoZ8mkKUQUUco7DaR4MekY7fSNM6XPoU8p7O5GDuuYBuSunovOELXd/5tI8hmP8RNoCAto2Yc56zgtXgGi2EDQ6wGTwnLNyt7uhQs69JMqr06AFZG9jY0gp0QB1iTmIwmYxFqFkR8XTk4CPcXHk688ystjdGQAhDNaV6YNnqoEW9CT9232kft2QGHuqMSckbE0WMtT+rVn8BrmDNp8n4Se49RmUHoq7mcGMp1RrnpxkM983+SjTg982X2x6s8PQWJpzawp1rhYwULB17MrObw/804/gEJ/G3qPvcLFnyeGg46qnRcHLjHYxp9O6qOLUHM046ua+EMYBIqV9C/abbdAhkS2FG2+ABeTuvYxWz3spww5YZnJSDuOU381AcW6BcweC+Z57NabHQ7zB4gqGN+3hPFLOwDxE4xpLKWNTCIcOtCtqxcMEex2y4i4NQl/5RaZ+7rFGjrkl5OStrzAfxtlZ8EefaZgusEc4MFVhKURyox8k93X0hpJCSjNfRJcaxfgCQfazF2I6RbQ5nxtAn0Yu8jtcm7I2BYHAOEaxo65dvUi+pbWRoB/in7AcjzRNFHpZX4DWhlNVNtRJhYfbUcE8rL1BVhQ2mx4qQEL+qnPIhWVRxYADVTOfz7tBexXZVkWIEtaDJsJAjd2U/q37StacuNgFRx3QguC2Q2gea21n6AitdyoHkZ4a8/3Aune5CI4ZP8A89hwn6YueuhwjUAPFB5Pf22cBIFsWA7lZJXfDAAiIDbHc4hjHhAz0aq+BzFpZMav2ajf2W0siN5bQ6C+QgLGPHi/Xgr3cbsDhzZlYCdw08QDQQKbPS3ZGH1EgjRX2sA07ncrcvDq3cKkBGLA9htsEyc2QNpWIqe9I+sBfptseMCE8COMPF2nTAGFopPuUdfLZHNQdbtXplXmzNbPTaMAIb4TFA5UKr7hMHaZ9jqmntgah2TQ+kgSkP6wgWD8Asuw1dhJacZZKlxU3e9gaXtPi1gJiSsOPXT+MN/jQf6QYFtB39KO38NFaxH8LfPVdtdtxkqOQfiT1Aa49+ut4p4CTugTABLvQO3WGqEHyrhLQZYe7Ub/VMm+3GzN/SCH6A263BO8COknIiDHI+jDTkCqZXznIENJrxObgCL/0yeWtEOt9Oogzu75vbR5gMU8NQSUpprMs8ebLnqqNJqPcPTVIlytvS4D1h1W6kX/83LUGEyYzLVYj8lYR69EZEjHxcmg7/4M2U448FfLESEdmCS2RkN9F+BQCnF87dFyrAlB1Vc7GjnUU/tzEg7g+8JnVkxYELbwtt2x87dGlYmg5Tu52ALHsHzWVFRZL0Szxpy2lAn+c2YKeQEPPgcFGRHd6ZWzN6QRguUVCORsZPsaIQkQVMH3DFD3S1tgziQGisTnhN4n/Z8eIx8GBmaR9dBmdELV0/jS3collqmWIbBZa72o5Ag6JdBoy/6ocywAzYfQOlA3EL/f/kTtg3xk5apC/Eowdz8gfiPoZeL9Xlu9wKY65sEoRefVUx92tmfUAzg2Qe0T5541M/LmQvg9tszuDumeELcnYfo0OkLiAEijNU864vTj+jXRWqjTIJNo3cuti8r8pWpIr/fAnzPlzJvSdyl6owXcN710Udy/qEawgD/RW++ZaUdKA7iKzAJT7HFq0DBKrW8RRXUBRXmtf7MEwTWUwA29k6YxJHRvPVegvQFFQy7AUPAr6bO9gkhmcBuc+4ubQPFzOX+hoE8R0eCfGMxpduPFTjNmxK/tC0/7vlv+UTB0Ko2H+rYL/JzZYwMCkcIxDKDwF1dsmwviL9rSbYq+ysPsf2wLPNn5MotT1OmMm01u7djnqv1Ye9igg2G4jLgOjWY10QBun8sd5nqy48/MIrT+Mz5sNuz+sAeJOL7Y42hSDJAZznk3Sc3rK1lV66TkFDowIvbT802hkOOaAAz7V7UvkeJySGincpkgl+ZQEg6ICHFbWQWqvg+2mMSDF2dzeHNipTa8U5P15MM4ml8bYgOIcwDgB5XgK0AN1mDXVlYaeY0S8iPIkOAyMzhlqjzxhunxbDX2Z/0LWw0fyiTX8AQh/MIu2ewekQvHbwQ5GPmN/COJE3wN4AdU2qUeRD50yK4ZCTQu/J1/41tQhVgtYVSl8WbXClVLgclfSMBLBsL12MOz37wXC2n4qBD59HqeZuDau3c3iEwy7U/How9YODdbsmBcvHZaLVHPljXPacLR8p9RAtg3WkCv6XTyGU0KlKo2GGE6uqzgULXyfNliZoZblnGPYvXcv8agBKJcuf9qdXdoVxrQdox2GHy2fspgqPQQT/6UV+V9w0S4b1rDBgcCkFaNzEZB8IcFueTjU+RBzeOftWvo8b/oAsNCf+1/aU9zKHykjAwwgrQSBz9N8xuWixcivBIj8Cs7HaQFT1CEo/YAdNitomy9VdHX/snSWW9lK9t/NU2T5xzcCQJOOx/G7T3Fnl5Dzb/W7yo+6WFLShfZ+srs/FEWMfYMwJvz49MZB1u9dLeApbxsbEUqqpi7nnv/qgyGvHWQXG5yamGck1xdbSt6b1s6E+0ndzy/G6eclwk5lfkgcp6cPFLgJ+HQM2LGucHHM8Z25k3ODeXHgQaQzF7qWewMeCv41crblIRCALMuuW0bZZjx3L1gwJLy5bPWOGfneCB5M77dKMvX2d+UTOHkA17sMvvBLzO2tQOdkG0oyYV0D6PvWEQz0ipDlZr7ciVxtq7/Tf6DueWcZ3tPH9Q6K9QxDDecdhvVqmFJgEe/3+3WeXExdiewaXOeyLvCLz4tIQpUNjAS4j6VnWMZlBaF96i14aJyqH6Mg5Objh5K22SApNNDJda1WUOgDmJiDxWjuwWfwsA9np25rqdyM3Yqkz2umcJFJiGUbJk17l8063AcdaSMpVOaazBB4KEKiAJ7jhHEmzAcNufAc2SlRBINfyrnF7R55ZMoHxsAB8hc65bQ2uo6BjlW7BgJYgcdFYdbTMfHQO4PXnGCTjizqWDQzjHAUq8Z5MGXlBAP96ckoUdNKFq97h8P7WLOBsotJA5p6prBThaIRXYYKVBuIwRh1GB8bXs//BgEzRKmNjHNCPKyfh1pPsnrBQkqPFfxOBXEwkyT2BUPm//QEpjEBm7Fsw9FNRPHQsuH0ioD6A4BjRKy+NUN4NboXbSZEnHN+BzZQdCrcjoI9Qk+JNcif3XBq8HjkVpKgjByfyBofK9aSxn/9msaNZgD1Ielu1nCqwmj0dZhdJUcg7IBcgRbcMnKneT4+27Z3lE+Q7WE3bHcTWrxLfDHFx18GbuYGcntmBlmzEOFm9T1t70Mk7Li61bHv3+GUG0PDVXdRq95eMTeKyGg5MP4QYsZfecH4cBPGh5thW/tuCCDP3Kz7sH1vHmkfKz8FA6JBpMM/8dzChtwwoeAt/+5phIfI4JU4evwYf3VnLFNFjljWxOcmeNr/JtEeqjGdno+bQFgcfL53wvIqhkL6331JIjv1ywgf3+pry+GipGwZqMEsfV9KwCumXCckKiMfhgnd82k1OvhvCwDBsd1JHWqbDl1rLGgvpVMZUj/9GqMnVgKONV8/49+MwDGy1EurpMGTw7vKEQUEpBKzV5REn8UNq7e89iOcB0WmZ0ZG6Sp5NES3tIScXSKj+Ijqg4XIc4LvrDLUSyOwsSb5X4tgVetsyHgwszlE5/5FvuQ/r1wKGEl7HWPEZgh0tVpks67vfEVhpwxAl6D/8MsJjGG69B5/5gTqvksq275ylgkh+3gYDCVDgPsE26W6opEKhMAWcXLv6qZx7m0JSbEAleR+hfONPcj51aMosHzROENVduhlxhP56jy1JaVV/rSMFzwGLswIPoWkiej3MGbQkolEtAAAgSNGmhe/VXBJXOe93p7hn0mg90gAW894GbD3RNvCFCiVeo4WvkNzwvfvUtxByTHUE/C61feOkOXq4IrmZ9VUPaW/GdVaz2fZUkINV0N2R0ojmYWA+ZjEIxL3BwVmgJaF7+i0GsAHemqeK3hiZV5j5yPh6WeP41YBEFG2oG5JujCQb0NuadVPgHkn/0I0fZ3uklKpam0gaVDNlDzOnua8UVpCrwaV5TRs6kNArfYqieiGvk+QhGrIK66pFr2JXFZeL38kcLNV5qIt771Yoypn2+1kGQQ9f53nkcp2bIgKmd4UuMqK2DSULd3e2Md7a7zgkPMTzvNOdppJRWHt5Rbv3RCofDkrVYnezyMoBDYWNOqi2HmgVZHQJaEN/4zlG7dJEFiFhxNTmDMes866ZGhsatRPdzfLsytK6Olv7F4GkYxDm3mIsyLsHCj0hIxl+OjpIymTeaA0ezP4oOnEgv5P1zHupOp0zA0MkLgQoErtnwT9ll1wG+1A26Ct7WxIUTFKntVIOD9YsQ8vEgEFDf2kn1Fu5UeBXuNj5sRhTSnwd/rP2CYsdr3uWhD01a/B2sVzAOvIQAguf7lEhYjSf7cnxNQSQaiRrPPnTygy7fTIrF5giUj8BSheDYCjqQqYai5p+u9rJAJppRQBaDJYoZfcSoZeNz5c5VZ8NBOUuHv8Y66CoE7yDqozxcsRb4/umW2+8qa24ghng/dPQXdu0vtTdB0S4T4SZeR8wYr5B664cJlTTz4fk+WzMnJqbtfSX+HIL+Qp0fXNWUA1qR+fkojlXXAcKjmmTOK18BNGCwLJ3Iqic/oQsLQ3hjvQDP/50YIivG1tDR0No48KhEmevupmN4WTi6f9RH5dmSiT8HbhthM3vR+9TxdD3FJ8Um4OhTYE9ZkrQ1XqIzWKrlXBqly1/z7kZntReuA2cXoYpPPo408JjJnzAO6hcvztJ5AYLgzn48tlGpFiMwPjysKN9Dij4h/HgHareKOyZLcqBO3AhsB+LqjIBmQISv2+bBiQiO7PHvEWRdZEbORqEF8BBeauuRcYvMIbuayxsqp4rkBav0RFXq0jeo+KBrnDLU9gmKnWaQ6wv6xDM7Kw8BMI3+cGn+QLhTchAFDe94OSmQjkGaoLv8o3IjGI+mDwca0keXhJMpr8FMi8C060h+6v5MXUIDFMOuYaff7Lm6mr0qM8sy1OKlkx7A1qr5hBOsj0fLVRTPDxK3PUWbNyHANqGLjGIl0YJGgbR2Z7O8VNU/T+Kta9aEpJxmXnrSmnO/KMYk2MTznMP6d7boZaJqPRwuKSvWmOGNW8U27C79376PRwR2kPydHVfI/ePB7rNohIQ4D1Mt99yVivWGXaXkC5byosLHWUxo9FC5WoB+QjHiEnjvCJwzxsRsK83ed9xrQBIvQ3mSNCkJxMcB+htbn9MCQsztlCHr6WX62llqdXlctob47+FHO7siXHdtmY8hcE2XRQsHxKyEWKL8zuH1GllnebLt4QCyGzdM0djfgrytsHpIe2sDeYQMUHxgET6eS4ZhKAGEtNFtXRdlA3K/MTs9mPGiUacO1+ncmRZXzqlY546HvTsXocV6gdVKW2lN4FWKm0nqELNh5QvFc2oiVgACqvTv9Tw7sIdVSFjsT0MGr1Z7sbAozfNLn6sBnLkT2rLgNw27aJWcugznPXvIvj2ohWyST4mOuFt8qMPnuKHw0iDjiAMG2psh8Sc/hhPB8Oea3P9ec0vUDADd+fABJz68SeZtbZPtNGJs9/IeZMxD5RiKtYzYZwJF4xrsRYTxMqHgvypE4jWwPQtJz/BX2dzBHg18zDeztUntt/QXKqyPUD6GX6EOpQWciLnO4LPV0ioO+cafWXM4/FGhLiGDQcA5AdLzvn0u7VRdKP0Cvv7ju+K/WL9HtFriVzFSknCKJCpz78vXaukRKoiQWl87O1TUn4CYYO1zHSQUrQpMwSGkidV2ijd1XgDi1d+xqqsa7Jp8BDVDbl3b7tbntTpj4HsxDZxAaLJjp33z+sRYNmApU+b9B2nPDFywAvDxcsQiGylEUKWNNHsAHv4EXgBoPZMYSrO9Cs+fXaLrtsXX+2z4BzPIllElbU11lQGKuXVLmSDbiASuJAPLgzSuxPGOS/aVTa2PPRdY1OgAn+p5VWlqpzhjfKWlexbEFvNqeva+PCNVKXqo0KEH+uWlm+LYhScBsQAJdbYfFihzzBNYnKY8QLq/xZ1/TUnG5RcOML9URq5Z7tI3rpbEhtCtdy2E9VhOwkjYpA7eMvAHAJeKsynhBbil3f/7iSH6L07vkeFpB6izgqQgn96F9bVcDP5WpqaMVmU8tAOjvYIk8Ify5bjIS56xB/MnBH12u5ZkLMBGiK/Zi89ZHQB97YWNuz/jFwZWhGetbR8TdXQLPpTVt6OCgKX0dFB+sSf2t4WYeXzjQ6qNXv8cIhTzrOxw2vOhyqHKnm3t6e8LVFe2zMUPBHlloLmc17XNQnaGpZCRB1/+vM6R08Z/xtr+7X2sSPtLXPbJOMP4kgF2xKeljCPM0hvMexo0v8G2Pz8HAgwlq5SPCDO7pxNkoUwtymUc04IbA45bRKtFKAM4XhLGf12sGOXbsozwsqdnYX/soqjU3EoPIfFIF9NqPN5G2TlkwW4wsHH6X+JaCdtFcMQhXLdJZP/1QMdQhFdAKZ/YbIkHuf4KOMQ5pJybiDd6wj/jDEW1gvd5kJ6pPJbOuRDKM8n1lveXKVap5eK8SHphA1HciwwiB+moZmr3QU+vEnvM2tCY7OIBRHLsvdzD/+L1eHD32ZOnoGLkjLI95hPbC4tSO5yYKWO0oLxGgRWL/qfytQpPtIVICmHuQg0mLf+GfdNj58EQkJgk2JAD0L00IEJzA7qQVdOo5hwC/TIF1Sb4X9L0AapCNynnAlhn0ZANSDq42H9MT48oDfsbVgGs2BPDl/wf6QdgHq/W2hwWeKefON8A6tddAtu97CObAmRz6hp/vK/GqfFNsZedZXPrJ4Yn4B3Ad4YF2O/IcycwuO1j3meE/SPvXlBp5p3CCZnEOwMgmxJIU39m/8FleFnXEZCt/3DKbLzvAPdUPcuBNLitBZ7fzzMXLPdXmsZ8PymBMuz62gAUg8IZHVaoOgS8pTv/DuEAgcXTnbjs0NEpdWSDGtYXmrOaMbjoXO/7Nuv5TYFtVYrOk0JOqLB1L6tSYLGb8QbmWwBZtPHjCiv5hvtHENKUu0d7hYVGEkV5VVeH10bOLD+EQ876WQA/MRlUldlhScvPOSzLw9OLDtzTMHQBgDAaeYws7mRI4NaS+3kilQEATxyxaa8sMzb7RwHl6ZGkhTEhN/nWnO6sObdgfOC/9VMrngA3ktt1kjZzbvGx/yyzgFxiU0XqS72gsbuYA1q5P8S3M2HRWp1Jvgb4jP2pjFcTNGwQB9yATEQUvfetyq/unCICi1IHC3BYjnEwnoux5UovLDEWuhBjS6P/qOqpHp20g+Px6gcOe+zLzfYPJ7EILr7dwGbZziqoXjLXXftm23Pr52ieKkvdmw/zcvmWZlDMxpZxrQAhGVQcgDNA6vA8gRYevUO8Y+pN3GxzCq8Vrr9NlQH5VuHDePwyP6t3kLACPk+M1cbzPTpXT6RmZZTasgCZVUzGeequDPzUT/jgccIrvEteq1M5lHlaAJh5UgASkgleX4W92pzTJ2VRHX3nyRrvj1UDgbr7LGk58L7pVSJUx8ggy4P0WsRwjf5mIJ+ke2Zf47bi/Jn/nxbi6Avzr2dMNcAprHNDkX1qLQ70uLS4YYajxWudwTCLkx+rEfsO40mHXYriLln4I79iIKYL6WHnFaQUZCUQUMwdhGsn7AgOO/OfJ2/BmTimUDXVYHrh/fEc7lVQ83TV3xs8JAW2fZ8Du1YUaZYXzJAON8kolEY1J905zBGg7ZzzOrEchV5mABH4mNXC9SUBQ58D2nJPYlw+IpbLVQEu1Qu1VJRORY7bTJkf0mkR7ESMDPPTvmZlKKZPLwmsTt9IynjD5/kGRsFPKv/8AWOSx3pkrxHy0N4iS4sao62WpoWS1GFES9ARs/90sj/8/d+P5nPLjyeqwsRPlrLyXXWQucPJXNLXeYJyolXHSsOLQss33SWd9inXip/rhPi37dErSNS7JwZ2BpXur2G4TbXnAVTIksWfx3iVRymqT8YHF08/cSMO4BvYnm64408MkSoTlVjVuOV9q3xcgJwXjWqfvnp2FZUU/BX3APsyXRdwsk+ptkKS6YShXpevHAd9Yi5bAZQu+CW9faPxqH4Y54QN9xLkwuQTS/h2hL+UMUiSBEGa8uOiXL3Y1AjwYxGkkeIILisuFLlhZVfEIDBFijq38srfafQZ8uAYRAecqwMzk8kY1Af8wjI7GlFXpwFCBMdP9y4Vu5HzjmeQ1hfjepwX3k0yRgHQ1rOYYe8WCMcy9Imrmn7HqjNiBZ9LShNu0E+GaQhDP0rUylu6WdAuf6ryIOmPyZ9rKNcX9oedrkEWOS2dUivC9n4S2id7qqH4KvU3fN4wEvGFpiBrv0UxBwAfZr3fNhq8tBEKsQMYlqGP4R0FN9GNc2lk6Nl4cvkE22JUOVq/Cg7F2DSizKSv1d+EJXICW5YyzZsO9OjeIDfebng63rij4CoW9TQ6ri6knfW11bdU814LCQ4MhNMy0GLTXIz9NQTwK5vxOxtxaTzrM7Y3qPKBUvDUH1DnJ2Tr0meaTDHdoKLRG+Og4Px6dqG0RT0P8XXNVMrydS8QmIQ159vBa1aPHe8amZktU+eKMGUWKoiave+DUS+9JpaPoRxEhLgdwzdsAwR8Y8Y0dPbaWhX/dZaQYw6zcuOZ8nIrgZ7LGR7wnz8GLPmHoVu6FvuElnktSHnoOuGJGpHSPZqiWPZQYqYQNpItjv0oNubcLQ7jkzr0qyKCgEVw4mSWhMuRcqFNUVpcpoTAQrXCA2enl+zTsQNLr0YN+1ZNUihiwU254gjsnCGLSt/MfDsCUeK3WQLol9mbxjFmXmmDGCDlNgYRO5PNSxkS+R446SbKIATiSHb8p7uwrT+t4RtfYtu7MgLeu9RRu1MZmfz47PyBKWHc0NLQ93W1AfvgXlQWsQVuU+yQHMBjVPf96ocFCEvp+K9/MfAW7hRRQxnU5ROkACqdTcE53MHntfigohxHMK17nv9YGhxpqOE8rh0EAQQX7agLR5NMU+YhAL1AwoHDAvgG3GBDdre/OHsxaL6SuXydR1rRgcKa9lpZ+/zxwZTXV2LuXnK1rGmhTuz1BwY4Zj07AyIB4TFlKJVt96WDt3WtacjVKVcu9cNMVCYUPFmld0P7MIVGETIAIbPBPF3Dr1kTPo1l5JixAoUOfjzjPo+oQ7cxjg5VypzLPMkmx6XXTYa0blqsntRBfFW/AbkO3CFy5hOkcBf8hV0ScHq8QKTdjTHL2IBwMg/0ZzjIcgNV1UIK6l5GydN2Xkqr+chCAGTygXrVpYGbweMz2KZnKGu2BrAWhiAG2svcNbbldq542pm80iT3Cn4NsAa4WXGWsJd78Ba4JlmmBbZnMfC7pquE3wm/ZwTXlU6vcVV6tXm5fa8X9rmcCSF2Kg+AFRUpS77smne8A35W2HSu1klQxha5xoodHuDnIPV03v23+QByIcfghAPUlamKx0caJhIf4gZJ+9a1AcVOjKEDblj2QN+sRj1sFbfETMFPUCk4D8BQytFWI5CmVLWq5eHsh/xSU5L3nOEBFIF1A5qhlNVllLuy+E9iv3BVWQnO1SZ42w2wknHRV+nHhPNR/2J3xI5QSMMcwZE0u5Wff7KQ4yD73b38AbUc60DyT8zGcgXNl06QCxVXJ49IgTXAMW8Nvzdxk499OVgKFNgPrqNChgzuCOhec3soR2lq5w3yPzcufwozwE0tjqu4x6B5S7DR4cAVRrPeuV34HDWjnX1CuCV61P3QV6DpS/l2g4LnuJV+4ppeAW3x8wlcLPCu989Q3gAw6TpEkzRPm70Rv41xo3rRcDvEZwjw3p9ino4rxFjpnaS8lTMUmER9aFY2JlPfsXucOgRqBobjbEwHai2/esP3+xpZqWRYrd47Ie1X3pIlvwTjtwk2Low8VaV112fIg058gXjzT522/gXKhV602YfjizgF8vIKKVHs9G56rFS1vCbZndQrS2S/dy8tL3VBpT2LtZpNBckQARqkAp8JosfoQcxnCgFaMzAslF0v4XLyU8woV14sik00MnG7W7TC5wjGdnQ+Jz43kDFgXpXC2dtyPbHcfQtIenoKd35MrV5kusB60K6W9r4cMbFsoYoLtfjW15OK7WDse+VYBHHjtnHy9tzZPE4mrKJyCvxUuTUAOVp6nVDIw4BH6sCI40V7SkoJ4RDQIFsLouJXy6Q65EeINkGthAX0OfrZ1Dx0gqkADnD93NX5y5pR3Q58uWMG7XCCIHkfesMTk4xROjUPfgnV2xunNR6j6uNL7d/EbHb5uWKkNHykZVBh6EYB6CTcsRtol02CgA6kkyzbFYw9F0S0HX4G0KJ4ssvvVy3I9FI7rqlbWF03N/N5BBDqHbjoN3iHByke3SQgIwTxJ1jKVc+vbANenjlFpjK78zpRfiWaAUUL6T6El+Op5mnwSJ4hLJ3xvn2xhSEguO9DO0+WRoca2kkHJQXXsYzk4CghLbrTkKWVIvG7m57ZSOvuud3K6FqQGuA3OW0XsMb7Ph7Aamne3anzcrI+lukkKWsuODkCFU0dlp/4IM5TyowBqcacDmAmILLu3PbDQStevhdXDJiSv9Vgxhta+dkHTkG+9iF0qleltWEMkcNPuzedv+2D2h/TkOcdO3OVUz87oxD+7e0ODGiZBr/kjIZcxXAye7yA9Chbh72vsviJlyOsGgpc5xUO2yQE0AoRNFKQK67L9Xmwjv9czLRhEek4Wg/lNmXVZolKR6pxr7qWA1K6Y1QyK3MLvNyZtWO6nvK1HHRpiSJbu0shCzDEHKop1OgRamgZ30Tij9fcdVn8HoBmRHgZSoPijoE/8iR4AmELW1wtYJDh9XF+5w9jaDEV4kCjbmWzlYqrY5p9zGrjw4Hxn/1rHYgXmLwuaLrBegI8OC3KfAbM9hM4oNnVDC8KvH1w7mZjx8ujGwk62d7sv1W/qPAxU1sjTmDHKgW8gvxGTQxrlZbuLQP4dnG5aMTVMg61lbGvISNyp0/mW/x+ywaVHthpaFOAD90loKmf91hGMccMgRTMExFeg0kvg5R9eaQwNnUbYW3C0+BJr8FQb0T4GqZsPKrgLzZii7pMWvht7pNVc96qPTgnmc7Sd72GMsVLy0I89Lj7bxKEqw2nNLBsAGasB6Ngf9PYtGIW76Ym7APbHPwDYcMXkq6zb6fGg65l8AnABcjuq+X3sJtbJ0Q2kT9yxcJoNBQ6WIOVopGfwfPF7sqh+vpT6rElnzLvl1yOni2r5k53IPI66wQQl0EzSMeuqzM1oB9jvzE2ueWkHL7Y6Bn/LZFq8wYZ2Cu/D3MamglYgSkLhUlyBCYjnSGYwOzpfOD2mby2rUGR9dd7sKfbxG2qeCV9+Ckm63dxv+SjimzaTuVsxVJTwYCxZ3eOLtKF8TIK6vAT2G0pifrPQC2EZE+BsbI8wCqCE83BTMlW5dsMjCGVI0TMQ8M5JjaYah4fRx/E04/WlObfzCPKHwh/gi0AIA+EMDRVMY4kUySsZfChZJ/a83s1i5muzAmzn9ZKfBer9org97FqewnEyc1+lRcWE+1A2w6tAeRTW/SGu6miB0gGGjONK9PsuxfBmc2CM+EpgLi7SCjgsb54NWaoLpLTtUMIyvpRhVvFspAIAkkhYu7m+2owWwq5j6+s67Zhfjn10V+45xrcMF4apLLqyqMpLyQzwJUF9fYDhsL1s5DGYb4awZYQlu9QcfOU0W3yPnMp+krAx86Nak+6/SjH72/EH3kc5V/v9+1r3YulR3+l3KQ5NN+nNzwsSTKw1Yx+p7knBszdxWByzFSJsBIxZD76MrlUOSgXsB6vCqXuDLoaavePMwgepIWyw4z5rNhX/ls4xQfiQSpgDboyiYUoX6mL6w/UmzzsMVBPwMDtIiI8JXkpHAzWNtUPFcodR/bN3arh6CHtuzlk9uQjV+ncHC4o9Pjn/bzs/9bgaMXd70EHUYOayRras4wBdC5QGyD2+JWxYO6X5IfqDy/x2aYdPYTka0DxPtY3CLl4RmC+jVbKdknGxIWZW1Bskyhdpw+kRDwAaZaDmJ6k4LMGl9yp9goOxvf1cwY5rGFxrhl4AHDArr5OZ7+IqVNvLqUDQL+Ne2lIf77k26R6MMKM8fNiWp8pi/0bFMa4ZL3sy/Waubp0YGhNPsJGdtHH5mfi4lJu4+GjPHUd0Sndyf6bKd1OUn9e7Nvv1gl9/66VuYcy9bwiBNzM/hNIfefLQWjPHZvU24WtGHG+91cLpc9ULQ7ghTXoBB9iGMBj6RD4AoKysI69NkbhO3A0U+1MBGE1jSigZyKgKeCXhUL5jTcSyVXEkKA4pYjv9/SyGOmf8nA4eCy6CFF438bk2b0HKkFCdK399XxR+xf37z7uIhmOrEUBNgS4xBtI8EA/tFrO7Iy6qRUCP2hhGfFzHZaI+Ox83QgJa9rcIKEsBS8OTIqqWygdZkYUGu9nNJMnd91TCn4ILHz0N0kaOg2esf/n+7f5fFZQHlRgtVQzdXjXJgKGV/8c6rzRLQB6XN1pJxPw3jj0xztmGbfnFXH9nCFRwomKiKtaTksfU7e0azvk7/rWMHRtWyv6ojb9STzTmWTSBGRFDbSuFja3koDY9FDhsMNQHAd2A0eXbyFrocuTTj88hD47BMyEIZPcmUgBia7qHZhzXsYcfZf9gskPfcd+ElTr5u7bS0/6Lkv8XmixxusSrX6rz+4+d8Aw5UGxp64IWz4p+fN258Ij1BGlUoNdUPVijjwl2+EZgQ6s1UrA8Bs83SAb1Jdxb14DAJNKAHGxItnRDaOAql8WED97dLkuQ3FApDOk+3DUp3Npq9QArLCEN2igdGMC8Fd3XHXscIPBat5Umk8kDhxHqMVyP+r6uni2V9m6nJooBCQ0YevD0nf2JvNcYT1ubzjzQ+kH7oEXPwIw/95UHGqWs3xvgbDrUOHbyTEa9ri29AoF/qik3yNZkQP7FIbxlVUd97TqBO9PWNR7WPZ9lJYwTWsGFY2JN+QlAXCFaGQ+angBKI3jxOUiwH6p//TzbNnm7LufPNsF0P3lL282iTfQZbrtr6xaE896FqC48QpAi+8TgDcIm+FfQxc6PYjQax/7NX/wlYS/Wy0CzNguDFANHrQ0NWAOhI+8NoF128pWPc/jNo1zNvhwJ+9XoMByiRtS0F7qVIMtBtMHGZsmmX+9Wzy/DC4HolIWSyvv4yMWKtOmz0vne3QBP+1HJQBDMNhP0KL1X9e4BtiOSXBe5xWiZ8jnUQ216516rbfghRfc6eSbCYq5nsZJku4jxCUzDWBOYJGncbHnpvdCrOUpcRODwgtD91oJwnx1zGI7XBMHdWdXRmUnxJty3oqlATUNoZGAoEevnL6/Rij6dAJ9r7v/X4dfPMoH+MikvtBAH1YJ/ufsVGKjSJ36YQKwuiPT5QCO3zxcJKBLy69qjeMTDgdRl8MuWV7NsRNVfB5ZZB+7FCfiqMihB12JWdfL7JsjfQjpJPnSaPxGwveZ8O/hL11uuQN18ZyKJf7PhkK9eytTz/udDeBI5IuwkFXhGB87FQ+dRt4s1rBDyDa/qoX6PCCCR/5y/Tlqz28RUJ25wMEM/XEjdHkKPwtQh9I5/9JazL13Jg2UISW/zpUwAz08g2UGm0Ey8nr6IqDyCnBvID8XMf02GTWKMPAHIyo2GJNe2CBm7ngQ4/XZGMUovHlH/7uG2HTs6V5dThbLnfogytD3hbfuutoZiDFDfaCtceMb65ePQfQ2eIpqmZsmeA080lTLC/gXdq79ARSwWTCH/VsciYw0BAwA8AhW5Vb3z75tgYR5MKVJjsN+mXtel86wXceX5XAJuT5m3sZFEZ/QM3KeinnhP+e0kAcRrL2tV8Bo/ZMifQITJo9q3OdFaR+SvnwEyykp8mXeQJhNpITN3/Iusd/VbAgVcNrneP6UunqCtN5AMpZntb50CP8CRqHfvkOMYQFv3zZA+4y20Q0BFKUiIw/ps6gVdp+OIrRn9VVm1I0K/52Ekay+wtdwYxkdhPvtklV6cTJhiLb/UlEVIVN32KoGhWovMouaB2vi/qS48LWOgpVDm8zY51DNsrLeh7shVtjlWTc+biTfAYVfA+Z1XbqOl86JGOSMhy0SGx7+dIqbSz31cyotalX4YR8pxtHQzMuhfHkEtXL/g6+oTn5ESI0ftXa0VolDIQ80VaWdqRLSM8vPGD53Qhn8+1UtsNEAFeZxvCtzZ0+B76XyAcpivkCuzlBWcNKdkHLXhnKzvKU3T/+VmIGb6xPzo35ABn+Wy2SH0rrNge763BLGn0HrOBmCu0PIlAuBTn3UOVHUKTB1djxR3yY38n9jytcELCyTR7Z8iwfyFpvzxF6zS0cwvwt13cvaoK7ikCdXBlTaMk5qzLub24M167WIM5D+MIPx8aNBXa3mcEAB0t3n03X+yLz2m5DYx9+gImnGPuhbHj8lM1mVwslf9uTZs/Lx69/24GkegfV4riqFXgGEQetG4N+qTEJ2fg8L0zJGyOW/33lhgT0S5+PbIiqp8y9+KS5aTQqMM6IYyJid3GFlsHyPIUsZLnMajZl4jvTiA88ilbsIKLapCqd5xuLm2AjEM9Jk2GShKFriNdGk/bOOcgcwQdCknvYA7hNihtWAd9lAXoIwDr3w6OtU41+pgdK+wf46eOx/SQcoOx+9fD4AeXtbVTLFjCGx2ZUa7TwrV5zSSIjgsdx7PFaNgILsuvINnWLwtsvDXWNnDuEaP3DiJbxt8CUUR+wae+VjeZhkYtcg/zl4dczbLCYKfuL8wBmBhQueuVNO9X7KX1PmJ0iKAMREltgu6hnNUPm+dH+6rUin5eun4fsBneRagTNP9ipWnHjHxzLlPEIgxbF0Hc+MnrhbBiPsPybKJqbykM3Hp+ESBkghkcpZv49RaDLtWSiXGozGLypU74MbVU1l0rjOh5Px5TwF7OTpzMGjgR0rD24PpWniRda0zTeAmhyR/ililYbD6G3jxYOgfKjFIubzui2X8ROCRWmOixcRKC+q2vkbGSWtsQefcv9JQcFj6NeltL++GmBSJm/ER1KTwcL+OT8r4Ph6bkxsMjA2GUqXtz7To9CBCwmF7LEVJ/+JX44iE9hg11Awsge08OBEvGn5ywgufACzgMv86j43gBptqEAHL9skXtjIKOEnMdyFKMCPcuDUxE9o5RfP1BKqtAvNUW6/+D0WB1FB5k5pIJTfXPPPHUAa7iUYADDrjn/v7jcJUso8LAJ4W/kGVDKoPm7KkzUfCF5+bu7fYJlNrGcyHHSsS2/AyeINcJ9UQ1btsGuAy+tLe/PzQnm0cl/mxvcLuGT5KXi0xedlxn80M9JfJw8F9KTK88DsVfxfVZ1pl+PGmaVnpr90j7vdUlmlWjKZBEkssSPA9Hyx/OPsnjOeTW1LcqlUuZEAiCX2CLA8/29eqN09PaWjOlnMPEkwlnufC0S80XCbKhBU47X3VwUQpwfAylArNoG1WbYcE/8BmdfttmDkWjcI3r1kdHCQXnlQWjf6Koq/BI7pqfUqmkzW23U1zcF0i234lZrmWpMuYUiT999Hf6W1b4bJ8U+oIuaDoNqgySyMFrHUa3yb2b66GMXsgsY9TFYwxip43aAo8iZnV8pAijH4AZMz/wuYoTMo1LR2MYux10GRBrR2L3NSclmbuoX3c2vZUqZuaTkUcdD2Hj5+9c6KAUuY3WxRyHzk5Odit9qTI7q5bEPYghujxIEf6jw4UDALxqhAKKd7o6/xcXdEGM11vVh5TfUVK9s0wGuYup8XJsqt+nw7nFBk8Cv8eDGJ+PXg6ElqGe0SqW4BbNejqIspLXVZl/NhrbNu0hKJPFmaJEy3EY/uS8njAS6Onl0jJvd7P5OVD0Eam7rNG5/8+XhFOC2plFMPcjR6BzFOWvg4d+syaoXB5HH6DH4y7sQTk79mtgAth3ZiO5PeVuBiACmR3CSgsjNjS2qmBI0uj8ujZq/kcWqELuM8FOBoSb997XDNv5P5GQwNk3ye/MwnwQ43DrIuaRADyLvUEWnGhykusR8jV7deAuROIssBeSE4UfDfwNY6M+UeR2aWRPW1anmzVgqsOQOvG4/Q3I0pk5QMnMg2mdTrvh4RiP1a4fE1Yo1y38mBOtChSrnDxdKn2wRZa+dCdiXNhBJMj87gcj1efg8OQjtW+znWfryVEgePKwcWB8qpcE8grNVuB0wAv9DhpcGgiM1K3AWAZ5kaeUmGz1IcU2wyc8vNIkP6BL4D5l/Tg/L4YGhdOFEKushRyg5G8CI7mGzgRaYNQ6BjIy2OJvJaLrxHEyQpkBebrgSvu63ckZAFQsWufl6gse8zFtxfHgr4fh0k46gapD89f8S8u29iQ8/r1rWLGAtcm51c9VBUkiZdasijdZRHWyWr1RdE/7SWpzmWzsp5LawAOaVWI6XJKzcUYDk9ivS6U018wFn02K3NAnHBG9zmZvxDZF5ZURfjUID2KuPQa5l0v+6di4Zfa+M9wwzylTqaQ0anMCcB39kwed5YAA16iF66aDkpsaa6GHOX56G0roOLHZNCIKeuiNry+sLO0NeJaVqth6lMrjTVeDIjEls30RA5TAhDNpLjwqv1uOMC+SvA1ni9NkY1Gts/uv7+cOPxr8EOoG1IWA+K4BDhpsKbdWm9J4ibWjeLXNetlQmGCfuBBwbs3ddDHtb6BhQg6VgkGBLy2krQiU+BwQTIuCx2JndtgrjKp5oP2icrW7ljy7c+OfZyn5SMYIgOqLv6zwUSVVzXQ1jTosPinesfnj5ucwcccKzcIq4croIqmwmlBqBGUqLF83VleZUOmwgA4uZC+Yk9SFQzDiPRh7BEfHSs6f8XDYwGrdf1AgdOIIE6doaGLxtAMTBPDCyHqa/0p37Sv7tFHv9ZKBTAkViDxIBCkIh9RoHXqH3ZpQO0Da/DNQcBWxJwQpNi8mIwKNexGaM0lCAytyY1dQ3mQ+5r69+8b4K7bnXCSETXcPl/XGp05EUDonAbkiyBCuGTpkvapSm+oEaoANiJZn8YJ/0ToHZq1uNY0iXHUwm+mCAN+zNvi7AdSDyCrKXoY3nHZno31uvhPGaFQfJz7S4F2p8K98AqcO7vwLhhdEn3BxESKwA2c2+fnXQhgksUMoAsMQ1UA9qH8ykcN8tPRZTXdZsHkHbiv0bA2Eu21liI3plq1qNLp/tPYvEBAY/QZoE+7yiD+dvA6HHVMkWYK1SoqgNWshN4yui6+2utJTEb0LlBfiaN0t0EorI+E2cN6AXkCWbQAoSLTTicK54gUprMgugWmpVxsgkE/i9jVSl7zJ1cN+lZ5BfE2ZeotrbU7EkaCIfXQjupL+XFJXaBoYEgAeG8ZFUoKjmM+5/EdrvZaaZ3uDh5C8qKRIj5uw3mL1irbmNuSTjjKQ1HDRRQfjcmsMo0TL4EHK4SY+WKNcVQ7X6SoXClrdg+S62uScaZ75wO/jlooLfg6/WmU4CJ4XkzBza9dZGh+m/Sz5WBgVIBNHrQpyLNMSowVlGQGQb3wjlwO43ZMvMXtguvO3+rJpHUV9CJ+FYSjMB2xp5yLp7JJKnUJ9wyJ69uqllhYjPb3DHPK/XRErH873UHgIDrqeRyMO2wLiwkAWacmVNJd1LvAwK4xU34jMdqcltRwnjoVcavBfATIJ8QiJdaljIWempVRTWKkdJnAg0cec7xWlXADTrwv3Vl8mwY3hMqmLkYs4YWVqcqhHUBCAKrru9dzGWNSIL0bgUJYM0fFy52sVGLdcs014ug12UmHO/HT2Myn91UfemsqwMFhFlQp3mTDkxwXB/ZLq8cY6EM8lx3FlzUDTEZmP+Qo9WIL6H8FcIn0NGP2HdMNaOFUeJygGSnVrwgIHCQGA+pn6K63cfXXFfukHj8g1XhQpKJNHiYIQyN8y28pfwIPOc+KcsC6YYtxcyuZ9UFNzEUSV9ALq/AXqNrH9+GR6DgVoOdbkHkXUkRsmtpEdAvshugj1JdgSflW98PcnAKnN8KAdw2Xqe4s/GJKZ1uyilNfhqSBa6J2ygdqo3ICt2DNJ4dq4T01/0OO8Gm+0zNbRSuu4L+WrGew8zEZ2bBx3nQdbdXPtyfgzdhSiD9M1zVjoUC5hc7OsofEdD8ZWYs0d0+YK9kXtAsOBeOhhNDugcd8DlX3w684kLkchdYreshlqKh2H2UJpyh9Sr/1K4H2Qe5OybBD9d60WnogamKAchefhaN8ayRcWN3wA/QtvD2xw+AHdoLpzVSF2vzqVw0ukfNpXQmMHYN26qmI0j7ekbAsqj6mDYK7XNpSNzzdispTpcHGJEA5EasB+FiHcJUGv/BjMUyHL601EH0EvIqapfX2DoLTHEPAzVarF5c6MQ74MOmmga+hLkaEwFzdSwcEj6IamlBn9oGgVg1CLVFeg/vUUYqQrNd1uMb6s8QnYFtFzIsXrtE+WcqfDPrfBwlNFx4Dw4PVrCsTxt8hHCDr/dHzLIWbJIzQOO63t2OIy7+In8v/TJBvHLA639pB2hi8N31UCH+UBzADerwYXBRD4A1gIhPS++X27GluzvPTqJ3nIX14qnLb+fgNEy8hMU7MOBc1AIvXSPvlnAufbHKH0G9UixmqX6ZlBSTYVMr+kB+H4QPe8fbSELJ6rWu4bpe6FMDE8dT7koZbpfrjC12yIBD+MYD3xO8T/kkmeF5KGCof6Bsjj/UGpdyXdzA+7z57A6RYG8bRGLAOeQ/5+kgKzbxsmAQPD+T9r3iIJYeKTH6D5D1oZ9DqelUk6jQJWdrcvDW1/xMyajlkwZpEOvyFxBtv/Dn9ZlnYVxBaQPX/3gokM5+xFLZcncpA1eM/Jhz8u0ECfu/mCAxLeWVrK7GL1rZDSgN6dYtvfZeRYfjktLMYKShY7XPP/O6D24vwOk6W0Au/HHa2bObnON2LUiIbXTTBgRMqDiJYX7jeVg3sEs8dkEpvh4DzNZyuswi970aHdOmgf5FkFPMnfkzkc+nuyEhA5rgCWmfDj7nIwLifUw+qXWtxZs88Mqon4yGAVRA/NtmWQxCn+mQDmjmlzvMRvCYZuLYQ/J1APOCRlDyme4DYGxsBanUgiEMvqXEgSydeBDtm5iOGufoJvgkYkA1YjYlV667X9yx1Slnr9WQG+lLv66OBgYvvp0Uk5ejPDx6Z1mBk6ssg4m6D+10dJDfr1Mw2MUBPgv0GRFulDGtD4/KKPAkp1g1aWJGHcaS+M6njRYJJ0/NqT4iAJCHMVEGs6MCa0F7XLqmLgglDUzt0sc677tkqmM8sqmuogLcl8Hd7Hq+YEwEBHlrq6+inCSxNpFw/KT8pho4yAhVM2Q9AVeTT6qEbmZZKYSv6BjXlTFubyT8kys5M/d56GdIW0dVHNAz5zDCnxP5TEQaIYwsKqlrSiFtPt4uvtBLvFPLCHbn8NX2u8sVQCS9fELT+G4HarLzayGwwc7e5MQzHc6XxehU7VKK6u11MTAZd8E/rdsxUZoW5FLszVyEE11mD1pm2E1C+RC3U2pvs5DreZ7MIFCtXdZRrauNxVxQyjJr+aOT0IrPY7merlN9mj/86Y/lafrqUnYEhmzw+azkvjbIgHXWAyuZIG4QbED3dHRv13tdqjT9xeugEMtyVJzRgVSXD1qTZ23wxZuKf10VCUbz+TUaWJGVmJkigxamgMbFMKwLP7rL3s+Hos/FzP7ZUgopaI6o/Nx3COLzXB9ydoSYUPUWJr3JFCgvYWs9vB78RFhS9kVLRmcowq/xMNPDiNCDPAdXOKv1C2O54t1P4PPNpQU7NSHT6J0mhvLW1jXbHbx7Hmcx7/jHzV3ta1f07Mv29yMfd2N4nARfi8zzemK6QbNx9War5AFv3f4Ak3TAnGCIQRfGT/Zr24LyaIJmcQAdR/6gjLJIJObmvmr+0QVgFSdFf1QVrq4D0UxC6DGzpKSeCzeOafdxGJws9243jI6Dv+3klHu1Pv/qENtv7sbjMM++HPDJjQWbievIvmS5A742ITg/WEQYjIvMOuVf1dN2QYE5Wzzb8uKzCzcjcAERyKe7KagvgeIw9rnnMDZjTg+QnF9S6frOJNbzm1vGgcgTE0YR4k+B5pMD/F/3sSir8M6J2/wQS6eWdzqSffSvdK10GeHzfSt+YInwvR9wk0DD54cIrU+MVkFM+Yt3o57bxYKENOy5nNaSTuaiAH3ddIkRl1a5Qhz5aMXtunThrGk2G1QIhIUzSZEKk6nr5HiX+WLzp6/B8yQ5mZPHGarifKBcg0eyy48ePrPeNZpu1iNjyS8PRUnlhGb12FCA98r4dT3blKk7t3V0S3vUl+vZL1oXWyzLHJ21xWudAjODpKh+T+p6BqXbI3eZW2ZHbUhVNGFJorpAKx12BXOZ0cNhfSg9vPYeQm617pLN79bzo+ZOweeh/YdBFnrwpdPcOLEFoNuTyhoC8L6f8DVa73K61gmgHOKugXjherdjuJYHcljL6NuT8ZtaCw65MzEeA2fOkW2b+TcBEIzxlhuhIIEPqQUYG+mWUbBjaOeJ3yWHFQxnOo/QzL0b9tD6dZmPMzC30hVgVrmeAkZqH/Ce94Uyftj1xbqkHZi/qgVqdeGBmxybZpr/SA7qK82YeCHzL6xn1WSwhwzkctexkYsMfqfF0+DIC4kM4tSGRLtn28sNqxT4+gHpFSPNqQsT4QcmmYbAkjkPjckae90TAx+f3DVryfyoGB2rSMwOssmO7dDwx9HrkkfTbsFDdVGOLhAXxMK1muFNdOYC05BnS9C0CovN/MtCpdSebYo0N2AoaLp0esQTJfbTf3PVw6UufVlasB7NVO6JqwGq+Diqd+Upy/Kr90YgdgvWxcYi2A1MyhNQPCBmdQR2Sj0FV7xQ4yHVBCD3kV/moaN82ZNbbyDamgIN1X5gREMMos9uZ5VoKzN2cec4IjWn2PZViB7IvJEu1eDBiIuyBCRYECaQPWCeY+UGdlsHSNKG/DqCKRUbsD6YIePezWyYGd7WOb/WSK1FU9cHICPw1E56U9+GYkY3ku/PBX7OMTUjxtjsPmIc+PDhC/gagoa2c1OV3DtSQ2QH+XdG4s7InE7GBTsljEbTMzdlBQv49ewGBU7Pd7yK1SOdJDiNtGhERKmKpFryTlZ8AahIppYSkv+oBpA9CIpgiXTCKHd2vz5KX0uVuqdCDXN0FeshCTyrF2058beldy89w1xhGMvPQ6mIbtXXIy9gxkOg+m49X9qsDyM+1pPwGbQRTa+QyAF3GINGwc6NPK23ylc11opQ3SOIrtVekU+69rQIZ1OwAtHngYv9Esy6c047vF1wvIwJE4PZ7oIDNWdWfeFQ3t+VBnWcjoZ1Jqynug5a5osMaBFEl/KAwvyKhgrV/oB75Mg+TRylkmWFA7iahh/dCYFF0zZyb6zbHYgujpAvIIdQTLbF8j9JUTn/ymdINGlpIZbh9VgS5nA2zEOGBUb43cAPIfEJ85D1Kp5Hd6ghCJMweptf83fF0Hn+IOiNj1sbe1BaM7frbjJBTkK15ZnuLf6TRxMMqvl1y56CqUC8fetQ6+OYJ+YNvkW6I/RWA8XzHYKoXc0gYJoXyGPWHULmndJ2P3apBugqhhnxKt0FfWJTp98zNwC7ArSU62YXrOZC7FF9Qf7cGVeRvr9gSDmMMi35usno2VfFYyxBhfjY0WytGqjWdXQGDOmtAluj7XCpdpCRNAcQHEU2MDqdSmxKyXbZgTjfk0rSJnh7Ihj0Va1rNG4ha8j1caotBgvuMKn4euLKXkbw6spFkHH8zGTrREJEAOskg267HZPz37Mqj4GY/kcWOphh65BTU+zLeawhwBo3UF9lqM/2g1jkQCrPdklY99pSM1+H4/royl9d3KtWSQj93CnHaZ74aCASdUU9Pei5NGIIxZsaHCYZkQ6hskWs3zj232GUqWkiO9YJCrMM9V/XbJxBwdyoRjquBzxN65mmH4e7yGurLL1V7c4V/g6RyRdsEgr3zOs35cnDrL246NMzP/DxiZqp1WwHETpRkoaX8wWpXHOBuug0yiebBrRNudpOOhsU/HXD8Q5NJ6W+so4bdeJIcs8IZ0zP7mT2aJIwNTG2EFCa1AHOziHsb8t95xTzElLHW3A7b3ce0xfIU07kcWRill3buV+NMNbMzpUVkdoZK73aV7dkvQmAlo6ubupKhKzhDaPVO31plVp23KHb3I5lC99hYz2E9QllUXBgutm13N3P8HFH6u/1UYvKfkikhHbzPk5gJ4oakufqkOg8Q1zjqKAjCO00Uop3bT4oVtj9tUxgnTlLuoZJwfKhmMnFoJEeecvURwb6D4nUrJVHBUwfdhzOcnb1jOpUkNwJuHCrDtVQAiwM+MkDaIx0xw/ZBnMOAdGOfztYMR7mgC0L3h30Ujvhy4BfRKlZTH2B+Q8B6USFGsIw8hoV+jl7Vx0NOkkIsZr1VsRKHq60dg6YwDLBqnvH885JtSw+xR0oL1MdTkjHUlLRz+boMqfQd5Z7QEFH2a5yLSA2hEK6CAZpW385jH9ct05QdtIwX8VJlfBZAwyFW2y/oI5eeNQzfnB+EyoOboXjgCw019eiqxvNU6d8h8X+VqiUh8W5vduHvVqPd+HzMDIMwcLa86tnk5c0fSGErZ+Nye0grS22zluI7ftAcD6xJf4KLpxMfKQvmGO0LlkAM66Pe85QttbU9LJ0sYTAsa72enCKLtUO8znAD0H3pHj4PMRP5LhuhNb29E/qPfRKuus5QIyqXI5tpqVh8qDKwZ2imtZy45hddhmdiFXV35kBZIb86gPk9XwuwSlvWYcqQZ+w6IZBXxz/B9OJhR0YdFrleUzs84HMthRc1dWuT+EaQUArxtLVAtyRSrj8ARLJyuKhzaLQd24N84VdmlgAnXEt9sEsIWc/l3uMnpMWRhOwohspTCMJvsvyx2KjmKlg5JzmgesyyQ6DB4h9PRuCD4jMiT0ORvQkEMmW1BMI6mt91Tx2SKMoVEEDYR47JmgdDusCMQI/D3G6vhifi166+Tak0XRqz1wqREwQKEg/jGTEr6J/qACA1kMEeBwhuONQVOvZ3rOJzxUoQ+BhYLZ7YvuWYRPKTIVx5iNfH2/cBv8mK/BQu2fK7pwpIeFhdTNajOeiMNOviPUY8uso1jtGMKG1Q58ATByZq7ty0O0H49i7wGDcwIgAFA1Sumn0ZyedTc9z1bJprz3N6ZqaKK58XzyrvD4ULKfkcqpf6NZh7hrcMZC99eCokXe31DFXDUX+9knXSA8FZ+uJfJwZYp/Iuq9aFebuqdIweT2uY4+LTtmDBtpyDDIgK5dTWtdzsxIBphy5yDO/rIeRgT7OouNN0AymM848Kjez+rl4LKMZACdIjIAA1A5BwiyH1MT+R90AGy6z0fI45uSkGABANaEbV6StBDRKzT1TypCCQtpweu7rNnToIpeJ6zEv7s7r6mxajeuxShiAqUCnSME40I/M0PruiCuM1rNgxGFyWLIxlYMC4bN793WxLn3WC5Ne+k/Pk4X+M3w88adyVz3wkjQgvrgePS39e52MtHd0Euh2/kLtNA6yIG48IDUybcuYY9HbDZDh4BrRQIBiYv/K3YaBQEcHwLGXM41Mql8mtwz54c8/P0VAT3XGVD+4jbW1bHkOCJ6DgrxMDDg4Zare+VcDH18AQd5NA0JP6w3jQj33qwZfJDYJQuF6WN5/ALgQ1ej9RNwlS9oevrKTMA4faP8QZGUzP7j3SgssIADBvMDVeu/VDYD/qcsBLl1ADlRnPXGwa+MYfFV5Z9zmNGeMqLt5ANhF8AFAxCwEzAnEHK7uzMmzc2U73JEpfMxIZfhcwpTbvSVDqz0BhPnkgRuxKMh2fK88KWeUp7NyXXVGitIHTPWsQQT9TtB1W+4Mc611PuvOWAs6lLHis5oVNPNLCUqti4yO8It3MDgh9/0T2NNzEJjc5c2TA5UHGQsbYSzuQbdggDUHmiPqC2Q2wd1BireccV+y2Nldr8QZnWfPd7RhJgfmZVoU/q0PjqzL7pgF62F+hBThHAIcAl1pFMIxmAFSWtgAxyIgdB1zAlLM1DOgBowYKl+TWzDcCwIuUKZjBulH8Lb4YCajg320HPNDT2tpdCkkqIUASGZUHSCMhAok5BnBCO0/QqgE+PkqllbT9diq6KMZ0LcGh5vcOhpB06AjaRmG+jKxOL+BxkEs92j8HQZRtfw8IBrXpxDkQJALmweYdpYQ7i4DIHXhbisVQZMAdA6gNGtwGBBnZxTN3WEkwIUOj3bmn0BRte9nWVLmnc2cYamho0Cx8vvD+wfTXjA3NfTkFH5CL/ApYP6HZCffLtBlabSDNUEw8Qsj2AbCuiAFqL38hy3XVbMv8lAx1TI/BLDl+NPo9KQVt8l4ZNzvxTizcqBmPSX4YhJV38XijDHTX1an720B+cxlr9dTpIXSP5fUKsjAFjKlPFq35Ia9T2Mf0eqMIaHLkzMHerEvgMFRGXc5k0X9IzHfmz6xLbUcsPVvuMaGb9d1l2FphzzfG/wS9RQuHtKhN2DxGyosLkn75/wIUcGOCY13ysDczUuCx1genu1bNphs0QqvN74fQWCdG3A5JBg1d56jEilRWAoWshujwnRySZVZoBlo5TO34ZzU+Rc4xWHaUlN4GyM4P/wb3NcMjZf7ntonu26oJ8gPEjICnpRuizurKPpSFcXpu471nqFuzwaK5qDqfBMIZBOOcwX5ie7D8IjpmbRcU1SoeZgEKVtXXEw3XXICfjgYGIHs648yOzGnboj7O5rk8xcHJW/ZXAB+EoW9l5ACc3RYC+Sv5SONPDoTDpqt9/Ey7LMLBNEnUp5mQFzMXM4gdp9P5O4uGA0TIUvVyOaXYrfc8LO1j6mw4CyHHNJ7+zyaYVfp+gJR3LTTJGpvGiWW2vfB3PUWcuG3rTWm4aQRct3h1ppF8+CYqiMYy2t7IfVa6/V9DiFUh37aUPZfdd7amRXrYa1VWhBB5J6vpcIslf4cklDoEERL19pXVEQr+nuGpKfdAN3k1rvkZsfwevrW4FsIThAJ8kQIvKCsyemcUjahdVu0GgSh2R97GWZSzFFtfcRM4F/ezcijjQ87yOruk2Dwc8LD5ONms5YC4sbduVxQUiaKKl5QVZSghPRvYMb2WnB9O76n1xwlZaTnunAzIo2/AyMCL3kZRyYjirczhJbw8r2Z6E1A+A0fVJiq2WZhcNtGecgd0mB1e9O68knUAhUwENVs8pxUs6CIWItmHnc+OQpZ4m6OSNyozEP/zr7ykBH3rM159yKhO2m1wC90NUL5jMG5DmgoO4QQ4fkFhBpnts5vxLwbFMBNfIRM3tNgIRVsPjI68gNdMi/u3EssQZb4XT4raI+YFUgArPEkltyFTyqbzGCm3ovWHyC4u7OgDj3+YEkLuaWMCIaSC5AzXhyGsFTo95cKmdNcm+kV5OpON6jKRoE5ugXUeg8usJZEDyzMtSbF+8js84XnEEuBNiz/A6vXA8cCsu8EasxI891NkTEXWwqIn/c1yikFkZv3vNaKuurG4eQuYGk3T+G0jv0Oeaamm0+YoYppM08V9mnQo+BTPnwbnFvSt5kBZQeZoqCsIRl81yJXUdyOD3RrLRADDrwYGTvfmCnz0Bl+T6OA2PA7btjEdDiMjuDLvHCY/ay/LV9tXgCd30JkHMCR+ca4EdIJ25eoBy9YT5Vhgcr9WgxHuf1sz7eWwWz17R1aGGXrWhZDZwTC+POJUrXqSM7u8oFoa9RcT1xC2kAs3joD/VuK1waftC9AAgDjcZVLiigR4/BYxkkH92zN49kBmqoPiKUBhrtwn1CroX8067DBphbjvsVN4YQsPSYupmlLmHtGNgaBphxjOdhIq4Inpj0LKPrpQjgM5l/0GHKmcoZTfQb9a8grXFaFhWijfdLkdLmwyD3G/EyHLUM5aJPzjr2qW7Hu5fDFemIsvyOh6l/IBAC8LkcqgaEuBlBKwFgwbjca+zRw9ztiigmr3TUEt9Z4+9xQGOlDhAuCPDpYJHMYMJ1L5J877tWhvDMnpKtOzO/U47piad4jLmYGIyMX4OMIrlwlx1uL/Mg+58gRA1zoC3Z2kc0lxPFhmRxVM2OVRi4zyI7NunfhwzUNOBEj3C/UWAvhbJmrBLrzdrhQsP9TLea5vNpsPeDjTQ0Rag4wLRQhPZ4lDiydnQgSTZVElAnJkioAwOeiKQ2MGD0+JHD+tZRDKY50KRXpqLOVF7SibF0ZKbr/RO7WhXySQFjLge2fPnqLO85vxBGdowN/rFpdngE/I5nkenBiFsrv9VoadoDAivz8aYSMoXO3yexM2d4ODatnoqm62QMnlE4HY/R6umDda1STEi4A9+QF3vFgdQVDsLbQmL4YwakvoS3eqLnQnnMm0HqOLHsp8EvbQuPIMC3PBD3StWTXSaYUxZRuvB3U3nxJ+dTrdn3a7g7r+qLxx0CAuKI2o2DgzRWl+bncqkpXua+BzTQudAome8A4g0FNcSFLDSBfuEsN2XacnrHN86evVDEqOuZjRXgFGnFL8RmN4/JMzdwZLOyZgFddmLPC82wtkAK0zYkIMO1MREDjExC6qoxPOUZM5QcTXvrnDf5+XTe59l514LsXSJJrEdRnms/PyX1e64oPZ6N4a0p+2bxzdIT+YgegYG70f+SsYOjtSzGHonyw7ENSWVmcnWJcsbhuP6/XmywTuUBi0hBPnF26qvEBKPXHyXeOh5hth8ohmoko8nOCMZlX++hBiVWOjdd1CP5Hx1LYgkJMuwHVePJ3uBYlhuEA1BdZF5gbDVBAqvR6AFXQMbIvITKWRXV9pCMKLVOHgaw7iBv/kj1xbizxbKq/hmQRSkSh+6kTufatxaYcBL/VwLLS+FfAATlEP0eeOzQRgtBp/Efb6zz2xIMwM+3WmlkAtWZ5wkrxipH346SekoJuhACE1n1nPC/L7y6zPwk2lR+4eyg13bIx3+85I8QscqKM800u3HZcFN8v7INDHuc+xHXPnlamvzheC+jMW0imRaJ/70jYr+WL2hocU5RxvmZm2meF4o1zeamU0LxcrCehdjzeiGAdpPnJCoPGEiLNu4uChKPvOhxUZLrOyooxkZY1B/+IiKmLL95YEYrln28UTOaBnBi35rtpx9iLGKlmJcTaeeBPwiJSlmhMGKslf4bcgRNKQZuW80xNnlEDQxLSMjNeiEz0B2bWQl2B1D57Vhfc74LhJYjXDw5fsdt2ACOUDjA1+pCvt9h58WbvXvHda0C4X1F3cLhunx/yOffNCKQq+T3yKyr0HyW8F3QAZrdgsq5exp+PFRlVPfxn5d+/PdUw+ybEtdl+GqPuldaUHeq3Z00LxX6oUFs+Wp0z9QWfHi8K4OhuQ0g76v1akQP4DY9f5Z4SQ5DFIBOXfaHKE+e/+c0333zzm29+85ufv/j5y2/+5bW//vs3/+6lf31l/euvL9zMMF+G52KArtyMLcT/EiNgZwiHho/jwFjZA65RP0Hu+KLcqzNgUYWqNmc+/9POffPNb//6m3/7zb/++bevfvPbf3vht//fT/z12/B/F4OjJwAX6DWYKNAobKg5WEt+ZtV+evZqrcQIyVNEU6ylaT9potxYV9rjjBv1/97h3/3/23/58803P//1Ly/963+//bcr/PlnLjj/2Op2g16206fsYM7YdO38OJ41wHGB/mH/Mr1DQz4NZofH3XZzeP5xqHI0nYbhU6E2u4Yf1uO2l826wEgOC2203NZXGooj8htZAOqxJ5xYsR57rWp6CEn2rrEiGYZlg5fYje4r9SsT7BJkvTAnIR1JdelovSTPjuLEmljHxXYhhXUfKXeWAd3TlMK1vId2gMHacBbRZ9NU8cEtuLCeu+vCtinhSi4CARiLQlJxanRszvUVppoycaiH2/R9L0ESZ5sLzMYysOUVjv5KlsZfrwCVwjUD9rJmTVFA/sjA6szQkiYRzhapwvp80JEy36ULjeuyIBr41fPmJz76GFSzPK0VrCfg5/VAjyACHmRs7hB1PDXhymb5iZZR1k1j2Pd3VZST1xD+NjX5bt0yXS/HOQc6GHRyy1JLmN1Xr3ZhXeAyHurvNw3A+qVpSr5d94D0ODqAwdRcP0czus+2uQfzDLY2MtWxKsCpZq8kYI5IaxWptEBYN9cosQMWk7YeeJ2EEQ1p6H0NfLcQkNjKx+vDWkN8EJ+5Ox49XLvARFJrQ4qXCbBBQa8ex+TO9ccE9nIgz4vE9yDdwa073dmxhmaCOCn00UvgiWL5HJDw8GqooZnqPuxi3S1gNZqn5fgokgirDLF+uTbNWtipSnKW4PYNWFImzLDeWW2MXq+OzgUvtf2/S+nZpQ=="};
