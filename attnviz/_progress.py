"""Progress bars for the package's long calls (a download, a training run): one kind of bar,
drawn as a widget in a notebook and as text elsewhere.

``tqdm.auto`` chooses: in a Jupyter kernel with ipywidgets it draws a widget, elsewhere text. A
kernel *without* ipywidgets (the package does not require it) is the one case it mishandles in
older releases: tqdm before 4.62 raises ``ImportError: IProgress not found`` where it should fall
back to text, and a training run would stop before its first step. :func:`progress_bar` falls
back itself.
"""

from __future__ import annotations

from typing import Any

__all__ = ["progress_bar"]


def progress_bar(**options: Any) -> Any:
    """A tqdm bar with ``options`` (``total``, ``desc``, ``unit``, ...): a notebook widget where
    a notebook can draw one, else text on the standard error stream."""
    from tqdm.auto import tqdm  # imported on use: only long calls need it

    try:
        return tqdm(**options)
    except ImportError:  # a notebook without ipywidgets, under a tqdm that does not fall back
        from tqdm.std import tqdm as text_tqdm

        return text_tqdm(**options)
