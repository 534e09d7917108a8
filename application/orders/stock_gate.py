"""Checkouts of one SKU take turns at its Inventory within a process, and a SKU known to be sold
out is refused before anyone queues for it.

Every checkout of a SKU saves its Inventory, and the event store lets one save of a version
win. In a flash sale (thousands of buyers, dozens at once, for a hundred units) each save that
won made every other buyer in flight lose theirs, reload and decide again: the work of one
sale was done by every buyer waiting, over and over, so the last units took seconds to sell
and those answers made the tail. Taking turns, a buyer's save is the only one on that
Inventory in this process and wins the first time; another process's saves still meet the
store's version check, and the loser decides again as before.

Once the Inventory says none are left, the buyers already waiting for their turn would each
load it only to be refused. The gate remembers the version at which it ran out and refuses
them at once, after asking the store (one indexed read, nothing decoded) whether anything was
saved on it since: a cancelled order or a restock puts units back, and then the Inventory
decides again.
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Iterable, Iterator
from contextlib import ExitStack, contextmanager

from eventsourcing.domain import Aggregate
from eventsourcing.persistence import AggregateRecorder

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.inventory import Inventory

STRIPES = 64
"""Locks shared out by SKU id: a bounded set, however many SKUs are bought."""
TURN_WAIT_SECONDS = 5.0
"""A buyer waits this long for a turn, then goes ahead unserialised (the store's version
check still decides): a stuck turn must never stop every checkout of a SKU."""


class StockGate:
    """Per-process turns at each SKU's Inventory, and the SKUs seen sold out."""

    def __init__(self, recorder: AggregateRecorder) -> None:
        self._recorder = recorder
        self._stripes = [threading.Lock() for _ in range(STRIPES)]
        self._sold_out: dict[int, int] = {}
        """SKU id: the Inventory's version when it had no unit left."""
        self._memo_lock = threading.Lock()

    @contextmanager
    def turn(self, sku_ids: Collection[int], buying: bool = True) -> Iterator[None]:
        """Holds the turn of every SKU in `sku_ids` (in one order, so two buyers of the same
        SKUs never wait on each other). When `buying` (not paying for units already reserved),
        107 at once, before and after waiting, when one is still sold out."""
        if buying:
            self._refuse_sold_out(sku_ids)
        with ExitStack() as held:
            for stripe in sorted({sku_id % STRIPES for sku_id in sku_ids}):
                lock = self._stripes[stripe]
                if lock.acquire(timeout=TURN_WAIT_SECONDS):
                    held.callback(lock.release)
            if buying:
                self._refuse_sold_out(sku_ids)
            yield

    def seen(self, aggregates: Iterable[Aggregate]) -> None:
        """Remembers each Inventory among `aggregates` that is as stored (nothing pending) and
        has no unit left, at its version."""
        for aggregate in aggregates:
            if not isinstance(aggregate, Inventory) or aggregate.pending_events:
                continue
            if aggregate.available == 0:
                with self._memo_lock:
                    self._sold_out[aggregate.sku_id] = aggregate.version

    def _saved_since(self, sku_id: int, version: int) -> bool:
        newer = self._recorder.select_events(Inventory.create_id(sku_id), gt=version, limit=1)
        return bool(newer)

    def _refuse_sold_out(self, sku_ids: Collection[int]) -> None:
        for sku_id in sku_ids:
            with self._memo_lock:
                version = self._sold_out.get(sku_id)
            if version is None:
                continue
            if not self._saved_since(sku_id, version):
                raise BusinessRuleViolation(ErrorCode.OUT_OF_STOCK)
            with self._memo_lock:
                if self._sold_out.get(sku_id) == version:
                    del self._sold_out[sku_id]
