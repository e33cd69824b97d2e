"""
File work off the event loop, for the async `save_to`: opening a FIFO blocks until a reader comes,
writing to a full pipe or a slow disk blocks until it drains, and either would freeze every task of
the loop. One thread per save runs that save's file operations in order (each awaited by the save);
a daemon thread, so that one stuck for ever (a FIFO nobody opens) holds up neither the end of
`asyncio.run()` nor the interpreter's exit, which a thread of `asyncio.to_thread`'s executor would.
"""

from __future__ import annotations

import asyncio
import queue
import threading
from typing import Any, Callable, TypeVar

from .._logging import logger

T = TypeVar("T")


def _settle(future: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    if future.cancelled():
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)


class FileWorker:
    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[Callable[[], None] | None] = queue.SimpleQueue()
        threading.Thread(target=self._work, name="sports-data-save", daemon=True).start()

    def _work(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            job()

    async def run(self, function: Callable[..., T], *args: Any) -> T:
        """`function(*args)` on the worker, after everything queued before it."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()

        def job() -> None:
            result: Any = None
            error: BaseException | None = None
            try:
                result = function(*args)
            except BaseException as raised:  # handed to the awaiting task, whatever it is
                error = raised
            try:
                loop.call_soon_threadsafe(_settle, future, result, error)
            except RuntimeError:
                pass  # the loop has closed: nobody is waiting any more

        self._jobs.put(job)
        return await future

    def later(self, function: Callable[[], None]) -> None:
        """`function()` on the worker, after everything queued before it, waited for by nobody."""

        def job() -> None:
            try:
                function()
            except Exception:
                logger.debug("save_to: cleaning up after a cancelled save failed", exc_info=True)

        self._jobs.put(job)

    def stop(self) -> None:
        """The thread ends once what is queued is done."""
        self._jobs.put(None)
