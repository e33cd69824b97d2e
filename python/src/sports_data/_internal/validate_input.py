"""
The document's rules for a call's arguments (`_generated/validation.py`, the table the TypeScript
client checks by), applied before anything is sent: on a plan of a few reads a minute, and for
usage-billed calls, a request the service would refuse with 400 still costs quota. Each
operation's rule is compiled into small closures on its first call, never per call.

What is checked: required fields, types, integer ranges, string lengths, patterns and date-times,
list sizes, names inside a closed dict (a slip of a known one). What is not: enumerations (the
service may add values, contract section 7), and unknown names that look like no known one (a
newer service may take them; the service itself refuses unknown names with 400). `None` means
"not given": the caller's input arrives here without its None fields. The messages are the
TypeScript client's (src/internal/validate-input.ts), with Python's names for Python's values.
"""

from __future__ import annotations

import functools
import math
import re
from datetime import datetime
from typing import Any, Callable, Literal, Mapping, NoReturn

from .did_you_mean import did_you_mean
from .._errors import InvalidArgumentError
from .._operation import Operation
from .redact import excerpt
from .._rules import InputRule, ValueRule

Check = Callable[[Any, str], None]
"""Raises InvalidArgumentError naming the first thing wrong; the str is the parameter's path."""
Source = Literal["query", "body"]

_compiled: dict[str, tuple[Check, str | None] | None] = {}

# Compiled with the first rule that needs them (re caches them), not when the package is imported.
# RFC 3339 date-time, as the service parses it; ASCII digits only, as in JavaScript.
_DATE_TIME = r"\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})"
_DECIMAL = r"-?\d+(\.\d+)?"


def check_arguments(op: Operation, given: Mapping[str, Any] | None) -> None:
    """Refuses, before sending, an argument the document says the service would refuse."""
    if op.id not in _compiled:
        _compiled[op.id] = _compile_operation(op)
    entry = _compiled[op.id]
    if entry is None:
        return
    check, first_required = entry
    if given is None:
        if first_required is not None:
            _fail(op, first_required, "is required")
        return
    check(given, "")


_rules: dict[str, InputRule] | None = None


def _rules_of(op: Operation) -> InputRule | None:
    # The table is read on the first call that needs it, not when the package is imported, and
    # then held: an import statement costs a lookup in sys.modules and the module's dict per call.
    global _rules
    if _rules is None:
        from .._generated.validation import INPUT_RULES

        _rules = INPUT_RULES
    return _rules.get(op.id)


def parameter_names(op: Operation) -> list[str]:
    """The names an operation's own arguments take (its query parameters or body fields)."""
    rules = _rules_of(op)
    return list(rules.rule.get("properties", {})) if rules is not None else []


def _compile_operation(op: Operation) -> tuple[Check, str | None] | None:
    rules = _rules_of(op)
    if rules is None:
        return None
    required = rules.rule.get("required", [])
    return _compile(op, rules.rule, rules.source), required[0] if required else None


def _fail(op: Operation, where: str, problem: str) -> NoReturn:
    raise InvalidArgumentError(f"{op.label}: {where} {problem}.", param=where)


def _mismatch(op: Operation, where: str, wanted: str, value: Any) -> NoReturn:
    _fail(op, where, f"must be {wanted}, got {received(value)}")


def received(value: Any) -> str:
    """What a caller passed, as an error message should show it: `'20'` and `20` must not look alike.
    A string is redacted, then cut to 40 characters, then escaped: escaping first would hide a key
    holding a backslash or a quote from the redactor."""
    if value is None:
        return "None"
    if isinstance(value, str):
        # Redacted before it is cut, so that no part of a key pasted into a parameter survives.
        return repr(f"{excerpt(value, 40)}…" if len(value) > 40 else excerpt(value, 40))
    if isinstance(value, (bool, int, float)):
        return repr(value)
    if isinstance(value, (list, tuple)):
        n = len(value)  # pyright: ignore[reportUnknownArgumentType]
        return f"a {type(value).__name__} ({n} item{'' if n == 1 else 's'})"  # pyright: ignore[reportUnknownArgumentType]
    name = type(value).__name__
    return f"{'an' if name[:1] in 'aeiou' else 'a'} {name}"


def _join(where: str, name: str) -> str:
    return name if where == "" else f"{where}.{name}"


def _compile(op: Operation, rule: ValueRule, source: Source) -> Check:
    kind = rule.get("type")
    if kind == "object":
        return _compile_object(op, rule, source)
    if kind == "array":
        return _compile_array(op, rule, source)
    if kind == "string":
        return _compile_string(op, rule)
    if kind == "integer" or kind == "number":
        return _compile_number(op, rule, source)
    if kind == "boolean":

        def check_boolean(value: Any, where: str) -> None:
            if not isinstance(value, bool):
                _mismatch(op, where, "True or False", value)

        return check_boolean
    return lambda value, where: None


def _compile_object(op: Operation, rule: ValueRule, source: Source) -> Check:
    properties = rule.get("properties", {})
    required = rule.get("required", [])
    fields = [(name, _compile(op, child, source), name in required) for name, child in properties.items()]
    values_rule = rule.get("values")
    values = _compile(op, values_rule, source) if values_rule is not None else None
    check_names = rule.get("closed", False) or values is not None

    def check_object(value: Any, where: str) -> None:
        if not isinstance(value, Mapping):
            _mismatch(op, where or source, "a dict", value)
        record: Mapping[str, Any] = value  # pyright: ignore[reportUnknownVariableType]
        # Names first: {"sprot": "football"} is a slip of `sport`, more useful to hear than "sport is required".
        if check_names:
            for name in record:
                if name in properties:
                    continue
                key = str(name)
                if values is not None:
                    values(record[name], _join(where, key))
                    continue
                guess = None if record[name] is None else did_you_mean(key, properties)
                if guess is not None:
                    _fail(op, _join(where, key), f"is not a parameter of this call (did you mean `{guess}`?)")
        for name, check, is_required in fields:
            field = record.get(name)
            # None means "not given" for an optional field (contract section 7).
            if field is None:
                if is_required:
                    _fail(op, _join(where, name), "is required")
                continue
            check(field, _join(where, name))

    return check_object


def _compile_array(op: Operation, rule: ValueRule, source: Source) -> Check:
    items_rule = rule.get("items")
    item = _compile(op, items_rule, source) if items_rule is not None else None
    min_items = rule.get("minItems", 0)
    max_items = rule.get("maxItems")
    unique = rule.get("uniqueItems", False)

    def check_array(value: Any, where: str) -> None:
        if not isinstance(value, (list, tuple)):
            _mismatch(op, where, "a list", value)
        items: list[Any] | tuple[Any, ...] = value  # pyright: ignore[reportUnknownVariableType]
        if len(items) < min_items or (max_items is not None and len(items) > max_items):
            _mismatch(op, where, f"a list of {_count(min_items, max_items)} items", value)
        if item is not None:
            for i, entry in enumerate(items):
                item(entry, f"{where}[{i}]")
        if unique and _repeats(items):
            _fail(op, where, "must not repeat a value")

    return check_array


def _repeats(items: list[Any] | tuple[Any, ...]) -> bool:
    seen: set[Any] = set()
    unhashable: list[Any] = []
    for entry in items:
        # JSON's equality: True is not 1 (Python's hashing says it is).
        key = (type(entry) is bool, entry)
        try:
            if key in seen:
                return True
            seen.add(key)
        except TypeError:
            if key in unhashable:
                return True
            unhashable.append(key)
    return False


def _compile_string(op: Operation, rule: ValueRule) -> Check:
    min_length = rule.get("minLength", 0)
    max_length = rule.get("maxLength")
    pattern_text = rule.get("pattern")
    pattern = pattern_of(pattern_text) if pattern_text is not None else None
    date_time = re.compile(_DATE_TIME, re.ASCII) if rule.get("format") == "date-time" else None
    length_text = "a string" if min_length == 0 and max_length is None else f"a string of {_count(min_length, max_length)} characters"

    def check_string(value: Any, where: str) -> None:
        # An aware datetime is sent as the RFC 3339 instant the service wants (a naive one is
        # refused where it is written out, _core.instant).
        if date_time is not None and isinstance(value, datetime):
            return
        if not isinstance(value, str):
            _mismatch(op, where, length_text, value)
        text: str = value
        # The document counts characters (code points), as len() does.
        if len(text) < min_length or (max_length is not None and len(text) > max_length):
            _mismatch(op, where, length_text, value)
        if pattern is not None and pattern.search(text) is None:
            _mismatch(op, where, f"a string matching {pattern_text}", value)
        if date_time is not None and date_time.fullmatch(text) is None:
            _mismatch(op, where, "an RFC 3339 date-time such as 2025-11-01T00:00:00Z, or an aware datetime", value)

    return check_string


@functools.lru_cache(maxsize=None)
def pattern_of(pattern: str) -> re.Pattern[str]:
    """A document pattern with JavaScript's meaning: `$` ends the text (Python's also matches
    before a final newline), and `\\d` is an ASCII digit. Cached: a path id is matched on every call."""
    if pattern.endswith("$") and not pattern.endswith("\\$"):
        pattern = pattern[:-1] + r"\Z"
    return re.compile(pattern, re.ASCII)


def _compile_number(op: Operation, rule: ValueRule, source: Source) -> Check:
    integer = rule.get("type") == "integer"
    minimum = rule.get("minimum")
    maximum = rule.get("maximum")
    wanted = ("an integer" if integer else "a number") + _range(minimum, maximum)
    decimal = re.compile(_DECIMAL, re.ASCII) if source == "query" else None

    def check_number(value: Any, where: str) -> None:
        number = value
        # A query string carries text: "20" reaches the service exactly as 20 does.
        if decimal is not None and isinstance(value, str) and decimal.fullmatch(value):
            number = float(value)
        if isinstance(number, bool) or not isinstance(number, (int, float)):
            _mismatch(op, where, wanted, value)
        if isinstance(number, float) and (not math.isfinite(number) or (integer and not number.is_integer())):
            _mismatch(op, where, wanted, value)
        if (minimum is not None and number < minimum) or (maximum is not None and number > maximum):
            _mismatch(op, where, wanted, value)

    return check_number


def _range(minimum: float | None, maximum: float | None) -> str:
    if minimum is None and maximum is None:
        return ""
    if maximum is None:
        return f" of at least {minimum}"
    if minimum is None:
        return f" of at most {maximum}"
    return f" from {minimum} to {maximum}"


def _count(least: int, most: int | None) -> str:
    if most is None:
        return f"at least {least}"
    if least == 0:
        return f"at most {most}"
    return f"{least}" if least == most else f"{least} to {most}"
