"""
The Python half of test/codegen/mutations.test.ts: the regenerated Python client of a mutated
openapi.json (on PYTHONPATH) against the fake of the same tree, driven through its control API.
Prints what it saw as one JSON object; the TypeScript test asserts on it, beside what the
TypeScript client and the CLI saw. Argument: a JSON object with url, controlUrl, key, teamId,
playerId, role (of one of the team's coaches), mutation (the facts changed).
"""

from __future__ import annotations

import json
import sys
from typing import Any, Callable

import httpx

import sports_data
from sports_data import SportsData

env: dict[str, Any] = json.loads(sys.argv[1])
mutation: dict[str, Any] = env["mutation"]
control = httpx.Client(base_url=env["controlUrl"], timeout=30.0)
client = SportsData(api_key=env["key"], base_url=env["url"], max_retries=2, timeout=30.0)
seen: dict[str, Any] = {}


def requests_of(operation_id: str) -> int:
    return int(control.get("/requests", params={"operationId": operation_id}).json()["count"])


def fault(operation_id: str, **spec: Any) -> None:
    control.post("/faults", json={"operationId": operation_id, **spec}).raise_for_status()


def outcome(call: Callable[[], Any]) -> dict[str, Any]:
    """The class, code and retry_after of what `call` raised, or `returned` with its value."""
    try:
        value = call()
    except Exception as error:  # noqa: BLE001 - every outcome is data for the test
        return {
            "raised": type(error).__name__,
            "code": getattr(error, "code", None),
            "retryAfter": getattr(error, "retry_after", None),
        }
    return {"returned": value}


def counted(operation_id: str, call: Callable[[], Any]) -> dict[str, Any]:
    """`outcome(call)` with the requests the fake saw for the operation meanwhile; faults left are dropped."""
    before = requests_of(operation_id)
    out = outcome(call)
    control.delete("/faults").raise_for_status()
    out.pop("returned", None)
    out["requests"] = requests_of(operation_id) - before
    return out


renamed = mutation["renamed"]
players = client.players
seen["renamedMethod"] = hasattr(players, renamed["method"])
seen["oldMethodGone"] = not hasattr(players, "get")
fetch = getattr(players, renamed["method"])
seen["player"] = outcome(lambda: fetch(env["playerId"])["id"])
seen["oldIdRefused"] = counted(renamed["to"], lambda: fetch(mutation["idPrefix"]["from"] + "abc"))

# The flipped operation: usage-billed, so a 503 is not retried; a free read beside it is.
flipped = mutation["flipped"]["operationId"]
fault(flipped, status=503, retryAfter="0", times=3)
seen["flipped503"] = counted(flipped, lambda: client.teams.get(env["teamId"]))
fault(renamed["to"], status=503, retryAfter="0", times=3)
seen["free503"] = counted(renamed["to"], lambda: fetch(env["playerId"]))

# x-sdk: the Retry-After cap and the retried statuses.
cap = mutation["maxRetryAfterSeconds"]
fault("list_sports", status=503, retryAfter=str(cap * 2), times=3)
seen["overCap"] = counted("list_sports", lambda: client.reference.list_sports())
fault("list_sports", status=502, retryAfter="0", times=3)
seen["dropped502"] = counted("list_sports", lambda: client.reference.list_sports())
fault("list_sports", status=409, retryAfter="0", times=3)
seen["added409"] = counted("list_sports", lambda: client.reference.list_sports())

# The new error code.
code = mutation["newCode"]
envelope = {
    "error": {"type": code["type"], "code": code["code"], "message": "Injected.", "param": None, "request_id": None}
}
fault("list_sports", status=code["status"], body=envelope, times=3)
seen["newCode"] = counted("list_sports", lambda: client.reference.list_sports())

# The games list's own limit.
top = mutation["gamesLimitMax"]
seen["limitAtMax"] = outcome(lambda: len(client.games.list(limit=top).data))
seen["limitOverMax"] = counted("list_games", lambda: client.games.list(limit=top + 1))

# The new filter, applied by the fake.
role = env["role"]
every = client.teams.list_coaches(env["teamId"]).data
only = client.teams.list_coaches(env["teamId"], **{mutation["newFilter"]: role}).data
seen["filter"] = {"all": len(every), "filtered": len(only), "roles": sorted({c["role"] for c in only})}

seen["exported"] = {
    "BillingError": hasattr(sports_data, "BillingError"),
    "errorClassModule": sports_data.BillingError.__module__,
}
print(json.dumps(seen))
