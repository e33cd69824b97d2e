"""A scripted driver for engine flows: answers each Send from a list and records what was asked,
on a virtual clock that only Sleep moves. No network, no wall-clock waits."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable, TypeVar, cast

import httpx

from sports_data._internal.engine import Clock, Failed, Flow, OffLoop, Received, Reply, Send, Sleep

T = TypeVar("T")


@dataclass
class VirtualClock:
    now: float = 1000.0
    wall_offset: float = 1_700_000_000.0

    def clock(self) -> Clock:
        return Clock(monotonic=lambda: self.now, wall=lambda: self.now + self.wall_offset)


def answer(status: int, body: Any = None, headers: dict[str, str] | None = None, raw: bytes | None = None) -> Callable[[Send], Received]:
    def make(send: Send) -> Received:
        content = raw if raw is not None else (b"" if body is None else json.dumps(body).encode())
        response = httpx.Response(status, headers=headers or {}, content=content, request=httpx.Request(send.method, send.url))
        return Received(response, content)

    return make


def failure(kind: str) -> Callable[[Send], Failed]:
    def make(send: Send) -> Failed:
        return Failed(cast(Any, kind), "scripted")

    return make


@dataclass
class Script:
    replies: list[Callable[[Send], Received | Failed]]
    clock: VirtualClock = field(default_factory=VirtualClock)
    sends: list[Send] = field(default_factory=lambda: cast("list[Send]", []))
    sleeps: list[float] = field(default_factory=lambda: cast("list[float]", []))
    latency: float = 0.0
    off_loop: int = 0
    """How many `OffLoop` actions (a folder cache's file I/O) the flow asked for."""

    def run(self, flow: Flow[T]) -> T:
        reply: Reply = None
        try:
            while True:
                reply = self._perform(flow.send(reply))
        except StopIteration as done:
            return cast(T, done.value)

    def _perform(self, action: Sleep | Send | OffLoop[Any]) -> Reply:
        if isinstance(action, OffLoop):
            self.off_loop += 1
            action.run()
            return None
        if isinstance(action, Sleep):
            self.sleeps.append(action.seconds)
            self.clock.now += action.seconds
            return None
        self.sends.append(action)
        if not self.replies:
            raise AssertionError(f"unexpected request {action.method} {action.url}")
        self.clock.now += self.latency
        return self.replies.pop(0)(action)


def envelope(code: str, message: str = "scripted", type: str = "api_error") -> dict[str, Any]:
    return {"error": {"type": type, "code": code, "message": message, "param": None, "request_id": "req_" + "a" * 24}}
