"""Pure input rules for accounts: e-mail shape, password length, profile fields."""

from __future__ import annotations

import re
from enum import IntEnum

from domain.account_standing import ROLES as KNOWN_ROLES
from domain.errors import BusinessRuleViolation, ErrorCode

# Deliberately loose (the spec's "loose format check"): one @, no spaces, a dot in the domain.
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s.]+$")
EMAIL_MAX_LENGTH = 254
PASSWORD_MIN_LENGTH = 6
PASSWORD_MAX_LENGTH = 20
NICKNAME_MAX_LENGTH = 64
PHONE_MAX_LENGTH = 32
ROLES: frozenset[str] = KNOWN_ROLES
"""The roles operators grant, as the domain knows them (domain/account_standing.py)."""


def normalized_email(raw: str) -> str | None:
    """The trimmed, lower-cased address, or None when it is not an e-mail address."""
    email = raw.strip().lower()
    if len(email) > EMAIL_MAX_LENGTH or not _EMAIL.match(email):
        return None
    return email


def require_email(raw: str, code: IntEnum = ErrorCode.BAD_PARAMETER) -> str:
    """The normalized address; a malformed one answers `code` (102 names the field)."""
    email = normalized_email(raw)
    if email is None:
        field = "email" if code == ErrorCode.BAD_PARAMETER else None
        raise BusinessRuleViolation(code, field=field)
    return email


def require_password(password: str, field: str = "password") -> str:
    """6-20 characters, taken as typed (never trimmed)."""
    if not PASSWORD_MIN_LENGTH <= len(password) <= PASSWORD_MAX_LENGTH:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)
    return password


def require_text(raw: str, field: str, max_length: int) -> str:
    """Trimmed, non-empty and at most `max_length` characters."""
    text = raw.strip()
    if not text or len(text) > max_length:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)
    return text


def default_nickname(email: str) -> str:
    return email.split("@", 1)[0][:NICKNAME_MAX_LENGTH]


def require_role(role: str) -> str:
    if role not in ROLES:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="role")
    return role
