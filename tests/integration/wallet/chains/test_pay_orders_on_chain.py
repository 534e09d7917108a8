"""Orders paid with one USDT transfer on a real Ethereum node (anvil), through the whole
application: the quote, the transfer, `order/pay_chain`, the verifier's read of the node, and
the system's approval paying the order in the save of the approval; the books balance after
each path."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.integration.api_client import User
from tests.integration.wallet.chains.conftest import CONFIRMATIONS
from tests.integration.wallet.chains.pay_orders import (
    UNITS_PER_CENT,
    ChainMarket,
    mail_subjects,
    market,
)

__all__ = ["market"]

LIMIT = 50_000  # RECHARGE_AUTO_APPROVE_MAX of these tests: 500.00
CASE = "Slim Clear Phone Case"


@pytest.mark.parametrize("auto_approve_max", [LIMIT])
def test_an_order_is_paid_from_a_verified_transfer_in_the_save_of_the_approval(
    market: ChainMarket, buyer: User, auditor: User
) -> None:
    order_ids, owed = market.place(buyer, market.shop.item(CASE))
    quote = market.quote(buyer, order_ids)
    assert (quote["amount"], quote["whole_amount"], quote["balance"]) == (owed, owed, 0)
    assert (quote["address"], quote["chain"]) == (market.app.deposit, "ethereum")
    assert (quote["token_contract"], quote["decimals"]) == (market.app.token, 6)
    assert (quote["chain_id"], quote["confirmations"]) == (31337, CONFIRMATIONS)
    transaction_id = market.transfer(quote["amount"])

    with market.spying():
        started = time.monotonic()
        filed = market.pay_chain(buyer, order_ids, transaction_id, quote["amount"])
        assert filed["code"] == 0, filed
        # The order's status and its chain payment are two read models; on SQLite the
        # in-process workers apply them one after the other, so a read between the two (seen
        # once in CI, beside the browser tests) shows the order paid and the payment still sent.
        order = market.order_once(
            buyer,
            order_ids[0],
            lambda o: (
                o["status"] != "wait_payment"
                and (o.get("chain_payment") or {}).get("state") not in (None, "sent")
            ),
        )
        took = time.monotonic() - started

    payment = order["chain_payment"]
    assert order["status"] == "wait_confirm"
    assert payment["recharge_id"] == filed["data"]["recharge_id"]
    assert (payment["state"], payment["confirmations"]) == ("paid", CONFIRMATIONS)
    assert payment["confirmations_needed"] == CONFIRMATIONS
    assert (payment["transaction_id"], payment["amount"]) == (transaction_id, owed)
    approving = [s for s in market.saves if "Wallet.RechargeApproved" in s]
    assert len(approving) == 1, market.saves
    assert {"Order.Paid", "Wallet.PaymentDebited", "Order.ChainPaymentEnded"} <= set(
        approving[0]
    ), "the approval, the debit and the order paid are one save"
    assert market.balance(buyer) == 0
    assert market.ledger(auditor)["difference"] == 0
    recharge = market.app.listed(buyer, payment["recharge_id"])
    assert (recharge["status"], recharge["order_ids"]) == ("success", order_ids)
    assert recharge["order_sns"] == [order["order_sn"]]
    subjects = mail_subjects(market.app, buyer.email, lambda s: any("received" in x for x in s))
    assert f"Payment received for order {order['order_sn']}" in subjects
    assert not any(subject.startswith("Recharge of") for subject in subjects)
    print(f"\npay_chain to paid: {took:.2f} s, {CONFIRMATIONS} confirmations")


@pytest.mark.parametrize("auto_approve_max", [LIMIT])
def test_one_transfer_pays_two_shops_orders_beyond_the_balance(
    market: ChainMarket, buyer: User, auditor: User
) -> None:
    top_up = market.app.recharge(buyer, 1_000, market.transfer(1_000))  # no proof: on chain
    assert market.app.check_of(buyer, top_up)["state"] == "verified"
    order_ids, owed = market.place(
        buyer, market.shop.item(CASE), market.shop.item("Aurora Wireless Earbuds Pro")
    )
    assert len(order_ids) == 2

    quote = market.quote(buyer, order_ids)
    assert (quote["amount"], quote["whole_amount"], quote["balance"]) == (owed - 1_000, owed, 1_000)
    filed = market.pay_chain(buyer, order_ids, market.transfer(quote["amount"]), quote["amount"])
    assert filed["code"] == 0, filed

    for order_id in order_ids:
        order = market.settled(buyer, order_id)
        assert (order["status"], order["chain_payment"]["state"]) == ("wait_confirm", "paid"), order
    assert market.balance(buyer) == 0
    assert market.ledger(auditor)["difference"] == 0


@pytest.mark.parametrize("auto_approve_max", [LIMIT])
def test_an_order_past_its_deadline_is_refused_before_anything_is_filed(
    market: ChainMarket, buyer: User, auditor: User
) -> None:
    order_ids, owed = market.place(buyer, market.shop.item(CASE))
    transaction_id = market.transfer(owed)
    market.app.api.clock.advance(minutes=31)  # ORDER_PAYMENT_MINUTES is 30

    assert market.pay_chain(buyer, order_ids, transaction_id, owed)["code"] == 108
    assert market.app.api.call("order/pay_chain/quote", buyer, order_ids=order_ids,
                               method="usdt_erc20")["code"] == 108  # fmt: skip
    assert market.app.api.data("mine/wealth/recharge/list", buyer)["list"] == []
    assert market.ledger(auditor)["difference"] == 0


@pytest.mark.parametrize("auto_approve_max", [LIMIT])
def test_an_order_cancelled_before_the_verifier_answers_leaves_the_money_in_the_wallet(
    market: ChainMarket, buyer: User, auditor: User
) -> None:
    order_ids, owed = market.place(buyer, market.shop.item(CASE))
    # One confirmation of three: the verifier answers `confirming` and reads it again later.
    transaction_id = market.app.node.transfer(
        market.app.token, market.app.deposit, owed * UNITS_PER_CENT
    )
    filed = market.pay_chain(buyer, order_ids, transaction_id, owed)
    assert filed["code"] == 0, filed
    confirming = market.order_once(
        buyer, order_ids[0], lambda o: o["chain_payment"]["state"] == "confirming"
    )
    assert confirming["chain_payment"]["confirmations"] == 1
    assert confirming["pay_deadline_time"] is None, "no deadline while the payment is pending"

    market.app.api.data("order/cancel", buyer, order_id=order_ids[0])
    market.app.node.mine(CONFIRMATIONS - 1)
    market.app.api.clock.advance(minutes=1)  # the re-check is due; the tick runs it

    order = market.settled(buyer, order_ids[0])
    assert (order["status"], order["chain_payment"]["state"]) == ("cancelled", "credited")
    assert market.balance(buyer) == owed
    recharge = market.app.listed(buyer, filed["data"]["recharge_id"])
    assert recharge["status"] == "success"
    subjects = mail_subjects(market.app, buyer.email, lambda s: any("kept" in x for x in s))
    assert f"Your payment of ${owed // 100}.{owed % 100:02d} is kept in your wallet" in subjects
    assert not any(subject.startswith("Recharge of") for subject in subjects)
    assert market.ledger(auditor)["difference"] == 0


@pytest.mark.parametrize("auto_approve_max", [1_000])
def test_above_the_limit_the_order_waits_for_a_reviewer_without_expiring_then_is_paid(
    market: ChainMarket, buyer: User, checker: User, auditor: User
) -> None:
    order_ids, owed = market.place(buyer, market.shop.item(CASE))
    assert owed > 1_000
    filed = market.pay_chain(buyer, order_ids, market.transfer(owed), owed)
    recharge_id = filed["data"]["recharge_id"]

    verified = market.order_once(
        buyer, order_ids[0], lambda o: o["chain_payment"]["state"] == "verified"
    )
    assert verified["status"] == "wait_payment"
    market.app.api.clock.advance(minutes=45)
    assert market.app.api.container.orders.expire_due() == 0
    assert market.order(buyer, order_ids[0])["status"] == "wait_payment"
    item = market.app.api.data("console/recharge/detail", checker, recharge_id=recharge_id)
    assert item["recharge"]["order_ids"] == order_ids

    market.app.api.data("console/recharge/approve", checker, recharge_id=recharge_id, remark="")

    order = market.order(buyer, order_ids[0])
    assert (order["status"], order["chain_payment"]["state"]) == ("wait_confirm", "paid")
    assert market.balance(buyer) == 0
    assert market.ledger(auditor)["difference"] == 0


@pytest.mark.parametrize("auto_approve_max", [LIMIT])
def test_a_wrong_amount_is_a_mismatch_and_a_rejection_gives_the_order_its_deadline_again(
    market: ChainMarket, buyer: User, checker: User, auditor: User
) -> None:
    order_ids, owed = market.place(buyer, market.shop.item(CASE))
    filed = market.pay_chain(buyer, order_ids, market.transfer(owed - 1), owed)

    order = market.settled(buyer, order_ids[0])
    payment = order["chain_payment"]
    assert (payment["state"], payment["reasons"]) == ("mismatch", ["wrong_amount"])
    assert order["status"] == "wait_payment"
    assert market.balance(buyer) == 0

    market.app.api.clock.advance(minutes=45)
    recharge_id = filed["data"]["recharge_id"]
    market.app.api.data(
        "console/recharge/reject", checker, recharge_id=recharge_id, remark="short by a cent"
    )
    order = market.order(buyer, order_ids[0])
    assert (order["status"], order["chain_payment"]["state"]) == ("wait_payment", "rejected")
    now = int(market.app.api.clock().timestamp())
    assert order["pay_deadline_time"] >= now + 30 * 60
    assert market.ledger(auditor)["difference"] == 0


@pytest.mark.parametrize("auto_approve_max", [LIMIT])
def test_a_transaction_that_paid_one_order_cannot_pay_another(
    market: ChainMarket, buyer: User, auditor: User
) -> None:
    first, owed = market.place(buyer, market.shop.item(CASE))
    transaction_id = market.transfer(owed)
    assert market.pay_chain(buyer, first, transaction_id, owed)["code"] == 0
    assert market.settled(buyer, first[0])["chain_payment"]["state"] == "paid"
    second, again = market.place(buyer, market.shop.item(CASE))
    other = market.app.api.sign_in("bob@bazaar.test")
    theirs, _ = market.place(other, market.shop.item(CASE))

    for user, orders, amount in ((buyer, second, again), (other, theirs, again)):
        answer = market.pay_chain(user, orders, transaction_id, amount)
        assert (answer["code"], answer["data"]) == (102, {"field": "transaction_id"})
    assert market.order(buyer, second[0])["chain_payment"] is None
    assert market.ledger(auditor)["difference"] == 0


@pytest.mark.parametrize("auto_approve_max", [LIMIT])
def test_the_quote_and_the_filing_refuse_what_they_cannot_pay(
    market: ChainMarket, buyer: User, auditor: User
) -> None:
    api = market.app.api
    order_ids, owed = market.place(buyer, market.shop.item(CASE))
    other = api.sign_in("bob@bazaar.test")
    theirs, _ = market.place(other, market.shop.item(CASE))
    paid, paid_owed = market.place(buyer, market.shop.item(CASE))
    filed = market.pay_chain(buyer, paid, market.transfer(paid_owed), paid_owed)
    assert filed["code"] == 0, filed
    settled = market.settled(buyer, paid[0])
    assert settled["status"] == "wait_confirm", settled["chain_payment"]
    # One confirmation of three: the payment filed with it stays pending.
    transaction_id = market.app.node.transfer(
        market.app.token, market.app.deposit, owed * UNITS_PER_CENT
    )

    def refusal(path: str, **body: Any) -> tuple[int, object]:
        fields: dict[str, Any] = {"order_ids": order_ids, "method": "usdt_erc20", **body}
        if path == "order/pay_chain":
            fields = {"transaction_id": transaction_id, "amount": owed, **fields}
        answer = api.call(path, buyer, **fields)
        return answer["code"], answer["data"]

    for path in ("order/pay_chain/quote", "order/pay_chain"):
        assert refusal(path, method="bank_transfer")[0] == 30903
        assert refusal(path, method="usdt_trc20_missing")[0] == 30903
        assert refusal(path, order_ids=theirs)[0] == 103
        assert refusal(path, order_ids=paid)[0] == 108
        assert refusal(path, order_ids=[]) == (102, {"field": "order_ids"})
    assert refusal("order/pay_chain", amount=owed - 1) == (102, {"field": "amount"})
    assert refusal("order/pay_chain", amount=0) == (102, {"field": "amount"})
    assert refusal("order/pay_chain", transaction_id="0x12") == (102, {"field": "transaction_id"})

    assert refusal("order/pay_chain")[0] == 0
    assert refusal("order/pay_chain/quote")[0] == 108, "a chain payment is awaited already"
    second, second_owed = market.place(buyer, market.shop.item(CASE))
    pending = market.pay_chain(buyer, second, market.transfer(second_owed), second_owed)
    assert pending["code"] == 30902, "one pending recharge at a time"
    assert market.ledger(auditor)["difference"] == 0


@pytest.mark.parametrize("auto_approve_max", [LIMIT])
def test_a_chain_recharge_needs_no_proof_image(market: ChainMarket, buyer: User) -> None:
    answer = market.app.api.call(
        "mine/wealth/recharge/apply",
        buyer,
        method="usdt_erc20",
        amount=2_000,
        transaction_id=market.transfer(2_000),
    )
    assert answer["code"] == 0, answer
    recharge_id = answer["data"]["recharge_id"]
    assert market.app.check_of(buyer, recharge_id)["state"] == "verified"
    listed = market.app.listed(buyer, recharge_id)
    assert (listed["proof_image_url"], listed["order_ids"], listed["order_sns"]) == ("", [], [])
    assert market.balance(buyer) == 2_000
