"""A natural-language query: `create_and_poll` submits the run (usage-billed, sent exactly once) and
polls it, free, until it completes. The idempotency key makes a rerun of this script safe: a repeat
within 24 h gets the first run back with no new charge."""

from datetime import date
from typing import Literal

from sports_data import JobFailedError, PollTimeoutError, SportsData

with SportsData() as client:
    # Scoped to a sport the service lists, for one of the genders it covers.
    sport = client.reference.list_sports().data[0]
    # The service may add genders; the query takes the two it documents.
    gender: Literal["men", "women"] | None = "women" if sport["genders"] == ["women"] else "men" if "men" in sport["genders"] else None
    try:
        run = client.query.create_and_poll(
            prompt=f"Who were the standout {gender or ''} {sport['name'].lower()} players of the last season?",
            sport=sport["id"],
            gender=gender,
            idempotency_key=f"example-query-{date.today().isoformat()}",
            timeout=60,
        )
        print(f"Run {run['run_id']} {run['status']}: {run.get('answer')}")
        usage = run.get("usage")
        if usage:
            print(f"  {usage['input_tokens']} + {usage['output_tokens']} tokens, ${usage['cost_usd']}")
    except JobFailedError as error:
        print(f"The run failed ({error.code}); failed runs are not billed.")
    except PollTimeoutError:
        print("Still running; poll it later with client.query.poll(run_id).")
