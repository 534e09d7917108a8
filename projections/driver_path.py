"""The hot statements' way to PostgreSQL: compiled once, then handed to psycopg directly.

A checkout's read-your-writes and the worker's batch after it send a dozen small statements
each (the stock level, the order row, the mail, the stock movement, the positions). For such
a statement SQLAlchemy's execution (its context, its parameters processed by type, its result
and that result's metadata from the cursor's description) cost more client CPU than psycopg's
own part: about 100 µs against 55 for the stock level's statement on the benchmark machine,
and a fifth of a checkout's CPU in the API, a third of the worker's (`py-spy`). Here such a
statement is compiled once per dialect and its parameters' names, and sent on the
connection's own driver connection, in the connection's transaction, with the statement
hooks (`before_cursor_execute`, `after_cursor_execute`) fired as SQLAlchemy fires them and a
driver error raised as SQLAlchemy raises it (a lost connection invalidated first).

Only where nothing would be lost: parameters SQLAlchemy converts by type (a JSON column's) are
converted by its own functions here; a statement whose result columns it would convert, or
with Python-side defaults, or with lists expanded at execution, goes through SQLAlchemy as
before, and so does every statement on SQLite.
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar, cast

import psycopg
from sqlalchemy import ARRAY, ColumnElement, Connection, Executable, any_, bindparam
from sqlalchemy.engine import Dialect
from sqlalchemy.exc import DBAPIError, MultipleResultsFound, NoResultFound
from sqlalchemy.sql.compiler import SQLCompiler

T = TypeVar("T")


@dataclass(frozen=True)
class Sent:
    """What a statement answered: its rows (named as its columns) and the rows it changed."""

    rows: Sequence[Any]
    rowcount: int

    def first(self) -> Any:
        return self.rows[0] if self.rows else None

    def one(self) -> Any:
        if not self.rows:
            raise NoResultFound("No row was found when one was required")
        if len(self.rows) > 1:
            raise MultipleResultsFound("Multiple rows were found when exactly one was required")
        return self.rows[0]

    def scalar_one(self) -> Any:
        return self.one()[0]


@dataclass
class _Compiled:
    sql: str
    constants: dict[str, Any]
    """Values the statement carries itself (a literal SQLAlchemy made a bound parameter)."""
    conversions: dict[str, Callable[[Any], Any]]
    """Per parameter its type converts, SQLAlchemy's conversion (a JSON column's dumping)."""
    row: Any = None
    """Its rows' class, named after its columns once it has answered (always the same)."""

    def values(self, parameters: Mapping[str, Any]) -> dict[str, Any]:
        values = {**self.constants, **parameters}
        for name, convert in self.conversions.items():
            values[name] = convert(values[name])
        return values


_DIRECT: dict[tuple[Executable, tuple[str, ...], str], _Compiled | None] = {}
"""Per statement, parameter names and dialect: its compiled form, or None where SQLAlchemy
must execute it. Statements sent here are built once (module constants, cached builders), so
this holds a few dozen entries for the life of the process."""


def send(connection: Connection, statement: Executable, parameters: Mapping[str, Any]) -> Sent:
    """Executes `statement` with `parameters` on `connection` and reads its answer at once."""
    names = tuple(sorted(parameters))
    key = (statement, names, connection.dialect.name)
    if key not in _DIRECT:
        _DIRECT[key] = _compiled(statement, names, connection.dialect)
    compiled = _DIRECT[key]
    if compiled is not None:
        driver = connection.connection.driver_connection
        # SQLAlchemy begins its transaction with a connection's first statement (one it does
        # not know of is rolled back when the connection goes back to its pool): that first
        # statement is its own, unless the connection is in autocommit (nothing to begin).
        if isinstance(driver, psycopg.Connection) and (
            connection.in_transaction() or driver.autocommit
        ):
            return _sent(connection, driver, compiled, compiled.values(parameters))
    result = connection.execute(statement, dict(parameters))
    return Sent(result.all() if result.returns_rows else [], result.rowcount)


def _compiled(statement: Executable, names: tuple[str, ...], dialect: Dialect) -> _Compiled | None:
    if dialect.name != "postgresql" or dialect.driver != "psycopg":
        return None
    buildable: Any = statement  # every Executable sent here is a ClauseElement
    compiled = buildable.compile(dialect=dialect, column_keys=list(names))
    assert isinstance(compiled, SQLCompiler)
    read_by_type = any(
        type_._cached_result_processor(dialect, None) is not None
        for type_ in _result_types(compiled)
    )
    if (
        read_by_type
        or compiled.insert_prefetch
        or compiled.update_prefetch
        or compiled.postfetch_lastrowid
        or compiled.literal_execute_params
        or compiled.post_compile_params
    ):
        return None
    carried = {bind: name for bind, name in compiled.bind_names.items() if name not in names}
    if any(bind.required or bind.callable is not None for bind in carried):
        return None  # a value missing, or computed per execution: SQLAlchemy's to check
    conversions = {name: convert for name, convert in compiled._bind_processors.items()}
    if not all(callable(convert) for convert in conversions.values()):
        return None  # a tuple's members converted one by one
    return _Compiled(
        compiled.string,
        {name: bind.effective_value for bind, name in carried.items()},
        cast(dict[str, Callable[[Any], Any]], conversions),
    )


_ROW_CLASS: Any = namedtuple
"""Rows named as columns only known once the statement has answered."""


def _named_rows(compiled: _Compiled, cursor: psycopg.Cursor[Any]) -> list[Any]:
    """The rows as tuples named after the columns. The class is made once per statement:
    psycopg's own named rows describe every column anew on each execution (a few per cent of
    a checkout's CPU in the API)."""
    result = cursor.pgresult
    if result is None or not result.nfields:
        return []
    if compiled.row is None:
        names = [bytes(result.fname(number) or b"").decode() for number in range(result.nfields)]
        compiled.row = _ROW_CLASS("Row", names, rename=True)
    make = compiled.row._make
    return [make(row) for row in cursor.fetchall()]


def _result_types(compiled: SQLCompiler) -> list[Any]:
    return [column[3] for column in compiled._result_columns]


def _sent(
    connection: Connection,
    driver: psycopg.Connection[Any],
    compiled: _Compiled,
    parameters: dict[str, Any],
) -> Sent:
    with driver.cursor() as cursor:
        dispatch = connection.dispatch
        for hook in dispatch.before_cursor_execute:
            hook(connection, cursor, compiled.sql, parameters, None, False)
        try:
            cursor.execute(compiled.sql, parameters)
            rows = _named_rows(compiled, cursor)
        except psycopg.Error as error:
            dialect: Any = connection.dialect  # it types psycopg's objects as the DB-API's
            invalidated = dialect.is_disconnect(error, driver, cursor)
            if invalidated:
                connection.invalidate(error)
            raise DBAPIError.instance(
                compiled.sql,
                parameters,
                error,
                psycopg.Error,
                connection_invalidated=invalidated,
                dialect=connection.dialect,
            ) from error
        for hook in dispatch.after_cursor_execute:
            hook(connection, cursor, compiled.sql, parameters, None, False)
        return Sent(rows, cursor.rowcount)


def among(column: ColumnElement[Any], name: str) -> dict[str, ColumnElement[bool]]:
    """`column` is one of the list bound as `name`, by dialect: on PostgreSQL `= ANY` of one
    array (a statement built once, which `send` takes on the driver's path), elsewhere ("") an
    `IN` list expanded at execution. Pick with `for_dialect`."""
    return {
        "postgresql": column == any_(bindparam(name, type_=ARRAY(column.type))),
        "": column.in_(bindparam(name, expanding=True)),
    }


def for_dialect(connection: Connection, built: Mapping[str, T]) -> T:
    """What was built for the connection's dialect, or for any other ("")."""
    return built.get(connection.dialect.name, built[""])
