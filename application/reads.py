"""Reads outside a transaction, for the hot paths' plain look-ups.

`engine.connect()` opens a transaction on the first statement (psycopg sends BEGIN, a round
trip of its own) and rolls it back when the block ends (another): three round trips for a
one-statement look-up. A block that only reads, and needs no snapshot shared between its
statements, runs in autocommit instead: one round trip per statement. Switching is local to
the driver (no statement sent), and the pool resets it when the connection goes back.
"""

from __future__ import annotations

from sqlalchemy import Connection, Engine


def reading(engine: Engine) -> Connection:
    """A connection for reads only, each statement on its own (no BEGIN, no ROLLBACK)."""
    return engine.connect().execution_options(isolation_level="AUTOCOMMIT")
