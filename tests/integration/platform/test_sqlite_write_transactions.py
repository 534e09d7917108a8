"""On SQLite, a transaction that reads before it writes (`writing`) holds the write lock from its
BEGIN: a concurrent one queues behind it, and no update is lost."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path

import pytest
from sqlalchemy import Connection, Engine, text

from infra.database import make_engine
from projections.write_transactions import writing
from tests.conftest import base_settings

Transaction = Callable[[Engine], AbstractContextManager[Connection]]


@pytest.fixture
def engine(tmp_path: Path) -> Engine:
    engine = make_engine(base_settings(tmp_path))
    with engine.begin() as connection:
        connection.execute(text("CREATE TABLE counter (n INTEGER NOT NULL)"))
        connection.execute(text("INSERT INTO counter VALUES (0)"))
    return engine


def _increment_both_at_once(engine: Engine, transaction: Transaction) -> list[BaseException]:
    """Two threads each read the counter, pause while the other reads too, then write n + 1."""
    both_started = threading.Barrier(2, timeout=10)
    failures: list[BaseException] = []

    def increment() -> None:
        try:
            both_started.wait()
            with transaction(engine) as connection:
                n = connection.execute(text("SELECT n FROM counter")).scalar_one()
                time.sleep(0.3)
                connection.execute(text("UPDATE counter SET n = :n"), {"n": n + 1})
        except BaseException as failure:  # reported to the test below
            failures.append(failure)

    threads = [threading.Thread(target=increment) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return failures


def test_read_then_write_transactions_queue_and_lose_no_update(engine: Engine) -> None:
    assert _increment_both_at_once(engine, writing) == []
    with engine.connect() as connection:
        assert connection.execute(text("SELECT n FROM counter")).scalar_one() == 2


def test_deferred_transactions_that_read_first_lose_an_update(engine: Engine) -> None:
    """Why `writing` exists: with the driver's deferred BEGIN, both read 0 and both write 1."""
    assert _increment_both_at_once(engine, Engine.begin) == []
    with engine.connect() as connection:
        assert connection.execute(text("SELECT n FROM counter")).scalar_one() == 1


def test_a_pooled_connection_still_holding_a_read_does_not_refuse_the_next_write(
    engine: Engine,
) -> None:
    # Python 3.11's sqlite3 no longer resets a cursor's statement on rollback: a result left
    # unfinished keeps its read snapshot on the driver connection after it goes back to the
    # pool. Once another connection commits, that connection's BEGIN IMMEDIATE is refused at
    # once ("database is locked", no busy wait), as an applicant's was in CI.
    holding = engine.connect()
    unfinished = holding.connection.dbapi_connection.cursor()  # type: ignore[union-attr]
    unfinished.execute("SELECT n FROM counter UNION ALL SELECT n FROM counter")
    unfinished.fetchone()
    other = engine.connect()
    with other.begin():
        other.execute(text("UPDATE counter SET n = 1"))
    holding.close()  # back to the pool first, so it is the next one handed out
    other.close()

    with writing(engine) as connection:
        connection.execute(text("UPDATE counter SET n = n + 1"))

    with engine.connect() as connection:
        assert connection.execute(text("SELECT n FROM counter")).scalar_one() == 2
