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
and commits them all (a checkout's four read models cost one transaction, not four).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Collection

from sqlalchemy import Connection, case, select, text, update
from sqlalchemy.exc import OperationalError

from projections.metadata import projection_position
from projections.projection import AFTER_COMMIT, Subscriber
from projections.runner import ProjectionRunner

logger = logging.getLogger(__name__)

LOCK_NOT_AVAILABLE = "55P03"
"""PostgreSQL's SQLSTATE for a lock not granted within `lock_timeout`."""


def bring_up_to(
    runner: ProjectionRunner, notification_id: int, names: Collection[str], timeout: float
) -> bool:
    """True once every read model in `names` has passed `notification_id`; False when
    `timeout` ran out first. A failure here (the write has committed, its answer must not fail
    now) is left to the workers, and waited for."""
    if runner.engine.dialect.name != "postgresql":
        # SQLite has one write lock and no row locks to skip: its in-process workers apply.
        return runner.wait_until_applied(notification_id, timeout, names)
    deadline = time.monotonic() + timeout
    try:
        return _bring_all(runner, notification_id, set(names), deadline)
    except Exception:
        logger.warning("could not apply %s here; waiting for a worker", names, exc_info=True)
        remaining = max(deadline - time.monotonic(), 0)
        return runner.wait_until_applied(notification_id, remaining, names)


def _bring_all(
    runner: ProjectionRunner, notification_id: int, behind: set[str], deadline: float
) -> bool:
    """Applies the next batch of every read model whose position row is free; when every one
    still behind is held (by a worker or another caller, applying everything committed, this
    event included if it was then), queues for one of them."""
    while behind:
        if time.monotonic() >= deadline:
            return False
        moved = advance_together(runner, behind, notification_id)
        behind = {name for name in behind if moved.get(name, 0) < notification_id}
        held = behind - moved.keys()
        if not held or held != behind:
            continue  # a full batch applied: the next one at once
        first = min(held)
        try:
            moved = advance_together(runner, [first], notification_id, wait_until=deadline)
        except OperationalError as error:
            if getattr(error.orig, "sqlstate", None) == LOCK_NOT_AVAILABLE:
                return False
            raise
        if first not in moved:  # never run yet: its row is made under lock
            runner.advance(runner.subscribers[first], notification_id)
        elif moved[first] >= notification_id:
            behind.discard(first)
    return True


def advance_together(
    runner: ProjectionRunner, names: Collection[str], up_to: int, wait_until: float | None = None
) -> dict[str, int]:
    """One batch for every read model in `names` whose position row is free, in one
    transaction; answers their positions after it (the held ones are left out). With
    `wait_until` (a monotonic deadline), waits for the held rows instead, in name order, until
    then (OperationalError `lock_timeout` after). Nothing is read from the log when every
    locked one has reached `up_to`, a notification id known committed."""
    with runner.engine.begin() as connection:
        # `info` outlives the transaction with the pooled connection: actions left by one
        # that rolled back are dropped here, and this batch's taken out before the commit.
        connection.info.pop(AFTER_COMMIT, None)
        positions = _locked_positions(connection, names, wait_until)
        behind = {name: at for name, at in positions.items() if at < up_to}
        if behind:
            subscribers = [runner.subscribers[name] for name in behind]
            moved = _apply_together(runner, connection, subscribers, behind, up_to)
            positions.update(moved)
        committed: list[Callable[[], None]] = connection.info.pop(AFTER_COMMIT, [])
    for action in committed:
        action()
    return positions


def _apply_together(
    runner: ProjectionRunner,
    connection: Connection,
    subscribers: list[Subscriber],
    positions: dict[str, int],
    known_head: int,
) -> dict[str, int]:
    """Applies the log after each subscriber's position, read once for all of them; ids commit
    in order (the recorder's table lock), so a short batch holds every event of theirs up to
    the head known committed."""
    topics = sorted({topic for subscriber in subscribers for topic in subscriber.topics})
    notifications = runner.application.recorder.select_notifications(
        start=min(positions.values()),
        limit=runner.batch_size,
        topics=topics,
        inclusive_of_start=False,
    )
    wanted = {subscriber.name: set(subscriber.topics) for subscriber in subscribers}
    for notification in notifications:
        domain_event = None
        for subscriber in subscribers:
            name = subscriber.name
            if notification.id > positions[name] and notification.topic in wanted[name]:
                if domain_event is None:
                    domain_event = runner.application.mapper.to_domain_event(notification)
                subscriber.apply(connection, domain_event)
    # Ids may have permanent gaps, so a position is an id seen, never position + n.
    covered = notifications[-1].id if notifications else 0
    if len(notifications) < runner.batch_size:
        covered = max(covered, known_head)
    moved = {name: max(at, covered) for name, at in positions.items()}
    changed = {name: at for name, at in moved.items() if at != positions[name]}
    if changed:
        connection.execute(
            update(projection_position)
            .where(projection_position.c.name.in_(changed))
            .values(position=case(changed, value=projection_position.c.name))
        )
    return moved


def _locked_positions(
    connection: Connection, names: Collection[str], wait_until: float | None
) -> dict[str, int]:
    """The positions of these read models, their rows locked for this transaction: the free
    ones only, or, with `wait_until`, all of them once their holders let go."""
    chosen = select(projection_position.c.name, projection_position.c.position).where(
        projection_position.c.name.in_(sorted(names))
    )
    if wait_until is None:
        chosen = chosen.with_for_update(skip_locked=True)
    else:
        milliseconds = max(int((wait_until - time.monotonic()) * 1000), 1)
        connection.execute(text(f"SET LOCAL lock_timeout = {milliseconds}"))
        chosen = chosen.order_by(projection_position.c.name).with_for_update()
    rows = connection.execute(chosen).all()
    return {str(name): int(position) for name, position in rows}
