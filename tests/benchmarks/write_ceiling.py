"""The event store's write ceiling on this PostgreSQL server: how many one-row transactions commit
per second when they all take the events table's lock first and NOTIFY, as eventsourcing's
insert does (`LOCK TABLE ... IN EXCLUSIVE MODE`, held until the commit has flushed; a notifying
transaction also takes PostgreSQL's cluster-wide notification lock while it commits), against
the same transactions without the lock (PostgreSQL's own commit rate, `synchronous_commit` as
configured), and what two such tables, with and without NOTIFY, take side by side.

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
from tests.benchmarks.figures import Figure
from tests.benchmarks.scaling_doc import cores_needed
from tests.benchmarks.stack import scratch_database

TABLES = ("ceiling_events_a", "ceiling_events_b")
UNLOCKED = "no lock (PostgreSQL's commit rate)"
ONE_TABLE = "one events table"
ONE_TABLE_QUIET = "one events table, no NOTIFY"
TWO_TABLES = "two events tables"
TWO_TABLES_QUIET = "two events tables, no NOTIFY"


@dataclass(frozen=True)
class Variant:
    tables: int
    lock: bool
    notify: bool

    def transaction(self, table: str) -> bytes:
        """One message: the lock is held for the insert and the commit's flush only, never
        across a round trip to the client."""
        lock = f"LOCK TABLE {table} IN EXCLUSIVE MODE; " if self.lock else ""
        notify = f"NOTIFY {table}; " if self.notify else ""
        return f"BEGIN; {lock}{notify}INSERT INTO {table} (body) VALUES ('x'); COMMIT".encode()


VARIANTS = {
    UNLOCKED: Variant(1, lock=False, notify=False),
    ONE_TABLE: Variant(1, lock=True, notify=True),
    ONE_TABLE_QUIET: Variant(1, lock=True, notify=False),
    TWO_TABLES: Variant(2, lock=True, notify=True),
    TWO_TABLES_QUIET: Variant(2, lock=True, notify=False),
}


@dataclass(frozen=True)
class Ceiling:
    commits_per_second: dict[str, float]
    synchronous_commit: str
    connections: int


class _Connections:
    """One connection per thread, each writing to one of `tables` in turn, all closed at the
    end."""

    def __init__(self, url: str, variant: Variant) -> None:
        self.url, self.variant = url, variant
        self.local = threading.local()
        self.opened: list[psycopg.Connection[tuple[object, ...]]] = []
        self.lock = threading.Lock()

    def commit_one(self) -> None:
        if not hasattr(self.local, "connection"):
            connection = psycopg.connect(self.url, autocommit=True)
            with self.lock:
                table = TABLES[len(self.opened) % self.variant.tables]
                self.opened.append(connection)
            self.local.connection = connection
            self.local.transaction = self.variant.transaction(table)
        self.local.connection.execute(self.local.transaction)

    def close(self) -> None:
        for connection in self.opened:
            connection.close()


def measure(database_url: str, connections: int, seconds: float) -> Ceiling:
    with scratch_database(database_url) as url:
        with psycopg.connect(url, autocommit=True) as setup:
            for table in TABLES:
                setup.execute(f"CREATE TABLE {table} (id bigserial PRIMARY KEY, body text)")
            synchronous = str((setup.execute("SHOW synchronous_commit").fetchone() or ("?",))[0])
        rates: dict[str, float] = {}
        for name, variant in VARIANTS.items():
            pool = _Connections(url, variant)
            try:
                timed(connections, 0.5, pool.commit_one)  # open the connections
                rates[name] = timed(connections, seconds, pool.commit_one)
            finally:
                pool.close()
    return Ceiling(rates, synchronous, connections)


def figures(ceiling: Ceiling, appends: float) -> list[Figure]:
    rates, n = ceiling.commits_per_second, ceiling.connections
    one = rates[ONE_TABLE]
    per_table = f"{n // 2} connections each"
    return [
        Figure(
            f"write ceiling: {ONE_TABLE}",
            f"serialized commits/s (LOCK TABLE … EXCLUSIVE + NOTIFY, {n} connections)",
            one,
            f"commits/s without the lock (synchronous_commit={ceiling.synchronous_commit})",
            rates[UNLOCKED],
        ),
        Figure(
            f"write ceiling: {ONE_TABLE_QUIET}",
            "serialized commits/s",
            rates[ONE_TABLE_QUIET],
            ONE_TABLE,
            one,
        ),
        Figure(
            f"write ceiling: {TWO_TABLES}",
            f"commits/s, {per_table}",
            rates[TWO_TABLES],
            ONE_TABLE,
            one,
        ),
        Figure(
            f"write ceiling: {TWO_TABLES_QUIET}",
            f"commits/s, {per_table}",
            rates[TWO_TABLES_QUIET],
            ONE_TABLE,
            one,
        ),
        Figure(
            "write ceiling: the event store",
            f"bare single-event appends/s, {n} threads",
            appends,
            f"{ONE_TABLE}: serialized commits/s",
            one,
        ),
    ]


def lines(
    ceiling: Ceiling, appends: float, checkout_ms: float, writes_per_checkout: int
) -> list[str]:
    """The ceiling in words, for docs/scaling.md."""
    rates, n = ceiling.commits_per_second, ceiling.connections
    one = rates[ONE_TABLE]
    checkouts = one / writes_per_checkout
    return [
        f"One events table's ceiling on this server: **{one:,.0f} serialized commits/s** "
        f"(one-row transactions sent as one message each by {n} connections, taking `LOCK TABLE "
        f"… IN EXCLUSIVE MODE` and NOTIFYing first, as eventsourcing's own insert does), against "
        f"{rates[UNLOCKED]:,.0f} commits/s without the lock "
        f"(`synchronous_commit = {ceiling.synchronous_commit}`); "
        f"{rates[ONE_TABLE_QUIET]:,.0f}/s with the lock but no NOTIFY.",
        f"Two events tables side by side ({n // 2} connections each): "
        f"{rates[TWO_TABLES]:,.0f} commits/s together, {rates[TWO_TABLES_QUIET]:,.0f}/s "
        f"without NOTIFY ({rates[TWO_TABLES] / one:.2f}× and "
        f"{rates[TWO_TABLES_QUIET] / one:.2f}× one table).",
        f"The event store's bare append reaches {appends:,.0f}/s with {n} threads "
        f"({appends / one:.2f}× the one-table ceiling).",
        f"At {writes_per_checkout} event-store transactions per checkout, one events table stops "
        f"between {appends / writes_per_checkout:,.0f} (the store's append as measured) and "
        f"**{checkouts:,.0f} checkouts/s** (the lock alone), however many cores are added; "
        f"{checkouts:,.0f} checkouts/s take {cores_needed(checkouts, checkout_ms):.0f} cores "
        f"at the cost above.",
    ]
