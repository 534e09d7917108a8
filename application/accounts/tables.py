"""Accounts' tables: users, their roles and sessions, and the short-lived codes and tokens
that sign them in (sign-up codes, reset links, merchant links, log-in failures), and the last
successful log-ins the operators see."""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Table,
)

from application.metadata import state_metadata

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
    # The language of the user's last sign-up or log-in, which their e-mails are written in
    # (one of `domain.languages.LANGUAGES`; NULL until then: English).
    Column("language", String(8), nullable=True),
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


login_history = Table(
    "login_history",
    state_metadata,
    Column(
        "id", BigInteger().with_variant(Integer, "sqlite"), primary_key=True, autoincrement=True
    ),
    Column("uid", BigInteger, ForeignKey("users.uid", ondelete="CASCADE"), nullable=False),
    Column("at", DateTime(timezone=True), nullable=False),
    # As the log-in throttle keys it: the peer, or the address a trusted proxy forwarded.
    Column("client_address", String(45), nullable=False, default=""),
    Column("user_agent", String(255), nullable=False, default=""),
    Index("ix_login_history_uid_id", "uid", "id"),
)
