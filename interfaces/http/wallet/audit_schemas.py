"""Request and response Structs of the auditor's wallet replay (`console/audit/*`)."""

from __future__ import annotations

import builtins
from typing import Annotated

import msgspec

from application.timeutil import unix_seconds
from application.wallet.audit import AuditedEvent, Balance, Discrepancy, WalletTrail
from interfaces.http.schemas import ApiRequest, Id
from interfaces.http.wallet.schemas import Text, optional_unix_seconds

UnixTime = Annotated[int, msgspec.Meta(ge=0, le=253_402_300_799)]
"""Up to the last second of year 9999, the largest moment a datetime holds."""


class AuditWalletRequest(ApiRequest, kw_only=True):
    uid: Id | None = None
    email: Text | None = None
    at: UnixTime | None = None
    """Unix seconds; the balance is replayed up to and including this moment."""


class BalanceView(msgspec.Struct):
    amount: int
    frozen_amount: int


class AuditEventItem(msgspec.Struct):
    version: int
    kind: str
    amount_change: int
    frozen_change: int
    amount: int
    frozen_amount: int
    actor_uid: int | None
    remark: str
    time: int
    reference_id: str
    actor: str | None = None
    """Who acted, named: `system` or their e-mail (null for events nobody did)."""


class AuditWalletView(msgspec.Struct):
    uid: int
    email: str
    at: int | None
    events: builtins.list[AuditEventItem]
    balance_at: BalanceView
    current: BalanceView


class ReconcileItem(msgspec.Struct):
    uid: int
    email: str
    projected: BalanceView
    replayed: BalanceView


class ReconcileView(msgspec.Struct):
    checked: int
    list: builtins.list[ReconcileItem]


def balance_view(balance: Balance) -> BalanceView:
    return BalanceView(amount=balance.available, frozen_amount=balance.frozen)


def audit_event_item(event: AuditedEvent) -> AuditEventItem:
    return AuditEventItem(
        version=event.version,
        kind=event.kind,
        amount_change=event.amount_change,
        frozen_change=event.frozen_change,
        amount=event.available,
        frozen_amount=event.frozen,
        actor_uid=event.actor_uid,
        remark=event.remark,
        time=unix_seconds(event.at),
        reference_id=event.reference_id,
        actor=event.actor,
    )


def audit_wallet_view(trail: WalletTrail) -> AuditWalletView:
    return AuditWalletView(
        uid=trail.uid,
        email=trail.email,
        at=optional_unix_seconds(trail.at),
        events=[audit_event_item(event) for event in trail.events],
        balance_at=balance_view(trail.balance_at),
        current=balance_view(trail.current),
    )


def reconcile_item(discrepancy: Discrepancy) -> ReconcileItem:
    return ReconcileItem(
        uid=discrepancy.uid,
        email=discrepancy.email,
        projected=balance_view(discrepancy.projected),
        replayed=balance_view(discrepancy.replayed),
    )
