"""What an order knows without recording anything: what its buyer pays, its units per SKU, the
lines a buyer may review, and the status check every command starts with."""

from __future__ import annotations

from typing import Any

from domain.cart import check_quantity
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order_status import REVIEWABLE_STATUSES, OrderStatus
from domain.own_goods import require_not_own_goods
from domain.text import note_fits


def check_placing(
    lines: list[dict[str, Any]],
    subtotal: int,
    shipping_fee: int,
    tax: int,
    total: int,
    platform_discount: int,
    remark: str,
) -> None:
    """102 for fees (`domain.pricing`) not adding up, a discount past the goods, a note to the
    shop too long or a line's quantity out of range."""
    if total != subtotal + shipping_fee + tax:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="total")
    if not 0 <= platform_discount <= subtotal:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="platform_discount")
    if not note_fits(remark):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="remark")
    for line in lines:
        check_quantity(int(line["num"]))


def product_of(line: dict[str, Any]) -> int:
    """The product a line bought (`goods_id` in lines of the earliest orders; 0 if none)."""
    return int(line.get("shop_goods_id", line.get("goods_id", 0)))


class OrderLines:
    """A mixin of `Order`: reads the state its events set."""

    lines: list[dict[str, Any]]
    shop_id: int
    status: OrderStatus
    total: int
    platform_discount: int

    @property
    def payable(self) -> int:
        """What the buyer pays: the total less the platform's discount (the escrow still
        holds the whole total, and the seller is settled on it)."""
        return self.total - self.platform_discount

    def quantities(self) -> dict[int, int]:
        """Units per SKU."""
        per_sku: dict[int, int] = {}
        for line in self.lines:
            per_sku[int(line["sku_id"])] = per_sku.get(int(line["sku_id"]), 0) + int(line["num"])
        return per_sku

    def reviewable_line(
        self, shop_goods_id: int, sku_id: int, own_shop_id: int | None = None
    ) -> dict[str, Any]:
        """The bought line its buyer may review now: 103 `sku_id` when the order has no such
        line, 111 `own_goods` when the order's shop is `own_shop_id` (the shop the buyer owns
        now), 108 before the buyer confirmed receipt."""
        for line in self.lines:
            if (int(line["shop_goods_id"]), int(line["sku_id"])) == (shop_goods_id, sku_id):
                require_not_own_goods(self.shop_id, own_shop_id)
                self._require(*REVIEWABLE_STATUSES)
                return line
        raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="sku_id")

    def line_keys(self) -> set[tuple[int, int]]:
        """(shop_goods_id, sku_id) of every line."""
        return {(int(line["shop_goods_id"]), int(line["sku_id"])) for line in self.lines}

    def _require(self, *statuses: OrderStatus) -> None:
        if self.status not in statuses:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
