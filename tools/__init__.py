"""The book's build tools, run from a checkout (not part of the ``attnviz`` package):
``python -m tools.student_edition`` writes the chapters' student edition."""
