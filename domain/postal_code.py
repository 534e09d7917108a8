"""A shipping address's postal code: required wherever the country uses one.

Countries are named as the address form's area list names them. The few the demo and the
delivery regions use that have no postal code are listed explicitly; every other country needs
one of 1 to 16 letters, digits, spaces and hyphens.
"""

from __future__ import annotations

import re

from domain.errors import BusinessRuleViolation, ErrorCode

POSTAL_CODE_MAX_LENGTH = 16
COUNTRIES_WITHOUT_POSTAL_CODE = frozenset({"hong kong", "united arab emirates"})
"""Lower-case country names (as the area list spells them) whose addresses have no postal code."""

_SPELLING = re.compile(r"[A-Za-z0-9][A-Za-z0-9 -]*")


def uses_postal_code(country: str) -> bool:
    """False only for the countries listed as having no postal code."""
    return country.strip().casefold() not in COUNTRIES_WITHOUT_POSTAL_CODE


def postal_code_for(country: str, raw: str) -> str:
    """`raw` trimmed; "" where the country has none (a code given there is kept if well
    spelled). 102 `postal_code` when one is needed and missing, too long or badly spelled."""
    code = raw.strip()
    if not code and not uses_postal_code(country):
        return ""
    if len(code) > POSTAL_CODE_MAX_LENGTH or not _SPELLING.fullmatch(code):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="postal_code")
    return code
