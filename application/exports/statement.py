"""A seller's monthly statement as a file: CSV (one row per movement between the opening and
the closing balance, then the month's totals) or PDF (`statement_pdf`)."""

from __future__ import annotations

from collections.abc import Iterator

from application.books.statement import StatementLine, StatementSummary
from application.exports.cells import Row, moment, money, number, text

STATEMENT_HEADER = (
    "time",
    "entry",
    "reference",
    "order_total",
    "refunded",
    "commission",
    "amount",
    "balance",
)

ENTRY_NAMES = {
    "settlement": "settlement",
    "refund": "refund",
    "recharge": "recharge",
    "payment": "payment",
    "withdraw_paid": "withdrawal",
}
"""The wallet history's kinds as the statement names them."""


def entry_name(kind: str) -> str:
    return ENTRY_NAMES.get(kind, kind)


def statement_filename(summary: StatementSummary, extension: str) -> str:
    return f"statement-shop-{summary.shop_id}-{summary.month:%Y-%m}.{extension}"


def line_row(line: StatementLine) -> Row:
    return (
        moment(line.at),
        entry_name(line.kind),
        text(line.reference),
        money(line.order_total),
        money(line.refunded),
        money(line.commission),
        money(line.amount),
        money(line.balance),
    )


def total_rows(summary: StatementSummary) -> list[Row]:
    """The month's totals, one row per kind of movement (the settlements' with their orders'
    count as the reference), then the closing balance."""
    at = moment(summary.as_of)
    return [
        (
            at,
            "total_settlements",
            number(summary.orders_settled),
            money(summary.sales),
            money(summary.refunded),
            money(summary.commission),
            money(summary.settled_net),
            "",
        ),
        (at, "total_refunds", "", "", "", "", money(summary.refunds), ""),
        (at, "total_recharges", "", "", "", "", money(summary.recharges), ""),
        (at, "total_payments", "", "", "", "", money(-summary.payments), ""),
        (at, "total_withdrawals", "", "", "", "", money(-summary.withdrawals), ""),
        (at, "closing_balance", "", "", "", "", "", money(summary.closing)),
    ]


def statement_rows(summary: StatementSummary, lines: Iterator[StatementLine]) -> Iterator[Row]:
    yield (moment(summary.start), "opening_balance", "", "", "", "", "", money(summary.opening))
    for line in lines:
        yield line_row(line)
    yield from total_rows(summary)
