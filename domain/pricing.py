"""What an order costs on top of its lines: the per-shop shipping fee and tax.

The rates come from the settings (as a `FeeRule`); how they apply is the domain's rule, and an
`Order` refuses fees that do not add up.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal


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
