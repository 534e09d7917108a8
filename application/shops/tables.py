"""The shops capability's own table: the settlements a suspension holds back.

An order of a suspended shop that finishes stays in escrow; the `shop_standing` policy notes it
here, in the order of the log, and pays every noted order out when the shop is reinstated."""

from __future__ import annotations

from sqlalchemy import BigInteger, Column, DateTime, Index, String, Table

from application.metadata import state_metadata

held_settlements = Table(
    "held_settlements",
    state_metadata,
    Column("order_id", String(36), primary_key=True),
    Column("shop_id", BigInteger, nullable=False),
    Column("finished_at", DateTime(timezone=True), nullable=False),
    Index("ix_held_settlements_shop_id", "shop_id"),
)
