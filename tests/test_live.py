"""The live models' weights files and views (attnviz.visuals.live), without a browser.

Tiny models of each kind (chapter 7's translator, chapter 9's GPT, chapter 8's ViT) are
exported and read back: the numbers are the float16 rounding of the parameters, a tied
parameter is stored once, and the model as exported computes what the original computes with
its weights rounded to float16. The file defends itself (checksum, format), is the same for the
same model, and is never written half or for a wrong argument. Then the views (kinds, data,
the url they accept, escaping), their front-end version (the live scripts' own), and the book
as committed: each chapter's live view names the checksum and size of the weights file beside
it, so a stale output or a stale file fails here before the browser tests
(tests/browser/test_live_models.py) run it.
"""

import html
import json
import math
import re
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
import torch
from torch import nn

import attnviz
from attnviz.data.images import ImageData
from attnviz.data.vocab import Vocab
from attnviz.visuals import live, views
from attnviz.visuals.views import static_text

ROOT = Path(__file__).resolve().parents[1]
LIVE_DIR = ROOT / "book" / "_static" / "live"
CHAPTERS = {"translator": "07_transformer", "vit": "08_vision_transformer",
            "gpt": "09_decoder_only"}
MAX_FILE_BYTES = 3_500_000  # what the website may serve per model
TEXT = "to be, or not to be: that is the question."
DATA_SCRIPT = re.compile(r'<script type="application/json" class="attnviz-data">(.*?)</script>',
                         re.DOTALL)


# --- tiny models of each kind, with what their export reads besides -----------------------

def _translator(*, seed=0, tie_embeddings=False):
    src = Vocab([["go", "."], ["hi", "."], ["run", "!"]])
    tgt = Vocab([["va", "!"], ["salut", "."], ["cours", "!"], ["bonjour", "."]])
    torch.manual_seed(seed)
    model = attnviz.make_transformer(attnviz.TransformerConfig(
        src_vocab_size=len(src), tgt_vocab_size=len(tgt), d_model=8, num_heads=2, ffn_dim=16,
        num_layers=1, max_len=16, tie_embeddings=tie_embeddings))
    return model, SimpleNamespace(src_vocab=src, tgt_vocab=tgt, num_steps=6)


def _gpt(*, seed=0, tokenizer=None, **changes):
    tokenizer = tokenizer or attnviz.CharTokenizer(TEXT)
    torch.manual_seed(seed)
    config = attnviz.GPTConfig(**{"vocab_size": len(tokenizer), "context": 8, "d_model": 8,
                                  "num_heads": 2, "num_layers": 1, "ffn_dim": 16, **changes})
    return attnviz.GPT(config), tokenizer


def _digits(image_size=8):
    images = torch.zeros(2, 1, image_size, image_size)
    labels = torch.tensor([3, 7])
    return ImageData(images, labels, images, labels, classes=tuple("0123456789"),
                     mean=0.25, std=0.5)


def _vit(*, seed=0, **changes):
    torch.manual_seed(seed)
    config = attnviz.ViTConfig(**{"image_size": 8, "patch_size": 4, "d_model": 8, "num_heads": 2,
                                  "num_layers": 1, "mlp_dim": 16, **changes})
    return attnviz.VisionTransformer(config), _digits(config.image_size)


MAKERS = {"translator": _translator, "gpt": _gpt, "vit": _vit}
EXPORTS = {"translator": live.export_translator, "gpt": live.export_gpt, "vit": live.export_vit}


def _export(name, path, **changes):
    model, extra = MAKERS[name](**changes)
    return model, EXPORTS[name](model, extra, path)


def _outputs(name, model):
    """The model's outputs on a small input of its kind (eval mode, no gradients)."""
    generator = torch.Generator().manual_seed(1)
    model.eval()
    with torch.no_grad():
        if name == "translator":
            src = torch.randint(0, 8, (2, 5), generator=generator)
            tgt = torch.randint(0, 8, (2, 4), generator=generator)
            return model(src, torch.tensor([5, 3]), tgt)
        if name == "gpt":
            return model(torch.randint(0, model.config.vocab_size, (2, 8), generator=generator))
        return model(torch.randn(2, 1, 8, 8, generator=generator))


# --- round trip ----------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["translator", "gpt", "vit"])
def test_every_tensor_comes_back_as_its_float16_rounding(tmp_path, name):
    model, exported = _export(name, tmp_path / f"{name}.js")
    meta, tensors = live.read_weights(exported.path)
    state = model.state_dict()
    assert meta["model"] == name and exported.name == name
    assert set(tensors) == set(state)  # every state_dict name, aliases included
    for key, tensor in state.items():
        assert tensors[key].dtype == np.float32 and tensors[key].shape == tuple(tensor.shape)
        # exact: float16 -> float32 is exact, and the file holds tensor.half()'s bits
        assert np.array_equal(tensors[key], tensor.half().float().numpy()), key
    # the rounding is real: some parameter is not a float16 number
    assert any(not torch.equal(t, t.half().float()) for t in state.values())
    assert exported.parameters == sum(p.numel() for p in model.parameters())  # unique ones
    assert exported.parameters == sum(math.prod(e["shape"]) for e in meta["tensors"])
    assert exported.file_bytes == exported.path.stat().st_size
    assert re.fullmatch(r"[0-9a-f]{8}", exported.checksum)
    text = exported.path.read_bytes().decode("ascii")  # ASCII, or this raises
    assert "</" not in text and "<!--" not in text  # it is loaded as a script
    assert live.describe_weights(exported.path) == exported


@pytest.mark.parametrize(("name", "alias", "stored"), [
    ("translator", "decoder.output.weight", "decoder.embed.embedding.weight"),
    ("gpt", "output.weight", "embedding.weight"),
])
def test_a_tied_parameter_is_stored_once_and_named_as_an_alias(tmp_path, name, alias, stored):
    changes = {"tie_embeddings": True}
    model, exported = _export(name, tmp_path / f"{name}.js", **changes)
    state = model.state_dict(keep_vars=True)
    assert state[alias] is state[stored]
    meta, tensors = live.read_weights(exported.path)
    assert meta["aliases"] == {alias: stored}
    assert alias not in {e["name"] for e in meta["tensors"]}
    assert np.array_equal(tensors[alias], tensors[stored])
    untied, _ = _export(name, tmp_path / "untied.js", tie_embeddings=False)
    assert exported.parameters == (sum(p.numel() for p in untied.parameters())
                                   - state[alias].numel())
    # read back into a tied model, the tie holds
    fresh = live.load_exported(MAKERS[name](seed=1, tie_embeddings=True)[0], exported.path)
    assert fresh.state_dict(keep_vars=True)[alias] is fresh.state_dict(keep_vars=True)[stored]


@pytest.mark.parametrize("name", ["translator", "gpt", "vit"])
def test_the_model_as_exported_computes_what_the_rounded_original_computes(tmp_path, name):
    model, exported = _export(name, tmp_path / f"{name}.js")
    fresh = MAKERS[name](seed=1)[0]  # other initial weights: only the file can make them equal
    assert not torch.equal(_outputs(name, fresh), _outputs(name, model))
    assert live.load_exported(fresh, exported.path) is fresh
    with torch.no_grad():
        for parameter in model.parameters():
            parameter.copy_(parameter.half().float())
    torch.testing.assert_close(_outputs(name, fresh), _outputs(name, model), rtol=1e-6,
                               atol=1e-6)


def test_the_file_carries_what_the_model_reads_besides_its_weights(tmp_path):
    model, data = _translator()
    meta, _ = live.read_weights(live.export_translator(model, data, tmp_path / "t.js").path)
    assert meta["src_vocab"] == list(data.src_vocab.tokens)
    assert meta["tgt_vocab"] == list(data.tgt_vocab.tokens)
    assert meta["num_steps"] == 6
    assert attnviz.TransformerConfig(**meta["config"]) == model.encoder.config
    model, tokenizer = _gpt()
    meta, _ = live.read_weights(live.export_gpt(model, tokenizer, tmp_path / "g.js").path)
    assert "".join(meta["chars"]) == "".join(tokenizer.tokens)
    assert tokenizer.decode(tokenizer.encode(TEXT)) == TEXT
    assert attnviz.GPTConfig(**meta["config"]) == model.config
    model, digits = _vit()
    meta, _ = live.read_weights(live.export_vit(model, digits, tmp_path / "v.js").path)
    assert (meta["mean"], meta["std"], meta["scale"]) == (0.25, 0.5, 16.0)
    assert attnviz.ViTConfig(**meta["config"]) == model.config


def test_the_same_model_gives_the_same_file(tmp_path):
    model, tokenizer = _gpt()
    first = live.export_gpt(model, tokenizer, tmp_path / "first.js")
    second = live.export_gpt(model, tokenizer, tmp_path / "second.js")
    assert first.path.read_bytes() == second.path.read_bytes()
    assert first.checksum == second.checksum
    other = live.export_gpt(_gpt(seed=1)[0], tokenizer, tmp_path / "other.js")
    assert other.checksum != first.checksum


# --- the file defends itself ---------------------------------------------------------------

def _record(path):
    """The file's header and its record (parsed)."""
    text = path.read_text(encoding="ascii")
    head, _, body = text.rpartition('"] = ')  # the record is the file's last statement
    return head + '"] = ', json.loads(body.rstrip().rstrip(";"))


def _rewrite(path, record_change):
    head, record = _record(path)
    record_change(record)
    path.write_text(f"{head}{views.json_for_script(record)};\n", encoding="ascii")


def _flip_base64(record):
    data = record["data"]
    i = len(data) // 2
    record["data"] = data[:i] + ("B" if data[i] != "B" else "C") + data[i + 1:]


def _change_a_number(record):
    """A number changed, with the deflate and base64 layers intact: only the CRC-32 sees it."""
    import base64
    import zlib

    shuffled = bytearray(zlib.decompress(base64.b64decode(record["data"])))
    shuffled[len(shuffled) // 4] ^= 0x01
    record["data"] = base64.b64encode(zlib.compress(bytes(shuffled), 9)).decode("ascii")


def _change_a_shape(record):
    meta = json.loads(record["meta"])
    entry = next(e for e in meta["tensors"] if len(set(e["shape"])) == 2)  # not square
    entry["shape"] = [entry["shape"][1], entry["shape"][0]]  # same size: only the CRC sees it
    record["meta"] = json.dumps(meta, separators=(",", ":"))


@pytest.mark.parametrize("change", [_flip_base64, _change_a_number, _change_a_shape],
                         ids=["base64 character", "float16 number", "shape in meta"])
def test_a_changed_file_is_refused_as_corrupt(tmp_path, change):
    _, exported = _export("gpt", tmp_path / "gpt.js")
    live.read_weights(exported.path)
    _rewrite(exported.path, change)
    with pytest.raises(ValueError, match=r"gpt\.js is corrupt"):
        live.read_weights(exported.path)
    with pytest.raises(ValueError, match="corrupt"):
        live.describe_weights(exported.path)
    with pytest.raises(ValueError, match="corrupt"):
        live.load_exported(_gpt()[0], exported.path)


def test_another_format_and_other_files_are_refused(tmp_path):
    _, exported = _export("vit", tmp_path / "vit.js")
    _rewrite(exported.path, lambda record: record.update(format=2))
    with pytest.raises(ValueError, match=r"has format 2, expected 1"):
        live.read_weights(exported.path)
    other = tmp_path / "other.js"
    other.write_text('window.something = {"format": 1};\n', encoding="ascii")
    with pytest.raises(ValueError, match="is not an attnviz live weights file"):
        live.read_weights(other)


def test_weights_do_not_go_into_a_model_of_another_architecture(tmp_path):
    _, exported = _export("gpt", tmp_path / "gpt.js")
    with pytest.raises(RuntimeError, match="size mismatch"):
        live.load_exported(_gpt(d_model=16)[0], exported.path)
    with pytest.raises(RuntimeError, match="Missing key"):
        live.load_exported(_gpt(num_layers=2)[0], exported.path)


# --- wrong arguments: an error naming them, and nothing written ----------------------------

def _too_large(model):
    with torch.no_grad():
        model.blocks[0].attention.W_q.weight[0, 0] = 70_000.0  # float16 stops at 65504
    return model


def _nan(model):
    with torch.no_grad():
        model.norm.bias[1] = math.nan
    return model


BAD_EXPORTS = {
    "translator given a GPT": (
        lambda p: live.export_translator(_gpt()[0], _translator()[1], p), TypeError,
        r"model must be a Transformer encoder.decoder .*got GPT"),
    "gpt given a translator": (
        lambda p: live.export_gpt(_translator()[0], _gpt()[1], p), TypeError,
        r"model must be an attnviz\.GPT, got EncoderDecoder"),
    "vit given a linear layer": (
        lambda p: live.export_vit(nn.Linear(2, 2), _digits(), p), TypeError,
        r"model must be an attnviz\.VisionTransformer, got Linear"),
    "gpt with another text's tokenizer": (
        lambda p: live.export_gpt(_gpt()[0], attnviz.CharTokenizer("abc"), p), ValueError,
        rf"tokenizer must be the CharTokenizer of the model's {len(set(TEXT))} characters"),
    "gpt with grouped-query attention": (
        lambda p: live.export_gpt(*_gpt(num_kv_heads=1), p), ValueError,
        r"num_kv_heads must be None, got 1"),
    "vit with other data": (
        lambda p: live.export_vit(_vit()[0], _translator()[1], p), TypeError,
        r"data must be the digits"),
    "vit on three channels": (
        lambda p: live.export_vit(_vit(in_channels=3)[0], _digits(), p), ValueError,
        r"model must read one-channel images"),
    "a parameter beyond float16": (
        lambda p: live.export_gpt(_too_large(_gpt()[0]), _gpt()[1], p), ValueError,
        r"parameter blocks\.0\.attention\.W_q\.weight has entries that float16 cannot hold"),
    "a NaN parameter": (
        lambda p: live.export_vit(_nan(_vit()[0]), _digits(), p), ValueError,
        r"parameter norm\.bias has entries that float16 cannot hold"),
}


@pytest.mark.parametrize("case", BAD_EXPORTS)
def test_a_wrong_argument_is_named_and_nothing_is_written(tmp_path, case):
    call, error, message = BAD_EXPORTS[case]
    with pytest.raises(error, match=message):
        call(tmp_path / "model.js")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("path", "error", "message"), [
    ("model.json", ValueError, r"path must end in \.js, got '.*model\.json'"),
    ("model", ValueError, r"path must end in \.js"),
    ("missing/model.js", FileNotFoundError, r"path's folder does not exist: '.*missing'"),
    (3, TypeError, r"path must be a str or path, got int"),
])
def test_a_wrong_path_is_named_and_nothing_is_written(tmp_path, path, error, message):
    model, tokenizer = _gpt()
    with pytest.raises(error, match=message):
        live.export_gpt(model, tokenizer, tmp_path / path if isinstance(path, str) else path)
    assert list(tmp_path.iterdir()) == []


def test_a_failed_export_leaves_the_file_before_it_as_it_was(tmp_path):
    model, tokenizer = _gpt()
    exported = live.export_gpt(model, tokenizer, tmp_path / "gpt.js")
    before = exported.path.read_bytes()
    with pytest.raises(ValueError, match="float16 cannot hold"):
        live.export_gpt(_too_large(_gpt(seed=1)[0]), tokenizer, exported.path)
    assert exported.path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["gpt.js"]  # and no temporary file


# --- the default folder --------------------------------------------------------------------

def test_the_live_folder_is_the_environments_or_one_temporary_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("ATTNVIZ_LIVE_DIR", str(tmp_path))
    assert live.live_folder() == tmp_path
    exported = live.export_gpt(*_gpt())  # no path: NAME.js in the live folder
    assert exported.path == tmp_path / "gpt.js" and exported.path.is_file()
    for missing in (tmp_path / "missing", exported.path):  # no folder there, or a file
        monkeypatch.setenv("ATTNVIZ_LIVE_DIR", str(missing))
        with pytest.raises(FileNotFoundError, match=r"ATTNVIZ_LIVE_DIR names '.*', which is "
                                                    "not a folder"):
            live.live_folder()
        with pytest.raises(FileNotFoundError, match="ATTNVIZ_LIVE_DIR"):
            live.export_gpt(*_gpt())
    monkeypatch.delenv("ATTNVIZ_LIVE_DIR")
    monkeypatch.setattr(live, "_TEMPORARY", None)  # this test's own temporary folder
    folder = live.live_folder()
    assert folder.is_dir() and folder != tmp_path and folder.name.startswith("attnviz-live-")
    assert live.live_folder() == folder
    assert live.export_vit(*_vit()).path == folder / "vit.js"
    live._TEMPORARY.cleanup()


def test_the_books_own_folder_is_never_the_live_folder_of_a_run(tmp_path, monkeypatch):
    """A learner's run cannot replace the book's reference weights, even by naming them."""
    for folder in (LIVE_DIR, tmp_path / "copy" / "book" / "_static" / "live"):
        folder.mkdir(parents=True, exist_ok=True)
        monkeypatch.setenv("ATTNVIZ_LIVE_DIR", str(folder))
        with pytest.raises(ValueError, match=r"ATTNVIZ_LIVE_DIR names '.*', the book's "
                                             "reference weights, which only the reference run"):
            live.export_gpt(*_gpt())
    monkeypatch.setenv("ATTNVIZ_LIVE_DIR", str(LIVE_DIR / ".." / "live"))  # by another way
    with pytest.raises(ValueError, match="reference weights"):
        live.live_folder()


def test_a_rerun_of_each_chapters_last_cells_leaves_the_books_weights_untouched(monkeypatch):
    """The chapters' export and view, as a learner's kernel runs them (no ATTNVIZ_LIVE_DIR):
    the files go to the process's own folder, each view carries its model, and every file of
    book/_static/live keeps its bytes and its time."""
    monkeypatch.delenv("ATTNVIZ_LIVE_DIR", raising=False)
    before = {path.name: (path.read_bytes(), path.stat().st_mtime_ns)
              for path in LIVE_DIR.iterdir()}
    for name, export in EXPORTS.items():
        model, extra = MAKERS[name]()
        weights = export(model, extra)
        assert LIVE_DIR.resolve() not in weights.path.resolve().parents
        view = live.live_view(weights, title="mine")
        assert view.data["embedded"] is True and view.payload == weights.path.read_text("ascii")
    after = {path.name: (path.read_bytes(), path.stat().st_mtime_ns)
             for path in LIVE_DIR.iterdir()}
    assert after == before


# --- the views -----------------------------------------------------------------------------

def _data(fragment):
    (text,) = DATA_SCRIPT.findall(fragment)
    return text, json.loads(text)


def _host(fragment):
    return fragment[:fragment.index(">") + 1]


@pytest.mark.parametrize("name", ["translator", "gpt", "vit"])
def test_a_live_view_names_its_file_and_what_the_reader_can_pick(tmp_path, name):
    _, exported = _export(name, tmp_path / f"{name}.js")
    examples, settings = ["go .", "hi ."], {"temperature": 0.5}
    view = live.live_view(exported, title="Try it", examples=examples, settings=settings)
    assert view.kind == f"live-{name}" and view.label == "Try it"
    assert view.data == {"name": name, "url": f"_static/live/{name}.js",
                         "checksum": exported.checksum, "bytes": exported.file_bytes,
                         "parameters": exported.parameters, "title": "Try it",
                         "examples": examples, "settings": settings,
                         "about": live._ABOUT[f"live-{name}"], "embedded": True}
    assert "in this page" in view.data["about"]
    fragment = view.to_html()
    assert f'data-attnviz-kind="live-{name}"' in _host(fragment)
    assert _data(fragment)[1] == view.data
    bare = live.live_view(exported, title="t", url="models/x.js")
    assert bare.data["url"] == "models/x.js"
    assert (bare.data["examples"], bare.data["settings"]) == ([], {})


PAYLOAD = re.compile(r'<script type="application/json" class="attnviz-payload">(.*?)</script>',
                     re.DOTALL)


def test_a_view_made_in_a_kernel_carries_its_model_and_the_reference_run_names_it(
        tmp_path, monkeypatch):
    """By default the view carries the file (the learner's own model, wherever the output is
    shown); written into ATTNVIZ_LIVE_DIR (the reference run), it names the file instead, with
    the ways to it from a Jupyter server and from the published site."""
    monkeypatch.delenv("ATTNVIZ_LIVE_DIR", raising=False)
    monkeypatch.delenv("ATTNVIZ_SITE_URL", raising=False)
    _, exported = _export("gpt", tmp_path / "gpt.js")
    fragment = live.live_view(exported, title="mine").to_html()
    (carried,) = PAYLOAD.findall(fragment)
    assert json.loads(carried) == exported.path.read_text("ascii")
    assert carried.isascii() and "<" not in carried  # cannot end the script element
    assert fragment.index("attnviz-payload") < fragment.index("<script>")  # before the code
    assert "carried in this output" in fragment.split("<template", 1)[0]
    monkeypatch.setenv("ATTNVIZ_LIVE_DIR", str(tmp_path))
    monkeypatch.setenv("ATTNVIZ_SITE_URL", "https://example.org/book/")
    named = live.live_view(exported, title="mine")
    assert named.payload is None and not PAYLOAD.findall(named.to_html())
    assert named.data["embedded"] is False
    assert named.data["repo"] == {"notebook": "../book/_static/live/gpt.js",
                                  "root": "book/_static/live/gpt.js"}
    assert named.data["site"] == "https://example.org/book/"
    assert "book's website" in named.to_html().split("<template", 1)[0]
    # either way on request, and an absolute address has no repository path nor site
    assert live.live_view(exported, title="t", embed=False).payload is None
    monkeypatch.delenv("ATTNVIZ_LIVE_DIR")
    assert live.live_view(exported, title="t", embed=True).payload is not None
    absolute = live.live_view(exported, title="t", url="https://example.org/m/gpt.js",
                              embed=False)
    assert (absolute.data["repo"], absolute.data["site"]) == (None, None)
    with pytest.raises(TypeError, match="embed must be a bool or None, got 'yes'"):
        live.live_view(exported, title="t", embed="yes")
    # a file replaced since its export is not carried under the old checksum
    live.export_gpt(_gpt(seed=3)[0], _gpt()[1], exported.path)
    with pytest.raises(ValueError, match="no longer holds the model exported as"):
        live.live_view(exported, title="t")


@pytest.mark.parametrize(("value", "accepted"), [
    ("https://attnviz.github.io/attention-book/", True), ("https://example.org/", True),
    ("http://127.0.0.1:8000/", True), ("http://localhost/book/", True),
    ("https://example.org", False), ("http://example.org/", False), ("ftp://x.org/", False),
    ("https://example.org/a b/", False), ("javascript:alert(1)//", False),
    ("https://example.org/?q=/", False),
])
def test_the_sites_address_is_checked(monkeypatch, value, accepted):
    monkeypatch.setenv("ATTNVIZ_SITE_URL", value)
    if accepted:
        assert live.site_url() == value
    else:
        with pytest.raises(ValueError, match="ATTNVIZ_SITE_URL must be an https:// address "
                                             "ending in '/'"):
            live.site_url()
    monkeypatch.delenv("ATTNVIZ_SITE_URL")
    assert live.site_url() is None


def test_the_published_address_is_the_one_in_the_books_configuration():
    from tools.refresh_views import site_url

    baseurl = site_url()
    (repository,) = re.findall(r"^  url: (https://github\.com/\S+)$",
                               (ROOT / "_config.yml").read_text(encoding="utf-8"), re.MULTILINE)
    owner, name = repository.removeprefix("https://github.com/").split("/")
    assert baseurl == f"https://{owner}.github.io/{name}/"
    for notebook in CHAPTERS.values():
        assert _data(_committed_view(notebook))[1]["site"] == baseurl, notebook


@pytest.mark.parametrize(("url", "accepted"), [
    ("_static/live/gpt.js", True), ("gpt.js", True), ("../live/gpt-2.js", True),
    ("./gpt.js", True),
    ("https://attnviz.github.io/attention-book/_static/live/gpt.js", True),
    ("https://example.org:8443/m/gpt.js", True), ("http://127.0.0.1:8000/gpt.js", True),
    ("http://localhost/live/gpt.js", True),
    ("javascript:alert(1)", False), ("http://example.com/gpt.js", False),
    ("//example.com/gpt.js", False), ("/gpt.js", False), ("gpt.json", False),
    ("gpt.js?v=1", False), ("my model.js", False), ("gpt.js\n", False), ("", False),
    (b"gpt.js", False), ("https://example.org/gpt.js?v=1", False),
    ("https://example.org/gpt.js#x", False), ("https://user@example.org/gpt.js", False),
    ("https://example.org/../gpt.js", False), ("https://example.org/a/./gpt.js", False),
    ("https:/example.org/gpt.js", False), ("https://example.org/gpt.json", False),
    ("https://exa mple.org/gpt.js", False), ("data:text/javascript,1//.js", False),
])
def test_the_url_must_be_a_relative_path_to_a_script(tmp_path, url, accepted):
    _, exported = _export("vit", tmp_path / "vit.js")
    if accepted:
        assert live.live_view(exported, title="t", url=url).data["url"] == url
    else:
        with pytest.raises(ValueError, match=r"url must be a relative path to a \.js file"):
            live.live_view(exported, title="t", url=url)


def test_the_title_is_text_wherever_it_is_written(tmp_path):
    _, exported = _export("gpt", tmp_path / "gpt.js")
    title = "<script>alert('x')</script> & <b>bold</b>"
    fragment = live.live_view(exported, title=title).to_html()
    shown = fragment.split("<template", 1)[0]  # the host and its fallback, before any script
    assert "<script" not in shown and "<b>" not in shown
    assert f"<div class=\"attnviz-fallback\">{html.escape(title)}: " in fragment
    assert f'aria-label="{html.escape(title)}"' in _host(fragment)
    text, data = _data(fragment)
    assert "<" not in text and ">" not in text and "&" not in text
    assert data["title"] == title
    with pytest.raises(TypeError, match="weights must be an ExportedWeights, got str"):
        live.live_view("gpt.js", title="t")


# --- versions ------------------------------------------------------------------------------

def _version(fragment):
    (version,) = re.findall(r'data-attnviz-version="([0-9a-f]{12})"', _host(fragment))
    assert fragment.endswith(f'}})("{version}");\n</script></div></div>')  # the scripts' too
    return version


def test_live_views_carry_the_live_scripts_version_and_the_others_do_not(tmp_path,
                                                                          monkeypatch):
    classic, with_live = views.front_end_version(), views.front_end_version(live=True)
    assert classic != with_live
    _, exported = _export("gpt", tmp_path / "gpt.js")
    assert _version(live.live_view(exported, title="t").to_html()) == with_live
    assert _version(views.view_html("attention", {}, label="x")) == classic
    real = views.static_text
    changed = {}
    try:
        for name in ("live-gpt.js", "live.js", "runtime.js", "attention.js"):
            with monkeypatch.context() as patch:
                patch.setattr(views, "static_text",
                              lambda n, name=name: real(n) + ("\n" if n == name else ""))
                views.front_end_version.cache_clear()
                changed[name] = (views.front_end_version() != classic,
                                 views.front_end_version(live=True) != with_live)
    finally:
        views.front_end_version.cache_clear()
    assert changed == {"live-gpt.js": (False, True), "live.js": (False, True),
                       "runtime.js": (True, True), "attention.js": (True, True)}
    assert (views.front_end_version(), views.front_end_version(live=True)) == (classic,
                                                                               with_live)


# --- the book as committed -----------------------------------------------------------------

def _committed_view(notebook):
    """The text/html of the one live view among a notebook's outputs."""
    cells = json.loads((ROOT / "notebooks" / f"{notebook}.ipynb").read_text("utf-8"))["cells"]
    found = ["".join(output["data"]["text/html"]) for cell in cells
             for output in cell.get("outputs", ())
             if 'data-attnviz-kind="live-' in "".join(output.get("data", {}).get("text/html",
                                                                                  ()))]
    assert len(found) == 1, f"{notebook}: {len(found)} live views"
    return found[0]


@pytest.mark.parametrize("name", ["translator", "gpt", "vit"])
def test_each_chapters_live_view_names_the_weights_file_the_book_serves(name):
    path = LIVE_DIR / f"{name}.js"
    assert path.is_file(), f"{path} is missing: re-execute notebooks/{CHAPTERS[name]}.ipynb"
    described = live.describe_weights(path)  # also checks the file's checksum
    fragment = _committed_view(CHAPTERS[name])
    _, data = _data(fragment)
    stale = f"re-execute notebooks/{CHAPTERS[name]}.ipynb"
    assert f'data-attnviz-kind="live-{name}"' in _host(fragment)
    assert data["url"] == f"_static/live/{name}.js" and data["name"] == name
    assert data["checksum"] == described.checksum, f"another run's weights: {stale}"
    assert data["bytes"] == described.file_bytes == path.stat().st_size, stale
    assert data["parameters"] == described.parameters, stale
    assert _version(fragment) == views.front_end_version(live=True), f"old scripts: {stale}"


@pytest.mark.parametrize("name", ["translator", "gpt", "vit"])
def test_each_chapters_live_view_is_what_the_package_writes_today(name):
    fragment = _committed_view(CHAPTERS[name])
    _, data = _data(fragment)
    from tools.refresh_views import site_url

    site = site_url()
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ATTNVIZ_SITE_URL", site)
        again = live.live_view(live.describe_weights(LIVE_DIR / f"{name}.js"),
                               title=data["title"], examples=data["examples"],
                               settings=data["settings"], embed=False)
    written = again.to_html()
    at = next((i for i, (mine, theirs) in enumerate(zip(written, fragment, strict=False))
               if mine != theirs), min(len(written), len(fragment)))
    assert written == fragment, (f"notebooks/{CHAPTERS[name]}.ipynb shows "
                                 f"{fragment[at - 60:at + 60]!r}, the package writes "
                                 f"{written[at - 60:at + 60]!r}: re-execute the chapter")


@pytest.mark.parametrize("name", CHAPTERS)
def test_a_weights_file_holds_the_record_alone_and_the_view_holds_the_code(tmp_path, name):
    _, exported = _export(name, tmp_path / f"{name}.js")
    text = exported.path.read_text("ascii")
    code = [line for line in text.splitlines() if not line.startswith("//")]
    assert len(code) == 1 and code[0].startswith("(window.attnvizLiveWeights = ")
    assert "function" not in code[0].split('"data"')[0]  # no script before the numbers
    fragment = live.live_view(exported, title="t").to_html()
    for script in ("attention", "live-engine", "live", f"live-{name}"):
        assert static_text(f"{script}.js").strip() in fragment, script
    served = (LIVE_DIR / f"{name}.js").read_text("ascii")
    assert [line for line in served.splitlines() if not line.startswith("//")][0].startswith(
        "(window.attnvizLiveWeights = "), "the book serves a file with code: refresh_views"


def test_the_book_serves_the_three_models_within_its_size_budget():
    sizes = {path.name: path.stat().st_size for path in LIVE_DIR.iterdir()}
    assert set(sizes) == {f"{name}.js" for name in CHAPTERS}
    for name, size in sizes.items():
        assert 0 < size <= MAX_FILE_BYTES, (name, size)


def test_rewriting_the_code_of_a_weights_file_keeps_its_weights(tmp_path, monkeypatch):
    """tools.refresh_views writes a weights file in the current layout: the same record (same
    checksum, same numbers), and no code, whatever code was around it before (the first
    releases put the view's scripts in it)."""
    _, exported = _export("gpt", tmp_path / "gpt.js")
    _, before = live.read_weights(exported.path)
    engine = static_text("live-engine.js")
    old = f"(function () {{\n{engine}\n}})();\n" + exported.path.read_text("ascii")
    exported.path.write_text(old, encoding="ascii")
    again = live.rewrite_code(exported.path)
    assert again.checksum == exported.checksum and again.parameters == exported.parameters
    _, after = live.read_weights(exported.path)
    assert all(np.array_equal(before[name], after[name]) for name in before)
    assert "liveEngine" not in exported.path.read_text("ascii")
    exported.path.write_text("not a weights file", encoding="ascii")
    with pytest.raises(ValueError, match="not an attnviz live weights file"):
        live.rewrite_code(exported.path)


@pytest.mark.parametrize("name", CHAPTERS)
def test_each_chapter_saves_one_live_view_that_the_live_page_shows_again(tmp_path, name):
    fragment = live.saved_live_view(ROOT / "notebooks" / f"{CHAPTERS[name]}.ipynb")
    assert f'data-attnviz-kind="live-{name}"' in _host(fragment)
    notebook = json.loads((ROOT / "notebooks" / f"{CHAPTERS[name]}.ipynb").read_text("utf-8"))
    for count in (0, 2):
        copy = dict(notebook, cells=[{"cell_type": "code", "source": "", "metadata": {},
                                      "outputs": [{"output_type": "display_data", "metadata": {},
                                                   "data": {"text/html": fragment}}] * count}])
        path = tmp_path / f"{count}.ipynb"
        path.write_text(json.dumps(copy), encoding="utf-8")
        with pytest.raises(ValueError, match=f"has {count} live view outputs, expected exactly"):
            live.saved_live_view(path)
