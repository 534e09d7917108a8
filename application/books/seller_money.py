"""A seller's money, from the read models: what their shop sold, what is still held in
escrow, what was settled to them (less the commission) and their wallet."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

from sqlalchemy import ColumnElement, Engine, func, select

from application.books.commission import ShopCommission, shop_commission
from application.catalogue.tables import shops
from application.ports import Clock
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order_status import OrderStatus
from projections.orders import orders
from projections.paging import Paged, page_offset

# Re-exported (`as` themselves): the read-model rows this module answers with, for the edge.
from projections.settlements import SettlementRecord as SettlementRecord
from projections.settlements import settlements
from projections.wallet_balances import balance_of

DAILY_MAX_DAYS = 90


@dataclass(frozen=True)
class ShopMoney:
    shop_id: int
    shop_name: str
    sales_total: int
    escrow: int
    settled_total: int
    commission_total: int
    balance: int
    frozen: int
    commission: ShopCommission
    """The rate the shop pays now (orders keep the rate they were paid at)."""


@dataclass(frozen=True)
class SettledDay:
    day: date
    orders: int
    total: int
    commission: int
    net: int


def _paid_orders_of(shop_id: int) -> list[ColumnElement[bool]]:
    """The shop's orders that were paid and not refunded: its sales."""
    return [
        orders.c.shop_id == shop_id,
        orders.c.paid_at.is_not(None),
        orders.c.status != OrderStatus.REFUNDED,
    ]


class SellerMoney:
    """The seller console's money screen; the shop is the one the seller owns."""

    def __init__(
        self,
        engine: Engine,
        clock: Clock,
        shop_of: Callable[[int], int],
        commission_default: Decimal,
    ) -> None:
        self.engine = engine
        self.clock = clock
        self.shop_of = shop_of
        """The seller's own shop (111 for a user who owns none)."""
        self.commission_default = commission_default
        """The settings' rate, until an operator sets the default."""

    def summary(self, seller_uid: int) -> ShopMoney:
        shop_id = self.shop_of(seller_uid)
        with self.engine.connect() as connection:
            name = connection.execute(
                select(shops.c.name).where(shops.c.shop_id == shop_id)
            ).scalar_one()
            sales, unsettled = connection.execute(
                select(
                    func.coalesce(func.sum(orders.c.total), 0),
                    func.coalesce(
                        func.sum(orders.c.total).filter(settlements.c.order_id.is_(None)), 0
                    ),
                )
                .select_from(orders.outerjoin(settlements, _settled_order()))
                .where(*_paid_orders_of(shop_id))
            ).one()
            settled, commission = connection.execute(
                select(
                    func.coalesce(func.sum(orders.c.total), 0),
                    func.coalesce(func.sum(settlements.c.commission), 0),
                )
                .select_from(orders.join(settlements, _settled_order()))
                .where(orders.c.shop_id == shop_id)
            ).one()
            balance, frozen = balance_of(connection, seller_uid)
            rate = shop_commission(connection, shop_id, self.commission_default)
        return ShopMoney(
            shop_id,
            str(name),
            int(sales),
            int(unsettled),
            int(settled),
            int(commission),
            balance,
            frozen,
            rate,
        )

    def settlements(self, seller_uid: int, page: int, page_size: int) -> Paged[SettlementRecord]:
        """Newest settlement first."""
        shop_id = self.shop_of(seller_uid)
        with self.engine.connect() as connection:
            total = connection.execute(
                select(func.count())
                .select_from(orders.join(settlements, _settled_order()))
                .where(orders.c.shop_id == shop_id)
            ).scalar_one()
            rows = connection.execute(
                select(
                    orders.c.order_id,
                    orders.c.order_sn,
                    orders.c.subtotal,
                    orders.c.total,
                    settlements.c.commission,
                    settlements.c.net,
                    settlements.c.settled_at,
                )
                .select_from(orders.join(settlements, _settled_order()))
                .where(orders.c.shop_id == shop_id)
                .order_by(settlements.c.settled_at.desc(), orders.c.order_id)
                .limit(page_size)
                .offset(page_offset(page, page_size))
            ).all()
        return Paged(
            [SettlementRecord(**row._mapping) for row in rows], int(total), page, page_size
        )

    def daily(self, seller_uid: int, days: int) -> list[SettledDay]:
        """Settled sales per UTC day over the last `days` days, today last, zeros included."""
        if not 1 <= days <= DAILY_MAX_DAYS:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="days")
        shop_id = self.shop_of(seller_uid)
        first = self.clock().date() - timedelta(days=days - 1)
        start = datetime(first.year, first.month, first.day, tzinfo=UTC)
        with self.engine.connect() as connection:
            rows = connection.execute(
                select(
                    orders.c.total,
                    settlements.c.commission,
                    settlements.c.net,
                    settlements.c.settled_at,
                )
                .select_from(orders.join(settlements, _settled_order()))
                .where(orders.c.shop_id == shop_id, settlements.c.settled_at >= start)
            ).all()
        per_day = {first + timedelta(days=n): [0, 0, 0, 0] for n in range(days)}
        for row in rows:
            bucket = per_day.get(_utc_day(row.settled_at))
            if bucket is not None:
                bucket[0] += 1
                bucket[1] += int(row.total)
                bucket[2] += int(row.commission)
                bucket[3] += int(row.net)
        return [SettledDay(day, *figures) for day, figures in per_day.items()]


def _settled_order() -> ColumnElement[bool]:
    return settlements.c.order_id == orders.c.order_id


def _utc_day(moment: datetime) -> date:
    # SQLite hands back naive datetimes (stored as UTC); PostgreSQL aware ones.
    return moment.date() if moment.tzinfo is None else moment.astimezone(UTC).date()
