"""Customer-service chat: conversations and their messages."""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    BigInteger,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
    Text,
    UniqueConstraint,
)

from application.metadata import state_metadata

chat_conversations = Table(
    "chat_conversations",
    state_metadata,
    Column(
        "chat_id",
        BigInteger().with_variant(Integer, "sqlite"),
        primary_key=True,
        autoincrement=True,
    ),
    # 0 is the platform's customer service; any other value is a shop.
    Column("shop_id", BigInteger, nullable=False),
    # A signed-in customer's uid, or, for a guest, the SHA-256 of the guest sid sent as open_id:
    # the open_id is a live guest session, so only its digest is kept.
    Column("uid", BigInteger, nullable=True),
    Column("open_id_hash", String(64), nullable=True),
    # Unread counters move with `counter = counter + 1` in the sending transaction; the read
    # marks remember how far each side has read, so a stale read never raises a counter again.
    Column("customer_unread", Integer, nullable=False, default=0),
    Column("staff_unread", Integer, nullable=False, default=0),
    Column("customer_read_id", BigInteger, nullable=False, default=0),
    Column("staff_read_id", BigInteger, nullable=False, default=0),
    # The newest message, kept here so a list of conversations never reads the messages.
    Column("last_message_id", BigInteger, nullable=False, default=0),
    Column("last_type", Integer, nullable=False, default=0),
    Column("last_content", String(200), nullable=False, default=""),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("shop_id", "uid", name="uq_chat_conversations_shop_uid"),
    UniqueConstraint("shop_id", "open_id_hash", name="uq_chat_conversations_shop_open_id"),
    Index("ix_chat_conversations_uid_updated", "uid", "updated_at"),
    Index("ix_chat_conversations_open_id_updated", "open_id_hash", "updated_at"),
    Index("ix_chat_conversations_shop_updated", "shop_id", "updated_at"),
)


chat_messages = Table(
    "chat_messages",
    state_metadata,
    Column(
        "message_id",
        BigInteger().with_variant(Integer, "sqlite"),
        primary_key=True,
        autoincrement=True,
    ),
    Column(
        "chat_id",
        BigInteger,
        ForeignKey("chat_conversations.chat_id", ondelete="CASCADE"),
        nullable=False,
    ),
    Column("side", String(8), nullable=False),  # "customer" or "staff"
    Column("sender_uid", BigInteger, nullable=True),
    Column("type", Integer, nullable=False),  # 1 text, 2 image, 3 product
    Column("content", Text, nullable=False, default=""),
    Column("image_path", String(255), nullable=False, default=""),
    # The product card as it was when sent: later price or name changes do not rewrite history.
    Column("goods_snapshot", JSON, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Index("ix_chat_messages_chat_message", "chat_id", "message_id"),
)
