/*
 * The patch view (attnviz.widgets.patch_attention_explorer): where a Vision Transformer's class
 * token looks. Selects pick the image, the layer and the map: the mean over the layer's heads,
 * one head, or the attention rollout across all layers (which ignores the layer). The image is
 * drawn in grey (its ink mid grey) with the map over it, one translucent square per patch in
 * the key colour, strongest where the class token attends most; a line names the most attended
 * patch and its weight. The arrow keys on the picture move a marked patch, whose weight the
 * line also gives.
 *
 * Data (from Python): images (names), size (S, pixels per side), pictures (B rows of S * S
 * values in [0, 1]), grid (patches per side), layers (names), heads (H), maps (L, H, B, N: the
 * class token's weights over the N patches) and rollout (B, N), decimals.
 *
 * What browser tests rely on: the host carries data-image, data-layer, data-map ("mean",
 * "rollout" or a head index), data-top (the most attended patch) and data-weight (its weight,
 * as shown); the selects are select.attnviz-image, .attnviz-layer and .attnviz-map; the
 * picture is canvas.attnviz-picture.
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];
  var PIXELS = 224;

  function render(root, D, host) {
    var element = views.element;
    var side = D.grid;
    var N = side * side;
    var scale = Math.pow(10, D.decimals);
    var accent = window.getComputedStyle(root).getPropertyValue("--attnviz-key").trim();
    var mark = window.getComputedStyle(root).getPropertyValue("--attnviz-query").trim();
    var ratio = window.devicePixelRatio || 1;
    var marked = -1;

    var bar = element("div", "attnviz-bar");
    var imageSelect = views.select("image", "attnviz-image", D.images.map(function (name, b) {
      return [b, name];
    }), 0);
    var layerSelect = views.select("layer", "attnviz-layer", D.layers.map(function (name, l) {
      return [l, name];
    }), D.layers.length - 1);
    var mapOptions = [["mean", "mean of heads"], ["rollout", "rollout (all layers)"]];
    for (var h = 0; h < D.heads; h++) {
      mapOptions.push([String(h), "head " + h]);
    }
    var mapSelect = views.select("map", "attnviz-map", mapOptions, "mean");
    bar.appendChild(imageSelect.wrapper);
    bar.appendChild(layerSelect.wrapper);
    bar.appendChild(mapSelect.wrapper);
    var canvas = element("canvas", "attnviz-picture");
    canvas.width = Math.round(PIXELS * ratio);
    canvas.height = Math.round(PIXELS * ratio);
    canvas.style.width = PIXELS + "px";
    canvas.style.height = PIXELS + "px";
    canvas.tabIndex = 0;
    canvas.setAttribute("role", "img");
    var line = element("div", "attnviz-readout");
    line.setAttribute("aria-live", "polite");
    root.appendChild(bar);
    root.appendChild(canvas);
    root.appendChild(line);
    root.appendChild(element("div", "attnviz-hint",
      "Pick an image, a layer and a map; tab to the picture and use the arrow keys to read " +
      "the weight of any patch."));

    function scores() {
      var b = Number(imageSelect.control.value) || 0;
      var layer = Number(layerSelect.control.value) || 0;
      var choice = mapSelect.control.value;
      if (choice === "rollout") {
        return D.rollout[b];
      }
      if (choice !== "mean") {
        return D.maps[layer][Number(choice)][b];
      }
      var mean = [];
      for (var n = 0; n < N; n++) {
        var sum = 0;
        for (var k = 0; k < D.heads; k++) {
          sum += D.maps[layer][k][b][n];
        }
        mean.push(Math.round(sum / D.heads * scale) / scale);
      }
      return mean;
    }

    function where(patch) {
      var row = Math.floor(patch / side);
      var column = patch % side;
      var thirds = [row, column].map(function (index) {
        return Math.floor(3 * (2 * index + 1) / (2 * side));
      });
      if (thirds[0] === 1 && thirds[1] === 1) {
        return "centre";
      }
      return ["top", "middle", "bottom"][thirds[0]] + " " + ["left", "centre", "right"][thirds[1]];
    }

    function draw() {
      var b = Number(imageSelect.control.value) || 0;
      var values = scores();
      var top = 0;
      var most = 0;
      values.forEach(function (value, n) {
        if (value > values[top]) {
          top = n;
        }
        most = Math.max(most, value);
      });
      var ctx = canvas.getContext("2d");
      var pixel = PIXELS / D.size;
      var patch = PIXELS / side;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      for (var i = 0; i < D.size; i++) {
        for (var j = 0; j < D.size; j++) {
          // ink in mid grey, not black, so that the map's colour shows over it too
          var grey = Math.round(255 - 150 * D.pictures[b][i * D.size + j]);
          ctx.fillStyle = "rgb(" + grey + "," + grey + "," + grey + ")";
          ctx.fillRect(j * pixel, i * pixel, pixel + 0.5, pixel + 0.5);
        }
      }
      values.forEach(function (value, n) {
        var alpha = most > 0 ? 0.75 * value / most : 0;
        ctx.fillStyle = "rgba(" + accent + "," + alpha.toFixed(3) + ")";
        ctx.fillRect((n % side) * patch, Math.floor(n / side) * patch, patch, patch);
      });
      if (marked >= 0) {
        ctx.strokeStyle = "rgb(" + mark + ")";
        ctx.lineWidth = 3;
        ctx.strokeRect((marked % side) * patch + 1.5, Math.floor(marked / side) * patch + 1.5,
          patch - 3, patch - 3);
      }
      var choice = mapSelect.control.value;
      var shown = choice === "rollout" ? "the attention rollout across all layers" :
        (choice === "mean" ? "the mean over the heads of " : "head " + choice + " of ") +
        (choice === "rollout" ? "" : D.layers[Number(layerSelect.control.value) || 0]);
      var text = "Most attended patch: number " + top + " (" + where(top) + "), weight " +
        values[top].toFixed(D.decimals) + ".";
      if (marked >= 0) {
        text += " Marked patch " + marked + " (" + where(marked) + "): " +
          values[marked].toFixed(D.decimals) + ".";
      }
      line.textContent = text;
      canvas.setAttribute("aria-label", D.images[b] + ", with a heat map over its " + N +
        " patches of where the class token attends in " + shown + "; the most attended " +
        "patch lies in the " + where(top) + " of the image.");
      host.setAttribute("data-image", String(b));
      host.setAttribute("data-layer", String(layerSelect.control.value));
      host.setAttribute("data-map", choice);
      host.setAttribute("data-top", String(top));
      host.setAttribute("data-weight", values[top].toFixed(D.decimals));
      layerSelect.control.disabled = choice === "rollout" || D.layers.length < 2;
    }

    canvas.addEventListener("keydown", function (event) {
      var moves = {ArrowLeft: -1, ArrowRight: 1, ArrowUp: -side, ArrowDown: side};
      if (!(event.key in moves)) {
        return;
      }
      event.preventDefault();
      marked = marked < 0 ? 0 : Math.max(0, Math.min(N - 1, marked + moves[event.key]));
      draw();
    });
    [imageSelect, layerSelect, mapSelect].forEach(function (select) {
      select.control.addEventListener("change", draw);
    });
    draw();
    views.onTheme(root, draw);
  }

  views.register("patches", render);
})();
