"""The one eventsourcing Application that holds every aggregate that must change together,
and the three things every use case does with it: load (or start), save, and decide again
when a concurrent save made ours stale."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, ParamSpec, TypeVar
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application, Repository
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError, Recording
from eventsourcing.utils import retry

from application.aggregate_cache import CACHED_AGGREGATES, CachingRepository
from application.aggregate_turns import AggregateTurns
from application.cached_decisions import require_proven
from application.wake_ups import WakeUp, held_wake_ups
from domain.cart import Cart
from domain.inventory import Inventory
from domain.ledger import Ledger
from domain.wallet import Wallet
from projections.saved_events import SavedEvents

logger = logging.getLogger(__name__)


A = TypeVar("A", bound=Aggregate)
P = ParamSpec("P")
R = TypeVar("R")

CONFLICT_ATTEMPTS = 50
CONFLICT_WAIT = 0.005
"""Seconds between attempts (with a little jitter)."""


def retry_on_conflict(
    max_attempts: int = CONFLICT_ATTEMPTS, wait: float = CONFLICT_WAIT
) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Runs the decorated use case again when its save lost the race to a concurrent save of
    the same aggregate: it reloads and decides again on what the winner saved. Business
    refusals (BusinessRuleViolation) are not IntegrityErrors and are never retried."""

    def decorate(use_case: Callable[P, R]) -> Callable[P, R]:
        retried: Callable[P, R] = retry(IntegrityError, max_attempts=max_attempts, wait=wait)(
            use_case
        )
        return retried

    return decorate


class Bazaar(Application[UUID]):
    """Event store and repository for Wallet, Cart, Order, Inventory and ShopApplication."""

    name = "Bazaar"
    # A wallet with thousands of events still loads from its latest snapshot.
    snapshotting_intervals: ClassVar[dict[type[Any], int]] = {
        Wallet: 50,
        Inventory: 50,
        Cart: 50,
        Ledger: 50,
    }

    def __init__(self, env: Mapping[str, str] | None = None) -> None:
        super().__init__(env=env)
        self.turns = AggregateTurns()
        self._on_saved: WakeUp | None = None
        self._on_closing: Callable[[], None] | None = None
        self.saved_events = SavedEvents()

    def construct_repository(self) -> Repository[UUID]:
        """The library's repository with its aggregate cache (`application.aggregate_cache`),
        fast-forwarded from the store on every load, so several processes share the store."""
        return CachingRepository(
            event_store=self.events,
            snapshot_store=self.snapshots,
            cache_maxsize=CACHED_AGGREGATES,
            fastforward=True,
            deepcopy_from_cache=True,
        )

    def load_or_start(self, aggregate_id: UUID, start: Callable[[], A]) -> A:
        """The stored aggregate, or the one `start` makes (not saved yet) when it has no
        events. Two first saves of one id collide, and the loser decides again on the saved
        one."""
        try:
            aggregate: A = self.repository.get(aggregate_id)
        except AggregateNotFoundError:
            return start()
        return aggregate

    def get_or_none(self, aggregate_id: UUID, kind: type[A]) -> A | None:
        """The stored aggregate of that kind, or None. Any aggregate's id parses, so one of
        another kind is None too."""
        try:
            aggregate: object = self.repository.get(aggregate_id)
        except AggregateNotFoundError:
            return None
        return aggregate if isinstance(aggregate, kind) else None

    def save(self, *objs: Any, **kwargs: Any) -> list[Recording[UUID]]:
        """The library's save; then the saved aggregates are cached as saved
        (`CachingRepository.remember`), so the next load of one is not a replay. Inside a
        command decided on the cache first, UnprovenRead before anything is recorded when an
        aggregate it read from the cache is not among those saved (`cached_decisions`)."""
        require_proven(objs)
        recordings = super().save(*objs, **kwargs)
        self.saved_events.remember(
            (recording.notification.id, recording.domain_event) for recording in recordings
        )
        repository = self.repository
        if isinstance(repository, CachingRepository):
            repository.remember(objs, [recording.domain_event for recording in recordings])
        return recordings

    def save_and_position(self, *aggregates: Aggregate) -> int:
        """Saves the aggregates' new events in one transaction; answers the last notification
        id recorded (0 when there was nothing new), for the caller to wait on the read
        models."""
        recordings = self.save(*aggregates)
        return recordings[-1].notification.id if recordings else 0

    def listen(self, on_saved: WakeUp, on_closing: Callable[[], None] | None = None) -> None:
        """Called after every successful save with its last notification id and its events'
        topics (a worker's wake-up then moves only the subscribers following them); held
        until its caller has read its own writes inside `holding_wake_ups`. `on_closing`
        runs when the application closes (the wake-ups a window still holds are sent)."""
        self._on_saved, self._on_closing = on_saved, on_closing

    def close(self) -> None:
        if self._on_closing is not None:
            self._on_closing()
        super().close()

    def _notify(self, recordings: list[Recording[UUID]]) -> None:
        if not recordings or self._on_saved is None:
            return
        last = recordings[-1].notification.id
        topics = sorted({recording.notification.topic for recording in recordings})
        held = held_wake_ups()
        if held is not None:
            held.saves.append((last, topics, self._wake_up))
        else:
            self._wake_up(last, topics, frozenset())

    def _wake_up(self, last: int, topics: list[str], brought_up: frozenset[str]) -> None:
        # The wake-up is only a hint: a lost one costs one catch-up tick, so it never fails a save.
        if self._on_saved is None:
            return
        try:
            self._on_saved(last, topics, brought_up)
        except Exception:
            logger.warning(
                "projection wake-up not sent; the catch-up tick will cover it", exc_info=True
            )
