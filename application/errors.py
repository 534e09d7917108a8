"""Refusal codes only the application and the HTTP edge raise: sessions, accounts, repeated
submits, and facts the aggregates never see. The aggregates' own codes are in domain.errors;
both travel in a `BusinessRuleViolation`."""

from __future__ import annotations

from enum import IntEnum

from domain.errors import ErrorCode


class ServiceErrorCode(IntEnum):
    NOT_LOGGED_IN = 101
    REPEAT_SUBMIT = 105
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
    ALREADY_SUBSCRIBED = 10601
    BAD_CONFIRM_LINK = 10602
    ALREADY_REVIEWED = 10701
    BAD_RECHARGE_METHOD = 30903


ERROR_CODES: tuple[IntEnum, ...] = (*ErrorCode, *ServiceErrorCode)
"""Every code a refusal can carry, the domain's first; the error catalogue has each one."""
