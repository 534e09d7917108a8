"""Sellers' text keeps its own direction inside an Arabic page: a product named "16-inch Laptop"
once showed as "inch Laptop-16", its leading number pulled to the right by the page's
right-to-left direction. Names are isolated (<bdi>), so the number stays before the words."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page, expect

from tests.e2e.test_catalogue_journeys import api

LEADING_NUMBER = re.compile(r"^(\d+)-(\w+)")


def product_named_with_a_leading_number(server_url: str) -> dict[str, Any]:
    for page in range(1, 6):
        cards = api(
            server_url,
            "mall/goods/list",
            {"keywords": "inch", "page": page, "page_size": 50},
        )["list"]
        for card in cards:
            if LEADING_NUMBER.match(card["name"]):
                return dict(card)
    raise AssertionError("the demo catalogue has no product named with a leading number")


def number_is_left_of_word(page: Page, element: str, number: str, word: str) -> bool:
    """Whether, as drawn, `number` sits left of `word` in the element's text."""
    return bool(
        page.evaluate(
            """([selector, number, word]) => {
                const node = document.querySelector(selector);
                const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
                const text = walker.nextNode();
                const box = (part) => {
                    const start = text.data.indexOf(part);
                    const range = document.createRange();
                    range.setStart(text, start);
                    range.setEnd(text, start + part.length);
                    return range.getBoundingClientRect();
                };
                return box(number).left < box(word).left;
            }""",
            [element, number, word],
        )
    )


def test_a_name_that_starts_with_a_number_reads_in_order_in_arabic(
    page: Page, server_url: str
) -> None:
    product = product_named_with_a_leading_number(server_url)
    found = LEADING_NUMBER.match(product["name"])
    assert found is not None
    number, word = found.group(1), found.group(2)

    page.goto("/")
    page.evaluate("localStorage.setItem('bazaar.language', 'ar')")
    page.goto(f"/product?id={product['shop_goods_id']}")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    title = page.get_by_role("heading", level=1)
    expect(title).to_have_text(product["name"])
    assert number_is_left_of_word(page, "main h1 bdi", number, word), product["name"]


def test_the_options_of_a_demo_product_are_named_in_chinese(page: Page, server_url: str) -> None:
    """The "Please choose" hint once read "请选择：Color, Size": prop labels have translations."""
    cards = api(server_url, "mall/goods/list", {"page": 1, "page_size": 50})["list"]
    details = (
        api(server_url, "mall/goods/detail", {"id": card["shop_goods_id"]}) for card in cards
    )
    product = next(d for d in details if [p["label"] for p in d["props"]][:1] == ["Color"])

    page.goto("/")
    page.evaluate("localStorage.setItem('bazaar.language', 'zh-CN')")
    page.goto(f"/product?id={product['shop_goods_id']}")
    expect(page.get_by_role("group", name="颜色")).to_be_visible()
    expect(page.get_by_test_id("sku-hint")).to_contain_text("请选择：颜色")
    expect(page.get_by_test_id("sku-hint")).not_to_contain_text("Color")
