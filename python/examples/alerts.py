"""A portal watch alert and its matches. Creating an alert is usage-billed (and needs the
`portal:alerts` scope and a verified coach); matches are pushed to your webhook and can also be read
here. Waits up to ALERT_WAIT_MS (default 15 s) for a first match, then deletes the alert."""

import os
import time

from sports_data import SportsData

wait_s = int(os.environ.get("ALERT_WAIT_MS", "15000")) / 1000

with SportsData() as client:
    # Watches the first sport the service lists.
    sport = client.reference.list_sports().data[0]
    alert = client.alerts.create(name=f"{sport['name']} players entering the portal", filters={"sport": sport["id"]})
    print(f"Alert {alert['id']} \"{alert['name']}\" is {alert['status']}, watching sport {sport['id']}.", flush=True)

    deadline = time.monotonic() + wait_s
    found = 0
    while found == 0 and time.monotonic() < deadline:
        for match in client.alerts.list_matches(alert["id"]):
            found += 1
            entry = match["portal_entry"]
            print(f"  match {match['id']}: {entry['name']} ({entry['position']}) left {entry['from_team']} at {entry['entered_at']}")
        if found == 0:
            time.sleep(0.5)
    if found == 0:
        print(f"  no matches within {wait_s:g} s")

    print(f"{len(client.alerts.list().data)} alert(s) on the account.")
    deleted = client.alerts.delete(alert["id"])
    print(f"Deleted {deleted['id']}: {deleted['deleted']}")
