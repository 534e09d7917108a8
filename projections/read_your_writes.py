"""Read-your-writes on a hot path: the read models a command's caller reads next are brought up
to its notification id here, in the caller's process, instead of waiting for a worker's wake-up
to reach them (a Redis round trip, a consumer's idle back-off, then every projection and policy
in turn). The others (the catalogue's stock, the sellers' views, the mail) follow from the
workers as before.

Exactly once all the same: a batch runs under its position row's lock, in one transaction with
its rows, whoever runs it. Whoever holds the lock applies every event committed so far, so a
caller that finds the row locked does not queue for it (eight checkouts at once queued there,
each holding the lock for a batch): it looks at the position again shortly, and takes the lock
only when it is free and its event still not applied.

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

PAUSE = 0.001
LONGEST_PAUSE = 0.01
"""Seconds between looks at a position another transaction is moving."""

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
    """Applies the next batch of every read model whose position row is free; while other
    transactions hold some (a worker or another caller, applying everything committed, this
    event included if it was then), waits for them to commit instead of queueing to apply."""
    pause = PAUSE
    while behind:
        if time.monotonic() >= deadline:
            return False
        moved = advance_together(runner, behind, notification_id)
        behind = {name for name in behind if moved.get(name, 0) < notification_id}
        held = behind - moved.keys()
        if not held or held != behind:
            continue  # a full batch applied: the next one at once
        positions = _after_holders(runner, held, deadline)
        if positions is None:
            return False
        for name in held - positions.keys():  # never run yet: its row is made under lock
            runner.advance(runner.subscribers[name], notification_id)
        still = {name for name in behind if positions.get(name, 0) < notification_id}
        if still == behind:
            # Held only by waiters like this one (their share locks, let go at once), or
            # taken again by an applier: look again shortly.
            time.sleep(pause)
            pause = min(pause * 2, LONGEST_PAUSE)
        behind = still
    return True


def _after_holders(
    runner: ProjectionRunner, names: Collection[str], deadline: float
) -> dict[str, int] | None:
    """The positions of these read models once the transactions holding their rows have
    committed (a share lock waits for them and lets every waiter through at once, where
    polling would look again a pause too late or too soon); None when `deadline` comes
    first."""
    milliseconds = max(int((deadline - time.monotonic()) * 1000), 1)
    try:
        with runner.engine.begin() as connection:
            connection.execute(text(f"SET LOCAL lock_timeout = {milliseconds}"))
            rows = connection.execute(
                select(projection_position.c.name, projection_position.c.position)
                .where(projection_position.c.name.in_(sorted(names)))
                .with_for_update(read=True)
            ).all()
    except OperationalError as error:
        if getattr(error.orig, "sqlstate", None) == LOCK_NOT_AVAILABLE:
            return None
        raise
    return {str(name): int(position) for name, position in rows}


def advance_together(
    runner: ProjectionRunner, names: Collection[str], up_to: int
) -> dict[str, int]:
    """One batch for every read model in `names` whose position row is free, in one
    transaction; answers their positions after it (the held ones are left out). Nothing is read
    from the log when every free one has reached `up_to`, a notification id known committed."""
    with runner.engine.begin() as connection:
        # `info` outlives the transaction with the pooled connection: actions left by one
        # that rolled back are dropped here, and this batch's taken out before the commit.
        connection.info.pop(AFTER_COMMIT, None)
        positions = _free_positions(connection, names)
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


def _free_positions(connection: Connection, names: Collection[str]) -> dict[str, int]:
    """The positions of these read models whose rows no other transaction holds, their
    locks taken for this one."""
    rows = connection.execute(
        select(projection_position.c.name, projection_position.c.position)
        .where(projection_position.c.name.in_(sorted(names)))
        .with_for_update(skip_locked=True)
    ).all()
    return {str(name): int(position) for name, position in rows}
