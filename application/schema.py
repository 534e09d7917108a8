"""Plain SQLAlchemy tables for the state that is not event-sourced."""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    false,
)

state_metadata = MetaData()

users = Table(
    "users",
    state_metadata,
    Column(
        "uid", BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    ),
    Column("email", String(254), nullable=False, unique=True),
    Column("password_hash", String(255), nullable=False),
    Column("nickname", String(64), nullable=False, default=""),
    Column("avatar", String(255), nullable=False, default=""),
    Column("phone", String(32), nullable=False, default=""),
    Column("disabled", Boolean, nullable=False, default=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
)

user_roles = Table(
    "user_roles",
    state_metadata,
    Column("uid", BigInteger, ForeignKey("users.uid", ondelete="CASCADE"), primary_key=True),
    Column("role", String(16), primary_key=True),
)

sessions = Table(
    "sessions",
    state_metadata,
    # Only a digest of the sid is stored, so a leaked table does not leak live sessions.
    Column("sid_hash", String(64), primary_key=True),
    Column("uid", BigInteger, ForeignKey("users.uid", ondelete="CASCADE"), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("expires_at", DateTime(timezone=True), nullable=False),
    Column("revoked_at", DateTime(timezone=True), nullable=True),
    Index("ix_sessions_uid", "uid"),
)

verification_codes = Table(
    "verification_codes",
    state_metadata,
    Column("email", String(254), primary_key=True),
    Column("scene", String(16), primary_key=True),
    Column("code_hash", String(64), nullable=False),
    Column("sent_at", DateTime(timezone=True), nullable=False),
    Column("expires_at", DateTime(timezone=True), nullable=False),
    Column("attempts", Integer, nullable=False, default=0),
)

password_resets = Table(
    "password_resets",
    state_metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("uid", BigInteger, ForeignKey("users.uid", ondelete="CASCADE"), nullable=False),
    Column("expires_at", DateTime(timezone=True), nullable=False),
    Column("used_at", DateTime(timezone=True), nullable=True),
)

login_failures = Table(
    "login_failures",
    state_metadata,
    Column(
        "id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    ),
    Column("email", String(254), nullable=False),
    Column("failed_at", DateTime(timezone=True), nullable=False),
    # The caller's address as the server saw it (behind a proxy: the forwarded one).
    Column("client_address", String(45), nullable=True),
    Index("ix_login_failures_email_time", "email", "failed_at"),
    Index("ix_login_failures_address_time", "client_address", "failed_at"),
)

# (e-mail, client address) pairs that logged in with the right password: an address's spraying
# limit does not hold back a user who has signed in from there before (behind a shared NAT).
known_login_pairs = Table(
    "known_login_pairs",
    state_metadata,
    Column("email", String(254), primary_key=True),
    Column("client_address", String(45), primary_key=True),
    Column("last_success_at", DateTime(timezone=True), nullable=False),
)

outbox = Table(
    "outbox",
    state_metadata,
    Column(
        "id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    ),
    Column("recipient", String(254), nullable=False),
    Column("subject", String(255), nullable=False),
    Column("body", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    # The last hand-off to delivery; redelivery claims a row by moving it forward.
    Column("dispatched_at", DateTime(timezone=True), nullable=True),
    Column("sent_at", DateTime(timezone=True), nullable=True),
)

newsletter_subscriptions = Table(
    "newsletter_subscriptions",
    state_metadata,
    Column(
        "id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    ),
    Column("email", String(254), nullable=False),
    Column("name", String(64), nullable=False, default=""),
    Column("gender", String(8), nullable=False, default="unknown"),
    Column("created_at", DateTime(timezone=True), nullable=False),
    UniqueConstraint("email", name="uq_newsletter_email"),
)

areas = Table(
    "areas",
    state_metadata,
    Column("area_id", Integer, primary_key=True),
    Column("parent_id", Integer, nullable=False, index=True),
    Column("level", Integer, nullable=False),
    Column("name", String(128), nullable=False),
    Column("code", String(8), nullable=False, default=""),
)

documents = Table(
    "documents",
    state_metadata,
    Column("doc_id", String(32), primary_key=True),
    Column("language", String(8), primary_key=True),
    Column("title", String(255), nullable=False),
    Column("content_html", Text, nullable=False),
)

uploads = Table(
    "uploads",
    state_metadata,
    Column("path", String(255), primary_key=True),
    Column("sha256", String(64), nullable=False, index=True),
    Column("uploader_sid_hash", String(64), nullable=False),
    Column("uid", BigInteger, nullable=True),
    Column("content_type", String(32), nullable=False),
    Column("size", Integer, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    # An identity document or a recharge proof: served only to its uploader and to reviewers.
    Column("private", Boolean, nullable=False, default=False, server_default=false()),
)

idempotency_keys = Table(
    "idempotency_keys",
    state_metadata,
    # The primary key is the concurrency guard: of two identical calls only one insert wins.
    Column("uid", BigInteger, primary_key=True),
    Column("key", String(128), primary_key=True),
    Column("request_hash", String(64), nullable=False),
    # The first answer as JSON; NULL while the first call is still acting.
    Column("outcome", Text, nullable=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    # The periodic purge deletes the oldest keys first.
    Index("ix_idempotency_keys_created_at", "created_at"),
)

favorites = Table(
    "favorites",
    state_metadata,
    Column("uid", BigInteger, ForeignKey("users.uid", ondelete="CASCADE"), primary_key=True),
    # No foreign key to goods: the catalogue tables live in their own module, and a favourite
    # of a product that has gone is simply left out of the answers.
    Column("shop_goods_id", BigInteger, primary_key=True),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Index("ix_favorites_uid_created_at", "uid", "created_at"),
)

shipping_addresses = Table(
    "shipping_addresses",
    state_metadata,
    Column(
        "address_id",
        BigInteger().with_variant(Integer, "sqlite"),
        primary_key=True,
        autoincrement=True,
    ),
    Column("uid", BigInteger, ForeignKey("users.uid", ondelete="CASCADE"), nullable=False),
    Column("name", String(60), nullable=False),
    Column("phone", String(32), nullable=False),
    Column("country", String(80), nullable=False),
    Column("province", String(80), nullable=False),
    Column("city", String(80), nullable=False, default=""),
    Column("area", String(80), nullable=False, default=""),
    Column("address", String(255), nullable=False),
    Column("is_default", Boolean, nullable=False, default=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Index("ix_shipping_addresses_uid", "uid"),
)

reviews = Table(
    "reviews",
    state_metadata,
    Column(
        "comment_id",
        BigInteger().with_variant(Integer, "sqlite"),
        primary_key=True,
        autoincrement=True,
    ),
    Column("uid", BigInteger, ForeignKey("users.uid", ondelete="CASCADE"), nullable=False),
    # The order lives in the event store: its id and number are copied, and the line's name,
    # picture and options are the order's snapshot, so later catalogue edits leave reviews be.
    Column("order_id", String(36), nullable=False),
    Column("order_sn", String(32), nullable=False),
    Column("shop_goods_id", BigInteger, nullable=False),
    Column("sku_id", BigInteger, nullable=False),
    Column("goods_name", String(200), nullable=False),
    Column("cover_image", String(255), nullable=False),
    Column("props_desc", String(255), nullable=False),
    Column("star", Integer, nullable=False),
    Column("content", Text, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    # One review per order line; a concurrent second submit loses on this constraint.
    UniqueConstraint("order_id", "shop_goods_id", "sku_id", name="uq_reviews_order_line"),
    Index("ix_reviews_goods_created_at", "shop_goods_id", "created_at"),
    Index("ix_reviews_uid_created_at", "uid", "created_at"),
)

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

shop_sign_in_tokens = Table(
    "shop_sign_in_tokens",
    state_metadata,
    # The one-time token of a "go to merchant" link; only its digest is stored.
    Column("token_hash", String(64), primary_key=True),
    Column("uid", BigInteger, ForeignKey("users.uid", ondelete="CASCADE"), nullable=False),
    Column("expires_at", DateTime(timezone=True), nullable=False),
    Column("used_at", DateTime(timezone=True), nullable=True),
    Index("ix_shop_sign_in_tokens_uid", "uid"),
)
