"""Revision a15b2c3d4e5f: the recharge and withdrawal read models count approvals. An approval
decided before it counts one, by its reviewer, as replaying its events would give."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from alembic import command
from sqlalchemy import select, text

from infra.bootstrap import Container
from infra.migrate import alembic_config, upgrade_to_head
from projections.recharges import recharges
from projections.withdrawals import withdrawals

BEFORE = "f5c0a7e3d2b1"


def _downgrade_to(container: Container, revision: str) -> None:
    config = alembic_config(container.engine)
    with container.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, revision)


def _insert(container: Container, table: str, key: str, rows: list[dict[str, Any]]) -> None:
    extra = ", transaction_id, proof_image" if table == "recharges" else ""
    extra_values = ", 't', 'p.png'" if table == "recharges" else ""
    with container.engine.begin() as connection:
        for row in rows:
            connection.execute(
                text(
                    f"INSERT INTO {table} ({key}, uid, wallet_version, method, amount, address,"
                    f" status, remark, requested_at, reviewer_uid{extra}) VALUES (:id, 7, 1, 'm',"
                    f" 5000, 'a', :status, '', :now, :reviewer{extra_values})"
                ),
                {**row, "now": datetime.now(UTC)},
            )


def test_earlier_decisions_count_one_approval_by_their_reviewer(container: Container) -> None:
    _downgrade_to(container, BEFORE)
    decisions: list[dict[str, Any]] = [
        {"id": "approved", "status": "success", "reviewer": 9},
        {"id": "rejected", "status": "error", "reviewer": 8},
        {"id": "waiting", "status": "wait", "reviewer": None},
    ]
    _insert(container, "recharges", "recharge_id", decisions)
    _insert(container, "withdrawals", "withdrawal_id", decisions)

    upgrade_to_head(container.engine)

    expected = {"approved": (1, [9]), "rejected": (0, []), "waiting": (0, [])}
    with container.engine.connect() as connection:
        for table, key in ((recharges, "recharge_id"), (withdrawals, "withdrawal_id")):
            found = connection.execute(
                select(table.c[key], table.c.approvals, table.c.approver_uids)
            ).all()
            assert {row[0]: (row[1], row[2]) for row in found} == expected, table.name
