"""The reviewers' console: the recharge and withdrawal queues and their decisions.

Each decision is a Wallet event naming the reviewer; the aggregate refuses a second decision
(108), so two reviewers acting at once cannot move the money twice. At and above the review
rule's threshold the first approval is only recorded and a second reviewer's decides; nobody
decides their own application (111).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from sqlalchemy import Engine

from application.ports import ProjectionWait
from application.review_queue import QueueCounts, QueueFilter, ReviewSla
from application.wallet import review_queries
from application.wallet.deposit_addresses import DepositAddresses, was_deposit_address
from application.wallet.service import Wallets
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.review import ReviewStatus
from projections import recharges, withdrawals
from projections.paging import Paged

# Re-exported (`as` themselves): the read-model rows this module answers with, for the edge.
from projections.recharges import Duplicate as Duplicate
from projections.recharges import RechargeRecord as RechargeRecord
from projections.recharges import recharge_applications
from projections.wallet_balances import balance_of
from projections.wallet_history import HistoryEntry, history_of
from projections.withdrawals import WithdrawalRecord as WithdrawalRecord
from projections.withdrawals import withdrawal_applications

HISTORY_LIMIT = 50

Reviewed = TypeVar("Reviewed", RechargeRecord, WithdrawalRecord)


@dataclass(frozen=True)
class RechargeDossier:
    """One application with what a reviewer checks it against."""

    recharge: RechargeRecord
    history: list[RechargeRecord]
    """The same user's other applications, newest first (at most 50)."""
    duplicates: list[Duplicate]


@dataclass(frozen=True)
class WithdrawalDossier:
    """One withdrawal with the user's money beside it."""

    withdrawal: WithdrawalRecord
    available: int
    frozen: int
    history: list[HistoryEntry]
    """The user's wallet entries, newest first (at most 50)."""
    withdrawals: list[WithdrawalRecord]
    """The user's other withdrawals, newest first (at most 50)."""


class WalletReview:
    """What a reviewer can do."""

    def __init__(
        self,
        engine: Engine,
        wallets: Wallets,
        await_projections: ProjectionWait,
        sla: ReviewSla,
        deposit_addresses: DepositAddresses,
    ) -> None:
        self.engine = engine
        self.deposit_addresses = deposit_addresses
        self.wallets = wallets
        self.await_projections = await_projections
        self.sla = sla

    def queue_counts(self) -> tuple[QueueCounts, QueueCounts]:
        """How many recharges and withdrawals wait, and how many of them are overdue."""
        overdue_before = self.sla.overdue_before()
        with self.engine.connect() as connection:
            recharges_waiting = recharge_applications.waiting_counts(connection, overdue_before)
            withdrawals_waiting = withdrawal_applications.waiting_counts(connection, overdue_before)
        return QueueCounts(*recharges_waiting), QueueCounts(*withdrawals_waiting)

    # -- recharges -----------------------------------------------------------------------

    def recharges(
        self,
        status: ReviewStatus,
        page: int,
        page_size: int,
        queue_filter: QueueFilter | None = None,
    ) -> Paged[RechargeRecord]:
        """The queue (`wait`, oldest first) or the decided ones (newest decision first),
        narrowed by `queue_filter`, each with its approvals and whether it is overdue."""
        now = self.sla.clock()
        with self.engine.connect() as connection:
            found = review_queries.recharge_review_list(
                connection, status, page, page_size, queue_filter or QueueFilter(), now
            )
        return replace(found, list=self._reviewed(found.list))

    def recharge_detail(self, recharge_id: str) -> RechargeDossier:
        """The application, the user's other ones and look-alikes by transaction or picture."""
        with self.engine.connect() as connection:
            record = review_queries.recharge_by_id(connection, recharge_id)
            if record is None:
                raise BusinessRuleViolation(ErrorCode.NOT_FOUND)
            return RechargeDossier(
                recharge=self._reviewed([record])[0],
                history=self._reviewed(
                    review_queries.other_recharges_of(
                        connection, record.uid, recharge_id, HISTORY_LIMIT
                    )
                ),
                duplicates=[
                    Duplicate(self._reviewed([duplicate.recharge])[0], duplicate.reasons)
                    for duplicate in review_queries.duplicates_of(connection, record)
                ],
            )

    def approve_recharge(
        self,
        reviewer_uid: int,
        recharge_id: str,
        remark: str | None,
        *,
        confirm_mismatch: bool = False,
    ) -> None:
        """Credits the amount to the user's available balance, or records the first of the
        two approvals an amount at or above the threshold needs; where the chain check found
        a mismatch, only with `confirm_mismatch` and a remark (102 naming the one missing)."""
        uid = self._recharge_owner(recharge_id)
        self.await_projections(
            self.wallets.approve_recharge(
                uid, recharge_id, reviewer_uid, remark or "", confirm_mismatch=confirm_mismatch
            )
        )

    def reject_recharge(self, reviewer_uid: int, recharge_id: str, remark: str) -> None:
        """Closes the application without moving money; the remark tells the user why."""
        uid = self._recharge_owner(recharge_id)
        self.await_projections(
            self.wallets.reject_recharge(uid, recharge_id, reviewer_uid, remark or "")
        )

    # -- withdrawals ---------------------------------------------------------------------

    def withdrawals(
        self,
        status: ReviewStatus,
        page: int,
        page_size: int,
        queue_filter: QueueFilter | None = None,
    ) -> Paged[WithdrawalRecord]:
        """The queue (`wait`, oldest first) or the decided ones (newest decision first),
        narrowed by `queue_filter`, each with its approvals, whether it is overdue and whether
        it pays to an address that was ever a deposit address of the platform's."""
        now = self.sla.clock()
        with self.engine.connect() as connection:
            found = review_queries.withdrawal_review_list(
                connection, status, page, page_size, queue_filter or QueueFilter(), now
            )
        return replace(found, list=self._flagged(self._reviewed(found.list)))

    def withdrawal_detail(self, withdrawal_id: str) -> WithdrawalDossier:
        """The withdrawal, the user's balance and wallet history and their other withdrawals;
        103 if unknown."""
        with self.engine.connect() as connection:
            record = review_queries.withdrawal_by_id(connection, withdrawal_id)
            if record is None:
                raise BusinessRuleViolation(ErrorCode.NOT_FOUND)
            available, frozen = balance_of(connection, record.uid)
            history = history_of(connection, record.uid, 1, HISTORY_LIMIT).list
            others = review_queries.other_withdrawals_of(
                connection, record.uid, withdrawal_id, HISTORY_LIMIT
            )
        return WithdrawalDossier(
            withdrawal=self._flagged(self._reviewed([record]))[0],
            available=available,
            frozen=frozen,
            history=list(history),
            withdrawals=self._flagged(self._reviewed(others)),
        )

    def approve_withdrawal(self, reviewer_uid: int, withdrawal_id: str, remark: str | None) -> None:
        """Pays the frozen amount out, or records the first of the two approvals an amount at
        or above the threshold needs."""
        uid = self._withdrawal_owner(withdrawal_id)
        self.await_projections(
            self.wallets.approve_withdrawal(uid, withdrawal_id, reviewer_uid, remark or "")
        )

    def reject_withdrawal(self, reviewer_uid: int, withdrawal_id: str, remark: str) -> None:
        """Returns the frozen amount to the available balance."""
        uid = self._withdrawal_owner(withdrawal_id)
        self.await_projections(
            self.wallets.reject_withdrawal(uid, withdrawal_id, reviewer_uid, remark or "")
        )

    # -- internals -----------------------------------------------------------------------

    def _reviewed(self, records: Sequence[Reviewed]) -> list[Reviewed]:
        """The records with the approvals they need and whether they wait past the SLA."""
        rule, overdue_before = self.wallets.review_rule, self.sla.overdue_before()
        return [
            replace(
                record,
                approvals_needed=rule.approvals_needed(record.amount),
                overdue=self.sla.is_overdue(record.status, record.requested_at, overdue_before),
            )
            for record in records
        ]

    def _flagged(self, records: Sequence[WithdrawalRecord]) -> list[WithdrawalRecord]:
        """The withdrawals, each saying whether its address was ever a deposit address."""
        recorded = self.deposit_addresses.all()
        return [
            replace(record, to_deposit_address=was_deposit_address(record.address, recorded))
            for record in records
        ]

    def _recharge_owner(self, recharge_id: str) -> int:
        with self.engine.connect() as connection:
            uid = recharges.owner_of_recharge(connection, recharge_id)
        if uid is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND)
        return uid

    def _withdrawal_owner(self, withdrawal_id: str) -> int:
        with self.engine.connect() as connection:
            uid = withdrawals.owner_of_withdrawal(connection, withdrawal_id)
        if uid is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND)
        return uid
