"""`SERVICE_LOG` in the environment shows the SDK's records on stderr, redacted, until the application
configures logging itself (then they go only to its handlers). In child processes: the level and the
handler are set when the package is imported, and stderr must hold only what the SDK printed."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from .._fake import Fake
from .._sample import Sample


def _run(fake: Fake, sample: Sample, service_log: str | None, configure: str = "") -> subprocess.CompletedProcess[str]:
    fake.fault(operationId="get_player", status=503, times=1, retryAfter=0)
    script = textwrap.dedent(
        f"""
        import logging
        {configure}
        from sports_data import SportsData
        with SportsData(api_key={fake.keys['developer']!r}, base_url={fake.url!r}) as client:
            print(client.players.get({sample.player_id!r})["id"])
        """
    )
    env = {k: v for k, v in os.environ.items() if k != "SERVICE_LOG"}
    if service_log is not None:
        env["SERVICE_LOG"] = service_log
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [sample.player_id]
    assert fake.keys["developer"] not in done.stderr
    return done


def test_service_log_debug_shows_each_attempt_and_the_retry_on_stderr(fake: Fake, sample: Sample) -> None:
    lines = _run(fake, sample, "debug").stderr.splitlines()
    assert sum(" sports_data DEBUG " in line and "-> 503" in line for line in lines) == 1
    assert sum(" sports_data INFO " in line and "retrying in" in line for line in lines) == 1
    assert sum(" sports_data DEBUG " in line and "-> 200" in line for line in lines) == 1


def test_service_log_info_leaves_out_the_attempts(fake: Fake, sample: Sample) -> None:
    lines = _run(fake, sample, "info").stderr.splitlines()
    assert len(lines) == 1 and "retrying in" in lines[0]


def test_without_service_log_the_sdk_prints_nothing(fake: Fake, sample: Sample) -> None:
    assert _run(fake, sample, None).stderr == ""
    assert _run(fake, sample, "off").stderr == ""


def test_an_application_that_configured_logging_gets_each_record_once(fake: Fake, sample: Sample) -> None:
    configure = "logging.basicConfig(format='app %(name)s %(message)s')"
    lines = _run(fake, sample, "info", configure).stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("app sports_data ") and "retrying in" in lines[0]
