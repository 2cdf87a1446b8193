"""The book's trained models and how they decode: the shared Transformer blocks
(:mod:`~attnviz.models.blocks`), the encoder–decoder protocol
(:mod:`~attnviz.models.encoder_decoder`), the GRU translators of chapter 4
(:mod:`~attnviz.models.seq2seq`), the Transformer of chapter 7
(:mod:`~attnviz.models.transformer`), the Vision Transformer of chapter 8
(:mod:`~attnviz.models.vit`), the GPT of chapter 9 and its variants of chapters 10 and 11
(:mod:`~attnviz.models.gpt`: rotary positions, grouped-query and latent attention, sink logits),
and greedy and beam decoding (:mod:`~attnviz.models.decoding`)."""
