"""Small image datasets for the Vision Transformer (chapter 8).

Chapter 8 trains a Vision Transformer from scratch on a laptop CPU in about a minute. It uses the
handwritten digits that scikit-learn ships (:func:`load_digits_data`: 1,797 grey 8 × 8 images,
so no download is needed), and offers Fashion-MNIST (:func:`load_fashion_mnist`, the dataset
Dive into Deep Learning trains its ViT on) to readers with a network. Both return an
:class:`ImageData`: tensors in memory, shaped ``(N, 1, S, S)`` (``N`` images, one channel,
``S`` pixels a side), and a :meth:`ImageData.loader` that batches them reproducibly.

Fashion-MNIST comes in the IDX format, which :func:`read_idx` parses with NumPy (and
:func:`write_idx` writes, for tests and for readers who want to store their own arrays).

Nothing here draws from a global random generator: splits and shuffles take a ``seed``.
"""

from __future__ import annotations

import gzip
import math
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

from attnviz._checks import check_int, check_tensor
from attnviz.data.download import DataCorruptError, find_data_file, recovery_hint

__all__ = [
    "DIGITS_CLASSES",
    "FASHION_MNIST_CLASSES",
    "FASHION_MNIST_URL",
    "ImageData",
    "load_digits_data",
    "load_fashion_mnist",
    "read_idx",
    "write_idx",
]

DIGITS_CLASSES = tuple(str(digit) for digit in range(10))
FASHION_MNIST_CLASSES = ("T-shirt/top", "Trouser", "Pullover", "Dress", "Coat", "Sandal",
                         "Shirt", "Sneaker", "Bag", "Ankle boot")
FASHION_MNIST_URL = "http://fashion-mnist.s3-website.eu-central-1.amazonaws.com/"
# MD5 digests of the official files, as published by Zalando Research and listed in
# torchvision's ``FashionMNIST.resources``.
_FASHION_MNIST_FILES = {
    "train-images-idx3-ubyte.gz": "8d4fb7e6c68d591d4c3dfef9ec88bf0d",
    "train-labels-idx1-ubyte.gz": "25c81989df183df01b3e8a0aad5dffbe",
    "t10k-images-idx3-ubyte.gz": "bef4ecab320f06d8554ea6380940ec79",
    "t10k-labels-idx1-ubyte.gz": "bb300cfdad3c16e7a12a480ee83cd310",
}


"""The Vision Transformer setup of Dive into Deep Learning (section "Transformers for Vision")
for Fashion-MNIST. Load matching data with ``load_fashion_mnist(image_size=96,
normalize=False)``. It needs a GPU to train in minutes; chapter 8's CPU run uses
:func:`load_digits_data` instead."""

# IDX type codes: the third byte of the magic number. All multi-byte values are big-endian.
_IDX_DTYPES: dict[int, np.dtype[Any]] = {
    0x08: np.dtype(">u1"),
    0x09: np.dtype(">i1"),
    0x0B: np.dtype(">i2"),
    0x0C: np.dtype(">i4"),
    0x0D: np.dtype(">f4"),
    0x0E: np.dtype(">f8"),
}
_IDX_CODES = {dtype.newbyteorder("="): code for code, dtype in _IDX_DTYPES.items()}
_GZIP_MAGIC = b"\x1f\x8b"
_CHUNK = 2048  # images resized or summed at a time, to bound temporary memory


def _check_seed(seed: object) -> int:
    return check_int("seed", seed, minimum=0)


def _check_image_size(image_size: object, *, multiple_of: int = 1) -> int:
    expected = f"a positive multiple of {multiple_of}" if multiple_of > 1 else "a positive int"
    image_size = check_int("image_size", image_size, minimum=1, expected=expected)
    if image_size % multiple_of:
        raise ValueError(f"image_size must be {expected}, got {image_size!r}")
    return image_size


@dataclass(frozen=True, eq=False, repr=False)
class ImageData:
    """A labelled image dataset split into train and test, held in memory as tensors.

    Attributes:
        train_images: ``(N, 1, S, S)`` float32 images, ``S`` pixels a side.
        train_labels: ``(N,)`` int64 class indices into ``classes``.
        test_images: ``(M, 1, S, S)`` float32 images.
        test_labels: ``(M,)`` int64 class indices.
        classes: the class names; label ``k`` means ``classes[k]``.
        mean, std: the statistics the pixels were standardised with (``(x - mean) / std``),
            so ``images * std + mean`` gives pixels in [0, 1] back for display; 0 and 1 when the
            images were not standardised.
    """

    train_images: torch.Tensor
    train_labels: torch.Tensor
    test_images: torch.Tensor
    test_labels: torch.Tensor
    classes: tuple[str, ...]
    mean: float = 0.0
    std: float = 1.0

    def __post_init__(self) -> None:
        size = None
        for split in ("train", "test"):
            images = check_tensor(f"{split}_images", getattr(self, f"{split}_images"), ndim=4,
                                  shape_hint="(N, 1, S, S)")
            labels = check_tensor(f"{split}_labels", getattr(self, f"{split}_labels"), ndim=1,
                                  shape_hint="(N,)")
            if images.dtype != torch.float32:
                raise TypeError(f"{split}_images must be float32, got dtype {images.dtype}")
            if labels.dtype != torch.int64:
                raise TypeError(f"{split}_labels must be int64, got dtype {labels.dtype}")
            if images.shape[1] != 1 or images.shape[2] != images.shape[3]:
                raise ValueError(f"{split}_images must be shaped (N, 1, S, S): one channel, "
                                 f"square, got shape {tuple(images.shape)}")
            if size is not None and images.shape[2:] != size:
                raise ValueError(f"test_images must be the same size as train_images "
                                 f"{tuple(size)}, got {tuple(images.shape[2:])}")
            size = images.shape[2:]
            if labels.shape[0] != images.shape[0]:
                raise ValueError(f"{split}_labels must have one label per image "
                                 f"({images.shape[0]}), got {labels.shape[0]}")
        if not isinstance(self.classes, tuple) or not all(isinstance(c, str)
                                                          for c in self.classes):
            raise TypeError(f"classes must be a tuple of str, got {self.classes!r}")

    @property
    def image_size(self) -> int:
        """``S``: the images' side in pixels."""
        return self.train_images.shape[-1]

    @property
    def num_classes(self) -> int:
        """The number of classes, ``len(classes)``."""
        return len(self.classes)

    def loader(self, split: str, *, batch_size: int, shuffle: bool,
               seed: int | None = None) -> DataLoader:
        """Batches of ``(images, labels)`` from one split.

        Args:
            split: ``"train"`` or ``"test"``.
            batch_size: images per batch (the last batch may be smaller).
            shuffle: visit the images in a new random order every epoch.
            seed: seeds the loader's own ``torch.Generator``; required when ``shuffle`` is
                true, so that the order repeats from run to run. The global generator is never
                used (PyTorch's loader draws from it otherwise, even without shuffling).

        Returns:
            A ``DataLoader`` over a ``TensorDataset``; each batch is ``(B, 1, S, S)`` float32
            images and ``(B,)`` int64 labels.
        """
        if split not in ("train", "test"):
            raise ValueError(f"split must be 'train' or 'test', got {split!r}")
        check_int("batch_size", batch_size, minimum=1)
        if not isinstance(shuffle, bool):
            raise TypeError(f"shuffle must be True or False, got {shuffle!r}")
        if seed is None and shuffle:
            raise ValueError("seed must be given when shuffle=True (an int such as 0), "
                             "so that the order is reproducible; got None")
        generator = torch.Generator().manual_seed(0 if seed is None else _check_seed(seed))
        dataset = TensorDataset(getattr(self, f"{split}_images"), getattr(self, f"{split}_labels"))
        return DataLoader(dataset, batch_size=batch_size, shuffle=shuffle, generator=generator)

    def __repr__(self) -> str:
        shown = ", ".join(repr(c) for c in self.classes[:3])
        more = ", ..." if len(self.classes) > 3 else ""
        return (f"ImageData(train={len(self.train_labels)}, test={len(self.test_labels)}, "
                f"image_size={self.image_size}, classes=({shown}{more}), "
                f"mean={self.mean:.4g}, std={self.std:.4g})")


def _resize(images: torch.Tensor, size: int, mode: str) -> torch.Tensor:
    """``(N, 1, s, s)`` -> ``(N, 1, size, size)``, a chunk of images at a time."""
    if images.shape[-1] == size:
        return images
    out = torch.empty(images.shape[0], 1, size, size, dtype=images.dtype)
    options = {} if mode == "nearest" else {"align_corners": False,
                                            "antialias": size < images.shape[-1]}
    for start in range(0, images.shape[0], _CHUNK):
        chunk = images[start:start + _CHUNK]
        out[start:start + _CHUNK] = F.interpolate(chunk, size=(size, size), mode=mode, **options)
    return out


def _standardise(train: torch.Tensor, test: torch.Tensor) -> tuple[float, float]:
    """Standardise both splits in place with the train split's pixel mean and std.

    Only tensors this module just created are passed here, never a caller's.
    """
    # per-chunk variance and mean, combined exactly: var = E[var_i] + E[(mean_i - mean)^2]
    counts, means, variances = [], [], []
    for start in range(0, train.shape[0], _CHUNK):
        chunk = train[start:start + _CHUNK]
        variance, chunk_mean = torch.var_mean(chunk, correction=0)
        counts.append(chunk.numel())
        means.append(chunk_mean.item())
        variances.append(variance.item())
    weights = np.asarray(counts, dtype=np.float64) / sum(counts)
    mean = float(weights @ np.asarray(means))
    std = math.sqrt(float(weights @ (np.asarray(variances) + (np.asarray(means) - mean) ** 2)))
    if std == 0.0:
        raise ValueError("the train images are constant, so they cannot be standardised; "
                         "use normalize=False")
    for images in (train, test):
        images.sub_(mean).div_(std)
    return mean, std


def _stratified_split(labels: np.ndarray, test_fraction: float,
                      seed: int) -> tuple[np.ndarray, np.ndarray]:
    """Indices of the train and test images, each in increasing order."""
    rng = np.random.default_rng(seed)
    train, test = [], []
    for label in np.unique(labels):
        members = rng.permutation(np.flatnonzero(labels == label))
        n_test = min(max(round(test_fraction * len(members)), 1), len(members) - 1)
        test.append(members[:n_test])
        train.append(members[n_test:])
    return np.sort(np.concatenate(train)), np.sort(np.concatenate(test))


def load_digits_data(*, test_fraction: float = 0.2, seed: int = 0, image_size: int = 8,
                     normalize: bool = True) -> ImageData:
    """scikit-learn's handwritten digits, split into train and test, as ``(N, 1, S, S)`` tensors.

    The 1,797 grey 8 × 8 images (values 0..16, about 180 of each digit) come from the UCI
    "Optical Recognition of Handwritten Digits" data set (E. Alpaydin and C. Kaynak, 1998), as
    shipped inside scikit-learn (``sklearn.datasets.load_digits``), so nothing is downloaded.

    Steps, in order:

    1. Pixels are divided by 16, into [0, 1].
    2. A stratified split: the images of each digit are shuffled with a NumPy generator seeded
       with ``seed``, and the first ``round(test_fraction * count)`` of them (at least one, and
       never all) go to the test split. Each digit's share is therefore the same in both splits.
       Within a split the images keep scikit-learn's order.
    3. If ``image_size > 8``, nearest-neighbour upsampling (``torch.nn.functional.interpolate``):
       each pixel becomes an exact ``image_size // 8``-wide square block, so a patch of that
       width holds exactly one original pixel.
    4. If ``normalize``, every pixel of both splits is standardised with the mean and standard
       deviation of all the *train* split's pixels (two scalars, stored in the result), so the
       test split tells the model nothing.

    Args:
        test_fraction: the share of each digit held out for testing, in (0, 1).
        seed: a non-negative int choosing the split.
        image_size: ``S``, a multiple of 8 (8, 16, 24, ...).
        normalize: standardise with the train split's statistics (step 4).

    Returns:
        An :class:`ImageData` (with the defaults, 1,438 train and 359 test images) shaped
        ``(N, 1, S, S)``, labels ``(N,)`` and classes ``"0"`` to ``"9"``.
    """
    if (isinstance(test_fraction, bool) or not isinstance(test_fraction, int | float)
            or not 0 < test_fraction < 1):
        raise ValueError(f"test_fraction must be a number in (0, 1), got {test_fraction!r}")
    seed = _check_seed(seed)
    image_size = _check_image_size(image_size, multiple_of=8)
    if not isinstance(normalize, bool):
        raise TypeError(f"normalize must be True or False, got {normalize!r}")
    try:
        from sklearn.datasets import load_digits
    except ImportError as error:  # pragma: no cover - exercised only without scikit-learn
        raise ImportError("load_digits_data needs scikit-learn, which ships the digits: "
                          "pip install scikit-learn") from error

    digits = load_digits()
    pixels = np.asarray(digits.images, dtype=np.float32) / 16.0  # (1797, 8, 8), in [0, 1]
    labels = np.asarray(digits.target, dtype=np.int64)
    train_index, test_index = _stratified_split(labels, float(test_fraction), seed)

    def split(index: np.ndarray) -> tuple[torch.Tensor, torch.Tensor]:
        images = torch.from_numpy(pixels[index]).unsqueeze(1)  # (n, 8, 8) -> (n, 1, 8, 8)
        return _resize(images, image_size, "nearest"), torch.from_numpy(labels[index])

    train_images, train_labels = split(train_index)
    test_images, test_labels = split(test_index)
    mean, std = _standardise(train_images, test_images) if normalize else (0.0, 1.0)
    return ImageData(train_images, train_labels, test_images, test_labels, DIGITS_CLASSES,
                     mean=mean, std=std)


def _read_bytes(path: Path) -> bytes:
    raw = path.read_bytes()
    if raw[:2] != _GZIP_MAGIC:
        return raw
    try:
        return gzip.decompress(raw)
    except (OSError, EOFError, zlib.error) as error:
        raise DataCorruptError(f"{path} is not a valid gzip file ({error})") from error


def read_idx(path: str | Path) -> np.ndarray:
    """Read an array stored in the IDX format (MNIST, Fashion-MNIST), gzipped or not.

    The format: two zero bytes, a type code (``0x08`` uint8, ``0x09`` int8, ``0x0B`` int16,
    ``0x0C`` int32, ``0x0D`` float32, ``0x0E`` float64), the number of dimensions ``d``, then
    ``d`` big-endian uint32 sizes, then the values, big-endian, in C order. A gzip-compressed
    file (recognised by its content, whatever its name) is decompressed first.

    Args:
        path: the file.

    Returns:
        A NumPy array in native byte order, shaped by the sizes in the header (for example
        ``(60000, 28, 28)`` uint8 for Fashion-MNIST's training images, ``(60000,)`` for its
        labels).

    Raises:
        DataCorruptError: the file is not IDX (wrong magic number or unknown type code), is
            not valid gzip, its header is cut short, or it holds fewer or more values than its
            header says; the message names the path. (A ``ValueError`` too.)
    """
    path = Path(path)
    data = _read_bytes(path)
    if len(data) < 4:
        raise DataCorruptError(
            f"{path} is truncated: an IDX header needs at least 4 bytes, "
            f"the file has {len(data)}"
        )
    zero, code, ndim = data[:2], data[2], data[3]
    if zero != b"\x00\x00":
        raise DataCorruptError(
            f"{path} is not an IDX file: its magic number must start with two "
            f"zero bytes, got {data[:4].hex(' ')}"
        )
    if code not in _IDX_DTYPES:
        known = ", ".join(f"0x{c:02X}" for c in _IDX_DTYPES)
        raise DataCorruptError(
            f"{path} is not an IDX file: unknown type code 0x{code:02X} "
            f"(expected one of {known})"
        )
    if ndim == 0:
        raise DataCorruptError(
            f"{path} is not an IDX array: its header says 0 dimensions, "
            "expected at least 1"
        )
    header = 4 + 4 * ndim
    if len(data) < header:
        raise DataCorruptError(
            f"{path} is truncated: its header says {ndim} dimensions, which "
            f"needs {header} header bytes, the file has {len(data)}"
        )
    shape = tuple(int(size) for size in np.frombuffer(data, dtype=">u4", count=ndim, offset=4))
    dtype = _IDX_DTYPES[code]
    expected = math.prod(shape) * dtype.itemsize
    found = len(data) - header
    if found != expected:
        problem = "is truncated" if found < expected else "has extra bytes"
        raise DataCorruptError(
            f"{path} {problem}: its header says shape {shape} of {dtype.name} "
            f"({expected} bytes of data), the file has {found} bytes of data"
        )
    values = np.frombuffer(data, dtype=dtype, offset=header).reshape(shape)
    return values.astype(dtype.newbyteorder("="))  # a writable copy in native byte order


def write_idx(path: str | Path, array: np.ndarray) -> Path:
    """Write a NumPy array in the IDX format, gzip-compressed if ``path`` ends in ``.gz``.

    The inverse of :func:`read_idx`. The gzip header carries no timestamp, so the same array
    always gives the same bytes.

    Args:
        path: the file to write (its folder must exist).
        array: an array with at least one dimension, of dtype uint8, int8, int16, int32,
            float32 or float64 (the types IDX can hold), for example ``(N, 28, 28)`` uint8.

    Returns:
        ``path``.
    """
    if not isinstance(array, np.ndarray):
        raise TypeError(f"array must be a numpy.ndarray, got {type(array).__name__}")
    native = array.dtype.newbyteorder("=") if array.dtype.byteorder != "|" else array.dtype
    if native not in _IDX_CODES:
        allowed = ", ".join(dtype.name for dtype in _IDX_DTYPES.values())
        raise ValueError(f"array must have one of the IDX dtypes ({allowed}), "
                         f"got {array.dtype.name}")
    if not 1 <= array.ndim <= 255:
        raise ValueError(f"array must have 1 to 255 dimensions, got shape {array.shape}")
    if max(array.shape) >= 2**32:
        raise ValueError(f"array's sizes must each be below 2**32, got shape {array.shape}")
    code = _IDX_CODES[native]
    header = bytes([0, 0, code, array.ndim]) + np.asarray(array.shape, dtype=">u4").tobytes()
    payload = header + np.ascontiguousarray(array, dtype=_IDX_DTYPES[code]).tobytes()
    path = Path(path)
    if path.name.endswith(".gz"):
        payload = gzip.compress(payload, mtime=0)
    path.write_bytes(payload)
    return path


def _read_fashion_split(prefix: str, progress: bool) -> tuple[np.ndarray, np.ndarray]:
    """The ``(N, 28, 28)`` uint8 images and ``(N,)`` uint8 labels of one split."""
    arrays = []
    for kind, ndim in (("images-idx3", 3), ("labels-idx1", 1)):
        name = f"{prefix}-{kind}-ubyte.gz"
        path = find_data_file(f"fashion-mnist/{name}", url=FASHION_MNIST_URL + name,
                              checksum=_FASHION_MNIST_FILES[name], algorithm="md5",
                              progress=progress)
        try:
            array = read_idx(path)
        except DataCorruptError as error:
            raise DataCorruptError(f"{error}. To recover, {recovery_hint(path)}") from error
        expected = "(N, 28, 28)" if ndim == 3 else "(N,)"
        if array.dtype != np.uint8 or array.ndim != ndim or array.shape[1:] != (28,) * (ndim - 1):
            raise DataCorruptError(f"{path} must hold {expected} uint8 values, "
                                   f"got shape {array.shape} of {array.dtype.name}. "
                                   f"To recover, {recovery_hint(path)}")
        arrays.append(array)
    images, labels = arrays
    if len(images) != len(labels):
        raise DataCorruptError(f"fashion-mnist/{prefix} has {len(images)} images but "
                               f"{len(labels)} labels; expected one label per image")
    if labels.size and labels.max() >= len(FASHION_MNIST_CLASSES):
        raise DataCorruptError(f"fashion-mnist/{prefix} labels must be 0 to 9, "
                               f"got {int(labels.max())}")
    return images, labels


def load_fashion_mnist(*, image_size: int = 28, normalize: bool = True,
                       progress: bool = True) -> ImageData:
    """Fashion-MNIST: 60,000 train and 10,000 test grey 28 × 28 images of 10 kinds of clothing.

    The dataset of Zalando Research (H. Xiao, K. Rasul and R. Vollgraf, 2017; MIT licence). Its
    four official files are looked for, in order, in ``$ATTNVIZ_DATA_DIR/fashion-mnist/``, in
    the user cache (``~/.cache/attnviz/fashion-mnist/``), and only then downloaded (about
    30 MB) from the official mirror, :data:`FASHION_MNIST_URL`, and checked against their
    published MD5 digests. Files found on disk are used as they are.

    Pixels are divided by 255, into [0, 1]; if ``image_size`` is not 28 the images are resized
    with bilinear interpolation (as torchvision's ``Resize``, which Dive into Deep Learning
    uses); then, if ``normalize``, every pixel is standardised with the mean and standard
    deviation of all the train split's pixels. The images are held in memory as float32:
    about 0.2 GB at 28 px, 2.6 GB at d2l's 96 px (see :data:`FASHION_MNIST_D2L_SETUP`).

    Args:
        image_size: ``S``, the side of the returned images in pixels.
        normalize: standardise with the train split's statistics.
        progress: show a progress bar while downloading.

    Returns:
        An :class:`ImageData`: train images ``(60000, 1, S, S)``, test images
        ``(10000, 1, S, S)``, their labels, and the 10 class names.

    Raises:
        DataUnavailableError: a file is missing and cannot be downloaded (for example,
            offline); the message names ``ATTNVIZ_DATA_DIR``, the paths looked at and the URL.
        DataCorruptError: a download or a cached file does not match its MD5 digest, or a
            file is not the IDX array expected; the message names the file and how to recover.
    """
    image_size = _check_image_size(image_size)
    if not isinstance(normalize, bool):
        raise TypeError(f"normalize must be True or False, got {normalize!r}")
    splits = []
    for prefix in ("train", "t10k"):
        images, labels = _read_fashion_split(prefix, progress)
        pixels = torch.from_numpy(images).unsqueeze(1)  # (N, 28, 28) -> (N, 1, 28, 28) uint8
        scaled = torch.empty(pixels.shape, dtype=torch.float32)
        torch.div(pixels, 255.0, out=scaled)
        splits.append((_resize(scaled, image_size, "bilinear"),
                       torch.from_numpy(labels.astype(np.int64))))
    (train_images, train_labels), (test_images, test_labels) = splits
    mean, std = _standardise(train_images, test_images) if normalize else (0.0, 1.0)
    return ImageData(train_images, train_labels, test_images, test_labels,
                     FASHION_MNIST_CLASSES, mean=mean, std=std)
