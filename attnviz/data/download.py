"""Finding data files, and downloading them safely when they are missing (chapters 4 and 8).

A data file is looked for, in order, in the directory named by the environment variable
``ATTNVIZ_DATA_DIR``, then in the user cache (``$XDG_CACHE_HOME/attnviz``, by default
``~/.cache/attnviz``). Only then is it downloaded. A download streams into a temporary file
beside its destination, is checked against a known checksum, and only then is renamed into
place, so an interrupted or corrupted download never leaves a partial file behind. A file that
the cache holds as downloaded (an archive, or a file served as is) is checked against the same
checksum again before it is used, so a copy damaged later is reported rather than read.

Every failure to get the data raises :class:`DataUnavailableError`; a damaged copy (a checksum
mismatch, a broken archive, text that is not UTF-8) raises its subclass
:class:`DataCorruptError`, whose message names the file and how to recover.
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
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

from attnviz._progress import progress_bar

__all__ = [
    "DATA_DIR_ENV",
    "DataCorruptError",
    "DataUnavailableError",
    "cache_dir",
    "download",
    "file_digest",
    "find_data_file",
]

DATA_DIR_ENV = "ATTNVIZ_DATA_DIR"
_CHUNK = 1 << 16


class DataUnavailableError(FileNotFoundError):
    """A data file is neither on disk nor downloadable (for example, offline)."""


class DataCorruptError(DataUnavailableError, ValueError):
    """A data file (or the archive it comes in) is damaged: no usable copy is available.

    Raised for a download or a cached file whose checksum does not match, an archive that
    cannot be read, and a text file that is not valid UTF-8. It is a
    :class:`DataUnavailableError` (and, as before, a ``ValueError``); the message names the file
    and says how to recover: delete it so that it is downloaded again, or point
    ``ATTNVIZ_DATA_DIR`` at a good copy.
    """


def cache_dir() -> Path:
    """The user cache for downloaded data: ``$XDG_CACHE_HOME/attnviz`` or ``~/.cache/attnviz``."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "attnviz"


def _hasher(algorithm: str) -> Any:
    if algorithm not in {"sha1", "sha256", "md5"}:
        raise ValueError(f"algorithm must be 'sha1', 'sha256' or 'md5', got {algorithm!r}")
    return hashlib.new(algorithm, usedforsecurity=False)  # an integrity check, not security


def file_digest(path: str | Path, *, algorithm: str = "sha1") -> str:
    """The hexadecimal ``algorithm`` digest of the file at ``path`` (read in chunks)."""
    hasher = _hasher(algorithm)
    with open(path, "rb") as handle:
        while chunk := handle.read(_CHUNK):
            hasher.update(chunk)
    return hasher.hexdigest()


def recovery_hint(path: Path) -> str:
    """How to get a good copy of ``path`` back, for error messages."""
    return (f"delete {path} and call again to download it afresh, or set the environment "
            f"variable {DATA_DIR_ENV} to a directory that holds a good copy")


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
    return progress_bar(total=total, unit="B", unit_scale=True, unit_divisor=1024,
                        desc=description, leave=False)


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
        DataCorruptError: the downloaded bytes do not match ``checksum`` (nothing is kept);
            also a ``ValueError``.
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
            raise DataCorruptError(
                f"checksum mismatch for {url}: expected {algorithm} {checksum}, got {digest}; "
                f"the download was discarded and nothing was written to {path}. Try again (the "
                f"connection may have been cut), or set the environment variable {DATA_DIR_ENV} "
                "to a directory that holds a good copy"
            )
        handle.close()
        temporary.chmod(0o644)  # temporary files start private; data files need not be
        os.replace(temporary, path)
    return path


def _check_cached(path: Path, *, checksum: str, algorithm: str) -> Path:
    """Return ``path`` if the file there still has its checksum, else raise DataCorruptError."""
    digest = file_digest(path, algorithm=algorithm)
    if digest != checksum.lower():
        raise DataCorruptError(
            f"the cached file {path} is truncated or corrupt: its {algorithm} checksum is "
            f"{digest}, expected {checksum}. To recover, {recovery_hint(path)}"
        )
    return path


def _extract_member(archive: Path, member: str, destination: Path) -> Path:
    """Copy one member of a zip archive to ``destination`` through a temporary file."""
    try:
        with zipfile.ZipFile(archive) as zipped, zipped.open(member) as source, \
                _temporary_beside(destination) as (handle, temporary):
            shutil.copyfileobj(source, handle)
            handle.close()
            temporary.chmod(0o644)
            os.replace(temporary, destination)
    # BadZipFile: not a zip (or cut short); KeyError: no such member; EOFError and zlib.error:
    # a member whose compressed bytes are damaged
    except (zipfile.BadZipFile, KeyError, EOFError, zlib.error) as error:
        raise DataCorruptError(
            f"the archive {archive} cannot be read ({type(error).__name__}: {error}), so "
            f"{member} was not extracted from it. To recover, {recovery_hint(archive)}"
        ) from error
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

    A file in ``ATTNVIZ_DATA_DIR`` is used as it is. A file in the cache that is what ``url``
    serves (the archive, or the file itself when ``member`` is ``None``) is checked against
    ``checksum`` before it is used; a file extracted from a checked archive is used as it is.

    Raises:
        DataCorruptError: the download, or the cached copy of what ``url`` serves, does not
            match ``checksum``, or the archive cannot be read; the message names the file and
            how to recover.
        DataUnavailableError: not on disk and the download failed; the message names the
            environment variable, the paths looked at and the URL.
    """
    env_value = os.environ.get(DATA_DIR_ENV)
    candidates = [Path(env_value) / relative] if env_value else []
    cached = cache_dir() / relative
    candidates.append(cached)
    for candidate in candidates:
        if candidate.is_file():
            if member is None and candidate == cached:
                return _check_cached(cached, checksum=checksum, algorithm=algorithm)
            return candidate
    try:
        if member is None:
            return download(url, cached, checksum=checksum, algorithm=algorithm,
                            progress=progress, opener=opener)
        archive = cache_dir() / Path(urllib.request.url2pathname(url.rsplit("/", 1)[-1]))
        if archive.is_file():
            _check_cached(archive, checksum=checksum, algorithm=algorithm)
        else:
            download(url, archive, checksum=checksum, algorithm=algorithm, progress=progress,
                     opener=opener)
        return _extract_member(archive, member, cached)
    except DataCorruptError:
        raise  # it already names the file and how to recover
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
