"""withheld goods: what the platform keeps from the storefront

Operators suspend shops, take products down and hide categories. Each sets its own flag
(`shops.suspended`, `goods.taken_down`, `categories.visible`), and `goods.withheld` combines
them, so the seller's own `on_sale` is kept for when the reason ends. The storefront skips
withheld products the way it skips off-sale ones, so `withheld` joins `on_sale` at the end of
every sort index (as d16f5b9e3a42 did for `on_sale`): lists and totals stay index-only.
Shoppers' reports of products (`product_reports`) are new.

Revision ID: f31b1c2d3e4f
Revises: f31a0b1c2d3e
Create Date: 2027-01-11 09:10:00.000000
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "f31b1c2d3e4f"
down_revision = "f31a0b1c2d3e"
branch_labels = None
depends_on = None

_SORT_INDEXES: dict[str, list[str]] = {
    "ix_goods_sales": ["sales", "goods_id", "on_sale"],
    "ix_goods_price": ["price", "goods_id", "on_sale"],
    "ix_goods_created": ["created_at", "goods_id", "on_sale"],
    "ix_goods_category_sales": ["category_id", "sales", "goods_id", "on_sale"],
    "ix_goods_category_price": ["category_id", "price", "goods_id", "on_sale"],
    "ix_goods_category_created": ["category_id", "created_at", "goods_id", "on_sale"],
    "ix_goods_shop_sales": ["shop_id", "sales", "goods_id", "on_sale"],
    "ix_goods_shop_created": ["shop_id", "created_at", "goods_id", "on_sale"],
    "ix_goods_brand_sales": ["brand_id", "sales", "goods_id", "on_sale"],
}


def _rebuild(with_withheld: bool) -> None:
    # Plain DROP / CREATE INDEX (no batch copy): recreating goods on SQLite would drop its
    # search triggers.
    for name, columns in _SORT_INDEXES.items():
        op.drop_index(name, table_name="goods")
        op.create_index(name, "goods", [*columns, "withheld"] if with_withheld else columns)


def upgrade() -> None:
    # Plain ADD COLUMN (no batch copy), for the same reason.
    op.add_column(
        "shops", sa.Column("suspended", sa.Boolean, nullable=False, server_default=sa.false())
    )
    op.add_column(
        "categories", sa.Column("visible", sa.Boolean, nullable=False, server_default=sa.true())
    )
    op.add_column(
        "goods", sa.Column("taken_down", sa.Boolean, nullable=False, server_default=sa.false())
    )
    op.add_column(
        "goods", sa.Column("withheld", sa.Boolean, nullable=False, server_default=sa.false())
    )
    _rebuild(with_withheld=True)
    _create_product_reports()


def _create_product_reports() -> None:
    op.create_table(
        "product_reports",
        sa.Column("report_id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("goods_id", sa.BigInteger, sa.ForeignKey("goods.goods_id"), nullable=False),
        sa.Column("shop_id", sa.BigInteger, nullable=False),
        sa.Column("reporter_uid", sa.BigInteger, sa.ForeignKey("users.uid"), nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("status", sa.String(8), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("closed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("closed_by_uid", sa.BigInteger, nullable=True),
        sa.Column("resolution", sa.String(16), nullable=True),
        sa.Column("remark", sa.Text, nullable=False, server_default=""),
    )
    op.create_index("ix_product_reports_status_goods", "product_reports", ["status", "goods_id"])
    op.create_index("ix_product_reports_shop_status", "product_reports", ["shop_id", "status"])
    op.create_index(
        "ix_product_reports_reporter_goods", "product_reports", ["reporter_uid", "goods_id"]
    )


def downgrade() -> None:
    op.drop_table("product_reports")
    _rebuild(with_withheld=False)
    for table, column in (
        ("goods", "withheld"),
        ("goods", "taken_down"),
        ("categories", "visible"),
        ("shops", "suspended"),
    ):
        # Plain DROP COLUMN (SQLite 3.35+), no batch copy: goods keeps its search triggers.
        op.drop_column(table, column)
