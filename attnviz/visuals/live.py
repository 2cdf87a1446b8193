"""Trained models that run in the reader's browser (chapters 7, 8 and 9).

The website's live views run the book's own trained models, with no kernel and no network:
chapter 7's translator (type a sentence), chapter 9's GPT (prompt it) and chapter 8's ViT (draw
a digit). Each runs a forward pass written in the views' own JavaScript
(``attnviz/visuals/static/live-*.js``), which mirrors the Python modules block for block. The
page's view holds that code (``live.js``: a title, a button, a status line, and the loading;
``live-engine.js``: the layers; ``live-KIND.js``: the model; ``attention.js``: the attention
view it draws with), and the model comes in one script file that this module writes, weights
and manifest only, loaded when the reader asks for it:

* :func:`export_translator`, :func:`export_gpt` and :func:`export_vit` write that file: the
  model's parameters, named as in its ``state_dict``, as float16 (the chapters check that every
  result they show stays the same), with a manifest (names, shapes, offsets, configuration,
  vocabulary) and a CRC-32 checksum. It is a script, not data read with ``fetch``, so that a
  page opened from disk (``file://``) can load it too; the numbers are deflate-compressed (the
  high and low bytes of the float16 numbers apart, which compresses better) and base64-encoded.
* :func:`read_weights` reads such a file back (a test compares the browser's results with
  PyTorch's on the model as exported) and :func:`load_exported` puts the weights into a model.
* :func:`live_view` writes the view that loads the file: kinds ``live-translator``,
  ``live-gpt`` and ``live-vit`` (see :mod:`attnviz.visuals.views` for the rendering contract).

The file format (version :data:`FORMAT`), after a comment::

    (window.attnvizLiveWeights = window.attnvizLiveWeights || {})["NAME"] = {
      "format": 1, "name": "NAME", "checksum": "8 hex digits", "meta": "JSON text",
      "data": "base64 of deflate(low bytes of every float16, then high bytes)"};

``meta`` holds ``"model"`` (the kind), ``"config"``, ``"tensors"`` (``name``, ``shape``,
``offset`` in numbers) and ``"aliases"`` (a tied parameter: its name and the name of the tensor
it shares), and what the model reads besides (vocabularies, the images' mean and spread). The
checksum is the CRC-32 of ``meta``'s UTF-8 bytes followed by the raw float16 bytes: the browser
refuses a file whose checksum is not the one the view expects (another run's weights) or whose
bytes do not add up to it (a corrupt file), with a message in the view.
"""

from __future__ import annotations

import base64
import html
import json
import os
import re
import tempfile
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch
from torch import nn

from attnviz._files import check_output_path, write_atomically
from attnviz.data.images import ImageData
from attnviz.data.text import CharTokenizer
from attnviz.data.translation import TranslationDataLike
from attnviz.models.encoder_decoder import EncoderDecoder
from attnviz.models.gpt import GPT
from attnviz.models.transformer import TransformerDecoder, TransformerEncoder
from attnviz.models.vit import VisionTransformer
from attnviz.visuals.views import View, json_for_script, static_text

__all__ = ["ExportedWeights", "describe_weights", "export_gpt", "export_translator", "export_vit",
           "live_folder", "live_view", "load_exported", "read_weights", "rewrite_code",
           "saved_live_view", "site_url"]

FORMAT = 1
"""The version of the weights file format; the browser refuses another."""

KINDS = {"translator": "live-translator", "gpt": "live-gpt", "vit": "live-vit"}
# What a live view's page holds besides its model's own script (live-KIND.js): the attention
# view it draws with, the layers, and the view itself (title, button, status line, loading).
LIVE_REQUIRES = ("attention", "live-engine", "live")
"""The live view's kind for each model the files can hold."""

_ABOUT = {
    "live-translator": "Type an English sentence: the trained Transformer translates it into "
                       "French here, in this page, and shows the attention behind each word.",
    "live-gpt": "Write a prompt: the trained character-level GPT continues it here, in this "
                "page, and shows each head's attention over the text.",
    "live-vit": "Draw a digit: the trained Vision Transformer classifies it here, in this page, "
                "and shows where its class token looks.",
}

_FLOAT16_MAX = float(np.finfo(np.float16).max)
_HEADER = re.compile(r'\(window\.attnvizLiveWeights = window\.attnvizLiveWeights \|\| \{\}\)'
                     r'\["([a-z0-9-]+)"\] = ')


@dataclass(frozen=True)
class ExportedWeights:
    """What :func:`export_translator`, :func:`export_gpt` or :func:`export_vit` wrote.

    Attributes:
        path: the file written.
        name: the model's name in the file (``"translator"``, ``"gpt"`` or ``"vit"``).
        checksum: the CRC-32 (8 hex digits) that the view expects.
        parameters: the numbers stored (a tied parameter once).
        file_bytes: the size of the file, what the browser fetches.
    """

    path: Path
    name: str
    checksum: str
    parameters: int
    file_bytes: int

    def __str__(self) -> str:
        return (f"{self.name}: {self.parameters:,} parameters as float16 in "
                f"{self.path.name}")


def _tensors(model: nn.Module) -> tuple[dict[str, np.ndarray], dict[str, str]]:
    """The model's parameters by ``state_dict`` name, as float32 arrays, and the aliases of
    tied ones (a name -> the first name of the same tensor). Non-persistent buffers (the
    sinusoidal table) are not in the state dict: the browser computes them."""
    tensors: dict[str, np.ndarray] = {}
    aliases: dict[str, str] = {}
    seen: dict[int, str] = {}
    for name, tensor in model.state_dict(keep_vars=True).items():
        key = tensor.data_ptr()
        if key in seen:
            aliases[name] = seen[key]
            continue
        seen[key] = name
        array = tensor.detach().to("cpu", torch.float32).numpy()
        if not np.isfinite(array).all() or np.abs(array).max(initial=0.0) > _FLOAT16_MAX:
            raise ValueError(f"parameter {name} has entries that float16 cannot hold (NaN, "
                             f"infinite or beyond {_FLOAT16_MAX:g} in magnitude)")
        tensors[name] = array
    return tensors, aliases


def live_folder() -> Path:
    """Where the exports write by default: the folder named by the environment variable
    ``ATTNVIZ_LIVE_DIR`` (the book's reference run sets it to a folder of its own, whose files
    replace those of ``book/_static/live`` once the chapter has run to its end; naming
    ``book/_static/live`` itself is refused), else a temporary folder of this process (and
    :func:`live_view` then carries the file in its output)."""
    global _TEMPORARY
    folder = os.environ.get("ATTNVIZ_LIVE_DIR")
    if folder:
        path = Path(folder)
        if not path.is_dir():
            raise FileNotFoundError(f"ATTNVIZ_LIVE_DIR names {folder!r}, which is not a folder")
        if path.resolve().parts[-3:] == ("book", "_static", "live"):
            raise ValueError(f"ATTNVIZ_LIVE_DIR names {folder!r}, the book's reference weights, "
                             "which only the reference run replaces (python "
                             ".ci/execute_notebooks.py, once a chapter has run to its end); "
                             "leave it unset: the live view then carries your model")
        return path
    if _TEMPORARY is None:
        _TEMPORARY = tempfile.TemporaryDirectory(prefix="attnviz-live-")
    return Path(_TEMPORARY.name)


_TEMPORARY: tempfile.TemporaryDirectory[str] | None = None


def _file_text(name: str, record: dict[str, Any]) -> str:
    """The weights file: ``static/live-file.js`` filled in with the model's name and record (no
    code: the page's live view brings it)."""
    record_text = f'["{name}"] = {json_for_script(record)};'
    text = static_text("live-file.js").replace('["NAME"] = {}; // RECORD', record_text, 1)
    # ASCII only, so that no page's charset can change the file (json_for_script escapes the
    # record; the template's comments are ASCII)
    return re.sub(r"[^\x00-\x7f]", lambda m: f"\\u{ord(m.group()):04x}", text)


def _write(path: str | os.PathLike[str] | None, name: str, model: nn.Module,
           config: Mapping[str, Any], extra: Mapping[str, Any]) -> ExportedWeights:
    target = check_output_path(live_folder() / f"{name}.js" if path is None else path, (".js",),
                               name="path")
    tensors, aliases = _tensors(model)
    entries, offset = [], 0
    for tensor_name, array in tensors.items():
        entries.append({"name": tensor_name, "shape": list(array.shape), "offset": offset})
        offset += array.size
    meta = {"model": name, "config": dict(config), "tensors": entries, "aliases": aliases,
            **extra}
    meta_text = json.dumps(meta, ensure_ascii=True, separators=(",", ":"), allow_nan=False)
    raw = np.concatenate([a.ravel() for a in tensors.values()]).astype("<f2").tobytes()
    checksum = f"{zlib.crc32(raw, zlib.crc32(meta_text.encode('utf-8'))):08x}"
    pairs = np.frombuffer(raw, dtype=np.uint8).reshape(-1, 2)  # (numbers, 2): low, high byte
    shuffled = np.concatenate([pairs[:, 0], pairs[:, 1]]).tobytes()
    data = base64.b64encode(zlib.compress(shuffled, 9)).decode("ascii")
    record = {"format": FORMAT, "name": name, "checksum": checksum, "meta": meta_text,
              "data": data}
    text = _file_text(name, record)
    write_atomically(target, text.encode("ascii"))
    target.chmod(0o644)  # a file the website serves: readable by all, as git checks it out
    return ExportedWeights(path=target, name=name, checksum=checksum, parameters=offset,
                           file_bytes=len(text))


def export_translator(model: EncoderDecoder, data: TranslationDataLike,
                      path: str | os.PathLike[str] | None = None) -> ExportedWeights:
    """Write chapter 7's Transformer translator, with its vocabularies, for the live view.

    Args:
        model: a trained :func:`attnviz.make_transformer` model (post-norm or pre-norm).
        data: the data it was trained on (vocabularies and ``num_steps``).
        path: the ``.js`` file to write, in an existing folder (replaced whole); by default
            ``NAME.js`` in :func:`live_folder`.

    Returns:
        What was written (:class:`ExportedWeights`).

    Raises:
        TypeError: ``model`` is not a Transformer encoder–decoder.
        ValueError: a parameter does not fit float16, or ``path`` is not a ``.js`` file in an
            existing folder.
    """
    if not (isinstance(model, EncoderDecoder) and isinstance(model.encoder, TransformerEncoder)
            and isinstance(model.decoder, TransformerDecoder)):
        raise TypeError("model must be a Transformer encoder–decoder (attnviz.make_transformer), "
                        f"got {type(model).__name__}")
    config = asdict(model.encoder.config)
    extra = {"src_vocab": list(data.src_vocab.tokens), "tgt_vocab": list(data.tgt_vocab.tokens),
             "num_steps": int(data.num_steps)}
    return _write(path, "translator", model, config, extra)


def export_gpt(model: GPT, tokenizer: CharTokenizer,
               path: str | os.PathLike[str] | None = None) -> ExportedWeights:
    """Write chapter 9's character-level GPT, with its characters, for the live view.

    Args:
        model: a trained :class:`attnviz.GPT`.
        tokenizer: the :class:`attnviz.CharTokenizer` of its training text.
        path: the ``.js`` file to write, in an existing folder (replaced whole); by default
            ``NAME.js`` in :func:`live_folder`.

    Returns:
        What was written (:class:`ExportedWeights`).
    """
    if not isinstance(model, GPT):
        raise TypeError(f"model must be an attnviz.GPT, got {type(model).__name__}")
    if not isinstance(tokenizer, CharTokenizer) or len(tokenizer) != model.config.vocab_size:
        raise ValueError("tokenizer must be the CharTokenizer of the model's "
                         f"{model.config.vocab_size} characters, got {tokenizer!r}")
    if model.config.num_kv_heads not in (None, model.config.num_heads):
        raise ValueError("the live GPT runs multi-head attention: num_kv_heads must be None, "
                         f"got {model.config.num_kv_heads}")
    config = model.config
    if (config.gate is not None or config.qk_norm or config.logit_cap is not None
            or config.kv_share != 1 or config.linear is not None
            or config.select_k is not None):
        raise ValueError(f"the live GPT runs plain multi-head attention: gate, logit_cap, "
                         f"select_k and linear must be None, qk_norm False and kv_share 1, got "
                         f"gate={config.gate!r}, qk_norm={config.qk_norm}, logit_cap="
                         f"{config.logit_cap}, select_k={config.select_k}, kv_share="
                         f"{config.kv_share} and linear={config.linear!r}")
    return _write(path, "gpt", model, asdict(model.config), {"chars": list(tokenizer.tokens)})


def export_vit(model: VisionTransformer, data: ImageData,
               path: str | os.PathLike[str] | None = None) -> ExportedWeights:
    """Write chapter 8's Vision Transformer, with the images' standardisation, for the view.

    Args:
        model: a trained :class:`attnviz.VisionTransformer` on one-channel digits.
        data: the :func:`attnviz.load_digits_data` data it was trained on (``mean``, ``std``:
            pixels 0–16 are divided by 16, upsampled to the model's size, then standardised).
        path: the ``.js`` file to write, in an existing folder (replaced whole); by default
            ``NAME.js`` in :func:`live_folder`.

    Returns:
        What was written (:class:`ExportedWeights`).
    """
    if not isinstance(model, VisionTransformer):
        raise TypeError(f"model must be an attnviz.VisionTransformer, got "
                        f"{type(model).__name__}")
    if not isinstance(data, ImageData) or data.classes != tuple(str(d) for d in range(10)):
        raise TypeError(f"data must be the digits of attnviz.load_digits_data, got {data!r:.80}")
    if model.config.in_channels != 1 or model.config.image_size % 8:
        raise ValueError("model must read one-channel images of a multiple of 8 pixels, got "
                         f"{model.config}")
    extra = {"mean": float(data.mean), "std": float(data.std), "scale": 16.0}
    return _write(path, "vit", model, asdict(model.config), extra)


def _record(text: str, path: str | os.PathLike[str]) -> dict[str, Any]:
    """The record a weights file's text stores after its code (format, name, checksum, meta,
    data), unchecked; ValueError where the text holds none."""
    match = _HEADER.search(text)
    if match is None:
        raise ValueError(f"{path} is not an attnviz live weights file")
    record: dict[str, Any] = json.loads(text[match.end():].rstrip().rstrip(";"))
    return record


def describe_weights(path: str | os.PathLike[str]) -> ExportedWeights:
    """What a weights file holds (name, checksum, numbers, size), read back from the file and
    checked as :func:`read_weights` checks it, to make a :func:`live_view` of it."""
    meta, _ = read_weights(path)
    text = Path(path).read_text(encoding="ascii")
    checksum = _record(text, path)["checksum"]
    return ExportedWeights(path=Path(path), name=meta["model"], checksum=checksum,
                           parameters=sum(int(np.prod(e["shape"])) for e in meta["tensors"]),
                           file_bytes=len(text))


def read_weights(path: str | os.PathLike[str]) -> tuple[dict[str, Any], dict[str, np.ndarray]]:
    """Read a weights file back: its ``meta`` and its tensors as float32 arrays, by name
    (aliases included), after checking the format and the checksum as the browser does.

    Raises:
        ValueError: the file is not a weights file of format :data:`FORMAT`, or its checksum
            does not match its bytes (the file is corrupt).
    """
    record = _record(Path(path).read_text(encoding="ascii"), path)
    if record.get("format") != FORMAT:
        raise ValueError(f"{path} has format {record.get('format')!r}, expected {FORMAT}")
    try:
        shuffled = zlib.decompress(base64.b64decode(record["data"]))
    except (ValueError, zlib.error) as error:  # a changed character: base64 or deflate breaks
        raise ValueError(f"{path} is corrupt: its data does not decode ({error})") from None
    half = len(shuffled) // 2
    raw = np.stack([np.frombuffer(shuffled[:half], np.uint8),
                    np.frombuffer(shuffled[half:], np.uint8)], axis=1).tobytes()
    meta_text = record["meta"]
    checksum = f"{zlib.crc32(raw, zlib.crc32(meta_text.encode('utf-8'))):08x}"
    if checksum != record["checksum"]:
        raise ValueError(f"{path} is corrupt: its bytes give checksum {checksum}, the file "
                         f"says {record['checksum']}")
    meta = json.loads(meta_text)
    numbers = np.frombuffer(raw, dtype="<f2").astype(np.float32)
    tensors = {}
    for entry in meta["tensors"]:
        size = int(np.prod(entry["shape"], dtype=np.int64))
        tensors[entry["name"]] = numbers[entry["offset"]: entry["offset"] + size].reshape(
            entry["shape"])
    for alias, name in meta["aliases"].items():
        tensors[alias] = tensors[name]
    return meta, tensors


def rewrite_code(path: str | os.PathLike[str]) -> ExportedWeights:
    """Write a weights file again in the current layout (:data:`FORMAT`'s record, without code),
    keeping its record: the same weights, the same checksum; a file written with the view code
    in it (the book's first releases) loses that code. For a change to the live views alone,
    without training again.

    Raises:
        ValueError: the file is not a weights file of format :data:`FORMAT`, or is corrupt.
    """
    meta, _ = read_weights(path)  # checks the format and the checksum
    record = _record(Path(path).read_text(encoding="ascii"), path)
    write_atomically(Path(path), _file_text(meta["model"], record).encode("ascii"))
    Path(path).chmod(0o644)
    return describe_weights(path)


def load_exported(model: nn.Module, path: str | os.PathLike[str]) -> nn.Module:
    """Copy the weights of a file into ``model`` (of the same architecture), in place: the
    model as exported, float16 numbers in float32, which the browser must reproduce.

    Returns:
        ``model``.
    """
    _, tensors = read_weights(path)
    state = {name: torch.from_numpy(array.copy()) for name, array in tensors.items()}
    model.load_state_dict(state, strict=True)
    return model


_SITE_PATH = re.compile(r"(?!/)[A-Za-z0-9_./-]+\.js")
# An absolute address of a folder: https://, or http:// on this machine only; no user, query
# or fragment. A file's address is one of these and a name ending in .js.
_FOLDER = (r"(?:https://[A-Za-z0-9.-]+|http://(?:127\.0\.0\.1|localhost))(?::[0-9]{1,5})?/"
           r"(?:[A-Za-z0-9_.~%/-]*/)?")
_SITE = re.compile(_FOLDER)
_ABSOLUTE = re.compile(_FOLDER + r"[A-Za-z0-9_.~%-]+\.js")


def _check_url(url: Any) -> str:
    """``url`` if it is a path to a ``.js`` file relative to the site's root (no leading
    ``/``) or an absolute ``https://`` address of one (``http://`` only on this machine:
    127.0.0.1 or localhost), with no query, fragment, user, ``..`` or space."""
    if not isinstance(url, str) or not (_SITE_PATH.fullmatch(url) or (
            _ABSOLUTE.fullmatch(url) and "/../" not in url and "/./" not in url)):
        raise ValueError("url must be a relative path to a .js file (letters, digits, '_', "
                         "'.', '-', '/') or an absolute https:// address of one "
                         f"(http:// only for 127.0.0.1 or localhost), got {url!r}")
    return url


def site_url() -> str | None:
    """The published website's address, where a view saved in a notebook finds the book's
    weights when the page is not the website (Colab, a notebook opened elsewhere): the
    environment variable ``ATTNVIZ_SITE_URL`` (the reference run sets it from ``html.baseurl``
    in ``_config.yml``), ending in ``/``; ``None`` where it is not set.

    Raises:
        ValueError: the variable is set but not an ``https://`` address ending in ``/``.
    """
    value = os.environ.get("ATTNVIZ_SITE_URL")
    if not value:
        return None
    if not _SITE.fullmatch(value):
        raise ValueError("ATTNVIZ_SITE_URL must be an https:// address ending in '/' (http:// "
                         f"only for 127.0.0.1 or localhost), got {value!r}")
    return value


def _in_live_folder(path: Path) -> bool:
    """Whether ``path`` was written into the folder that ``ATTNVIZ_LIVE_DIR`` names (the
    reference run's, whose files the website serves)."""
    folder = os.environ.get("ATTNVIZ_LIVE_DIR")
    if not folder:
        return False
    try:
        return path.resolve().parent == Path(folder).resolve()
    except OSError:
        return False


def live_view(weights: ExportedWeights, *, title: str, url: str | None = None,
              embed: bool | None = None, examples: Sequence[Any] = (),
              settings: Mapping[str, Any] | None = None) -> View:
    """The live view of an exported model: it loads the model when the reader asks, and runs
    it in the page.

    The model travels one of two ways:

    * **inside the output** (``embed=True``): the weights file's text is carried by the view,
      so the model this run trained runs wherever the output is shown, with no server and no
      network: JupyterLab, Notebook 7, VS Code, Colab's sandboxed output frames, an HTML
      export. The output grows by the file's size (``weights.file_bytes``), and so does the
      notebook when it is saved.
    * **by address** (``embed=False``): the view names the file, and the page fetches it. On
      the book's website that is ``url`` from the site's root; in a Jupyter front end, the
      server's file route to ``book/URL`` in the repository; elsewhere ``url`` beside the page;
      and outside the website, last, the published website (:func:`site_url`). The book's
      reference run saves its views this way, so that its notebooks stay small.

    Args:
        weights: what the export wrote (the view keeps its name, checksum and size).
        title: a line above the view.
        url: where the page finds the file: a path relative to the site's root (by default
            ``_static/live/NAME.js``, where the book serves ``book/_static/live``), or an
            absolute ``https://`` address (``http://`` only for 127.0.0.1 or localhost).
        embed: carry the file in the output; by default (``None``) yes, unless the file was
            written into the folder that ``ATTNVIZ_LIVE_DIR`` names (the reference run).
        examples: inputs the reader can pick (sentences, prompts, or 8 × 8 digits as nested
            lists of 0–16).
        settings: the view's defaults (for the GPT: ``max_new_tokens``, ``temperature``,
            ``top_k``).

    Returns:
        A :class:`~attnviz.visuals.views.View` of kind ``live-translator``, ``live-gpt`` or
        ``live-vit``.

    Raises:
        TypeError: ``weights`` is not an :class:`ExportedWeights`, or ``embed`` not a bool.
        ValueError: ``url`` is neither a relative path nor an allowed absolute address of a
            ``.js`` file; the file to embed is not the one exported.
    """
    if not isinstance(weights, ExportedWeights):
        raise TypeError(f"weights must be an ExportedWeights, got {type(weights).__name__}")
    url = _check_url(f"_static/live/{weights.name}.js" if url is None else url)
    if embed is None:
        embed = not _in_live_folder(weights.path)
    if not isinstance(embed, bool):
        raise TypeError(f"embed must be a bool or None, got {embed!r}")
    kind = KINDS[weights.name]
    data: dict[str, Any] = {
        "name": weights.name, "url": url, "checksum": weights.checksum,
        "about": _ABOUT[kind], "bytes": weights.file_bytes, "parameters": weights.parameters,
        "title": title, "examples": list(examples), "settings": dict(settings or {}),
        "embedded": embed}
    payload = None
    if embed:
        payload = weights.path.read_text(encoding="ascii")
        if describe_weights(weights.path) != weights:
            raise ValueError(f"{weights.path} no longer holds the model exported as "
                             f"{weights.checksum}: export it again")
        fallback = (f'<div class="attnviz-fallback">{html.escape(title)}: the model this run '
                    "trained, carried in this output; where scripts run, a button loads it "
                    "into the page.</div>")
    else:
        relative = not url.startswith(("https://", "http://"))
        data["repo"] = ({"notebook": f"../book/{url}", "root": f"book/{url}"} if relative
                        else None)
        data["site"] = site_url() if relative else None
        fallback = (f'<div class="attnviz-fallback">{html.escape(title)}: the book\'s trained '
                    "model, which runs in the page where scripts run (on the book's website, "
                    "or in Jupyter or Colab, from a button).</div>")
    return View(kind=kind, data=data, label=title, fallback=fallback,
                requires=LIVE_REQUIRES, payload=payload)


_LIVE_KIND = re.compile(r'data-attnviz-kind="live-[a-z]+"')


def saved_live_view(notebook: str | os.PathLike[str]) -> str:
    """The HTML of the one live view saved in a chapter's notebook (a ``text/html`` output with
    ``data-attnviz-kind="live-..."``), which the website's page of live models shows again
    (the ``attnviz-live`` directive of ``book/_ext/live_models.py``).

    Raises:
        ValueError: the notebook holds no live view or more than one (re-execute the chapter).
    """
    cells = json.loads(Path(notebook).read_text(encoding="utf-8"))["cells"]
    found = []
    for cell in cells:
        for output in cell.get("outputs", []):
            saved = output.get("data", {}).get("text/html")
            text = "".join(saved) if isinstance(saved, list) else saved
            if text and _LIVE_KIND.search(text):
                found.append(text)
    if len(found) != 1:
        raise ValueError(f"{notebook} has {len(found)} live view outputs, expected exactly one "
                         "(re-execute the chapter: python .ci/execute_notebooks.py)")
    return found[0]
