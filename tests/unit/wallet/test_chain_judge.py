"""The judgement of a recharge against what its chain says about the transaction."""

from __future__ import annotations

from dataclasses import replace

import pytest

from application.wallet.chain_verification import ChainTransaction, TokenTransfer, judge
from application.wallet.chains import Chain, ChainCheck
from application.wallet.methods import RechargeMethod

USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7"
DEPOSIT = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
SHOPPER = "0x0000000000000000000000000000000000000abc"
LOOKALIKE = "0x1111111111111111111111111111111111111111"

ERC20 = RechargeMethod(
    method="usdt_erc20",
    address=DEPOSIT,
    chain=Chain.ETHEREUM,
    token="USDT",
    token_contract=USDT,
    decimals=6,
    confirmations=12,
)


def paid(units: int, *, contract: str = USDT, to: str = DEPOSIT) -> TokenTransfer:
    return TokenTransfer(
        contract=contract.lower(), sender=SHOPPER, recipient=to.lower(), units=units
    )


def mined(*transfers: TokenTransfer, confirmations: int = 12, ok: bool = True) -> ChainTransaction:
    return ChainTransaction(succeeded=ok, transfers=transfers, confirmations=confirmations)


def test_an_exact_transfer_of_the_token_to_the_deposit_address_is_verified() -> None:
    assert judge(ERC20, 2_500, mined(paid(25_000_000))) == ChainCheck("verified", (), 12)


def test_addresses_are_matched_whatever_their_hex_case() -> None:
    transfer = TokenTransfer(USDT.upper().replace("0X", "0x"), SHOPPER, DEPOSIT, 25_000_000)
    assert judge(ERC20, 2_500, mined(transfer)).state == "verified"


def test_a_transaction_the_chain_does_not_know_is_not_found() -> None:
    assert judge(ERC20, 2_500, None) == ChainCheck("not_found", (), 0)


def test_a_reverted_transaction_is_a_mismatch_whatever_it_logged() -> None:
    check = judge(ERC20, 2_500, mined(paid(25_000_000), ok=False, confirmations=3))
    assert check == ChainCheck("mismatch", ("reverted",), 3)


def test_a_transaction_without_token_transfers_is_a_mismatch() -> None:
    assert judge(ERC20, 2_500, mined()) == ChainCheck("mismatch", ("no_transfer",), 12)


def test_a_token_at_another_contract_is_the_wrong_token_even_with_the_same_name() -> None:
    check = judge(ERC20, 2_500, mined(paid(25_000_000, contract=LOOKALIKE)))
    assert check == ChainCheck("mismatch", ("wrong_token",), 12)


def test_a_transfer_to_another_address_is_the_wrong_recipient() -> None:
    check = judge(ERC20, 2_500, mined(paid(25_000_000, to=LOOKALIKE)))
    assert check == ChainCheck("mismatch", ("wrong_recipient",), 12)


@pytest.mark.parametrize(
    "units",
    [24_990_000, 25_010_000, 25_000_001],
    ids=["less", "more", "a fraction of a cent more"],
)
def test_any_other_amount_is_the_wrong_amount(units: int) -> None:
    assert judge(ERC20, 2_500, mined(paid(units))) == ChainCheck("mismatch", ("wrong_amount",), 12)


def test_every_difference_of_the_closest_transfer_is_named() -> None:
    check = judge(ERC20, 2_500, mined(paid(1, contract=LOOKALIKE, to=LOOKALIKE)))
    assert check.reasons == ("wrong_token", "wrong_recipient", "wrong_amount")


def test_one_matching_transfer_among_others_settles_it() -> None:
    transaction = mined(paid(1, contract=LOOKALIKE), paid(25_000_000), paid(7, to=LOOKALIKE))
    assert judge(ERC20, 2_500, transaction).state == "verified"


def test_the_closest_transfer_names_the_reasons() -> None:
    transaction = mined(paid(1, contract=LOOKALIKE, to=LOOKALIKE), paid(24_000_000))
    assert judge(ERC20, 2_500, transaction).reasons == ("wrong_amount",)


def test_a_matching_transfer_short_of_confirmations_is_confirming_with_the_count() -> None:
    assert judge(ERC20, 2_500, mined(paid(25_000_000), confirmations=11)) == ChainCheck(
        "confirming", (), 11
    )


def test_a_mismatch_is_told_at_once_without_waiting_for_confirmations() -> None:
    check = judge(ERC20, 2_500, mined(paid(25_000_000, to=LOOKALIKE), confirmations=1))
    assert check == ChainCheck("mismatch", ("wrong_recipient",), 1)


def test_tron_addresses_are_matched_exactly_in_base58() -> None:
    usdt_trc20 = replace(
        ERC20,
        method="usdt_trc20",
        chain=Chain.TRON,
        token_contract="TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
        address="TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
        confirmations=19,
    )
    good = TokenTransfer(
        "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
        "TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW",
        "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
        1_000_000,
    )
    assert judge(usdt_trc20, 100, mined(good, confirmations=19)).state == "verified"
    lower = replace(good, recipient=good.recipient.lower())
    assert judge(usdt_trc20, 100, mined(lower, confirmations=19)).reasons == ("wrong_recipient",)


def test_an_off_chain_method_cannot_be_judged() -> None:
    with pytest.raises(ValueError, match="not a chain method"):
        judge(RechargeMethod(method="bank_transfer", address="IBAN"), 100, None)
