"""The statement's page: a title line and the column heads on every page, the page number at
its foot, columns mirrored for a language written right to left, and the two ways a cell's
text is drawn.

fpdf2's `cell` shapes text (harfbuzz: Arabic joins and runs right to left, Thai and Devanagari
stack their marks) and switches to a fallback font within a line, but costs about a millisecond
a call, which eight cells times forty thousand movements would feel. So:
- ASCII text (times, amounts, references) is drawn by the plain text operator (`text`), which
  needs neither;
- other text is drawn by `cell` once, the drawing commands it wrote are kept, and the same text
  in the same column is drawn again by repeating them shifted (`q 1 0 0 1 dx dy cm ... Q`):
  the entry names, the column heads and the page's title are a handful of texts, each shaped
  once a document. The kept commands name their fonts by the same resource names on every
  page, because every page of a streamed PDF shares one resource dictionary (`pdf_stream`)."""

from __future__ import annotations

from typing import Literal

from fpdf.fonts import TTFFont

from application.exports.pdf_stream import StreamedPDF
from application.exports.statement_texts import StatementTexts

ROW_HEIGHT = 6.0
KEPT_TEXTS = 256
"""At most this many shaped texts are kept to repeat: the document's words, not its data."""
Align = Literal["L", "R"]
COLUMNS: tuple[tuple[str, float, bool], ...] = (
    ("time", 34, False),
    ("entry", 24, False),
    ("reference", 38, False),
    ("order_total", 20, True),
    ("refunded", 18, True),
    ("commission", 20, True),
    ("amount", 18, True),
    ("balance", 18, True),
)
"""(key, width in mm, numeric): text columns start at the reading side, amounts end at the other."""


class StatementPage(StreamedPDF):
    def __init__(self, texts: StatementTexts, title: str) -> None:
        super().__init__(orientation="P", unit="mm", format="A4")
        self.texts = texts
        self.statement_title = title
        self.in_movements = False
        self.kept: dict[tuple[str, float, str, str, float], tuple[bytes, float, float]] = {}
        self.ascii_glyphs: dict[int, dict[str, tuple[str, float]]] = {}
        self.set_auto_page_break(auto=True, margin=15)
        self.set_title(title)
        self.set_lang(texts.language)
        self.set_creator("Bazaar")

    def header(self) -> None:
        self.set_font("noto-sans", "B", 9)
        self.put(self.l_margin, self.epw, self.statement_title, start=True)
        self.set_y(self.y + ROW_HEIGHT)
        if self.in_movements:
            self.column_heads()

    def footer(self) -> None:
        self.set_y(-12)
        self.set_font("noto-sans", "", 8)
        self.put(self.l_margin, self.epw, self.texts["page"].format(number=self.page_no()))

    def column_heads(self) -> None:
        """Shaped, so a head longer than its column is drawn smaller rather than cut."""
        self.set_font("noto-sans", "B", 8)
        x = self.l_margin
        for key, width, numeric in COLUMNS:
            left = self.w - x - width if self.texts.right_to_left else x
            self.shaped(left, width, self.texts.column(key), self.align(not numeric))
            x += width
        self.set_y(self.y + ROW_HEIGHT)
        self.line(self.l_margin, self.y, self.w - self.r_margin, self.y)
        self.set_font("noto-sans", "", 8)

    def row(self, cells: list[str]) -> None:
        """One line of the table, each cell cut to its column; a new page first if it is full."""
        if self.y + ROW_HEIGHT > self.page_break_trigger:
            self.add_page()
        x, plain = self.l_margin, []
        for (_, width, numeric), value in zip(COLUMNS, cells, strict=True):
            left = self.w - x - width if self.texts.right_to_left else x
            if value.isascii():
                plain.append((left, width, value, self.align(not numeric)))
            else:
                self.shaped(left, width, value, self.align(not numeric))
            x += width
        self.plain(plain)
        self.set_y(self.y + ROW_HEIGHT)

    def put(self, x: float, width: float, value: str, start: bool = False) -> None:
        """`value` in the box at `x` on this line, at its reading start (`start`) or end."""
        if value.isascii():
            self.plain([(x, width, value, self.align(start))])
        else:
            self.shaped(x, width, value, self.align(start))

    def align(self, start: bool) -> Align:
        return "R" if start == self.texts.right_to_left else "L"

    def plain(self, cells: list[tuple[float, float, str, Align]]) -> None:
        """ASCII cells on this line in one text object, in the current font: the operators
        fpdf2's `text` writes, without its per-call checks."""
        if not cells or self.current_font is None:
            return
        baseline = (self.h - self.y - ROW_HEIGHT * 0.7) * self.k
        shown = [f"BT /F{self.current_font.i} {self.font_size_pt:.2f} Tf"]
        for x, width, value, align in cells:
            codes, drawn = self.fitted(value, width - 2)
            left = x + 1 if align == "L" else x + width - 1 - drawn
            shown.append(f"1 0 0 1 {left * self.k:.2f} {baseline:.2f} Tm ({codes}) Tj")
        self._out(" ".join(shown) + " ET")

    def glyphs(self, text: str) -> tuple[str, float]:
        """ASCII text as the current font's subset codes, escaped for a PDF string, and its
        width: each character is looked up in fpdf2's subset once (which puts its glyph in the
        embedded font), then remembered."""
        font = self.current_font
        assert isinstance(font, TTFFont)  # the Noto fonts, never a core font
        known = self.ascii_glyphs.setdefault(font.i, {})
        codes, units = [], 0.0
        for char in text:
            glyph = known.get(char)
            if glyph is None:
                code = font.subset.pick(ord(char))
                escaped = "" if code is None else font.escape_text(chr(code))
                glyph = known[char] = (escaped, float(font.cw[ord(char)]))
            codes.append(glyph[0])
            units += glyph[1]
        return "".join(codes), units * self.font_size / 1000

    def shaped(self, x: float, width: float, value: str, align: Align) -> None:
        """Drawn by `cell` the first time, then its commands repeated where it goes now."""
        key = (value, width, align, self.font_style, self.font_size_pt)
        found = self.kept.get(key)
        if found is None:
            contents = self.pages[self.page].contents
            assert isinstance(contents, bytearray)
            start, y, size = len(contents), self.y, self.font_size_pt
            needed = self.get_string_width(value)
            if needed > width - 2:  # a longer word in another language: smaller, not cut
                self.set_font_size(size * (width - 2) / needed)
            self.set_xy(x, y)
            self.cell(width, ROW_HEIGHT, value, align=align)
            self.set_y(y)
            self.set_font_size(size)
            if len(self.kept) < KEPT_TEXTS:
                self.kept[key] = (bytes(contents[start:]), x, y)
            # The cell may have left a fallback font selected: name the font again next time.
            self.current_font_is_set_on_page = False
            return
        commands, x0, y0 = found
        assert self.current_font is not None
        shift = f"{(x - x0) * self.k:.2f} {(y0 - self.y) * self.k:.2f}"
        font = f"BT /F{self.current_font.i} {self.font_size_pt:.2f} Tf ET"
        self._out(f"q 1 0 0 1 {shift} cm {font}\n".encode() + commands + b"Q")

    def fitted(self, value: str, width: float) -> tuple[str, float]:
        """`glyphs` of the text, cut short with ".." where it would run into the next column."""
        whole = self.glyphs(value)
        if whole[1] <= width:
            return whole
        while value and self.glyphs(value + "..")[1] > width:
            value = value[:-1]
        return self.glyphs(value + "..")
