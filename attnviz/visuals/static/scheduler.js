/*
 * The scheduler view (attnviz.visuals.explorers.scheduler_explorer, chapter 12): a serving
 * engine's recorded trace (attnviz.serve), replayed step by step.
 *
 * Controls: a play/pause button and a step slider (arrow keys, Home, End). At each step: a line
 * with the step, its time, the blocks in use and the step's events (requests admitted,
 * preempted, finished), copied to an aria-live region whenever the reader moves the slider or
 * pauses (not at every step while playing); the block pool as a grid (block 0 top left, row by
 * row), each block filled with the colour of the request using it and labelled with its id,
 * free blocks empty, blocks kept by the prefix tree hatched, a block shared by several requests
 * grey, ringed and labelled with their number (x2: the trace names only one of them); the
 * step's tokens as a bar (prompt chunks hatched, decoded tokens plain) with a sentence saying
 * the same; the running requests, each
 * with its progress (prompt tokens in the pool while prefilling, tokens generated while
 * decoding), then the waiting, the finished and how many are yet to arrive. Request i takes the
 * book's colours in turn (key, query, value), strong for i = 0..2, light for 3..5, and so on.
 *
 * Data (from Python): num_blocks; total_steps (of the whole trace); step (the first shown);
 * start (each step's start, seconds) and end; requests: {id, arrival, prompt (or null),
 * new_tokens, first (the step it had arrived by), states (a letter per step from first: w
 * waiting, p prompt chunk, d decoded, h running but left out; none after its last step: it
 * finished), progress (per step: prompt tokens in the pool after a p step, else tokens
 * generated)}; prefill (per step, [request, tokens, ...]); owner and shared (per step, the blocks
 * that changed: [block, value, ...], from all free and unshared; an owner is a request's index,
 * -1 free, -2 kept by the prefix tree; shared is the number of requests using a block when more
 * than one, else 0); admitted, finished, preempted ([step, request, ...]). Requests are named
 * by index in the data and by id on screen.
 *
 * What browser tests rely on: button.attnviz-play ("Play" or "Pause"), input.attnviz-step,
 * .attnviz-status (the step's line) and .attnviz-announce (its live copy), .attnviz-pool (role
 * img, with an aria-label) holding one .attnviz-block per block, whose data-owner is the id of
 * the request using it, "free" or "tree", and data-shared the number of requests sharing it;
 * li.attnviz-request per running request (data-request: its id); the host's data-step (from 0)
 * and data-playing ("true" or "false").
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];
  var ROLES = ["key", "query", "value"];
  var TIMES = "\u00d7";

  // The colour of request i: a translucent fill (the text on it stays in the page's colour)
  // and a solid border.
  function tone(i) {
    var role = "var(--attnviz-" + ROLES[i % 3] + ")";
    var alpha = Math.floor(i / 3) % 2 === 0 ? 0.5 : 0.2;
    return {fill: "rgba(" + role + ", " + alpha + ")", line: "rgb(" + role + ")"};
  }

  function paint(node, i) {
    var colour = tone(i);
    node.style.backgroundColor = colour.fill;
    node.style.borderColor = colour.line;
  }

  // [a, b, a, b, ...] as calls of visit(a, b).
  function eachPair(flat, visit) {
    for (var j = 0; j + 1 < flat.length; j += 2) {
      visit(flat[j], flat[j + 1]);
    }
  }

  // Every step's full row, from the rows of changes (the first from `start` everywhere).
  function replay(changes, size, start) {
    var row = [];
    for (var b = 0; b < size; b++) {
      row.push(start);
    }
    return changes.map(function (changed) {
      row = row.slice();
      eachPair(changed, function (block, value) {
        row[block] = value;
      });
      return row;
    });
  }

  // [step, request, ...] as a list of requests per step.
  function byStep(flat, steps) {
    var lists = [];
    for (var k = 0; k < steps; k++) {
      lists.push([]);
    }
    eachPair(flat, function (k, i) {
      lists[k].push(i);
    });
    return lists;
  }

  // "blocks 0-3, 7 and 9" from sorted block numbers.
  function ranges(blocks) {
    var parts = [];
    for (var j = 0; j < blocks.length; j++) {
      var end = j;
      while (end + 1 < blocks.length && blocks[end + 1] === blocks[end] + 1) {
        end += 1;
      }
      parts.push(end > j ? blocks[j] + "\u2013" + blocks[end] : String(blocks[j]));
      j = end;
    }
    var list = parts.length < 2 ? parts.join("") :
      parts.slice(0, -1).join(", ") + " and " + parts[parts.length - 1];
    return (blocks.length === 1 ? "block " : "blocks ") + list;
  }

  function render(root, data, host) {
    var element = views.element;
    var n = data.start.length;
    var size = data.num_blocks;
    var requests = data.requests;
    var owners = replay(data.owner, size, -1);
    var shared = replay(data.shared, size, 0);
    var admitted = byStep(data.admitted, n);
    var finished = byStep(data.finished, n);
    var preempted = byStep(data.preempted, n);
    var chunks = data.prefill.map(function (flat) {
      var list = [];
      eachPair(flat, function (i, tokens) {
        list.push([i, tokens]);
      });
      return list;
    });
    var hasTree = owners.some(function (row) {
      return row.indexOf(-2) >= 0;
    });
    var hasShared = shared.some(function (row) {
      return row.some(function (count) {
        return count > 1;
      });
    });

    function state(i, k) {
      var r = requests[i];
      if (k < r.first) {
        return "n";  // not arrived yet
      }
      return k - r.first < r.states.length ? r.states[k - r.first] : "f";
    }

    function name(i) {
      return String(requests[i].id);
    }

    function names(list) {
      var ids = list.map(name);
      var words = ids.length < 2 ? ids.join("") :
        ids.slice(0, -1).join(", ") + " and " + ids[ids.length - 1];
      return (ids.length === 1 ? "request " : "requests ") + words;
    }

    function decoded(k) {
      var list = [];
      for (var i = 0; i < requests.length; i++) {
        if (state(i, k) === "d") {
          list.push(i);
        }
      }
      return list;
    }

    function tokens(k) {
      return chunks[k].reduce(function (sum, chunk) {
        return sum + chunk[1];
      }, 0) + decoded(k).length;
    }

    var widest = 1;
    var mostRunning = 1;
    for (var k = 0; k < n; k++) {
      widest = Math.max(widest, tokens(k));
      var running = 0;
      for (var i = 0; i < requests.length; i++) {
        running += "pdh".indexOf(state(i, k)) >= 0 ? 1 : 0;
      }
      mostRunning = Math.max(mostRunning, running);
    }

    function time(seconds) {
      return data.end < 10 ? (1000 * seconds).toFixed(1) + " ms" : seconds.toFixed(2) + " s";
    }

    // Controls.
    var bar = element("div", "attnviz-bar");
    var play = element("button", "attnviz-play", "Play");
    play.type = "button";
    var slider = views.slider("step", "attnviz-step", 0, n - 1, 1, data.step, function (k) {
      return (k + 1) + " / " + n;
    });
    bar.appendChild(play);
    bar.appendChild(slider.wrapper);
    var status = element("p", "attnviz-status");
    var announce = element("span", "attnviz-announce");
    announce.setAttribute("aria-live", "polite");

    // The pool.
    var poolHeading = element("div", "attnviz-heading", "Block pool: " + size + " blocks");
    var frame = element("div", "attnviz-pool-frame");
    var pool = element("div", "attnviz-pool");
    pool.setAttribute("role", "img");
    var columns = Math.min(16, size);
    pool.style.gridTemplateColumns = "repeat(" + columns + ", minmax(0, 2.4em))";
    var blocks = [];
    for (var b = 0; b < size; b++) {
      var block = element("div", "attnviz-block");
      blocks.push(block);
      pool.appendChild(block);
    }
    frame.appendChild(pool);
    var legend = element("div", "attnviz-legend");
    legend.setAttribute("aria-hidden", "true");  // the pool's text alternative says it all

    function legendItem(className, text, label, colour) {
      var item = element("span", "attnviz-legend-item");
      var swatch = element("span", "attnviz-swatch attnviz-block " + className, label);
      if (colour !== undefined) {
        paint(swatch, colour);
      }
      item.appendChild(swatch);
      item.appendChild(document.createTextNode(text));
      legend.appendChild(item);
      return swatch;
    }
    legendItem("attnviz-used", "a request's block (its id)", name(0), 0);
    legendItem("", "free");
    if (hasTree) {
      legendItem("", "kept by the prefix tree").setAttribute("data-owner", "tree");
    }
    if (hasShared) {
      var sharedSwatch = legendItem("attnviz-used attnviz-shared", "shared by 2 requests",
        TIMES + "2");
      sharedSwatch.style.backgroundColor = "rgba(128, 128, 128, 0.3)";
    }

    // The step's work.
    var workHeading = element("div", "attnviz-heading", "This step");
    var work = element("p", "attnviz-work");
    work.style.margin = "0";
    var strip = element("div", "attnviz-tokens");
    strip.setAttribute("aria-hidden", "true");

    // The requests.
    var requestsHeading = element("div", "attnviz-heading", "Requests");
    var runningList = element("ul", "attnviz-running");
    runningList.setAttribute("aria-label", "Running requests");
    runningList.style.minHeight = (1.75 * mostRunning) + "em";
    var others = element("div", "attnviz-others");

    root.appendChild(bar);
    root.appendChild(status);
    root.appendChild(announce);
    root.appendChild(poolHeading);
    root.appendChild(frame);
    root.appendChild(legend);
    root.appendChild(workHeading);
    root.appendChild(work);
    root.appendChild(strip);
    root.appendChild(requestsHeading);
    root.appendChild(runningList);
    root.appendChild(others);

    var current = data.step;
    var timer = null;

    function statusText(k) {
      var used = 0;
      var sharedBlocks = 0;
      owners[k].forEach(function (owner, block) {
        used += owner >= 0 ? 1 : 0;
        sharedBlocks += shared[k][block] > 1 ? 1 : 0;
      });
      var parts = ["Step " + (k + 1) + " of " + n + (data.total_steps > n ?
        " (the first " + n + " of " + data.total_steps + ")" : ""),
      "t = " + time(data.start[k]),
      used + " of " + size + " blocks in use" + (sharedBlocks ?
        " (" + sharedBlocks + " shared)" : "")];
      var events = [];
      [[admitted[k], "admitted"], [preempted[k], "preempted"], [finished[k], "finished"]]
        .forEach(function (event) {
          if (event[0].length) {
            events.push(names(event[0]) + " " + event[1]);
          }
        });
      return parts.join(" \u00b7 ") + (events.length ? " \u00b7 " + events.join("; ") : "") +
        ".";
    }

    function poolLabel(k) {
      var held = {};
      var tree = [];
      var free = 0;
      var sharing = [];
      owners[k].forEach(function (owner, block) {
        if (shared[k][block] > 1) {
          sharing.push(ranges([block]) + " by " + shared[k][block] + " requests");
        } else if (owner >= 0) {
          (held[owner] = held[owner] || []).push(block);
        } else if (owner === -2) {
          tree.push(block);
        } else {
          free += 1;
        }
      });
      var parts = Object.keys(held).map(Number).sort(function (a, c) {
        return a - c;
      }).map(function (i) {
        return "request " + name(i) + ": " + ranges(held[i]);
      });
      var text = "The block pool after step " + (k + 1) + ": " + (size - free) + " of " +
        size + " blocks taken. " + (parts.length ? parts.join("; ") + "." : "No request holds a " +
        "block.");
      if (tree.length) {
        text += " Kept by the prefix tree: " + ranges(tree) + ".";
      }
      if (sharing.length) {
        text += " Shared: " + sharing.join("; ") + ".";
      }
      return text;
    }

    function drawPool(k) {
      owners[k].forEach(function (owner, b) {
        var node = blocks[b];
        var count = shared[k][b];
        node.className = "attnviz-block" + (owner >= 0 ? " attnviz-used" : "") +
          (count > 1 ? " attnviz-shared" : "");
        node.setAttribute("data-owner", owner >= 0 ? name(owner) : owner === -2 ? "tree" :
          "free");
        node.setAttribute("data-shared", String(count));
        if (count > 1) {  // the trace names one of its requests: none is the owner
          node.style.backgroundColor = "rgba(128, 128, 128, 0.3)";
          node.style.borderColor = "currentColor";
          node.textContent = TIMES + count;
          node.title = "block " + b + ": shared by " + count + " requests";
        } else if (owner >= 0) {
          paint(node, owner);
          node.textContent = name(owner);
          node.title = "block " + b + ": request " + name(owner);
        } else {
          node.style.backgroundColor = "";
          node.style.borderColor = "";
          node.textContent = "";
          node.title = "block " + b + (owner === -2 ? ": kept by the prefix tree" : ": free");
        }
      });
      pool.setAttribute("aria-label", poolLabel(k));
    }

    function drawWork(k) {
      var list = decoded(k);
      var parts = [];
      if (chunks[k].length) {
        parts.push("Prompt chunks: " + chunks[k].map(function (chunk) {
          return "request " + name(chunk[0]) + " (" + chunk[1] + " token" +
            (chunk[1] === 1 ? "" : "s") + ")";
        }).join(", "));
      }
      if (list.length) {
        parts.push("Decoding: one token each for " + names(list));
      }
      var total = tokens(k);
      work.textContent = parts.join(". ") + " (" + total + " token" + (total === 1 ? "" : "s") +
        " in all).";
      while (strip.firstChild) {
        strip.removeChild(strip.firstChild);
      }
      chunks[k].map(function (chunk) {
        return [chunk[0], chunk[1], true];
      }).concat(list.map(function (i) {
        return [i, 1, false];
      })).forEach(function (piece) {
        var segment = element("span", "attnviz-segment" + (piece[2] ? " attnviz-prefill-fill" :
          ""));
        segment.style.width = (100 * piece[1] / widest) + "%";
        segment.style.backgroundColor = tone(piece[0]).fill;
        strip.appendChild(segment);
      });
    }

    function chip(i) {
      var node = element("span", "attnviz-chip", name(i));
      paint(node, i);
      return node;
    }

    function drawRequests(k) {
      while (runningList.firstChild) {
        runningList.removeChild(runningList.firstChild);
      }
      var waiting = [];
      var done = [];
      var later = 0;
      requests.forEach(function (r, i) {
        var s = state(i, k);
        if (s === "n") {
          later += 1;
          return;
        }
        if (s === "w") {
          waiting.push(i);
          return;
        }
        if (s === "f") {
          done.push(i);
          return;
        }
        var value = r.progress[k - r.first];
        var row = element("li", "attnviz-request");
        row.setAttribute("data-request", name(i));
        var who = element("span", "attnviz-who");
        var swatch = element("span", "attnviz-swatch attnviz-block attnviz-used");
        swatch.setAttribute("aria-hidden", "true");
        paint(swatch, i);
        who.appendChild(swatch);
        who.appendChild(document.createTextNode("request " + name(i)));
        var track = element("span", "attnviz-bar-track");
        track.setAttribute("aria-hidden", "true");
        var fill = element("span", "attnviz-bar-fill" + (s === "p" ? " attnviz-prefill-fill" :
          ""));
        fill.style.display = "block";
        fill.style.backgroundColor = tone(i).fill;
        var whole = s === "p" ? r.prompt : r.new_tokens;
        fill.style.width = whole ? Math.min(100, 100 * value / whole) + "%" : "100%";
        track.appendChild(fill);
        var text;
        if (s === "p") {
          text = "prefilling: " + value + (r.prompt ? " of " + r.prompt : "") + " prompt tokens";
        } else {
          text = (s === "d" ? "decoding: " : "waits for budget: ") + value + " of " +
            r.new_tokens + " tokens";
        }
        var what = element("span", "attnviz-what", text);
        [[admitted[k], "admitted"], [preempted[k], "preempted"], [finished[k], "finished"]]
          .forEach(function (event) {
            if (event[0].indexOf(i) >= 0) {
              what.appendChild(element("span", "attnviz-event", event[1]));
            }
          });
        row.appendChild(who);
        row.appendChild(track);
        row.appendChild(what);
        runningList.appendChild(row);
      });
      while (others.firstChild) {
        others.removeChild(others.firstChild);
      }
      [[waiting, "Waiting"], [done, "Finished"]].forEach(function (group) {
        var line = element("div", "attnviz-group");
        line.appendChild(document.createTextNode(group[1] + " (" + group[0].length + ")" +
          (group[0].length ? ": " : "")));
        group[0].forEach(function (i) {
          line.appendChild(chip(i));
        });
        others.appendChild(line);
      });
      others.appendChild(element("div", "attnviz-group", "Yet to arrive: " + later));
    }

    function show(k, speak) {
      current = k;
      var text = statusText(k);
      status.textContent = text;
      if (speak) {
        announce.textContent = text;
      }
      drawPool(k);
      drawWork(k);
      drawRequests(k);
      slider.control.value = String(k);
      slider.output.textContent = (k + 1) + " / " + n;
      host.setAttribute("data-step", String(k));
    }

    function stop() {
      if (timer !== null) {
        window.clearInterval(timer);
        timer = null;
      }
      play.textContent = "Play";
      host.setAttribute("data-playing", "false");
    }

    var interval = Math.max(60, Math.min(400, 20000 / n));  // a whole trace in about 20 s

    play.addEventListener("click", function () {
      if (timer !== null) {
        stop();
        announce.textContent = statusText(current);
        return;
      }
      if (current >= n - 1) {
        show(0, false);
      }
      play.textContent = "Pause";
      host.setAttribute("data-playing", "true");
      timer = window.setInterval(function () {
        if (!host.isConnected) {
          stop();
          return;
        }
        if (current >= n - 1) {
          stop();
          announce.textContent = statusText(current);
          return;
        }
        show(current + 1, false);
      }, interval);
    });
    slider.control.addEventListener("input", function () {
      stop();
      show(Number(slider.control.value), true);
    });
    host.setAttribute("data-playing", "false");
    show(current, false);
  }

  views.register("scheduler", render);
})();
