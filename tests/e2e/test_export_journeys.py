"""Downloads in the browser: the demo seller picks the month on the Money screen (at phone width)
and saves its statement as CSV, whose opening balance and movements add up to the closing
balance the screen shows, and as PDF; the demo operator saves every shop's settlements from
the Exports page on a phone; the demo auditor saves the day closes from the books page on a
desktop, and the record of staff actions from the Exports page in the navigation."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime
from pathlib import Path

from playwright.sync_api import Browser, Download, Page, expect
from pypdf import PdfReader

from tests.e2e.conftest import screenshot
from tests.e2e.test_checkout_journeys import SELLER, SELLER_SHOP_ID, api_login, call
from tests.e2e.test_money_journeys import PHONE, expect_no_sideways_scroll
from tests.e2e.test_wallet_journeys import AUDITOR, signed_in

OPERATOR = "operator@demo.bazaar.test"


def saved(page: Page, link_name: str, folder: Path) -> tuple[Download, bytes]:
    """Clicks the download link and answers the download and the file's bytes."""
    with page.expect_download() as started:
        page.get_by_role("link", name=link_name).click()
    download = started.value
    path = folder / download.suggested_filename
    download.save_as(path)
    return download, path.read_bytes()


def cents(amount: str) -> int:
    whole, _, part = amount.lstrip("-").partition(".")
    value = int(whole) * 100 + int(part or 0)
    return -value if amount.startswith("-") else value


def test_a_seller_saves_the_months_statement_as_csv_and_pdf_on_a_phone(
    browser: Browser, server_url: str, tmp_path: Path
) -> None:
    month = f"{datetime.now(UTC):%Y-%m}"
    with signed_in(browser, server_url, SELLER, viewport=PHONE) as seller:
        seller.goto("/console/seller/money")
        expect(seller.get_by_label("Month")).to_have_value(month)
        seller.get_by_label("Month").scroll_into_view_if_needed()
        expect_no_sideways_scroll(seller)
        screenshot(seller, "statement-on-a-phone")

        download, body = saved(seller, "Statement (CSV)", tmp_path)
        assert download.suggested_filename == f"statement-shop-{SELLER_SHOP_ID}-{month}.csv"
        assert body.startswith(b"\xef\xbb\xbf")  # so Excel reads it as UTF-8
        rows = list(csv.DictReader(io.StringIO(body.decode("utf-8-sig"))))
        opening, closing = rows[0], rows[-1]
        assert (opening["entry"], closing["entry"]) == ("opening_balance", "closing_balance")
        movements = [row for row in rows if not row["entry"].endswith("_balance")]
        moved = sum(cents(r["amount"]) for r in movements if not r["entry"].startswith("total_"))
        assert cents(opening["balance"]) + moved == cents(closing["balance"])
        summary = call(server_url, "console/shop/summary", api_login(server_url, SELLER))
        assert cents(closing["balance"]) == summary["balance"] + summary["frozen"]

        _, pdf = saved(seller, "Statement (PDF)", tmp_path)
        assert pdf.startswith(b"%PDF")
        words = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
        assert f"Monthly statement: {datetime.now(UTC):%B %Y}" in words
        assert closing["balance"] in words


def test_an_operator_saves_every_shops_settlements_from_the_exports_page_on_a_phone(
    browser: Browser, server_url: str, tmp_path: Path
) -> None:
    with signed_in(browser, server_url, OPERATOR, viewport=PHONE) as operator:
        operator.goto("/console/exports")
        expect(operator.get_by_role("heading", name="Exports", level=1)).to_be_visible()
        expect_no_sideways_scroll(operator)
        screenshot(operator, "exports-on-a-phone")

        download, body = saved(operator, "Settlements (CSV)", tmp_path)

        assert download.suggested_filename.startswith("bazaar-settlements-")
        rows = list(csv.DictReader(io.StringIO(body.decode("utf-8-sig"))))
        assert rows, "the demo trades settled orders"
        assert {row["shop_id"] for row in rows} >= {str(SELLER_SHOP_ID)}
        for row in rows:
            assert cents(row["total"]) - cents(row["refunded"]) - cents(row["commission"]) == cents(
                row["net"]
            )


def test_an_auditor_saves_the_day_closes_from_the_books_page(
    browser: Browser, server_url: str, tmp_path: Path
) -> None:
    auditor_sid = api_login(server_url, AUDITOR)
    closes = call(server_url, "console/audit/closes", auditor_sid, page=1, page_size=100)
    with signed_in(browser, server_url, AUDITOR) as auditor:
        auditor.goto("/console/audit/books")

        _, body = saved(auditor, "Day closes (CSV)", tmp_path)

        rows = list(csv.DictReader(io.StringIO(body.decode("utf-8-sig"))))
        assert [row["date"] for row in rows] == [c["date"] for c in reversed(closes["list"])]
        assert [row["hash"] for row in rows] == [c["hash"] for c in reversed(closes["list"])]

        # The auditor finds every other export in the navigation's Exports page.
        auditor.get_by_role("navigation").get_by_role("link", name="Exports").click()
        expect(auditor.get_by_role("heading", name="Exports", level=1)).to_be_visible()
        _, actions = saved(auditor, "Record of staff actions (CSV)", tmp_path)
        assert actions.decode("utf-8-sig").startswith("time,action_id,actor_uid,kind,target,reason")
