"""login failures counted per client address too

Revision ID: d4f7b1c53e94
Revises: c3e6a0b42d83
Create Date: 2026-11-22 11:40:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "d4f7b1c53e94"
down_revision = "c3e6a0b42d83"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("login_failures", schema=None) as batch_op:
        batch_op.add_column(sa.Column("client_address", sa.String(length=45), nullable=True))
        batch_op.create_index(
            "ix_login_failures_address_time", ["client_address", "failed_at"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("login_failures", schema=None) as batch_op:
        batch_op.drop_index("ix_login_failures_address_time")
        batch_op.drop_column("client_address")
