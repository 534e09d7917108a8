"""Self-dealing, on the aggregates alone: a shopper cannot put the goods of the shop they own
in the cart (nor carry them over at sign-in) or review them; which shop they own is passed in."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from domain.cart import Cart, MergeAdjustment, guest_owner, line_key, user_owner
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order import Order
from domain.own_goods import OWN_GOODS, is_own_goods, require_not_own_goods
from domain.pricing import CommissionRule

NOW = datetime(2026, 1, 1, tzinfo=UTC)
OWN_SHOP, OTHER_SHOP = 4, 9


def refusal(action: object) -> BusinessRuleViolation:
    assert callable(action)
    with pytest.raises(BusinessRuleViolation) as caught:
        action()
    return caught.value


def test_goods_are_ones_own_only_when_they_are_of_the_shop_one_owns() -> None:
    assert is_own_goods(OWN_SHOP, OWN_SHOP)
    assert not is_own_goods(OTHER_SHOP, OWN_SHOP)
    assert not is_own_goods(OWN_SHOP, None), "a shopper without a shop owns no goods"
    error = refusal(lambda: require_not_own_goods(OWN_SHOP, OWN_SHOP))
    assert (error.code, error.catalogue_key) == (ErrorCode.PROHIBITED, "111.own_goods")
    require_not_own_goods(OTHER_SHOP, OWN_SHOP)


def test_a_cart_refuses_the_goods_of_its_owners_shop_and_takes_anothers() -> None:
    cart = Cart(owner=user_owner(1))

    error = refusal(lambda: cart.add(1, 1, 1, 10, NOW, shop_id=OWN_SHOP, own_shop_id=OWN_SHOP))
    cart.add(2, 2, 1, 10, NOW, shop_id=OTHER_SHOP, own_shop_id=OWN_SHOP)
    cart.add(3, 3, 1, 10, NOW, shop_id=OWN_SHOP, own_shop_id=None)

    assert (error.code, error.context) == (ErrorCode.PROHIBITED, OWN_GOODS)
    assert cart.lines == {line_key(2, 2): 1, line_key(3, 3): 1}


def test_a_line_of_the_owners_shop_cannot_change_its_quantity_only_go() -> None:
    cart = Cart(owner=user_owner(1))
    cart.add(1, 1, 1, 10, NOW, shop_id=OWN_SHOP, own_shop_id=None)  # before the shop was theirs

    error = refusal(
        lambda: cart.change_quantity(1, 1, 3, 10, NOW, shop_id=OWN_SHOP, own_shop_id=OWN_SHOP)
    )
    cart.remove(1, 1, NOW)

    assert (error.code, error.context) == (ErrorCode.PROHIBITED, OWN_GOODS)
    assert cart.lines == {}


def test_taking_over_a_guest_cart_leaves_out_the_users_own_shops_goods() -> None:
    user, guest = Cart(owner=user_owner(1)), Cart(owner=guest_owner("abc"))
    guest.add(1, 1, 2, 10, NOW)
    guest.add(2, 2, 3, 10, NOW)
    stock = {line_key(1, 1): 10, line_key(2, 2): 10}
    shops = {line_key(1, 1): OWN_SHOP, line_key(2, 2): OTHER_SHOP}

    adjusted = user.take_over(guest, stock, NOW, shops=shops, own_shop_id=OWN_SHOP)

    assert user.lines == {line_key(2, 2): 3}
    assert adjusted == [MergeAdjustment(1, 1, requested=2, kept=0, reason=OWN_GOODS)]
    assert guest.lines == {}


def received(shop_id: int) -> Order:
    order = Order(
        order_sn="BZ202601010000000001",
        buyer_uid=7,
        shop_id=shop_id,
        lines=[{"shop_goods_id": 5, "sku_id": 3, "num": 1}],
        address={"name": "Ann"},
        subtotal=1000,
        shipping_fee=0,
        tax=0,
        total=1000,
        remark="",
        at=NOW,
        pay_deadline=NOW + timedelta(minutes=30),
    )
    order.pay("p1", 7, NOW, CommissionRule(Decimal(5)))
    order.confirm(1, NOW)
    order.ship("1Z", 1, NOW)
    order.confirm_receipt(7, NOW)
    return order


def test_a_buyer_cannot_review_a_line_of_the_shop_they_own() -> None:
    error = refusal(lambda: received(OWN_SHOP).reviewable_line(5, 3, OWN_SHOP))

    assert (error.code, error.context) == (ErrorCode.PROHIBITED, OWN_GOODS)
    assert received(OTHER_SHOP).reviewable_line(5, 3, OWN_SHOP)["sku_id"] == 3
