"""The seller's monthly statement on both stores (`GET /api/console/seller/statement`): its
figures tie (opening + the month's movements = closing) with real orders settled, a withdrawal
paid and one still waiting; the PDF carries the same figures; bad months and formats, guests,
other roles and other shops are refused."""

from __future__ import annotations

import io
from datetime import UTC, datetime

from pypdf import PdfReader

from tests.integration.api_client import PASSWORD, ApiClient, User
from tests.integration.books.conftest import (
    DUTCH_OVEN,
    FRYING_PAN,
    PHONE_CASE,
    Market,
    Placed,
    signed_in,
)
from tests.integration.books.downloads import csv_rows, download, money, refusal
from tests.integration.orders.conftest import Shop
from tests.integration.wallet.steps import PAYEE, USDT

HARBOR = 1
"""The fixture shop selling the oven and the pan."""

STATEMENT = "console/seller/statement"


def month_after(moment: datetime) -> datetime:
    return datetime(moment.year + moment.month // 12, moment.month % 12 + 1, 1, tzinfo=UTC)


def settled(market: Market, buyer: User, item: object) -> Placed:
    placed = market.received(buyer, (item, 1))  # type: ignore[arg-type]
    assert market.finish_by_tick() == 1
    return placed


def withdraw(api: ApiClient, seller: User, amount: int) -> str:
    answer = api.data(
        "mine/wealth/withdraw/apply", seller, method=USDT, amount=amount, address=PAYEE
    )
    withdraw_id: str = answer["withdraw_id"]
    return withdraw_id


def net_of(market: Market, seller: User, placed: Placed) -> int:
    listed = market.api.data("console/shop/settlements", seller, page_size=100)["list"]
    net: int = next(s["net"] for s in listed if s["order_id"] == placed.order_id)
    return net


def by_entry(rows: list[dict[str, str]], entry: str) -> list[dict[str, str]]:
    return [row for row in rows if row["entry"] == entry]


def two_months_of_trade(
    market: Market, shop: Shop, buyer: User, reviewer: User
) -> dict[str, object]:
    """An order settled in one month; in the next, another settled, a withdrawal paid out and
    one still waiting."""
    api = market.api
    first = settled(market, buyer, shop.item(DUTCH_OVEN))
    first_month = api.clock()
    api.clock.advance(seconds=(month_after(first_month) - first_month).total_seconds() + 3600)
    # Past a month, every session has lapsed: everyone signs in again.
    buyer = signed_in(api, buyer.uid, buyer.email)
    reviewer = market.reviewer = signed_in(api, reviewer.uid, reviewer.email)
    market.sellers = {k: signed_in(api, u.uid, u.email) for k, u in market.sellers.items()}
    seller = market.seller(HARBOR)
    second = settled(market, buyer, shop.item(FRYING_PAN))
    paid_out = withdraw(api, seller, 1500)
    api.data("console/withdraw/approve", reviewer, withdraw_id=paid_out, remark="sent")
    withdraw(api, seller, 1000)  # still waiting: frozen, yet the seller's
    market.caught_up()
    return {"seller": seller, "first": first, "second": second, "first_month": first_month}


def test_the_statement_ties_the_opening_balance_and_the_months_movements_to_the_closing(
    market: Market, shop: Shop, buyer: User, reviewer: User
) -> None:
    trade = two_months_of_trade(market, shop, buyer, reviewer)
    seller, first, second = trade["seller"], trade["first"], trade["second"]
    assert isinstance(seller, User) and isinstance(first, Placed) and isinstance(second, Placed)
    api = market.api
    month = f"{api.clock():%Y-%m}"
    net_first, net_second = net_of(market, seller, first), net_of(market, seller, second)

    rows = csv_rows(download(api, STATEMENT, seller, month=month, format="csv"))

    assert list(rows[0]) == [
        "time",
        "entry",
        "reference",
        "order_total",
        "refunded",
        "commission",
        "amount",
        "balance",
    ]
    assert rows[0]["entry"] == "opening_balance"
    assert rows[0]["time"] == f"{month}-01T00:00:00Z"
    assert rows[0]["balance"] == money(net_first)
    settlement = by_entry(rows, "settlement")
    assert [(s["reference"], s["order_total"], s["refunded"], s["amount"]) for s in settlement] == [
        (second.order_sn, money(second.total), "0.00", money(net_second))
    ]
    assert settlement[0]["commission"] == money(second.total - net_second)
    assert [w["amount"] for w in by_entry(rows, "withdrawal")] == ["-15.00"]
    closing = by_entry(rows, "closing_balance")[0]["balance"]
    assert closing == money(net_first + net_second - 1500)
    movements = sum(
        round(float(row["amount"]) * 100)
        for row in rows
        if row["entry"] in ("settlement", "withdrawal")
    )
    assert net_first + movements == net_first + net_second - 1500
    # The closing balance is what the seller's money screen shows now: available + frozen.
    summary = api.data("console/shop/summary", seller)
    assert money(summary["balance"] + summary["frozen"]) == closing
    assert summary["frozen"] == 1000
    totals = by_entry(rows, "total_settlements")[0]
    assert (totals["reference"], totals["amount"]) == ("1", money(net_second))
    assert by_entry(rows, "total_withdrawals")[0]["amount"] == "-15.00"


def test_one_months_closing_balance_is_the_next_months_opening(
    market: Market, shop: Shop, buyer: User, reviewer: User
) -> None:
    trade = two_months_of_trade(market, shop, buyer, reviewer)
    seller, first_month = trade["seller"], trade["first_month"]
    assert isinstance(seller, User) and isinstance(first_month, datetime)
    api = market.api

    earlier = csv_rows(download(api, STATEMENT, seller, month=f"{first_month:%Y-%m}"))
    later = csv_rows(download(api, STATEMENT, seller, month=f"{api.clock():%Y-%m}"))

    assert by_entry(earlier, "opening_balance")[0]["balance"] == "0.00"
    assert len(by_entry(earlier, "settlement")) == 1
    assert by_entry(earlier, "closing_balance")[0]["balance"] == later[0]["balance"]


def test_the_statement_pdf_starts_as_a_pdf_and_shows_the_months_figures(
    market: Market, shop: Shop, buyer: User, reviewer: User
) -> None:
    trade = two_months_of_trade(market, shop, buyer, reviewer)
    seller, first, second = trade["seller"], trade["first"], trade["second"]
    assert isinstance(seller, User) and isinstance(first, Placed) and isinstance(second, Placed)
    api = market.api
    month = f"{api.clock():%Y-%m}"

    response = download(api, STATEMENT, seller, month=month, format="pdf")

    assert response.status_code == 200
    assert response.headers["content-type"] == "application/pdf"
    assert response.headers["content-disposition"] == (
        f'attachment; filename="statement-shop-{HARBOR}-{month}.pdf"'
    )
    assert response.content.startswith(b"%PDF")
    words = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(response.content)).pages)
    net_first, net_second = net_of(market, seller, first), net_of(market, seller, second)
    assert f"Monthly statement: {api.clock():%B %Y}" in words
    assert second.order_sn in words
    for figure in (net_first, net_second, net_first + net_second - 1500, -1500):
        assert money(figure) in words, (money(figure), words)


def test_the_pdf_is_in_the_sellers_language_unless_the_link_names_one(
    market: Market, shop: Shop, buyer: User
) -> None:
    api = market.api
    settled(market, buyer, shop.item(DUTCH_OVEN))
    month = f"{api.clock():%Y-%m}"
    seller = market.seller(HARBOR)
    # Signing in in Thai makes Thai the seller's language, as for its e-mails.
    answer = api.data(
        "user/login", None, email=seller.email, password=PASSWORD, remember=True, language="th"
    )
    seller = User(uid=seller.uid, sid=answer["sid"], email=seller.email)

    def words(**language: str) -> str:
        response = download(api, STATEMENT, seller, month=month, format="pdf", **language)
        assert response.headers["content-type"] == "application/pdf", response.text
        pages = PdfReader(io.BytesIO(response.content)).pages
        return "".join("".join(page.extract_text() for page in pages).split())

    assert "รายการเดินบัญชี" in words()
    assert "ยอดยกมา" in words() and "Openingbalance" not in words()
    assert "الرصيد" in words(language="ar")
    assert "Saldoiniziale" in words(language="it")
    answer = refusal(download(api, STATEMENT, seller, month=month, format="pdf", language="xx"))
    assert (answer["code"], answer["data"]) == (102, {"field": "language"})


def test_a_bad_month_a_month_not_begun_or_another_format_answers_102(
    market: Market, shop: Shop
) -> None:
    api = market.api
    seller = market.seller(HARBOR)
    next_month = month_after(api.clock())

    for month in ("2026-13", "2026-1", "March", "1969-12", f"{next_month:%Y-%m}"):
        answer = refusal(download(api, STATEMENT, seller, month=month))
        assert (answer["code"], answer["data"]) == (102, {"field": "month"}), month
    answer = refusal(download(api, STATEMENT, seller, month=f"{api.clock():%Y-%m}", format="xlsx"))
    assert (answer["code"], answer["data"]) == (102, {"field": "format"})
    answer = refusal(download(api, STATEMENT, seller))
    assert (answer["code"], answer["data"]) == (102, {"field": "month"})


def test_guests_are_told_to_sign_in_and_users_without_a_shop_are_refused(
    market: Market, shop: Shop, buyer: User
) -> None:
    api = market.api
    month = f"{api.clock():%Y-%m}"

    assert refusal(download(api, STATEMENT, None, month=month))["code"] == 101
    assert refusal(download(api, STATEMENT, buyer, month=month))["code"] == 111
    auditor = api.sign_in("ada@bazaar.test", "auditor")
    assert refusal(download(api, STATEMENT, auditor, month=month))["code"] == 111


def test_a_seller_downloads_only_their_own_shops_statement(
    market: Market, shop: Shop, buyer: User
) -> None:
    api = market.api
    sold = settled(market, buyer, shop.item(DUTCH_OVEN))
    other = market.seller(shop.item(PHONE_CASE).shop_id)
    month = f"{api.clock():%Y-%m}"

    # Naming the other shop changes nothing: the statement is always the caller's own.
    response = download(api, STATEMENT, other, month=month, shop_id=HARBOR)
    rows = csv_rows(response)

    assert (
        f"statement-shop-{shop.item(PHONE_CASE).shop_id}-"
        in response.headers["content-disposition"]
    )
    assert by_entry(rows, "settlement") == []
    assert sold.order_sn not in response.text
    assert by_entry(rows, "closing_balance")[0]["balance"] == "0.00"
    assert refusal(download(api, "console/export/settlements.csv", other))["code"] == 111
