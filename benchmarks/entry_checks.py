"""What checking arguments once, at the entry point, saves: the layers of a model skip their own
checks when the model has checked what it hands them (`attnviz._checks.entry_checked`).

Times, in one run, a GPT's decoding step (one token against a cache: small arithmetic, where the
Python around it counts most) and a forward pass over a whole window, each as the package runs it
and with every layer checking its arguments again (as before the checks moved to the entry
points; made here by patching `checked_at_entry` to return False in the layers' modules). The two
alternate, and each keeps its best of several repeats; the ratio is checked-once over
checked-everywhere time (below 1: faster). First it counts the `check_*` calls of one cached
decoding step of GPTs of 1 to 8 blocks, both ways: checked once, the count does not grow with
the depth.

    python benchmarks/entry_checks.py              # about half a minute
    python benchmarks/entry_checks.py --repeats 9
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
from collections.abc import Callable, Iterator

import torch

import attnviz

LAYER_MODULES = ("attnviz.mechanism.multihead", "attnviz.mechanism.latent",
                 "attnviz.mechanism.rotary", "attnviz.mechanism.positional",
                 "attnviz.mechanism.cache", "attnviz.mechanism.masks",
                 "attnviz.models.blocks", "attnviz.models.vit")


@contextlib.contextmanager
def checks_everywhere() -> Iterator[None]:
    """Make every layer check its arguments again, even inside a checked entry point."""
    modules = [importlib.import_module(name) for name in LAYER_MODULES]
    saved = [vars(module)["checked_at_entry"] for module in modules]
    try:
        for module in modules:
            vars(module)["checked_at_entry"] = lambda: False
        yield
    finally:
        for module, original in zip(modules, saved, strict=True):
            vars(module)["checked_at_entry"] = original


def best(fn: Callable[[], object], calls: int, repeats: int) -> tuple[float, float]:
    """Best seconds per call of ``fn`` as run, and with checks everywhere, alternating."""
    import time

    times: dict[bool, list[float]] = {False: [], True: []}
    for _ in range(repeats):
        for everywhere in (False, True):
            with checks_everywhere() if everywhere else contextlib.nullcontext():
                start = time.perf_counter()
                for _ in range(calls):
                    fn()
                times[everywhere].append((time.perf_counter() - start) / calls)
    return min(times[False]), min(times[True])


def check_calls(layers: int) -> int:
    """``check_*`` calls of one cached decoding step of a GPT of ``layers`` blocks."""
    import sys

    model = attnviz.GPT(attnviz.GPTConfig(vocab_size=65, context=64, d_model=32, num_heads=4,
                                          num_layers=layers)).eval()
    tokens = torch.randint(0, 65, (1, 8))
    count = 0

    def profile(frame: object, event: str, arg: object) -> None:
        nonlocal count
        if event == "call" and frame.f_code.co_name.startswith("check_"):  # type: ignore[attr-defined]
            count += 1

    with torch.no_grad():
        caches = model.new_caches()
        model(tokens, caches=caches)
        sys.setprofile(profile)
        try:
            model(tokens[:, :1], caches=caches)
        finally:
            sys.setprofile(None)
    return count


def measure(layers: int, width: int, repeats: int) -> None:
    """Print both timings of a GPT of ``layers`` blocks of ``width``."""
    model = attnviz.GPT(attnviz.GPTConfig(vocab_size=65, context=256, d_model=width,
                                          num_heads=4, num_layers=layers,
                                          ffn_dim=4 * width)).eval()
    tokens = torch.randint(0, 65, (1, 128))
    with torch.no_grad():
        caches = model.new_caches()
        model(tokens, caches=caches)  # 128 tokens cached

        def step() -> None:  # one token against copies of the caches (they do not grow)
            model(tokens[:, :1], caches=[c.select(torch.tensor([0])) for c in caches])

        def window() -> None:
            model(tokens)

        for name, fn, calls in ((f"decoding step, {layers} layers of {width}", step, 50),
                                (f"forward over 128 tokens, {layers} layers of {width}",
                                 window, 10)):
            once, everywhere = best(fn, calls, repeats)
            print(f"{name:44s}{once * 1e3:11.3f} ms{everywhere * 1e3:10.3f} ms"
                  f"{once / everywhere:8.2f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    attnviz.set_cpu_threads()
    torch.manual_seed(0)
    print(attnviz.describe_machine(torch.device("cpu")))
    print("check_* calls in one cached decoding step")
    print(f"{'model':10s}{'checked once':>14s}{'every layer':>13s}")
    for layers in (1, 2, 4, 8):
        once = check_calls(layers)
        with checks_everywhere():
            everywhere = check_calls(layers)
        label = f"{layers} block{'s' if layers > 1 else ''}"
        print(f"{label:10s}{once:14d}{everywhere:13d}", flush=True)
    print(f"{'call':44s}{'checked once':>14s}{'every layer':>13s}{'ratio':>8s}")
    for layers, width in ((2, 64), (6, 256)):
        measure(layers, width, args.repeats)


if __name__ == "__main__":
    main()
