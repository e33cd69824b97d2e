"""The pytest plugin of sports-data-sdk (entry point `pytest11`: installing the package registers it).

- `sports_data_fake`: a `FakeService` for one test, with no pending fault and an empty request log.
- `sports_data_fake_session`: the one fake process behind it, started on first use and stopped
  when the session ends.

To start the fake another way (a seed, rate limits, a webhook URL), define your own
`sports_data_fake_session` fixture in a `conftest.py`: `sports_data_fake` uses whichever is nearest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

import pytest

if TYPE_CHECKING:
    from ._service import FakeService


@pytest.fixture(scope="session")
def sports_data_fake_session() -> Iterator[FakeService]:
    # Imported here, not at the top: pytest loads every plugin at start-up, and a test session that
    # never asks for the fake should not pay for importing httpx.
    from ._service import FakeService

    with FakeService() as fake:
        yield fake


@pytest.fixture
def sports_data_fake(sports_data_fake_session: FakeService) -> FakeService:
    sports_data_fake_session.control.reset()
    return sports_data_fake_session
