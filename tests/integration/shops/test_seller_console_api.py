"""`console/order/*` on both stores: a seller sees and moves only their own shop's orders."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.integration.api_client import ApiClient, User
from tests.integration.orders.conftest import Shop, line
from tests.integration.wallet.steps import fund


def paid_order(api: ApiClient, shop: Shop, buyer: User, reviewer: User, name: str) -> str:
    item = shop.item(name)
    created = api.data("order/create", buyer, lines=[line(item, 1)], address_id=shop.address(buyer))
    fund(api, buyer, 20_000, reviewer)
    api.data("order/pay", buyer, order_ids=created["order_ids"])
    order_id: str = created["order_ids"][0]
    return order_id


def test_a_seller_lists_their_shops_orders_with_the_buyer(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    own = paid_order(api, shop, buyer, reviewer, "Cast Iron Dutch Oven")  # shop 1
    paid_order(api, shop, buyer, reviewer, "Slim Clear Phone Case")  # shop 2
    seller = shop.seller(1)

    page = api.data("console/order/list", seller)

    assert [order["order_id"] for order in page["list"]] == [own]
    assert page["list"][0]["buyer"] == {"uid": buyer.uid, "nickname": "bob"}
    assert page["list"][0]["shop"]["shop_id"] == 1
    waiting = api.data("console/order/list", seller, status="wait_ship")
    assert waiting["total"] == 0


def test_another_shops_order_is_not_found_and_the_wrong_state_is_refused(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    theirs = paid_order(api, shop, buyer, reviewer, "Slim Clear Phone Case")  # shop 2
    own = paid_order(api, shop, buyer, reviewer, "Cast Iron Dutch Oven")
    seller = shop.seller(1)

    assert api.call("console/order/confirm", seller, order_id=theirs)["code"] == 103
    ship: dict[str, Any] = {"order_id": own, "logistics_no": "1Z1"}
    assert api.call("console/order/ship", seller, **ship)["code"] == 108
    api.data("console/order/confirm", seller, order_id=own)
    assert api.call("console/order/confirm", seller, order_id=own)["code"] == 108
    bad = api.call("console/order/ship", seller, order_id=own, logistics_no="x" * 65)
    assert (bad["code"], bad["data"]) == (102, {"field": "logistics_no"})
    api.data("console/order/ship", seller, **ship)
    assert api.data("order/detail", buyer, order_id=own)["logistics_no"] == "1Z1"
    assert api.data("order/detail", buyer, order_id=theirs)["status"] == "wait_confirm"


def test_shoppers_and_sellers_without_a_shop_are_turned_away(api: ApiClient, buyer: User) -> None:
    assert api.call("console/order/list", buyer)["code"] == 111
    shopless = api.sign_in("sam@bazaar.test", "seller")
    assert api.call("console/order/list", shopless)["code"] == 111
    assert api.call("console/order/confirm", shopless, order_id="x")["code"] == 111
    assert api.call("console/order/list", None)["code"] == 101


def test_a_seller_opens_their_own_order_as_the_list_shows_it(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    own = paid_order(api, shop, buyer, reviewer, "Cast Iron Dutch Oven")  # shop 1
    seller = shop.seller(1)
    listed = api.data("console/order/list", seller)["list"][0]

    detail = api.data("console/order/detail", seller, order_id=own)

    assert detail == listed
    assert (detail["order_id"], detail["status"], detail["commission"]) == (
        own,
        "wait_confirm",
        400,
    )
    assert detail["buyer"] == {"uid": buyer.uid, "nickname": "bob"}
    assert detail["address"]["name"] == "Ann Lee"
    assert [(entry["name"], entry["num"]) for entry in detail["lines"]] == [
        ("Cast Iron Dutch Oven", 1)
    ]


def test_another_shops_order_detail_is_not_found_and_a_malformed_id_is_refused(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    theirs = paid_order(api, shop, buyer, reviewer, "Slim Clear Phone Case")  # shop 2
    seller = shop.seller(1)

    other = api.call("console/order/detail", seller, order_id=theirs)
    unknown = api.call("console/order/detail", seller, order_id=str(uuid4()))
    malformed = api.call("console/order/detail", seller, order_id="not-an-order")
    missing = api.call("console/order/detail", seller)

    assert (other["code"], other["data"]) == (103, {"field": "order_id"})
    assert (unknown["code"], unknown["data"]) == (103, {"field": "order_id"})
    assert (malformed["code"], malformed["data"]) == (102, {"field": "order_id"})
    assert (missing["code"], missing["data"]) == (102, {"field": "order_id"})


def test_a_shopper_or_a_seller_without_a_shop_cannot_open_an_order(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    order_id = paid_order(api, shop, buyer, reviewer, "Cast Iron Dutch Oven")
    shopless = api.sign_in("sam@bazaar.test", "seller")

    assert api.call("console/order/detail", buyer, order_id=order_id)["code"] == 111
    assert api.call("console/order/detail", shopless, order_id=order_id)["code"] == 111
