"""Every operation of the generated table, called once through the sync and the async client
against the fake's real data. Nothing here names an operation: the table says what each takes, the
conformance file gives sample bodies, and path ids are taken from what earlier calls returned."""

from __future__ import annotations

import re
from typing import Any, Iterator

import pytest

from sports_data import AsyncSportsData, SportsData
from sports_data._generated import operations as generated_operations
from sports_data._operation import Operation

from .._fake import Fake
from ..conformance._cases import load

SAMPLE_ARGS: dict[str, Any] = {o["operationId"]: o["sampleArgs"] for o in load()["operations"]}


def _ordered() -> list[Operation]:
    """Calls that need no id first (they yield the ids), then those that do, deletions last."""
    table = [v for v in vars(generated_operations).values() if isinstance(v, Operation)]
    return sorted(table, key=lambda op: (bool(op.path_params), op.method == "DELETE"))


def _args(op: Operation) -> dict[str, Any]:
    if op.input == "body":
        return dict(SAMPLE_ARGS[op.id] or {})
    if op.input == "query" and op.paged:
        return {"limit": 5}
    return {}


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():  # pyright: ignore[reportUnknownVariableType]
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:  # pyright: ignore[reportUnknownVariableType]
            yield from _strings(v)


class Ids:
    """Every id seen in the answers so far, found again by a path parameter's pattern."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def add(self, result: Any) -> None:
        data = getattr(result, "data", result)
        self.seen.extend(_strings(data))

    def for_(self, op: Operation) -> list[str]:
        ids: list[str] = []
        for param in op.path_params:
            found = [s for s in self.seen if re.fullmatch(param.pattern, s)]
            assert found, f"{op.label}: no id matching {param.pattern} came back from the calls before it"
            ids.append(found[-1])
        return ids


def _check_counts(fake: Fake, ops: list[Operation]) -> None:
    counts = {op.id: fake.count(op.id) for op in ops}
    assert counts == {op.id: 1 for op in ops}


def test_every_operation_once(fake: Fake) -> None:
    ops, ids = _ordered(), Ids()
    with SportsData(api_key=fake.keys["developer"], base_url=fake.url) as client:
        for op in ops:
            namespace, method = op.label.split(".")
            call = getattr(getattr(client, namespace), method)
            result = call(*ids.for_(op), **_args(op))
            assert result is not None, op.label
            ids.add(result)
    _check_counts(fake, ops)


@pytest.mark.anyio
async def test_async_every_operation_once(fake: Fake) -> None:
    ops, ids = _ordered(), Ids()
    async with AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url) as client:
        for op in ops:
            namespace, method = op.label.split(".")
            call = getattr(getattr(client, namespace), method)
            result = await call(*ids.for_(op), **_args(op))
            assert result is not None, op.label
            ids.add(result)
    _check_counts(fake, ops)
