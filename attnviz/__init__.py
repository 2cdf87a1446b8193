"""attnviz: attention mechanisms and Transformers, built up step by step and drawn.

The companion package of the book. Each module holds one idea and names the chapter that
introduces it. Importing the package changes no global state: no seeding, no rcParams, no
matplotlib backend. The interactive explorers live in :mod:`attnviz.visuals.explorers` and need the
optional ``ipywidgets``.
"""

from attnviz.data.batches import BucketedLoader, TranslationBatch, trim_batch
from attnviz.data.download import DataCorruptError, DataUnavailableError, find_data_file
from attnviz.data.images import ImageData, load_digits_data, load_fashion_mnist, read_idx, write_idx
from attnviz.data.long_pairs import LongPair, LongPairs, concatenate_pairs, load_long_pairs
from attnviz.data.text import (
    BPETokenizer,
    CharTokenizer,
    WordTokenizer,
    load_tiny_shakespeare,
    tiny_shakespeare_path,
)
from attnviz.data.translation import (
    TranslationData,
    fra_eng_path,
    group_references,
    load_fra_eng,
    read_pairs,
)
from attnviz.data.vocab import Vocab, normalize, tokenize
from attnviz.inspection.induction import (
    RepeatedTokens,
    ablate_heads,
    induction_scores,
    previous_token_scores,
    repeated_tokens,
)
from attnviz.inspection.maps import (
    AttentionMaps,
    TranslationLayers,
    TranslationMaps,
    ViTMaps,
    attention_maps,
    translation_layers,
    translation_maps,
    vit_maps,
)
from attnviz.inspection.recording import AttentionRecord, record_attention
from attnviz.inspection.rollout import (
    attention_rollout,
    class_token_attention,
    upsample_patch_scores,
)
from attnviz.inspection.sink_task import (
    BackcopyTokens,
    backcopy_tokens,
    first_token_weight,
)
from attnviz.inspection.translate import Translation, translate, translate_batch
from attnviz.mechanism.alibi import alibi_bias, alibi_slopes
from attnviz.mechanism.attention import (
    AdditiveAttention,
    AttentionLayer,
    DotProductAttention,
    MultiplicativeAttention,
)
from attnviz.mechanism.blocks import BlockManager
from attnviz.mechanism.cache import Cache, KVCache, MemoryCache
from attnviz.mechanism.delta import (
    DeltaNetLayer,
    DeltaState,
    delta_rule_chunkwise,
    delta_rule_recurrent,
)
from attnviz.mechanism.efficient import (
    elu_feature_map,
    linear_attention,
    linear_attention_recurrent,
    sliding_window_attention,
    tiled_attention,
)
from attnviz.mechanism.flash import FlashAttentionFunction, flash_attention
from attnviz.mechanism.forms import ATTENTION_FORMS, compute_attention
from attnviz.mechanism.kernels import (
    KERNELS,
    boxcar_kernel,
    constant_kernel,
    epanechnikov_kernel,
    gaussian_kernel,
    get_kernel,
    nadaraya_watson,
)
from attnviz.mechanism.latent import (
    LatentCache,
    MultiHeadLatentAttention,
    kv_cache_numbers_per_token,
)
from attnviz.mechanism.masks import (
    MaskedSoftmax,
    causal_mask,
    lengths_to_mask,
    masked_softmax,
    sliding_window_mask,
)
from attnviz.mechanism.multihead import MultiHeadAttention
from attnviz.mechanism.paged import (
    CacheFullError,
    PagedCacheView,
    PagedKVCache,
    gather_blocks,
    paged_attention,
)
from attnviz.mechanism.paged_step import LatentPagedStep, PagedStep, StepContext
from attnviz.mechanism.positional import (
    LearnedPositionalEncoding,
    SinusoidalPositionalEncoding,
    sinusoidal_encoding,
)
from attnviz.mechanism.quantized import (
    QuantizedKVCache,
    QuantizedTensor,
    pack_codes,
    quantize,
    quantize_kv,
    quantized_attention,
    unpack_codes,
)
from attnviz.mechanism.reservation import ReservationWaste, reservation_waste
from attnviz.mechanism.rotary import RotaryEmbedding, rotary_matrix
from attnviz.mechanism.scoring import (
    additive_scores,
    attention_pool,
    cosine_scores,
    dot_product_scores,
    local_attention_weights,
    multiplicative_scores,
    scaled_dot_product_attention,
    soft_cap,
)
from attnviz.mechanism.selection import (
    LightningIndexer,
    SelectionCache,
    index_loss,
    indexer_scores,
    select_keys,
    selection_mask,
    sparse_attention,
)
from attnviz.mechanism.sinks import attention_with_sink, streaming_keep
from attnviz.mechanism.split_kv import (
    attention_partial,
    merge_attention_partials,
    split_kv_attention,
)
from attnviz.models.blocks import GPTBlock, TransformerEncoderBlock
from attnviz.models.decoding import (
    Hypothesis,
    beam_search,
    greedy_decode,
    greedy_decode_batch,
    sequence_log_probs,
)
from attnviz.models.encoder_decoder import EncoderDecoder
from attnviz.models.gpt import GPT, GPTConfig
from attnviz.models.seq2seq import Seq2SeqConfig, make_seq2seq
from attnviz.models.transformer import TransformerConfig, make_transformer
from attnviz.models.vit import PatchEmbedding, VisionTransformer, ViTConfig, patchify
from attnviz.serving.cost import StepCost, fit_step_cost
from attnviz.serving.engine import (
    Request,
    RequestMetrics,
    ServeResult,
    StepRecord,
    poisson_requests,
    serve,
)
from attnviz.serving.prefix import PrefixTree
from attnviz.serving.ring import (
    AttentionGroup,
    ShardedAttentionResult,
    ring_attention,
    ring_positions,
)
from attnviz.serving.speculative import (
    SpeculativeResult,
    speculative_accept,
    speculative_gain,
    speculative_generate,
)
from attnviz.training.bleu import (
    LengthBucket,
    best_constant_answer,
    bleu,
    bleu_by_length,
    corpus_bleu,
)
from attnviz.training.device_check import DeviceCheck, check_device
from attnviz.training.loop import (
    History,
    fit,
    masked_cross_entropy,
    plot_history,
    progress,
    warmup_schedule,
)
from attnviz.training.machine import (
    Bfloat16Choice,
    DeviceCheckWarning,
    bf16_choice,
    bf16_enabled,
    describe_machine,
    device,
    seed_everything,
    set_cpu_threads,
)
from attnviz.training.measure import (
    best_times,
    count_flops,
    peak_memory,
    training_step_memory,
)
from attnviz.visuals.arrays import to_numpy
from attnviz.visuals.figures import Diagram, diagram, diagram_names, diagram_path
from attnviz.visuals.html_view import AttentionView, attention_html
from attnviz.visuals.overlay import plot_attention_overlay
from attnviz.visuals.plotting import (
    book_style,
    figure_png,
    heatmap,
    heatmap_grid,
    plot_nadaraya_watson,
    save_figure,
    sharp_figures,
)
from attnviz.visuals.views import View

__version__ = "0.1.0"

__all__ = [
    "ATTENTION_FORMS",
    "AdditiveAttention",
    "AttentionGroup",
    "AttentionLayer",
    "AttentionMaps",
    "AttentionRecord",
    "AttentionView",
    "BPETokenizer",
    "BackcopyTokens",
    "Bfloat16Choice",
    "BlockManager",
    "BucketedLoader",
    "Cache",
    "CacheFullError",
    "CharTokenizer",
    "DataCorruptError",
    "DataUnavailableError",
    "DeltaNetLayer",
    "DeltaState",
    "DeviceCheck",
    "DeviceCheckWarning",
    "Diagram",
    "DotProductAttention",
    "EncoderDecoder",
    "FlashAttentionFunction",
    "GPT",
    "GPTBlock",
    "GPTConfig",
    "History",
    "Hypothesis",
    "ImageData",
    "KERNELS",
    "KVCache",
    "LightningIndexer",
    "MemoryCache",
    "LatentCache",
    "LatentPagedStep",
    "LearnedPositionalEncoding",
    "LengthBucket",
    "LongPair",
    "LongPairs",
    "MaskedSoftmax",
    "MultiHeadAttention",
    "MultiHeadLatentAttention",
    "MultiplicativeAttention",
    "PagedCacheView",
    "PagedKVCache",
    "PagedStep",
    "PatchEmbedding",
    "PrefixTree",
    "QuantizedKVCache",
    "QuantizedTensor",
    "RepeatedTokens",
    "Request",
    "RequestMetrics",
    "ReservationWaste",
    "RotaryEmbedding",
    "SelectionCache",
    "Seq2SeqConfig",
    "ServeResult",
    "ShardedAttentionResult",
    "SinusoidalPositionalEncoding",
    "SpeculativeResult",
    "StepContext",
    "StepCost",
    "StepRecord",
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
    "attention_partial",
    "attention_pool",
    "attention_rollout",
    "attention_with_sink",
    "backcopy_tokens",
    "beam_search",
    "best_constant_answer",
    "best_times",
    "bf16_choice",
    "bf16_enabled",
    "bleu",
    "bleu_by_length",
    "book_style",
    "boxcar_kernel",
    "causal_mask",
    "check_device",
    "class_token_attention",
    "compute_attention",
    "concatenate_pairs",
    "constant_kernel",
    "corpus_bleu",
    "cosine_scores",
    "count_flops",
    "delta_rule_chunkwise",
    "delta_rule_recurrent",
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
    "first_token_weight",
    "fit",
    "fit_step_cost",
    "flash_attention",
    "fra_eng_path",
    "gather_blocks",
    "gaussian_kernel",
    "get_kernel",
    "greedy_decode",
    "greedy_decode_batch",
    "group_references",
    "heatmap",
    "heatmap_grid",
    "index_loss",
    "indexer_scores",
    "induction_scores",
    "kv_cache_numbers_per_token",
    "lengths_to_mask",
    "linear_attention",
    "linear_attention_recurrent",
    "load_digits_data",
    "load_fashion_mnist",
    "load_fra_eng",
    "load_long_pairs",
    "load_tiny_shakespeare",
    "local_attention_weights",
    "make_seq2seq",
    "make_transformer",
    "masked_cross_entropy",
    "masked_softmax",
    "merge_attention_partials",
    "multiplicative_scores",
    "nadaraya_watson",
    "normalize",
    "pack_codes",
    "paged_attention",
    "patchify",
    "peak_memory",
    "plot_attention_overlay",
    "plot_history",
    "plot_nadaraya_watson",
    "poisson_requests",
    "previous_token_scores",
    "progress",
    "quantize",
    "quantize_kv",
    "quantized_attention",
    "read_idx",
    "read_pairs",
    "record_attention",
    "repeated_tokens",
    "reservation_waste",
    "ring_attention",
    "ring_positions",
    "rotary_matrix",
    "save_figure",
    "scaled_dot_product_attention",
    "seed_everything",
    "select_keys",
    "selection_mask",
    "sequence_log_probs",
    "serve",
    "set_cpu_threads",
    "sharp_figures",
    "sinusoidal_encoding",
    "sliding_window_attention",
    "sliding_window_mask",
    "soft_cap",
    "sparse_attention",
    "speculative_accept",
    "speculative_gain",
    "speculative_generate",
    "split_kv_attention",
    "streaming_keep",
    "tiled_attention",
    "tiny_shakespeare_path",
    "to_numpy",
    "tokenize",
    "training_step_memory",
    "translate",
    "translate_batch",
    "translation_layers",
    "translation_maps",
    "trim_batch",
    "unpack_codes",
    "upsample_patch_scores",
    "vit_maps",
    "warmup_schedule",
    "write_idx",
]
