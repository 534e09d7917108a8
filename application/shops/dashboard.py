"""The seller console's home: what waits for the seller, what runs low, what sells, and the
shop's orders per day.

Orders per day counts the shop's sales as the money screen does (`console/shop/summary`): orders
that were paid and not refunded. Unpaid orders are not sales yet (most that are never paid are
cancelled at their payment deadline), so they would only make the chart jump. Each order counts
on the UTC day it was placed, with its total (goods, shipping and tax) as the amount.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from sqlalchemy import Connection, Engine, func, select

from application.catalogue.media_urls import shown_shop_logo
from application.catalogue.tables import goods, shops, skus
from application.ports import Clock
from application.shops.opening import owned_shop
from application.timeutil import as_utc
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order_status import OrderStatus
from projections.dispute_queries import shop_counts
from projections.orders import orders

MAX_DAYS = 90
LOW_STOCK_LIMIT = 20
BEST_SELLER_LIMIT = 5


@dataclass(frozen=True)
class ShopFace:
    shop_id: int
    name: str
    logo: str


@dataclass(frozen=True)
class LowStockSku:
    shop_goods_id: int
    sku_id: int
    name: str
    props_desc: str
    stock: int


@dataclass(frozen=True)
class BestSeller:
    shop_goods_id: int
    name: str
    cover_image: str
    sales: int
    price: int


@dataclass(frozen=True)
class OrdersOnDay:
    day: date
    orders: int
    amount: int


@dataclass(frozen=True)
class Dashboard:
    shop: ShopFace
    to_confirm: int
    to_ship: int
    low_stock_threshold: int
    low_stock: list[LowStockSku]
    best_sellers: list[BestSeller]
    orders_per_day: list[OrdersOnDay]
    disputes_open: int = 0
    disputes_waiting: int = 0
    """Of the open cases, those waiting for the seller's answer."""
    suspension: Suspension | None = None
    """Why and since when the platform suspended the shop; None while it trades."""


@dataclass(frozen=True)
class Suspension:
    """The notice on a suspended shop's console: its products are off the storefront and its
    settlements wait until the platform reinstates it."""

    reason: str
    since: datetime | None


class ShopDashboard:
    """The figures of the seller's own shop, from the catalogue and the orders read model."""

    def __init__(self, engine: Engine, clock: Clock, low_stock_threshold: int) -> None:
        self.engine = engine
        self.clock = clock
        self.low_stock_threshold = low_stock_threshold
        """A SKU with less stock than this is low (LOW_STOCK_THRESHOLD)."""

    def dashboard(self, seller_uid: int, days: int) -> Dashboard:
        """The seller's shop's figures, with orders per day over the last `days` (1-90) UTC
        days, today last (111 for a user without a shop)."""
        if not 1 <= days <= MAX_DAYS:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="days")
        today = as_utc(self.clock()).astimezone(UTC).date()
        with self.engine.connect() as connection:
            shop_id = owned_shop(connection, seller_uid)
            waiting = _waiting_orders(connection, shop_id)
            disputes_open, disputes_waiting = shop_counts(connection, shop_id)
            return Dashboard(
                shop=_shop_face(connection, shop_id),
                to_confirm=waiting.get(OrderStatus.WAIT_CONFIRM, 0),
                to_ship=waiting.get(OrderStatus.WAIT_SHIP, 0),
                low_stock_threshold=self.low_stock_threshold,
                low_stock=_low_stock(connection, shop_id, self.low_stock_threshold),
                best_sellers=_best_sellers(connection, shop_id),
                orders_per_day=_orders_per_day(connection, shop_id, today, days),
                disputes_open=disputes_open,
                disputes_waiting=disputes_waiting,
                suspension=_suspension(connection, shop_id),
            )


def _shop_face(connection: Connection, shop_id: int) -> ShopFace:
    row = connection.execute(
        select(shops.c.name, shops.c.logo).where(shops.c.shop_id == shop_id)
    ).one()
    return ShopFace(shop_id, row.name, shown_shop_logo(shop_id, row.logo))


def _suspension(connection: Connection, shop_id: int) -> Suspension | None:
    row = connection.execute(
        select(shops.c.suspended, shops.c.suspension_reason, shops.c.suspended_at).where(
            shops.c.shop_id == shop_id
        )
    ).one()
    return Suspension(row.suspension_reason, row.suspended_at) if row.suspended else None


def _waiting_orders(connection: Connection, shop_id: int) -> dict[str, int]:
    """How many of the shop's orders wait for the seller, by status."""
    rows = connection.execute(
        select(orders.c.status, func.count())
        .where(
            orders.c.shop_id == shop_id,
            orders.c.status.in_([OrderStatus.WAIT_CONFIRM, OrderStatus.WAIT_SHIP]),
        )
        .group_by(orders.c.status)
    ).all()
    return {str(status): int(count) for status, count in rows}


def _low_stock(connection: Connection, shop_id: int, threshold: int) -> list[LowStockSku]:
    """SKUs below the threshold: on-sale products' first (those are what buyers meet), then
    the lowest stock first."""
    rows = connection.execute(
        select(goods.c.goods_id, skus.c.sku_id, goods.c.name, skus.c.props_desc, skus.c.stock)
        .join(skus, skus.c.goods_id == goods.c.goods_id)
        .where(goods.c.shop_id == shop_id, skus.c.stock < threshold)
        .order_by(goods.c.on_sale.desc(), skus.c.stock, goods.c.goods_id.desc(), skus.c.position)
        .limit(LOW_STOCK_LIMIT)
    ).all()
    return [
        LowStockSku(int(row.goods_id), int(row.sku_id), row.name, row.props_desc, int(row.stock))
        for row in rows
    ]


def _best_sellers(connection: Connection, shop_id: int) -> list[BestSeller]:
    """The shop's products that sold most (any that sold at all), newest first on a tie."""
    rows = connection.execute(
        select(goods.c.goods_id, goods.c.name, goods.c.cover_image, goods.c.sales, goods.c.price)
        .where(goods.c.shop_id == shop_id, goods.c.sales > 0)
        .order_by(goods.c.sales.desc(), goods.c.goods_id.desc())
        .limit(BEST_SELLER_LIMIT)
    ).all()
    return [
        BestSeller(int(row.goods_id), row.name, row.cover_image, int(row.sales), int(row.price))
        for row in rows
    ]


def _orders_per_day(
    connection: Connection, shop_id: int, today: date, days: int
) -> list[OrdersOnDay]:
    """Every day of the window, oldest first, zeros included."""
    first = today - timedelta(days=days - 1)
    rows = connection.execute(
        select(orders.c.placed_at, orders.c.total).where(
            orders.c.shop_id == shop_id,
            orders.c.paid_at.is_not(None),
            orders.c.status != OrderStatus.REFUNDED,
            orders.c.placed_at >= datetime(first.year, first.month, first.day, tzinfo=UTC),
        )
    ).all()
    per_day = {first + timedelta(days=n): [0, 0] for n in range(days)}
    for row in rows:
        bucket = per_day.get(as_utc(row.placed_at).astimezone(UTC).date())
        if bucket is not None:
            bucket[0] += 1
            bucket[1] += int(row.total)
    return [OrdersOnDay(day, count, amount) for day, (count, amount) in per_day.items()]
