/*
 * The live views' engine (attnviz.visuals.live): load a trained model's weights, run its layers.
 *
 * Weights: attnviz.visuals.live writes each model as one script file that stores a record in
 * window.attnvizLiveWeights[NAME] (a script, not data read with fetch, so that a page opened
 * from disk can load it too). load() adds that script to the page when the reader asks for the
 * model, then checks the record: its format, its checksum against the one the view was saved
 * with (a file from another run of the chapter is refused), base64 and deflate decoding, the
 * CRC-32 of the decoded bytes (a corrupt file is refused), and that the tensors add up. The
 * float16 numbers become Float32Arrays, by the names of the model's state_dict. Every view of
 * a page shares one load per file.
 *
 * Layers: plain functions on Float32Arrays of row-major matrices (rows of a sequence, one
 * position per row), written to be read beside the Python modules they mirror:
 * linear (nn.Linear: y = x W^T + b), layerNorm (nn.LayerNorm, eps 1e-5), gelu (the exact,
 * erf-based nn.GELU), relu, and multiHeadAttention (attnviz.MultiHeadAttention: project, split
 * the width into H heads of Dh, softmax(q k^T / sqrt(Dh)) over the keys a mask allows, merge,
 * project), which returns the weights (H, Tq, Tk) beside its output, as the chapters record
 * them. A masked key gets weight 0; a query with no key gets zeros.
 *
 * The contract a live view's host follows (tests drive it): data-attnviz-kind is "live-KIND";
 * host.attnvizRun(input) returns a Promise of the result (the view shows it too), and rejects
 * with an Error whose message the view also shows; data-attnviz-live is "idle", "loading",
 * "ready", "running" or "error".
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];
  if (views.live) {
    return;
  }
  var FORMAT = 1;
  var loads = {};

  // --- loading ---------------------------------------------------------------------------

  // The file's address: relative to the site's root on the book's website (Sphinx writes the
  // way there on the html element), else relative to the page.
  function resolve(url) {
    var root = document.documentElement.getAttribute("data-content_root");
    return root === null ? url : root + url;
  }

  function addScript(src) {
    return new Promise(function (resolved, rejected) {
      var script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = function () {
        resolved();
      };
      script.onerror = function () {
        rejected(new Error("The model's weights could not be loaded from " + src +
          ": the file is missing (the live models run on the book's website, or where " +
          "the book was built)."));
      };
      document.head.appendChild(script);
    });
  }

  var CRC_TABLE = (function () {
    var table = new Uint32Array(256);
    for (var n = 0; n < 256; n++) {
      var c = n;
      for (var k = 0; k < 8; k++) {
        c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      }
      table[n] = c >>> 0;
    }
    return table;
  })();

  // CRC-32 (zlib's) of bytes, continuing from crc (0 to start).
  function crc32(bytes, crc) {
    var c = (crc ^ 0xffffffff) >>> 0;
    for (var i = 0; i < bytes.length; i++) {
      c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
    }
    return (c ^ 0xffffffff) >>> 0;
  }

  function hex8(value) {
    return ("0000000" + value.toString(16)).slice(-8);
  }

  function base64Bytes(text) {
    var binary = window.atob(text);
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) {
      bytes[i] = binary.charCodeAt(i);
    }
    return bytes;
  }

  function inflate(bytes) {
    if (typeof window.DecompressionStream !== "function") {
      return Promise.reject(new Error("This browser cannot decompress the model " +
        "(DecompressionStream is missing): use a current Chrome, Edge, Firefox or Safari."));
    }
    var stream = new window.Blob([bytes]).stream()
      .pipeThrough(new window.DecompressionStream("deflate"));
    return new window.Response(stream).arrayBuffer().then(function (buffer) {
      return new Uint8Array(buffer);
    });
  }

  // float16 bits -> number, for all 65,536 patterns at once.
  var HALF = (function () {
    var table = new Float32Array(65536);
    for (var h = 0; h < 65536; h++) {
      var sign = h & 0x8000 ? -1 : 1;
      var exponent = (h >> 10) & 0x1f;
      var fraction = h & 0x3ff;
      if (exponent === 0) {
        table[h] = sign * fraction * Math.pow(2, -24);
      } else if (exponent === 31) {
        table[h] = fraction ? NaN : sign * Infinity;
      } else {
        table[h] = sign * (1 + fraction / 1024) * Math.pow(2, exponent - 15);
      }
    }
    return table;
  })();

  function decode(record, expected) {
    if (!record) {
      throw new Error("The weights file holds no model of this name.");
    }
    if (record.format !== FORMAT) {
      throw new Error("The weights file has format " + record.format + "; this view reads " +
        "format " + FORMAT + ".");
    }
    if (record.checksum !== expected) {
      throw new Error("The weights file is from another run of the chapter (checksum " +
        record.checksum + ", this page expects " + expected + "): rebuild the book.");
    }
    var corrupt = new Error("The weights file is corrupt: its data does not decode (it was " +
      "cut short or changed).");
    var packed;
    try {
      packed = base64Bytes(record.data);
    } catch (error) {
      return Promise.reject(corrupt);
    }
    return inflate(packed).catch(function (error) {
      throw error.message.indexOf("DecompressionStream") >= 0 ? error : corrupt;
    }).then(function (shuffled) {
      var count = shuffled.length >> 1;
      var raw = new Uint8Array(shuffled.length);
      for (var i = 0; i < count; i++) {
        raw[2 * i] = shuffled[i];
        raw[2 * i + 1] = shuffled[count + i];
      }
      var metaBytes = new window.TextEncoder().encode(record.meta);
      if (hex8(crc32(raw, crc32(metaBytes, 0))) !== expected) {
        throw new Error("The weights file is corrupt: its bytes do not give its checksum " +
          expected + ".");
      }
      var meta = JSON.parse(record.meta);
      var numbers = new Float32Array(count);
      for (var j = 0; j < count; j++) {
        numbers[j] = HALF[raw[2 * j] | (raw[2 * j + 1] << 8)];
      }
      var tensors = {};
      var total = 0;
      meta.tensors.forEach(function (entry) {
        var size = entry.shape.reduce(function (a, b) {
          return a * b;
        }, 1);
        tensors[entry.name] = numbers.subarray(entry.offset, entry.offset + size);
        total += size;
      });
      if (total !== count) {
        throw new Error("The weights file is corrupt: its manifest lists " + total +
          " numbers, its data holds " + count + ".");
      }
      Object.keys(meta.aliases).forEach(function (alias) {
        tensors[alias] = tensors[meta.aliases[alias]];
      });
      return {meta: meta, tensors: tensors, numbers: count};
    });
  }

  // The model of a live view's data (D.url, D.name, D.checksum), loaded once per page.
  function load(D) {
    var src = resolve(D.url);
    var key = src + "#" + D.name + "#" + D.checksum;
    if (!loads[key]) {
      var store = window.attnvizLiveWeights = window.attnvizLiveWeights || {};
      var ready = store[D.name] && store[D.name].checksum === D.checksum ?
        Promise.resolve() : addScript(src);
      loads[key] = ready.then(function () {
        return decode(store[D.name], D.checksum);
      });
      loads[key].catch(function () {
        delete loads[key];  // a later try starts again
      });
    }
    return loads[key];
  }

  // --- layers ----------------------------------------------------------------------------

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

  // --- what every live view shares -------------------------------------------------------

  // The view's frame: a title, a status line (role="status"), the button that loads the
  // model, and where the view draws. Wires host.attnvizRun(input) to run(model, input), once
  // the model is loaded, and shows every error in the status line.
  function frame(root, D, host, options) {
    var element = views.element;
    var title = element("div", "attnviz-title", D.title);
    var status = element("p", "attnviz-live-status");
    status.setAttribute("role", "status");
    var body = element("div", "attnviz-live-body");
    var button = element("button", "attnviz-live-load",
      "Load the model (" + (D.bytes / 1e6).toFixed(1) + " MB, " +
      D.parameters.toLocaleString("en") + " numbers)");
    button.type = "button";
    root.appendChild(title);
    root.appendChild(button);
    root.appendChild(status);
    root.appendChild(body);
    host.setAttribute("data-attnviz-live", "idle");
    status.textContent = options.idle;
    var model = null;
    var queue = Promise.resolve();

    function say(text, isError) {
      status.textContent = text;
      status.classList.toggle("attnviz-live-error", Boolean(isError));
    }

    function ensure() {
      if (model) {
        return Promise.resolve(model);
      }
      host.setAttribute("data-attnviz-live", "loading");
      button.disabled = true;
      say("Loading the model…");
      var began = window.performance.now();
      return load(D).then(function (loaded) {
        model = loaded;
        button.hidden = true;
        host.setAttribute("data-attnviz-live", "ready");
        say("Model loaded in " + Math.round(window.performance.now() - began) + " ms: " +
          loaded.numbers.toLocaleString("en") + " numbers. " + options.ready);
        options.onLoad(model);
        return model;
      }, function (error) {
        host.setAttribute("data-attnviz-live", "error");
        button.disabled = false;
        say(error.message, true);
        throw error;
      });
    }

    function run(input) {
      var job = queue.then(function () {
        return ensure();
      }).then(function (loaded) {
        host.setAttribute("data-attnviz-live", "running");
        return options.run(loaded, input);
      }).then(function (result) {
        host.setAttribute("data-attnviz-live", "ready");
        return result;
      }, function (error) {
        host.setAttribute("data-attnviz-live", model ? "ready" : "error");
        say(error.message, true);
        throw error;
      });
      queue = job.catch(function () {
        return null;
      });
      return job;
    }

    button.addEventListener("click", function () {
      ensure().catch(function () {
        return null;
      });
    });
    host.attnvizRun = run;
    return {body: body, say: say, run: run, ensure: ensure};
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

  // Let the page draw before the next step of a long computation.
  function nextFrame() {
    return new Promise(function (resolved) {
      window.setTimeout(resolved, 0);
    });
  }

  views.live = {
    load: load,
    crc32: crc32,
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
    frame: frame,
    attentionView: attentionView,
    nextFrame: nextFrame
  };
})();
