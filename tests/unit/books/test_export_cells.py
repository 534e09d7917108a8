"""How the downloads write their cells: decimal money, ISO 8601 UTC, free text escaped against
formula injection, and CSV produced a batch of rows at a time."""

from __future__ import annotations

import csv
import io
from datetime import UTC, date, datetime, timedelta, timezone

import pytest

from application.books.statement import month_bounds
from application.exports.cells import csv_chunks, moment, money, text
from domain.errors import BusinessRuleViolation


@pytest.mark.parametrize(
    ("cents", "written"),
    [(0, "0.00"), (5, "0.05"), (1230, "12.30"), (-1500, "-15.00"), (-7, "-0.07"), (None, "")],
)
def test_amounts_are_written_as_decimal_money_with_two_places(
    cents: int | None, written: str
) -> None:
    assert money(cents) == written


def test_times_are_written_in_iso_8601_utc_whatever_zone_or_none_they_come_in() -> None:
    plus_two = timezone(timedelta(hours=2))
    assert moment(datetime(2026, 3, 1, 11, 30, 5, 999, tzinfo=plus_two)) == "2026-03-01T09:30:05Z"
    assert moment(datetime(2026, 3, 1, 9, 30)) == "2026-03-01T09:30:00Z"  # SQLite's naive UTC
    assert moment(None) == ""


@pytest.mark.parametrize("typed", ["=1+1", "+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])
def test_text_a_spreadsheet_would_run_gets_a_leading_apostrophe(typed: str) -> None:
    assert text(typed) == f"'{typed}"


@pytest.mark.parametrize("typed", ["Ann's Attic", "a=b", "1-2", "", "上海", "mail@x.test"])
def test_other_text_is_written_as_typed(typed: str) -> None:
    assert text(typed) == typed


def test_rows_are_encoded_as_utf8_csv_a_batch_at_a_time() -> None:
    rows = ((str(n), f"名前 {n}", 'say "hi", then go') for n in range(7))

    chunks = list(csv_chunks(("n", "name", "note"), rows, per_chunk=3))

    assert len(chunks) == 3  # header + 3 rows, 3 rows, the last row
    assert chunks[0].startswith(b"\xef\xbb\xbfn,name,note\r\n")  # the mark Excel reads UTF-8 by
    read = list(csv.reader(io.StringIO(b"".join(chunks).decode("utf-8-sig"))))
    assert read[0] == ["n", "name", "note"]
    assert read[7] == ["6", "名前 6", 'say "hi", then go']


def test_a_month_runs_from_its_first_moment_to_the_next_months_and_must_have_begun() -> None:
    now = datetime(2026, 12, 15, tzinfo=UTC)
    assert month_bounds(date(2026, 12, 1), now) == (
        datetime(2026, 12, 1, tzinfo=UTC),
        datetime(2027, 1, 1, tzinfo=UTC),
    )
    with pytest.raises(BusinessRuleViolation) as refused:
        month_bounds(date(2027, 1, 1), now)
    assert refused.value.field == "month"
