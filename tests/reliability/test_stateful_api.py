"""A Hypothesis state machine drives the real API (carts, checkout, payment, refunds, the
wallet's recharges and withdrawals, the seller's steps, the buyer's receipt, its deadline and
reviews, buyers' cases about shipped and received orders (offers, returns, refusals,
escalations, arbiters' decisions, withdrawals), and hours and weeks passing, which expire unpaid
orders, act for a case's silent party, confirm receipt past its deadline and finish received
orders) and checks after every step that each wallet (buyers' and sellers') and each SKU's
stock is exactly what a simple model says, never negative, and that the books balance:
recharged − withdrawn = wallets + escrow + revenue, with escrow and revenue as the model
predicts (an order refunded r by cases settles total − r − the commission on the subtotal
less r).

The model predicts every answer that decides money or stock (106 for a short balance, 107 for
short stock), so a wrong refusal fails the test as surely as a wrong success.

No rule has a precondition: what is possible depends on the app's answers and on stock left by
earlier examples, and Hypothesis requires rule choice to depend only on the drawn data. A rule
with nothing to act on is a no-op step instead.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
    run_state_machine_as_test,
)
from sqlalchemy import select

from application.bazaar import Bazaar
from application.books.money_log import scan
from application.catalogue.tables import skus
from domain.ledger import MoneyFold, Positions
from tests.integration.api_client import PASSWORD, ApiClient, User
from tests.integration.orders.conftest import Item, Shop
from tests.integration.wallet.steps import PAYEE, apply_recharge
from tests.reliability.case_model import (
    BUYER_STEPS,
    KINDS,
    SELLER_STEPS,
    ModelCase,
    chosen_step,
    finishing_moved_on,
    offered_amount,
)
from tests.reliability.workload import FULL

EXAMPLES, STEPS = (12, 250) if FULL else (3, 60)
BUYERS = 3
_RUNS = itertools.count(1)
_CHECKED_STATES: list[int] = []
_SETTLED: list[str] = []
_CASES_ENDED: list[str] = []
_CASE_STEPS: list[str] = []

AMOUNTS = st.integers(min_value=1, max_value=30).map(lambda units: units * 1000)
SHARES = st.integers(min_value=0, max_value=100)
"""A percentage of what a case may refund: how much a buyer asks, a seller offers, an arbiter
decides."""
COMMISSION_PERCENT = 5
OPENING_FUNDS = 30_000
RESTOCKED_TO = 3
"""Units each SKU of the walk has at least when a journey starts."""
SESSION_RENEWAL = timedelta(days=20)
"""Everyone signs in again once their 30-day sessions are this old (weeks pass in the walk)."""


def commission_of(subtotal: int) -> int:
    """The platform's share, as the model predicts it: 5 % rounded half up to the cent."""
    return (max(0, subtotal) * COMMISSION_PERCENT + 50) // 100


class LedgerFollower:
    """The auditors' ledger (`console/audit/ledger`), folded from the event log with the same
    fold, but one new stretch of the log at a time, so that checking it after every step stays
    cheap however long the walk."""

    def __init__(self, bazaar: Bazaar) -> None:
        self.bazaar = bazaar
        self.fold = MoneyFold()
        self.positions = Positions()
        self.position = 0

    def caught_up(self) -> Positions:
        for logged in scan(self.bazaar, after=self.position):
            movement = self.fold.movement(logged.event)
            if movement is not None:
                self.positions += movement.positions
            self.position = logged.notification.id
        return self.positions


@dataclass
class ModelOrder:
    order_id: str
    buyer: int
    shop_id: int
    subtotal: int
    total: int
    quantities: dict[int, int]
    pay_deadline: datetime
    status: str = "wait_payment"
    reviewed: set[int] = field(default_factory=set)
    """The SKUs of its lines the buyer has reviewed."""
    receipt_deadline: datetime | None = None
    receipt_extended: bool = False
    receipt_at: datetime | None = None
    """Where the finishing delay counts from (moved on by the time a case stood open)."""
    refunded: int = 0
    """What its cases refunded so far."""
    case: ModelCase | None = None
    """Its latest case, open or ended."""

    @property
    def refundable(self) -> int:
        return self.total - self.refunded

    @property
    def open_case(self) -> ModelCase | None:
        return self.case if self.case is not None and self.case.is_open else None

    @staticmethod
    def is_past(moment: datetime | None, now: datetime) -> bool:
        assert moment is not None
        return moment <= now


@dataclass
class Model:
    available: dict[int, int] = field(default_factory=dict)
    frozen: dict[int, int] = field(default_factory=dict)
    stock: dict[int, int] = field(default_factory=dict)
    carts: dict[int, dict[Item, int]] = field(default_factory=dict)
    orders: dict[str, ModelOrder] = field(default_factory=dict)
    recharges: list[tuple[str, int, int]] = field(default_factory=list)
    withdrawals: list[tuple[str, int, int]] = field(default_factory=list)
    sellers: dict[int, int] = field(default_factory=dict)
    """Each shop owner's available balance (they only receive settlements)."""


class MarketplaceMachine(RuleBasedStateMachine):
    api: ApiClient
    shop: Shop
    reviewer: User
    second_arbiter: User
    """A second reviewer: a case asking REVIEW_SECOND_APPROVAL_FROM or more needs two."""
    sellers: dict[int, User]
    items: list[Item]
    ledger: LedgerFollower
    signed_in_at: datetime
    escrow: dict[str, int]
    """Paid orders not yet refunded or settled, over every journey: their totals."""
    revenue: int
    """The commissions of every settled order, over every journey."""

    def __init__(self) -> None:
        super().__init__()
        self.model = Model()
        self.buyers: list[User] = []
        self.addresses: dict[int, int] = {}

    @initialize()
    def open_accounts(self) -> None:
        run = next(_RUNS)
        emails = [(f"buyer{run}-{index}@stateful.test", f"buyer{index}") for index in range(BUYERS)]
        uids = self.api.container.accounts.ensure_users(emails, PASSWORD)
        for email, _ in emails:
            buyer = remembered(self.api, User(uids[email], "", email))
            self.buyers.append(buyer)
            self.addresses[buyer.uid] = self.shop.address(buyer)
            self.model.available[buyer.uid] = self._opening_funds(buyer)
            self.model.frozen[buyer.uid] = 0
            self.model.carts[buyer.uid] = {}
        # Stock and the sellers' money carry over from earlier examples: the model starts from
        # what is there, once the sellers have restocked what earlier journeys sold out (so
        # that long walks still place, ship and dispute orders).
        for item in self.items:
            short = RESTOCKED_TO - self._stock(item)
            if short > 0:
                seller = self.sellers[item.shop_id]
                restock = {"sku_id": item.sku_id, "delta": short, "reason": "restock"}
                self._ok("console/goods/stock", seller, **restock)
        self.model.stock = {item.sku_id: self._stock(item) for item in self.items}
        for seller in self.sellers.values():
            self.model.sellers[seller.uid] = self._ok("mine/wealth/info", seller)["amount"]
        # Each buyer starts with something in the cart (what is most in stock), so that even
        # a short journey ends with an order to carry through to its settlement.
        for who in range(BUYERS):
            best = max(self.items, key=lambda item: self.model.stock[item.sku_id])
            self.add_to_the_cart(who, self.items.index(best), 1)
        # All but the last buyer check theirs out at once and the seller ships it, so that
        # cases are opened (and answered, escalated, decided or left to lapse) from the first
        # steps of even a short journey.
        for who in range(BUYERS - 1):
            self._shipped_from_the_cart(who)

    # -- the wallet ---------------------------------------------------------------------

    @rule(who=st.integers(0, BUYERS - 1), amount=AMOUNTS)
    def apply_for_a_recharge(self, who: int, amount: int) -> None:
        buyer = self.buyers[who]
        answer = apply_recharge(self.api, buyer, amount)
        if any(uid == buyer.uid for _, uid, _ in self.model.recharges):
            # One recharge under review at a time per user.
            assert answer["code"] == 30902, answer
            return
        assert answer["code"] == 0, answer
        self.model.recharges.append((answer["data"]["recharge_id"], buyer.uid, amount))

    @rule(pick=st.integers(0, 1000), approve=st.booleans())
    def review_a_recharge(self, pick: int, approve: bool) -> None:
        if not self.model.recharges:
            return
        recharge_id, uid, amount = self.model.recharges.pop(pick % len(self.model.recharges))
        if approve:
            self._ok("console/recharge/approve", self.reviewer, recharge_id=recharge_id)
            self.model.available[uid] += amount
        else:
            self._ok(
                "console/recharge/reject",
                self.reviewer,
                recharge_id=recharge_id,
                remark="unreadable proof",
            )

    @rule(who=st.integers(0, BUYERS - 1), amount=AMOUNTS)
    def apply_for_a_withdrawal(self, who: int, amount: int) -> None:
        buyer = self.buyers[who]
        answer = self.api.call(
            "mine/wealth/withdraw/apply",
            buyer,
            method="usdt_trc20",
            amount=amount,
            address=PAYEE,
        )
        if any(uid == buyer.uid for _, uid, _ in self.model.withdrawals):
            # One withdrawal under review at a time per user, checked before the balance.
            assert answer["code"] == 30805, answer
            return
        if amount > self.model.available[buyer.uid]:
            assert answer["code"] == 106, answer
            return
        assert answer["code"] == 0, answer
        self.model.available[buyer.uid] -= amount
        self.model.frozen[buyer.uid] += amount
        self.model.withdrawals.append((answer["data"]["withdraw_id"], buyer.uid, amount))

    @rule(pick=st.integers(0, 1000), approve=st.booleans())
    def review_a_withdrawal(self, pick: int, approve: bool) -> None:
        if not self.model.withdrawals:
            return
        withdraw_id, uid, amount = self.model.withdrawals.pop(pick % len(self.model.withdrawals))
        self.model.frozen[uid] -= amount
        if approve:
            self._ok("console/withdraw/approve", self.reviewer, withdraw_id=withdraw_id)
        else:
            self._ok(
                "console/withdraw/reject",
                self.reviewer,
                withdraw_id=withdraw_id,
                remark="address not whitelisted",
            )
            self.model.available[uid] += amount

    # -- carts and orders -----------------------------------------------------------------

    @rule(who=st.integers(0, BUYERS - 1), pick=st.integers(0, 1000), num=st.integers(1, 3))
    def add_to_the_cart(self, who: int, pick: int, num: int) -> None:
        buyer = self.buyers[who]
        item = self.items[pick % len(self.items)]
        answer = self.api.call(
            "mall/cart/add", buyer, shop_goods_id=item.shop_goods_id, sku_id=item.sku_id, num=num
        )
        # The cart refuses more than the stock shows (107); the order re-checks at creation.
        assert answer["code"] in (0, 107), answer
        if answer["code"] == 0:
            cart = self.model.carts[buyer.uid]
            cart[item] = cart.get(item, 0) + num

    @rule(who=st.integers(0, BUYERS - 1))
    def place_the_cart(self, who: int) -> None:
        buyer = self.buyers[who]
        cart = self.model.carts[buyer.uid]
        if not cart:
            return
        answer = self.api.call("order/create", buyer, address_id=self.addresses[buyer.uid])
        if any(num > self.model.stock[item.sku_id] for item, num in cart.items()):
            assert answer["code"] == 107, answer
            return
        assert answer["code"] == 0, answer
        pay_deadline = self.api.clock() + timedelta(
            minutes=self.api.container.settings.order_payment_minutes
        )
        for order_id in answer["data"]["order_ids"]:
            detail = self._ok("order/detail", buyer, order_id=order_id)
            # No discount in the walk: the buyer pays the total, all of which a case may refund.
            assert detail["pay_amount"] == detail["total"], detail
            quantities = {line["sku_id"]: line["num"] for line in detail["lines"]}
            self.model.orders[order_id] = ModelOrder(
                order_id,
                buyer.uid,
                detail["shop"]["shop_id"],
                detail["subtotal"],
                detail["total"],
                quantities,
                pay_deadline,
            )
            for sku_id, num in quantities.items():
                self.model.stock[sku_id] -= num
        assert (
            sum(self.model.orders[o].total for o in answer["data"]["order_ids"])
            == answer["data"]["pay_amount"]
        )
        cart.clear()

    @rule(pick=st.integers(0, 1000))
    def pay_unpaid_orders(self, pick: int) -> None:
        order = self._pick("wait_payment", pick)
        if order is not None:
            self._pay_unpaid_of(order.buyer)

    @rule(pick=st.integers(0, 1000))
    def cancel_an_unpaid_order(self, pick: int) -> None:
        order = self._pick("wait_payment", pick)
        if order is not None:
            self._cancel(order)

    @rule(pick=st.integers(0, 1000))
    def refund_a_paid_order(self, pick: int) -> None:
        order = self._pick(("wait_confirm", "wait_ship"), pick)
        if order is None:
            return
        self._ok(
            "order/refund",
            self._buyer(order.buyer),
            order_id=order.order_id,
            reason="changed my mind",
        )
        order.status = "refunded"
        self.model.available[order.buyer] += order.total
        del self.escrow[order.order_id]
        self._restock(order)

    @rule(pick=st.integers(0, 1000))
    def seller_confirms(self, pick: int) -> None:
        order = self._pick("wait_confirm", pick)
        if order is not None:
            self._confirm(order)

    @rule(pick=st.integers(0, 1000))
    def seller_ships(self, pick: int) -> None:
        order = self._pick("wait_ship", pick)
        if order is not None:
            self._ship(order)

    @rule(pick=st.integers(0, 1000))
    def buyer_confirms_receipt(self, pick: int) -> None:
        order = self._pick("wait_receipt", pick)
        if order is not None:
            self._receive(order)

    @rule(pick=st.integers(0, 1000))
    def buyer_reviews_a_line(self, pick: int) -> None:
        """Reviewing the last unreviewed line finishes the order at once, and settles it,
        unless a case is open."""
        candidates = [o for o in self._orders_in("wait_finish") if o.reviewed != set(o.quantities)]
        if candidates:
            self._review_next_line(candidates[pick % len(candidates)])

    @rule(pick=st.integers(0, 1000))
    def buyer_extends_the_receipt_deadline(self, pick: int) -> None:
        """Once per order, while it waits for receipt (108 the second time)."""
        order = self._pick("wait_receipt", pick)
        if order is None:
            return
        answer = self.api.call(
            "order/extend_receipt", self._buyer(order.buyer), order_id=order.order_id
        )
        if order.receipt_extended:
            assert answer["code"] == 108, answer
            return
        assert answer["code"] == 0, answer
        assert order.receipt_deadline is not None
        order.receipt_deadline += timedelta(
            days=self.api.container.settings.order_receive_extend_days
        )
        order.receipt_extended = True

    @rule(minutes=st.integers(1, 600))
    def time_moves_past_the_finishing_delay(self, minutes: int) -> None:
        """Past the finishing delay (and every payment and case deadline). (One argument, like
        most rules: Hypothesis draws its first-sorted rule, the argument-less first, far more
        often than the others.)"""
        days = self.api.container.settings.order_finish_days
        self._time_passes(timedelta(days=days, minutes=minutes))

    @rule(hours=st.integers(1, 80))
    def time_moves_a_few_hours(self, hours: int) -> None:
        """Up to a little past a case's deadline to answer (3 days)."""
        self._time_passes(timedelta(hours=hours))

    # -- buyers' cases ----------------------------------------------------------------------

    @rule(pick=st.integers(0, 1000), share=SHARES, kind=st.sampled_from(KINDS))
    def buyer_opens_a_case(self, pick: int, share: int, kind: str) -> None:
        """About a shipped or received order: one open case at a time (108), asking for part
        or all of what is left to refund."""
        order = self._pick(("wait_receipt", "wait_finish"), pick)
        if order is None:
            return
        amount = max(1, order.refundable * share // 100)
        answer = self.api.call(
            "order/dispute/open",
            self._buyer(order.buyer),
            order_id=order.order_id,
            kind=kind,
            reason="Not what the page showed",
            amount=amount,
        )
        _CASE_STEPS.append("open")
        if order.open_case is not None:
            assert answer["code"] == 108, answer
            return
        assert answer["code"] == 0, answer
        now = self.api.clock()
        order.case = ModelCase(
            answer["data"]["dispute_id"], amount, order.refundable, now, now + self._respond
        )

    @rule(pick=st.integers(0, 1000), choice=st.integers(0, 99), share=SHARES)
    def seller_answers_a_case(self, pick: int, choice: int, share: int) -> None:
        found = self._pick_case(pick)
        if found is None:
            return
        order, case = found
        step = chosen_step(SELLER_STEPS, case.status, choice)
        _CASE_STEPS.append(step)
        seller = self._seller_of(order)
        amount = offered_amount(case.asked, share)
        if step == "return_received":
            answer = self.api.call(
                "console/dispute/return_received", seller, dispute_id=case.dispute_id
            )
        else:
            answer = self.api.call(
                "console/dispute/respond",
                seller,
                dispute_id=case.dispute_id,
                action=step,
                amount=amount,
                return_address="1 Dock St, Harbor",
                text="Arrived intact, we checked",
            )
        if step == "offer" and amount >= case.asked:
            assert (answer["code"], answer["data"]) == (102, {"field": "amount"}), answer
            return
        if case.status not in SELLER_STEPS[step]:
            assert answer["code"] == 108, answer
            return
        assert answer["code"] == 0, answer
        now = self.api.clock()
        if step in ("accept", "return_received"):
            self._case_ends(order, case.asked)
        elif step == "offer":
            case.wait_for_answer("offered", now, self._respond)
            case.offered = amount
        else:
            case.wait_for_answer(
                "return_requested" if step == "return" else "refused", now, self._respond
            )

    @rule(pick=st.integers(0, 1000), choice=st.integers(0, 99))
    def buyer_answers_a_case(self, pick: int, choice: int) -> None:
        found = self._pick_case(pick)
        if found is None:
            return
        order, case = found
        step = chosen_step(BUYER_STEPS, case.status, choice)
        _CASE_STEPS.append(step)
        buyer = self._buyer(order.buyer)
        if step == "return_shipped":
            answer = self.api.call(
                "order/dispute/return_shipped",
                buyer,
                dispute_id=case.dispute_id,
                logistics_no="RT00012345",
            )
        else:
            answer = self.api.call(f"order/dispute/{step}", buyer, dispute_id=case.dispute_id)
        if case.status not in BUYER_STEPS[step]:
            assert answer["code"] == 108, answer
            return
        assert answer["code"] == 0, answer
        if step == "accept_offer":
            assert case.offered is not None
            self._case_ends(order, case.offered)
        elif step == "withdraw":
            self._case_ends(order, None)
        elif step == "escalate":
            case.status, case.respond_by = "escalated", None
        else:
            case.wait_for_answer("return_shipped", self.api.clock(), self._respond)

    @rule(pick=st.integers(0, 1000), second=st.booleans(), share=SHARES)
    def an_arbiter_decides(self, pick: int, second: bool, share: int) -> None:
        """Any refund from 0 to what the case could refund; from REVIEW_SECOND_APPROVAL_FROM
        (on the asked amount) two arbiters must agree on the same amount. They take escalated
        cases from their queue; with none there, any open case (108)."""
        found = self._pick_case(pick, "escalated") or self._pick_case(pick)
        if found is None:
            return
        order, case = found
        _CASE_STEPS.append("decide")
        arbiter = self.second_arbiter if second else self.reviewer
        amount = case.max_amount * share // 100
        answer = self.api.call(
            "console/dispute/decide",
            arbiter,
            dispute_id=case.dispute_id,
            refund_amount=amount,
            remark="Photos checked",
        )
        agreeing = [uid for uid, proposed in case.approvals.items() if proposed == amount]
        if case.status != "escalated" or arbiter.uid in agreeing:
            assert answer["code"] == 108, answer
            return
        assert answer["code"] == 0, answer
        threshold = self.api.container.settings.review_second_approval_from
        needed = 2 if case.asked >= threshold else 1
        if len(agreeing) + 1 >= needed:
            self._case_ends(order, amount)
            assert answer["data"] == {"approvals": needed, "approvals_needed": needed}
            return
        case.approvals[arbiter.uid] = amount
        assert answer["data"] == {"approvals": len(case.approvals), "approvals_needed": needed}

    # -- what must always hold ------------------------------------------------------------

    @invariant()
    def wallets_match_the_model_and_never_go_negative(self) -> None:
        for buyer in self.buyers:
            info = self._ok("mine/wealth/info", buyer)
            expected = (self.model.available[buyer.uid], self.model.frozen[buyer.uid])
            assert (info["amount"], info["frozen_amount"]) == expected
            assert info["amount"] >= 0 and info["frozen_amount"] >= 0

    @invariant()
    def stock_matches_the_model_and_never_goes_negative(self) -> None:
        for item in self.items:
            assert self._stock(item) == self.model.stock.get(item.sku_id, self._stock(item))
            assert self._stock(item) >= 0

    @invariant()
    def sellers_receive_exactly_what_their_finished_orders_owe(self) -> None:
        for seller in self.sellers.values():
            info = self._ok("mine/wealth/info", seller)
            assert (info["amount"], info["frozen_amount"]) == (self.model.sellers[seller.uid], 0)

    @invariant()
    def the_books_balance_with_the_escrow_and_revenue_the_model_predicts(self) -> None:
        positions = self.ledger.caught_up()
        assert positions.difference == 0, positions
        assert positions.escrow == sum(self.escrow.values()), positions
        assert positions.revenue == MarketplaceMachine.revenue, positions

    @invariant()
    def count_the_checked_state(self) -> None:
        _CHECKED_STATES.append(1)

    @invariant()
    def order_statuses_match_the_model(self) -> None:
        """The latest orders' status, refunds so far, case and receipt deadline."""
        for order in list(self.model.orders.values())[-3:]:
            detail = self._ok("order/detail", self._buyer(order.buyer), order_id=order.order_id)
            assert detail["status"] == order.status
            assert detail["refunded_amount"] == order.refunded
            case = order.case
            assert detail["dispute"] == (
                None if case is None else {"dispute_id": case.dispute_id, "status": case.status}
            )
            if order.status == "wait_receipt":
                assert order.receipt_deadline is not None
                assert detail["receipt_deadline"] == int(order.receipt_deadline.timestamp())

    def teardown(self) -> None:
        # The buyers check out what is left in their carts, and every order is carried to its
        # end (unpaid ones cancelled, paid ones confirmed, shipped, received and reviewed until
        # they settle), the books checked after each move: the next journey's model starts
        # from what is there, and a journey too short to get that far still pays sellers out.
        # An open case is withdrawn first (an order whose lines were all reviewed while it
        # stood open finishes with it).
        next_move = {
            "wait_payment": self._cancel,
            "wait_confirm": self._confirm,
            "wait_ship": self._ship,
            "wait_receipt": self._receive,
            "wait_finish": self._review_next_line,
        }
        for who, buyer in enumerate(self.buyers):
            self.place_the_cart(who)
            self._pay_unpaid_of(buyer.uid)
        for order in list(self.model.orders.values()):
            while order.status in next_move:
                if order.open_case is not None:
                    self._ok(
                        "order/dispute/withdraw",
                        self._buyer(order.buyer),
                        dispute_id=order.open_case.dispute_id,
                    )
                    self._case_ends(order, None)
                else:
                    next_move[order.status](order)
                self.the_books_balance_with_the_escrow_and_revenue_the_model_predicts()
        self.wallets_match_the_model_and_never_go_negative()
        self.sellers_receive_exactly_what_their_finished_orders_owe()
        self.stock_matches_the_model_and_never_goes_negative()
        # Replaying every wallet from its events gives the balances the read model shows.
        auditor = self.api.sign_in("auditor@stateful.test", "auditor")
        assert self._ok("console/audit/reconcile", auditor)["list"] == []
        # The auditors' ledger, replayed whole, is what the step-by-step fold says.
        ledger = self._ok("console/audit/ledger", auditor)
        assert ledger["difference"] == 0, ledger
        assert {k: ledger[k] for k in self.ledger.positions.as_dict()} == (
            self.ledger.caught_up().as_dict()
        )

    # -- helpers --------------------------------------------------------------------------

    def _ok(self, path: str, user: User, **body: Any) -> Any:
        return self.api.data(path, user, **body)

    def _stock(self, item: Item) -> int:
        with self.api.container.engine.connect() as connection:
            return int(
                connection.execute(
                    select(skus.c.stock).where(skus.c.sku_id == item.sku_id)
                ).scalar_one()
            )

    def _orders_in(self, *statuses: str) -> list[ModelOrder]:
        return [order for order in self.model.orders.values() if order.status in statuses]

    def _pick(self, statuses: str | tuple[str, ...], pick: int) -> ModelOrder | None:
        wanted = (statuses,) if isinstance(statuses, str) else statuses
        candidates = self._orders_in(*wanted)
        return candidates[pick % len(candidates)] if candidates else None

    def _pick_case(self, pick: int, status: str = "") -> tuple[ModelOrder, ModelCase] | None:
        """An open case (in `status`, if given) and its order."""
        candidates = [
            (order, order.open_case)
            for order in self.model.orders.values()
            if order.open_case is not None and status in ("", order.open_case.status)
        ]
        if not candidates:
            return None
        order, case = candidates[pick % len(candidates)]
        assert case is not None
        return order, case

    @property
    def _respond(self) -> timedelta:
        """How long a party has to answer a case's step."""
        return timedelta(days=self.api.container.settings.dispute_respond_days)

    def _buyer(self, uid: int) -> User:
        return next(buyer for buyer in self.buyers if buyer.uid == uid)

    def _seller_of(self, order: ModelOrder) -> User:
        shop_id = next(item.shop_id for item in self.items if item.sku_id in order.quantities)
        return self.sellers[shop_id]

    def _restock(self, order: ModelOrder) -> None:
        for sku_id, num in order.quantities.items():
            self.model.stock[sku_id] += num

    def _shipped_from_the_cart(self, who: int) -> None:
        """The buyer's cart placed, paid, confirmed and shipped (as far as stock and balance
        let it go)."""
        placed_before = set(self.model.orders)
        self.place_the_cart(who)
        self._pay_unpaid_of(self.buyers[who].uid)
        for order_id in set(self.model.orders) - placed_before:
            order = self.model.orders[order_id]
            if order.status == "wait_confirm":
                self._confirm(order)
                self._ship(order)

    def _pay_unpaid_of(self, uid: int) -> None:
        """Pays every unpaid order of the buyer at once (106 when the balance is short)."""
        unpaid = [o for o in self._orders_in("wait_payment") if o.buyer == uid]
        if not unpaid:
            return
        due = sum(o.total for o in unpaid)
        answer = self.api.call(
            "order/pay", self._buyer(uid), order_ids=[o.order_id for o in unpaid]
        )
        if due > self.model.available[uid]:
            assert answer["code"] == 106, answer
            return
        assert answer["code"] == 0, answer
        self.model.available[uid] -= due
        for paid in unpaid:
            paid.status = "wait_confirm"
            self.escrow[paid.order_id] = paid.total

    def _cancel(self, order: ModelOrder) -> None:
        self._ok("order/cancel", self._buyer(order.buyer), order_id=order.order_id)
        order.status = "cancelled"
        self._restock(order)

    def _confirm(self, order: ModelOrder) -> None:
        self._ok("console/order/confirm", self._seller_of(order), order_id=order.order_id)
        order.status = "wait_ship"

    def _ship(self, order: ModelOrder) -> None:
        self._ok(
            "console/order/ship",
            self._seller_of(order),
            order_id=order.order_id,
            logistics_no="LP00012345",
        )
        order.status = "wait_receipt"
        receive_within = timedelta(days=self.api.container.settings.order_receive_days)
        order.receipt_deadline = self.api.clock() + receive_within

    def _receive(self, order: ModelOrder) -> None:
        """The buyer confirms receipt (a case open or not)."""
        self._ok("order/confirm_receipt", self._buyer(order.buyer), order_id=order.order_id)
        order.status = "wait_finish"
        order.receipt_at = self.api.clock()

    def _review_next_line(self, order: ModelOrder) -> None:
        sku_id = min(set(order.quantities) - order.reviewed)
        item = next(item for item in self.items if item.sku_id == sku_id)
        self._ok(
            "mall/goods/comment/add",
            self._buyer(order.buyer),
            order_id=order.order_id,
            shop_goods_id=item.shop_goods_id,
            sku_id=sku_id,
            star=4,
            content="as described",
        )
        order.reviewed.add(sku_id)
        # An open case keeps the order from finishing: it finishes when the case ends.
        if order.reviewed == set(order.quantities) and order.open_case is None:
            self._settled(order)

    def _settled(self, order: ModelOrder) -> None:
        """Finished: the escrow goes to the shop's owner less what cases refunded and less the
        platform's commission, on the subtotal less those refunds."""
        order.status = "finished"
        commission = commission_of(order.subtotal - order.refunded)
        net = order.total - order.refunded - commission
        self.model.sellers[self.sellers[order.shop_id].uid] += net
        assert self.escrow.pop(order.order_id) == order.total - order.refunded
        MarketplaceMachine.revenue += commission
        _SETTLED.append(order.order_id)

    def _case_ends(self, order: ModelOrder, refund: int | None) -> None:
        """The open case resolved with `refund` (0 only by an arbiter) or withdrawn (None):
        the refund goes to the buyer from the escrow (all that is left ends the order
        refunded), and the order's clocks move on by the time the case stood open."""
        case = order.open_case
        assert case is not None
        now = self.api.clock()
        paid_back = refund or 0
        assert 0 <= paid_back <= order.refundable
        if paid_back:
            self.model.available[order.buyer] += paid_back
            self.escrow[order.order_id] -= paid_back
        if paid_back == order.refundable:
            order.status = "refunded"
            assert self.escrow.pop(order.order_id) == 0
        order.refunded += paid_back
        stood_open = max(now - case.opened_at, timedelta(0))
        if order.receipt_deadline is not None:
            order.receipt_deadline += stood_open
        if order.receipt_at is not None:
            order.receipt_at = finishing_moved_on(order.receipt_at, case.opened_at, now)
        case.ended(refund)
        _CASES_ENDED.append(case.dispute_id)
        # Every line reviewed while the case stood open: the order finishes with the case.
        if order.status == "wait_finish" and order.reviewed == set(order.quantities):
            self._settled(order)

    def _time_passes(self, delta: timedelta) -> None:
        """The clock moves on and the periodic jobs run (the embedded tick may get there
        first; either way, once these calls return, it is done): a silent party's case is
        decided for them, receipt is confirmed past its deadline, received orders finish and
        settle after the delay, unpaid ones are cancelled past theirs."""
        container = self.api.container
        self.api.clock.advance(seconds=delta.total_seconds())
        now = self.api.clock()
        container.runner.catch_up_all()
        container.disputes.lapse_due()
        container.receipt_deadlines.confirm_due()
        container.orders.finish_due()
        container.orders.expire_due()
        head = container.application.recorder.max_notification_id() or 0
        assert container.runner.wait_until_applied(head, timeout=20)
        self._what_the_tick_did(now)
        if now - MarketplaceMachine.signed_in_at > SESSION_RENEWAL:
            self._sign_everyone_in_again()

    def _what_the_tick_did(self, now: datetime) -> None:
        """The model's periodic jobs at `now`. Their order does not matter: a case's end moves
        the order's deadlines past `now`, as a case only opens before them."""
        for order in self.model.orders.values():
            case = order.open_case
            if case is not None and case.respond_by is not None and case.respond_by <= now:
                self._case_ends(order, case.lapsed_refund())
        finish_from = now - timedelta(days=self.api.container.settings.order_finish_days)
        for order in self.model.orders.values():
            if order.open_case is not None:
                continue  # its clocks stand still
            if order.status == "wait_receipt" and order.is_past(order.receipt_deadline, now):
                order.status, order.receipt_at = "wait_finish", now
            elif order.status == "wait_finish" and order.is_past(order.receipt_at, finish_from):
                self._settled(order)
            elif order.status == "wait_payment" and order.pay_deadline <= now:
                order.status = "cancelled"
                self._restock(order)

    def _opening_funds(self, buyer: User) -> int:
        """A first recharge, approved, so that orders get paid (and then shipped, received,
        finished and settled) within a journey as often as they are refused for the balance."""
        recharge_id = apply_recharge(self.api, buyer, OPENING_FUNDS)["data"]["recharge_id"]
        self._ok("console/recharge/approve", self.reviewer, recharge_id=recharge_id)
        return OPENING_FUNDS

    def _sign_everyone_in_again(self) -> None:
        self.buyers = [remembered(self.api, buyer) for buyer in self.buyers]
        MarketplaceMachine.reviewer = remembered(self.api, self.reviewer)
        MarketplaceMachine.second_arbiter = remembered(self.api, self.second_arbiter)
        MarketplaceMachine.sellers = {
            shop_id: remembered(self.api, seller) for shop_id, seller in self.sellers.items()
        }
        MarketplaceMachine.signed_in_at = self.api.clock()


def remembered(api: ApiClient, user: User) -> User:
    """The user with a new 30-day session, issued as `user/login` with "remember me" does (but
    without checking the password again, which costs a tenth of a second each time)."""
    with api.container.engine.begin() as connection:
        sid = api.container.sessions.issue(connection, user.uid, remember=True)
    return User(uid=user.uid, sid=sid, email=user.email)


@pytest.mark.timeout(3600 if FULL else 600)
def test_the_api_keeps_wallets_stock_and_the_books_exact_through_random_journeys(
    api: ApiClient, shop: Shop, reviewer: User, capsys: pytest.CaptureFixture[str]
) -> None:
    items = [
        shop.item(name, position)
        for name, position in (
            ("Aurora Wireless Earbuds Pro", 0),
            ("Sonara Portable Speaker", 0),
            ("Sonara Portable Speaker", 1),
            ("Oakhurst Suede Chelsea Boots", 0),
            ("Cast Iron Dutch Oven", 0),
            ("Linen Midi Dress", 0),
        )
    ]
    assert api.container.settings.commission_percent == COMMISSION_PERCENT
    MarketplaceMachine.api = api
    MarketplaceMachine.shop = shop
    MarketplaceMachine.reviewer = remembered(api, reviewer)
    MarketplaceMachine.second_arbiter = remembered(
        api, api.sign_in("rita@stateful.test", "reviewer")
    )
    MarketplaceMachine.items = items
    MarketplaceMachine.sellers = {
        shop_id: remembered(api, shop.seller(shop_id)) for shop_id in (1, 2, 3)
    }
    MarketplaceMachine.signed_in_at = api.clock()
    MarketplaceMachine.ledger = LedgerFollower(api.container.application)
    MarketplaceMachine.escrow = {}
    MarketplaceMachine.revenue = 0
    run_state_machine_as_test(
        MarketplaceMachine,
        settings=settings(
            max_examples=EXAMPLES,
            stateful_step_count=STEPS,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            database=None,
            # The app's state outlives an example (the database is shared), so a replay would
            # not see the same world: no shrinking; a failure reports the whole journey.
            phases=(Phase.generate,),
        ),
    )
    # Invariants run after the set-up and after every step: the walk really was that long.
    steps = len(_CHECKED_STATES) - EXAMPLES
    settled = len(_SETTLED)
    cases = len(_CASES_ENDED)
    case_steps = Counter(_CASE_STEPS)
    _CHECKED_STATES.clear()
    _SETTLED.clear()
    _CASES_ENDED.clear()
    _CASE_STEPS.clear()
    with capsys.disabled():
        print(
            f"\nstateful API walk: {EXAMPLES} journeys, {steps} steps, {settled} orders settled,"
            f" {cases} cases ended, case steps {dict(case_steps)}, every state checked"
        )
    assert steps >= EXAMPLES * STEPS // 2
