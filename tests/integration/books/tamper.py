"""What an intruder with write access to the database does: edits a stored event's state in
place with SQL, behind the application's back, on either store."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from contextlib import closing
from typing import Any

import psycopg
from eventsourcing.postgres import PostgresApplicationRecorder
from eventsourcing.sqlite import SQLiteApplicationRecorder
from eventsourcing.utils import get_topic
from psycopg import sql

from infra.bootstrap import Container
from infra.settings import Settings

Edit = Callable[[dict[str, Any]], None]


def _edited(state: bytes, edit: Edit) -> bytes:
    decoded: dict[str, Any] = json.loads(state)
    edit(decoded)
    return json.dumps(decoded, separators=(",", ":")).encode()


def edit_stored_event(container: Container, kind: type[Any], edit: Edit, nth: int = 0) -> None:
    """Rewrites the state of the `nth` stored event of `kind` (in log order) with `edit`, in
    the recorder's table: `stored_events` in the SQLite events file, `bazaar_events` (named
    after the application) on PostgreSQL."""
    settings = container.settings
    recorder = container.application.recorder
    assert isinstance(recorder, SQLiteApplicationRecorder | PostgresApplicationRecorder)
    events_table = recorder.events_table_name
    topic = get_topic(kind)
    if settings.database_url is None:
        _edit_on_sqlite(settings, events_table, topic, edit, nth)
    else:
        _edit_on_postgres(settings.database_url, events_table, topic, edit, nth)


def _edit_on_sqlite(
    settings: Settings, events_table: str, topic: str, edit: Edit, nth: int
) -> None:
    with closing(sqlite3.connect(settings.sqlite_events_path, timeout=30)) as db, db:
        rows = db.execute(
            f"SELECT originator_id, originator_version, state FROM {events_table} "
            "WHERE topic = ? ORDER BY rowid",
            (topic,),
        ).fetchall()
        originator_id, version, state = rows[nth]
        db.execute(
            f"UPDATE {events_table} SET state = ? "
            "WHERE originator_id = ? AND originator_version = ?",
            (_edited(state, edit), originator_id, version),
        )


def _edit_on_postgres(url: str, events_table: str, topic: str, edit: Edit, nth: int) -> None:
    with psycopg.connect(url) as db:
        table = sql.Identifier(events_table)
        found = db.execute(
            sql.SQL(
                "SELECT originator_id, originator_version, state FROM {} "
                "WHERE topic = %s ORDER BY notification_id"
            ).format(table),
            (topic,),
        ).fetchall()
        originator_id, version, state = found[nth]
        db.execute(
            sql.SQL(
                "UPDATE {} SET state = %s WHERE originator_id = %s AND originator_version = %s"
            ).format(table),
            (_edited(bytes(state), edit), originator_id, version),
        )


def times(amount_factor: int) -> Edit:
    """Multiplies the event's `amount`."""

    def edit(state: dict[str, Any]) -> None:
        state["amount"] = int(state["amount"]) * amount_factor

    return edit
