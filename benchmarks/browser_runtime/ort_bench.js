/* Runs one of the book's models with onnxruntime-web and reports timings and outputs.
 *
 * Loaded as a classic script after ort.wasm.min.js (so the page also works as a classic page
 * from file://, where module scripts are refused). The page sets window.BENCH_CONFIG:
 *   {model: "translator" | "gpt" | "vit", wasmPaths, files: {session: url}, inputs,
 *    warmup, repeats, steps, inline}
 * With inline, the .wasm, ORT's .mjs loader and the models come from classic scripts loaded
 * before this one (window.ORT_INLINE = {wasm: base64, loader: text}, window.ORT_MODELS =
 * {session: base64}): nothing is fetched, which is what a page opened from file:// needs.
 * and this script sets window.BENCH_RESULT to
 *   {loadMs, times: {task: [ms, ...]}, outputs: {name: {dims, data}}, tokens}
 * or {error: "..."} (the exact message) when anything fails.
 * Written for benchmarks/browser_runtime.py; it measures, it teaches nothing.
 */
/* global ort */

(function () {
  "use strict";
  const config = window.BENCH_CONFIG;

  function int64(values, dims) {
    return new ort.Tensor("int64", BigInt64Array.from(values.map(BigInt)), dims);
  }

  function plain(tensor) {
    // BigInt is not JSON: integer outputs become Numbers.
    return { dims: Array.from(tensor.dims), data: Array.from(tensor.data, Number) };
  }

  function bytesOf(base64) {
    // The bytes of a base64 string (the inlined .wasm and .onnx files).
    const text = atob(base64);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i += 1) {bytes[i] = text.charCodeAt(i);}
    return bytes;
  }

  function argmaxLast(logits) {
    // logits (1, T, V): the id with the largest logit at the last position.
    const [, steps, vocab] = logits.dims;
    const row = logits.data.subarray((steps - 1) * vocab, steps * vocab);
    let best = 0;
    for (let i = 1; i < vocab; i += 1) {
      if (row[i] > row[best]) {best = i;}
    }
    return best;
  }

  // Each model: tasks to time (name -> async function of the sessions), and one run whose
  // outputs are compared with PyTorch's.
  const MODELS = {
    translator: {
      async encode(s) {
        const src = config.inputs.src;
        return s.encoder.run({
          src: int64(src, [1, src.length]),
          valid_lens: int64([src.length], [1]),
        });
      },
      async decode(s, encoded, prefix) {
        return s.decoder.run({
          tgt: int64(prefix, [1, prefix.length]),
          memory: encoded.memory,
          valid_lens: int64([config.inputs.src.length], [1]),
        });
      },
      async greedy(s) {
        const encoded = await this.encode(s);
        const prefix = [config.inputs.bos];
        let decoded = null;
        for (let step = 0; step < config.steps; step += 1) {
          decoded = await this.decode(s, encoded, prefix);
          prefix.push(argmaxLast(decoded.logits));
        }
        return { encoded, decoded, tokens: prefix };
      },
      tasks: {
        async "encoder + 1 decoder step"(s) {
          const m = MODELS.translator;
          await m.decode(s, await m.encode(s), [config.inputs.bos]);
        },
        async "greedy decode"(s) {
          await MODELS.translator.greedy(s);
        },
      },
      async compared(s) {
        const { encoded, decoded, tokens } = await this.greedy(s);
        return {
          tokens,
          outputs: {
            logits: plain(decoded.logits),
            encoder_attention: plain(encoded.encoder_attention),
            decoder_self_attention: plain(decoded.self_attention),
            cross_attention: plain(decoded.cross_attention),
          },
        };
      },
    },
    gpt: {
      async forward(s, tokens) {
        return s.gpt.run({ tokens: int64(tokens, [1, tokens.length]) });
      },
      async greedy(s) {
        const tokens = config.inputs.prompt.slice();
        let out = null;
        for (let step = 0; step < config.steps; step += 1) {
          out = await this.forward(s, tokens);
          tokens.push(argmaxLast(out.logits));
        }
        return { out, tokens };
      },
      tasks: {
        async "greedy tokens"(s) {
          await MODELS.gpt.greedy(s);
        },
      },
      async compared(s) {
        const { out, tokens } = await this.greedy(s);
        return { tokens, outputs: { logits: plain(out.logits), attention: plain(out.attention) } };
      },
    },
    vit: {
      async forward(s) {
        const image = Float32Array.from(config.inputs.image);
        const side = config.inputs.side;
        return s.vit.run({ images: new ort.Tensor("float32", image, [1, 1, side, side]) });
      },
      tasks: {
        async "one image"(s) {
          await MODELS.vit.forward(s);
        },
      },
      async compared(s) {
        const out = await this.forward(s);
        const outputs = { logits: plain(out.logits), attention: plain(out.attention) };
        return { tokens: [], outputs };
      },
    },
  };

  async function main() {
    ort.env.wasm.numThreads = 1; // threads need a cross-origin isolated page (COOP/COEP)
    ort.env.wasm.proxy = false;
    if (config.inline) {
      // Nothing fetched: the .wasm, ORT's loader (.mjs, imported from a blob: URL) and the
      // models come from classic scripts (window.ORT_INLINE, window.ORT_MODELS).
      ort.env.wasm.wasmBinary = bytesOf(window.ORT_INLINE.wasm);
      const loader = new Blob([window.ORT_INLINE.loader], { type: "text/javascript" });
      ort.env.wasm.wasmPaths = { mjs: URL.createObjectURL(loader) };
    } else {
      // The folder of the .mjs/.wasm files, as an absolute URL (import() needs one).
      ort.env.wasm.wasmPaths = new URL(config.wasmPaths, window.location.href).href;
    }
    const model = MODELS[config.model];
    const sessions = {};
    for (const [name, url] of Object.entries(config.files)) {
      const source = config.inline ? bytesOf(window.ORT_MODELS[name]) : url;
      sessions[name] = await ort.InferenceSession.create(source, { executionProviders: ["wasm"] });
    }
    const first = await model.compared(sessions);
    const loadMs = performance.now(); // from the start of navigation to the first result
    const times = {};
    for (const [task, run] of Object.entries(model.tasks)) {
      let warm = performance.now();
      for (let i = 0; i < config.warmup; i += 1) {await run(sessions);}
      warm = (performance.now() - warm) / config.warmup;
      // performance.now() ticks in 0.1 ms steps on a page that is not cross-origin isolated:
      // a sample times enough calls to last about 5 ms, and reports the time per call.
      const calls = Math.max(1, Math.ceil(5 / Math.max(warm, 0.01)));
      times[task] = [];
      for (let i = 0; i < config.repeats; i += 1) {
        const start = performance.now();
        for (let j = 0; j < calls; j += 1) {await run(sessions);}
        times[task].push((performance.now() - start) / calls);
      }
    }
    return { loadMs, times, outputs: first.outputs, tokens: first.tokens };
  }

  main().then(
    (result) => { window.BENCH_RESULT = result; },
    (error) => { window.BENCH_RESULT = { error: String((error && error.message) || error) }; },
  );
})();
