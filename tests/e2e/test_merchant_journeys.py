"""Becoming a merchant in the browser: a new shopper applies with two ID pictures, the demo
reviewer approves in the console, and the shopper's 'go to merchant' link opens the console in
a new tab, signed in as the new seller through the one-time shop token."""

from __future__ import annotations

import re
import secrets
from io import BytesIO
from pathlib import Path

from PIL import Image
from playwright.sync_api import Browser, expect

from tests.conftest import MailSink
from tests.e2e.test_checkout_journeys import new_shopper
from tests.e2e.test_wallet_journeys import REVIEWER, expect_loaded, signed_in


def id_picture(folder: Path, side: str, colour: tuple[int, int, int]) -> Path:
    path = folder / f"id-{side}.png"
    buffer = BytesIO()
    Image.new("RGB", (320, 200), colour).save(buffer, "PNG")
    path.write_bytes(buffer.getvalue())
    return path


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
        expect(seller).to_have_url(re.compile(r"/console/seller/orders$"))
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
