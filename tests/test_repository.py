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
    assert '"torch>=2.2"' in pyproject
