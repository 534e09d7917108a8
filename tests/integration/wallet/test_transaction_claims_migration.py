"""Upgrading to chains claims the transactions the recharges already filed named, so none of
them pays for a later recharge; free-text ids from before claim nothing.

Runs on SQLite and PostgreSQL through the `container` fixture."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from alembic import command
from sqlalchemy import select, text

from application.wallet.transaction_claims import recharge_transaction_claims
from infra.bootstrap import Container
from infra.migrate import alembic_config, upgrade_to_head

BEFORE_CHAINS = "f17c2d3e4a5b"
ETHEREUM_TX = "0x" + "AB" * 32
TRON_TX = "cd" * 32


def _downgrade_to(container: Container, revision: str) -> None:
    config = alembic_config(container.engine)
    with container.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, revision)


def test_the_upgrade_claims_each_filed_transaction_for_its_oldest_recharge(
    container: Container,
) -> None:
    _downgrade_to(container, BEFORE_CHAINS)
    start = datetime(2026, 12, 1, tzinfo=UTC)
    filed = [
        ("r-eth", 7, ETHEREUM_TX, start),
        ("r-tron", 8, TRON_TX, start + timedelta(minutes=1)),
        ("r-tron-again", 9, TRON_TX.upper(), start + timedelta(minutes=2)),
        ("r-bank", 7, "INV-2026-12", start + timedelta(minutes=3)),
    ]
    with container.engine.begin() as connection:
        for recharge_id, uid, transaction_id, requested_at in filed:
            connection.execute(
                text(
                    "INSERT INTO recharges (recharge_id, uid, wallet_version, method, amount,"
                    " transaction_id, proof_image, address, status, remark, requested_at,"
                    " approvals, approver_uids) VALUES (:id, :uid, 1, 'm', 1000, :tx, 'p.png',"
                    " 'a', 'wait', '', :at, 0, '[]')"
                ),
                {"id": recharge_id, "uid": uid, "tx": transaction_id, "at": requested_at},
            )

    upgrade_to_head(container.engine)

    with container.engine.connect() as connection:
        claims = connection.execute(
            select(
                recharge_transaction_claims.c.chain,
                recharge_transaction_claims.c.transaction_key,
                recharge_transaction_claims.c.uid,
                recharge_transaction_claims.c.recharge_id,
            ).order_by(recharge_transaction_claims.c.chain)
        ).all()
        chains = connection.execute(text("SELECT chain FROM recharges")).scalars().all()
    assert [tuple(claim) for claim in claims] == [
        ("ethereum", ETHEREUM_TX.lower(), 7, "r-eth"),
        ("tron", TRON_TX, 8, "r-tron"),
    ]
    assert chains == [None] * 4, "recharges filed before chains are off-chain, as replayed"
