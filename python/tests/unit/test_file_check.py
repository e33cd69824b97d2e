"""save_to's verification at close to the download's speed: the gzip trailer and a quote-aware
record count, never a parse; the same count as the TypeScript client's RowCounter."""

from __future__ import annotations

import gzip
import time
from typing import Callable

import pytest

from sports_data import ExportDownloadError
from sports_data._download.file_check import FileCheck
from sports_data._download.row_counter import RowCounter


def count(text: bytes, file_format: str, step: int) -> int:
    counter = RowCounter(file_format)
    for start in range(0, len(text), step):
        counter.feed(text[start : start + step])
    return counter.rows


@pytest.mark.parametrize("step", [1, 2, 3, 5, 1000])
def test_a_line_break_inside_quotes_is_not_a_record_in_any_chunking(step: int) -> None:
    text = b'id,note\r\n1,"a\r\nb"\r\n2,"say ""x""\n"\r\n3,plain\r\n4,"""quoted start"\r\n'
    assert count(text, "csv", step) == 4
    assert count(text.rstrip(b"\r\n"), "csv", step) == 4  # a last record without its line break counts
    assert count(b'{"a":1}\n{"a":2}\n{"a":3}', "jsonl", step) == 3


def check(data: bytes, expected: int | None, file_format: str = "csv") -> int:
    checked = FileCheck(file_format, expected, may_be_decoded=False)
    for start in range(0, len(data), 4096):
        checked.check(data[start : start + 4096])
    return checked.finish()


def test_a_whole_file_verifies_and_counts_its_rows() -> None:
    assert check(gzip.compress(b"id\r\n" + b"x\r\n" * 10_000), 10_000) == 10_000


def test_a_cut_file_a_corrupt_trailer_and_too_few_rows_each_fail() -> None:
    data = gzip.compress(b"id\r\n" + b"x\r\n" * 10_000)
    with pytest.raises(ExportDownloadError) as cut:
        check(data[:-5], None)
    assert cut.value.reason == "truncated"
    corrupt = bytearray(data)
    corrupt[-6] ^= 0xFF  # the CRC-32 in the trailer
    with pytest.raises(ExportDownloadError) as bad:
        check(bytes(corrupt), None)
    assert bad.value.reason == "corrupt_file"
    with pytest.raises(ExportDownloadError) as short:
        check(data, 10_001)
    assert short.value.reason == "truncated"


def test_verifying_costs_a_fraction_of_parsing() -> None:
    from sports_data._download.rows import RowDecoder

    text = b"id,name,team,stats.a,stats.b\r\n" + b"".join(b'plr_%d,"Hill, Marcus",Hawks,%d,%d.5\r\n' % (n, n, n) for n in range(200_000))
    data = gzip.compress(text, 1)

    def verify() -> None:
        check(data, 200_000)

    def parse() -> None:
        decoder = RowDecoder("csv", resource="players")
        for start in range(0, len(data), 65536):
            for _ in decoder.feed(data[start : start + 65536]):
                pass
        decoder.finish()

    def cpu(work: Callable[[], None]) -> float:
        started = time.process_time()
        work()
        return time.process_time() - started

    # CPU time of this process, taken in turns and the least of three kept: another process on the
    # machine slows a turn through the shared caches, not only by taking the CPU. Both gunzip the
    # same bytes; verifying only counts records, so it stays well under half of parsing (about a
    # fifth to a third on CPython 3.10 and 3.11 here).
    turns = [(cpu(verify), cpu(parse)) for _ in range(3)]
    verified, parsed = min(v for v, _ in turns), min(p for _, p in turns)
    assert verified < parsed / 2, turns


@pytest.mark.parametrize("step", [1, 3, 7, 1000])
def test_the_open_record_is_measured_outside_and_inside_quotes(step: int) -> None:
    text = b'id,note\r\n1,"a\r\nb"\r\n2,"x""y\nz'
    counter = RowCounter("csv")
    for start in range(0, len(text), step):
        counter.feed(text[start : start + step])
    assert counter.open == len(b'2,"x""y\nz')


def test_a_record_past_the_readers_cap_is_refused_as_a_read_refuses_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import sports_data._download.file_check as file_check
    import sports_data._download.rows as rows_module

    monkeypatch.setattr(file_check, "MAX_RECORD_BYTES", 1000)
    monkeypatch.setattr(rows_module, "PIECE_BYTES", 256)
    with pytest.raises(ExportDownloadError) as caught:
        check(gzip.compress(b"id\r\nx\r\n" + b"0" * 5000 + b"\r\n"), None)
    assert caught.value.reason == "parse_error"
    assert "of the export file is longer than 1000 bytes." in str(caught.value) or "is longer than 1000 bytes." in str(caught.value)


def test_the_counter_agrees_with_a_byte_by_byte_reference_in_any_chunking() -> None:
    import random

    rng = random.Random(5)
    for _ in range(300):
        text = bytes(rng.choice(b'ab"\n,') for _ in range(rng.randint(0, 60)))
        # The reference: one byte at a time, quotes toggling, a line break outside quotes ending a record.
        quoted, lines, length, longest_ended = False, 0, 0, 0
        for byte in text:
            if byte == ord('"'):
                quoted = not quoted
            elif byte == ord("\n") and not quoted:
                lines, longest_ended, length = lines + 1, max(longest_ended, length), 0
                continue
            length += 1
        counter = RowCounter("csv")
        at, seen_ended = 0, 0
        while at < len(text):
            step = rng.randint(1, 9)
            counter.feed(text[at : at + step])
            if b"\n" in text[at : at + step]:
                seen_ended = max(seen_ended, counter.ended)
            at += step
        last_open = text and text[-1] != ord("\n")
        assert counter.rows == max(0, lines + (1 if last_open else 0) - 1), text
        assert counter.open == length, text
        # A chunk reports the first record it ends; a record ending later in the same chunk is shorter than the chunk.
        assert seen_ended <= longest_ended, text
