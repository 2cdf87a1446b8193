"""Training and measuring: the loop and its schedule (:mod:`~attnviz.training.loop`), BLEU
(:mod:`~attnviz.training.bleu`), timings and memory (:mod:`~attnviz.training.measure`), and the
machine (:mod:`~attnviz.training.machine`: device, seeds, whether bfloat16 pays); from chapter 4
on, where the first translator is trained."""
