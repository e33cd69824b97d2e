"""
`http_backend="aiohttp"` (the extra `sports-data-sdk[aiohttp]`): the async client's requests sent by
aiohttp's connection pool instead of httpcore's. With many calls in flight httpcore's async pool
is the bottleneck (it also opens hundreds of new connections where aiohttp keeps a few alive), so
this backend is an httpx transport: httpx still builds each request, follows (or refuses) redirects
and hands the SDK an `httpx.Response`, and everything the SDK decides (the attempt deadline, the
byte cap and the Content-Encoding layers read as bytes arrive, the key sent only to the API origin,
no resend of a usage-billed call, redaction, cancellation) stays where it is, in the same code
for both backends. What this module adds is the wire, held to the same terms:

- the attempt deadline (`deadline.py`) bounds the whole exchange as aiohttp's total timeout, from
  connecting to the last byte of the body (aiohttp keeps that timer until the body is read);
- the body comes as the wire brought it (aiohttp decompresses nothing): `_body` decodes it, bounded;
- aiohttp's errors become httpx's (connect, read, timeout, protocol), so an attempt fails the same
  way, with the same retry decision, whichever backend sent it.

An export file's body is read at the caller's pace after its attempt ends, which aiohttp's one
total timer would cut short: a file request (`FILE_REQUEST`, set by the driver) goes through
httpx's own transport, as with the default backend, its sockets bound by the attempt deadline as
before (`deadline.bind` finds its pool).

This module (and aiohttp) is imported only when this backend is chosen; a session is made per event loop (the
runtime makes one httpx client per loop) on its first request, and closed with it.
"""

from __future__ import annotations

import asyncio
import importlib
from typing import Any, AsyncIterator, cast

import httpx

# Typed as Any, as every optional extra (`_telemetry`): the checkers run where aiohttp is not installed.
aiohttp: Any = importlib.import_module("aiohttp")
yarl: Any = importlib.import_module("yarl")  # aiohttp's own URL type (a dependency of it)

from .deadline import deadline_left
from .request_parts import FILE_REQUEST

# Read sizes and header limits as httpx's defaults, so a header that httpx takes, aiohttp takes too
# (aiohttp's own limit for a header line is 8,190 bytes; h11's, httpx's parser, about 100 KB).
_MAX_HEAD = 100 * 1024
_CHUNK = 64 * 1024
# A connection pool as the httpx client the SDK makes (_client._HTTPX_LIMITS).
_POOL = 100
_KEEPALIVE = 20


def _mapped(error: BaseException, request: httpx.Request, reading: bool) -> Exception:
    """aiohttp's error (or asyncio's timeout) as the httpx error for the same failure."""
    detail = f"{type(error).__name__}: {error}"
    if isinstance(error, (asyncio.TimeoutError, aiohttp.ServerTimeoutError)):
        return (httpx.ReadTimeout if reading else httpx.ConnectTimeout)(detail, request=request)
    if isinstance(error, aiohttp.ClientConnectorError) and not reading:
        return httpx.ConnectError(detail, request=request)
    if isinstance(error, (aiohttp.ClientResponseError, aiohttp.ClientPayloadError)) or not isinstance(error, (aiohttp.ClientError, OSError)):
        # A malformed status line, header or chunk (aiohttp's parser errors are not all ClientErrors).
        return httpx.RemoteProtocolError(detail, request=request)
    return httpx.ReadError(detail, request=request)


_ERRORS: tuple[type[BaseException], ...] = (
    aiohttp.ClientError,
    importlib.import_module("aiohttp.http_exceptions").HttpProcessingError,
    asyncio.TimeoutError,
    OSError,
)
"""What aiohttp raises for a failed exchange (its parser's errors are not all ClientErrors)."""


def _yarl_url(url: httpx.URL) -> Any:
    """
    The URL as httpx read it, handed to aiohttp in parts (encoded as they are), not parsed again:
    yarl could read an authority otherwise (contract: the key goes only to the origin the SDK
    decided, by the parser that sends the request).
    """
    host = url.raw_host.decode("ascii")
    path, _, query = url.raw_path.decode("ascii").partition("?")
    return yarl.URL.build(scheme=url.scheme, host=f"[{host}]" if ":" in host else host, port=url.port, path=path, query_string=query, encoded=True)


class _Body(httpx.AsyncByteStream):
    """An aiohttp response's body as httpx's stream: raw bytes, errors as httpx's, released on close."""

    def __init__(self, response: Any, request: httpx.Request) -> None:
        self._response = response
        self._request = request

    async def __aiter__(self) -> AsyncIterator[bytes]:
        content = self._response.content
        while True:
            try:
                chunk = await content.readany()
            except _ERRORS as error:
                raise _mapped(error, self._request, reading=True) from None
            if not chunk:
                return
            yield chunk

    async def aclose(self) -> None:
        self._response.release()


class AiohttpTransport(httpx.AsyncBaseTransport):
    """An httpx transport over one aiohttp session (made on the first request, on its loop)."""

    def __init__(self) -> None:
        self._session: Any = None
        self._files = httpx.AsyncHTTPTransport(limits=httpx.Limits(max_connections=_POOL, max_keepalive_connections=_KEEPALIVE))
        # Where `deadline.bind` looks for a transport's httpcore pool: the file requests' one.
        self._pool = self._files._pool  # pyright: ignore[reportPrivateUsage]

    def _session_now(self) -> Any:
        if self._session is None:
            self._session = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=_POOL, limit_per_host=_POOL, keepalive_timeout=5.0),
                auto_decompress=False,
                # httpx sets every header it sends (User-Agent, Accept-Encoding included).
                skip_auto_headers=("User-Agent", "Accept-Encoding", "Accept"),
                cookie_jar=aiohttp.DummyCookieJar(),
                max_line_size=_MAX_HEAD,
                max_field_size=_MAX_HEAD,
                read_bufsize=_CHUNK,
            )
        return self._session

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        extensions = cast("dict[str, Any]", request.extensions)  # pyright: ignore[reportUnknownMemberType]
        if extensions.get(FILE_REQUEST):
            return await self._files.handle_async_request(request)
        left = deadline_left()
        timeout = cast("dict[str, float | None]", extensions.get("timeout", {}))
        # The attempt's deadline, when the SDK sends (else httpx's own per-phase timeouts).
        total = left if left is not None else None
        client_timeout = aiohttp.ClientTimeout(total=total, sock_connect=timeout.get("connect"), sock_read=timeout.get("read"))
        if total is not None and total <= 0:
            raise httpx.ConnectTimeout("no full answer within the attempt's timeout", request=request)
        try:
            response = await self._session_now().request(
                request.method,
                _yarl_url(request.url),
                headers=[(name.decode("latin-1"), value.decode("latin-1")) for name, value in request.headers.raw],
                data=request.content or None,
                allow_redirects=False,
                timeout=client_timeout,
                compress=None,
            )
        except _ERRORS as error:
            raise _mapped(error, request, reading=False) from None
        return httpx.Response(
            response.status,
            headers=list(response.raw_headers),
            stream=_Body(response, request),
            request=request,
            extensions={"reason_phrase": (response.reason or "").encode("latin-1", "replace"), "http_version": b"HTTP/1.1"},
        )

    async def aclose(self) -> None:
        session, self._session = self._session, None
        try:
            if session is not None:
                await session.close()
        finally:
            await self._files.aclose()


def aiohttp_client() -> httpx.AsyncClient:
    """The httpx client of `http_backend="aiohttp"`: redirects not followed, as the SDK's own."""
    return httpx.AsyncClient(transport=AiohttpTransport(), follow_redirects=False)
