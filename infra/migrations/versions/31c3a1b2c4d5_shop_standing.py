"""shop standing: why and since when a shop is suspended, and the settlements it holds back

Operators suspend and reinstate shops (`domain.shop_standing`). The `shop_standing` policy sets
`shops.suspended` with the operator's reason and its time (shown to the seller on its console),
and notes in `held_settlements` each order of a suspended shop that finished meanwhile, to pay
it out on reinstatement. The policy also follows finished orders, so it starts where the
`settlement` policy stands: no finished order of the past is looked at again.

Revision ID: 31c3a1b2c4d5
Revises: 31c0a7b8c9d0
Create Date: 2027-01-12 10:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "31c3a1b2c4d5"
down_revision = "31c0a7b8c9d0"
branch_labels = None
depends_on = None

# Frozen here: a migration must not change meaning when the code's names do.
POLICY = "shop_standing"
FOLLOWING = "settlement"

# Made once, unless a process of the new code already made it (at 0): then moved forward,
# never back, to where the settlement policy stands.
_START_POLICY = """
INSERT INTO projection_position (name, position)
SELECT CAST(:policy AS VARCHAR(64)), position FROM projection_position
WHERE name = :following
  AND NOT EXISTS (SELECT 1 FROM projection_position WHERE name = :policy)
"""
_CATCH_UP_POLICY = """
UPDATE projection_position
SET position = (SELECT p.position FROM projection_position p WHERE p.name = :following)
WHERE name = :policy
  AND position < (SELECT p.position FROM projection_position p WHERE p.name = :following)
"""


def upgrade() -> None:
    # Plain ADD COLUMN (no batch copy): recreating shops on SQLite would drop its triggers.
    op.add_column(
        "shops",
        sa.Column("suspension_reason", sa.Text, nullable=False, server_default=""),
    )
    op.add_column("shops", sa.Column("suspended_at", sa.DateTime(timezone=True), nullable=True))
    op.create_table(
        "held_settlements",
        sa.Column("order_id", sa.String(36), primary_key=True),
        sa.Column("shop_id", sa.BigInteger, nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_held_settlements_shop_id", "held_settlements", ["shop_id"])
    names = {"policy": POLICY, "following": FOLLOWING}
    connection = op.get_bind()
    connection.execute(sa.text(_START_POLICY), names)
    connection.execute(sa.text(_CATCH_UP_POLICY), names)


def downgrade() -> None:
    # The policy's position stays: upgraded again, it goes on from where it stood.
    op.drop_index("ix_held_settlements_shop_id", table_name="held_settlements")
    op.drop_table("held_settlements")
    # Plain DROP COLUMN (SQLite 3.35+), no batch copy: shops keeps its triggers.
    op.drop_column("shops", "suspended_at")
    op.drop_column("shops", "suspension_reason")
