"""Read model: the latest chain payment of each order (`chain_payment` of `order/detail` and
`order/list`), from the Order's events (filed, decided) and the Wallet's chain checks of its
recharge in between.

`state` in the API's words: `sent` (the chain has not shown the transaction yet), `confirming`,
`verified` (above the automatic limit: a reviewer decides), `mismatch` (with `reasons`), and
once decided `paid`, `credited` (approved, but the order could not be paid from it: the money
stayed in the wallet) or `rejected`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Column,
    Connection,
    Integer,
    String,
    Table,
    Text,
    delete,
    insert,
    select,
    update,
)

from domain.chain_checks import CONFIRMING, MISMATCH, NOT_FOUND, VERIFIED
from domain.order import Order
from domain.wallet import Wallet
from projections.metadata import read_metadata
from projections.projection import Projection

SENT = "sent"
UNDECIDED = (SENT, CONFIRMING, VERIFIED, MISMATCH)
_STATE_OF_CHECK = {NOT_FOUND: SENT, CONFIRMING: CONFIRMING, VERIFIED: VERIFIED, MISMATCH: MISMATCH}

order_chain_payments = Table(
    "order_chain_payments",
    read_metadata,
    Column("order_id", String(36), primary_key=True),
    Column("recharge_id", String(64), nullable=False, index=True),
    Column("method", Text, nullable=False),
    Column("chain", String(16), nullable=False),
    Column("transaction_id", Text, nullable=False),
    Column("amount", BigInteger, nullable=False),
    Column("state", String(16), nullable=False),
    Column("confirmations", Integer, nullable=False),
    Column("reasons", JSON, nullable=False),
)


@dataclass(frozen=True)
class ChainPaymentRecord:
    recharge_id: str
    method: str
    chain: str
    transaction_id: str
    amount: int
    state: str
    confirmations: int
    reasons: list[str]
    confirmations_needed: int = 0
    """The method's (filled in by the application, which knows the methods)."""


def _awaited(connection: Connection, event: Any) -> None:
    # The latest one is shown: a rejected payment may be followed by another.
    order_id = str(event.originator_id)
    connection.execute(
        delete(order_chain_payments).where(order_chain_payments.c.order_id == order_id)
    )
    connection.execute(
        insert(order_chain_payments).values(
            order_id=order_id,
            recharge_id=event.recharge_id,
            method=event.method,
            chain=event.chain,
            transaction_id=event.transaction_id,
            amount=event.amount,
            state=SENT,
            confirmations=0,
            reasons=[],
        )
    )


def _checked(connection: Connection, event: Any) -> None:
    connection.execute(
        update(order_chain_payments)
        .where(
            order_chain_payments.c.recharge_id == event.recharge_id,
            order_chain_payments.c.state.in_(UNDECIDED),
        )
        .values(
            state=_STATE_OF_CHECK[event.state],
            confirmations=event.confirmations,
            reasons=list(event.reasons),
        )
    )


def _ended(connection: Connection, event: Any) -> None:
    connection.execute(
        update(order_chain_payments)
        .where(
            order_chain_payments.c.order_id == str(event.originator_id),
            order_chain_payments.c.recharge_id == event.recharge_id,
        )
        .values(state=event.outcome)
    )


projection = Projection(
    name="order_chain_payments",
    tables=(order_chain_payments,),
    handlers={
        Order.ChainPaymentAwaited: _awaited,
        Wallet.RechargeChainChecked: _checked,
        Order.ChainPaymentEnded: _ended,
    },
)


def chain_payments_of(
    connection: Connection, order_ids: list[str]
) -> dict[str, ChainPaymentRecord]:
    """The latest chain payment of each of the orders that has one."""
    if not order_ids:
        return {}
    rows = connection.execute(
        select(order_chain_payments).where(order_chain_payments.c.order_id.in_(order_ids))
    )
    return {
        row.order_id: ChainPaymentRecord(
            recharge_id=row.recharge_id,
            method=row.method,
            chain=row.chain,
            transaction_id=row.transaction_id,
            amount=int(row.amount),
            state=row.state,
            confirmations=int(row.confirmations),
            reasons=list(row.reasons),
        )
        for row in rows
    }
