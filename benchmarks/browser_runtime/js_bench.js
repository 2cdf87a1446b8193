/* Drives one of the book's live views (attnviz.visuals.live: the forward pass written in
 * JavaScript) and reports timings and outputs, as ort_bench.js does for onnxruntime-web.
 *
 * Loaded as a classic script after the view's page (the view's code is inline in the page;
 * the weights come from the script file the view loads when first asked). The page sets
 * window.BENCH_CONFIG:
 *   {kind: "live-translator" | "live-gpt" | "live-vit", request (what host.attnvizRun takes),
 *    outputs: {name: key of the result}, tokens: key of the result holding the tokens,
 *    warmup, repeats}
 * and this script sets window.BENCH_RESULT to
 *   {loadMs, times: {task: [ms, ...]}, outputs: {name: {dims, data}}, tokens}
 * or {error: "..."} (the exact message) when anything fails. The first call of
 * host.attnvizRun loads the weights, so loadMs (from the start of navigation to the first
 * result) counts fetching, decoding and checking them.
 * Written for benchmarks/browser_runtime.py; it measures, it teaches nothing.
 */

(function () {
  "use strict";
  const config = window.BENCH_CONFIG;

  function host() {
    return document.querySelector(`[data-attnviz-kind="${config.kind}"]`);
  }

  function whenReady() {
    // The view's runtime gives the host attnvizRun when it renders it.
    return new Promise((resolve, reject) => {
      const began = performance.now();
      (function poll() {
        const element = host();
        if (element && typeof element.attnvizRun === "function") {
          resolve(element);
        } else if (performance.now() - began > 30000) {
          reject(new Error(`no ${config.kind} view became ready (host.attnvizRun missing)`));
        } else {
          setTimeout(poll, 5);
        }
      })();
    });
  }

  function tensor(nested) {
    // Nested arrays (or one number) as {dims, data}, row-major.
    const dims = [];
    for (let level = nested; Array.isArray(level); level = level[0]) {dims.push(level.length);}
    const data = Array.isArray(nested) ? nested.flat(Infinity) : [nested];
    return { dims, data };
  }

  function tokensOf(result) {
    const value = result[config.tokens];
    if (typeof value === "string") {return Array.from(value);}
    return Array.isArray(value) ? value : [value];
  }

  async function main() {
    const view = await whenReady();
    const first = await view.attnvizRun(config.request);
    const loadMs = performance.now(); // from the start of navigation to the first result
    const outputs = {};
    for (const [name, key] of Object.entries(config.outputs)) {outputs[name] = tensor(first[key]);}
    const times = { attnvizRun: [], "model only (its milliseconds)": [] };
    let warm = performance.now();
    for (let i = 0; i < config.warmup; i += 1) {await view.attnvizRun(config.request);}
    warm = (performance.now() - warm) / config.warmup;
    // performance.now() ticks in 0.1 ms steps on a page that is not cross-origin isolated:
    // a sample times enough calls to last about 5 ms, and reports the time per call.
    const calls = Math.max(1, Math.ceil(5 / Math.max(warm, 0.01)));
    for (let i = 0; i < config.repeats; i += 1) {
      let inside = 0;
      const start = performance.now();
      for (let j = 0; j < calls; j += 1) {
        inside += (await view.attnvizRun(config.request)).milliseconds;
      }
      times.attnvizRun.push((performance.now() - start) / calls);
      times["model only (its milliseconds)"].push(inside / calls);
    }
    return { loadMs, times, outputs, tokens: tokensOf(first) };
  }

  main().then(
    (result) => { window.BENCH_RESULT = result; },
    (error) => { window.BENCH_RESULT = { error: String((error && error.message) || error) }; },
  );
})();
