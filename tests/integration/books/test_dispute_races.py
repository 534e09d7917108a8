"""Cases raced, on both stores: two steps that would each end a case (or a receipt deadline and a
case's opening) released together by a barrier, round after round. Whichever wins, the case ends
once (one `Resolved` or `Withdrawn` on the Dispute), the buyer's wallet is credited at most once
and with the winner's amount, the loser is refused (108) or finds nothing to do, and the books
balance with the escrow the winner leaves."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import Any
from uuid import UUID

import pytest

from domain.dispute import Dispute
from domain.order import Order
from domain.order_status import SYSTEM_UID
from domain.wallet import Wallet
from infra.settings import Settings
from tests.integration.api_client import ApiClient, User
from tests.integration.books.conftest import DUTCH_OVEN, Market, Placed, remembered
from tests.integration.orders.conftest import Shop
from tests.integration.wallet.steps import balance, fund

ROUNDS = 5
ASKED = 3000
"""Each case asks for 30.00 of the oven's 83.99."""


@pytest.fixture
def arbiters_needed() -> int:
    """How many arbiters must agree on a case's refund; a test parametrizes it to 2."""
    return 1


@pytest.fixture
def settings(settings: Settings, arbiters_needed: int) -> Settings:
    """The receipt deadline a day after shipping, so that every round's move of the clock to it
    stays within the sessions' 30 days; with two arbiters needed, every amount needs them."""
    receipt = replace(settings, order_receive_days=1)
    if arbiters_needed == 2:
        return replace(receipt, review_second_approval_from=1)
    return receipt


@pytest.fixture
def second_arbiter(api: ApiClient) -> User:
    return remembered(api, "rita@bazaar.test", "reviewer")


def together(**calls: Callable[[], Any]) -> dict[str, Any]:
    """Runs the calls on threads of their own released at once; answers each one's result by
    its name (a call that raised fails the test)."""
    start = threading.Barrier(len(calls))
    results: dict[str, Any] = {}
    failures: list[BaseException] = []

    def run(name: str, call: Callable[[], Any]) -> None:
        start.wait()
        try:
            results[name] = call()
        except BaseException as error:  # a 500 fails the status assertion inside api.call()
            failures.append(error)

    threads = [threading.Thread(target=run, args=item) for item in calls.items()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert failures == []
    assert results.keys() == calls.keys(), "a racer did not finish within a minute"
    return results


@dataclass
class Books:
    """What the races leave in escrow: each order's total less what its case refunded."""

    market: Market
    auditor: User
    escrow: int = 0

    def paid(self, placed: Placed) -> None:
        self.escrow += placed.total

    def refunded(self, amount: int) -> None:
        self.escrow -= amount

    def balance(self) -> None:
        self.market.caught_up()
        ledger = self.market.ledger(self.auditor)
        assert (ledger["difference"], ledger["escrow"]) == (0, self.escrow), ledger


@pytest.fixture
def books(market: Market, auditor: User) -> Books:
    return Books(market, auditor)


def open_case(market: Market, placed: Placed, amount: int = ASKED) -> dict[str, Any]:
    answer: dict[str, Any] = market.api.call(
        "order/dispute/open",
        placed.buyer,
        order_id=placed.order_id,
        kind="not_as_described",
        reason="The lid is cracked",
        amount=amount,
    )
    return answer


def opened(market: Market, placed: Placed) -> str:
    answer = open_case(market, placed)
    assert answer["code"] == 0, answer
    dispute_id: str = answer["data"]["dispute_id"]
    assert dispute_id == str(Dispute.create_id(placed.order_id, 1))
    return dispute_id


def respond(market: Market, placed: Placed, dispute_id: str, **answer: Any) -> None:
    seller = market.seller(placed.shop_id)
    market.api.data("console/dispute/respond", seller, dispute_id=dispute_id, **answer)


def escalated(market: Market, placed: Placed) -> str:
    dispute_id = opened(market, placed)
    respond(market, placed, dispute_id, action="refuse", text="It left us intact")
    market.api.data("order/dispute/escalate", placed.buyer, dispute_id=dispute_id)
    return dispute_id


def decide(market: Market, arbiter: User, dispute_id: str, amount: int) -> dict[str, Any]:
    answer: dict[str, Any] = market.api.call(
        "console/dispute/decide", arbiter, dispute_id=dispute_id, refund_amount=amount, remark="ok"
    )
    return answer


def the_end(market: Market, dispute_id: str) -> Dispute.Resolved | Dispute.Withdrawn:
    """The case's one ending event, and the order's one closing of it."""
    events = market.container.application.events.get(UUID(dispute_id))
    ends = [e for e in events if isinstance(e, Dispute.Resolved | Dispute.Withdrawn)]
    assert len(ends) == 1, ends
    case: Dispute = market.container.application.repository.get(UUID(dispute_id))
    closings = market.order_events(case.order_id, Order.DisputeClosed)
    assert [closing.dispute_id for closing in closings] == [dispute_id]
    end: Dispute.Resolved | Dispute.Withdrawn = ends[0]
    return end


def refunds_of(market: Market, buyer: User, dispute_id: str) -> list[int]:
    """The buyer's wallet credits for the case (the case's id is its refund's)."""
    return [
        event.amount
        for event in market.container.application.events.get(Wallet.create_id(buyer.uid))
        if isinstance(event, Wallet.RefundCredited) and event.refund_id == dispute_id
    ]


def refunded_once(
    market: Market, buyer: User, dispute_id: str, amount: int, available_before: int
) -> None:
    """The buyer was credited `amount` for the case exactly once (none for 0), and the wallet
    shows it."""
    assert refunds_of(market, buyer, dispute_id) == ([amount] if amount else [])
    market.caught_up()  # a refund the tick made waited for no read model
    assert balance(market.api, buyer)[0] == available_before + amount


def test_a_buyer_accepting_an_offer_as_the_tick_takes_it_for_them_is_refunded_once(
    market: Market, shop: Shop, buyer: User, books: Books
) -> None:
    oven = shop.item(DUTCH_OVEN)
    winners: Counter[str] = Counter()
    respond_days = market.container.settings.dispute_respond_days

    for _ in range(ROUNDS):
        placed = market.shipped(buyer, (oven, 1))
        books.paid(placed)
        dispute_id = opened(market, placed)
        respond(market, placed, dispute_id, action="offer", amount=2000, text="20 back")
        market.api.clock.advance(days=respond_days, seconds=1)
        market.caught_up()  # the tick finds the lapsed offer through the read model
        before = balance(market.api, buyer)[0]

        raced = together(
            accept=partial(
                market.api.call, "order/dispute/accept_offer", buyer, dispute_id=dispute_id
            ),
            tick=market.container.disputes.lapse_due,
        )

        end = the_end(market, dispute_id)
        assert isinstance(end, Dispute.Resolved)
        assert end.refund_amount == 2000
        if end.how == "offer_accepted":
            assert (raced["accept"]["code"], raced["tick"], end.by_uid) == (0, 0, buyer.uid)
        else:
            assert end.how == "buyer_silent"
            assert (raced["accept"]["code"], raced["tick"], end.by_uid) == (108, 1, SYSTEM_UID)
        winners[end.how] += 1
        refunded_once(market, buyer, dispute_id, 2000, before)
        books.refunded(2000)
        books.balance()
    print(f"\nended by: {dict(winners)}")


def test_a_buyer_withdrawing_as_an_arbiter_decides_ends_the_case_one_way(
    market: Market, shop: Shop, buyer: User, reviewer: User, books: Books
) -> None:
    oven = shop.item(DUTCH_OVEN)
    winners: Counter[str] = Counter()

    for _ in range(ROUNDS):
        placed = market.shipped(buyer, (oven, 1))
        books.paid(placed)
        dispute_id = escalated(market, placed)
        before = balance(market.api, buyer)[0]

        raced = together(
            withdraw=partial(
                market.api.call, "order/dispute/withdraw", buyer, dispute_id=dispute_id
            ),
            decide=partial(decide, market, reviewer, dispute_id, 1200),
        )

        end = the_end(market, dispute_id)
        codes = (raced["withdraw"]["code"], raced["decide"]["code"])
        if isinstance(end, Dispute.Withdrawn):
            assert codes == (0, 108) and end.by_uid == buyer.uid
            refund = 0
        else:
            assert codes == (108, 0) and (end.by_uid, end.refund_amount) == (reviewer.uid, 1200)
            refund = 1200
        winners[type(end).__name__] += 1
        refunded_once(market, buyer, dispute_id, refund, before)
        assert market.order(placed.order_id).refunded_amount == refund
        books.refunded(refund)
        books.balance()
    print(f"\nended by: {dict(winners)}")


def shipped_with_two_approvals(
    market: Market, buyer: User, reviewer: User, second_arbiter: User
) -> Placed:
    """A shipped oven, its buyer's recharge approved by both reviewers (every amount needs two
    where two arbiters must agree)."""
    placed = market.place(buyer, (market.shop.item(DUTCH_OVEN), 1))
    fund(market.api, buyer, -(-placed.total // 1000) * 1000, reviewer, second_arbiter)
    market.api.data("order/pay", buyer, order_ids=[placed.order_id])
    seller = market.seller(placed.shop_id)
    market.api.data("console/order/confirm", seller, order_id=placed.order_id)
    market.api.data("console/order/ship", seller, order_id=placed.order_id, logistics_no="1Z9")
    return placed


@pytest.mark.parametrize("arbiters_needed", [2])
def test_two_arbiters_agreeing_at_once_where_two_must_make_one_decision(
    market: Market,
    buyer: User,
    reviewer: User,
    second_arbiter: User,
    books: Books,
) -> None:
    winners: Counter[int] = Counter()

    for _ in range(ROUNDS):
        placed = shipped_with_two_approvals(market, buyer, reviewer, second_arbiter)
        books.paid(placed)
        dispute_id = escalated(market, placed)
        before = balance(market.api, buyer)[0]

        raced = together(
            first=partial(decide, market, reviewer, dispute_id, 1200),
            second=partial(decide, market, second_arbiter, dispute_id, 1200),
        )

        answers = sorted(
            (answer["code"], answer["data"]["approvals"], answer["data"]["approvals_needed"])
            for answer in raced.values()
        )
        # One is recorded and waits; the other, deciding on what the first recorded, decides.
        assert answers == [(0, 1, 2), (0, 2, 2)]
        end = the_end(market, dispute_id)
        assert isinstance(end, Dispute.Resolved)
        assert (end.how, end.refund_amount) == ("decided", 1200)
        [recorded] = [
            event
            for event in market.container.application.events.get(UUID(dispute_id))
            if isinstance(event, Dispute.DecisionApprovalRecorded)
        ]
        assert {recorded.by_uid, end.by_uid} == {reviewer.uid, second_arbiter.uid}
        winners[end.by_uid] += 1
        refunded_once(market, buyer, dispute_id, 1200, before)
        books.refunded(1200)
        books.balance()
    print(f"\ndecided by: {dict(winners)}")


def test_two_arbiters_deciding_at_once_where_one_suffices_refund_once(
    market: Market,
    shop: Shop,
    buyer: User,
    reviewer: User,
    second_arbiter: User,
    books: Books,
) -> None:
    oven = shop.item(DUTCH_OVEN)
    amounts = {reviewer.uid: 1200, second_arbiter.uid: 1500}
    winners: Counter[int] = Counter()

    for _ in range(ROUNDS):
        placed = market.shipped(buyer, (oven, 1))
        books.paid(placed)
        dispute_id = escalated(market, placed)
        before = balance(market.api, buyer)[0]

        raced = together(
            first=partial(decide, market, reviewer, dispute_id, amounts[reviewer.uid]),
            second=partial(decide, market, second_arbiter, dispute_id, amounts[second_arbiter.uid]),
        )

        assert sorted(answer["code"] for answer in raced.values()) == [0, 108]
        end = the_end(market, dispute_id)
        assert isinstance(end, Dispute.Resolved)
        won = "first" if end.by_uid == reviewer.uid else "second"
        assert (raced[won]["code"], raced[won]["data"]) == (
            0,
            {"approvals": 1, "approvals_needed": 1},
        )
        assert end.refund_amount == amounts[end.by_uid]
        winners[end.by_uid] += 1
        refunded_once(market, buyer, dispute_id, end.refund_amount, before)
        books.refunded(end.refund_amount)
        books.balance()
    print(f"\ndecided by: {dict(winners)}")


def test_the_receipt_tick_and_a_case_opened_at_the_deadline_never_confirm_an_order_under_a_case(
    market: Market, shop: Shop, buyer: User, books: Books
) -> None:
    oven = shop.item(DUTCH_OVEN)
    winners: Counter[str] = Counter()
    receive_days = market.container.settings.order_receive_days

    for _ in range(ROUNDS):
        placed = market.shipped(buyer, (oven, 1))
        books.paid(placed)
        market.api.clock.advance(days=receive_days)  # exactly the deadline: due
        market.caught_up()  # the tick finds the order through the read model

        raced = together(
            tick=market.container.receipt_deadlines.confirm_due,
            open=partial(open_case, market, placed),
        )

        # The case opens either way: on the order still waiting for receipt, or on one the
        # tick confirmed first (a received order may have a case too).
        assert raced["open"]["code"] == 0, raced["open"]
        dispute_id = raced["open"]["data"]["dispute_id"]
        steps = [
            type(event)
            for event in market.container.application.events.get(UUID(placed.order_id))
            if isinstance(event, Order.ReceiptConfirmed | Order.DisputeOpened)
        ]
        confirmed = market.order_events(placed.order_id, Order.ReceiptConfirmed)
        if raced["tick"] == 1:
            assert steps == [Order.ReceiptConfirmed, Order.DisputeOpened]
            assert [event.by_uid for event in confirmed] == [SYSTEM_UID]
            status = "wait_finish"
        else:
            assert (raced["tick"], steps) == (0, [Order.DisputeOpened])
            status = "wait_receipt"
        winners[status] += 1
        order = market.order(placed.order_id)
        assert (order.status, order.open_dispute) == (status, dispute_id)
        # A tick now leaves the order alone: its case is open.
        market.caught_up()
        market.container.receipt_deadlines.confirm_due()
        assert market.order_events(placed.order_id, Order.ReceiptConfirmed) == confirmed

        before = balance(market.api, buyer)[0]
        respond(market, placed, dispute_id, action="accept", text="Sorry")
        assert isinstance(the_end(market, dispute_id), Dispute.Resolved)
        refunded_once(market, buyer, dispute_id, ASKED, before)
        books.refunded(ASKED)
        books.balance()
        # The case opened and closed at the same moment: an order still waiting for receipt
        # is due again at once, and the next race has only its own order to confirm.
        market.caught_up()
        assert market.container.receipt_deadlines.confirm_due() == (status == "wait_receipt")
    print(f"\nthe case opened on: {dict(winners)}")
