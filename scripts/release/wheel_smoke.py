"""Run by scripts/release/try-wheel.mjs inside a fresh environment where only the built wheel is
installed, from a folder outside the repository: the installed package is the one imported, its
version is the release's, the fake bundled in the wheel starts, an example program runs against it,
and the example's own pytest suite passes through the plugin the wheel registers.

    python wheel_smoke.py EXPECTED_VERSION
"""

import os
import subprocess
import sys
from importlib.metadata import entry_points, version
from pathlib import Path

import httpx

import sports_data
from sports_data.testing import FakeService


def main(expected: str) -> None:
    here = Path.cwd().resolve()
    package = Path(sports_data.__file__).resolve()
    assert sys.prefix in str(package), f"sports_data came from {package}, not the environment {sys.prefix}"
    assert sports_data.__version__ == expected, f"sports_data.__version__ is {sports_data.__version__}, not {expected}"
    assert version("sports-data-sdk") == expected, f"the distribution says {version('sports-data-sdk')}"
    plugins = {e.name: e.value for e in entry_points(group="pytest11")}
    assert plugins.get("sports_data") == "sports_data.testing.pytest_plugin", plugins
    with FakeService() as fake:
        env = {**os.environ, "SERVICE_API_KEY": fake.keys["developer"], "SERVICE_BASE_URL": fake.url}
        done = subprocess.run(
            [sys.executable, str(here / "scouting_report.py")], env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0 and done.stdout.startswith("#1 "), f"{done.stdout}\n{done.stderr}"
        assert fake.control.count("search_players") == 1
    suite = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "test_scouting_report.py"], capture_output=True, text=True, timeout=300
    )
    assert suite.returncode == 0 and "3 passed" in suite.stdout, f"{suite.stdout}\n{suite.stderr}"
    print(f"python {sys.version.split()[0]}, httpx {httpx.__version__}: sports_data {expected} from the wheel, fake, example and its tests ok")


if __name__ == "__main__":
    main(sys.argv[1])
