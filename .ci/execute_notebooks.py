"""Execute the book's notebooks in place and strip volatile metadata (a maintainer tool).

Run it after a change to ``attnviz`` that changes what a notebook prints, then commit the
notebooks: the website shows these outputs and CI (``bash .ci/run``) re-executes every notebook
under nbval and compares against them.

    python .ci/execute_notebooks.py                       # every notebooks/*.ipynb
    python .ci/execute_notebooks.py notebooks/01_*.ipynb  # some of them
    python .ci/execute_notebooks.py --python /other/venv/bin/python --dry-run  # another stack

Each notebook runs top to bottom in a fresh ``python3`` kernel of the *current* Python
environment (activate ``.venv`` first), with the notebook's folder as working directory.
Widget state is stored so ipywidgets render on the static site. Afterwards, execution counts,
timing metadata and version details are removed so that re-running gives small diffs. If a
cell raises, that notebook is left unchanged and the script exits with a non-zero status.

With ``--python``, the kernel runs in another interpreter (one that has ipykernel), and with
``--dry-run`` the notebooks are executed but never written: `.ci/colab-stack` uses both to run
every chapter on Colab's stack, where only the chapters' own assertions decide.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

import nbformat
from jupyter_client.kernelspec import KernelSpec, KernelSpecManager
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError
from traitlets import default

ROOT = Path(__file__).resolve().parent.parent
LIVE_DIR = ROOT / "book" / "_static" / "live"  # the live models' files the website serves


def site_url() -> str:
    """The published website's address, ``html.baseurl`` in ``_config.yml``: the live views
    saved in the chapters name it as the last place to find the book's weights (in Colab)."""
    import yaml

    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    return str(config["html"]["baseurl"])
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
# Cell metadata written by execution tools; everything else (tags, ...) is the author's.
VOLATILE_CELL_METADATA = ("execution", "ExecuteTime")


# The interpreter whose ipykernel runs the notebooks (--python; default: this one).
KERNEL_PYTHON = sys.executable


class CurrentEnvKernelSpecs(KernelSpecManager):
    """Resolve every kernel name to ipykernel in KERNEL_PYTHON, whatever is installed."""

    def get_kernel_spec(self, kernel_name: str) -> KernelSpec:
        return KernelSpec(
            argv=[KERNEL_PYTHON, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
            display_name=KERNELSPEC["display_name"],
            language=KERNELSPEC["language"],
        )


class CurrentEnvKernelManager(KernelManager):
    """A kernel manager whose "python3" is this interpreter (nbclient starts and stops it)."""

    @default("kernel_spec_manager")
    def _kernel_spec_manager_default(self) -> KernelSpecManager:
        return CurrentEnvKernelSpecs(data_dir=self.data_dir)


def use_ci_environment() -> None:
    """The environment of CI's nbval step, for the kernels started from here: the inline
    backend (not a forced Agg), and the offline data folder beside the checkout if there is one."""
    os.environ.pop("MPLBACKEND", None)
    shared_data = ROOT.parent / "shared" / "data"
    if "ATTNVIZ_DATA_DIR" not in os.environ and shared_data.is_dir():
        os.environ["ATTNVIZ_DATA_DIR"] = str(shared_data.resolve())


def clean(nb: nbformat.NotebookNode) -> None:
    """Strip execution counts, timing metadata and version details, in place.

    nbval would read a missing execution count as "never run"; notebooks/conftest.py
    restores the counts in memory when nbval checks the notebooks.
    """
    for cell in nb.cells:
        for key in VOLATILE_CELL_METADATA:
            cell.metadata.pop(key, None)
        if cell.cell_type != "code":
            continue
        cell.execution_count = None
        for output in cell.outputs:
            if "execution_count" in output:
                output.execution_count = None
    kept = {
        "kernelspec": dict(KERNELSPEC),
        "language_info": {"name": nb.metadata.get("language_info", {}).get("name", "python")},
    }
    if "widgets" in nb.metadata:
        kept["widgets"] = nb.metadata["widgets"]
    nb.metadata = nbformat.from_dict(kept)


def execute(path: Path, timeout: int, *, write: bool = True) -> float:
    """Execute one notebook (in place when ``write``); return the wall time in seconds."""
    nb = nbformat.read(path, as_version=4)
    nb.metadata.pop("widgets", None)  # the run stores the state of the widgets it makes, if any
    client = NotebookClient(
        nb,
        kernel_name="python3",
        kernel_manager_class=CurrentEnvKernelManager,
        timeout=timeout,
        allow_errors=False,
        store_widget_state=True,
        record_timing=False,
        resources={"metadata": {"path": str(path.parent)}},
    )
    start = time.perf_counter()
    client.execute()
    elapsed = time.perf_counter() - start
    if write:
        clean(nb)
        nbformat.validate(nb)
        nbformat.write(nb, path)
    return elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "notebooks", nargs="*", type=Path, help="notebooks to run (default: notebooks/*.ipynb)"
    )
    parser.add_argument("--timeout", type=int, default=600, help="seconds allowed per cell")
    parser.add_argument("--python", type=Path, default=None,
                        help="the kernel's interpreter, with ipykernel (default: this one)")
    parser.add_argument("--dry-run", action="store_true",
                        help="execute the notebooks but leave the files unchanged")
    args = parser.parse_args(argv)
    if args.python is not None:
        if not args.python.is_file():
            parser.error(f"--python: no interpreter at {args.python}")
        global KERNEL_PYTHON
        KERNEL_PYTHON = str(args.python)

    paths = args.notebooks or sorted((ROOT / "notebooks").glob("*.ipynb"))
    if not paths:
        parser.error("no notebooks found")
    missing = [str(p) for p in paths if not p.is_file()]
    if missing:
        parser.error(f"not a file: {', '.join(missing)}")

    use_ci_environment()

    failures = []
    total = time.perf_counter()
    for path in paths:
        print(f"{path}: running ...", flush=True)
        # The chapters that train a live model (attnviz.visuals.live) write its file into
        # ATTNVIZ_LIVE_DIR: a fresh folder per notebook, whose files replace those the website
        # serves (book/_static/live) only once the notebook has run to its end and been
        # written, so that its outputs and the files always come from the same run.
        with tempfile.TemporaryDirectory(prefix="attnviz-live-") as live_dir:
            os.environ["ATTNVIZ_LIVE_DIR"] = live_dir
            os.environ["ATTNVIZ_SITE_URL"] = site_url()
            try:
                elapsed = execute(path.resolve(), args.timeout, write=not args.dry_run)
            except (CellExecutionError, CellTimeoutError, DeadKernelError) as err:
                failures.append(path)
                print(f"{path}: FAILED, notebook left unchanged\n{err}", file=sys.stderr,
                      flush=True)
                continue
            finally:
                del os.environ["ATTNVIZ_LIVE_DIR"], os.environ["ATTNVIZ_SITE_URL"]
            written = sorted(Path(live_dir).glob("*.js"))
            if written and not args.dry_run:
                for file in written:
                    shutil.move(str(file), LIVE_DIR / file.name)
                print(f"{path}: wrote {', '.join(f.name for f in written)} into "
                      f"{LIVE_DIR.relative_to(ROOT)}", flush=True)
        print(f"{path}: done in {elapsed:.1f} s", flush=True)
    print(f"{len(paths)} notebook(s) in {time.perf_counter() - total:.1f} s", flush=True)

    if failures:
        print(f"FAILED: {', '.join(map(str, failures))}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
