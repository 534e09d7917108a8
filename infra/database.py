"""SQLAlchemy engines for the read tables and the plain (non-event-sourced) state."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event

from infra.settings import Settings
from projections.write_transactions import WRITE_LOCK_AT_BEGIN


def sqlalchemy_url(settings: Settings) -> str:
    if settings.database_url is None:
        return f"sqlite:///{settings.sqlite_read_path}"
    _, rest = settings.database_url.split("://", 1)
    return f"postgresql+psycopg://{rest}"


def _tune_sqlite(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    # WAL lets readers work while one writer commits; the timeout queues concurrent writers.
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def _begin_immediately_when_asked(connection: Connection) -> None:
    # Other transactions keep the driver's deferred BEGIN (projections.write_transactions).
    if connection.get_execution_options().get(WRITE_LOCK_AT_BEGIN):
        connection.exec_driver_sql("BEGIN IMMEDIATE")


def make_engine(settings: Settings) -> Engine:
    """Builds the read-side engine; called by bootstrap, never at import time."""
    url = sqlalchemy_url(settings)
    if settings.database_url is None:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})
        event.listen(engine, "connect", _tune_sqlite)
        event.listen(engine, "begin", _begin_immediately_when_asked)
        return engine
    return create_engine(
        url,
        pool_size=10,
        max_overflow=20,
        # No ping at each checkout (a round trip per `connect()`, several per request): the
        # first statement on a connection the server has dropped fails (503) and invalidates
        # the whole pool, so the next call connects afresh.
        pool_pre_ping=False,
        connect_args={
            "connect_timeout": 5,
            # Requests are short and many: a parallel plan's worker start-up cost more than it
            # saved on every listing query measured, and under load it takes cores from other
            # requests.
            "options": "-c max_parallel_workers_per_gather=0",
        },
    )
