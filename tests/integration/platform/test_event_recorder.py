"""The event store's save on PostgreSQL: its events are recorded, nothing is sent to the
channel eventsourcing's recorder NOTIFYs by default (Bazaar never LISTENs to it), and no
statement sets the lock timeout the library's default leaves as it is. With the database out
of reach a call fails after one wait for a connection; a dropped connection is tried again."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from uuid import uuid4

import psycopg
import pytest
from eventsourcing.persistence import IntegrityError, StoredEvent
from eventsourcing.postgres import PostgresApplicationRecorder
from psycopg.conninfo import conninfo_to_dict
from psycopg.sql import Composable
from psycopg_pool import PoolTimeout

from infra.bootstrap import Container, bootstrap
from infra.event_recorder import BazaarPostgresFactory, SnapshotRecorder, UnnotifyingRecorder
from infra.event_store import event_store_environment
from infra.settings import Settings
from tests.benchmarks.checkout import Tally
from tests.conftest import base_settings


@pytest.fixture
def on_postgres(migrated_postgres: str, tmp_path: Path) -> Iterator[Container]:
    """The application on PostgreSQL, with Bazaar's events recorder."""
    settings: Settings = base_settings(tmp_path, database_url=migrated_postgres)
    container = bootstrap(settings)
    try:
        assert isinstance(container.application.recorder, UnnotifyingRecorder)
        yield container
    finally:
        container.close()


def events_recorder(container: Container) -> UnnotifyingRecorder:
    recorder = container.application.recorder
    assert isinstance(recorder, UnnotifyingRecorder)
    return recorder


def test_a_save_records_its_events_and_notifies_nobody(
    on_postgres: Container, migrated_postgres: str
) -> None:
    container = on_postgres
    recorder = events_recorder(container)
    channel = recorder.channel_name
    with psycopg.connect(migrated_postgres, autocommit=True) as listener:
        listener.execute(f'LISTEN "{channel}"')
        head = recorder.max_notification_id() or 0
        cart = container.carts.load("user:7")
        cart.empty(container.clock())
        container.application.save(cart)
        assert (recorder.max_notification_id() or 0) > head
        # A NOTIFY sent before the save's commit would be waiting here now.
        listener.execute("SELECT 1")
        assert list(listener.notifies(timeout=0.5, stop_after=1)) == []


def test_an_aggregates_events_read_as_the_library_reads_them_in_every_shape(
    on_postgres: Container,
) -> None:
    container = on_postgres
    recorder = events_recorder(container)
    tally = Tally()
    for _ in range(4):
        tally.count()
    container.application.save(tally)
    assert tally.version == 5
    library = PostgresApplicationRecorder.select_events
    shapes = [
        {"gt": gt, "lte": lte, "desc": desc, "limit": limit}
        for gt in (None, 1)
        for lte in (None, 3)
        for desc in (False, True)
        for limit in (None, 2)
    ]
    for shape in shapes:
        ours = recorder.select_events(tally.id, **shape)
        theirs = library(recorder, tally.id, **shape)
        assert ours == theirs, shape
        assert ours, shape
    snapshots = container.application.snapshots
    assert snapshots is not None
    assert isinstance(snapshots.recorder, SnapshotRecorder)
    versions = [
        event.originator_version
        for event in recorder.select_events(tally.id, gt=1, lte=3, desc=True)
    ]
    assert versions == [3, 2]


def test_a_save_inserts_by_columns_what_the_librarys_insert_would_in_the_events_order(
    on_postgres: Container,
) -> None:
    container = on_postgres
    recorder = events_recorder(container)
    first, second = Tally(), Tally()
    for _ in range(3):
        first.count()
    second.count()
    events = [*first.collect_events(), *second.collect_events()]
    stored = [container.application.mapper.to_stored_event(event) for event in events]

    notification_ids = recorder.insert_events(stored)

    assert notification_ids is not None and len(notification_ids) == len(stored) == 6
    assert notification_ids == sorted(notification_ids), "returned in the events' order"
    read_back = recorder.select_notifications(notification_ids[0], limit=6)
    assert [n.id for n in read_back] == notification_ids
    assert [(n.originator_id, n.originator_version, n.topic, n.state) for n in read_back] == [
        (e.originator_id, e.originator_version, e.topic, e.state) for e in stored
    ]
    # A version recorded already loses, as with the library's insert, and nothing of it stays.
    with pytest.raises(IntegrityError):
        recorder.insert_events([stored[-1]])
    assert recorder.max_notification_id() == notification_ids[-1]


def test_a_snapshot_is_inserted_by_columns_and_read_back(on_postgres: Container) -> None:
    container = on_postgres
    snapshots = container.application.snapshots
    assert snapshots is not None and isinstance(snapshots.recorder, SnapshotRecorder)
    tally = Tally()
    tally.count()
    container.application.save(tally)
    container.application.take_snapshot(tally.id)
    assert [event.originator_version for event in snapshots.recorder.select_events(tally.id)] == [2]


def statements_of_a_save(
    container: Container, monkeypatch: pytest.MonkeyPatch, owner: str
) -> list[str]:
    """What the events recorder's cursors send for one cart's save, as text."""
    sent: list[str] = []
    execute = psycopg.Cursor.execute

    def recording(cursor: psycopg.Cursor[Any], query: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(query, Composable):
            sent.append(query.as_string(cursor))
        else:
            sent.append(query.decode() if isinstance(query, bytes) else str(query))
        return execute(cursor, query, *args, **kwargs)

    monkeypatch.setattr(psycopg.Cursor, "execute", recording)
    cart = container.carts.load(owner)
    cart.empty(container.clock())
    container.application.save(cart)
    monkeypatch.undo()
    return sent


def test_a_save_locks_the_events_table_without_a_lock_timeout_statement_when_none_is_set(
    on_postgres: Container, monkeypatch: pytest.MonkeyPatch, migrated_postgres: str
) -> None:
    recorder = events_recorder(on_postgres)
    assert recorder.datastore.lock_timeout == 0

    sent = statements_of_a_save(on_postgres, monkeypatch, "user:8")

    assert [statement for statement in sent if "LOCK TABLE" in statement] == [
        f'LOCK TABLE "public"."{recorder.events_table_name}" IN EXCLUSIVE MODE'
    ]
    assert not [statement for statement in sent if "lock_timeout" in statement]

    # A timeout set through the library's setting is still sent, by the library, before the lock.
    monkeypatch.setattr(recorder.datastore, "lock_timeout", 7)
    sent = statements_of_a_save(on_postgres, monkeypatch, "user:9")
    with psycopg.connect(migrated_postgres) as connection:
        library = [
            statement.as_string(connection)
            for statement in recorder.lock_table_statements
            if isinstance(statement, Composable)
        ]
    assert len(library) == 2
    assert [statement for statement in sent if "LOCK" in statement.upper()] == library


def test_with_the_database_refusing_connections_a_save_and_a_read_fail_after_one_wait(
    migrated_postgres: str, postgres_url: str, tmp_path: Path
) -> None:
    # A wait for a pooled connection runs out after the pool's timeout (here 1 s): with the
    # database refusing connections, the library's recorders tried that ten times, so a call
    # hung ten timeouts before it failed.
    environment = event_store_environment(
        base_settings(tmp_path, database_url=migrated_postgres), create_tables=False
    )
    factory = BazaarPostgresFactory({**environment, "POSTGRES_CONNECT_TIMEOUT": "1"})
    try:
        recorder = factory.application_recorder()
        event = StoredEvent(uuid4(), 1, "tests:Event", b"{}")
        database = conninfo_to_dict(migrated_postgres)["dbname"]
        with psycopg.connect(postgres_url, autocommit=True) as admin:
            admin.execute(f'ALTER DATABASE "{database}" WITH ALLOW_CONNECTIONS false')
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                " WHERE datname = %s AND pid <> pg_backend_pid()",
                [database],
            )
        for call in (
            lambda: recorder.insert_events([event]),
            lambda: recorder.select_events(event.originator_id),
        ):
            started = time.monotonic()
            with pytest.raises(PoolTimeout):
                call()
            assert time.monotonic() - started < 6  # ten waits took 12 s
    finally:
        factory.close()


def test_a_read_whose_pooled_connections_the_server_dropped_is_tried_again_on_new_ones(
    on_postgres: Container, migrated_postgres: str, postgres_url: str
) -> None:
    recorder = events_recorder(on_postgres)
    cart = on_postgres.carts.load("user:10")
    cart.empty(on_postgres.clock())
    on_postgres.application.save(cart)
    with psycopg.connect(postgres_url, autocommit=True) as admin:
        dropped = admin.execute(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = %s",
            [conninfo_to_dict(migrated_postgres)["dbname"]],
        ).fetchone()
    assert dropped is not None and dropped[0] >= 1

    assert [event.originator_version for event in recorder.select_events(cart.id)] == [1]
