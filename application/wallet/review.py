"""The reviewers' console: the recharge and withdrawal queues and their decisions.

Each decision is a Wallet event naming the reviewer; the aggregate refuses a second decision
(108), so two reviewers acting at once cannot move the money twice.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Engine

from application.ports import ProjectionWait
from application.wallet import review_queries
from application.wallet.service import Wallets
from domain.errors import BusinessRuleViolation, ErrorCode
from projections import recharges, withdrawals
from projections.paging import Paged
from projections.recharges import Duplicate, RechargeRecord
from projections.withdrawals import WithdrawalRecord

HISTORY_LIMIT = 50


@dataclass(frozen=True)
class RechargeDossier:
    """One application with what a reviewer checks it against."""

    recharge: RechargeRecord
    history: list[RechargeRecord]
    """The same user's other applications, newest first (at most 50)."""
    duplicates: list[Duplicate]


class WalletReview:
    """What a reviewer can do."""

    def __init__(self, engine: Engine, wallets: Wallets, await_projections: ProjectionWait) -> None:
        self.engine = engine
        self.wallets = wallets
        self.await_projections = await_projections

    # -- recharges -----------------------------------------------------------------------

    def recharges(self, status: str, page: int, page_size: int) -> Paged[RechargeRecord]:
        """The queue (`wait`, oldest first) or the decided ones (newest decision first)."""
        with self.engine.connect() as connection:
            return review_queries.recharge_review_list(connection, status, page, page_size)

    def recharge_detail(self, recharge_id: str) -> RechargeDossier:
        """The application, the user's other ones and look-alikes by transaction or picture."""
        with self.engine.connect() as connection:
            record = review_queries.recharge_by_id(connection, recharge_id)
            if record is None:
                raise BusinessRuleViolation(ErrorCode.NOT_FOUND)
            return RechargeDossier(
                recharge=record,
                history=review_queries.other_recharges_of(
                    connection, record.uid, recharge_id, HISTORY_LIMIT
                ),
                duplicates=review_queries.duplicates_of(connection, record),
            )

    def approve_recharge(self, reviewer_uid: int, recharge_id: str, remark: str | None) -> None:
        """Credits the amount to the user's available balance."""
        uid = self._recharge_owner(recharge_id)
        self.await_projections(
            self.wallets.approve_recharge(uid, recharge_id, reviewer_uid, remark or "")
        )

    def reject_recharge(self, reviewer_uid: int, recharge_id: str, remark: str) -> None:
        """Closes the application without moving money; the remark tells the user why."""
        uid = self._recharge_owner(recharge_id)
        self.await_projections(
            self.wallets.reject_recharge(uid, recharge_id, reviewer_uid, remark or "")
        )

    # -- withdrawals ---------------------------------------------------------------------

    def withdrawals(self, status: str, page: int, page_size: int) -> Paged[WithdrawalRecord]:
        """The queue (`wait`, oldest first) or the decided ones (newest decision first)."""
        with self.engine.connect() as connection:
            return review_queries.withdrawal_review_list(connection, status, page, page_size)

    def approve_withdrawal(self, reviewer_uid: int, withdrawal_id: str, remark: str | None) -> None:
        """Pays the frozen amount out."""
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
