"""An operator suspends a shop in the browser, on a phone (390 × 844) and on a desktop: from the
console's shops screen, a reason is required, the shop then shows as suspended; its seller is
told by e-mail and sees the notice with the reason on the console's dashboard; the shop's page
in the storefront says it is unavailable. Reinstating it takes the notice away and brings the
shop back.

Each journey suspends a shop of its own (a new shopper's, opened through the reviewers), so the
demo shops the other journeys buy from keep trading."""

from __future__ import annotations

import secrets
from io import BytesIO
from typing import Any

import httpx
import pytest
from PIL import Image
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.conftest import MailSink
from tests.e2e.conftest import PHONE, screenshot
from tests.e2e.test_checkout_journeys import api_login, call, new_shopper
from tests.e2e.test_money_journeys import expect_no_sideways_scroll
from tests.e2e.test_wallet_journeys import REVIEWER, signed_in

OPERATOR = "operator@demo.bazaar.test"
DESKTOP: ViewportSize = {"width": 1280, "height": 900}
REASON = "Listings copy a brand's photos without permission"


def picture(server_url: str, sid: str) -> str:
    """A private upload of the user's, as an ID picture."""
    buffer = BytesIO()
    Image.new("RGB", (160, 100), (secrets.randbelow(255), 90, 60)).save(buffer, "PNG")
    uploaded = httpx.post(
        f"{server_url}/api/system/upload_image",
        params={"sid": sid},
        files={"file": ("id.png", buffer.getvalue(), "image/png")},
        timeout=20,
    ).json()
    path: str = uploaded["data"]["path"]
    return path


def opened_shop(server_url: str, sink: MailSink) -> tuple[str, str, int]:
    """A new shopper's shop, applied for and approved through the API: (the owner's e-mail,
    the shop's name, its id)."""
    email = new_shopper(server_url, sink, funded_cents=0)
    name = f"Kiln {secrets.token_hex(3)}"
    sid = api_login(server_url, email)
    applied = call(
        server_url,
        "mine/shop/apply",
        sid,
        shop_name=name,
        real_name="Ada Merchant",
        phone="+44 20 7946 0002",
        id_front_image=picture(server_url, sid),
        id_back_image=picture(server_url, sid),
        agree=True,
    )
    reviewer = api_login(server_url, REVIEWER)
    call(
        server_url,
        "console/shop_application/approve",
        reviewer,
        application_id=applied["application_id"],
    )
    seller = api_login(server_url, email)
    dashboard: dict[str, Any] = call(server_url, "console/shop/dashboard", seller)
    assert dashboard["shop"]["name"] == name and dashboard["suspension"] is None
    return email, name, int(dashboard["shop"]["shop_id"])


def opens_the_shops_screen(operator: Page, viewport: ViewportSize) -> None:
    operator.goto("/console")
    if viewport == PHONE:
        operator.get_by_role("button", name="Show or hide the navigation").click()
    operator.get_by_role("navigation", name="Console sections").get_by_role(
        "link", name="Shops"
    ).click()
    expect(operator.get_by_role("heading", name="Shops", level=1)).to_be_visible()


def finds_the_shop(operator: Page, name: str) -> Any:
    operator.get_by_role("searchbox", name="Search").fill(name)
    operator.get_by_role("searchbox", name="Search").press("Enter")
    entry = operator.get_by_test_id("data-card").filter(has_text=name)
    if operator.viewport_size == DESKTOP:
        entry = operator.get_by_role("row").filter(has_text=name)
    expect(entry).to_have_count(1)
    return entry


def suspends_it(operator: Page, name: str) -> None:
    """The dialog refuses to go on without a reason, then suspends with one."""
    entry = finds_the_shop(operator, name)
    entry.get_by_role("button", name=f"Suspend the shop {name}").click()
    dialog = operator.get_by_role("dialog", name="Suspend a shop")
    dialog.get_by_role("button", name="Suspend the shop").click()
    expect(dialog.get_by_text("Say why the shop is suspended.")).to_be_visible()
    dialog.get_by_label("Reason (the seller reads it)").fill(REASON)
    dialog.get_by_role("button", name="Suspend the shop").click()
    expect(operator.get_by_role("dialog")).to_have_count(0)
    expect(entry).to_contain_text("Suspended")
    expect(entry).to_contain_text(REASON)
    expect(entry.get_by_role("button", name=f"Reinstate the shop {name}")).to_be_visible()
    expect_no_sideways_scroll(operator)


def reinstates_it(operator: Page, name: str) -> None:
    entry = finds_the_shop(operator, name)
    entry.get_by_role("button", name=f"Reinstate the shop {name}").click()
    dialog = operator.get_by_role("dialog", name="Reinstate a shop")
    dialog.get_by_label("Remark for the record (optional)").fill("Photos replaced")
    dialog.get_by_role("button", name="Reinstate the shop").click()
    expect(operator.get_by_role("dialog")).to_have_count(0)
    expect(entry).to_contain_text("Active")


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_an_operator_suspends_a_shop_with_a_reason_and_its_seller_sees_why(
    browser: Browser,
    server_url: str,
    mail_sink: tuple[MailSink, str],
    viewport: ViewportSize,
) -> None:
    sink = mail_sink[0]
    seller_email, name, shop_id = opened_shop(server_url, sink)

    with signed_in(browser, server_url, OPERATOR, viewport) as operator:
        opens_the_shops_screen(operator, viewport)
        suspends_it(operator, name)
        screenshot(operator, f"operator-suspended-{viewport['width']}")

        mail = sink.wait_for_subject(seller_email, f"Your shop {name} is suspended")
        body = mail.get_payload(decode=True)
        assert isinstance(body, bytes) and f"Reason: {REASON}" in body.decode()

        with signed_in(browser, server_url, seller_email, viewport) as seller:
            seller.goto("/console/seller")
            notice = seller.get_by_test_id("shop-suspended")
            expect(notice).to_contain_text("Your shop is suspended by the platform")
            expect(notice).to_contain_text(f"Reason: {REASON}")
            expect(seller.get_by_role("heading", name=name)).to_be_visible()
            expect_no_sideways_scroll(seller)
            screenshot(seller, f"seller-notice-{viewport['width']}")
            # The seller's other screens keep working.
            seller.goto("/console/seller/orders")
            expect(seller.get_by_role("heading", name="Shop orders")).to_be_visible()

            seller.goto(f"/shop-index?id={shop_id}")
            expect(seller.get_by_role("heading", name="This shop is unavailable")).to_be_visible()
            screenshot(seller, f"shop-unavailable-{viewport['width']}")

            reinstates_it(operator, name)
            sink.wait_for_subject(seller_email, f"Your shop {name} is active again")
            seller.goto("/console/seller")
            expect(seller.get_by_role("heading", name=name)).to_be_visible()
            expect(seller.get_by_test_id("shop-suspended")).to_have_count(0)
            seller.goto(f"/shop-index?id={shop_id}")
            expect(seller.get_by_role("heading", name="Products in this shop")).to_be_visible()
