"""A seller's monthly statement as PDF (fpdf2), in the seller's language: the month's figures
first, then every movement, the column heads repeated on each page.

Names and references are drawn as typed, in Noto fonts with a fallback per script (`pdf_fonts`)
and fpdf2's text shaping; an Arabic statement's columns run from the right (`statement_layout`).
Memory: the movements come from the database a batch at a time and each page is sent as soon as
it is full (`pdf_stream`), so what the document holds is one page, whatever the month's length."""

from __future__ import annotations

from collections.abc import Iterator

from application.books.statement import StatementLine, StatementSummary
from application.exports.pdf_fonts import register
from application.exports.statement_layout import ROW_HEIGHT, StatementPage
from application.exports.statement_texts import StatementTexts, statement_texts


def _figures(summary: StatementSummary, texts: StatementTexts) -> list[tuple[str, int, bool]]:
    """(label, cents, bold) of the month's figures, opening to closing."""
    return [
        (texts["opening"], summary.opening, True),
        (texts["orders_settled"].format(count=summary.orders_settled), summary.sales, False),
        ("   " + texts["less_refunded"], -summary.refunded, False),
        ("   " + texts["less_commission"], -summary.commission, False),
        ("   " + texts["settled_net"], summary.settled_net, False),
        (texts["refunds"], summary.refunds, False),
        (texts["recharges"], summary.recharges, False),
        (texts["payments"], -summary.payments, False),
        (texts["withdrawals"], -summary.withdrawals, False),
        (texts["closing"], summary.closing, True),
    ]


def _summary_page(document: StatementPage, summary: StatementSummary) -> None:
    texts = document.texts
    document.add_page()
    document.set_font("noto-sans", "B", 14)
    title = texts["title"].format(month=texts.month(summary.month))
    document.put(document.l_margin, document.epw, title, start=True)
    document.set_y(document.y + 10)
    document.set_font("noto-sans", "", 10)
    period = texts["period_value"].format(
        start=texts.moment(summary.start), end=texts.moment(summary.as_of)
    )
    for label, value in (
        (texts["shop"], f"{summary.shop_name} (#{summary.shop_id})"),
        (texts["period"], period),
    ):
        _pair(document, label, value, 30, document.epw - 30)
    document.set_y(document.y + 3)
    for label, cents, bold in _figures(summary, texts):
        document.set_font("noto-sans", "B" if bold else "", 10)
        _pair(document, label, texts.money(cents), 110, 40, numeric=True)
        document.line(*_rule(document, 150), document.y)
    document.set_font("noto-sans", "", 9)
    document.set_y(document.y + 2)
    check = texts["check"].format(
        sum=texts.money(summary.opening + summary.movements), closing=texts.money(summary.closing)
    )
    document.put(document.l_margin, document.epw, check, start=True)
    document.set_y(document.y + 16)


def _rule(document: StatementPage, width: float) -> tuple[float, float, float]:
    """(x1, y, x2) of a line under the `width` the figures take, at their reading side."""
    if document.texts.right_to_left:
        return document.w - document.r_margin - width, document.y, document.w - document.r_margin
    return document.l_margin, document.y, document.l_margin + width


def _pair(
    document: StatementPage,
    label: str,
    value: str,
    label_width: float,
    value_width: float,
    numeric: bool = False,
) -> None:
    """A label and its value on one line, the label at the reading side."""
    first, second = document.l_margin, document.l_margin + label_width
    if document.texts.right_to_left:
        first = document.w - document.r_margin - label_width
        second = first - value_width
    document.put(first, label_width, label, start=True)
    document.put(second, value_width, value, start=not numeric)
    document.set_y(document.y + ROW_HEIGHT + 1)


def _cells(line: StatementLine, texts: StatementTexts) -> list[str]:
    return [
        texts.moment(line.at),
        texts.entry(line.kind),
        line.reference,
        texts.money(line.order_total),
        texts.money(line.refunded),
        texts.money(line.commission),
        texts.money(line.amount),
        texts.money(line.balance),
    ]


def statement_pdf(
    summary: StatementSummary, lines: Iterator[StatementLine], language: str | None
) -> Iterator[bytes]:
    """The PDF's bytes, a page at a time, in `language` (English when it is not one of ours).
    The fonts are loaded before the first byte, so a missing one (`FontMissing`) is a refusal
    the caller sees, not a download cut short."""
    texts = statement_texts(language)
    title = texts["header"].format(shop=summary.shop_name, month=texts.month(summary.month))
    document = StatementPage(texts, title)
    register(document, texts.every_text() + summary.shop_name)
    return _pages(document, summary, lines)


def _pages(
    document: StatementPage, summary: StatementSummary, lines: Iterator[StatementLine]
) -> Iterator[bytes]:
    _summary_page(document, summary)
    document.in_movements = True
    document.column_heads()
    for line in lines:
        document.row(_cells(line, document.texts))
        finished = document.finished()
        if finished:
            yield finished
    yield from document.close_file()
