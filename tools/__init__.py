"""The book's build tools, run from a checkout (not part of the ``attnviz`` package):
``python -m tools.student_edition`` writes the chapters' student edition, and
``python -m tools.nbgrader_env FOLDER`` lays out nbgrader's environment beside the book's."""
