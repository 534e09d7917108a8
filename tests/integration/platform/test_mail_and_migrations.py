"""Mail that lost its hand-off is delivered later, once; the migrations match the tables."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import insert, select, text

from application.site.mail import REDELIVERY_DELAY, Mailbox
from application.site.tables import outbox, uploads
from application.tables import state_metadata
from infra.bootstrap import Container
from infra.migrate import alembic_config, is_migrated_by_alembic, upgrade_to_head
from projections.metadata import read_metadata
from projections.recharges import recharges
from projections.shop_applications import shop_applications


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


def _migrate_to(container: Container, revision: str) -> None:
    config = alembic_config(container.engine)
    with container.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, revision)


def test_uploads_already_filed_as_proofs_or_id_pictures_become_private_on_upgrade(
    container: Container,
) -> None:
    _migrate_to(container, "d4f7b1c53e94")
    now = datetime.now(UTC)
    with container.engine.begin() as connection:
        for path in ("proof.png", "front.png", "back.png", "avatar.png"):
            connection.execute(
                text(
                    "INSERT INTO uploads (path, sha256, uploader_sid_hash, uid, content_type,"
                    " size, created_at) VALUES (:path, 'h', 's', 7, 'image/png', 1, :now)"
                ),
                {"path": path, "now": now},
            )
        connection.execute(
            insert(recharges).values(
                recharge_id="r1",
                uid=7,
                wallet_version=1,
                method="usdt_trc20",
                amount=100,
                transaction_id="t",
                proof_image="proof.png",
                address="a",
                status="wait",
                remark="",
                requested_at=now,
            )
        )
        connection.execute(
            insert(shop_applications).values(
                application_id="a1",
                uid=7,
                number=1,
                shop_name="S",
                real_name="R",
                phone="1",
                id_front_image="front.png",
                id_back_image="back.png",
                status="wait",
                remark="",
                submitted_at=now,
            )
        )

    upgrade_to_head(container.engine)

    with container.engine.connect() as connection:
        private = dict(connection.execute(select(uploads.c.path, uploads.c.private)).all())
    assert private == {
        "proof.png": True,
        "front.png": True,
        "back.png": True,
        "avatar.png": False,
    }
