"""Shoppers' reports of products (`mall/goods/report`): plain rows, since a report is a
shopper's message to the operators, not a change of anything; what an operator then does about
a product (take it down, restore it, dismiss a report) is an event of its `ListingStanding`."""

from __future__ import annotations

from sqlalchemy import BigInteger, Column, DateTime, ForeignKey, Index, Integer, String, Table, Text

from application.metadata import state_metadata

product_reports = Table(
    "product_reports",
    state_metadata,
    Column("report_id", Integer, primary_key=True, autoincrement=True),
    Column("goods_id", BigInteger, ForeignKey("goods.goods_id"), nullable=False),
    # The product's shop when reported, so the operators' shop list counts open reports per shop.
    Column("shop_id", BigInteger, nullable=False),
    Column("reporter_uid", BigInteger, ForeignKey("users.uid"), nullable=False),
    Column("reason", Text, nullable=False),
    # open, then closed by a take-down or a dismissal
    Column("status", String(8), nullable=False),
    Column("created_at", DateTime(timezone=True), nullable=False),
    Column("closed_at", DateTime(timezone=True), nullable=True),
    Column("closed_by_uid", BigInteger, nullable=True),
    # taken_down or dismissed
    Column("resolution", String(16), nullable=True),
    Column("remark", Text, nullable=False, default="", server_default=""),
    Index("ix_product_reports_status_goods", "status", "goods_id"),
    Index("ix_product_reports_shop_status", "shop_id", "status"),
    Index("ix_product_reports_reporter_goods", "reporter_uid", "goods_id"),
)
