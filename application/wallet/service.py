"""Wallet use cases: load, decide in the aggregate, save; stale saves are decided again."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from datetime import datetime
from uuid import uuid4

from eventsourcing.domain import Aggregate

from application.bazaar import Bazaar, retry_on_conflict
from application.ports import Clock
from application.wallet.chains import ChainCheck
from domain.money import AmountRule
from domain.review import ReviewRule
from domain.wallet import Wallet

RechargeDecided = Callable[[Wallet, str, int, Sequence[str], bool, datetime], Sequence[Aggregate]]
"""What else a recharge filed to pay orders changes once decided (the wallet, the recharge, its
amount, its orders, whether it was approved, now): the aggregates to save with the wallet, in
one save.
The orders' capability plugs it in (`application.orders.chain_payments`)."""


class Wallets:
    """Every change to a user's wallet; each method answers the last notification id saved.
    A concurrent save of the same wallet makes ours stale: the method decides again."""

    def __init__(
        self,
        application: Bazaar,
        clock: Clock,
        recharge_rule: AmountRule,
        withdraw_rule: AmountRule,
        review_rule: ReviewRule | None = None,
        auto_approve_max: int = 0,
    ) -> None:
        self.application = application
        self.clock = clock
        self.recharge_rule = recharge_rule
        self.withdraw_rule = withdraw_rule
        self.review_rule = review_rule or ReviewRule()
        self.auto_approve_max = auto_approve_max
        """Cents up to which the system approves a recharge verified on chain (0: never)."""
        self.recharge_decided: RechargeDecided | None = None

    def _saved_with_orders(
        self, wallet: Wallet, recharge: tuple[str, int, list[str]], approved: bool
    ) -> int:
        """Saves the wallet, with the orders of the `recharge` (id, amount, orders: as filed)
        paid or told when it was just decided, all in one save."""
        recharge_id, amount, orders = recharge
        touched: Sequence[Aggregate] = ()
        decided = recharge_id not in wallet.pending_recharges
        if orders and decided and self.recharge_decided is not None:
            now = self.clock()
            touched = self.recharge_decided(wallet, recharge_id, amount, orders, approved, now)
        return self.application.save_and_position(wallet, *touched)

    @staticmethod
    def _filed(wallet: Wallet, recharge_id: str) -> tuple[str, int, list[str]]:
        return (
            recharge_id,
            wallet.pending_recharges.get(recharge_id, 0),
            wallet.orders_of_recharge(recharge_id),
        )

    def load(self, uid: int, at: datetime | None = None) -> Wallet:
        """The user's wallet, opened (not yet saved) when it has no events."""
        return self.application.load_or_start(
            Wallet.create_id(uid), lambda: Wallet(owner_uid=uid, at=at or self.clock())
        )

    @retry_on_conflict()
    def request_recharge(
        self,
        uid: int,
        method: str,
        amount: int,
        transaction_id: str,
        proof_image: str,
        address: str,
        rule: AmountRule | None = None,
        *,
        proof_is_own_upload: bool = True,
        once_accepted: Callable[[], object] | None = None,
        chain: str | None = None,
        recharge_id: str | None = None,
        reference: str | None = None,
    ) -> tuple[str, int]:
        """Files a recharge for review; the balance moves only on approval. `rule` narrows the
        amount limits for the chosen method; `proof_is_own_upload` is what the uploads said
        of the proof (the Wallet refuses it when False); `once_accepted` runs after the Wallet
        accepted and before the save, so a refused request changes nothing outside it either
        (it runs again when a concurrent save makes the Wallet decide again); `recharge_id`
        is the caller's, when it must be known before the save; `reference` is the payment
        reference the shopper quoted (issued to them: the caller checked)."""
        now = self.clock()
        wallet = self.load(uid, now)
        recharge_id = recharge_id or uuid4().hex
        filed = (recharge_id, method, amount, transaction_id, proof_image, address)
        wallet.request_recharge(
            *filed,
            rule if rule is not None else self.recharge_rule,
            now,
            proof_is_own_upload=proof_is_own_upload,
            chain=chain,
            reference=reference,
        )
        if once_accepted is not None:
            once_accepted()
        return recharge_id, self.application.save_and_position(wallet)

    def recharge_recorded(self, uid: int, recharge_id: str) -> bool:
        """Whether the user's wallet holds the recharge, asked of the event store itself."""
        return any(
            isinstance(recorded, Wallet.RechargeRequested) and recorded.recharge_id == recharge_id
            for recorded in self.application.events.get(Wallet.create_id(uid))
        )

    def quoted_references(self, uid: int) -> Collection[str]:
        """The payment references the user's recharges quoted so far."""
        return self.load(uid).recharge_references.keys()

    @retry_on_conflict()
    def record_chain_check(self, uid: int, recharge_id: str, check: ChainCheck) -> int | None:
        """Records what the chain said of a pending recharge (108 once it is decided) and, for
        a verified one within `auto_approve_max`, the system's approval in the same save;
        answers the last notification id, or None when the Wallet recorded nothing new."""
        now = self.clock()
        wallet = self.load(uid, now)
        filed = self._filed(wallet, recharge_id)
        wallet.record_chain_check(
            recharge_id,
            check.state,
            list(check.reasons),
            check.confirmations,
            now,
            auto_approve_max=self.auto_approve_max,
        )
        return self._saved_with_orders(wallet, filed, approved=True) or None

    @retry_on_conflict()
    def approve_recharge(
        self,
        uid: int,
        recharge_id: str,
        reviewer_uid: int,
        remark: str,
        *,
        confirm_mismatch: bool = False,
    ) -> int:
        """Credits the amount, or records a first approval where `review_rule` wants two; a
        mismatch found on chain needs `confirm_mismatch` and a remark."""
        now = self.clock()
        wallet = self.load(uid, now)
        filed = self._filed(wallet, recharge_id)
        wallet.approve_recharge(
            recharge_id,
            reviewer_uid,
            remark,
            now,
            self.review_rule,
            confirm_mismatch=confirm_mismatch,
        )
        return self._saved_with_orders(wallet, filed, approved=True)

    @retry_on_conflict()
    def reject_recharge(self, uid: int, recharge_id: str, reviewer_uid: int, remark: str) -> int:
        now = self.clock()
        wallet = self.load(uid, now)
        filed = self._filed(wallet, recharge_id)
        wallet.reject_recharge(recharge_id, reviewer_uid, remark, now)
        return self._saved_with_orders(wallet, filed, approved=False)

    @retry_on_conflict()
    def request_withdrawal(
        self, uid: int, method: str, amount: int, address: str
    ) -> tuple[str, int]:
        """Freezes the amount at once; a reviewer pays it out or returns it."""
        now = self.clock()
        wallet = self.load(uid, now)
        withdrawal_id = uuid4().hex
        wallet.request_withdrawal(withdrawal_id, method, amount, address, self.withdraw_rule, now)
        return withdrawal_id, self.application.save_and_position(wallet)

    @retry_on_conflict()
    def approve_withdrawal(
        self, uid: int, withdrawal_id: str, reviewer_uid: int, remark: str
    ) -> int:
        """Pays the amount out, or records a first approval where `review_rule` wants two."""
        now = self.clock()
        wallet = self.load(uid, now)
        wallet.approve_withdrawal(withdrawal_id, reviewer_uid, remark, now, self.review_rule)
        return self.application.save_and_position(wallet)

    @retry_on_conflict()
    def reject_withdrawal(
        self, uid: int, withdrawal_id: str, reviewer_uid: int, remark: str
    ) -> int:
        now = self.clock()
        wallet = self.load(uid, now)
        wallet.reject_withdrawal(withdrawal_id, reviewer_uid, remark, now)
        return self.application.save_and_position(wallet)

    @retry_on_conflict()
    def debit_payment(self, uid: int, payment_id: str, amount: int, remark: str) -> int:
        now = self.clock()
        wallet = self.load(uid, now)
        wallet.debit_payment(payment_id, amount, remark, now)
        return self.application.save_and_position(wallet)
