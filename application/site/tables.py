"""The site's tables: the mail outbox, newsletter subscriptions, reference data (areas,
documents), the home page's banners and uploads."""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Table,
    Text,
    UniqueConstraint,
    false,
)

from application.metadata import state_metadata

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
    # Double opt-in: the SHA-256 of the mailed link's single-use token (NULL once confirmed),
    # when it was sent (it expires), and when the address's owner confirmed.
    Column("confirm_token_hash", String(64), nullable=True, index=True),
    Column("confirm_sent_at", DateTime(timezone=True), nullable=True),
    Column("confirmed_at", DateTime(timezone=True), nullable=True),
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
    # Set by an operator's save (`console/document/save`): a reseed leaves the row alone.
    Column("edited_by", BigInteger, nullable=True),
    Column("edited_at", DateTime(timezone=True), nullable=True),
)


banners = Table(
    "banners",
    state_metadata,
    # The Banner aggregate's id; the demo's banners are written by the seed with fixed ones.
    Column("banner_id", String(36), primary_key=True),
    Column("image", String(255), nullable=False),
    Column("link", String(255), nullable=False),
    # NULL: shown in every language.
    Column("language", String(8), nullable=True),
    Column("sort", Integer, nullable=False),
    Column("visible", Boolean, nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("updated_at", DateTime(timezone=True), nullable=False),
)


storefront_content = Table(
    "storefront_content",
    state_metadata,
    # One row (id 1): bumped by every write to the banners or the documents, so each process
    # drops its cached home page and documents; and whether the demo's banners were written.
    Column("id", Integer, primary_key=True, autoincrement=False),
    Column("version", BigInteger, nullable=False),
    Column("demo_banners", Boolean, nullable=False, default=False, server_default=false()),
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

upload_readers = Table(
    "upload_readers",
    state_metadata,
    # Who else may read a private upload: the other party of the case a photo was sent in.
    Column("path", String(255), ForeignKey("uploads.path", ondelete="CASCADE"), primary_key=True),
    Column("uid", BigInteger, primary_key=True),
)
