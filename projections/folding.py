"""The batched path of a rebuild: a projection's events folded into rows in memory and written
with one statement per table and kind (delete, insert, update) per page of the log, instead of
a round trip per event.

The per-event handlers stay the source of truth (live catch-up only uses them); a fold must give
the rows they give, which tests/integration/platform/test_projection_pipeline.py checks by
comparing both paths' checksums on the same history. An event type a fold does not know goes
to the projection's handler, after the rows folded so far are written, so it reads them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from sqlalchemy import Connection, Table, and_, bindparam, delete, insert, select, update

from projections.projection import EventHandler, write_gathered

CACHE_LIMIT = 100_000
"""Rows of a table kept in memory between pages, so the next events of an entity find its row
without a read; past this the cache is dropped after a flush (bounding memory on a long log)
and rows are read again when needed."""

Key = tuple[Any, ...]


class Rows:
    """One table's rows during a rebuild, keyed by primary key. At each flush the rows removed
    are deleted, the rows added inserted and the rows read back and changed updated, each kind
    in one statement (COPY or executemany)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.key_names = tuple(column.name for column in table.primary_key.columns)
        self.rows: dict[Key, dict[str, Any]] = {}
        self.added: dict[Key, dict[str, Any]] = {}
        self.changed: dict[Key, dict[str, Any]] = {}
        self.removed: dict[Key, None] = {}
        self.groups: dict[Any, dict[Key, None]] = {}
        """The cached keys by their first part (a cart's lines), for `remove_group`."""
        self.complete = True
        """Every row of the table is cached (it was emptied and the cache never dropped), so
        a key not cached is a row that does not exist: no read needed to know it."""

    def add(self, row: dict[str, Any]) -> None:
        key = tuple(row[name] for name in self.key_names)
        if key in self.rows:
            raise ValueError(f"{self.table.name}: row {key} exists already")
        self._cache(key, row)
        self.added[key] = row

    def find(self, connection: Connection, *key: Any) -> dict[str, Any] | None:
        """The row to change in place (written at the next flush), or None if there is none."""
        row = self.rows.get(key)
        if row is None:
            if self.complete or key in self.removed:
                return None
            found = connection.execute(select(self.table).where(self._match(key))).first()
            if found is None:
                return None
            row = dict(found._mapping)
            self._cache(key, row)
        if key not in self.added:
            self.changed[key] = row
        return row

    def get(self, connection: Connection, *key: Any) -> dict[str, Any]:
        """The row to change in place, which must exist (as the handler's UPDATE expects)."""
        row = self.find(connection, *key)
        if row is None:
            raise LookupError(f"{self.table.name}: no row {key}")
        return row

    def peek(self, connection: Connection, *key: Any) -> dict[str, Any]:
        """The row to read only."""
        row = self.rows.get(key)
        if row is None:
            row = self.get(connection, *key)
            self.changed.pop(key, None)
        return row

    def remove(self, *key: Any) -> None:
        if self.rows.pop(key, None) is not None:
            self.groups[key[0]].pop(key, None)
        self.changed.pop(key, None)
        if self.added.pop(key, None) is None:
            self.removed[key] = None  # it may be in the table: deleted at the flush

    def remove_group(self, connection: Connection, first: Any) -> None:
        """Removes every row whose key starts with `first` (a cart emptied)."""
        keys = dict(self.groups.get(first, {}))
        if not self.complete:
            column = self.table.c[self.key_names[0]]
            found = connection.execute(
                select(*(self.table.c[name] for name in self.key_names)).where(column == first)
            )
            keys.update((tuple(row), None) for row in found if tuple(row) not in self.removed)
        for key in keys:
            self.remove(*key)

    def _cache(self, key: Key, row: dict[str, Any]) -> None:
        self.rows[key] = row
        self.groups.setdefault(key[0], {})[key] = None

    def _match(self, key: Key) -> Any:
        return and_(
            *(self.table.c[name] == value for name, value in zip(self.key_names, key, strict=True))
        )

    def flush(self, connection: Connection) -> None:
        keys: dict[str, Any] = {name: bindparam(f"key_{name}") for name in self.key_names}
        if self.removed:
            connection.execute(
                delete(self.table).where(self._match(tuple(keys.values()))),
                [_named("key_", self.key_names, key) for key in self.removed],
            )
        if self.added:
            if connection.dialect.name == "postgresql":
                copy_rows(connection, self.table, self.added.values())
            else:
                connection.execute(insert(self.table), list(self.added.values()))
        if self.changed:
            statement = (
                update(self.table)
                .where(self._match(tuple(keys.values())))
                .values({column.name: bindparam(f"new_{column.name}") for column in self.table.c})
            )
            connection.execute(
                statement,
                [
                    {**_named("key_", self.key_names, key), **_named("new_", row, row.values())}
                    for key, row in self.changed.items()
                ],
            )
        self.added, self.changed, self.removed = {}, {}, {}
        if len(self.rows) > CACHE_LIMIT:
            self.forget()

    def forget(self) -> None:
        """Drops the cache (after a flush): after a handler wrote the table directly, or when
        it grew past `CACHE_LIMIT`."""
        self.rows, self.groups, self.complete = {}, {}, False


def _named(prefix: str, names: Iterable[str], values: Iterable[Any]) -> dict[str, Any]:
    return {f"{prefix}{name}": value for name, value in zip(names, values, strict=True)}


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
        handlers: Mapping[type[Any], EventHandler],
    ) -> None:
        self.tables = {table.name: Rows(table) for table in tables}
        self.order = tables  # parents first, as the tables are declared
        self.folds = folds
        self.handlers = handlers
        self.memo: dict[Any, Any] = {}
        """What a fold remembers between events beyond rows (the latest movement of a SKU);
        dropped when a handler wrote the tables directly, or past `CACHE_LIMIT` entries."""

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
            write_gathered(connection)
            self.forget()

    def flush(self, connection: Connection) -> None:
        for table in self.order:
            self.tables[table.name].flush(connection)
        if len(self.memo) > CACHE_LIMIT:
            self.memo = {}

    def forget(self) -> None:
        for rows in self.tables.values():
            rows.forget()
        self.memo = {}
