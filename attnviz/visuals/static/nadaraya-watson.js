/*
 * The Nadaraya-Watson explorer (attnviz.widgets.nadaraya_watson_explorer), computed here, in the
 * browser, from the training samples Python embeds.
 *
 * Each query x weighs every training input x_i by a kernel of u = (x - x_i) / width, the four
 * kernels of attnviz.kernels: gaussian exp(-u^2 / 2) (as a softmax of -u^2 / 2, so that a query
 * far from every x_i still gets weights that sum to one), boxcar (1 where |u| <= 1), epanechnikov
 * max(0, 1 - u^2) and constant 1. The weights are normalised to sum to one (a query no training
 * input reaches gets zero weights and a zero estimate) and the estimate is the weighted mean of
 * the y_i. Left: the training points, the estimate (broken where no training input is reached),
 * the true function if given, and the chosen query; right: the weights, queries down, training
 * inputs across. Readouts: how many training inputs a query spreads its weight over, on average
 * (the mean over queries of 1 / sum of squared weights), and the estimate at the chosen query.
 *
 * Data (from Python): x_train, y_train (N), x_query, y_true (M; y_true may be null), kernels,
 * kernel, width (the first width), width_min, width_max and width_steps (the width slider runs
 * over width_min * (width_max / width_min)^(k / width_steps), k = 0 .. width_steps), query (the
 * index of the first query chosen), y_range ([low, high] of the fit's y axis).
 *
 * What browser tests rely on: select.attnviz-kernel, input.attnviz-width, input.attnviz-query;
 * output.attnviz-effective and output.attnviz-estimate (the readouts); the host's data-kernel,
 * data-width and data-query; the charts are .attnviz-fit and .attnviz-weights, each with an
 * aria-label that describes what it shows.
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];

  var KERNELS = {
    gaussian: function (u) {
      return Math.exp(-u * u / 2);
    },
    boxcar: function (u) {
      return Math.abs(u) <= 1 ? 1 : 0;
    },
    epanechnikov: function (u) {
      return Math.max(0, 1 - u * u);
    },
    constant: function () {
      return 1;
    }
  };

  // The (M, N) weights of every query over the training inputs.
  function attentionWeights(xTrain, xQuery, kernel, width) {
    return xQuery.map(function (x) {
      var u = xTrain.map(function (xi) {
        return (x - xi) / width;
      });
      var similarity;
      if (kernel === "gaussian") {
        var exponents = u.map(function (v) {
          return -v * v / 2;
        });
        var top = Math.max.apply(null, exponents);
        similarity = exponents.map(function (e) {
          return Math.exp(e - top);
        });
      } else {
        similarity = u.map(KERNELS[kernel]);
      }
      var total = similarity.reduce(function (a, b) {
        return a + b;
      }, 0);
      return similarity.map(function (s) {
        return total > 0 ? s / total : 0;
      });
    });
  }

  function render(root, D, host) {
    var charts = views.charts;
    var element = views.element;
    var format = charts.format;
    var N = D.x_train.length;
    var M = D.x_query.length;
    var state = {kernel: D.kernel, width: D.width, query: D.query};

    function widthAt(k) {
      return D.width_min * Math.pow(D.width_max / D.width_min, k / D.width_steps);
    }
    var firstStep = Math.round(Math.log(D.width / D.width_min) /
      Math.log(D.width_max / D.width_min) * D.width_steps);

    var bar = element("div", "attnviz-bar");
    var kernelSelect = views.select("kernel", "attnviz-kernel", D.kernels.map(function (name) {
      return [name, name];
    }), D.kernel);
    var widthSlider = views.slider("width \u03c3", "attnviz-width", 0, D.width_steps, 1,
      firstStep, function (k) {
        return format(widthAt(k), 2);
      });
    var querySlider = views.slider("query x", "attnviz-query", 0, M - 1, 1, D.query,
      function (i) {
        return format(D.x_query[i], 2);
      });
    widthSlider.output.textContent = format(D.width, 2);
    bar.appendChild(kernelSelect.wrapper);
    bar.appendChild(widthSlider.wrapper);
    bar.appendChild(querySlider.wrapper);

    var xs = D.x_train.concat(D.x_query);
    var xRange = [Math.min.apply(null, xs), Math.max.apply(null, xs)];
    var fit = charts.plot({className: "attnviz-fit", width: 330, height: 230, xLabel: "x",
      yLabel: "y"});
    var map = charts.heatmap({className: "attnviz-weights", rows: M, columns: N, width: 310,
      height: 230, xLabel: "training inputs (keys)", yLabel: "queries",
      title: "attention weights", scale: {min: 0, max: 1}});
    var panels = element("div", "attnviz-panels");
    panels.appendChild(fit.node);
    panels.appendChild(map.node);

    var readout = element("p", "attnviz-readout");
    readout.setAttribute("aria-live", "polite");
    var effectiveItem = element("span", "attnviz-readout-item",
      "training inputs a query spreads its weight over, on average: ");
    var effective = element("output", "attnviz-effective");
    effectiveItem.appendChild(effective);
    var estimateItem = element("span", "attnviz-readout-item");
    var estimateLabel = document.createTextNode("");
    var estimate = element("output", "attnviz-estimate");
    estimateItem.appendChild(estimateLabel);
    estimateItem.appendChild(estimate);
    readout.appendChild(effectiveItem);
    readout.appendChild(estimateItem);

    root.appendChild(bar);
    root.appendChild(panels);
    root.appendChild(readout);
    root.appendChild(element("div", "attnviz-hint", "Choose a kernel and a width; the query " +
      "slider picks the query whose estimate is shown (marked on the left, its row on the " +
      "right)."));

    function update() {
      var weights = attentionWeights(D.x_train, D.x_query, state.kernel, state.width);
      var squares = weights.map(function (row) {
        return row.reduce(function (a, w) {
          return a + w * w;
        }, 0);
      });
      var spread = squares.filter(function (s) {
        return s > 0;
      }).map(function (s) {
        return 1 / s;
      });
      var meanSpread = spread.length ? spread.reduce(function (a, b) {
        return a + b;
      }, 0) / spread.length : 0;
      var estimates = weights.map(function (row, i) {
        return squares[i] > 0 ? row.reduce(function (a, w, j) {
          return a + w * D.y_train[j];
        }, 0) : null;
      });
      var largest = Math.max.apply(null, weights.map(function (row) {
        return Math.max.apply(null, row);
      }));
      var q = state.query;
      var xq = D.x_query[q];
      var yq = estimates[q] === null ? 0 : estimates[q];
      var reached = estimates[q] !== null;
      var widthText = format(state.width, 2);
      var layers = [{type: "dots", className: "attnviz-samples", legend: "samples",
        points: D.x_train.map(function (x, j) {
          return [x, D.y_train[j]];
        })}];
      if (D.y_true !== null) {
        layers.push({type: "line", className: "attnviz-truth", legend: "truth",
          points: D.x_query.map(function (x, i) {
            return [x, D.y_true[i]];
          })});
      }
      layers.push({type: "line", className: "attnviz-estimate-line", legend: "estimate",
        points: D.x_query.map(function (x, i) {
          return [x, estimates[i]];
        })});
      layers.push({type: "vline", className: "attnviz-chosen", x: xq});
      if (reached) {
        layers.push({type: "dots", className: "attnviz-chosen-dot", radius: 4,
          points: [[xq, yq]]});
      }
      fit.draw({x: xRange, y: D.y_range, layers: layers,
        title: state.kernel + ", \u03c3 = " + widthText});
      map.draw(function (i, j) {
        return weights[i][j];
      }, {row: q}, {scale: {min: 0, max: largest > 0 ? largest : 1}});

      var spreadText = format(meanSpread, 1);
      var estimateText = format(yq, 3);
      effective.textContent = spreadText;
      estimateLabel.textContent = "estimate at x = " + format(xq, 2) + ": ";
      estimate.textContent = estimateText + (reached ? "" : " (no training input in reach)");
      var truth = D.y_true !== null ? " and the true function, dashed" : "";
      fit.setLabel("The Nadaraya\u2013Watson estimate with the " + state.kernel +
        " kernel of width \u03c3 = " + widthText + ", a line over the " + N +
        " training points" + truth + ". At the marked query x = " + format(xq, 2) +
        (reached ? " the estimate is " + estimateText + "." :
          " no training input is in reach, so there is no estimate."));
      map.setLabel("Heatmap of the attention weights, " + M + " queries (rows) by " + N +
        " training inputs (columns), from 0 to " + format(largest, 2) + "; a query spreads " +
        "its weight over about " + spreadText + " training inputs on average; the row of " +
        "query x = " + format(xq, 2) + " is marked.");
      host.setAttribute("data-kernel", state.kernel);
      host.setAttribute("data-width", String(state.width));
      host.setAttribute("data-query", String(q));
      widthSlider.control.setAttribute("aria-valuetext", widthText);
      querySlider.control.setAttribute("aria-valuetext", format(xq, 2));
    }

    views.follow(state, update, [
      [kernelSelect, "kernel", String],
      [widthSlider, "width", function (value) {
        return widthAt(Number(value));
      }],
      [querySlider, "query", Number]
    ]);
    update();
  }

  views.register("nadaraya-watson", render);
})();
