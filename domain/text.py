"""The rules for the free texts the aggregates record: trimmed, never empty where required,
and within their length."""

from __future__ import annotations

from domain.errors import BusinessRuleViolation, ErrorCode

TRANSACTION_ID_MAX_LENGTH = 128
ADDRESS_MAX_LENGTH = 255
"""A recharge's transaction id, and a withdrawal's payee address."""
REMARK_MAX_LENGTH = 500
"""A reviewer's remark, and a buyer's note to a shop."""
REASON_MAX_LENGTH = 500
"""Why a buyer asks for a refund."""


def required_text(raw: str, field: str, max_length: int) -> str:
    """`raw` trimmed; 102 naming `field` when that is empty or longer than `max_length`."""
    text = raw.strip()
    if not 0 < len(text) <= max_length:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)
    return text


def remark(raw: str, *, required: bool) -> str:
    """A reviewer's remark, trimmed: at most 500 characters, and not empty when `required`
    (a refusal is explained to the one refused); 102 `remark` otherwise."""
    text = raw.strip()
    if len(text) > REMARK_MAX_LENGTH or (required and not text):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="remark")
    return text


def note_fits(note: str) -> bool:
    """A buyer's note to a shop's seller has at most 500 characters."""
    return len(note) <= REMARK_MAX_LENGTH
