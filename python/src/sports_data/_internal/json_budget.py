"""
The parse budget, as the TypeScript client's `json-budget.ts`: how many JSON values an answer may
hold. Memory follows values, not bytes: 32 MiB of `[{},{},…]` parses into some 870 MB of dicts, 27
times its size. One value per `BYTES_PER_VALUE` bytes of `max_response_bytes` keeps a parsed answer
within a few times the byte cap (524,288 values by default), far above any answer of the service
(a page of 100 players holds a few thousand).

Values are counted as the TypeScript client counts them: the separators and containers outside
strings (`,`, `[`, `{`), an upper bound on the values and close to it. UTF-8 never puts these ASCII
bytes inside a multi-byte character, so bytes are counted as they arrive and a body over the budget
is stopped there, before it is all read or parsed.

Counted by C code (`bytes.replace`, `translate`, `split`), never a Python step per byte or per
string, so that no shape of body costs more than a few milliseconds a megabyte:
1. escapes go first: pairs of backslashes, then a backslash with the byte it escapes (a backslash
   outside a string, which JSON never has, is taken as an escape too: whatever that counts, the
   parser stops there);
2. of the rest only quotes and the three counted bytes are kept, and two quotes side by side are
   dropped (an empty string, or a string's end and the next one's start: nothing between them is
   counted either way);
3. the quotes left alternate with runs of counted bytes, outside a string and inside one in turn.
   Each run outside holds a counted byte, so there are never many more runs than values counted.
A chunk cut inside a string or after an escaping backslash carries that state to the next chunk.
"""

from __future__ import annotations

from .._generated import policy as _policy

BYTES_PER_VALUE = _policy.JSON_BYTES_PER_VALUE


def value_budget(max_response_bytes: int) -> int:
    return max_response_bytes // BYTES_PER_VALUE


_BACKSLASH = b"\\"
_ESCAPED = (b'\\"', b"\\,", b"\\[", b"\\{")
_KEPT = b'",[{'
_DROPPED = bytes(b for b in range(256) if b not in _KEPT)


class ValueCounter:
    """Counts the values of a JSON body as its chunks arrive; `over_budget` once it holds more."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.values = 1
        self._in_string = False
        self._escaping = False

    def over_budget(self, chunk: bytes) -> bool:
        """Counts `chunk`; True once the body holds more values than the budget."""
        if self._escaping:
            chunk = _BACKSLASH + chunk
        # Pairs first, from the left as JSON reads them: a backslash left over escapes the next byte.
        text = chunk.replace(b"\\\\", b"")
        self._escaping = text.endswith(_BACKSLASH)
        for escaped in _ESCAPED:
            text = text.replace(escaped, b"")
        text = text.translate(None, _DROPPED).replace(b'""', b"")
        if self._in_string:
            text = b'"' + text
        runs = text.split(b'"')
        # Runs alternate: outside a string, inside one, outside, … (the first outside may be empty).
        self.values += sum(map(len, runs[0::2]))
        self._in_string = len(runs) % 2 == 0
        return self.values > self.budget
