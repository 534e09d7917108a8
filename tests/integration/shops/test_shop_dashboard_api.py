"""`console/shop/dashboard` on both stores: what waits for the seller, what runs low, what sells
and the shop's sales of each day."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import update

from application.catalogue.tables import goods, skus
from application.shops.dashboard import ShopDashboard
from tests.integration.api_client import PASSWORD, ApiClient, User
from tests.integration.orders.conftest import Item, Orders, Shop, line, set_stock


def take_off_sale_with_stock(api: ApiClient, item: Item, stock: int) -> None:
    with api.container.engine.begin() as connection:
        connection.execute(
            update(goods).where(goods.c.goods_id == item.shop_goods_id).values(on_sale=False)
        )
        connection.execute(update(skus).where(skus.c.sku_id == item.sku_id).values(stock=stock))


def set_sales(api: ApiClient, item: Item, sales: int) -> None:
    with api.container.engine.begin() as connection:
        connection.execute(
            update(goods).where(goods.c.goods_id == item.shop_goods_id).values(sales=sales)
        )


def signed_in_again(api: ApiClient, user: User) -> User:
    """A fresh session: a day on the hand-moved clock outlives the old one."""
    signed_in = api.data("user/login", None, email=user.email, password=PASSWORD)
    return User(uid=user.uid, sid=signed_in["sid"], email=user.email)


def order_total(api: ApiClient, buyer: User, order_id: str) -> int:
    total: int = api.data("order/detail", buyer, order_id=order_id)["total"]
    return total


@pytest.fixture
def busy_day(api: ApiClient, shop: Shop, buyer: User, orders: Orders) -> dict[str, Any]:
    """Shop 1 with an order paid yesterday (waiting for confirmation), one paid and confirmed
    today (waiting to ship), one unpaid today, low stock, and shop 2's paid order today."""
    oven, pan = shop.item("Cast Iron Dutch Oven"), shop.item("Ceramic Frying Pan")
    set_stock(api, pan, 3)
    take_off_sale_with_stock(api, shop.item("Tidewave Fast Wall Charger"), 1)
    set_sales(api, shop.item("Aurora Wireless Earbuds Pro"), 0)
    seller = shop.seller(1)
    yesterday = orders.paid(buyer, oven)
    api.clock.advance(days=1)
    buyer, seller = signed_in_again(api, buyer), signed_in_again(api, seller)
    orders.reviewer = signed_in_again(api, orders.reviewer)
    today = orders.paid(buyer, pan)
    api.data("console/order/confirm", seller, order_id=today.order_id)
    api.data("order/create", buyer, lines=[line(oven, 1)], address_id=shop.address(buyer))  # unpaid
    orders.paid(buyer, shop.item("Slim Clear Phone Case"))  # shop 2
    return {
        "seller": seller,
        "buyer": buyer,
        "yesterday": order_total(api, buyer, yesterday.order_id),
        "today": order_total(api, buyer, today.order_id),
    }


def test_the_dashboard_counts_waiting_orders_and_shows_low_stock_and_best_sellers(
    api: ApiClient, shop: Shop, busy_day: dict[str, Any]
) -> None:
    board = api.data("console/shop/dashboard", busy_day["seller"])

    assert board["shop"] == {
        "shop_id": 1,
        "name": "Harbor Trading Co",
        "logo": "/media/shops/1/logo.jpg",
    }
    assert (board["to_confirm"], board["to_ship"], board["low_stock_threshold"]) == (1, 1, 5)
    earbuds = shop.item("Aurora Wireless Earbuds Pro", 1)
    pan, charger = shop.item("Ceramic Frying Pan"), shop.item("Tidewave Fast Wall Charger")
    assert board["low_stock"] == [
        {
            "shop_goods_id": earbuds.shop_goods_id,
            "sku_id": earbuds.sku_id,
            "name": "Aurora Wireless Earbuds Pro",
            "props_desc": "Color:White",
            "stock": 0,
        },
        {
            "shop_goods_id": pan.shop_goods_id,
            "sku_id": pan.sku_id,
            "name": "Ceramic Frying Pan",
            "props_desc": "Size:28 cm;Color:Cream",
            "stock": 2,  # 3, less the paid order's
        },
        {  # off sale: after the products buyers meet, though its stock is lower
            "shop_goods_id": charger.shop_goods_id,
            "sku_id": charger.sku_id,
            "name": "Tidewave Fast Wall Charger",
            "props_desc": "Color:White;Length:1 m",
            "stock": 1,
        },
    ]
    oven = shop.item("Cast Iron Dutch Oven")
    assert [(item["name"], item["sales"]) for item in board["best_sellers"]] == [
        ("Tidewave Fast Wall Charger", shop.sales(charger)),
        ("Cast Iron Dutch Oven", shop.sales(oven)),
        ("Ceramic Frying Pan", shop.sales(pan)),
    ]  # the earbuds never sold
    assert board["best_sellers"][1]["price"] == 7999
    assert board["best_sellers"][1]["cover_image"] == f"/media/goods/{oven.shop_goods_id}/0/400.jpg"


def test_orders_per_day_covers_every_day_of_the_window_with_paid_orders_only(
    api: ApiClient, busy_day: dict[str, Any]
) -> None:
    seller = busy_day["seller"]
    today = api.clock().date()

    three = api.data("console/shop/dashboard", seller, days=3)["orders_per_day"]
    default = api.data("console/shop/dashboard", seller)["orders_per_day"]
    one = api.data("console/shop/dashboard", seller, days=1)["orders_per_day"]

    dates = [(today - timedelta(days=back)).isoformat() for back in (2, 1, 0)]
    assert three == [
        {"date": dates[0], "orders": 0, "amount": 0},
        {"date": dates[1], "orders": 1, "amount": busy_day["yesterday"]},
        {"date": dates[2], "orders": 1, "amount": busy_day["today"]},
    ]
    assert len(default) == 30 and default[-2:] == three[-2:]
    assert default[0]["date"] == (today - timedelta(days=29)).isoformat()
    assert one == three[-1:]


@pytest.mark.parametrize("days", [0, 91, "7"])
def test_a_window_outside_1_to_90_days_answers_102(api: ApiClient, shop: Shop, days: Any) -> None:
    answer = api.call("console/shop/dashboard", shop.seller(1), days=days)
    assert (answer["code"], answer["data"]) == (102, {"field": "days"})


def test_the_threshold_decides_what_is_low(api: ApiClient, shop: Shop) -> None:
    seller = shop.seller(1)
    container = api.container
    strict = ShopDashboard(container.engine, api.clock, low_stock_threshold=0)
    generous = ShopDashboard(container.engine, api.clock, low_stock_threshold=11)

    nothing = strict.dashboard(seller.uid, 7)
    plenty = generous.dashboard(seller.uid, 7)

    assert (nothing.low_stock_threshold, nothing.low_stock) == (0, [])
    assert [(sku.name, sku.stock) for sku in plenty.low_stock] == [
        ("Aurora Wireless Earbuds Pro", 0),
        ("Cast Iron Dutch Oven", 9),
        ("Aurora Wireless Earbuds Pro", 10),
    ]


def test_a_shop_without_orders_or_sales_answers_zeros(api: ApiClient, shop: Shop) -> None:
    seller = shop.seller(3)
    with api.container.engine.begin() as connection:
        connection.execute(update(goods).where(goods.c.shop_id == 3).values(sales=0))

    board = api.data("console/shop/dashboard", seller, days=2)

    assert (board["to_confirm"], board["to_ship"], board["best_sellers"]) == (0, 0, [])
    assert [(day["orders"], day["amount"]) for day in board["orders_per_day"]] == [(0, 0), (0, 0)]


def test_shoppers_and_sellers_without_a_shop_are_turned_away(api: ApiClient, buyer: User) -> None:
    shopless = api.sign_in("sam@bazaar.test", "seller")
    assert api.call("console/shop/dashboard", buyer)["code"] == 111
    assert api.call("console/shop/dashboard", shopless)["code"] == 111
    assert api.call("console/shop/dashboard", None)["code"] == 101
