"""For instructors: ``python -m attnviz.grading.grade`` marks submitted notebooks
(:mod:`~attnviz.grading.grade`), ``python -m attnviz.grading.nbgrader_kit`` turns the chapters
into nbgrader assignments (:mod:`~attnviz.grading.nbgrader_kit`); both read the exercise cells
as :mod:`~attnviz.grading.cells` defines them (every chapter's exercises, from chapter 1 on)."""
