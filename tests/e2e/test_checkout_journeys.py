"""Buying in the browser: two products from two shops through the product page, the drawer and
checkout, paid from the balance; the seller confirms and ships in the console; the shopper
confirms receipt and tracks the order; and a checkout the balance cannot pay.

Each test signs up its own shopper (so the demo shopper's wallet, asserted exactly by the wallet
journey, is left alone) and funds it through the real recharge review.
"""

from __future__ import annotations

import re
import secrets
from io import BytesIO
from typing import Any

import httpx
from PIL import Image
from playwright.sync_api import Browser, Page, expect

from tests.conftest import MailSink
from tests.e2e.test_account_journeys import signup_code
from tests.e2e.test_catalogue_journeys import api
from tests.e2e.test_wallet_journeys import (
    PASSWORD,
    REVIEWER,
    SECOND_APPROVAL_FROM,
    SECOND_REVIEWER,
    signed_in,
)

SELLER = "seller@demo.bazaar.test"
SELLER_SHOP_ID = 1


def pending_recharge(server_url: str, sid: str, cents: int) -> str:
    """A recharge applied for and left waiting for review."""
    picture = BytesIO()
    Image.new("RGB", (120, 80), (secrets.randbelow(255), 40, 90)).save(picture, "PNG")
    uploaded = httpx.post(
        f"{server_url}/api/system/upload_image",
        params={"sid": sid},
        files={"file": ("proof.png", picture.getvalue(), "image/png")},
        timeout=20,
    ).json()["data"]
    recharge = call(
        server_url,
        "mine/wealth/recharge/apply",
        sid,
        method="bank_transfer",
        amount=cents,
        transaction_id=f"TX-{secrets.token_hex(6)}",
        proof_image=uploaded["path"],
    )
    recharge_id: str = recharge["recharge_id"]
    return recharge_id


def call(server_url: str, path: str, sid: str, **body: Any) -> dict[str, Any]:
    answer = httpx.post(
        f"{server_url}/api/{path}",
        json={"sid": sid, **body},
        headers={"X-Repeat-Submit": "allow"},
        timeout=20,
    ).json()
    assert answer["code"] == 0, (path, answer)
    data: dict[str, Any] = answer["data"] or {}
    return data


def api_login(server_url: str, email: str) -> str:
    guest = secrets.token_hex(16)
    sid: str = call(server_url, "user/login", guest, email=email, password=PASSWORD)["sid"]
    return sid


def new_shopper(server_url: str, sink: MailSink, funded_cents: int) -> str:
    """Signs up a shopper, gives them an address and, when asked, a reviewed recharge."""
    email = f"buyer-{secrets.token_hex(4)}@shoppers.test"
    guest = secrets.token_hex(16)
    call(server_url, "user/send_code", guest, email=email, scene="signup")
    call(
        server_url,
        "user/signup",
        guest,
        email=email,
        password=PASSWORD,
        code=signup_code(sink, email),
    )
    sid = api_login(server_url, email)
    call(
        server_url,
        "mine/shipping_address/add",
        sid,
        name="Ada Buyer",
        phone="+44 20 7946 0000",
        country="United Kingdom",
        province="England",
        city="London",
        area="",
        address="1 Test Street",
        postal_code="SW1A 1AA",
    )
    if funded_cents:
        recharge_id = pending_recharge(server_url, sid, funded_cents)
        reviewers = (
            [REVIEWER, SECOND_REVIEWER] if funded_cents >= SECOND_APPROVAL_FROM else [REVIEWER]
        )
        for reviewer_email in reviewers:
            reviewer = api_login(server_url, reviewer_email)
            call(
                server_url,
                "console/recharge/approve",
                reviewer,
                recharge_id=recharge_id,
            )
    return email


def product_in_stock(
    server_url: str, shop_id: int | None, not_shop: int | None = None, skip: int = 0
) -> Any:
    """A product (with its first in-stock SKU) of `shop_id`, or of any shop but `not_shop`;
    `skip` passes over that many suitable ones (so journeys can buy different products)."""
    body: dict[str, Any] = {"sort": "sales", "page": 1, "page_size": 50}
    if shop_id is not None:
        body["shop_id"] = shop_id
    for card in api(server_url, "mall/goods/list", body)["list"]:
        if not_shop is not None and card["shop"]["shop_id"] == not_shop:
            continue
        detail = api(server_url, "mall/goods/detail", {"id": card["shop_goods_id"]})
        for sku in detail["skus"]:
            if sku["stock"] >= 2 and sku["price"] < 20_000:
                if skip == 0:
                    return detail, sku
                skip -= 1
                break
    raise AssertionError("the demo catalogue has cheap products in stock")


def add_to_cart(page: Page, product: dict[str, Any], sku: dict[str, Any]) -> None:
    page.goto(f"/product?id={product['shop_goods_id']}")
    expect(page.get_by_role("heading", name=product["name"])).to_be_visible()
    for pair in sku["props_desc"].split(";"):
        if ":" in pair:
            label, value = pair.split(":", 1)
            page.get_by_role("group", name=label).get_by_role(
                "button", name=value, exact=True
            ).click()
    page.get_by_role("button", name="Add to cart").click()
    expect(page.get_by_text("Added to the cart").first).to_be_visible()


def check_out_from_the_drawer(page: Page, notes: dict[str, str] | None = None) -> None:
    """Opens checkout from the drawer, writes each shop's note (by shop name) and places."""
    page.get_by_role("button", name=re.compile(r"^Shopping cart, items")).click()
    drawer = page.get_by_role("dialog")
    drawer.get_by_role("link", name="Show checkout").click()
    expect(page).to_have_url(re.compile(r"/cart/checkout"))
    expect(page.get_by_text("1 Test Street").first).to_be_visible()
    for shop_name, note in (notes or {}).items():
        section = page.get_by_role("region", name=shop_name, exact=True)
        section.get_by_label(f"Note to {shop_name}", exact=True).fill(note)
    page.get_by_role("button", name="Place order").click()


def ship_order(seller: Page, number: str, carrier: str, logistics_no: str) -> None:
    """Ships the order from the seller's order list: the carrier searched and picked in the
    dialog's list, then the logistics number."""
    seller.get_by_role("button", name=f"Ship order {number}").click()
    dialog = seller.get_by_role("dialog")
    dialog.get_by_role("combobox", name="Carrier").fill(carrier.split()[0])
    seller.get_by_role("option", name=carrier, exact=True).click()
    dialog.get_by_label("Logistics number").fill(logistics_no)
    dialog.get_by_role("button", name="Mark as shipped").click()
    expect(seller.get_by_role("dialog")).to_have_count(0)


def add_an_address_from_checkout(page: Page) -> None:
    """Checkout's Add address opens the form; saving comes back to checkout with it chosen."""
    page.get_by_role("link", name="Add address").click()
    expect(page).to_have_url(re.compile(r"/user/address-edit\?from=checkout"))
    page.get_by_role("textbox", name="Name").fill("Ada Second")
    page.get_by_role("textbox", name="Phone").fill("+44 20 7946 0001")
    for label, value in (("Country", "United Kingdom"), ("Province / state", "England")):
        field = page.get_by_label(re.compile(f"^{re.escape(label)}")).and_(page.locator("input"))
        field.fill(value)
        field.press("Escape")
    page.get_by_role("textbox", name="Detailed address").fill("2 Second Street")
    page.get_by_role("textbox", name="Postal code").fill("EC1A 1BB")
    page.get_by_role("button", name="Save address").click()
    expect(page).to_have_url(re.compile(r"/cart/checkout\?address_id=\d+"))
    chosen = page.get_by_role("main").get_by_role("radio", checked=True)
    expect(chosen).to_have_count(1)
    expect(chosen).to_contain_text(re.compile(r"2 Second Street.*EC1A 1BB"))


def overflowing_in_main(page: Page) -> list[str]:
    """Elements of the screen's own content (`main`) that reach past the viewport's width."""
    found: list[str] = page.evaluate(
        """() => [...document.querySelectorAll('main *')]
            .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
            .slice(0, 10)
            .map((e) => e.tagName + ' ' + (e.textContent || '').trim().slice(0, 40))"""
    )
    return found


def test_two_shops_are_bought_paid_shipped_received_and_tracked(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str]
) -> None:
    buyer = new_shopper(server_url, mail_sink[0], funded_cents=100_000)
    from_seller, seller_sku = product_in_stock(server_url, SELLER_SHOP_ID)
    elsewhere, other_sku = product_in_stock(server_url, None, not_shop=SELLER_SHOP_ID)

    notes = {
        from_seller["shop"]["name"]: "Please gift wrap the box",
        elsewhere["shop"]["name"]: "Leave it with the neighbour",
    }
    assert len(notes) == 2

    with signed_in(browser, server_url, buyer) as shopper:
        add_to_cart(shopper, from_seller, seller_sku)
        add_to_cart(shopper, elsewhere, other_sku)
        check_out_from_the_drawer(shopper, notes)
        shopper.get_by_role("button", name="Pay now").click()
        expect(shopper.get_by_text("Payment successful").first).to_be_visible()

        sid = api_login(server_url, buyer)
        orders = call(server_url, "order/list", sid, page=1)["list"]
        assert len(orders) == 2 and {o["status"] for o in orders} == {"wait_confirm"}
        assert {o["shop"]["name"]: o["remark"] for o in orders} == notes
        ours = next(o for o in orders if o["shop"]["shop_id"] == SELLER_SHOP_ID)
        number = ours["order_sn"]

        with signed_in(browser, server_url, SELLER) as seller:
            seller.goto("/console/seller/orders")
            own_note = seller.get_by_text("Buyer's note: Please gift wrap the box")
            expect(own_note.first).to_be_visible()
            expect(seller.get_by_text("Leave it with the neighbour")).to_have_count(0)
            seller.get_by_role("button", name=f"Confirm order {number}").click()
            seller.get_by_role("dialog").get_by_role("button", name="Confirm order").click()
            expect(seller.get_by_role("dialog")).to_have_count(0)
            ship_order(seller, number, "DHL Express", "LP00123456789")

        shopper.goto(f"/user/order/detail?id={ours['order_id']}")
        expect(shopper.get_by_test_id("carrier")).to_have_text("DHL Express")
        tracking = shopper.get_by_role("link", name=re.compile(r"^Track parcel LP00123456789"))
        expect(tracking).to_have_attribute("href", re.compile(r"dhl\.com/.*LP00123456789$"))
        expect(tracking).to_have_attribute("target", "_blank")
        expect(tracking).to_have_attribute("rel", re.compile(r"\bnoopener\b"))
        shopper.get_by_role("button", name=f"Confirm receipt of order {number}").click()
        shopper.get_by_role("dialog").get_by_role("button", name="Confirm").click()
        expect(shopper.get_by_text("Receipt confirmed").first).to_be_visible()

        shopper.goto("/order-track")
        shopper.get_by_label("Order number").fill(number)
        shopper.get_by_role("button", name="Track").click()
        expect(shopper).to_have_url(re.compile(r"/order-track-result"))
        expect(shopper.get_by_text("LP00123456789").first).to_be_visible()


def test_a_checkout_the_balance_cannot_pay_stays_unpaid_and_offers_a_recharge(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str]
) -> None:
    buyer = new_shopper(server_url, mail_sink[0], funded_cents=0)
    product, sku = product_in_stock(server_url, None)

    with signed_in(browser, server_url, buyer) as shopper:
        add_to_cart(shopper, product, sku)
        shopper.set_viewport_size({"width": 390, "height": 844})
        shopper.goto("/cart/checkout")
        expect(shopper.get_by_text("1 Test Street").first).to_be_visible()
        add_an_address_from_checkout(shopper)
        # The checkout's content fits a phone; the site header's search row does not yet (a
        # header matter, left to its own fix), so the check covers the screen's `main`.
        assert overflowing_in_main(shopper) == []
        shopper.set_viewport_size({"width": 1280, "height": 720})
        check_out_from_the_drawer(shopper)
        shopper.get_by_role("button", name="Pay now").click()
        expect(shopper.get_by_text("Insufficient balance, unpaid successfully")).to_be_visible()
        expect(shopper.get_by_role("link", name="Recharge")).to_be_visible()

        sid = api_login(server_url, buyer)
        orders = call(server_url, "order/list", sid, page=1)["list"]
        assert [o["status"] for o in orders] == ["wait_payment"]


def test_a_guest_is_sent_to_log_in_when_opening_the_cart(page: Page) -> None:
    page.goto("/cart")
    expect(page).to_have_url(re.compile(r"/login"))
