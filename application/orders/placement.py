"""What placing and paying orders answer, and an order made from priced lines: its number,
the lines' snapshot, their grouping per shop and the fees."""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from application.orders.cart import PricedLine
from domain.order import Order
from domain.pricing import FeeRule


@dataclass(frozen=True)
class Placed:
    order_ids: list[str]
    order_sns: list[str]
    pay_amount: int
    """What the buyer pays: the orders' totals less `platform_discount`."""
    notification_id: int
    platform_discount: int = 0


@dataclass(frozen=True)
class Payment:
    paid_amount: int
    balance: int
    notification_id: int


@dataclass(frozen=True)
class OrderTerms:
    """What every order of one checkout shares: the fee rule, the time and the deadline."""

    fee_rule: FeeRule
    at: datetime
    pay_deadline: datetime


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


def new_order(
    uid: int,
    shop_lines: list[PricedLine],
    address: dict[str, Any],
    remark: str,
    terms: OrderTerms,
    platform_discount: int = 0,
) -> Order:
    """One shop's order of `shop_lines` (not saved yet), priced by the fee rule, of which the
    platform pays `platform_discount`."""
    fees = terms.fee_rule.fees(sum(line.total for line in shop_lines))
    return Order(
        order_sn=new_order_sn(terms.at),
        buyer_uid=uid,
        shop_id=shop_lines[0].offer.shop_id,
        lines=[line_snapshot(line) for line in shop_lines],
        address=address,
        subtotal=fees.subtotal,
        shipping_fee=fees.shipping_fee,
        tax=fees.tax,
        total=fees.total,
        remark=remark,
        at=terms.at,
        pay_deadline=terms.pay_deadline,
        platform_discount=platform_discount,
    )
