"""recharge payment references: what a shopper quotes on a bank transfer

`recharge_references` holds each payment reference issued, with the user it was issued to (a
reference is accepted only from them) and when. `recharges` gains `reference`, the one an
off-chain recharge quoted (null for chain recharges and for every recharge made before, as
replaying their events gives), indexed so reviewers find a transfer by it.

Revision ID: c31d5e7f9a2b
Revises: c28a1b2c3d4e
Create Date: 2026-12-28 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "c31d5e7f9a2b"
down_revision = "c28a1b2c3d4e"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "recharge_references",
        sa.Column("reference", sa.String(length=16), nullable=False),
        sa.Column("uid", sa.BigInteger(), nullable=False),
        sa.Column("issued_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("reference"),
    )
    with op.batch_alter_table("recharge_references", schema=None) as batch_op:
        batch_op.create_index(
            "ix_recharge_references_uid_issued", ["uid", "issued_at"], unique=False
        )
    with op.batch_alter_table("recharges", schema=None) as batch_op:
        batch_op.add_column(sa.Column("reference", sa.String(length=16), nullable=True))
        batch_op.create_index("ix_recharges_reference", ["reference"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("recharges", schema=None) as batch_op:
        batch_op.drop_index("ix_recharges_reference")
        batch_op.drop_column("reference")
    with op.batch_alter_table("recharge_references", schema=None) as batch_op:
        batch_op.drop_index("ix_recharge_references_uid_issued")
    op.drop_table("recharge_references")
