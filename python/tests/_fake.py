"""The suite's fake: the public `sports_data.testing.FakeService` (the one Python wrapper of the
fake's control API, the same a user's tests get), with the short names these tests were written with.

`Fake` adds no request of its own: each shortcut below is one call of `FakeService.control`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, cast

import pytest

from sports_data import RateLimitError, SportsData, SportsDataError

from sports_data.testing import FakeAccount as Account
from sports_data.testing import FakeService, PortalEntryAdded
from sports_data.testing import FakeServiceError as FakeError

ROOT = Path(__file__).resolve().parents[2]

__all__ = ["ROOT", "Account", "Fake", "FakeError", "echo_the_key", "refused_then_paced"]


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)([A-Z])", lambda m: "_" + m.group(1).lower(), name)


class Fake(FakeService):
    """A running fake; `fault`, `requests`, `count`, … are `control`'s methods under the suite's names."""

    @property
    def control_url(self) -> str:
        return self.control.url

    def fault(self, **spec: Any) -> str:
        """Queues a fault given as the control API spells it (`operationId=`, `retryAfter=`, `delayMs=`, …)."""
        fields = {_snake(name): value for name, value in spec.items()}
        if "delay_ms" in fields:
            fields["delay"] = fields.pop("delay_ms") / 1000
        return self.control.inject_fault(**fields)

    def requests(self, operation_id: str | None = None, **filters: str) -> list[dict[str, Any]]:
        """The requests the fake saw since the last reset, oldest first (as plain dicts, as the tests read them)."""
        return cast("list[dict[str, Any]]", self.control.requests(operation_id, **filters))

    def count(self, operation_id: str) -> int:
        return self.control.count(operation_id)

    def reset(self) -> None:
        """Drops pending faults and forgets the requests seen (each test starts from here)."""
        self.control.reset()

    def finish_job(self, job_id: str) -> dict[str, Any]:
        return self.control.finish_job(job_id)

    def fail_job(self, job_id: str, code: str, message: str = "failed on purpose") -> dict[str, Any]:
        return self.control.fail_job(job_id, code=code, message=message)

    def add_portal_entry(self, *, sport: str, **entry: Any) -> PortalEntryAdded:
        return self.control.add_portal_entry(sport=sport, **entry)


def echo_the_key(fake: Fake, client: SportsData) -> str:
    """Calls whose every text may carry the client's key: a read answered 503 by a proxy page that
    echoes it (then retried), and a read given the key as its cursor (refused). Answers the key, for
    the test that searches what an observer saw."""
    key = fake.keys["developer"]
    fake.fault(operationId="list_sports", status=503, times=1, retryAfter=0, body=f"proxy error for Bearer {key}")
    client.reference.list_sports(limit=3)
    with pytest.raises(SportsDataError):
        client.reference.list_sports(limit=3, cursor=key)
    return key


def refused_then_paced(fake: Fake, client: SportsData, player_id: str) -> None:
    """A read refused 429 with `Retry-After: 1` (not retried: the client has no retries), then the
    same read again, which a pacing client holds until the pause the 429 asked for is over."""
    fake.fault(operationId="get_player", status=429, times=1, retryAfter=1)
    with pytest.raises(RateLimitError):
        client.players.get(player_id)
    client.players.get(player_id)
    assert [r["status"] for r in fake.requests("get_player")] == [429, 200]
