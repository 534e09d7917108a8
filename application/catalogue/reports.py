"""A shopper reports a product to the platform's operators (`mall/goods/report`): a plain row in
`product_reports`, open until an operator takes the product down or dismisses the report
(`moderation`).

Rules: a reason of 1..500 characters (102 `reason`); a product that exists and the storefront
shows, on sale or not (103 `shop_goods_id` for one the platform withholds: there is nothing
left to report); not one of the shopper's own shop (111 `own_listing`); and one open report per
shopper and product: a second answers 108 `reported` (the first is being looked at, and a
repeat would count the same shopper twice in the operators' queue)."""

from __future__ import annotations

from sqlalchemy import Connection, Engine, func, insert, select

from application.catalogue.goods_cards import not_found
from application.catalogue.listing_moderation import OPEN
from application.catalogue.report_tables import product_reports
from application.catalogue.tables import goods, shops
from application.ports import Clock
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.listing_standing import OWN_LISTING
from domain.text import required_text

REPORT_REASON_MAX_LENGTH = 500
REPORTED = "reported"
"""108's context: the shopper's earlier report of this product is still open."""


def _reportable_shop(connection: Connection, goods_id: int, uid: int) -> int:
    """The product's shop, its row locked for this transaction (PostgreSQL), so a take-down's
    effect waits for this report or this report sees the product withheld; 103 or 111."""
    product = connection.execute(
        select(goods.c.shop_id, goods.c.withheld, shops.c.owner_uid)
        .select_from(goods.join(shops, shops.c.shop_id == goods.c.shop_id))
        .where(goods.c.goods_id == goods_id)
        .with_for_update(of=goods)
    ).first()
    if product is None or product.withheld:
        raise not_found("shop_goods_id")
    if int(product.owner_uid) == uid:
        raise BusinessRuleViolation(ErrorCode.PROHIBITED, context=OWN_LISTING)
    return int(product.shop_id)


class ProductReports:
    """What shoppers tell the operators about products."""

    def __init__(self, engine: Engine, clock: Clock) -> None:
        self.engine = engine
        self.clock = clock

    def report(self, uid: int, goods_id: int, reason: str) -> int:
        """Files the shopper's report; answers its id."""
        why = required_text(reason, "reason", REPORT_REASON_MAX_LENGTH)
        with self.engine.begin() as connection:
            shop_id = _reportable_shop(connection, goods_id, uid)
            report_id = connection.execute(
                insert(product_reports)
                .values(
                    goods_id=goods_id,
                    shop_id=shop_id,
                    reporter_uid=uid,
                    reason=why,
                    status=OPEN,
                    created_at=self.clock(),
                )
                .returning(product_reports.c.report_id)
            ).scalar_one()
            # SQLite takes its one write lock at the insert (the reads above ran before it):
            # read again, now that nothing can change under this transaction.
            _reportable_shop(connection, goods_id, uid)
            if _open_reports_of(connection, uid, goods_id) > 1:
                raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS, context=REPORTED)
        return int(report_id)


def _open_reports_of(connection: Connection, uid: int, goods_id: int) -> int:
    return int(
        connection.execute(
            select(func.count()).where(
                product_reports.c.reporter_uid == uid,
                product_reports.c.goods_id == goods_id,
                product_reports.c.status == OPEN,
            )
        ).scalar_one()
    )
