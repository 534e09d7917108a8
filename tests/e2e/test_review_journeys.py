"""Reviewing in the browser: a shopper buys a product, the seller confirms and ships it, the
shopper confirms receipt and reviews the line with 4 stars; the review shows on the product
page (with the rating) and in 'My reviews', and the fully reviewed order is completed."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, expect

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
)
from tests.e2e.test_wallet_journeys import signed_in

REVIEW_TEXT = 'Sturdy and well made <img src=x onerror="window.hacked=1">'


def test_a_received_line_is_reviewed_and_shows_on_the_product_and_in_my_reviews(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str]
) -> None:
    buyer = new_shopper(server_url, mail_sink[0], funded_cents=100_000)
    product, sku = product_in_stock(server_url, SELLER_SHOP_ID)

    with signed_in(browser, server_url, buyer) as shopper:
        add_to_cart(shopper, product, sku)
        check_out_from_the_drawer(shopper)
        shopper.get_by_role("button", name="Pay now").click()
        expect(shopper.get_by_text("Payment successful").first).to_be_visible()

        sid = api_login(server_url, buyer)
        order = call(server_url, "order/list", sid, page=1)["list"][0]
        seller = api_login(server_url, SELLER)
        call(server_url, "console/order/confirm", seller, order_id=order["order_id"])
        call(
            server_url,
            "console/order/ship",
            seller,
            order_id=order["order_id"],
            logistics_no="LP00987654321",
        )

        shopper.goto(f"/user/order/detail?id={order['order_id']}")
        shopper.get_by_role("button", name=f"Confirm receipt of order {order['order_sn']}").click()
        shopper.get_by_role("dialog").get_by_role("button", name="Confirm").click()
        expect(shopper.get_by_text("Receipt confirmed").first).to_be_visible()

        shopper.get_by_role("button", name=f"Review {product['name']}").click()
        dialog = shopper.get_by_role("dialog", name="Write a review")
        expect(dialog.get_by_test_id("review-star-text")).to_have_text("Excellent")
        # The fourth star, whose radio is labelled 'Better'.
        better = dialog.get_by_label("Better", exact=True)
        dialog.locator(f"label[for='{better.get_attribute('id')}']").click()
        expect(dialog.get_by_test_id("review-star-text")).to_have_text("Better")
        dialog.get_by_label("Your review").fill(REVIEW_TEXT)
        dialog.get_by_role("button", name="Submit review").click()
        expect(shopper.get_by_text("Thank you! Your review is published").first).to_be_visible()
        expect(shopper.get_by_label(f"{product['name']} reviewed")).to_be_visible()
        expect(shopper.get_by_text("Completed").first).to_be_visible()

        shopper.goto(f"/product?id={product['shop_goods_id']}")
        shopper.get_by_role("tab", name=re.compile(r"^Reviews \(1\)")).click()
        review = shopper.get_by_role("article", name=re.compile(r"^Review by "))
        expect(review.get_by_text(REVIEW_TEXT)).to_be_visible()
        expect(review.get_by_text("Better")).to_be_visible()
        expect(shopper.get_by_test_id("rating-summary")).to_contain_text("4.0")
        expect(shopper.get_by_test_id("rating-summary")).to_contain_text("Reviews: 1")
        assert shopper.evaluate("window.hacked") is None

        shopper.goto("/user")
        shopper.get_by_role("link", name="My reviews").first.click()
        expect(shopper).to_have_url(re.compile(r"/user/review$"))
        mine = shopper.get_by_role("article", name=product["name"])
        expect(mine.get_by_text(REVIEW_TEXT)).to_be_visible()
        expect(mine.get_by_text("Published")).to_be_visible()
        mine.get_by_role("link", name="View review").click()
        expect(shopper).to_have_url(re.compile(r"/user/review/detail\?id=\d+"))
        expect(shopper.get_by_test_id("review-content")).to_have_text(REVIEW_TEXT)

    finished = call(server_url, "order/detail", sid, order_id=order["order_id"])
    assert finished["status"] == "finished"
    assert [line["reviewed"] for line in finished["lines"]] == [True]
