"""A keyword search read from `searchable_goods`, the narrow copy of the product columns it
needs, instead of `goods`.

A search asked for the first time counts and orders every product it matches. Read from
`goods`, that is a heap page per match or so (a product row is about 1.2 kB: the description,
the property names and the names in nine languages are stored inline), and a prefix naming
categories read the whole table; the copy's rows are about a fifth of that.

The search's filters, ranking and sort keys stay written once, against `goods`, shared with the
lists (`goods_sorting`, `search`); a statement built from them is pointed at the copy here,
column for column. A column the copy lacks raises rather than reading `goods` again, so a new
filter cannot quietly bring the wide rows back.
"""

from __future__ import annotations

from typing import Any, TypeVar, cast

from sqlalchemy import ClauseElement, Column, ColumnElement, literal_column
from sqlalchemy.sql.visitors import ExternallyTraversible, replacement_traverse

from application.catalogue.search import SEARCH_VECTOR
from application.catalogue.tables import goods, searchable_goods

Statement = TypeVar("Statement", bound=ClauseElement)

SEARCHABLE_SEARCH_VECTOR: ColumnElement[Any] = literal_column("searchable_goods.search_vector")
"""PostgreSQL only, like `goods.search_vector`, of which it is a copy."""


class NotSearchable(LookupError):
    """A keyword search asked for a product column `searchable_goods` does not copy."""


def from_searchable_goods(statement: Statement) -> Statement:
    """`statement` reading `searchable_goods` wherever it read `goods`."""
    # A copy of the same kind of statement, which SQLAlchemy's overloads do not say.
    return cast(Statement, replacement_traverse(statement, {}, _copy_of))


def _copy_of(element: ExternallyTraversible, **_: Any) -> ExternallyTraversible | None:
    if element is goods:
        return searchable_goods
    if element is SEARCH_VECTOR:
        return SEARCHABLE_SEARCH_VECTOR
    if isinstance(element, Column) and element.table is goods:
        copy: Column[Any] | None = searchable_goods.c.get(element.name)
        if copy is None:
            raise NotSearchable(
                f"searchable_goods has no copy of goods.{element.name}: copy it (in a migration"
                " and in its triggers) before a keyword search filters or sorts by it"
            )
        return copy
    return None
