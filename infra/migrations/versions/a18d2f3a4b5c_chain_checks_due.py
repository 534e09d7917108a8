"""chain checks due: the recharges whose transaction is still to be read on its chain

`chain_checks_due` holds one row per recharge the `chain_verification` policy queued: the
transaction to read, the deposit address and amount to match, and when it is next due.

The policy queues each chain recharge as it is requested. On a deployment that has run
before, its position starts at the furthest position any read model or policy has reached, so
recharges filed before verification existed are left to the reviewers as they were (a fresh
database has no positions, and the policy starts at 0 with the rest).

Revision ID: a18d2f3a4b5c
Revises: a18c1e2f3a4b
Create Date: 2026-12-14 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "a18d2f3a4b5c"
down_revision = "a18c1e2f3a4b"
branch_labels = None
depends_on = None

# Frozen here: a migration must not change meaning when the code's names do.
POLICY = "chain_verification"

# Made once, unless a process of the new code already made it: then moved forward, never
# back. No row at all when nothing has run yet (the runner makes it at 0).
_START_POLICY = """
INSERT INTO projection_position (name, position)
SELECT CAST(:policy AS VARCHAR(64)), max(position) FROM projection_position
WHERE name <> :policy
HAVING count(*) > 0
   AND NOT EXISTS (SELECT 1 FROM projection_position WHERE name = :policy)
"""
_CATCH_UP_POLICY = """
UPDATE projection_position
SET position = (SELECT max(p.position) FROM projection_position p WHERE p.name <> :policy)
WHERE name = :policy
  AND position < (SELECT max(p.position) FROM projection_position p WHERE p.name <> :policy)
"""


def upgrade() -> None:
    op.create_table(
        "chain_checks_due",
        sa.Column("recharge_id", sa.String(length=64), nullable=False),
        sa.Column("uid", sa.BigInteger(), nullable=False),
        sa.Column("method", sa.Text(), nullable=False),
        sa.Column("chain", sa.String(length=16), nullable=False),
        sa.Column("transaction_id", sa.Text(), nullable=False),
        sa.Column("address", sa.Text(), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("requested_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("due_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("recharge_id"),
    )
    with op.batch_alter_table("chain_checks_due", schema=None) as batch_op:
        batch_op.create_index("ix_chain_checks_due_due_at", ["due_at"], unique=False)
    connection = op.get_bind()
    connection.execute(sa.text(_START_POLICY), {"policy": POLICY})
    connection.execute(sa.text(_CATCH_UP_POLICY), {"policy": POLICY})


def downgrade() -> None:
    connection = op.get_bind()
    connection.execute(
        sa.text("DELETE FROM projection_position WHERE name = :policy"), {"policy": POLICY}
    )
    with op.batch_alter_table("chain_checks_due", schema=None) as batch_op:
        batch_op.drop_index("ix_chain_checks_due_due_at")
    op.drop_table("chain_checks_due")
