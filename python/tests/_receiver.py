"""A loopback HTTP receiver for the fake's webhook pushes: every POST is kept as sent, bytes and all."""

from __future__ import annotations

import queue
import threading
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@dataclass(frozen=True)
class Delivery:
    path: str
    headers: dict[str, str]
    body: bytes


class Receiver:
    def __init__(self) -> None:
        deliveries: queue.Queue[Delivery] = queue.Queue()
        self.deliveries = deliveries

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length)
                deliveries.put(Delivery(self.path, {k.lower(): v for k, v in self.headers.items()}, body))
                self.send_response(204)
                self.end_headers()

            def log_message(self, format: str, *args: object) -> None:  # noqa: A002
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        host, port = self._server.server_address[:2]
        self.url = f"http://{host!s}:{port}/hooks"

    def next(self, timeout: float = 30.0) -> Delivery:
        return self.deliveries.get(timeout=timeout)

    def next_mentioning(self, text: str, timeout: float = 30.0) -> Delivery:
        """The next delivery whose body mentions `text` (other accounts' alerts may match too)."""
        while True:
            delivery = self.next(timeout)
            if text.encode() in delivery.body:
                return delivery

    def drain(self) -> None:
        while not self.deliveries.empty():
            self.deliveries.get_nowait()

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=10)
