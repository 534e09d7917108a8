"""The record of staff actions: every change an operator makes is an event of the aggregate
it changes, and every such event carries the same facts, so auditors read one record beside the
money (`console/audit/actions`).

An aggregate of this capability starts with a plain `Created` event naming what it governs and
records each action as a subclass of `RecordedAction`, whose fields are those facts. The record's
read model follows every such class (`projections/staff_actions.py`)."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

from eventsourcing.domain import Aggregate

from domain.errors import BusinessRuleViolation, ErrorCode

REASON_MAX_LENGTH = 500
"""Why an operator acted, as the record shows it."""

OPERATOR_ROLE = "operator"
"""The platform's own staff: the console that runs the marketplace."""


class ActionKind(StrEnum):
    """What an operator did: the record's `kind`, filterable, one word per kind of change."""

    CATEGORY_SAVED = "category_saved"
    BRAND_SAVED = "brand_saved"
    BANNER_SAVED = "banner_saved"
    BANNER_DELETED = "banner_deleted"
    DOCUMENT_SAVED = "document_saved"
    COMMISSION_SET = "commission_set"
    SHOP_SUSPENDED = "shop_suspended"
    SHOP_REINSTATED = "shop_reinstated"
    PRODUCT_TAKEN_DOWN = "product_taken_down"
    PRODUCT_RESTORED = "product_restored"
    REPORT_DISMISSED = "report_dismissed"
    USER_DISABLED = "user_disabled"
    USER_ENABLED = "user_enabled"
    ROLE_GRANT_APPROVED = "role_grant_approved"
    """The first of two operators approving a sensitive role; the grant waits for a second."""
    ROLE_GRANTED = "role_granted"
    ROLE_REVOKED = "role_revoked"


class RecordedAction(Aggregate.Event):
    """One staff action: the facts the record lists for every kind.

    `target` names what changed as `<thing>:<id>` (`shop:12`, `user:7`, `category:3`);
    `before` and `after` are the changed fields' values on either side (empty for a thing
    that did not exist, or no longer does)."""

    actor_uid: int
    kind: str
    target: str
    reason: str
    before: dict[str, Any]
    after: dict[str, Any]
    at: datetime


def target_of(thing: str, thing_id: object) -> str:
    """The record's name for one thing: `shop:12`."""
    return f"{thing}:{thing_id}"


def stated_reason(raw: str, *, required: bool) -> str:
    """An operator's reason, trimmed, at most 500 characters; suspending, disabling or taking
    down needs one (it is told to the one it hits): 102 `reason` otherwise."""
    text = raw.strip()
    if len(text) > REASON_MAX_LENGTH or (required and not text):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="reason")
    return text


def not_on_oneself(actor_uid: int, subject_uid: int) -> None:
    """Nobody changes their own roles or standing: 111."""
    if actor_uid == subject_uid:
        raise BusinessRuleViolation(ErrorCode.PROHIBITED)


def changed_fields(
    before: dict[str, Any], after: dict[str, Any]
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The fields whose value differs, on either side: what the record shows of a save."""
    keys = [key for key in after if before.get(key) != after[key]]
    keys += [key for key in before if key not in after]
    return (
        {key: before[key] for key in keys if key in before},
        {key: after[key] for key in keys if key in after},
    )
