"""The parse budget's value counter counts what a byte-at-a-time scan counts, however chunks are cut."""

from __future__ import annotations

import random
import time

from sports_data._internal.json_budget import ValueCounter, value_budget


def byte_at_a_time(data: bytes, *, json_escapes_only: bool = False) -> int:
    """The TypeScript client's `ValueCounter` (a backslash escapes inside strings only) or, by
    default, the Python counter's rule (a backslash escapes wherever it stands)."""
    values, in_string, escaped = 1, False, False
    for byte in data:
        if escaped:
            escaped = False
        elif byte == 0x5C and (in_string or not json_escapes_only):
            escaped = True
        elif byte == 0x22:
            in_string = not in_string
        elif not in_string and byte in b",[{":
            values += 1
    return values


def counted(data: bytes, rnd: random.Random) -> int:
    counter = ValueCounter(10**9)
    cuts = sorted(rnd.randint(0, len(data)) for _ in range(rnd.randint(0, 6)))
    start = 0
    for cut in [*cuts, len(data)]:
        counter.over_budget(data[start:cut])
        start = cut
    return counter.values


def test_any_bytes_cut_anywhere_count_as_a_scan_of_each_byte() -> None:
    rnd = random.Random(30)
    for _ in range(5000):
        data = bytes(rnd.choice(b'"\\,[{a }]:') for _ in range(rnd.randint(0, 40)))
        assert counted(data, rnd) == byte_at_a_time(data), data


def _json(rnd: random.Random, depth: int = 0) -> bytes:
    pick = rnd.random()
    if depth > 4 or pick < 0.3:
        return b'"' + b"".join(rnd.choice([b"a", b",", b"[", b"{", b'\\"', b"\\\\", b"\\n"]) for _ in range(rnd.randint(0, 6))) + b'"'
    if pick < 0.4:
        return b"1"
    if pick < 0.7:
        return b"[" + b",".join(_json(rnd, depth + 1) for _ in range(rnd.randint(0, 4))) + b"]"
    return b"{" + b",".join(_json(rnd, depth + 1) + b":" + _json(rnd, depth + 1) for _ in range(rnd.randint(0, 4))) + b"}"


def test_json_counts_exactly_as_the_typescript_client_counts_it() -> None:
    rnd = random.Random(31)
    for _ in range(3000):
        data = _json(rnd)
        assert counted(data, rnd) == byte_at_a_time(data, json_escapes_only=True), data


def test_the_budget_follows_max_response_bytes_and_stops_once_passed() -> None:
    assert value_budget(32 * 1024 * 1024) == 524_288
    counter = ValueCounter(value_budget(64 * 1024))
    assert not counter.over_budget(b"[" + b"1," * 1022)
    assert counter.over_budget(b"1,1")


def test_no_shape_costs_a_python_step_per_byte() -> None:
    # 8 MiB of each shape in 64 KiB chunks: a Python loop per byte or per string takes seconds.
    for unit in (b"{},", b'"",', b'""', b'\\"', b"\\\\", b'{"a":"b"},', b'","'):
        data = unit * (8 * 1024 * 1024 // len(unit))
        counter = ValueCounter(10**12)
        started = time.process_time()
        for at in range(0, len(data), 65536):
            counter.over_budget(data[at : at + 65536])
        assert time.process_time() - started < 1.0, unit
