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

import time
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import Connection, Engine, RootTransaction
from sqlalchemy.exc import OperationalError

WRITE_LOCK_AT_BEGIN = "bazaar_write_lock_at_begin"
"""The execution option `writing` sets and infra.database's SQLite engine honours."""


@contextmanager
def writing(engine: Engine) -> Iterator[Connection]:
    """As `engine.begin()`, holding SQLite's write lock from the start."""
    if engine.dialect.name != "sqlite":
        with engine.begin() as connection:
            yield connection
        return
    connection, transaction = _begun_with_write_lock(engine)
    with connection, transaction:
        yield connection


BEGIN_ATTEMPTS = 4


def _begun_with_write_lock(engine: Engine) -> tuple[Connection, RootTransaction]:
    """A connection whose `BEGIN IMMEDIATE` went through. Python 3.11's sqlite3 no longer resets
    a cursor's statement on rollback, so a result left unfinished keeps its read snapshot on the
    driver connection after the pool takes it back; once another connection has committed,
    SQLite refuses that connection's BEGIN IMMEDIATE at once ("database is locked", without its
    busy wait), and an applicant racing for a shop name was answered 503 in CI. Nothing has run
    yet, so the connection is dropped and the begin tried again on another, a few times."""
    attempt = 1
    while True:
        connection = engine.connect().execution_options(**{WRITE_LOCK_AT_BEGIN: True})
        try:
            return connection, connection.begin()
        except OperationalError as error:
            if attempt == BEGIN_ATTEMPTS or "database is locked" not in str(error.orig):
                connection.close()
                raise
            connection.invalidate()
            connection.close()
            time.sleep(0.02 * attempt)
            attempt += 1
