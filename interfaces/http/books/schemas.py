"""Request and response Structs of the books (`console/audit/ledger|close|closes|verify`,
`console/shop/summary|settlements`)."""

from __future__ import annotations

import builtins
from datetime import date
from typing import Annotated

import msgspec

from application.books.closes import Verification
from application.books.ledger import LedgerAt, LedgerPoint
from application.books.seller_money import SettledDay, SettlementRecord, ShopMoney
from application.books.service import CloseRecord
from application.timeutil import unix_seconds
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.ledger import Positions
from interfaces.http.books.commission_schemas import ShopCommissionView, shop_commission_view
from interfaces.http.schemas import ApiRequest, Page, PageNumber, PageSize
from interfaces.http.wallet.audit_schemas import UnixTime

Days = Annotated[int, msgspec.Meta(ge=1, le=90)]


class LedgerRequest(ApiRequest, kw_only=True):
    at: UnixTime | None = None
    """Unix seconds; every money event at or before it counts. Now when omitted."""


class SeriesRequest(ApiRequest, kw_only=True):
    days: Days = 30


FIRST_CLOSABLE_DAY = date(1970, 1, 1)
"""The Unix epoch, where every `*_time` and `at` begins: no money moved before it, and a close
that far back would make the next one walk every day since."""


class CloseRequest(ApiRequest, kw_only=True):
    date: date
    """A UTC day, `YYYY-MM-DD`, that has ended; from 1970-01-01 (102 before)."""

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.date < FIRST_CLOSABLE_DAY:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="date")


class ClosesRequest(ApiRequest, kw_only=True):
    page: PageNumber = 1
    page_size: PageSize = 20


class LedgerView(msgspec.Struct):
    at: int
    recharged: int
    withdrawn: int
    available: int
    frozen: int
    escrow: int
    revenue: int
    difference: int


class TotalsView(msgspec.Struct):
    recharged: int
    withdrawn: int
    available: int
    frozen: int
    escrow: int
    revenue: int


class LedgerPointView(TotalsView, kw_only=True):
    date: str


class LedgerSeriesView(msgspec.Struct):
    list: builtins.list[LedgerPointView]


class FlowsView(msgspec.Struct):
    recharges: int
    payments: int
    refunds: int
    settlements: int
    commission: int
    withdrawals: int


class CloseView(msgspec.Struct):
    date: str
    opening: TotalsView
    closing: TotalsView
    totals: FlowsView
    events: int
    hash: str
    previous_hash: str
    closed_time: int
    closed_by: int
    """0 when the periodic job closed the day."""


class ClosePage(Page[CloseView]):
    first_open_day: str | None = None
    """YYYY-MM-DD: the day to close next (the day after the last close; with none yet, the day
    of the first money event); null when every day that has ended is closed."""


class VerifyView(msgspec.Struct):
    ok: bool
    first_bad_date: str | None
    checked: int


class ShopMoneyView(msgspec.Struct):
    shop_id: int
    shop_name: str
    sales_total: int
    escrow: int
    settled_total: int
    commission_total: int
    balance: int
    frozen: int
    commission: ShopCommissionView
    """The rate the shop pays now; orders keep the rate they were paid at."""


class SettlementView(msgspec.Struct):
    order_id: str
    order_sn: str
    subtotal: int
    total: int
    commission: int
    net: int
    settled_time: int


class SettlementPage(Page[SettlementView]):
    pass


class SettledDayView(msgspec.Struct):
    date: str
    orders: int
    total: int
    commission: int
    net: int


class SettledDaysView(msgspec.Struct):
    list: builtins.list[SettledDayView]


def ledger_view(ledger: LedgerAt) -> LedgerView:
    p = ledger.positions
    return LedgerView(
        unix_seconds(ledger.at),
        p.recharged,
        p.withdrawn,
        p.available,
        p.frozen,
        p.escrow,
        p.revenue,
        p.difference,
    )


def _totals(positions: Positions | dict[str, int]) -> TotalsView:
    figures = positions if isinstance(positions, dict) else positions.as_dict()
    return msgspec.convert(figures, TotalsView)


def series_view(points: builtins.list[LedgerPoint]) -> LedgerSeriesView:
    return LedgerSeriesView(
        [
            LedgerPointView(date=point.day.isoformat(), **point.positions.as_dict())
            for point in points
        ]
    )


def close_view(record: CloseRecord) -> CloseView:
    return CloseView(
        date=record.day,
        opening=_totals(record.opening),
        closing=_totals(record.closing),
        totals=msgspec.convert(record.totals, FlowsView),
        events=record.events,
        hash=record.hash,
        previous_hash=record.previous_hash,
        closed_time=unix_seconds(record.closed_at),
        closed_by=record.closed_by,
    )


def verify_view(found: Verification) -> VerifyView:
    bad = None if found.first_bad_date is None else found.first_bad_date.isoformat()
    return VerifyView(found.ok, bad, found.checked)


def shop_money_view(money: ShopMoney) -> ShopMoneyView:
    return ShopMoneyView(
        shop_id=money.shop_id,
        shop_name=money.shop_name,
        sales_total=money.sales_total,
        escrow=money.escrow,
        settled_total=money.settled_total,
        commission_total=money.commission_total,
        balance=money.balance,
        frozen=money.frozen,
        commission=shop_commission_view(money.commission),
    )


def settlement_view(record: SettlementRecord) -> SettlementView:
    return SettlementView(
        record.order_id,
        record.order_sn,
        record.subtotal,
        record.total,
        record.commission,
        record.net,
        unix_seconds(record.settled_at),
    )


def settled_day_view(day: SettledDay) -> SettledDayView:
    return SettledDayView(day.day.isoformat(), day.orders, day.total, day.commission, day.net)
