"""Every case of conformance/cases.json, through the sync and the async client."""

from __future__ import annotations

from typing import Any

import pytest

from sports_data import AsyncPage, AsyncSportsData, SportsData, SyncPage
from sports_data._generated import operations as generated_operations
from sports_data._operation import Operation

from .._fake import Fake
from ._cases import Outcome, Prepared, check, load, operation, prepare, snake

CASES: list[dict[str, Any]] = load()["cases"]
OPERATIONS: list[dict[str, Any]] = load()["operations"]


def test_the_file_covers_every_operation_of_the_generated_table() -> None:
    table = {v.id for v in vars(generated_operations).values() if isinstance(v, Operation)}
    assert {o["operationId"] for o in OPERATIONS} == table
    called = {c["call"]["operationId"] for c in CASES if c["name"].startswith("operation/")}
    assert called == table, "every operation is called once by an operation/ case"


@pytest.mark.parametrize("entry", OPERATIONS, ids=[o["operationId"] for o in OPERATIONS])
def test_the_generated_table_agrees_with_the_file(entry: dict[str, Any]) -> None:
    op = operation(entry["operationId"])
    # One naming rule for both clients: the TypeScript name in snake_case.
    assert op.label == snake(entry["typescriptMethod"])
    assert (op.method, op.path, op.billing, op.auth, op.paged) == (
        entry["httpMethod"],
        entry["path"],
        entry["billing"],
        entry["auth"],
        entry["paged"],
    )
    assert [p.name for p in op.path_params] == [p["name"] for p in entry["pathParams"]]
    assert [p.pattern for p in op.path_params] == [p["pattern"] for p in entry["pathParams"]]
    assert op.idempotent == entry["idempotencyKey"]


def _run_sync(p: Prepared, url: str) -> Outcome:
    outcome = Outcome()
    with SportsData(api_key=p.key, base_url=url + p.base_url_suffix, max_retries=p.max_retries, hooks=outcome.hooks(p)) as client:
        resource = getattr(client, p.namespace)
        call = getattr(resource.with_response if p.with_response else resource, p.method)
        try:
            if p.save is not None:
                job = resource.create_and_poll(**p.kwargs, poll_interval=0.1)
                outcome.job_id = job["id"]
                outcome.results.append(job)
                client.exports.download(job).save_to(p.save.path)
                return outcome
            for _ in range(p.repeat):
                result = call(*p.positional, **p.kwargs)
                outcome.results.append(result)
                if p.iterate:
                    outcome.items = list(result.auto_paging_iter(max_items=p.max_items))
        except Exception as error:  # noqa: BLE001 (the case decides what was expected)
            outcome.error = error
    return outcome


async def _run_async(p: Prepared, url: str) -> Outcome:
    outcome = Outcome()
    async with AsyncSportsData(api_key=p.key, base_url=url + p.base_url_suffix, max_retries=p.max_retries, hooks=outcome.hooks(p)) as client:
        resource = getattr(client, p.namespace)
        call = getattr(resource.with_response if p.with_response else resource, p.method)
        try:
            if p.save is not None:
                job = await resource.create_and_poll(**p.kwargs, poll_interval=0.1)
                outcome.job_id = job["id"]
                outcome.results.append(job)
                await (await client.exports.download(job)).save_to(p.save.path)
                return outcome
            for _ in range(p.repeat):
                result = await call(*p.positional, **p.kwargs)
                outcome.results.append(result)
                if p.iterate:
                    outcome.items = [item async for item in result.auto_paging_iter(max_items=p.max_items)]
        except Exception as error:  # noqa: BLE001
            outcome.error = error
    return outcome


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_sync(case: dict[str, Any], fake: Fake, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SERVICE_API_KEY", raising=False)
    prepared = prepare(case, fake)
    outcome = _run_sync(prepared, fake.url)
    check(prepared, outcome, fake, lambda r: isinstance(r, SyncPage))


@pytest.mark.anyio
@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
async def test_async(case: dict[str, Any], fake: Fake, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SERVICE_API_KEY", raising=False)
    prepared = prepare(case, fake)
    outcome = await _run_async(prepared, fake.url)
    check(prepared, outcome, fake, lambda r: isinstance(r, AsyncPage))
