"""What a take-down does outside the operators' console, on both stores: the product leaves
every storefront list, search, recommendation and shop count, its page says it is not on sale,
carts and checkout refuse it (107 `off_sale`), nobody can report it any more, and its seller
cannot put it on sale (108 `taken_down`) though it may still edit it, and reads why in its goods
list and form; a restore brings back exactly what the seller had on sale."""

from __future__ import annotations

from typing import Any

import pytest

from tests.integration.api_client import ApiClient, User
from tests.integration.catalogue.fixture import FixtureCatalogue, seed_fixture_catalogue
from tests.integration.catalogue.moderation_steps import OVEN, Moderation
from tests.integration.catalogue.seller_fixture import SellerCatalogue
from tests.integration.catalogue.test_off_sale_goods_api import (
    goods_lists,
    ids,
    shop_counts,
    short_lists,
)
from tests.integration.orders.conftest import Shop, line

FAKE = "Counterfeit: the logo is misspelt"
TAKEN_DOWN = (
    "The platform took this product down; it cannot be put on sale until the platform restores it"
)


@pytest.fixture
def shelf(api: ApiClient) -> FixtureCatalogue:
    return seed_fixture_catalogue(api.container.engine)


@pytest.fixture
def moderation(api: ApiClient, shelf: FixtureCatalogue) -> Moderation:
    return Moderation(api, Shop(api))


@pytest.fixture
def operator(api: ApiClient) -> User:
    return api.sign_in("olive@bazaar.test", "operator")


@pytest.fixture
def ann(api: ApiClient) -> User:
    return api.sign_in("ann@bazaar.test")


def product_page(api: ApiClient, goods_id: int) -> dict[str, Any]:
    found: dict[str, Any] = api.data("mall/goods/detail", None, id=goods_id)
    return found


def test_a_taken_down_product_leaves_every_list_and_search_and_returns_when_restored(
    api: ApiClient, moderation: Moderation, shelf: FixtureCatalogue, operator: User
) -> None:
    oven = shelf.goods_id(OVEN)
    pages, shelves = goods_lists(api.client, shelf), short_lists(api.client, shelf)
    assert all(oven in ids(page) for page in pages.values())
    assert shop_counts(api.client) == (4, 4)

    moderation.take_down(operator, oven, FAKE)

    hidden = goods_lists(api.client, shelf)
    assert [name for name, page in hidden.items() if oven in ids(page)] == []
    assert {name: page["total"] for name, page in hidden.items()} == {
        name: page["total"] - 1 for name, page in pages.items()
    }
    assert [name for name, found in short_lists(api.client, shelf).items() if oven in found] == []
    assert shop_counts(api.client) == (3, 3)
    assert product_page(api, oven)["on_sale"] is False, "the page answers, not on sale"

    moderation.restore(operator, oven)

    assert goods_lists(api.client, shelf) == pages
    assert short_lists(api.client, shelf) == shelves
    assert shop_counts(api.client) == (4, 4)
    assert product_page(api, oven)["on_sale"] is True


def test_carts_and_checkout_refuse_a_taken_down_product_until_it_is_restored(
    api: ApiClient, moderation: Moderation, operator: User, ann: User
) -> None:
    oven = moderation.shop.item(OVEN)
    api.data("mall/cart/add", ann, **line(oven, 1))

    moderation.take_down(operator, oven.shop_goods_id, FAKE)

    added = api.call("mall/cart/add", ann, language="en", **line(oven, 1))
    checkout = api.call("order/checkout", ann, language="en", lines=[line(oven, 1)])
    assert (added["code"], added["msg"]) == (107, "This product is no longer on sale")
    assert checkout["code"] == 107
    cart = api.data("mall/cart/list", ann)
    assert [(e["available"], e["num"]) for e in cart["list"]] == [(False, 1)]
    assert cart["amount"] == 0

    moderation.restore(operator, oven.shop_goods_id)

    assert api.data("mall/cart/list", ann)["amount"] == oven.price
    assert api.call("mall/cart/add", ann, **line(oven, 1))["code"] == 0


def test_nobody_reports_a_taken_down_product(
    moderation: Moderation, operator: User, ann: User
) -> None:
    oven = moderation.goods_id(OVEN)
    moderation.take_down(operator, oven, FAKE)

    refused = moderation.report(ann, oven, "Still fake")

    assert (refused["code"], refused["data"]) == (103, {"field": "shop_goods_id"})
    moderation.restore(operator, oven)
    assert moderation.reported(ann, oven, "Still fake") > 0


def seller_row(api: ApiClient, seller: User, goods_id: int) -> dict[str, Any]:
    found = api.data("console/goods/list", seller, keywords="quokka")["list"]
    row: dict[str, Any] = next(item for item in found if item["shop_goods_id"] == goods_id)
    return row


def edit_form(
    catalogue: SellerCatalogue, seller: User, goods_id: int, **overrides: Any
) -> dict[str, Any]:
    """The product form of an edit, keeping the product's SKUs."""
    form = catalogue.form(seller, shop_goods_id=goods_id, **overrides)
    kept = catalogue.sku_ids(seller, goods_id)
    form["skus"] = [{**sku, "sku_id": kept[sku["props_desc"]]} for sku in form["skus"]]
    return form


def test_the_seller_reads_why_and_cannot_put_it_on_sale_until_it_is_restored(
    api: ApiClient, moderation: Moderation, operator: User
) -> None:
    seller = moderation.shop.seller(1)
    catalogue = SellerCatalogue(api)
    goods_id = catalogue.save(seller)
    status: dict[str, Any] = {"shop_goods_id": goods_id}

    moderation.take_down(operator, goods_id, FAKE)

    row = seller_row(api, seller, goods_id)
    assert (row["on_sale"], row["taken_down"], row["takedown_reason"]) == (True, True, FAKE)
    detail = catalogue.detail(seller, goods_id)
    assert (detail["taken_down"], detail["takedown_reason"]) == (True, FAKE)
    assert api.data("console/goods/status", seller, **status, on_sale=False) is None
    refused = api.call("console/goods/status", seller, **status, on_sale=True, language="en")
    assert (refused["code"], refused["msg"]) == (108, TAKEN_DOWN)
    back_on_sale = edit_form(catalogue, seller, goods_id, on_sale=True)
    assert api.call("console/goods/save", seller, **back_on_sale)["code"] == 108
    renamed = edit_form(catalogue, seller, goods_id, on_sale=False, name="Quokka Pot")
    assert api.call("console/goods/save", seller, **renamed)["code"] == 0, "editing is allowed"
    assert catalogue.detail(seller, goods_id)["name"] == "Quokka Pot"

    moderation.restore(operator, goods_id)

    row = seller_row(api, seller, goods_id)
    assert (row["on_sale"], row["taken_down"], row["takedown_reason"]) == (False, False, "")
    assert api.call("console/goods/status", seller, **status, on_sale=True)["code"] == 0
    found = api.data("mall/goods/list", None, keywords="quokka")["list"]
    assert [card["shop_goods_id"] for card in found] == [goods_id]


def test_editing_a_taken_down_product_on_sale_keeps_it_withheld(
    api: ApiClient, moderation: Moderation, operator: User
) -> None:
    seller = moderation.shop.seller(1)
    catalogue = SellerCatalogue(api)
    goods_id = catalogue.save(seller)
    moderation.take_down(operator, goods_id, FAKE)

    edited = edit_form(catalogue, seller, goods_id, on_sale=True, name="Quokka Jug")
    answer = api.call("console/goods/save", seller, **edited)

    assert answer["code"] == 0
    assert moderation.flags(goods_id) == (True, True, FAKE)
    assert api.data("mall/goods/list", None, keywords="quokka")["list"] == []
    moderation.restore(operator, goods_id)
    found = api.data("mall/goods/list", None, keywords="quokka")["list"]
    assert [card["name"] for card in found] == ["Quokka Jug"]
