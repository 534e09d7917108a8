"""Password hashing with argon2id (argon2-cffi)."""

from __future__ import annotations

import secrets
from functools import cached_property

from argon2 import PasswordHasher, Type
from argon2.exceptions import InvalidHashError, VerificationError


class Passwords:
    """Hashes and checks passwords; the parameters live in the hasher."""

    def __init__(self, hasher: PasswordHasher | None = None) -> None:
        self.hasher = hasher or PasswordHasher(type=Type.ID)

    def hash(self, password: str) -> str:
        """An argon2id hash (`$argon2id$...`) with a fresh salt."""
        return self.hasher.hash(password)

    def verify(self, stored_hash: str, password: str) -> bool:
        """True when `password` matches; a malformed stored hash never matches."""
        try:
            return self.hasher.verify(stored_hash, password)
        except (VerificationError, InvalidHashError):
            return False

    def needs_rehash(self, stored_hash: str) -> bool:
        """True when the hash was made with other parameters than the current ones."""
        try:
            return self.hasher.check_needs_rehash(stored_hash)
        except InvalidHashError:
            return True

    def spend_time(self, password: str) -> None:
        """Costs what a real check costs, so an unknown e-mail is not revealed by timing."""
        self.verify(self._decoy_hash, password)

    @cached_property
    def _decoy_hash(self) -> str:
        return self.hasher.hash(secrets.token_urlsafe(16))
