"""Plain SQLAlchemy tables for the state that is not event-sourced."""

from __future__ import annotations

from sqlalchemy import (
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
    Index("ix_login_failures_email_time", "email", "failed_at"),
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
