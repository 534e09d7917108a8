"""Orders paid with one USDT transfer on TRON (TRC-20), through the whole application: the
quote names the TRON method's deposit address and token, `order/pay_chain` files the
transfer's id, the verifier reads it from the TronGrid stand-in (tron_api.py) and the
system's approval pays the order; the books balance after each path."""

from __future__ import annotations

import pytest

from tests.integration.api_client import User
from tests.integration.wallet.chains.conftest import TRC20
from tests.integration.wallet.chains.pay_orders import UNITS_PER_CENT, ChainMarket, market
from tests.integration.wallet.chains.tron_api import DEPOSIT, USDT_TRC20

__all__ = ["market"]

LIMIT = 50_000  # RECHARGE_AUTO_APPROVE_MAX of these tests: 500.00
CASE = "Slim Clear Phone Case"
TRON_CONFIRMATIONS = 19  # the TRC20 method's (conftest.py)
DEPOSIT_DEPTH = 31  # the stand-in's transfers lie 30 blocks under its head


def on_tron(market: ChainMarket, cents: int) -> str:
    """The id of a TRC-20 transfer of `cents` to the method's deposit address."""
    return market.app.grid.deposit(cents * UNITS_PER_CENT)


@pytest.mark.parametrize("auto_approve_max", [LIMIT])
def test_an_order_is_paid_from_a_verified_trc20_transfer_without_a_reviewer(
    market: ChainMarket, buyer: User, auditor: User
) -> None:
    order_ids, owed = market.place(buyer, market.shop.item(CASE))
    quote = market.quote(buyer, order_ids, method=TRC20)
    assert (quote["amount"], quote["whole_amount"], quote["balance"]) == (owed, owed, 0)
    assert (quote["chain"], quote["address"]) == ("tron", DEPOSIT)
    assert (quote["token_contract"], quote["decimals"]) == (USDT_TRC20, 6)
    assert (quote["chain_id"], quote["confirmations"]) == (None, TRON_CONFIRMATIONS)
    transaction_id = on_tron(market, quote["amount"])

    filed = market.pay_chain(buyer, order_ids, transaction_id, quote["amount"], method=TRC20)
    assert filed["code"] == 0, filed
    order = market.settled(buyer, order_ids[0])

    payment = order["chain_payment"]
    assert (order["status"], payment["state"]) == ("wait_confirm", "paid"), order
    assert payment["recharge_id"] == filed["data"]["recharge_id"]
    assert (payment["transaction_id"], payment["amount"]) == (transaction_id, owed)
    assert (payment["confirmations"], payment["confirmations_needed"]) == (
        DEPOSIT_DEPTH,
        TRON_CONFIRMATIONS,
    )
    recharge = market.app.listed(buyer, payment["recharge_id"])
    assert (recharge["status"], recharge["order_ids"]) == ("success", order_ids)
    assert market.balance(buyer) == 0
    assert market.ledger(auditor)["difference"] == 0


@pytest.mark.parametrize("auto_approve_max", [LIMIT])
def test_a_trc20_transfer_of_the_wrong_amount_is_a_mismatch_and_the_order_stays_unpaid(
    market: ChainMarket, buyer: User, auditor: User
) -> None:
    order_ids, owed = market.place(buyer, market.shop.item(CASE))
    short = on_tron(market, owed - 1)

    filed = market.pay_chain(buyer, order_ids, short, owed, method=TRC20)
    assert filed["code"] == 0, filed
    order = market.settled(buyer, order_ids[0])

    payment = order["chain_payment"]
    assert (payment["state"], payment["reasons"]) == ("mismatch", ["wrong_amount"])
    assert order["status"] == "wait_payment"
    recharge = market.app.listed(buyer, filed["data"]["recharge_id"])
    assert recharge["status"] == "wait", "not approved by the system: left to a reviewer"
    assert market.balance(buyer) == 0
    assert market.ledger(auditor)["difference"] == 0


@pytest.mark.parametrize("auto_approve_max", [LIMIT])
def test_an_ethereum_hash_is_not_a_tron_transaction_id(
    market: ChainMarket, buyer: User, auditor: User
) -> None:
    order_ids, owed = market.place(buyer, market.shop.item(CASE))
    ethereum_style = "0x" + on_tron(market, owed)

    answer = market.pay_chain(buyer, order_ids, ethereum_style, owed, method=TRC20)

    assert (answer["code"], answer["data"]) == (102, {"field": "transaction_id"})
    assert market.order(buyer, order_ids[0])["chain_payment"] is None
    assert market.app.api.data("mine/wealth/recharge/list", buyer)["list"] == []
    assert market.ledger(auditor)["difference"] == 0
