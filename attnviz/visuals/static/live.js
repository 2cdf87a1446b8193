/*
 * The live views (attnviz.visuals.live, chapters 7 to 9): a trained model that runs in the page.
 *
 * The page's view holds the code: this file draws each live view's title, a button that loads
 * the model and a status line (role="status"), and loads it; live-engine.js has the layers, the
 * model's own live-KIND.js its forward pass and controls, attention.js the view of its weights.
 * The model comes in one script file that attnviz.visuals.live writes when the chapter runs,
 * weights and manifest only, stored in window.attnvizLiveWeights[NAME]. It is a script, not data
 * read with fetch, so that a page opened from disk can load it too, and it is loaded only when
 * the reader asks for the model (the button, or a first use). load() checks the record: its
 * format, its checksum against the one the view was saved with (a file from another run of the
 * chapter is refused), base64 and deflate decoding, the CRC-32 of the decoded bytes (a corrupt
 * file is refused), and that the tensors add up. The float16 numbers become Float32Arrays, by
 * the names of the model's state_dict. Every view of a page shares one load per file. Then the
 * model's code builds the view's controls in the view's body.
 *
 * The contract a live view's host follows (tests drive it): data-attnviz-kind is "live-KIND";
 * host.attnvizRun(input) loads the model if needed and returns a Promise of the result (the
 * view shows it too), or rejects with an Error whose message the view also shows;
 * data-attnviz-live is "idle", "loading", "ready", "running" or "error". The model's code
 * registers views.liveModels[KIND] = function (body, D, host, view, model) returning
 * {run(model, input)}; view is {say(text, isError), run(input)}.
 */
(function () {
  "use strict";
  var views = window.attnvizRuntimes[attnvizVersion];
  var FORMAT = 1;
  var loads = {};

  // --- loading ---------------------------------------------------------------------------

  // Jupyter's page settings (JupyterLab and Notebook 7 write them into the page), or null.
  function jupyterConfig() {
    var element = document.getElementById("jupyter-config-data");
    if (!element) {
      return null;
    }
    try {
      return JSON.parse(element.textContent);
    } catch {
      return null;
    }
  }

  // "a/b/../c" -> "a/c"; null where the path climbs above its start.
  function normalize(path) {
    var parts = [];
    var ok = true;
    path.split("/").forEach(function (part) {
      if (part === "..") {
        ok = ok && parts.length > 0;
        parts.pop();
      } else if (part && part !== ".") {
        parts.push(part);
      }
    });
    return ok ? parts.join("/") : null;
  }

  // The folders (from the Jupyter server's root) where the notebook may be: the document the
  // page's address names (JupyterLab's /lab/tree/PATH, Notebook 7's /notebooks/PATH), the one
  // the page was opened on, and the server's root.
  function notebookFolders(config) {
    var base = config.baseUrl || "/";
    var folders = [];
    var path = window.location.pathname;
    if (path.indexOf(base) === 0) {
      var match = /^(?:lab|doc)(?:\/workspaces\/[^/]+)?\/tree\/(.+)$|^notebooks\/(.+)$/
        .exec(path.slice(base.length));
      if (match) {
        folders.push(decodeURIComponent(match[1] || match[2]));
      }
    }
    if (config.treePath) {
      folders.push(config.treePath);
    }
    return folders.map(function (file) {
      return file.replace(/\/?[^/]*$/, "");
    }).concat([""]);
  }

  // Where the model's file may be, in order, for the page the view is on: on the book's
  // website (Sphinx writes the way to the site's root on the html element), only there, from
  // the site itself; in a Jupyter front end, the server's file route at the file's place in
  // the repository (beside the notebook, or from the server's root); elsewhere the page's own
  // folder (an exported page beside the book's files), unless the page is a sandboxed frame
  // (Colab's outputs); then, outside the website, the published website by its absolute
  // address.
  function addresses(D) {
    var absolute = /^https?:\/\//.test(D.url);
    var root = document.documentElement.getAttribute("data-content_root");
    if (root !== null) {
      return [absolute ? D.url : root + D.url];
    }
    var found = [];
    var config = jupyterConfig();
    if (config && D.repo) {
      var base = (config.baseUrl || "/").replace(/\/?$/, "/");
      notebookFolders(config).forEach(function (folder) {
        var path = normalize((folder ? folder + "/" : "") + D.repo.notebook);
        [path, normalize(D.repo.root)].forEach(function (file) {
          var address = file === null ? null : base + "files/" + file.split("/")
            .map(encodeURIComponent).join("/");
          if (address && found.indexOf(address) < 0) {
            found.push(address);
          }
        });
      });
    } else if (!absolute && (window.location.protocol === "file:" ||
        (/^https?:$/.test(window.location.protocol) && window.origin !== "null"))) {
      found.push(D.url);  // not from a sandboxed frame (Colab's outputs): nothing is beside it
    }
    if (absolute) {
      found.push(D.url);
    } else if (D.site) {
      found.push(D.site + D.url);
    }
    return found;
  }

  // Run a script file; resolves once it has run, rejects if it cannot be fetched.
  function addScript(src) {
    return new Promise(function (resolved, rejected) {
      var script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = function () {
        resolved();
      };
      script.onerror = function () {
        rejected(new Error("no file at " + src));
      };
      document.head.appendChild(script);
    });
  }

  // Run the file the view carries (a model the chapter's run put into its output): the text
  // of the host's payload, as an inline script, which needs no address.
  function runCarried(host) {
    var carried = host.querySelector(":scope > .attnviz-code > .attnviz-payload");
    if (!carried) {
      return Promise.reject(new Error("The view says that it carries its model, but holds " +
        "none: run the chapter's cell again."));
    }
    var script = document.createElement("script");
    script.textContent = JSON.parse(carried.textContent);
    document.head.appendChild(script);  // runs now
    document.head.removeChild(script);
    return Promise.resolve();
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
    } catch {  // not base64
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

  // The model of a live view (D.url, D.name, D.checksum), loaded once per page and file: the
  // first of its addresses whose file holds the model of the view's checksum.
  function load(D, host) {
    var store = window.attnvizLiveWeights = window.attnvizLiveWeights || {};
    function matches() {
      return Boolean(store[D.name]) && store[D.name].checksum === D.checksum;
    }
    if (D.embedded) {
      // the record is read as soon as the payload has run: another view's file of the same
      // name, loaded later, cannot come between
      return (matches() ? Promise.resolve() : runCarried(host)).then(function () {
        return decode(store[D.name], D.checksum);
      });
    }
    var places = addresses(D);
    var key = places.join(" ") + "#" + D.name + "#" + D.checksum;
    if (!loads[key]) {
      var tried = [];
      var other = null;  // a file of the same name from another run
      var attempt = function (index) {
        if (matches()) {
          return decode(store[D.name], D.checksum);
        }
        if (index >= places.length) {
          throw unavailable(D, tried, other);
        }
        return addScript(places[index]).then(function () {
          if (store[D.name] && !matches()) {
            other = store[D.name].checksum;
          }
          tried.push({address: places[index], found: true});
        }, function () {
          tried.push({address: places[index], found: false});
        }).then(function () {
          return attempt(index + 1);
        });
      };
      loads[key] = attempt(0);
      loads[key].catch(function () {
        delete loads[key];  // a later try starts again
      });
    }
    return loads[key];
  }

  // What went wrong when no address gave the model, and what the reader can do.
  function unavailable(D, tried, other) {
    var website = document.documentElement.getAttribute("data-content_root") !== null;
    var advice = website ? ": rebuild the book." : ". Run the chapter's cells to train your " +
      "own model and try it here, or open this chapter on the book's website.";
    if (other) {
      return new Error("The weights file is from another run of the chapter (checksum " +
        other + ", this page expects " + D.checksum + ")" + advice);
    }
    var empty = tried.filter(function (entry) {
      return !entry.found;
    }).length === 0 && tried.length > 0;
    if (empty) {
      return new Error("The weights file holds no model of this name (" + tried.map(
        function (entry) {
          return entry.address;
        }).join(", ") + ")" + advice);
    }
    var where = tried.map(function (entry) {
      return entry.address + (entry.found ? " (not a model file)" : " (not found)");
    }).join(", ");
    if (website) {
      return new Error("The model's weights could not be loaded from " + where + ": the " +
        "website lacks the file (rebuild the book).");
    }
    return new Error("The book's trained model could not be loaded here (looked for " +
      (where || "no address") + ")" + advice);
  }

  // --- the view --------------------------------------------------------------------------

  function render(root, D, host) {
    var element = views.element;
    var kind = host.getAttribute("data-attnviz-kind");
    var status = element("p", "attnviz-live-status");
    status.setAttribute("role", "status");
    var button = element("button", "attnviz-live-load",
      "Load the model (" + (D.bytes / 1e6).toFixed(1) + " MB, " +
      D.parameters.toLocaleString("en") + " numbers)");
    button.type = "button";
    var body = element("div", "attnviz-live-body");
    root.appendChild(element("div", "attnviz-title", D.title));
    root.appendChild(element("p", "attnviz-live-about", D.about));
    root.appendChild(button);
    root.appendChild(status);
    root.appendChild(body);
    host.setAttribute("data-attnviz-live", "idle");
    var model = null;
    var ui = null;
    var queue = Promise.resolve();
    var view = {say: say, run: run};

    function say(text, isError) {
      status.textContent = text;
      status.classList.toggle("attnviz-live-error", Boolean(isError));
    }

    var loading = null;  // the load under way: a second press waits for it

    function ensure() {
      if (model) {
        return Promise.resolve(model);
      }
      if (loading) {
        return loading;
      }
      host.setAttribute("data-attnviz-live", "loading");
      // not disabled, which would drop the focus to the page: pressed again, it waits too
      button.setAttribute("aria-disabled", "true");
      say("Loading the model…");
      var began = window.performance.now();
      loading = load(D, host).then(function (loaded) {
        var setUp = views.liveModels && views.liveModels[kind];
        if (!setUp) {
          throw new Error("This page has no code for a " + kind + " view: the view was saved " +
            "without its model's script (rebuild the book).");
        }
        ui = setUp(body, D, host, view, loaded);
        model = loaded;
        var hadFocus = host.shadowRoot && host.shadowRoot.activeElement === button;
        button.hidden = true;
        if (hadFocus) {  // the button goes: the focus moves on to the view's first control
          var first = body.querySelector("input, select, textarea, button, [tabindex]");
          if (first) {
            first.focus();
          }
        }
        host.setAttribute("data-attnviz-live", "ready");
        say("Model loaded in " + Math.round(window.performance.now() - began) + " ms: " +
          loaded.numbers.toLocaleString("en") + " numbers. " + ui.ready);
        return model;
      }).catch(function (error) {
        host.setAttribute("data-attnviz-live", "error");
        button.removeAttribute("aria-disabled");
        say(error.message, true);
        throw error;
      }).finally(function () {
        loading = null;
      });
      return loading;
    }

    function run(input) {
      var job = queue.then(function () {
        return ensure();
      }).then(function (loaded) {
        host.setAttribute("data-attnviz-live", "running");
        return new Promise(function (resolve) {
          resolve(ui.run(loaded, input));  // a throw becomes a rejection, shown below
        }).catch(function (error) {
          host.setAttribute("data-attnviz-live", "ready");
          say(error.message, true);
          throw error;
        });
      }).then(function (result) {
        host.setAttribute("data-attnviz-live", "ready");
        return result;
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
    say("The model runs in this page once loaded; nothing is sent anywhere.");
  }

  // The first copy of this file on the page (each view brings one) serves every live view,
  // so that they share its loads.
  views.live = views.live || {load: load, crc32: crc32, render: render};
  ["live-translator", "live-gpt", "live-vit"].forEach(function (kind) {
    views.register(kind, views.live.render);
  });
})();
