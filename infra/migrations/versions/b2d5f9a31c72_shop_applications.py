"""shop applications read model and seller sign-in tokens

Revision ID: b2d5f9a31c72
Revises: a1c4e8f20b61
Create Date: 2026-11-22 11:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "b2d5f9a31c72"
down_revision = "a1c4e8f20b61"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "shop_applications",
        sa.Column("application_id", sa.String(length=64), nullable=False),
        sa.Column("uid", sa.BigInteger(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("shop_name", sa.String(length=80), nullable=False),
        sa.Column("real_name", sa.String(length=64), nullable=False),
        sa.Column("phone", sa.String(length=32), nullable=False),
        sa.Column("id_front_image", sa.String(length=255), nullable=False),
        sa.Column("id_back_image", sa.String(length=255), nullable=False),
        sa.Column("status", sa.String(length=8), nullable=False),
        sa.Column("remark", sa.Text(), nullable=False),
        sa.Column("submitted_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("reviewed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("reviewer_uid", sa.BigInteger(), nullable=True),
        sa.Column("shop_id", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("application_id"),
    )
    with op.batch_alter_table("shop_applications", schema=None) as batch_op:
        batch_op.create_index(
            "ix_shop_applications_status_reviewed", ["status", "reviewed_at"], unique=False
        )
        batch_op.create_index(
            "ix_shop_applications_status_submitted", ["status", "submitted_at"], unique=False
        )
        batch_op.create_index("ix_shop_applications_uid_number", ["uid", "number"], unique=True)

    op.create_table(
        "shop_sign_in_tokens",
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("uid", sa.BigInteger(), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["uid"], ["users.uid"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("token_hash"),
    )
    with op.batch_alter_table("shop_sign_in_tokens", schema=None) as batch_op:
        batch_op.create_index("ix_shop_sign_in_tokens_uid", ["uid"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("shop_sign_in_tokens", schema=None) as batch_op:
        batch_op.drop_index("ix_shop_sign_in_tokens_uid")

    op.drop_table("shop_sign_in_tokens")
    with op.batch_alter_table("shop_applications", schema=None) as batch_op:
        batch_op.drop_index("ix_shop_applications_uid_number")
        batch_op.drop_index("ix_shop_applications_status_submitted")
        batch_op.drop_index("ix_shop_applications_status_reviewed")

    op.drop_table("shop_applications")
