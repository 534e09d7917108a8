"""A reported product taken down, in the browser, on a phone (390×844) and on a desktop.

A shopper reports a product of the demo seller's shop from its page; an operator finds it in
the queue of reported products, reads the reason and takes it down with one of its own; the
product is gone from the storefront (its shop's list and the search; its page says it is no
longer on sale); the seller sees "Taken down by the platform" and why in its goods list, and
gets the e-mail. Each run takes its own product down and restores it at the end, so the other
journeys on the same server find the catalogue as seeded.
"""

from __future__ import annotations

import secrets
from typing import Any
from urllib.parse import quote

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.conftest import MailSink
from tests.e2e.conftest import PHONE, screenshot
from tests.e2e.staff_record import RecordedAction, auditor_reads_the_record
from tests.e2e.test_catalogue_journeys import api
from tests.e2e.test_checkout_journeys import (
    SELLER,
    SELLER_SHOP_ID,
    api_login,
    call,
    new_shopper,
    product_in_stock,
)
from tests.e2e.test_money_journeys import expect_no_sideways_scroll
from tests.e2e.test_wallet_journeys import signed_in

OPERATOR = "operator@demo.bazaar.test"
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
SIZES = {"phone": (PHONE, 2), "desktop": (DESKTOP, 3)}
"""Each run's viewport, and how many of the shop's suitable products it passes over (each run
takes its own product down)."""


def shop_goods_ids(server_url: str, **query: Any) -> list[int]:
    found = api(server_url, "mall/goods/list", {"page": 1, "page_size": 100, **query})
    return [card["shop_goods_id"] for card in found["list"]]


def reports_from_the_product_page(shopper: Page, product: dict[str, Any], reason: str) -> None:
    shopper.goto(f"/product?id={product['shop_goods_id']}")
    expect(shopper.get_by_role("heading", level=1, name=product["name"])).to_be_visible()
    shopper.get_by_role("button", name="Report this product").click()
    dialog = shopper.get_by_role("dialog", name="Report this product")
    dialog.get_by_label("What is wrong?").fill(reason)
    screenshot(
        shopper, f"report-dialog-{shopper.viewport_size['width'] if shopper.viewport_size else 0}"
    )
    dialog.get_by_role("button", name="Send report").click()
    expect(shopper.get_by_text("Thank you: your report was sent to the platform.")).to_be_visible()
    expect(dialog).to_have_count(0)
    expect_no_sideways_scroll(shopper)


def takes_it_down_from_the_queue(
    operator: Page, product: dict[str, Any], reported: str, reason: str, name: str
) -> None:
    if operator.viewport_size == DESKTOP:
        operator.goto("/console")
        sections = operator.get_by_role("navigation", name="Console sections")
        sections.get_by_role("link", name="Reported products").click()
    else:
        operator.goto("/console/moderation")
    card = operator.get_by_role("article", name=product["name"])
    expect(card).to_contain_text(reported)
    expect(card).to_contain_text("Open reports: 1")
    expect_no_sideways_scroll(operator)
    screenshot(operator, f"moderation-queue-{name}")
    card.get_by_role("button", name="Take down").click()
    dialog = operator.get_by_role("dialog", name="Take this product down")
    dialog.get_by_label("Reason").fill(reason)
    dialog.get_by_role("button", name="Take down").click()
    expect(operator.get_by_text(f"“{product['name']}” was taken down")).to_be_visible()
    expect(operator.get_by_role("article", name=product["name"])).to_have_count(0)
    operator.get_by_role("tab", name="Closed").click()
    closed = operator.get_by_role("article", name=product["name"]).first
    expect(closed.get_by_test_id("closing")).to_contain_text("Taken down")
    expect(closed.get_by_test_id("closing")).to_contain_text(reason)
    expect(closed.get_by_role("button", name="Restore")).to_be_visible()


def is_gone_from_the_storefront(shopper: Page, server_url: str, product: dict[str, Any]) -> None:
    goods_id = product["shop_goods_id"]
    assert goods_id not in shop_goods_ids(server_url, shop_id=SELLER_SHOP_ID)
    assert goods_id not in shop_goods_ids(server_url, keywords=product["name"])
    shopper.goto(f"/product?id={goods_id}")
    expect(shopper.get_by_test_id("off-sale")).to_contain_text("This product is no longer on sale")
    expect(shopper.get_by_role("button", name="Report this product")).to_have_count(0)
    shopper.goto(f"/shop-index?id={SELLER_SHOP_ID}")
    expect(shopper.get_by_role("link", name=product["name"], exact=True)).to_have_count(0)


def seller_sees_why(seller: Page, product: dict[str, Any], reason: str) -> None:
    seller.goto(f"/console/seller/goods?keywords={quote(product['name'])}")
    notice = seller.get_by_test_id("taken-down").first
    expect(notice).to_contain_text("Taken down by the platform")
    expect(notice).to_contain_text(f"Reason: {reason}")
    expect_no_sideways_scroll(seller)


@pytest.mark.parametrize("size", list(SIZES))
def test_a_reported_product_is_taken_down_from_the_queue_and_its_seller_sees_why(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str], size: str
) -> None:
    viewport, skip = SIZES[size]
    product, _ = product_in_stock(server_url, SELLER_SHOP_ID, skip=skip)
    shopper_email = new_shopper(server_url, mail_sink[0], 0)
    reported = f"The label says leather, it is plastic ({secrets.token_hex(3)})"
    reason = f"Misdescribed material, confirmed with the seller ({secrets.token_hex(3)})"

    with signed_in(browser, server_url, shopper_email, viewport) as shopper:
        reports_from_the_product_page(shopper, product, reported)
        with signed_in(browser, server_url, OPERATOR, viewport) as operator:
            takes_it_down_from_the_queue(operator, product, reported, reason, size)
        is_gone_from_the_storefront(shopper, server_url, product)
    with signed_in(browser, server_url, SELLER, viewport) as seller:
        seller_sees_why(seller, product, reason)
        screenshot(seller, f"seller-taken-down-{size}")
    mail = mail_sink[0].wait_for_subject(SELLER, f"Your product was taken down: {product['name']}")
    body = mail.get_payload(decode=True)
    assert isinstance(body, bytes) and reason in body.decode()
    taken_down = RecordedAction(
        "product_taken_down",
        "Product taken down",
        "goods:",
        "Demo Operator",
        reason,
    )
    auditor_reads_the_record(browser, server_url, viewport, [taken_down])

    operator_sid = api_login(server_url, OPERATOR)
    call(
        server_url,
        "console/moderation/restore",
        operator_sid,
        shop_goods_id=product["shop_goods_id"],
    )
    assert product["shop_goods_id"] in shop_goods_ids(server_url, shop_id=SELLER_SHOP_ID)
