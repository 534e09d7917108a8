"""The spellings of a bank account a bank-transfer method names: the IBAN (ISO 13616, its two
check digits by ISO 7064 mod 97-10) and the BIC (ISO 9362)."""

from __future__ import annotations

import re

_IBAN = re.compile(r"[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}")
_BIC = re.compile(r"[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?")
IBAN_CHECKSUM_REMAINDER = 1


def compact_iban(iban: str) -> str:
    """The IBAN without spaces, in capitals (its electronic form)."""
    return "".join(iban.split()).upper()


def is_valid_iban(iban: str) -> bool:
    """Well-formed, with check digits that hold (the country's own length is not checked)."""
    compact = compact_iban(iban)
    if not _IBAN.fullmatch(compact):
        return False
    rearranged = compact[4:] + compact[:4]
    digits = "".join(str(int(character, 36)) for character in rearranged)
    return int(digits) % 97 == IBAN_CHECKSUM_REMAINDER


def grouped_iban(iban: str) -> str:
    """The IBAN in groups of four, as printed on paper and read aloud."""
    compact = compact_iban(iban)
    return " ".join(compact[start : start + 4] for start in range(0, len(compact), 4))


def is_valid_bic(bic: str) -> bool:
    return bool(_BIC.fullmatch(bic.strip().upper()))
