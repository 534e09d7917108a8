"""The event store's write ceiling on this PostgreSQL server: how many one-row transactions commit
per second when they all take the events table's lock first (as eventsourcing's insert does:
`LOCK TABLE ... IN EXCLUSIVE MODE`, held until the commit has flushed), against the same
transactions without the lock (PostgreSQL's own commit rate, `synchronous_commit` as configured).

Each transaction is sent as one message and no application code runs in either loop, so the
locked rate is the most any one events table can take on this server however fast the processes
around it become (eventsourcing's own insert holds the lock across three round trips: LOCK,
NOTIFY, INSERT ... RETURNING, then COMMIT).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

import psycopg

from tests.benchmarks.checkout import timed
from tests.benchmarks.stack import scratch_database

TABLE = "ceiling_events"


@dataclass(frozen=True)
class Ceiling:
    unlocked_commits_per_second: float
    locked_commits_per_second: float
    synchronous_commit: str
    connections: int


class _Connections:
    """One connection per thread, all closed at the end."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.local = threading.local()
        self.opened: list[psycopg.Connection[tuple[object, ...]]] = []
        self.lock = threading.Lock()

    def get(self) -> psycopg.Connection[tuple[object, ...]]:
        found: psycopg.Connection[tuple[object, ...]] | None = getattr(
            self.local, "connection", None
        )
        if found is None:
            found = psycopg.connect(self.url, autocommit=True)
            self.local.connection = found
            with self.lock:
                self.opened.append(found)
        return found

    def close(self) -> None:
        for connection in self.opened:
            connection.close()


def measure(database_url: str, connections: int, seconds: float) -> Ceiling:
    with scratch_database(database_url) as url:
        with psycopg.connect(url, autocommit=True) as setup:
            setup.execute(f"CREATE TABLE {TABLE} (id bigserial PRIMARY KEY, body text)")
            synchronous = str((setup.execute("SHOW synchronous_commit").fetchone() or ("?",))[0])
        rates = []
        for locking in (False, True):
            pool = _Connections(url)

            lock = f"LOCK TABLE {TABLE} IN EXCLUSIVE MODE; " if locking else ""
            transaction = f"BEGIN; {lock}INSERT INTO {TABLE} (body) VALUES ('x'); COMMIT"

            def commit_one(transaction: str = transaction, pool: _Connections = pool) -> None:
                # One message per transaction: the lock is held for the insert and the commit's
                # flush only, never across a round trip to the client.
                pool.get().execute(transaction.encode())

            try:
                timed(connections, 0.5, commit_one)  # open the connections
                rates.append(timed(connections, seconds, commit_one))
            finally:
                pool.close()
    return Ceiling(rates[0], rates[1], synchronous, connections)
