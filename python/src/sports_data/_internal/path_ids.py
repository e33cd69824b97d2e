"""
The message that refuses a malformed path id, as the TypeScript client words it
(src/internal/validate-input.ts): the id's kind, pattern and example from the generated rules, and
the kind of id it looks like when it matches another shape (a team id passed to players.get).
Built only once an id is refused: the success path is the one pattern match in `_core._path`.
"""

from __future__ import annotations

from typing import Any

from .arguments import pattern_of, received
from .._errors import InvalidArgumentError
from .._operation import Operation, PathParam


def refused_id(op: Operation, param: PathParam, value: Any) -> InvalidArgumentError:
    """The error for `value`, given as `param` of `op`, that does not match the param's pattern."""
    # Read only once an id is refused: importing the package does not load the rules table.
    from .._generated.validation import ID_SHAPES, PATH_ID_RULES

    rule = next((r for r in PATH_ID_RULES.get(op.id, ()) if r.name == param.name), None)
    kind = rule.kind if rule is not None else param.name
    example = f", such as {rule.example}" if rule is not None and rule.example is not None else ""
    # The shapes are anchored character classes: matching them is linear in the id's length.
    other = (
        next((s for s in ID_SHAPES if s.pattern != param.pattern and pattern_of(s.pattern).search(value)), None)
        if isinstance(value, str)
        else None
    )
    hint = f" (this looks like {_article(other.kind)})" if other is not None else ""
    return InvalidArgumentError(
        f"{op.label}: {param.name} must be {_article(kind)} matching {param.pattern}{example}, got {received(value)}{hint}.",
        param=param.name,
    )


def _article(noun: str) -> str:
    return ("an " if noun.startswith(("a", "e", "i", "o", "u")) else "a ") + noun
