"""postal codes: a shipping address's postal code

`shipping_addresses.postal_code` is "" for every address saved before (they stay readable;
editing one asks for the code where the country uses one).

Revision ID: a19e3b4c5d6f
Revises: a18d2f3a4b5c
Create Date: 2026-12-16 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "a19e3b4c5d6f"
down_revision = "a18d2f3a4b5c"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("shipping_addresses", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("postal_code", sa.String(length=16), nullable=False, server_default="")
        )


def downgrade() -> None:
    with op.batch_alter_table("shipping_addresses", schema=None) as batch_op:
        batch_op.drop_column("postal_code")
