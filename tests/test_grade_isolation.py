"""The grader's isolation: the wire format reads data and nothing else, and a function that runs
in a process of its own is checked as it would be in one (an input changed in place, a loop in
patchify, all the scores at once, a forbidden helper of the learner's own, an error of the
learner's own type, a result that is not data).

What an attack on the grader gets is in tests/test_grade_attacks.py.
"""

import json
import math
from pathlib import Path

import pytest
import torch

from attnviz.grading import _wire, grade, sandbox
from attnviz.grading.submission import extract

ROOT = Path(__file__).resolve().parents[1]


# ---- the wire format -------------------------------------------------------------------------

class _Agreeable(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if func is torch.allclose:
            return True
        return super().__torch_function__(func, types, args, kwargs or {})


def test_values_travel_as_plain_data():
    values = [torch.arange(6.0).reshape(2, 3).as_subclass(_Agreeable),
              (1, 2.5, math.inf, None, True, "text"), {"k": torch.tensor([1, 2])},
              torch.zeros(0, 3), torch.tensor(3.0, dtype=torch.bfloat16), {1, 2}]
    header, body = _wire.decode(_wire.encode({"kind": "x"}, values))
    assert header == {"kind": "x"}
    assert type(body[0]) is torch.Tensor  # the subclass is gone: only its values came
    assert torch.equal(body[0], torch.arange(6.0).reshape(2, 3))
    assert body[1] == (1, 2.5, math.inf, None, True, "text")
    assert torch.equal(body[2]["k"], torch.tensor([1, 2]))
    assert body[3].shape == (0, 3) and body[4].dtype == torch.bfloat16
    assert type(body[5]).__name__ == "set" and isinstance(body[5], _wire.Opaque)


def _frame(header_text, data=b""):
    text = header_text.encode()
    return b"AVZ1" + len(text).to_bytes(4, "big") + text + data


@pytest.mark.parametrize("message, says", [
    (b"pass", "not a frame"),
    (b"\x80\x04\x95pickled", "not a frame"),
    (_frame('{"body": ["none"]')[:-2], "header runs past"),
    (_frame("not json"), "not JSON"),
    (_frame('{"body": ' + "[" * 100_000 + "]" * 100_000 + "}"), "not JSON"),
    (_frame('{"body": ["int", ' + "9" * 5000 + "]}"), "not JSON"),
    (_frame('{"body": ["exec", "print(1)"]}'), "unknown value"),
    (_frame('{"body": ["pickle", 0], "buffers": [["pickle", [], 0, 3]]}', b"abc"),
     "unknown value 'pickle'"),
    (_frame('{"body": ["tensor", 0], "buffers": [["float64", [2], 0, 8]]}', b"12345678"),
     "do not match"),
    (_frame('{"body": ["tensor", 0], "buffers": [["object", [1], 0, 8]]}', b"12345678"),
     "does not travel"),
    (_frame('{"body": ["tensor", 0], "buffers": [["float64", [1], 4, 8]]}', b"12345678"),
     "runs past the frame"),
    (_frame('{"body": ["dict", [[["list", []], ["none"]]]]}'), "cannot be hashed"),
    (_frame('{"body": "pass"}'), "not a tagged list"),
    (b"AVZ1" + (2**31).to_bytes(4, "big") + b"{}", "a header of 2147483648 bytes"),
])
def test_anything_else_is_refused_without_running_it(message, says):
    with pytest.raises(_wire.WireError, match=says):
        _wire.decode(message)


def test_only_the_functions_process_reads_a_pickle_from_the_grader():
    message = _wire.encode({}, torch.nn.Linear(2, 3), pickle_objects=True)
    assert isinstance(_wire.decode(message, allow_pickle=True)[1], torch.nn.Linear)
    with pytest.raises(_wire.WireError):
        _wire.decode(message)


# ---- checks of a function in its own process -------------------------------------------------

def _worked(chapter, function):
    """The worked solution's module, as the grader takes it from the chapter notebook."""
    found = grade.find_chapter(chapter)
    ex = next(e for e in found.exercises if e.function == function)
    path = ROOT / "notebooks" / f"{found.name}.ipynb"
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return extract(cells, function, until=grade._check_cell(cells, ex.checker)).source


def _run(source, function, checker):
    return sandbox.run(source, function, checker, shift=11, seconds=40, call_seconds=2)


IN_PLACE = """import torch

def softmax(scores):
    scores -= scores.amax(dim=-1, keepdim=True)
    e = scores.exp()
    return e / e.sum(dim=-1, keepdim=True)
"""

FULL_SCORES = """import math
import torch

def online_softmax_attention(q, k, v, tile_size):
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    return torch.softmax(scores, dim=-1) @ v
"""

PATCH_LOOP = """import torch

def patchify(images, patch_size):
    batch = images.shape[0]
    patches = []
    for i in range(0, images.shape[2], patch_size):
        for j in range(0, images.shape[3], patch_size):
            patches.append(images[:, :, i:i + patch_size, j:j + patch_size].reshape(batch, -1))
    return torch.stack(patches, dim=1)
"""

OWN_HELPER = """def merge_pair(ids, pair, new_id):
    out, i = [], 0
    while i < len(ids):
        if i + 1 < len(ids) and (ids[i], ids[i + 1]) == tuple(pair):
            out.append(new_id)
            i += 2
        else:
            out.append(ids[i])
            i += 1
    return out

def merge(ids, pair, new_id):
    return merge_pair(ids, pair, new_id)
"""

OWN_ERROR = """class Unfinished(Exception):
    pass

def softmax(scores):
    raise Unfinished("the max shift is next")
"""

AN_ARRAY = """def softmax(scores):
    return scores.numpy()
"""

BROKEN_DEFINITION = """import torch

SCALE = 1 / 0

def softmax(scores):
    return scores * SCALE
"""


def _schedule_that_changes_waiting():
    solution = _worked("12", "schedule_step").replace("def schedule_step(", "def _mine(")
    return solution + ("\n\ndef schedule_step(running, waiting, *rest):\n"
                       "    out = _mine(running, waiting, *rest)\n"
                       "    waiting.append((99, 1))\n    return out\n")


@pytest.mark.parametrize("source, function, checker, verdict, diagnosis, said", [
    (IN_PLACE, "softmax", "check_softmax", "fail", "modified-input", ""),
    (_schedule_that_changes_waiting(), "schedule_step", "check_schedule_step", "fail",
     "schedule-modified-input", "(99, 1)"),
    (FULL_SCORES, "online_softmax_attention", "check_online_softmax", "fail",
     "online-full-scores", "scores at once"),
    (PATCH_LOOP, "patchify", "check_patchify", "fail", "patchify-loop",
     "with 4 patches your function ran"),
    (OWN_HELPER, "merge", "check_merge", "fail", "forbidden-call", "merge called merge_pair"),
    (OWN_ERROR, "softmax", "check_softmax", "fail", "raised",
     "Unfinished: the max shift is next"),
    (AN_ARRAY, "softmax", "check_softmax", "fail", "not-a-tensor", "got ndarray"),
    (BROKEN_DEFINITION, "softmax", "check_softmax", "error", "definitions-raised",
     "ZeroDivisionError"),
])
def test_a_function_in_its_own_process_is_checked_as_in_one(source, function, checker, verdict,
                                                            diagnosis, said):
    outcome = _run(source, function, checker)
    assert (outcome.verdict, outcome.diagnosis) == (verdict, diagnosis), outcome
    assert said in outcome.detail, outcome.detail


def test_the_worked_solutions_pass_there_too():
    for chapter, function, checker in (("12", "schedule_step", "check_schedule_step"),
                                       ("10", "online_softmax_attention",
                                        "check_online_softmax"),
                                       ("8", "patchify", "check_patchify"),
                                       ("9", "merge", "check_merge")):
        outcome = _run(_worked(chapter, function), function, checker)
        assert outcome.verdict == "pass", (function, outcome)
