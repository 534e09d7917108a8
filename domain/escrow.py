"""What an order's escrow pays out once cases have refunded part of it, and how a case moves
the order's clocks on."""

from __future__ import annotations

from datetime import datetime, timedelta
from decimal import Decimal

from domain.pricing import CommissionRule


def commission_after_refunds(
    commission: int, commission_percent: str | None, subtotal: int, refunded: int
) -> int:
    """The commission on `max(0, subtotal − refunded)` at the rate of the payment, half up; for
    an order paid before rates were recorded, the fixed `commission` in proportion, half up."""
    if not refunded:
        return commission
    kept = max(0, subtotal - refunded)
    if commission_percent is not None:
        return CommissionRule(Decimal(commission_percent)).of(kept)
    return (2 * commission * kept + subtotal) // (2 * subtotal)


def moved_on(receipt_at: datetime, case_opened_at: datetime, case_closed_at: datetime) -> datetime:
    """Where the finishing delay counts from after a case: it stood still from the later of the
    receipt and the case's opening until the case closed."""
    stood_still_from = max(receipt_at, case_opened_at)
    return receipt_at + max(case_closed_at - stood_still_from, timedelta(0))
