"""Browsing and searching the demo marketplace in the browser."""

from __future__ import annotations

import re
from typing import Any

import httpx
from playwright.sync_api import Page, expect


def api(server_url: str, path: str, body: dict[str, Any]) -> Any:
    answer = httpx.post(f"{server_url}/api/{path}", json=body, timeout=10).json()
    assert answer["code"] == 0, answer
    return answer["data"]


def money(cents: int) -> str:
    return f"${cents / 100:,.2f}"


def product_with_several_skus(server_url: str) -> dict[str, Any]:
    cards = api(server_url, "mall/goods/list", {"sort": "sales", "page": 1, "page_size": 50})
    for card in cards["list"]:
        detail = api(server_url, "mall/goods/detail", {"id": card["shop_goods_id"]})
        if len(detail["skus"]) >= 2 and all(sku["stock"] > 0 for sku in detail["skus"][:2]):
            return dict(detail)
    raise AssertionError("the demo catalogue has products with several SKUs in stock")


def test_a_shopper_searches_opens_a_product_and_sees_the_chosen_skus_price_and_stock(
    page: Page, server_url: str
) -> None:
    product = product_with_several_skus(server_url)
    chosen = product["skus"][1]

    page.goto("/")
    search = page.get_by_role("searchbox", name="Search")
    search.fill(product["name"])
    search.press("Enter")
    expect(page).to_have_url(re.compile(r"/list\?keywords="))
    expect(search).to_have_value("")
    page.get_by_test_id("product-card").filter(has_text=product["name"]).first.click()
    expect(page).to_have_url(re.compile(rf"/product\?id={product['shop_goods_id']}$"))
    expect(page.get_by_role("heading", name=product["name"])).to_be_visible()

    for pair in chosen["props_desc"].split(";"):
        label, value = pair.split(":", 1)
        page.get_by_role("group", name=label).get_by_role("button", name=value, exact=True).click()
    expect(page.get_by_test_id("sku-price")).to_contain_text(money(chosen["price"]))
    expect(page.get_by_test_id("sku-stock")).to_have_text(str(chosen["stock"]))


def test_a_shop_search_leads_to_the_shop_page(page: Page, server_url: str) -> None:
    shop = api(server_url, "mall/shop/list", {"page": 1})["list"][0]

    page.goto("/")
    page.get_by_role("banner").get_by_text("Shops", exact=True).click()
    expect(page.get_by_role("radio", name="Shops")).to_be_checked()
    search = page.get_by_role("searchbox", name="Search")
    search.fill(shop["name"])
    search.press("Enter")
    expect(page).to_have_url(re.compile(r"/shop-list\?keywords="))
    page.get_by_role("link", name=shop["name"]).first.click()
    expect(page).to_have_url(re.compile(rf"/shop-index\?id={shop['shop_id']}$"))
    expect(page.get_by_role("heading", name=shop["name"])).to_be_visible()
    expect(page.get_by_test_id("product-card").first).to_be_visible()


def test_the_category_cascade_leads_to_the_list_of_that_category(
    page: Page, server_url: str
) -> None:
    tree = api(server_url, "mall/category/all", {})["list"]
    top = tree[0]
    middle = top["children"][0]
    leaf = middle["children"][0]

    page.goto("/")
    page.get_by_role("button", name="Categories").click()
    page.get_by_role("menuitem", name=top["names"]["en"], exact=True).hover()
    page.get_by_role("menuitem", name=middle["names"]["en"], exact=True).hover()
    page.get_by_role("menuitem", name=leaf["names"]["en"], exact=True).click()
    expect(page).to_have_url(re.compile(rf"/list\?categoryId={leaf['id']}$"))
    expect(page.get_by_test_id("product-card").first).to_be_visible()


def test_the_product_page_renders_right_to_left_in_arabic(page: Page, server_url: str) -> None:
    product = product_with_several_skus(server_url)

    def price_centre() -> float:
        box = page.get_by_test_id("sku-price").bounding_box()
        assert box is not None
        return box["x"] + box["width"] / 2

    page.goto(f"/product?id={product['shop_goods_id']}")
    expect(page.get_by_test_id("sku-price")).to_be_visible()
    left_to_right = price_centre()

    page.evaluate("localStorage.setItem('bazaar.language', 'ar')")
    page.reload()
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    expect(page.get_by_test_id("sku-price")).to_be_visible()
    width = page.evaluate("document.documentElement.clientWidth")
    # The gallery and the buying column swap sides: the price crosses the middle of the page.
    assert left_to_right > width / 2 > price_centre()


def test_a_first_visit_to_a_list_shows_its_cards_without_asking_for_them_again(
    page: Page, server_url: str
) -> None:
    """The server writes the list's answers into the page (list_first_view.py) for the body the
    screen sends (query-params.ts): were the two to read the URL differently, the screen would
    ask again."""
    category = api(server_url, "mall/category/level_one", {})["list"][0]
    asked: list[str] = []
    page.on(
        "request",
        lambda request: (
            asked.append(request.url.split("/api/")[-1]) if "/api/mall/" in request.url else None
        ),
    )
    page.goto(f"/list?categoryId={category['id']}&sort=price_asc&priceMax=100000&inStock=1&page=1")

    expect(page.get_by_test_id("product-card").first).to_be_visible()
    expect(page.get_by_role("heading", level=1)).to_have_text(re.compile(r"\S"))
    page.wait_for_load_state("networkidle")
    for path in ("mall/goods/list", "mall/goods/recommend_for_list", "mall/category/relative"):
        assert path not in asked, asked
    # Another order is asked for: the written answer served the first view only.
    with page.expect_request(lambda request: "/api/mall/goods/list" in request.url):
        page.get_by_role("radiogroup", name="Sort by").get_by_text("Newest", exact=True).click()
    expect(page).to_have_url(re.compile(r"sort=new"))
