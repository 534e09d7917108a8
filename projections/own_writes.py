"""Read-your-writes on the read side: before a read model is read for one aggregate (a
shopper's cart), one statement asks for that aggregate's last event and the read models'
positions, and only a read model still short of that event is brought up, here
(`read_your_writes.bring_up_to`).

The other way round, a command's caller brings its read models up before it answers
(`ProjectionWait` with read models): a transaction per command, whether or not anybody reads
before a worker gets there. A cart changes several times between two looks at it, and a worker
applies a window of saves in one batch, so the cart's commands answer once saved and its reads
pay for the one look.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import cache
from uuid import UUID

from sqlalchemy import TextClause, text
from sqlalchemy.dialects import postgresql

from projections.driver_path import send
from projections.runner import ProjectionRunner

_POSTGRESQL = postgresql.dialect()  # type: ignore[no-untyped-call]


def last_event_and_positions(
    runner: ProjectionRunner, originator_id: UUID, names: Collection[str]
) -> tuple[int, dict[str, int]]:
    """The notification id of the aggregate's last event (0 when it has none) and the
    positions of the read models `names` (one never run is left out)."""
    recorder = runner.application.recorder
    if runner.engine.dialect.name != "postgresql":
        # The embedded mode keeps its events in a file of their own: two statements.
        with recorder.datastore.transaction(commit=False) as cursor:
            cursor.execute(_sqlite_last_event(recorder.events_table_name), (originator_id.hex,))
            row = cursor.fetchone()
        positions = runner.positions()
        last = int(row[0]) if row else 0
        return last, {name: positions[name] for name in names if name in positions}
    statement = _last_event_and_positions(recorder.datastore.schema, recorder.events_table_name)
    # Autocommit: one statement needs no BEGIN and ROLLBACK of its own (two round trips more).
    with runner.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
        rows = send(
            connection, statement, {"originator_id": originator_id, "names": sorted(names)}
        ).rows
    if not rows:
        return 0, {}
    return int(rows[0].notification_id), {
        str(row.name): int(row.position) for row in rows if row.name is not None
    }


@cache
def _last_event_and_positions(schema: str, events_table: str) -> TextClause:
    """Built once per events table: the last event by the primary key's index, newest version
    first, and beside it every position row asked for."""
    quote = _POSTGRESQL.identifier_preparer.quote_identifier
    events = f"{quote(schema)}.{quote(events_table)}"
    # The identifiers are the recorder's settings, quoted; every value is bound.
    return text(
        "SELECT last.notification_id, position.name, position.position FROM"  # noqa: S608
        f" (SELECT notification_id FROM {events} WHERE originator_id = :originator_id"
        " ORDER BY originator_version DESC LIMIT 1) AS last"
        " LEFT JOIN projection_position AS position"
        " ON position.name = ANY(CAST(:names AS text[]))"
    )


@cache
def _sqlite_last_event(events_table: str) -> str:
    # The library's SQLite recorder numbers its events by rowid, and keys them by the id's hex.
    return (
        f"SELECT rowid FROM {events_table} WHERE originator_id = ?"  # noqa: S608
        " ORDER BY originator_version DESC LIMIT 1"
    )
