"""The chains a recharge method can live on, and their rules for addresses, transaction ids
and token amounts.

Ethereum addresses are `0x` + 40 hex digits; a mixed-case one must carry a valid EIP-55
checksum (all lower or all upper case carries none). TRON addresses are base58check of a
21-byte payload starting with the version byte 0x41, which spells 34 characters beginning
with `T`. Transaction ids are 32-byte hashes: `0x` + 64 hex digits on Ethereum, 64 hex digits
(no prefix) on TRON; their case carries no meaning, so a claimed id is kept in lower case.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

import base58
from eth_utils.address import is_checksum_address

from domain.chain_checks import (
    CHECK_STATES,
    CONFIRMING,
    MISMATCH,
    MISMATCH_REASONS,
    NOT_FOUND,
    UNCHECKED,
    VERIFIED,
)

__all__ = [
    "CHECK_STATES",
    "CONFIRMING",
    "MISMATCH",
    "MISMATCH_REASONS",
    "NOT_FOUND",
    "UNCHECKED",
    "VERIFIED",
    "Chain",
    "ChainCheck",
    "cents_from_token_units",
    "deposit_address_key",
    "is_valid_address",
    "is_valid_transaction_id",
    "loses_money",
    "same_address",
    "transaction_key",
    "tron_base58_from_hex",
]


class Chain(StrEnum):
    ETHEREUM = "ethereum"
    TRON = "tron"


_ETHEREUM_ADDRESS = re.compile(r"0x[0-9a-fA-F]{40}")
_ETHEREUM_TRANSACTION = re.compile(r"0x[0-9a-fA-F]{64}")
_TRON_TRANSACTION = re.compile(r"[0-9a-fA-F]{64}")
_TRON_HEX_ADDRESS = re.compile(r"(?:0x)?(41)?([0-9a-fA-F]{40})")
TRON_ADDRESS_LENGTH = 34
TRON_VERSION_BYTE = 0x41
_TRON_PAYLOAD_LENGTH = 21  # the version byte and the 20-byte account


@dataclass(frozen=True)
class ChainCheck:
    """One reading of a recharge's transaction on its chain: `state` is one of
    `CHECK_STATES`; `reasons` (mismatch only) say what differs; `confirmations` counts the
    blocks on top of the transaction's (0 when it was not found)."""

    state: str
    reasons: tuple[str, ...]
    confirmations: int


def is_valid_address(chain: Chain, address: str) -> bool:
    """Whether `address` (exactly as given, no spaces) is an account address on `chain`."""
    if chain is Chain.ETHEREUM:
        if _ETHEREUM_ADDRESS.fullmatch(address) is None:
            return False
        digits = address[2:]
        # Mixed case is a checksum, and a checksum must be right: one flipped case is a typo.
        return digits in {digits.lower(), digits.upper()} or is_checksum_address(address)
    if len(address) != TRON_ADDRESS_LENGTH:
        return False
    try:
        payload = base58.b58decode_check(address)
    except ValueError:  # not base58, or the checksum does not match
        return False
    return len(payload) == _TRON_PAYLOAD_LENGTH and payload[0] == TRON_VERSION_BYTE


def is_valid_transaction_id(chain: Chain, transaction_id: str) -> bool:
    """Whether `transaction_id` is spelled as a transaction hash on `chain`."""
    pattern = _ETHEREUM_TRANSACTION if chain is Chain.ETHEREUM else _TRON_TRANSACTION
    return pattern.fullmatch(transaction_id) is not None


def transaction_key(chain: Chain, transaction_id: str) -> str:
    """The id as claimed once per chain: hex case carries no meaning, so it is lowered."""
    if not is_valid_transaction_id(chain, transaction_id):
        raise ValueError(f"not a {chain} transaction id: {transaction_id!r}")
    return transaction_id.lower()


def same_address(chain: Chain, first: str, second: str) -> bool:
    """Whether two valid addresses name one account: Ethereum's hex ignores case (the
    checksum is only a spelling); base58 is case-sensitive, so TRON's must match exactly."""
    if chain is Chain.ETHEREUM:
        return first.lower() == second.lower()
    return first == second


BURN_ADDRESSES: dict[Chain, tuple[str, ...]] = {
    # The zero address, and the conventional "dead" one tokens are burnt to.
    Chain.ETHEREUM: ("0x" + "0" * 40, "0x000000000000000000000000000000000000dEaD"),
    # TRON's zero address (41 and twenty zero bytes), its "black hole".
    Chain.TRON: ("T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb",),
}
"""Addresses nobody holds the key of: what is sent there is gone."""


def loses_money(
    chain: Chain, address: str, *, token_contract: str | None, deposit_addresses: Iterable[str]
) -> bool:
    """Whether a withdrawal paid to `address` would be lost: a burn address, the token's own
    contract (which holds no key to send it on), or one of the platform's deposit addresses,
    now or before (the platform would receive its own payout, credited to nobody)."""
    refused = [*BURN_ADDRESSES[chain], *deposit_addresses]
    if token_contract:
        refused.append(token_contract)
    return any(same_address(chain, address, other) for other in refused)


def deposit_address_key(chain: Chain, address: str) -> str:
    """One spelling per account, as a deposit address is recorded (see `same_address`)."""
    return address.lower() if chain is Chain.ETHEREUM else address


def tron_base58_from_hex(hex_address: str) -> str:
    """A TRON address from its hex form: `41` + 40 hex digits (as TRON's APIs answer), or the
    40 hex digits of the account alone (as an EVM log topic carries it), `0x` allowed."""
    match = _TRON_HEX_ADDRESS.fullmatch(hex_address)
    if match is None:
        raise ValueError(f"not a TRON hex address: {hex_address!r}")
    payload = bytes([TRON_VERSION_BYTE]) + bytes.fromhex(match.group(2))
    return base58.b58encode_check(payload).decode("ascii")


def cents_from_token_units(units: int, decimals: int) -> int | None:
    """The cents `units` of a token with `decimals` decimals are worth (one token = one
    dollar, as for USDT), or None when that is not a whole, non-negative number of cents:
    an amount is matched exactly, never rounded."""
    if units < 0 or decimals < 0:
        return None
    scale: int = 10 ** abs(decimals - 2)
    if decimals <= 2:
        return units * scale
    whole_cents, rest = divmod(units, scale)
    return whole_cents if rest == 0 else None
