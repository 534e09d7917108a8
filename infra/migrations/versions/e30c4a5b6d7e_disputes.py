"""disputes: buyers' cases about their orders, and the orders' receipt deadlines

Photos sent in a case are private uploads that the other party may read too
(`upload_readers`). The `disputes` read model (each case, and `dispute_messages`, its
timeline) is new and fills from the log. The orders read model gains the receipt deadline and
its one extension, what cases refunded so far and the open or last case. Orders already
waiting for receipt get the deadline their `Shipped` event is read with (shipping time + 10
days, the default of this release), so the periodic job confirms their receipt as it will
every later order's.

Revision ID: e30c4a5b6d7e
Revises: d29a1b2c3d4e
Create Date: 2027-01-04 09:00:00.000000
"""

from __future__ import annotations

from datetime import datetime, timedelta

import sqlalchemy as sa
from alembic import op

revision = "e30c4a5b6d7e"
down_revision = "d29a1b2c3d4e"
branch_labels = None
depends_on = None

# Frozen here: a migration must not change meaning when the code's constants do.
LEGACY_RECEIVE_WINDOW = timedelta(days=10)


def upgrade() -> None:
    op.create_table(
        "disputes",
        sa.Column("dispute_id", sa.String(length=36), primary_key=True),
        sa.Column("order_id", sa.String(length=36), nullable=False),
        sa.Column("order_sn", sa.String(length=32), nullable=False),
        sa.Column("buyer_uid", sa.BigInteger(), nullable=False),
        sa.Column("shop_id", sa.BigInteger(), nullable=False),
        sa.Column("kind", sa.String(length=24), nullable=False),
        sa.Column("status", sa.String(length=24), nullable=False),
        sa.Column("waiting_for", sa.String(length=8), nullable=True),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("requested_amount", sa.BigInteger(), nullable=False),
        sa.Column("max_amount", sa.BigInteger(), nullable=False),
        sa.Column("offered_amount", sa.BigInteger(), nullable=True),
        sa.Column("refund_amount", sa.BigInteger(), nullable=True),
        sa.Column("return_address", sa.Text(), nullable=True),
        sa.Column("return_logistics_no", sa.String(length=64), nullable=True),
        sa.Column("respond_by", sa.DateTime(timezone=True), nullable=True),
        sa.Column("approvals", sa.Integer(), nullable=False, server_default="0"),
        sa.Column("decision_remark", sa.Text(), nullable=True),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("opened_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
    )
    op.create_index("ix_disputes_order", "disputes", ["order_id"])
    op.create_index("ix_disputes_shop_updated", "disputes", ["shop_id", "updated_at"])
    op.create_index("ix_disputes_status_updated", "disputes", ["status", "updated_at"])
    op.create_table(
        "dispute_messages",
        sa.Column("dispute_id", sa.String(length=36), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("role", sa.String(length=8), nullable=False),
        sa.Column("event", sa.String(length=24), nullable=True),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("images", sa.JSON(), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("dispute_id", "version"),
    )
    op.create_table(
        "upload_readers",
        sa.Column(
            "path",
            sa.String(length=255),
            sa.ForeignKey("uploads.path", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("uid", sa.BigInteger(), primary_key=True),
    )
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.add_column(sa.Column("receipt_deadline", sa.DateTime(timezone=True)))
        batch_op.add_column(
            sa.Column("receipt_extended", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch_op.add_column(
            sa.Column("refunded_amount", sa.BigInteger(), nullable=False, server_default="0")
        )
        batch_op.add_column(sa.Column("dispute_id", sa.String(length=36), nullable=True))
        batch_op.add_column(
            sa.Column("dispute_open", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch_op.create_index(
            "ix_orders_status_receipt_deadline", ["status", "receipt_deadline"], unique=False
        )
    _deadlines_of_orders_waiting_for_receipt()


def _deadlines_of_orders_waiting_for_receipt() -> None:
    """Each waiting order's deadline from its shipping entry in the timeline."""
    connection = op.get_bind()
    shipped = connection.execute(
        sa.text(
            "SELECT o.order_id, MAX(t.at) AS shipped_at FROM orders o"
            " JOIN order_timeline t ON t.order_id = o.order_id AND t.status = 'wait_receipt'"
            " WHERE o.status = 'wait_receipt' GROUP BY o.order_id"
        )
    ).all()
    orders = sa.table("orders", sa.column("order_id"), sa.column("receipt_deadline"))
    for row in shipped:
        shipped_at = row.shipped_at
        if isinstance(shipped_at, str):  # SQLite answers an aggregate's datetime as its text
            shipped_at = datetime.fromisoformat(shipped_at)
        connection.execute(
            orders.update()
            .where(orders.c.order_id == row.order_id)
            .values(receipt_deadline=shipped_at + LEGACY_RECEIVE_WINDOW)
        )


def downgrade() -> None:
    with op.batch_alter_table("orders", schema=None) as batch_op:
        batch_op.drop_index("ix_orders_status_receipt_deadline")
        batch_op.drop_column("dispute_open")
        batch_op.drop_column("dispute_id")
        batch_op.drop_column("refunded_amount")
        batch_op.drop_column("receipt_extended")
        batch_op.drop_column("receipt_deadline")
    op.drop_table("upload_readers")
    op.drop_table("dispute_messages")
    op.drop_index("ix_disputes_status_updated", table_name="disputes")
    op.drop_index("ix_disputes_shop_updated", table_name="disputes")
    op.drop_index("ix_disputes_order", table_name="disputes")
    op.drop_table("disputes")
