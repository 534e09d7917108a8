"""What each Wallet event does to the wallet's balances, declared once.

The Wallet applies its events by this table, and so do the balances and history read models,
the auditors' replay and the books: a new way for money to move is one line here, and
tests/unit/wallet/test_money_effects.py fails while a Wallet event has no line.

The table is keyed by the events' class names (the last part of the topic each is stored
under, so they never change): the Wallet reads it to apply its own events, so it cannot
name the Wallet's classes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import IntEnum
from types import MappingProxyType
from typing import Any, Final


class Crossing(IntEnum):
    """Whether an event's money enters or leaves the marketplace, or moves within it."""

    NONE = 0
    IN = 1
    """An approved recharge: money from outside."""
    OUT = -1
    """A withdrawal paid out."""


@dataclass(frozen=True)
class BalanceChange:
    available: int = 0
    frozen: int = 0


@dataclass(frozen=True)
class WalletEffect:
    """A Wallet event's change of the available and frozen balances, as the signs its
    `amount` is taken with, and its names on the wire: `audit_kind` in the auditors' replay
    (console audit), `history_kind` in the owner's history (`mine/wealth/history`), which
    lists only the events that move money."""

    audit_kind: str
    available: int = 0
    frozen: int = 0
    history_kind: str | None = None
    crossing: Crossing = Crossing.NONE

    def __post_init__(self) -> None:
        if self.moves_money != (self.history_kind is not None):
            raise ValueError(f"{self.audit_kind}: a history kind for money moved, and only then")

    @property
    def moves_money(self) -> bool:
        return bool(self.available or self.frozen)

    def change(self, amount: int) -> BalanceChange:
        return BalanceChange(self.available * amount, self.frozen * amount)

    def in_and_out(self, amount: int) -> tuple[int, int]:
        """(what came in, what went out) of the marketplace: one of them `amount`, or neither."""
        came_in = amount if self.crossing is Crossing.IN else 0
        went_out = amount if self.crossing is Crossing.OUT else 0
        return came_in, went_out


WALLET_EFFECTS: Final[Mapping[str, WalletEffect]] = MappingProxyType(
    {
        "Opened": WalletEffect("opened"),
        "RechargeRequested": WalletEffect("recharge_requested"),
        "RechargeChainChecked": WalletEffect("recharge_chain_checked"),
        "RechargeApprovalRecorded": WalletEffect("recharge_approval_recorded"),
        "RechargeApproved": WalletEffect("recharge_approved", +1, 0, "recharge", Crossing.IN),
        "RechargeRejected": WalletEffect("recharge_rejected"),
        # The approval credited it already: this says only that it paid none of its orders.
        "ChainPaymentCredited": WalletEffect("chain_payment_credited"),
        # A withdrawal's amount leaves the spendable balance at once: it cannot be spent twice.
        "WithdrawalRequested": WalletEffect("withdraw_requested", -1, +1, "withdraw_freeze"),
        "WithdrawalApprovalRecorded": WalletEffect("withdraw_approval_recorded"),
        "WithdrawalApproved": WalletEffect(
            "withdraw_approved", 0, -1, "withdraw_paid", Crossing.OUT
        ),
        "WithdrawalRejected": WalletEffect("withdraw_rejected", +1, -1, "withdraw_returned"),
        "PaymentDebited": WalletEffect("payment", -1, 0, "payment"),
        "RefundCredited": WalletEffect("refund", +1, 0, "refund"),
        "SettlementCredited": WalletEffect("settlement", +1, 0, "settlement"),
    }
)
"""Every Wallet event by class name; the ones that change a balance move money, and have a
history kind."""


def wallet_effect(event_class: type[Any]) -> WalletEffect:
    """The declared effect of a Wallet event class (KeyError for one not declared)."""
    return WALLET_EFFECTS[event_class.__name__]


def money_moving(aggregate_class: type[Any]) -> tuple[type[Any], ...]:
    """The aggregate's event classes that move money, in the table's order (given the Wallet,
    which this module cannot import)."""
    return tuple(
        getattr(aggregate_class, name)
        for name, effect in WALLET_EFFECTS.items()
        if effect.moves_money
    )


class MovesMoney:
    """The Wallet's balances, moved by its events only as the table declares."""

    available: int
    frozen: int

    def _move(self, event_class: type[Any], amount: int) -> None:
        change = wallet_effect(event_class).change(amount)
        self.available += change.available
        self.frozen += change.frozen
