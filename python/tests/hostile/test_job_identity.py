"""
Jobs are the ones asked for (issue 30, class 8): a poll answered with another run or job, and
`exports.download(id)` answered with another job, are the service's fault, `APIError`
`invalid_response`, as in the TypeScript client since 0.4 (`checkSameJob`, `fetchJob`): never a
result, never another job's file. On 0.4.0 the poll completed `create_and_poll` with run B, and
the download read job B's file.
"""

from __future__ import annotations

import pytest

from ._answers import answer, in_turn
from ._support import HostileServer, run_in_child


def call(flavour: str, expression: str) -> str:
    if flavour == "sync":
        return f"client = sports_data.SportsData(api_key=KEY, base_url=BASE)\nreturn client.{expression}"
    return f"client = sports_data.AsyncSportsData(api_key=KEY, base_url=BASE)\nreturn await client.{expression}"


@pytest.mark.parametrize("flavour", ["sync", "async"])
def test_a_poll_answering_another_run_does_not_complete_create_and_poll(flavour: str) -> None:
    created = answer(202, {"run_id": "qr_A", "status": "queued"})
    other = answer(200, {"run_id": "qr_B", "status": "completed", "answer": {"text": "B's answer"}})
    with HostileServer(in_turn(created, other)) as server:
        report = run_in_child(call(flavour, "query.create_and_poll(prompt='p', poll_interval=0.1)"), server.url)
    assert report.error is not None, report.value
    assert (report.error["name"], report.error["type"], report.error["status"]) == ("APIError", "invalid_response", 200)
    assert report.error["message"] == 'Asked for query run qr_A, the service answered with run_id "qr_B".'
    # The billed create once, the poll once: nothing sent again.
    assert [(r.method, r.path) for r in server.seen] == [("POST", "/v1/query"), ("GET", "/v1/query/qr_A")]


@pytest.mark.parametrize("flavour", ["sync", "async"])
def test_a_poll_answering_another_export_job_does_not_end_poll(flavour: str) -> None:
    other = answer(200, {"id": "exp_B", "status": "failed", "error": {"code": "internal_error", "message": "B failed"}})
    with HostileServer(in_turn(other)) as server:
        report = run_in_child(call(flavour, "exports.poll('exp_A', poll_interval=0.1)"), server.url)
    assert report.error is not None, report.value
    assert (report.error["name"], report.error["type"]) == ("APIError", "invalid_response")
    assert "exp_A" in str(report.error["message"]) and "exp_B" in str(report.error["message"])


def succeeded(job_id: str, base: str) -> dict[str, object]:
    return {
        "id": job_id,
        "status": "succeeded",
        "resource": "players",
        "format": "csv",
        "row_count": 1,
        "download_url": f"{base}/files/{job_id}.csv.gz",
        "expires_at": "2999-01-01T00:00:00Z",
    }


@pytest.mark.parametrize("flavour", ["sync", "async"])
@pytest.mark.parametrize("answered", ["exp_B", None], ids=["another-job", "no-id"])
def test_download_by_id_answered_with_another_job_reads_no_file(flavour: str, answered: str | None) -> None:
    with HostileServer(in_turn(b"")) as server:
        job = succeeded("exp_B", server.url)
        if answered is None:
            del job["id"]
        server.reply = in_turn(answer(200, job), answer(200, b"not read", {"content-type": "application/gzip"}))
        report = run_in_child(call(flavour, "exports.download('exp_A')"), server.url)
    assert report.error is not None, report.value
    assert (report.error["name"], report.error["type"], report.error["status"]) == ("APIError", "invalid_response", 200)
    named = "job exp_B" if answered else "no job id"
    assert report.error["message"] == f"Asked for export job exp_A, the service answered with {named}."
    # Only the job was asked for: no file request, so no other job's file.
    assert [(r.method, r.path) for r in server.seen] == [("GET", "/v1/exports/exp_A")]


@pytest.mark.parametrize("flavour", ["sync", "async"])
def test_download_by_id_of_the_job_asked_for_still_reads_its_file(flavour: str) -> None:
    import gzip

    with HostileServer(in_turn(b"")) as server:
        file = gzip.compress(b"id,name\nplr_1,A\n")
        server.reply = in_turn(answer(200, succeeded("exp_A", server.url)), answer(200, file, {"content-type": "application/gzip"}))
        rows = "[row async for row in file]" if flavour == "async" else "list(file)"
        body = call(flavour, "exports.download('exp_A')").replace("return ", "file = ") + f"\nreturn {rows}"
        report = run_in_child(body, server.url)
    assert report.result == "returned", report.error
    assert "plr_1" in str(report.value)
    assert [(r.method, r.path) for r in server.seen] == [("GET", "/v1/exports/exp_A"), ("GET", "/files/exp_A.csv.gz")]
