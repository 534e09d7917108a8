"""The position rows: each subscriber's place in the log, and the locks that make one batch of
it apply once, whoever runs it (a worker, a read-your-writes caller, a rebuild)."""

from __future__ import annotations

import hashlib

from sqlalchemy import Connection, Table, select, update
from sqlalchemy.dialects import postgresql, sqlite

from projections.metadata import projection_position


def lock_position(connection: Connection, name: str) -> int:
    """Takes the position row's write lock for this transaction (creating the row on first
    use) and answers the position.

    The no-op UPDATE is what serializes workers: a row lock in PostgreSQL, the database
    write lock in SQLite. An UPDATE of a row that does not exist yet locks nothing, so when it
    finds no row the row is inserted and the UPDATE taken again: a worker never runs unlocked.
    """
    lock = (
        update(projection_position)
        .where(projection_position.c.name == name)
        .values(position=projection_position.c.position)
        .returning(projection_position.c.position)
    )
    position = connection.execute(lock).scalar_one_or_none()
    if position is None:
        insert_row = (
            postgresql.insert(projection_position)
            if connection.dialect.name == "postgresql"
            else sqlite.insert(projection_position)
        )
        connection.execute(
            insert_row.values(name=name, position=0).on_conflict_do_nothing(index_elements=["name"])
        )
        position = connection.execute(lock).scalar_one()
    return int(position)


def position_unless_locked(connection: Connection, name: str) -> int | None:
    """The position with its row's lock taken, or None when another transaction holds it."""
    position: int | None = connection.execute(
        select(projection_position.c.position)
        .where(projection_position.c.name == name)
        .with_for_update(skip_locked=True)
    ).scalar_one_or_none()
    return position


def table_checksum(connection: Connection, table: Table) -> str:
    """A digest of every row in primary-key order: equal digests mean identical tables."""
    digest = hashlib.sha256()
    for row in connection.execute(select(table).order_by(*table.primary_key.columns)):
        digest.update(repr(tuple(row)).encode())
    return digest.hexdigest()
