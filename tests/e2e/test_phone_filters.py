"""The list's filters on a phone, opened before anything else: the drawer's styles come with the
drawer (they once came only with the header's menu, so the drawer rendered unstyled after the
footer, about 3,900 px down, and the stock checkbox's ✓ hung loose under its label)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.conftest import PHONE


def test_the_filters_open_on_the_phone_screen_before_the_menu_was_ever_opened(phone: Page) -> None:
    phone.goto("/list?keywords=a")
    phone.get_by_role("button", name="Filters").click()

    drawer = phone.get_by_role("dialog", name="Filters")
    expect(drawer).to_be_visible()
    expect(drawer).to_be_in_viewport()
    box = drawer.bounding_box()
    assert box is not None
    # A bottom sheet the phone's size: on screen, not after the footer.
    assert 0 <= box["y"] < PHONE["height"], box
    assert box["width"] <= PHONE["width"] + 0.5, box
    apply = drawer.get_by_role("button", name="Apply")
    expect(apply).to_be_in_viewport()

    # The checkbox is styled: its box is a small square and its ✓ sits inside it.
    stock = drawer.get_by_role("checkbox", name="In stock only")
    stock.check()
    checkbox_box = stock.bounding_box()
    assert checkbox_box is not None
    assert checkbox_box["width"] <= 32 and checkbox_box["height"] <= 32, checkbox_box
    icon = drawer.locator("input[type=checkbox] ~ svg").first.bounding_box()
    assert icon is not None
    assert icon["width"] <= checkbox_box["width"] and icon["height"] <= checkbox_box["height"], icon
    assert checkbox_box["x"] - 1 <= icon["x"] <= checkbox_box["x"] + checkbox_box["width"], icon
    assert checkbox_box["y"] - 1 <= icon["y"] <= checkbox_box["y"] + checkbox_box["height"], icon
