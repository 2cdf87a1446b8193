"""The book's data, found offline or downloaded with a checksum
(:mod:`~attnviz.data.download`): English–French pairs (:mod:`~attnviz.data.translation`, their
vocabularies :mod:`~attnviz.data.vocab` and batches :mod:`~attnviz.data.batches`; chapters 4 and
7), text and tokenizers (:mod:`~attnviz.data.text`, chapter 9) and images
(:mod:`~attnviz.data.images`, chapter 8)."""
