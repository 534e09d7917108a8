"""first approvals and dated opening counts: what the back office shows of them

A recharge or withdrawal waiting for its second approval ("1 of 2") names who approved first
and when: the read models gain `first_approver_uid` and `first_approved_at`. The first approver
is the first of `approver_uids`; the moment is known here only where one approval decided the
application (its review time), and is left empty on the others (a projection rebuild fills it
from the events).

A SKU's opening count in `stock_movements` had no time; it takes the time of the movement saved
after it, as the projection now writes it.

Revision ID: c28e1f2a3b4c
Revises: c29b7d1e2f3a
Create Date: 2026-12-20 10:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "c28e1f2a3b4c"
down_revision = "c29b7d1e2f3a"
branch_labels = None
depends_on = None

TABLES = ("recharges", "withdrawals")

# The first element of the JSON list of approvers, in each dialect's own spelling.
_FIRST_APPROVER = {
    "postgresql": "CAST(approver_uids ->> 0 AS BIGINT)",
    "sqlite": "json_extract(approver_uids, '$[0]')",
}


def upgrade() -> None:
    connection = op.get_bind()
    first_approver = _FIRST_APPROVER[connection.dialect.name]
    for table in TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.add_column(sa.Column("first_approver_uid", sa.BigInteger(), nullable=True))
            batch_op.add_column(
                sa.Column("first_approved_at", sa.DateTime(timezone=True), nullable=True)
            )
        connection.execute(
            sa.text(
                f"UPDATE {table} SET first_approver_uid = {first_approver}, "  # noqa: S608
                "first_approved_at = CASE WHEN approvals = 1 AND status = 'success' "
                "THEN reviewed_at END WHERE approvals > 0"
            )
        )
    connection.execute(
        sa.text(
            "UPDATE stock_movements SET at = (SELECT min(later.at) FROM stock_movements later"
            " WHERE later.inventory_id = stock_movements.inventory_id AND later.at IS NOT NULL)"
            " WHERE kind = 'counted' AND at IS NULL"
        )
    )


def downgrade() -> None:
    for table in TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_column("first_approved_at")
            batch_op.drop_column("first_approver_uid")
