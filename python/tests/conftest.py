"""Session fixtures: one real fake (with its webhook pushes aimed at a loopback receiver) for the run,
started by the public `sports_data.testing.FakeService` as a user's suite starts it."""

from __future__ import annotations

from typing import AsyncIterator, Iterator

import pytest

from sports_data import AsyncSportsData, SportsData

from . import _backends
from ._fake import Fake
from ._receiver import Receiver
from ._sample import Sample


@pytest.fixture(scope="session")
def receiver() -> Iterator[Receiver]:
    receiver = Receiver()
    yield receiver
    receiver.close()


@pytest.fixture(scope="session")
def fake_service(receiver: Receiver) -> Iterator[Fake]:
    with Fake(webhook_url=receiver.url) as fake:
        yield fake


@pytest.fixture
def fake(fake_service: Fake, receiver: Receiver) -> Fake:
    """The session's fake with no pending fault and an empty request log."""
    fake_service.reset()
    receiver.drain()
    return fake_service


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """
    A hostile-server or end-to-end test of a module that makes an async client runs once per
    installed HTTP backend of AsyncSportsData (`_backends`), when there is more than httpx.
    """
    if len(_backends.BACKENDS) < 2 or metafunc.definition.path.parent.name not in ("hostile", "e2e"):
        return
    source = metafunc.definition.path.read_text(encoding="utf-8")
    if "AsyncSportsData" in source or "aclient" in source:
        metafunc.fixturenames.append("http_backend")
        metafunc.parametrize("http_backend", _backends.BACKENDS, indirect=True)


@pytest.fixture
def http_backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The backend of this run of the test: the default of AsyncSportsData here and in its children."""
    backend: str = request.param
    monkeypatch.setenv(_backends.ENV, backend)
    _backends.use(backend)
    yield backend
    _backends.restore()


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def client(fake: Fake) -> Iterator[SportsData]:
    """A developer-plan client (both key scopes, a verified coach) against the fake."""
    with SportsData(api_key=fake.keys["developer"], base_url=fake.url) as client:
        yield client


@pytest.fixture
async def aclient(fake: Fake) -> AsyncIterator[AsyncSportsData]:
    async with AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url) as client:
        yield client


@pytest.fixture(scope="session")
def sample(fake_service: Fake) -> Sample:
    """Ids that exist in the fake, read once over plain httpx (not through the client under test)."""
    return Sample.read(fake_service)
