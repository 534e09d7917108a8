"""TRON recharges verified against TronGrid's answers served on loopback (see tron_api.py:
the one stand-in issue 18 allows, TRON having no offline node)."""

from __future__ import annotations

import pytest

from application.wallet.chain_verification import ChainUnavailable, TokenTransfer
from infra.chains.tron import TronReader
from tests.integration.api_client import User
from tests.integration.wallet.chains.conftest import TRC20, TRON_API_KEY, ChainApp
from tests.integration.wallet.chains.tron_api import (
    DEPOSIT,
    SHOPPER,
    USDT_TRC20,
    TronGrid,
    transaction_id,
)

TEN_USDT_CENTS = 1_000


def test_the_reader_reads_a_trc20_transfer_in_base58_with_its_confirmations(
    trongrid: tuple[TronGrid, str],
) -> None:
    grid, url = trongrid
    transaction = TronReader(url, TRON_API_KEY).transaction(transaction_id("good_deposit"))

    assert transaction is not None
    assert transaction.succeeded
    assert transaction.transfers == (TokenTransfer(USDT_TRC20, SHOPPER, DEPOSIT, 10_000_000),)
    assert transaction.confirmations == 31  # block 78000000 under a head of 78000030
    assert grid.api_keys and set(grid.api_keys) == {TRON_API_KEY}


def test_the_reader_reads_a_reverted_call_as_failed(trongrid: tuple[TronGrid, str]) -> None:
    _, url = trongrid
    transaction = TronReader(url).transaction(transaction_id("reverted"))

    assert transaction is not None and not transaction.succeeded


def test_the_reader_reads_an_unknown_transaction_as_none(trongrid: tuple[TronGrid, str]) -> None:
    _, url = trongrid
    assert TronReader(url).transaction("0f" * 32) is None


def test_an_api_that_is_down_is_unavailable(trongrid: tuple[TronGrid, str]) -> None:
    grid, url = trongrid
    grid.down = True
    with pytest.raises(ChainUnavailable):
        TronReader(url).transaction(transaction_id("good_deposit"))


def test_a_good_trc20_deposit_is_verified(chain_app: ChainApp, buyer: User) -> None:
    recharge_id = chain_app.recharge(
        buyer, TEN_USDT_CENTS, transaction_id("good_deposit"), method=TRC20
    )

    check = chain_app.check_of(buyer, recharge_id)

    assert check == {"state": "verified", "reasons": [], "confirmations": 31}


@pytest.mark.parametrize(
    ("recorded", "reason"),
    [
        ("lookalike_token", "wrong_token"),
        ("wrong_recipient", "wrong_recipient"),
        ("wrong_amount", "wrong_amount"),
        ("reverted", "reverted"),
    ],
)
def test_a_mismatched_trc20_deposit_names_what_differs(
    chain_app: ChainApp, buyer: User, recorded: str, reason: str
) -> None:
    recharge_id = chain_app.recharge(buyer, TEN_USDT_CENTS, transaction_id(recorded), method=TRC20)

    check = chain_app.check_of(buyer, recharge_id)

    assert (check["state"], check["reasons"]) == ("mismatch", [reason])


def test_a_transfer_short_of_19_confirmations_is_confirming_until_the_chain_grows(
    chain_app: ChainApp, buyer: User
) -> None:
    chain_app.grid.height = 78_000_009  # the good deposit's block + 9
    recharge_id = chain_app.recharge(
        buyer, TEN_USDT_CENTS, transaction_id("good_deposit"), method=TRC20
    )
    assert chain_app.check_of(buyer, recharge_id)["state"] == "confirming"

    chain_app.grid.height = 78_000_018
    chain_app.api.clock.advance(minutes=1)

    verified = chain_app.check_of(buyer, recharge_id, until=lambda c: c["state"] == "verified")
    assert verified["confirmations"] == 19


def test_an_api_that_is_down_records_nothing_and_a_decided_recharge_is_left_alone(
    chain_app: ChainApp, buyer: User, checker: User
) -> None:
    chain_app.grid.down = True
    recharge_id = chain_app.recharge(
        buyer, TEN_USDT_CENTS, transaction_id("good_deposit"), method=TRC20
    )
    # The first check is made (and fails) before the clock moves, so its re-check is due within
    # the three minutes; a worker picking the first check up late must not date it after them.
    first = chain_app.due_row(recharge_id, until=lambda row: row is not None and row.attempts >= 1)
    assert first is not None and first.attempts >= 1
    chain_app.api.clock.advance(minutes=3)  # past the first re-check: the tick reads again

    retried = chain_app.due_row(
        recharge_id, until=lambda row: row is not None and row.attempts >= 2
    )
    assert retried is not None and retried.attempts >= 2
    assert chain_app.listed(buyer, recharge_id)["chain_check"]["state"] == "unchecked"

    chain_app.api.data("console/recharge/reject", checker, recharge_id=recharge_id, remark="no")
    chain_app.grid.down = False
    asked = len(chain_app.grid.api_keys)
    chain_app.api.clock.advance(minutes=30)

    assert chain_app.due_row(recharge_id, until=lambda row: row is None) is None
    assert len(chain_app.grid.api_keys) > asked, "read once more, then refused by the Wallet"
    listed = chain_app.listed(buyer, recharge_id)
    assert (listed["status"], listed["chain_check"]["state"]) == ("error", "unchecked")
