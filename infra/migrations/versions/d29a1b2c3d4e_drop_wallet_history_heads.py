"""drop wallet_history_heads: the history reads its running balance from wallet_balances

The wallet history kept its own running balance per wallet (`wallet_history_heads`), the same
one `wallet_balances` keeps. The two tables are now one read model, `wallet_balances`: one
handler moves the balance row and writes the history entry with the balances after it, so
the heads go, and so does the `wallet_history` position row.

Where the two read models stood at the same position, their rows are the combined one's at
that position and stay. Where they did not (one was behind the other), both tables are emptied
and the position set back to 0, so the workers replay them together from the log.

Revision ID: d29a1b2c3d4e
Revises: c28e1f2a3b4c
Create Date: 2026-12-28 10:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "d29a1b2c3d4e"
down_revision = "c28e1f2a3b4c"
branch_labels = None
depends_on = None

# Frozen here: a migration must not change meaning when the code's names do.
BALANCES = "wallet_balances"
HISTORY = "wallet_history"
HEADS = "wallet_history_heads"

_POSITION = "SELECT position FROM projection_position WHERE name = :name"
_FILL_HEADS = f"""
INSERT INTO {HEADS} (wallet_id, uid, available, frozen)
SELECT wallet_id, uid, available, frozen FROM {BALANCES}
"""  # noqa: S608 (constant names)
_HISTORY_AT_BALANCES = """
INSERT INTO projection_position (name, position)
SELECT CAST(:history AS VARCHAR(64)), position FROM projection_position WHERE name = :balances
"""


def _position(connection: sa.Connection, name: str) -> int:
    return int(connection.execute(sa.text(_POSITION), {"name": name}).scalar() or 0)


def upgrade() -> None:
    connection = op.get_bind()
    if _position(connection, BALANCES) != _position(connection, HISTORY):
        connection.execute(sa.text(f"DELETE FROM {HISTORY}"))  # noqa: S608
        connection.execute(sa.text(f"DELETE FROM {BALANCES}"))  # noqa: S608
        connection.execute(
            sa.text("UPDATE projection_position SET position = 0 WHERE name = :name"),
            {"name": BALANCES},
        )
    connection.execute(
        sa.text("DELETE FROM projection_position WHERE name = :name"), {"name": HISTORY}
    )
    op.drop_table(HEADS)


def downgrade() -> None:
    op.create_table(
        HEADS,
        sa.Column("wallet_id", sa.String(length=36), nullable=False),
        sa.Column("uid", sa.BigInteger(), nullable=False),
        sa.Column("available", sa.BigInteger(), nullable=False),
        sa.Column("frozen", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("wallet_id"),
    )
    # Both tables stand at the balances' position: the history's heads are the balance rows.
    connection = op.get_bind()
    connection.execute(sa.text(_FILL_HEADS))
    connection.execute(sa.text(_HISTORY_AT_BALANCES), {"history": HISTORY, "balances": BALANCES})
