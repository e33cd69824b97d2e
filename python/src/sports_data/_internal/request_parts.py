"""
What the drivers hand httpx for a request, made once rather than per request: the URL as httpx's
own `httpx.URL`, and the attempt's timeout as an `httpx.Timeout`. httpx parses the URL string of
every request it builds (rfc3986 in 0.23, its own parser in 0.28: 50-100 µs, a tenth of a loopback
call) and makes a Timeout of a float, while the objects passed in are taken as they are. The same
URLs come back (a job polled, a record read again, a list's first page) and a client has one
timeout. Parsing is httpx's own, so the origin a request goes to is still decided by the parser
that sends it; both objects are immutable, so sharing them across threads and loops is safe.
"""

from __future__ import annotations

import functools

import httpx


@functools.lru_cache(maxsize=256)
def parsed_url(url: str) -> httpx.URL:
    """httpx.URL(url), held for the next request to the same URL."""
    return httpx.URL(url)


@functools.lru_cache(maxsize=32)
def timeout_of(seconds: float) -> httpx.Timeout:
    """httpx.Timeout(seconds): each of connect, read, write and pool (the whole attempt is bounded by `_deadline`)."""
    return httpx.Timeout(seconds)


FILE_REQUEST = "sports_data_file"
"""The request extension the async driver sets on an export file's request (`Send.stream`): its body
is handed over open and read after the attempt, which a backend must not bound (`aiohttp_transport.py`).
Written in the driver as a new dict each time (httpx 0.23 writes the timeout into the one it is given)."""
