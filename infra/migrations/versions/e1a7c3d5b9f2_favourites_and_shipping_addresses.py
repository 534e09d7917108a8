"""favourites and shipping addresses

Two plain state tables: a shopper's favourite products and address book.

Revision ID: e1a7c3d5b9f2
Revises: 4b9f4c873de3
Create Date: 2026-11-22 09:05:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "e1a7c3d5b9f2"
down_revision = "4b9f4c873de3"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "favorites",
        sa.Column("uid", sa.BigInteger(), nullable=False),
        sa.Column("shop_goods_id", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["uid"], ["users.uid"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("uid", "shop_goods_id"),
    )
    with op.batch_alter_table("favorites", schema=None) as batch_op:
        batch_op.create_index("ix_favorites_uid_created_at", ["uid", "created_at"], unique=False)

    op.create_table(
        "shipping_addresses",
        sa.Column(
            "address_id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("uid", sa.BigInteger(), nullable=False),
        sa.Column("name", sa.String(length=60), nullable=False),
        sa.Column("phone", sa.String(length=32), nullable=False),
        sa.Column("country", sa.String(length=80), nullable=False),
        sa.Column("province", sa.String(length=80), nullable=False),
        sa.Column("city", sa.String(length=80), nullable=False),
        sa.Column("area", sa.String(length=80), nullable=False),
        sa.Column("address", sa.String(length=255), nullable=False),
        sa.Column("is_default", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["uid"], ["users.uid"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("address_id"),
    )
    with op.batch_alter_table("shipping_addresses", schema=None) as batch_op:
        batch_op.create_index("ix_shipping_addresses_uid", ["uid"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("shipping_addresses", schema=None) as batch_op:
        batch_op.drop_index("ix_shipping_addresses_uid")
    op.drop_table("shipping_addresses")
    with op.batch_alter_table("favorites", schema=None) as batch_op:
        batch_op.drop_index("ix_favorites_uid_created_at")
    op.drop_table("favorites")
