"""The aggregates a process loaded lately, kept in memory (eventsourcing's aggregate cache).

A command loads the same few aggregates again and again (a shop's inventories, a buyer's
wallet and cart): from the cache a load is one query for the events saved since (by any
process: the library's fast-forward), instead of the latest snapshot, the events after it,
and replaying them. Each caller still gets its own deep copy to decide on, and a stale copy
still loses its save to the newer version (IntegrityError, decided again on the fresh one).

One thing the library leaves open: it fast-forwards the cached aggregate in place under a
lock, but copies it after letting go, so a copy could be taken while another thread applies
newer events to the same object (a copy with a version and state that never existed
together). Loads of one aggregate are therefore serialized here, copy included; loads of
different aggregates share one of `STRIPES` locks at worst.
"""

from __future__ import annotations

from threading import Lock
from typing import Any
from uuid import UUID

from eventsourcing.application import Repository

STRIPES = 256
CACHED_AGGREGATES = 10_000
"""Per process. An aggregate here is a few kilobytes (wallets and carts are snapshotted every
50 events, so none grows without bound)."""


class CachingRepository(Repository[UUID]):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._stripes = [Lock() for _ in range(STRIPES)]

    def get(self, aggregate_id: UUID, *args: Any, **kwargs: Any) -> Any:
        with self._stripes[hash(aggregate_id) % STRIPES]:
            return super().get(aggregate_id, *args, **kwargs)
