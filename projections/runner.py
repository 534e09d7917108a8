"""Exactly-once projection: rows and position commit in one read-side transaction.

The runner keeps read models (projections) and policies up to date the same way, each from its
own position; only projections are ever rebuilt."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, Engine, select, update

from projections.driver_path import send
from projections.metadata import projection_position
from projections.pending import own_events_behind, own_events_to_reach
from projections.positions import lock_position, position_unless_locked
from projections.projection import Policy, Projection, Subscriber, batch_transaction
from projections.rebuild import rebuild_projections
from projections.together import catch_up_together
from projections.write_transactions import writing

logger = logging.getLogger(__name__)
_POSITIONS = select(projection_position.c.name, projection_position.c.position)

BATCH_SIZE = 500
TOGETHER_WAIT_SECONDS = 30.0
"""How long a wake-up waits for position rows another process holds before it falls back to
taking them one at a time (a rebuild holds them for its whole replay)."""

Progress = Callable[[int], None]


@dataclass(frozen=True)
class ProjectionStatus:
    name: str
    position: int
    head: int
    lag: int
    """Events of its topics after its position (its position may stay behind the head over
    events it does not follow until the tick moves it: `projections.pending`)."""


class ProjectionRunner:
    """Pulls notifications after each subscriber's position and applies them in batches."""

    def __init__(
        self,
        application: Any,
        engine: Engine,
        projections: Sequence[Projection],
        batch_size: int = BATCH_SIZE,
        *,
        policies: Sequence[Policy] = (),
    ) -> None:
        self.application = application
        self.engine = engine
        self.projections = {projection.name: projection for projection in projections}
        """The read models: what `rebuild` may empty and replay."""
        self.policies = {policy.name: policy for policy in policies}
        self.subscribers: dict[str, Subscriber] = {**self.projections, **self.policies}
        """Everything caught up and waited for: the read models and the policies."""
        self.following: dict[str, set[str]] = {}
        """Per topic, the subscribers following it."""
        for name, subscriber in self.subscribers.items():
            for topic in subscriber.topics:
                self.following.setdefault(topic, set()).add(name)
        if len(self.subscribers) != len(projections) + len(policies):
            raise ValueError("projections and policies need one position name each")
        self.batch_size = batch_size

    def catch_up_all(self) -> int:
        """Runs every projection and policy up to the head of the log; returns events applied.

        On PostgreSQL every subscriber behind moves in one transaction per batch
        (`projections.together`), as read-your-writes callers do; should that fail (one
        subscriber's event failing rolls the others back too), each then catches up on its
        own, so one failing subscriber holds up only itself."""
        head = self.application.recorder.max_notification_id() or 0
        positions = self.positions()
        if any(name not in positions for name in self.subscribers):  # first run: rows made
            return sum(self.catch_up(subscriber) for subscriber in self.subscribers.values())
        behind = {name: positions[name] for name in self.subscribers if positions[name] < head}
        return self._catch_up_behind(behind, head)

    def concerned(self, topics: Collection[str]) -> set[str]:
        """The subscribers following one of these topics."""
        return {name for topic in topics for name in self.following.get(topic, ())}

    def catch_up_named(self, up_to: int, names: Collection[str]) -> int:
        """A worker's wake-up for one save (`up_to`, its last notification id): only the
        subscribers it concerns are brought up to it, as `catch_up_all` brings everyone; the
        others' positions wait for the tick."""
        # In the runner's order, as `catch_up_all` goes: SQLite applies one subscriber at a
        # time, and the wallet's read models come before the orders that show it paid.
        wanted = set(names)
        names = [name for name in self.subscribers if name in wanted]
        if not names:
            return 0
        positions = self.positions()
        if any(name not in positions for name in names):  # first run: rows made
            return self.catch_up_all()
        # None behind: its caller brought them up (read-your-writes), or a later wake-up did.
        behind = {name: positions[name] for name in names if positions[name] < up_to}
        return self._catch_up_behind(behind, up_to)

    def _catch_up_behind(self, behind: dict[str, int], head: int) -> int:
        """The subscribers `behind` brought to `head`: together on PostgreSQL, falling back to
        one by one; on SQLite, each in turn."""
        if not behind:
            return 0
        if self.engine.dialect.name == "postgresql":
            try:
                return catch_up_together(self, behind, head, TOGETHER_WAIT_SECONDS)
            except Exception:
                logger.warning("catching up together failed; one by one", exc_info=True)
                return sum(self.catch_up(self.subscribers[name]) for name in behind)
        return self._catch_up_each(behind, head)

    def _catch_up_each(self, behind: dict[str, int], head: int) -> int:
        """SQLite (one write lock, no row locks to skip): the new stretch of the log is read
        once; a subscriber with an event in it catches up in its own transaction, the others
        only move their position to the head, in one statement."""
        new_stretch = self.application.recorder.select_notifications(
            start=min(behind.values()), stop=head, limit=self.batch_size, inclusive_of_start=False
        )
        if len(new_stretch) == self.batch_size:  # a long backlog: each subscriber pages it
            return sum(self.catch_up(self.subscribers[name]) for name in behind)
        applied = 0
        idle: list[str] = []
        for name, position in behind.items():
            subscriber = self.subscribers[name]
            topics = set(subscriber.topics)
            if any(n.id > position and n.topic in topics for n in new_stretch):
                applied += self.catch_up(subscriber)
            else:
                idle.append(name)
        if idle:
            self._advance(idle, head)
        return applied

    def _advance(self, names: list[str], head: int) -> None:
        """Moves positions forward over events these projections ignore. Never backwards:
        a rebuild holding the row commits a position at or past this head, and the condition
        is evaluated again once its lock is released."""
        with writing(self.engine) as connection:
            connection.execute(
                update(projection_position)
                .where(projection_position.c.name.in_(names), projection_position.c.position < head)
                .values(position=head)
            )

    def catch_up(self, subscriber: Subscriber, progress: Progress | None = None) -> int:
        applied = 0
        while True:
            count = self.run_batch(subscriber)
            applied += count
            if progress is not None and count:
                progress(count)
            if count < self.batch_size:
                return applied

    def run_batch(self, subscriber: Subscriber) -> int:
        done = self.advance(subscriber)
        assert done is not None  # a blocking lock always answers
        return done[0]

    def advance(
        self, subscriber: Subscriber, up_to: int = 0, skip_locked: bool = False
    ) -> tuple[int, int] | None:
        """One batch in one transaction; answers (events applied, position after). With
        `up_to`, a notification id known committed (a read-your-writes caller's), nothing is
        read once the position is there. With `skip_locked` (PostgreSQL), answers None at once
        when another transaction holds the position: it is applying what is committed."""
        with batch_transaction(self.engine) as connection:
            if skip_locked:
                position = position_unless_locked(connection, subscriber.name)
                if position is None:
                    return None
            else:
                position = lock_position(connection, subscriber.name)
            if up_to and position >= up_to:
                return 0, position
            applied, position = self._apply_after(connection, subscriber, position, up_to)
        return applied, position

    def _apply_after(
        self, connection: Connection, subscriber: Subscriber, position: int, known_head: int = 0
    ) -> tuple[int, int]:
        # Ids commit in order (the recorder's table lock), so every matching event at or
        # below the head read now (or an id known committed) is returned by the select below.
        head = known_head or self.application.recorder.max_notification_id() or 0
        notifications = self.application.recorder.select_notifications(
            start=position,
            limit=self.batch_size,
            topics=subscriber.topics,
            inclusive_of_start=False,
        )
        for notification in notifications:
            subscriber.apply(connection, self.application.mapper.to_domain_event(notification))
        # Ids may have permanent gaps, so the position is an id seen, never position + n.
        # A short batch means nothing of ours lies between here and the head.
        new_position = notifications[-1].id if notifications else position
        if len(notifications) < self.batch_size:
            new_position = max(new_position, head)
        if new_position != position:
            connection.execute(
                update(projection_position)
                .where(projection_position.c.name == subscriber.name)
                .values(position=new_position)
            )
        return len(notifications), new_position

    def rebuild(self, projection: Projection, progress: Progress | None = None) -> int:
        """Empties the tables and replays from zero in one transaction; see `rebuild_all`."""
        report = None if progress is None else (lambda _projection, count: progress(count))
        return self.rebuild_all([projection], report)[projection.name]

    def rebuild_all(
        self,
        projections: Sequence[Projection] | None = None,
        progress: Callable[[Projection, int], None] | None = None,
    ) -> dict[str, int]:
        """Rebuilds these read models (all by default) in one transaction from one scan of the
        log (`projections.rebuild`); answers each one's applied events.

        Policies are refused: replaying one would open a shop or grant a role again."""
        chosen = list(self.projections.values()) if projections is None else list(projections)
        for projection in chosen:
            if not isinstance(projection, Projection) or projection.name in self.policies:
                raise ValueError(f"{projection.name!r} is a policy; only read models are rebuilt")
        return rebuild_projections(self.application, self.engine, chosen, lock_position, progress)

    def status(self) -> list[ProjectionStatus]:
        head = self.application.recorder.max_notification_id() or 0
        positions = self.positions()
        lags = own_events_behind(self.application.recorder, self.subscribers, positions, head)
        return [
            ProjectionStatus(name, positions.get(name, 0), head, lags[name])
            for name in self.subscribers
        ]

    def count_replays(self, projections: Sequence[Projection]) -> dict[str, int]:
        """How many events a rebuild of these applies to each (for progress bars), from one
        scan of the log rather than one per projection."""
        by_topic: dict[str, int] = {}
        topics = tuple({topic for projection in projections for topic in projection.topics})
        position = 0
        while True:
            batch = self.application.recorder.select_notifications(
                start=position, limit=5000, topics=topics, inclusive_of_start=False
            )
            for notification in batch:
                by_topic[notification.topic] = by_topic.get(notification.topic, 0) + 1
            if len(batch) < 5000:
                break
            position = batch[-1].id
        return {p.name: sum(by_topic.get(topic, 0) for topic in p.topics) for p in projections}

    def positions(self) -> dict[str, int]:
        # One statement in autocommit (no BEGIN and ROLLBACK): every tick and status asks it.
        with self.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
            rows = send(connection, _POSITIONS, {}).rows
        return {str(name): int(position) for name, position in rows}

    def wait_until_applied(
        self, notification_id: int, timeout: float = 5.0, names: Collection[str] | None = None
    ) -> bool:
        """Read-your-writes: waits until every projection and policy (or only those `names`)
        has applied its events up to `notification_id` (a committed id)."""
        wanted = self.subscribers if names is None else {n: self.subscribers[n] for n in names}
        deadline = time.monotonic() + timeout
        pause = 0.0025
        positions = self.positions()
        needed = own_events_to_reach(self.application.recorder, wanted, positions, notification_id)
        while True:
            if all(positions.get(name, 0) >= at for name, at in needed.items()):
                return True
            if time.monotonic() >= deadline:
                return False
            # Quick looks first (a projection usually lands within a few milliseconds), then
            # every 20 ms, so a slow catch-up is not polled into the ground by its waiters.
            time.sleep(pause)
            pause = min(pause * 2, 0.02)
            positions = self.positions()
