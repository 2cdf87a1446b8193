"""Attention maps are found by type and structure (attnviz.inspection.maps), never by module-name
strings.

The explorers, the HTML view and the chapters' code consume typed maps. Matching names such as
``"encoder"`` or ``f"decoder.blocks.{i}.cross_attention"`` breaks silently when a module is
renamed, so the patterns below must not appear in those places.
"""

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
MODULES = [ROOT / "attnviz" / "visuals" / "explorers.py",
           ROOT / "attnviz" / "visuals" / "html_view.py"]

NAME_MATCHING = {
    "a record indexed by a string literal": r"record\w*\s*\[\s*[rbfu]*[\"']",
    "a translation's attention dict indexed": r"\.attention\s*\[",
    "a string naming blocks (e.g. 'decoder.blocks.{i}...')": r"[\"'][^\"'\n]*\bblocks\.",
    "a layer name tested for a substring": r"[\"']\w*attention[\"']\s+(not\s+)?in\b",
    "a layer name tested for its start or end":
        r"\.(starts|ends)with\(\s*[\"'](encoder|decoder|blocks|attention|self_attention|"
        r"cross_attention)",
    "layers taken in the record's name order": r"=\s*\w*record\w*\.names\(\)|"
                                                r"\bin\s+\w*record\w*(\.names\(\))?\s*\]",
}


def _code_cells(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    for index, cell in enumerate(cells):
        if cell["cell_type"] == "code":
            yield f"{path.name}, cell {index}", "".join(cell["source"])


def _sources():
    for path in MODULES:
        yield path.name, path.read_text(encoding="utf-8")
    for path in NOTEBOOKS:
        yield from _code_cells(path)


def name_matches(text):
    """``(what, line)`` for every line of ``text`` that finds attention maps by name."""
    found = []
    for line in text.splitlines():
        code = line.split("#", 1)[0] if not line.lstrip().startswith("#") else ""
        for what, pattern in NAME_MATCHING.items():
            if re.search(pattern, code):
                found.append((what, line.strip()))
    return found


@pytest.mark.parametrize("line", [
    'weights = record["decoder.attention"][0]',
    "tied_weights = tied_record['attention'][0][0]",
    'fast = torch.cat(record[""])',
    "weights = record[f\"decoder.blocks.{i}.self_attention\"][0]",
    'home.attention["decoder.attention"]',
    "weights = result.attention[layer_control.value]",
    'encoder_maps = stacked("encoder.blocks.{i}.attention")',
    'cross = f"decoder.blocks.{config.num_layers - 1}.cross_attention"',
    'if "self_attention" in name:',
    'if name.startswith("encoder"):',
    "layer_names = record.names()",
    "all_layers = [record[name][0] for name in record.names()]",
    "layers = [record[name][0] for name in record]",
])
def test_the_patterns_catch_name_matching(line):
    assert name_matches(line), line


@pytest.mark.parametrize("line", [
    "weights = record.of(model.attention)[0]",
    "maps = result.maps.cross",
    "for name in record.names():",
    "print(maps.layer_names)",
    "    # the layer named \"attention\" in record[...] is gone",
    "self.attention = attnviz.MultiHeadAttention(d_model=d_model, num_heads=num_heads)",
])
def test_the_patterns_leave_typed_code_alone(line):
    assert not name_matches(line), line


def test_explorers_views_and_chapters_never_find_attention_maps_by_name():
    offenders = [f"{where}: {what}: {line}" for where, text in _sources()
                 for what, line in name_matches(text)]
    assert not offenders, ("find attention maps with attnviz.translation_maps, vit_maps or "
                           "record.of(module), not by module name:\n" + "\n".join(offenders))


def test_explorers_do_not_record_attention_themselves():
    text = (ROOT / "attnviz" / "visuals" / "explorers.py").read_text(encoding="utf-8")
    assert "record_attention" not in text
