"""The read cache's parts with no server: the key, which operations are kept (from the generated
tables), the memory and folder stores on a clock the test moves, the option checks, and the cache
step of the one request loop (`_core.call_flow`) under the scripted driver: what it sends, counted."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable, cast

import pytest

from sports_data import InvalidArgumentError, SportsData
from sports_data._internal.cache import (
    CACHED_OPERATIONS,
    CachedAnswer,
    FolderStore,
    MemoryStore,
    ReadCache,
    account_of,
    cache_key,
)
from sports_data._config import resolve_config
from sports_data._internal.engine import call_flow, prepare
from sports_data._generated import operations as ops
from sports_data._generated import policy
from sports_data._generated.jobs import JOBS
from sports_data._operation import Operation
from sports_data._options import CallOptions

from ._scripted import Script, answer, envelope

KEY = "svc_live_" + "K" * 32
OTHER = "svc_live_" + "O" * 32
CONFIG = resolve_config(
    api_key=KEY, base_url="https://api.test", max_retries=0, timeout=10.0, default_headers=None, max_response_bytes=100_000, webhook_secret=None, env={}
)
PAGE = {"data": [{"id": "team_1"}], "has_more": False, "next_cursor": None}
META = {"x-request-id": "req_1", "x-service-plan": "developer", "x-monthly-quota-limit": "1000", "x-monthly-quota-remaining": "990", "content-type": "application/json"}


def entry(expires: float, body: bytes = b'{"a":1}') -> CachedAnswer:
    return CachedAnswer(200, (("content-type", "application/json"), ("x-request-id", "req_1")), body, expires)


# The key ---------------------------------------------------------------------------------------


def test_the_key_is_a_hash_of_account_method_url_and_body_never_the_key() -> None:
    account = account_of(KEY)
    assert account == hashlib.sha256(KEY.encode()).hexdigest()
    key = cache_key(account, "GET", "https://api.test/v1/teams?limit=5", None)
    assert len(key) == 64 and KEY not in key
    assert key == cache_key(account, "GET", "https://api.test/v1/teams?limit=5", b"")
    others = {
        cache_key(account_of(OTHER), "GET", "https://api.test/v1/teams?limit=5", None),
        cache_key(account, "POST", "https://api.test/v1/teams?limit=5", None),
        cache_key(account, "GET", "https://api.test/v1/teams?limit=6", None),
        cache_key(account, "GET", "https://api.test/v1/teams?limit=5", b"{}"),
    }
    assert key not in others and len(others) == 4


def test_the_key_is_the_typescript_clients_key_of_the_same_request() -> None:
    # Computed by the TypeScript client's rule: sha256Hex(JSON.stringify([account, method, url, body ?? ""])).
    account = account_of(KEY)
    body = json.dumps({"sport": "football", "name": "Zo\u00eb \u2028 \u0001"}, ensure_ascii=False, separators=(",", ":")).encode()
    assert cache_key(account, "POST", "https://api.test/v1/players/search", body) == "fe768e87392d620633f470aa0fbdc3fd4c52092cbdc5cd57cd1cc63488ff29a6"
    assert cache_key(account, "GET", "https://api.test/v1/teams?limit=5", None) == "3b563c3c9e4bda93388a7d98a1ee9d8fbb3ab1056acef32c0a31acd81fe24796"


def test_only_free_operations_outside_a_jobs_namespace_are_kept() -> None:
    expected = {op.id for op in ops.OPERATIONS.values() if op.billing == "free" and op.label.split(".")[0] not in JOBS}
    assert CACHED_OPERATIONS == expected
    # A job's poll and the list of jobs change state; a usage-billed read is never kept.
    for op in (ops.get_query, ops.get_export, ops.list_exports, ops.list_portal, ops.create_query, ops.create_export):
        assert op.id not in CACHED_OPERATIONS
    for op in (ops.get_player, ops.list_teams, ops.search_players, ops.get_coverage):
        assert op.id in CACHED_OPERATIONS


# The stores ------------------------------------------------------------------------------------


def test_memory_entries_expire_at_their_ttl_and_the_least_recently_used_goes_first() -> None:
    store = MemoryStore(max_entries=2)
    store.set("a", entry(expires=100.0))
    assert store.get("a", now=99.9) is not None
    assert store.get("a", now=100.0) is None  # past its time: a miss, and gone
    store.set("a", entry(expires=100.0))
    store.set("b", entry(expires=100.0))
    assert store.get("a", now=1.0) is not None  # "a" used last: "b" is the least recent
    store.set("c", entry(expires=100.0))
    assert store.get("b", now=1.0) is None
    assert store.get("a", now=1.0) is not None and store.get("c", now=1.0) is not None
    store.clear()
    assert len(store) == 0


def test_two_folder_stores_on_one_folder_share_entries_and_leave_no_temporary_file(tmp_path: Path) -> None:
    one, two = FolderStore(tmp_path, 10, 1000), FolderStore(tmp_path, 10, 1000)
    one.set("f" * 64, entry(expires=100.0, body=b'{"b":2}'))
    found = two.get("f" * 64, now=50.0)
    assert found == entry(expires=100.0, body=b'{"b":2}')
    assert two.get("f" * 64, now=100.0) is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f" * 64 + ".sdcache"]


def _cut_description(raw: bytes) -> bytes:
    return raw[: raw.index(b"\n") - 2]


DAMAGE: dict[str, Callable[[bytes], bytes]] = {
    "truncated body": lambda raw: raw[:-3],
    "truncated description": _cut_description,
    "garbage": lambda raw: b"\x00\xff garbage",
    "empty": lambda raw: b"",
    "an error status": lambda raw: raw.replace(b'"status":200', b'"status":500'),
    "a header the SDK never keeps": lambda raw: raw.replace(b'"x-request-id"', b'"authorization"'),
    "another format": lambda raw: raw.replace(b'"v":1', b'"v":"1"'),
}


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_a_damaged_entry_file_is_a_miss_never_an_error(tmp_path: Path, damage: str) -> None:
    store = FolderStore(tmp_path, 10, 1000)
    key = "a" * 64
    store.set(key, entry(expires=100.0))
    file = tmp_path / (key + ".sdcache")
    damaged = DAMAGE[damage](file.read_bytes())
    assert damaged != file.read_bytes()
    file.write_bytes(damaged)
    assert store.get(key, now=1.0) is None


def test_an_entry_larger_than_the_body_cap_is_not_read(tmp_path: Path) -> None:
    FolderStore(tmp_path, 10, 10_000_000).set("c" * 64, entry(expires=100.0, body=b"x" * 200_000))
    assert FolderStore(tmp_path, 10, 100).get("c" * 64, now=1.0) is None


def test_clearing_and_pruning_a_folder_touch_only_the_caches_files(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine")
    (tmp_path / ("d" * 64 + ".txt")).write_text("mine too")
    store = FolderStore(tmp_path, 2, 1000)
    for index, name in enumerate("123"):
        key = name * 64
        store.set(key, entry(expires=100.0))
        os.utime(tmp_path / (key + ".sdcache"), (1000 + index, 1000 + index))
    store.set("4" * 64, entry(expires=100.0))
    kept = {p.name for p in tmp_path.iterdir() if p.suffix == ".sdcache"}
    assert len(kept) == 2 and "1" * 64 + ".sdcache" not in kept
    store.clear()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["notes.txt", "d" * 64 + ".txt"])


def test_a_folder_that_cannot_be_written_loses_the_entry_not_the_call(tmp_path: Path) -> None:
    gone = tmp_path / "gone"
    store = FolderStore(gone, 10, 1000)  # the folder was removed after the client was made
    store.set("e" * 64, entry(expires=100.0))
    assert store.get("e" * 64, now=1.0) is None


# The option ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("option", "param"),
    [
        ({"ttl": 0}, "cache.ttl"),
        ({"ttl": True}, "cache.ttl"),
        ({"ttl": "300"}, "cache.ttl"),
        ({"max_entries": 0}, "cache.max_entries"),
        ({"max_entries": 2.5}, "cache.max_entries"),
        ({"path": 5}, "cache.path"),
        ({"path": ""}, "cache.path"),
        ({"ttl_seconds": 5}, "cache.ttl_seconds"),
        (5, "cache"),
    ],
)
def test_a_bad_cache_option_is_refused_at_construction(option: Any, param: str) -> None:
    with pytest.raises(InvalidArgumentError) as raised:
        SportsData(api_key=KEY, cache=option)
    assert raised.value.param == param


def test_a_missing_cache_folder_is_made(tmp_path: Path) -> None:
    SportsData(api_key=KEY, cache={"path": tmp_path / "a" / "b", "ttl": 5}).close()
    assert (tmp_path / "a" / "b").is_dir()


def test_a_cache_path_that_is_a_file_is_refused(tmp_path: Path) -> None:
    file = tmp_path / "file"
    file.write_text("x")
    with pytest.raises(InvalidArgumentError, match="not a folder"):
        SportsData(api_key=KEY, cache=str(file))
    assert file.read_text() == "x"


def test_the_defaults_come_from_the_document() -> None:
    client = SportsData(api_key=KEY, cache=True)
    cache = client._cache  # pyright: ignore[reportPrivateUsage]
    assert cache is not None and cache.ttl == policy.CACHE_TTL_SECONDS
    assert isinstance(cache.store, MemoryStore) and cache.store._max == policy.CACHE_MAX_ENTRIES  # pyright: ignore[reportPrivateUsage]


def test_a_client_without_a_cache_never_imports_it() -> None:
    code = (
        "import sys, sports_data\n"
        "c = sports_data.SportsData(api_key='" + KEY + "')\n"
        "c.usage(); c.clear_cache()\n"
        "print('sports_data._internal.cache' in sys.modules)\n"
        "sports_data.SportsData(api_key='" + KEY + "', cache=True)\n"
        "print('sports_data._internal.cache' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "True"]


def test_cache_false_per_call_must_be_a_bool() -> None:
    with pytest.raises(InvalidArgumentError) as raised:
        SportsData(api_key=KEY, base_url="https://api.test").players.get("plr_1", cache=cast(Any, "no"))
    assert raised.value.param == "cache"


# The cache step of the request loop, under the scripted driver ----------------------------------


def run(script: Script, held: ReadCache, op: Operation, path: dict[str, str] | None = None, inputs: dict[str, object] | None = None, **options: Any) -> Any:
    prepared = prepare(CONFIG, op, path or {}, inputs, CallOptions(**options))
    return script.run(call_flow(CONFIG, prepared, clock=script.clock.clock(), random=lambda: 0.0, cache=held))


def test_a_held_answer_sends_nothing_and_reads_as_the_fresh_one() -> None:
    cache = ReadCache(MemoryStore(10), 60.0, KEY)
    script = Script([answer(200, PAGE, META)])
    fresh = run(script, cache, ops.list_teams, inputs={"limit": 5})
    held = run(script, cache, ops.list_teams, inputs={"limit": 5})
    assert len(script.sends) == 1 and cache.hits == 1
    assert held.data == fresh.data and held.from_cache and not fresh.from_cache
    assert held.meta.from_cache is True and fresh.meta.from_cache is False
    assert (held.meta.plan, held.meta.quota, held.meta.request_id) == (fresh.meta.plan, fresh.meta.quota, fresh.meta.request_id)
    assert "authorization" not in held.response.headers


def test_past_its_ttl_an_answer_is_sent_for_again() -> None:
    cache = ReadCache(MemoryStore(10), 60.0, KEY)
    script = Script([answer(200, PAGE, META), answer(200, PAGE, META)])
    run(script, cache, ops.list_teams)
    script.clock.now += 59.0
    run(script, cache, ops.list_teams)
    assert len(script.sends) == 1
    script.clock.now += 1.0
    run(script, cache, ops.list_teams)
    assert len(script.sends) == 2 and cache.hits == 1


def test_an_error_answer_is_not_kept() -> None:
    cache = ReadCache(MemoryStore(10), 60.0, KEY)
    script = Script([answer(404, envelope("not_found")), answer(200, {"id": "plr_1"}, META)])
    with pytest.raises(Exception):
        run(script, cache, ops.get_player, {"id": "plr_1"})
    run(script, cache, ops.get_player, {"id": "plr_1"})
    assert len(script.sends) == 2 and cache.hits == 0


def test_a_billed_call_and_a_jobs_poll_are_always_sent() -> None:
    cache = ReadCache(MemoryStore(10), 60.0, KEY)
    run_body = {"run_id": "qr_1", "status": "running"}
    script = Script([answer(202, run_body, META), answer(202, run_body, META), answer(200, run_body, META), answer(200, run_body, META)])
    for _ in range(2):
        run(script, cache, ops.create_query, inputs={"prompt": "top scorers"})
    for _ in range(2):
        run(script, cache, ops.get_query, {"run_id": "qr_1"})
    assert len(script.sends) == 4 and cache.hits == 0 and len(cache.store) == 0  # type: ignore[arg-type]


def test_cache_false_sends_and_replaces_the_held_answer() -> None:
    cache = ReadCache(MemoryStore(10), 60.0, KEY)
    script = Script([answer(200, {"id": "plr_1", "v": 1}, META), answer(200, {"id": "plr_1", "v": 2}, META)])
    run(script, cache, ops.get_player, {"id": "plr_1"})
    fresh = run(script, cache, ops.get_player, {"id": "plr_1"}, cache=False)
    held = run(script, cache, ops.get_player, {"id": "plr_1"})
    assert len(script.sends) == 2
    assert fresh.data["v"] == 2 and held.data["v"] == 2 and held.from_cache


def test_a_folder_stores_file_io_is_asked_of_the_driver_and_a_memory_stores_is_not(tmp_path: Path) -> None:
    # A folder's reads and writes are `OffLoop` actions (the async driver runs them on a worker
    # thread): a miss asks for a read and a write, a hit for a read, `cache=False` for the write only.
    folder = ReadCache(FolderStore(tmp_path, 10, 1000), 60.0, KEY)
    script = Script([answer(200, {"id": "plr_1", "v": 1}, META), answer(200, {"id": "plr_1", "v": 2}, META)])
    run(script, folder, ops.get_player, {"id": "plr_1"})
    assert (len(script.sends), script.off_loop) == (1, 2)
    held = run(script, folder, ops.get_player, {"id": "plr_1"})
    assert (len(script.sends), script.off_loop) == (1, 3) and held.from_cache and held.data["v"] == 1
    run(script, folder, ops.get_player, {"id": "plr_1"}, cache=False)
    assert (len(script.sends), script.off_loop) == (2, 4)
    assert run(script, folder, ops.get_player, {"id": "plr_1"}).data["v"] == 2
    # A billed call never touches the store, so it asks for nothing.
    script.replies.append(answer(202, {"run_id": "qr_1", "status": "running"}, META))
    run(script, folder, ops.create_query, inputs={"prompt": "top scorers"})
    assert script.off_loop == 5

    memory = ReadCache(MemoryStore(10), 60.0, KEY)
    script = Script([answer(200, {"id": "plr_1"}, META)])
    run(script, memory, ops.get_player, {"id": "plr_1"})
    run(script, memory, ops.get_player, {"id": "plr_1"})
    assert (len(script.sends), script.off_loop, memory.hits) == (1, 0, 1)
