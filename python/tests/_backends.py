"""
The async client's HTTP backends (`http_backend=`), for the tests about transport behaviour: every
hostile-server test and end-to-end test that makes an AsyncSportsData runs once per backend
installed here (conftest's `pytest_generate_tests`), the children of the hostile tests included
(`_support.run_in_child` reads SPORTS_DATA_TEST_HTTP_BACKEND). Where only httpx is installed (the
Debian leg) nothing is parametrized and the tests run as they always have.
"""

from __future__ import annotations

import importlib.util
import os
from typing import Any, Callable

from sports_data import _client  # pyright: ignore[reportPrivateUsage]

ENV = "SPORTS_DATA_TEST_HTTP_BACKEND"
BACKENDS = ["httpx"] + (["aiohttp"] if importlib.util.find_spec("aiohttp") is not None else [])


_made_by: Callable[[Any, Any], Any] = _client._async_http_maker  # pyright: ignore[reportPrivateUsage]


def use(backend: str) -> None:
    """Makes `backend` what an AsyncSportsData made without `http_backend=` and `http_client=` sends through, in this process."""

    def maker(given_backend: Any, given: Any) -> Any:
        return _made_by(backend if given_backend is None and given is None else given_backend, given)

    setattr(_client, "_async_http_maker", maker)


def restore() -> None:
    setattr(_client, "_async_http_maker", _made_by)


def use_from_environment() -> None:
    """In a hostile test's child: the backend its parent test runs with."""
    backend = os.environ.get(ENV)
    if backend:
        use(backend)
