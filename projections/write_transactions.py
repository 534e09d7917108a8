"""Transactions that read before they write, made safe on SQLite.

Python's sqlite3 driver (in its legacy transaction mode, which SQLAlchemy uses) sends no BEGIN
before a SELECT, only before the first write, and that BEGIN is deferred: what such a
transaction read before it wrote was read outside it, so two of them at once can both read the
same value and both write from it (a lost update), and a write after another connection's
commit can be refused with SQLITE_BUSY. A transaction begun by `writing` sends `BEGIN IMMEDIATE`
first (infra.database), taking SQLite's write lock before it reads: concurrent ones queue on the
busy timeout instead (tests/integration/platform/test_sqlite_write_transactions.py shows both).
On PostgreSQL it is a plain `begin()`: row locks do this there.

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
