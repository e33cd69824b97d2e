"""A job's `status` is a closed discriminant (`x-discriminant` in openapi.json), as in the TypeScript
types: a check on it narrows the job. pyright strict (run by `npm run test:python` over tests/)
fails this file if a status type were open (`Literal[...] | str`): `assert_type` would not match
and `assert_never` would see a `str` left over. At run time the functions run on plain JSON."""

from __future__ import annotations

from typing import Any, cast

from typing_extensions import Literal, assert_never, assert_type

from sports_data.types import (
    ExportJob,
    ExportJobBase,
    ExportJobFailed,
    ExportJobSucceeded,
    QueryRun,
    QueryRunBase,
    QueryRunCompleted,
    QueryRunFailed,
)


def describe_run(run: QueryRun) -> str:
    if run["status"] == "completed":
        assert_type(run, QueryRunCompleted)
        return f"answer: {run['answer']}"
    if run["status"] == "failed":
        assert_type(run, QueryRunFailed)
        return f"failed: {run['error']['code']}"
    assert_type(run["status"], Literal["queued", "running"])
    return "pending"


def describe_job(job: ExportJob) -> str:
    if job["status"] == "succeeded":
        assert_type(job, ExportJobSucceeded)
        return job["download_url"]
    if job["status"] == "failed":
        assert_type(job, ExportJobFailed)
        return job["error"]["code"]
    return "pending"


def run_state(run: QueryRunBase) -> str:
    status = run["status"]
    if status == "queued" or status == "running":
        return "pending"
    if status == "completed" or status == "failed":
        return "final"
    assert_never(status)


def job_state(job: ExportJobBase) -> str:
    # A `match` on the status narrows as the `if` chain above does.
    status = job["status"]
    match status:
        case "queued" | "running":
            return "pending"
        case "succeeded" | "failed":
            return "final"
    assert_never(status)


def test_a_status_check_picks_the_state_at_run_time() -> None:
    base: dict[str, Any] = {"run_id": "qr_1", "prompt": "p", "created_at": "2024-01-01T00:00:00Z"}
    completed = cast(QueryRun, {**base, "status": "completed", "answer": "42"})
    failed = cast(QueryRun, {**base, "status": "failed", "error": {"code": "x", "message": "m"}})
    queued = cast(QueryRun, {**base, "status": "queued"})
    assert describe_run(completed) == "answer: 42"
    assert describe_run(failed) == "failed: x"
    assert describe_run(queued) == "pending"
    assert run_state(cast(QueryRunBase, queued)) == "pending"
    assert run_state(cast(QueryRunBase, completed)) == "final"

    job = cast(ExportJob, {"id": "ex_1", "status": "succeeded", "download_url": "https://f/x.gz"})
    assert describe_job(job) == "https://f/x.gz"
    assert describe_job(cast(ExportJob, {"id": "ex_1", "status": "failed", "error": {"code": "y"}})) == "y"
    assert job_state(cast(ExportJobBase, {"id": "ex_1", "status": "running"})) == "pending"
    assert job_state(cast(ExportJobBase, job)) == "final"
