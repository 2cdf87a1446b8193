/*
 * attnviz charts: drawing code the explorers share (a view asks for it with requires=("charts",)
 * and finds it as the charts of the runtime of its version, runtime.charts: see runtime.js).
 *
 * - plot(options): an SVG line, scatter or bar chart with axes, ticks and labels. Its draw(spec)
 *   redraws it whole from spec.x and spec.y (the domains, [low, high]), spec.title and
 *   spec.layers, each {type: "line" | "dots" | "bars" | "vline", className, ...}.
 * - heatmap(options): a matrix on a canvas (one pixel per cell, scaled up without smoothing),
 *   with axes, ticks, a colour scale and optional marks (a row, a column) drawn in SVG on top.
 *   The colours: options.scale.diverging false shades the book's key colour from clear (min) to
 *   full (max); true shades negative values in the query colour and positive ones in the key
 *   colour, clear at zero. Either way the page's background shows through, so the heatmap reads
 *   on the light and the dark theme alike.
 * - histogram(values, bins): counts of values in equal bins between their smallest and largest.
 *
 * Every chart sits in a div.attnviz-chart with role="img" whose aria-label the explorer keeps
 * up to date (setLabel); the SVG and canvas inside are hidden from screen readers. Text, axes
 * and marks use currentColor, so they follow the page's theme; the role colours come from the
 * CSS variables of views.css (--attnviz-query, --attnviz-key).
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];
  if (views.charts) {
    return;
  }
  var SVG = "http://www.w3.org/2000/svg";

  function svgElement(tag, attributes, className) {
    var node = document.createElementNS(SVG, tag);
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, String(attributes[name]));
    });
    if (className) {
      node.setAttribute("class", className);
    }
    return node;
  }

  function text(x, y, content, anchor, className) {
    var node = svgElement("text", {x: x, y: y, "text-anchor": anchor || "middle"},
      className || "attnviz-tick-label");
    node.textContent = content;
    return node;
  }

  // A number with a fixed number of decimals, without "-0.00".
  function format(value, decimals) {
    var shown = Number(value).toFixed(decimals);
    return /^-0(\.0*)?$/.test(shown) ? shown.slice(1) : shown;
  }

  // About `count` round tick values (1, 2 or 5 times a power of ten apart) within [low, high].
  function ticks(low, high, count) {
    if (!(high > low)) {
      return [low];
    }
    var raw = (high - low) / Math.max(1, count);
    var power = Math.pow(10, Math.floor(Math.log10(raw)));
    var step = [1, 2, 5, 10].map(function (m) {
      return m * power;
    }).filter(function (s) {
      return s >= raw;
    })[0];
    var values = [];
    for (var v = Math.ceil(low / step - 1e-9) * step; v <= high + step * 1e-9; v += step) {
      values.push(Math.abs(v) < step * 1e-9 ? 0 : v);
    }
    return values;
  }

  function decimalsOf(values) {
    var step = values.length > 1 ? Math.abs(values[1] - values[0]) : 1;
    return step >= 1 ? 0 : Math.min(6, Math.ceil(-Math.log10(step) - 1e-9));
  }

  // The role colours as "r, g, b", read from the CSS variables of views.css.
  function roleColours(root) {
    var style = window.getComputedStyle(root);
    return {
      query: style.getPropertyValue("--attnviz-query").trim(),
      key: style.getPropertyValue("--attnviz-key").trim()
    };
  }

  function figure(className, width, height) {
    var node = document.createElement("div");
    node.className = "attnviz-chart" + (className ? " " + className : "");
    node.setAttribute("role", "img");
    node.style.width = width + "px";
    node.style.height = height + "px";
    var svg = svgElement("svg", {width: width, height: height, viewBox: "0 0 " + width + " " +
      height, "aria-hidden": "true", focusable: "false"});
    node.appendChild(svg);
    return {
      node: node,
      svg: svg,
      setLabel: function (label) {
        node.setAttribute("aria-label", label);
      }
    };
  }

  function clear(node) {
    while (node.firstChild) {
      node.removeChild(node.firstChild);
    }
  }

  // Axes with ticks along the left and bottom of the box, and their labels.
  function drawAxes(svg, box, xTicks, yTicks, options) {
    var axes = svgElement("g", {}, "attnviz-axes");
    var xDecimals = options.xDecimals !== undefined ? options.xDecimals : decimalsOf(xTicks.values);
    var yDecimals = options.yDecimals !== undefined ? options.yDecimals : decimalsOf(yTicks.values);
    axes.appendChild(svgElement("path", {d: "M" + box.left + "," + box.top + "V" + box.bottom +
      "H" + box.right, fill: "none"}, "attnviz-axis"));
    xTicks.values.forEach(function (value) {
      var x = xTicks.at(value);
      axes.appendChild(svgElement("path", {d: "M" + x + "," + box.bottom + "v4"},
        "attnviz-axis"));
      axes.appendChild(text(x, box.bottom + 15, format(value, xDecimals)));
    });
    yTicks.values.forEach(function (value) {
      var y = yTicks.at(value);
      axes.appendChild(svgElement("path", {d: "M" + box.left + "," + y + "h-4"},
        "attnviz-axis"));
      axes.appendChild(text(box.left - 6, y + 4, format(value, yDecimals), "end"));
    });
    if (options.xLabel) {
      axes.appendChild(text((box.left + box.right) / 2, box.bottom + 30, options.xLabel,
        "middle", "attnviz-axis-label"));
    }
    if (options.yLabel) {
      var label = text(0, 0, options.yLabel, "middle", "attnviz-axis-label");
      label.setAttribute("transform", "translate(11," + (box.top + box.bottom) / 2 +
        ") rotate(-90)");
      axes.appendChild(label);
    }
    if (options.title) {
      axes.appendChild(text((box.left + box.right) / 2, 13, options.title, "middle",
        "attnviz-chart-title"));
    }
    svg.appendChild(axes);
  }

  function plot(options) {
    var width = options.width || 320;
    var height = options.height || 220;
    var shell = figure(options.className, width, height);
    var box = {left: 48, right: width - 10, top: 22, bottom: height - 38};

    function draw(spec) {
      var x0 = spec.x[0];
      var x1 = spec.x[1] > x0 ? spec.x[1] : x0 + 1;
      var y0 = spec.y[0];
      var y1 = spec.y[1] > y0 ? spec.y[1] : y0 + 1;
      function px(x) {
        return box.left + (x - x0) / (x1 - x0) * (box.right - box.left);
      }
      function py(y) {
        return box.bottom - (y - y0) / (y1 - y0) * (box.bottom - box.top);
      }
      clear(shell.svg);
      drawAxes(shell.svg, box, {values: spec.xTicks || ticks(x0, x1, 5), at: px},
        {values: spec.yTicks || ticks(y0, y1, 4), at: py},
        {xLabel: options.xLabel, yLabel: options.yLabel, title: spec.title,
          xDecimals: spec.xDecimals, yDecimals: spec.yDecimals});
      var legend = [];
      spec.layers.forEach(function (layer) {
        var group = svgElement("g", {}, layer.className);
        if (layer.type === "line") {
          // points [[x, y], ...]; a null y breaks the line
          var d = "";
          var pen = "M";
          layer.points.forEach(function (point) {
            if (point[1] === null) {
              pen = "M";
              return;
            }
            d += pen + px(point[0]).toFixed(2) + "," + py(point[1]).toFixed(2);
            pen = "L";
          });
          group.appendChild(svgElement("path", {d: d, fill: "none"}));
        } else if (layer.type === "dots") {
          layer.points.forEach(function (point) {
            group.appendChild(svgElement("circle", {cx: px(point[0]).toFixed(2),
              cy: py(point[1]).toFixed(2), r: layer.radius || 2.5}));
          });
        } else if (layer.type === "bars") {
          // bins {edges: [e0, ..., en], counts: [c0, ..., cn-1]}
          layer.counts.forEach(function (count, i) {
            if (count > 0) {
              var left = px(layer.edges[i]);
              var right = px(layer.edges[i + 1]);
              group.appendChild(svgElement("rect", {x: left.toFixed(2), y: py(count).toFixed(2),
                width: Math.max(0.5, right - left - 1).toFixed(2),
                height: (py(0) - py(count)).toFixed(2)}));
            }
          });
        } else if (layer.type === "vline") {
          group.appendChild(svgElement("path", {d: "M" + px(layer.x).toFixed(2) + "," +
            box.top + "V" + box.bottom}));
        }
        shell.svg.appendChild(group);
        if (layer.legend) {
          legend.push(layer);
        }
      });
      legend.forEach(function (layer, i) {
        var y = box.top + 10 + i * 15;
        var key = svgElement("g", {}, layer.className + " attnviz-legend");
        if (layer.type === "dots") {
          key.appendChild(svgElement("circle", {cx: box.left + 16, cy: y - 4, r: 2.5}));
        } else {
          key.appendChild(svgElement("path", {d: "M" + (box.left + 8) + "," + (y - 4) + "h16",
            fill: "none"}));
        }
        key.appendChild(text(box.left + 30, y, layer.legend, "start", "attnviz-legend-label"));
        shell.svg.appendChild(key);
      });
    }

    return {node: shell.node, setLabel: shell.setLabel, draw: draw};
  }

  function heatmap(options) {
    var rows = options.rows;
    var columns = options.columns;
    var width = options.width || 300;
    var height = options.height || 220;
    var scale = options.scale;
    var title = options.title;
    var shell = figure(options.className, width, height);
    var box = {left: 44, right: width - 62, top: 22, bottom: height - 38};
    var canvas = document.createElement("canvas");
    var bar = document.createElement("canvas");
    canvas.width = columns;
    canvas.height = rows;
    bar.width = 1;
    bar.height = 100;
    [[canvas, box.left, box.top, box.right - box.left, box.bottom - box.top],
      [bar, box.right + 10, box.top, 10, box.bottom - box.top]].forEach(function (entry) {
      entry[0].className = "attnviz-pixels";
      entry[0].setAttribute("aria-hidden", "true");
      entry[0].style.left = entry[1] + "px";
      entry[0].style.top = entry[2] + "px";
      entry[0].style.width = entry[3] + "px";
      entry[0].style.height = entry[4] + "px";
      shell.node.insertBefore(entry[0], shell.svg);
    });
    var colours = null;

    function rgba(value) {
      var a;
      if (scale.diverging) {
        var limit = Math.max(Math.abs(scale.min), Math.abs(scale.max)) || 1;
        a = Math.min(1, Math.abs(value) / limit);
        return [value < 0 ? colours.query : colours.key, a];
      }
      a = (value - scale.min) / ((scale.max - scale.min) || 1);
      return [colours.key, Math.max(0, Math.min(1, a))];
    }

    function paint(target, cols, rowCount, valueAt) {
      var context = target.getContext ? target.getContext("2d") : null;
      if (!context) {
        return;
      }
      var image = context.createImageData(cols, rowCount);
      for (var i = 0; i < rowCount; i++) {
        for (var j = 0; j < cols; j++) {
          var colour = rgba(valueAt(i, j));
          var at = 4 * (i * cols + j);
          image.data[at] = colour[0][0];
          image.data[at + 1] = colour[0][1];
          image.data[at + 2] = colour[0][2];
          image.data[at + 3] = Math.round(255 * colour[1]);
        }
      }
      context.putImageData(image, 0, 0);
    }

    function cellTicks(count, low, high) {
      var values = ticks(0, count - 1, 5).filter(function (v) {
        return v === Math.round(v);
      });
      return {values: values, at: function (v) {
        return low + (v + 0.5) / count * (high - low);
      }};
    }

    // valueAt: a function (i, j) -> value; marks: {row, column} (either may be absent);
    // change: {scale: {min, max, diverging}, title} to change either
    function draw(valueAt, marks, change) {
      if (change && change.scale) {
        scale = change.scale;
      }
      if (change && change.title !== undefined) {
        title = change.title;
      }
      if (!colours) {
        colours = {};
        var read = roleColours(shell.node);
        ["query", "key"].forEach(function (role) {
          colours[role] = (read[role] || "128, 128, 128").split(",").map(Number);
        });
      }
      paint(canvas, columns, rows, valueAt);
      paint(bar, 1, 100, function (i) {
        return scale.max - (i + 0.5) / 100 * (scale.max - scale.min);
      });
      clear(shell.svg);
      var yTicks = cellTicks(rows, box.top, box.bottom);
      drawAxes(shell.svg, box, cellTicks(columns, box.left, box.right), yTicks,
        {xLabel: options.xLabel, yLabel: options.yLabel, title: title});
      var frame = svgElement("g", {}, "attnviz-axes");
      frame.appendChild(svgElement("rect", {x: box.right + 10, y: box.top, width: 10,
        height: box.bottom - box.top, fill: "none"}, "attnviz-axis"));
      var barTicks = ticks(scale.min, scale.max, 4);
      var decimals = decimalsOf(barTicks);
      barTicks.forEach(function (value) {
        var y = box.bottom - (value - scale.min) / ((scale.max - scale.min) || 1) *
          (box.bottom - box.top);
        frame.appendChild(svgElement("path", {d: "M" + (box.right + 20) + "," + y + "h4"},
          "attnviz-axis"));
        frame.appendChild(text(box.right + 27, y + 4, format(value, decimals), "start"));
      });
      shell.svg.appendChild(frame);
      var cellWidth = (box.right - box.left) / columns;
      var cellHeight = (box.bottom - box.top) / rows;
      if (marks && marks.row !== undefined && marks.row !== null) {
        shell.svg.appendChild(svgElement("rect", {x: box.left - 0.5,
          y: (box.top + marks.row * cellHeight - 0.5).toFixed(2),
          width: box.right - box.left + 1, height: (cellHeight + 1).toFixed(2), fill: "none"},
        "attnviz-mark"));
      }
      if (marks && marks.column !== undefined && marks.column !== null) {
        shell.svg.appendChild(svgElement("rect", {x: (box.left + marks.column * cellWidth -
          0.5).toFixed(2), y: box.top - 0.5, width: (cellWidth + 1).toFixed(2),
        height: box.bottom - box.top + 1, fill: "none"}, "attnviz-mark"));
      }
    }

    return {node: shell.node, setLabel: shell.setLabel, draw: draw};
  }

  // Counts of `values` in `bins` equal bins from the smallest value to the largest (the last bin
  // holds its right edge), as numpy.histogram and matplotlib's hist do.
  function histogram(values, bins) {
    var low = Math.min.apply(null, values);
    var high = Math.max.apply(null, values);
    if (!(high > low)) {
      low -= 0.5;
      high += 0.5;
    }
    var edges = [];
    var counts = [];
    for (var b = 0; b <= bins; b++) {
      edges.push(low + (high - low) * b / bins);
      if (b < bins) {
        counts.push(0);
      }
    }
    values.forEach(function (value) {
      var b = Math.min(bins - 1, Math.floor((value - low) / (high - low) * bins));
      counts[Math.max(0, b)] += 1;
    });
    return {edges: edges, counts: counts};
  }

  views.charts = {
    format: format,
    ticks: ticks,
    plot: plot,
    heatmap: heatmap,
    histogram: histogram
  };
})();
