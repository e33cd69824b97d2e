"""conformance/cases.json (generated from openapi.json, shared with the TypeScript suite), read and
run against the fake: setup through its control API, one call through the client, and every
expectation checked against what the fake logged. See the file's own `howToRun`."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import traceback
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Mapping, cast

import sports_data
from sports_data import APIError, SportsDataError
from sports_data._generated import operations as generated_operations
from sports_data._operation import Operation

from .._fake import ROOT, Fake

CASES_FILE = Path(os.environ.get("SPORTS_DATA_CASES", ROOT / "conformance" / "cases.json"))


def load() -> dict[str, Any]:
    return cast("dict[str, Any]", json.loads(CASES_FILE.read_text(encoding="utf-8")))


def operation(operation_id: str) -> Operation:
    """The generated table's entry: the Python client's own name for the call."""
    found = getattr(generated_operations, operation_id, None)
    assert isinstance(found, Operation), f"{operation_id} is not in the generated operation table"
    return found


def snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in name)


def fill(value: Any, key: str | None, run: str) -> Any:
    """`{{key}}` and `{{run}}` in every string of a JSON value (both are plain alphanumerics, so
    they can be put into the serialised text)."""
    text = json.dumps(value).replace("{{key}}", key or "").replace("{{run}}", run)
    return json.loads(text)


OWN_CONTENT = b"a file of the caller, not to be touched\n"


@dataclass
class SaveTarget:
    """Where a case's `call.thenSave` saves, made ready in a fresh folder."""

    folder: Path
    path: str

    @classmethod
    def make(cls, target: str) -> SaveTarget:
        folder = Path(tempfile.mkdtemp(prefix="sports-data-conformance-"))
        if target == "existing-file":
            path = folder / "export.csv.gz"
            path.write_bytes(OWN_CONTENT)
            return cls(folder, str(path))
        if target == "in-missing-directory":
            return cls(folder, str(folder / "missing" / "export.csv.gz"))
        return cls(folder, target)

    def check(self, name: str, expected: str | None) -> None:
        try:
            names = os.listdir(self.folder)
            if expected == "unchanged":
                assert Path(self.path).read_bytes() == OWN_CONTENT, f"{name}: the existing file was changed"
                assert len(names) == 1, f"{name}: the folder holds {names}"
            if expected == "absent":
                assert names == [], f"{name}: the folder holds {names}"
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


@dataclass
class Prepared:
    """A case made concrete for one run: the key, the method's path, its arguments."""

    case: dict[str, Any]
    key: str | None
    base_url_suffix: str
    save: SaveTarget | None
    max_retries: int
    namespace: str
    method: str
    positional: list[str]
    kwargs: dict[str, Any]
    max_items: int | None
    iterate: bool
    repeat: int
    with_response: bool
    hooks: bool = False
    """`client.hooks: "record"`: the client records every hook event (`Outcome.events`)."""

    @property
    def expect(self) -> dict[str, Any]:
        return cast("dict[str, Any]", self.case["expect"])


def prepare(case: dict[str, Any], fake: Fake) -> Prepared:
    role = case["client"].get("key")
    key = fake.keys[role] if role is not None else None
    run = uuid.uuid4().hex[:12]
    call = case["call"]
    op = operation(call["operationId"])
    namespace, method = op.label.split(".")
    path_params = cast("dict[str, str]", call.get("pathParams") or {})
    positional = [path_params[p.name] for p in op.path_params if p.name in path_params]
    options = cast("dict[str, Any]", fill(call.get("options") or {}, key, run))
    kwargs = dict(cast("dict[str, Any]", fill(call.get("args") or {}, key, run)))
    unknown = set(options) - {"idempotencyKey", "maxItems"}
    assert not unknown, f"options this runner does not know: {unknown}"
    if "idempotencyKey" in options:
        kwargs["idempotency_key"] = options["idempotencyKey"]
    fake.reset()
    for fault in case.get("setup", {}).get("faults", []):
        fake.fault(**fill(fault, key, run))
    then_save = call.get("thenSave")
    return Prepared(
        case=case,
        key=key,
        base_url_suffix=str(case["client"].get("baseUrlSuffix") or ""),
        save=SaveTarget.make(then_save["target"]) if then_save else None,
        max_retries=int(case["client"].get("maxRetries", 2)),
        namespace=namespace,
        method=method,
        positional=positional,
        kwargs=kwargs,
        max_items=options.get("maxItems"),
        iterate=bool(call.get("iterate")),
        repeat=int(call.get("repeat") or 1),
        with_response="replayedHeader" in case["expect"],
        hooks=case["client"].get("hooks") == "record",
    )


@dataclass
class Outcome:
    results: list[Any] = field(default_factory=lambda: [])
    items: list[Any] | None = None
    error: BaseException | None = None
    job_id: str | None = None
    """The job a `thenSave` call created."""
    events: list[Any] = field(default_factory=lambda: [])
    """The hook events, in order, when the case records them."""

    def hooks(self, prepared: Prepared) -> dict[str, Callable[[Any], None]] | None:
        """A recording hook for each moment, when the case asks for one."""
        if not prepared.hooks:
            return None
        names = ("on_request", "on_response", "on_retry", "on_pacing_wait", "on_poll", "on_settled")
        return {name: self.events.append for name in names}


# The case's names for an event's fields (TypeScript's), and the Python event's.
_EVENT_FIELDS = {"kind": "kind", "attempt": "attempt", "status": "status", "reason": "reason", "waitSource": "wait_source", "ok": "ok"}


def _check_hook_events(name: str, wanted: list[dict[str, Any]], events: list[Any]) -> None:
    seen = [{k: getattr(e, _EVENT_FIELDS[k], None) for k in want} for e, want in zip(events, wanted)]
    assert len(events) == len(wanted) and seen == wanted, (
        f"{name}: hook events {[(e.kind, e.attempt) for e in events]}; compared {seen}, expected {wanted}"
    )


def _said(error: BaseException) -> str:
    parts = [str(error), repr(error), repr(error.args), "".join(traceback.format_exception(error))]
    parts += [repr(v) for v in vars(error).values()]
    if isinstance(error, APIError):
        parts.append(repr(list(error.headers.multi_items())))
    return "\n".join(parts)


def _at(entry: Mapping[str, Any]) -> datetime:
    return datetime.fromisoformat(str(entry["at"]).replace("Z", "+00:00"))


def check(prepared: Prepared, outcome: Outcome, fake: Fake, is_page: Callable[[Any], bool]) -> None:
    expect = prepared.expect
    name = prepared.case["name"]
    if "hookEvents" in expect:
        _check_hook_events(name, cast("list[dict[str, Any]]", expect["hookEvents"]), outcome.events)
    error = outcome.error
    results = [r.data for r in outcome.results] if prepared.with_response else outcome.results
    wanted = expect.get("error")
    if wanted is None:
        if error is not None:
            raise AssertionError(f"{name}: expected no error, got {error!r}") from error
    else:
        assert error is not None, f"{name}: expected {wanted['class']}, got a result"
        cls = getattr(sports_data, wanted["class"])
        assert isinstance(error, cls), f"{name}: expected {wanted['class']}, got {type(error).__name__}: {error}"
        assert isinstance(error, SportsDataError)
        for field_name in ("status", "code", "reason", "type", "param"):
            if field_name in wanted:
                assert getattr(error, field_name) == wanted[field_name], f"{name}: {field_name} of {error!r}"
        if "messageIncludes" in wanted:
            assert wanted["messageIncludes"] in error.message, f"{name}: {wanted['messageIncludes']!r} is not in {error.message!r}"
        if "retryAfter" in wanted:
            assert _retry_after(error) == wanted["retryAfter"], f"{name}: retry_after of {error!r}"
        if "retryAfterAtLeast" in wanted:
            value = _retry_after(error)
            assert value is not None and value >= wanted["retryAfterAtLeast"], f"{name}: retry_after {value}"

    if "result" in expect:
        assert results, f"{name}: no result"
        result = results[-1]
        if expect["result"] == "page":
            assert is_page(result), f"{name}: expected a page, got {type(result).__name__}"
        else:
            assert isinstance(result, dict), f"{name}: expected an object, got {type(result).__name__}"

    if "items" in expect:
        assert outcome.items is not None and len(outcome.items) == expect["items"], f"{name}: items"

    for requests in expect.get("requests", []):
        seen = fake.requests(requests["operationId"]) if requests.get("operationId") else fake.requests()
        assert len(seen) == requests["count"], f"{name}: {len(seen)} requests of {requests.get('operationId')}, expected {requests['count']}"

    log = fake.requests()
    wire = expect.get("wire")
    if wire is not None:
        assert len(log) >= len(wire), f"{name}: {len(log)} requests logged, {len(wire)} expected"
        for i, (want, got) in enumerate(zip(wire, log)):
            for key, value in cast("dict[str, Any]", want).items():
                assert got.get(key) == value, f"{name}: request {i} {key} = {got.get(key)!r}, expected {value!r}"

    gap = expect.get("gapMs")
    if gap is not None:
        assert len(log) >= 2, f"{name}: fewer than two requests"
        ms = (_at(log[1]) - _at(log[0])).total_seconds() * 1000
        assert ms >= gap["atLeast"], f"{name}: {ms:.0f} ms between the first two requests"

    cursor = expect.get("cursor")
    if cursor is not None:
        assert len(log) >= 2, f"{name}: paging sent fewer than two requests"
        has = ["cursor" in cast("dict[str, Any]", entry.get("query") or {}) for entry in log]
        if cursor["in"] == "query":
            assert has[0] == cursor["firstRequest"] and all(h == cursor["laterRequests"] for h in has[1:]), f"{name}: {has}"
        else:
            assert not any(has), f"{name}: a body cursor leaked into the query: {log}"

    if expect.get("messageIncludesJobId"):
        assert error is not None and outcome.job_id is not None and outcome.job_id in str(error), f"{name}: the job is not named in {error!r}"

    if prepared.save is not None:
        prepared.save.check(name, expect.get("target"))

    if expect.get("keyAbsentFromError"):
        assert error is not None and prepared.key is not None
        assert prepared.key not in _said(error), f"{name}: the key is in the error"

    if expect.get("sameResult"):
        assert len(results) >= 2 and all(r == results[0] for r in results), f"{name}: repeats differ"

    header = expect.get("replayedHeader")
    if header is not None:
        last = outcome.results[-1]
        assert last.response.headers.get(header) == "true", f"{name}: no {header} on the repeat"


def _retry_after(error: SportsDataError) -> float | None:
    # Every APIError carries it, as in the TypeScript client (a 503 may say Retry-After too).
    return cast("float | None", getattr(error, "retry_after", None))
