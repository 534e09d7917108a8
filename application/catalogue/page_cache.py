"""Whole list pages, answered fresh for a few seconds and then, for a while longer, answered
stale while one background refresh reads the new page (stale-while-revalidate).

A popular search asked again after its page went stale would otherwise make one shopper wait
for the whole search (tens of milliseconds on a large catalogue) every few seconds; with this,
only the first shopper to ask ever waits. The pages' keys carry the catalogue's version, so a
seller's edit is never hidden by a stale page: what can lag is stock and sales counts, by at
most the stale window (the product page and the cart always read them live).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Generic, TypeVar

from cachetools import LRUCache

V = TypeVar("V")


@dataclass(frozen=True)
class _Stored(Generic[V]):
    value: V
    stored_at: float


class StaleWhileRevalidate(Generic[V]):
    def __init__(
        self,
        maxsize: int,
        fresh_seconds: float,
        stale_seconds: float,
        timer: Callable[[], float] = time.monotonic,
        refresher: Executor | None = None,
    ) -> None:
        self._entries: LRUCache[Hashable, _Stored[V]] = LRUCache(maxsize=maxsize)
        self._fresh_seconds = fresh_seconds
        self._stale_seconds = stale_seconds
        self._timer = timer
        self._refresher = refresher
        self._refreshing: set[Hashable] = set()
        self._lock = threading.Lock()

    def get(self, key: Hashable, compute: Callable[[], V]) -> V:
        """The page under `key`: fresh from the cache, stale with a refresh started, or
        computed now when there is none or it is older than the stale window."""
        now = self._timer()
        with self._lock:
            stored = self._entries.get(key)
            age = None if stored is None else now - stored.stored_at
            if stored is not None and age is not None and age < self._fresh_seconds:
                return stored.value
            stale = stored is not None and age is not None and age < self._stale_seconds
            refresh = stale and key not in self._refreshing
            if refresh:
                self._refreshing.add(key)
        if stored is not None and stale:
            if refresh:
                self._executor().submit(self._refresh, key, compute)
            return stored.value
        return self._store(key, compute())

    def _store(self, key: Hashable, value: V) -> V:
        with self._lock:
            self._entries[key] = _Stored(value, self._timer())
        return value

    def _refresh(self, key: Hashable, compute: Callable[[], V]) -> None:
        try:
            self._store(key, compute())
        except Exception:  # noqa: S110 - the stale page stays; the next asker computes it
            pass
        finally:
            with self._lock:
                self._refreshing.discard(key)

    def _executor(self) -> Executor:
        with self._lock:
            if self._refresher is None:
                self._refresher = ThreadPoolExecutor(max_workers=2, thread_name_prefix="pages")
            return self._refresher
