"""SKU ids are never reused on SQLite

A SKU's inventory in the event store is named after its id. SQLite gave a new row the largest
id in the table plus one, so a SKU added after the newest one was removed took that one's id and
its inventory's name: the save collided with the old inventory's events (a 500). `skus` is
rebuilt with AUTOINCREMENT, which never hands out an id again, counting from the largest id any
read model has seen (the removed SKUs' inventories keep theirs in `inventory_levels`).
PostgreSQL's sequences never reuse an id; nothing changes there.

Revision ID: 5c3d1e7a9b20
Revises: 32a1c0de4b7f
Create Date: 2027-01-24 09:00:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "5c3d1e7a9b20"
down_revision = "32a1c0de4b7f"
branch_labels = None
depends_on = None

HIGHEST_SKU_ID_SEEN = """
SELECT max(highest) FROM (
    SELECT max(sku_id) AS highest FROM skus
    UNION ALL SELECT max(sku_id) FROM inventory_levels
    UNION ALL SELECT max(sku_id) FROM stock_inventory_ids
)
"""


def upgrade() -> None:
    connection = op.get_bind()
    if connection.dialect.name != "sqlite":
        return
    with op.batch_alter_table(
        "skus", recreate="always", table_kwargs={"sqlite_autoincrement": True}
    ):
        pass
    highest = connection.execute(sa.text(HIGHEST_SKU_ID_SEEN)).scalar()
    connection.execute(sa.text("DELETE FROM sqlite_sequence WHERE name = 'skus'"))
    connection.execute(
        sa.text("INSERT INTO sqlite_sequence (name, seq) VALUES ('skus', :seq)"),
        {"seq": highest or 0},
    )


def downgrade() -> None:
    if op.get_bind().dialect.name != "sqlite":
        return
    with op.batch_alter_table(
        "skus", recreate="always", table_kwargs={"sqlite_autoincrement": False}
    ):
        pass
