"""What a chain says about a recharge's transaction, and the judgement of it.

A reader (infra/chains) answers the transaction as the chain recorded it: whether it succeeded,
the token transfers it emitted and how many blocks confirm it. `judge` compares that with the
recharge: a Transfer emitted by the method's token contract (matched by its address, never by
a symbol anyone can copy) to the method's deposit address for exactly the applied amount, in a
transaction that succeeded and has at least the confirmations the method asks for.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from application.wallet.chains import (
    CONFIRMING,
    MISMATCH,
    NOT_FOUND,
    VERIFIED,
    Chain,
    ChainCheck,
    cents_from_token_units,
    same_address,
)
from application.wallet.methods import RechargeMethod
from domain.chain_checks import NO_TRANSFER, REVERTED, WRONG_AMOUNT, WRONG_RECIPIENT, WRONG_TOKEN


@dataclass(frozen=True)
class TokenTransfer:
    """One Transfer event: `contract` is the token contract that emitted it; addresses are
    spelled as the chain's users know them (0x hex on Ethereum, base58 on TRON)."""

    contract: str
    sender: str
    recipient: str
    units: int
    """The amount in the token's smallest unit, as the event carries it."""


@dataclass(frozen=True)
class ChainTransaction:
    succeeded: bool
    transfers: tuple[TokenTransfer, ...]
    confirmations: int
    """Blocks from the transaction's own up to the newest, both counted (1 once mined)."""


class ChainReader(Protocol):
    """One chain's transactions, read from a node or an indexer."""

    def transaction(self, transaction_id: str) -> ChainTransaction | None:
        """The transaction, or None when the chain does not know it (yet). Raises
        `ChainUnavailable` when the chain could not be asked or answered nonsense."""
        ...


class ChainUnavailable(Exception):
    """The node could not be reached, timed out or answered something unreadable: nothing is
    known about the transaction, so nothing is recorded and it is read again later."""


@dataclass(frozen=True)
class ChainTarget:
    """What the recharge's transfer must match, from its method."""

    chain: Chain
    token_contract: str
    deposit_address: str
    decimals: int
    confirmations: int


def target_of(method: RechargeMethod) -> ChainTarget:
    """The method's chain fields; ValueError for an off-chain or incompletely configured
    method (start-up refuses such a configuration, so this is a programming error)."""
    if (
        method.chain is None
        or method.token_contract is None
        or method.decimals is None
        or method.confirmations is None
    ):
        raise ValueError(f"recharge method {method.method!r} is not a chain method")
    return ChainTarget(
        chain=Chain(method.chain),
        token_contract=method.token_contract,
        deposit_address=method.address,
        decimals=method.decimals,
        confirmations=method.confirmations,
    )


def judge(
    method: RechargeMethod, amount_cents: int, transaction: ChainTransaction | None
) -> ChainCheck:
    """The outcome for a recharge of `amount_cents` by `method` whose transaction the chain
    answered as `transaction` (None: not found)."""
    target = target_of(method)
    if transaction is None:
        return ChainCheck(NOT_FOUND, (), 0)
    if not transaction.succeeded:
        return ChainCheck(MISMATCH, (REVERTED,), transaction.confirmations)
    if not transaction.transfers:
        return ChainCheck(MISMATCH, (NO_TRANSFER,), transaction.confirmations)
    # The transfer closest to the recharge tells what is wrong; one that matches in full
    # settles it, whatever else the transaction did.
    faults = min((_faults(target, amount_cents, t) for t in transaction.transfers), key=len)
    if faults:
        return ChainCheck(MISMATCH, faults, transaction.confirmations)
    if transaction.confirmations < target.confirmations:
        return ChainCheck(CONFIRMING, (), transaction.confirmations)
    return ChainCheck(VERIFIED, (), transaction.confirmations)


def _faults(target: ChainTarget, amount_cents: int, transfer: TokenTransfer) -> tuple[str, ...]:
    """How `transfer` differs from the one the recharge asks for, in a fixed order."""
    faults: list[str] = []
    if not same_address(target.chain, transfer.contract, target.token_contract):
        faults.append(WRONG_TOKEN)
    if not same_address(target.chain, transfer.recipient, target.deposit_address):
        faults.append(WRONG_RECIPIENT)
    if cents_from_token_units(transfer.units, target.decimals) != amount_cents:
        faults.append(WRONG_AMOUNT)
    return tuple(faults)
