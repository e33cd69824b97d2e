# Generated from openapi.json by scripts/generate.mjs. Do not edit.
"""The plan table (`x-plans` of openapi.json), keyed by the value of `X-Service-Plan`."""

from __future__ import annotations

from typing import NamedTuple


class PlanLimits(NamedTuple):
    """One row of the plan table."""

    reads_per_minute: int
    monthly_quota: int | None
    alert_count: int
    included_usage_usd: float
    export_row_cap: int | None
    portal_and_alerts_billed: bool


PLAN_LIMITS: dict[str, PlanLimits] = {
    "free": PlanLimits(reads_per_minute=10, monthly_quota=1000, alert_count=0, included_usage_usd=0, export_row_cap=0, portal_and_alerts_billed=True),
    "plus": PlanLimits(reads_per_minute=20, monthly_quota=25000, alert_count=3, included_usage_usd=5, export_row_cap=50000, portal_and_alerts_billed=True),
    "premium": PlanLimits(reads_per_minute=100, monthly_quota=100000, alert_count=10, included_usage_usd=15, export_row_cap=250000, portal_and_alerts_billed=True),
    "developer": PlanLimits(reads_per_minute=300, monthly_quota=250000, alert_count=25, included_usage_usd=40, export_row_cap=500000, portal_and_alerts_billed=False),
    "ultra": PlanLimits(reads_per_minute=3000, monthly_quota=2500000, alert_count=250, included_usage_usd=250, export_row_cap=5000000, portal_and_alerts_billed=False),
    "enterprise": PlanLimits(reads_per_minute=6000, monthly_quota=None, alert_count=1000, included_usage_usd=1000, export_row_cap=None, portal_and_alerts_billed=False),
}

LOWEST_READS_PER_MINUTE = 10
