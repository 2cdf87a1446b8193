"""Finding data files, and downloading them safely when they are missing (chapters 4 and 8).

A data file is looked for, in order, in the directory named by the environment variable
``ATTNVIZ_DATA_DIR``, then in the user cache (``$XDG_CACHE_HOME/attnviz``, by default
``~/.cache/attnviz``). Only then is it downloaded. A download streams into a temporary file
beside its destination, is checked against a known checksum, and only then is renamed into
place, so an interrupted or corrupted download never leaves a partial file behind.
"""

from __future__ import annotations

import contextlib
import hashlib
import http.client
import os
import shutil
import tempfile
import urllib.error
import urllib.request
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

__all__ = ["DATA_DIR_ENV", "DataUnavailableError", "cache_dir", "download", "find_data_file"]

DATA_DIR_ENV = "ATTNVIZ_DATA_DIR"
_CHUNK = 1 << 16


class DataUnavailableError(FileNotFoundError):
    """A data file is neither on disk nor downloadable (for example, offline)."""


def cache_dir() -> Path:
    """The user cache for downloaded data: ``$XDG_CACHE_HOME/attnviz`` or ``~/.cache/attnviz``."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "attnviz"


def _hasher(algorithm: str) -> Any:
    if algorithm not in {"sha1", "sha256", "md5"}:
        raise ValueError(f"algorithm must be 'sha1', 'sha256' or 'md5', got {algorithm!r}")
    return hashlib.new(algorithm, usedforsecurity=False)  # an integrity check, not security


@contextlib.contextmanager
def _temporary_beside(path: Path) -> Iterator[tuple[IO[bytes], Path]]:
    """A temporary file in ``path``'s folder, removed unless the caller renamed it away."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = tempfile.NamedTemporaryFile(dir=path.parent, prefix=f".{path.name}.",
                                         suffix=".part", delete=False)
    temporary = Path(handle.name)
    try:
        with handle:
            yield handle, temporary
    finally:
        temporary.unlink(missing_ok=True)


def _progress_bar(total: int | None, description: str) -> Any:
    from tqdm.auto import tqdm  # imported on use: only downloads need it

    return tqdm(total=total, unit="B", unit_scale=True, unit_divisor=1024, desc=description,
                leave=False)


def download(url: str, path: str | Path, *, checksum: str, algorithm: str = "sha1",
             progress: bool = True, timeout: float = 60.0,
             opener: Callable[..., Any] | None = None) -> Path:
    """Download ``url`` to ``path``, keeping it only if its checksum matches.

    Args:
        url: where to download from.
        path: where the file should end up.
        checksum: the expected hexadecimal digest of the whole file.
        algorithm: ``"sha1"``, ``"sha256"`` or ``"md5"``.
        progress: show a progress bar (tqdm; works in notebooks and in logs).
        timeout: seconds to wait for the server.
        opener: replaces ``urllib.request.urlopen`` (tests use it to simulate failures).

    Returns:
        ``path``, which now holds the verified file.

    Raises:
        ValueError: the downloaded bytes do not match ``checksum`` (nothing is kept).
        OSError: the download failed (nothing is kept).
    """
    path = Path(path)
    hasher = _hasher(algorithm)
    open_url = opener or urllib.request.urlopen
    with _temporary_beside(path) as (handle, temporary):
        with open_url(url, timeout=timeout) as response:
            length = response.headers.get("Content-Length") if response.headers else None
            bar = _progress_bar(int(length) if length else None, path.name) if progress else None
            try:
                while chunk := response.read(_CHUNK):
                    handle.write(chunk)
                    hasher.update(chunk)
                    if bar is not None:
                        bar.update(len(chunk))
            finally:
                if bar is not None:
                    bar.close()
        handle.flush()
        digest = hasher.hexdigest()
        if digest != checksum.lower():
            raise ValueError(
                f"checksum mismatch for {url}: expected {algorithm} {checksum}, got {digest}; "
                "the download was discarded"
            )
        handle.close()
        temporary.chmod(0o644)  # temporary files start private; data files need not be
        os.replace(temporary, path)
    return path


def _extract_member(archive: Path, member: str, destination: Path) -> Path:
    """Copy one member of a zip archive to ``destination`` through a temporary file."""
    with zipfile.ZipFile(archive) as zipped, zipped.open(member) as source, \
            _temporary_beside(destination) as (handle, temporary):
        shutil.copyfileobj(source, handle)
        handle.close()
        temporary.chmod(0o644)
        os.replace(temporary, destination)
    return destination


def find_data_file(relative: str, *, url: str, checksum: str, algorithm: str = "sha1",
                   member: str | None = None, progress: bool = True,
                   opener: Callable[..., Any] | None = None) -> Path:
    """Return the path of a data file, downloading it into the user cache if needed.

    Args:
        relative: the file's path inside the data directory, e.g. ``"fra-eng/fra.txt"``.
        url: where to download it (or the zip archive that holds it) from.
        checksum: digest of what ``url`` serves (the archive, if ``member`` is given).
        algorithm: the digest's algorithm.
        member: the file's name inside the zip archive at ``url``; ``None`` if ``url`` serves
            the file itself.
        progress: show a progress bar while downloading.
        opener: replaces ``urllib.request.urlopen`` (for tests).

    Raises:
        DataUnavailableError: not on disk and the download failed; the message names the
            environment variable, the paths looked at and the URL.
    """
    env_value = os.environ.get(DATA_DIR_ENV)
    candidates = [Path(env_value) / relative] if env_value else []
    cached = cache_dir() / relative
    candidates.append(cached)
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    try:
        if member is None:
            return download(url, cached, checksum=checksum, algorithm=algorithm,
                            progress=progress, opener=opener)
        archive = cache_dir() / Path(urllib.request.url2pathname(url.rsplit("/", 1)[-1]))
        if not archive.is_file():
            download(url, archive, checksum=checksum, algorithm=algorithm, progress=progress,
                     opener=opener)
        return _extract_member(archive, member, cached)
    # http.client.HTTPException (IncompleteRead, say: a connection cut mid-download) is not
    # an OSError, but it means the same thing here: the file could not be downloaded.
    except (urllib.error.URLError, http.client.HTTPException, OSError) as error:
        where = (f"{DATA_DIR_ENV}={env_value} (looked for {candidates[0]})" if env_value
                 else f"{DATA_DIR_ENV} is not set")
        raise DataUnavailableError(
            f"{relative} was not found and could not be downloaded. Set the environment "
            f"variable {DATA_DIR_ENV} to a directory that contains {relative} ({where}), or "
            f"put it at {cached}, or allow the download from {url} ({error})"
        ) from error
