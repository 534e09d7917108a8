"""The order lists' status filter, shared by the shopper's and the seller's lists."""

from __future__ import annotations

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order_status import STATUSES


def check_status(status: str | None) -> None:
    if status is not None and status not in STATUSES:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="status")
