"""Pacing keeps every rolling minute within the plan's reads, counting slots freed a minute after their answers."""

from __future__ import annotations

import httpx

from sports_data._pacing import Traffic


def test_slots_free_a_minute_after_each_answer() -> None:
    traffic = Traffic(True, reads_per_minute=2)
    first, wait = traffic.admit(0.0)
    second, _ = traffic.admit(0.0)
    assert wait == 0 and first is not None and second is not None
    assert traffic.admit(0.5) == (None, 0.05)  # both held by attempts in flight
    traffic.release(first, 1.0)
    traffic.release(second, 2.0)
    assert traffic.admit(30.0) == (None, 31.0)
    token, wait = traffic.admit(61.0)
    assert token is not None and wait == 0


def test_the_plan_is_learned_from_answers_and_sets_the_limit() -> None:
    traffic = Traffic(True)
    assert traffic.limit() is None
    traffic.learn(httpx.Headers({"x-service-plan": "developer", "x-monthly-quota-limit": "10", "x-monthly-quota-remaining": "4"}))
    usage = traffic.usage()
    assert usage.plan == "developer" and usage.reads_per_minute == traffic.limit() and usage.reads_per_minute
    assert usage.quota is not None and usage.quota.remaining == 4


def test_off_means_no_slots() -> None:
    assert Traffic(False).admit(0.0) == (None, 0.0)
