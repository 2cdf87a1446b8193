"""Test settings shared by every test module."""

import matplotlib
import matplotlib.pyplot as plt
import pytest

matplotlib.use("Agg")  # tests draw off-screen, whatever MPLBACKEND says


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")
