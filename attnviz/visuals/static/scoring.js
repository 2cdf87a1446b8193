/*
 * The scoring explorer (attnviz.widgets.scoring_explorer). The random queries and keys come from
 * torch's generator, which cannot be reproduced here, so Python embeds the scores of every
 * scoring function for every width D; this script applies the masked softmax of
 * attnviz.masked_softmax to the chosen ones: each query may attend to the first `valid keys`
 * keys, the others get weight exactly 0, and with no valid key every weight is 0 (not NaN).
 * Left: the weights, queries down, keys across, from 0 to 1; right: a histogram of all the
 * scores (20 bins). Readouts: the largest weight and the scores' standard deviation (unbiased,
 * as torch.std).
 *
 * Data (from Python): scorings (names), log_widths (the exponents of D = 2^k offered), scores
 * nested [scoring][log width][query][key], num_queries, num_keys, and the first state: scoring
 * (an index), log_width (an exponent), valid.
 *
 * What browser tests rely on: select.attnviz-scoring (option values are indices),
 * input.attnviz-log-width (the exponent), input.attnviz-valid; output.attnviz-largest and
 * output.attnviz-std (the readouts); the host's data-scoring, data-log-width and data-valid;
 * the charts .attnviz-weights and .attnviz-scores, each with an aria-label that describes it.
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];

  // The masked softmax of one row of scores over its first `valid` entries.
  function maskedSoftmax(row, valid) {
    if (valid <= 0) {
      return row.map(function () {
        return 0;
      });
    }
    var kept = row.slice(0, valid);
    var top = Math.max.apply(null, kept);
    var exps = kept.map(function (s) {
      return Math.exp(s - top);
    });
    var total = exps.reduce(function (a, b) {
      return a + b;
    }, 0);
    return row.map(function (s, j) {
      return j < valid ? exps[j] / total : 0;
    });
  }

  // The unbiased standard deviation of a list of numbers (torch.std's default).
  function std(values) {
    if (values.length < 2) {
      return NaN;
    }
    var mean = values.reduce(function (a, b) {
      return a + b;
    }, 0) / values.length;
    var squares = values.reduce(function (a, v) {
      return a + (v - mean) * (v - mean);
    }, 0);
    return Math.sqrt(squares / (values.length - 1));
  }

  function render(root, D, host) {
    var charts = views.charts;
    var element = views.element;
    var format = charts.format;
    var Tq = D.num_queries;
    var Tk = D.num_keys;
    var low = D.log_widths[0];
    var state = {scoring: D.scoring, logWidth: D.log_width, valid: D.valid};

    var bar = element("div", "attnviz-bar");
    var scoringSelect = views.select("scoring", "attnviz-scoring",
      D.scorings.map(function (name, i) {
        return [i, name];
      }), D.scoring);
    var widthSlider = views.slider("log\u2082 D", "attnviz-log-width", low,
      D.log_widths[D.log_widths.length - 1], 1, D.log_width, function (k) {
        return k + " (D = " + Math.pow(2, k) + ")";
      });
    var validSlider = views.slider("valid keys", "attnviz-valid", 0, Tk, 1, D.valid,
      function (v) {
        return String(v);
      });
    bar.appendChild(scoringSelect.wrapper);
    bar.appendChild(widthSlider.wrapper);
    bar.appendChild(validSlider.wrapper);

    var map = charts.heatmap({className: "attnviz-weights", rows: Tq, columns: Tk, width: 320,
      height: 220, xLabel: "keys", yLabel: "queries", scale: {min: 0, max: 1}});
    var histogram = charts.plot({className: "attnviz-scores", width: 320, height: 220,
      xLabel: "score", yLabel: "count"});
    var panels = element("div", "attnviz-panels");
    panels.appendChild(map.node);
    panels.appendChild(histogram.node);

    var readout = element("p", "attnviz-readout");
    readout.setAttribute("aria-live", "polite");
    var largestItem = element("span", "attnviz-readout-item", "largest weight: ");
    var largest = element("output", "attnviz-largest");
    largestItem.appendChild(largest);
    var stdItem = element("span", "attnviz-readout-item", "scores' standard deviation: ");
    var spread = element("output", "attnviz-std");
    stdItem.appendChild(spread);
    readout.appendChild(largestItem);
    readout.appendChild(stdItem);

    root.appendChild(bar);
    root.appendChild(panels);
    root.appendChild(readout);

    function update() {
      var name = D.scorings[state.scoring];
      var width = Math.pow(2, state.logWidth);
      var scores = D.scores[state.scoring][state.logWidth - low];
      var weights = scores.map(function (row) {
        return maskedSoftmax(row, state.valid);
      });
      var flat = [].concat.apply([], scores);
      var top = Math.max.apply(null, weights.map(function (row) {
        return Math.max.apply(null, row);
      }));
      var sd = std(flat);
      var topText = format(top, 2);
      var sdText = format(sd, 2);
      var bins = charts.histogram(flat, 20);
      map.draw(function (i, j) {
        return weights[i][j];
      }, null, {title: name + ", D = " + width});
      histogram.draw({x: [bins.edges[0], bins.edges[20]],
        y: [0, Math.max.apply(null, bins.counts)], title: "scores: std " + sdText,
        layers: [{type: "bars", className: "attnviz-bars", edges: bins.edges,
          counts: bins.counts}]});
      largest.textContent = topText;
      spread.textContent = sdText;
      var masking;
      if (state.valid === 0) {
        masking = "every key is masked, so every weight is zero";
      } else {
        masking = (state.valid < Tk ? "the last " + (Tk - state.valid) + " keys are masked " +
          "and get no weight; " : "") + "the largest weight is " + topText;
      }
      map.setLabel("Heatmap of the attention weights of " + Tq + " queries (rows) over " + Tk +
        " keys (columns), with " + name + " scoring and D = " + width + ": " + masking + ".");
      histogram.setLabel("Histogram of the " + flat.length + " scores, from " +
        format(bins.edges[0], 2) + " to " + format(bins.edges[20], 2) +
        ", standard deviation " + sdText + ".");
      host.setAttribute("data-scoring", String(state.scoring));
      host.setAttribute("data-log-width", String(state.logWidth));
      host.setAttribute("data-valid", String(state.valid));
      widthSlider.control.setAttribute("aria-valuetext", "D = " + width);
    }

    views.follow(state, update, [
      [scoringSelect, "scoring", Number],
      [widthSlider, "logWidth", Number],
      [validSlider, "valid", Number]
    ]);
    update();
  }

  views.register("scoring", render);
})();
