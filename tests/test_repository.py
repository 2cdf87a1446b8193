"""The README's promises: two quick-start commands that exist, a figure that exists, the layout."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_quick_start_has_exactly_two_commands_and_both_exist():
    section = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```bash\n(.*?)```", section, flags=re.DOTALL).group(1)
    commands = [line.split("#")[0].strip() for line in block.splitlines() if line.strip()]
    assert commands == ["bash .ci/build-book", "bash .ci/run"]
    for command in commands:
        assert (ROOT / command.split()[1]).is_file()


def test_readme_images_exist():
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", README)
    assert images
    for image in images:
        assert (ROOT / image).is_file(), image


def test_layout_and_pins():
    for path in ("book", "notebooks", "attnviz", "tests", "benchmarks", "_config.yml",
                 "_toc.yml", "requirements.txt", "pyproject.toml", ".ci/run",
                 "book/references.bib"):
        assert (ROOT / path).exists(), path
    requirements = (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
    assert "torch==2.13.0" in requirements
    assert any(re.fullmatch(r"jupyter-book==1\.\S+", line) for line in requirements)
    assert not any(line.startswith(("d2l", "torchvision")) for line in requirements)
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"torch>=2.5.1"' in pyproject


def _lower_bounds(pyproject):
    # every "name>=version" of [project]'s dependencies and extras (no tomllib: Python 3.10)
    project = pyproject.split("[project]", 1)[1].split("\n[tool.", 1)[0]
    return dict(re.findall(r'"([A-Za-z0-9_.-]+)>=([^",\s]+)"', project))


def test_the_declared_lower_bounds_are_the_oldest_stack_ci_tests():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    bounds = _lower_bounds(pyproject)
    assert set(bounds) == {"torch", "numpy", "matplotlib", "tqdm", "scikit-learn", "einops"}
    oldest = (ROOT / ".ci" / "requirements-oldest.txt").read_text(encoding="utf-8")
    pins = dict(re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)$", oldest, flags=re.MULTILINE))
    assert pins == bounds, "pyproject.toml's lower bounds must be what .ci/version-stack tests"
    assert 'requires-python = ">=3.10"' in pyproject
    assert 'oldest) version=3.10 version_tuple="3, 10" ;;' in (
        ROOT / ".ci" / "version-stack").read_text(encoding="utf-8")
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "bash .ci/version-stack oldest" in run


def test_the_readme_names_the_python_the_quick_start_needs():
    # requirements.txt pins releases that need Python 3.11 (numpy 2.4, scikit-learn 1.9,
    # matplotlib 3.11); .ci/setup-env refuses an older interpreter with that message
    section = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    assert "Python 3.11 or newer" in section
    setup = (ROOT / ".ci" / "setup-env").read_text(encoding="utf-8")
    assert "sys.version_info >= (3, 11)" in setup


def test_no_module_of_the_package_is_over_600_lines():
    # CONTRIBUTING.md: a module can be read in one sitting; a longer one is split by its ideas
    lengths = {path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
               for path in (ROOT / "attnviz").rglob("*.py")}
    assert len(lengths) > 50
    too_long = {path: n for path, n in lengths.items() if n > 600}
    assert not too_long, f"modules over 600 lines: {too_long}"
