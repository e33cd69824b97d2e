"""A bulk export: `create_and_poll` submits the job (usage-billed, sent once, billed only if it
succeeds) and waits for it; `download` streams the gzip file and yields its rows."""

from collections import Counter

from sports_data import SportsData

with SportsData() as client:
    # The sports the service lists: the first for players, the last for teams.
    sports = client.reference.list_sports().data
    first, last = sports[0], sports[-1]

    job = client.exports.create_and_poll(resource="players", format="jsonl", filters={"sport": first["id"]})
    print(f"Export {job['id']} {job['status']}: {job.get('row_count')} rows, ${job.get('cost_usd')}")

    by_position: Counter[str] = Counter()
    for player in client.exports.download(job).rows():
        by_position[str(player["position"])] += 1
    print(f"  read {sum(by_position.values())} players: {', '.join(f'{p} {n}' for p, n in by_position.items())}")

    csv_job = client.exports.create_and_poll(resource="teams", format="csv", filters={"sport": last["id"]})
    for team in client.exports.download(csv_job).rows():
        print(f"  csv: {team['name']} ({team['conference'] or 'independent'})")
