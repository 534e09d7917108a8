"""pay orders on chain: a recharge's orders, and each order's latest chain payment

Recharges filed by `order/pay_chain` carry the orders they pay (`order_ids`, `order_sns`;
empty lists for every earlier recharge, none of which paid an order); `order_chain_payments`
is the read model of each order's latest chain payment, empty until one is filed.

Revision ID: 32a1c0de4b7f
Revises: 31c1a7d3e5f9
Create Date: 2027-01-20 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "32a1c0de4b7f"
down_revision = "31c1a7d3e5f9"
branch_labels = None
depends_on = None


def upgrade() -> None:
    for column in ("order_ids", "order_sns"):
        op.add_column("recharges", sa.Column(column, sa.JSON, nullable=False, server_default="[]"))
    op.create_table(
        "order_chain_payments",
        sa.Column("order_id", sa.String(36), primary_key=True),
        sa.Column("recharge_id", sa.String(64), nullable=False),
        sa.Column("method", sa.Text, nullable=False),
        sa.Column("chain", sa.String(16), nullable=False),
        sa.Column("transaction_id", sa.Text, nullable=False),
        sa.Column("amount", sa.BigInteger, nullable=False),
        sa.Column("state", sa.String(16), nullable=False),
        sa.Column("confirmations", sa.Integer, nullable=False),
        sa.Column("reasons", sa.JSON, nullable=False),
    )
    op.create_index("ix_order_chain_payments_recharge_id", "order_chain_payments", ["recharge_id"])


def downgrade() -> None:
    op.drop_table("order_chain_payments")
    with op.batch_alter_table("recharges") as batch:
        batch.drop_column("order_sns")
        batch.drop_column("order_ids")
