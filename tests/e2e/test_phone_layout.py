"""The storefront at a phone's size (390 × 844): no page scrolls sideways, the header keeps its
menu, search and cart on the screen, the cart drawer fits, and the visual glitches once seen
there (the chosen search target or sort not standing out, unstruck market price, the shop's
info card over its banner) stay fixed. Screenshots (phone-*.png) go to each test's temporary
folder for review."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Browser, Locator, Page, expect

from tests.conftest import MailSink
from tests.e2e.conftest import PHONE, screenshot
from tests.e2e.test_catalogue_journeys import api
from tests.e2e.test_checkout_journeys import add_to_cart, new_shopper, product_in_stock
from tests.e2e.test_wallet_journeys import signed_in


def box_of(locator: Locator) -> dict[str, float]:
    box = locator.bounding_box()
    assert box is not None, locator
    return {"x": box["x"], "y": box["y"], "width": box["width"], "height": box["height"]}


def within_viewport(locator: Locator) -> bool:
    box = box_of(locator)
    return box["x"] >= -0.5 and box["x"] + box["width"] <= PHONE["width"] + 0.5


def assert_fits(page: Page, name: str) -> None:
    """No sideways scroll, and the header's menu, search and cart are visible on the screen."""
    page.wait_for_load_state("networkidle")
    screenshot(page, f"phone-{name}")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.evaluate("innerWidth"), (name, width)
    header = page.get_by_role("banner")
    for control in (
        header.get_by_role("button", name="Open the menu"),
        header.get_by_role("searchbox", name="Search"),
        header.get_by_role("button", name=re.compile(r"^Shopping cart")),
    ):
        expect(control).to_be_visible()
        assert within_viewport(control), (name, control)


def assert_the_chosen_chip_stands_out(group: Locator) -> None:
    """Exactly one chip of the group is checked, it is filled where the others are not, and the
    chips sit side by side without covering each other. The fills are read in one go, at one
    moment (and with transitions off, in their final colours)."""
    chips = group.locator("label")
    expect(group.locator("input:checked")).to_have_count(1)
    fills: list[dict[str, Any]] = chips.evaluate_all(
        """(labels) => labels.map((label) => ({
            fill: getComputedStyle(label).backgroundColor,
            checked: label.previousElementSibling?.matches('input:checked') ?? false,
        }))"""
    )
    checked = [chip["fill"] for chip in fills if chip["checked"]]
    assert len(checked) == 1, fills
    assert [chip["fill"] for chip in fills].count(checked[0]) == 1, fills
    boxes = [box_of(chips.nth(index)) for index in range(chips.count())]
    for index, box in enumerate(boxes):
        assert all(not overlaps(box, other) for other in boxes[index + 1 :]), boxes


def overlaps(first: dict[str, float], second: dict[str, float]) -> bool:
    return (
        first["x"] < second["x"] + second["width"]
        and second["x"] < first["x"] + first["width"]
        and first["y"] < second["y"] + second["height"]
        and second["y"] < first["y"] + first["height"]
    )


def test_home_list_and_product_fit_a_phone_with_the_header_in_reach(
    phone: Page, server_url: str
) -> None:
    product, _ = product_in_stock(server_url, None)
    phone.goto("/")
    assert_fits(phone, "home")
    search_target = phone.get_by_role("banner").get_by_role("radiogroup")
    assert_the_chosen_chip_stands_out(search_target)
    phone.get_by_role("banner").get_by_text("Shops", exact=True).click()
    expect(search_target.get_by_role("radio", name="Shops")).to_be_checked()
    assert_the_chosen_chip_stands_out(search_target)

    phone.goto("/list?keywords=")
    assert_fits(phone, "list")
    expect(phone.get_by_test_id("product-card").first).to_be_visible()
    sort_by = phone.get_by_role("radiogroup", name="Sort by")
    assert_the_chosen_chip_stands_out(sort_by)
    sort_by.get_by_text("Newest", exact=True).click()
    expect(phone).to_have_url(re.compile(r"sort=new"))
    expect(sort_by.get_by_role("radio", name="Newest")).to_be_checked()
    assert_the_chosen_chip_stands_out(sort_by)
    # On a phone the results come before the recommendations.
    first_card = box_of(phone.get_by_test_id("product-card").first)
    recommended = box_of(phone.get_by_role("heading", name="Recommended for you"))
    assert first_card["y"] < recommended["y"], (first_card, recommended)
    struck = phone.get_by_test_id("product-card").locator("s").first
    decoration = struck.evaluate("(e) => getComputedStyle(e).textDecorationLine")
    assert decoration == "line-through"

    phone.goto(f"/product?id={product['shop_goods_id']}")
    expect(phone.get_by_role("heading", name=product["name"])).to_be_visible()
    assert_fits(phone, "product")


def test_the_phone_menu_holds_categories_account_and_language(phone: Page) -> None:
    phone.goto("/")
    phone.get_by_role("button", name="Open the menu").click()
    menu = phone.get_by_role("dialog", name="Menu")
    expect(menu.get_by_role("link", name="All categories")).to_be_visible()
    expect(menu.get_by_role("link", name="Login")).to_be_visible()
    expect(menu.get_by_role("button", name="English")).to_be_visible()
    assert within_viewport(menu.get_by_role("link", name="Login"))
    screenshot(phone, "phone-menu")
    menu.get_by_role("link", name="All categories").click()
    expect(phone).to_have_url(re.compile(r"/category-index"))
    expect(menu).to_be_hidden()


def test_the_shop_page_fits_and_its_card_leaves_the_banner_free(
    phone: Page, server_url: str
) -> None:
    shop: dict[str, Any] = api(server_url, "mall/shop/list", {"page": 1})["list"][0]
    phone.goto(f"/shop-index?id={shop['shop_id']}")
    expect(phone.get_by_role("heading", name=shop["name"])).to_be_visible()
    expect(phone.get_by_test_id("product-card").first).to_be_visible()
    assert_fits(phone, "shop")
    banner = phone.get_by_test_id("shop-banner")
    if banner.count():
        assert not overlaps(box_of(banner), box_of(phone.get_by_test_id("shop-info")))
    assert_the_chosen_chip_stands_out(phone.get_by_role("main").get_by_role("radiogroup"))
    sorting = phone.get_by_role("main").get_by_role("radiogroup")
    sorting.get_by_text("Price: high to low", exact=True).click()
    expect(sorting.get_by_role("radio", name="Price: high to low")).to_be_checked()
    assert_the_chosen_chip_stands_out(sorting)


def test_the_cart_drawer_and_checkout_fit_a_phone(
    browser: Browser, server_url: str, mail_sink: tuple[MailSink, str]
) -> None:
    buyer = new_shopper(server_url, mail_sink[0], funded_cents=0)
    product, sku = product_in_stock(server_url, None, skip=3)
    with signed_in(browser, server_url, buyer) as shopper:
        shopper.set_viewport_size(PHONE)
        add_to_cart(shopper, product, sku)
        assert_fits(shopper, "product-added")
        shopper.get_by_role("button", name=re.compile(r"^Shopping cart, items")).click()
        drawer = shopper.get_by_role("dialog", name="Shopping cart")
        expect(drawer.get_by_role("link", name="Show checkout")).to_be_visible()
        expect(drawer).to_be_in_viewport(ratio=1)  # it has slid in
        screenshot(shopper, "phone-cart-drawer")
        box = box_of(drawer)
        assert box["x"] >= -0.5 and box["x"] + box["width"] <= PHONE["width"] + 0.5, box
        assert box["width"] >= PHONE["width"] - 1, box  # the whole width of the phone

        drawer.get_by_role("link", name="Show checkout").click()
        expect(shopper).to_have_url(re.compile(r"/cart/checkout"))
        expect(shopper.get_by_text("1 Test Street").first).to_be_visible()
        assert_fits(shopper, "checkout")
        address = shopper.get_by_role("region", name="Shipping address")
        chosen = address.get_by_role("radio", checked=True)
        expect(chosen).to_have_count(1)
        # The chosen card stands out (border in the theme's colour), and the heading shows once.
        border = chosen.evaluate("(e) => getComputedStyle(e).borderColor")
        assert border != "rgb(222, 226, 230)", border  # not Mantine's grey 3 of the others
        shown_headings = address.get_by_text("Shipping address", exact=True).evaluate_all(
            "(all) => all.filter((e) => e.getBoundingClientRect().width > 2).length"
        )
        assert shown_headings == 1
