"""A seller's monthly statement, from the read models: the wallet's balance at the month's
start, every movement of it in the month (settled orders with their total, refunds and
commission; refunds, recharges, payments and withdrawals paid out) and its balance at the end.

The balance is the wallet's available plus frozen money, the figure the books count as the
wallet's position (`domain.ledger`): a withdrawal leaves it when it is approved and paid out,
as the ledger's `withdrawn` says; while it waits it is still the seller's money, held (frozen),
and a rejection gives it back. So opening + the month's movements = closing, to the cent, and a
month's statement never needs a correction in the next one."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import Engine, and_, func, select

from application.catalogue.tables import shops
from application.ports import Clock
from domain.errors import BusinessRuleViolation, ErrorCode
from projections.orders import orders
from projections.settlements import settlements
from projections.wallet_history import wallet_history

BATCH = 500
MOVEMENT_KINDS = ("settlement", "refund", "recharge", "payment", "withdraw_paid")
"""The wallet history's kinds that change available + frozen; a withdrawal's freeze and its
return on rejection only move money between the two."""


@dataclass(frozen=True)
class StatementLine:
    at: datetime
    kind: str
    reference: str
    """The order number of a settlement; the recharge, payment, refund or withdrawal id."""
    order_total: int | None
    refunded: int | None
    commission: int | None
    amount: int
    """What the movement did to the balance: positive in, negative out."""
    balance: int
    """Available + frozen after it."""


@dataclass(frozen=True)
class StatementSummary:
    shop_id: int
    shop_name: str
    month: date
    """The month's first day."""
    start: datetime
    end: datetime
    """The next month's start."""
    as_of: datetime
    """When the closing balance stands: the month's end, or now for the month under way."""
    opening: int
    closing: int
    orders_settled: int
    sales: int
    """The settled orders' totals."""
    refunded: int
    """What the buyers got back from those orders' escrow before they settled."""
    commission: int
    settled_net: int
    """sales − refunded − commission: what the settlements credited."""
    refunds: int
    recharges: int
    payments: int
    withdrawals: int
    through_version: int = 0
    """The wallet's last entry the closing balance counts: the lines stop there too, so a
    movement saved while the statement is read never shows in one and not in the other."""

    @property
    def movements(self) -> int:
        """Every movement of the month: closing − opening when the statement ties."""
        return self.settled_net + self.refunds + self.recharges - self.payments - self.withdrawals


def month_bounds(month: date, now: datetime) -> tuple[datetime, datetime]:
    """The month's first moment and the next month's; 102 `month` for a month that has not
    begun."""
    start = datetime(month.year, month.month, 1, tzinfo=UTC)
    if start > now:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="month")
    following = datetime(month.year + month.month // 12, month.month % 12 + 1, 1, tzinfo=UTC)
    return start, following


class SellerStatements:
    """The statement of the seller's own shop (`shop_of`: 111 for a user owning none)."""

    def __init__(self, engine: Engine, clock: Clock, shop_of: Callable[[int], int]) -> None:
        self.engine = engine
        self.clock = clock
        self.shop_of = shop_of

    def summary(self, seller_uid: int, month: date) -> StatementSummary:
        """The month's figures, summed by the database; checked before anything is sent."""
        shop_id = self.shop_of(seller_uid)
        now = self.clock()
        start, end = month_bounds(month, now)
        with self.engine.connect() as connection:
            name = connection.execute(
                select(shops.c.name).where(shops.c.shop_id == shop_id)
            ).scalar_one()
            opening = _balance_before(connection, seller_uid, start)[1]
            through, closing = _balance_before(connection, seller_uid, end)
            sums = _sums_by_kind(connection, seller_uid, start, end, through)
            settled = _settled_totals(connection, seller_uid, start, end)
        return StatementSummary(
            shop_id,
            str(name),
            month.replace(day=1),
            start,
            end,
            min(end, now),
            opening,
            closing,
            int(settled[0]),
            int(settled[1]),
            int(settled[2]),
            int(settled[3]),
            sums.get("settlement", 0),
            sums.get("refund", 0),
            sums.get("recharge", 0),
            -sums.get("payment", 0),
            -sums.get("withdraw_paid", 0),
            through,
        )

    def lines(self, seller_uid: int, summary: StatementSummary) -> Iterator[StatementLine]:
        """The month's movements in the wallet's order, up to the summary's last entry,
        streamed from the database."""
        start, end, through = summary.start, summary.end, summary.through_version
        history = wallet_history.c
        query = (
            select(
                history.at,
                history.kind,
                history.reference_id,
                (history.amount_change + history.frozen_change).label("amount"),
                (history.available + history.frozen).label("balance"),
                orders.c.order_sn,
                orders.c.total,
                orders.c.refunded_amount,
                settlements.c.commission,
            )
            .select_from(
                wallet_history.outerjoin(
                    orders,
                    and_(history.kind == "settlement", orders.c.order_id == history.reference_id),
                ).outerjoin(settlements, settlements.c.order_id == orders.c.order_id)
            )
            .where(*_movements_within(seller_uid, start, end, through))
            .order_by(history.version)
        )
        with self.engine.connect() as connection:
            for row in connection.execution_options(yield_per=BATCH).execute(query):
                yield _line(row)


def _line(row: Any) -> StatementLine:
    settled = row.order_sn is not None
    return StatementLine(
        at=row.at,
        kind=row.kind,
        reference=row.order_sn if settled else row.reference_id,
        order_total=int(row.total) if settled else None,
        refunded=int(row.refunded_amount) if settled else None,
        commission=int(row.commission) if settled and row.commission is not None else None,
        amount=int(row.amount),
        balance=int(row.balance),
    )


def _movements_within(uid: int, start: datetime, end: datetime, through: int) -> list[Any]:
    history = wallet_history.c
    return [
        history.uid == uid,
        history.version <= through,
        history.kind.in_(MOVEMENT_KINDS),
        history.at >= start,
        history.at < end,
    ]


def _balance_before(connection: Any, uid: int, moment: datetime) -> tuple[int, int]:
    """The wallet's last entry before `moment` and available + frozen after it ((0, 0)
    before any). History rows are only ever added, so the entry pins what was counted."""
    history = wallet_history.c
    found = connection.execute(
        select(history.version, history.available + history.frozen)
        .where(history.uid == uid, history.at < moment)
        .order_by(history.version.desc())
        .limit(1)
    ).first()
    return (0, 0) if found is None else (int(found[0]), int(found[1]))


def _sums_by_kind(
    connection: Any, uid: int, start: datetime, end: datetime, through: int
) -> dict[str, int]:
    history = wallet_history.c
    rows = connection.execute(
        select(history.kind, func.sum(history.amount_change + history.frozen_change))
        .where(*_movements_within(uid, start, end, through))
        .group_by(history.kind)
    ).all()
    return {str(kind): int(total) for kind, total in rows}


def _settled_totals(connection: Any, uid: int, start: datetime, end: datetime) -> Any:
    """How many orders settled to the seller in the month, their totals, what their cases
    refunded and the commission."""
    return connection.execute(
        select(
            func.count(),
            func.coalesce(func.sum(orders.c.total), 0),
            func.coalesce(func.sum(orders.c.refunded_amount), 0),
            func.coalesce(func.sum(settlements.c.commission), 0),
        )
        .select_from(settlements.join(orders, orders.c.order_id == settlements.c.order_id))
        .where(
            settlements.c.seller_uid == uid,
            settlements.c.settled_at >= start,
            settlements.c.settled_at < end,
        )
    ).one()
