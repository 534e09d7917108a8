"""`mall/cart/*` on both stores: guests and users, the line rules, and the carry-over at log-in."""

from __future__ import annotations

import secrets
import threading
from typing import Any
from uuid import UUID

import pytest
from eventsourcing.persistence import IntegrityError
from sqlalchemy import delete

from application.accounts.sessions import sid_digest
from application.catalogue.tables import skus
from domain.cart import Cart, guest_owner
from tests.integration.api_client import PASSWORD, ApiClient, User
from tests.integration.orders.conftest import Item, Shop, line, set_stock


def guest() -> User:
    return User(uid=0, sid=secrets.token_hex(16), email="")


def test_a_guest_cart_lists_lines_newest_first_at_todays_prices(api: ApiClient, shop: Shop) -> None:
    visitor = guest()
    earbuds, oven = shop.item("Aurora Wireless Earbuds Pro"), shop.item("Cast Iron Dutch Oven")
    api.data("mall/cart/add", visitor, **line(earbuds, 2))
    api.data("mall/cart/add", visitor, **line(oven, 1))

    cart = api.data("mall/cart/list", visitor)

    assert [entry["sku_id"] for entry in cart["list"]] == [oven.sku_id, earbuds.sku_id]
    first = cart["list"][1]
    assert first["price"] == earbuds.price and first["num"] == 2
    assert first["total"] == 2 * earbuds.price and first["stock"] == earbuds.stock
    assert first["goods_info"]["name"] == "Aurora Wireless Earbuds Pro"
    assert first["goods_info"]["shop_name"] == "Harbor Trading Co"
    assert first["goods_info"]["is_favorite"] is False
    assert cart["amount"] == 2 * earbuds.price + oven.price
    assert cart["balance"] == 0
    assert api.data("mall/cart/list", guest())["list"] == []


def test_adding_again_adds_to_the_line_and_update_sets_it(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    case = shop.item("Slim Clear Phone Case")
    api.data("mall/cart/add", buyer, **line(case, 3))
    api.data("mall/cart/add", buyer, **line(case, 4))
    assert api.data("mall/cart/list", buyer)["list"][0]["num"] == 7

    api.data("mall/cart/update", buyer, **line(case, 2))
    assert api.data("mall/cart/list", buyer)["list"][0]["num"] == 2


def test_cart_refuses_bad_quantities_unknown_ids_and_more_than_the_stock(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    boots = shop.item("Oakhurst Suede Chelsea Boots")  # stock 2
    for num in (0, 1000):
        answer = api.call("mall/cart/add", buyer, **line(boots, num))
        assert (answer["code"], answer["data"]) == (102, {"field": "num"})
    assert api.call("mall/cart/add", buyer, **line(boots, 3))["code"] == 107
    unknown_sku = api.call(
        "mall/cart/add", buyer, shop_goods_id=boots.shop_goods_id, sku_id=99999, num=1
    )
    assert (unknown_sku["code"], unknown_sku["data"]) == (103, {"field": "sku_id"})
    unknown_goods = api.call(
        "mall/cart/add", buyer, shop_goods_id=99999, sku_id=boots.sku_id, num=1
    )
    assert (unknown_goods["code"], unknown_goods["data"]) == (103, {"field": "shop_goods_id"})
    assert api.call("mall/cart/update", buyer, **line(boots, 1))["code"] == 103

    api.data("mall/cart/add", buyer, **line(boots, 2))
    assert api.call("mall/cart/add", buyer, **line(boots, 1))["code"] == 107
    assert api.call("mall/cart/update", buyer, **line(boots, 3))["code"] == 107
    assert api.data("mall/cart/list", buyer)["list"][0]["num"] == 2


def test_del_removes_one_line_and_empty_removes_all(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    pan, press = shop.item("Ceramic Frying Pan"), shop.item("Glass French Press")
    api.data("mall/cart/add", buyer, **line(pan, 1))
    api.data("mall/cart/add", buyer, **line(press, 1))
    key: dict[str, Any] = {"shop_goods_id": pan.shop_goods_id, "sku_id": pan.sku_id}

    api.data("mall/cart/del", buyer, **key)
    assert [e["sku_id"] for e in api.data("mall/cart/list", buyer)["list"]] == [press.sku_id]
    assert api.call("mall/cart/del", buyer, **key)["code"] == 103

    api.data("mall/cart/empty", buyer)
    assert api.data("mall/cart/list", buyer) == {"list": [], "amount": 0, "balance": 0}


def test_the_guest_cart_carries_over_into_the_users_cart_at_log_in(
    api: ApiClient, shop: Shop
) -> None:
    charger, case = shop.item("Tidewave Fast Wall Charger"), shop.item("Slim Clear Phone Case")
    uid = api.container.accounts.ensure_user("cleo@bazaar.test", PASSWORD, "cleo", ())
    earlier = api.data("user/login", None, email="cleo@bazaar.test", password=PASSWORD)
    member = User(uid, earlier["sid"], "cleo@bazaar.test")
    api.data("mall/cart/add", member, **line(case, 1))
    visitor = guest()
    api.data("mall/cart/add", visitor, **line(charger, 2))
    api.data("mall/cart/add", visitor, **line(case, 3))

    signed_in = api.data("user/login", visitor, email="cleo@bazaar.test", password=PASSWORD)

    member = User(uid, signed_in["sid"], "cleo@bazaar.test")
    lines = {e["sku_id"]: e["num"] for e in api.data("mall/cart/list", member)["list"]}
    assert lines == {charger.sku_id: 2, case.sku_id: 4}
    assert api.data("mall/cart/list", visitor)["list"] == []


def log_in_with_guest_cart(
    api: ApiClient, item: Item, users_num: int, guests_num: int
) -> tuple[User, dict[str, Any]]:
    """Cleo has `users_num` in her cart, then logs in as a guest holding `guests_num`."""
    member = api.sign_in("cleo@bazaar.test")
    api.data("mall/cart/add", member, **line(item, users_num))
    visitor = guest()
    api.data("mall/cart/add", visitor, **line(item, guests_num))
    signed_in = api.data("user/login", visitor, email=member.email, password=PASSWORD)
    return User(member.uid, signed_in["sid"], member.email), signed_in


def test_the_log_in_merge_caps_a_line_at_the_stock_and_says_so(api: ApiClient, shop: Shop) -> None:
    charger = set_stock(api, shop.item("Tidewave Fast Wall Charger"), 159)

    member, signed_in = log_in_with_guest_cart(api, charger, 158, 158)

    cart = api.data("mall/cart/list", member)
    assert [(e["sku_id"], e["num"]) for e in cart["list"]] == [(charger.sku_id, 159)]
    assert signed_in["cart_adjustments"] == [
        {
            "shop_goods_id": charger.shop_goods_id,
            "sku_id": charger.sku_id,
            "name": "Tidewave Fast Wall Charger",
            "props_desc": "Color:White;Length:1 m",
            "requested": 316,
            "kept": 159,
            "reason": "out_of_stock",
        }
    ]


def test_the_log_in_merge_caps_a_line_at_999_and_says_so(api: ApiClient, shop: Shop) -> None:
    charger = set_stock(api, shop.item("Tidewave Fast Wall Charger"), 5000)

    member, signed_in = log_in_with_guest_cart(api, charger, 600, 600)

    assert api.data("mall/cart/list", member)["list"][0]["num"] == 999
    [adjusted] = signed_in["cart_adjustments"]
    assert (adjusted["requested"], adjusted["kept"], adjusted["reason"]) == (
        1200,
        999,
        "quantity_limit",
    )


def test_a_log_in_without_a_guest_cart_reports_no_adjustments(api: ApiClient, shop: Shop) -> None:
    api.container.accounts.ensure_user("dan@bazaar.test", PASSWORD, "dan", ())
    signed_in = api.data("user/login", guest(), email="dan@bazaar.test", password=PASSWORD)
    assert signed_in["cart_adjustments"] == []


def test_a_line_whose_sku_is_gone_is_left_out(api: ApiClient, shop: Shop, buyer: User) -> None:

    tent, pan = shop.item("Summit Peak Dome Tent"), shop.item("Ceramic Frying Pan")
    api.data("mall/cart/add", buyer, **line(tent, 1))
    api.data("mall/cart/add", buyer, **line(pan, 1))
    with api.container.engine.begin() as connection:
        connection.execute(delete(skus).where(skus.c.sku_id == tent.sku_id))

    cart = api.data("mall/cart/list", buyer)
    assert [e["sku_id"] for e in cart["list"]] == [pan.sku_id]
    assert cart["amount"] == pan.price


def test_adds_to_one_cart_at_once_take_turns_and_never_lose_a_save(
    api: ApiClient, shop: Shop, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A double tap, or two tabs: the commands on one cart queue in the process, so each one
    # decides on what the one before saved (from the aggregate cache, reading nothing from the
    # store) instead of losing its save to it.
    visitor, case = guest(), shop.item("Slim Clear Phone Case")
    api.data("mall/cart/add", visitor, **line(case, 1))
    application = api.container.application
    lost_saves: list[IntegrityError] = []
    save = application.save

    def counting_save(*aggregates: Any, **kwargs: Any) -> Any:
        try:
            return save(*aggregates, **kwargs)
        except IntegrityError as lost:
            lost_saves.append(lost)
            raise

    monkeypatch.setattr(application, "save", counting_save)
    cart_id = Cart.create_id(guest_owner(sid_digest(visitor.sid)))
    store_reads = counted_store_reads(api, monkeypatch, cart_id)
    adds = 8
    start = threading.Barrier(adds)

    def add() -> None:
        start.wait()
        api.data("mall/cart/add", visitor, **line(case, 1))

    threads = [threading.Thread(target=add) for _ in range(adds)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert lost_saves == []
    assert store_reads == []
    assert api.data("mall/cart/list", visitor)["list"][0]["num"] == 1 + adds


def counted_store_reads(
    api: ApiClient, monkeypatch: pytest.MonkeyPatch, aggregate_id: UUID
) -> list[UUID]:
    """The reads of `aggregate_id`'s events from the application's store from now on (not
    another aggregate's: the periodic tick reads the books meanwhile)."""
    events = api.container.application.events
    read: list[UUID] = []
    get = events.get

    def counting_get(originator_id: UUID, *args: Any, **kwargs: Any) -> Any:
        if originator_id == aggregate_id:
            read.append(originator_id)
        return get(originator_id, *args, **kwargs)

    monkeypatch.setattr(events, "get", counting_get)
    return read
