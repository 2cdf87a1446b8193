/*
 * The live translator (attnviz.visuals.live, chapter 7): type an English sentence, read the
 * trained Transformer's French and the attention behind it, all computed in this page.
 *
 * The model mirrors attnviz.make_transformer block for block (live.js has the layers): token
 * embeddings times sqrt(D) plus the sinusoidal positions; encoder blocks of self-attention and
 * a feed-forward network, decoder blocks of causal self-attention, attention to the encoder's
 * output and a feed-forward network, each sublayer with its residual and layer norm (after
 * the sum, post-norm, or before the sublayer, pre-norm, as the model's config says); and the
 * output layer. The sentence is read as attnviz.translate reads it (normalised, split at
 * spaces, <eos> added, cut to num_steps) and decoded greedily, one token at a time, keeping
 * each layer's keys and values (the KV cache), up to num_steps tokens.
 *
 * host.attnvizRun({text}) resolves to {output (the translation as a string, what
 * attnviz.translate(...).text gives), tokens (with <eos> if produced), source (the tokens
 * read), unknown (words outside the English vocabulary), cross, decoderSelf, encoderSelf
 * (weights nested (L, H, Tq, Tk)), milliseconds}. Empty text is refused with a message.
 *
 * In the shadow root: input.attnviz-live-input, button.attnviz-live-go, the examples as
 * button.attnviz-live-example, the French in .attnviz-live-output, the unknown words in
 * .attnviz-live-unknown, select.attnviz-live-kind (which attention to show) and the
 * attention view inside .attnviz-live-maps.
 *
 * Keys: Enter in the sentence's box translates (with Shift, Ctrl, Cmd or Alt too), and so does
 * the Translate button. Neither is a form's submission: the button is a plain button with a
 * click handler and Enter is read by a keydown handler on the box, which takes the key from the
 * page (preventDefault and stopPropagation). Hosts block forms: JupyterLab cancels the line
 * break that Enter asks for anywhere in a cell, which also stops a form from submitting, and an
 * output frame sandboxed without allow-forms (Colab's kind) refuses every submission. The key
 * never reaches the notebook's own commands either (Shift+Enter does not run the cell). The
 * other keys typed in the box stay with it as well, undo and redo among them, which JupyterLab
 * would cancel; only the front end's shortcuts go on (live-engine.js, ownKeys).
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];
  var live = views.liveEngine;

  // attnviz.normalize: non-breaking spaces become spaces, lower case, a space before , . ! ?
  function normalize(text) {
    text = text.replace(/[\u00a0\u202f]/g, " ").toLowerCase();
    var out = "";
    for (var i = 0; i < text.length; i++) {
      var c = text.charAt(i);
      out += i > 0 && ",.!?".indexOf(c) >= 0 && text.charAt(i - 1) !== " " ? " " + c : c;
    }
    return out;
  }

  function tokenize(text) {
    return text.split(/\s+/).filter(function (token) {
      return token.length > 0;
    });
  }

  // The sinusoidal table row of one position (attnviz.sinusoidal_encoding), width D.
  function sinusoid(position, D) {
    var row = new Float32Array(D);
    for (var i = 0; i < D; i += 2) {
      var angle = position / Math.pow(10000, i / D);
      row[i] = Math.sin(angle);
      if (i + 1 < D) {
        row[i + 1] = Math.cos(angle);
      }
    }
    return row;
  }

  // Embeddings of ids at positions offset, offset + 1, ...: E[id] sqrt(D) + P[position].
  function embed(P, prefix, ids, offset, D) {
    var table = P[prefix + ".embed.embedding.weight"];
    var x = new Float32Array(ids.length * D);
    var scale = Math.sqrt(D);
    ids.forEach(function (id, t) {
      var position = sinusoid(offset + t, D);
      for (var d = 0; d < D; d++) {
        x[t * D + d] = table[id * D + d] * scale + position[d];
      }
    });
    return x;
  }

  // One sublayer with its residual: post-norm norm(x + f(x)), pre-norm x + f(norm(x)).
  function residual(P, normName, x, T, normFirst, sublayer) {
    if (normFirst) {
      return live.add(x.slice(), sublayer(live.norm(P, normName, x, T)).out);
    }
    var result = sublayer(x);
    return live.norm(P, normName, live.add(x.slice(), result.out), T);
  }

  function always() {
    return true;
  }

  function encode(model, ids) {
    var P = model.tensors;
    var C = model.meta.config;
    var D = C.d_model;
    var T = ids.length;
    var x = embed(P, "encoder", ids, 0, D);
    var weights = [];
    for (var l = 0; l < C.num_layers; l++) {
      var block = "encoder.blocks." + l;
      x = residual(P, block + ".residual1.norm", x, T, C.norm_first, function (h) {
        var result = live.multiHeadAttention(P, block + ".attention", h, T, h, T,
          C.num_heads, always, null);
        weights.push(live.nested(result.weights, C.num_heads, T, T));
        return result;
      });
      x = residual(P, block + ".residual2.norm", x, T, C.norm_first, function (h) {
        return {out: live.feedForward(P, block + ".ffn", h, T, C.activation)};
      });
    }
    if (C.norm_first) {
      x = live.norm(P, "encoder.norm", x, T);
    }
    return {memory: x, weights: weights};
  }

  // Greedy decoding with a KV cache per block: the ids produced, and per step and layer the
  // self-attention row (H, 1, step + 1) and the cross-attention row (H, 1, Tk).
  function decode(model, memory, Tk, bos, eos, maxLen) {
    var P = model.tensors;
    var C = model.meta.config;
    var D = C.d_model;
    var H = C.num_heads;
    var caches = [];
    for (var l = 0; l < C.num_layers; l++) {
      caches.push({self: {k: null, v: null, T: 0}, cross: {k: null, v: null, T: 0, fixed: true}});
    }
    var produced = [];
    var selfRows = [];
    var crossRows = [];
    var token = bos;
    while (produced.length < maxLen) {
      var x = embed(P, "decoder", [token], produced.length, D);
      var selfStep = [];
      var crossStep = [];
      for (l = 0; l < C.num_layers; l++) {
        var block = "decoder.blocks." + l;
        var cache = caches[l];
        x = residual(P, block + ".residual1.norm", x, 1, C.norm_first, function (h) {
          var result = live.multiHeadAttention(P, block + ".self_attention", h, 1, h, 1, H,
            always, cache.self);
          selfStep.push(result.weights);
          return result;
        });
        x = residual(P, block + ".residual2.norm", x, 1, C.norm_first, function (h) {
          var result = live.multiHeadAttention(P, block + ".cross_attention", h, 1, memory, Tk,
            H, always, cache.cross);
          crossStep.push(result.weights);
          return result;
        });
        x = residual(P, block + ".residual3.norm", x, 1, C.norm_first, function (h) {
          return {out: live.feedForward(P, block + ".ffn", h, 1, C.activation)};
        });
      }
      if (C.norm_first) {
        x = live.norm(P, "decoder.norm", x, 1);
      }
      var logits = live.linear(x, 1, P["decoder.output.weight"], P["decoder.output.bias"]);
      token = live.argmax(logits);
      produced.push(token);
      selfRows.push(selfStep);
      crossRows.push(crossStep);
      if (token === eos) {
        break;
      }
    }
    return {ids: produced, selfRows: selfRows, crossRows: crossRows};
  }

  // Per-step rows (step -> layer -> (H, 1, width)) as nested (L, H, steps, keys), zeros
  // beyond each row's width (a causal row is shorter than the last).
  function stack(rows, L, H, keys) {
    var steps = rows.length;
    var out = [];
    for (var l = 0; l < L; l++) {
      var padded = new Float32Array(H * steps * keys);  // (H, steps, keys), zeros to begin with
      rows.forEach(function (step, t) {
        var weights = step[l];  // (H, 1, width) Float32Array
        var width = weights.length / H;
        for (var h = 0; h < H; h++) {
          padded.set(weights.subarray(h * width, (h + 1) * width), (h * steps + t) * keys);
        }
      });
      out.push(live.nested(padded, H, steps, keys));
    }
    return out;
  }

  function translate(model, text) {
    var meta = model.meta;
    if (typeof text !== "string" || !text.trim()) {
      throw new Error("Type an English sentence to translate (the box is empty).");
    }
    var began = window.performance.now();
    if (!model.srcIds) {
      model.srcIds = {};
      meta.src_vocab.forEach(function (token, i) {
        model.srcIds[token] = i;
      });
    }
    var words = tokenize(normalize(text));
    var unk = 3;
    var eos = 2;
    var bos = 1;
    var ids = words.map(function (word) {
      return Object.prototype.hasOwnProperty.call(model.srcIds, word) ? model.srcIds[word] : unk;
    }).concat([eos]).slice(0, meta.num_steps);
    var read = words.slice(0, ids.length);
    var unknown = [];
    read.forEach(function (word) {
      if (!Object.prototype.hasOwnProperty.call(model.srcIds, word) &&
          unknown.indexOf(word) < 0) {
        unknown.push(word);
      }
    });
    var C = meta.config;
    var encoded = encode(model, ids);
    var decoded = decode(model, encoded.memory, ids.length, bos, eos, meta.num_steps);
    var tokens = decoded.ids.map(function (id) {
      return meta.tgt_vocab[id];
    });
    var source = ids.map(function (id) {
      return meta.src_vocab[id];
    });
    var steps = tokens.length;
    return {
      output: tokens.filter(function (token) {
        return token !== "<eos>";
      }).join(" "),
      tokens: tokens,
      source: source,
      unknown: unknown,
      cut: words.length >= meta.num_steps,
      encoderSelf: encoded.weights,
      decoderSelf: stack(decoded.selfRows, C.num_layers, C.num_heads, steps),
      cross: stack(decoded.crossRows, C.num_layers, C.num_heads, ids.length),
      milliseconds: window.performance.now() - began
    };
  }

  function setUp(body, D, host, view, loaded) {
    var element = views.element;
    var entry = element("div", "attnviz-live-entry");
    var label = element("label", "attnviz-control", "English ");
    var input = element("input", "attnviz-live-input");
    input.type = "text";
    input.maxLength = 300;
    input.autocomplete = "off";
    input.spellcheck = false;
    input.value = D.examples.length ? D.examples[0] : "";
    label.appendChild(input);
    var go = element("button", "attnviz-live-go", "Translate");
    go.type = "button";
    entry.appendChild(label);
    entry.appendChild(go);
    var examples = live.exampleChips(D.examples, input, runInput);
    var output = element("p", "attnviz-live-output");
    var unknown = element("p", "attnviz-live-unknown");
    var kindLabel = element("label", "attnviz-control attnviz-live-kind-control", "Attention ");
    var kind = element("select", "attnviz-live-kind");
    [["cross", "decoder → source (cross-attention)"], ["decoderSelf",
      "decoder → earlier outputs (causal self-attention)"],
    ["encoderSelf", "encoder → source (self-attention)"]].forEach(function (option) {
      var node = element("option", null, option[1]);
      node.value = option[0];
      kind.appendChild(node);
    });
    kindLabel.appendChild(kind);
    var maps = element("div", "attnviz-live-maps");
    var last = null;

    body.appendChild(entry);
    body.appendChild(examples);
    body.appendChild(output);
    body.appendChild(unknown);
    body.appendChild(maps);

    function drawMaps() {
      if (!last) {
        return;
      }
      var which = kind.value;
      var queries = which === "encoderSelf" ? last.source : last.tokens;
      var keys = which === "cross" || which === "encoderSelf" ? last.source :
        ["<bos>"].concat(last.tokens.slice(0, -1));
      live.attentionView(maps, {
        title: kind.options[kind.selectedIndex].textContent,
        layers: last.cross.map(function (layer, l) {
          return "block " + l;
        }),
        queries: queries, keys: keys, weights: last[which]
      });
    }

    function show(result) {
      last = result;
      output.textContent = result.output ? "French: " + result.output :
        "French: (the model produced only the end of the sentence)";
      var notes = [];
      if (result.unknown.length) {
        notes.push("Not in the model's English vocabulary, so read as <unk>: " +
          result.unknown.join(", ") + ". The translator knows only the words of its " +
          "training sentences.");
      }
      if (result.cut) {
        notes.push("The model reads at most " + result.source.length + " tokens: it read " +
          "the first " + result.source.length + " words, without the end of the sentence, " +
          "as attnviz.translate does.");
      }
      unknown.textContent = notes.join(" ");
      if (!kindLabel.parentNode) {  // the menu appears with the first translation
        body.insertBefore(kindLabel, maps);
      }
      view.say("Translated in " + result.milliseconds.toFixed(1) + " ms.");
      drawMaps();
    }

    function runInput() {
      view.run({text: input.value}).catch(function () {
        return null;
      });
    }

    go.addEventListener("click", runInput);
    live.runOnEnter(input, runInput);
    kind.addEventListener("change", drawMaps);

    return {
      ready: "Type a sentence and press Translate.",
      run: function (model, request) {
        if (!request || typeof request.text !== "string") {
          throw new Error("attnvizRun needs {text: \"an English sentence\"}.");
        }
        var result = translate(model, request.text);
        show(result);
        return result;
      }
    };
  }

  views.liveModels = views.liveModels || {};
  views.liveModels["live-translator"] = setUp;
})();
