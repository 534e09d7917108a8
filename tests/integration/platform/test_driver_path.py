"""The hot statements' direct way to psycopg (`projections.driver_path`): the same rows, the
same transaction, the same statement hooks and the same errors as through SQLAlchemy; and
SQLAlchemy's own way wherever it would convert a value, or on SQLite."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import (
    JSON,
    BigInteger,
    Column,
    Connection,
    DateTime,
    Engine,
    MetaData,
    String,
    Table,
    TypeDecorator,
    bindparam,
    create_engine,
    event,
    func,
    insert,
    select,
    text,
    update,
)
from sqlalchemy.exc import IntegrityError, NoResultFound, OperationalError

from projections import driver_path
from projections.driver_path import send


class Shouted(TypeDecorator[str]):
    """Read back in capitals: a type SQLAlchemy converts on the way out."""

    impl = String(20)
    cache_ok = True

    def process_result_value(self, value: Any, dialect: Any) -> str | None:
        return None if value is None else str(value).upper()


metadata = MetaData()
notes = Table(
    "driver_path_notes",
    metadata,
    Column("note_id", BigInteger, primary_key=True),
    Column("body", String(100), nullable=False),
    Column("at", DateTime(timezone=True), nullable=False),
    Column("extra", JSON, nullable=True),
    Column("shout", Shouted, nullable=True),
)
_ADD = insert(notes).returning(notes.c.note_id, notes.c.body)
_BODY_OF = select(notes.c.body, func.coalesce(notes.c.note_id, 0).label("id")).where(
    notes.c.note_id == bindparam("wanted")
)
_RENAME = update(notes).where(notes.c.note_id == bindparam("renamed")).values(body=bindparam("to"))
AT = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


@pytest.fixture
def engine(migrated_postgres: str) -> Iterator[Engine]:
    engine = create_engine(migrated_postgres.replace("postgresql://", "postgresql+psycopg://", 1))
    metadata.drop_all(engine)
    metadata.create_all(engine)
    try:
        yield engine
    finally:
        metadata.drop_all(engine)
        engine.dispose()


def hooked(engine: Engine) -> tuple[list[tuple[str, bool]], Any]:
    """Every statement the hooks see, and whether it came the direct way (SQLAlchemy passes
    its execution context, the direct way has none)."""
    seen: list[tuple[str, bool]] = []

    def hook(
        _connection: Connection,
        _cursor: Any,
        statement: str,
        _parameters: Any,
        context: Any,
        *_: Any,
    ) -> None:
        seen.append((statement, context is None))

    event.listen(engine, "before_cursor_execute", hook)
    return seen, hook


def test_rows_rowcount_and_hooks_as_through_sqlalchemy(engine: Engine) -> None:
    seen, hook = hooked(engine)
    try:
        with engine.begin() as connection:
            send(connection, text("SELECT 1"), {})
            added = send(connection, _ADD, {"note_id": 7, "body": "first", "at": AT}).one()
            body = send(connection, _BODY_OF, {"wanted": 7}).one()
            renamed = send(connection, _RENAME, {"renamed": 7, "to": "second"})
            missing = send(connection, _BODY_OF, {"wanted": 8})
    finally:
        event.remove(engine, "before_cursor_execute", hook)
    assert (added.note_id, added.body) == (7, "first")
    assert (body.body, body.id) == ("first", 7)  # a literal's value is sent with it (`0`)
    assert renamed.rowcount == 1
    assert missing.first() is None
    with pytest.raises(NoResultFound):
        missing.one()
    assert [direct for _, direct in seen] == [True] * 5, "every statement, direct, hooked"
    assert "driver_path_notes" in seen[1][0]
    with engine.connect() as connection:
        assert connection.execute(select(notes.c.body)).scalar_one() == "second"


def test_statements_sent_directly_are_in_the_connections_transaction(engine: Engine) -> None:
    with engine.connect() as connection:
        transaction = connection.begin()
        send(connection, _ADD, {"note_id": 1, "body": "kept?", "at": AT})
        send(connection, _RENAME, {"renamed": 1, "to": "no"})
        transaction.rollback()
    with engine.connect() as connection:
        # A connection's first statement begins SQLAlchemy's transaction, so its commit
        # commits what was sent directly after it.
        send(connection, _ADD, {"note_id": 2, "body": "kept", "at": AT})
        send(connection, _RENAME, {"renamed": 2, "to": "kept too"})
        connection.commit()
    with engine.connect() as connection:
        assert connection.execute(select(notes.c.note_id, notes.c.body)).all() == [(2, "kept too")]


def test_autocommit_reads_go_direct_from_their_first_statement(engine: Engine) -> None:
    with engine.begin() as connection:
        send(connection, _ADD, {"note_id": 6, "body": "read me", "at": AT})
    seen, hook = hooked(engine)
    try:
        with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
            assert send(connection, _BODY_OF, {"wanted": 6}).one().body == "read me"
        with engine.connect() as connection:
            send(connection, _BODY_OF, {"wanted": 6})  # begins SQLAlchemy's transaction
            send(connection, _BODY_OF, {"wanted": 6})
    finally:
        event.remove(engine, "before_cursor_execute", hook)
    assert [direct for _, direct in seen] == [True, False, True]


def test_driver_errors_are_raised_as_sqlalchemy_raises_them(engine: Engine) -> None:
    with engine.begin() as connection:
        send(connection, _ADD, {"note_id": 3, "body": "one", "at": AT})
    with pytest.raises(IntegrityError), engine.begin() as connection:
        connection.execute(text("SELECT 1"))
        send(connection, _ADD, {"note_id": 3, "body": "twice", "at": AT})
    with engine.begin() as holder:
        send(holder, text("SELECT 1 FROM driver_path_notes FOR UPDATE"), {})
        with pytest.raises(OperationalError) as raised, engine.begin() as waiter:
            waiter.execute(text("SET LOCAL lock_timeout = 50"))
            send(waiter, text("SELECT 1 FROM driver_path_notes FOR UPDATE"), {})
    assert getattr(raised.value.orig, "sqlstate", None) == "55P03"


def test_a_value_sqlalchemy_converts_is_converted_as_it_would(engine: Engine) -> None:
    seen, hook = hooked(engine)
    try:
        with engine.begin() as connection:
            extra = {"a": [1], "b": "é"}
            send(connection, _ADD, {"note_id": 4, "body": "json", "at": AT, "extra": extra})
    finally:
        event.remove(engine, "before_cursor_execute", hook)
    assert [direct for _, direct in seen] == [True]
    with engine.connect() as connection:
        assert connection.execute(select(notes.c.extra)).scalar_one() == {"a": [1], "b": "é"}


def test_a_column_read_by_type_goes_through_sqlalchemy(engine: Engine) -> None:
    shout_of = select(notes.c.shout).where(notes.c.note_id == bindparam("wanted"))
    with engine.begin() as connection:
        send(connection, _ADD, {"note_id": 9, "body": "quiet", "at": AT, "shout": "hey"})
        assert send(connection, shout_of, {"wanted": 9}).one().shout == "HEY"
    assert driver_path._DIRECT[(shout_of, ("wanted",), "postgresql")] is None


def test_sqlite_goes_through_sqlalchemy(tmp_path: Path) -> None:
    engine = create_engine(f"sqlite:///{tmp_path / 'notes.db'}")
    metadata.create_all(engine)
    with engine.begin() as connection:
        connection.execute(text("SELECT 1"))
        added = send(connection, _ADD, {"note_id": 5, "body": "lite", "at": AT}).one()
        assert send(connection, _RENAME, {"renamed": 5, "to": "lighter"}).rowcount == 1
    assert (added.note_id, added.body) == (5, "lite")
    assert driver_path._DIRECT[(_ADD, ("at", "body", "note_id"), "sqlite")] is None
    engine.dispose()
