"""Shipping with a carrier, on both stores: the seller names one of `system/config`'s carriers,
and the buyer's order, the seller's order and the public tracking answer its name and the
parcel's tracking page; an unknown carrier is refused; the older call without one still ships."""

from __future__ import annotations

from typing import Any

from tests.integration.api_client import ApiClient, User
from tests.integration.orders.conftest import Shop
from tests.integration.shops.test_seller_console_api import paid_order

UPS_PAGE = "https://www.ups.com/track?tracknum={logistics_no}"


def confirmed_order(api: ApiClient, shop: Shop, buyer: User, reviewer: User) -> tuple[str, User]:
    order_id = paid_order(api, shop, buyer, reviewer, "Cast Iron Dutch Oven")  # shop 1
    seller = shop.seller(1)
    api.data("console/order/confirm", seller, order_id=order_id)
    return order_id, seller


def test_the_site_lists_the_carriers_a_seller_ships_with(api: ApiClient) -> None:
    carriers = api.data("system/config")["carriers"]
    assert {"code": "ups", "name": "UPS", "tracking_url": UPS_PAGE} in carriers
    assert len({carrier["code"] for carrier in carriers}) == len(carriers) >= 9


def test_an_order_shipped_with_a_carrier_links_to_the_parcels_tracking_page(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    order_id, seller = confirmed_order(api, shop, buyer, reviewer)

    api.data(
        "console/order/ship", seller, order_id=order_id, logistics_no="1Z 999/AA", carrier="ups"
    )

    expected = {
        "logistics_no": "1Z 999/AA",
        "carrier": "ups",
        "carrier_name": "UPS",
        "tracking_url": "https://www.ups.com/track?tracknum=1Z%20999%2FAA",
    }
    detail = api.data("order/detail", buyer, order_id=order_id)
    assert {key: detail[key] for key in expected} == expected
    listed = api.data("order/list", buyer)["list"][0]
    assert {key: listed[key] for key in expected} == expected
    seen = api.data("console/order/detail", seller, order_id=order_id)
    assert {key: seen[key] for key in expected} == expected
    tracked = api.data("order/track", order_sn=detail["order_sn"])
    assert {key: tracked[key] for key in expected} == expected


def test_a_carrier_that_is_not_configured_is_refused_and_nothing_ships(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    order_id, seller = confirmed_order(api, shop, buyer, reviewer)
    ship: dict[str, Any] = {"order_id": order_id, "logistics_no": "1Z1"}

    for code in ("pigeon", ""):
        refused = api.call("console/order/ship", seller, **ship, carrier=code)
        assert (refused["code"], refused["data"]) == (102, {"field": "carrier"})
    assert api.data("order/detail", buyer, order_id=order_id)["status"] == "wait_ship"


def test_the_older_ship_call_without_a_carrier_still_ships_with_no_link(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    order_id, seller = confirmed_order(api, shop, buyer, reviewer)

    api.data("console/order/ship", seller, order_id=order_id, logistics_no="1Z1")

    detail = api.data("order/detail", buyer, order_id=order_id)
    assert detail["status"] == "wait_receipt" and detail["logistics_no"] == "1Z1"
    assert (detail["carrier"], detail["carrier_name"], detail["tracking_url"]) == (None, None, None)


def test_an_unshipped_order_has_no_carrier(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    order_id, _ = confirmed_order(api, shop, buyer, reviewer)
    detail = api.data("order/detail", buyer, order_id=order_id)
    assert (detail["carrier"], detail["carrier_name"], detail["tracking_url"]) == (None, None, None)
