"""The chat on a phone and a desktop: a shopper writes to a shop, the seller replies, and the
shopper's header shows the unread badge without a reload until the conversation is opened;
and a seller chatting about another shop's product sees the whole "Send product" button."""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.conftest import MailSink
from tests.e2e.conftest import PHONE, screenshot
from tests.e2e.test_account_journeys import log_in
from tests.e2e.test_checkout_journeys import (
    SELLER,
    SELLER_SHOP_ID,
    api_login,
    call,
    new_shopper,
    product_in_stock,
)
from tests.e2e.test_wallet_journeys import PASSWORD

DESKTOP: ViewportSize = {"width": 1366, "height": 900}
MERCHANT_WELCOME = "Hello! How can our shop help you today?"
BADGE_POLL_SECONDS = 10


@contextmanager
def signed_in_at(
    browser: Browser, server_url: str, email: str, viewport: ViewportSize
) -> Iterator[Page]:
    context = browser.new_context(base_url=server_url, locale="en-US", viewport=viewport)
    context.set_default_timeout(15_000)
    page = context.new_page()
    log_in(page, email, PASSWORD)
    expect(page.get_by_role("button", name="Log in")).to_have_count(0)
    try:
        yield page
    finally:
        context.close()


def expect_no_sideways_scroll(page: Page) -> None:
    width = page.viewport_size["width"] if page.viewport_size else 0
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def reply_as_the_seller(server_url: str, question: str, reply: str) -> None:
    seller = api_login(server_url, SELLER)
    inbox = call(server_url, "console/chat/list", seller, page=1, page_size=20)["list"]
    chat_id = next(
        entry["chat_id"] for entry in inbox if entry["last_message"]["content"] == question
    )
    call(server_url, "console/chat/reply", seller, chat_id=chat_id, type=1, content=reply)


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_header_badge_counts_a_sellers_unread_reply_until_the_shopper_reads_it(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str], viewport: ViewportSize
) -> None:
    shopper_email = new_shopper(server_url, mail_sink[0], funded_cents=0)
    question = f"Do you gift wrap? {secrets.token_hex(3)}"
    reply = f"Yes, for free {secrets.token_hex(3)}"
    with signed_in_at(browser, server_url, shopper_email, viewport) as shopper:
        shopper.goto(f"/shop-index?id={SELLER_SHOP_ID}")
        shopper.get_by_role("button", name="Chat with the shop").click()
        box = shopper.get_by_role("dialog")
        box.get_by_role("textbox", name="Type a message…").fill(question)
        box.get_by_role("textbox", name="Type a message…").press("Enter")
        expect(box.get_by_test_id("chat-message").filter(has_text=question)).to_be_visible()
        # The shop's welcome arrives at the box's next poll, which reads it.
        expect(box.get_by_test_id("chat-message").filter(has_text=MERCHANT_WELCOME)).to_be_visible()
        shopper.goto("/")
        header_chat = shopper.get_by_test_id("header-chat")
        expect(header_chat).to_have_accessible_name("Customer service")
        expect(shopper.get_by_test_id("chat-unread")).to_have_count(0)

        reply_as_the_seller(server_url, question, reply)

        badge = shopper.get_by_test_id("chat-unread")
        expect(badge).to_have_text("1", timeout=(BADGE_POLL_SECONDS + 5) * 1000)
        expect(header_chat).to_have_accessible_name(
            "Customer service (conversations with unread replies: 1)"
        )
        drawn = badge.bounding_box()
        assert drawn is not None
        assert drawn["x"] >= 0
        assert drawn["x"] + drawn["width"] <= viewport["width"]
        expect_no_sideways_scroll(shopper)
        screenshot(shopper, f"chat-badge-{viewport['width']}")

        header_chat.click()
        shopper.get_by_test_id("chat-conversation").filter(has_text=reply).click()
        expect(
            shopper.get_by_role("dialog").get_by_test_id("chat-message").filter(has_text=reply)
        ).to_be_visible()
        expect(shopper.get_by_test_id("chat-unread")).to_have_count(0)
        expect(header_chat).to_have_accessible_name("Customer service")


def test_a_seller_on_a_phone_sees_and_uses_the_whole_send_product_button(
    browser: Browser, server_url: str
) -> None:
    product, _ = product_in_stock(server_url, None, not_shop=SELLER_SHOP_ID)
    with signed_in_at(browser, server_url, SELLER, PHONE) as seller:
        seller.goto(f"/product?id={product['shop_goods_id']}")
        expect(seller.get_by_role("heading", name=product["name"])).to_be_visible()
        seller.get_by_role("button", name="Chat with the seller").click()
        offer = seller.get_by_test_id("chat-product-offer")
        send = offer.get_by_role("button", name="Send product")
        expect(send).to_be_visible()
        screenshot(seller, "chat-send-product-390")

        drawer = seller.get_by_role("dialog").bounding_box()
        button = send.bounding_box()
        assert drawer is not None and button is not None
        assert button["x"] >= drawer["x"] and button["x"] + button["width"] <= min(
            drawer["x"] + drawer["width"], PHONE["width"]
        )
        # The label is whole: nothing of it is clipped inside the button.
        label_clipped = send.evaluate(
            "button => [...button.querySelectorAll('span')]"
            ".some(part => part.scrollWidth > part.clientWidth + 1)"
        )
        assert not label_clipped
        expect_no_sideways_scroll(seller)

        send.click()
        card = seller.get_by_role("dialog").get_by_test_id("chat-goods-card")
        expect(card.filter(has_text=re.compile(re.escape(product["name"][:20])))).to_be_visible()
        expect(offer).to_have_count(0)
