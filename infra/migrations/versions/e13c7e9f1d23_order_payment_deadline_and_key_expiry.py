"""order payment deadline, cancellation reason and idempotency-key expiry

`orders.pay_deadline` (set while an order awaits payment) with the status + deadline index the
expiry sweep reads, `order_timeline.reason` (why an order was cancelled) and an index on
`idempotency_keys.created_at` for the purge of expired keys.

Existing rows are filled in exactly as a rebuild would write them: orders placed before
deadlines existed get `placed_at` + 30 minutes (`domain.order.LEGACY_PAY_WINDOW`, the upcast of
their `Placed` event) while they await payment, and earlier cancellations were all the buyer's.

Revision ID: e13c7e9f1d23
Revises: e13a5c7d9b01
Create Date: 2026-11-24 13:45:00.000000
"""

from __future__ import annotations

from datetime import timedelta

import sqlalchemy as sa
from alembic import op

revision = "e13c7e9f1d23"
down_revision = "e13a5c7d9b01"
branch_labels = None
depends_on = None

# Frozen here: a migration must not change meaning when the domain constant does.
LEGACY_PAY_WINDOW = timedelta(minutes=30)


def upgrade() -> None:
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.add_column(sa.Column("pay_deadline", sa.DateTime(timezone=True), nullable=True))
        batch_op.create_index(
            "ix_orders_status_pay_deadline", ["status", "pay_deadline"], unique=False
        )
    with op.batch_alter_table("order_timeline", schema=None) as batch_op:
        batch_op.add_column(sa.Column("reason", sa.String(length=32), nullable=True))
    with op.batch_alter_table("idempotency_keys", schema=None) as batch_op:
        batch_op.create_index("ix_idempotency_keys_created_at", ["created_at"], unique=False)
    _backfill()


def _backfill() -> None:
    connection = op.get_bind()
    orders = sa.table(
        "orders",
        sa.column("order_id", sa.String),
        sa.column("status", sa.String),
        sa.column("placed_at", sa.DateTime(timezone=True)),
        sa.column("pay_deadline", sa.DateTime(timezone=True)),
    )
    timeline = sa.table(
        "order_timeline", sa.column("status", sa.String), sa.column("reason", sa.String)
    )
    # Only unpaid orders have a deadline, so this touches few rows; computed in Python so the
    # stored value is byte for byte what the projection writes on both databases.
    unpaid = connection.execute(
        sa.select(orders.c.order_id, orders.c.placed_at).where(orders.c.status == "wait_payment")
    ).all()
    for order_id, placed_at in unpaid:
        connection.execute(
            sa.update(orders)
            .where(orders.c.order_id == order_id)
            .values(pay_deadline=placed_at + LEGACY_PAY_WINDOW)
        )
    connection.execute(
        sa.update(timeline).where(timeline.c.status == "cancelled").values(reason="buyer")
    )


def downgrade() -> None:
    with op.batch_alter_table("idempotency_keys", schema=None) as batch_op:
        batch_op.drop_index("ix_idempotency_keys_created_at")
    with op.batch_alter_table("order_timeline", schema=None) as batch_op:
        batch_op.drop_column("reason")
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.drop_index("ix_orders_status_pay_deadline")
        batch_op.drop_column("pay_deadline")
