"""The batched path of a rebuild: a projection's events folded into rows in memory and written
with one statement per table and kind (insert, update) per batch, instead of a round trip per
event.

The per-event handlers stay the source of truth (live catch-up only uses them); a fold must give
the rows they give, which tests/integration/platform/test_projection_pipeline.py checks by
comparing both paths' checksums on the same history. An event type a fold does not know goes
to the projection's handler, after the rows folded so far are written, so it reads them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from sqlalchemy import Connection, Table, and_, bindparam, insert, select, update

FoldHandler = Callable[[Connection, Any], None]

CACHE_LIMIT = 100_000
"""Rows kept in memory between batches, so the next events of an entity find its row without
a read; past this the cache is dropped after a flush and rows are read again when needed."""


class Rows:
    """One table's rows during a rebuild, keyed by primary key: rows added since the last
    flush are inserted, rows read from the table and changed are updated, each kind in one
    executemany."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.key_names = tuple(column.name for column in table.primary_key.columns)
        self.rows: dict[tuple[Any, ...], dict[str, Any]] = {}
        self.added: dict[tuple[Any, ...], dict[str, Any]] = {}
        self.changed: dict[tuple[Any, ...], dict[str, Any]] = {}

    def add(self, row: dict[str, Any]) -> None:
        key = tuple(row[name] for name in self.key_names)
        if key in self.rows:
            raise ValueError(f"{self.table.name}: row {key} exists already")
        self.rows[key] = self.added[key] = row

    def get(self, connection: Connection, *key: Any) -> dict[str, Any]:
        """The row to change in place; it is written at the next flush."""
        row = self.rows.get(key)
        if row is None:
            condition = and_(
                *(
                    self.table.c[name] == value
                    for name, value in zip(self.key_names, key, strict=True)
                )
            )
            row = dict(connection.execute(select(self.table).where(condition)).one()._mapping)
            self.rows[key] = row
        if key not in self.added:
            self.changed[key] = row
        return row

    def peek(self, connection: Connection, *key: Any) -> dict[str, Any]:
        """The row to read only."""
        row = self.rows.get(key)
        if row is None:
            row = self.get(connection, *key)
            self.changed.pop(key, None)
        return row

    def flush(self, connection: Connection) -> None:
        if self.added:
            if connection.dialect.name == "postgresql":
                copy_rows(connection, self.table, self.added.values())
            else:
                connection.execute(insert(self.table), list(self.added.values()))
        if self.changed:
            keys: dict[str, Any] = {name: bindparam(f"key_{name}") for name in self.key_names}
            statement = (
                update(self.table)
                .where(and_(*(self.table.c[name] == keys[name] for name in self.key_names)))
                .values({column.name: bindparam(f"new_{column.name}") for column in self.table.c})
            )
            connection.execute(
                statement,
                [
                    {
                        **{
                            f"key_{name}": value
                            for name, value in zip(self.key_names, key, strict=True)
                        },
                        **{f"new_{name}": value for name, value in row.items()},
                    }
                    for key, row in self.changed.items()
                ],
            )
        self.added, self.changed = {}, {}
        if len(self.rows) > CACHE_LIMIT:
            self.rows = {}

    def forget(self) -> None:
        """Drops the cache after a handler wrote the table directly (call after a flush)."""
        self.rows = {}


def copy_rows(connection: Connection, table: Table, rows: Iterable[dict[str, Any]]) -> None:
    """Writes rows with PostgreSQL's COPY, in the connection's transaction: psycopg's
    executemany would send one INSERT per row. Each value goes through its column type's bind
    processor (a JSON column's serializer), so the stored values are the ones an INSERT of
    the same row through SQLAlchemy stores."""
    dialect = connection.dialect
    columns = list(table.c)
    processors = [column.type.dialect_impl(dialect).bind_processor(dialect) for column in columns]
    quote = dialect.identifier_preparer.quote
    names = ", ".join(quote(column.name) for column in columns)
    cursor = connection.connection.driver_connection.cursor()  # type: ignore[union-attr]
    with cursor, cursor.copy(f"COPY {quote(table.name)} ({names}) FROM STDIN") as copy:
        for row in rows:
            copy.write_row(
                [
                    value if process is None or value is None else process(value)
                    for value, process in zip(
                        (row[column.name] for column in columns), processors, strict=True
                    )
                ]
            )


class Fold:
    """A projection's state during one rebuild: its tables' rows and the fold handlers."""

    def __init__(
        self,
        tables: tuple[Table, ...],
        folds: Mapping[type[Any], Callable[[Fold, Connection, Any], None]],
        handlers: Mapping[type[Any], FoldHandler],
    ) -> None:
        self.tables = {table.name: Rows(table) for table in tables}
        self.order = tables  # parents first, as the tables are declared
        self.folds = folds
        self.handlers = handlers

    def __getitem__(self, table: Table) -> Rows:
        return self.tables[table.name]

    def apply(self, connection: Connection, event: Any) -> None:
        fold = self.folds.get(type(event))
        if fold is not None:
            fold(self, connection, event)
            return
        handler = self.handlers.get(type(event))
        if handler is not None:
            self.flush(connection)
            handler(connection, event)
            for rows in self.tables.values():
                rows.forget()

    def flush(self, connection: Connection) -> None:
        for table in self.order:
            self.tables[table.name].flush(connection)
