/*
 * The positional-encoding explorer (attnviz.widgets.positional_encoding_explorer): the sinusoidal
 * table of attnviz.sinusoidal_encoding, computed here, in the browser:
 *
 *     P[i, 2j] = sin(i / base^(2j / D)),    P[i, 2j + 1] = cos(i / base^(2j / D)).
 *
 * Left: the table (positions down, columns across, -1 in the query colour, +1 in the key colour)
 * with the chosen position and column marked; middle: the chosen column across the positions;
 * right: the chosen position's row across the columns. Readouts: the value at (position, column),
 * the column's kind (sin or cos) and its period in positions, 2 pi base^(2j / D).
 *
 * Data (from Python): d_model, max_len, base, and the first position and column.
 *
 * What browser tests rely on: input.attnviz-position and input.attnviz-column;
 * output.attnviz-table-value, output.attnviz-kind and output.attnviz-period (the readouts); the
 * host's data-position and data-column; the charts .attnviz-table, .attnviz-column-plot and
 * .attnviz-row-plot, each with an aria-label that describes it.
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];

  // The (T, D) table, as attnviz.sinusoidal_encoding computes it.
  function encoding(T, D, base) {
    var table = [];
    for (var i = 0; i < T; i++) {
      var row = [];
      for (var c = 0; c < D; c++) {
        var angle = i / Math.pow(base, (c - c % 2) / D);
        row.push(c % 2 === 0 ? Math.sin(angle) : Math.cos(angle));
      }
      table.push(row);
    }
    return table;
  }

  function render(root, data, host) {
    var charts = views.charts;
    var element = views.element;
    var format = charts.format;
    var T = data.max_len;
    var D = data.d_model;
    var table = encoding(T, D, data.base);
    var state = {position: data.position, column: data.column};

    var bar = element("div", "attnviz-bar");
    var positionSlider = views.slider("position i", "attnviz-position", 0, T - 1, 1,
      data.position, String);
    var columnSlider = views.slider("column", "attnviz-column", 0, D - 1, 1, data.column, String);
    bar.appendChild(positionSlider.wrapper);
    bar.appendChild(columnSlider.wrapper);

    var map = charts.heatmap({className: "attnviz-table", rows: T, columns: D, width: 214,
      height: 230, xLabel: "column", yLabel: "position", title: "P (positions \u00d7 columns)",
      scale: {min: -1, max: 1, diverging: true}});
    var columnPlot = charts.plot({className: "attnviz-column-plot", width: 196, height: 230,
      xLabel: "position"});
    var rowPlot = charts.plot({className: "attnviz-row-plot", width: 196, height: 230,
      xLabel: "column"});
    var panels = element("div", "attnviz-panels");
    panels.appendChild(map.node);
    panels.appendChild(columnPlot.node);
    panels.appendChild(rowPlot.node);

    var readout = element("p", "attnviz-readout");
    readout.setAttribute("aria-live", "polite");
    var valueItem = element("span", "attnviz-readout-item");
    var valueLabel = document.createTextNode("");
    var value = element("output", "attnviz-table-value");
    valueItem.appendChild(valueLabel);
    valueItem.appendChild(value);
    var kindItem = element("span", "attnviz-readout-item");
    var kindLabel = document.createTextNode("");
    var kind = element("output", "attnviz-kind");
    var period = element("output", "attnviz-period");
    kindItem.appendChild(kindLabel);
    kindItem.appendChild(kind);
    kindItem.appendChild(document.createTextNode(" wave, period "));
    kindItem.appendChild(period);
    kindItem.appendChild(document.createTextNode(" positions"));
    readout.appendChild(valueItem);
    readout.appendChild(kindItem);

    root.appendChild(bar);
    root.appendChild(panels);
    root.appendChild(readout);

    var unit = [-1.1, 1.1];
    var unitTicks = [-1, -0.5, 0, 0.5, 1];

    function update() {
      var i = state.position;
      var c = state.column;
      var shown = table[i][c];
      var wave = c % 2 === 0 ? "sin" : "cos";
      var cycle = 2 * Math.PI * Math.pow(data.base, (c - c % 2) / D);
      var valueText = format(shown, 3);
      var periodText = format(cycle, 2);
      map.draw(function (row, col) {
        return table[row][col];
      }, {row: i, column: c});
      columnPlot.draw({x: [0, T - 1], y: unit, yTicks: unitTicks, yDecimals: 1,
        title: "column " + c + " (" + wave + ")",
        layers: [{type: "line", className: "attnviz-wave", points: table.map(function (row, p) {
          return [p, row[c]];
        })}, {type: "dots", className: "attnviz-picked", radius: 4, points: [[i, shown]]}]});
      rowPlot.draw({x: [0, D - 1], y: unit, yTicks: unitTicks, yDecimals: 1,
        title: "position " + i,
        layers: [{type: "line", className: "attnviz-row", points: table[i].map(function (v, k) {
          return [k, v];
        })}, {type: "dots", className: "attnviz-row-dots", radius: 1.5,
          points: table[i].map(function (v, k) {
            return [k, v];
          })}, {type: "dots", className: "attnviz-picked", radius: 4, points: [[c, shown]]}]});
      valueLabel.textContent = "P[" + i + ", " + c + "] = ";
      value.textContent = valueText;
      kindLabel.textContent = "column " + c + ": a ";
      kind.textContent = wave;
      period.textContent = periodText;
      map.setLabel("Heatmap of the sinusoidal encoding, " + T + " positions (rows) by " + D +
        " columns, values from -1 to 1, with position " + i + " and column " + c +
        " marked.");
      columnPlot.setLabel("Column " + c + ", a " + wave + " wave across the " + T +
        " positions with a period of " + periodText + " positions, worth " + valueText +
        " at position " + i + ".");
      rowPlot.setLabel("The " + D + " values of position " + i + " across the columns, " +
        "fast waves on the left, slow ones on the right; column " + c + " is worth " +
        valueText + ".");
      host.setAttribute("data-position", String(i));
      host.setAttribute("data-column", String(c));
    }

    views.follow(state, update, [
      [positionSlider, "position", Number],
      [columnSlider, "column", Number]
    ]);
    update();
  }

  views.register("positional", render);
})();
