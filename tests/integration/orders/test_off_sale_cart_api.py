"""Off-sale products in carts and at checkout, on both stores: they cannot be added or bought
(107 `off_sale`); a line already in a cart stays, shown unavailable and left out of the
amount, also when it comes along at sign-in."""

from __future__ import annotations

import secrets

from tests.integration.api_client import PASSWORD, ApiClient, User
from tests.integration.catalogue.fixture import set_on_sale
from tests.integration.orders.conftest import Item, Shop, line

OFF_SALE_MESSAGE = "This product is no longer on sale"


def take_off_sale(api: ApiClient, item: Item) -> None:
    set_on_sale(api.container, item.shop_goods_id, False)


def test_an_off_sale_product_cannot_be_added_or_changed_in_a_cart(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    oven = shop.item("Cast Iron Dutch Oven")
    api.data("mall/cart/add", buyer, **line(oven, 1))
    take_off_sale(api, oven)

    added = api.call("mall/cart/add", buyer, language="en", **line(oven, 1))
    updated = api.call("mall/cart/update", buyer, language="en", **line(oven, 2))
    in_russian = api.call("mall/cart/add", buyer, language="ru", **line(oven, 1))

    assert (added["code"], added["msg"]) == (107, OFF_SALE_MESSAGE)
    assert (updated["code"], updated["msg"]) == (107, OFF_SALE_MESSAGE)
    assert (in_russian["code"], in_russian["msg"]) == (107, "Этот товар снят с продажи")
    assert [e["num"] for e in api.data("mall/cart/list", buyer)["list"]] == [1]
    api.data("mall/cart/del", buyer, shop_goods_id=oven.shop_goods_id, sku_id=oven.sku_id)
    assert api.data("mall/cart/list", buyer)["list"] == []


def test_a_cart_line_turns_unavailable_and_leaves_the_amount_while_off_sale(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    oven, case = shop.item("Cast Iron Dutch Oven"), shop.item("Slim Clear Phone Case")
    api.data("mall/cart/add", buyer, **line(oven, 2))
    api.data("mall/cart/add", buyer, **line(case, 3))
    before = api.data("mall/cart/list", buyer)
    assert [e["available"] for e in before["list"]] == [True, True]
    assert before["amount"] == 2 * oven.price + 3 * case.price

    take_off_sale(api, oven)
    cart = api.data("mall/cart/list", buyer)

    availability = {e["sku_id"]: (e["available"], e["num"]) for e in cart["list"]}
    assert availability == {oven.sku_id: (False, 2), case.sku_id: (True, 3)}
    assert cart["amount"] == 3 * case.price

    set_on_sale(api.container, oven.shop_goods_id, True)
    assert api.data("mall/cart/list", buyer) == before


def test_checkout_and_create_refuse_an_off_sale_line_and_save_nothing(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    oven, case = shop.item("Cast Iron Dutch Oven"), shop.item("Slim Clear Phone Case")
    api.data("mall/cart/add", buyer, **line(oven, 1))
    api.data("mall/cart/add", buyer, **line(case, 1))
    address_id = shop.address(buyer)
    cart = api.data("mall/cart/list", buyer)
    take_off_sale(api, oven)

    refusals = [
        api.call("order/checkout", buyer, language="en"),
        api.call("order/checkout", buyer, language="en", lines=[line(oven, 1)]),
        api.call("order/create", buyer, language="en", address_id=address_id),
        api.call(
            "order/create",
            buyer,
            language="en",
            key=secrets.token_hex(8),
            lines=[line(case, 1), line(oven, 1)],
            address_id=address_id,
        ),
    ]

    assert [(r["code"], r["msg"]) for r in refusals] == [(107, OFF_SALE_MESSAGE)] * 4
    assert api.data("order/list", buyer)["total"] == 0
    assert shop.stock(oven) == (9, 9) and shop.stock(case) == (50, 70)
    cart["list"][1]["available"] = False  # newest first: the oven is the older line
    cart["amount"] = case.price
    assert api.data("mall/cart/list", buyer) == cart
    only_case = api.data("order/checkout", buyer, lines=[line(case, 1)])
    assert (only_case["payable"], only_case["subtotal"]) == (True, case.price)
    placed = api.data("order/create", buyer, lines=[line(case, 1)], address_id=address_id)
    assert len(placed["order_ids"]) == 1


def test_an_off_sale_guest_line_carries_over_at_sign_in_shown_unavailable(
    api: ApiClient, shop: Shop
) -> None:
    oven, pan = shop.item("Cast Iron Dutch Oven"), shop.item("Ceramic Frying Pan")
    api.container.accounts.ensure_user("cleo@bazaar.test", PASSWORD, "cleo", ())
    visitor = User(uid=0, sid=secrets.token_hex(16), email="")
    api.data("mall/cart/add", visitor, **line(oven, 2))
    api.data("mall/cart/add", visitor, **line(pan, 1))
    take_off_sale(api, oven)

    signed_in = api.data("user/login", visitor, email="cleo@bazaar.test", password=PASSWORD)

    member = User(0, signed_in["sid"], "cleo@bazaar.test")
    cart = api.data("mall/cart/list", member)
    assert {e["sku_id"]: (e["num"], e["available"]) for e in cart["list"]} == {
        oven.sku_id: (2, False),
        pan.sku_id: (1, True),
    }
    assert cart["amount"] == pan.price
    assert signed_in["cart_adjustments"] == []
