"""Test settings shared by every test module."""

import sys
from pathlib import Path

import matplotlib
import matplotlib.pyplot as plt
import pytest

matplotlib.use("Agg")  # tests draw off-screen, whatever MPLBACKEND says

# The build tools (tools/) are imported as `tools.<name>` from the repository root.
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")
