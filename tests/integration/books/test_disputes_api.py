"""Every escrow ends, on both stores: the receipt deadline (set at shipping, extended once,
confirmed by the tick), and buyers' cases answered by the seller, by the tick for a silent
party, or by the platform's arbiters, with the exact money of each end and the books balanced."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from tests.integration.api_client import ApiClient, User, unique_png
from tests.integration.books.conftest import DUTCH_OVEN, Market, Placed
from tests.integration.orders.conftest import Shop
from tests.integration.wallet.steps import balance

HARBOR = 1
"""The fixture shop selling the oven (7999; with 5 % tax 8399 and free shipping)."""


def tick(market: Market) -> None:
    """The periodic job's order and case steps, on what the read models show."""
    market.caught_up()
    market.container.receipt_deadlines.confirm_due()
    market.container.disputes.lapse_due()
    market.caught_up()


def case(market: Market, user: User, placed: Placed) -> dict[str, Any]:
    found: dict[str, Any] = market.api.data("order/dispute/detail", user, order_id=placed.order_id)
    return found


def open_case(market: Market, placed: Placed, amount: int, kind: str = "not_as_described") -> str:
    opened = market.api.data(
        "order/dispute/open",
        placed.buyer,
        order_id=placed.order_id,
        kind=kind,
        reason="The lid is cracked",
        amount=amount,
    )
    dispute_id: str = opened["dispute_id"]
    return dispute_id


def respond(market: Market, placed: Placed, dispute_id: str, **answer: Any) -> dict[str, Any]:
    reply: dict[str, Any] = market.api.call(
        "console/dispute/respond", market.seller(placed.shop_id), dispute_id=dispute_id, **answer
    )
    return reply


def order(market: Market, placed: Placed) -> dict[str, Any]:
    found: dict[str, Any] = market.api.data("order/detail", placed.buyer, order_id=placed.order_id)
    return found


def test_shipping_sets_a_receipt_deadline_the_buyer_extends_once_and_the_tick_then_confirms(
    market: Market, shop: Shop, buyer: User
) -> None:
    placed = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    shipped_at = market.api.clock()
    deadline = order(market, placed)["receipt_deadline"]
    assert deadline == int((shipped_at + timedelta(days=10)).timestamp())

    market.api.data("order/extend_receipt", buyer, order_id=placed.order_id)
    again = market.api.call("order/extend_receipt", buyer, order_id=placed.order_id)

    assert again["code"] == 108
    extended = order(market, placed)
    assert extended["receipt_deadline"] == deadline + 5 * 86400 and extended["receipt_extended"]
    market.api.clock.advance(days=14, hours=23)
    tick(market)
    assert order(market, placed)["status"] == "wait_receipt"
    market.api.clock.advance(hours=1, seconds=1)
    tick(market)
    assert order(market, placed)["status"] == "wait_finish"


def test_an_open_case_stops_the_receipt_clock_and_refuses_a_second_case(
    market: Market, shop: Shop, buyer: User, api: ApiClient
) -> None:
    placed = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    stranger = api.sign_in("stranger@bazaar.test")
    dispute_id = open_case(market, placed, 1000)

    second = api.call(
        "order/dispute/open", buyer, order_id=placed.order_id, kind="return", reason="x", amount=1
    )
    not_yours = api.call("order/dispute/detail", stranger, order_id=placed.order_id)
    market.api.clock.advance(days=2)
    market.api.data("order/dispute/withdraw", buyer, dispute_id=dispute_id)
    market.api.clock.advance(days=9)
    tick(market)

    assert (second["code"], not_yours["code"]) == (108, 103)
    # Ten days from shipping, plus the two the case stood open: not yet due.
    assert order(market, placed)["status"] == "wait_receipt"
    assert order(market, placed)["dispute"] == {"dispute_id": dispute_id, "status": "withdrawn"}


def test_amounts_out_of_range_and_wrong_states_are_refused(
    market: Market, shop: Shop, buyer: User
) -> None:
    paid = market.paid(buyer, (shop.item(DUTCH_OVEN), 1))
    shipped = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    body: dict[str, Any] = {"kind": "not_received", "reason": "Never came"}

    too_early = market.api.call(
        "order/dispute/open", buyer, order_id=paid.order_id, **body, amount=1
    )
    nothing = market.api.call(
        "order/dispute/open", buyer, order_id=shipped.order_id, **body, amount=0
    )
    too_much = market.api.call(
        "order/dispute/open", buyer, order_id=shipped.order_id, **body, amount=shipped.total + 1
    )

    assert too_early["code"] == 108
    assert (nothing["code"], nothing["data"]) == (102, {"field": "amount"})
    assert (too_much["code"], too_much["data"]) == (102, {"field": "amount"})


def test_an_accepted_offer_refunds_part_and_the_seller_is_settled_the_rest_less_commission(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    placed = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    before = balance(market.api, buyer)[0]
    dispute_id = open_case(market, placed, 3000)
    assert case(market, market.seller(HARBOR), placed)["actions"] == [
        "message",
        "accept",
        "offer",
        "return",
        "refuse",
    ]

    assert respond(market, placed, dispute_id, action="offer", amount=3000, text="")["code"] == 102
    assert (
        respond(market, placed, dispute_id, action="offer", amount=1999, text="20 back")["code"]
        == 0
    )
    assert "accept_offer" in case(market, buyer, placed)["actions"]
    market.api.data("order/dispute/accept_offer", buyer, dispute_id=dispute_id)

    assert balance(market.api, buyer)[0] == before + 1999
    replay = market.api.data("console/audit/wallet", auditor, uid=buyer.uid)["events"]
    assert (replay[-1]["kind"], replay[-1]["amount_change"]) == ("refund", 1999)
    assert replay[-1]["reference_id"] == dispute_id, "the replay names the case of its refund"
    detail = order(market, placed)
    assert (detail["status"], detail["refunded_amount"]) == ("wait_receipt", 1999)
    assert case(market, buyer, placed)["status"] == "refunded"
    market.api.data("order/confirm_receipt", buyer, order_id=placed.order_id)
    market.api.clock.advance(days=market.container.settings.order_finish_days, minutes=1)
    assert market.finish_by_tick() == 1
    market.caught_up()

    # 8399 paid; 1999 back; the commission is 5 % of 7999 − 1999 = 6000: 300.
    assert balance(market.api, market.seller(HARBOR))[0] == placed.total - 1999 - 300
    ledger = market.ledger(auditor)
    assert (ledger["escrow"], ledger["revenue"], ledger["difference"]) == (0, 300, 0)


def test_a_seller_accepting_the_whole_amount_ends_the_order_refunded(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    placed = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    before = balance(market.api, buyer)[0]
    dispute_id = open_case(market, placed, placed.total)

    assert respond(market, placed, dispute_id, action="accept", text="Sorry")["code"] == 0

    assert balance(market.api, buyer)[0] == before + placed.total
    assert order(market, placed)["status"] == "refunded"
    ledger = market.ledger(auditor)
    assert (ledger["escrow"], ledger["revenue"], ledger["difference"]) == (0, 0, 0)


def test_a_silent_seller_is_taken_to_accept_when_the_deadline_passes(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    placed = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    before = balance(market.api, buyer)[0]
    open_case(market, placed, 500, kind="not_received")

    market.api.clock.advance(days=3, seconds=-1)
    tick(market)
    assert case(market, buyer, placed)["status"] == "open"
    market.api.clock.advance(seconds=2)
    tick(market)

    detail = case(market, buyer, placed)
    assert (detail["status"], detail["refund_amount"]) == ("refunded", 500)
    assert detail["messages"][-1]["event"] == "seller_silent"
    assert balance(market.api, buyer)[0] == before + 500
    assert market.ledger(auditor)["difference"] == 0


def test_a_return_is_refunded_when_the_seller_confirms_it_arrived(
    market: Market, shop: Shop, buyer: User
) -> None:
    placed = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    before = balance(market.api, buyer)[0]
    dispute_id = open_case(market, placed, 4000, kind="return")
    seller = market.seller(HARBOR)

    respond(market, placed, dispute_id, action="return", return_address="1 Dock St", text="")
    market.api.data("order/dispute/return_shipped", buyer, dispute_id=dispute_id, logistics_no="R1")
    market.api.data("console/dispute/return_received", seller, dispute_id=dispute_id)

    detail = case(market, seller, placed)
    assert (detail["return_address"], detail["return_logistics_no"]) == ("1 Dock St", "R1")
    assert [m["event"] for m in detail["messages"]] == [
        "opened",
        "return_requested",
        "return_shipped",
        "return_received",
    ]
    assert balance(market.api, buyer)[0] == before + 4000


def test_a_refused_case_escalated_is_decided_by_an_arbiter_but_never_by_a_party(
    market: Market, shop: Shop, buyer: User, reviewer: User, auditor: User, api: ApiClient
) -> None:
    placed = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    before = balance(market.api, buyer)[0]
    dispute_id = open_case(market, placed, 2500)
    seller = market.seller(HARBOR)

    assert respond(market, placed, dispute_id, action="refuse", text="")["code"] == 102
    respond(market, placed, dispute_id, action="refuse", text="It left us intact")
    early = api.call(
        "console/dispute/decide", reviewer, dispute_id=dispute_id, refund_amount=1, remark="x"
    )
    market.api.data("order/dispute/escalate", buyer, dispute_id=dispute_id)
    queue = api.data("console/dispute/list", reviewer, role="arbiter", status="escalated")["list"]
    not_an_arbiter = api.call(
        "console/dispute/decide", seller, dispute_id=dispute_id, refund_amount=1, remark="x"
    )
    too_much = api.call(
        "console/dispute/decide",
        reviewer,
        dispute_id=dispute_id,
        refund_amount=placed.total + 1,
        remark="x",
    )
    decided = api.data(
        "console/dispute/decide", reviewer, dispute_id=dispute_id, refund_amount=1200, remark="Half"
    )

    assert early["code"] == 108 and not_an_arbiter["code"] != 0
    assert [row["dispute_id"] for row in queue] == [dispute_id]
    assert (too_much["code"], too_much["data"]) == (102, {"field": "refund_amount"})
    assert decided == {"approvals": 1, "approvals_needed": 1}
    detail = case(market, buyer, placed)
    assert (detail["status"], detail["decision"]["refund_amount"]) == ("refunded", 1200)
    assert balance(market.api, buyer)[0] == before + 1200
    assert market.ledger(auditor)["difference"] == 0


def test_the_sellers_dashboard_counts_open_cases_and_those_waiting_for_it(
    market: Market, shop: Shop, buyer: User
) -> None:
    waiting = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    answered = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    ended = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    open_case(market, waiting, 100)
    refused_case = open_case(market, answered, 100)
    respond(market, answered, refused_case, action="refuse", text="No")
    market.api.data("order/dispute/withdraw", buyer, dispute_id=open_case(market, ended, 100))

    board = market.api.data("console/shop/dashboard", market.seller(HARBOR))
    listed = market.api.data("console/dispute/list", market.seller(HARBOR), status="refused")

    assert (board["disputes_open"], board["disputes_waiting"]) == (2, 1)
    assert [row["order_sn"] for row in listed["list"]] == [answered.order_sn]
    assert listed["list"][0]["waiting_for"] == "buyer"


def test_photos_sent_in_a_case_are_read_by_the_other_party_but_not_by_strangers(
    market: Market, shop: Shop, buyer: User, api: ApiClient
) -> None:
    placed = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    photo = api.upload(buyer, unique_png())
    stranger = api.sign_in("nosy@bazaar.test")
    dispute = market.api.data(
        "order/dispute/open",
        buyer,
        order_id=placed.order_id,
        kind="not_as_described",
        reason="See the crack",
        amount=100,
        images=[photo],
    )["dispute_id"]
    others = api.call("order/dispute/message", stranger, dispute_id=dispute, text="hi", images=[])

    [url] = case(market, market.seller(HARBOR), placed)["messages"][0]["images"]
    assert url == f"/uploads/{photo}"
    assert served(api, url, market.seller(HARBOR)) == 200
    assert served(api, url, buyer) == 200
    assert served(api, url, stranger) == 404
    assert served(api, url, None) == 404
    assert others["code"] == 103


def served(api: ApiClient, url: str, user: User | None) -> int:
    """The status the picture's address answers `user` (no session for None)."""
    query = "" if user is None else f"?sid={user.sid}"
    return api.client.get(f"{url}{query}").status_code


def test_a_day_close_counts_a_cases_refund_under_refunds(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    placed = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    market.to_next_day()
    market.api.data(
        "console/audit/close",
        auditor,
        date=(market.api.clock().date() - timedelta(days=1)).isoformat(),
    )
    dispute_id = open_case(market, placed, 1500)
    respond(market, placed, dispute_id, action="accept", text="")
    day = market.api.clock().date()
    market.to_next_day()

    closed = market.api.data("console/audit/close", auditor, date=day.isoformat())

    assert closed["totals"]["refunds"] == 1500
    assert closed["closing"]["escrow"] == placed.total - 1500
    assert closed["events"] == 2, "the order's DisputeClosed and the buyer's RefundCredited"
    assert market.api.data("console/audit/verify", auditor)["ok"] is True


def test_an_arbiter_never_decides_a_case_about_their_own_order_or_shop(
    market: Market, shop: Shop, api: ApiClient, reviewer: User
) -> None:
    judge = api.sign_in("judge@bazaar.test", "reviewer")
    placed = market.shipped(judge, (shop.item(DUTCH_OVEN), 1))
    dispute_id = open_case(market, placed, 700)
    respond(market, placed, dispute_id, action="refuse", text="No")
    market.api.data("order/dispute/escalate", judge, dispute_id=dispute_id)
    body: dict[str, Any] = {"dispute_id": dispute_id, "refund_amount": 700, "remark": "Mine"}

    own_order = api.call("console/dispute/decide", judge, **body)

    assert own_order["code"] == 111
    assert case(market, judge, placed)["status"] == "escalated"
    assert api.data("console/dispute/decide", reviewer, **body) == {
        "approvals": 1,
        "approvals_needed": 1,
    }


def test_the_console_home_counts_the_cases_waiting_for_the_arbiters_and_those_overdue(
    market: Market, shop: Shop, buyer: User, reviewer: User
) -> None:
    first = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    second = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    for placed in (first, second):
        dispute_id = open_case(market, placed, 100)
        respond(market, placed, dispute_id, action="refuse", text="No")
        market.api.data("order/dispute/escalate", buyer, dispute_id=dispute_id)
        market.api.clock.advance(hours=market.container.settings.review_sla_hours, minutes=1)

    overview = market.api.data("console/overview", reviewer)

    # The first has waited two SLAs by now, the second one SLA and a minute: both overdue.
    assert overview["disputes"] == {"waiting": 2, "overdue": 2}
    market.api.data(
        "console/dispute/decide", reviewer, dispute_id=dispute_id, refund_amount=0, remark="No"
    )
    assert market.api.data("console/overview", reviewer)["disputes"] == {"waiting": 1, "overdue": 1}


def test_an_order_reviewed_while_its_case_stood_open_finishes_when_the_case_ends(
    market: Market, shop: Shop, buyer: User
) -> None:
    placed = market.received(buyer, (shop.item(DUTCH_OVEN), 1))
    dispute_id = open_case(market, placed, 500)
    market.review_every_line(placed)
    assert order(market, placed)["status"] == "wait_finish", "a case keeps it from finishing"

    respond(market, placed, dispute_id, action="accept", text="")

    assert order(market, placed)["status"] == "finished"
    # 8399 paid, 500 back; 5 % of 7999 − 500 = 7499 is 374.95: 375.
    assert balance(market.api, market.seller(HARBOR))[0] == placed.total - 500 - 375
