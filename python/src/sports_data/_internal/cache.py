"""
The read cache (`cache=`, contract section 13): answers of free reads kept for a time to live, so
that a re-run notebook cell spends no request. Imported only when a client is made with `cache=`.

What is cached is decided from the generated tables, never a list of paths: an operation whose
`x-billing` is free and that is not of a job's namespace (`x-job`: a job's poll and the list of
jobs, whose states change). A usage-billed call is never stored nor served from here. Only 2xx
answers are stored (`engine.call_flow` stores when an answer settles as done).

An entry holds the status, the headers the SDK reads for meta (request id, plan, quota, content
type) and the body; never the request's headers, so never the key. Its key is a SHA-256 of the
account (a SHA-256 of the API key), the method, the URL as sent and the body.

Two stores: memory (least recently used dropped past `max_entries`) and a folder, which a
restarted kernel and other processes share: each entry is one file, written to a temporary file in
the same folder and renamed over the old one (`os.replace`, atomic), so a reader sees a whole
entry or none. A file that is truncated, garbage or unreadable is a miss, never an error. A folder's
reads and writes (pruning included) run off the async client's event loop, on a worker thread
(`engine.OffLoop`); the sync client does them in place, as the memory store always does.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Protocol, cast

import httpx

from .validate_input import received
from .._errors import InvalidArgumentError
from .._generated import policy as _policy
from .._generated.jobs import JOBS
from .._generated.operations import OPERATIONS
from .._logging import logger
from .._operation import Operation

CACHED_OPERATIONS = frozenset(
    op.id for op in OPERATIONS.values() if op.billing == "free" and op.label.split(".")[0] not in JOBS
)
"""The operations whose answers are kept: free, and not of a job's namespace."""

# The headers `read_meta` (and `with_response` callers) read: nothing of the request, nothing else.
KEPT_HEADERS = (
    "content-type",
    "x-request-id",
    "x-service-plan",
    "x-monthly-quota-limit",
    "x-monthly-quota-remaining",
    "x-monthly-quota-reset",
)


@dataclass(frozen=True)
class CachedAnswer:
    status: int
    headers: tuple[tuple[str, str], ...]
    body: bytes
    expires: float
    """Wall-clock seconds (epoch): a folder entry outlives the process that wrote it."""

    def response(self, method: str, url: str) -> httpx.Response:
        """The answer as httpx would have handed it over (status, kept headers, body)."""
        return httpx.Response(self.status, headers=list(self.headers), content=self.body, request=httpx.Request(method, url))


class CacheStore(Protocol):
    blocking: bool
    """Whether `get` and `set` wait on a disk: the engine then runs them off the async client's
    event loop (`engine.OffLoop`); a store in memory is called in place, with no thread hop."""

    def get(self, key: str, now: float) -> CachedAnswer | None: ...

    def set(self, key: str, entry: CachedAnswer) -> None: ...

    def clear(self) -> None: ...


class MemoryStore:
    """Entries in this process, across its threads; the least recently used dropped past `max_entries`."""

    blocking = False

    def __init__(self, max_entries: int) -> None:
        self._max = max_entries
        self._entries: OrderedDict[str, CachedAnswer] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str, now: float) -> CachedAnswer | None:
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                return None
            if entry.expires <= now:
                del self._entries[key]
                return None
            self._entries.move_to_end(key)
            return entry

    def set(self, key: str, entry: CachedAnswer) -> None:
        with self._lock:
            self._entries[key] = entry
            self._entries.move_to_end(key)
            while len(self._entries) > self._max:
                self._entries.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)


# Only files named so are the cache's: clearing or pruning never touches another file of the folder.
_ENTRY = re.compile(r"[0-9a-f]{64}\.sdcache")
_SUFFIX = ".sdcache"
# The first line of an entry file: its description, then exactly `length` bytes of body.
_FORMAT = 1


class FolderStore:
    """One file per entry in `folder`, shared by every process that opens the same folder."""

    blocking = True

    def __init__(self, folder: Path, max_entries: int, max_bytes: int) -> None:
        self.folder = folder
        self._max = max_entries
        # An entry is at most a body the client would read, and its short description.
        self._max_file = max_bytes + 64 * 1024
        self._warned = False

    def _file(self, key: str) -> Path:
        return self.folder / (key + _SUFFIX)

    def get(self, key: str, now: float) -> CachedAnswer | None:
        try:
            with open(self._file(key), "rb") as file:
                raw = file.read(self._max_file + 1)
        except OSError:
            return None  # absent, unreadable, a folder gone: a miss
        return _decode(raw, now) if len(raw) <= self._max_file else None

    def set(self, key: str, entry: CachedAnswer) -> None:
        head = {"v": _FORMAT, "expires": entry.expires, "status": entry.status, "headers": [list(h) for h in entry.headers], "length": len(entry.body)}
        data = json.dumps(head, separators=(",", ":")).encode() + b"\n" + entry.body
        # A name no other writer uses; created (the umask's mode) and never opened twice.
        temp = self.folder / f".{key}.{os.getpid()}.{secrets.token_hex(6)}.tmp"
        try:
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
            try:
                with os.fdopen(fd, "wb") as file:
                    file.write(data)
                os.replace(temp, self._file(key))
            except BaseException:
                temp.unlink(missing_ok=True)
                raise
            self._prune()
        except OSError as error:
            # The cache is a saving, never a failure of the call: the answer is still returned.
            if not self._warned:
                self._warned = True
                logger.warning("cache: could not write to %s (%s); answers are not kept there.", self.folder, error.strerror or type(error).__name__)

    def _prune(self) -> None:
        """Past `max_entries` files, the oldest written go (another process may remove them first)."""
        entries = [e for e in os.scandir(self.folder) if _ENTRY.fullmatch(e.name)]
        if len(entries) <= self._max:
            return
        dated: list[tuple[float, str]] = []
        for entry in entries:
            try:
                dated.append((entry.stat().st_mtime, entry.path))
            except OSError:
                pass
        dated.sort()
        for _, path in dated[: len(dated) - self._max]:
            try:
                os.unlink(path)
            except OSError:
                pass

    def clear(self) -> None:
        try:
            found = list(os.scandir(self.folder))
        except OSError:
            return
        for entry in found:
            if _ENTRY.fullmatch(entry.name):
                try:
                    os.unlink(entry.path)
                except OSError:
                    pass


def _decode(raw: bytes, now: float) -> CachedAnswer | None:
    """An entry file's bytes as an answer; None for anything not whole and well-formed, or expired."""
    end = raw.find(b"\n")
    if end < 0:
        return None
    try:
        head: Any = json.loads(raw[:end])
    except (ValueError, RecursionError):
        return None
    if not isinstance(head, dict):
        return None
    body = raw[end + 1 :]
    expires, status, headers, length = (head.get(name) for name in ("expires", "status", "headers", "length"))  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
    if (
        head.get("v") != _FORMAT  # pyright: ignore[reportUnknownMemberType]
        or not isinstance(expires, (int, float))
        or isinstance(status, bool)
        or not isinstance(status, int)
        or not 200 <= status < 300
        or length != len(body)
        or not isinstance(headers, list)
    ):
        return None
    pairs: list[tuple[str, str]] = []
    for pair in headers:  # pyright: ignore[reportUnknownVariableType]
        if not (isinstance(pair, list) and len(pair) == 2 and all(isinstance(p, str) for p in pair)):  # pyright: ignore[reportUnknownArgumentType, reportUnknownVariableType]
            return None
        name, value = pair  # pyright: ignore[reportUnknownVariableType]
        if name not in KEPT_HEADERS:
            return None
        pairs.append((name, value))  # pyright: ignore[reportUnknownArgumentType]
    if expires <= now:
        return None
    return CachedAnswer(status, tuple(pairs), body, float(expires))


def account_of(api_key: str | None) -> str:
    """The account an entry belongs to: a hash of the key, never the key; "" for keyless calls."""
    return "" if api_key is None else hashlib.sha256(api_key.encode()).hexdigest()


def cache_key(account: str, method: str, url: str, body: bytes | None) -> str:
    """SHA-256 hex of account, method, the URL as sent (query included) and the body ("" for none),
    as a JSON array: the TypeScript client's key of the same request, character for character."""
    text = body.decode("utf-8") if body else ""
    canonical = json.dumps([account, method, url, text], ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class ReadCache:
    """A client's cache: its store, time to live and account, and the requests it saved."""

    def __init__(self, store: CacheStore, ttl: float, api_key: str | None) -> None:
        self.store = store
        self.blocking = store.blocking
        self.ttl = ttl
        self._account = account_of(api_key)
        self._hits = 0
        self._lock = threading.Lock()

    def key_of(self, op: Operation, method: str, url: str, body: bytes | None) -> str | None:
        """The entry's key, or None for an operation that is never cached."""
        return cache_key(self._account, method, url, body) if op.id in CACHED_OPERATIONS else None

    def get(self, key: str, now: float) -> CachedAnswer | None:
        return self.store.get(key, now)

    def keep(self, key: str, response: httpx.Response, body: bytes, now: float) -> None:
        headers = tuple((name, value) for name in KEPT_HEADERS if (value := response.headers.get(name)) is not None)
        self.store.set(key, CachedAnswer(response.status_code, headers, body, now + self.ttl))

    def saved_one(self) -> None:
        with self._lock:
            self._hits += 1

    @property
    def hits(self) -> int:
        return self._hits

    def clear(self) -> None:
        self.store.clear()


def _number(value: object, integer: bool) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int if integer else (int, float))):
        return False
    number = float(cast("float", value))
    return 0 < number < 1e12 if not integer else number >= 1


def make_cache(option: Any, api_key: str | None, max_bytes: int, allowed: Mapping[str, Any]) -> ReadCache:
    """The client's cache from its `cache=` (True, a folder, or a dict of ttl, path, max_entries),
    checked at construction like every option. A folder is made when missing."""
    from .arguments import known_keywords

    settings: Mapping[str, Any]
    if option is True:
        settings = {}
    elif isinstance(option, (str, os.PathLike)):
        settings = {"path": option}
    elif isinstance(option, Mapping):
        settings = cast("Mapping[str, Any]", option)
        known_keywords(settings, allowed, "SportsData", inside="cache")
    else:
        raise InvalidArgumentError(
            f"cache must be True, False, a folder path or a dict of ttl, path and max_entries, got {received(option)}.", param="cache"
        )
    ttl = settings.get("ttl", _policy.CACHE_TTL_SECONDS)
    if not _number(ttl, integer=False):
        raise InvalidArgumentError(f"cache ttl must be a positive number of seconds, got {received(ttl)}.", param="cache.ttl")
    max_entries = settings.get("max_entries", _policy.CACHE_MAX_ENTRIES)
    if not _number(max_entries, integer=True):
        raise InvalidArgumentError(f"cache max_entries must be a positive integer, got {received(max_entries)}.", param="cache.max_entries")
    path = settings.get("path")
    if path is None:
        return ReadCache(MemoryStore(max_entries), float(ttl), api_key)
    if not isinstance(path, (str, os.PathLike)) or not os.fspath(path):  # pyright: ignore[reportUnknownArgumentType]
        raise InvalidArgumentError(f"cache path must be a folder path (a str or os.PathLike), got {received(path)}.", param="cache.path")
    folder = Path(os.fspath(cast("str", path))).expanduser()
    if folder.exists() and not folder.is_dir():
        raise InvalidArgumentError(f"cache path {str(folder)!r} is not a folder.", param="cache.path")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise InvalidArgumentError(f"cache path {str(folder)!r} cannot be made: {error.strerror or type(error).__name__}.", param="cache.path") from None
    return ReadCache(FolderStore(folder, max_entries, max_bytes), float(ttl), api_key)
