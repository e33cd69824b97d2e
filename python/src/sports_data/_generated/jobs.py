# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""Every long-running job kind (`x-job` of openapi.json): the resource of its namespace polls by it."""

from __future__ import annotations

from .._internal.polling import JobStates

query = JobStates(noun="query run", id_field="run_id", succeeded="completed", failed="failed")
exports = JobStates(noun="export job", id_field="id", succeeded="succeeded", failed="failed")

JOBS: dict[str, JobStates] = {
    "query": query,
    "exports": exports,
}
