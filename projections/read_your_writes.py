"""Read-your-writes on a hot path: the read models a command's caller reads next are brought up
to its notification id here, in the caller's process, instead of waiting for a worker's wake-up
to reach them (a Redis round trip, a consumer's idle back-off, then every projection and policy
in turn). The others (the catalogue's stock, the sellers' views, the mail) follow from the
workers as before.

Exactly once all the same: a batch runs under its position row's lock, in one transaction with
its rows, whoever runs it. Whoever holds the lock applies every event committed so far, so a
caller first takes only the rows that are free. For a held one it then queues, one row at a
time (holding no other, so no deadlock): by its turn the holders before it have usually
applied its event, and it lets go at once; only if not does it apply a batch itself. (Sleeping
and polling instead looked again a pause too late or too soon; waiting with a share lock let
every waiter through together, but the waiters' share locks then kept each other's batch out.)

A caller's read models move together: one transaction takes every free position row of them,
reads the log once for all their topics, applies each event to each of them that follows it,
and commits them all (`projections.together`; a worker's wake-up moves every projection and
policy the same way).

Callers in one process take turns before they reach the database (`CallersHere`): a batch
applies every event committed when it started, so the caller after it usually finds its own
event applied by the one before, which it learns from the positions that batch reached, with
no statement at all. Without the turns, every concurrent caller took the rows (finding them
held), then queued on them in PostgreSQL, then let go: two transactions to learn the same.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Collection, Mapping

from sqlalchemy.exc import OperationalError

from projections.runner import ProjectionRunner
from projections.together import advance_together

logger = logging.getLogger(__name__)

LOCK_NOT_AVAILABLE = "55P03"
"""PostgreSQL's SQLSTATE for a lock not granted within `lock_timeout`."""


class CallersHere:
    """The read models' positions this process has seen reached, and its callers' turns at
    bringing each of them up. A position only moves forward (a rebuild ends at the log's head),
    so one seen reached stays reached."""

    def __init__(self) -> None:
        self._reached: dict[str, int] = {}
        self._turns: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()

    def behind(self, names: Collection[str], notification_id: int) -> set[str]:
        return {name for name in names if self._reached.get(name, 0) < notification_id}

    def saw(self, positions: Mapping[str, int]) -> None:
        with self._guard:
            for name, at in positions.items():
                if at > self._reached.get(name, 0):
                    self._reached[name] = at

    def turns(self, names: Collection[str]) -> list[threading.Lock]:
        """One lock per read model, in name order (as the position rows are queued for), so
        two callers' turns never deadlock."""
        with self._guard:
            return [self._turns.setdefault(name, threading.Lock()) for name in sorted(names)]


def bring_up_to(
    runner: ProjectionRunner,
    notification_id: int,
    names: Collection[str],
    timeout: float,
    before_waiting: Callable[[], None] = lambda: None,
    here: CallersHere | None = None,
) -> bool:
    """True once every read model in `names` has passed `notification_id`; False when
    `timeout` ran out first. A failure here (the write has committed, its answer must not fail
    now) is left to the workers, and waited for; `before_waiting` runs first (it sends the
    workers the wake-ups the caller held)."""
    if runner.engine.dialect.name != "postgresql":
        # SQLite has one write lock and no row locks to skip: its in-process workers apply.
        before_waiting()
        return runner.wait_until_applied(notification_id, timeout, names)
    deadline = time.monotonic() + timeout
    here = here or CallersHere()
    try:
        return _in_turn(runner, notification_id, names, deadline, here)
    except Exception:
        logger.warning("could not apply %s here; waiting for a worker", names, exc_info=True)
        before_waiting()
        remaining = max(deadline - time.monotonic(), 0)
        return runner.wait_until_applied(notification_id, remaining, names)


def _in_turn(
    runner: ProjectionRunner,
    notification_id: int,
    names: Collection[str],
    deadline: float,
    here: CallersHere,
) -> bool:
    """Waits for this process's callers before it on these read models, then brings up what
    they did not."""
    taken: list[threading.Lock] = []
    try:
        for turn in here.turns(here.behind(names, notification_id)):
            if not turn.acquire(timeout=max(deadline - time.monotonic(), 0)):
                return False
            taken.append(turn)
        behind = here.behind(names, notification_id)
        return not behind or _bring_all(runner, notification_id, behind, deadline, here)
    finally:
        for turn in taken:
            turn.release()


def _bring_all(
    runner: ProjectionRunner,
    notification_id: int,
    behind: set[str],
    deadline: float,
    here: CallersHere,
) -> bool:
    """Applies the next batch of every read model whose position row is free; when every one
    still behind is held (by a worker or another process's caller, applying everything
    committed, this event included if it was then), queues for one of them."""
    while behind:
        if time.monotonic() >= deadline:
            return False
        moved = advance_together(runner, behind, notification_id).positions
        here.saw(moved)
        behind = {name for name in behind if moved.get(name, 0) < notification_id}
        held = behind - moved.keys()
        if not held or held != behind:
            continue  # a full batch applied: the next one at once
        first = min(held)
        try:
            moved = advance_together(
                runner, [first], notification_id, wait_until=deadline
            ).positions
        except OperationalError as error:
            if getattr(error.orig, "sqlstate", None) == LOCK_NOT_AVAILABLE:
                return False
            raise
        here.saw(moved)
        if first not in moved:  # never run yet: its row is made under lock
            runner.advance(runner.subscribers[first], notification_id)
        elif moved[first] >= notification_id:
            behind.discard(first)
    return True
