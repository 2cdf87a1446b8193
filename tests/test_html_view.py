"""The kernel-free attention view: escaping, embedded data, no requests, no ids, errors."""

import dataclasses
import json
import random
import re
from html.parser import HTMLParser

import numpy as np
import pytest
import torch

from attnviz.visuals.html_view import MAX_ENTRIES, AttentionView, attention_html
from attnviz.visuals.views import SCRIPT_NOTE, front_end_version

DANGEROUS = [
    "<img src=x onerror=alert(1)>",
    "</script><script>alert(1)</script>",
    "a & b",
    '"quoted"',
    "it's",
    "<!-- open comment",
    "line\u2028sep\u2029end",
]


class _Page(HTMLParser):
    """Collects start tags, the fallback text, the embedded data and the code."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.data: list[str] = []
        self.code: list[str] = []
        self.fallback = ""
        self._open: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        self._open.append((tag, dict(attrs)))  # the view writes no void elements

    def handle_endtag(self, tag):
        while self._open and self._open[-1][0] != tag:
            self._open.pop()
        if self._open:
            self._open.pop()

    def handle_data(self, data):
        if not self._open:
            return
        tag, attrs = self._open[-1]
        if tag == "script":
            (self.data if attrs.get("type") == "application/json" else self.code).append(data)
        elif any("attnviz-fallback" in (a.get("class") or "").split() for _, a in self._open):
            self.fallback += data


def _parse(fragment: str) -> _Page:
    page = _Page()
    page.feed(fragment)
    page.close()
    return page


def _payload(fragment: str) -> dict:
    """The JSON embedded in the view's ``script.attnviz-data`` (exactly one per view)."""
    (data,) = _parse(fragment).data
    return json.loads(data)


def _roots(fragment: str) -> list[dict[str, str | None]]:
    return [attrs for tag, attrs in _parse(fragment).tags
            if "attnviz-attention-view" in (attrs.get("class") or "").split()]


def _weights(*shape: int, seed: int = 0) -> torch.Tensor:
    scores = torch.randn(*shape, generator=torch.Generator().manual_seed(seed))
    return torch.softmax(scores, dim=-1)


def test_tokens_and_names_are_escaped_and_come_back_intact():
    weights = _weights(2, len(DANGEROUS), len(DANGEROUS))  # (H, Tq, Tk)
    fragment = attention_html(weights, query_tokens=DANGEROUS,
                              head_names=["<b>bold</b>", "</script>"],
                              layer_names=["<svg onload=alert(1)>"], title="<i>it's & \"x\"</i>")
    for raw in [*DANGEROUS[:5], "<b>bold</b>", "<svg onload=alert(1)>", "<i>it's"]:
        assert raw not in fragment, raw
    assert len(re.findall(r"<script", fragment, flags=re.IGNORECASE)) == 2  # data, code
    assert len(re.findall(r"</script", fragment, flags=re.IGNORECASE)) == 2
    assert fragment.endswith("</script></div></div>")

    page = _parse(fragment)
    allowed = {"div", "strong", "code", "template", "style", "script"}
    assert {tag for tag, _ in page.tags} <= allowed
    assert not any(name.startswith("on") for _, attrs in page.tags for name in attrs)
    # without scripts, the title and the tokens show as text (the parser unescapes them), then
    # the sentence every view shows there
    note = re.sub("<[^>]+>", "", SCRIPT_NOTE)
    assert page.fallback == (f"<i>it's & \"x\"</i> queries: {' '.join(DANGEROUS)}; "
                             f"keys: {' '.join(DANGEROUS)}{note}")
    # neither script holds anything the HTML tokenizer would act on
    for script in page.data + page.code:
        for bad in ("</", "<!--", "<script", "\u2028", "\u2029"):
            assert bad not in script, bad
    (data,) = page.data
    assert "<" not in data and ">" not in data and "&" not in data and data.isascii()

    payload = _payload(fragment)
    assert payload["queries"] == DANGEROUS and payload["keys"] == DANGEROUS
    assert payload["heads"] == ["<b>bold</b>", "</script>"]
    assert payload["layers"] == ["<svg onload=alert(1)>"]
    assert payload["title"] == "<i>it's & \"x\"</i>"


@pytest.mark.parametrize("shape", [(4, 6), (3, 4, 6), (2, 3, 4, 6)])
@pytest.mark.parametrize("kind", ["tensor with grad", "float32 array", "float64 array"])
def test_embedded_weights_match_the_input_for_every_shape(shape, kind):
    weights = _weights(*shape)
    if kind == "tensor with grad":
        weights = weights.clone().requires_grad_(True)
        expected = weights.detach().double().numpy()
    else:
        dtype = np.float32 if kind == "float32 array" else np.float64
        weights = weights.numpy().astype(dtype)
        expected = weights.astype(np.float64)
    expected = expected.reshape((1,) * (4 - len(shape)) + shape)  # (L, H, Tq, Tk)
    queries, keys = list("abcd"), ["k0", "k1", "k2", "k3", "k4", "k5"]
    fragment = attention_html(weights, query_tokens=queries, key_tokens=keys)
    payload = _payload(fragment)
    num_layers, num_heads, num_queries, num_keys = expected.shape
    assert payload["shape"] == [num_layers, num_heads, num_queries, num_keys]
    assert payload["decimals"] == 4
    embedded = np.array(payload["weights"])
    assert embedded.shape == expected.shape
    np.testing.assert_array_equal(embedded, np.round(expected, 4))
    np.testing.assert_allclose(embedded.sum(-1), 1.0, atol=4 * 0.5e-4 * num_keys)
    assert payload["queries"] == queries and payload["keys"] == keys
    assert payload["layers"] == [f"layer {i}" for i in range(num_layers)]
    assert payload["heads"] == [f"head {h}" for h in range(num_heads)]
    assert payload["vmax"] == pytest.approx(np.round(expected, 4).max())
    (root,) = _roots(fragment)
    assert root["aria-label"] == (f"attention weights, {num_layers} layer(s) of {num_heads} "
                                  f"head(s), {num_queries} queries and {num_keys} keys")


def test_weights_are_rounded_to_four_decimals_without_negative_zero():
    weights = np.array([[0.123456, 0.876544], [-0.00001, 1.00001]])
    payload = _payload(attention_html(weights, query_tokens=["a", "b"]))
    assert payload["weights"] == [[[[0.1235, 0.8765], [0.0, 1.0]]]]
    assert "-0.0" not in json.dumps(payload["weights"])


def test_float32_weights_carry_no_digits_beyond_the_four_decimals():
    weights = torch.tensor([[0.007, 0.993], [0.1234, 0.8766]], dtype=torch.float32)
    payload = _payload(attention_html(weights, query_tokens=["a", "b"]))
    assert payload["weights"] == [[[[0.007, 0.993], [0.1234, 0.8766]]]]  # not 0.00700000021...


def test_self_attention_keys_default_to_the_queries():
    payload = _payload(attention_html(torch.eye(3), query_tokens=["x", "y", "z"]))
    assert payload["keys"] == payload["queries"] == ["x", "y", "z"]


def test_fragment_follows_the_view_contract_and_requests_nothing():
    fragment = attention_html(_weights(2, 2, 3, 3), query_tokens=["a", "b", "c"],
                              title="view")
    (root,) = _roots(fragment)
    assert root["class"] == "attnviz-view attnviz-attention-view"
    assert root["data-attnviz-kind"] == "attention"
    assert root["data-attnviz-view"] == "static"
    assert root["data-attnviz-version"] == front_end_version()
    assert root["data-lm-suppress-shortcuts"] == "true"  # keys typed in it stay in it
    assert "id" not in root
    page = _parse(fragment)
    (code,) = page.code
    assert 'views.register("attention", render);' in code
    assert code.endswith(f'}})("{front_end_version()}");\n')
    # the namespace of SVG elements is a name, not an address; nothing else looks like one
    lowered = fragment.lower().replace('"http://www.w3.org/2000/svg"', '""')
    for needle in ("http:", "https:", "src=", "href=", "@import", "url(", "<link", "<img",
                   "<iframe", "fetch(", "xmlhttprequest", "import(", "innerhtml", "eval("):
        assert needle not in lowered, needle
    assert "textContent" in code and "attachShadow" in code
    assert len(attention_html(torch.eye(3), query_tokens=["a", "b", "c"])) < 40_000


def test_renderings_are_deterministic_carry_no_ids_and_draw_no_random_numbers():
    torch_state, numpy_state, python_state = (torch.get_rng_state(), np.random.get_state(),
                                              random.getstate())
    weights, other = _weights(3, 3), _weights(3, 3, seed=1)
    views = [attention_html(weights, query_tokens=list("abc")),
             attention_html(weights, query_tokens=list("abc")),
             attention_html(other, query_tokens=list("abc"))]
    assert torch.equal(torch_state, torch.get_rng_state())
    assert random.getstate() == python_state
    assert np.array_equal(numpy_state[1], np.random.get_state()[1])
    assert numpy_state[2] == np.random.get_state()[2]
    assert views[0] == views[1] != views[2]  # the same data, the same text: nothing counts
    assert not any(" id=" in view for view in views)


def test_element_id_is_used_as_given_and_checked():
    fragment = attention_html(torch.eye(2), query_tokens=["a", "b"], element_id="my-view_1")
    assert [root["id"] for root in _roots(fragment)] == ["my-view_1"]
    for bad in ("1view", "a b", 'x"><script>', "", "x" * 101):
        with pytest.raises(ValueError, match="element_id must be a letter followed by"):
            attention_html(torch.eye(2), query_tokens=["a", "b"], element_id=bad)


W = _weights(2, 3, 4, 5)  # (L, H, Tq, Tk)
QUERIES, KEYS = list("abcd"), list("vwxyz")


@pytest.mark.parametrize(("weights", "options", "error", "match"), [
    (W[0, 0, 0], {}, ValueError,
     r"weights must be shaped \(Tq, Tk\), \(H, Tq, Tk\) or \(L, H, Tq, Tk\), got 1-D shape "
     r"\(5,\)"),
    (W[None], {}, ValueError, r"got 5-D shape \(1, 2, 3, 4, 5\)"),
    (W, {"query_tokens": list("abc")}, ValueError,
     r"query_tokens must have one entry per query \(Tq\): 4 for weights shaped "
     r"\(2, 3, 4, 5\) = \(L, H, Tq, Tk\), got 3"),
    (W, {"key_tokens": list("vw")}, ValueError,
     r"key_tokens must have one entry per key \(Tk\): 5 for weights shaped "
     r"\(2, 3, 4, 5\) = \(L, H, Tq, Tk\), got 2"),
    (W, {"key_tokens": None}, ValueError,
     r"key_tokens is needed: weights shaped \(2, 3, 4, 5\) = \(L, H, Tq, Tk\) has Tq = 4 "
     r"queries but Tk = 5 keys"),
    (W, {"layer_names": ["one"]}, ValueError,
     r"layer_names must have one entry per layer \(L\): 2 for weights shaped \(2, 3, 4, 5\)"),
    (W[0], {"head_names": ["h0", "h1"]}, ValueError,
     r"head_names must have one entry per head \(H\): 3 for weights shaped "
     r"\(3, 4, 5\) = \(H, Tq, Tk\), got 2"),
    (W, {"query_tokens": ["a", 7, "c", "d"]}, TypeError,
     r"query_tokens\[1\] must be a str, got int 7"),
    (W, {"head_names": ["h", None, "h"]}, TypeError, r"head_names\[1\] must be a str, got None"),
    (W, {"query_tokens": "abcd"}, TypeError,
     "query_tokens must be a list of strings, one per query \\(Tq\\), got str"),
    (W, {"title": 3}, TypeError, "title must be a str or None, got int"),
    (W.tolist(), {}, TypeError, "weights must be a torch.Tensor or a numpy.ndarray, got list"),
    (W.to(torch.complex64), {}, TypeError, "weights must hold real numbers, got dtype complex64"),
    (torch.where(torch.arange(5) == 0, float("nan"), W), {}, ValueError,
     r"weights must be finite, got 24 NaN or infinite entries in shape \(2, 3, 4, 5\)"),
    (W[:, :, :0], {"query_tokens": []}, ValueError,
     r"weights must have no empty axis, got shape \(2, 3, 0, 5\)"),
    (np.zeros((1, 1, 1, MAX_ENTRIES + 1)), {}, ValueError,
     f"weights has {MAX_ENTRIES + 1} entries"),
])
def test_bad_input_is_refused_with_a_message_naming_the_argument(weights, options, error, match):
    arguments = {"query_tokens": QUERIES, "key_tokens": KEYS, **options}
    with pytest.raises(error, match=match):
        attention_html(weights, **arguments)
    with pytest.raises(error, match=match):  # the view checks at construction, not at display
        AttentionView(weights, **arguments)


def test_attention_view_displays_as_attention_html():
    arguments = {"query_tokens": QUERIES, "key_tokens": KEYS, "layer_names": ["enc", "dec"],
                 "title": "cross-attention"}
    view = AttentionView(W.clone().requires_grad_(True), **arguments, element_id="cross")
    assert view._repr_html_() == attention_html(W, **arguments, element_id="cross")
    assert view.to_html() == view._repr_html_()
    assert view.shape == (2, 3, 4, 5)

    unnamed = AttentionView(W, **arguments)
    assert unnamed._repr_html_() == unnamed._repr_html_() == attention_html(W, **arguments)
    with pytest.raises(dataclasses.FrozenInstanceError):
        unnamed.title = "changed"


def test_attention_view_saves_one_standalone_page(tmp_path):
    view = AttentionView(W, query_tokens=QUERIES, key_tokens=KEYS, title="a <view>")
    path = view.save(tmp_path / "view.html")
    assert path == tmp_path / "view.html"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>") and view.to_html() in text
    assert "<title>a &lt;view&gt;</title>" in text
    assert [p.name for p in tmp_path.iterdir()] == ["view.html"]  # no temporary file left
    view.save(str(path))  # replaces the file whole
    assert path.read_text(encoding="utf-8") == text
    with pytest.raises(ValueError, match=r"path must end in \.html or \.htm, got '.*view\.png'"):
        view.save(tmp_path / "view.png")
    with pytest.raises(FileNotFoundError, match="path's folder does not exist"):
        view.save(tmp_path / "missing" / "view.html")
    with pytest.raises(TypeError, match="path must be a str or path, got int"):
        view.save(3)
    assert [p.name for p in tmp_path.iterdir()] == ["view.html"]


def test_attention_view_keeps_the_data_it_was_given():
    weights = W.clone()
    view = AttentionView(weights, query_tokens=QUERIES, key_tokens=KEYS, element_id="v")
    before = view.to_html()
    weights.zero_()  # an in-place change after construction does not reach the view
    assert view.to_html() == before


def test_attention_view_repr_is_short_and_stable():
    view = AttentionView(W, query_tokens=QUERIES, key_tokens=KEYS, title="encoder, block 0")
    assert repr(view) == "AttentionView(L=2, H=3, Tq=4, Tk=5, title='encoder, block 0')"
    assert repr(view) == repr(AttentionView(W.clone(), query_tokens=QUERIES, key_tokens=KEYS,
                                            title="encoder, block 0"))
    long = AttentionView(W[0, 0], query_tokens=QUERIES, key_tokens=KEYS, title="t" * 500,
                         element_id="long")
    assert len(repr(long)) < 120 and "0x" not in repr(long)
    assert repr(long).endswith("element_id='long')")


def test_ipython_shows_html_and_the_short_repr():
    formatters = pytest.importorskip("IPython.core.formatters")
    view = AttentionView(W, query_tokens=QUERIES, key_tokens=KEYS, element_id="shown")
    data, _ = formatters.DisplayFormatter().format(view)
    assert data["text/plain"] == repr(view)
    assert data["text/html"] == view.to_html()
