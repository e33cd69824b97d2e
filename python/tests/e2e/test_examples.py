"""Every script in python/examples/ runs against the fake as a user would run it (its own process,
key and base URL from the environment), and prints what it promises."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import IO

import httpx
import pytest

from sports_data import SportsData

from .._fake import Fake

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
# These two talk to something beside the service: each has its own test below; the notebook one
# needs pandas, and has its own test (test_notebook_example.py).
INTERACTIVE = {"webhook_receiver.py", "alerts.py", "notebook_export.py"}
EXPECTED = {
    "search_players.py": "across all pages",
    "player_profile.py": "plan developer",
    "teams_and_rosters.py": "players, coach",
    "natural_language_query.py": "completed",
    "export_rows.py": "csv:",
    "errors.py": "plan_required",
    "scouting_report.py": "#1 ",
}


def _env(fake: Fake, role: str, **extra: str) -> dict[str, str]:
    return {**os.environ, "SERVICE_API_KEY": fake.keys[role], "SERVICE_BASE_URL": fake.url, **extra}


def _run(name: str, env: dict[str, str]) -> str:
    done = subprocess.run(
        [sys.executable, str(EXAMPLES / name)], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, f"{name} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def test_every_example_is_covered() -> None:
    scripts = {p.name for p in EXAMPLES.glob("*.py") if not p.name.startswith("test_")}
    assert scripts == set(EXPECTED) | INTERACTIVE


def test_the_examples_own_tests_pass_as_a_users_suite() -> None:
    """`examples/test_scouting_report.py` runs in its own pytest session, as in a user's project: the
    fixture `sports_data_fake` comes from the installed package's pytest plugin, not from our conftest."""
    done = subprocess.run(
        # -c: pytest.ini, never pyproject.toml (3.10 has no tomllib, and its leg no tomli).
        [sys.executable, "-m", "pytest", "-q", "-c", str(EXAMPLES.parent / "pytest.ini"), str(EXAMPLES / "test_scouting_report.py")],
        cwd=EXAMPLES,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, f"{done.stdout}\n{done.stderr}"
    assert "3 passed" in done.stdout


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_runs(fake: Fake, name: str) -> None:
    role = "free" if name == "errors.py" else "developer"
    assert EXPECTED[name] in _run(name, _env(fake, role))


def _lines(stream: IO[str]) -> list[str]:
    return [line.rstrip("\n") for line in iter(stream.readline, "")]


def test_alerts_example_sees_a_match(fake: Fake) -> None:
    child = subprocess.Popen(
        [sys.executable, str(EXAMPLES / "alerts.py")],
        env=_env(fake, "developer", ALERT_WAIT_MS="30000"),
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    first = child.stdout.readline()
    sport = first.rstrip(".\n").rsplit(" ", 1)[-1]
    assert "watching sport" in first
    fake.add_portal_entry(sport=sport)
    rest = _lines(child.stdout)
    assert child.wait(timeout=60) == 0
    assert any(line.strip().startswith("match amt_") for line in rest), rest
    assert any(line.startswith("Deleted alrt_") for line in rest), rest


def test_webhook_receiver_example_verifies_a_signed_delivery(fake: Fake) -> None:
    secret = fake.accounts["developer"].webhook_secret
    child = subprocess.Popen(
        [sys.executable, str(EXAMPLES / "webhook_receiver.py")],
        env=_env(fake, "developer", PORT="0", WEBHOOK_MAX_EVENTS="1", SERVICE_WEBHOOK_SECRET=secret),
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    url = child.stdout.readline().split()[-1]
    assert url.startswith("http://127.0.0.1:")
    event = {
        "id": "evt_examplecheck1",
        "type": "alert.matched",
        "created_at": "2026-01-01T00:00:00Z",
        "data": {
            "id": "amt_example1",
            "alert_id": "alrt_example1",
            "matched_at": "2026-01-01T00:00:00Z",
            "portal_entry": {"name": "A. Player", "position": "QB", "sport": "football"},
        },
    }
    body = json.dumps(event)
    with SportsData(api_key=fake.keys["developer"], base_url=fake.url) as client:
        headers = client.webhooks.sign(body, secret=secret)
    assert httpx.post(url, content=b"{}", headers=headers, timeout=30).status_code == 400
    assert httpx.post(url, content=body.encode(), headers=headers, timeout=30).status_code == 204
    output: list[str] = []
    reader = threading.Thread(target=lambda: output.extend(_lines(child.stdout)), daemon=True)  # type: ignore[arg-type]
    reader.start()
    assert child.wait(timeout=60) == 0
    reader.join(timeout=10)
    assert output[0].startswith("refused a delivery: ")
    assert output[1].startswith("verified alert.matched evt_examplecheck1")
