"""The recharge methods the site offers (`RECHARGE_METHODS`, checked at start-up), as the
wallet's use cases see them."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from application.wallet.chains import Chain


@dataclass(frozen=True)
class RechargeMethod:
    """A way to pay in (and out), as `system/config` lists it in `recharge_list`."""

    method: str
    address: str
    """Where the shopper sends a recharge; stored with the application."""
    minimum: int | None = None
    maximum: int | None = None
    chain: Chain | None = None
    """None off-chain (a bank transfer), where the token fields are None too."""
    token: str | None = None
    token_contract: str | None = None
    """The token is matched by this address, never by its symbol."""
    decimals: int | None = None
    confirmations: int | None = None
    """Blocks on top of a transfer's before it counts as verified."""
    chain_id: int | None = None
    """The EVM network id (Ethereum only)."""


def recharge_methods(configured: Iterable[Mapping[str, Any]]) -> dict[str, RechargeMethod]:
    """The configured methods (checked at start-up) by name."""
    return {
        str(entry["method"]): RechargeMethod(
            method=str(entry["method"]),
            address=str(entry.get("address", "")),
            minimum=entry.get("min"),
            maximum=entry.get("max"),
            chain=Chain(entry["chain"]) if entry.get("chain") else None,
            token=entry.get("token"),
            token_contract=entry.get("token_contract"),
            decimals=entry.get("decimals"),
            confirmations=entry.get("confirmations"),
            chain_id=entry.get("chain_id"),
        )
        for entry in configured
    }


def confirmations_needed(methods: Mapping[str, RechargeMethod]) -> dict[str, int]:
    """The blocks each chain method waits for on top of a transfer, by name."""
    return {name: m.confirmations or 0 for name, m in methods.items() if m.chain is not None}
