"""order carriers: the carrier an order was shipped with

`orders.carrier` holds the code of the carrier the seller named when shipping; it is NULL
before shipping and for orders shipped before carriers were named (they show no tracking
link).

Revision ID: c28a1b2c3d4e
Revises: b27a3c4d5e6f
Create Date: 2026-12-22 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "c28a1b2c3d4e"
down_revision = "b27a3c4d5e6f"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.add_column(sa.Column("carrier", sa.String(length=32), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.drop_column("carrier")
