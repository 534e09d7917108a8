"""The operator's commission rules in the browser: on a desktop the demo operator finds the
screen in the console's Platform group, gives a category its own rate picked from the tree and
raises a shop's; the demo seller sees on the Money screen, at phone width, which rate the shop
pays and which category pays another; on a phone the operator reads the rules as cards and
removes both. The rules are put back as they were, so the other journeys' orders pay the
configured rate."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import screenshot
from tests.e2e.test_checkout_journeys import SELLER, api_login, call
from tests.e2e.test_money_journeys import PHONE, expect_no_sideways_scroll
from tests.e2e.test_wallet_journeys import signed_in

OPERATOR = "operator@demo.bazaar.test"
OTHER_SHOP_ID = 2
"""Not the demo seller's shop: the other journeys buy from shop 1."""


def adds_a_category_rate(operator: Page) -> None:
    operator.goto("/console")
    nav = operator.get_by_role("navigation", name="Console sections")
    nav.get_by_role("link", name="Commission").click()
    expect(operator).to_have_url(re.compile(r"/console/commission$"))
    expect(operator.get_by_test_id("commission-default")).to_contain_text("5%")
    operator.get_by_role("button", name="Add a category rate").click()
    dialog = operator.get_by_role("dialog", name="Add a category rate")
    dialog.get_by_role("combobox", name=re.compile(r"^Category")).fill("cookw")
    operator.get_by_role("option", name=re.compile(r"› Cookware$")).click()
    dialog.get_by_role("textbox", name=re.compile(r"^Rate")).fill("8.5")
    dialog.get_by_role("textbox", name=re.compile(r"^Reason")).fill("Heavy goods, more handling")
    dialog.get_by_role("button", name="Save").click()
    expect(dialog).to_have_count(0)
    rates = operator.get_by_role("table", name="Category rates")
    expect(rates.get_by_role("row").filter(has_text="Cookware")).to_contain_text("8.5%")


def adds_a_shop_rate(operator: Page, shop_name: str) -> None:
    operator.get_by_role("button", name="Add a shop rate").click()
    dialog = operator.get_by_role("dialog", name="Add a shop rate")
    dialog.get_by_role("combobox", name=re.compile(r"^Shop")).fill(shop_name[:6])
    operator.get_by_role("option", name=f"{shop_name} · #{OTHER_SHOP_ID}").click()
    dialog.get_by_role("textbox", name=re.compile(r"^Rate")).fill("3")
    dialog.get_by_role("button", name="Save").click()
    expect(dialog).to_have_count(0)
    rates = operator.get_by_role("table", name="Shop rates")
    expect(rates.get_by_role("row").filter(has_text=shop_name)).to_contain_text("3%")
    screenshot(operator, "commission-rules-desktop")


def sees_its_rate(seller: Page) -> None:
    seller.goto("/console/seller/money")
    rate = seller.get_by_test_id("money-commission-rate")
    expect(rate).to_contain_text("Your shop pays the platform's commission rate:5%")
    expect(rate.get_by_role("listitem").filter(has_text="Cookware")).to_contain_text("8.5%")
    expect_no_sideways_scroll(seller)
    rate.scroll_into_view_if_needed()
    screenshot(seller, "commission-seller-money-390")


def removes_on_a_phone(operator: Page, label: str) -> None:
    card = operator.get_by_test_id("data-card").filter(has_text=label)
    expect(card).to_be_visible()
    card.get_by_role("button", name=re.compile(r"^Remove the rate of")).click()
    dialog = operator.get_by_role("dialog", name=re.compile(r"^Remove the rate of"))
    dialog.get_by_role("button", name="Remove").click()
    expect(dialog).to_have_count(0)
    expect(operator.get_by_test_id("data-card").filter(has_text=label)).to_have_count(0)


def test_an_operator_sets_category_and_shop_rates_the_seller_sees_them_and_a_phone_removes_them(
    browser: Browser, server_url: str
) -> None:
    shop_name = call(server_url, "mall/shop/detail", "", shop_id=OTHER_SHOP_ID)["name"]
    try:
        with signed_in(browser, server_url, OPERATOR) as operator:
            adds_a_category_rate(operator)
            adds_a_shop_rate(operator, shop_name)
        with signed_in(browser, server_url, SELLER, viewport=PHONE) as seller:
            sees_its_rate(seller)
        with signed_in(browser, server_url, OPERATOR, viewport=PHONE) as operator:
            operator.goto("/console/commission")
            expect(operator.get_by_role("table")).to_have_count(0)
            expect_no_sideways_scroll(operator)
            operator.get_by_test_id("data-card").first.scroll_into_view_if_needed()
            screenshot(operator, "commission-rules-390")
            removes_on_a_phone(operator, "Cookware")
            removes_on_a_phone(operator, shop_name)
            expect_no_sideways_scroll(operator)
    finally:
        _put_back(server_url)


def _put_back(server_url: str) -> None:
    """No rule left behind, whatever step failed: the default stands for the other journeys."""
    sid = api_login(server_url, OPERATOR)
    rules = call(server_url, "console/commission/list", sid)
    for rate in rules["categories"]:
        call(
            server_url,
            "console/commission/save",
            sid,
            scope="category",
            target_id=rate["category_id"],
            percent=None,
        )
    for rate in rules["shops"]:
        call(
            server_url,
            "console/commission/save",
            sid,
            scope="shop",
            target_id=rate["shop_id"],
            percent=None,
        )
