"""The read cache against the real fake, every saving counted on the fake's request log: a re-run
notebook cell costs 0 requests, a usage-billed call and a job's poll are always sent, an error is
never kept, entries are per account, a folder is shared by clients and processes and never holds
the key."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sports_data import AsyncSportsData, NotFoundError, SportsData
from sports_data._generated.policy import CACHE_TTL_SECONDS

from .._fake import Fake
from .._sample import Sample


def cached(fake: Fake, cache: object = True, key: str = "developer", **options: object) -> SportsData:
    return SportsData(api_key=fake.keys[key], base_url=fake.url, cache=cache, max_retries=0, **options)  # type: ignore[arg-type]


def test_a_rerun_cell_costs_no_request_and_says_it_came_from_the_cache(fake: Fake, sample: Sample) -> None:
    with cached(fake) as client:
        first = client.teams.with_response.list(sport="football", limit=5)
        player = client.players.get(sample.player_id)
        assert fake.count("list_teams") == 1 and fake.count("get_player") == 1
        again = client.teams.with_response.list(sport="football", limit=5)
        assert client.players.get(sample.player_id) == player
        assert fake.count("list_teams") == 1 and fake.count("get_player") == 1  # nothing more crossed the wire
        assert again.data.data == first.data.data
        assert first.meta.from_cache is False and again.meta.from_cache is True
        assert (again.meta.plan, again.meta.quota, again.meta.request_id) == (first.meta.plan, first.meta.quota, first.meta.request_id)
        assert client.usage().cache_hits == 2


def test_every_page_of_a_list_is_its_own_entry(fake: Fake) -> None:
    with cached(fake) as client:
        first = [team["id"] for team in client.teams.list(sport="football", limit=2).auto_paging_iter(max_items=6)]
        pages = fake.count("list_teams")
        assert pages == 3
        again = [team["id"] for team in client.teams.list(sport="football", limit=2).auto_paging_iter(max_items=6)]
        assert again == first and fake.count("list_teams") == pages
        assert client.usage().cache_hits == 3
        cursors = [request["query"].get("cursor") for request in fake.requests("list_teams")]
        assert len(set(cursors)) == 3


def test_a_usage_billed_call_is_sent_every_time(fake: Fake) -> None:
    with cached(fake) as client:
        for _ in range(2):
            client.query.create(prompt="top scorers in football")
            client.exports.create(resource="teams", format="csv", filters={"sport": "football"})
            client.portal.list(sport="football", limit=5)
        assert fake.count("create_query") == 2 and fake.count("create_export") == 2 and fake.count("list_portal") == 2
        assert client.usage().cache_hits == 0


def test_a_jobs_poll_and_the_list_of_jobs_are_never_served_from_the_cache(fake: Fake) -> None:
    with cached(fake) as client:
        run = client.query.create(prompt="top scorers in football")
        job = client.exports.create(resource="teams", format="csv", filters={"sport": "football"})
        for _ in range(2):
            client.query.get(run["run_id"])
            client.exports.get(job["id"])
            client.exports.list(limit=5)
        assert fake.count("get_query") == 2 and fake.count("get_export") == 2 and fake.count("list_exports") == 2
        assert client.usage().cache_hits == 0


def test_past_its_ttl_an_answer_is_read_again(fake: Fake, sample: Sample) -> None:
    with cached(fake, {"ttl": 0.2}) as client:
        client.players.get(sample.player_id)
        client.players.get(sample.player_id)
        assert fake.count("get_player") == 1
        # Only more time than the TTL can pass here, however loaded the machine: never a flaky hit.
        time.sleep(0.3)
        client.players.get(sample.player_id)
        assert fake.count("get_player") == 2


def test_cache_false_sends_and_clear_cache_empties(fake: Fake, sample: Sample) -> None:
    with cached(fake) as client:
        client.players.get(sample.player_id)
        fresh = client.players.with_response.get(sample.player_id, cache=False)
        assert fake.count("get_player") == 2 and fresh.meta.from_cache is False
        assert client.players.with_response.get(sample.player_id).meta.from_cache is True
        assert fake.count("get_player") == 2
        client.clear_cache()
        client.players.get(sample.player_id)
        assert fake.count("get_player") == 3


def test_an_error_answer_is_not_kept(fake: Fake, sample: Sample) -> None:
    with cached(fake) as client:
        for _ in range(2):
            with pytest.raises(NotFoundError):
                client.players.get("plr_doesnotexist")
        assert fake.count("get_player") == 2
        fake.fault(operationId="get_team", status=500, times=1)
        with pytest.raises(Exception):
            client.teams.get(sample.team_id)
        client.teams.get(sample.team_id)
        client.teams.get(sample.team_id)
        assert fake.count("get_team") == 2 and client.usage().cache_hits == 1


def test_a_hit_does_not_change_the_plan_and_quota_usage_shows(fake: Fake, sample: Sample) -> None:
    with cached(fake) as client:
        client.players.get(sample.player_id)
        client.teams.get(sample.team_id)
        after_fresh = client.usage().quota
        assert after_fresh is not None
        client.players.get(sample.player_id)  # from the cache: its stored quota is one request older
        assert client.usage().quota == after_fresh and client.usage().cache_hits == 1


def test_entries_are_per_account(fake: Fake, sample: Sample, tmp_path: Path) -> None:
    with cached(fake, str(tmp_path)) as developer, cached(fake, str(tmp_path), key="enterprise") as enterprise:
        developer.players.get(sample.player_id)
        enterprise.players.get(sample.player_id)
        assert fake.count("get_player") == 2
        developer.players.get(sample.player_id)
        enterprise.players.get(sample.player_id)
        assert fake.count("get_player") == 2


def test_a_folder_is_shared_by_clients_and_processes_and_never_holds_the_key(fake: Fake, sample: Sample, tmp_path: Path) -> None:
    key = fake.keys["developer"]
    with cached(fake, tmp_path) as one:
        data = one.teams.list(sport="football", limit=3).data
        one.players.search(sport="football", limit=3)
    with cached(fake, {"path": tmp_path}) as two:
        assert two.teams.list(sport="football", limit=3).data == data
        assert two.usage().cache_hits == 1
    # A restarted kernel: another interpreter on the same folder.
    code = (
        "import sys\nfrom sports_data import SportsData\n"
        "c = SportsData(base_url=sys.argv[1], cache=sys.argv[2])\n"
        "r = c.players.with_response.search(sport='football', limit=3)\n"
        "print(r.meta.from_cache, c.usage().cache_hits)\n"
    )
    env = {**os.environ, "SERVICE_API_KEY": key}
    done = subprocess.run([sys.executable, "-c", code, fake.url, str(tmp_path)], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "1"]
    assert fake.count("list_teams") == 1 and fake.count("search_players") == 1
    files = list(tmp_path.iterdir())
    assert files and all(file.name.endswith(".sdcache") for file in files)
    for file in files:
        raw = file.read_bytes()
        assert key.encode() not in raw and b"Bearer" not in raw and b"authorization" not in raw.lower()


def test_a_truncated_or_garbage_entry_is_a_miss(fake: Fake, sample: Sample, tmp_path: Path) -> None:
    with cached(fake, tmp_path) as client:
        client.players.get(sample.player_id)
        (entry,) = tmp_path.iterdir()
        entry.write_bytes(entry.read_bytes()[:-5])
        assert client.players.with_response.get(sample.player_id).meta.from_cache is False
        assert fake.count("get_player") == 2
        entry.write_bytes(b"\x00not an entry")
        client.players.get(sample.player_id)
        assert fake.count("get_player") == 3
        assert client.players.with_response.get(sample.player_id).meta.from_cache is True


def test_the_default_ttl_is_the_documents() -> None:
    with SportsData(api_key="svc_live_" + "K" * 32, cache=True) as client:
        assert client._cache is not None and client._cache.ttl == CACHE_TTL_SECONDS  # pyright: ignore[reportPrivateUsage]


@pytest.mark.anyio
async def test_async_a_rerun_costs_no_request_and_a_billed_call_is_always_sent(fake: Fake, sample: Sample, tmp_path: Path) -> None:
    async with AsyncSportsData(api_key=fake.keys["developer"], base_url=fake.url, cache=tmp_path) as client:
        first = await client.teams.list(sport="football", limit=4)
        player = await client.players.with_response.get(sample.player_id)
        again = await client.teams.list(sport="football", limit=4)
        held = await client.players.with_response.get(sample.player_id)
        assert again.data == first.data and held.data == player.data
        assert (player.meta.from_cache, held.meta.from_cache) == (False, True)
        assert fake.count("list_teams") == 1 and fake.count("get_player") == 1
        fresh = await client.players.with_response.get(sample.player_id, cache=False)
        assert fresh.meta.from_cache is False and fake.count("get_player") == 2
        for _ in range(2):
            await client.query.create(prompt="top scorers in football")
        assert fake.count("create_query") == 2
        assert client.usage().cache_hits == 2
        client.clear_cache()
        await client.teams.list(sport="football", limit=4)
        assert fake.count("list_teams") == 2

