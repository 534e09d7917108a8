"""The seller's PDF statement: in each of the nine languages its words are real translations,
drawn in fonts that have every glyph, with a shop's name as typed in any script; it is sent a
page at a time, and what it holds does not grow with the month's movements."""

from __future__ import annotations

import io
import logging
import re
import time
import tracemalloc
from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from string import Formatter

import pytest
from pypdf import PdfReader

from application.books.statement import StatementLine, StatementSummary
from application.exports import pdf_fonts
from application.exports.pdf_fonts import uncovered
from application.exports.statement_pdf import statement_pdf
from application.exports.statement_texts import statement_texts
from domain.languages import LANGUAGES

SHOP_NAME = "上海小铺 Łódź متجر ร้านค้า दुकान"
"""Chinese, Polish, Arabic, Thai and Hindi in one name."""
START = datetime(2026, 3, 1, tzinfo=UTC)
KINDS = ("settlement", "refund", "recharge", "payment", "withdraw_paid")
NOT_WORDS = ("decimal", "group", "date_separator", "month_format")


def summary(shop_name: str = SHOP_NAME) -> StatementSummary:
    end = datetime(2026, 4, 1, tzinfo=UTC)
    return StatementSummary(
        7, shop_name, date(2026, 3, 1), START, end, end, 1000, 123_456_78, 3, 100, 0, 10, 90,
        0, 0, 0, 0, 5,
    )  # fmt: skip


def lines(count: int, drawn: list[int] | None = None) -> Iterator[StatementLine]:
    """`count` movements, each counted in `drawn` as the PDF takes it."""
    for number in range(count):
        if drawn is not None:
            drawn.append(number)
        yield StatementLine(
            START + timedelta(seconds=number), KINDS[number % 5], f"SN{number:012d}",
            12345, 0, 123, 12222, 1_000_000 + number,
        )  # fmt: skip


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name}


def label_words(language: str) -> set[str]:
    """Every word of the language's labels, placeholders and punctuation left out."""
    words = statement_texts(language).words
    labels = [value for key, value in words.items() if isinstance(value, str)]
    labels = [label for key, label in zip(words, labels, strict=False) if key not in NOT_WORDS]
    labels += [*words["columns"].values(), *words["entries"].values()]
    split = (re.sub(r"\{[a-z_]+\}", " ", label).split() for label in labels)
    return {word.strip("():：（）;；,.·–") for parts in split for word in parts} - {""}


def readable(text: str) -> str:
    """The text as pypdf reads it, for comparing words: without white space (it spaces CJK
    characters), and a non-Latin word without ASCII: pypdf reads the Chinese font's two-byte
    codes with a NUL first, and fpdf2 maps a shaped cluster's characters to its first glyph
    only, so a reader shows a Thai or Devanagari cluster's second glyph by its code."""
    return "".join(text.split())


def found(word: str, text: str) -> bool:
    if word.isascii():
        return word in readable(text)
    native = "".join(char for char in readable(text) if not char.isascii())
    return "".join(char for char in word if not char.isascii()) in native


def test_every_language_has_every_text_with_the_english_placeholders() -> None:
    english = statement_texts("en").words
    for language in LANGUAGES:
        words = statement_texts(language).words
        assert words.keys() == english.keys(), language
        for key, value in words.items():
            if isinstance(value, str):
                assert placeholders(value) == placeholders(english[key]), (language, key)
            if language != "en" and key not in NOT_WORDS:
                assert value != english[key] or key == "period_value", (language, key)
        assert uncovered(statement_texts(language).every_text() + SHOP_NAME) == set(), language


def test_amounts_and_times_are_written_as_the_language_writes_them() -> None:
    at = datetime(2026, 3, 1, 9, 5, 7, tzinfo=UTC)
    assert (statement_texts("en").money(-123_456_78), statement_texts("es").money(5)) == (
        "-123,456.78",
        "0,05",
    )
    assert statement_texts("ru").money(100_000) == "1 000,00"
    assert statement_texts("xx").money(None) == ""
    assert statement_texts("ar").moment(at) == "2026/03/01 09:05:07"
    assert statement_texts("it").month(date(2026, 3, 1)) == "marzo 2026"
    assert statement_texts("zh-CN").month(date(2026, 3, 1)) == "2026年3月"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pdf_carries_its_languages_words_and_the_shops_name_as_typed(
    language: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="fpdf")

    pdf = b"".join(statement_pdf(summary(), lines(80), language))

    pages = PdfReader(io.BytesIO(pdf)).pages
    text = "\n".join(page.extract_text() for page in pages)
    assert len(pages) == 3
    missing = [word for word in label_words(language) if not found(word, text)]
    assert missing == [], (language, missing)
    for part in SHOP_NAME.split():
        assert found(part, text), (language, part)
    assert "SN000000000079" in readable(text)
    assert readable(statement_texts(language).money(123_456_78)) in readable(text)
    # fpdf2 warns of a glyph its font lacks (drawn as a blank box): none may be.
    assert [record.getMessage() for record in caplog.records] == []


def test_an_arabic_statement_runs_from_the_right() -> None:
    def row_of(language: str) -> str:
        """The movement's line as pypdf lays the page out, left to right."""
        pdf = b"".join(statement_pdf(summary("Harbor"), lines(1), language))
        page = PdfReader(io.BytesIO(pdf)).pages[0].extract_text(extraction_mode="layout")
        return next(line for line in page.splitlines() if "SN000000000000" in line).strip()

    # Its time first and its balance last in English; the other way round in Arabic.
    english, arabic = row_of("en"), row_of("ar")
    assert english.startswith("2026-03-01 00:00:00") and english.endswith("10,000.00")
    assert arabic.startswith("10,000.00") and arabic.endswith("2026/03/01 00:00:00")


def test_pages_are_sent_while_the_movements_are_still_being_read() -> None:
    drawn: list[int] = []
    chunks = statement_pdf(summary("Harbor"), lines(2000, drawn), "en")

    first = next(chunks)
    assert first.startswith(b"%PDF-")
    assert 0 < len(drawn) < 200
    rest = list(chunks)
    assert len(drawn) == 2000 and len(rest) > 20
    assert PdfReader(io.BytesIO(first + b"".join(rest))).pages[-1].extract_text()


def peak_bytes(count: int) -> tuple[int, float]:
    """The most memory Python held while the PDF of `count` movements was made, and the
    seconds it took; its chunks are dropped as they come, as the response sends them."""
    tracemalloc.start()
    began = time.perf_counter()
    for _ in statement_pdf(summary("Harbor Łódź"), lines(count), "en"):
        pass
    elapsed = time.perf_counter() - began
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak, elapsed


def test_memory_does_not_grow_with_the_months_movements() -> None:
    peak_bytes(10)  # the fonts' and the modules' one-time caches
    # Ten times the movements: fpdf2 on its own kept every page (about 1.2 MB, then 7.5 MB); the
    # figures at 4,000 and 40,000 are in the README.
    small, small_seconds = peak_bytes(2_000)
    large, large_seconds = peak_bytes(20_000)

    print(f"peak {small / 1e6:.1f} MB for 2,000 movements, {large / 1e6:.1f} MB for 20,000")
    print(f"under tracemalloc: {small_seconds:.1f} s and {large_seconds:.1f} s")
    assert large <= 1.5 * small, (small, large)


def test_a_missing_font_is_named_before_the_first_byte(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pdf_fonts, "FONT_DIRECTORY", tmp_path)

    with pytest.raises(pdf_fonts.FontMissing, match="fonts-noto-core and fonts-noto-cjk"):
        statement_pdf(summary("Harbor"), lines(1), "en")
