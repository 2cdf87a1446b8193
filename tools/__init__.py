"""The book's build tools, run from a checkout (not part of the ``attnviz`` package):
``python -m tools.editions`` writes the chapters' reader and student editions, and
``python -m tools.nbgrader_env FOLDER`` lays out nbgrader's environment beside the book's."""
