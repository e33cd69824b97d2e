"""Webhooks: a real alert.matched delivery from the fake to a loopback receiver, unwrapped and verified."""

from __future__ import annotations

import json

import pytest

from sports_data import SportsData, WebhookVerificationError

from .._fake import Fake
from .._receiver import Receiver


def test_a_real_delivery_unwraps_to_the_alert_match(client: SportsData, fake: Fake, receiver: Receiver) -> None:
    account = fake.accounts["developer"]
    alert = client.alerts.create(name="pytests QBs", filters={"sport": "football", "positions": ["QB"]})
    added = fake.add_portal_entry(sport="football", position="QB")
    assert added["deliveries"] and all(d["status"] == 204 for d in added["deliveries"])
    delivery = receiver.next_mentioning(alert["id"])
    event = client.webhooks.unwrap(delivery.body, delivery.headers, secret=account.webhook_secret)
    assert event["type"] == "alert.matched"
    assert event["data"]["alert_id"] == alert["id"]
    assert event["data"]["portal_entry"]["id"] == added["entry"]["id"]
    assert event == json.loads(delivery.body)

    tampered = delivery.body.replace(b"alert.matched", b"alert.matchef")
    with pytest.raises(WebhookVerificationError) as caught:
        client.webhooks.unwrap(tampered, delivery.headers, secret=account.webhook_secret)
    assert caught.value.reason == "no_matching_signature"

    other = fake.accounts["plus"].webhook_secret
    with pytest.raises(WebhookVerificationError):
        client.webhooks.verify(delivery.body, delivery.headers, secret=other)


def test_the_secret_comes_from_the_client(fake: Fake, receiver: Receiver) -> None:
    account = fake.accounts["developer"]
    with SportsData(api_key=account.key, base_url=fake.url, webhook_secret=account.webhook_secret) as client:
        alert = client.alerts.create(name="pytests WRs", filters={"sport": "football", "positions": ["WR"]})
        fake.add_portal_entry(sport="football", position="WR")
        delivery = receiver.next_mentioning(alert["id"])
        assert client.webhooks.unwrap(delivery.body, delivery.headers)["type"] == "alert.matched"


def test_sign_makes_headers_that_unwrap_accepts(client: SportsData, fake: Fake) -> None:
    secret = fake.accounts["developer"].webhook_secret
    payload = json.dumps({"id": "evt_test1", "type": "alert.matched", "created_at": "2026-01-01T00:00:00Z", "data": {}})
    headers = client.webhooks.sign(payload, secret=secret)
    assert set(headers) >= {"webhook-id", "webhook-timestamp", "webhook-signature"}
    assert client.webhooks.unwrap(payload, headers, secret=secret)["id"] == "evt_test1"
    # Signed an hour ago: a genuine signature, refused for its age (replay protection).
    stale = client.webhooks.sign(payload, secret=secret, timestamp=int(headers["webhook-timestamp"]) - 3600)
    with pytest.raises(WebhookVerificationError) as caught:
        client.webhooks.unwrap(payload, stale, secret=secret)
    assert caught.value.reason == "timestamp_too_old"
