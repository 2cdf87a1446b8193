"""Nadaraya–Watson regression against a plain NumPy loop, plus kernel invariants."""

import math

import numpy as np
import pytest
import torch

import attnviz

NUMPY_KERNELS = {
    "gaussian": lambda u: math.exp(-u * u / 2),
    "boxcar": lambda u: float(abs(u) <= 1),
    "epanechnikov": lambda u: max(0.0, 1 - u * u),
    "constant": lambda u: 1.0,
}


def _numpy_loop(x_train, y_train, x_query, kernel, width):
    estimates = []
    for x in x_query:
        k = np.array([NUMPY_KERNELS[kernel]((x - xi) / width) for xi in x_train])
        estimates.append(0.0 if k.sum() == 0 else float(k @ y_train / k.sum()))
    return np.array(estimates)


@pytest.fixture
def data():
    g = torch.Generator().manual_seed(0)
    x_train = torch.sort(torch.rand(40, generator=g, dtype=torch.float64) * 5).values
    y_train = 2 * torch.sin(x_train) + x_train + 0.5 * torch.randn(40, generator=g,
                                                                   dtype=torch.float64)
    x_query = torch.arange(0, 5, 0.1, dtype=torch.float64)
    return x_train, y_train, x_query


@pytest.mark.parametrize("kernel", sorted(NUMPY_KERNELS))
@pytest.mark.parametrize("width", [0.1, 0.2, 0.5, 1.0])
def test_matches_numpy_loop(data, kernel, width):
    x_train, y_train, x_query = data
    y_hat, weights = attnviz.nadaraya_watson(x_train, y_train, x_query, kernel=kernel,
                                             width=width)
    expected = _numpy_loop(x_train.numpy(), y_train.numpy(), x_query.numpy(), kernel, width)
    np.testing.assert_allclose(y_hat.numpy(), expected, rtol=1e-10, atol=1e-12)
    sums = weights.sum(1)
    assert torch.all(((sums - 1).abs() < 1e-12) | (sums == 0))
    assert torch.all(weights >= 0)


def test_compact_kernel_far_from_data_gives_zero_not_nan():
    y_hat, weights = attnviz.nadaraya_watson(torch.tensor([0.0, 0.1]), torch.tensor([1.0, 2.0]),
                                             torch.tensor([0.05, 10.0]), kernel="boxcar",
                                             width=0.5)
    assert not torch.isnan(y_hat).any()
    assert y_hat[1] == 0 and torch.all(weights[1] == 0)
    torch.testing.assert_close(y_hat[0], torch.tensor(1.5))


def test_narrow_gaussian_far_from_data_still_sums_to_one():
    x_train = torch.tensor([0.0, 1.0])
    y_hat, weights = attnviz.nadaraya_watson(x_train, torch.tensor([1.0, 3.0]),
                                             torch.tensor([0.9, 0.5]), width=0.01)
    torch.testing.assert_close(weights.sum(1), torch.ones(2))
    torch.testing.assert_close(y_hat, torch.tensor([3.0, 2.0]))  # nearest point; a tie at 0.5


def test_constant_kernel_gives_the_mean_and_gaussian_is_a_softmax(data):
    x_train, y_train, x_query = data
    y_hat, _ = attnviz.nadaraya_watson(x_train, y_train, x_query, kernel="constant")
    torch.testing.assert_close(y_hat, y_train.mean().expand(len(x_query)))
    _, weights = attnviz.nadaraya_watson(x_train, y_train, x_query, width=0.3)
    scores = -((x_query[:, None] - x_train[None]) ** 2) / (2 * 0.3**2)
    torch.testing.assert_close(weights, torch.softmax(scores, dim=1))


def test_vector_targets_and_callable_kernels(data):
    x_train, y_train, x_query = data
    both = torch.stack([y_train, -y_train], dim=1)  # (Tk, 2)
    y_hat, _ = attnviz.nadaraya_watson(x_train, both, x_query, kernel="epanechnikov", width=0.5)
    single, _ = attnviz.nadaraya_watson(x_train, y_train, x_query, kernel="epanechnikov",
                                        width=0.5)
    torch.testing.assert_close(y_hat, torch.stack([single, -single], dim=1))
    triangle, _ = attnviz.nadaraya_watson(x_train, y_train, x_query,
                                          kernel=lambda u: torch.clamp(1 - u.abs(), min=0))
    assert triangle.shape == x_query.shape


def test_kernels_peak_at_one_and_are_symmetric():
    u = torch.linspace(-3, 3, 61)
    for name, kernel in attnviz.KERNELS.items():
        values = kernel(u)
        assert values[30] == 1, name
        torch.testing.assert_close(values, kernel(-u), msg=name)
        assert torch.all(values >= 0) and torch.all(values <= 1), name
    assert attnviz.get_kernel("boxcar") is attnviz.boxcar_kernel


def test_inputs_are_not_modified(data):
    x_train, y_train, x_query = data
    copies = [t.clone() for t in data]
    attnviz.nadaraya_watson(x_train, y_train, x_query)
    assert all(torch.equal(a, b) for a, b in zip(data, copies, strict=True))


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"kernel": "triangular"}, ValueError, "kernel must be one of"),
        ({"width": 0}, ValueError, "width must be a positive number, got 0"),
        ({"width": -1.0}, ValueError, "width must be a positive number"),
        ({"x_train": torch.ones(40, 1)}, ValueError,
         r"x_train must be a 1-D tensor shaped \(Tk,\)"),
        ({"y_train": torch.ones(39)}, ValueError, "y_train must have one target per"),
        ({"x_query": torch.ones(2, 2)}, ValueError, "x_query must be a 1-D tensor"),
        ({"x_query": torch.arange(3)}, TypeError, "x_query must hold floating-point"),
        ({"x_train": np.ones(40)}, TypeError, "x_train must be a torch.Tensor"),
        ({"kernel": lambda u: u.sum()}, ValueError, "kernel must map u of shape"),
    ],
)
def test_bad_inputs_raise_errors_that_name_the_argument(kwargs, error, message):
    args = {"x_train": torch.linspace(0, 1, 40), "y_train": torch.zeros(40),
            "x_query": torch.linspace(0, 1, 5)}
    options = {"kernel": "gaussian", "width": 1.0}
    for key, value in kwargs.items():
        (args if key in args else options)[key] = value
    with pytest.raises(error, match=message):
        attnviz.nadaraya_watson(args["x_train"], args["y_train"], args["x_query"], **options)


@pytest.mark.parametrize("kernel", sorted(attnviz.KERNELS))
def test_a_nan_query_gets_a_nan_estimate_with_every_kernel(kernel):
    x_train = torch.linspace(0, 5, 10)
    x_query = torch.tensor([1.0, float("nan"), 2.0])
    y_hat, weights = attnviz.nadaraya_watson(x_train, torch.sin(x_train), x_query, kernel=kernel)
    assert torch.isnan(y_hat).tolist() == [False, True, False]
    assert torch.isnan(weights[1]).all() and torch.isfinite(weights[[0, 2]]).all()
    finite, _ = attnviz.nadaraya_watson(x_train, torch.sin(x_train), x_query[[0, 2]],
                                        kernel=kernel)
    torch.testing.assert_close(y_hat[[0, 2]], finite)  # the other queries are untouched
    u = torch.tensor([0.0, 0.5, 2.0, float("nan")])
    assert torch.isnan(attnviz.get_kernel(kernel)(u)).tolist() == [False, False, False, True]
