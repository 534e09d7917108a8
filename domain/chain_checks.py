"""What a chain check of a recharge says, and the rules a Wallet applies to it.

The verifier (application) reads the chain; the Wallet records its outcome and decides what the
outcome allows: a mismatch is approved only with an explicit confirmation and a remark, and the
system approves by itself only a verified transfer within the limit it is given."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain.errors import BusinessRuleViolation, ErrorCode

VERIFIED, MISMATCH, NOT_FOUND, CONFIRMING = "verified", "mismatch", "not_found", "confirming"
CHECK_STATES = (VERIFIED, MISMATCH, NOT_FOUND, CONFIRMING)
UNCHECKED = "unchecked"
"""What a read model shows for a recharge no check was recorded for (never recorded itself)."""

REVERTED, NO_TRANSFER, WRONG_TOKEN, WRONG_RECIPIENT, WRONG_AMOUNT = (
    "reverted",
    "no_transfer",
    "wrong_token",
    "wrong_recipient",
    "wrong_amount",
)
MISMATCH_REASONS = (REVERTED, NO_TRANSFER, WRONG_TOKEN, WRONG_RECIPIENT, WRONG_AMOUNT)

SYSTEM_REVIEWER_UID = 0
"""The reviewer of a decision the system took (an auto-approval); no user has uid 0."""
AUTO_APPROVAL_REMARK = "Verified on chain; approved automatically"


@dataclass(frozen=True)
class RecordedCheck:
    """The last outcome recorded for one recharge."""

    state: str
    reasons: tuple[str, ...]
    confirmations: int


def checked_outcome(state: str, reasons: Sequence[str], confirmations: int) -> RecordedCheck:
    """The outcome as the Wallet records it: a known state, known reasons (only, and at least
    one, for a mismatch) and a non-negative count; 102 naming what is wrong otherwise."""
    if state not in CHECK_STATES:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="state")
    unknown = [reason for reason in reasons if reason not in MISMATCH_REASONS]
    if unknown or (state == MISMATCH) != bool(reasons):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="reasons")
    if confirmations < 0:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="confirmations")
    return RecordedCheck(state, tuple(reasons), confirmations)


def as_state(state: str, reasons: Sequence[str], confirmations: int) -> dict[str, Any]:
    """A check as the Wallet keeps it (plain values, which its snapshots can store)."""
    return {"state": state, "reasons": list(reasons), "confirmations": confirmations}


def last_check(kept: Mapping[str, Any] | None) -> RecordedCheck | None:
    """The check the Wallet keeps (`as_state`), or None when none was recorded."""
    if kept is None:
        return None
    return RecordedCheck(kept["state"], tuple(kept["reasons"]), int(kept["confirmations"]))


def require_mismatch_confirmed(
    last: RecordedCheck | None, confirm_mismatch: bool, remark: str
) -> None:
    """Approving a recharge whose last check found a mismatch takes the reviewer's explicit
    confirmation (102 `confirm_mismatch`) and a remark saying why (102 `remark`)."""
    if last is None or last.state != MISMATCH:
        return
    if not confirm_mismatch:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="confirm_mismatch")
    if not remark:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="remark")


def auto_approves(
    check: RecordedCheck, amount: int, auto_approve_max: int, approvers: Collection[int] | None
) -> bool:
    """Whether the system approves by itself: a verified transfer of at most the limit (0
    turns it off, as no recharge is 0 cents) that no reviewer approved yet (one who did
    wants a second reviewer, never the system; the limit is below that threshold anyway)."""
    return check.state == VERIFIED and amount <= auto_approve_max and not approvers
