"""Read model: settled orders, for the seller's money screen (one row per settlement)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import BigInteger, Column, Connection, DateTime, Index, String, Table, insert

from domain.order import Order
from projections.folding import Fold
from projections.metadata import read_metadata
from projections.projection import Projection

settlements = Table(
    "order_settlements",
    read_metadata,
    Column("order_id", String(36), primary_key=True),
    Column("seller_uid", BigInteger, nullable=False),
    Column("commission", BigInteger, nullable=False),
    Column("net", BigInteger, nullable=False),
    Column("settled_at", DateTime(timezone=True), nullable=False),
    Index("ix_order_settlements_seller_settled", "seller_uid", "settled_at"),
)


@dataclass(frozen=True)
class SettlementRecord:
    order_id: str
    order_sn: str
    subtotal: int
    total: int
    commission: int
    net: int
    settled_at: datetime


def _settled(connection: Connection, event: Any) -> None:
    connection.execute(insert(settlements).values(_settled_row(event)))


def _fold_settled(fold: Fold, connection: Connection, event: Any) -> None:
    """The rebuild's batched `_settled`."""
    fold[settlements].add(_settled_row(event))


def _settled_row(event: Any) -> dict[str, Any]:
    return {
        "order_id": str(event.originator_id),
        "seller_uid": event.seller_uid,
        "commission": event.commission,
        "net": event.net,
        "settled_at": event.at,
    }


projection = Projection(
    name="settlements",
    tables=(settlements,),
    handlers={Order.Settled: _settled},
    folds={Order.Settled: _fold_settled},
)
