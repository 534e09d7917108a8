"""Transactions that read before they write, made safe on SQLite.

SQLite's ordinary BEGIN is deferred: the transaction takes the database's write lock only at its
first write. When another connection has committed since this one read, SQLite refuses that
upgrade at once (SQLITE_BUSY, without waiting out the busy timeout), because its snapshot is
stale; a request would then fail with 503 after some of its work was done. A transaction begun
by `writing` takes the write lock at BEGIN (`BEGIN IMMEDIATE`, infra.database), so concurrent
ones queue on the busy timeout instead. PostgreSQL ignores the option: its row locks do this.

Only transactions that read first and write after need it: others would hold the one write
lock longer than they must, and a read held open across another write would wait for itself.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Connection, Engine

WRITE_LOCK_AT_BEGIN = "bazaar_write_lock_at_begin"
"""The execution option `writing` sets and infra.database's SQLite engine honours."""


@contextmanager
def writing(engine: Engine) -> Iterator[Connection]:
    """As `engine.begin()`, holding SQLite's write lock from the start."""
    if engine.dialect.name != "sqlite":
        with engine.begin() as connection:
            yield connection
        return
    connection = engine.connect().execution_options(**{WRITE_LOCK_AT_BEGIN: True})
    with connection, connection.begin():
        yield connection
