"""transactional mail: the users' language, and the mail policy started at the present

`users.language` is the language the user last signed up or logged in with, which their
order and wallet e-mails are written in (NULL: English).

The `transactional_mail` policy mails shoppers about their orders and their money. On a
deployment that has run before, it must not mail the whole history: its position starts at
the furthest position any read model or policy has reached, so only what happens from (about)
now on is mailed. A fresh database has no positions, so the policy starts at 0 with the rest
and misses nothing. (The runner alone would make its row at 0; its head is not known here, the
SQLite event store being a file of its own.)

Revision ID: e17a1c2b3d4e
Revises: e17b5f6a7c8d
Create Date: 2026-12-10 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "e17a1c2b3d4e"
down_revision = "e17b5f6a7c8d"
branch_labels = None
depends_on = None

# Frozen here: a migration must not change meaning when the code's names do.
POLICY = "transactional_mail"

# Made once, unless a process of the new code already made it: then moved forward, never
# back. No row at all when nothing has run yet (the runner makes it at 0).
_START_POLICY = """
INSERT INTO projection_position (name, position)
SELECT CAST(:policy AS VARCHAR(64)), max(position) FROM projection_position
WHERE name <> :policy
HAVING count(*) > 0
   AND NOT EXISTS (SELECT 1 FROM projection_position WHERE name = :policy)
"""
_CATCH_UP_POLICY = """
UPDATE projection_position
SET position = (SELECT max(p.position) FROM projection_position p WHERE p.name <> :policy)
WHERE name = :policy
  AND position < (SELECT max(p.position) FROM projection_position p WHERE p.name <> :policy)
"""


def upgrade() -> None:
    with op.batch_alter_table("users", schema=None) as batch_op:
        batch_op.add_column(sa.Column("language", sa.String(length=8), nullable=True))
    connection = op.get_bind()
    connection.execute(sa.text(_START_POLICY), {"policy": POLICY})
    connection.execute(sa.text(_CATCH_UP_POLICY), {"policy": POLICY})


def downgrade() -> None:
    connection = op.get_bind()
    connection.execute(
        sa.text("DELETE FROM projection_position WHERE name = :policy"), {"policy": POLICY}
    )
    # Not a batch copy: on SQLite, recreating `users` trips the foreign keys of the tables
    # that refer to it. Both stores drop a column in place (SQLite since 3.35).
    op.execute("ALTER TABLE users DROP COLUMN language")
