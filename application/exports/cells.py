"""How a download writes its cells and sends its bytes: CSV in UTF-8 with a header row, amounts
as decimal money with two places, times in ISO 8601 UTC, free text escaped against spreadsheet
formula injection, and the rows encoded a batch at a time so no export is ever held whole."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from application.timeutil import as_utc

ROWS_PER_CHUNK = 500
"""Rows encoded into one chunk of the response body."""

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""A text cell starting with one of these is a formula (or hides one) to a spreadsheet."""

Cell = str
Row = Sequence[Cell]


def money(cents: int | None) -> Cell:
    """Cents as decimal money with two places (`-12.30`); empty for none. Written as a number,
    so a negative amount is not mistaken for a formula."""
    if cents is None:
        return ""
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(int(cents)), 100)
    return f"{sign}{whole}.{part:02d}"


def moment(at: datetime | None) -> Cell:
    """ISO 8601 UTC to the second (`2026-03-01T09:30:00Z`); empty for none."""
    if at is None:
        return ""
    return as_utc(at).astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def number(value: int | None) -> Cell:
    return "" if value is None else str(int(value))


def text(value: Any) -> Cell:
    """Free text (names, reasons, remarks, e-mails): a cell a spreadsheet would read as a
    formula gets a leading apostrophe, which shows the text as it was typed."""
    written = "" if value is None else str(value)
    return f"'{written}" if written.startswith(FORMULA_STARTS) else written


@dataclass(frozen=True)
class Download:
    """A file to send: its name, its media type and its body, produced chunk by chunk."""

    filename: str
    media_type: str
    chunks: Iterator[bytes]


def csv_chunks(
    header: Sequence[str], rows: Iterable[Row], per_chunk: int = ROWS_PER_CHUNK
) -> Iterator[bytes]:
    """The header, then the rows, encoded as UTF-8 CSV `per_chunk` rows at a time. The file
    opens with a byte order mark: without it, Excel reads UTF-8 as the machine's legacy code
    page, and a name in Chinese, Arabic or Thai turns into mojibake."""
    buffer = io.StringIO()
    buffer.write("\ufeff")
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(header)
    pending = 0
    for row in rows:
        writer.writerow(row)
        pending += 1
        if pending >= per_chunk:
            yield _drain(buffer)
            pending = 0
    yield _drain(buffer)


def _drain(buffer: io.StringIO) -> bytes:
    chunk = buffer.getvalue().encode()
    buffer.seek(0)
    buffer.truncate()
    return chunk


def csv_download(filename: str, header: Sequence[str], rows: Iterable[Row]) -> Download:
    return Download(filename, "text/csv; charset=utf-8", csv_chunks(header, rows))
