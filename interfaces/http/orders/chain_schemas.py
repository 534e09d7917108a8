"""Request and response Structs of paying orders on chain (`order/pay_chain/*`); the
`chain_payment` an order shows is `schemas.ChainPaymentView`."""

from __future__ import annotations

import builtins
from typing import Annotated

import msgspec

from application.orders.pay_chain import ChainPaymentForm, ChainQuote
from application.timeutil import unix_seconds
from interfaces.http.orders.schemas import OrderId
from interfaces.http.schemas import ApiRequest

OrderIds = Annotated[builtins.list[OrderId], msgspec.Meta(max_length=100)]
MethodName = Annotated[str, msgspec.Meta(max_length=64)]


class ChainQuoteRequest(ApiRequest, kw_only=True):
    order_ids: OrderIds
    method: MethodName
    """A chain method of `system/config`'s `recharge_list` (30903 otherwise)."""


class ChainPayRequest(ChainQuoteRequest, kw_only=True):
    transaction_id: Annotated[str, msgspec.Meta(max_length=128)]
    amount: int
    """The quote's `amount` or `whole_amount`, in cents, as it stands when filing."""

    def form(self) -> ChainPaymentForm:
        return ChainPaymentForm(list(self.order_ids), self.method, self.transaction_id, self.amount)


class ChainQuoteView(msgspec.Struct, kw_only=True):
    amount: int
    """Cents still due beyond the wallet's available balance (0: the balance covers it all)."""
    whole_amount: int
    """Cents the orders owe in all."""
    balance: int
    address: str
    """Where to send the token (the method's deposit address)."""
    chain: str
    token: str | None
    token_contract: str | None
    decimals: int | None
    chain_id: int | None
    confirmations: int | None
    expires_time: int
    """Unix seconds: the orders' earliest `pay_deadline_time`."""


def chain_quote_view(quote: ChainQuote) -> ChainQuoteView:
    method = quote.method
    return ChainQuoteView(
        amount=quote.amount,
        whole_amount=quote.whole_amount,
        balance=quote.balance,
        address=method.address,
        chain=str(method.chain),
        token=method.token,
        token_contract=method.token_contract,
        decimals=method.decimals,
        chain_id=method.chain_id,
        confirmations=method.confirmations,
        expires_time=unix_seconds(quote.expires_at),
    )


class ChainPaymentFiled(msgspec.Struct):
    recharge_id: str
    amount: int
