"""Several subscribers' next batch in one transaction: their position rows locked together,
the log read once for all their topics, each event applied to each of them that follows it,
and all committed at once (a checkout's read models cost one transaction, not one each).

Read-your-writes callers bring their read models up this way (`read_your_writes`), and so
does a worker's wake-up, for every projection and policy (`catch_up_together`). Exactly once
all the same: a batch runs under its position rows' locks, in one transaction with its rows.
Whoever waits for held rows takes them in name order, so two such waits never deadlock.
"""

from __future__ import annotations

import time
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, Protocol

from eventsourcing.persistence import Notification
from sqlalchemy import Connection, Engine, TextClause, text
from sqlalchemy.dialects import postgresql

from projections.driver_path import send
from projections.projection import Subscriber, batch_transaction


class ProjectionRunner(Protocol):
    """What a batch together reads of `projections.runner.ProjectionRunner` (named here, not
    imported: the runner calls this module)."""

    application: Any
    engine: Engine
    subscribers: dict[str, Subscriber]
    batch_size: int


@dataclass(frozen=True)
class Advanced:
    positions: dict[str, int]
    """Of the subscribers whose rows were taken (the held ones are left out)."""
    applied: int
    """Events applied (an event two subscribers follow counts twice)."""


def catch_up_together(
    runner: ProjectionRunner, names: Collection[str], head: int, wait_seconds: float
) -> int:
    """A worker's wake-up on PostgreSQL: every subscriber in `names` brought to `head` (a
    notification id known committed) in as few transactions as the log's length allows;
    answers the events applied. Rows held by a caller or another worker are applied by them
    up to what had committed: they are waited for (then usually found there already) and
    finished here. OperationalError when one is still held after `wait_seconds`."""
    applied, behind = 0, set(names)
    deadline = time.monotonic() + wait_seconds
    while behind:
        done = advance_together(runner, behind, head)
        applied += done.applied
        behind = {name for name in behind if done.positions.get(name, 0) < head}
        held = behind - done.positions.keys()
        if held and held == behind:
            done = advance_together(runner, held, head, wait_until=deadline)
            if held - done.positions.keys():
                raise LookupError(f"no position row for {held - done.positions.keys()}")
            applied += done.applied
            behind = {name for name in behind if done.positions[name] < head}
    return applied


def advance_together(
    runner: ProjectionRunner, names: Collection[str], up_to: int, wait_until: float | None = None
) -> Advanced:
    """One batch for every subscriber in `names` whose position row is free, in one
    transaction; answers their positions after it (the held ones are left out). With
    `wait_until` (a monotonic deadline), waits for the held rows instead, in name order, until
    then (OperationalError `lock_timeout` after). Nothing is read from the log when every
    locked one has reached `up_to`, a notification id known committed."""
    with batch_transaction(runner.engine) as connection:
        positions, notifications = _take_and_read(runner, connection, names, up_to, wait_until)
        behind = {name: at for name, at in positions.items() if at < up_to}
        applied = 0
        if behind:
            subscribers = [runner.subscribers[name] for name in behind]
            applied = _apply_together(runner, connection, subscribers, behind, notifications)
            moved = _moved_to(behind, notifications, runner.batch_size, up_to)
            _move(connection, {name: at for name, at in moved.items() if at != behind[name]})
            positions.update(moved)
    return Advanced(positions, applied)


def _apply_together(
    runner: ProjectionRunner,
    connection: Connection,
    subscribers: list[Subscriber],
    positions: dict[str, int],
    notifications: Sequence[Notification],
) -> int:
    """Applies each event after a subscriber's position to it when it follows the event's
    topic; answers the events applied (an event two subscribers follow counts twice)."""
    wanted = {subscriber.name: set(subscriber.topics) for subscriber in subscribers}
    saved, mapper = runner.application.saved_events, runner.application.mapper
    applied = 0
    for notification in notifications:
        domain_event = None
        for subscriber in subscribers:
            name = subscriber.name
            if notification.id > positions[name] and notification.topic in wanted[name]:
                if domain_event is None:
                    domain_event = saved.get(notification.id) or mapper.to_domain_event(
                        notification
                    )
                subscriber.apply(connection, domain_event)
                applied += 1
    return applied


def _move(connection: Connection, changed: dict[str, int]) -> None:
    if changed:
        send(
            connection,
            _MOVE_POSITIONS,
            {"names": text_array(tuple(changed)), "positions": list(changed.values())},
        )


def _moved_to(
    positions: dict[str, int], notifications: Sequence[Any], batch_size: int, known_head: int
) -> dict[str, int]:
    """Where each position stands after this batch. Ids may have permanent gaps, so a
    position is an id seen, never position + n."""
    covered = notifications[-1].id if notifications else 0
    if len(notifications) < batch_size:
        covered = max(covered, known_head)
    return {name: max(at, covered) for name, at in positions.items()}


def _take_and_read(
    runner: ProjectionRunner,
    connection: Connection,
    names: Collection[str],
    up_to: int,
    wait_until: float | None,
) -> tuple[dict[str, int], list[Notification]]:
    """The positions of these read models, their rows locked for this transaction (the free
    ones only, or, with `wait_until`, all of them once their holders let go), and the log's
    next batch after the lowest of them still short of `up_to`, in their topics: one round
    trip. Ids commit in order (the recorder's table lock) and every id up to `up_to` had
    committed before this statement's snapshot was taken, so a short batch holds every event
    of theirs up to `up_to`, even when the rows were waited for."""
    recorder = runner.application.recorder
    statement = _taking_and_reading(
        recorder.datastore.schema, recorder.events_table_name, wait_until is not None
    )
    if wait_until is not None:
        milliseconds = max(int((wait_until - time.monotonic()) * 1000), 1)
        connection.execute(text(f"SET LOCAL lock_timeout = {milliseconds}"))
    topics = sorted({topic for name in names for topic in runner.subscribers[name].topics})
    lists = {"names": text_array(tuple(sorted(names))), "topics": text_array(tuple(topics))}
    rows = send(connection, statement, {**lists, "up_to": up_to, "batch": runner.batch_size}).rows
    positions = {str(row.name): int(row.position) for row in rows if row.name is not None}
    notifications = [
        Notification(
            id=row.notification_id,
            originator_id=row.originator_id,
            originator_version=row.originator_version,
            topic=row.topic,
            state=bytes(row.state),
        )
        for row in rows
        if row.name is None
    ]
    notifications.sort(key=lambda notification: notification.id)
    return positions, notifications


@lru_cache(maxsize=1024)  # the positions moved vary by batch: bounded, not kept forever
def text_array(values: tuple[str, ...]) -> str:
    """PostgreSQL's literal of a `text[]` (every element quoted, its `"` and `\\` escaped),
    built once per list: every batch binds the same few lists of names and topics, and the
    driver's dumping of a list, element by element, was about a fiftieth of a checkout's CPU
    in the API and in the worker (`py-spy`)."""
    quoted = ('"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"' for value in values)
    return "{" + ",".join(quoted) + "}"


@cache
def _taking_and_reading(schema: str, events_table: str, in_turn: bool) -> TextClause:
    """Built once per events table and lock mode. The locked rows are a materialized CTE, read
    twice: as the positions answered and for the batch's start. The batch is what the
    library's `select_notifications` reads, on this transaction's connection."""
    locking = "ORDER BY name FOR UPDATE" if in_turn else "FOR UPDATE SKIP LOCKED"
    quote = _POSTGRESQL.identifier_preparer.quote_identifier
    events = f"{quote(schema)}.{quote(events_table)}"
    # The identifiers are the recorder's settings, quoted; every value is bound.
    return text(
        "WITH taken AS MATERIALIZED ("  # noqa: S608
        " SELECT name, position FROM projection_position"
        f" WHERE name = ANY(CAST(:names AS text[])) {locking})"
        " SELECT name, position, NULL AS notification_id, NULL AS originator_id,"
        " NULL AS originator_version, NULL AS topic, NULL AS state FROM taken"
        " UNION ALL"
        " (SELECT NULL, NULL, notification_id, originator_id, originator_version, topic, state"
        f" FROM {events}"
        " WHERE notification_id > (SELECT min(position) FROM taken WHERE position < :up_to)"
        " AND topic = ANY(CAST(:topics AS text[]))"
        " ORDER BY notification_id LIMIT :batch)"
    )


# Built once: every command's read-your-writes and every wake-up runs it.
_POSTGRESQL = postgresql.dialect()  # type: ignore[no-untyped-call]
_MOVE_POSITIONS = text(
    "UPDATE projection_position SET position = moved.position"
    " FROM unnest(CAST(:names AS text[]), CAST(:positions AS bigint[])) AS moved(name, position)"
    " WHERE projection_position.name = moved.name"
)
