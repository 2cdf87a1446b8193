"""Data files offline: lookup order, checked downloads that leave nothing behind on failure.

Every test runs on files it writes itself, with XDG_CACHE_HOME and ATTNVIZ_DATA_DIR pointed
into tmp_path, so the real cache is never touched and nothing goes to the network.
"""

import hashlib
import http.client
import os
import urllib.error
import urllib.parse
import urllib.request
import zipfile
from pathlib import Path

import pytest

from attnviz.data import download as dl
from attnviz.data import translation

MEMBER = "fra-eng/fra.txt"
TEXT = "Go.\tVa !\nHi.\tSalut !\nRun!\tCours\u202f!\n"


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """An empty user cache in tmp_path and no ATTNVIZ_DATA_DIR."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.delenv(dl.DATA_DIR_ENV, raising=False)
    return tmp_path / "xdg" / "attnviz"


@pytest.fixture
def archive(tmp_path):
    """A zip like d2l's fra-eng.zip, served from a file:// URL; returns (url, sha1)."""
    path = tmp_path / "server" / "fra-eng.zip"
    path.parent.mkdir()
    with zipfile.ZipFile(path, "w") as zipped:
        zipped.writestr(MEMBER, TEXT)
    return path.as_uri(), hashlib.sha1(path.read_bytes()).hexdigest()


def _files(folder):
    """Every file under ``folder`` (hidden temporary files included)."""
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


class _Response:
    """A stand-in for urlopen's response that sends ``chunks`` and then, maybe, fails."""

    def __init__(self, chunks, error=None):
        self.chunks = list(chunks)
        self.error = error
        self.headers = {"Content-Length": str(sum(len(c) for c in chunks) * 2)}

    def read(self, size=-1):
        if self.chunks:
            return self.chunks.pop(0)
        if self.error is not None:
            raise self.error
        return b""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def _fail_with(error):
    """An opener that raises ``error`` instead of connecting."""

    def opener(url, timeout):
        raise error

    return opener


def test_cache_dir_follows_xdg_cache_home(cache):
    assert dl.cache_dir() == cache


def test_a_good_archive_is_downloaded_checked_and_extracted(cache, archive):
    url, sha1 = archive
    path = dl.find_data_file(MEMBER, url=url, checksum=sha1, member=MEMBER, progress=False)
    assert path == cache / MEMBER
    assert path.read_text(encoding="utf-8") == TEXT
    assert _files(cache) == ["fra-eng.zip", MEMBER]  # the archive is kept, no temporary files
    # a second call finds the file without downloading (the opener would fail)
    assert dl.find_data_file(MEMBER, url=url, checksum=sha1, member=MEMBER, progress=False,
                             opener=_fail_with(urllib.error.URLError("offline"))) == path


def test_download_with_a_progress_bar_writes_the_file(tmp_path, archive, capsys):
    url, sha1 = archive
    path = dl.download(url, tmp_path / "out" / "a.zip", checksum=sha1.upper(), progress=True)
    assert hashlib.sha1(path.read_bytes()).hexdigest() == sha1
    assert _files(tmp_path / "out") == ["a.zip"]
    assert capsys.readouterr().out == ""  # the bar goes to stderr, never into stdout


def test_fra_eng_path_downloads_from_the_url_constant(cache, archive, monkeypatch):
    url, sha1 = archive
    monkeypatch.setattr(translation, "FRA_ENG_URL", url)
    monkeypatch.setattr(translation, "FRA_ENG_SHA1", sha1)
    path = translation.fra_eng_path(progress=False)
    assert path == cache / MEMBER
    assert translation.read_pairs(path).pairs[0] == ("Go.", "Va !")


def test_a_wrong_checksum_is_rejected_and_nothing_is_kept(cache, archive):
    url, _ = archive
    with pytest.raises(dl.DataCorruptError, match="checksum mismatch") as error:
        dl.find_data_file(MEMBER, url=url, checksum="0" * 40, member=MEMBER, progress=False)
    assert url in str(error.value) and "discarded" in str(error.value)
    assert "ATTNVIZ_DATA_DIR" in str(error.value)  # how to get the data another way
    # the package's data error, and still the ValueError it used to be
    assert isinstance(error.value, dl.DataUnavailableError)
    assert isinstance(error.value, ValueError)
    assert not cache.exists() or _files(cache) == []


def _cache_archive(cache, data):
    """Put ``data`` in the cache as if it were the downloaded fra-eng.zip."""
    cache.mkdir(parents=True, exist_ok=True)
    (cache / "fra-eng.zip").write_bytes(data)
    return cache / "fra-eng.zip"


@pytest.mark.parametrize("damage", ["truncated", "flipped byte"])
def test_a_damaged_cached_archive_is_reported_with_its_path_and_the_way_out(cache, archive,
                                                                          damage):
    url, sha1 = archive
    good = Path(urllib.request.url2pathname(urllib.parse.urlparse(url).path)).read_bytes()
    damaged = good[: len(good) // 2] if damage == "truncated" else (
        good[:40] + bytes([good[40] ^ 0xFF]) + good[41:])
    cached = _cache_archive(cache, damaged)
    with pytest.raises(dl.DataCorruptError) as error:
        dl.find_data_file(MEMBER, url=url, checksum=sha1, member=MEMBER, progress=False,
                          opener=_fail_with(AssertionError("must not download")))
    message = str(error.value)
    assert str(cached) in message and "truncated or corrupt" in message
    assert f"delete {cached}" in message and "ATTNVIZ_DATA_DIR" in message
    assert sha1 in message  # the checksum it should have had
    assert isinstance(error.value, dl.DataUnavailableError)
    assert _files(cache) == ["fra-eng.zip"]  # nothing extracted, the file left for the user
    # following the advice works: delete it, and the next call downloads a good copy
    cached.unlink()
    path = dl.find_data_file(MEMBER, url=url, checksum=sha1, member=MEMBER, progress=False)
    assert path.read_text(encoding="utf-8") == TEXT


def test_an_archive_that_matches_its_checksum_but_cannot_be_read_is_data_corrupt(cache,
                                                                                tmp_path):
    not_a_zip = b"this is not a zip archive"
    url = _served(tmp_path, not_a_zip)
    with pytest.raises(dl.DataCorruptError, match="cannot be read .*BadZipFile") as error:
        dl.find_data_file(MEMBER, url=url, checksum=hashlib.sha1(not_a_zip).hexdigest(),
                          member=MEMBER, progress=False)
    assert str(cache / "fra-eng.zip") in str(error.value)
    assert not (cache / MEMBER).exists()


def test_an_archive_without_the_member_is_data_corrupt(cache, archive):
    url, sha1 = archive
    with pytest.raises(dl.DataCorruptError, match="cannot be read .*KeyError.*fra-eng/other.txt"):
        dl.find_data_file("fra-eng/other.txt", url=url, checksum=sha1,
                          member="fra-eng/other.txt", progress=False)


def test_a_damaged_cached_file_served_without_archive_is_checked_too(cache):
    checksum = hashlib.sha256(TEXT.encode()).hexdigest()
    cached = cache / "plain" / "fra.txt"
    cached.parent.mkdir(parents=True)
    cached.write_text(TEXT[:10], encoding="utf-8")  # cut short
    with pytest.raises(dl.DataCorruptError, match="the cached file .* truncated or corrupt"):
        dl.find_data_file("plain/fra.txt", url="http://example.invalid/fra.txt",
                          checksum=checksum, algorithm="sha256", progress=False)
    cached.write_text(TEXT, encoding="utf-8")
    assert dl.find_data_file("plain/fra.txt", url="http://example.invalid/fra.txt",
                             checksum=checksum, algorithm="sha256", progress=False) == cached


def test_a_file_in_the_data_dir_is_used_as_it_is(cache, tmp_path, monkeypatch):
    """The offline copy is a prefix of the official file: it has no checksum to match."""
    data_dir = tmp_path / "shared"
    (data_dir / "fra-eng").mkdir(parents=True)
    (data_dir / MEMBER).write_text("Go.\tVa !\n", encoding="utf-8")
    monkeypatch.setenv(dl.DATA_DIR_ENV, str(data_dir))
    assert translation.fra_eng_path(progress=False) == data_dir / MEMBER


SHARED_FRA_ENG_SHA256 = "c52ae3c5a2f6b3c96d985aad8e2f1aab814c6701cfa9face467989069624bcaa"


def test_the_shared_offline_copy_loads_from_the_data_dir():
    data_dir = os.environ.get(dl.DATA_DIR_ENV)
    if not data_dir or not (Path(data_dir) / MEMBER).is_file():
        pytest.skip("ATTNVIZ_DATA_DIR is not set or has no fra-eng/fra.txt")
    path = translation.fra_eng_path(progress=False)
    assert path == Path(data_dir) / MEMBER
    if dl.file_digest(path, algorithm="sha256") != SHARED_FRA_ENG_SHA256:
        pytest.skip("ATTNVIZ_DATA_DIR holds another copy of fra-eng/fra.txt")
    data = translation.load_fra_eng(progress=False)
    assert data.train_pairs[0] == ("go .", "va !") and len(data.val_pairs) == 128


def _served(tmp_path, data):
    """A file:// URL serving ``data`` under the name fra-eng.zip."""
    path = tmp_path / "served" / "fra-eng.zip"
    path.parent.mkdir()
    path.write_bytes(data)
    return path.as_uri()


def test_an_interrupted_download_leaves_no_partial_file(tmp_path):
    def opener(url, timeout):
        return _Response([b"x" * 1000, b"y" * 1000], error=ConnectionResetError("reset"))

    destination = tmp_path / "data" / "file.bin"
    with pytest.raises(ConnectionResetError):
        dl.download("http://example.invalid/file.bin", destination, checksum="0" * 40,
                    progress=True, opener=opener)
    assert _files(tmp_path / "data") == []


def test_an_interrupted_download_through_find_data_file_is_data_unavailable(cache):
    def opener(url, timeout):
        return _Response([b"PK\x03\x04partial"], error=TimeoutError("timed out"))

    with pytest.raises(dl.DataUnavailableError, match="timed out"):
        dl.find_data_file(MEMBER, url="http://example.invalid/fra-eng.zip", checksum="0" * 40,
                          member=MEMBER, progress=False, opener=opener)
    assert not cache.exists() or _files(cache) == []


def test_a_connection_cut_mid_download_is_data_unavailable(cache):
    def opener(url, timeout):
        return _Response([b"PK"], error=http.client.IncompleteRead(b"PK", 100))

    with pytest.raises(dl.DataUnavailableError, match="IncompleteRead"):
        dl.find_data_file(MEMBER, url="http://example.invalid/fra-eng.zip", checksum="0" * 40,
                          member=MEMBER, progress=False, opener=opener)
    assert not cache.exists() or _files(cache) == []


def test_the_opener_gets_the_url(cache):
    seen = []

    def opener(url, timeout):
        seen.append((url, timeout))
        return _Response([TEXT.encode()])

    checksum = hashlib.sha256(TEXT.encode()).hexdigest()
    path = dl.find_data_file("plain/fra.txt", url="http://example.invalid/fra.txt",
                             checksum=checksum, algorithm="sha256", progress=False, opener=opener)
    assert seen == [("http://example.invalid/fra.txt", 60.0)]
    assert path.read_text(encoding="utf-8") == TEXT


@pytest.mark.parametrize("data_dir_set", [False, True])
def test_offline_without_the_file_names_the_variable_the_path_and_the_url(
        cache, tmp_path, monkeypatch, data_dir_set):
    if data_dir_set:
        monkeypatch.setenv(dl.DATA_DIR_ENV, str(tmp_path / "empty"))
    url = "http://example.invalid/fra-eng.zip"
    with pytest.raises(dl.DataUnavailableError) as error:
        dl.find_data_file(MEMBER, url=url, checksum="0" * 40, member=MEMBER, progress=False,
                          opener=_fail_with(urllib.error.URLError("no network")))
    message = str(error.value)
    assert "ATTNVIZ_DATA_DIR" in message
    assert str(cache / MEMBER) in message and url in message and "no network" in message
    if data_dir_set:
        assert str(tmp_path / "empty" / MEMBER) in message
    assert isinstance(error.value, FileNotFoundError)
    assert not cache.exists() or _files(cache) == []


def test_fra_eng_path_offline_raises_data_unavailable(cache, monkeypatch):
    def offline(*args, **kwargs):
        raise urllib.error.URLError("no network")

    monkeypatch.setattr(urllib.request, "urlopen", offline)
    with pytest.raises(dl.DataUnavailableError, match="ATTNVIZ_DATA_DIR") as error:
        translation.fra_eng_path(progress=False)
    assert translation.FRA_ENG_URL in str(error.value)
    assert str(cache / MEMBER) in str(error.value)


def test_the_data_dir_takes_precedence_over_the_cache(cache, tmp_path, monkeypatch):
    cached = cache / MEMBER
    cached.parent.mkdir(parents=True)
    cached.write_text("Cached.\tEn cache.\n", encoding="utf-8")
    data_dir = tmp_path / "shared"
    (data_dir / "fra-eng").mkdir(parents=True)
    (data_dir / MEMBER).write_text(TEXT, encoding="utf-8")
    monkeypatch.setenv(dl.DATA_DIR_ENV, str(data_dir))
    assert translation.fra_eng_path(progress=False) == data_dir / MEMBER
    data = translation.load_fra_eng(num_train=2, num_val=1, min_freq=1)
    assert data.path == data_dir / MEMBER
    assert data.train_pairs == [("go .", "va !"), ("hi .", "salut !")]
    # without the variable the cached copy is found
    monkeypatch.delenv(dl.DATA_DIR_ENV)
    assert translation.fra_eng_path(progress=False) == cached


def test_malformed_lines_are_skipped_and_counted(tmp_path):
    path = tmp_path / "pairs.txt"
    path.write_bytes(
        "\ufeffGo.\tVa !\n"             # a byte-order mark is not part of the first word
        "no tab here\n"                 # skipped: no tab
        "\tempty source\n"              # skipped: empty source
        "Empty target.\t  \n"           # skipped: blank target
        "\n"                            # skipped: blank line
        "Hi.\tSalut !\tCC-BY 2.0 (France) Attribution: tatoeba.org\r\n"  # 3 columns, CRLF
        "Wow!\tÇa alors\u202f!\n".encode()
    )
    text = translation.read_pairs(path)
    assert text.pairs == [("Go.", "Va !"), ("Hi.", "Salut !"), ("Wow!", "Ça alors\u202f!")]
    assert text.skipped == 4
    assert len(text) == 3 and "3 pairs, skipped=4" in repr(text)
    first_two = translation.read_pairs(path, max_pairs=2)
    assert first_two.pairs == text.pairs[:2] and first_two.skipped == 4
    assert translation.read_pairs(path, max_pairs=0).pairs == []


def test_a_bad_algorithm_is_refused_before_downloading(tmp_path):
    with pytest.raises(ValueError, match="algorithm must be"):
        dl.download("http://example.invalid/x", tmp_path / "x", checksum="0", algorithm="crc32",
                    opener=_fail_with(AssertionError("must not be called")))



def test_undecodable_bytes_name_the_file_the_line_and_the_way_out(tmp_path):
    path = tmp_path / "fra.txt"
    path.write_bytes(b"Go.\tVa !\nHi.\tSalut !\nRun!\tCours \xff!\n")  # 0xFF is never UTF-8
    for load in (translation.read_pairs,
                 lambda p: translation.load_fra_eng(num_train=1, num_val=0, path=p)):
        with pytest.raises(dl.DataCorruptError) as error:
            load(path)
        message = str(error.value)
        assert message.startswith(f"{path} is not valid UTF-8 text: byte 32 (line 3)")
        assert "delete it" in message and "ATTNVIZ_DATA_DIR" in message
        assert isinstance(error.value, dl.DataUnavailableError)
        assert isinstance(error.value, ValueError)  # as UnicodeDecodeError was
