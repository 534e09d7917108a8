"""Which rate an order pays: the rules in force when it is paid, the most specific winning.

A shop's own rule covers all of its orders. Otherwise each line pays its product's category's
rule, or the nearest ancestor's that has one, or else the default; so one order's lines may pay
different rates. Its commission is then Σ(line subtotal × line rate) / 100, rounded half up once
for the order, and the order records its effective rate (that exact sum ÷ subtotal × 100) so a
later partial refund recomputes at the rate the order was paid at."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal, localcontext

from domain.pricing import Commission, CommissionRule

EXACT_DIGITS = 60
"""Significant digits the effective rate is divided out to before it is cut to length: far
past what any order's subtotal needs (see `effective_percent`)."""


def percent_text(percent: Decimal) -> str:
    """A rate as the events and the wire carry it: plain digits, no exponent, no trailing
    zeros ("7.5", "10", "0")."""
    text = format(percent.normalize(), "f")
    return "0" if text in ("-0", "") else text


@dataclass(frozen=True)
class CommissionRates:
    """The rules in force (from the `commission_rules` read model) and the category tree's
    parents they are looked up through."""

    default: Decimal
    shops: Mapping[int, Decimal] = field(default_factory=dict)
    categories: Mapping[int, Decimal] = field(default_factory=dict)
    parents: Mapping[int, int | None] = field(default_factory=dict)
    """Each category's parent (None at the top)."""

    def category_rate(self, category_id: int | None) -> Decimal | None:
        """The rule of the category or of its nearest ancestor that has one."""
        seen: set[int] = set()
        while category_id is not None and category_id not in seen:
            rate = self.categories.get(category_id)
            if rate is not None:
                return rate
            seen.add(category_id)
            category_id = self.parents.get(category_id)
        return None

    def rate_of(self, shop_id: int, category_id: int | None) -> Decimal:
        """The rate one line of a shop's order pays: the shop's, its category's, or the
        default."""
        shop_rate = self.shops.get(shop_id)
        if shop_rate is not None:
            return shop_rate
        category_rate = self.category_rate(category_id)
        return self.default if category_rate is None else category_rate

    def commission_of(
        self, shop_id: int, subtotal: int, lines: Sequence[tuple[int, int | None]]
    ) -> Commission:
        """The order's commission and its effective rate; `lines` are (line subtotal, the
        product's category or None)."""
        rated = [
            (line_subtotal, self.rate_of(shop_id, category)) for line_subtotal, category in lines
        ]
        rates = {rate for _, rate in rated}
        if len(rates) <= 1:
            rate = rates.pop() if rates else self.rate_of(shop_id, None)
            return Commission(CommissionRule(rate).of(subtotal), percent_text(rate))
        weighted = sum((Decimal(line_subtotal) * rate for line_subtotal, rate in rated), Decimal(0))
        amount = int((weighted / 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))
        return Commission(amount, effective_percent(weighted, subtotal, amount))


def effective_percent(weighted: Decimal, subtotal: int, amount: int) -> str:
    """`weighted` (Σ line subtotal × line rate) ÷ `subtotal`: the order's rate, exact where it
    ends within `places`, else rounded up at `places` = the rates' places + the subtotal's
    digits + 2, which takes the same `amount` of the whole subtotal again.

    Up, never down: a commission of exactly k + ½ cents then still rounds to k + 1; any other
    lies at least 10^-(p+2) cents from a half (p: the rates' places), which the rounding error,
    below subtotal × 10^-places / 100, stays well under at those places. The check after it
    only guards that argument."""
    if subtotal <= 0:
        return "0"
    with localcontext() as context:
        context.prec = EXACT_DIGITS
        exact = weighted / subtotal
    exponent = weighted.as_tuple().exponent
    rate_places = max(-exponent, 0) if isinstance(exponent, int) else 0
    first = rate_places + len(str(subtotal)) + 2
    for places in range(first, EXACT_DIGITS // 2):
        candidate = exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_CEILING)
        if CommissionRule(candidate).of(subtotal) == amount:
            return percent_text(candidate)
    return percent_text(exact)
