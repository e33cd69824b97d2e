"""`sports_data.testing`: the public fake from Python. Its control API wrapper against the real fake
(the suite's own `fake` is a `FakeService`), the pytest plugin as installed, a missing or old
`node`, a fake that cannot start, and that no fake outlives the process that started it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from datetime import timedelta
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from sports_data import JobFailedError, SportsData
from sports_data.testing import FakeService, FakeServiceError

from .._fake import Fake


def _client(fake: FakeService, role: str = "developer") -> SportsData:
    return SportsData(api_key=fake.keys[role], base_url=fake.url, max_retries=2)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie (exited, not yet reaped by its parent) counts as gone.
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split(")")[-1].split()[0] == "Z")


def _wait_gone(pid: int, within_s: float) -> bool:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        if not _alive(pid):
            return True
        time.sleep(0.05)
    return not _alive(pid)


def test_the_pytest_plugin_is_registered_by_the_installed_package() -> None:
    plugins = {e.name: e.value for e in entry_points(group="pytest11")}
    assert plugins.get("sports_data") == "sports_data.testing.pytest_plugin"


def test_the_fixture_hands_a_clean_running_fake(sports_data_fake: FakeService) -> None:
    assert isinstance(sports_data_fake, FakeService) and sports_data_fake.running
    assert sports_data_fake.control.count() == 0
    assert sports_data_fake.control.pending_faults() == 0
    # Leave a fault and a request behind: the fixture clears both for the next test that asks.
    sports_data_fake.control.inject_fault(operation_id="get_player", status=500, times=3)
    with _client(sports_data_fake) as client:
        client.reference.list_sports()


def test_the_fixture_cleared_what_the_last_test_left(sports_data_fake: FakeService) -> None:
    assert sports_data_fake.control.pending_faults() == 0
    assert sports_data_fake.control.requests() == []


def test_a_fault_is_answered_and_logged(fake: Fake) -> None:
    fault = fake.control.inject_fault(operation_id="list_sports", status=503, retry_after=0, times=1)
    assert fault.startswith("flt_")
    assert fake.control.pending_faults() == 1
    with _client(fake) as client:
        client.reference.list_sports()
    seen = fake.control.requests("list_sports")
    assert [(r["status"], r["fault"]) for r in seen] == [(503, "status"), (200, None)]
    assert all(r["authorized"] and r["origin"] == "api" for r in seen)
    assert fake.control.count("list_sports") == 2
    assert fake.control.count(method="GET", path="/v1/sports") == 2
    assert fake.control.pending_faults() == 0


def test_a_delay_is_given_in_seconds(fake: Fake) -> None:
    fake.control.inject_fault(operation_id="list_sports", delay=0.05)
    with _client(fake) as client:
        client.reference.list_sports()
    (seen,) = fake.control.requests("list_sports")
    assert (seen["fault"], seen["status"]) == ("delay", 200)


def test_clear_faults_and_clear_requests(fake: Fake) -> None:
    fake.control.inject_fault(operation_id="get_player", status=500, times=5)
    fake.control.clear_faults()
    assert fake.control.pending_faults() == 0
    with _client(fake) as client:
        client.reference.list_sports()
    fake.control.clear_requests()
    assert fake.control.requests() == []


def test_the_clock_moves_by_seconds_or_a_timedelta(fake: Fake) -> None:
    # The fake's clock also runs with real time: what passed between the readings is measured
    # around them and allowed for, never guessed, plus the second its ISO text floors each reading to.
    started = time.monotonic()
    before = fake.control.now()
    assert before.tzinfo is not None
    moved = fake.control.advance_clock(90) - before
    again = fake.control.advance_clock(timedelta(minutes=1)) - before
    real = timedelta(seconds=time.monotonic() - started + 1.0)
    assert timedelta(seconds=90) <= moved <= timedelta(seconds=90) + real
    assert timedelta(seconds=150) <= again <= timedelta(seconds=150) + real
    with pytest.raises(ValueError, match="seconds"):
        fake.control.advance_clock(-1)


def test_a_job_is_finished_or_failed_on_demand(fake: Fake) -> None:
    with _client(fake) as client:
        job = client.exports.create(resource="teams", format="csv", filters={"sport": "football"})
        finished = fake.control.finish_job(job["id"])
        assert finished["status"] == "succeeded"
        run = client.query.create(prompt="Who leads football in passing yards?", sport="football")
        failed = fake.control.fail_job(run["run_id"], code="query_failed", message="on purpose")
        assert failed["status"] == "failed"
        with pytest.raises(JobFailedError) as caught:
            client.query.poll(run["run_id"])
        assert caught.value.code == "query_failed"


def test_a_portal_entry_is_added_and_matched(fake: Fake) -> None:
    with _client(fake) as client:
        alert = client.alerts.create(name="Any football QB", filters={"sport": "football", "positions": ["QB"]})
        try:
            added = fake.control.add_portal_entry(sport="football", position="QB")
            assert added["entry"]["sport"] == "football"
            # Alerts other tests of the session left active may match too.
            assert alert["id"] in [m["alert_id"] for m in added["matches"]]
            assert added["deliveries"] and {d["status"] for d in added["deliveries"]} == {204}  # the suite's receiver
        finally:
            client.alerts.delete(alert["id"])


def test_a_refusal_is_a_typed_error_naming_the_field(fake: Fake) -> None:
    with pytest.raises(FakeServiceError) as caught:
        fake.control.inject_fault(operation_id="get_player", status=99)
    assert (caught.value.reason, caught.value.status, caught.value.code) == ("control_refused", 400, "invalid_parameter")
    assert caught.value.param == "status"
    with pytest.raises(FakeServiceError) as missing:
        fake.control.finish_job("exp_doesnotexist1")
    assert (missing.value.status, missing.value.code) == (404, "not_found")
    # A job id cannot reach another control path: it is one path segment, quoted.
    with pytest.raises(FakeServiceError) as odd:
        fake.control.finish_job("../faults")
    assert odd.value.status == 404


def test_no_node_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(FakeServiceError) as caught:
        FakeService(node="/nonexistent/bin/node")
    assert caught.value.reason == "node_missing"
    assert "Node.js 18 or newer" in str(caught.value) and "SPORTS_DATA_NODE" in str(caught.value)
    monkeypatch.setenv("SPORTS_DATA_NODE", "")
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(FakeServiceError, match="no `node` on PATH"):
        FakeService()


def test_an_old_node_is_refused_by_version(tmp_path: Path) -> None:
    old = tmp_path / "node"
    old.write_text("#!/bin/sh\necho v16.20.2\n")
    old.chmod(0o755)
    with pytest.raises(FakeServiceError) as caught:
        FakeService(node=old)
    assert caught.value.reason == "node_too_old"
    assert "v16.20.2" in str(caught.value) and "18 or newer" in str(caught.value)


def test_a_fake_that_cannot_start_says_why() -> None:
    with pytest.raises(FakeServiceError) as caught:
        FakeService(webhook_url="not a url")
    assert caught.value.reason == "start_failed"
    assert "--webhook-url needs an http(s) URL" in str(caught.value)


def test_close_stops_the_process_and_is_idempotent() -> None:
    fake = FakeService(seed=7)
    pid = fake.pid
    assert fake.running and repr(fake).endswith("running>")
    fake.close()
    fake.close()
    assert repr(fake).endswith("closed>")  # running is False
    assert _wait_gone(pid, 30)


def test_the_fake_exits_when_the_process_that_started_it_is_killed(tmp_path: Path) -> None:
    script = "from sports_data.testing import FakeService\nimport sys, time\nf = FakeService()\nprint(f.pid, flush=True)\ntime.sleep(600)\n"
    parent = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    pid = int(parent.stdout.readline())
    assert _alive(pid)
    parent.send_signal(signal.SIGKILL)  # no finaliser, no atexit: only the closed stdin tells the fake
    parent.wait(timeout=30)
    parent.stdout.close()
    assert _wait_gone(pid, 30), f"the fake (pid {pid}) outlived its parent"


def test_the_readme_testing_example_passes_as_a_users_suite(tmp_path: Path) -> None:
    """python/README.md's "Testing your code" example, as a reader saves and runs it."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Testing your code", 1)[1]
    block = section.split("```python\n", 1)[1].split("```", 1)[0]
    (tmp_path / "test_report.py").write_text(block)
    (tmp_path / "pytest.ini").write_text("[pytest]\naddopts = -p no:cacheprovider\n")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "test_report.py"], cwd=tmp_path, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, f"{done.stdout}\n{done.stderr}"
    assert "2 passed" in done.stdout
