"""The header on a desktop: the same controls on every storefront page, and a search field that
keeps room to type in (it once shrank to 61 px on the home page when signed in, and 98 px as a
guest, while the brand menu and the app download came and went between pages)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect

from tests.e2e.test_account_journeys import DEMO_SHOPPER, log_in
from tests.e2e.test_catalogue_journeys import api

PASSWORD = "demo-pass-1"
SEARCH_MIN_WIDTH = 240


def storefront_pages(server_url: str) -> list[str]:
    card = api(server_url, "mall/goods/list", {"page": 1, "page_size": 1})["list"][0]
    shop = api(server_url, "mall/shop/list", {"page": 1})["list"][0]
    return [
        "/",
        "/list?keywords=a",
        f"/product?id={card['shop_goods_id']}",
        f"/shop-index?id={shop['shop_id']}",
    ]


def header_controls(page: Page) -> list[str]:
    """The header's buttons, links and fields, by their accessible names, in order."""
    header = page.get_by_role("banner")
    expect(header.get_by_role("searchbox", name="Search")).to_be_visible()
    # The wide screen's menus and utilities arrive in a chunk of their own.
    expect(header.get_by_role("button", name="Language: English")).to_be_visible()
    expect(header.get_by_role("button", name="Categories")).to_be_visible()
    # And the storefront's own parts come once its page has mounted: without waiting for them,
    # a page still loading reads as a header without them.
    expect(header.get_by_role("button", name="Brands")).to_be_visible()
    expect(header.get_by_role("button", name="Download app")).to_be_visible()
    page.wait_for_load_state("networkidle")
    names: list[str] = header.locator("a, button, input, select").evaluate_all(
        """(all) => all.filter((e) => e.getBoundingClientRect().width > 0)
            .map((e) => e.getAttribute('aria-label') || e.innerText.trim() || e.tagName)"""
    )
    return names


@pytest.fixture(params=[1280, 1366], ids=lambda width: f"{width}px")
def viewport(request: pytest.FixtureRequest) -> ViewportSize:
    return {"width": request.param, "height": 900}


@pytest.fixture(params=["guest", "signed in"])
def desktop(
    request: pytest.FixtureRequest, browser: Browser, server_url: str, viewport: ViewportSize
) -> Iterator[Page]:
    context = browser.new_context(base_url=server_url, locale="en-US", viewport=viewport)
    context.set_default_timeout(15_000)
    page = context.new_page()
    if request.param == "signed in":
        log_in(page, DEMO_SHOPPER, PASSWORD)
        expect(page.get_by_role("button", name="Log in")).to_have_count(0)
    yield page
    context.close()


def test_every_storefront_page_has_the_same_header_with_room_to_search(
    desktop: Page, server_url: str
) -> None:
    seen: dict[str, list[str]] = {}
    for path in storefront_pages(server_url):
        desktop.goto(path)
        seen[path] = header_controls(desktop)
        search = desktop.get_by_role("banner").get_by_role("searchbox", name="Search")
        box = search.bounding_box()
        assert box is not None
        assert box["width"] >= SEARCH_MIN_WIDTH, (path, box["width"])
        width = desktop.evaluate("document.documentElement.scrollWidth")
        assert width <= desktop.evaluate("innerWidth"), (path, width)
    first = next(iter(seen.values()))
    assert all(controls == first for controls in seen.values()), seen
