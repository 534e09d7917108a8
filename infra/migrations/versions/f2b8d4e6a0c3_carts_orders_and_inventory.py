"""carts, orders and inventory read models

The cart lines, orders (with their timelines) and stock projections. The stock projection
writes into the catalogue's `skus.stock`, `goods.stock` and `goods.sales` too; its sales
ledger is what keeps a rebuild from counting a sale twice.

Revision ID: f2b8d4e6a0c3
Revises: e1a7c3d5b9f2
Create Date: 2026-11-22 09:05:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "f2b8d4e6a0c3"
down_revision = "e1a7c3d5b9f2"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "cart_lines",
        sa.Column("cart_id", sa.String(length=36), nullable=False),
        sa.Column("shop_goods_id", sa.BigInteger(), nullable=False),
        sa.Column("sku_id", sa.BigInteger(), nullable=False),
        sa.Column("num", sa.Integer(), nullable=False),
        sa.Column("added_version", sa.Integer(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("cart_id", "shop_goods_id", "sku_id"),
    )
    op.create_index(
        "ix_cart_lines_cart_added", "cart_lines", ["cart_id", "added_version"], unique=False
    )
    op.create_table(
        "inventory_levels",
        sa.Column("sku_id", sa.BigInteger(), nullable=False),
        sa.Column("goods_id", sa.BigInteger(), nullable=False),
        sa.Column("available", sa.Integer(), nullable=False),
        sa.Column("reserved", sa.Integer(), nullable=False),
        sa.Column("sold", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("sku_id"),
    )
    op.create_table(
        "stock_inventory_ids",
        sa.Column("inventory_id", sa.String(length=36), nullable=False),
        sa.Column("sku_id", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("inventory_id"),
    )
    op.create_table(
        "stock_sales_ledger",
        sa.Column("inventory_id", sa.String(length=36), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("inventory_id", "version"),
    )
    op.create_table(
        "order_timeline",
        sa.Column("order_id", sa.String(length=36), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("order_id", "version"),
    )
    op.create_table(
        "orders",
        sa.Column("order_id", sa.String(length=36), nullable=False),
        sa.Column("order_sn", sa.String(length=32), nullable=False),
        sa.Column("buyer_uid", sa.BigInteger(), nullable=False),
        sa.Column("shop_id", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("lines", sa.JSON(), nullable=False),
        sa.Column("address", sa.JSON(), nullable=False),
        sa.Column("subtotal", sa.BigInteger(), nullable=False),
        sa.Column("shipping_fee", sa.BigInteger(), nullable=False),
        sa.Column("tax", sa.BigInteger(), nullable=False),
        sa.Column("total", sa.BigInteger(), nullable=False),
        sa.Column("remark", sa.Text(), nullable=False),
        sa.Column("logistics_no", sa.String(length=64), nullable=True),
        sa.Column("placed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("paid_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("receipt_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("order_id"),
        sa.UniqueConstraint("order_sn"),
    )
    op.create_index("ix_orders_buyer_placed", "orders", ["buyer_uid", "placed_at"], unique=False)
    op.create_index("ix_orders_shop_placed", "orders", ["shop_id", "placed_at"], unique=False)
    op.create_index("ix_orders_status_receipt", "orders", ["status", "receipt_at"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_orders_status_receipt", table_name="orders")
    op.drop_index("ix_orders_shop_placed", table_name="orders")
    op.drop_index("ix_orders_buyer_placed", table_name="orders")
    op.drop_table("orders")
    op.drop_table("order_timeline")
    op.drop_table("stock_sales_ledger")
    op.drop_table("stock_inventory_ids")
    op.drop_table("inventory_levels")
    op.drop_index("ix_cart_lines_cart_added", table_name="cart_lines")
    op.drop_table("cart_lines")
