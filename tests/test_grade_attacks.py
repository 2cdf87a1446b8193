"""Attacks on python -m attnviz.grading.grade: each a submission written to get the points
without the work, graded with the honest answers it must not disturb, and the verdict each must
get. None gets a point.

The submissions are tiny notebooks of chapter 1 (one quick exercise), and of chapters 6, 11 and
12 where an attack needs their exercises; they are graded together, in one run of the grader's
command line, as an instructor would. What the attacks try, and what stops them:

- forging the verdict: walking the frames (through ``torch.hub.sys`` or ``inspect``) or the
  garbage collector to the channel, and sending "pass", a pickled outcome, a well-formed frame
  or raw bytes through ``ctypes``; ending the process. The verdict is the grader's, from plain
  data: a message that is not the reply awaited fails the case (``broken-reply``), one that is
  well-formed is judged as the function's result;
- spoofing the comparison: ``torch.allclose`` patched (in the body, a class body, a constant),
  ``builtins`` patched, the checker patched through ``getattr``, a tensor subclass that claims
  to equal anything. They change the function's process, not the grader's: ``wrong-values``;
- delegating by the back door: fused attention computing a softmax, PyTorch's reference
  softmax (``torch._refs``), ATen under a disabled dispatch, the checkers' own reference
  functions reached through ``getattr``, they or the package's loaded again from their files,
  the record of operators switched off.
  Refused by what runs (``forbidden-call``, ``record-tampered``), the line named;
- memorising the public cases: a table fails the cases drawn for the run;
- outliving the grader: a shell in the background, a daemon, a thread, ``atexit``, signals to
  the grader, a socket, writes through ``codecs``, ``io`` and ``pathlib``, 2 GiB of memory:
  refused in the process (seccomp, Landlock, resource limits), and its process group killed
  when the check ends; nothing runs after the grader, ``grades.csv`` does not change after it
  exits.
"""

import contextlib
import csv
import io
import os
import time
from pathlib import Path

import nbformat
import pytest
import torch
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from attnviz.grading import grade

TITLES = {1: "# Queries, keys and values", 6: "# Self-attention and positional encoding",
          7: "# The Transformer",
          11: "# Attention in today's language models", 12: "# Serving and sharding attention"}
CHECKS = {"layer_norm": "from attnviz.exercises import check_layer_norm\n\n"
                        "check_layer_norm(layer_norm)",
          "absorbed_scores": "from attnviz.exercises import check_absorbed_scores\n\n"
                             "check_absorbed_scores(absorbed_scores)",
          "softmax": "from attnviz.exercises import check_softmax\n\ncheck_softmax(softmax)",
          "causal_mask": "from attnviz.exercises import check_causal_mask\n\n"
                         "check_causal_mask(causal_mask)",
          "keep_slots": "from attnviz.exercises import check_sink_eviction\n\n"
                        "check_sink_eviction(keep_slots)",
          "gather_blocks": "from attnviz.exercises import check_gather_blocks\n\n"
                           "check_gather_blocks(gather_blocks)",
          "schedule_step": "from attnviz.exercises import check_schedule_step\n\n"
                           "check_schedule_step(schedule_step)"}
SLEEP = "97.25"  # an unusual duration, to find a process a submission started
SOFTMAX = ("    e = torch.exp(scores - scores.amax(dim=-1, keepdim=True))\n"
           "    return e / e.sum(dim=-1, keepdim=True)\n")

# (chapter, function, source, verdict, diagnosis, what the detail says); "{grades}" and
# "{outside}" in a source stand for the grader's CSV and a file outside the submission's folder.
ATTACKS = {
    # -- forging the verdict ------------------------------------------------------------------
    "frames_send_pass": (1, "softmax", '''import torch

def softmax(scores):
    frame = torch.hub.sys._getframe(1)
    while frame is not None:
        for value in list(frame.f_locals.values()):
            if type(value).__name__ == "Connection":
                getattr(value, "send" + "_bytes")(b"pass")
        frame = frame.f_back
    torch.hub.os._exit(0)
''', "fail", "broken-reply", "not a frame"),
    "inspect_frames_send_outcome": (1, "softmax", '''import inspect

def softmax(scores):
    frame = inspect.currentframe().f_back
    while frame is not None:
        for value in list(frame.f_locals.values()):
            if type(value).__name__ == "Connection":
                value.send({"verdict": "pass", "diagnosis": "", "cases": 7})
        frame = frame.f_back
    return scores
''', "fail", "broken-reply", "not a frame"),
    "gc_forged_frame": (1, "softmax", '''import gc
from attnviz.grading import _wire

def softmax(scores):
    record = {"ops": {}, "shapes": [], "code": [], "hits": [], "lost": []}
    for obj in gc.get_objects():
        if type(obj).__name__ == "Connection":
            obj.send_bytes(_wire.encode({"seq": 1, "kind": "returned", "record": record},
                                        [scores, [scores], {}]))
    return scores
''', "fail", "wrong-values", "largest difference"),
    "ctypes_raw_bytes": (1, "softmax", '''import ctypes

def softmax(scores):
    libc = ctypes.CDLL(None)
    for fd in range(3, 64):
        libc.write(fd, b"\\x7f\\xff\\xff\\xffpass", 8)
    return scores
''', "fail", "broken-reply", "a message that could not be read"),
    "ends_its_process": (1, "softmax", '''import os

def softmax(scores):
    os._exit(0)
''', "error", "kernel-died", "exit code 0"),
    # -- spoofing the comparison --------------------------------------------------------------
    "allclose_patched": (1, "softmax", '''import torch

def softmax(scores):
    torch.__setattr__("allclose", lambda *a, **k: True)
    torch.__setattr__("isclose", lambda a, b, **k: torch.ones_like(a, dtype=torch.bool))
    return scores
''', "fail", "wrong-values", "largest difference"),
    "allclose_in_a_class_body": (1, "softmax", '''import torch

class Settings:
    torch.__setattr__("allclose", lambda *a, **k: True)

def softmax(scores):
    Settings
    return scores
''', "fail", "wrong-values", "largest difference"),
    "allclose_in_a_constant": (1, "softmax", '''import torch

TOLERANCE = torch.__setattr__("equal", torch.allclose)

def softmax(scores):
    return scores + 0 * (TOLERANCE is None)
''', "fail", "wrong-values", "largest difference"),
    "builtins_patched": (1, "softmax", '''import builtins

def softmax(scores):
    builtins.all = lambda *a: True
    builtins.abs = lambda x: 0
    builtins.max = lambda *a, **k: 0
    return scores
''', "fail", "wrong-values", "largest difference"),
    "checker_patched_through_getattr": (1, "softmax", '''import attnviz

def softmax(scores):
    checkers = getattr(attnviz, "exer" + "cises")
    checkers.ch01_softmax.close = lambda *a, **k: True
    getattr(checkers, "_co" + "re").close = lambda *a, **k: True
    return scores
''', "fail", "wrong-values", "largest difference"),
    "subclass_that_equals_anything": (1, "softmax", '''import torch

class Agreeable(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if func in (torch.allclose, torch.equal):
            return True
        if func in (torch.isclose, torch.Tensor.__eq__, torch.Tensor.isclose):
            return torch.ones(args[0].shape, dtype=torch.bool)
        return super().__torch_function__(func, types, args, kwargs or {})

def softmax(scores):
    return scores.as_subclass(Agreeable)
''', "fail", "wrong-values", "largest difference"),
    # -- delegating by the back door -----------------------------------------------------------
    "fused_attention_as_softmax": (1, "softmax", '''import torch
import torch.nn.functional as F

def softmax(scores):
    eye = torch.eye(scores.shape[-1], dtype=scores.dtype)
    keys = eye * scores.shape[-1] ** 0.5  # q . k / sqrt(d) gives the scores back
    return F.scaled_dot_product_attention(scores[None], keys[None], eye[None])[0]
''', "fail", "forbidden-call",
        "called torch.nn.functional.scaled_dot_product_attention (at cell 2, line 7: return "
        "F.scaled_dot_product_attention"),
    "pytorchs_reference_softmax": (1, "softmax", '''import torch

def softmax(scores):
    return torch._refs.softmax(scores, -1)
''', "fail", "forbidden-call", "called PyTorch's softmax (torch/_refs/__init__.py) (at cell 2"),
    "aten_with_the_dispatch_disabled": (1, "softmax", '''import torch

def softmax(scores):
    with torch._C._DisableTorchDispatch():
        return torch.ops.aten._softmax.default(scores, -1, False)
''', "fail", "forbidden-call", "called PyTorch's _softmax operator (at cell 2, line 5"),
    "packages_mask_loaded_again": (6, "causal_mask", '''import importlib
import attnviz.mechanism.masks

def causal_mask(num_queries, num_keys):
    fresh = importlib.reload(attnviz.mechanism.masks)  # its functions anew, not refused yet
    return fresh.causal_mask(num_queries, num_keys)
''', "fail", "forbidden-call", "causal_mask called attnviz.causal_mask (at cell 2, line 6"),
    "record_popped": (1, "softmax", '''from torch.utils import _python_dispatch

def softmax(scores):
    _python_dispatch._pop_mode()
    return scores
''', "fail", "record-tampered", "removed or covered the grader's record"),
    "record_popped_and_put_back": (1, "softmax", '''import torch
from torch.utils import _python_dispatch

def softmax(scores):
    mode = _python_dispatch._pop_mode()
    try:
        return torch._refs.softmax(scores, -1)
    finally:
        _python_dispatch._push_mode(mode)
''', "fail", "forbidden-call", "torch/_refs"),
    "trace_switched_off": (1, "softmax", '''import sys
import torch

def softmax(scores):
    sys.settrace(None)
    return torch._refs.softmax(scores, -1)
''', "fail", "record-tampered", "called sys.settrace (at cell 2, line 5"),
    "checkers_scheduler_through_getattr": (12, "schedule_step", '''import attnviz

def schedule_step(running, waiting, free_blocks, block_size, token_budget, max_batch):
    serving = getattr(getattr(attnviz, "exer" + "cises"), "ch12_" + "serving")
    return getattr(serving, "_sche" + "dule")(running, waiting, free_blocks, block_size,
                                              token_budget, max_batch)
''', "fail", "forbidden-call", "called attnviz.exercises.ch12_serving._schedule (at cell 2"),
    "checkers_gather_through_getattr": (11, "gather_blocks", '''import attnviz

def gather_blocks(pool, block_table, length):
    caches = getattr(getattr(attnviz, "exer" + "cises"), "ch11_" + "caches")
    return getattr(caches, "_gather_" + "variant")(pool, block_table, length)
''', "fail", "forbidden-call", "ran attnviz.exercises.ch11_caches._gather_variant (at cell 2"),
    "checkers_gather_loaded_again": (11, "gather_blocks", '''import importlib
import attnviz

def gather_blocks(pool, block_table, length):
    caches = importlib.reload(getattr(attnviz, "exer" + "cises").ch11_caches)
    return caches._gather_variant(pool, block_table, length)
''', "fail", "forbidden-call", "ran attnviz.exercises.ch11_caches"),
    "code_rebuilt_under_another_name": (1, "softmax", '''import torch
import types

def softmax(scores):
    inner = getattr(torch._refs.softmax, "__wrapped__", torch._refs.softmax)
    copy = types.FunctionType(inner.__code__.replace(co_filename="notes.py"), inner.__globals__,
                              "normalise", inner.__defaults__, inner.__closure__)
    return copy(scores, -1)
''', "fail", "forbidden-call", "PyTorch's softmax (torch/_refs/__init__.py)"),
    "package_file_run_again_under_another_name": (11, "keep_slots", '''import attnviz
import code
import linecache

def keep_slots(length, window, num_sinks):
    path = attnviz.__file__.replace("__init__.py", "mechanism/sinks.py")
    namespace = {"__name__": "notes"}
    code.InteractiveInterpreter(namespace).runsource("".join(linecache.getlines(path)),
                                                     "notes.py", "exec")
    return namespace["streaming_keep"](length, window=window, num_sinks=num_sinks)
''', "fail", "forbidden-call", "called attnviz.streaming_keep"),
    "checkers_file_run_again_under_another_name": (12, "schedule_step", '''import attnviz
import code
import linecache

def schedule_step(running, waiting, free_blocks, block_size, token_budget, max_batch):
    path = attnviz.__file__.replace("__init__.py", "exercises/ch12_serving.py")
    namespace = {"__name__": "notes"}
    code.InteractiveInterpreter(namespace).runsource("".join(linecache.getlines(path)),
                                                     "notes.py", "exec")
    return namespace["_schedule"](running, waiting, free_blocks, block_size, token_budget,
                                  max_batch)
''', "fail", "forbidden-call", "ran attnviz.exercises.ch12_serving."),
    "the_packages_split_kv_softmax": (1, "softmax", '''import torch
from attnviz.mechanism.split_kv import _partials

def softmax(scores):
    eye = torch.eye(scores.shape[-1], dtype=scores.dtype)
    return _partials(scores, eye)[0]
''', "fail", "forbidden-call", "_partials"),
    "the_packages_tiled_attention_as_softmax": (1, "softmax", '''import torch
from attnviz import tiled_attention

def softmax(scores):
    size = scores.shape[-1]
    q = scores.reshape(-1, 1, 1, size)
    eye = torch.eye(size, dtype=scores.dtype).expand(q.shape[0], 1, size, size)
    return tiled_attention(q, eye, eye, scale=1.0).reshape(scores.shape)
''', "fail", "forbidden-call", "tiled_attention"),
    "local_response_norm_as_layer_norm": (7, "layer_norm", '''import torch
import torch.nn.functional as F

def layer_norm(x, gamma, beta, eps=1e-5):
    d = x.shape[-1]
    centred = (x - x.mean(dim=-1, keepdim=True)).reshape(-1, d, 1)
    normed = F.local_response_norm(centred, 2 * d - 1, alpha=(2 * d - 1) / d, beta=0.5, k=eps)
    return gamma * normed.reshape(x.shape) + beta
''', "fail", "forbidden-call", "local_response_norm"),
    "a_constant_changed_after_its_definition": (1, "softmax", '''import torch

SCALE = 1.0
SCALE *= 3.0

def softmax(scores):
    e = torch.exp(SCALE * (scores - scores.amax(dim=-1, keepdim=True)))
    return e / e.sum(dim=-1, keepdim=True)
''', "fail", "wrong-values", "largest difference"),
    # -- blinding the record ---------------------------------------------------------------------
    "trace_settings_changed": (1, "softmax", '''import pkgutil
import torch

def softmax(scores):
    child = pkgutil.resolve_name("attnviz.grad" + "ing._child")
    child._ROOTS = ()
    return torch._refs.softmax(scores, -1)
''', "fail", "forbidden-call", "PyTorch's softmax (torch/_refs/__init__.py)"),
    "record_replaced": (1, "softmax", '''import pkgutil
import torch

def softmax(scores):
    child = pkgutil.resolve_name("attnviz.grad" + "ing._child")
    child._HOLDER = [child._Record()]
    child._hit = lambda name: None
    return torch._refs.softmax(scores, -1)
''', "fail", "record-tampered", "changed the grader's record of what it runs"),
    "record_flooded": (1, "softmax", '''import torch

def _flood():
    functions = {}
    exec(compile("\\n".join(f"def f{i}(): pass" for i in range(20001)),
                 torch.__file__.rsplit("/", 1)[0] + "/_flood.py", "exec"), functions)
    return functions

# made before any call (compiling them takes a good part of a call's second of processor time)
FLOOD = _flood()

def softmax(scores):
    for i in range(20001):
        FLOOD[f"f{i}"]()
    return torch._refs.softmax(scores, -1)
''', "fail", "record-tampered", "ran more than 20,000 functions"),
    # -- outliving the grader, and the process's limits ------------------------------------------
    "shared_memory_for_another_student": (11, "keep_slots", '''import ctypes

def keep_slots(length, window, num_sinks):
    libc = ctypes.CDLL(None, use_errno=True)
    for name, call in (("shmget", lambda: libc.shmget(0x5EED0011, 4096, 0o1666)),
                       ("msgget", lambda: libc.msgget(0x5EED0012, 0o1666))):
        if call() < 0:
            raise RuntimeError(f"{name} refused, errno {ctypes.get_errno()}")
    return None
''', "fail", "raised", "shmget refused, errno 1"),
    "a_formula_in_the_grades": (1, "softmax", '''def softmax(scores):
    raise type('=HYPERLINK("http://example.invalid","2 points")', (Exception,), {})("x")
''', "fail", "raised", "'=HYPERLINK("),
    "shell_in_the_background": (1, "softmax", '''import torch

def softmax(scores):
    torch.hub.os.system("(sleep ''' + SLEEP + '''; echo FORGED-ROW >> {grades}) &")
    return scores
''', "fail", "wrong-values", "largest difference"),
    "daemon": (1, "softmax", '''import os, time

def softmax(scores):
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            time.sleep(''' + SLEEP + ''')
            with open("{grades}", "a") as grades:
                grades.write("FORGED-ROW")
        os._exit(0)
    return scores
''', "fail", "raised", "Error"),
    "thread_left_running": (1, "softmax", '''import threading, time

def softmax(scores):
    def forge():
        time.sleep(2)
        with open("{grades}", "a") as grades:
            grades.write("FORGED-ROW")
    threading.Thread(target=forge, daemon=True).start()
    return scores
''', "fail", "raised", "RuntimeError: can't start new thread"),
    "at_exit": (1, "softmax", '''import atexit

def softmax(scores):
    def forge():
        with open("{grades}", "a") as grades:
            grades.write("FORGED-ROW")
    atexit.register(forge)
    return scores
''', "fail", "wrong-values", "largest difference"),
    "signal_to_the_grader": (1, "softmax", '''import os, signal

def softmax(scores):
    with open(f"/proc/{os.getppid()}/stat") as stat:
        grader = int(stat.read().rsplit(")", 1)[1].split()[1])
    os.kill(grader, signal.SIGTERM)
    return scores
''', "fail", "raised", "PermissionError"),
    "asks_a_helper_over_the_network": (1, "softmax", '''import json
import socket

def softmax(scores):
    helper = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    helper.sendto(json.dumps(scores.tolist()).encode(), ("127.0.0.1", 9))
    return scores
''', "fail", "raised", "PermissionError"),
    "timers_ignored": (1, "softmax", '''import signal

def softmax(scores):
    signal.signal(signal.SIGPROF, signal.SIG_IGN)
    signal.signal(signal.SIGALRM, signal.SIG_IGN)
    while True:
        pass
''', "timeout", "timed-out", "still running after 1 s"),
    "two_gib": (1, "softmax", '''import torch

def softmax(scores):
    block = torch.empty(2**31, dtype=torch.uint8)
    block.fill_(1)
    return scores
''', "fail", "memory-limit", "it asked for 2048 MiB at once"),
    "a_list_too_long": (1, "softmax", '''def softmax(scores):
    numbers = [0.0] * 2**28
    return scores
''', "fail", "memory-limit", "more memory than the 1024 MiB"),
}

# Writes outside the submission's folder, refused where the kernel has Landlock.
WRITES = {
    "write_with_codecs": '''import codecs

def softmax(scores):
    with codecs.open("{outside}", "w", "utf-8") as out:
        out.write("forged")
    return scores
''',
    "write_with_io": '''import io

def softmax(scores):
    with io.open("{outside}", "w") as out:
        out.write("forged")
    return scores
''',
    "write_with_pathlib": '''import pathlib

def softmax(scores):
    pathlib.Path("{outside}").write_text("forged")
    return scores
''',
}

# Honest answers that an earlier grader refused for a name, or for how they define their
# helpers and constants: each passes (chapter 1's softmax, or (chapter, function, source)).
HONEST = {
    "import_os_and_torch": "import os, torch\n\ndef softmax(scores):\n" + SOFTMAX,
    "helper_named_check_finite": (
        "import torch\n\ndef check_finite(x):\n    assert torch.isfinite(x).all()\n    return x"
        "\n\ndef softmax(scores):\n    scores = check_finite(scores)\n" + SOFTMAX),
    "docstring_names_the_checker": (
        'import torch\n\ndef softmax(scores):\n    """Passes check_softmax(softmax)."""\n'
        + SOFTMAX),
    "variable_named_input": (
        "import torch\n\ndef softmax(input):\n    e = torch.exp(input - input.amax(dim=-1, "
        "keepdim=True))\n    return e / e.sum(dim=-1, keepdim=True)\n"),
    "sys_maxsize": ("import sys\nimport torch\n\ndef softmax(scores):\n"
                    "    assert scores.numel() < sys.maxsize\n" + SOFTMAX),
    "torch_function_with_types": (
        "import torch\nfrom torch.overrides import TorchFunctionMode\n\n"
        "class Plain(TorchFunctionMode):\n"
        "    def __torch_function__(self, func, types, args=(), kwargs=None):\n"
        "        return func(*args, **(kwargs or {}))\n\n"
        "def softmax(scores):\n    with Plain():\n" + "\n".join(
            "    " + line for line in SOFTMAX.splitlines()) + "\n"),
    "lambda_helper": ("import torch\n\nshift = lambda s: s - s.amax(dim=-1, keepdim=True)\n\n"
                      "def softmax(scores):\n    e = torch.exp(shift(scores))\n"
                      "    return e / e.sum(dim=-1, keepdim=True)\n"),
    "annotated_and_tuple_constants": (
        "import torch\n\nAXIS: int = -1\nDIM, KEEP = AXIS, True\n\ndef softmax(scores):\n"
        "    e = torch.exp(scores - scores.amax(dim=DIM, keepdim=KEEP))\n"
        "    return e / e.sum(dim=AXIS, keepdim=KEEP)\n"),
    "partial_and_numpy_constant": (
        "import functools\nimport numpy as np\nimport torch\n\n"
        "row_sum = functools.partial(torch.sum, dim=-1, keepdim=True)\n"
        "TINY = float(np.finfo(np.float64).tiny)\n\ndef softmax(scores):\n"
        "    e = torch.exp(scores - scores.amax(dim=-1, keepdim=True))\n"
        "    return e / (row_sum(e) + TINY)\n"),
    "helper_defined_in_an_if": (
        "import torch\n\nif hasattr(torch, 'logsumexp'):\n    def log_norm(x):\n"
        "        return torch.logsumexp(x, dim=-1, keepdim=True)\nelse:\n"
        "    def log_norm(x):\n        raise RuntimeError('no logsumexp')\n\n"
        "def softmax(scores):\n    return torch.exp(scores - log_norm(scores))\n"),
    "decorated_dataclass_helper": (
        "from dataclasses import dataclass\n\nimport torch\n\n@dataclass(frozen=True)\n"
        "class Axis:\n    dim: int = -1\n\ndef softmax(scores):\n    axis = Axis()\n"
        "    e = torch.exp(scores - scores.amax(dim=axis.dim, keepdim=True))\n"
        "    return e / e.sum(dim=axis.dim, keepdim=True)\n"),
    "constant_changed_after_its_definition": (
        "import torch\n\nSCALE = 2.0\nSCALE /= 2.0\n\ndef softmax(scores):\n"
        "    e = torch.exp(SCALE * (scores - scores.amax(dim=-1, keepdim=True)))\n"
        "    return e / e.sum(dim=-1, keepdim=True)\n"),
    "walrus_constant": (
        "import torch\n\n(AXIS := -1)\n\ndef softmax(scores):\n"
        "    e = torch.exp(scores - scores.amax(dim=AXIS, keepdim=True))\n"
        "    return e / e.sum(dim=AXIS, keepdim=True)\n"),
    "star_import_of_math": (
        "from math import *\nimport torch\n\nBASE = e\n\ndef softmax(scores):\n"
        "    shifted = (scores - scores.amax(dim=-1, keepdim=True)).clamp(min=-inf)\n"
        "    powers = BASE ** shifted\n    return powers / powers.sum(dim=-1, keepdim=True)\n"),
    "constants_made_in_a_with_block_and_a_loop": (
        "import torch\n\nwith torch.no_grad():\n    ONE = torch.ones((), dtype=torch.float64)\n"
        "for _axis in (-1,):\n    AXIS = _axis\n\ndef softmax(scores):\n"
        "    e = torch.exp(scores - scores.amax(dim=AXIS, keepdim=True)) * ONE\n"
        "    return e / e.sum(dim=AXIS, keepdim=True)\n"),
    "absorbed_scores_with_einsum": (11, "absorbed_scores", (
        "import torch\n\ndef absorbed_scores(q_content, W_uk, latent):\n"
        "    grade = torch.einsum('bhqd,hdc->bhqc', q_content, W_uk)\n"
        "    return torch.einsum('bhqc,bkc->bhqk', grade, latent)\n")),
}


def _public_keep_slots():
    """keep_slots as a table of the public cases (chapter 11's check cell), nothing else."""
    from attnviz.mechanism.sinks import streaming_keep

    cases = [(10, 4, 2), (12, 3, 1), (6, 4, 2), (20, 6, 4), (4, 4, 2), (3, 5, 2), (9, 3, 0),
             (2, 1, 3), (15, 1, 1), (7, 2, 5)]
    table = {case: streaming_keep(case[0], window=case[1], num_sinks=case[2]).tolist()
             for case in cases}
    return ("import torch\n\ndef keep_slots(length, window, num_sinks):\n"
            f"    table = {table!r}\n"
            "    return torch.tensor(table.get((length, window, num_sinks), []))\n")


def _notebook(chapter, function, source):
    nb = new_notebook(cells=[new_markdown_cell(TITLES[chapter]), new_code_cell(source),
                             new_code_cell(CHECKS[function])])
    return nbformat.writes(nb)


def _alive_with(marker):
    """The processes whose command line holds ``marker``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                found += [entry.name] if marker in (entry / "cmdline").read_bytes().decode(
                    errors="replace") else []
            except OSError:
                continue
    return found


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """Every attack and honest answer graded in one run of the command line."""
    folder = tmp_path_factory.mktemp("attacks")
    grades = folder.parent / "grades.csv"
    outside = folder.parent / "outside"
    outside.mkdir()
    def filled(name, source):
        return source.replace("{grades}", str(grades)).replace(
            "{outside}", str(outside / f"{name}.txt"))

    sources = {name: (chapter, function, filled(name, source))
               for name, (chapter, function, source, *_) in ATTACKS.items()}
    sources |= {name: (1, "softmax", filled(name, source)) for name, source in WRITES.items()}
    sources |= {name: (1, "softmax", source) if isinstance(source, str) else source
                for name, source in HONEST.items()}
    sources["public_cases_by_heart"] = (11, "keep_slots", _public_keep_slots())
    for name, (chapter, function, source) in sources.items():
        (folder / f"{name}.ipynb").write_text(_notebook(chapter, function, source))
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        assert grade.main([str(folder), "--out", str(grades), "--jobs", "2", "--quiet",
                           "--call-timeout", "1", "--timeout", "40", "--seed", "7",
                           "--feedback", str(folder.parent / "attack-feedback")]) == 0
    after_exit = (grades.read_bytes(), grades.stat().st_mtime_ns)
    with open(grades, newline="", encoding="utf-8") as handle:
        rows = {(Path(r["file"]).stem, r["exercise"]): r for r in csv.DictReader(handle)}
    return {"rows": rows, "sources": sources, "grades": grades, "outside": outside,
            "after_exit": after_exit, "printed": printed.getvalue()}


def _row(graded, name):
    _, function, _ = graded["sources"][name]
    return graded["rows"][(name, function)]


@pytest.mark.parametrize("name", list(ATTACKS))
def test_an_attack_gets_its_verdict_and_no_points(graded, name):
    *_, verdict, diagnosis, said = ATTACKS[name]
    row = _row(graded, name)
    if name == "subclass_that_equals_anything" and row["diagnosis"] == "raised":
        # PyTorch 2.5 refuses as_subclass on a tensor that the grader's record of operators (a
        # dispatch mode) has wrapped, so there the attack stops at its own call
        assert (row["verdict"], row["points"]) == ("fail", "0"), row
        assert "already associated to a python object" in row["detail"], row["detail"]
        return
    refusals = {"forbidden-call", "record-tampered"}
    if diagnosis in refusals and row["diagnosis"] in refusals - {diagnosis}:
        # an attack that both calls a forbidden function and tampers with the record is refused
        # for whichever the record shows first (it can differ between runs on Python 3.10)
        assert (row["verdict"], row["points"]) == ("fail", "0"), row
        return
    assert (row["verdict"], row["diagnosis"], row["points"]) == (verdict, diagnosis, "0"), row
    assert said in row["detail"], row["detail"]


@pytest.mark.parametrize("name", list(WRITES))
def test_a_write_outside_the_submissions_folder_is_refused_where_landlock_is(graded, name):
    row = _row(graded, name)
    assert row["points"] == "0"
    written = graded["outside"] / f"{name}.txt"
    if "Landlock" in graded["printed"]:
        assert (row["verdict"], row["diagnosis"]) == ("fail", "raised"), row
        assert "PermissionError" in row["detail"]
        assert not written.exists()
    else:  # the write went through; the identity it returns is still wrong
        assert (row["verdict"], row["diagnosis"]) == ("fail", "wrong-values"), row


@pytest.mark.parametrize("name", list(HONEST))
def test_an_honest_answer_passes_whatever_names_it_uses(graded, name):
    row = _row(graded, name)
    assert (row["verdict"], row["points"]) == ("pass", "2"), row


def test_a_name_the_marker_may_want_to_read_is_a_note_not_a_verdict(graded):
    row = _row(graded, "import_os_and_torch")
    assert row["detail"] == "Worth a look: cell 2, line 1 imports os."
    for name in ("helper_named_check_finite", "docstring_names_the_checker",
                 "variable_named_input", "torch_function_with_types"):
        assert _row(graded, name)["detail"] == "", name
    # an attack that fails gets the note too, with the line of each thing to read
    assert "cell 2, line 4 uses ._getframe" in _row(graded, "frames_send_pass")["detail"]


def test_a_refusal_names_the_line_and_says_how_to_fix_it(graded):
    row = _row(graded, "fused_attention_as_softmax")
    assert "which the exercise asks you to write yourself, from torch.exp and sums" in (
        row["detail"])
    assert row["hint"].startswith("Your function calls a function the exercise asks you to do "
                                  "without") and "Write that step yourself" in row["hint"]


def test_a_table_of_the_public_cases_fails_the_cases_drawn_for_the_run(graded):
    row = _row(graded, "public_cases_by_heart")
    assert (row["verdict"], row["points"]) == ("fail", "0")
    assert row["case"].startswith("a case drawn for this grading run: keep_slots(")


def test_nothing_a_submission_started_is_alive_after_the_grader(graded):
    assert _alive_with(SLEEP) == []


def test_the_grades_file_is_not_touched_after_the_grader_exits(graded):
    time.sleep(1.5)  # what a forged writer would have had to act in
    grades = graded["grades"]
    assert (grades.read_bytes(), grades.stat().st_mtime_ns) == graded["after_exit"]
    assert b"FORGED-ROW" not in grades.read_bytes()


def test_the_grader_says_how_each_process_was_contained(graded):
    line = next(line for line in graded["printed"].splitlines()
                if line.startswith("each function ran in a process of its own: "))
    assert "1024 MiB of memory" in line and "s of processor time" in line
    if os.uname().sysname == "Linux":
        assert "seccomp: no new processes, threads or programs" in line and "no sockets" in line
    assert torch.get_num_threads() >= 1  # the grader's own PyTorch is left as it was
