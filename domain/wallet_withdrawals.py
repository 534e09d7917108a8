"""What a Wallet does about withdrawals: the commands only; the Wallet records their events."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.money import AmountRule
from domain.review import ReviewRule, reviewer_remark
from domain.text import ADDRESS_MAX_LENGTH, required_text


class WalletWithdrawals:
    """A mixin of `Wallet`: checks and decides; the Wallet's event methods record."""

    owner_uid: int
    available: int
    pending_withdrawals: dict[str, int]
    approvers: dict[str, list[int]]

    _withdrawal_requested: Callable[[str, str, int, str, datetime], None]
    _withdrawal_approval_recorded: Callable[[str, int, str, datetime], None]
    _withdrawal_approved: Callable[[str, int, int, str, datetime], None]
    _withdrawal_rejected: Callable[[str, int, int, str, datetime], None]

    def request_withdrawal(
        self,
        withdrawal_id: str,
        method: str,
        amount: int,
        address: str,
        rule: AmountRule,
        at: datetime,
    ) -> None:
        rule.check(amount)
        payee = required_text(address, "address", ADDRESS_MAX_LENGTH)
        if self.pending_withdrawals:
            raise BusinessRuleViolation(ErrorCode.WITHDRAWAL_PENDING)
        if amount > self.available:
            raise BusinessRuleViolation(ErrorCode.INSUFFICIENT_BALANCE, context="withdraw")
        self._withdrawal_requested(withdrawal_id, method, amount, payee, at)

    def approve_withdrawal(
        self, withdrawal_id: str, reviewer_uid: int, remark: str, at: datetime, rule: ReviewRule
    ) -> None:
        """Pays out the amount, unless the `rule` wants another reviewer's approval first."""
        note = reviewer_remark(self.owner_uid, reviewer_uid, remark, required=False)
        amount = self._pending(self.pending_withdrawals, withdrawal_id)
        if rule.approval_decides(amount, self.approvers.get(withdrawal_id, []), reviewer_uid):
            self._withdrawal_approved(withdrawal_id, amount, reviewer_uid, note, at)
        else:
            self._withdrawal_approval_recorded(withdrawal_id, reviewer_uid, note, at)

    def reject_withdrawal(
        self, withdrawal_id: str, reviewer_uid: int, remark: str, at: datetime
    ) -> None:
        note = reviewer_remark(self.owner_uid, reviewer_uid, remark, required=True)
        amount = self._pending(self.pending_withdrawals, withdrawal_id)
        self._withdrawal_rejected(withdrawal_id, amount, reviewer_uid, note, at)

    @staticmethod
    def _pending(pending: dict[str, Any], application_id: str) -> int:
        if application_id not in pending:
            # Already decided, or never asked for: a second decision must not move money.
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS)
        return int(pending[application_id])
