"""Image data for chapter 8: the digits split, the IDX reader, and the Fashion-MNIST loader.

The Fashion-MNIST tests never touch the network or the real user cache: they place small fake
IDX files under a temporary ``ATTNVIZ_DATA_DIR`` (files found on disk are used without a
checksum; only downloads are checked), or point everything at empty folders and make
``urllib`` fail.
"""

import dataclasses
import gzip
import urllib.error
import urllib.request

import numpy as np
import pytest
import torch

from attnviz.data.download import DataCorruptError, DataUnavailableError
from attnviz.data.images import (
    FASHION_MNIST_CLASSES,
    FASHION_MNIST_URL,
    ImageData,
    load_digits_data,
    load_fashion_mnist,
    read_idx,
    write_idx,
)
from attnviz.models.vit import FASHION_MNIST_D2L_SETUP, ViTTrainingSetup


@pytest.fixture(scope="module")
def digits():
    return load_digits_data(normalize=False)


# ---------------------------------------------------------------- digits


def test_digits_split_sizes_and_shapes(digits):
    n_train, n_test = len(digits.train_labels), len(digits.test_labels)
    assert n_train + n_test == 1797
    assert abs(n_test / 1797 - 0.2) < 0.01
    assert digits.train_images.shape == (n_train, 1, 8, 8)
    assert digits.test_images.shape == (n_test, 1, 8, 8)
    assert digits.train_images.dtype == torch.float32
    assert digits.train_labels.dtype == torch.int64
    assert digits.classes == tuple("0123456789")
    assert digits.image_size == 8 and digits.num_classes == 10


def test_digits_splits_partition_scikit_learns_images(digits):
    from sklearn.datasets import load_digits

    reference = load_digits()

    def rows(images, labels):  # one row per image: its 64 pixels, then its label
        return np.concatenate([np.asarray(images).reshape(len(labels), 64),
                               np.asarray(labels)[:, None]], axis=1)

    expected = rows(reference.images / 16, reference.target)
    found = np.concatenate([rows(digits.train_images, digits.train_labels),
                            rows(digits.test_images, digits.test_labels)])
    # the same multiset of (image, label) rows: nothing lost, nothing repeated, labels kept
    for left, right in zip(np.unique(expected, axis=0, return_counts=True),
                           np.unique(found, axis=0, return_counts=True), strict=True):
        np.testing.assert_array_equal(left, right)


def test_digits_split_is_stratified(digits):
    train_share = torch.bincount(digits.train_labels, minlength=10) / len(digits.train_labels)
    test_share = torch.bincount(digits.test_labels, minlength=10) / len(digits.test_labels)
    from sklearn.datasets import load_digits

    overall = torch.bincount(torch.from_numpy(load_digits().target), minlength=10) / 1797
    assert (train_share - overall).abs().max() < 0.02
    assert (test_share - overall).abs().max() < 0.02


def test_digits_split_is_reproducible_and_depends_on_the_seed(digits):
    again = load_digits_data(normalize=False, seed=0)
    assert torch.equal(again.train_images, digits.train_images)
    assert torch.equal(again.test_labels, digits.test_labels)
    other = load_digits_data(normalize=False, seed=1)
    assert len(other.test_labels) == len(digits.test_labels)
    assert not torch.equal(other.test_images, digits.test_images)


def test_digits_pixels_are_in_the_unit_interval(digits):
    for images in (digits.train_images, digits.test_images):
        assert images.min() == 0 and images.max() == 1
    # the data's 17 grey levels 0/16 .. 16/16 survive exactly
    levels = torch.unique(digits.train_images * 16)
    torch.testing.assert_close(levels, torch.arange(17, dtype=torch.float32))
    assert digits.mean == 0 and digits.std == 1


def test_digits_normalised_with_train_statistics(digits):
    data = load_digits_data()
    torch.testing.assert_close(data.train_images.mean().item(), 0.0, atol=1e-5, rtol=0)
    torch.testing.assert_close(data.train_images.std(correction=0).item(), 1.0, atol=1e-5,
                               rtol=0)
    # the statistics come from the train split alone and are applied to both splits
    torch.testing.assert_close(data.mean, digits.train_images.double().mean().item())
    torch.testing.assert_close(data.test_images * data.std + data.mean, digits.test_images)
    assert abs(data.test_images.mean().item()) > 1e-4  # the test split's own mean is not 0


@pytest.mark.parametrize("size", [16, 32])
def test_digits_upsampling_repeats_each_pixel_as_a_block(digits, size):
    data = load_digits_data(normalize=False, image_size=size)
    factor = size // 8
    assert data.train_images.shape == (len(digits.train_labels), 1, size, size)
    blocks = digits.train_images.repeat_interleave(factor, -1).repeat_interleave(factor, -2)
    assert torch.equal(data.train_images, blocks)
    assert torch.equal(data.test_labels, digits.test_labels)


@pytest.mark.parametrize("kwargs, match", [
    ({"test_fraction": 0}, r"test_fraction must be a number in \(0, 1\), got 0"),
    ({"test_fraction": 1.5}, r"test_fraction must be a number in \(0, 1\), got 1.5"),
    ({"seed": -1}, "seed must be a non-negative int, got -1"),
    ({"image_size": 12}, "image_size must be a positive multiple of 8, got 12"),
    ({"image_size": 0}, "image_size must be a positive multiple of 8, got 0"),
])
def test_digits_reject_bad_arguments(kwargs, match):
    with pytest.raises(ValueError, match=match):
        load_digits_data(**kwargs)


# ---------------------------------------------------------------- ImageData and its loader


def test_loader_batches_and_shuffles_reproducibly_without_the_global_rng(digits):
    state = torch.get_rng_state()
    plain = list(digits.loader("test", batch_size=64, shuffle=False))
    assert [len(y) for _, y in plain] == [64] * 5 + [len(digits.test_labels) - 320]
    assert plain[0][0].shape == (64, 1, 8, 8)
    assert torch.equal(torch.cat([y for _, y in plain]), digits.test_labels)

    def epoch_labels(loader):
        return torch.cat([y for _, y in loader])

    first = digits.loader("train", batch_size=100, shuffle=True, seed=3)
    second = digits.loader("train", batch_size=100, shuffle=True, seed=3)
    epoch1, epoch2 = epoch_labels(first), epoch_labels(first)
    assert torch.equal(epoch1, epoch_labels(second))  # same seed, same order
    assert not torch.equal(epoch1, epoch2)  # a new order each epoch
    assert not torch.equal(epoch1, digits.train_labels)
    assert torch.equal(epoch1.sort().values, digits.train_labels.sort().values)
    assert torch.equal(torch.get_rng_state(), state)  # the global generator was never used


@pytest.mark.parametrize("kwargs, error, match", [
    ({"split": "val", "batch_size": 8, "shuffle": False}, ValueError,
     "split must be 'train' or 'test', got 'val'"),
    ({"split": "train", "batch_size": 0, "shuffle": False}, ValueError,
     "batch_size must be a positive int, got 0"),
    ({"split": "train", "batch_size": 8, "shuffle": True}, ValueError,
     "seed must be given when shuffle=True"),
    ({"split": "train", "batch_size": 8, "shuffle": 1}, TypeError,
     "shuffle must be True or False, got 1"),
])
def test_loader_rejects_bad_arguments(digits, kwargs, error, match):
    with pytest.raises(error, match=match):
        digits.loader(**kwargs)


def test_image_data_checks_its_fields_and_has_a_short_repr(digits):
    images, labels = torch.zeros(4, 1, 6, 6), torch.zeros(4, dtype=torch.int64)
    data = ImageData(images, labels, images[:2], labels[:2], ("a", "b"))
    assert repr(data) == ("ImageData(train=4, test=2, image_size=6, classes=('a', 'b'), "
                          "mean=0, std=1)")
    assert "'0', '1', '2', ..." in repr(digits)
    with pytest.raises(ValueError, match=r"train_images must be a 4-D tensor shaped "
                                         r"\(N, 1, S, S\), got shape \(4, 6, 6\)"):
        ImageData(images[:, 0], labels, images, labels, ("a",))
    with pytest.raises(ValueError, match="train_labels must have one label per image "
                                         r"\(4\), got 3"):
        ImageData(images, labels[:3], images, labels, ("a",))
    with pytest.raises(TypeError, match="test_labels must be int64, got dtype torch.int32"):
        ImageData(images, labels, images, labels.int(), ("a",))
    with pytest.raises(ValueError, match="test_images must be the same size"):
        ImageData(images, labels, torch.zeros(4, 1, 5, 5), labels, ("a",))
    with pytest.raises(AttributeError):
        data.classes = ("c",)  # frozen


# ---------------------------------------------------------------- IDX files


@pytest.mark.parametrize("dtype", ["uint8", "int8", "int16", "int32", "float32", "float64"])
@pytest.mark.parametrize("shape", [(7,), (3, 5), (2, 3, 4), (2, 1, 3, 2)])
@pytest.mark.parametrize("suffix", ["", ".gz"])
def test_idx_round_trip(tmp_path, dtype, shape, suffix):
    rng = np.random.default_rng(0)
    info = np.iinfo(dtype) if np.dtype(dtype).kind in "iu" else None
    if info is None:
        array = rng.standard_normal(shape).astype(dtype) * 1e3
    else:
        array = rng.integers(info.min, info.max, size=shape, endpoint=True, dtype=dtype)
    path = write_idx(tmp_path / f"a-idx{len(shape)}{suffix}", array)
    back = read_idx(path)
    assert back.dtype == np.dtype(dtype) and back.shape == shape
    np.testing.assert_array_equal(back, array)
    back[...] = 0  # a writable copy, not a view of the file's bytes
    raw = path.read_bytes()
    assert raw[:2] == (b"\x1f\x8b" if suffix else b"\x00\x00")


def test_idx_layout_is_big_endian_as_in_the_specification(tmp_path):
    array = np.array([[1, 256], [-2, 3]], dtype=np.int16)
    path = write_idx(tmp_path / "x.idx", array)
    expected = (bytes([0, 0, 0x0B, 2]) + (2).to_bytes(4, "big") * 2
                + b"".join(int(v).to_bytes(2, "big", signed=True) for v in array.flat))
    assert path.read_bytes() == expected
    # a big-endian input array gives the same file; gzip output does not depend on the clock
    assert write_idx(tmp_path / "y.idx", array.astype(">i2")).read_bytes() == expected
    gz1 = write_idx(tmp_path / "x.gz", array).read_bytes()
    assert gzip.decompress(gz1) == expected
    assert write_idx(tmp_path / "x2.gz", array).read_bytes() == gz1


def test_idx_reads_gzip_by_content_whatever_the_name(tmp_path):
    array = np.arange(6, dtype=np.uint8).reshape(2, 3)
    path = tmp_path / "no-suffix"
    path.write_bytes(gzip.compress(write_idx(tmp_path / "plain", array).read_bytes()))
    np.testing.assert_array_equal(read_idx(path), array)


def _header(code, dims):
    return bytes([0, 0, code, len(dims)]) + b"".join(d.to_bytes(4, "big") for d in dims)


@pytest.mark.parametrize("content, match", [
    (b"", "is truncated: an IDX header needs at least 4 bytes, the file has 0"),
    (b"\x00\x00\x08", "is truncated: an IDX header needs at least 4 bytes, the file has 3"),
    (_header(0x08, [2, 3])[:9], "is truncated: its header says 2 dimensions, which needs 12 "
                                "header bytes, the file has 9"),
    (_header(0x08, [2, 3]) + bytes(5), r"is truncated: its header says shape \(2, 3\) of uint8 "
                                        r"\(6 bytes of data\), the file has 5 bytes of data"),
    (_header(0x0C, [2]) + bytes(7), r"is truncated: .*\(8 bytes of data\), the file has 7"),
    (_header(0x08, [2, 3]) + bytes(7), r"has extra bytes: its header says shape \(2, 3\) of "
                                        r"uint8 \(6 bytes of data\), the file has 7"),
    (b"\x00\x01\x08\x01" + bytes(5), "is not an IDX file: its magic number must start with two "
                                     "zero bytes, got 00 01 08 01"),
    (b"P5\n28 28\n255\n", "is not an IDX file: its magic number must start with two zero bytes"),
    (_header(0x0A, [2]) + bytes(2), "is not an IDX file: unknown type code 0x0A "
                                    r"\(expected one of 0x08, 0x09, 0x0B, 0x0C, 0x0D, 0x0E\)"),
    (bytes([0, 0, 8, 0]), "is not an IDX array: its header says 0 dimensions"),
])
@pytest.mark.parametrize("compress", [False, True])
def test_idx_rejects_broken_files_naming_the_path(tmp_path, content, match, compress):
    path = tmp_path / ("broken.gz" if compress else "broken")
    path.write_bytes(gzip.compress(content) if compress else content)
    with pytest.raises(ValueError, match=match) as caught:
        read_idx(path)
    assert str(caught.value).startswith(str(path))


def test_idx_rejects_a_cut_gzip_stream(tmp_path):
    path = tmp_path / "cut.gz"
    path.write_bytes(gzip.compress(_header(0x08, [4]) + bytes(4))[:-10])
    with pytest.raises(ValueError, match=f"{path} is not a valid gzip file"):
        read_idx(path)


def test_write_idx_rejects_what_idx_cannot_hold(tmp_path):
    with pytest.raises(ValueError, match="array must have one of the IDX dtypes .*got int64"):
        write_idx(tmp_path / "x", np.zeros(3, dtype=np.int64))
    with pytest.raises(ValueError, match="array must have one of the IDX dtypes .*got bool"):
        write_idx(tmp_path / "x", np.zeros(3, dtype=bool))
    with pytest.raises(ValueError, match=r"array must have 1 to 255 dimensions, got shape \(\)"):
        write_idx(tmp_path / "x", np.array(3, dtype=np.uint8))
    with pytest.raises(TypeError, match="array must be a numpy.ndarray, got list"):
        write_idx(tmp_path / "x", [1, 2])


# ---------------------------------------------------------------- Fashion-MNIST


def _fake_fashion_mnist(folder, *, n_train=30, n_test=10):
    """Small IDX files with the official names, and the arrays they hold."""
    rng = np.random.default_rng(0)
    folder.mkdir(parents=True)
    arrays = {}
    for prefix, n in (("train", n_train), ("t10k", n_test)):
        images = rng.integers(0, 256, size=(n, 28, 28), dtype=np.uint8)
        labels = (np.arange(n) % 10).astype(np.uint8)
        write_idx(folder / f"{prefix}-images-idx3-ubyte.gz", images)
        write_idx(folder / f"{prefix}-labels-idx1-ubyte.gz", labels)
        arrays[prefix] = images, labels
    return arrays


@pytest.fixture
def fake_fashion(tmp_path, monkeypatch):
    monkeypatch.setenv("ATTNVIZ_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))

    def no_network(*args, **kwargs):
        raise AssertionError("the loader tried to download")

    monkeypatch.setattr(urllib.request, "urlopen", no_network)
    return _fake_fashion_mnist(tmp_path / "data" / "fashion-mnist")


def test_fashion_mnist_reads_files_in_the_data_dir(fake_fashion):
    data = load_fashion_mnist(normalize=False, progress=False)
    train_images, train_labels = fake_fashion["train"]
    test_images, test_labels = fake_fashion["t10k"]
    assert data.train_images.shape == (30, 1, 28, 28)
    assert data.test_images.shape == (10, 1, 28, 28)
    assert data.classes == FASHION_MNIST_CLASSES and len(data.classes) == 10
    assert data.classes[0] == "T-shirt/top" and data.classes[9] == "Ankle boot"
    torch.testing.assert_close(data.train_images[:, 0],
                               torch.from_numpy(train_images).float() / 255)
    torch.testing.assert_close(data.test_images[:, 0], torch.from_numpy(test_images).float() / 255)
    assert torch.equal(data.train_labels, torch.from_numpy(train_labels).long())
    assert torch.equal(data.test_labels, torch.from_numpy(test_labels).long())


def test_fashion_mnist_resizes_bilinearly_and_normalises(fake_fashion):
    raw = load_fashion_mnist(normalize=False, image_size=96, progress=False)
    assert raw.train_images.shape == (30, 1, 96, 96) and raw.image_size == 96
    plain = torch.from_numpy(fake_fashion["train"][0]).float().unsqueeze(1) / 255
    expected = torch.nn.functional.interpolate(plain, size=(96, 96), mode="bilinear")
    torch.testing.assert_close(raw.train_images, expected)
    data = load_fashion_mnist(image_size=96, progress=False)
    torch.testing.assert_close(data.train_images.mean().item(), 0.0, atol=1e-5, rtol=0)
    torch.testing.assert_close(data.train_images.std(correction=0).item(), 1.0, atol=1e-5,
                               rtol=0)
    torch.testing.assert_close(data.test_images * data.std + data.mean, raw.test_images)


def test_a_truncated_fashion_mnist_file_is_data_corrupt_with_the_way_out(fake_fashion, tmp_path):
    path = tmp_path / "data" / "fashion-mnist" / "train-images-idx3-ubyte.gz"
    path.write_bytes(path.read_bytes()[:-20])  # a cut download
    with pytest.raises(DataCorruptError) as error:
        load_fashion_mnist(progress=False)
    message = str(error.value)
    assert message.startswith(f"{path} is not a valid gzip file")
    assert f"To recover, delete {path}" in message and "ATTNVIZ_DATA_DIR" in message
    assert isinstance(error.value, DataUnavailableError) and isinstance(error.value, ValueError)


def test_fashion_mnist_rejects_files_of_the_wrong_kind(fake_fashion, tmp_path):
    path = tmp_path / "data" / "fashion-mnist" / "t10k-labels-idx1-ubyte.gz"
    write_idx(path, np.zeros((10, 2), dtype=np.uint8))
    with pytest.raises(ValueError, match=rf"{path} must hold \(N,\) uint8 values, "
                                         r"got shape \(10, 2\) of uint8"):
        load_fashion_mnist(progress=False)
    write_idx(path, np.zeros(9, dtype=np.uint8))
    with pytest.raises(ValueError, match="fashion-mnist/t10k has 10 images but 9 labels"):
        load_fashion_mnist(progress=False)


def test_fashion_mnist_offline_message_says_what_to_do(tmp_path, monkeypatch):
    data_dir, cache = tmp_path / "data", tmp_path / "cache"
    data_dir.mkdir()
    monkeypatch.setenv("ATTNVIZ_DATA_DIR", str(data_dir))
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    attempts = []

    def offline(url, *args, **kwargs):
        attempts.append(url)
        raise urllib.error.URLError("no network in this test")

    monkeypatch.setattr(urllib.request, "urlopen", offline)
    with pytest.raises(DataUnavailableError) as caught:
        load_fashion_mnist(progress=False)
    message = str(caught.value)
    url = FASHION_MNIST_URL + "train-images-idx3-ubyte.gz"
    assert attempts == [url]
    assert "ATTNVIZ_DATA_DIR" in message
    assert str(data_dir / "fashion-mnist" / "train-images-idx3-ubyte.gz") in message
    assert str(cache / "attnviz" / "fashion-mnist" / "train-images-idx3-ubyte.gz") in message
    assert url in message
    assert not any(cache.rglob("*.part"))  # nothing half-downloaded is left behind


def test_fashion_mnist_download_is_checked_against_the_official_md5(tmp_path, monkeypatch):
    monkeypatch.delenv("ATTNVIZ_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))

    class Response:  # serves bytes that are not the official file
        headers = {}

        def __init__(self):
            self.chunks = [b"not fashion-mnist"]

        def read(self, size):
            return self.chunks.pop() if self.chunks else b""

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

    monkeypatch.setattr(urllib.request, "urlopen", lambda url, timeout: Response())
    with pytest.raises(ValueError, match="expected md5 8d4fb7e6c68d591d4c3dfef9ec88bf0d"):
        load_fashion_mnist(progress=False)
    assert not any((tmp_path / "cache").rglob("*.gz"))


def test_fashion_mnist_arguments_are_checked():
    with pytest.raises(ValueError, match="image_size must be a positive int, got 0"):
        load_fashion_mnist(image_size=0)
    with pytest.raises(TypeError, match="normalize must be True or False, got 'yes'"):
        load_fashion_mnist(normalize="yes")


def test_d2l_setup_is_plain_frozen_data():
    setup = FASHION_MNIST_D2L_SETUP
    assert isinstance(setup, ViTTrainingSetup)
    assert setup.image_size % setup.patch_size == 0 and setup.width % setup.heads == 0
    assert dataclasses.asdict(setup) == {
        "image_size": 96, "patch_size": 16, "width": 512, "heads": 8, "blocks": 2,
        "mlp_width": 2048, "dropout": 0.1, "optimizer": "SGD", "lr": 0.1, "epochs": 10,
        "batch_size": 128, "normalize": False,
    }
    assert getattr(torch.optim, setup.optimizer) is torch.optim.SGD
    assert dataclasses.replace(setup, epochs=1).epochs == 1 and setup.epochs == 10
    with pytest.raises(dataclasses.FrozenInstanceError):
        setup.lr = 1.0
