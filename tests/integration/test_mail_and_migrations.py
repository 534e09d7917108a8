"""Mail that lost its hand-off is delivered later, once; the migrations match the tables."""

from __future__ import annotations

from datetime import timedelta

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import select

from application.mail import REDELIVERY_DELAY, Mailbox
from application.schema import outbox, state_metadata
from infra.bootstrap import Container
from infra.migrate import is_migrated_by_alembic
from projections.schema import read_metadata


def test_the_migrations_create_exactly_the_tables_the_code_defines(container: Container) -> None:
    with container.engine.connect() as connection:
        context = MigrationContext.configure(
            connection,
            opts={
                "compare_type": True,
                "include_name": is_migrated_by_alembic,
                "target_metadata": [state_metadata, read_metadata],
            },
        )
        differences = compare_metadata(context, context.opts["target_metadata"])
    assert differences == []


def test_mail_whose_hand_off_was_lost_is_handed_over_again_once(container: Container) -> None:
    handed: list[int] = []
    moments = [container.clock()]
    mailbox = Mailbox(container.engine, lambda: moments[-1], deliver=handed.append)

    def broker_down(outbox_id: int) -> None:
        raise ConnectionError("redis is down")

    mailbox.deliver = broker_down
    with container.engine.begin() as connection:
        outbox_id = mailbox.queue(connection, "late@bazaar.test", "Code", "123456")
    mailbox.dispatch(outbox_id)  # logged, not raised: the command that queued it succeeded

    mailbox.deliver = handed.append
    assert mailbox.redeliver_unsent() == 0, "too early: the first hand-off may still arrive"
    moments.append(moments[-1] + REDELIVERY_DELAY + timedelta(seconds=1))
    other_worker = Mailbox(container.engine, lambda: moments[-1], deliver=handed.append)
    assert mailbox.redeliver_unsent() == 1
    assert other_worker.redeliver_unsent() == 0, "a second worker finds it claimed"
    assert handed == [outbox_id]

    mailbox.mark_sent(outbox_id)
    moments.append(moments[-1] + REDELIVERY_DELAY * 2)
    assert mailbox.redeliver_unsent() == 0
    with container.engine.connect() as connection:
        assert connection.execute(select(outbox.c.sent_at)).scalar() is not None
