"""The book's models in the reader's browser, onnxruntime-web against the book's own JavaScript.

For each of three models (untrained, ``torch.manual_seed(0)``; sizes and speed do not depend on
training): the translator of chapter 7, the Vision Transformer of chapter 8 and the GPT of
chapter 9, this script

1. installs onnxruntime-web, pinned in ``benchmarks/browser_runtime/package.json``, with
   ``npm ci --ignore-scripts`` if ``benchmarks/browser_runtime/node_modules`` is missing;
2. exports the model to ONNX (``torch.onnx.export``, the dynamo exporter first, the legacy
   TorchScript one if that fails; the report says which) into a temporary folder, with the
   attention weights as extra named outputs (read with ``attnviz.record_attention`` inside a
   small wrapper module). The translator is two files: the encoder, and the decoder over a
   whole target prefix (re-run for every new token, no key-value cache). Lengths are dynamic
   axes; attnviz's ``check_int`` refuses a symbolic length, so it is patched for the export
   (see ``_check_int_or_symbolic``). The exporter's debugging metadata (stack traces with
   this machine's paths) is stripped from the files;
3. writes two test pages per model, both loading ``ort.wasm.min.js`` (a classic script; the
   single-threaded wasm, ``ort.env.wasm.numThreads = 1``, since threads need a cross-origin
   isolated page, which neither a static host without COOP/COEP headers nor file:// gives)
   and ``browser_runtime/ort_bench.js``: "files", where ORT fetches its .mjs loader, its
   .wasm and the .onnx files itself, and "inlined", where all three come from classic scripts
   as base64 or text (nothing fetched, the only way found to run ORT from file://);
   and a third page, "attnviz JS": the book's live view of the same model
   (``attnviz.visuals.live``: its forward pass written in JavaScript, the view's code inline
   in the page, float16 weights in a script file written by ``live.export_*``), driven by
   ``browser_runtime/js_bench.js`` through ``host.attnvizRun`` as a reader's click would;
4. opens each page in headless Debian Chromium (Playwright's Python package, as
   ``tests/browser`` does) over a local HTTP server on 127.0.0.1 and from disk (``file://``),
   each in a fresh browser context (empty cache), with every request to another host aborted;
5. prints, per model and page: the bytes the page fetched (ORT's scripts, the ``.wasm``
   actually requested, the models; raw and gzip-compressed, as a server that compresses would
   send them), whether it works from ``file://`` (and the exact error if not), the time from
   navigation to the first result, the median time of each task over ``--repeats`` runs after
   ``--warmup`` runs (translator: encoder + one decoder step, and a 10-token greedy decode;
   GPT: 60 greedy tokens from a 4-token prompt, each a full forward pass; ViT: one 8x8 image),
   and the largest absolute difference from PyTorch of the logits and of the attention weights
   for the same inputs (and whether the greedy tokens agree). The live view runs what a reader
   asks for, so its tasks are one ``attnvizRun`` each (translator: the sentence encoded and
   decoded greedily with a key-value cache up to ``<eos>`` or ``num_steps`` tokens, maps
   drawn; GPT: 60 greedy tokens with a key-value cache, then the map of the last window; ViT:
   one digit of chapter 8's test set as 0-16 pixels, maps drawn), and the time the view
   reports for its model alone; it returns no logits, so what is compared is what it returns
   (attention weights, rounded to 4 decimals except the ViT's, and the ViT's probabilities),
   with PyTorch on the float32 model and on the model as exported (float16 weights);
6. ends with one side-by-side table per model (a column per way of running it).

Timings are wall-clock times inside the page (``performance.now()``, which ticks in 0.1 ms
steps on a page that is not cross-origin isolated, so one sample of a fast task times enough
calls to last about 5 ms) on this machine's CPU; compare them only with rows measured in the
same run. ``measure_page`` is runtime-agnostic
(any page that sets ``window.BENCH_RESULT`` the way ``ort_bench.js`` and ``js_bench.js`` do),
so a row for another runtime needs a page and a call to it, nothing more.

    python benchmarks/browser_runtime.py [--models translator gpt vit] [--repeats 20]
                                         [--warmup 3] [--keep DIR]
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import copy
import functools
import gzip
import http.server
import json
import logging
import os
import shutil
import statistics
import subprocess
import tempfile
import threading
import time
import unittest.mock
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import onnx
import torch
from torch import nn

import attnviz
from attnviz import _checks as checks
from attnviz._checks import check_int, entry_checked
from attnviz.inspection.maps import translation_layers
from attnviz.mechanism import masks
from attnviz.visuals import live
from attnviz.visuals.views import json_for_script, save_html

HERE = Path(__file__).resolve().parent / "browser_runtime"
ORT_DIST = HERE / "node_modules" / "onnxruntime-web" / "dist"
ORT_SCRIPT = "ort.wasm.min.js"  # the wasm-only build as a classic script (UMD)
ORT_LOADER = "ort-wasm-simd-threaded.mjs"  # Emscripten's loader, which ORT import()s
ORT_WASM = "ort-wasm-simd-threaded.wasm"  # the runtime (SIMD; threads unused here)
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
LOCAL_HOSTS = {"127.0.0.1", "localhost", ""}
GREEDY_STEPS = {"translator": 10, "gpt": 60}
GPT_PROMPT = [0, 1, 2, 3]  # 4 tokens + 60 generated = the GPT's context of 64
SENTENCE = "i am not going to tell you ."
STATIC = Path(live.__file__).resolve().parent / "static"  # the live views' scripts
BENCH_SCRIPTS = {"ort_bench.js", "js_bench.js"}  # the benchmark's own, not counted


# ---------------------------------------------------------------- models and their exports


class TranslatorEncoder(nn.Module):
    """``src (1, Tk)``, ``valid_lens (1,)`` -> memory ``(1, Tk, D)`` and the encoder's
    self-attention ``(L, 1, H, Tk, Tk)``."""

    def __init__(self, model: attnviz.EncoderDecoder) -> None:
        super().__init__()
        self.encoder = model.encoder
        self.layers = translation_layers(model).encoder_self

    def forward(self, src: torch.Tensor, valid_lens: torch.Tensor
                ) -> tuple[torch.Tensor, torch.Tensor]:
        with attnviz.record_attention(self.encoder) as record, entry_checked():
            memory, _ = self.encoder(src, valid_lens)
        return memory, torch.stack([record.of(layer)[0] for layer in self.layers])


class TranslatorDecoder(nn.Module):
    """``tgt (1, T)``, memory ``(1, Tk, D)``, ``valid_lens (1,)`` -> logits ``(1, T, V)``, the
    masked self-attention ``(L, 1, H, T, T)`` and the cross-attention ``(L, 1, H, T, Tk)``.

    A fresh decoder state each call: the whole prefix is decoded again (no key-value cache)."""

    def __init__(self, model: attnviz.EncoderDecoder) -> None:
        super().__init__()
        self.decoder: Any = model.decoder  # a TransformerDecoder (init_state, forward)
        layers = translation_layers(model)
        self.self_layers, self.cross_layers = layers.decoder_self, layers.cross

    def forward(self, tgt: torch.Tensor, memory: torch.Tensor, valid_lens: torch.Tensor
                ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        with attnviz.record_attention(self.decoder) as record, entry_checked():
            logits, _ = self.decoder(tgt, self.decoder.init_state(memory, valid_lens))
        return (logits, torch.stack([record.of(layer)[0] for layer in self.self_layers]),
                torch.stack([record.of(layer)[0] for layer in self.cross_layers]))


class WithAttention(nn.Module):
    """A GPT or a ViT that also returns every block's attention ``(L, 1, H, T, T)``."""

    def __init__(self, model: attnviz.GPT | attnviz.VisionTransformer) -> None:
        super().__init__()
        self.model = model
        blocks: Any = model.blocks  # an nn.ModuleList of blocks, each with .attention
        self.layers = [block.attention for block in blocks]

    def forward(self, inputs: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        with attnviz.record_attention(self.model) as record, entry_checked():
            logits = self.model(inputs)
        return logits, torch.stack([record.of(layer)[0] for layer in self.layers])


@dataclass
class Export:
    """One ONNX file: the module, example inputs, names, and the axes that vary."""

    module: nn.Module
    args: tuple[torch.Tensor, ...]
    inputs: list[str]
    outputs: list[str]
    dynamic: dict[str, dict[int, str]] = field(default_factory=dict)


Reference = Callable[[], tuple[list[Any], dict[str, torch.Tensor]]]
"""PyTorch's answer: the greedy tokens (or none) and the outputs compared, by name."""


@dataclass
class LiveCase:
    """The same model in the book's live view (the forward pass written in JavaScript).

    ``export(path)`` writes its weights file (``attnviz.visuals.live.export_*``: float16);
    ``request`` is what the page passes to ``host.attnvizRun``; ``outputs`` maps a name
    compared with PyTorch to the key of the view's result that holds it, ``tokens`` the key of
    the tokens; ``reference(model)`` is PyTorch's answer of ``model`` for the same request,
    taken for the model as given (float32) and for it with the file's float16 weights.
    """

    model: nn.Module
    export: Callable[[Path], live.ExportedWeights]
    request: dict[str, Any]
    outputs: dict[str, str]
    tokens: str
    reference: Callable[[nn.Module], tuple[list[Any], dict[str, torch.Tensor]]]


@dataclass
class Case:
    """A model to run in the page: its ONNX files, the page's inputs, and PyTorch's answer."""

    name: str
    params: int
    exports: dict[str, Export]
    inputs: dict[str, Any]
    reference: Reference
    live: LiveCase
    exporter: dict[str, str] = field(default_factory=dict)


def greedy_tokens(step: Callable[[list[int]], torch.Tensor], start: list[int], steps: int
                  ) -> tuple[list[int], Any]:
    """Append the argmax of the last position ``steps`` times; also return the last output."""
    tokens, out = list(start), None
    for _ in range(steps):
        out = step(tokens)
        tokens.append(int(out[0][0, -1].argmax()))
    return tokens, out


def translator_case() -> Case:
    data = attnviz.load_fra_eng(num_train=16_065, num_val=1_000, num_test=1_000,
                                num_steps=None, min_freq=2, shuffle_seed=0)
    torch.manual_seed(0)
    model = attnviz.make_transformer(attnviz.TransformerConfig(
        src_vocab_size=len(data.src_vocab), tgt_vocab_size=len(data.tgt_vocab), d_model=128,
        num_heads=4, ffn_dim=256, num_layers=2, dropout=0.0, embedding_init="scaled",
        tie_embeddings=True)).eval()
    encoder, decoder = TranslatorEncoder(model).eval(), TranslatorDecoder(model).eval()
    src = data.src_vocab.encode(SENTENCE.split()) + [data.src_vocab.eos]
    bos = data.tgt_vocab.bos
    src_t, lens = torch.tensor([src]), torch.tensor([len(src)])
    with torch.no_grad():
        memory, _ = encoder(src_t, lens)

    @torch.no_grad()
    def reference() -> tuple[list[int], dict[str, torch.Tensor]]:
        memory, encoder_attention = encoder(src_t, lens)
        tokens, (logits, self_attention, cross) = greedy_tokens(
            lambda prefix: decoder(torch.tensor([prefix]), memory, lens), [bos],
            GREEDY_STEPS["translator"])
        return tokens, {"logits": logits, "encoder_attention": encoder_attention,
                        "decoder_self_attention": self_attention, "cross_attention": cross}

    def live_reference(model: nn.Module) -> tuple[list[Any], dict[str, torch.Tensor]]:
        # what the live view does: attnviz.translate's greedy decode, up to num_steps tokens
        assert isinstance(model, attnviz.EncoderDecoder)
        result = attnviz.translate(model, data, SENTENCE)
        maps = result.maps
        assert maps.encoder_self and maps.decoder_self and maps.cross  # a Transformer's
        return result.output, {
            "encoder_attention": torch.as_tensor(maps.encoder_self.weights),
            "decoder_self_attention": torch.as_tensor(maps.decoder_self.weights),
            "cross_attention": torch.as_tensor(maps.cross.weights)}

    tgt = torch.tensor([[bos, 5, 6]])
    return Case(
        name="translator", params=sum(p.numel() for p in model.parameters()),
        exports={
            "encoder": Export(encoder, (src_t, lens), ["src", "valid_lens"],
                              ["memory", "encoder_attention"],
                              {"src": {1: "Tk"}}),
            "decoder": Export(decoder, (tgt, memory, lens), ["tgt", "memory", "valid_lens"],
                              ["logits", "self_attention", "cross_attention"],
                              {"tgt": {1: "T"}, "memory": {1: "Tk"}}),
        },
        inputs={"src": src, "bos": bos}, reference=reference,
        live=LiveCase(model, lambda path: live.export_translator(model, data, path),
                      {"text": SENTENCE},
                      {"encoder_attention": "encoderSelf",
                       "decoder_self_attention": "decoderSelf", "cross_attention": "cross"},
                      "tokens", live_reference))


def gpt_case() -> Case:
    torch.manual_seed(0)
    model = attnviz.GPT(attnviz.GPTConfig(vocab_size=65, context=64, d_model=128, num_heads=4,
                                          num_layers=2, ffn_dim=512, dropout=0.0)).eval()
    wrapped = WithAttention(model).eval()

    @torch.no_grad()
    def reference() -> tuple[list[int], dict[str, torch.Tensor]]:
        tokens, (logits, attention) = greedy_tokens(
            lambda prefix: wrapped(torch.tensor([prefix])), GPT_PROMPT, GREEDY_STEPS["gpt"])
        return tokens, {"logits": logits, "attention": attention}

    chars = attnviz.CharTokenizer(attnviz.load_tiny_shakespeare(progress=False))
    if len(chars) != 65:
        raise ValueError(f"Tiny Shakespeare should have 65 characters, got {len(chars)}")
    prompt = "".join(chars.tokens[i] for i in GPT_PROMPT)

    @torch.no_grad()
    def live_reference(model: nn.Module) -> tuple[list[Any], dict[str, torch.Tensor]]:
        # what the live view does: GPT.generate, greedy, then the attention over the last
        # window of the text (64 characters: the prompt and the 60 new ones)
        assert isinstance(model, attnviz.GPT)
        tokens = model.generate(torch.tensor([GPT_PROMPT]), GREEDY_STEPS["gpt"],
                                temperature=0.0)[0].tolist()
        _, attention = WithAttention(model)(torch.tensor([tokens[-model.config.context:]]))
        return ([chars.tokens[i] for i in tokens[len(GPT_PROMPT):]],
                {"attention": attention[:, 0]})

    return Case(
        name="gpt", params=sum(p.numel() for p in model.parameters()),
        exports={"gpt": Export(wrapped, (torch.tensor([list(range(8))]),), ["tokens"],
                               ["logits", "attention"], {"tokens": {1: "T"}})},
        inputs={"prompt": GPT_PROMPT}, reference=reference,
        live=LiveCase(model, lambda path: live.export_gpt(model, chars, path),
                      {"prompt": prompt, "max_new_tokens": GREEDY_STEPS["gpt"],
                       "temperature": 0}, {"attention": "attention"}, "continuation",
                      live_reference))


def vit_case() -> Case:
    torch.manual_seed(0)
    config = attnviz.ViTConfig(image_size=8, patch_size=2, in_channels=1, num_classes=10,
                               d_model=64, num_heads=4, num_layers=2, mlp_dim=128, dropout=0.1)
    model = attnviz.VisionTransformer(config).eval()  # eval: dropout off
    wrapped = WithAttention(model).eval()
    # the first test digit of chapter 8's data, as 0-16 pixels (what the live view reads)
    # and as the model reads them: / 16, standardised with the training pixels' mean and std
    data = attnviz.load_digits_data(test_fraction=0.2, seed=0, image_size=8, normalize=True)
    pixels = torch.round((data.test_images[0, 0] * data.std + data.mean) * 16)
    image = ((pixels / 16 - data.mean) / data.std).reshape(1, 1, 8, 8).float()

    @torch.no_grad()
    def live_reference(model: nn.Module) -> tuple[list[Any], dict[str, torch.Tensor]]:
        assert isinstance(model, attnviz.VisionTransformer)
        logits, attention = WithAttention(model)(image)  # attention (L, 1, H, T, T)
        return [int(logits.argmax())], {"probabilities": logits.softmax(dim=-1)[0],
                                        "class_token_attention": attention[:, 0, :, 0, 1:]}

    @torch.no_grad()
    def reference() -> tuple[list[int], dict[str, torch.Tensor]]:
        logits, attention = wrapped(image)
        return [], {"logits": logits, "attention": attention}

    return Case(
        name="vit", params=sum(p.numel() for p in model.parameters()),
        exports={"vit": Export(wrapped, (image,), ["images"], ["logits", "attention"])},
        inputs={"image": image.flatten().tolist(), "side": 8}, reference=reference,
        live=LiveCase(model, lambda path: live.export_vit(model, data, path),
                      {"pixels": pixels.int().tolist()},
                      {"probabilities": "probabilities", "class_token_attention": "classToken"},
                      "label", live_reference))


CASES = {"translator": translator_case, "gpt": gpt_case, "vit": vit_case}
# what the summary's latency times: ORT re-runs the whole prefix for each new token (the graph
# has no key-value cache); the live views keep every layer's keys and values, and draw maps
ORT_TIMED = {"translator": "enc + 10 tokens, no cache", "gpt": "60 tokens, no cache",
             "vit": "one image"}
JS_TIMED = {"translator": "enc + {tokens} tokens, cache, maps", "gpt": "60 tokens, cache, map",
            "vit": "one image, maps"}


def _check_int_or_symbolic(name: str, value: object, **kwargs: Any) -> Any:
    """attnviz's ``check_int``, letting a symbolic size (``torch.SymInt``) through.

    While exporting with a dynamic length, ``k.shape[2]`` is a ``torch.SymInt``, not an ``int``,
    and ``attnviz.lengths_to_mask`` would refuse it (the legacy exporter's tracer hands it a
    0-d tensor instead, refused the same way). Patched in ``attnviz._checks`` (for
    ``check_positive``) and in ``attnviz.mechanism.masks``, which imported it by name.
    """
    if isinstance(value, torch.SymInt) or (torch.jit.is_tracing()
                                            and isinstance(value, torch.Tensor)):
        return value
    return check_int(name, value, **kwargs)


def strip_metadata(path: Path) -> int:
    """Remove what the exporter records per node for debugging (the PyTorch stack trace, module
    names: ``metadata_props``, ``doc_string``), which a page need not download and which holds
    this machine's file paths; return the bytes saved."""
    model = onnx.load(str(path))
    before = model.ByteSize()
    for node in model.graph.node:
        del node.metadata_props[:]
        node.doc_string = ""
    for value in [*model.graph.value_info, *model.graph.input, *model.graph.output]:
        del value.metadata_props[:]
    onnx.save(model, str(path))
    return before - model.ByteSize()


def export_onnx(export: Export, path: Path) -> str:
    """Write ``export`` to ``path``; return the exporter that worked (and why the other did not)."""
    problems = []
    # the dynamo exporter warns, once per operator, that torchvision's are not registered
    logging.getLogger("torch.onnx._internal.exporter._registration").setLevel(logging.ERROR)
    for dynamo in (True, False):
        kwargs: dict[str, Any] = {"input_names": export.inputs, "output_names": export.outputs}
        if dynamo:
            kwargs["dynamic_shapes"] = tuple(
                {axis: torch.export.Dim.DYNAMIC for axis in export.dynamic[name]}
                if name in export.dynamic else None for name in export.inputs)
        else:
            kwargs["dynamic_axes"] = export.dynamic
        try:
            with (warnings.catch_warnings(), contextlib.redirect_stdout(None),
                  unittest.mock.patch.object(masks, "check_int", _check_int_or_symbolic),
                  unittest.mock.patch.object(checks, "check_int", _check_int_or_symbolic)):
                warnings.simplefilter("ignore")
                torch.onnx.export(export.module, export.args, str(path), dynamo=dynamo,
                                  external_data=False, **kwargs)
        except Exception as error:  # noqa: BLE001 - the message is the result
            problems.append(f"{'dynamo' if dynamo else 'legacy'}: {type(error).__name__}: "
                            f"{str(error).splitlines()[0][:200]}")
            continue
        stripped = strip_metadata(path)
        used = "dynamo=True" if dynamo else "legacy (dynamo=False)"
        return "; ".join([used, *problems, f"{stripped:,} bytes of metadata stripped"])
    raise RuntimeError(f"torch.onnx.export failed with both exporters: {problems}")


# ---------------------------------------------------------------- pages and the browser


def ensure_ort() -> None:
    """``npm ci --ignore-scripts`` in benchmarks/browser_runtime if onnxruntime-web is absent."""
    if (ORT_DIST / ORT_SCRIPT).is_file():
        return
    if shutil.which("npm") is None:
        raise FileNotFoundError(f"onnxruntime-web is not installed in {HERE / 'node_modules'} "
                                "and npm is not on PATH to install it (npm ci --ignore-scripts)")
    subprocess.run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"], cwd=HERE,
                   check=True)


def write_inline_runtime(folder: Path) -> None:
    """``folder/ort_inline.js``: ORT's .wasm (base64) and its .mjs loader (text) as data of a
    classic script, for the variant that fetches nothing (see ``ort_bench.js``)."""
    wasm = base64.b64encode((ORT_DIST / ORT_WASM).read_bytes()).decode("ascii")
    loader = (ORT_DIST / ORT_LOADER).read_text(encoding="utf-8")
    (folder / "ort_inline.js").write_text(
        f"window.ORT_INLINE = {{wasm: \"{wasm}\", loader: {json.dumps(loader)}}};\n",
        encoding="utf-8")


def write_page(folder: Path, case: Case, *, inline: bool, warmup: int, repeats: int) -> Path:
    """A page that loads ORT and ort_bench.js with this case's configuration.

    ``inline=False``: ``<name>.html``, ORT fetches its loader, its .wasm and the .onnx files.
    ``inline=True``: ``<name>_inline.html``, all of them come from classic scripts
    (``ort_inline.js`` and ``<name>_models.js``, the .onnx files in base64).
    """
    files = {name: f"{case.name}_{name}.onnx" for name in case.exports}
    config = {"model": case.name, "wasmPaths": "ort/", "warmup": warmup, "repeats": repeats,
              "steps": GREEDY_STEPS.get(case.name, 1), "inputs": case.inputs, "inline": inline,
              "files": files}
    scripts = [f"ort/{ORT_SCRIPT}"]
    if inline:
        models = {name: base64.b64encode((folder / file).read_bytes()).decode("ascii")
                  for name, file in files.items()}
        (folder / f"{case.name}_models.js").write_text(
            f"window.ORT_MODELS = {json.dumps(models)};\n", encoding="utf-8")
        scripts += ["ort_inline.js", f"{case.name}_models.js"]
    page = folder / f"{case.name}{'_inline' if inline else ''}.html"
    page.write_text(
        "<!doctype html>\n<meta charset=\"utf-8\">\n<title>onnxruntime-web benchmark</title>\n"
        f"<script>window.BENCH_CONFIG = {json.dumps(config)};</script>\n"
        + "".join(f"<script src=\"{src}\"></script>\n" for src in [*scripts, "ort_bench.js"]),
        encoding="utf-8")
    return page


def write_live_page(folder: Path, case: Case, *, warmup: int, repeats: int
                    ) -> tuple[Path, live.ExportedWeights, int]:
    """``<name>_live.html``: the book's live view of ``case`` alone on a page, as
    ``tests/browser/test_live_models.py`` builds one (``live.live_view`` and ``save_html``:
    the small view inline in the page), with the model's file ``<name>_weights.js`` beside it
    (``attnviz.visuals.live.export_*``: the model's code, then its weights), and then
    js_bench.js, which drives the view.

    Returns the page, what the export wrote, and the bytes of the view's page as saved (its
    code; without the two script elements of the benchmark).
    """
    weights = case.live.export(folder / f"{case.name}_weights.js")
    view = live.live_view(weights, url=weights.path.name, title=f"live {case.name}",
                          embed=False)
    saved = save_html(view.to_html(), folder / f"{case.name}_view.html",
                      title=f"live {case.name}")
    config = {"kind": view.kind, "request": case.live.request, "outputs": case.live.outputs,
              "tokens": case.live.tokens, "warmup": warmup, "repeats": repeats}
    text = saved.read_text(encoding="utf-8")
    bench = (f"<script>window.BENCH_CONFIG = {json_for_script(config)};</script>\n"
             "<script src=\"js_bench.js\"></script>\n")
    page = folder / f"{case.name}_live.html"
    page.write_text(text.replace("</body>", bench + "</body>", 1), encoding="utf-8")
    return page, weights, saved.stat().st_size


def readable_lines() -> dict[str, tuple[int, int]]:
    """Lines of the live views' scripts (non-blank, comments included: they are written to be
    read): per file, ``(the whole file, its model code)``. ``live.js`` is the small view the
    page holds (no model code); ``live-engine.js`` the layers, from its first line to the
    shared attention view; a model's script, what comes before ``function setUp(`` (the model
    and the input it reads; after it: the controls)."""
    counts = {}
    for name in ("live.js", "live-engine.js", "live-translator.js", "live-gpt.js",
                 "live-vit.js"):
        lines = [line for line in (STATIC / name).read_text(encoding="utf-8").splitlines()
                 if line.strip()]
        if name == "live.js":
            model = 0
        elif name == "live-engine.js":
            model = next(i for i, line in enumerate(lines) if "An attention view" in line)
        else:
            model = next(i for i, line in enumerate(lines) if "function setUp(" in line)
        counts[name] = (len(lines), model)
    return counts


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base's name
        pass


@contextlib.contextmanager
def serve(folder: Path) -> Iterator[str]:
    """Serve ``folder`` on 127.0.0.1 on a free port, in a thread; yield its base URL."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def check_browser() -> None:
    """Raise, before any work, unless Chromium and Playwright's Python package are there."""
    if not os.access(CHROMIUM, os.X_OK):
        raise FileNotFoundError(f"Chromium not found at {CHROMIUM}: install Debian's package "
                                "(apt-get install -y chromium) or set CHROMIUM to its path")
    try:
        import playwright.sync_api  # noqa: F401 - only its presence is checked
    except ImportError as error:
        raise ImportError("Playwright's Python package is needed: pip install -r "
                          "tests/browser/requirements.txt") from error


@contextlib.contextmanager
def launch_chromium() -> Iterator[Any]:
    """Headless Debian Chromium under Playwright (no browser download)."""
    check_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                             args=["--no-sandbox"], timeout=60_000)
        try:
            yield browser
        finally:
            browser.close()


@dataclass
class PageRun:
    """What one page load measured (``error`` set and the rest empty if it failed)."""

    url: str
    requested: list[str] = field(default_factory=list)  # local URLs, in request order
    blocked: list[str] = field(default_factory=list)    # non-local URLs, aborted
    error: str = ""
    load_ms: float = float("nan")
    medians_ms: dict[str, float] = field(default_factory=dict)
    tokens: list[Any] = field(default_factory=list)
    outputs: dict[str, torch.Tensor] = field(default_factory=dict)


def _is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("file", "data", "blob", "about") or parts.hostname in LOCAL_HOSTS


def measure_page(browser: Any, url: str, *, timeout_s: float = 120.0) -> PageRun:
    """Open ``url`` in a fresh context (empty cache), wait for ``window.BENCH_RESULT``.

    The page must set ``window.BENCH_RESULT`` to ``{loadMs, times: {task: [ms]}, outputs:
    {name: {dims, data}}, tokens}`` or ``{error}``; requests to other hosts are aborted.
    """
    run = PageRun(url)
    context = browser.new_context()
    page = context.new_page()

    def route(request_route: Any) -> None:
        if _is_local(request_route.request.url):
            request_route.continue_()
        else:
            run.blocked.append(request_route.request.url)
            request_route.abort()

    page.route("**/*", route)
    page.on("request", lambda request: run.requested.append(request.url))
    console: list[str] = []
    page.on("console", lambda message: console.append(f"{message.type}: {message.text}")
            if message.type == "error" else None)
    page.on("pageerror", lambda error: console.append(f"pageerror: {error}"))
    try:
        page.goto(url)
        page.wait_for_function("() => window.BENCH_RESULT !== undefined",
                               timeout=timeout_s * 1000)
        result = page.evaluate("() => window.BENCH_RESULT")
    except Exception as error:  # noqa: BLE001 - a page that fails is a result
        result = {"error": f"{type(error).__name__}: {str(error).splitlines()[0]}"}
    finally:
        context.close()
    if "error" in result:
        run.error = " | ".join([result["error"], *console])
        return run
    run.load_ms = result["loadMs"]
    run.medians_ms = {task: statistics.median(times) for task, times in result["times"].items()}
    run.tokens = result["tokens"]
    run.outputs = {name: torch.tensor(value["data"], dtype=torch.float32).reshape(value["dims"])
                   for name, value in result["outputs"].items()}
    return run


@functools.cache
def _gzip_size(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), compresslevel=6))


def fetched_bytes(run: PageRun, base_url: str, folder: Path) -> dict[str, tuple[int, int]]:
    """``(bytes, gzip-compressed bytes)`` of every file the page requested over HTTP, by
    path, leaving out the page itself and the benchmark's own scripts (``BENCH_SCRIPTS``)."""
    sizes = {}
    for url in dict.fromkeys(run.requested):
        if not url.startswith(base_url):
            continue
        path = folder / urlsplit(url).path.removeprefix(urlsplit(base_url).path)
        if path.suffix != ".html" and path.name not in BENCH_SCRIPTS and path.is_file():
            sizes[path.relative_to(folder).as_posix()] = (path.stat().st_size, _gzip_size(path))
    return sizes


# ---------------------------------------------------------------- the report


def max_diff(ours: torch.Tensor, reference: torch.Tensor) -> float:
    if tuple(ours.shape) != tuple(reference.shape):
        raise ValueError(f"the page's output has shape {tuple(ours.shape)}, PyTorch's "
                         f"{tuple(reference.shape)}")
    return float((ours - reference.float()).abs().max())


@dataclass
class Row:
    """One way of shipping a model: its HTTP and file:// runs, what it fetched, and PyTorch's
    answers to compare it with (by label; none given: the case's own, as "PyTorch")."""

    label: str
    short: str  # its column's heading in the summary
    http: PageRun
    file: PageRun
    sizes: dict[str, tuple[int, int]]
    timed: str  # what its latency times, in words ("{tokens}": how many tokens it gave)
    main_task: str = ""  # the task shown as its latency in the summary (default: the last)
    references: dict[str, Reference] = field(default_factory=dict)


def _is_model(path: str) -> bool:
    """Whether a fetched file holds the model (the rest is code: the runtime, the view)."""
    return path.endswith((".onnx", "_models.js", "_weights.js"))


def _ms(run: PageRun, value: float) -> str:
    return "-" if run.error else f"{value:.0f}" if value >= 100 else f"{value:.2f}"


def report(case: Case, rows: list[Row]) -> tuple[str, dict[str, dict[str, str]]]:
    """The measurements of ``case`` in full, and its summary: per row (by its short heading)
    the cells of the side-by-side table, by line."""
    lines = [f"== {case.name} ({case.params:,} parameters)"]
    for name, how in case.exporter.items():
        lines.append(f"  export {name}: {how}")
    summary: dict[str, dict[str, str]] = {}
    for row in rows:
        cells = summary.setdefault(row.short, {})
        lines.append(f"  -- {row.label}")
        lines.append(f"    {'fetched over HTTP':<46} {'bytes':>12} {'gzip -6':>12}")
        for path, (size, packed) in row.sizes.items():
            lines.append(f"    {path:<46} {size:>12,} {packed:>12,}")
        total = [sum(sizes) for sizes in zip(*row.sizes.values(), strict=True)] or [0, 0]
        lines.append(f"    {'total':<46} {total[0]:>12,} {total[1]:>12,}")
        for part, is_model in (("code", False), ("model", True)):
            chosen = [sizes for path, sizes in row.sizes.items() if _is_model(path) == is_model]
            raw, packed = (sum(sizes) for sizes in zip(*chosen, strict=True))
            cells[f"{part} bytes (gzip)"] = f"{raw:,} ({packed:,})"
        cells["total bytes (gzip)"] = f"{total[0]:,} ({total[1]:,})"
        blocked = row.http.blocked + row.file.blocked
        if blocked:
            lines.append(f"    blocked non-local requests: {blocked}")
        cells["non-local requests"] = str(len(blocked))
        for label, run in (("http://", row.http), ("file://", row.file)):
            cells[f"works from {label}"] = "FAILS" if run.error else "works"
            cells[f"first result, {label} (ms)"] = _ms(run, run.load_ms)
            if run.error:
                lines.append(f"    {label} FAILS: {run.error}")
                continue
            lines.append(f"    {label} works; first result {run.load_ms:.0f} ms after navigation")
            main = row.main_task or list(run.medians_ms)[-1]
            for task, ms in run.medians_ms.items():
                lines.append(f"      median {task:<28} {ms:9.2f} ms")
                name = "latency" if task == main else f"median {task}"
                cells[f"{name}, {label} (ms)"] = _ms(run, ms)
            cells["latency: what is timed"] = row.timed.format(tokens=len(run.tokens))
        runs = [(label, run) for label, run in (("http://", row.http), ("file://", row.file))
                if not run.error]
        for who, reference in (row.references or {"PyTorch (f32)": case.reference}).items():
            tokens, outputs = reference()
            if tokens and runs:
                same = all(run.tokens == tokens for _, run in runs)
                characters = all(isinstance(t, str) and len(t) == 1 for t in tokens)
                shown = ("" if characters else " ").join(map(str, tokens))
                lines.append(f"    greedy tokens vs {who}: {'the same' if same else 'DIFFERENT'}"
                             f" ({len(tokens)} tokens: {shown!r:.120})")
                cells[f"tokens the same as {who}"] = (f"{'yes' if same else 'NO'}"
                                                      f" ({len(tokens)})")
            for name, tensor in outputs.items():
                found = [(label, max_diff(run.outputs[name], tensor)) for label, run in runs]
                if found:
                    lines.append(f"    max |{name} - {who}| = " + ", ".join(
                        f"{diff:.2e} ({label})" for label, diff in found))
                    cells[f"max |{name} - {who}|"] = f"{max(d for _, d in found):.1e}"
    return "\n".join(lines), summary


SUMMARY_ORDER = ("code", "model", "total", "non-local", "works from http", "works from file",
                 "first result, http", "first result, file", "latency:", "latency, http",
                 "latency, file", "median", "tokens", "max")


def side_by_side(case: Case, summary: dict[str, dict[str, str]]) -> str:
    """The summary of ``case`` as a table: one line per measure, one column per row."""
    names = sorted(dict.fromkeys(line for cells in summary.values() for line in cells),
                   key=lambda line: next(i for i, start in enumerate([*SUMMARY_ORDER, ""])
                                         if line.startswith(start)))
    width = max(len(name) for name in names) + 2
    columns = {short: max([len(short), *map(len, cells.values())]) + 2
               for short, cells in summary.items()}
    lines = [f"-- side by side: {case.name} ({case.params:,} parameters)",
             f"{'':<{width}}" + "".join(f"{short:>{columns[short]}}" for short in summary)]
    for name in names:
        lines.append(f"{name:<{width}}" + "".join(
            f"{summary[short].get(name, '-'):>{columns[short]}}" for short in summary))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", nargs="+", choices=list(CASES), default=list(CASES))
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--keep", type=Path, default=None,
                        help="write the pages and models here (kept) instead of a temp folder")
    args = parser.parse_args()
    check_browser()
    ensure_ort()
    version = json.loads((ORT_DIST.parent / "package.json").read_text())["version"]
    print(f"onnxruntime-web {version} ({ORT_SCRIPT}, single-threaded wasm), torch "
          f"{torch.__version__}, Chromium at {CHROMIUM}")
    print("attnviz JS: lines (non-blank; the whole file / its model code): " + ", ".join(
        f"{name} {whole} / {model}" for name, (whole, model) in readable_lines().items()))
    tables = []
    with contextlib.ExitStack() as stack:
        if args.keep is None:
            folder = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        else:
            folder = args.keep.resolve()
            folder.mkdir(parents=True, exist_ok=True)
        (folder / "ort").mkdir(exist_ok=True)
        for name in (ORT_SCRIPT, ORT_LOADER, ORT_WASM):
            shutil.copy(ORT_DIST / name, folder / "ort" / name)
        for name in BENCH_SCRIPTS:
            shutil.copy(HERE / name, folder / name)
        write_inline_runtime(folder)
        cases = []
        for name in args.models:
            start = time.perf_counter()
            case = CASES[name]()
            for part, export in case.exports.items():
                case.exporter[part] = export_onnx(export, folder / f"{name}_{part}.onnx")
            print(f"exported {name} in {time.perf_counter() - start:.1f} s", flush=True)
            cases.append(case)
        base_url = stack.enter_context(serve(folder))
        browser = stack.enter_context(launch_chromium())
        for case in cases:
            rows = []
            for inline, label, short in (
                    (False, "onnxruntime-web, files fetched by ORT", "ORT files"),
                    (True, "onnxruntime-web, everything inlined in classic .js", "ORT inlined")):
                page = write_page(folder, case, inline=inline, warmup=args.warmup,
                                  repeats=args.repeats)
                http_run = measure_page(browser, base_url + page.name)
                file_run = measure_page(browser, page.as_uri(), timeout_s=60)
                rows.append(Row(label, short, http_run, file_run,
                                fetched_bytes(http_run, base_url, folder), ORT_TIMED[case.name]))
            page, weights, code_bytes = write_live_page(folder, case, warmup=args.warmup,
                                                        repeats=args.repeats)
            http_run = measure_page(browser, base_url + page.name)
            file_run = measure_page(browser, page.as_uri(), timeout_s=60)
            as_exported = copy.deepcopy(case.live.model)
            live.load_exported(as_exported, weights.path).eval()
            reference = case.live.reference
            sizes = {f"{case.name}_view.html (the view's code, inline)":
                     (code_bytes, _gzip_size(folder / f"{case.name}_view.html")),
                     **fetched_bytes(http_run, base_url, folder)}
            rows.append(Row(
                "attnviz JS: the live view, float16 weights in a script file", "attnviz JS",
                http_run, file_run, sizes, JS_TIMED[case.name], "attnvizRun",
                {"PyTorch (f32)": functools.partial(reference, case.live.model),
                 "PyTorch (f16 as exported)": functools.partial(reference, as_exported)}))
            text, summary = report(case, rows)
            print(text, flush=True)
            tables.append(side_by_side(case, summary))
    print("\n" + "\n\n".join(tables))


if __name__ == "__main__":
    main()
