"""The marketplace's money in the browser: a buyer pays, the demo seller confirms and ships, the
buyer confirms receipt and reviews (which finishes the order and settles it); the seller sees
the settlement on the Money screen (at phone width) and withdraws it without leaving the
console, a reviewer sees the queue as cards on a phone and approves the withdrawal from its
detail page, and an auditor sees the books balance, closes a day and
verifies the chain."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Any

from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.conftest import MailSink
from tests.e2e.test_checkout_journeys import (
    SELLER,
    SELLER_SHOP_ID,
    add_to_cart,
    api_login,
    call,
    check_out_from_the_drawer,
    new_shopper,
    product_in_stock,
    ship_order,
)
from tests.e2e.test_wallet_journeys import AUDITOR, REVIEWER, decide, signed_in

PHONE: ViewportSize = {"width": 390, "height": 844}


def dollars(cents: int) -> str:
    return f"${cents / 100:,.2f}"


def sell_and_settle(browser: Browser, server_url: str, buyer: str) -> dict[str, Any]:
    """The buyer's order from the demo seller, walked to finished in the browser."""
    # Another product than the review journey's, whose review count it asserts.
    product, sku = product_in_stock(server_url, SELLER_SHOP_ID, skip=3)
    with signed_in(browser, server_url, buyer) as shopper:
        add_to_cart(shopper, product, sku)
        check_out_from_the_drawer(shopper)
        shopper.get_by_role("button", name="Pay now").click()
        expect(shopper.get_by_text("Payment successful").first).to_be_visible()
        order: dict[str, Any] = call(
            server_url, "order/list", api_login(server_url, buyer), page=1
        )["list"][0]
        number = order["order_sn"]

        with signed_in(browser, server_url, SELLER) as seller:
            seller.goto("/console/seller/orders")
            seller.get_by_role("button", name=f"Confirm order {number}").click()
            seller.get_by_role("dialog").get_by_role("button", name="Confirm order").click()
            expect(seller.get_by_role("dialog")).to_have_count(0)
            ship_order(seller, number, "Thailand Post", "LP00555000111")

        shopper.goto(f"/user/order/detail?id={order['order_id']}")
        shopper.get_by_role("button", name=f"Confirm receipt of order {number}").click()
        shopper.get_by_role("dialog").get_by_role("button", name="Confirm").click()
        expect(shopper.get_by_text("Receipt confirmed").first).to_be_visible()
        shopper.get_by_role("button", name=f"Review {product['name']}").click()
        review = shopper.get_by_role("dialog", name="Write a review")
        review.get_by_label("Your review").fill("Arrived quickly, exactly as described")
        review.get_by_role("button", name="Submit review").click()
        expect(shopper.get_by_text("Completed").first).to_be_visible()
    return order


def sees_the_settlement(seller: Page, order_sn: str, net: int) -> None:
    seller.set_viewport_size(PHONE)
    seller.goto("/console/seller/money")
    # On a phone each settlement is a card holding every fact; the page never scrolls sideways.
    card = seller.get_by_test_id("data-card").filter(has_text=order_sn)
    expect(card).to_be_visible()
    expect(card).to_contain_text(dollars(net))
    expect_no_sideways_scroll(seller)


def expect_no_sideways_scroll(page: Page) -> None:
    widths = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1], (page.url, widths)


def withdraws(seller: Page, cents: int) -> None:
    """From the console's money screen, without leaving the console, and back to it."""
    seller.goto("/console/seller/money")
    seller.get_by_role("link", name="Withdraw the balance").click()
    expect(seller).to_have_url(re.compile(r"/console/seller/money/withdraw$"))
    seller.get_by_label("Bank transfer").check()
    seller.get_by_label("Receiving address").fill("GB00 SELLER 1234 5678")
    seller.get_by_label("Amount (USD)").fill(f"{cents / 100:.2f}")
    seller.get_by_role("button", name="Submit withdrawal").click()
    seller.get_by_role("dialog", name="Confirm the withdrawal").get_by_role(
        "button", name="Withdraw"
    ).click()
    expect(seller).to_have_url(re.compile(r"/console/seller/money$"))
    expect(seller.get_by_role("link", name="Withdraw the balance")).to_be_visible()


def sees_the_queue_as_cards(reviewer: Page, email: str) -> None:
    """The withdrawal queue at 390 px: a card per application, its decisions on it."""
    reviewer.set_viewport_size(PHONE)
    reviewer.goto("/console/withdraw")
    card = reviewer.get_by_test_id("data-card").filter(has_text=email)
    expect(card).to_be_visible()
    expect(reviewer.get_by_role("table")).to_have_count(0)
    expect(card.get_by_role("button", name=re.compile(r"^Approve withdrawal"))).to_be_visible()
    expect(card.get_by_role("button", name=re.compile(r"^Reject withdrawal"))).to_be_visible()
    expect_no_sideways_scroll(reviewer)


def test_a_sale_is_settled_withdrawn_approved_and_the_day_closed_and_verified(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str]
) -> None:
    buyer = new_shopper(server_url, mail_sink[0], funded_cents=50_000)
    order = sell_and_settle(browser, server_url, buyer)

    seller_sid = api_login(server_url, SELLER)
    settled = call(server_url, "console/shop/settlements", seller_sid, page=1)["list"][0]
    assert settled["order_sn"] == order["order_sn"]
    assert settled["commission"] == (int(order["subtotal"]) * 5 + 50) // 100
    assert settled["net"] == int(order["total"]) - settled["commission"]

    # Withdrawals go in steps of the minimum ($10): the balance, the settlement in it, rounded
    # down to a step.
    balance = call(server_url, "console/shop/summary", seller_sid)["balance"]
    withdrawn = balance // 1000 * 1000
    assert balance >= settled["net"] and withdrawn > 0
    with signed_in(browser, server_url, SELLER) as seller:
        sees_the_settlement(seller, str(order["order_sn"]), settled["net"])
        withdraws(seller, withdrawn)

    reviewer_sid = api_login(server_url, REVIEWER)
    waiting = call(
        server_url, "console/withdraw/list", reviewer_sid, status="wait", keywords=SELLER, page=1
    )["list"]
    assert [item["amount"] for item in waiting] == [withdrawn]
    with signed_in(browser, server_url, REVIEWER) as reviewer:
        sees_the_queue_as_cards(reviewer, SELLER)
        reviewer.goto(f"/console/withdraw/{waiting[0]['withdraw_id']}")
        expect(reviewer.get_by_text("The user's balance")).to_be_visible()
        decide(reviewer, "Approve")
    summary = call(server_url, "console/shop/summary", seller_sid)
    assert (summary["balance"], summary["frozen"]) == (balance - withdrawn, 0)

    yesterday = (datetime.now(UTC) - timedelta(days=1)).date().isoformat()
    with signed_in(browser, server_url, AUDITOR) as auditor:
        auditor.goto("/console/audit/books")
        expect(auditor.get_by_text("The books balance to the cent").first).to_be_visible()
        auditor.get_by_label("Day to close (UTC)").fill(yesterday)
        auditor.get_by_role("button", name="Close the day…").click()
        auditor.get_by_role("dialog").get_by_role("button", name="Close the day").click()
        expect(auditor.get_by_test_id("close-result")).to_contain_text(f"{yesterday} is closed")
        auditor.get_by_role("button", name="Verify the chain").click()
        expect(auditor.get_by_test_id("chain-result")).to_contain_text("The chain is intact")
    ledger = call(server_url, "console/audit/ledger", api_login(server_url, AUDITOR))
    assert ledger["difference"] == 0
