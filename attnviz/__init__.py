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
from .bleu import best_constant_answer, bleu, corpus_bleu
from .decoding import (
    Hypothesis,
    Translation,
    beam_search,
    greedy_decode,
    greedy_decode_batch,
    sequence_log_probs,
    translate,
    translate_batch,
)
from .download import DataCorruptError, DataUnavailableError, find_data_file
from .efficient import (
    RotaryEmbedding,
    alibi_bias,
    alibi_slopes,
    elu_feature_map,
    linear_attention,
    linear_attention_recurrent,
    rotary_matrix,
    sliding_window_attention,
    sliding_window_mask,
    tiled_attention,
)
from .figures import Diagram, diagram, diagram_names, diagram_path
from .gpt import GPT, GPTBlock, GPTConfig
from .html_view import AttentionView, attention_html
from .images import ImageData, load_digits_data, load_fashion_mnist, read_idx, write_idx
from .induction import (
    RepeatedTokens,
    ablate_heads,
    induction_scores,
    previous_token_scores,
    repeated_tokens,
)
from .kernels import (
    KERNELS,
    boxcar_kernel,
    constant_kernel,
    epanechnikov_kernel,
    gaussian_kernel,
    get_kernel,
    nadaraya_watson,
)
from .maps import (
    AttentionMaps,
    TranslationLayers,
    TranslationMaps,
    ViTMaps,
    attention_maps,
    translation_layers,
    translation_maps,
    vit_maps,
)
from .masking import MaskedSoftmax, lengths_to_mask, masked_softmax
from .measure import best_times, peak_memory
from .multihead import KVCache, MultiHeadAttention, causal_mask
from .plotting import (
    book_style,
    figure_png,
    heatmap,
    heatmap_grid,
    plot_nadaraya_watson,
    save_figure,
    sharp_figures,
    to_numpy,
)
from .positional import LearnedPositionalEncoding, SinusoidalPositionalEncoding, sinusoidal_encoding
from .recording import AttentionRecord, record_attention
from .scoring import (
    additive_scores,
    attention_pool,
    dot_product_scores,
    multiplicative_scores,
    scaled_dot_product_attention,
)
from .seq2seq import EncoderDecoder, Seq2SeqConfig, make_seq2seq
from .text import (
    BPETokenizer,
    CharTokenizer,
    WordTokenizer,
    load_tiny_shakespeare,
    tiny_shakespeare_path,
)
from .training import History, fit, masked_cross_entropy, plot_history, warmup_schedule
from .transformer import TransformerConfig, TransformerEncoderBlock, make_transformer
from .translation import (
    BucketedLoader,
    TranslationBatch,
    TranslationData,
    Vocab,
    fra_eng_path,
    group_references,
    load_fra_eng,
    normalize,
    read_pairs,
    tokenize,
    trim_batch,
)
from .utils import bf16_pays, describe_machine, device, seed_everything
from .views import View
from .vit import (
    PatchEmbedding,
    VisionTransformer,
    ViTConfig,
    attention_rollout,
    class_token_attention,
    patchify,
    plot_attention_overlay,
    upsample_patch_scores,
)

__version__ = "0.1.0"

__all__ = [
    "AdditiveAttention",
    "AttentionLayer",
    "AttentionMaps",
    "AttentionRecord",
    "AttentionView",
    "BPETokenizer",
    "BucketedLoader",
    "CharTokenizer",
    "DataCorruptError",
    "DataUnavailableError",
    "Diagram",
    "DotProductAttention",
    "EncoderDecoder",
    "GPT",
    "GPTBlock",
    "GPTConfig",
    "History",
    "Hypothesis",
    "ImageData",
    "KERNELS",
    "KVCache",
    "LearnedPositionalEncoding",
    "MaskedSoftmax",
    "MultiHeadAttention",
    "MultiplicativeAttention",
    "PatchEmbedding",
    "RepeatedTokens",
    "RotaryEmbedding",
    "Seq2SeqConfig",
    "SinusoidalPositionalEncoding",
    "TransformerConfig",
    "TransformerEncoderBlock",
    "Translation",
    "TranslationBatch",
    "TranslationData",
    "TranslationLayers",
    "TranslationMaps",
    "ViTConfig",
    "ViTMaps",
    "View",
    "VisionTransformer",
    "Vocab",
    "WordTokenizer",
    "ablate_heads",
    "additive_scores",
    "alibi_bias",
    "alibi_slopes",
    "attention_html",
    "attention_maps",
    "attention_pool",
    "attention_rollout",
    "beam_search",
    "best_constant_answer",
    "best_times",
    "bf16_pays",
    "bleu",
    "book_style",
    "boxcar_kernel",
    "causal_mask",
    "class_token_attention",
    "constant_kernel",
    "corpus_bleu",
    "describe_machine",
    "device",
    "diagram",
    "diagram_names",
    "diagram_path",
    "dot_product_scores",
    "elu_feature_map",
    "epanechnikov_kernel",
    "figure_png",
    "find_data_file",
    "fit",
    "fra_eng_path",
    "group_references",
    "gaussian_kernel",
    "get_kernel",
    "greedy_decode",
    "greedy_decode_batch",
    "heatmap",
    "heatmap_grid",
    "induction_scores",
    "lengths_to_mask",
    "linear_attention",
    "linear_attention_recurrent",
    "load_digits_data",
    "load_fashion_mnist",
    "load_fra_eng",
    "load_tiny_shakespeare",
    "make_seq2seq",
    "make_transformer",
    "masked_cross_entropy",
    "masked_softmax",
    "multiplicative_scores",
    "nadaraya_watson",
    "normalize",
    "patchify",
    "peak_memory",
    "plot_attention_overlay",
    "plot_history",
    "plot_nadaraya_watson",
    "previous_token_scores",
    "read_idx",
    "read_pairs",
    "record_attention",
    "repeated_tokens",
    "rotary_matrix",
    "save_figure",
    "scaled_dot_product_attention",
    "seed_everything",
    "sequence_log_probs",
    "sharp_figures",
    "sinusoidal_encoding",
    "sliding_window_attention",
    "sliding_window_mask",
    "tiled_attention",
    "tiny_shakespeare_path",
    "to_numpy",
    "tokenize",
    "translate",
    "translate_batch",
    "translation_layers",
    "translation_maps",
    "trim_batch",
    "upsample_patch_scores",
    "vit_maps",
    "warmup_schedule",
    "write_idx",
]
