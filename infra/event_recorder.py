"""The PostgreSQL event recorder Bazaar uses: eventsourcing's own, without its NOTIFY.

The library's insert sends `NOTIFY bazaar_events` with every save, for readers that LISTEN on
the channel. Nothing in Bazaar does: projections are woken through Dramatiq after the save
(`Bazaar.listen`) and catch up from their positions, and the periodic tick covers a lost
wake-up. The NOTIFY still cost every save a statement inside the events table's lock and a
commit-time queue entry in PostgreSQL, so it is left out. It is chosen through the library's
`APPLICATION_RECORDER_TOPIC` setting; the method it overrides is the recorder's own step for
the NOTIFY (the library has no setting to turn it off).
"""

from __future__ import annotations

from eventsourcing.postgres import PostgresApplicationRecorder
from psycopg import Cursor
from psycopg.rows import DictRow


class UnnotifyingRecorder(PostgresApplicationRecorder):
    def _notify_channel(self, curs: Cursor[DictRow]) -> None:
        """Nobody LISTENs: nothing to send."""
