"""customer-service conversations and messages

Revision ID: c3e6a0b42d83
Revises: b2d5f9a31c72
Create Date: 2026-11-22 11:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "c3e6a0b42d83"
down_revision = "b2d5f9a31c72"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "chat_conversations",
        sa.Column(
            "chat_id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("shop_id", sa.BigInteger(), nullable=False),
        sa.Column("uid", sa.BigInteger(), nullable=True),
        sa.Column("open_id_hash", sa.String(length=64), nullable=True),
        sa.Column("customer_unread", sa.Integer(), nullable=False),
        sa.Column("staff_unread", sa.Integer(), nullable=False),
        sa.Column("customer_read_id", sa.BigInteger(), nullable=False),
        sa.Column("staff_read_id", sa.BigInteger(), nullable=False),
        sa.Column("last_message_id", sa.BigInteger(), nullable=False),
        sa.Column("last_type", sa.Integer(), nullable=False),
        sa.Column("last_content", sa.String(length=200), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("chat_id"),
        sa.UniqueConstraint("shop_id", "uid", name="uq_chat_conversations_shop_uid"),
        sa.UniqueConstraint("shop_id", "open_id_hash", name="uq_chat_conversations_shop_open_id"),
    )
    with op.batch_alter_table("chat_conversations", schema=None) as batch_op:
        batch_op.create_index(
            "ix_chat_conversations_uid_updated", ["uid", "updated_at"], unique=False
        )
        batch_op.create_index(
            "ix_chat_conversations_open_id_updated", ["open_id_hash", "updated_at"], unique=False
        )
        batch_op.create_index(
            "ix_chat_conversations_shop_updated", ["shop_id", "updated_at"], unique=False
        )

    op.create_table(
        "chat_messages",
        sa.Column(
            "message_id",
            sa.BigInteger().with_variant(sa.Integer(), "sqlite"),
            autoincrement=True,
            nullable=False,
        ),
        sa.Column("chat_id", sa.BigInteger(), nullable=False),
        sa.Column("side", sa.String(length=8), nullable=False),
        sa.Column("sender_uid", sa.BigInteger(), nullable=True),
        sa.Column("type", sa.Integer(), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("image_path", sa.String(length=255), nullable=False),
        sa.Column("goods_snapshot", sa.JSON(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["chat_id"], ["chat_conversations.chat_id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("message_id"),
    )
    with op.batch_alter_table("chat_messages", schema=None) as batch_op:
        batch_op.create_index(
            "ix_chat_messages_chat_message", ["chat_id", "message_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("chat_messages", schema=None) as batch_op:
        batch_op.drop_index("ix_chat_messages_chat_message")
    op.drop_table("chat_messages")
    with op.batch_alter_table("chat_conversations", schema=None) as batch_op:
        batch_op.drop_index("ix_chat_conversations_shop_updated")
        batch_op.drop_index("ix_chat_conversations_open_id_updated")
        batch_op.drop_index("ix_chat_conversations_uid_updated")
    op.drop_table("chat_conversations")
