"""The domain events this process saved last, by notification id: a caller reading its own
writes applies the events it has just saved, and decoding them again from the log (JSON
parsed, objects rebuilt) was about a thirtieth of a checkout's CPU in the API (`py-spy`).
Domain events are immutable, so the saved objects serve as they are; an event not here (saved
by another process, or long ago) is decoded from the log as before."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable
from typing import Any

KEPT = 4096
"""Events kept: many times what the callers of one process save in the time a read-your-writes
takes."""


class SavedEvents:
    def __init__(self, kept: int = KEPT) -> None:
        self._kept = kept
        self._events: OrderedDict[int, Any] = OrderedDict()
        self._lock = threading.Lock()

    def remember(self, saved: Iterable[tuple[int, Any]]) -> None:
        """(notification id, domain event) of each event just recorded."""
        with self._lock:
            for notification_id, domain_event in saved:
                self._events[notification_id] = domain_event
            while len(self._events) > self._kept:
                self._events.popitem(last=False)

    def get(self, notification_id: int) -> Any | None:
        return self._events.get(notification_id)
