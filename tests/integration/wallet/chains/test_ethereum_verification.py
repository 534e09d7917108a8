"""Recharges verified on a real Ethereum node (anvil), through the whole application: the
shopper applies over HTTP, the policy queues the check, the actor reads the node and the
Wallet records the outcome, which the shopper's recharge list shows."""

from __future__ import annotations

import pytest

from domain.chain_checks import SYSTEM_REVIEWER_UID
from tests.integration.api_client import User
from tests.integration.wallet.chains.conftest import CONFIRMATIONS, ChainApp
from tests.integration.wallet.steps import apply_recharge, balance

USDT_30 = 30_000_000  # 30.00 USDT in its 6-decimal units (the site takes whole dollars)
CENTS_30 = 3_000


def test_a_good_deposit_is_verified(chain_app: ChainApp, buyer: User) -> None:
    recharge_id = chain_app.recharge(buyer, CENTS_30, chain_app.pay(USDT_30))

    check = chain_app.check_of(buyer, recharge_id)

    assert check == {"state": "verified", "reasons": [], "confirmations": CONFIRMATIONS}
    assert chain_app.listed(buyer, recharge_id)["status"] == "wait", "a reviewer still decides"
    assert balance(chain_app.api, buyer) == (0, 0)


def test_a_token_with_the_same_name_and_symbol_at_another_contract_is_the_wrong_token(
    chain_app: ChainApp, buyer: User
) -> None:
    lookalike = chain_app.node.deploy_token("Tether USD", "USDT", 6)
    recharge_id = chain_app.recharge(buyer, CENTS_30, chain_app.pay(USDT_30, token=lookalike))

    check = chain_app.check_of(buyer, recharge_id)

    assert (check["state"], check["reasons"]) == ("mismatch", ["wrong_token"])


def test_a_transfer_to_another_address_is_the_wrong_recipient(
    chain_app: ChainApp, buyer: User
) -> None:
    elsewhere = chain_app.node.accounts[3]
    recharge_id = chain_app.recharge(buyer, CENTS_30, chain_app.pay(USDT_30, to=elsewhere))

    check = chain_app.check_of(buyer, recharge_id)

    assert (check["state"], check["reasons"]) == ("mismatch", ["wrong_recipient"])


def test_a_transfer_of_another_amount_is_the_wrong_amount(chain_app: ChainApp, buyer: User) -> None:
    recharge_id = chain_app.recharge(buyer, CENTS_30, chain_app.pay(USDT_30 - 10_000))

    check = chain_app.check_of(buyer, recharge_id)

    assert (check["state"], check["reasons"]) == ("mismatch", ["wrong_amount"])


def test_a_reverted_transfer_is_a_mismatch(chain_app: ChainApp, buyer: User) -> None:
    broke = chain_app.node.accounts[1]  # holds none of the token: the transfer reverts
    transaction_id = chain_app.pay(USDT_30, sender=broke, gas=100_000)
    assert chain_app.node.receipt(transaction_id)["status"] == "0x0"
    recharge_id = chain_app.recharge(buyer, CENTS_30, transaction_id)

    check = chain_app.check_of(buyer, recharge_id)

    assert (check["state"], check["reasons"]) == ("mismatch", ["reverted"])


def test_too_few_confirmations_wait_and_pass_once_more_blocks_are_mined(
    chain_app: ChainApp, buyer: User
) -> None:
    transaction_id = chain_app.node.transfer(chain_app.token, chain_app.deposit, USDT_30)
    recharge_id = chain_app.recharge(buyer, CENTS_30, transaction_id)

    waiting = chain_app.check_of(buyer, recharge_id)
    assert waiting == {"state": "confirming", "reasons": [], "confirmations": 1}

    chain_app.node.mine(CONFIRMATIONS - 1)
    chain_app.api.clock.advance(minutes=1)  # the re-check is due; the periodic tick runs it

    verified = chain_app.check_of(buyer, recharge_id, until=lambda c: c["state"] == "verified")
    assert verified == {"state": "verified", "reasons": [], "confirmations": CONFIRMATIONS}


def test_a_transaction_not_mined_yet_is_not_found_and_stays_due(
    chain_app: ChainApp, buyer: User
) -> None:
    recharge_id = chain_app.recharge(buyer, CENTS_30, "0x" + "5e" * 32)

    check = chain_app.check_of(buyer, recharge_id)

    assert check == {"state": "not_found", "reasons": [], "confirmations": 0}


def test_one_transaction_id_cannot_pay_for_two_recharges(chain_app: ChainApp, buyer: User) -> None:
    transaction_id = chain_app.pay(USDT_30)
    chain_app.recharge(buyer, CENTS_30, transaction_id)
    other = chain_app.api.sign_in("bob@bazaar.test")

    shouted = "0x" + transaction_id[2:].upper()  # the same hash: hex case means nothing
    answer = apply_recharge(chain_app.api, other, CENTS_30, shouted, method="usdt_erc20")

    assert (answer["code"], answer["data"]) == (102, {"field": "transaction_id"})


@pytest.mark.parametrize("auto_approve_max", [CENTS_30])
def test_a_verified_deposit_up_to_the_limit_is_approved_by_the_system(
    chain_app: ChainApp, buyer: User, checker: User
) -> None:
    recharge_id = chain_app.recharge(buyer, CENTS_30, chain_app.pay(USDT_30))

    assert chain_app.check_of(buyer, recharge_id)["state"] == "verified"

    assert chain_app.listed(buyer, recharge_id)["status"] == "success"
    assert balance(chain_app.api, buyer) == (CENTS_30, 0)
    detail = chain_app.api.data("console/recharge/detail", checker, recharge_id=recharge_id)
    assert detail["recharge"]["reviewer_uid"] == SYSTEM_REVIEWER_UID


@pytest.mark.parametrize("auto_approve_max", [CENTS_30 - 1_000])
def test_a_verified_deposit_above_the_limit_waits_for_a_reviewer(
    chain_app: ChainApp, buyer: User
) -> None:
    recharge_id = chain_app.recharge(buyer, CENTS_30, chain_app.pay(USDT_30))

    assert chain_app.check_of(buyer, recharge_id)["state"] == "verified"
    assert chain_app.listed(buyer, recharge_id)["status"] == "wait"
    assert balance(chain_app.api, buyer) == (0, 0)
