"""A player's profile and season-by-season stats, with the response meta (plan, quota, request id)."""

from sports_data import SportsData

with SportsData() as client:
    # Ids come from the service: the first sport it lists, then the first player found in it.
    sport = client.reference.list_sports().data[0]
    found = client.players.search(sport=sport["id"], limit=1).data[0]

    result = client.players.with_response.get(found["id"])
    player, meta = result.data, result.meta
    print(f"{player['name']}, {player['position']} at {player['team']} ({player['class_year']})")
    quota = f"{meta.quota.remaining}/{meta.quota.limit} requests left this month" if meta.quota else "no monthly cap"
    print(f"plan {meta.plan}, {quota}, request {meta.request_id}")

    for season in client.players.list_seasons(player["id"]):
        stats = ", ".join(f"{key} {value}" for key, value in list(season["stats"].items())[:3])
        print(f"  {season['season']} {season['team']}: {stats}")
