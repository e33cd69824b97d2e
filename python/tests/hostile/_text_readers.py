"""
Every function of the Python client that reads text a server (or a webhook sender) chose, and
adversarial shapes of such text, as the TypeScript suite's `test/hostile/server-text-readers.ts`:
`test_linear_time.py` times each reader on each shape at two sizes. To cover a new reader, add it
to `READERS`; each one swallows the typed error it is meant to raise (the time to build it is what
counts). Imported in a child interpreter with the SDK of this checkout.
"""

from __future__ import annotations

import base64
import json
import logging
import time
from typing import Any, Callable, Generator

import httpx

from sports_data import SportsData, SportsDataError
from sports_data._internal.engine import Answer, Received
from sports_data._internal.error_from_response import error_from_answer, invalid_response
from sports_data._internal.download import check_expected, download_link, fetched_job
from sports_data._errors import APIConnectionError, APIError
from sports_data._internal.json_budget import ValueCounter
from sports_data._internal.pagination import Position, next_position
from sports_data._internal.polling import JobStates, PollSettings, check_same_job, next_wait, poll_flow
from sports_data._internal.redact import excerpt, redact, scrub
from sports_data._response import read_meta
from sports_data._internal.retry import parse_retry_after
from sports_data._download.rows import RowDecoder

WEBHOOK_SECRET = "whsec_" + base64.b64encode(b"linear-time-secret-0123456789abcdef").decode()
URL = "https://api.example/v1/x"
RUN = JobStates(noun="query run", id_field="run_id", succeeded="completed", failed="failed")
_webhooks = SportsData(base_url="https://api.example").webhooks


def _response(status: int, headers: dict[str, str] | None = None, body: bytes = b"") -> httpx.Response:
    return httpx.Response(status, headers=headers, content=body, request=httpx.Request("GET", URL))


def _swallow(work: Callable[[], Any]) -> Any:
    try:
        return work()
    except SportsDataError as error:
        return error


def _error_of(status: int, headers: dict[str, str], body: str) -> APIError:
    """An error answer as the engine builds it."""
    raw = body.encode()
    return error_from_answer(Received(_response(status, headers, raw), raw), time.time())


def _failed_job_poll(text: str) -> Any:
    """A poll answered with a failed run whose every field (and a key) is `text`: the poller's error."""
    job = {"run_id": "qr_1", "status": "failed", "error": {"code": text, "message": text}, "prompt": text, text: text}

    def get(job_id: str, options: Any, deadline: float | None) -> Generator[Any, Any, Answer]:
        yield from ()  # a flow that answers at once
        return Answer(job, _response(200))

    flow = poll_flow(get, "qr_1", RUN, PollSettings(1.0, 10.0, None), time.monotonic)
    return _swallow(lambda: next(flow))


def _jsonl_line(text: str) -> Any:
    decoder = RowDecoder("jsonl", may_be_decoded=True)
    return _swallow(lambda: [*decoder.feed(b'{"id":1}\n' + text.encode() + b"\n"), *decoder.finish()])


def _csv_record(text: str) -> Any:
    decoder = RowDecoder("csv", may_be_decoded=True)
    return _swallow(lambda: [*decoder.feed(b"id,name\n1," + text.encode() + b"\n"), *decoder.finish()])


def _log_line(text: str) -> None:
    logger = logging.getLogger("sports_data")
    logger.setLevel(logging.DEBUG)
    if not logger.handlers:
        logger.addHandler(logging.NullHandler())
    logger.warning("%s", text)


def _counted(text: str) -> bool:
    counter = ValueCounter(10**12)
    return counter.over_budget(text.encode())


def _exported_job(text: str) -> Any:
    failed = {"id": text, "status": "failed", "error": {"code": text, "message": text}}
    other = {"id": text, "status": text, "resource": text, "format": text}
    expired = {"id": text, "status": "succeeded", "download_url": text, "expires_at": "2000-01-01T00:00:00Z"}
    return [
        _swallow(lambda: download_link(failed, _now())),
        _swallow(lambda: download_link(other, _now())),
        _swallow(lambda: download_link(expired, _now())),
        _swallow(lambda: check_expected(other, "players", "csv")),
        _swallow(lambda: fetched_job({"id": text}, _response(200, {"x-request-id": text}), "exp_1")),
    ]


def _now() -> Any:
    from datetime import datetime, timezone

    return datetime.now(timezone.utc)


def _webhook_signature(text: str) -> Any:
    headers = {"webhook-id": "msg_1", "webhook-timestamp": "1700000000", "webhook-signature": f"v1,{text} {text}"}
    return _swallow(lambda: _webhooks.unwrap(text, headers, WEBHOOK_SECRET))


def _webhook_body(text: str) -> Any:
    headers = _webhooks.sign(text, secret=WEBHOOK_SECRET)
    return _swallow(lambda: _webhooks.unwrap(text, headers, WEBHOOK_SECRET))


READERS: dict[str, Callable[[str], Any]] = {
    "redact": redact,
    "excerpt": lambda text: excerpt(text, 200),
    "scrub (a job's keys and values)": lambda text: scrub({text: text, "list": [text], "nested": {"a": text}}),
    "log line": _log_line,
    "error_from_answer: every envelope field": lambda text: _error_of(
        400,
        {"content-type": "application/json"},
        json.dumps({"error": {"type": text, "code": text, "message": text, "param": text, "request_id": text}}),
    ),
    "error_from_answer: an error page that is not the envelope": lambda text: _error_of(502, {"content-type": "text/html"}, text),
    "error_from_answer: headers (request id, Retry-After, content type, any)": lambda text: _error_of(
        503, {"x-request-id": text, "retry-after": text, "content-type": text, "x-any": text}, text
    ),
    "error_from_answer: a redirect Location": lambda text: _error_of(302, {"location": text}, ""),
    "invalid_response (a 2xx answer the SDK cannot use)": lambda text: invalid_response(_response(200, {"x-request-id": text}), text),
    "JobFailedError (a poll answered with a failed run)": _failed_job_poll,
    "a poll answered with another run": lambda text: _swallow(
        lambda: check_same_job(Answer({"run_id": text}, _response(200)), RUN, "qr_1")
    ),
    "X-Poll-After-Ms": lambda text: next_wait(httpx.Headers({"x-poll-after-ms": text}), 1.0),
    "APIConnectionError (a connection failure quoting server text)": lambda text: APIConnectionError(f"Connection error: {text}"),
    "export job: download_link, check_expected, fetched_job": _exported_job,
    "JSONL export: a line that does not parse": _jsonl_line,
    "CSV export: a record": _csv_record,
    "response meta headers": lambda text: read_meta(
        httpx.Headers(
            {
                "x-service-plan": text,
                "x-request-id": text,
                "x-monthly-quota-limit": text,
                "x-monthly-quota-remaining": text,
                "x-monthly-quota-reset": text,
            }
        )
    ),
    "Retry-After": lambda text: parse_retry_after(text, time.time()),
    "the JSON value budget": _counted,
    "a next_cursor": lambda text: _swallow(lambda: next_position("x", Position.first(), 1, True, text)),
    "webhook: a hostile signature header": _webhook_signature,
    "webhook: a signed body that is not an event": _webhook_body,
}


def _fill(unit: str, suffix: str = "") -> Callable[[int], str]:
    """`unit` repeated to `length` characters, then `suffix`."""
    return lambda length: (unit * (length // len(unit) + 1))[: length - len(suffix)] + suffix


# Shapes that make a backtracking pattern rescan its input from every position, as the TypeScript
# suite's: runs of one character a pattern's class accepts, with the one character that would end a
# match missing or placed last. No CR, LF or NUL, so that every shape is also a valid header value.
SHAPES: dict[str, Callable[[int], str]] = {
    "a.a.a… then a URL": _fill("a.", " http://x"),
    "a.a.a… then ://": _fill("a.", "://"),
    "a://b then dots (0.4.0's failed job)": lambda n: "a://b" + "." * (n - 5),
    "<<<… without >": _fill("<"),
    "<a <a … without >": _fill("<a "),
    ":::": _fill(":"),
    "///": _fill("/"),
    "@@@": _fill("@"),
    "%%%": _fill("%"),
    ":// repeated": _fill("://"),
    "a:// a:// …": _fill("a:// "),
    "http://x then dots, then x": lambda n: f"http://x{'.' * (n - 10)}x",
    "http://x then trailing punctuation": lambda n: f"http://x{').,' * (n // 3)}"[:n],
    "http://user@… @@@": lambda n: f"http://{'u@' * (n // 2)}"[:n],
    "svc_live_ repeated": _fill("svc_live_"),
    "svc_live_ then key characters": lambda n: f"svc_live_{'A' * (n - 9)}",
    "Bearer then spaces": lambda n: f"Bearer{' ' * (n - 7)},",
    "bearer bearer …": _fill("bearer \t"),
    "cookie: then spaces": lambda n: f"cookie:{' ' * (n - 8)}<",
    "cookie= cookie= …": _fill("cookie= "),
    "authorization: bearer … ": _fill("authorization: bearer "),
    "digits": _fill("1"),
    "digits with dots": _fill("1."),
    "commas": _fill(","),
    "v1, entries": _fill("v1,"),
    "base64-ish then =": _fill("QUFB", "===!"),
    "spaces and tabs": _fill(" \t"),
    "open brackets": _fill("["),
    "open objects": _fill('{"a":'),
    "backslashes": _fill("\\"),
    "quotes": _fill('"'),
    "escaped quotes": _fill('\\"'),
    "a mix of URL characters": _fill("a.b@c:d/e%f?g#h-i+j "),
}
