"""For instructors: ``python -m attnviz.grading.grade`` marks submitted notebooks exercise by
exercise (:mod:`~attnviz.grading.grade`: what it takes from a notebook is
:mod:`~attnviz.grading.submission`, where it runs it :mod:`~attnviz.grading.sandbox`),
``python -m attnviz.grading.nbgrader_kit`` turns the chapters into nbgrader assignments
(:mod:`~attnviz.grading.nbgrader_kit`), from each chapter's student edition
(:mod:`~attnviz.grading.student_edition`, its Markdown written by
:mod:`~attnviz.grading.myst`), which, with the reader edition
(:mod:`~attnviz.grading.reader_edition`: the whole chapter, outputs and worked solutions
included), is what a learner opens in Jupyter or Colab; all read the exercise cells as
:mod:`~attnviz.grading.cells` defines them (every chapter's exercises, from chapter 1 on)."""
