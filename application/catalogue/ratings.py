"""Each product's reviews as a count and a sum of stars on its `goods` row, for the list's
minimum-rating filter.

Kept by the review as it is written, in its transaction, by adding to both (no read first, so
two reviews at once both count). The product page still averages the reviews themselves.
"""

from __future__ import annotations

from sqlalchemy import ColumnElement, Connection, and_, update

from application.catalogue.tables import goods


def count_review(connection: Connection, goods_id: int, star: int) -> None:
    connection.execute(
        update(goods)
        .where(goods.c.goods_id == goods_id)
        .values(rating_count=goods.c.rating_count + 1, rating_sum=goods.c.rating_sum + star)
    )


def rated_at_least(stars: int) -> ColumnElement[bool]:
    """Products whose average star, shown to one decimal, is at least `stars`: the average is at
    least `stars - 0.05`, compared in whole numbers (20 × sum ≥ (20 × stars − 1) × count) so no
    rounding differs between the stores. Unreviewed products have no rating and never match."""
    return and_(
        goods.c.rating_count > 0,
        goods.c.rating_sum * 20 >= goods.c.rating_count * (20 * stars - 1),
    )
