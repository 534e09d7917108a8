"""Becoming a merchant in the browser: a new shopper applies with two ID pictures, the demo
reviewer approves in the console, and the shopper's 'go to merchant' link opens the console in
a new tab, signed in as the new seller through the one-time shop token. The new seller puts a
product with two SKUs, two pictures and a description made bold in the rich-text editor on
sale, and another shopper finds it by search, sees the bold description and buys it, on a
phone."""

from __future__ import annotations

import re
import secrets
from io import BytesIO
from pathlib import Path

from PIL import Image
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.conftest import MailSink
from tests.e2e.test_checkout_journeys import (
    api_login,
    call,
    check_out_from_the_drawer,
    new_shopper,
    overflowing_in_main,
)
from tests.e2e.test_wallet_journeys import REVIEWER, expect_loaded, signed_in


def id_picture(folder: Path, side: str, colour: tuple[int, int, int]) -> Path:
    path = folder / f"id-{side}.png"
    buffer = BytesIO()
    Image.new("RGB", (320, 200), colour).save(buffer, "PNG")
    path.write_bytes(buffer.getvalue())
    return path


PHONE: ViewportSize = {"width": 390, "height": 844}


DESCRIPTION = "Hand-thrown stoneware, keeps tea warm"


def write_the_description(seller: Page) -> None:
    """The description in the rich-text editor: typed, then made bold from the toolbar."""
    description = seller.get_by_role("textbox", name="Description")
    description.click()
    description.press_sequentially(DESCRIPTION)
    description.press("ControlOrMeta+a")
    seller.get_by_role("button", name="Bold").click()
    expect(description.locator("strong")).to_have_text(DESCRIPTION)


def create_product(seller: Page, name: str, folder: Path) -> None:
    """The new seller's first product: two colours with their own prices and stock, and two
    pictures, the second moved to the front as the cover."""
    seller.get_by_role("link", name="Products").click()
    expect(seller.get_by_text("No products yet")).to_be_visible()
    seller.get_by_role("link", name="New product").click()
    seller.get_by_role("textbox", name="Name").fill(name)
    category = seller.get_by_role("textbox", name="Category")
    category.click()
    category.fill("Coffee & Tea")
    seller.get_by_role("option", name="Home & Kitchen / Kitchen & Dining / Coffee & Tea").click()
    seller.get_by_label("Add images").set_input_files(
        [
            str(id_picture(folder, "teal", (20, 140, 140))),
            str(id_picture(folder, "amber", (230, 150, 20))),
        ]
    )
    expect(seller.get_by_role("img", name="Image 2")).to_be_visible()
    seller.get_by_role("button", name="Move image 2 earlier").click()
    seller.get_by_role("button", name="Add an option").click()
    seller.get_by_role("textbox", name="Option 1").fill("Colour")
    values = seller.get_by_role("combobox", name="Values of option 1")
    for value in ("Teal", "Amber"):
        values.fill(value)
        values.press("Enter")
    seller.get_by_label("Price of Teal", exact=True).fill("25.00")
    seller.get_by_label("Price of Amber", exact=True).fill("27.50")
    seller.get_by_label("Initial stock of Teal").fill("7")
    seller.get_by_label("Initial stock of Amber").fill("3")
    write_the_description(seller)
    seller.get_by_role("button", name="Save").click()
    expect(seller.get_by_text("Product created")).to_be_visible()
    expect(seller.get_by_role("heading", name=f"Edit {name}")).to_be_visible()
    expect(seller.get_by_role("link", name="Preview in store")).to_have_attribute(
        "href", re.compile(r"/product\?id=\d+$")
    )


def expect_no_sideways_scroll(page: Page) -> None:
    widths = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert widths[0] <= widths[1], (page.url, widths)


def check_the_console_on_a_phone(seller: Page, product: str) -> None:
    """The seller's screens at 390 px: nothing reaches past the screen's edge."""
    seller.set_viewport_size(PHONE)
    seller.goto("/console/seller/goods")
    expect(seller.get_by_text(product)).to_be_visible()
    expect_no_sideways_scroll(seller)
    seller.get_by_role("link", name=f"Edit {product}").click()
    expect(seller.get_by_role("textbox", name="Category")).to_have_value(
        "Home & Kitchen / Kitchen & Dining / Coffee & Tea"
    )
    expect_no_sideways_scroll(seller)
    for path in ("/console/seller", "/console/seller/profile"):
        seller.goto(path)
        expect(seller.get_by_role("heading").first).to_be_visible()
        expect_no_sideways_scroll(seller)


def find_and_buy(browser: Browser, server_url: str, buyer: str, name: str) -> None:
    """A shopper on a phone searches for the product, picks Amber and pays for it."""
    with signed_in(browser, server_url, buyer) as shopper:
        shopper.set_viewport_size(PHONE)
        shopper.goto(f"/list?keywords={name.replace(' ', '+')}")
        shopper.get_by_role("link", name=name).first.click()
        expect(shopper.get_by_role("heading", name=name)).to_be_visible()
        shopper.get_by_role("group", name="Colour").get_by_role(
            "button", name="Amber", exact=True
        ).click()
        expect(shopper.get_by_text("$27.50").first).to_be_visible()
        # The seller's bold text, through the server's sanitizer, on the product page.
        expect(shopper.get_by_role("tabpanel").locator("strong")).to_have_text(DESCRIPTION)
        assert overflowing_in_main(shopper) == []
        shopper.get_by_role("button", name="Add to cart").click()
        expect(shopper.get_by_text("Added to the cart").first).to_be_visible()
        check_out_from_the_drawer(shopper)
        shopper.get_by_role("button", name="Pay now").click()
        expect(shopper.get_by_text("Payment successful").first).to_be_visible()


def test_a_shopper_applies_is_approved_and_opens_the_seller_console_through_the_link(
    browser: Browser,
    server_url: str,
    mail_sink: tuple[MailSink, str],
    tmp_path: Path,
) -> None:
    applicant = new_shopper(server_url, mail_sink[0], funded_cents=0)
    shop_name = f"Attic {secrets.token_hex(3)}"

    with signed_in(browser, server_url, applicant) as shopper:
        shopper.goto("/user")
        shopper.get_by_role("navigation", name="Account menu").get_by_text("Apply merchant").click()
        expect(shopper).to_have_url(re.compile(r"/user/merchant$"))
        shopper.get_by_label("Shop name").fill(shop_name)
        shopper.get_by_label("Real name").fill("Ada Merchant")
        shopper.get_by_label("Phone number").fill("+44 20 7946 0001")
        shopper.get_by_label("ID card, front side").set_input_files(
            str(id_picture(tmp_path, "front", (200, 40, 40)))
        )
        shopper.get_by_label("ID card, back side").set_input_files(
            str(id_picture(tmp_path, "back", (40, 40, 200)))
        )
        expect(shopper.locator("img[src^='/uploads/']")).to_have_count(2)
        for preview in shopper.locator("img[src^='/uploads/']").all():
            expect_loaded(preview)  # private uploads, shown with the applicant's sid
        shopper.get_by_role("button", name="Submit application").click()
        expect(
            shopper.get_by_text(
                "Please agree to the seller's contract before submitting your application"
            )
        ).to_be_visible()
        shopper.get_by_role("checkbox").check()
        shopper.get_by_role("button", name="Submit application").click()
        expect(shopper.get_by_text("Your application is under review")).to_be_visible()

        with signed_in(browser, server_url, REVIEWER) as reviewer:
            reviewer.goto("/console/shop-applications")
            application = reviewer.get_by_role("row").filter(has_text=shop_name)
            for side in ("ID front", "ID back"):
                picture = application.get_by_role("img", name=side)
                expect(picture).to_be_visible()
                expect_loaded(picture)
            reviewer.get_by_role("button", name=f"Approve the shop {shop_name}").click()
            dialog = reviewer.get_by_role("dialog")
            dialog.get_by_role("button", name="Confirm approval").click()
            expect(reviewer.get_by_role("dialog")).to_have_count(0)

        shopper.reload()
        expect(shopper.get_by_text("Your shop is open")).to_be_visible()
        menu = shopper.get_by_role("navigation", name="Account menu")
        expect(menu.get_by_text("Apply merchant")).to_have_count(0)
        go = menu.get_by_role("link", name="Go to merchant")
        expect(go).to_have_attribute(
            "href", re.compile(rf"^{re.escape(server_url)}/console/login#shop_token=.+")
        )
        expect(go).to_have_attribute("target", "_blank")
        link = str(go.get_attribute("href"))

        with shopper.context.expect_page() as opened:
            go.click()
        seller = opened.value
        expect(seller).to_have_url(re.compile(r"/console/seller$"))
        expect(seller.get_by_role("heading", name=shop_name)).to_be_visible()
        expect(seller.get_by_role("link", name="Shop orders")).to_be_visible()
        expect(seller.get_by_text(applicant)).to_be_visible()

        # The token is spent: the same link again is refused with the clear message, while the
        # menu already carries a fresh one.
        expect(go).not_to_have_attribute("href", link)
        used = seller.context.new_page()
        used.goto(link)
        expect(
            used.get_by_text("The store link has expired, please open it again from your account")
        ).to_be_visible()

        product = f"Quokka teapot {secrets.token_hex(2)}"
        create_product(seller, product, tmp_path)
        check_the_console_on_a_phone(seller, product)
        second_shopper = new_shopper(server_url, mail_sink[0], funded_cents=10_000)
        find_and_buy(browser, server_url, second_shopper, product)

        # The seller sees the order, and the Amber SKU's units went down by the one bought.
        seller.goto("/console/seller/orders")
        expect(seller.get_by_text(product).first).to_be_visible()
        expect_no_sideways_scroll(seller)
        seller_sid = api_login(server_url, applicant)
        listed = call(server_url, "console/goods/list", seller_sid, keywords=product)["list"]
        assert [(row["name"], row["stock"]) for row in listed] == [(product, 9)]
