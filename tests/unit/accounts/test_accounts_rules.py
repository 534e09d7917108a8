"""Account input rules and password hashing, without I/O."""

from __future__ import annotations

import pytest
from argon2 import PasswordHasher

from application.accounts.emails import AccountLinks, password_reset_mail, reset_link
from application.accounts.password_recovery import RESET_LIFETIME
from application.accounts.passwords import Passwords
from application.accounts.rules import (
    default_nickname,
    normalized_email,
    require_email,
    require_password,
    require_role,
    require_text,
)
from application.accounts.verification_codes import code_digest
from application.errors import ServiceErrorCode
from domain.errors import BusinessRuleViolation

# Cheap parameters: these tests are about behaviour, not cost.
FAST = PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1)
LINKS = AccountLinks("Bazaar", "https://shop.example", "https://shop.example/console")


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("  Ann@Example.COM ", "ann@example.com"),
        ("a.b+tag@mail.example.co", "a.b+tag@mail.example.co"),
        ("no-at-sign", None),
        ("two@@example.com", None),
        ("spaced name@example.com", None),
        ("nodot@localhost", None),
        ("trailing@example.", None),
        ("", None),
        ("x" * 250 + "@example.com", None),
    ],
)
def test_email_check_is_loose_but_needs_one_at_and_a_dotted_domain(
    raw: str, expected: str | None
) -> None:
    assert normalized_email(raw) == expected


def test_a_malformed_email_names_the_field_only_for_parameter_errors() -> None:
    with pytest.raises(BusinessRuleViolation) as as_parameter:
        require_email("nope")
    with pytest.raises(BusinessRuleViolation) as as_reset:
        require_email("nope", ServiceErrorCode.BAD_RESET_EMAIL)
    assert (as_parameter.value.code, as_parameter.value.field) == (102, "email")
    assert (as_reset.value.code, as_reset.value.field) == (10206, None)


@pytest.mark.parametrize("password", ["123456", "x" * 20, " spaced "])
def test_passwords_of_six_to_twenty_characters_are_accepted_as_typed(password: str) -> None:
    assert require_password(password) == password


@pytest.mark.parametrize("password", ["", "12345", "x" * 21])
def test_passwords_outside_six_to_twenty_characters_answer_102(password: str) -> None:
    with pytest.raises(BusinessRuleViolation) as refusal:
        require_password(password)
    assert (refusal.value.code, refusal.value.field) == (102, "password")


def test_required_text_is_trimmed_and_bounded() -> None:
    assert require_text("  Bea  ", "nickname", 64) == "Bea"
    for bad in ["   ", "x" * 65]:
        with pytest.raises(BusinessRuleViolation) as refusal:
            require_text(bad, "nickname", 64)
        assert refusal.value.field == "nickname"


def test_the_default_nickname_is_the_part_before_the_at() -> None:
    assert default_nickname("ann.lee@example.com") == "ann.lee"
    assert len(default_nickname("y" * 100 + "@example.com")) == 64


def test_only_the_four_back_office_roles_exist() -> None:
    for role in ["reviewer", "auditor", "seller", "agent"]:
        assert require_role(role) == role
    with pytest.raises(BusinessRuleViolation):
        require_role("admin")


def test_passwords_are_hashed_with_argon2id_and_salted() -> None:
    passwords = Passwords(FAST)
    first, second = passwords.hash("secret1"), passwords.hash("secret1")
    assert first.startswith("$argon2id$")
    assert first != second
    assert passwords.verify(first, "secret1")
    assert not passwords.verify(first, "secret2")
    assert not passwords.verify("not a hash", "secret1")


def test_a_hash_made_with_other_parameters_needs_rehashing() -> None:
    old = Passwords(FAST).hash("secret1")
    assert Passwords(PasswordHasher(time_cost=2, memory_cost=1024, parallelism=1)).needs_rehash(old)
    assert not Passwords(FAST).needs_rehash(old)


def test_the_default_hasher_is_argon2id() -> None:
    assert Passwords().hasher.type.name == "ID"


def test_codes_are_stored_as_sha256_digests() -> None:
    assert code_digest("123456") == (
        "8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92"
    )


def test_the_reset_mail_links_to_the_reset_screen_with_the_token() -> None:
    subject, body = password_reset_mail(LINKS, "tok-en_1", RESET_LIFETIME)
    assert "Reset" in subject
    assert reset_link(LINKS, "tok-en_1") == "https://shop.example/reset-password?token=tok-en_1"
    assert reset_link(LINKS, "tok-en_1") in body
    assert "30 minutes" in body
