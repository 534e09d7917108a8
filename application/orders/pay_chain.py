"""The shopper pays unpaid orders with one chain transfer (`order/pay_chain`).

The quote says how much to send and where: what the orders owe beyond the wallet's balance
(or all of it), to the chain method's deposit address. The transfer's id is then filed as a
chain recharge of the wallet carrying the orders, in the same save as each order recording
that it awaits it (which keeps it from being cancelled for non-payment meanwhile); the
verifier reads the chain at once, and the recharge's approval pays the orders in its own
save (`application.orders.chain_payments`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from datetime import datetime
from uuid import uuid4

from application.bazaar import retry_on_conflict
from application.errors import ServiceErrorCode
from application.idempotency import Answer, IdempotencyKeys
from application.orders.service import CONFLICT_ATTEMPTS, Orders
from application.ports import ProjectionWait
from application.wallet.chains import is_valid_transaction_id, transaction_key
from application.wallet.methods import RechargeMethod
from application.wallet.service import Wallets
from application.wallet.transaction_claims import TransactionClaims
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.money import AmountRule
from domain.order import Order
from domain.wallet import Wallet

PROOF_ON_CHAIN = ""
"""A chain recharge's proof image: none, its transfer is its proof."""


@dataclass(frozen=True)
class ChainQuote:
    amount: int
    """What is due beyond the wallet's available balance (0 when the balance covers it)."""
    whole_amount: int
    """What the orders owe in all."""
    balance: int
    method: RechargeMethod
    expires_at: datetime
    """The orders' earliest payment deadline."""


@dataclass(frozen=True)
class ChainPaymentForm:
    order_ids: list[str]
    method: str
    transaction_id: str
    amount: int


class PayOnChain:
    """Quoting and filing a chain payment of the shopper's unpaid orders."""

    def __init__(
        self,
        orders: Orders,
        wallets: Wallets,
        methods: Mapping[str, RechargeMethod],
        claims: TransactionClaims,
        idempotency: IdempotencyKeys,
        await_projections: ProjectionWait,
    ) -> None:
        self.orders = orders
        self.wallets = wallets
        self.methods = methods
        self.claims = claims
        self.idempotency = idempotency
        self.await_projections = await_projections

    def quote(self, uid: int, order_ids: Sequence[str], method: str) -> ChainQuote:
        """30903 not a chain method; 102 no orders; 103 one not the caller's; 108 one not
        awaiting payment, past its deadline or awaiting a chain payment already."""
        chain_method = self._chain_method(method)
        now = self.orders.clock()
        orders = self._payable(uid, order_ids, now)
        return _quoted(orders, self.wallets.load(uid, now), chain_method)

    def file(self, uid: int, form: ChainPaymentForm, idempotency_key: str | None) -> Answer:
        """Files the transfer: answers {recharge_id, amount}. The quote's refusals, and 102
        `amount` (not the quote's `amount` or `whole_amount` now), 102 `transaction_id`
        (not one of the chain's, or used before), 30902 (another recharge pending)."""

        def act() -> Answer:
            return {"recharge_id": self._file(uid, form), "amount": form.amount}

        fields = asdict(form)
        return self.idempotency.once(uid, idempotency_key, "order/pay_chain", fields, act)

    def _file(self, uid: int, form: ChainPaymentForm) -> str:
        method = self._chain_method(form.method)
        chain = method.chain
        assert chain is not None  # a chain method (`_chain_method`)
        transaction_id = form.transaction_id.strip()
        if not is_valid_transaction_id(chain, transaction_id):
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="transaction_id")
        key = transaction_key(chain, transaction_id)
        recharge_id = uuid4().hex
        try:
            notification_id = self._filed(uid, form, method, transaction_id, recharge_id)
        except BaseException:
            self.claims.let_go(chain, key, uid, recharge_id)
            raise
        self.await_projections(notification_id)
        return recharge_id

    @retry_on_conflict(CONFLICT_ATTEMPTS)
    def _filed(
        self,
        uid: int,
        form: ChainPaymentForm,
        method: RechargeMethod,
        transaction_id: str,
        recharge_id: str,
    ) -> int:
        """The recharge and every order's awaiting it, in one save."""
        now = self.orders.clock()
        orders = self._payable(uid, form.order_ids, now)
        wallet = self.wallets.load(uid, now)
        quote = _quoted(orders, wallet, method)
        if form.amount <= 0 or form.amount not in (quote.amount, quote.whole_amount):
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="amount")
        assert method.chain is not None  # a chain method (`_chain_method`)
        chain = method.chain
        wallet.request_recharge(
            recharge_id,
            method.method,
            form.amount,
            transaction_id,
            PROOF_ON_CHAIN,
            method.address,
            self._rule(method),
            now,
            chain=chain,
            orders={str(order.id): order.order_sn for order in orders},
        )
        for order in orders:
            order.await_chain_payment(
                recharge_id, method.method, chain.value, transaction_id, form.amount, uid, now
            )
        self.claims.claim(chain, transaction_key(chain, transaction_id), uid, recharge_id)
        return self.orders.application.save_and_position(wallet, *orders)

    def _chain_method(self, name: str) -> RechargeMethod:
        method = self.methods.get(name)
        if method is None or method.chain is None:
            raise BusinessRuleViolation(ServiceErrorCode.BAD_RECHARGE_METHOD)
        return method

    def _payable(self, uid: int, order_ids: Sequence[str], now: datetime) -> list[Order]:
        if not order_ids:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="order_ids")
        orders = [self.orders.load_own(uid, order_id) for order_id in dict.fromkeys(order_ids)]
        for order in orders:
            order.require_payable(now)
        return orders

    def _rule(self, method: RechargeMethod) -> AmountRule:
        """An order's amount to the cent, up to the site's and the method's maximum: the
        recharge limits' minimum and step are for top-ups."""
        maximums = [m for m in (self.wallets.recharge_rule.maximum, method.maximum) if m]
        return AmountRule(maximum=min(maximums) if maximums else None)


def _quoted(orders: Sequence[Order], wallet: Wallet, method: RechargeMethod) -> ChainQuote:
    whole = sum(order.payable for order in orders)
    return ChainQuote(
        amount=max(whole - wallet.available, 0),
        whole_amount=whole,
        balance=wallet.available,
        method=method,
        expires_at=min(order.pay_deadline for order in orders),
    )
