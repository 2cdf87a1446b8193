/*
 * The live Vision Transformer (attnviz.visuals.live, chapter 8): draw a digit, read the
 * trained ViT's class probabilities and where its class token looks.
 *
 * Drawing: a 32 x 32 grid of on/off cells (mouse, pen and touch draw with pointer events; with
 * the keyboard, the arrow keys move a cursor, Space or Enter inks its cell, Shift with an arrow
 * inks as it moves, Delete or Backspace erases it). The pad's keydown handler does what these
 * keys mean itself, never through a default action a host could cancel, and keeps them from
 * the notebook's commands; Classify, Clear and the examples are plain buttons with click
 * handlers, no form's submission (see live-translator.js). The grid is reduced exactly as the
 * digits of scikit-learn were made from their 32 x 32 bitmaps: the number of inked cells in
 * each 4 x 4 block, an 8 x 8 image of values 0 to 16. The model then reads it as the chapter's
 * data: divided by 16, enlarged to the model's size by repeating pixels, standardised with the
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
      event.stopPropagation();  // the pad's own key: not the notebook's, nor the page's scroll
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
