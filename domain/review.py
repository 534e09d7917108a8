"""Where an application a reviewer checks stands, who may decide it, and how many approvals it
takes."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from enum import StrEnum

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.text import remark as checked_remark


class ReviewStatus(StrEnum):
    """A recharge's, withdrawal's or shop application's review status, in the API's words."""

    WAIT = "wait"
    """Filed, waiting for a decision (after a first approval too, while it needs a second)."""
    SUCCESS = "success"
    """Approved."""
    ERROR = "error"
    """Rejected."""


@dataclass(frozen=True)
class ReviewRule:
    """At and above `second_approval_from` cents an application needs the approvals of two
    different reviewers; below it, one."""

    second_approval_from: int = 100_000

    def approvals_needed(self, amount: int) -> int:
        return 2 if amount >= self.second_approval_from else 1

    def approval_decides(self, amount: int, approvers: Collection[int], reviewer_uid: int) -> bool:
        """Whether `reviewer_uid`'s approval decides the application (or is only recorded);
        108 when they approved it already, so two approvals are always two people."""
        if reviewer_uid in approvers:
            raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS, context="approved_already")
        return len(approvers) + 1 >= self.approvals_needed(amount)


def require_other_reviewer(owner_uid: int, reviewer_uid: int) -> None:
    """Nobody decides on their own application (111): not their recharge or withdrawal, which
    would let a reviewer mint and cash out balance alone, nor their shop."""
    if reviewer_uid == owner_uid:
        raise BusinessRuleViolation(ErrorCode.PROHIBITED, context="own_application")


def reviewer_remark(owner_uid: int, reviewer_uid: int, remark: str, *, required: bool) -> str:
    """The trimmed remark of a reviewer's decision (102 `remark`); 111 on their own application."""
    require_other_reviewer(owner_uid, reviewer_uid)
    return checked_remark(remark, required=required)
