"""Teams of a conference, each with its roster and coaching staff."""

from sports_data import SportsData

with SportsData() as client:
    # The first conference the service lists, whatever its sport.
    conference = client.reference.list_conferences().data[0]
    print(f"{conference['name']} ({conference['short_name']}, {conference['sport']})")

    for team in client.teams.list(conference=conference["id"], limit=3).data:
        roster = client.teams.list_roster(team["id"], limit=100).data
        coaches = client.teams.list_coaches(team["id"]).data
        head = next((c for c in coaches if "head" in c["role"].lower()), coaches[0] if coaches else None)
        print(f"  {team['name']}: {len(roster)} players, coach {head['name'] if head else 'unknown'}")
        for entry in roster[:3]:
            print(f"    #{entry['jersey_number'] or '-'} {entry['name']} ({entry['position']})")
