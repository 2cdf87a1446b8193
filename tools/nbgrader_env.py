"""nbgrader in a virtual environment of its own that sees the book's: for instructors, and CI.

nbgrader brings a Jupyter server extension, JupyterLab extensions and a database layer; in the
book's environment they would change what the readers' JupyterLab loads and the versions the
chapters were run with. So ``python -m tools.nbgrader_env FOLDER``, run in the book's
environment from the repository root, lays out a virtual environment of its own in FOLDER:

- a ``.pth`` file in its site-packages adds the book environment's (the one that runs this
  command) to ``sys.path``: nbgrader's kernel, which runs the submissions, is then the book's
  Python with its pinned packages and ``attnviz``;
- ``requirements-nbgrader.txt`` (nbgrader and the few packages it needs that the book's
  environment lacks) is installed into it with the pins of ``requirements.txt`` as constraints,
  so that no package the book pins changes version;
- the book environment's nbconvert templates (its ``share/jupyter/nbconvert``) are linked into
  its own data folder, where Jupyter looks for them: a ``.pth`` file brings packages, not their
  data files, and ``nbgrader generate_feedback`` renders with those templates.

Then put ``FOLDER/bin`` first on the ``PATH`` (nbgrader runs ``alembic`` from there). The
teaching guide's nbgrader section (``book/teaching/grading.md``) and ``.ci/grading-kit`` run
exactly this.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import sysconfig
import tempfile
import venv
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REQUIREMENTS = ROOT / "requirements-nbgrader.txt"
PINS = ROOT / "requirements.txt"
PIN = re.compile(r"^[A-Za-z0-9_.-]+==\S+$")


def _run(python: Path, *args: str) -> str:
    """What ``python args...`` prints; its errors go to ours."""
    return subprocess.run([str(python), *args], check=True, stdout=subprocess.PIPE,
                          text=True).stdout.strip()


def lay_out(folder: Path) -> str:
    """Create the environment in ``folder`` (see the module's docstring); nbgrader's version."""
    venv.EnvBuilder(with_pip=True).create(folder)
    python = folder / "bin" / "python"
    paths = sysconfig.get_paths()  # the book's environment: this interpreter's
    purelib = Path(_run(python, "-c", "import sysconfig; "
                                      "print(sysconfig.get_paths()['purelib'])"))
    # `import site; site.addsitedir(...)`: the book's own .pth files (the editable attnviz) too
    (purelib / "book-env.pth").write_text(
        f"import site; site.addsitedir({paths['purelib']!r})\n", encoding="utf-8")
    pins = [line.strip() for line in PINS.read_text(encoding="utf-8").splitlines()
            if PIN.match(line.strip())]
    with tempfile.TemporaryDirectory() as scratch:
        constraints = Path(scratch) / "constraints.txt"
        constraints.write_text("\n".join(pins) + "\n", encoding="utf-8")
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--progress-bar", "off",
                        "--disable-pip-version-check", "-r", str(REQUIREMENTS),
                        "-c", str(constraints)], check=True)
    templates = Path(paths["data"]) / "share" / "jupyter" / "nbconvert"
    target = folder / "share" / "jupyter" / "nbconvert"
    if templates.is_dir() and not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        target.symlink_to(templates, target_is_directory=True)
    return _run(python, "-c", "import nbgrader; print(nbgrader.__version__)")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.nbgrader_env",
        description="Lay out a virtual environment for nbgrader that sees the book's packages.")
    parser.add_argument("folder", type=Path, metavar="FOLDER",
                        help="the new environment's folder (new, or empty)")
    args = parser.parse_args(argv)
    folder = args.folder.absolute()
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        parser.error(f"FOLDER: {args.folder} exists and is not an empty folder: name a new one")
    try:
        version = lay_out(folder)
    except subprocess.CalledProcessError as error:
        print(f"error: {' '.join(map(str, error.cmd))} failed (exit {error.returncode})",
              file=sys.stderr)
        return 1
    print(f"nbgrader {version} in {args.folder}: put {folder / 'bin'} first on the PATH")
    return 0


if __name__ == "__main__":
    sys.exit(main())
