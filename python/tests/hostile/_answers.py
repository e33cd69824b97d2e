"""Whole answers for the hostile servers of `_support.py`: a status, headers and a body, written at
once (Content-Length framed), in turn per request; and the strings the key may hide in."""

from __future__ import annotations

import json
import socket
import threading
from typing import Any

from ._support import KEY, Reply, Request, head

# The key as a server could echo it: whole, its secret part alone, in the lower case HTTP gives
# header names.
KEY_FORMS = (KEY, KEY[len("svc_live_") :], KEY.lower())


def answer(status: int, body: bytes | str | Any, headers: dict[str, str] | None = None) -> bytes:
    """One response: `body` as JSON unless bytes or str; header values are written as Latin-1."""
    raw = body if isinstance(body, bytes) else body.encode() if isinstance(body, str) else json.dumps(body).encode()
    named = {"content-type": "application/json", **(headers or {})}
    return head(status, named, length=len(raw)) + raw


def in_turn(*responses: bytes) -> Reply:
    """Answers the n-th request with the n-th response, and every later one with the last."""
    lock = threading.Lock()
    count = [0]

    def reply(conn: socket.socket, request: Request) -> None:
        with lock:
            index = min(count[0], len(responses) - 1)
            count[0] += 1
        conn.sendall(responses[index])

    return reply


def leaks(text: str) -> list[str]:
    """The forms of the key found in `text` (case-insensitively for the part, as header names are)."""
    lowered = text.lower()
    return [form for form in KEY_FORMS if form.lower() in lowered]
