"""attnviz: attention mechanisms and Transformers, built up step by step and drawn.

The companion package of the book. Each module holds one idea and names the chapter that
introduces it. Importing the package changes no global state: no seeding, no rcParams, no
matplotlib backend. The interactive explorers live in :mod:`attnviz.widgets` and need the
optional ``ipywidgets``.
"""

from .attention import (
    AdditiveAttention,
    AttentionLayer,
    DotProductAttention,
    MultiplicativeAttention,
)
from .download import DataUnavailableError, find_data_file
from .images import ImageData, load_digits_data, load_fashion_mnist, read_idx, write_idx
from .kernels import (
    KERNELS,
    boxcar_kernel,
    constant_kernel,
    epanechnikov_kernel,
    gaussian_kernel,
    get_kernel,
    nadaraya_watson,
)
from .masking import MaskedSoftmax, lengths_to_mask, masked_softmax
from .multihead import KVCache, MultiHeadAttention, causal_mask
from .plotting import book_style, heatmap, heatmap_grid, plot_nadaraya_watson, to_numpy
from .positional import LearnedPositionalEncoding, SinusoidalPositionalEncoding, sinusoidal_encoding
from .recording import AttentionRecord, record_attention
from .scoring import (
    additive_scores,
    attention_pool,
    dot_product_scores,
    multiplicative_scores,
    scaled_dot_product_attention,
)
from .utils import device, seed_everything

__version__ = "0.1.0"

__all__ = [
    "KERNELS",
    "KVCache",
    "ImageData",
    "AdditiveAttention",
    "AttentionLayer",
    "AttentionRecord",
    "DataUnavailableError",
    "DotProductAttention",
    "MaskedSoftmax",
    "LearnedPositionalEncoding",
    "MultiHeadAttention",
    "MultiplicativeAttention",
    "SinusoidalPositionalEncoding",
    "additive_scores",
    "attention_pool",
    "book_style",
    "boxcar_kernel",
    "causal_mask",
    "constant_kernel",
    "device",
    "dot_product_scores",
    "epanechnikov_kernel",
    "find_data_file",
    "gaussian_kernel",
    "get_kernel",
    "heatmap",
    "heatmap_grid",
    "lengths_to_mask",
    "load_digits_data",
    "load_fashion_mnist",
    "masked_softmax",
    "multiplicative_scores",
    "nadaraya_watson",
    "plot_nadaraya_watson",
    "read_idx",
    "record_attention",
    "scaled_dot_product_attention",
    "seed_everything",
    "sinusoidal_encoding",
    "to_numpy",
    "write_idx",
]
