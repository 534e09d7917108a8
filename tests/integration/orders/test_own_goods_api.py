"""Self-dealing on both stores: a shopper cannot put their own shop's goods in the cart, check
them out or review them (111), even a line put in the cart before the shop was theirs, and the
log-in cart merge leaves such lines out and says so."""

from __future__ import annotations

import secrets
from typing import Any

from sqlalchemy import update

from application.catalogue.tables import shops
from tests.integration.api_client import PASSWORD, ApiClient, User
from tests.integration.orders.conftest import Item, Orders, Shop, line

OVEN = "Cast Iron Dutch Oven"  # shop 1
CASE = "Slim Clear Phone Case"  # shop 2
OWN_GOODS = "You cannot buy or review your own shop's goods"


def refused_as_own_goods(answer: dict[str, Any]) -> bool:
    return (answer["code"], answer["msg"]) == (111, OWN_GOODS)


def hand_over(api: ApiClient, shop_id: int, user: User) -> None:
    """The shop becomes the user's, as if they had opened it after shopping there."""
    with api.container.engine.begin() as connection:
        connection.execute(
            update(shops).where(shops.c.shop_id == shop_id).values(owner_uid=user.uid)
        )


def test_a_seller_cannot_add_their_own_shops_goods_to_the_cart(api: ApiClient, shop: Shop) -> None:
    oven, case = shop.item(OVEN), shop.item(CASE)
    seller = shop.seller(oven.shop_id)

    assert refused_as_own_goods(api.call("mall/cart/add", seller, **line(oven, 1)))

    assert api.data("mall/cart/list", seller)["list"] == []
    api.data("mall/cart/add", seller, **line(case, 1))  # another shop's goods
    assert [entry["sku_id"] for entry in api.data("mall/cart/list", seller)["list"]] == [
        case.sku_id
    ]


def test_a_seller_cannot_check_out_their_own_shops_goods(api: ApiClient, shop: Shop) -> None:
    oven, case = shop.item(OVEN), shop.item(CASE)
    seller = shop.seller(oven.shop_id)
    address_id = shop.address(seller)
    wanted = [line(oven, 1), line(case, 1)]

    assert refused_as_own_goods(api.call("order/checkout", seller, lines=wanted))
    created = api.call("order/create", seller, lines=wanted, address_id=address_id)

    assert refused_as_own_goods(created)
    assert api.data("order/list", seller, page=1)["total"] == 0


def test_a_line_put_in_the_cart_before_the_shop_was_the_buyers_cannot_be_checked_out(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    oven = shop.item(OVEN)
    api.data("mall/cart/add", buyer, **line(oven, 1))
    address_id = shop.address(buyer)
    hand_over(api, oven.shop_id, buyer)

    assert refused_as_own_goods(api.call("order/checkout", buyer))
    assert refused_as_own_goods(api.call("order/create", buyer, address_id=address_id))
    assert api.data("order/list", buyer, page=1)["total"] == 0
    # The line can no longer grow, only go.
    assert refused_as_own_goods(api.call("mall/cart/update", buyer, **line(oven, 2)))
    assert [entry["num"] for entry in api.data("mall/cart/list", buyer)["list"]] == [1]
    api.data("mall/cart/del", buyer, shop_goods_id=oven.shop_goods_id, sku_id=oven.sku_id)
    assert api.data("mall/cart/list", buyer)["list"] == []


def test_a_buyer_cannot_review_the_goods_of_the_shop_they_own(
    api: ApiClient, shop: Shop, orders: Orders, buyer: User
) -> None:
    oven, pan = shop.item(OVEN), shop.item("Ceramic Frying Pan")
    bought = orders.received(buyer, oven, pan)
    hand_over(api, oven.shop_id, buyer)

    answer = api.call(
        "mall/goods/comment/add",
        buyer,
        order_id=bought.order_id,
        shop_goods_id=oven.shop_goods_id,
        sku_id=oven.sku_id,
        star=5,
        content="The best oven there is.",
    )

    assert refused_as_own_goods(answer)
    page = api.data("mall/goods/comment/list", None, id=oven.shop_goods_id, page=1)
    assert page["total"] == 0


def test_the_log_in_merge_leaves_the_users_own_shops_goods_out_and_says_so(
    api: ApiClient, shop: Shop
) -> None:
    oven, case = shop.item(OVEN), shop.item(CASE)
    seller = shop.seller(oven.shop_id)
    visitor = User(uid=0, sid=secrets.token_hex(16), email="")
    api.data("mall/cart/add", visitor, **line(oven, 2))
    api.data("mall/cart/add", visitor, **line(case, 1))

    signed_in = api.data("user/login", visitor, email=seller.email, password=PASSWORD)

    member = User(seller.uid, signed_in["sid"], seller.email)
    cart = api.data("mall/cart/list", member)
    assert [(entry["sku_id"], entry["num"]) for entry in cart["list"]] == [(case.sku_id, 1)]
    assert signed_in["cart_adjustments"] == [adjustment(oven, requested=2)]


def adjustment(item: Item, requested: int) -> dict[str, Any]:
    return {
        "shop_goods_id": item.shop_goods_id,
        "sku_id": item.sku_id,
        "name": OVEN,
        "props_desc": "Size:24 cm;Color:Cherry Red",
        "requested": requested,
        "kept": 0,
        "reason": "own_goods",
    }
