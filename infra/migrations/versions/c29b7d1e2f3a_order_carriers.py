"""order carriers: the carrier an order was shipped with

`orders.carrier` holds the code of the carrier the seller named when shipping; it is NULL
before shipping and for orders shipped before carriers were named (they show no tracking
link).

Revision ID: c29b7d1e2f3a
Revises: c31d5e7f9a2b
Create Date: 2026-12-22 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "c29b7d1e2f3a"
down_revision = "c31d5e7f9a2b"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.add_column(sa.Column("carrier", sa.String(length=32), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.drop_column("carrier")
