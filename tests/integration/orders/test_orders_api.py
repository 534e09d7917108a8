"""Checkout and orders on both stores: the preview, placing (one order per shop, stock
reserved, cart lines gone), paying in one save, and every later transition."""

from __future__ import annotations

from typing import Any

from tests.integration.api_client import ApiClient, User
from tests.integration.orders.conftest import Shop, line, set_stock
from tests.integration.wallet.steps import balance, fund


def place(api: ApiClient, user: User, address_id: int, *lines: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = api.data(
        "order/create", user, lines=list(lines), address_id=address_id
    )
    return answer


def test_checkout_previews_each_shops_fees_without_writing(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    earbuds = shop.item("Aurora Wireless Earbuds Pro")  # shop 1, 5999
    case = shop.item("Slim Clear Phone Case")  # shop 2, 999
    api.data("mall/cart/add", buyer, **line(earbuds, 1))
    api.data("mall/cart/add", buyer, **line(case, 2))
    address_id = shop.address(buyer)

    preview = api.data("order/checkout", buyer)

    by_shop = {entry["shop"]["shop_id"]: entry for entry in preview["shops"]}
    assert by_shop[1]["subtotal"] == 5999 and by_shop[1]["shipping_fee"] == 0
    assert by_shop[1]["tax"] == 300  # 299.95 rounded half up
    assert by_shop[2]["subtotal"] == 1998 and by_shop[2]["shipping_fee"] == 499
    assert by_shop[2]["tax"] == 100  # 99.9
    assert by_shop[2]["total"] == 1998 + 499 + 100
    assert by_shop[2]["shop"]["name"] == "Northwind Outfitters"
    assert preview["total"] == by_shop[1]["total"] + by_shop[2]["total"]
    assert preview["address_id"] == address_id
    assert [a["address_id"] for a in preview["addresses"]] == [address_id]
    assert preview["payable"] is True
    assert len(api.data("mall/cart/list", buyer)["list"]) == 2

    only_case = api.data("order/checkout", buyer, lines=[line(case, 1)])
    assert [entry["shop"]["shop_id"] for entry in only_case["shops"]] == [2]
    assert api.data("order/list", buyer)["total"] == 0


def test_checkout_marks_a_line_above_the_stock_leaves_it_out_of_the_totals_and_is_not_payable(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    earbuds = shop.item("Aurora Wireless Earbuds Pro")  # shop 1
    case = shop.item("Slim Clear Phone Case")  # shop 2, stock 50
    api.data("mall/cart/add", buyer, **line(earbuds, 1))
    api.data("mall/cart/add", buyer, **line(case, 5))
    set_stock(api, case, 3)  # sold elsewhere since
    address_id = shop.address(buyer)

    preview = api.data("order/checkout", buyer)

    by_shop = {entry["shop"]["shop_id"]: entry for entry in preview["shops"]}
    assert by_shop[1]["lines"][0]["unavailable_reason"] is None
    short = by_shop[2]["lines"][0]
    assert (short["num"], short["stock"], short["unavailable_reason"]) == (5, 3, "out_of_stock")
    assert (by_shop[2]["subtotal"], by_shop[2]["shipping_fee"], by_shop[2]["total"]) == (0, 0, 0)
    assert preview["total"] == by_shop[1]["total"]
    assert preview["payable"] is False
    chosen = api.data("order/checkout", buyer, lines=[line(case, 4)])
    assert chosen["shops"][0]["lines"][0]["unavailable_reason"] == "out_of_stock"
    assert chosen["payable"] is False

    answer = api.call("order/create", buyer, address_id=address_id)

    assert answer["code"] == 107
    assert api.data("order/list", buyer)["total"] == 0
    assert len(api.data("mall/cart/list", buyer)["list"]) == 2
    api.data("mall/cart/update", buyer, **line(case, 3))
    fixed = api.data("order/checkout", buyer)
    assert fixed["payable"] is True
    assert all(e["lines"][0]["unavailable_reason"] is None for e in fixed["shops"])


def test_checkout_of_an_empty_cart_answers_102_lines(api: ApiClient, buyer: User) -> None:
    answer = api.call("order/checkout", buyer)
    assert (answer["code"], answer["data"]) == (102, {"field": "lines"})
    assert api.call("order/checkout", buyer, lines=[])["code"] == 102


def test_create_places_one_order_per_shop_reserves_stock_and_empties_the_bought_lines(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    oven = shop.item("Cast Iron Dutch Oven")  # shop 1, stock 9
    speaker = shop.item("Sonara Portable Speaker")  # shop 2, stock 3
    pan = shop.item("Ceramic Frying Pan")
    for item, num in ((oven, 2), (speaker, 1), (pan, 1)):
        api.data("mall/cart/add", buyer, **line(item, num))
    address_id = shop.address(buyer)

    created = place(api, buyer, address_id, line(oven, 2), line(speaker, 1))

    assert len(created["order_ids"]) == 2 and len(set(created["order_sns"])) == 2
    assert all(sn.startswith("BZ") and len(sn) == 20 for sn in created["order_sns"])
    assert [e["sku_id"] for e in api.data("mall/cart/list", buyer)["list"]] == [pan.sku_id]
    assert shop.stock(oven) == (7, 7)
    assert shop.stock(speaker) == (2, 2 + 4)
    orders = api.data("order/list", buyer)
    assert orders["total"] == 2
    assert {o["status"] for o in orders["list"]} == {"wait_payment"}
    assert created["pay_amount"] == sum(o["total"] for o in orders["list"])
    detail = api.data("order/detail", buyer, order_id=created["order_ids"][0])
    assert (detail["address"]["name"], detail["address"]["postal_code"]) == ("Ann Lee", "95113")
    assert detail["delivery_method"] == "standard"
    assert detail["logistics_no"] is None and detail["pay_time"] is None
    assert [entry["status"] for entry in detail["timeline"]] == ["wait_payment"]
    assert detail["lines"][0]["price"] in {oven.price, speaker.price}


def test_create_answers_107_and_reserves_nothing_when_any_sku_is_short(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    oven, boots = shop.item("Cast Iron Dutch Oven"), shop.item("Oakhurst Suede Chelsea Boots")
    address_id = shop.address(buyer)

    answer = api.call(
        "order/create", buyer, lines=[line(oven, 1), line(boots, 3)], address_id=address_id
    )

    assert answer["code"] == 107
    assert shop.stock(oven) == (9, 9) and shop.stock(boots) == (2, 3)
    assert api.data("order/list", buyer)["total"] == 0


def test_create_needs_an_address_of_ones_own(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    oven = shop.item("Cast Iron Dutch Oven")
    someone_elses = shop.address(reviewer)
    answer = api.call("order/create", buyer, lines=[line(oven, 1)], address_id=someone_elses)
    assert (answer["code"], answer["data"]) == (103, {"field": "address_id"})
    assert api.call("order/create", buyer, lines=[line(oven, 1)])["code"] == 102


def test_pay_debits_the_wallet_and_pays_every_order_at_once(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    oven, case = shop.item("Cast Iron Dutch Oven"), shop.item("Slim Clear Phone Case")
    sales_before = shop.sales(oven)
    created = place(api, buyer, shop.address(buyer), line(oven, 1), line(case, 1))
    fund(api, buyer, 50_000, reviewer)

    paid = api.call("order/pay", buyer, key="pay-1", order_ids=created["order_ids"])

    assert paid["code"] == 0
    assert paid["data"] == {
        "paid_amount": created["pay_amount"],
        "balance": 50_000 - created["pay_amount"],
    }
    assert balance(api, buyer) == (50_000 - created["pay_amount"], 0)
    statuses = {o["status"] for o in api.data("order/list", buyer)["list"]}
    assert statuses == {"wait_confirm"}
    assert shop.sales(oven) == sales_before + 1
    assert shop.stock(oven) == (8, 8), "the sale moved no shown stock: it was reserved"
    again = api.call("order/pay", buyer, key="pay-1", order_ids=created["order_ids"])
    assert again == paid
    assert api.call("order/pay", buyer, order_ids=created["order_ids"])["code"] == 108


def test_pay_with_too_little_balance_answers_106_and_changes_nothing(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    oven = shop.item("Cast Iron Dutch Oven")
    created = place(api, buyer, shop.address(buyer), line(oven, 2))
    fund(api, buyer, 10_000, reviewer)

    answer = api.call("order/pay", buyer, order_ids=created["order_ids"])

    assert answer["code"] == 106
    assert answer["msg"] == "Insufficient balance, unpaid successfully"
    assert balance(api, buyer) == (10_000, 0)
    assert api.data("order/list", buyer)["list"][0]["status"] == "wait_payment"
    assert shop.stock(oven) == (7, 7)


def test_another_users_order_is_not_found(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    oven = shop.item("Cast Iron Dutch Oven")
    created = place(api, buyer, shop.address(buyer), line(oven, 1))
    order_id = created["order_ids"][0]
    calls: tuple[tuple[str, dict[str, Any]], ...] = (
        ("order/detail", {}),
        ("order/pay", {}),
        ("order/cancel", {}),
        ("order/refund", {"reason": "mine now"}),
        ("order/confirm_receipt", {}),
    )
    for path, extra in calls:
        body: dict[str, Any] = {"order_id": order_id}
        if path == "order/pay":
            body = {"order_ids": [order_id]}
        assert api.call(path, reviewer, **body, **extra)["code"] == 103, path
    assert api.call("order/detail", buyer, order_id="no-such-order")["code"] == 103


def test_cancel_releases_the_stock_and_only_awaiting_payment(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    press = shop.item("Glass French Press")  # stock 6
    created = place(api, buyer, shop.address(buyer), line(press, 4))
    assert shop.stock(press) == (2, 2)

    api.data("order/cancel", buyer, order_id=created["order_ids"][0])

    assert shop.stock(press) == (6, 6)
    order = api.data("order/detail", buyer, order_id=created["order_ids"][0])
    assert [e["status"] for e in order["timeline"]] == ["wait_payment", "cancelled"]
    assert api.call("order/cancel", buyer, order_id=created["order_ids"][0])["code"] == 108


def test_refund_returns_the_money_and_the_stock(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    press = shop.item("Glass French Press")
    sales_before = shop.sales(press)
    created = place(api, buyer, shop.address(buyer), line(press, 2))
    fund(api, buyer, 20_000, reviewer)
    api.data("order/pay", buyer, order_ids=created["order_ids"])
    order_id = created["order_ids"][0]
    assert api.call("order/refund", buyer, order_id=order_id, reason="")["code"] == 102

    api.data("order/refund", buyer, order_id=order_id, reason="Changed my mind")

    assert balance(api, buyer) == (20_000, 0)
    assert shop.stock(press) == (6, 6)
    assert shop.sales(press) == sales_before
    history = api.data("mine/wealth/history", buyer)["list"]
    assert history[0]["amount_change"] == created["pay_amount"]
    assert api.data("order/detail", buyer, order_id=order_id)["status"] == "refunded"
    again = api.call("order/refund", buyer, order_id=order_id, reason="again")
    assert again["code"] == 108


def test_an_order_walks_from_payment_to_finished_and_is_tracked_publicly(
    api: ApiClient, shop: Shop, buyer: User, reviewer: User
) -> None:
    oven = shop.item("Cast Iron Dutch Oven")
    created = place(api, buyer, shop.address(buyer), line(oven, 1))
    order_id, order_sn = created["order_ids"][0], created["order_sns"][0]
    seller = shop.seller(oven.shop_id)
    fund(api, buyer, 20_000, reviewer)
    assert api.call("order/confirm_receipt", buyer, order_id=order_id)["code"] == 108
    api.data("order/pay", buyer, order_ids=[order_id])
    api.data("console/order/confirm", seller, order_id=order_id)
    assert api.call("order/cancel", buyer, order_id=order_id)["code"] == 108
    api.data("console/order/ship", seller, order_id=order_id, logistics_no="1Z999")
    assert api.call("order/refund", buyer, order_id=order_id, reason="late")["code"] == 108
    api.data("order/confirm_receipt", buyer, order_id=order_id)

    container = api.container
    api.clock.advance(days=6, hours=23)
    assert container.orders.finish_due() == 0
    api.clock.advance(hours=2)
    # The embedded tick runs this job too and may finish the order first: what counts is that
    # it is finished (tracked below), not which of the two did it.
    assert container.orders.finish_due() in (0, 1)
    head = container.application.recorder.max_notification_id() or 0
    assert container.runner.wait_until_applied(head)

    tracked = api.data("order/track", None, order_sn=order_sn)
    assert tracked["status"] == "finished" and tracked["logistics_no"] == "1Z999"
    assert [e["status"] for e in tracked["timeline"]] == [
        "wait_payment",
        "wait_confirm",
        "wait_ship",
        "wait_receipt",
        "wait_finish",
        "finished",
    ]
    assert api.call("order/track", None, order_sn="BZ000")["code"] == 103
    buyer = api.sign_in(buyer.email)  # the session ran out during the week
    assert len(api.data("order/list", buyer, status="finished")["list"]) == 1
    assert api.data("order/list", buyer, status="wait_payment")["list"] == []


def test_the_periodic_tick_runs_the_finishing_job(api: ApiClient) -> None:
    jobs = api.container.periodic_tick().jobs
    assert api.container.orders.finish_due in jobs


def test_order_calls_need_log_in_except_track(api: ApiClient) -> None:
    for path in ("order/checkout", "order/list", "order/pay", "order/create"):
        assert api.call(path, None, order_ids=["x"], address_id=1)["code"] == 101, path


def test_create_without_lines_buys_the_whole_cart_once_per_idempotency_key(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    oven, case = shop.item("Cast Iron Dutch Oven"), shop.item("Slim Clear Phone Case")
    api.data("mall/cart/add", buyer, **line(oven, 1))
    api.data("mall/cart/add", buyer, **line(case, 2))
    address_id = shop.address(buyer)

    first = api.call("order/create", buyer, key="create-1", address_id=address_id)
    again = api.call("order/create", buyer, key="create-1", address_id=address_id)

    assert first["code"] == 0 and again == first
    assert len(first["data"]["order_ids"]) == 2
    assert api.data("mall/cart/list", buyer)["list"] == []
    assert api.data("order/list", buyer)["total"] == 2
    assert shop.stock(oven) == (8, 8)


def test_each_shops_order_carries_its_own_note_for_buyer_and_seller(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    oven, speaker = shop.item("Cast Iron Dutch Oven"), shop.item("Sonara Portable Speaker")
    address_id = shop.address(buyer)

    created = api.data(
        "order/create",
        buyer,
        lines=[line(oven, 1), line(speaker, 1)],
        address_id=address_id,
        remarks=[
            {"shop_id": oven.shop_id, "remark": " Gift wrap, please "},
            {"shop_id": speaker.shop_id, "remark": "Leave at the door"},
        ],
    )

    notes = {}
    for order_id in created["order_ids"]:
        detail = api.data("order/detail", buyer, order_id=order_id)
        notes[detail["shop"]["shop_id"]] = detail["remark"]
    assert notes == {oven.shop_id: "Gift wrap, please", speaker.shop_id: "Leave at the door"}
    [seen_by_seller] = api.data("console/order/list", shop.seller(speaker.shop_id))["list"]
    assert seen_by_seller["remark"] == "Leave at the door"


def test_a_shop_left_out_of_remarks_gets_no_note_and_the_old_remark_serves_one_shop_only(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    oven, speaker = shop.item("Cast Iron Dutch Oven"), shop.item("Sonara Portable Speaker")
    address_id = shop.address(buyer)
    both = [line(oven, 1), line(speaker, 1)]

    refused = api.call(
        "order/create", buyer, lines=both, address_id=address_id, remark="For shop 1 only"
    )
    assert (refused["code"], refused["data"]) == (102, {"field": "remark"})
    assert api.data("order/list", buyer)["total"] == 0

    partly = api.data(
        "order/create",
        buyer,
        lines=both,
        address_id=address_id,
        remarks=[{"shop_id": speaker.shop_id, "remark": "Blue box"}],
    )
    details = [api.data("order/detail", buyer, order_id=i) for i in partly["order_ids"]]
    assert {d["shop"]["shop_id"]: d["remark"] for d in details} == {
        oven.shop_id: "",
        speaker.shop_id: "Blue box",
    }
    [single] = api.data(
        "order/create", buyer, lines=[line(oven, 1)], address_id=address_id, remark="Old client"
    )["order_ids"]
    assert api.data("order/detail", buyer, order_id=single)["remark"] == "Old client"


def test_remarks_must_name_the_orders_shops_once_each_within_500_characters(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    oven, speaker = shop.item("Cast Iron Dutch Oven"), shop.item("Sonara Portable Speaker")
    address_id = shop.address(buyer)
    other_shop = shop.item("Linen Midi Dress").shop_id
    cases: list[tuple[list[dict[str, Any]], str]] = [
        ([{"shop_id": other_shop, "remark": "x"}], "remarks"),
        ([{"shop_id": oven.shop_id, "remark": "a"}, {"shop_id": oven.shop_id, "remark": "b"}],
         "remarks"),
        ([{"shop_id": oven.shop_id, "remark": "x" * 501}], "remarks"),
        ([{"shop_id": 0, "remark": "x"}], "remarks[0].shop_id"),
    ]  # fmt: skip
    for remarks, field in cases:
        answer = api.call(
            "order/create",
            buyer,
            lines=[line(oven, 1), line(speaker, 1)],
            address_id=address_id,
            remarks=remarks,
        )
        assert (answer["code"], answer["data"]) == (102, {"field": field}), remarks
    both = api.call(
        "order/create",
        buyer,
        lines=[line(oven, 1)],
        address_id=address_id,
        remark="one",
        remarks=[{"shop_id": oven.shop_id, "remark": "two"}],
    )
    assert (both["code"], both["data"]) == (102, {"field": "remark"})
    assert api.data("order/list", buyer)["total"] == 0
    assert shop.stock(oven) == (9, 9)
