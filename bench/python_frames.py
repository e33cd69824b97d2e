"""One DataFrame pass of the bench, in its own fresh interpreter (run by bench/python-frames.mjs).

    python bench/python_frames.py '<json input>'   prints one JSON line: seconds and peak memory

`way` is one of:
  sdk-pandas / sdk-polars      client.exports.download(job_id).to_pandas() / .to_polars() from the
                               bench server (the download, its verification and the typed read)
  read_csv-pandas / -polars    pandas.read_csv(path) / polars.read_csv(path) on the same gzip file
                               already on disk (what a user who downloaded it by hand would run)
  rows-pandas                  the 0.4 way by hand: pandas.json_normalize(list(file.rows())) on the
                               JSONL export (issue 33's "today")
Memory is the peak resident set over the one at the start (after the imports), in MiB.
"""

from __future__ import annotations

import json
import resource
import sys
import time
from typing import Any


def rss_mib() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * resource.getpagesize() / 2**20


def peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    config = json.loads(sys.argv[1])
    way: str = config["way"]
    library = way.split("-")[1]
    module: Any = __import__(library)
    from sports_data import SportsData

    client = SportsData(api_key=config["key"], base_url=config["url"], timeout=600.0)
    start_rss = rss_mib()
    started = time.perf_counter()
    if way.startswith("sdk-"):
        frame = getattr(client.exports.download(config["csv"]), f"to_{library}")()
    elif way.startswith("read_csv-"):
        frame = module.read_csv(config["path"])
    else:
        frame = module.json_normalize(list(client.exports.download(config["jsonl"]).rows()))
    seconds = time.perf_counter() - started
    if len(frame) != config["rows"]:
        raise SystemExit(f"{way}: {len(frame)} rows, expected {config['rows']}")
    print(json.dumps({"seconds": seconds, "peakMiB": max(0.0, peak_mib() - start_rss), "version": module.__version__}))


if __name__ == "__main__":
    main()
