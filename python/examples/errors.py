"""Branching on typed error codes. Run it with a Free plan key: the portal is not on the Free plan
(403 plan_required), and the Free plan's per-minute read limit is small (429 rate_limit_exceeded)."""

from sports_data import APIError, RateLimitError, SportsData

# max_retries=0 so that the rate limit surfaces here instead of being waited out by the client.
with SportsData(max_retries=0) as client:
    try:
        client.portal.list()
    except APIError as error:
        if error.code != "plan_required":
            raise
        print(f"portal.list: {error.status} {error.code}: upgrade to use the portal ({error.request_id})")

    for call in range(1, 51):
        try:
            client.reference.list_sports()
        except RateLimitError as error:
            if error.code == "monthly_quota_exceeded":
                print("monthly quota used: it resets at the start of the next UTC month")
            else:
                print(f"call {call}: {error.code}, retry after {error.retry_after} s")
            break
