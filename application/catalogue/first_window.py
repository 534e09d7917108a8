"""A keyword search asked for the first time: its total and its first window of ids in one
statement.

Counting the matches and then ordering them read every matching row twice: a prefix such as
"tra" matches thousands of products spread over as many heap pages (a product row is about a
kilobyte), and the count and the window each visited them all (a cold search's cost was those
two visits, about evenly). Here the matches are gathered once (the text index, then the
rows), counted from what was gathered and ordered from it too. The rows are those of
`searchable_goods`, the narrow copy of what the search reads (`searchable`).
"""

from __future__ import annotations

from typing import Any, cast

from sqlalchemy import CTE, ColumnClause, ColumnElement, Connection, case, func, null, select, true
from sqlalchemy.sql.visitors import iterate, replacement_traverse

from application.catalogue.goods_sorting import SORT_KEYS
from application.catalogue.search import SEARCH_VECTOR, GoodsMatch
from application.catalogue.searchable import SEARCHABLE_SEARCH_VECTOR, from_searchable_goods
from application.catalogue.tables import goods
from application.catalogue.views import GoodsSort


def counted_first_window(
    connection: Connection,
    match: GoodsMatch,
    conditions: list[Any],
    sort: GoodsSort,
    window: int,
    ranked_up_to: int,
) -> tuple[int, tuple[int, ...]]:
    """How many products match, and the first `window` of their ids in `sort`'s order. The
    default order is relevance for at most `ranked_up_to` matches, best sellers beyond, as in
    the window read on its own (`GoodsQueries._match_order`)."""
    key, descending = SORT_KEYS[sort]
    relevance = tuple(
        (from_searchable_goods(expression), descends)
        for expression, descends in (match.relevance if sort == "default" else ())
    )
    # The matches carry what their relevance is computed from, not the relevance itself: it
    # orders only a count of at most `ranked_up_to`, so a broad prefix's thousands of matches
    # are never ranked (ranking them was most of such a search's time).
    inputs = _columns_read([expression for expression, _ in relevance])
    matched = _matched(match, conditions, key, inputs)
    # Counted once and joined to every row (a scalar subquery would be counted again at each
    # place the order names it).
    counted = select(func.count().label("total")).select_from(matched).cte("counted")
    total = counted.c.total
    carried = {id(column): matched.c[f"input_{i}"] for i, column in enumerate(inputs)}
    over_matched = tuple(
        (_read_from(expression, carried), descends) for expression, descends in relevance
    )
    order = _order(matched, total, over_matched, descending, ranked_up_to)
    rows = connection.execute(
        select(matched.c.goods_id, total)
        .select_from(matched.join(counted, true()))
        .order_by(*order)
        .limit(window)
    ).all()
    if not rows:
        return 0, ()
    return int(rows[0].total), tuple(int(row.goods_id) for row in rows)


def _matched(
    match: GoodsMatch, conditions: list[Any], key: Any, inputs: list[ColumnClause[Any]]
) -> CTE:
    """Every match, gathered once from `searchable_goods`: its id, its sort key and the
    columns its relevance reads (`input_0`, ...)."""
    gathered = from_searchable_goods(
        select(
            goods.c.goods_id,
            key.label("by_sort"),
            *[column.label(f"input_{i}") for i, column in enumerate(inputs)],
        )
        .select_from(match.source)
        .where(*conditions)
    )
    return gathered.cte("matched").prefix_with("MATERIALIZED", dialect="postgresql")


_VECTORS = (SEARCH_VECTOR, SEARCHABLE_SEARCH_VECTOR)
"""The products' search vectors, columns of a row written as literal columns."""


def _columns_read(expressions: list[ColumnElement[Any]]) -> list[ColumnClause[Any]]:
    """The columns of a row `expressions` read, each once, in the order first met (not the
    constants written as literal columns, such as the text search configuration)."""
    found: dict[int, ColumnClause[Any]] = {}
    for expression in expressions:
        for element in iterate(expression):
            if not isinstance(element, ColumnClause):
                continue
            if element.table is not None or any(element is v for v in _VECTORS):
                found.setdefault(id(element), element)
    return list(found.values())


def _read_from(expression: ColumnElement[Any], carried: dict[int, Any]) -> ColumnElement[Any]:
    """`expression` reading the matches' carried columns instead of the tables'."""
    replaced = replacement_traverse(expression, {}, lambda element, **_: carried.get(id(element)))
    return cast(ColumnElement[Any], replaced)


def _order(
    matched: CTE,
    total: ColumnElement[Any],
    relevance: tuple[tuple[ColumnElement[Any], bool], ...],
    descending: bool,
    ranked_up_to: int,
) -> list[ColumnElement[Any]]:
    """The window's order: relevance, then the sort key, then the id; with relevance, one order
    or the other, chosen by the count (the keys of the one not chosen are NULL on every row, so
    they order nothing)."""
    order: list[ColumnElement[Any]] = []
    by_sort: ColumnElement[Any] = matched.c.by_sort
    if relevance:
        ranked = total <= ranked_up_to
        for expression, relevance_descends in relevance:
            ranked_key = case((ranked, expression), else_=null())
            order.append(ranked_key.desc() if relevance_descends else ranked_key.asc())
        by_sort = case((ranked, null()), else_=matched.c.by_sort)
    order.append(by_sort.desc() if descending else by_sort.asc())
    order.append(matched.c.goods_id.desc() if descending else matched.c.goods_id.asc())
    return order
