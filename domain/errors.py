"""Business refusals, each carrying its code from the error catalogue.

`ErrorCode` holds the refusals the aggregates raise; the codes only the application and the
HTTP edge raise are `application.errors.ServiceErrorCode`. A refusal carries either.
"""

from __future__ import annotations

from enum import IntEnum


class ErrorCode(IntEnum):
    """What the domain refuses with."""

    BAD_PARAMETER = 102
    NOT_FOUND = 103
    INSUFFICIENT_BALANCE = 106
    OUT_OF_STOCK = 107
    STATE_FORBIDS = 108
    PROHIBITED = 111
    SHOP_APPLICATION_SUBMITTED = 10501
    WITHDRAWAL_PENDING = 30805
    RECHARGE_PENDING = 30902


class BusinessRuleViolation(Exception):
    """A rule refused the command; nothing was changed.

    `context` picks a more specific message (for example `106.withdraw`), and `field`
    names the offending request field for parameter errors.
    """

    def __init__(
        self, code: IntEnum, *, context: str | None = None, field: str | None = None
    ) -> None:
        self.code = code
        self.context = context
        self.field = field
        super().__init__(f"{int(code)}{'.' + context if context else ''}")

    @property
    def catalogue_key(self) -> str:
        return f"{int(self.code)}.{self.context}" if self.context else str(int(self.code))
