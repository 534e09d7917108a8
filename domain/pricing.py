"""What an order costs on top of its lines: the per-shop shipping fee and tax.

The rates come from the settings (as a `FeeRule`); how they apply is the domain's rule, and an
`Order` refuses fees that do not add up.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Protocol


@dataclass(frozen=True)
class Fees:
    subtotal: int
    shipping_fee: int
    tax: int

    @property
    def total(self) -> int:
        return self.subtotal + self.shipping_fee + self.tax


@dataclass(frozen=True)
class FeeRule:
    """Shipping and tax per shop, from the settings."""

    shipping_fee: int
    free_shipping_from: int
    tax_rate_percent: int

    def fees(self, subtotal: int) -> Fees:
        """Shipping below the free-shipping threshold; tax rounded half up."""
        shipping = self.shipping_fee if subtotal < self.free_shipping_from else 0
        # Round half up in integer cents: never a float near money.
        tax = (subtotal * self.tax_rate_percent + 50) // 100
        return Fees(subtotal, shipping, tax)


@dataclass(frozen=True)
class CommissionRule:
    """The platform's share of an order's subtotal, in percent (it may have decimals, as in
    "7.5"), rounded half up to the cent."""

    percent: Decimal

    def of(self, subtotal: int) -> int:
        share = Decimal(subtotal) * self.percent / 100
        return int(share.quantize(Decimal(1), rounding=ROUND_HALF_UP))

    def commission_of(
        self, shop_id: int, subtotal: int, lines: Sequence[tuple[int, int | None]]
    ) -> Commission:
        """One rate for every order and line."""
        return Commission(self.of(subtotal), str(self.percent))


@dataclass(frozen=True)
class Commission:
    """What an order owes the platform, fixed when it is paid, and the rate it was taken at
    (a decimal's text) that a partial refund recomputes it with."""

    amount: int
    percent: str


class CommissionTerms(Protocol):
    """How an order's commission is taken: one rate (`CommissionRule`) or the operator's rules
    (`domain.commission_rates.CommissionRates`)."""

    def commission_of(
        self, shop_id: int, subtotal: int, lines: Sequence[tuple[int, int | None]]
    ) -> Commission:
        """The commission of one shop's order of `subtotal`, whose `lines` are (line
        subtotal, the product's category or None)."""
        ...


def spread(amount: int, weights: Sequence[int]) -> list[int]:
    """`amount` shared in proportion to `weights` by largest remainder, so the shares add up to
    it to the cent (ties go to the earlier weight); all 0 when the weights are."""
    whole = sum(weights)
    if whole <= 0:
        return [0] * len(weights)
    shares = [amount * weight // whole for weight in weights]
    by_remainder = sorted(
        range(len(weights)), key=lambda index: (-(amount * weights[index] % whole), index)
    )
    for index in by_remainder[: amount - sum(shares)]:
        shares[index] += 1
    return shares


@dataclass(frozen=True)
class SubscriberDiscount:
    """A confirmed newsletter subscriber's one-time discount: `percent` (0 = none) of the
    goods subtotal of one checkout, rounded half up, at most `max_amount` cents (the platform
    pays it, so a large order must not make it a profit), spread over its shops' orders."""

    percent: int
    max_amount: int

    @property
    def offered(self) -> bool:
        """Whether there is a discount at all (neither figure is 0)."""
        return self.percent > 0 and self.max_amount > 0

    def shares(self, subtotals: Sequence[int]) -> list[int]:
        """Each order's part of the discount, in the order of `subtotals`."""
        amount = min((sum(subtotals) * self.percent + 50) // 100, max(self.max_amount, 0))
        return spread(amount, subtotals)
