"""review approvals: each recharge and withdrawal counts its approvals and names their reviewers

A recharge or withdrawal at or above `REVIEW_SECOND_APPROVAL_FROM` needs two reviewers'
approvals; the first is a `RechargeApprovalRecorded` / `WithdrawalApprovalRecorded` event that
leaves it waiting. The read models gain `approvals` and `approver_uids` (a JSON list, in order).
Before this revision every approval decided at once, so an approved application counts one
approval, by its reviewer, exactly as replaying its events gives; the others count none.

Revision ID: a15b2c3d4e5f
Revises: f5c0a7e3d2b1
Create Date: 2026-12-08 10:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "a15b2c3d4e5f"
down_revision = "f5c0a7e3d2b1"
branch_labels = None
depends_on = None

TABLES = ("recharges", "withdrawals")

# A one-element JSON list, in each dialect's own spelling.
_ONE_APPROVER = {
    "postgresql": "json_build_array(reviewer_uid)",
    "sqlite": "json_array(reviewer_uid)",
}


def upgrade() -> None:
    connection = op.get_bind()
    one_approver = _ONE_APPROVER[connection.dialect.name]
    for table in TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.add_column(
                sa.Column("approvals", sa.Integer(), nullable=False, server_default="0")
            )
            batch_op.add_column(
                sa.Column("approver_uids", sa.JSON(), nullable=False, server_default="[]")
            )
        connection.execute(
            sa.text(
                f"UPDATE {table} SET approvals = 1, approver_uids = {one_approver} "  # noqa: S608
                "WHERE status = 'success' AND reviewer_uid IS NOT NULL"
            )
        )


def downgrade() -> None:
    for table in TABLES:
        with op.batch_alter_table(table, schema=None) as batch_op:
            batch_op.drop_column("approver_uids")
            batch_op.drop_column("approvals")
