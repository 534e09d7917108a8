"""The Ethereum reader against a real node (anvil): what it reads of a transaction."""

from __future__ import annotations

import httpx
import pytest

from application.wallet.chain_verification import ChainUnavailable, TokenTransfer
from infra.chains.ethereum import EthereumReader
from tests.conftest import free_port
from tests.integration.wallet.chains.devnet import Devnet


def test_a_token_transfer_is_read_with_its_contract_parties_and_units(devnet: Devnet) -> None:
    token = devnet.deploy_token("Tether USD", "USDT")
    transaction_hash = devnet.transfer(token, devnet.accounts[2], 25_000_000)

    transaction = EthereumReader(devnet.url).transaction(transaction_hash)

    assert transaction is not None
    assert transaction.succeeded
    assert transaction.confirmations == 1
    assert transaction.transfers == (
        TokenTransfer(
            token.lower(), devnet.deployer.lower(), devnet.accounts[2].lower(), 25_000_000
        ),
    )


def test_confirmations_count_the_blocks_mined_since(devnet: Devnet) -> None:
    token = devnet.deploy_token("Tether USD", "USDT")
    transaction_hash = devnet.transfer(token, devnet.accounts[2], 1)
    devnet.mine(4)

    transaction = EthereumReader(devnet.url).transaction(transaction_hash)

    assert transaction is not None and transaction.confirmations == 5


def test_a_reverted_transfer_reads_as_failed_without_transfers(devnet: Devnet) -> None:
    token = devnet.deploy_token("Tether USD", "USDT")
    broke = devnet.accounts[1]  # holds none of this token
    transaction_hash = devnet.transfer(token, devnet.accounts[2], 5, sender=broke, gas=100_000)

    transaction = EthereumReader(devnet.url).transaction(transaction_hash)

    assert transaction is not None
    assert (transaction.succeeded, transaction.transfers) == (False, ())


def test_an_unknown_transaction_reads_as_none(devnet: Devnet) -> None:
    assert EthereumReader(devnet.url).transaction("0x" + "ab" * 32) is None


def test_a_node_that_cannot_be_reached_is_unavailable_not_an_error() -> None:
    reader = EthereumReader(
        f"http://127.0.0.1:{free_port()}", httpx.Client(timeout=httpx.Timeout(2.0))
    )
    with pytest.raises(ChainUnavailable):
        reader.transaction("0x" + "ab" * 32)


def test_a_node_error_answer_is_unavailable(devnet: Devnet) -> None:
    with pytest.raises(ChainUnavailable):
        EthereumReader(devnet.url).transaction("not a hash")
