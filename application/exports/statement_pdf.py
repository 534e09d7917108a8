"""A seller's monthly statement as PDF (fpdf2): the month's figures first, then every movement,
its column heads repeated on each page.

The PDF's core font (Helvetica) is Latin-only and fpdf2 ships no Unicode font, so names are
transliterated (anyascii: "Łódź" → "Lodz", "上海" → "ShangHai"); the CSV keeps them as typed.
Memory: the movements come from the database a batch at a time and are drawn as they come, so
no list of the month is built; what the document keeps is each page's drawing commands (a few
kilobytes a page), and the finished file is sent in chunks."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, cast

from anyascii import anyascii
from fpdf import FPDF

from application.books.statement import StatementLine, StatementSummary
from application.exports.cells import moment, money
from application.exports.statement import entry_name

CHUNK_BYTES = 64 * 1024
ROW_HEIGHT = 6.0
COLUMNS: tuple[tuple[str, float, str], ...] = (
    ("Time (UTC)", 36, "L"),
    ("Entry", 22, "L"),
    ("Reference", 38, "L"),
    ("Order total", 20, "R"),
    ("Refunded", 18, "R"),
    ("Commission", 20, "R"),
    ("Amount", 18, "R"),
    ("Balance", 18, "R"),
)


def latin(value: Any) -> str:
    """Text the core font can draw."""
    return anyascii(str(value))


class StatementDocument(FPDF):
    def __init__(self, title: str) -> None:
        super().__init__(orientation="P", unit="mm", format="A4")
        self.statement_title = title
        self.in_movements = False
        self.set_auto_page_break(auto=True, margin=15)
        self.set_title(title)
        self.set_creator("Bazaar")

    def header(self) -> None:
        self.set_font("Helvetica", "B", 9)
        self.cell(0, 6, self.statement_title, new_x="LMARGIN", new_y="NEXT")
        if self.in_movements:
            self.column_heads()

    def footer(self) -> None:
        self.set_y(-12)
        self.set_font("Helvetica", "", 8)
        self.cell(0, 6, f"Page {self.page_no()}", align="C")

    def column_heads(self) -> None:
        self.set_font("Helvetica", "B", 8)
        for title, width, align in COLUMNS:
            self.cell(width, ROW_HEIGHT, title, border="B", align=align)
        self.ln(ROW_HEIGHT)
        self.set_font("Helvetica", "", 8)

    def row(self, cells: tuple[str, ...]) -> None:
        """One movement, drawn with the plain text operator: `cell` costs a millisecond a
        call, which a month of ten thousand movements would feel."""
        if self.y + ROW_HEIGHT > self.page_break_trigger:
            self.add_page()
        x, baseline = self.l_margin, self.y + ROW_HEIGHT * 0.7
        for (_, width, align), value in zip(COLUMNS, cells, strict=True):
            text = self.fit(latin(value), width - 2)
            left = x + 1 if align == "L" else x + width - 1 - self.width_of(text)
            self.text(left, baseline, text)
            x += width
        self.set_y(self.y + ROW_HEIGHT)

    def width_of(self, text: str) -> float:
        """The text's width in the current core font (its glyph widths are per mille)."""
        # A core font's widths are keyed by character (fpdf2 types them as a TTF's, by code).
        widths = cast("dict[str, float]", cast(Any, self.current_font).cw)
        return sum(widths.get(char, 600) for char in text) * self.font_size / 1000

    def fit(self, value: str, width: float) -> str:
        """The text, cut short with ".." where it would run into the next column."""
        if self.width_of(value) <= width:
            return value
        while value and self.width_of(value + "..") > width:
            value = value[:-1]
        return value + ".."


def _figures(summary: StatementSummary) -> list[tuple[str, int]]:
    return [
        ("Opening balance", summary.opening),
        (f"Orders settled ({summary.orders_settled}): order totals", summary.sales),
        ("  less refunded to buyers", -summary.refunded),
        ("  less commission", -summary.commission),
        ("  settled to the wallet", summary.settled_net),
        ("Refunds credited", summary.refunds),
        ("Recharges", summary.recharges),
        ("Payments", -summary.payments),
        ("Withdrawals paid out", -summary.withdrawals),
        ("Closing balance", summary.closing),
    ]


def _summary_page(document: StatementDocument, summary: StatementSummary) -> None:
    document.add_page()
    document.set_font("Helvetica", "B", 14)
    document.cell(0, 10, f"Monthly statement {summary.month:%Y-%m}", new_x="LMARGIN", new_y="NEXT")
    document.set_font("Helvetica", "", 10)
    for label, value in (
        ("Shop", f"{latin(summary.shop_name)} (#{summary.shop_id})"),
        ("Period", f"{moment(summary.start)} to {moment(summary.as_of)}"),
    ):
        document.cell(30, 7, label)
        document.cell(0, 7, value, new_x="LMARGIN", new_y="NEXT")
    document.ln(3)
    for label, cents in _figures(summary):
        bold = label in ("Opening balance", "Closing balance")
        document.set_font("Helvetica", "B" if bold else "", 10)
        document.cell(110, 7, label, border="B")
        document.cell(40, 7, money(cents), border="B", align="R", new_x="LMARGIN", new_y="NEXT")
    document.set_font("Helvetica", "", 9)
    check = summary.opening + summary.movements
    document.ln(2)
    document.cell(0, 6, f"Opening + movements = {money(check)}; closing = {money(summary.closing)}")
    document.ln(10)


def statement_pdf(summary: StatementSummary, lines: Iterator[StatementLine]) -> Iterator[bytes]:
    """The PDF's bytes, in chunks."""
    title = f"{latin(summary.shop_name)} - statement {summary.month:%Y-%m}"
    document = StatementDocument(title)
    _summary_page(document, summary)
    document.in_movements = True
    document.column_heads()
    for line in lines:
        document.row(
            (
                moment(line.at).replace("T", " ").rstrip("Z"),
                entry_name(line.kind),
                line.reference,
                money(line.order_total),
                money(line.refunded),
                money(line.commission),
                money(line.amount),
                money(line.balance),
            )
        )
    data = document.output()
    for offset in range(0, len(data), CHUNK_BYTES):
        yield bytes(data[offset : offset + CHUNK_BYTES])
