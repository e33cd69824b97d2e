"""
Webhook signatures (contract section 9, the Standard Webhooks scheme), with stdlib `hmac`:
`webhook-signature` holds `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` entries, keyed with
the base64 bytes after `whsec_`; a timestamp more than 5 minutes from now is refused.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import os
import re
import secrets
import time
from typing import Any, Callable, Mapping, Union, cast

from ._errors import InvalidArgumentError, WebhookVerificationError

WEBHOOK_SECRET_ENV = "SERVICE_WEBHOOK_SECRET"
DEFAULT_TOLERANCE_SECONDS = 300
# ASCII digits: `\d` is any Unicode digit in Python (`int()` reads Arabic-Indic ones), and the
# text is what was signed, so a timestamp in other digits is not the one the service sends.
_TIMESTAMP = re.compile(r"[0-9]{1,15}")
# More signatures than any rotation needs: a header of thousands is not scanned.
_MAX_SIGNATURES = 20

Headers = Mapping[str, str]
RawBody = Union[str, bytes, bytearray, memoryview]
"""The body as received: its exact bytes (a str is taken as UTF-8)."""


def _secret_bytes(secret: str | None) -> bytes:
    value = secret if secret is not None else os.environ.get(WEBHOOK_SECRET_ENV)
    if not value:
        raise WebhookVerificationError("missing_secret", f"No webhook secret: pass one, or set the {WEBHOOK_SECRET_ENV} environment variable.")
    if not value.startswith("whsec_"):
        raise WebhookVerificationError("invalid_secret", 'The webhook secret does not start with "whsec_".')
    try:
        key = base64.b64decode(value[len("whsec_") :], validate=True)
    except (binascii.Error, ValueError):
        key = b""
    if not key:
        hint = " It contains whitespace: a stray newline from an env file?" if any(c.isspace() for c in value) else ""
        raise WebhookVerificationError("invalid_secret", f'The webhook secret is not base64 after "whsec_".{hint}')
    return key


def _body_bytes(raw_body: RawBody) -> bytes:
    if isinstance(raw_body, str):
        return raw_body.encode()
    if isinstance(raw_body, (bytes, bytearray, memoryview)):  # pyright: ignore[reportUnnecessaryIsInstance]
        return bytes(raw_body)
    raise InvalidArgumentError(
        "raw_body must be the raw request body (str or bytes), not a parsed object: re-serialised JSON does not match the signed bytes.",
        param="raw_body",
    )


def _header(headers: Headers, name: str) -> str:
    value: str | None = None
    for key, candidate in headers.items():
        if key.lower() == name:
            value = candidate
            break
    if not value:
        raise WebhookVerificationError("missing_header", f"The {name} header is missing.")
    return value.strip()


def _signature(key: bytes, msg_id: str, timestamp: str, body: bytes) -> bytes:
    return hmac.new(key, f"{msg_id}.{timestamp}.".encode() + body, hashlib.sha256).digest()


class Webhooks:
    """`client.webhooks`: verify and parse the deliveries of the account's webhook, or sign test ones."""

    def __init__(self, secret: str | None = None) -> None:
        self._secret = secret

    def verify(
        self, raw_body: RawBody, headers: Headers, secret: str | None = None, *, tolerance: float = DEFAULT_TOLERANCE_SECONDS, now: Callable[[], float] = time.time
    ) -> None:
        """Raises WebhookVerificationError (with a `reason`) unless the service signed this body recently."""
        body = _body_bytes(raw_body)
        if isinstance(tolerance, bool) or not isinstance(tolerance, (int, float)) or not tolerance >= 0:  # pyright: ignore[reportUnnecessaryIsInstance]
            raise InvalidArgumentError("tolerance must be a number of seconds, 0 or more.", param="tolerance")
        key = _secret_bytes(secret if secret is not None else self._secret)
        msg_id = _header(headers, "webhook-id")
        timestamp = _header(headers, "webhook-timestamp")
        signatures = _header(headers, "webhook-signature")
        if not _TIMESTAMP.fullmatch(timestamp):
            raise WebhookVerificationError("invalid_timestamp", "The webhook-timestamp header is not a whole number of unix seconds.")
        expected = _signature(key, msg_id, timestamp, body)
        if not any(self._matches(entry, expected) for entry in signatures.split(" ", _MAX_SIGNATURES)[:_MAX_SIGNATURES]):
            raise WebhookVerificationError(
                "no_matching_signature",
                "No v1 signature in the webhook-signature header matches the body. Check that the secret is this "
                "endpoint's and that the body is the raw bytes received, not JSON parsed and re-serialised.",
            )
        age = int(now()) - int(timestamp)
        if age > tolerance:
            raise WebhookVerificationError("timestamp_too_old", f"The webhook-timestamp is {age} s in the past; at most {tolerance:g} s is accepted.")
        if -age > tolerance:
            raise WebhookVerificationError("timestamp_too_new", f"The webhook-timestamp is {-age} s in the future; at most {tolerance:g} s is accepted.")

    @staticmethod
    def _matches(entry: str, expected: bytes) -> bool:
        version, _, value = entry.partition(",")
        if version != "v1" or not value:
            return False
        try:
            given = base64.b64decode(value, validate=True)
        except (binascii.Error, ValueError):
            return False
        return hmac.compare_digest(given, expected)

    def unwrap(
        self, raw_body: RawBody, headers: Headers, secret: str | None = None, *, tolerance: float = DEFAULT_TOLERANCE_SECONDS, now: Callable[[], float] = time.time
    ) -> dict[str, Any]:
        """`verify`, then the event: `{"id": "evt_…", "type": "alert.matched", "created_at", "data"}`.
        An event type this SDK does not know is returned as it came: check `event["type"]` first."""
        self.verify(raw_body, headers, secret, tolerance=tolerance, now=now)
        try:
            parsed: Any = json.loads(_body_bytes(raw_body))
        except ValueError:
            raise WebhookVerificationError("invalid_payload", "The verified webhook body is not JSON.") from None
        except RecursionError:
            # Python's parser recurses once per level; no event nests past a few.
            raise WebhookVerificationError("invalid_payload", "The verified webhook body nests deeper than Python's JSON parser can read.") from None
        event = cast("dict[str, Any]", parsed) if isinstance(parsed, dict) else {}
        event_id = event.get("id")
        if (
            not isinstance(event_id, str)
            or not event_id.startswith("evt_")
            or not isinstance(event.get("type"), str)
            or not isinstance(event.get("data"), dict)
        ):
            raise WebhookVerificationError("invalid_payload", "The verified webhook body is not an event (id, type, data).")
        return event

    def sign(
        self,
        body: str | bytes,
        *,
        secret: str | None = None,
        id: str | None = None,
        timestamp: int | None = None,
    ) -> dict[str, str]:
        """The three `webhook-*` headers the service would send with `body`: for testing a handler end to end."""
        key = _secret_bytes(secret if secret is not None else self._secret)
        msg_id = id if id is not None else f"msg_{secrets.token_hex(12)}"
        stamp = str(int(time.time()) if timestamp is None else timestamp)
        signature = base64.b64encode(_signature(key, msg_id, stamp, _body_bytes(body))).decode()
        return {"webhook-id": msg_id, "webhook-timestamp": stamp, "webhook-signature": f"v1,{signature}"}
