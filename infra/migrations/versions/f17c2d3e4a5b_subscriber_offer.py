"""subscriber offer: newsletter double opt-in and the orders' platform discount

`newsletter_subscriptions` gains the confirmation link's token digest, when it was sent and
when the subscription was confirmed. Addresses subscribed before are unconfirmed: subscribing
again mails them a link (they never got one), so the offer goes only to confirmed owners.

`orders.platform_discount` is the part of an order's total the platform pays (a confirmed
subscriber's one-time discount); every order placed before has none.

Revision ID: f17c2d3e4a5b
Revises: e17a1c2b3d4e
Create Date: 2026-12-12 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "f17c2d3e4a5b"
down_revision = "e17a1c2b3d4e"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("newsletter_subscriptions", schema=None) as batch_op:
        batch_op.add_column(sa.Column("confirm_token_hash", sa.String(length=64), nullable=True))
        batch_op.add_column(sa.Column("confirm_sent_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column("confirmed_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.create_index(
            "ix_newsletter_subscriptions_confirm_token_hash", ["confirm_token_hash"], unique=False
        )
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("platform_discount", sa.BigInteger(), nullable=False, server_default="0")
        )


def downgrade() -> None:
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.drop_column("platform_discount")
    with op.batch_alter_table("newsletter_subscriptions", schema=None) as batch_op:
        batch_op.drop_index("ix_newsletter_subscriptions_confirm_token_hash")
        batch_op.drop_column("confirmed_at")
        batch_op.drop_column("confirm_sent_at")
        batch_op.drop_column("confirm_token_hash")
