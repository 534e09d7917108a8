"""marketplace money: the orders' commission, the settlements and the closed days

`orders.commission` is the platform's share fixed when an order is paid; orders paid before
commissions existed owe none (their stored `Paid` events read as commission 0), so their rows
get 0. `order_settlements` and `period_closes` are new read models, filled from the log by
the runner from position 0.

Revision ID: b15c0e5d7a21
Revises: a15b2c3d4e5f
Create Date: 2026-11-24 22:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "b15c0e5d7a21"
down_revision = "a15b2c3d4e5f"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.add_column(sa.Column("commission", sa.BigInteger(), nullable=True))
    op.execute("UPDATE orders SET commission = 0 WHERE paid_at IS NOT NULL")
    op.create_table(
        "order_settlements",
        sa.Column("order_id", sa.String(length=36), nullable=False),
        sa.Column("seller_uid", sa.BigInteger(), nullable=False),
        sa.Column("commission", sa.BigInteger(), nullable=False),
        sa.Column("net", sa.BigInteger(), nullable=False),
        sa.Column("settled_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("order_id"),
    )
    op.create_index(
        "ix_order_settlements_seller_settled",
        "order_settlements",
        ["seller_uid", "settled_at"],
        unique=False,
    )
    op.create_table(
        "period_closes",
        sa.Column("day", sa.String(length=10), nullable=False),
        sa.Column("opening", sa.JSON(), nullable=False),
        sa.Column("closing", sa.JSON(), nullable=False),
        sa.Column("totals", sa.JSON(), nullable=False),
        sa.Column("events", sa.Integer(), nullable=False),
        sa.Column("last_position", sa.BigInteger(), nullable=False),
        sa.Column("hash", sa.String(length=64), nullable=False),
        sa.Column("previous_hash", sa.String(length=64), nullable=False),
        sa.Column("closed_by", sa.BigInteger(), nullable=False),
        sa.Column("closed_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("day"),
    )


def downgrade() -> None:
    op.drop_table("period_closes")
    op.drop_index("ix_order_settlements_seller_settled", table_name="order_settlements")
    op.drop_table("order_settlements")
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.drop_column("commission")
