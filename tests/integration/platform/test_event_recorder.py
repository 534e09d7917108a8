"""The event store's save on PostgreSQL: its events are recorded, and nothing is sent to the
channel eventsourcing's recorder NOTIFYs by default (Bazaar never LISTENs to it)."""

from __future__ import annotations

from pathlib import Path

import psycopg

from infra.bootstrap import bootstrap
from infra.event_recorder import UnnotifyingRecorder
from infra.settings import Settings
from tests.conftest import base_settings


def test_a_save_records_its_events_and_notifies_nobody(
    migrated_postgres: str, tmp_path: Path
) -> None:
    settings: Settings = base_settings(tmp_path, database_url=migrated_postgres)
    container = bootstrap(settings)
    try:
        recorder = container.application.recorder
        assert isinstance(recorder, UnnotifyingRecorder)
        channel = recorder.channel_name
        with psycopg.connect(migrated_postgres, autocommit=True) as listener:
            listener.execute(f'LISTEN "{channel}"')
            head = recorder.max_notification_id() or 0
            cart = container.carts.load("user:7")
            cart.empty(container.clock())
            container.application.save(cart)
            assert (recorder.max_notification_id() or 0) > head
            # A NOTIFY sent before the save's commit would be waiting here now.
            listener.execute("SELECT 1")
            assert list(listener.notifies(timeout=0.5, stop_after=1)) == []
    finally:
        container.close()
