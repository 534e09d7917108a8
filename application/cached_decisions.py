"""A command decided on the aggregates as this process has them cached, without asking the
store whether they changed, and proven current by its own save.

A load from the aggregate cache asks the store for the events saved since (the library's
fast-forward): a statement per aggregate, seven in a checkout. For an aggregate the command
then saves, the save answers that question anyway: its new events take the versions after
the cached one, and the store refuses a version recorded already (IntegrityError), which is
exactly the case where another process saved the aggregate in between. So such a command
first decides on the cached aggregates as they are, and its save stands only if every
aggregate it read that way is among those it saves with new events. Otherwise (a refusal
decided on them, an aggregate read and left unchanged, a save that lost the race) the command
is decided again once, on aggregates fast-forwarded from the store as before: a stale cache
costs a decision made in memory and dropped, never a wrong answer.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import ParamSpec, TypeVar
from uuid import UUID

from eventsourcing.domain import Aggregate
from eventsourcing.persistence import IntegrityError

from domain.errors import BusinessRuleViolation

P = ParamSpec("P")
R = TypeVar("R")


@dataclass
class CachedReads:
    """The running attempt's reads from the cache, unchecked."""

    unproven: dict[UUID, int] = field(default_factory=dict)
    """Read and not yet proven current by a save, with the version read."""
    made: bool = False
    """Whether the attempt read any: only then may its answer be stale."""

    def read(self, aggregate_id: UUID, version: int) -> None:
        self.unproven[aggregate_id] = version
        self.made = True


_cached_reads: ContextVar[CachedReads | None] = ContextVar("cached_reads", default=None)
"""None outside such a command's first attempt: every load fast-forwards."""


class UnprovenRead(Exception):
    """An aggregate read from the cache unchecked is not among those the save records new
    events of, so the save would not prove it was current: nothing is saved, and the
    command is decided again from the store."""


def reads_unchecked() -> CachedReads | None:
    """Where the repository records an unchecked read from its cache; None when every load
    must fast-forward."""
    return _cached_reads.get()


def require_proven(saved: Iterable[object]) -> None:
    """Called by a save before it records anything: UnprovenRead unless every aggregate read
    unchecked has new events in it. The reads are then proven by the save (or it fails on a
    version recorded already) and forgotten, so a later save in the command needs its own."""
    reads = _cached_reads.get()
    if reads is None or not reads.unproven:
        return
    changed = {obj.id for obj in saved if isinstance(obj, Aggregate) and obj.pending_events}
    unproven = reads.unproven.keys() - changed
    if unproven:
        raise UnprovenRead(f"read from the cache and not saved: {sorted(map(str, unproven))}")
    reads.unproven.clear()


def decided_on_cache_first(use_case: Callable[P, R]) -> Callable[P, R]:
    """Runs `use_case` on the cached aggregates first, then, when that attempt read any and
    did not save, once more with every load fast-forwarded. Under `retry_on_conflict`, so a
    fresh attempt that loses its save is decided again like any other."""

    @functools.wraps(use_case)
    def deciding(*args: P.args, **kwargs: P.kwargs) -> R:
        if _cached_reads.get() is not None:  # inside another such command: its reads
            return use_case(*args, **kwargs)
        reads = CachedReads()
        token = _cached_reads.set(reads)
        try:
            return use_case(*args, **kwargs)
        except (BusinessRuleViolation, IntegrityError, UnprovenRead):
            if not reads.made:
                raise  # decided on the store already: the answer stands
        finally:
            _cached_reads.reset(token)
        return use_case(*args, **kwargs)

    return deciding
