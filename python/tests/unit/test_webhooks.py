"""Webhook signatures (Standard Webhooks): what the service signs verifies, anything else is refused."""

from __future__ import annotations

import json
from typing import Callable

import pytest

from sports_data import WebhookVerificationError, Webhooks

SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
BODY = json.dumps({"id": "evt_1", "type": "alert.matched", "created_at": "2025-01-01T00:00:00Z", "data": {"id": "amt_1"}})
NOW = 1_700_000_000

Change = Callable[[dict[str, str], str], tuple[dict[str, str], str]]


def _drop_id(headers: dict[str, str], body: str) -> tuple[dict[str, str], str]:
    return {k: v for k, v in headers.items() if k != "webhook-id"}, body


CHANGES: list[tuple[Change, str]] = [
    (lambda h, b: (h, b + " "), "no_matching_signature"),
    (lambda h, b: ({**h, "webhook-timestamp": str(NOW + 1)}, b), "no_matching_signature"),
    (_drop_id, "missing_header"),
    (lambda h, b: ({**h, "webhook-timestamp": "soon"}, b), "invalid_timestamp"),
]


def test_a_signed_body_unwraps_to_its_event() -> None:
    hooks = Webhooks(SECRET)
    headers = hooks.sign(BODY, id="msg_1", timestamp=NOW)
    assert hooks.unwrap(BODY, headers, now=lambda: NOW + 10)["data"] == {"id": "amt_1"}
    # A rotated secret: several signatures, one of them valid.
    headers["webhook-signature"] = "v1,AAAA " + headers["webhook-signature"]
    hooks.verify(BODY.encode(), headers, now=lambda: NOW)


@pytest.mark.parametrize(("change", "reason"), CHANGES)
def test_a_changed_delivery_is_refused(change: Change, reason: str) -> None:
    hooks = Webhooks(SECRET)
    headers, body = change(hooks.sign(BODY, id="msg_1", timestamp=NOW), BODY)
    with pytest.raises(WebhookVerificationError) as caught:
        hooks.verify(body, headers, now=lambda: NOW)
    assert caught.value.reason == reason


def test_timestamps_more_than_five_minutes_away_are_refused() -> None:
    hooks = Webhooks(SECRET)
    headers = hooks.sign(BODY, timestamp=NOW)
    hooks.verify(BODY, headers, now=lambda: NOW + 300)
    for now, reason in ((NOW + 301, "timestamp_too_old"), (NOW - 301, "timestamp_too_new")):
        with pytest.raises(WebhookVerificationError) as caught:
            hooks.verify(BODY, headers, now=lambda: now)
        assert caught.value.reason == reason


def test_secrets_are_checked_and_never_echoed() -> None:
    for secret, reason in (("nope", "invalid_secret"), ("whsec_***", "invalid_secret")):
        with pytest.raises(WebhookVerificationError) as caught:
            Webhooks(secret).verify(BODY, {}, now=lambda: NOW)
        assert caught.value.reason == reason and secret not in str(caught.value)
