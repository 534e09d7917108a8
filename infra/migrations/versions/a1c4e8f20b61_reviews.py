"""reviews of received order lines

Revision ID: a1c4e8f20b61
Revises: f2b8d4e6a0c3
Create Date: 2026-11-22 11:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "a1c4e8f20b61"
down_revision = "f2b8d4e6a0c3"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "reviews",
        sa.Column(
            "comment_id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("uid", sa.BigInteger(), nullable=False),
        sa.Column("order_id", sa.String(length=36), nullable=False),
        sa.Column("order_sn", sa.String(length=32), nullable=False),
        sa.Column("shop_goods_id", sa.BigInteger(), nullable=False),
        sa.Column("sku_id", sa.BigInteger(), nullable=False),
        sa.Column("goods_name", sa.String(length=200), nullable=False),
        sa.Column("cover_image", sa.String(length=255), nullable=False),
        sa.Column("props_desc", sa.String(length=255), nullable=False),
        sa.Column("star", sa.Integer(), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["uid"], ["users.uid"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("comment_id"),
        sa.UniqueConstraint("order_id", "shop_goods_id", "sku_id", name="uq_reviews_order_line"),
    )
    with op.batch_alter_table("reviews", schema=None) as batch_op:
        batch_op.create_index(
            "ix_reviews_goods_created_at", ["shop_goods_id", "created_at"], unique=False
        )
        batch_op.create_index("ix_reviews_uid_created_at", ["uid", "created_at"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("reviews", schema=None) as batch_op:
        batch_op.drop_index("ix_reviews_uid_created_at")
        batch_op.drop_index("ix_reviews_goods_created_at")
    op.drop_table("reviews")
