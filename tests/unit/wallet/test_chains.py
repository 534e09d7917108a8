"""The chain rules for addresses, transaction ids and token amounts, with real addresses (the
USDT contracts on Ethereum and TRON, TRON's zero address) and corrupted copies of them."""

from __future__ import annotations

import base58
import pytest

from application.wallet.chains import (
    Chain,
    cents_from_token_units,
    is_valid_address,
    is_valid_transaction_id,
    same_address,
    transaction_key,
    tron_base58_from_hex,
)

USDT_ETHEREUM = "0xdAC17F958D2ee523a2206206994597C13D831ec7"
USDT_TRON = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
USDT_TRON_HEX = "41a614f803b6fd780986a42c78ec9c7f77e6ded13c"
TRON_ZERO_ADDRESS = "T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb"
ETHEREUM_TX = "0x" + "ab" * 32
TRON_TX = "cd" * 32


def _tron_with_payload(payload: bytes) -> str:
    return base58.b58encode_check(payload).decode("ascii")


# -- Ethereum addresses --------------------------------------------------------------------


@pytest.mark.parametrize(
    "address",
    [
        USDT_ETHEREUM,
        USDT_ETHEREUM.lower(),
        "0x" + USDT_ETHEREUM[2:].upper(),
        "0x0000000000000000000000000000000000000000",
    ],
)
def test_an_ethereum_address_with_a_right_checksum_or_in_one_case_is_valid(address: str) -> None:
    assert is_valid_address(Chain.ETHEREUM, address)


def test_an_ethereum_address_with_one_letter_in_the_wrong_case_fails_its_checksum() -> None:
    wrong_case = USDT_ETHEREUM.replace("dAC17", "DAC17")
    assert wrong_case != USDT_ETHEREUM
    assert not is_valid_address(Chain.ETHEREUM, wrong_case)


@pytest.mark.parametrize(
    "address",
    [
        USDT_ETHEREUM[:-1],  # 39 hex digits
        USDT_ETHEREUM + "7",  # 41 hex digits
        USDT_ETHEREUM[2:],  # no 0x
        "0X" + USDT_ETHEREUM[2:],
        USDT_ETHEREUM[:-1] + "g",  # not hex
        f" {USDT_ETHEREUM}",
        USDT_TRON,
        "",
    ],
)
def test_a_malformed_ethereum_address_is_invalid(address: str) -> None:
    assert not is_valid_address(Chain.ETHEREUM, address)


def test_ethereum_addresses_are_the_same_whatever_their_case() -> None:
    assert same_address(Chain.ETHEREUM, USDT_ETHEREUM, USDT_ETHEREUM.lower())
    assert not same_address(Chain.ETHEREUM, USDT_ETHEREUM, "0x" + "0" * 40)


# -- TRON addresses ------------------------------------------------------------------------


@pytest.mark.parametrize("address", [USDT_TRON, TRON_ZERO_ADDRESS])
def test_a_real_tron_address_is_valid(address: str) -> None:
    assert is_valid_address(Chain.TRON, address)


def test_a_tron_address_with_one_character_changed_fails_its_checksum() -> None:
    flipped = USDT_TRON[:10] + ("a" if USDT_TRON[10] != "a" else "b") + USDT_TRON[11:]
    assert len(flipped) == len(USDT_TRON)
    assert not is_valid_address(Chain.TRON, flipped)


def test_a_tron_address_in_the_wrong_case_is_invalid() -> None:
    assert not is_valid_address(Chain.TRON, USDT_TRON.lower())


def test_a_well_formed_base58check_with_another_version_byte_is_not_a_tron_address() -> None:
    account = base58.b58decode_check(USDT_TRON)[1:]
    other_version = _tron_with_payload(bytes([0x42]) + account)
    assert len(other_version) == 34  # only the version byte is wrong
    assert not is_valid_address(Chain.TRON, other_version)


@pytest.mark.parametrize(
    "payload",
    [
        bytes([0x41]) + bytes(19),  # a 19-byte account
        bytes([0x41]) + bytes(21),  # a 21-byte account
    ],
)
def test_a_base58check_of_the_wrong_length_is_not_a_tron_address(payload: bytes) -> None:
    assert not is_valid_address(Chain.TRON, _tron_with_payload(payload))


@pytest.mark.parametrize(
    "address",
    [
        USDT_TRON[:-1],  # 33 characters
        USDT_TRON + "1",  # 35 characters
        "T0" + USDT_TRON[2:],  # 0 is not a base58 digit
        USDT_TRON_HEX,
        USDT_ETHEREUM,
        f"{USDT_TRON[:-1]} ",
        "",
    ],
)
def test_a_malformed_tron_address_is_invalid(address: str) -> None:
    assert not is_valid_address(Chain.TRON, address)


def test_tron_addresses_are_the_same_only_when_spelled_the_same() -> None:
    assert same_address(Chain.TRON, USDT_TRON, USDT_TRON)
    assert not same_address(Chain.TRON, USDT_TRON, TRON_ZERO_ADDRESS)


@pytest.mark.parametrize(
    "hex_address",
    [USDT_TRON_HEX, USDT_TRON_HEX.upper(), USDT_TRON_HEX[2:], "0x" + USDT_TRON_HEX[2:]],
)
def test_a_tron_hex_address_converts_to_its_base58_spelling(hex_address: str) -> None:
    assert tron_base58_from_hex(hex_address) == USDT_TRON


@pytest.mark.parametrize("hex_address", ["42" + USDT_TRON_HEX[2:], USDT_TRON_HEX[:-4], "zz" * 21])
def test_a_string_that_is_not_a_tron_hex_address_does_not_convert(hex_address: str) -> None:
    with pytest.raises(ValueError, match="not a TRON hex address"):
        tron_base58_from_hex(hex_address)


# -- transaction ids -----------------------------------------------------------------------


def test_a_transaction_id_is_a_hash_spelled_as_its_chain_spells_it() -> None:
    assert is_valid_transaction_id(Chain.ETHEREUM, ETHEREUM_TX)
    assert is_valid_transaction_id(Chain.ETHEREUM, ETHEREUM_TX.upper().replace("0X", "0x"))
    assert is_valid_transaction_id(Chain.TRON, TRON_TX)
    assert not is_valid_transaction_id(Chain.ETHEREUM, TRON_TX)  # no 0x
    assert not is_valid_transaction_id(Chain.TRON, ETHEREUM_TX)  # TRON has no 0x


@pytest.mark.parametrize(
    "transaction_id", ["0x" + "ab" * 31, ETHEREUM_TX + "a", ETHEREUM_TX[:-1] + "g", "", "0x"]
)
def test_a_malformed_ethereum_transaction_id_is_invalid(transaction_id: str) -> None:
    assert not is_valid_transaction_id(Chain.ETHEREUM, transaction_id)


def test_a_transaction_key_is_the_id_in_lower_case() -> None:
    assert transaction_key(Chain.ETHEREUM, "0x" + "AB" * 32) == ETHEREUM_TX
    assert transaction_key(Chain.TRON, TRON_TX.upper()) == TRON_TX
    with pytest.raises(ValueError, match="not a tron transaction id"):
        transaction_key(Chain.TRON, ETHEREUM_TX)


# -- token amounts -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("units", "decimals", "cents"),
    [
        (12_340_000, 6, 1234),  # 12.34 USDT
        (10**20, 18, 10_000),  # 100 tokens of 18 decimals
        (5, 0, 500),
        (7, 1, 70),
        (0, 6, 0),
    ],
)
def test_token_units_convert_to_cents_exactly(units: int, decimals: int, cents: int) -> None:
    assert cents_from_token_units(units, decimals) == cents


@pytest.mark.parametrize(("units", "decimals"), [(12_345_001, 6), (1, 3), (-10_000, 6)])
def test_token_units_that_are_not_whole_cents_convert_to_nothing(units: int, decimals: int) -> None:
    assert cents_from_token_units(units, decimals) is None
