"""The aggregates a process loaded or saved lately, kept in memory (eventsourcing's aggregate
cache).

A command loads the same few aggregates again and again (a shop's inventories, a buyer's
wallet and cart, the orders it placed a moment ago): from the cache a load is one query for
the events saved since (by any process: the library's fast-forward), instead of the latest
snapshot, the events after it, and replaying them. Each caller still gets its own deep copy to
decide on, and a stale copy still loses its save to the newer version (IntegrityError, decided
again on the fresh one). A command whose save proves what it read (`cached_decisions`) skips
even that query: its first attempt takes the cached copy as it is.

Two things the library leaves open:
- It fast-forwards the cached aggregate in place under a lock, but copies it after letting go,
  so a copy could be taken while another thread applies newer events to the same object (a
  copy with a version and state that never existed together). Loads of one aggregate are
  therefore serialized here, copy included; loads of different aggregates share one of
  `STRIPES` locks at worst.
- With fast-forward on, it does not cache what a save wrote, so the next load of an aggregate
  just saved (an order paid right after it was placed) read its snapshot and replayed it. A
  saved aggregate is remembered here as a copy (`remember`): its caller keeps the original and
  may go on changing it, which must never reach the cache unsaved.
"""

from __future__ import annotations

from collections.abc import Iterable
from copy import deepcopy
from threading import Lock
from typing import Any
from uuid import UUID

from eventsourcing.application import Repository
from eventsourcing.domain import Aggregate, CanMutateProtocol

from application.cached_decisions import reads_unchecked

STRIPES = 256
CACHED_AGGREGATES = 10_000
"""Per process. An aggregate here is a few kilobytes (wallets and carts are snapshotted every
50 events, so none grows without bound)."""


def replay(aggregate: Any, domain_events: Iterable[CanMutateProtocol[Any]]) -> Any:
    """The library's `project_aggregate` without its `isinstance` check against a runtime
    Protocol per event, which Python 3.11 answers by walking the protocol's members: about a
    twentieth of a checkout's CPU in the API. Every event stored here is a mutator."""
    for domain_event in domain_events:
        aggregate = domain_event.mutate(aggregate)
    return aggregate


class CachingRepository(Repository[UUID]):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._stripes = [Lock() for _ in range(STRIPES)]

    def get(self, aggregate_id: UUID, *args: Any, **kwargs: Any) -> Any:
        kwargs.setdefault("projector_func", replay)
        with self._stripes[hash(aggregate_id) % STRIPES]:
            reads = reads_unchecked()
            if reads is not None and not args and kwargs.get("version") is None:
                cached = self._cached(aggregate_id)
                if cached is not None:  # its save proves it current (`cached_decisions`)
                    reads.read(aggregate_id, cached.version)
                    return deepcopy(cached)
            return super().get(aggregate_id, *args, **kwargs)

    def _cached(self, aggregate_id: UUID) -> Any:
        if not self.cache:
            return None
        try:
            return self.cache.get(aggregate_id)
        except KeyError:
            return None

    def remember(self, saved: Iterable[object], recorded: Iterable[Any] = ()) -> None:
        """Caches each aggregate just saved, unless a newer version is cached: the cached
        version before the save moved on by the events `recorded` (those the saver's aggregate
        applied), or a new aggregate made from them; else a copy of the saver's. Moving on costs
        a few event applications where the copy walked the whole aggregate (a copy per save was
        about a thirtieth of a checkout's CPU in the API, `py-spy`)."""
        if not self.cache:
            return
        events_of: dict[UUID, list[Any]] = {}
        for domain_event in recorded:
            events_of.setdefault(domain_event.originator_id, []).append(domain_event)
        for aggregate in saved:
            if not isinstance(aggregate, Aggregate):
                continue
            with self._stripes[hash(aggregate.id) % STRIPES]:
                cached = self._cached(aggregate.id)
                if cached is not None and cached.version >= aggregate.version:
                    continue
                moved = _moved_on(cached, events_of.get(aggregate.id, []), aggregate.version)
                self.cache.put(aggregate.id, deepcopy(aggregate) if moved is None else moved)


def _moved_on(cached: Any, domain_events: list[Any], version: int) -> Any:
    """`cached` (None for an aggregate not cached) with `domain_events` applied, when they
    take it exactly to `version`; else None. The cached object is only ever read under its
    stripe's lock and handed out as copies, so it moves on in place."""
    if not domain_events or domain_events[-1].originator_version != version:
        return None
    first = domain_events[0].originator_version
    if (cached is None and first != 1) or (cached is not None and cached.version != first - 1):
        return None
    return replay(cached, domain_events)
