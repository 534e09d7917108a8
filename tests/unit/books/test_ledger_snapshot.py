"""The Ledger is snapshotted like the wallets: its state must survive the snapshot's JSON."""

from __future__ import annotations

from datetime import UTC, date, datetime
from uuid import UUID

from eventsourcing.application import Application

from domain.ledger import GENESIS_HASH, DaySummary, Flows, Ledger, Positions

SUMMARY = DaySummary(
    opening=Positions(),
    closing=Positions(recharged=100, available=100),
    flows=Flows(recharges=100),
    events=1,
    last_position=7,
    hash="a" * 64,
)


def test_a_ledger_with_a_closed_day_loads_back_from_its_snapshot() -> None:
    application: Application[UUID] = Application(
        env={"PERSISTENCE_MODULE": "eventsourcing.popo", "IS_SNAPSHOTTING_ENABLED": "y"}
    )
    ledger = Ledger(at=datetime(2026, 1, 3, tzinfo=UTC))
    ledger.close_day(date(2026, 1, 2), SUMMARY, 0, datetime(2026, 1, 3, tzinfo=UTC))
    application.save(ledger)
    application.take_snapshot(ledger.id)

    restored: Ledger = application.repository.get(ledger.id)

    assert restored.last_day == date(2026, 1, 2)
    assert (restored.last_hash, restored.last_position) == ("a" * 64, 7)
    assert restored.next_day(None, date(2026, 1, 9)) == date(2026, 1, 3)
    assert restored.last_hash != GENESIS_HASH
