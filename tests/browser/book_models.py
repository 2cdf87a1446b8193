"""The book's three live models as the website and the committed views load them: the files in
book/_static/live/ read back into PyTorch (float16 numbers in float32, the models as exported).
What the browser tests expect a live view to show, whatever a reader types or draws into it.
"""

from __future__ import annotations

import functools
import json

import interact
import numpy as np
import torch
from locations import ROOT

import attnviz
from attnviz.visuals import live

LIVE_DIR = ROOT / "book" / "_static" / "live"


@functools.cache
def as_exported(name: str):
    """The book's model ``name`` ("translator", "gpt" or "vit") as exported, and its meta."""
    path = LIVE_DIR / f"{name}.js"
    meta, _ = live.read_weights(path)
    model = {"translator": lambda: attnviz.make_transformer(
                 attnviz.TransformerConfig(**meta["config"])),
             "gpt": lambda: attnviz.GPT(attnviz.GPTConfig(**meta["config"])),
             "vit": lambda: attnviz.VisionTransformer(attnviz.ViTConfig(**meta["config"]))}[name]()
    return live.load_exported(model, path).eval(), meta


@functools.cache
def _translation_data():
    """Chapter 7's data (its vocabularies are the translator's)."""
    data = attnviz.load_fra_eng(num_train=16_065, num_val=1_000, num_test=1_000, num_steps=None,
                                min_freq=2, shuffle_seed=0, progress=False)
    assert list(data.src_vocab.tokens) == as_exported("translator")[1]["src_vocab"]
    return data


def translate(sentence: str) -> str:
    """What attnviz.translate gives for ``sentence`` with the book's translator."""
    model, _ = as_exported("translator")
    with torch.no_grad():
        return attnviz.translate(model, _translation_data(), sentence).text


def generate(prompt: str, characters: int) -> str:
    """The prompt and the book's GPT's greedy continuation of ``characters`` characters."""
    model, meta = as_exported("gpt")
    chars = meta["chars"]
    with torch.no_grad():
        tokens = model.generate(torch.tensor([[chars.index(c) for c in prompt]]), characters,
                                temperature=0.0)[0].tolist()
    return "".join(chars[i] for i in tokens)


def classify(pixels) -> list[float]:
    """The book's ViT's ten probabilities for an 8 x 8 image of values 0 to 16."""
    model, meta = as_exported("vit")
    assert meta["config"]["image_size"] == 8  # chapter 8's: the pixels as they are
    image = torch.tensor(pixels, dtype=torch.float32)[None, None]
    with torch.no_grad():
        logits = model((image / meta["scale"] - meta["mean"]) / meta["std"])
    return logits.softmax(dim=-1)[0].tolist()


CHARACTERS = 20  # the GPT's length when a test uses it by hand


def check_by_hand(host, name: str) -> str:
    """Use the book's live view of ``name`` in ``host`` (a Locator) as a reader does: press
    Load, then type and press keys, click the buttons (interact.py), with the view's own
    examples; check every answer it shows against PyTorch's on the model as exported. Returns
    a line saying what was checked."""
    data = json.loads(host.locator("script.attnviz-data").text_content())
    interact.load(host)
    if name == "translator":
        shown = []
        for sentence, click in ((data["examples"][-1], False), (data["examples"][1], True)):
            shown.append(interact.translate(host, sentence, click=click))
            assert shown[-1] == interact.french(translate(sentence)), (sentence, click)
        return f"Enter and Translate: {shown}"
    if name == "gpt":
        interact.greedy(host, CHARACTERS)
        shown = []
        for prompt, newline, click in ((data["examples"][0], "Enter", False),
                                       (data["examples"][1], "Shift+Enter", True)):
            assert "\n" in prompt  # the chapter's kind of prompt: a line, then the next
            assert interact.type_prompt(host, prompt, newline=newline) == prompt, newline
            shown.append(interact.generate(host, click=click))
            assert shown[-1] == generate(prompt, CHARACTERS), (prompt, click)
        return f"Ctrl+Enter and Generate: {shown}"
    pixels = interact.draw(host, example=0)
    digit, percents = interact.shown_digit(host)
    probabilities = np.asarray(classify(pixels))
    assert digit == int(probabilities.argmax()), (digit, probabilities)
    # shown with one decimal, the browser within 1e-3 of PyTorch
    assert np.allclose(percents, 100 * probabilities, atol=0.05 + 0.1 + 1e-6), percents
    return f"an example, pad keys and Classify: {digit} ({max(percents)} %)"
