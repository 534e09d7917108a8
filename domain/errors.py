"""Business refusals, each carrying its code from the error catalogue."""

from __future__ import annotations

from enum import IntEnum


class ErrorCode(IntEnum):
    NOT_LOGGED_IN = 101
    BAD_PARAMETER = 102
    NOT_FOUND = 103
    REPEAT_SUBMIT = 105
    INSUFFICIENT_BALANCE = 106
    OUT_OF_STOCK = 107
    STATE_FORBIDS = 108
    PROHIBITED = 111
    REGISTRATION_FAILED = 10103
    BAD_VERIFICATION_CODE = 10106
    EMAIL_REGISTERED = 10109
    LOGIN_FAILED = 10202
    ACCOUNT_DISABLED = 10203
    BAD_USERNAME_FORMAT = 10205
    BAD_RESET_EMAIL = 10206
    BAD_RESET_LINK = 10207
    SHOP_LINK_EXPIRED = 10208
    WRONG_CURRENT_PASSWORD = 10301
    SHOP_APPLICATION_SUBMITTED = 10501
    ALREADY_SUBSCRIBED = 10601
    ALREADY_REVIEWED = 10701
    WITHDRAWAL_PENDING = 30805
    RECHARGE_PENDING = 30902
    BAD_RECHARGE_METHOD = 30903


class BusinessRuleViolation(Exception):
    """A rule refused the command; nothing was changed.

    `context` picks a more specific message (for example `106.withdraw`), and `field`
    names the offending request field for parameter errors.
    """

    def __init__(
        self, code: ErrorCode, *, context: str | None = None, field: str | None = None
    ) -> None:
        self.code = code
        self.context = context
        self.field = field
        super().__init__(f"{int(code)}{'.' + context if context else ''}")

    @property
    def catalogue_key(self) -> str:
        return f"{int(self.code)}.{self.context}" if self.context else str(int(self.code))
