# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""
The SDK policy both clients share (`x-sdk` of openapi.json), in this client's units: durations in
seconds, sizes in bytes, text in characters. Read by the decisions themselves; never restated.
"""

from __future__ import annotations

RETRIED_BILLING = "free"
"""Only operations with this `x-billing` are retried; the others are sent once."""
RETRY_STATUSES = frozenset({408, 429, 500, 502, 503, 504})
"""Answers worth another attempt (a 429 only with one of RATE_LIMIT_CODES)."""
RATE_LIMIT_CODES = frozenset({"rate_limit_exceeded"})
MAX_RETRY_AFTER_SECONDS = 60.0
"""A longer Retry-After is not waited for: the error is raised at once, carrying it."""
BACKOFF_INITIAL_SECONDS = 0.5
BACKOFF_FACTOR = 2.0
BACKOFF_MAX_SECONDS = 8.0
BACKOFF_JITTER = 0.25
"""Up to this share of each backoff wait is taken off at random."""
DEFAULT_MAX_RETRIES = 2

DEFAULT_TIMEOUT = 60.0
"""Seconds for one attempt: sending and the whole body."""
DEFAULT_MAX_RESPONSE_BYTES = 33554432
JSON_BYTES_PER_VALUE = 64
"""The JSON value budget: one value per this many bytes of max_response_bytes."""

DEFAULT_POLL_INTERVAL = 1.0
"""Seconds between polls when an answer carries no X-Poll-After-Ms."""
MIN_POLL_INTERVAL = 0.1
"""The least wait between polls, whatever asked for less."""
DEFAULT_POLL_TIMEOUT = 600.0
"""Seconds for the whole wait of create_and_poll/poll."""

MAX_EMPTY_PAGES = 10
"""Pages in a row answering has_more with no items before PaginationError."""

CACHE_TTL_SECONDS = 300.0
"""How long the read cache (client option cache=) keeps an answer, unless the option says otherwise."""
CACHE_MAX_ENTRIES = 1000
"""Answers the memory store keeps before it drops the least recently used."""

SERVER_MESSAGE_MAX = 4096
"""A server's message is kept up to this many characters (cut before it is cleaned, marked …)."""
SERVER_NAME_MAX = 256
"""A server's code, type, param or id, likewise."""
ERROR_PAGE_CHARS = 16384
"""How much of a non-JSON error page is read for its text."""

PACING_WINDOW_SECONDS = 60.0
"""The rolling window the per-minute limits count in."""
PACING_PAUSE_SECONDS = 1.0
"""A 429 without a readable Retry-After pauses pacing this long."""
PACING_LONGEST_PAUSE_SECONDS = 3600.0
"""The longest pause kept, whatever Retry-After said."""

API_KEY_PREFIX = "svc_"
API_KEY_KINDS = ("live", "test")
API_KEY_CHARSET = "A-Za-z0-9"
"""The characters after the prefix, kind and _, as a character class body."""
API_KEY_LENGTH = 32
API_KEY_PATTERN = "^svc_(?:live|test)_[A-Za-z0-9]{32}$"
"""A whole key, anchored."""
