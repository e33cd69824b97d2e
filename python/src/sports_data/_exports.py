"""`client.exports`: the generated calls, plus `create_and_poll`/`poll` and `download`."""

from __future__ import annotations

from ._generated.async_resources import AsyncExports
from ._generated.sync_resources import Exports
from ._polling import JobStates

EXPORT_JOB = JobStates(noun="export job", id_field="id", succeeded="succeeded", failed="failed")


class ExportsResource(Exports):
    _job_states = EXPORT_JOB


class AsyncExportsResource(AsyncExports):
    _job_states = EXPORT_JOB
