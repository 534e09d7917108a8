"""The operators' shops, on both stores (`console/shops/list|suspend|reinstate`): the list with
each shop's owner and figures, every refusal, each action on the record, and what a suspension
does: the shop's products leave the storefront, search, carts and checkout (107 `off_sale`), its
page says it is unavailable, paid orders and their cases go on, the seller is told by e-mail in
its language and on its console, and reinstatement brings back what the seller had on sale."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import func, insert, select

from application.accounts.tables import user_roles
from application.catalogue.report_tables import product_reports
from application.site.tables import outbox
from projections.staff_actions import ActionRow, page_of_actions
from tests.integration.api_client import PASSWORD, ApiClient, User
from tests.integration.books.conftest import (
    CHARGER,
    DUTCH_OVEN,
    FRYING_PAN,
    PHONE_CASE,
    Market,
    remembered,
    signed_in,
)
from tests.integration.catalogue.fixture import set_on_sale
from tests.integration.orders.conftest import Shop, line
from tests.integration.wallet.steps import fund

HARBOR, NORTHWIND, QUIET = 1, 2, 3
"""The fixture's shops: the oven, pan, charger and earbuds; the phone case and four more; three
more products."""
HARBOR_PRODUCTS = 4
REASON = "Sells counterfeit cookware"
OFF_SALE = 107


@pytest.fixture
def operator(api: ApiClient) -> User:
    return remembered(api, "otto@bazaar.test", "operator")


def suspend(api: ApiClient, user: User | None, shop_id: int, reason: str = REASON) -> Any:
    return api.call("console/shops/suspend", user, shop_id=shop_id, reason=reason)


def reinstate(api: ApiClient, user: User | None, shop_id: int, remark: str = "") -> Any:
    return api.call("console/shops/reinstate", user, shop_id=shop_id, remark=remark)


def listed(api: ApiClient, operator: User, **body: Any) -> dict[str, Any]:
    found: dict[str, Any] = api.data("console/shops/list", operator, **body)
    return found


def shop_row(api: ApiClient, operator: User, shop_id: int) -> dict[str, Any]:
    rows = listed(api, operator, page_size=100)["list"]
    found: dict[str, Any] = next(row for row in rows if row["shop_id"] == shop_id)
    return found


def record(api: ApiClient, kind: str | None = None) -> list[ActionRow]:
    with api.container.engine.connect() as connection:
        return list(page_of_actions(connection, 1, 100, kind=kind).list)


def shop_goods(api: ApiClient, shop_id: int) -> list[str]:
    found = api.data("mall/goods/list", None, shop_id=shop_id, page_size=100)["list"]
    return sorted(card["name"] for card in found)


def listed_shops(api: ApiClient, keywords: str = "") -> set[int]:
    """The shop directory's shops (`mall/shop/list`), as a shopper searches it."""
    found = api.data("mall/shop/list", None, keywords=keywords, page_size=50)["list"]
    return {int(row["shop_id"]) for row in found}


def searched(api: ApiClient, keywords: str) -> list[str]:
    return [card["name"] for card in api.data("mall/goods/list", None, keywords=keywords)["list"]]


def open_report(api: ApiClient, reporter: User, goods_id: int, shop_id: int) -> None:
    """A shopper's open report of a product, as `mall/goods/report` leaves it."""
    with api.container.engine.begin() as connection:
        connection.execute(
            insert(product_reports).values(
                goods_id=goods_id,
                shop_id=shop_id,
                reporter_uid=reporter.uid,
                reason="Looks fake",
                status="open",
                created_at=api.clock(),
            )
        )


# -- the list --------------------------------------------------------------------------------


def test_the_list_shows_each_shop_with_its_owner_sales_balance_and_open_cases_and_reports(
    market: Market, shop: Shop, buyer: User, shopper: User, operator: User
) -> None:
    api = market.api
    oven, case = shop.item(DUTCH_OVEN), shop.item(PHONE_CASE)
    sold = market.paid(buyer, (oven, 1))
    refunded = market.paid(buyer, (shop.item(FRYING_PAN), 1))
    api.data("order/refund", buyer, order_id=refunded.order_id, reason="Changed my mind")
    disputed = market.shipped(buyer, (case, 2))
    api.data(
        "order/dispute/open",
        buyer,
        order_id=disputed.order_id,
        kind="not_received",
        reason="Never came",
        amount=500,
    )
    open_report(api, shopper, oven.shop_goods_id, HARBOR)
    open_report(api, buyer, oven.shop_goods_id, HARBOR)
    owner = market.seller(HARBOR)
    fund(api, owner, 3000, market.reviewer)
    market.caught_up()

    page = listed(api, operator)

    assert (page["total"], page["page"], page["page_size"]) == (3, 1, 20)
    assert [row["shop_id"] for row in page["list"]] == [QUIET, NORTHWIND, HARBOR]
    harbor = page["list"][2]
    assert harbor["owner"] == {
        "uid": owner.uid,
        "email": "owner1@fixture.test",
        "nickname": "Harbor Trading Co",
    }
    assert (harbor["name"], harbor["status"], harbor["suspension_reason"]) == (
        "Harbor Trading Co",
        "active",
        "",
    )
    assert harbor["suspended_at"] is None
    # Paid and not refunded: the oven's order only.
    assert (harbor["sales"], harbor["balance"]) == (sold.total, 3000)
    assert (harbor["open_disputes"], harbor["open_reports"]) == (0, 2)
    northwind = page["list"][1]
    assert (northwind["sales"], northwind["open_disputes"], northwind["open_reports"]) == (
        disputed.total,
        1,
        0,
    )
    assert (northwind["balance"], page["list"][0]["sales"]) == (0, 0)


def test_the_list_is_searched_by_name_owner_or_id_filtered_by_status_and_paged(
    api: ApiClient, shop: Shop, operator: User
) -> None:
    suspend(api, operator, NORTHWIND)

    def ids(**body: Any) -> list[int]:
        return [row["shop_id"] for row in listed(api, operator, **body)["list"]]

    assert ids(keywords="harbor") == [HARBOR]
    assert ids(keywords="OWNER3@FIXTURE") == [QUIET]
    assert ids(keywords="2") == [NORTHWIND]
    assert ids(keywords="100%") == []
    assert ids(status="suspended") == [NORTHWIND]
    assert ids(status="active") == [QUIET, HARBOR]
    assert ids(status="active", keywords="quiet") == [QUIET]
    second = listed(api, operator, page=2, page_size=2)
    assert ([row["shop_id"] for row in second["list"]], second["total"]) == ([HARBOR], 3)
    bad = api.call("console/shops/list", operator, status="closed")
    assert (bad["code"], bad["data"]) == (102, {"field": "status"})


# -- the refusals ----------------------------------------------------------------------------


def test_guests_and_every_role_but_the_operators_are_refused_every_call(
    market: Market, shop: Shop, api: ApiClient, reviewer: User, auditor: User, shopper: User
) -> None:
    seller = market.seller(HARBOR)
    calls: list[tuple[str, dict[str, Any]]] = [
        ("console/shops/list", {}),
        ("console/shops/suspend", {"shop_id": NORTHWIND, "reason": REASON}),
        ("console/shops/reinstate", {"shop_id": NORTHWIND, "remark": ""}),
    ]

    for path, body in calls:
        assert api.call(path, None, **body)["code"] == 101, path
        for user in (reviewer, auditor, seller, shopper):
            assert api.call(path, user, **body)["code"] == 111, (path, user.email)

    assert record(api) == []
    assert shop_goods(api, NORTHWIND) != []


def test_a_reason_an_existing_shop_and_the_right_standing_are_required(
    api: ApiClient, shop: Shop, operator: User
) -> None:
    too_long = "x" * 501
    refusals = [
        suspend(api, operator, HARBOR, reason=""),
        suspend(api, operator, HARBOR, reason="   "),
        suspend(api, operator, HARBOR, reason=too_long),
    ]
    assert [(r["code"], r["data"]) for r in refusals] == [(102, {"field": "reason"})] * 3
    assert suspend(api, operator, 999)["code"] == 103
    assert reinstate(api, operator, 999)["code"] == 103
    assert reinstate(api, operator, HARBOR)["code"] == 108

    assert suspend(api, operator, HARBOR, reason="x" * 500)["code"] == 0
    assert suspend(api, operator, HARBOR)["code"] == 108
    long_remark = reinstate(api, operator, HARBOR, remark=too_long)
    assert (long_remark["code"], long_remark["data"]) == (102, {"field": "remark"})
    assert reinstate(api, operator, HARBOR)["code"] == 0
    assert reinstate(api, operator, HARBOR)["code"] == 108
    assert [row.kind for row in record(api)] == ["shop_reinstated", "shop_suspended"]


def test_an_operator_may_not_suspend_or_reinstate_their_own_shop(
    market: Market, shop: Shop, api: ApiClient, operator: User
) -> None:
    owner = market.seller(QUIET)
    with api.container.engine.begin() as connection:
        connection.execute(insert(user_roles).values(uid=owner.uid, role="operator"))
    owner_operator = signed_in(api, owner.uid, owner.email)

    assert suspend(api, owner_operator, QUIET)["code"] == 111
    assert suspend(api, operator, QUIET)["code"] == 0
    assert reinstate(api, owner_operator, QUIET)["code"] == 111
    assert suspend(api, owner_operator, HARBOR)["code"] == 0
    assert [(row.actor_uid, row.target) for row in record(api)] == [
        (owner.uid, f"shop:{HARBOR}"),
        (operator.uid, f"shop:{QUIET}"),
    ]


# -- the record and the storefront -----------------------------------------------------------


def test_each_action_is_on_the_record_with_its_actor_reason_before_and_after(
    api: ApiClient, shop: Shop, operator: User
) -> None:
    suspend(api, operator, HARBOR, reason=f"  {REASON}  ")
    suspended_at = api.clock()
    api.clock.advance(hours=3)
    assert reinstate(api, operator, HARBOR, remark="Invoices checked")["code"] == 0

    reinstated, suspended = record(api)
    assert (suspended.actor_uid, suspended.kind, suspended.target) == (
        operator.uid,
        "shop_suspended",
        "shop:1",
    )
    assert (suspended.reason, suspended.before, suspended.after) == (
        REASON,
        {"status": "active"},
        {"status": "suspended"},
    )
    assert (reinstated.kind, reinstated.reason) == ("shop_reinstated", "Invoices checked")
    assert (reinstated.before, reinstated.after) == ({"status": "suspended"}, {"status": "active"})
    assert reinstated.at - suspended.at == api.clock() - suspended_at
    assert [row.kind for row in record(api, kind="shop_suspended")] == ["shop_suspended"]


def test_a_suspended_shop_and_its_products_leave_browsing_and_search_and_its_page_says_unavailable(
    api: ApiClient, shop: Shop, operator: User
) -> None:
    pan = shop.item(FRYING_PAN)
    set_on_sale(api.container, pan.shop_goods_id, False)  # the seller's own choice
    harbor_goods = shop_goods(api, HARBOR)
    assert len(harbor_goods) == HARBOR_PRODUCTS - 1
    assert searched(api, "dutch oven") == [DUTCH_OVEN]

    listed_shops_before = listed_shops(api)
    assert HARBOR in listed_shops_before and listed_shops(api, "harbor") == {HARBOR}
    suspend(api, operator, HARBOR)

    assert shop_goods(api, HARBOR) == [] and searched(api, "dutch oven") == []
    assert shop_goods(api, NORTHWIND) != []
    assert listed_shops(api) == listed_shops_before - {HARBOR}
    assert listed_shops(api, "harbor") == set()
    page = api.data("mall/shop/detail", None, shop_id=HARBOR)
    assert (page["available"], page["goods_count"], page["name"]) == (False, 0, "Harbor Trading Co")
    assert api.data("mall/shop/detail", None, shop_id=NORTHWIND)["available"] is True
    oven = api.data("mall/goods/detail", None, id=shop.item(DUTCH_OVEN).shop_goods_id)
    assert oven["on_sale"] is False
    row = shop_row(api, operator, HARBOR)
    assert (row["status"], row["suspension_reason"]) == ("suspended", REASON)
    assert row["suspended_at"] == int(api.clock().timestamp())

    reinstate(api, operator, HARBOR)

    # What the seller had on sale comes back; the pan it had taken off stays off.
    assert shop_goods(api, HARBOR) == harbor_goods
    assert searched(api, "dutch oven") == [DUTCH_OVEN]
    assert api.data("mall/shop/detail", None, shop_id=HARBOR)["available"] is True
    assert shop_row(api, operator, HARBOR)["status"] == "active"
    assert listed_shops(api) == listed_shops_before


def test_carts_and_checkout_refuse_a_suspended_shops_products_with_107_off_sale(
    market: Market, shop: Shop, buyer: User, operator: User
) -> None:
    api = market.api
    oven, case = shop.item(DUTCH_OVEN), shop.item(PHONE_CASE)
    api.data("mall/cart/add", buyer, **line(oven, 1))
    api.data("mall/cart/add", buyer, **line(case, 1))
    address_id = shop.address(buyer)

    suspend(api, operator, HARBOR)

    refusals = [
        api.call("mall/cart/add", buyer, **line(oven, 1)),
        api.call("mall/cart/update", buyer, **line(oven, 2)),
        api.call("order/checkout", buyer, lines=[line(oven, 1)]),
        api.call("order/create", buyer, lines=[line(oven, 1)], address_id=address_id),
        api.call("order/create", buyer, address_id=address_id),
    ]
    assert [r["code"] for r in refusals] == [OFF_SALE] * 5
    assert {r["msg"] for r in refusals} == {"This product is no longer on sale"}
    cart = api.data("mall/cart/list", buyer)
    available = {entry["sku_id"]: entry["available"] for entry in cart["list"]}
    assert available == {oven.sku_id: False, case.sku_id: True}
    assert cart["amount"] == case.price
    assert api.data("order/list", buyer)["total"] == 0

    reinstate(api, operator, HARBOR)

    assert api.data("order/checkout", buyer, lines=[line(oven, 1)])["payable"] is True
    assert all(entry["available"] for entry in api.data("mall/cart/list", buyer)["list"])


def test_a_suspended_shops_paid_orders_and_their_cases_go_on(
    market: Market, shop: Shop, buyer: User, operator: User
) -> None:
    api = market.api
    to_ship = market.paid(buyer, (shop.item(DUTCH_OVEN), 1))
    to_receive = market.shipped(buyer, (shop.item(CHARGER), 1))
    seller = market.seller(HARBOR)

    suspend(api, operator, HARBOR)

    api.data("console/order/confirm", seller, order_id=to_ship.order_id)
    api.data("console/order/ship", seller, order_id=to_ship.order_id, logistics_no="1Z7")
    api.data("order/confirm_receipt", buyer, order_id=to_ship.order_id)
    opened = api.data(
        "order/dispute/open",
        buyer,
        order_id=to_receive.order_id,
        kind="not_received",
        reason="Still waiting",
        amount=500,
    )
    refused = api.call(
        "console/dispute/respond",
        seller,
        dispute_id=opened["dispute_id"],
        action="refuse",
        text="Tracking shows it delivered",
    )
    assert refused["code"] == 0
    assert api.data("order/detail", buyer, order_id=to_ship.order_id)["status"] == "wait_finish"
    case = api.data("order/dispute/detail", buyer, order_id=to_receive.order_id)
    assert case["status"] == "refused"


# -- the seller ------------------------------------------------------------------------------


def mails_to(api: ApiClient, email: str) -> list[tuple[str, str]]:
    with api.container.engine.connect() as connection:
        rows = connection.execute(
            select(outbox.c.subject, outbox.c.body)
            .where(func.lower(outbox.c.recipient) == email)
            .order_by(outbox.c.id)
        )
        return [(row.subject, row.body) for row in rows]


def test_the_seller_is_mailed_in_its_language_with_the_reason_once_each_time(
    market: Market, shop: Shop, operator: User
) -> None:
    api = market.api
    seller = market.seller(HARBOR)
    api.data("user/login", None, email=seller.email, password=PASSWORD, language="es")
    link = f"{api.container.settings.public_url}/console/seller"

    suspend(api, operator, HARBOR)
    market.caught_up()
    [(subject, body)] = mails_to(api, seller.email)
    reinstate(api, operator, HARBOR, remark="Invoices checked")
    market.caught_up()

    assert subject == "Tu tienda Harbor Trading Co ha sido suspendida"
    assert f"Motivo: {REASON}" in body and link in body
    assert mails_to(api, seller.email)[1:] == [
        (
            "Tu tienda Harbor Trading Co vuelve a estar activa",
            "La plataforma ha rehabilitado tu tienda Harbor Trading Co. Los productos que tienes"
            " a la venta vuelven a mostrarse en la tienda, y los pedidos completados durante la"
            " suspensión se han liquidado en tu monedero.\n\n"
            f"Abre la consola de tu tienda: {link}\n\n— {api.container.settings.site_name}\n",
        )
    ]
    assert mails_to(api, "owner2@fixture.test") == []


def test_the_sellers_dashboard_shows_the_suspension_and_its_other_screens_keep_working(
    market: Market, shop: Shop, operator: User
) -> None:
    api = market.api
    seller = market.seller(HARBOR)
    assert api.data("console/shop/dashboard", seller)["suspension"] is None

    suspend(api, operator, HARBOR)

    dashboard = api.data("console/shop/dashboard", seller)
    assert dashboard["suspension"] == {
        "reason": REASON,
        "since": int(api.clock().timestamp()),
    }
    goods = api.data("console/goods/list", seller, page_size=50)
    assert goods["total"] == HARBOR_PRODUCTS
    for path in ("console/order/list", "console/shop/summary", "console/shop/profile/get"):
        assert api.call(path, seller)["code"] == 0, path
    assert api.data("console/shop/dashboard", market.seller(NORTHWIND))["suspension"] is None

    reinstate(api, operator, HARBOR)

    assert api.data("console/shop/dashboard", seller)["suspension"] is None
