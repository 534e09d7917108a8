"""The Cart aggregate: one per user, and one per guest session until the guest signs in."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.own_goods import OWN_GOODS, is_own_goods, require_not_own_goods

MAX_QUANTITY = 999
MAX_LINES = 100

# Why a line cannot hold (or buy) the quantity asked for; the wire carries these words as is.
OUT_OF_STOCK = "out_of_stock"
QUANTITY_LIMIT = "quantity_limit"
LINE_LIMIT = "line_limit"
MISSING = "missing"


def line_problem(num: int, stock: int) -> str | None:
    """Why `num` units of a SKU with `stock` on hand cannot be in one line (the tighter of the
    999 cap and the stock), or None when they can."""
    if num <= min(MAX_QUANTITY, stock):
        return None
    return QUANTITY_LIMIT if stock >= MAX_QUANTITY else OUT_OF_STOCK


@dataclass(frozen=True)
class MergeAdjustment:
    """A guest line that did not carry over in full: the quantity the merged line would have
    had, the quantity it has, and why."""

    shop_goods_id: int
    sku_id: int
    requested: int
    kept: int
    reason: str


def line_key(shop_goods_id: int, sku_id: int) -> str:
    # A string, not a tuple: snapshots are JSON, whose object keys are strings.
    return f"{shop_goods_id}:{sku_id}"


def line_of(key: str) -> tuple[int, int]:
    """(shop_goods_id, sku_id) of a line key."""
    goods_id, sku_id = key.split(":")
    return int(goods_id), int(sku_id)


def user_owner(uid: int) -> str:
    return f"user:{uid}"


def guest_owner(sid_digest: str) -> str:
    # The digest, never the raw sid: whoever reads the event log must not learn live sids.
    return f"guest:{sid_digest}"


class Cart(Aggregate):
    """Lines of (product, SKU, quantity); prices are never stored, a cart shows today's."""

    class Started(Aggregate.Created):
        owner: str

    class LineAdded(Aggregate.Event):
        shop_goods_id: int
        sku_id: int
        num: int
        at: datetime

    class QuantityChanged(Aggregate.Event):
        shop_goods_id: int
        sku_id: int
        num: int
        at: datetime

    class LineRemoved(Aggregate.Event):
        shop_goods_id: int
        sku_id: int
        at: datetime

    class Emptied(Aggregate.Event):
        at: datetime

    @staticmethod
    def create_id(owner: str) -> UUID:
        # Found again from the uid (or the guest's sid digest) alone.
        return uuid5(NAMESPACE_URL, f"/bazaar/carts/{owner}")

    @event(Started)
    def __init__(self, owner: str) -> None:
        self.owner = owner
        self.lines: dict[str, int] = {}

    def quantity(self, shop_goods_id: int, sku_id: int) -> int:
        return self.lines.get(line_key(shop_goods_id, sku_id), 0)

    def add(
        self,
        shop_goods_id: int,
        sku_id: int,
        num: int,
        stock: int,
        at: datetime,
        *,
        shop_id: int | None = None,
        own_shop_id: int | None = None,
    ) -> None:
        """Adds `num` to the line (made if new); `stock` is the SKU's stock right now. 111
        `own_goods` when the product's `shop_id` is `own_shop_id`, the shop the owner owns."""
        require_not_own_goods(shop_id, own_shop_id)
        check_quantity(num)
        key = line_key(shop_goods_id, sku_id)
        if key not in self.lines and len(self.lines) >= MAX_LINES:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="sku_id")
        wanted = self.lines.get(key, 0) + num
        check_quantity(wanted)
        if wanted > stock:
            raise BusinessRuleViolation(ErrorCode.OUT_OF_STOCK)
        self._line_added(shop_goods_id, sku_id, num, at)

    @event(LineAdded)
    def _line_added(self, shop_goods_id: int, sku_id: int, num: int, at: datetime) -> None:
        key = line_key(shop_goods_id, sku_id)
        self.lines[key] = self.lines.get(key, 0) + num

    def change_quantity(
        self,
        shop_goods_id: int,
        sku_id: int,
        num: int,
        stock: int,
        at: datetime,
        *,
        shop_id: int | None = None,
        own_shop_id: int | None = None,
    ) -> None:
        """Sets the line's quantity. A line of the owner's own shop (carted before the shop
        was theirs) answers 111 `own_goods`: it can only be removed."""
        self._require_line(shop_goods_id, sku_id)
        require_not_own_goods(shop_id, own_shop_id)
        check_quantity(num)
        if num > stock:
            raise BusinessRuleViolation(ErrorCode.OUT_OF_STOCK)
        self._quantity_changed(shop_goods_id, sku_id, num, at)

    @event(QuantityChanged)
    def _quantity_changed(self, shop_goods_id: int, sku_id: int, num: int, at: datetime) -> None:
        self.lines[line_key(shop_goods_id, sku_id)] = num

    def remove(self, shop_goods_id: int, sku_id: int, at: datetime) -> None:
        self._require_line(shop_goods_id, sku_id)
        self._line_removed(shop_goods_id, sku_id, at)

    @event(LineRemoved)
    def _line_removed(self, shop_goods_id: int, sku_id: int, at: datetime) -> None:
        del self.lines[line_key(shop_goods_id, sku_id)]

    def empty(self, at: datetime) -> None:
        if self.lines:
            self._emptied(at)

    @event(Emptied)
    def _emptied(self, at: datetime) -> None:
        self.lines.clear()

    def take_over(
        self,
        guest: Cart,
        stock: Mapping[str, int],
        at: datetime,
        *,
        shops: Mapping[str, int] | None = None,
        own_shop_id: int | None = None,
    ) -> list[MergeAdjustment]:
        """Moves a guest's lines into this cart at sign-in under the rules `add` enforces:
        quantities add up to at most 999 and the stock (`stock` by line key, a missing key
        meaning the SKU is gone), no 101st line, no goods of `own_shop_id` (`shops` gives each
        line's shop), and the user's own lines never shrink. Answers every line that did not
        carry over in full. The guest cart ends up empty; the caller saves both carts in one
        `save`, so a line is never in both or in neither."""
        adjustments: list[MergeAdjustment] = []
        for key, num in list(guest.lines.items()):
            had = self.lines.get(key, 0)
            own = is_own_goods((shops or {}).get(key), own_shop_id)
            kept, reason = self._merged_quantity(key, had + num, stock.get(key), own=own)
            shop_goods_id, sku_id = line_of(key)
            if kept > had:
                self._line_added(shop_goods_id, sku_id, kept - had, at)
            if reason is not None:
                adjustments.append(
                    MergeAdjustment(shop_goods_id, sku_id, had + num, max(kept, had), reason)
                )
        guest.empty(at)
        return adjustments

    def _merged_quantity(
        self, key: str, wanted: int, stock: int | None, *, own: bool
    ) -> tuple[int, str | None]:
        """(the quantity the line may hold, why it is less than `wanted` or None)."""
        if stock is None:
            return 0, MISSING
        if own:
            return 0, OWN_GOODS
        if key not in self.lines and len(self.lines) >= MAX_LINES:
            return 0, LINE_LIMIT
        problem = line_problem(wanted, stock)
        return (wanted if problem is None else min(MAX_QUANTITY, stock)), problem

    def _require_line(self, shop_goods_id: int, sku_id: int) -> None:
        if line_key(shop_goods_id, sku_id) not in self.lines:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND)


def check_quantity(num: Any) -> None:
    """A line holds 1 to 999 units; 102 `num` otherwise."""
    if not 1 <= num <= MAX_QUANTITY:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="num")
