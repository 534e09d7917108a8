"""Input rules the order use cases share: text limits and the status filter."""

from __future__ import annotations

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order import STATUSES

REASON_MAX_LENGTH = 500
LOGISTICS_NO_MAX_LENGTH = 64


def required_text(raw: str, field: str, max_length: int) -> str:
    text = raw.strip()
    if not 0 < len(text) <= max_length:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)
    return text


def check_status(status: str | None) -> None:
    if status is not None and status not in STATUSES:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="status")
