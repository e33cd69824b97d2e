"""`client.query`: the generated calls, plus `create_and_poll`/`poll` waiting for a run to finish."""

from __future__ import annotations

from ._generated.async_resources import AsyncQuery
from ._generated.sync_resources import Query
from ._polling import JobStates

QUERY_RUN = JobStates(noun="query run", id_field="run_id", succeeded="completed", failed="failed")


class QueryResource(Query):
    _job_states = QUERY_RUN


class AsyncQueryResource(AsyncQuery):
    _job_states = QUERY_RUN
