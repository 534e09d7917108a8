"""The operator's category tree in the browser, on a phone (390×844) and on a desktop.

The demo operator opens Categories from the console's Platform section, adds a category named in
all 9 languages (on the phone a top-level one, on the desktop one under Home & Kitchen), and
finds it at once in the storefront's category menu, in English and in Chinese. Each journey adds
a category of its own, so the two never see each other's.
"""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Locator, Page, ViewportSize, expect

from tests.e2e.conftest import PHONE, screenshot
from tests.e2e.test_money_journeys import expect_no_sideways_scroll
from tests.e2e.test_wallet_journeys import signed_in

OPERATOR = "operator@demo.bazaar.test"
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
NARROWEST: ViewportSize = {"width": 360, "height": 780}
"""The spec's narrowest phone: the console's screens must not scroll sideways there either."""

GARDEN_TOOLS = {
    "English": "Garden tools",
    "Chinese (China)": "园艺工具",
    "Thai": "เครื่องมือทำสวน",
    "Arabic": "أدوات الحديقة",
    "Spanish": "Herramientas de jardín",
    "Hindi": "बागवानी के औज़ार",
    "Italian": "Attrezzi da giardino",
    "Russian": "Садовые инструменты",
    "Turkish": "Bahçe aletleri",
}
PET_SUPPLIES = {
    "English": "Pet supplies",
    "Chinese (China)": "宠物用品",
    "Thai": "อุปกรณ์สัตว์เลี้ยง",
    "Arabic": "مستلزمات الحيوانات الأليفة",
    "Spanish": "Artículos para mascotas",
    "Hindi": "पालतू जानवरों का सामान",
    "Italian": "Articoli per animali",
    "Russian": "Товары для питомцев",
    "Turkish": "Evcil hayvan ürünleri",
}


def opens_categories(operator: Page, on_phone: bool) -> None:
    """From the console's home, through the Platform section of its navigation."""
    operator.goto("/console")
    if on_phone:
        operator.get_by_role("button", name="Show or hide the navigation").click()
    navigation = operator.get_by_role("navigation", name="Console sections")
    navigation.get_by_role("link", name="Categories").click()
    expect(operator).to_have_url(re.compile(r"/console/catalogue/categories$"))
    expect(operator.get_by_role("list", name="Category tree")).to_be_visible()


def names_every_language(dialog: Locator, names: dict[str, str]) -> None:
    """One accordion item per language: each opened (the reader's own starts open) and filled."""
    for language, name in names.items():
        control = dialog.get_by_role("button", name=language, exact=True)
        if control.get_attribute("aria-expanded") != "true":
            control.click()
        dialog.get_by_label(re.compile(rf"^Name in {re.escape(language)}")).fill(name)
        expect(control).to_contain_text(name)


def saves(operator: Page, dialog: Locator, names: dict[str, str]) -> None:
    dialog.get_by_role("button", name="Save").click()
    expect(operator.get_by_role("dialog")).to_have_count(0)
    row = operator.get_by_test_id("category-row").filter(has_text=names["English"])
    expect(row).to_be_visible()


def reads_in_chinese(page: Page) -> None:
    page.evaluate("localStorage.setItem('bazaar.language', 'zh-CN')")
    page.reload()


def test_on_a_phone_the_operator_adds_a_category_shoppers_find_in_the_menu_in_two_languages(
    browser: Browser, server_url: str
) -> None:
    with signed_in(browser, server_url, OPERATOR, PHONE) as operator:
        opens_categories(operator, on_phone=True)
        expect_no_sideways_scroll(operator)
        operator.get_by_role("button", name="Add a top-level category").click()
        dialog = operator.get_by_role("dialog", name="New category")
        expect(dialog.get_by_role("combobox", name="Parent category")).to_have_value(
            "None (top level)"
        )
        names_every_language(dialog, GARDEN_TOOLS)
        expect_no_sideways_scroll(operator)
        screenshot(operator, "phone-new-category")
        saves(operator, dialog, GARDEN_TOOLS)
        operator.set_viewport_size(NARROWEST)
        expect_no_sideways_scroll(operator)
        screenshot(operator, "phone-category-tree")
        operator.set_viewport_size(PHONE)

        operator.goto("/")
        operator.get_by_role("button", name="Open the menu").click()
        menu = operator.get_by_role("dialog", name="Menu")
        menu.get_by_role("link", name="Garden tools", exact=True).click()
        expect(operator).to_have_url(re.compile(r"/list\?categoryId=\d+$"))
        expect(operator.get_by_role("heading", name="Garden tools")).to_be_visible()

        reads_in_chinese(operator)
        operator.goto("/")
        operator.get_by_role("button", name="打开菜单").click()
        menu = operator.get_by_role("dialog", name="菜单")
        expect(menu.get_by_role("link", name="园艺工具", exact=True)).to_be_visible()
        screenshot(operator, "phone-menu-in-chinese")


def test_on_a_desktop_the_operator_adds_a_subcategory_shoppers_find_in_the_cascade(
    browser: Browser, server_url: str
) -> None:
    with signed_in(browser, server_url, OPERATOR, DESKTOP) as operator:
        opens_categories(operator, on_phone=False)
        operator.get_by_role("button", name="Add a subcategory to Home & Kitchen").click()
        dialog = operator.get_by_role("dialog", name="New category")
        expect(dialog.get_by_role("combobox", name="Parent category")).to_have_value(
            "Home & Kitchen"
        )
        names_every_language(dialog, PET_SUPPLIES)
        saves(operator, dialog, PET_SUPPLIES)
        screenshot(operator, "desktop-category-tree")

        operator.goto("/")
        operator.get_by_role("button", name="Categories").click()
        operator.get_by_role("menuitem", name="Home & Kitchen", exact=True).hover()
        operator.get_by_role("menuitem", name="Pet supplies", exact=True).click()
        expect(operator).to_have_url(re.compile(r"/list\?categoryId=\d+$"))

        reads_in_chinese(operator)
        operator.goto("/")
        operator.get_by_role("button", name="商品分类").click()
        operator.get_by_role("menuitem", name="家居厨房", exact=True).hover()
        expect(operator.get_by_role("menuitem", name="宠物用品", exact=True)).to_be_visible()
        screenshot(operator, "desktop-cascade-in-chinese")


def test_on_the_narrowest_phone_the_brands_page_and_its_form_fit_without_scrolling_sideways(
    browser: Browser, server_url: str
) -> None:
    with signed_in(browser, server_url, OPERATOR, NARROWEST) as operator:
        operator.goto("/console/catalogue/brands")
        operator.get_by_role("searchbox", name="Search").fill("hearth")
        operator.get_by_role("button", name="Search", exact=True).click()
        expect(operator).to_have_url(re.compile(r"/console/catalogue/brands\?keywords=hearth$"))
        cards = operator.get_by_role("list", name="Brands").get_by_test_id("data-card")
        expect(cards).to_have_count(1)
        expect(cards.first).to_contain_text("Hearthstone")
        expect_no_sideways_scroll(operator)
        cards.first.get_by_role("button", name="Edit Hearthstone").click()
        dialog = operator.get_by_role("dialog", name="Edit brand")
        expect(dialog.get_by_label("Brand name")).to_have_value("Hearthstone")
        expect_no_sideways_scroll(operator)
        screenshot(operator, "narrow-brand-form")
