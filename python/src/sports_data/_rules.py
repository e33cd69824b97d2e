"""What the runtime knows of an argument rule: the generated table (`_generated/validation.py`) is made of these."""

from __future__ import annotations

from typing import Literal, NamedTuple

from typing_extensions import TypedDict


class ValueRule(TypedDict, total=False):
    """One value's rule, as the generator writes it: a subset of JSON Schema, under its own names."""

    type: Literal["string", "integer", "number", "boolean", "array", "object"]
    minimum: float
    maximum: float
    minLength: int
    maxLength: int
    pattern: str
    format: str
    minItems: int
    maxItems: int
    uniqueItems: bool
    items: ValueRule
    properties: dict[str, ValueRule]
    required: list[str]
    closed: bool
    """Unknown names are refused by the service (`additionalProperties: false`)."""
    values: ValueRule
    """The rule of every value of a map (`additionalProperties: {…}`)."""


class InputRule(NamedTuple):
    """An operation's object argument: where it goes (query or body) and its rule."""

    source: Literal["query", "body"]
    rule: ValueRule


class IdRule(NamedTuple):
    """The shape of a path id: its parameter, the document's pattern, the noun errors name it by
    ("player id") and the document's example of one (None when it gives none)."""

    name: str
    pattern: str
    kind: str
    example: str | None
