"""The migration that set the policies apart from the read models, on both stores: the shop
opening policy starts where the projection that opened shops stood (so no approval is acted on
twice), and a downgrade fills the read models' dropped columns in again."""

from __future__ import annotations

from datetime import UTC, datetime

from alembic import command
from sqlalchemy import insert, select, text

from application.catalogue.tables import shops
from application.site.tables import uploads
from infra.bootstrap import Container
from infra.migrate import alembic_config, upgrade_to_head
from projections.metadata import projection_position

BEFORE = "e13d8f0a2e34"


def migrate_down(container: Container, revision: str) -> None:
    config = alembic_config(container.engine)
    with container.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, revision)


def set_positions(container: Container, **positions: int) -> None:
    with container.engine.begin() as connection:
        connection.execute(projection_position.delete())
        for name, position in positions.items():
            connection.execute(insert(projection_position).values(name=name, position=position))


def positions(container: Container) -> dict[str, int]:
    with container.engine.connect() as connection:
        rows = connection.execute(
            select(projection_position.c.name, projection_position.c.position)
        )
        return {str(name): int(position) for name, position in rows}


def test_the_shop_opening_policy_starts_where_the_projection_had_opened_shops(
    container: Container,
) -> None:
    migrate_down(container, BEFORE)
    set_positions(container, shop_applications=42, stock=40)

    upgrade_to_head(container.engine)

    # (The transactional mail and chain verification policies, added later, start at the
    # furthest position.)
    assert positions(container) == {
        "chain_verification": 42,
        "shop_applications": 42,
        "shop_opening": 42,
        "stock": 40,
        "transactional_mail": 42,
    }


def test_a_policy_row_made_before_the_upgrade_is_moved_forward_never_back(
    container: Container,
) -> None:
    migrate_down(container, BEFORE)
    set_positions(container, shop_applications=42, shop_opening=0)
    upgrade_to_head(container.engine)
    assert positions(container)["shop_opening"] == 42

    migrate_down(container, BEFORE)
    set_positions(container, shop_applications=42, shop_opening=50)
    upgrade_to_head(container.engine)
    assert positions(container)["shop_opening"] == 50


def test_a_downgrade_fills_the_dropped_columns_from_the_tables_they_were_copied_from(
    container: Container,
) -> None:
    now = datetime.now(UTC)
    uid = container.accounts.ensure_user("ann@bazaar.test", "secret-1", "ann")
    with container.engine.begin() as connection:
        shop_id = connection.execute(
            insert(shops)
            .values(owner_uid=uid, name="Attic", created_at=now)
            .returning(shops.c.shop_id)
        ).scalar_one()
        connection.execute(
            insert(uploads).values(
                path="proof.png",
                sha256="ab" * 32,
                uploader_sid_hash="0" * 64,
                uid=uid,
                content_type="image/png",
                size=1,
                created_at=now,
            )
        )
        for recharge_id, proof in (("r1", "proof.png"), ("r2", "not-uploaded.png")):
            connection.execute(
                text(
                    "INSERT INTO recharges (recharge_id, uid, wallet_version, method, amount,"
                    " transaction_id, proof_image, address, status, remark, requested_at)"
                    " VALUES (:id, :uid, 1, 'm', 100, 't', :proof, 'a', 'wait', '', :now)"
                ),
                {"id": recharge_id, "uid": uid, "proof": proof, "now": now},
            )
        for number, status in ((1, "error"), (2, "success")):
            connection.execute(
                text(
                    "INSERT INTO shop_applications (application_id, uid, number, shop_name,"
                    " real_name, phone, id_front_image, id_back_image, status, remark,"
                    " submitted_at) VALUES (:id, :uid, :number, 'Attic', 'Ann', '1', 'f', 'b',"
                    " :status, '', :now)"
                ),
                {"id": f"a{number}", "uid": uid, "number": number, "status": status, "now": now},
            )

    migrate_down(container, BEFORE)

    with container.engine.connect() as connection:
        hashes: dict[str, str | None] = dict(
            connection.execute(text("SELECT recharge_id, proof_sha256 FROM recharges")).all()
        )
        opened: dict[str, int | None] = dict(
            connection.execute(text("SELECT application_id, shop_id FROM shop_applications")).all()
        )
    assert hashes == {"r1": "ab" * 32, "r2": None}
    assert opened == {"a1": None, "a2": shop_id}
    assert "shop_opening" not in positions(container)
