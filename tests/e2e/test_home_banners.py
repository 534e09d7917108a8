"""The home banners: a headline and a call to action over the picture, and the carousel's dots
in their own row, clear of the caption on a phone (issue 28, point 14)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.conftest import PHONE, screenshot
from tests.e2e.test_phone_layout import box_of, overlaps


def test_the_carousel_dots_leave_the_banner_caption_free_on_a_phone(phone: Page) -> None:
    phone.goto("/")
    dots = phone.get_by_role("tablist", name="Slides")
    expect(dots.get_by_role("tab", name="Show banner 1")).to_be_visible()
    caption = phone.get_by_test_id("home-banners").get_by_test_id("banner-caption").first
    expect(caption.get_by_role("heading")).to_have_text("Tech that keeps up with you")
    expect(caption.get_by_text("Shop electronics")).to_be_visible()
    screenshot(phone, "phone-home-banner")

    caption_box, dots_box = box_of(caption), box_of(dots)
    assert not overlaps(caption_box, dots_box), (caption_box, dots_box)
    assert dots_box["y"] >= caption_box["y"] + caption_box["height"] - 0.5, "dots under it"
    assert caption_box["x"] >= -0.5 and caption_box["x"] + caption_box["width"] <= PHONE["width"]


def test_the_banner_caption_takes_the_start_side_on_a_desktop(page: Page) -> None:
    page.set_viewport_size({"width": 1366, "height": 900})
    page.goto("/")
    caption = page.get_by_test_id("home-banners").get_by_test_id("banner-caption").first
    expect(caption.get_by_text("Shop electronics")).to_be_visible()
    screenshot(page, "desktop-home-banner")
    banner, text = box_of(page.get_by_test_id("home-banners")), box_of(caption)
    assert text["x"] - banner["x"] < 2 and text["width"] < banner["width"] * 0.6, (banner, text)
    assert not overlaps(text, box_of(page.get_by_role("tablist", name="Slides")))


def test_an_arabic_banner_speaks_arabic_and_keeps_its_caption_at_the_right(page: Page) -> None:
    page.set_viewport_size({"width": 1366, "height": 900})
    page.goto("/")
    page.evaluate("localStorage.setItem('bazaar.language', 'ar')")
    page.reload()
    caption = page.get_by_test_id("home-banners").get_by_test_id("banner-caption").first
    expect(caption.get_by_role("heading")).to_have_text("تقنية تواكبك")
    expect(caption.get_by_text("تسوّق الإلكترونيات")).to_be_visible()
    screenshot(page, "desktop-home-banner-ar")
    banner, text = box_of(page.get_by_test_id("home-banners")), box_of(caption)
    assert banner["x"] + banner["width"] - (text["x"] + text["width"]) < 2, (banner, text)
