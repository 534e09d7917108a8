"""Orders paid with one USDT transfer on a real Ethereum node (anvil), through the whole
application: the quote, the transfer, `order/pay_chain`, the verifier's read of the node, and
the system's approval paying the order in the save of the approval; the books balance after
each path."""

from __future__ import annotations

import time

import pytest

from tests.integration.api_client import User
from tests.integration.wallet.chains.conftest import CONFIRMATIONS, ChainApp
from tests.integration.wallet.chains.pay_orders import ChainMarket

LIMIT = 50_000  # RECHARGE_AUTO_APPROVE_MAX of these tests: 500.00
CASE = "Slim Clear Phone Case"


@pytest.fixture
def market(chain_app: ChainApp) -> ChainMarket:
    return ChainMarket.open(chain_app)


@pytest.fixture
def auditor(chain_app: ChainApp) -> User:
    return chain_app.api.sign_in("ada@bazaar.test", "auditor")


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
        order = market.order_once(buyer, order_ids[0], lambda o: o["status"] != "wait_payment")
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
    print(f"\npay_chain to paid: {took:.2f} s, {CONFIRMATIONS} confirmations")
