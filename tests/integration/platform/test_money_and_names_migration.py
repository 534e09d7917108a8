"""Upgrading to deposit addresses and shop names, on SQLite and PostgreSQL (the `container`
fixture): the addresses the filed chain recharges were paid to become deposit addresses, and
every shop and waiting application takes its name's keys, oldest first; names that clash
already are reported and left as they are, none renamed."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from alembic import command
from sqlalchemy import insert, select, text

from application.accounts.tables import users
from application.catalogue.shop_names import shop_name_keys, shop_names
from application.catalogue.tables import shops
from application.wallet.deposit_addresses import deposit_addresses
from infra.bootstrap import Container
from infra.migrate import alembic_config, upgrade_to_head

BEFORE = "a18d2f3a4b5c"
START = datetime(2026, 12, 1, tzinfo=UTC)


def _downgrade_to(container: Container, revision: str) -> None:
    config = alembic_config(container.engine)
    with container.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, revision)


def _user(connection: object, email: str) -> int:
    uid: int = connection.execute(  # type: ignore[attr-defined]
        insert(users)
        .values(email=email, password_hash="!", nickname=email, created_at=START)
        .returning(users.c.uid)
    ).scalar_one()
    return uid


def test_the_upgrade_records_filed_deposit_addresses_and_reports_clashing_shop_names(
    container: Container, caplog: pytest.LogCaptureFixture
) -> None:
    _downgrade_to(container, BEFORE)
    with container.engine.begin() as connection:
        for recharge_id, chain, address in [
            ("r1", "ethereum", "0x5306dc3AEdC595C48bd9Bc1341087662B8cE27A0"),
            ("r2", "ethereum", "0x5306dc3aedc595c48bd9bc1341087662b8ce27a0"),
            ("r3", "tron", "TVNgd6kKDwcNZ5FUVjGQMrxkb5kh2TED9v"),
            ("r4", None, "Bazaar Ltd IBAN"),
        ]:
            connection.execute(
                text(
                    "INSERT INTO recharges (recharge_id, uid, wallet_version, method, amount,"
                    " transaction_id, proof_image, address, status, remark, requested_at,"
                    " approvals, approver_uids, chain) VALUES (:id, 7, 1, 'm', 1000, :tx,"
                    " 'p.png', :address, 'wait', '', :at, 0, '[]', :chain)"
                ),
                {
                    "id": recharge_id,
                    "tx": f"tx-{recharge_id}",
                    "address": address,
                    "at": START,
                    "chain": chain,
                },
            )
        owners = [_user(connection, f"owner{n}@m.test") for n in range(3)]
        for shop_id, (owner, name) in enumerate(
            zip(
                owners,
                ["Harbor Trading Co", "harbor  trading co\u200b", "Quiet Corner"],
                strict=True,
            ),
            start=1,
        ):
            connection.execute(
                insert(shops).values(
                    shop_id=shop_id,
                    owner_uid=owner,
                    name=name,
                    created_at=START + timedelta(days=shop_id),
                )
            )

    with caplog.at_level("WARNING"):
        upgrade_to_head(container.engine)

    with container.engine.connect() as connection:
        deposits = connection.execute(
            select(deposit_addresses.c.chain, deposit_addresses.c.address_key).order_by(
                deposit_addresses.c.chain
            )
        ).all()
        held = {
            row.name_key: row.shop_id
            for row in connection.execute(select(shop_names.c.name_key, shop_names.c.shop_id))
        }
        names = connection.execute(select(shops.c.name).order_by(shops.c.shop_id)).scalars().all()
    assert [tuple(row) for row in deposits] == [
        ("ethereum", "0x5306dc3aedc595c48bd9bc1341087662b8ce27a0"),
        ("tron", "TVNgd6kKDwcNZ5FUVjGQMrxkb5kh2TED9v"),
    ]
    assert names == ["Harbor Trading Co", "harbor  trading co\u200b", "Quiet Corner"]
    assert {held[key] for key in shop_name_keys("Harbor Trading Co")} == {1}
    assert {held[key] for key in shop_name_keys("Quiet Corner")} == {3}
    clashes = [r.getMessage() for r in caplog.records if "shop name clash" in r.message]
    assert clashes == [
        "shop name clash, left as it is: shop 2 'harbor  trading co\\u200b' looks like"
        " shop 1 'Harbor Trading Co'"
    ]
