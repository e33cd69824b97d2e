"""What the runtime knows of an operation: the generated table (`_generated/operations.py`) is made of these."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NamedTuple


class PathParam(NamedTuple):
    """A path parameter and the pattern openapi.json gives its ids."""

    name: str
    pattern: str


@dataclass(frozen=True)
class Operation:
    id: str
    method: str
    path: str
    label: str
    """`namespace.method`, as the caller wrote it: errors and log lines name the call by it."""
    billing: Literal["free", "usage"]
    auth: bool
    path_params: tuple[PathParam, ...]
    input: Literal["body", "query", "none"]
    paged: bool
    """A list: the next page is the same call with `cursor` added to its input (query or body)."""
    idempotent: bool
    """Takes an `Idempotency-Key` header (the usage-billed creates)."""
