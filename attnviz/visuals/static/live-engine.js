/*
 * The live models' layers (attnviz.visuals.live, chapters 7 to 9): in the page's live view,
 * beside live.js (which loads a model's weights file when the reader asks for it).
 *
 * Plain functions on Float32Arrays of row-major matrices (rows of a sequence, one position per
 * row), written to be read beside the Python modules they mirror: linear (nn.Linear:
 * y = x W^T + b), layerNorm (nn.LayerNorm, eps 1e-5), gelu (the exact, erf-based nn.GELU), relu,
 * and multiHeadAttention (attnviz.MultiHeadAttention: project, split the width into H heads of
 * Dh, softmax(q k^T / sqrt(Dh)) over the keys a mask allows, merge, project), which returns the
 * weights (H, Tq, Tk) beside its output, as the chapters record them. A masked key gets weight
 * 0; a query with no key gets zeros. Then what the three models' views share: an attention view
 * (attention.js) of nested weights, a text box's keys kept from the host (and its Enter), a
 * row of examples to try, and a pause that lets the page draw.
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

  // Keys typed in a text box stay with it: their keydown events end at the box, so that a host
  // cannot cancel what they do there (JupyterLab cancels an undo or a line break anywhere in a
  // notebook, from its handler of every key the document receives, and that includes a
  // modifier pressed alone, such as the Ctrl of Ctrl+Z). Only the front end's own shortcuts go
  // on, a key with Ctrl, Cmd or Alt other than undo and redo (Z, Y), for runtime.js to pass on
  // (Ctrl+S saves the notebook).
  function ownKeys(field) {
    field.addEventListener("keydown", function (event) {
      var modifier = event.ctrlKey || event.metaKey || event.altKey;
      var alone = ["Control", "Meta", "Alt", "Shift"].indexOf(event.key) >= 0;
      var undo = (event.ctrlKey || event.metaKey) && /^[zy]$/i.test(event.key);
      if (!modifier || alone || undo) {
        event.stopPropagation();
      }
    });
  }

  // Run on Enter in a field (an input method's Enter is its own), the key kept from the host
  // (ownKeys). With a newLine function, plain Enter calls it instead and Ctrl or Cmd with Enter
  // runs.
  function runOnEnter(field, run, newLine) {
    ownKeys(field);
    field.addEventListener("keydown", function (event) {
      if (event.key !== "Enter" || event.isComposing) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      if (newLine && !(event.ctrlKey || event.metaKey)) {
        newLine(field);
      } else {
        run();
      }
    });
  }

  // The row of examples under a text box ("Try: ..."), each a button that puts its example in
  // the box and runs it; label, if given, turns an example into its button's text.
  function exampleChips(examples, field, run, label) {
    var row = views.element("div", "attnviz-live-examples");
    row.appendChild(views.element("span", null, "Try: "));
    examples.forEach(function (example) {
      var chip = views.element("button", "attnviz-live-example",
        label ? label(example) : example);
      chip.type = "button";
      chip.addEventListener("click", function () {
        field.value = example;
        run();
      });
      row.appendChild(chip);
    });
    return row;
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
    ownKeys: ownKeys,
    runOnEnter: runOnEnter,
    exampleChips: exampleChips,
    nextFrame: nextFrame
  };
})();
