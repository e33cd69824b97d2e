"""`SportsData` and `AsyncSportsData`: options, the httpx client, and the generated namespaces."""

from __future__ import annotations

import os
from dataclasses import replace
from types import TracebackType
from typing import TYPE_CHECKING, Any, Callable, Literal, Mapping, Union

from typing_extensions import TypedDict

import httpx

from ._internal.driver_async import import_async_backend
from ._config import DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT, ClientConfig, resolve_config
from ._internal.deadline import bound
from ._internal.engine import constant_headers
from ._generated.namespaces import AsyncNamespaces, SyncNamespaces
from ._internal.redact import hold_secret
from ._internal.validate_input import received
from ._errors import InvalidArgumentError
from ._events import Hooks
from ._internal.arguments import keyword_hints, known_keywords
from ._internal.pacing import AccountUsage, Traffic
from ._internal.pacing_store import PacingStore
from ._resource import AsyncRuntime, SyncRuntime
from ._webhooks import Webhooks

if TYPE_CHECKING:
    from ._internal.cache import ReadCache
    from ._internal.observe import Observers

class PacingOptions(TypedDict, total=False):
    reads_per_minute: int
    """Overrides the plan's limit (an enterprise account's custom limit)."""
    store: PacingStore
    """Shares the account's minute with every process that uses the same store and account, such as
    `sports_data.redis.RedisPacingStore` (the TypeScript client's Redis store, on the same keys)."""


def _traffic(pacing: bool | PacingOptions, config: ClientConfig) -> Traffic:
    if isinstance(pacing, bool):
        return Traffic(pacing)
    if not isinstance(pacing, Mapping):  # pyright: ignore[reportUnnecessaryIsInstance]
        raise InvalidArgumentError("pacing must be True, False or a dict of reads_per_minute and store.", param="pacing")
    known_keywords(pacing, PacingOptions.__annotations__, "SportsData", inside="pacing")
    reads = pacing.get("reads_per_minute")
    if reads is not None and (isinstance(reads, bool) or not isinstance(reads, int) or reads < 1):  # pyright: ignore[reportUnnecessaryIsInstance]
        raise InvalidArgumentError("pacing reads_per_minute must be a positive integer.", param="pacing")
    store = pacing.get("store")
    if store is not None and not isinstance(store, PacingStore):  # pyright: ignore[reportUnnecessaryIsInstance]
        raise InvalidArgumentError(
            "pacing store must have acquire, release and pause (a sports_data.redis.RedisPacingStore, say).", param="pacing"
        )
    # The slot of an attempt that never ends (a process killed mid-request) frees after its timeout and a minute.
    return Traffic(True, reads, store=store, api_key=config.api_key, hold=config.timeout)


class CacheOptions(TypedDict, total=False):
    ttl: float
    """Seconds an answer is kept (default 300, from openapi.json's `x-sdk`)."""
    path: str | os.PathLike[str]
    """A folder to keep answers in, shared by processes and kept across restarts; memory when absent."""
    max_entries: int
    """Answers kept before the least recently used (memory) or oldest written (folder) go (default 1000)."""


CacheOption = Union[bool, str, "os.PathLike[str]", CacheOptions]
"""`cache=`: False (off), True (memory), a folder path, or CacheOptions."""


class TelemetryOptions(TypedDict, total=False):
    tracer_provider: Any
    """An OpenTelemetry TracerProvider; the global one (`opentelemetry.trace`) when left out."""
    meter_provider: Any
    """An OpenTelemetry MeterProvider; the global one (`opentelemetry.metrics`) when left out."""


HooksOption = Union[Hooks, Mapping[str, Callable[[Any], object]], object]
"""A `sports_data.Hooks` subclass, any object with some of its methods, or a dict of name to callable."""
TelemetryOption = Union[bool, TelemetryOptions, object]
"""True (OpenTelemetry's global providers), a dict or an object with `tracer_provider`/`meter_provider`, or False."""


def _observers(hooks: HooksOption | None, telemetry: TelemetryOption | None, is_async: bool) -> Observers | None:
    """The client's observers, or None: without hooks and telemetry, neither `_hooks` nor OpenTelemetry is imported."""
    if hooks is None and (telemetry is None or telemetry is False):
        return None
    from ._internal.observe import Observers

    sink = None
    if telemetry is not None and telemetry is not False:
        from ._internal.telemetry import telemetry_of

        sink = telemetry_of(telemetry)
    return Observers(hooks, sink, is_async=is_async)


# The pool of a client the SDK makes (a caller's own http_client keeps its own).
_HTTPX_LIMITS = httpx.Limits(max_connections=100, max_keepalive_connections=20)


HttpBackend = Literal["httpx", "aiohttp"]
"""`http_backend=` of AsyncSportsData: who sends its requests (see `_async_http_maker`)."""


def _async_http_maker(backend: HttpBackend | None, given: httpx.AsyncClient | None) -> Callable[[], httpx.AsyncClient]:
    """
    How AsyncSportsData makes the httpx client of each event loop: httpx's own pool ("httpx", the
    default, None), or aiohttp's under httpx ("aiohttp", the extra `sports-data-sdk[aiohttp]`; with many
    calls in flight several times faster, `_internal/aiohttp_transport.py`). An ImportError at once when aiohttp
    is missing; refused beside a caller's own `http_client` (which already decides how requests are sent).
    """
    if backend is None or backend == "httpx":
        return lambda: bound(httpx.AsyncClient(limits=_HTTPX_LIMITS, follow_redirects=False))
    if backend != "aiohttp":
        raise InvalidArgumentError(f"http_backend must be 'httpx' or 'aiohttp', got {received(backend)}.", param="http_backend")
    if given is not None:
        raise InvalidArgumentError("http_backend='aiohttp' and http_client= both say how requests are sent: pass one of them.", param="http_backend")
    try:
        from ._internal.aiohttp_transport import aiohttp_client
    except ImportError:
        # As the other extras (telemetry=, to_pandas()): an ImportError naming the extra.
        raise ImportError("http_backend='aiohttp' needs aiohttp, which is not installed: pip install 'sports-data-sdk[aiohttp]' (or pip install aiohttp).", name="aiohttp") from None

    return lambda: bound(aiohttp_client())


class _Client:
    """What both clients hold: the resolved options, the pacer's traffic, and `webhooks`."""

    _config: ClientConfig
    _traffic: Traffic
    webhooks: Webhooks
    """Verify and parse webhook deliveries (secret: `webhook_secret=` or SERVICE_WEBHOOK_SECRET)."""

    def _configure(self, config: ClientConfig, pacing: bool | PacingOptions, cache: CacheOption) -> ClientConfig:
        """Holds the key for the redactor, makes the pacer's traffic and the read cache."""
        # Held by the config, not the client: every call in flight holds the config, while a client
        # used once (`SportsData(...).players.get(...)`) is gone before its call has answered.
        hold_secret(config, config.api_key)
        self._traffic = _traffic(pacing, config)
        self._cache: ReadCache | None = None
        if cache is not False and cache is not None:  # pyright: ignore[reportUnnecessaryComparison]
            # Loaded here only: a client without a cache never imports it.
            from ._internal.cache import make_cache

            self._cache = make_cache(cache, config.api_key, config.max_response_bytes, CacheOptions.__annotations__)
        self._config = config
        self.webhooks = Webhooks(config.webhook_secret)
        return config

    @property
    def config(self) -> ClientConfig:
        return self._config

    def usage(self) -> AccountUsage:
        """What the client knows now: plan, reads per minute, monthly quota (None until learned),
        and the requests its read cache saved."""
        usage = self._traffic.usage()
        return usage if self._cache is None else replace(usage, cache_hits=self._cache.hits)

    def clear_cache(self) -> None:
        """Empties the read cache (`cache=`): every entry of this client's store, the folder's
        entries for every process that shares it. Nothing when the client has no cache."""
        if self._cache is not None:
            self._cache.clear()

    def __repr__(self) -> str:
        return f"{type(self).__name__}(base_url={self._config.base_url!r})"


class SportsData(_Client, SyncNamespaces):
    """
    The synchronous client. Share one per process (it holds a connection pool); close it with
    `close()` or use it as a context manager.
    """

    @keyword_hints("SportsData")
    def __init__(
        self, *, api_key: str | None = None, base_url: str | None = None, max_retries: int = DEFAULT_MAX_RETRIES, timeout: float = DEFAULT_TIMEOUT,
        http_client: httpx.Client | None = None, default_headers: Mapping[str, str] | None = None, webhook_secret: str | None = None,
        max_response_bytes: int = DEFAULT_MAX_RESPONSE_BYTES, pacing: bool | PacingOptions = False, cache: CacheOption = False,
        hooks: HooksOption | None = None, telemetry: TelemetryOption | None = None,
    ) -> None:
        observers = _observers(hooks, telemetry, is_async=False)
        self._owns_http = http_client is None
        # A client the SDK makes carries the constant headers (`engine.constant_headers`) and the timeout; a caller's is left as it is.
        resolved = replace(resolve_config(api_key=api_key, base_url=base_url, max_retries=max_retries, timeout=timeout, default_headers=default_headers, max_response_bytes=max_response_bytes, webhook_secret=webhook_secret), own_http=self._owns_http)
        config = self._configure(resolved, pacing, cache)
        self._http = bound(http_client if http_client is not None else httpx.Client(limits=_HTTPX_LIMITS, follow_redirects=False, headers=constant_headers(config), timeout=config.timeout))
        self._runtime = SyncRuntime(config, self._http, self._traffic)
        self._runtime.cache = self._cache
        self._runtime.observers = observers
        super().__init__(self._runtime)

    def close(self) -> None:
        """Closes the connection pool (not a caller's own `http_client`); a call after it raises
        ClientClosedError (`code` "client_closed")."""
        self._runtime.closed = True
        if self._owns_http:
            self._http.close()

    def __enter__(self) -> SportsData:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


class AsyncSportsData(_Client, AsyncNamespaces):
    """
    The asynchronous client (asyncio). One instance works across event loops: its connection pool
    is bound to the running loop and made anew when the loop changes.
    """

    @keyword_hints("AsyncSportsData")
    def __init__(
        self, *, api_key: str | None = None, base_url: str | None = None, max_retries: int = DEFAULT_MAX_RETRIES, timeout: float = DEFAULT_TIMEOUT,
        http_client: httpx.AsyncClient | None = None, default_headers: Mapping[str, str] | None = None, webhook_secret: str | None = None,
        max_response_bytes: int = DEFAULT_MAX_RESPONSE_BYTES, pacing: bool | PacingOptions = False, cache: CacheOption = False,
        hooks: HooksOption | None = None, telemetry: TelemetryOption | None = None, http_backend: HttpBackend | None = None,
    ) -> None:
        observers = _observers(hooks, telemetry, is_async=True)
        resolved = replace(resolve_config(api_key=api_key, base_url=base_url, max_retries=max_retries, timeout=timeout, default_headers=default_headers, max_response_bytes=max_response_bytes, webhook_secret=webhook_secret), own_http=http_client is None)
        config = self._configure(resolved, pacing, cache)
        import_async_backend()
        make = _async_http_maker(http_backend, http_client)
        headers = constant_headers(config)

        def make_http() -> httpx.AsyncClient:
            # Each event loop's client, the SDK's own: it carries the constant headers (`engine.constant_headers`) and the timeout.
            http = make()
            http.headers.update(headers)
            http.timeout = httpx.Timeout(config.timeout)
            return http

        self._runtime = AsyncRuntime(
            config,
            make_http,
            None if http_client is None else bound(http_client),
            self._traffic,
        )
        self._runtime.cache = self._cache
        self._runtime.observers = observers
        super().__init__(self._runtime)

    async def aclose(self) -> None:
        """Closes the connection pool (not a caller's own `http_client`); a call after it raises
        ClientClosedError (`code` "client_closed")."""
        await self._runtime.aclose()

    async def __aenter__(self) -> AsyncSportsData:
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        await self.aclose()
