"""Memory bounded by what the SDK holds, not by what a file inflates to (issue 30 class 5): an export
of `{}` lines, a few hundred kilobytes of gzip that inflate to 32 MiB, read in a fresh interpreter
whose peak RSS is measured. Before 0.5, one 64 MiB inflated chunk was split into strings at once
(1.16 GB for the 1 GiB file; some 600 MB for this one)."""

from __future__ import annotations

import ast
import socket
import zlib

import pytest

from ._support import MB, HostileServer, Request, head, run_in_child

INFLATED = 32 * MB


def _bomb() -> tuple[bytes, int]:
    """The gzip file and its row count, made a block at a time: this process's own peak carries
    over to the child it starts (Linux keeps the high-water mark across exec), so it stays small."""
    block = b"{}\n" * (MB // 3)
    gzip = zlib.compressobj(9, zlib.DEFLATED, 31)
    parts = [gzip.compress(block) for _ in range(INFLATED // len(block))]
    parts.append(gzip.flush())
    return b"".join(parts), (INFLATED // len(block)) * (MB // 3)


@pytest.mark.slow
def test_an_export_of_empty_objects_is_read_in_bounded_memory() -> None:
    body, rows = _bomb()

    def reply(conn: socket.socket, request: Request) -> None:
        server.send(conn, head(200, {"Content-Type": "application/gzip"}, length=len(body)) + body)

    server = HostileServer(reply)
    try:
        report = run_in_child(
            f"""
            client = sports_data.SportsData(api_key=KEY, base_url=BASE, timeout=60)
            job = {{"id": "exp_1", "status": "succeeded", "resource": "players", "format": "jsonl",
                    "row_count": {rows}, "download_url": BASE + "/f.gz"}}
            count = sum(1 for _ in client.exports.download(job).rows())
            # This process's own high-water mark (ru_maxrss would carry the parent's over exec).
            status = open("/proc/self/status").read()
            return count, int(status.split("VmHWM:")[1].split()[0]) * 1024
            """,
            server.url,
            timeout=300,
        )
    finally:
        server.close()
    assert report.result == "returned", report.error
    count, peak = ast.literal_eval(str(report.value))  # the child returned (rows, bytes)
    assert count == rows
    # The interpreter, httpx and the SDK take ~40 MB; a piece of `{}` lines (1 MiB) is ~350,000
    # strings at once. Split whole, as before 0.5, one 64 MiB chunk took 1.16 GB.
    assert peak < 150 * MB, f"peak RSS {peak / MB:.0f} MiB"
