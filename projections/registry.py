"""Every read model the runner keeps up to date (the policies are the application's:
`application.policies`, composed with these in `infra.bootstrap`)."""

from __future__ import annotations

from projections import (
    cart_lines,
    commission_rules,
    disputes,
    order_chain_payments,
    orders,
    period_closes,
    recharges,
    settlements,
    shop_applications,
    staff_actions,
    stock_movements,
    wallet_balances,
    withdrawals,
)
from projections.projection import Projection

ALL_PROJECTIONS: tuple[Projection, ...] = (
    wallet_balances.projection,
    recharges.projection,
    withdrawals.projection,
    cart_lines.projection,
    orders.projection,
    order_chain_payments.projection,
    disputes.projection,
    shop_applications.projection,
    settlements.projection,
    period_closes.projection,
    stock_movements.projection,
    staff_actions.projection,
    commission_rules.projection,
)
