"""An API process's wake-ups for the workers, gathered for a short window and sent as one.

Every save whose events a worker must apply (the mail, the stock movements, the sellers' views)
used to send its own message: a checkout sent two, and each cost a Redis enqueue here, a fetch,
a transaction and an acknowledgement in the worker, and Redis's own work, about a quarter of
the worker's CPU per checkout. A wake-up is only a hint (the log after each position is the
truth, and the tick covers a lost one), so the saves of one window are told in one message:
the highest notification id and every subscriber named. The first save of a window starts it;
the message leaves `window` seconds later, or at once when a caller is about to wait for the
workers (`flush`). Under load one message then carries many saves, and the worker applies
them in one batch.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Collection
from threading import Condition, Thread

logger = logging.getLogger(__name__)

Send = Callable[[int, list[str]], None]
"""The actor's send: the last notification id and the subscribers to move."""


class CoalescedWakeUps:
    def __init__(self, send: Send, window: float) -> None:
        self._send, self._window = send, window
        self._changed = Condition()
        self._last = 0
        self._names: set[str] = set()
        self._opened_at: float | None = None
        self._sender: Thread | None = None

    def __call__(self, last: int, names: Collection[str]) -> None:
        """Adds one save's wake-up to the window, opening one when none is."""
        with self._changed:
            self._last = max(self._last, last)
            self._names.update(names)
            if self._opened_at is None:
                self._opened_at = time.monotonic()
                self._changed.notify()
            if self._sender is None:  # started by the first save (after any fork)
                self._sender = Thread(target=self._send_windows, name="wake-ups", daemon=True)
                self._sender.start()

    def flush(self) -> None:
        """Sends the open window now: a caller is about to wait for the workers."""
        with self._changed:
            taken = self._take()
        self._send_safely(taken)

    def _send_windows(self) -> None:
        while True:
            with self._changed:
                while self._opened_at is None:
                    self._changed.wait()
                while self._opened_at is not None:
                    left = self._opened_at + self._window - time.monotonic()
                    if left <= 0:
                        break
                    self._changed.wait(left)
                taken = self._take()
            self._send_safely(taken)

    def _take(self) -> tuple[int, list[str]] | None:
        """The open window's wake-up, closing it; None when none is open. Under the lock."""
        if self._opened_at is None:
            return None
        taken = (self._last, sorted(self._names))
        self._names, self._opened_at = set(), None
        return taken

    def _send_safely(self, taken: tuple[int, list[str]] | None) -> None:
        if taken is None:
            return
        try:
            self._send(*taken)
        except Exception:  # a lost wake-up costs one tick; it must not end the sender
            logger.warning("projection wake-up not sent; the tick will cover it", exc_info=True)
