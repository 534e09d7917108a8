"""The Wallet aggregate: one per user; every cent that moves is one of its events."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain import chain_checks as checks
from domain import wallet_events as recorded
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.money import AmountRule
from domain.money_effects import MovesMoney
from domain.review import ReviewRule, reviewer_remark
from domain.text import TRANSACTION_ID_MAX_LENGTH, required_text
from domain.wallet_snapshots import WalletSnapshotUpcasts
from domain.wallet_withdrawals import WalletWithdrawals


class Wallet(WalletSnapshotUpcasts, WalletWithdrawals, MovesMoney, Aggregate):
    """Available and frozen balances, with at most one pending recharge and one withdrawal."""

    class_version = 5  # see WalletSnapshotUpcasts

    class Opened(Aggregate.Created):
        owner_uid: int
        at: datetime | None

    class RechargeRequested(recorded.RechargeRequest): ...

    class RechargeChainChecked(recorded.ChainCheckOutcome): ...

    class RechargeApprovalRecorded(recorded.RechargeApproval): ...

    class ChainPaymentCredited(recorded.ChainPaymentCredit): ...

    class RechargeApproved(recorded.RechargeDecision): ...

    class RechargeRejected(recorded.RechargeDecision): ...

    class WithdrawalRequested(recorded.WithdrawalRequest): ...

    class WithdrawalApprovalRecorded(recorded.WithdrawalApproval): ...

    class WithdrawalApproved(recorded.WithdrawalDecision): ...

    class WithdrawalRejected(recorded.WithdrawalDecision): ...

    class PaymentDebited(recorded.Payment): ...

    class RefundCredited(recorded.Refund): ...

    class SettlementCredited(recorded.Settlement): ...

    @staticmethod
    def create_id(owner_uid: int) -> UUID:
        # One wallet per user, found again from the uid alone.
        return uuid5(NAMESPACE_URL, f"/bazaar/wallets/{owner_uid}")

    @event(Opened)
    def __init__(self, owner_uid: int, at: datetime | None = None) -> None:
        # `at` is the application's clock (as on every other event), so an audit replays the
        # opening at the moment the rest of the history is measured against.
        self.owner_uid = owner_uid
        self.available = 0
        self.frozen = 0
        self.pending_recharges: dict[str, int] = {}
        self.pending_withdrawals: dict[str, int] = {}
        self.approvers: dict[str, list[int]] = {}  # the first approvals where two are needed
        # The last chain check of each pending recharge: {"state", "reasons", "confirmations"}.
        self.chain_checks: dict[str, dict[str, Any]] = {}
        self.recharge_references: dict[str, str] = {}  # each one quoted: its recharge
        self.recharge_orders: dict[str, list[str]] = {}  # a pending recharge's orders to pay

    # --- recharge -------------------------------------------------------------------

    def request_recharge(
        self,
        recharge_id: str,
        method: str,
        amount: int,
        transaction_id: str,
        proof_image: str,
        address: str,
        rule: AmountRule,
        at: datetime,
        *,
        proof_is_own_upload: bool = True,
        chain: str | None = None,
        reference: str | None = None,
        orders: Mapping[str, str] | None = None,
    ) -> None:
        """`method`, `chain`, `address` and `rule` are the site's settings; the proof being the
        requester's own upload, the transaction id well-formed and unused on its chain and the
        payment `reference` issued to this user are facts only the application can look up (a
        caller filing for a user vouches for them). A reference pays for one recharge only.
        `orders` ({order_id: order_sn}, the buyer's, checked by the caller) are what the
        recharge is filed to pay: only on a chain, whose transfer proves itself (no proof)."""
        rule.check(amount)
        transaction = required_text(transaction_id, "transaction_id", TRANSACTION_ID_MAX_LENGTH)
        if not proof_is_own_upload or (not proof_image.strip() and chain is None):
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="proof_image")
        if orders and chain is None:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="order_ids")
        if self.pending_recharges:
            raise BusinessRuleViolation(ErrorCode.RECHARGE_PENDING)
        if reference is not None and reference in self.recharge_references:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="reference")
        request = (recharge_id, method, amount, transaction, proof_image.strip(), address, at)
        paying = dict(orders or {})
        self._recharge_requested(*request, chain, reference, list(paying), list(paying.values()))

    @event(RechargeRequested)
    def _recharge_requested(
        self,
        recharge_id: str,
        method: str,
        amount: int,
        transaction_id: str,
        proof_image: str,
        address: str,
        at: datetime,
        chain: str | None,
        reference: str | None,
        order_ids: list[str],
        order_sns: list[str],
    ) -> None:
        self.pending_recharges[recharge_id] = amount
        if order_ids:
            self.recharge_orders[recharge_id] = list(order_ids)
        if reference is not None:
            self.recharge_references[reference] = recharge_id

    def record_chain_check(
        self,
        recharge_id: str,
        state: str,
        reasons: list[str],
        confirmations: int,
        at: datetime,
        *,
        auto_approve_max: int = 0,
    ) -> None:
        """Records what the chain said of a pending recharge's transaction (nothing when it
        says what it said last); a verified one of at most `auto_approve_max` cents is also
        approved by the system, which is never one of two reviewers."""
        amount = self._pending(self.pending_recharges, recharge_id)
        check = checks.checked_outcome(state, reasons, confirmations)
        if check == checks.last_check(self.chain_checks.get(recharge_id)):
            return
        self._recharge_chain_checked(recharge_id, state, list(check.reasons), confirmations, at)
        if checks.auto_approves(check, amount, auto_approve_max, self.approvers.get(recharge_id)):
            remark = checks.AUTO_APPROVAL_REMARK
            self._recharge_approved(recharge_id, amount, checks.SYSTEM_REVIEWER_UID, remark, at)

    @event(RechargeChainChecked)
    def _recharge_chain_checked(
        self, recharge_id: str, state: str, reasons: list[str], confirmations: int, at: datetime
    ) -> None:
        self.chain_checks[recharge_id] = checks.as_state(state, reasons, confirmations)

    def approve_recharge(
        self,
        recharge_id: str,
        reviewer_uid: int,
        remark: str,
        at: datetime,
        rule: ReviewRule,
        *,
        confirm_mismatch: bool = False,
    ) -> None:
        """Credits the amount, unless the `rule` wants another reviewer's approval first; a
        mismatch found on chain is approved only when confirmed, with a remark."""
        note = reviewer_remark(self.owner_uid, reviewer_uid, remark, required=False)
        amount = self._pending(self.pending_recharges, recharge_id)
        last = checks.last_check(self.chain_checks.get(recharge_id))
        checks.require_mismatch_confirmed(last, confirm_mismatch, note)
        if rule.approval_decides(amount, self.approvers.get(recharge_id, []), reviewer_uid):
            self._recharge_approved(recharge_id, amount, reviewer_uid, note, at)
        else:
            self._recharge_approval_recorded(recharge_id, reviewer_uid, note, at)

    @event(RechargeApprovalRecorded)
    def _recharge_approval_recorded(
        self, recharge_id: str, reviewer_uid: int, remark: str, at: datetime
    ) -> None:
        self.approvers.setdefault(recharge_id, []).append(reviewer_uid)

    @event(RechargeApproved)
    def _recharge_approved(
        self, recharge_id: str, amount: int, reviewer_uid: int, remark: str, at: datetime
    ) -> None:
        del self.pending_recharges[recharge_id]
        self.chain_checks.pop(recharge_id, None)
        self.recharge_orders.pop(recharge_id, None)
        self._move(self.RechargeApproved, amount)

    def reject_recharge(
        self, recharge_id: str, reviewer_uid: int, remark: str, at: datetime
    ) -> None:
        note = reviewer_remark(self.owner_uid, reviewer_uid, remark, required=True)
        amount = self._pending(self.pending_recharges, recharge_id)
        self._recharge_rejected(recharge_id, amount, reviewer_uid, note, at)

    @event(RechargeRejected)
    def _recharge_rejected(
        self, recharge_id: str, amount: int, reviewer_uid: int, remark: str, at: datetime
    ) -> None:
        del self.pending_recharges[recharge_id]
        self.chain_checks.pop(recharge_id, None)
        self.recharge_orders.pop(recharge_id, None)

    def orders_of_recharge(self, recharge_id: str) -> list[str]:
        """The orders a pending recharge was filed to pay (none for a top-up)."""
        return list(self.recharge_orders.get(recharge_id, []))

    def keep_chain_payment(
        self, recharge_id: str, amount: int, order_sns: list[str], at: datetime
    ) -> None:
        """Records that an approved recharge filed to pay orders paid none: its money stays
        in the wallet (the approval credited it already)."""
        self._chain_payment_credited(recharge_id, amount, list(order_sns), at)

    @event(ChainPaymentCredited)
    def _chain_payment_credited(
        self, recharge_id: str, amount: int, order_sns: list[str], at: datetime
    ) -> None:
        pass

    # --- withdrawal -----------------------------------------------------------------

    @event(WithdrawalRequested)
    def _withdrawal_requested(
        self, withdrawal_id: str, method: str, amount: int, address: str, at: datetime
    ) -> None:
        self.pending_withdrawals[withdrawal_id] = amount
        self._move(self.WithdrawalRequested, amount)

    @event(WithdrawalApprovalRecorded)
    def _withdrawal_approval_recorded(
        self, withdrawal_id: str, reviewer_uid: int, remark: str, at: datetime
    ) -> None:
        self.approvers.setdefault(withdrawal_id, []).append(reviewer_uid)

    @event(WithdrawalApproved)
    def _withdrawal_approved(
        self, withdrawal_id: str, amount: int, reviewer_uid: int, remark: str, at: datetime
    ) -> None:
        del self.pending_withdrawals[withdrawal_id]
        self._move(self.WithdrawalApproved, amount)

    @event(WithdrawalRejected)
    def _withdrawal_rejected(
        self, withdrawal_id: str, amount: int, reviewer_uid: int, remark: str, at: datetime
    ) -> None:
        del self.pending_withdrawals[withdrawal_id]
        self._move(self.WithdrawalRejected, amount)

    # --- payments -------------------------------------------------------------------

    def debit_payment(self, payment_id: str, amount: int, remark: str, at: datetime) -> None:
        AmountRule().check(amount)
        if amount > self.available:
            raise BusinessRuleViolation(ErrorCode.INSUFFICIENT_BALANCE, context="pay")
        self._payment_debited(payment_id, amount, remark, at)

    @event(PaymentDebited)
    def _payment_debited(self, payment_id: str, amount: int, remark: str, at: datetime) -> None:
        self._move(self.PaymentDebited, amount)

    def credit_refund(self, refund_id: str, amount: int, remark: str, at: datetime) -> None:
        AmountRule().check(amount)
        self._refund_credited(refund_id, amount, remark, at)

    @event(RefundCredited)
    def _refund_credited(self, refund_id: str, amount: int, remark: str, at: datetime) -> None:
        self._move(self.RefundCredited, amount)

    def credit_settlement(self, order_id: str, amount: int, remark: str, at: datetime) -> None:
        """Zero is refused too: an order whose commission took all of it credits nothing."""
        AmountRule().check(amount)
        self._settlement_credited(order_id, amount, remark, at)

    @event(SettlementCredited)
    def _settlement_credited(self, order_id: str, amount: int, remark: str, at: datetime) -> None:
        self._move(self.SettlementCredited, amount)
