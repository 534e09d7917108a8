"""The addresses a withdrawal may not pay to, on both chains: the zero address (TRON's black
hole), the token's own contract and the platform's deposit addresses, however an Ethereum one
is cased; any other valid address is a payee."""

from __future__ import annotations

import pytest

from application.wallet.chains import Chain, deposit_address_key, loses_money

USDT_ETHEREUM = "0xdAC17F958D2ee523a2206206994597C13D831ec7"
USDT_TRON = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
ETHEREUM_DEPOSIT = "0x5306dc3AEdC595C48bd9Bc1341087662B8cE27A0"
ETHEREUM_OLD_DEPOSIT = "0x52908400098527886E0F7030069857D2E4169EE7"
TRON_DEPOSIT = "TVNgd6kKDwcNZ5FUVjGQMrxkb5kh2TED9v"
TRON_OLD_DEPOSIT = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7"
ETHEREUM_PAYEE = "0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe"
TRON_PAYEE = "TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9"

DEPOSITS = {
    Chain.ETHEREUM: (ETHEREUM_DEPOSIT, ETHEREUM_OLD_DEPOSIT),
    Chain.TRON: (TRON_DEPOSIT, TRON_OLD_DEPOSIT),
}
CONTRACTS = {Chain.ETHEREUM: USDT_ETHEREUM, Chain.TRON: USDT_TRON}


def _loses(chain: Chain, address: str) -> bool:
    return loses_money(
        chain, address, token_contract=CONTRACTS[chain], deposit_addresses=DEPOSITS[chain]
    )


@pytest.mark.parametrize(
    ("chain", "address"),
    [
        (Chain.ETHEREUM, "0x0000000000000000000000000000000000000000"),
        (Chain.ETHEREUM, "0x000000000000000000000000000000000000dEaD"),
        (Chain.ETHEREUM, "0x000000000000000000000000000000000000dead"),
        (Chain.ETHEREUM, USDT_ETHEREUM),
        (Chain.ETHEREUM, USDT_ETHEREUM.lower()),
        (Chain.ETHEREUM, "0x" + USDT_ETHEREUM[2:].upper()),
        (Chain.ETHEREUM, ETHEREUM_DEPOSIT),
        (Chain.ETHEREUM, ETHEREUM_DEPOSIT.lower()),
        (Chain.ETHEREUM, ETHEREUM_OLD_DEPOSIT),
        (Chain.TRON, "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb"),
        (Chain.TRON, USDT_TRON),
        (Chain.TRON, TRON_DEPOSIT),
        (Chain.TRON, TRON_OLD_DEPOSIT),
    ],
)
def test_an_address_that_loses_the_money_is_refused(chain: Chain, address: str) -> None:
    assert _loses(chain, address)


@pytest.mark.parametrize(
    ("chain", "address"),
    [
        (Chain.ETHEREUM, ETHEREUM_PAYEE),
        (Chain.ETHEREUM, ETHEREUM_PAYEE.lower()),
        (Chain.TRON, TRON_PAYEE),
    ],
)
def test_any_other_valid_address_is_a_payee(chain: Chain, address: str) -> None:
    assert not _loses(chain, address)


def test_the_burn_addresses_and_the_contract_are_refused_without_any_deposit_address() -> None:
    assert loses_money(
        Chain.TRON, "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb", token_contract=None, deposit_addresses=()
    )
    assert loses_money(
        Chain.ETHEREUM, USDT_ETHEREUM.lower(), token_contract=USDT_ETHEREUM, deposit_addresses=()
    )


def test_a_deposit_address_is_kept_in_one_spelling_per_account() -> None:
    assert deposit_address_key(Chain.ETHEREUM, ETHEREUM_DEPOSIT) == ETHEREUM_DEPOSIT.lower()
    assert deposit_address_key(Chain.TRON, TRON_DEPOSIT) == TRON_DEPOSIT
