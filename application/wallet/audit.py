"""The auditors' replay: wallets rebuilt from the event store, never from a read model.

Each event is applied to a Wallet by the aggregate's own code (`event.mutate`), so the running
balances are the ones the domain decided, independent of every projection's handlers.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from eventsourcing.utils import get_topic
from sqlalchemy import Engine, select, true

from application.accounts.tables import users
from application.bazaar import Bazaar
from domain.chain_checks import SYSTEM_REVIEWER_UID
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.money_effects import WALLET_EFFECTS
from domain.wallet import Wallet
from domain.wallet_events import reference_of
from projections.metadata import projection_position
from projections.wallet_balances import projection as balances_projection
from projections.wallet_balances import wallet_balances

KINDS: dict[type[Any], str] = {
    getattr(Wallet, name): effect.audit_kind for name, effect in WALLET_EFFECTS.items()
}
"""Every Wallet event's kind in the replay, as `domain.money_effects` names it."""
WALLET_TOPICS = [get_topic(kind) for kind in KINDS]
_BATCH = 1000


@dataclass(frozen=True)
class Balance:
    available: int = 0
    frozen: int = 0


@dataclass(frozen=True)
class AuditedEvent:
    version: int
    kind: str
    amount_change: int
    frozen_change: int
    available: int
    frozen: int
    actor_uid: int | None
    """Who acted: the reviewer for decisions, the owner for requests and payments."""
    remark: str
    at: datetime
    reference_id: str
    actor: str | None = None
    """Who acted, named: `system` or their e-mail (filled in by `WalletAudit.wallet`)."""


@dataclass(frozen=True)
class WalletTrail:
    uid: int
    email: str
    at: datetime | None
    events: list[AuditedEvent]
    """Oldest first."""
    balance_at: Balance
    """As it stood at `at` (every event up to and including it); the current one without."""
    current: Balance


@dataclass(frozen=True)
class Discrepancy:
    uid: int
    email: str
    projected: Balance
    replayed: Balance


@dataclass(frozen=True)
class Reconciliation:
    checked: int
    """Wallets compared."""
    position: int
    """The notification id both sides were compared at (the balances projection's)."""
    discrepancies: list[Discrepancy]


def replay(events: Iterable[Any]) -> list[AuditedEvent]:
    """Every event of one wallet with the balances after it."""
    wallet: Wallet | None = None
    trail: list[AuditedEvent] = []
    for event in events:
        before = Balance(wallet.available, wallet.frozen) if wallet else Balance()
        wallet = event.mutate(wallet)
        assert wallet is not None
        trail.append(
            AuditedEvent(
                version=event.originator_version,
                kind=KINDS[type(event)],
                amount_change=wallet.available - before.available,
                frozen_change=wallet.frozen - before.frozen,
                available=wallet.available,
                frozen=wallet.frozen,
                actor_uid=_actor_of(event, wallet.owner_uid),
                remark=remark_of(event),
                at=moment_of(event),
                reference_id=reference_of(event),
            )
        )
    return trail


def remark_of(event: Any) -> str:
    """The decision's remark; for a chain check, what the chain said (`mismatch: wrong_amount;
    3 confirmations`), which moves no money but is part of the record."""
    if isinstance(event, Wallet.RechargeChainChecked):
        reasons = f": {', '.join(event.reasons)}" if event.reasons else ""
        return f"{event.state}{reasons}; {event.confirmations} confirmations"
    return str(getattr(event, "remark", ""))


def moment_of(event: Any) -> datetime:
    """When it happened: the command's `at`; the recorded timestamp for a wallet opened before
    `Opened` carried one."""
    at: datetime | None = getattr(event, "at", None)
    return at if at is not None else event.timestamp


def balance_at(trail: list[AuditedEvent], at: datetime | None) -> Balance:
    """The balance after the last event at or before `at` (events in order, so a prefix)."""
    reached = Balance()
    for entry in trail:
        if at is not None and entry.at > at:
            break
        reached = Balance(entry.available, entry.frozen)
    return reached


def _actor_of(event: Any, owner_uid: int) -> int | None:
    reviewer = getattr(event, "reviewer_uid", None)
    if reviewer is not None:
        return int(reviewer)
    if isinstance(
        event,
        Wallet.Opened
        | Wallet.RefundCredited
        | Wallet.SettlementCredited
        | Wallet.RechargeChainChecked,  # read from the chain by the system
    ):
        return None
    return owner_uid


class WalletAudit:
    """Replays wallets from the event store and checks the balances read model against them."""

    def __init__(self, application: Bazaar, engine: Engine) -> None:
        self.application = application
        self.engine = engine

    def wallet(self, uid: int | None, email: str | None, at: datetime | None) -> WalletTrail:
        """One user's wallet, every event with its running balance, and the balance at `at`."""
        uid, email = self._user(uid, email)
        trail = self._named(replay(self.application.events.get(Wallet.create_id(uid))))
        return WalletTrail(
            uid=uid,
            email=email,
            at=at,
            events=trail,
            balance_at=balance_at(trail, at),
            current=balance_at(trail, None),
        )

    def reconcile(self) -> Reconciliation:
        """Every wallet whose projected balance differs from its replayed one.

        The projected rows and the projection's position are read in one statement, and the
        log is replayed up to that position only, so writes arriving meanwhile (not projected
        yet) are not mistaken for differences."""
        position, projected = self._projected_balances()
        replayed = self._replayed_balances(position)
        differing: list[Discrepancy] = []
        for wallet_id in set(projected) | set(replayed):
            uid, found = projected.get(wallet_id, (0, Balance()))
            uid, expected = replayed.get(wallet_id, (uid, Balance()))
            if found != expected:
                differing.append(Discrepancy(uid, "", found, expected))
        emails = self._emails([d.uid for d in differing])
        return Reconciliation(
            checked=len(set(projected) | set(replayed)),
            position=position,
            discrepancies=[
                Discrepancy(d.uid, emails.get(d.uid, ""), d.projected, d.replayed)
                for d in sorted(differing, key=lambda d: d.uid)
            ],
        )

    # -- internals -----------------------------------------------------------------------

    def _user(self, uid: int | None, email: str | None) -> tuple[int, str]:
        if uid is None and not (email or "").strip():
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="uid")
        condition = (
            users.c.uid == uid
            if uid is not None
            else users.c.email == (email or "").strip().lower()
        )
        with self.engine.connect() as connection:
            row = connection.execute(select(users.c.uid, users.c.email).where(condition)).first()
        if row is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND)
        return int(row.uid), str(row.email)

    def _projected_balances(self) -> tuple[int, dict[str, tuple[int, Balance]]]:
        with self.engine.connect() as connection:
            rows = connection.execute(
                select(
                    projection_position.c.position,
                    wallet_balances.c.wallet_id,
                    wallet_balances.c.uid,
                    wallet_balances.c.available,
                    wallet_balances.c.frozen,
                )
                .select_from(projection_position)
                .outerjoin(wallet_balances, true())
                .where(projection_position.c.name == balances_projection.name)
            ).all()
        position = int(rows[0].position) if rows else 0
        balances = {
            str(row.wallet_id): (int(row.uid), Balance(int(row.available), int(row.frozen)))
            for row in rows
            if row.wallet_id is not None
        }
        return position, balances

    def _replayed_balances(self, position: int) -> dict[str, tuple[int, Balance]]:
        """Every wallet folded from the notification log, up to and including `position`."""
        wallets: dict[str, Wallet] = {}
        start = 0
        while start < position:
            notifications = self.application.recorder.select_notifications(
                start=start,
                limit=_BATCH,
                stop=position,
                topics=WALLET_TOPICS,
                inclusive_of_start=False,
            )
            for notification in notifications:
                event: Any = self.application.mapper.to_domain_event(notification)
                wallet_id = str(event.originator_id)
                wallets[wallet_id] = event.mutate(wallets.get(wallet_id))
            if len(notifications) < _BATCH:
                break
            start = notifications[-1].id
        return {
            wallet_id: (wallet.owner_uid, Balance(wallet.available, wallet.frozen))
            for wallet_id, wallet in wallets.items()
        }

    def _named(self, trail: list[AuditedEvent]) -> list[AuditedEvent]:
        """The events with their actors' e-mails (the system's approvals as `system`)."""
        emails = self._emails(sorted({e.actor_uid for e in trail if e.actor_uid is not None}))
        emails[SYSTEM_REVIEWER_UID] = "system"
        return [
            replace(e, actor=None if e.actor_uid is None else emails.get(e.actor_uid))
            for e in trail
        ]

    def _emails(self, uids: list[int]) -> dict[int, str]:
        if not uids:
            return {}
        with self.engine.connect() as connection:
            rows = connection.execute(
                select(users.c.uid, users.c.email).where(users.c.uid.in_(uids))
            ).all()
        return {int(row.uid): str(row.email) for row in rows}
