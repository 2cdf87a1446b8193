/*
 * The live GPT (attnviz.visuals.live, chapter 9): prompt the character-level GPT trained on
 * Tiny Shakespeare and watch its text appear, then the attention of each head over it.
 *
 * The model mirrors attnviz.GPT block for block (live.js has the layers): token plus learned
 * position embeddings; blocks of x + attention(norm1(x)) (causal) and x + ffn(norm2(x)); a
 * final norm and the output layer (tied to the embeddings). Generation follows GPT.generate:
 * each step feeds the new token and reuses every block's keys and values (the KV cache); the
 * model reads at most `context` characters, so once the text is longer the window slides and
 * the window is computed afresh. Temperature 0 takes the most likely character (greedy, the
 * same characters as PyTorch); otherwise the logits are divided by the temperature, all but
 * the top-k kept, and a character drawn from their softmax with the page's own random numbers
 * (a seeded generator: the same seed gives the same text here, not the same as PyTorch's).
 *
 * host.attnvizRun({prompt, max_new_tokens, temperature, top_k, seed}) resolves to {output
 * (prompt and continuation, what chars.decode(model.generate(...)[0]) gives for greedy),
 * continuation, attention (weights nested (L, H, T, T) over the last `context` characters),
 * characters, milliseconds}. A character outside the model's vocabulary, or an empty prompt,
 * is refused with a message naming it; a prompt longer than the context is read by its last
 * `context` characters, and the status line says so.
 *
 * In the shadow root: textarea.attnviz-live-input, input.attnviz-live-temperature,
 * input.attnviz-live-topk, input.attnviz-live-length, button.attnviz-live-go, the examples as
 * button.attnviz-live-example, the text in .attnviz-live-output (the continuation in
 * .attnviz-live-new), the attention view inside .attnviz-live-maps, and under the prompt the
 * keys' hint, .attnviz-live-keys.
 *
 * Keys in the prompt: Enter makes a new line (with Shift or Alt too), as in any text box, since
 * the book's prompts are lines ("ROMEO:" and a new line); Ctrl+Enter (Cmd+Enter on a Mac)
 * generates, as the Generate button does; the hint under the prompt says so. The view makes the
 * new line itself, at the caret (the browser's insertText, which keeps it on the box's undo
 * list, else setRangeText and an input event), because a host may cancel the browser's own:
 * JupyterLab cancels the line break Enter asks for anywhere in a cell. Nothing here is a
 * form's submission (an output frame sandboxed without allow-forms, Colab's kind, refuses them):
 * the button has a click handler and the keys a keydown handler on the prompt, which takes the
 * keys it acts on from the page (preventDefault and stopPropagation), so that they never reach
 * the notebook's commands (Shift+Enter or Ctrl+Enter does not run the cell). The other keys
 * typed in the prompt stay with it as well, undo and redo among them, which JupyterLab would
 * cancel; only the front end's shortcuts go on (live-engine.js, ownKeys).
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];
  var live = views.liveEngine;

  // One forward pass of tokens at positions offset... with caches (one {k, v, T} per block):
  // the last position's logits and each block's weights (H, T, offset + T).
  function forward(model, tokens, offset, caches) {
    var P = model.tensors;
    var C = model.meta.config;
    var D = C.d_model;
    var T = tokens.length;
    var x = new Float32Array(T * D);
    var table = P["embedding.weight"];
    var positions = P["positions.weight"];
    tokens.forEach(function (id, t) {
      for (var d = 0; d < D; d++) {
        x[t * D + d] = table[id * D + d] + positions[(offset + t) * D + d];
      }
    });
    var weights = [];
    for (var l = 0; l < C.num_layers; l++) {
      var block = "blocks." + l;
      var h = live.norm(P, block + ".norm1", x, T);
      var causal = function (i, j) {
        return j <= offset + i;  // the queries are the last T of the keys
      };
      var attention = live.multiHeadAttention(P, block + ".attention", h, T, h, T, C.num_heads,
        causal, caches[l]);
      weights.push(attention.weights);
      x = live.add(x, attention.out);
      if (P[block + ".ffn.dense1.weight"]) {
        var ffn = live.feedForward(P, block + ".ffn", live.norm(P, block + ".norm2", x, T), T,
          C.activation || "gelu");
        x = live.add(x, ffn);
      }
    }
    var lastRow = live.rowOf(x, T - 1, D);
    var logits = live.linear(live.layerNorm(lastRow, 1, P["norm.weight"], P["norm.bias"]), 1,
      P["output.weight"], null);
    return {logits: logits, weights: weights};
  }

  function freshCaches(L) {
    var caches = [];
    for (var l = 0; l < L; l++) {
      caches.push({k: null, v: null, T: 0});
    }
    return caches;
  }

  // A small seeded generator (mulberry32), for sampling.
  function random(seed) {
    var a = seed >>> 0;
    return function () {
      a = (a + 0x6d2b79f5) >>> 0;
      var t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  function pick(logits, temperature, topK, draw) {
    if (temperature === 0) {
      return live.argmax(logits);
    }
    var scaled = Array.prototype.map.call(logits, function (value) {
      return value / temperature;
    });
    var kth = -Infinity;
    if (topK && topK < scaled.length) {
      kth = scaled.slice().sort(function (a, b) {
        return b - a;
      })[topK - 1];
    }
    var max = Math.max.apply(null, scaled);
    var probabilities = scaled.map(function (value) {
      return value < kth ? 0 : Math.exp(value - max);
    });
    var total = probabilities.reduce(function (a, b) {
      return a + b;
    }, 0);
    var target = draw() * total;
    for (var i = 0; i < probabilities.length; i++) {
      target -= probabilities[i];
      if (target < 0 && probabilities[i] > 0) {
        return i;
      }
    }
    return live.argmax(logits);
  }

  function named(c) {
    return c === "\n" ? "new line" : c === " " ? "space" : c === "\t" ? "tab" : JSON.stringify(c);
  }

  function checkRequest(model, request) {
    var chars = model.meta.chars;
    if (!request || typeof request.prompt !== "string") {
      throw new Error("attnvizRun needs {prompt: \"some text\"}.");
    }
    if (!request.prompt.length) {
      throw new Error("Type a prompt first: the model continues a text (it may be one " +
        "character, such as a new line).");
    }
    var ids = [];
    var characters = Array.from(request.prompt);  // by code point: an emoji is one
    for (var i = 0; i < characters.length; i++) {
      var c = characters[i];
      var id = chars.indexOf(c);
      if (id < 0) {
        throw new Error("The prompt holds " + named(c) + " (character " + (i + 1) + "), " +
          "which the model never saw: it knows only the " + chars.length + " characters of " +
          "its training text, the letters and " + chars.filter(function (known) {
            return !/[A-Za-z]/.test(known);
          }).map(named).join(" ") + ".");
      }
      ids.push(id);
    }
    var count = request.max_new_tokens === undefined ? 60 : request.max_new_tokens;
    if (!(Number.isInteger(count) && count >= 1 && count <= 1000)) {
      throw new Error("max_new_tokens must be a whole number from 1 to 1000, got " + count + ".");
    }
    var temperature = request.temperature === undefined ? 0 : Number(request.temperature);
    if (!(temperature >= 0 && temperature <= 5)) {
      throw new Error("temperature must be between 0 and 5, got " + request.temperature + ".");
    }
    var topK = request.top_k ? Number(request.top_k) : null;
    if (topK !== null && !(Number.isInteger(topK) && topK >= 1 && topK <= chars.length)) {
      throw new Error("top_k must be a whole number from 1 to " + chars.length + ", got " +
        request.top_k + ".");
    }
    return {ids: ids, count: count, temperature: temperature, topK: topK,
      seed: request.seed === undefined ? 1 : Number(request.seed)};
  }

  // Generate, calling onToken(text so far) after each character; resolves to the result.
  function generate(model, request, onToken) {
    var C = model.meta.config;
    var chars = model.meta.chars;
    var settings = checkRequest(model, request);
    var began = window.performance.now();
    var tokens = settings.ids.slice();
    var draw = random(settings.seed);
    var caches = freshCaches(C.num_layers);
    var feed = tokens.slice(-C.context);
    var steps = 0;
    function text(ids) {
      return ids.map(function (id) {
        return chars[id];
      }).join("");
    }
    function step() {
      if (caches[0].T + feed.length > C.context) {  // the window slides: compute it afresh
        caches = freshCaches(C.num_layers);
        feed = tokens.slice(-C.context);
      }
      var logits = forward(model, feed, caches[0].T, caches).logits;
      var next = pick(logits, settings.temperature, settings.topK, draw);
      tokens.push(next);
      feed = [next];
      steps += 1;
      onToken(text(tokens.slice(settings.ids.length)));
      if (steps < settings.count) {
        return (steps % 4 ? Promise.resolve() : live.nextFrame()).then(step);
      }
      var window0 = tokens.slice(-C.context);
      var map = forward(model, window0, 0, freshCaches(C.num_layers));
      var T = window0.length;
      return {
        output: text(tokens),
        continuation: text(tokens.slice(settings.ids.length)),
        characters: window0.map(function (id) {
          return chars[id];
        }),
        attention: map.weights.map(function (weights) {
          return live.nested(weights, C.num_heads, T, T);
        }),
        milliseconds: window.performance.now() - began
      };
    }
    return Promise.resolve().then(step);
  }

  function shownChar(c) {
    return c === "\n" ? "⏎" : c === " " ? "␣" : c;
  }

  function setUp(body, D, host, view, loaded) {
    var element = views.element;
    var settings = D.settings || {};
    var entry = element("div", "attnviz-live-entry");
    var label = element("label", "attnviz-control attnviz-live-prompt", "Prompt ");
    var input = element("textarea", "attnviz-live-input");
    input.rows = 3;
    input.maxLength = 2000;
    input.spellcheck = false;
    input.value = D.examples.length ? D.examples[0] : "ROMEO:\n";
    label.appendChild(input);
    entry.appendChild(label);
    var keys = element("p", "attnviz-hint attnviz-live-keys",
      "Enter makes a new line; Ctrl+Enter (⌘+Enter on a Mac) generates.");
    keys.id = "attnviz-live-keys";  // ids are the shadow root's own: one per view
    input.setAttribute("aria-describedby", keys.id);
    entry.appendChild(keys);
    var controls = element("div", "attnviz-bar");
    var temperature = views.slider("temperature", "attnviz-live-temperature", 0, 2, 0.1,
      settings.temperature || 0, function (value) {
        return value === 0 ? "0 (greedy)" : value.toFixed(1);
      });
    var topK = views.slider("top-k", "attnviz-live-topk", 1, 65, 1, settings.top_k || 10,
      function (value) {
        return String(value);
      });
    var length = views.slider("characters", "attnviz-live-length", 10, 300, 10,
      settings.max_new_tokens || 60, function (value) {
        return String(value);
      });
    [temperature, topK, length].forEach(function (control) {
      controls.appendChild(control.wrapper);
    });
    var go = element("button", "attnviz-live-go", "Generate");
    go.type = "button";
    controls.appendChild(go);
    var examples = live.exampleChips(D.examples, input, runInput, function (prompt) {
      return prompt.replace(/\n/g, "⏎ ");  // a new line shown as the key that types it
    });
    var output = element("pre", "attnviz-live-output");
    var promptPart = element("span", "attnviz-live-old");
    var newPart = element("span", "attnviz-live-new");
    output.appendChild(promptPart);
    output.appendChild(newPart);
    output.setAttribute("aria-live", "off");
    var maps = element("div", "attnviz-live-maps");

    body.appendChild(entry);
    body.appendChild(controls);
    body.appendChild(examples);
    body.appendChild(output);
    body.appendChild(maps);

    function runInput() {
      view.run({
        prompt: input.value,
        max_new_tokens: Number(length.control.value),
        temperature: Number(temperature.control.value),
        top_k: Number(topK.control.value)
      }).catch(function () {
        return null;
      });
    }

    go.addEventListener("click", runInput);
    live.runOnEnter(input, runInput, newLine);  // Enter: a new line; Ctrl or Cmd+Enter: run

    return {
      ready: "Write a prompt and press Generate.",
      run: function (model, request) {
        var prompt = request && request.prompt;
        promptPart.textContent = typeof prompt === "string" ? prompt : "";
        newPart.textContent = "";
        return generate(model, request, function (text) {
          newPart.textContent = text;
        }).then(function (result) {
          var T = result.characters.length;
          live.attentionView(maps, {
            title: "Attention of each head over the last " + T + " characters (the model's " +
              "window)",
            layers: result.attention.map(function (layer, l) {
              return "layer " + (l + 1);
            }),
            queries: result.characters.map(shownChar),
            keys: result.characters.map(shownChar),
            weights: result.attention
          });
          var seen = Array.from(prompt).length;
          view.say("Generated " + result.continuation.length + " characters in " +
            Math.round(result.milliseconds) + " ms." + (seen > model.meta.config.context ?
            " The model reads at most " + model.meta.config.context + " characters: it saw " +
              "only the end of your prompt, and each new character the last " +
              model.meta.config.context + " before it." : ""));
          return result;
        });
      }
    };
  }

  // A new line at the caret of a text box, as Enter gives where the page lets it.
  function newLine(field) {
    var start = field.selectionStart;
    var end = field.selectionEnd;
    if (field.maxLength >= 0 && field.value.length - (end - start) >= field.maxLength) {
      return;  // full, as the browser's own Enter would leave it
    }
    var before = field.value;
    var inserted;
    try {
      inserted = document.execCommand("insertText", false, "\n") && field.value !== before;
    } catch {
      inserted = false;  // a browser without the command
    }
    if (!inserted) {
      field.setRangeText("\n", start, end, "end");
      field.dispatchEvent(new window.Event("input", {bubbles: true}));
      if (field.selectionEnd === field.value.length) {
        field.scrollTop = field.scrollHeight;
      }
    }
  }

  views.liveModels = views.liveModels || {};
  views.liveModels["live-gpt"] = setUp;
})();
