"""The operators' storefront content in the browser, on a phone (390×844) and on a desktop.

An operator rewrites the Spanish About page in the rich-text editor, with bold text, and the
storefront's About page in Spanish shows it at once; an operator adds a banner with an uploaded
picture, the home page shows it, and once deleted (after confirming) it is gone again.

The e2e server is shared by the whole run: each journey writes texts and links of its own (a
random word in them), and its banner goes after the demo's, so the home page opens as before.
"""

from __future__ import annotations

import re
import secrets
from io import BytesIO
from pathlib import Path

import pytest
from PIL import Image
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.e2e.conftest import PHONE, screenshot
from tests.e2e.test_money_journeys import expect_no_sideways_scroll
from tests.e2e.test_wallet_journeys import signed_in

OPERATOR = "operator@demo.bazaar.test"
DESKTOP: ViewportSize = {"width": 1366, "height": 900}
SM_BREAKPOINT = 768
"""Mantine's `sm` (48em): below it the console's navigation hides behind a menu button."""
SIZES = [pytest.param(PHONE, id="phone"), pytest.param(DESKTOP, id="desktop")]


def open_section(page: Page, name: str) -> None:
    """A section of the console, from its navigation (behind the menu button on a phone)."""
    page.goto("/console")
    viewport = page.viewport_size
    if viewport is not None and viewport["width"] < SM_BREAKPOINT:
        page.get_by_role("button", name="Show or hide the navigation").click()
    page.get_by_role("navigation", name="Console sections").get_by_role("link", name=name).click()


def choose(page: Page, label: str, option: str) -> None:
    page.get_by_role("combobox", name=label).click()
    page.get_by_role("option", name=option).click()


def banner_picture(folder: Path, word: str) -> Path:
    path = folder / f"banner-{word}.png"
    buffer = BytesIO()
    Image.new("RGB", (1200, 400), (40, 110, 180)).save(buffer, "PNG")
    path.write_bytes(buffer.getvalue())
    return path


@pytest.mark.parametrize("viewport", SIZES)
def test_an_operator_writes_the_spanish_about_page_in_bold_and_the_storefront_shows_it(
    browser: Browser, server_url: str, viewport: ViewportSize
) -> None:
    word = secrets.token_hex(3)
    title = f"Quiénes somos {word}"
    with signed_in(browser, server_url, OPERATOR, viewport) as operator:
        open_section(operator, "Site documents")
        expect(operator.get_by_role("heading", name="Site documents")).to_be_visible()
        choose(operator, "Language", "Spanish")
        form = operator.get_by_role("form", name="Document text")
        # The English form can still be on the page for a moment after the choice: typing into
        # it would be lost when the Spanish one replaces it.
        expect(form).to_have_attribute("lang", "es")
        expect(form.get_by_label("Title")).not_to_have_value("")
        form.get_by_label("Title").fill(title)
        editor = form.get_by_role("textbox", name="Text")
        editor.click()
        editor.press("ControlOrMeta+a")
        editor.press_sequentially(f"Hecho a mano {word}")
        editor.press("ControlOrMeta+a")
        form.get_by_role("button", name="Bold").click()
        expect(editor.locator("strong")).to_have_text(f"Hecho a mano {word}")
        expect_no_sideways_scroll(operator)
        screenshot(operator, f"content-document-{viewport['width']}")
        form.get_by_role("button", name="Save document").click()
        expect(operator.get_by_text("The document is saved")).to_be_visible()

        operator.evaluate("localStorage.setItem('bazaar.language', 'es')")
        operator.goto("/post-detail?rule=about_us")
        article = operator.locator("article")
        expect(article.get_by_role("heading", level=1)).to_have_text(title)
        expect(article.locator("strong")).to_have_text(f"Hecho a mano {word}")
        expect_no_sideways_scroll(operator)
        screenshot(operator, f"content-about-es-{viewport['width']}")

        operator.evaluate("localStorage.setItem('bazaar.language', 'en')")
        operator.reload()
        expect(article.get_by_role("heading", level=1)).to_have_text("About Bazaar")


@pytest.mark.parametrize("viewport", SIZES)
def test_an_operator_adds_a_banner_the_home_page_shows_and_deletes_it_again(
    browser: Browser, server_url: str, viewport: ViewportSize, tmp_path: Path
) -> None:
    word = secrets.token_hex(3)
    link = f"https://example.com/spring-{word}"
    with signed_in(browser, server_url, OPERATOR, viewport) as operator:
        open_section(operator, "Home banners")
        operator.get_by_role("button", name="Add a banner").click()
        dialog = operator.get_by_role("dialog", name="New banner")
        dialog.locator("input[type=file]").set_input_files(str(banner_picture(tmp_path, word)))
        expect(dialog.get_by_role("img", name="Picture")).to_have_attribute(
            "src", re.compile(r"^/uploads/")
        )
        dialog.get_by_label("Link").fill(link)
        dialog.get_by_label("Order").fill("900")
        expect_no_sideways_scroll(operator)
        screenshot(operator, f"content-banner-form-{viewport['width']}")
        dialog.get_by_role("button", name="Save banner").click()
        expect(operator.get_by_text("The banner is saved")).to_be_visible()
        listed = operator.get_by_text(link)
        expect(listed).to_be_visible()
        expect_no_sideways_scroll(operator)

        operator.goto("/")
        banners = operator.get_by_test_id("home-banners")
        dots = operator.get_by_role("tablist", name="Slides").get_by_role("tab")
        expect(dots.last).to_be_visible()
        dots.last.click()
        # A picture without a caption names its link.
        ours = banners.locator(f'a[href="{link}"]').get_by_role("img", name="Featured promotion")
        expect(ours).to_be_in_viewport(ratio=0.9)
        expect(ours).to_have_attribute("src", re.compile(r"^/uploads/"))
        screenshot(operator, f"content-banner-home-{viewport['width']}")

        open_section(operator, "Home banners")
        row = operator.get_by_text(link).locator("xpath=ancestor::*[self::tr or self::li][1]")
        row.get_by_role("button", name="Delete").click()
        operator.get_by_role("dialog", name="Delete this banner?").get_by_role(
            "button", name="Delete"
        ).click()
        expect(operator.get_by_text("The banner is deleted")).to_be_visible()
        expect(operator.get_by_text(link)).to_have_count(0)
        operator.goto("/")
        expect(operator.get_by_test_id("home-banners")).to_be_visible()
        expect(operator.locator(f'a[href="{link}"]')).to_have_count(0)
