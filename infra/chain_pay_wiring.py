"""Paying orders on chain (`order/pay_chain`), wired over the wallet's and the orders'
services: the shopper's quote and filing, and the policy that pays the orders in the save of
their recharge's approval (plugged into `Wallets.recharge_decided`, as the wallet's capability
cannot reach the orders')."""

from __future__ import annotations

from application.catalogue.service import Catalogue
from application.orders.chain_payments import ChainPaymentDecisions
from application.orders.pay_chain import PayOnChain
from application.wallet.methods import confirmations_needed
from infra.wiring import OrderServices, Parts, WalletServices, order_services


class OrderChainServices(OrderServices):
    pay_on_chain: PayOnChain


def order_and_chain_payment_services(
    parts: Parts, wallet: WalletServices, catalogue: Catalogue
) -> OrderChainServices:
    """The orders' services, paying orders on chain too."""
    wallets, shopper_wallet = wallet["wallets"], wallet["shopper_wallet"]
    orders = order_services(parts, wallets, catalogue)
    wallets.recharge_decided = ChainPaymentDecisions(orders["orders"]).decided
    orders["shopper_orders"].confirmations = confirmations_needed(shopper_wallet.methods)
    pay_on_chain = PayOnChain(
        orders["orders"],
        wallets,
        shopper_wallet.methods,
        shopper_wallet.claims,
        parts.idempotency,
        parts.await_projections,
    )
    return OrderChainServices(**orders, pay_on_chain=pay_on_chain)
