"""Search players and read every page with a plain `for`: the client asks for the next page (cursor
in the body for search) only when the loop needs it. The sport and the stat to sort by come from the
service's filter catalog, since each sport has its own stat keys."""

from sports_data import SportsData

with SportsData() as client:
    catalog = client.reference.get_filter_catalog()
    sport, stat_keys = next((s, keys) for s, keys in catalog["sort_keys"].items() if keys)
    sort_by = stat_keys[0]
    print(f"Sorting {sport} players by {sort_by} (stat keys of {sport}: {', '.join(stat_keys)})")

    leaders = client.players.search(sport=sport, sort_by=sort_by, order="desc", limit=25)
    print(f"First page: {len(leaders.data)} players, more pages: {leaders.has_more}")

    count = 0
    for player in leaders:
        if count < 5:
            print(f"  #{count + 1} {player['name']} ({player['team']}) {sort_by} {player['stats'].get(sort_by, '-')}")
        count += 1
    print(f"Read {count} players across all pages.")
