"""The operator's commission rules on both stores (`console/commission/list|save`): who may call
them, what is refused, each change on the record, and what orders pay: the most specific rule
in force when each is paid (shop, then the product's category or its nearest ancestor's, then
the default), kept through settlement and a partial refund, with the books balanced."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import update

from application.catalogue.tables import categories
from domain.order import Order
from domain.pricing import CommissionRule
from projections.staff_actions import page_of_actions
from tests.integration.api_client import ApiClient, User
from tests.integration.books.conftest import (
    CHARGER,
    DUTCH_OVEN,
    PHONE_CASE,
    Market,
    Placed,
    figures,
    ledger_of,
    remembered,
)
from tests.integration.orders.conftest import Shop

HARBOR, NORTHWIND = 1, 2
"""Harbor sells the oven (cookware) and the charger (chargers & cables); Northwind the case."""
ELECTRONICS, PHONES_ACCESSORIES, PHONE_CASES, CHARGERS = 1, 2, 3, 4
HOME_KITCHEN, COOKWARE = 21, 23
FIXTURE_CATEGORIES = 60


@pytest.fixture
def operator(api: ApiClient) -> User:
    return remembered(api, "olga@bazaar.test", "operator")


def save(api: ApiClient, operator: User, **rule: Any) -> None:
    api.data("console/commission/save", operator, **rule)


def rules(api: ApiClient, operator: User) -> dict[str, Any]:
    found: dict[str, Any] = api.data("console/commission/list", operator)
    return found


def paid_commission(market: Market, placed: Placed) -> tuple[int, str]:
    [paid] = market.order_events(placed.order_id, Order.Paid)
    return paid.commission, paid.commission_percent


def commission_actions(api: ApiClient) -> list[dict[str, Any]]:
    """The record's commission changes, oldest first."""
    with api.container.engine.connect() as connection:
        found = page_of_actions(connection, 1, 100, kind="commission_set")
    return [
        {
            "actor_uid": row.actor_uid,
            "target": row.target,
            "reason": row.reason,
            "before": row.before,
            "after": row.after,
            "at": int(row.at.timestamp()),
        }
        for row in reversed(found.list)
    ]


# -- who may call, and what is refused --------------------------------------------------------


def test_before_any_rule_the_default_is_the_configured_rate_and_the_whole_tree_is_offered(
    api: ApiClient, shop: Shop, operator: User
) -> None:
    with api.container.engine.begin() as connection:
        connection.execute(
            update(categories).where(categories.c.category_id == COOKWARE).values(visible=False)
        )

    found = rules(api, operator)

    assert found["default"] == {"percent": "5", "set_time": None}
    assert (found["categories"], found["shops"]) == ([], [])
    assert len(found["tree"]) == FIXTURE_CATEGORIES
    cookware = next(c for c in found["tree"] if c["category_id"] == COOKWARE)
    assert cookware["visible"] is False and cookware["parent_id"] == 22
    assert cookware["names"]["en"] == "Cookware"
    assert next(c for c in found["tree"] if c["category_id"] == ELECTRONICS)["parent_id"] is None


def test_guests_are_refused_with_101_and_reviewers_auditors_and_sellers_with_111(
    market: Market, shop: Shop, reviewer: User, auditor: User
) -> None:
    seller = market.seller(HARBOR)
    body: dict[str, Any] = {"scope": "default", "percent": "1"}
    for path in ("console/commission/list", "console/commission/save"):
        assert market.api.call(path, None, **body)["code"] == 101
        for user in (reviewer, auditor, seller):
            assert market.api.call(path, user, **body)["code"] == 111, (path, user.email)
    assert commission_actions(market.api) == []


BAD_RULES: list[tuple[dict[str, Any], str]] = [
    ({"scope": "brand", "target_id": 1, "percent": "5"}, "scope"),
    ({"scope": "category", "percent": "5"}, "target_id"),
    ({"scope": "shop", "target_id": None, "percent": "5"}, "target_id"),
    ({"scope": "default", "target_id": ELECTRONICS, "percent": "5"}, "target_id"),
    ({"scope": "shop", "target_id": 0, "percent": "5"}, "target_id"),
    ({"scope": "shop", "target_id": "1", "percent": "5"}, "target_id"),
    ({"scope": "default", "percent": "100.01"}, "percent"),
    ({"scope": "default", "percent": -1}, "percent"),
    ({"scope": "default", "percent": "7.555"}, "percent"),
    ({"scope": "default", "percent": "seven"}, "percent"),
    ({"scope": "default", "percent": True}, "percent"),
    ({"scope": "default", "percent": "NaN"}, "percent"),
    ({"scope": "default", "percent": None}, "percent"),
    ({"scope": "default"}, "percent"),
    ({"scope": "category", "target_id": COOKWARE, "percent": "8", "reason": "x" * 501}, "reason"),
]


def test_a_bad_scope_target_percent_or_reason_is_refused_with_102_naming_it(
    api: ApiClient, shop: Shop, operator: User
) -> None:
    for body, field in BAD_RULES:
        answer = api.call("console/commission/save", operator, **body)
        assert (answer["code"], answer["data"]) == (102, {"field": field}), body
    assert commission_actions(api) == []
    assert rules(api, operator)["default"]["percent"] == "5"


def test_a_rule_for_a_category_or_shop_that_does_not_exist_is_refused_with_103(
    api: ApiClient, shop: Shop, operator: User
) -> None:
    for scope in ("category", "shop"):
        answer = api.call(
            "console/commission/save", operator, scope=scope, target_id=9999, percent="3"
        )
        assert (answer["code"], answer["data"]) == (103, {"field": "target_id"}), scope
    assert commission_actions(api) == []


# -- the record -------------------------------------------------------------------------------


def test_every_change_is_on_the_record_with_actor_target_reason_before_and_after(
    api: ApiClient, shop: Shop, operator: User
) -> None:
    second = remembered(api, "otto@bazaar.test", "operator")
    at = int(api.clock().timestamp())
    save(api, operator, scope="default", percent="6", reason="New price list")
    save(api, operator, scope="category", target_id=COOKWARE, percent=8.5)
    save(api, second, scope="shop", target_id=HARBOR, percent="3")
    save(api, second, scope="shop", target_id=HARBOR, percent="2.5", reason="Volume deal")
    save(api, operator, scope="shop", target_id=NORTHWIND, percent="4")
    save(api, operator, scope="shop", target_id=NORTHWIND, percent=None, reason="Deal ended")
    save(api, operator, scope="category", target_id=COOKWARE, percent="8.50")  # as it stands

    assert commission_actions(api) == [
        {
            "actor_uid": operator.uid,
            "target": "commission:default",
            "reason": "New price list",
            "before": {"percent": "5"},
            "after": {"percent": "6"},
            "at": at,
        },
        {
            "actor_uid": operator.uid,
            "target": f"category:{COOKWARE}",
            "reason": "",
            "before": {},
            "after": {"percent": "8.5"},
            "at": at,
        },
        {
            "actor_uid": second.uid,
            "target": f"shop:{HARBOR}",
            "reason": "",
            "before": {},
            "after": {"percent": "3"},
            "at": at,
        },
        {
            "actor_uid": second.uid,
            "target": f"shop:{HARBOR}",
            "reason": "Volume deal",
            "before": {"percent": "3"},
            "after": {"percent": "2.5"},
            "at": at,
        },
        {
            "actor_uid": operator.uid,
            "target": f"shop:{NORTHWIND}",
            "reason": "",
            "before": {},
            "after": {"percent": "4"},
            "at": at,
        },
        {
            "actor_uid": operator.uid,
            "target": f"shop:{NORTHWIND}",
            "reason": "Deal ended",
            "before": {"percent": "4"},
            "after": {},
            "at": at,
        },
    ]
    found = rules(api, operator)
    assert found["default"] == {"percent": "6", "set_time": at}
    [cookware] = found["categories"]
    assert (cookware["category_id"], cookware["percent"], cookware["set_time"]) == (
        COOKWARE,
        "8.5",
        at,
    )
    assert cookware["names"]["en"] == "Cookware"
    assert found["shops"] == [
        {"shop_id": HARBOR, "name": "Harbor Trading Co", "percent": "2.5", "set_time": at}
    ]


# -- what orders pay --------------------------------------------------------------------------


def test_a_commission_change_between_two_orders_of_one_shop_settles_each_at_its_own_rate(
    market: Market, shop: Shop, buyer: User, operator: User, auditor: User
) -> None:
    oven = shop.item(DUTCH_OVEN)
    before = market.received(buyer, (oven, 1))
    save(market.api, operator, scope="default", percent="7.5", reason="Raised")
    after = market.received(buyer, (oven, 1))

    assert market.finish_by_tick() == 2

    [first] = market.order_events(before.order_id, Order.Settled)
    [second] = market.order_events(after.order_id, Order.Settled)
    assert (first.commission, first.net) == (400, before.total - 400)  # 5 % of 7999: 399.95
    assert (second.commission, second.net) == (600, after.total - 600)  # 7.5 %: 599.925
    recharged = 2 * 9000  # each order's 8399, recharged in whole 10.00s
    ledger = market.ledger(auditor)
    assert figures(ledger) == ledger_of(
        recharged=recharged,
        available=recharged - before.total - after.total + first.net + second.net,
        revenue=1000,
    )


def test_a_shop_rule_beats_a_category_rule_which_beats_the_default(
    market: Market, shop: Shop, buyer: User, operator: User
) -> None:
    oven, charger, case = shop.item(DUTCH_OVEN), shop.item(CHARGER), shop.item(PHONE_CASE)
    save(market.api, operator, scope="default", percent="6")
    save(market.api, operator, scope="category", target_id=COOKWARE, percent="8")

    mixed = market.paid(buyer, (oven, 1), (charger, 1))
    save(market.api, operator, scope="shop", target_id=HARBOR, percent="3")
    own_rate = market.paid(buyer, (oven, 1), (charger, 1))
    elsewhere = market.paid(buyer, (case, 1))

    # 7999 × 8 % + 1999 × 6 % = 639.92 + 119.94 = 759.86: 760, at 7.6002… % of 9998.
    amount, percent = paid_commission(market, mixed)
    assert amount == 760
    assert Decimal("7.6") < Decimal(percent) < Decimal("7.6003")
    assert CommissionRule(Decimal(percent)).of(mixed.subtotal) == 760
    assert paid_commission(market, own_rate) == (300, "3")  # 3 % of 9998: 299.94
    assert paid_commission(market, elsewhere) == (60, "6")  # the default: 6 % of 999
    seller_orders = market.api.data("console/order/list", market.seller(HARBOR))["list"]
    by_id = {o["order_id"]: o["commission"] for o in seller_orders}
    assert (by_id[mixed.order_id], by_id[own_rate.order_id]) == (760, 300)


def test_a_category_without_a_rule_pays_its_nearest_ancestors_until_that_rule_is_removed(
    market: Market, shop: Shop, buyer: User, operator: User
) -> None:
    charger, case = shop.item(CHARGER), shop.item(PHONE_CASE)
    save(market.api, operator, scope="category", target_id=ELECTRONICS, percent="10")
    save(market.api, operator, scope="category", target_id=PHONES_ACCESSORIES, percent="4")

    near = market.paid(buyer, (charger, 1))  # chargers sit under phones & accessories
    sibling = market.paid(buyer, (case, 1))  # so do phone cases, of another shop
    save(market.api, operator, scope="category", target_id=PHONES_ACCESSORIES, percent=None)
    far = market.paid(buyer, (charger, 1))

    assert paid_commission(market, near) == (80, "4")  # 4 % of 1999: 79.96
    assert paid_commission(market, sibling) == (40, "4")  # 4 % of 999: 39.96
    assert paid_commission(market, far) == (200, "10")  # electronics' 10 %: 199.9


def test_a_partial_refund_recomputes_at_the_rate_the_order_was_paid_at(
    market: Market, shop: Shop, buyer: User, operator: User
) -> None:
    save(market.api, operator, scope="category", target_id=COOKWARE, percent="8")
    placed = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1), (shop.item(CHARGER), 1))
    save(market.api, operator, scope="category", target_id=COOKWARE, percent="20")
    save(market.api, operator, scope="default", percent="1")
    opened = market.api.data(
        "order/dispute/open",
        buyer,
        order_id=placed.order_id,
        kind="not_as_described",
        reason="The lid is cracked",
        amount=1500,
    )
    seller = market.seller(HARBOR)
    market.api.data(
        "console/dispute/respond",
        seller,
        dispute_id=opened["dispute_id"],
        action="accept",
        text="Sorry",
    )
    market.api.data("order/confirm_receipt", buyer, order_id=placed.order_id)

    assert market.finish_by_tick() == 1

    # Paid at 8 % and 5 %: 739.87, 740, at 7.4001… % of 9998; 8498 kept owe 628.87, 629.
    amount, percent = paid_commission(market, placed)
    [settled] = market.order_events(placed.order_id, Order.Settled)
    assert amount == 740
    assert settled.commission == CommissionRule(Decimal(percent)).of(9998 - 1500) == 629
    assert settled.net == placed.total - 1500 - 629


# -- the seller's money screen ----------------------------------------------------------------


def test_the_seller_sees_the_rate_its_shop_pays_and_the_category_rates_that_differ(
    market: Market, shop: Shop, operator: User
) -> None:
    seller = market.seller(HARBOR)
    save(market.api, operator, scope="category", target_id=COOKWARE, percent="8")
    save(market.api, operator, scope="category", target_id=HOME_KITCHEN, percent="5")
    at = int(market.api.clock().timestamp())

    default_rate = market.api.data("console/shop/summary", seller)["commission"]
    save(market.api, operator, scope="shop", target_id=HARBOR, percent="2.25")
    own_rate = market.api.data("console/shop/summary", seller)["commission"]

    assert default_rate["percent"] == "5" and default_rate["own_rule"] is False
    [cookware] = default_rate["categories"]  # home & kitchen's 5 % is the default's
    assert (cookware["category_id"], cookware["percent"], cookware["set_time"]) == (
        COOKWARE,
        "8",
        at,
    )
    assert cookware["names"]["zh-CN"]
    assert own_rate == {"percent": "2.25", "own_rule": True, "categories": []}
