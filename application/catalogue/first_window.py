"""A keyword search asked for the first time: its total and its first window of ids in one
statement.

Counting the matches and then ordering them read every matching row twice: a prefix such as
"tra" matches thousands of products spread over as many heap pages (a product row is about a
kilobyte), and the count and the window each visited them all (a cold search's cost was those
two visits, about evenly). Here the matches are gathered once (the text index, then the
rows), counted from what was gathered and ordered from it too. The rows are those of
`searchable_goods`, the narrow copy of what the search reads (`searchable`).

The gathered matches hold only their id and sort key. A broad prefix gathers tens of
thousands, and carrying each one's name and search vector as well, for a relevance order it
never uses (beyond `ranked_up_to` matches the order is best sellers), overflowed the
statement's working memory onto disk: "temp" (20,008 matches) took 25 ms that way and 15 ms
without. The relevance order matches again, reading what it ranks by, when it ranks at all.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    CTE,
    ColumnElement,
    Connection,
    FromClause,
    func,
    null,
    select,
    true,
    union_all,
)

from application.catalogue.goods_sorting import SORT_KEYS
from application.catalogue.search import GoodsMatch
from application.catalogue.searchable import from_searchable_goods
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
    matched = _matched(match, conditions, key)
    # Counted once and joined to every row (a scalar subquery would be counted again at each
    # place the order names it).
    counted = select(func.count().label("total")).select_from(matched).cte("counted")
    relevance = match.relevance if sort == "default" else ()
    ordered: FromClause = matched
    if relevance:
        ordered = _ranked_or_best_selling(match, conditions, matched, counted, ranked_up_to)
    order: list[ColumnElement[Any]] = [
        ordered.c[f"rank_{i}"].desc() if descends else ordered.c[f"rank_{i}"].asc()
        for i, (_, descends) in enumerate(relevance)
    ]
    for column in (ordered.c.by_sort, ordered.c.goods_id):
        order.append(column.desc() if descending else column.asc())
    rows = connection.execute(
        select(ordered.c.goods_id, counted.c.total)
        .select_from(ordered.join(counted, true()))
        .order_by(*order)
        .limit(window)
    ).all()
    if not rows:
        return 0, ()
    return int(rows[0].total), tuple(int(row.goods_id) for row in rows)


def _matched(match: GoodsMatch, conditions: list[Any], key: Any) -> CTE:
    """Every match, gathered once from `searchable_goods`: its id and its sort key."""
    gathered = from_searchable_goods(
        select(goods.c.goods_id, key.label("by_sort")).select_from(match.source).where(*conditions)
    )
    return gathered.cte("matched").prefix_with("MATERIALIZED", dialect="postgresql")


def _ranked_or_best_selling(
    match: GoodsMatch, conditions: list[Any], matched: CTE, counted: CTE, ranked_up_to: int
) -> FromClause:
    """The matches with their relevance keys (`rank_0`, ...) when there are at most
    `ranked_up_to` of them, else with their sort key (`by_sort`): the keys of the order not
    taken are NULL on every row, so they order nothing. Each side runs only when the count
    calls for it (PostgreSQL skips a side whose condition on the count is false)."""
    total = select(counted.c.total).scalar_subquery()
    # The few matches ranked are matched again, with what relevance reads (the name and the
    # vector; on SQLite the text index's rank): as cheap as gathering them was, where joining
    # the gathered ids back to their rows had PostgreSQL walk the whole primary key.
    ranked = from_searchable_goods(
        select(
            goods.c.goods_id,
            *[expression.label(f"rank_{i}") for i, (expression, _) in enumerate(match.relevance)],
            null().label("by_sort"),
        )
        .select_from(match.source)
        .where(*conditions)
    )
    best_selling = select(
        matched.c.goods_id,
        *[null().label(f"rank_{i}") for i in range(len(match.relevance))],
        matched.c.by_sort,
    )
    return union_all(
        ranked.where(total <= ranked_up_to), best_selling.where(total > ranked_up_to)
    ).subquery("ordered")
