"""Revision d29a1b2c3d4e: `wallet_history_heads` goes, and the wallet history becomes part of
the `wallet_balances` read model. Rows the two read models wrote at one position stay; where
one was behind, both start again from 0 and the workers replay them as they are now written."""

from __future__ import annotations

from alembic import command
from sqlalchemy import inspect, select, update

from infra.bootstrap import Container
from infra.migrate import alembic_config, upgrade_to_head
from projections.metadata import projection_position
from projections.positions import table_checksum
from projections.wallet_balances import wallet_balances
from projections.wallet_history import wallet_history

BEFORE = "c28e1f2a3b4c"


def _downgrade_to(container: Container, revision: str) -> None:
    config = alembic_config(container.engine)
    with container.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, revision)


def _walk_a_wallet(container: Container) -> None:
    wallets = container.wallets
    recharge_id, _ = wallets.request_recharge(4, "m", 9000, "tx-4", "p.png", "addr")
    wallets.approve_recharge(4, recharge_id, 999, "ok")
    withdrawal_id, _ = wallets.request_withdrawal(4, "m", 2000, "addr")
    wallets.reject_withdrawal(4, withdrawal_id, 999, "wrong address")
    wallets.debit_payment(4, "pay-4", 1500, "order")
    container.runner.catch_up_all()


def _positions(container: Container) -> dict[str, int]:
    with container.engine.connect() as connection:
        rows = connection.execute(select(projection_position)).all()
    return {str(row.name): int(row.position) for row in rows}


def _checksums(container: Container) -> tuple[str, str]:
    with container.engine.connect() as connection:
        return (
            table_checksum(connection, wallet_balances),
            table_checksum(connection, wallet_history),
        )


def test_a_downgrade_gives_the_heads_back_and_an_upgrade_keeps_rows_of_one_position(
    container: Container,
) -> None:
    _walk_a_wallet(container)
    live, at = _checksums(container), _positions(container)["wallet_balances"]

    _downgrade_to(container, BEFORE)
    with container.engine.connect() as connection:
        heads = connection.exec_driver_sql(
            "SELECT uid, available, frozen FROM wallet_history_heads"
        ).all()
    assert [tuple(row) for row in heads] == [(4, 9000 - 1500, 0)]
    assert _positions(container)["wallet_history"] == at

    upgrade_to_head(container.engine)

    assert "wallet_history_heads" not in inspect(container.engine).get_table_names()
    assert "wallet_history" not in _positions(container)
    assert (_checksums(container), _positions(container)["wallet_balances"]) == (live, at)


def test_an_upgrade_replays_both_tables_when_the_history_was_behind(
    container: Container,
) -> None:
    _walk_a_wallet(container)
    live = _checksums(container)
    _downgrade_to(container, BEFORE)
    with container.engine.begin() as connection:
        connection.execute(
            update(projection_position)
            .where(projection_position.c.name == "wallet_history")
            .values(position=1)
        )

    upgrade_to_head(container.engine)

    assert _positions(container)["wallet_balances"] == 0
    with container.engine.connect() as connection:
        assert connection.execute(select(wallet_history)).first() is None
    container.runner.catch_up_all()
    assert _checksums(container) == live
