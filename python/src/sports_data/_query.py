"""`client.query`: the generated calls, plus `create_and_poll`/`poll` waiting for a run to finish."""

from __future__ import annotations

from ._generated.async_resources import AsyncQuery
from ._generated.sync_resources import Query


class QueryResource(Query):
    pass


class AsyncQueryResource(AsyncQuery):
    pass
