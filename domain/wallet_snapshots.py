"""What snapshots of older versions of the Wallet lack, filled in as replaying their events
would have: before two-person review, `approvers`; before chains, `chain_checks`; before
payment references, `recharge_references`; before orders were paid on chain, `recharge_orders`."""

from __future__ import annotations


class WalletSnapshotUpcasts:
    """The Wallet's snapshot upcasters (its `class_version` is 5)."""

    @staticmethod
    def upcast_v1_v2(state: dict[str, object]) -> None:
        state["approvers"] = {}

    @staticmethod
    def upcast_v2_v3(state: dict[str, object]) -> None:
        state["chain_checks"] = {}

    @staticmethod
    def upcast_v3_v4(state: dict[str, object]) -> None:
        state["recharge_references"] = {}

    @staticmethod
    def upcast_v4_v5(state: dict[str, object]) -> None:
        state["recharge_orders"] = {}
