"""policies apart from the read models: read models keep only what their events carry

Opening a shop on approval is now the `shop_opening` policy, no longer the `shop_applications`
projection: the policy's position starts where the projection's is, so every approval the
projection already acted on stays acted on once, and the ones after it are the policy's.
(The stock policy kept its position's name, `stock`, and its tables.)

The read models stop copying other capabilities' state, which the application now reads beside
them: `shop_applications.shop_id` (the applicant's first shop, for an approved application) and
`recharges.proof_sha256` (the proof's hash in `uploads`; look-alikes are found through an index
on `recharges.proof_image`). A downgrade fills both columns in from those tables again.

Revision ID: f5c0a7e3d2b1
Revises: e13d8f0a2e34
Create Date: 2026-12-01 10:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "f5c0a7e3d2b1"
down_revision = "e13d8f0a2e34"
branch_labels = None
depends_on = None

# Frozen here: a migration must not change meaning when the code's names do.
OPENED_BY = "shop_applications"
OPENS_NOW = "shop_opening"

# Made once, unless a process of the new code already made it (at 0): then moved forward,
# never back, to where the projection had acted.
_START_POLICY = """
INSERT INTO projection_position (name, position)
SELECT CAST(:policy AS VARCHAR(64)), position FROM projection_position
WHERE name = :projection
  AND NOT EXISTS (SELECT 1 FROM projection_position WHERE name = :policy)
"""
_CATCH_UP_POLICY = """
UPDATE projection_position
SET position = (SELECT p.position FROM projection_position p WHERE p.name = :projection)
WHERE name = :policy
  AND position < (SELECT p.position FROM projection_position p WHERE p.name = :projection)
"""

_FILL_SHOP_ID = """
UPDATE shop_applications
SET shop_id = (SELECT min(shops.shop_id) FROM shops WHERE shops.owner_uid = shop_applications.uid)
WHERE status = 'success'
"""
_FILL_PROOF_SHA256 = """
UPDATE recharges
SET proof_sha256 = (SELECT uploads.sha256 FROM uploads WHERE uploads.path = recharges.proof_image)
"""


def upgrade() -> None:
    names = {"policy": OPENS_NOW, "projection": OPENED_BY}
    connection = op.get_bind()
    connection.execute(sa.text(_START_POLICY), names)
    connection.execute(sa.text(_CATCH_UP_POLICY), names)
    with op.batch_alter_table("shop_applications", schema=None) as batch_op:
        batch_op.drop_column("shop_id")
    with op.batch_alter_table("recharges", schema=None) as batch_op:
        batch_op.drop_index("ix_recharges_proof_sha256")
        batch_op.drop_column("proof_sha256")
        batch_op.create_index("ix_recharges_proof_image", ["proof_image"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("recharges", schema=None) as batch_op:
        batch_op.drop_index("ix_recharges_proof_image")
        batch_op.add_column(sa.Column("proof_sha256", sa.String(length=64), nullable=True))
        batch_op.create_index("ix_recharges_proof_sha256", ["proof_sha256"], unique=False)
    with op.batch_alter_table("shop_applications", schema=None) as batch_op:
        batch_op.add_column(sa.Column("shop_id", sa.BigInteger(), nullable=True))
    connection = op.get_bind()
    connection.execute(sa.text(_FILL_PROOF_SHA256))
    connection.execute(sa.text(_FILL_SHOP_ID))
    # The projection opens shops again from its own position.
    connection.execute(
        sa.text("DELETE FROM projection_position WHERE name = :policy"), {"policy": OPENS_NOW}
    )
