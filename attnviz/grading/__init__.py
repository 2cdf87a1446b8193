"""For instructors: ``python -m attnviz.grading.grade`` marks submitted notebooks exercise by
exercise (:mod:`~attnviz.grading.grade`: what it takes from a notebook is
:mod:`~attnviz.grading.submission`, where it runs it :mod:`~attnviz.grading.sandbox`),
``python -m attnviz.grading.nbgrader_kit`` turns the chapters into nbgrader assignments
(:mod:`~attnviz.grading.nbgrader_kit`); both read the exercise cells as
:mod:`~attnviz.grading.cells` defines them (every chapter's exercises, from chapter 1 on)."""
