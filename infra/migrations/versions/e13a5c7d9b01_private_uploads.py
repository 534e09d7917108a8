"""uploads gain a visibility: identity documents and recharge proofs are private

Revision ID: e13a5c7d9b01
Revises: d4f7b1c53e94
Create Date: 2026-11-24 13:40:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "e13a5c7d9b01"
down_revision = "d4f7b1c53e94"
branch_labels = None
depends_on = None

# Every upload a recharge or a shop application already references becomes private, as it
# would have been had it been filed after this revision.
_REFERENCED_AS_DOCUMENTS = """
UPDATE uploads SET private = :private
WHERE path IN (SELECT proof_image FROM recharges)
   OR path IN (SELECT id_front_image FROM shop_applications)
   OR path IN (SELECT id_back_image FROM shop_applications)
"""


def upgrade() -> None:
    with op.batch_alter_table("uploads", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("private", sa.Boolean(), server_default=sa.false(), nullable=False)
        )
    op.get_bind().execute(sa.text(_REFERENCED_AS_DOCUMENTS), {"private": True})


def downgrade() -> None:
    with op.batch_alter_table("uploads", schema=None) as batch_op:
        batch_op.drop_column("private")
