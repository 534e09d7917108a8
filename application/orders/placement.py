"""What placing and paying orders answer, and the parts of an order made from priced lines:
its number, the lines' snapshot and their grouping per shop."""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from application.orders.cart import PricedLine


@dataclass(frozen=True)
class Placed:
    order_ids: list[str]
    order_sns: list[str]
    pay_amount: int
    notification_id: int


@dataclass(frozen=True)
class Payment:
    paid_amount: int
    balance: int
    notification_id: int


def new_order_sn(at: datetime) -> str:
    """`BZ`, the UTC date and ten random digits: readable on the phone, unique in practice, and
    a repeat is refused by the event store (the order id derives from it) and drawn again."""
    return f"BZ{at:%Y%m%d}{secrets.randbelow(10**10):010d}"


def line_snapshot(line: PricedLine) -> dict[str, Any]:
    offer = line.offer
    return {
        "shop_goods_id": offer.shop_goods_id,
        "sku_id": offer.sku_id,
        "name": offer.name,
        "cover_image": offer.cover_image,
        "props_desc": offer.props_desc,
        "price": offer.price,
        "num": line.num,
        "total": line.total,
    }


def by_shop(lines: Iterable[PricedLine]) -> dict[int, list[PricedLine]]:
    """Lines grouped per shop, shops in order of first appearance."""
    grouped: dict[int, list[PricedLine]] = {}
    for line in lines:
        grouped.setdefault(line.offer.shop_id, []).append(line)
    return grouped
