"""The PostgreSQL event recorder Bazaar uses: eventsourcing's own, without its NOTIFY, and with
its aggregate reads' statements written out once.

The library's insert sends `NOTIFY bazaar_events` with every save, for readers that LISTEN on
the channel. Nothing in Bazaar does: projections are woken through Dramatiq after the save
(`Bazaar.listen`) and catch up from their positions, and the periodic tick covers a lost
wake-up. The NOTIFY still cost every save a statement inside the events table's lock and a
commit-time queue entry in PostgreSQL, so it is left out. It is chosen through the library's
`PERSISTENCE_MODULE` setting, which names the factory below; the method it overrides is the
recorder's own step for the NOTIFY (the library has no setting to turn it off).

The library composes an aggregate's read (`select_events`) anew on every call, from a
composed statement whose schema and table names psycopg quotes again through the connection
each time. A checkout loads seven aggregates, each from the cache with one such read of the
events saved since (or, not cached, a snapshot's read and one of the events after it): quoting
was a tenth of a checkout's handler CPU in the API. The reads of both tables are written out
here once per shape and sent as they are.

The library's insert sends a save's events as one array of a composite type, which psycopg
writes out as text, escaping every event's state byte by byte in Python: a fifteenth of a
checkout's handler CPU in the API. The insert here sends the same rows as four arrays, one per
column, in binary (`unnest` of several arrays yields their rows in order, as the composite's
did, so the RETURNING ids come back in the events' order).

The library's recorders retry a call whose database operation failed (`OperationalError`, ten
attempts): right for a pooled connection the server has dropped, as the next attempt takes
another. But a wait for a pooled connection that runs out (the pool's timeout, 5 s) is the
same failure: with the server down, every attempt waited the whole timeout, and a call hung
for 50 s before its 503 (one never came within 30 s in a reliability test). Here the pool's
timeout ends the call at once.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cached_property
from typing import Any
from uuid import UUID

from eventsourcing.persistence import InterfaceError, OperationalError, StoredEvent
from eventsourcing.postgres import (
    PostgresAggregateRecorder,
    PostgresApplicationRecorder,
    PostgresDatastore,
    PostgresFactory,
)
from eventsourcing.utils import Environment, EnvType, retry
from psycopg import Connection, Cursor
from psycopg.abc import Query
from psycopg.rows import DictRow
from psycopg.sql import SQL, Composable, Identifier
from psycopg_pool import PoolTimeout

ReadShape = tuple[bool, bool, bool, bool]
"""(after a version, up to a version, newest first, limited): the library's four options."""


class WrittenOutReads(PostgresAggregateRecorder):
    """The library's `select_events`, its statement written out once per shape."""

    def __init__(
        self, datastore: PostgresDatastore, *, events_table_name: str = "stored_events"
    ) -> None:
        super().__init__(datastore, events_table_name=events_table_name)
        self._reads: dict[ReadShape, bytes] = {}
        # After the library's own __init__ (the application recorder's adds its RETURNING).
        by_columns: Composable = SQL(
            "INSERT INTO {schema}.{table} AS t"
            " (originator_id, originator_version, topic, state)"
            " SELECT * FROM unnest(%b::{id_type}[], %b::bigint[], %b::text[], %b::bytea[])"
        ).format(
            schema=Identifier(datastore.schema),
            table=Identifier(self.events_table_name),
            id_type=Identifier(datastore.originator_id_type),
        )
        if self.insert_events_statement.as_bytes(None).endswith(b"RETURNING notification_id"):
            by_columns += SQL(" RETURNING notification_id")
        self._insert_by_columns = by_columns.as_bytes(None)

    def _insert_stored_events(
        self, curs: Cursor[DictRow], stored_events: Sequence[StoredEvent], **_: Any
    ) -> None:
        self._insert_columns(curs, stored_events)

    def _insert_columns(self, curs: Cursor[DictRow], stored_events: Sequence[StoredEvent]) -> None:
        """The library's insert of these events (with its RETURNING, when its statement has
        one), their columns sent as four binary arrays."""
        curs.execute(
            self._insert_by_columns,
            (
                [event.originator_id for event in stored_events],
                [event.originator_version for event in stored_events],
                [event.topic for event in stored_events],
                [event.state for event in stored_events],
            ),
            prepare=True,
        )

    def _read_statement(self, shape: ReadShape) -> bytes:
        """The library's statement for this shape, clause for clause, written out once."""
        statement = self._reads.get(shape)
        if statement is None:
            after, up_to, newest_first, limited = shape
            composed: Composable = self.select_events_statement
            if after:
                composed += SQL(" AND originator_version > %s")
            if up_to:
                composed += SQL(" AND originator_version <= %s")
            composed += SQL(" ORDER BY originator_version")
            composed += SQL(" DESC" if newest_first else " ASC")
            if limited:
                composed += SQL(" LIMIT %s")
            statement = self._reads[shape] = composed.as_bytes(None)
        return statement

    @retry((InterfaceError, OperationalError), max_attempts=10, wait=0.2)
    def select_events(
        self,
        originator_id: UUID | str,
        *,
        gt: int | None = None,
        lte: int | None = None,
        desc: bool = False,
        limit: int | None = None,
    ) -> Sequence[StoredEvent]:
        shape = (gt is not None, lte is not None, desc, limit is not None)
        params: list[Any] = [originator_id]
        params.extend(value for value in (gt, lte, limit) if value is not None)
        with self.datastore.get_connection() as conn, conn.cursor() as curs:
            curs.execute(self._read_statement(shape), params, prepare=True)
            return [
                StoredEvent(
                    originator_id=row["originator_id"],
                    originator_version=row["originator_version"],
                    topic=row["topic"],
                    state=bytes(row["state"]),
                )
                for row in curs.fetchall()
            ]


class SnapshotRecorder(WrittenOutReads):
    """The snapshots' table: the library's recorder, its reads written out once."""


class UnnotifyingRecorder(WrittenOutReads, PostgresApplicationRecorder):
    """The events' table: the library's recorder, without its NOTIFY and its no-op lock
    timeout, its reads written out once."""

    def _notify_channel(self, curs: Cursor[DictRow]) -> None:
        """Nobody LISTENs: nothing to send."""

    def _lock_table(self, curs: Cursor[DictRow]) -> None:
        """The library's table lock. Before it, the library sends `SET LOCAL lock_timeout`
        with its `POSTGRES_LOCK_TIMEOUT` setting, which Bazaar leaves at 0: that statement
        then asks for what a transaction already has (no timeout, unless the server's own
        configuration sets one, which it then keeps), a round trip per save for nothing."""
        if self.datastore.lock_timeout:
            super()._lock_table(curs)
            return
        curs.execute(self._lock_statement, prepare=True)

    @cached_property
    def _lock_statement(self) -> Query:
        """The library's LOCK TABLE, written out once: composed, psycopg quoted its names again
        on every save."""
        lock = self.lock_table_statements[-1]
        return lock.as_bytes(None) if isinstance(lock, Composable) else lock

    def _insert_stored_events(
        self, curs: Cursor[DictRow], stored_events: Sequence[StoredEvent], **_: Any
    ) -> None:
        # The library's steps (its table lock, then the insert), the insert by columns: its own
        # method here would come before the lock in this class's order.
        self._lock_table(curs)
        self._insert_columns(curs, stored_events)


class FailingFastDatastore(PostgresDatastore):
    """The library's datastore, whose wait for a pooled connection that runs out ends the call
    (as psycopg's `PoolTimeout`, which the recorders do not retry and the API answers 503)."""

    @contextmanager
    def get_connection(self) -> Iterator[Connection[DictRow]]:
        try:
            with super().get_connection() as connection:
                yield connection
        except OperationalError as error:
            if isinstance(error.__cause__, PoolTimeout):
                raise error.__cause__ from None
            raise


class BazaarPostgresFactory(PostgresFactory):
    """eventsourcing's PostgreSQL persistence with the datastore and the recorders above
    (`PERSISTENCE_MODULE` names this class)."""

    aggregate_recorder_class = SnapshotRecorder
    application_recorder_class = UnnotifyingRecorder

    def __init__(self, env: Environment | EnvType | None) -> None:
        super().__init__(env)
        # The library's factory builds its datastore from the settings itself, with no class
        # to name: the one it built becomes the subclass above, which adds no state.
        self.datastore.__class__ = FailingFastDatastore
