"""A small program with a function worth testing: the leaders of a sport by one stat. Its tests,
`test_scouting_report.py` beside it, run it against the SDK's fake service with the pytest
fixture `sports_data_fake` (see "Testing your code" in python/README.md)."""

from __future__ import annotations

from sports_data import SportsData


def leaders(client: SportsData, sport: str, stat: str, count: int = 5) -> list[tuple[str, float]]:
    """The `count` best players of `sport` by `stat`, best first, as (name, value)."""
    found = client.players.search(sport=sport, sort_by=stat, order="desc", limit=min(count, 100))
    return [(player["name"], float(player["stats"].get(stat, 0))) for player in found.auto_paging_iter(max_items=count)]


def main() -> None:
    with SportsData() as client:
        catalog = client.reference.get_filter_catalog()
        sport, stats = next((s, keys) for s, keys in catalog["sort_keys"].items() if keys)
        for rank, (name, value) in enumerate(leaders(client, sport, stats[0]), start=1):
            print(f"#{rank} {name}: {stats[0]} {value:g}")


if __name__ == "__main__":
    main()
