"""A shipping address's postal code: required unless the country has none."""

from __future__ import annotations

import pytest

from domain.errors import BusinessRuleViolation
from domain.postal_code import postal_code_for, uses_postal_code


@pytest.mark.parametrize("country", ["Hong Kong", " hong kong ", "United Arab Emirates"])
def test_the_listed_countries_have_no_postal_code(country: str) -> None:
    assert not uses_postal_code(country)
    assert postal_code_for(country, "  ") == ""


@pytest.mark.parametrize("country", ["United States", "Japan", "Saudi Arabia", "Narnia"])
def test_every_other_country_uses_one(country: str) -> None:
    assert uses_postal_code(country)
    with pytest.raises(BusinessRuleViolation) as raised:
        postal_code_for(country, "")
    assert raised.value.field == "postal_code"


@pytest.mark.parametrize(
    ("raw", "kept"),
    [
        (" 94103 ", "94103"),
        ("SW1A 1AA", "SW1A 1AA"),
        ("100-0001", "100-0001"),
        ("9" * 16, "9" * 16),
    ],
)
def test_a_code_of_letters_digits_spaces_and_hyphens_is_kept_trimmed(raw: str, kept: str) -> None:
    assert postal_code_for("United Kingdom", raw) == kept


@pytest.mark.parametrize("raw", ["9" * 17, "941#03", "-", "94103\n1", "九龍"])
def test_a_badly_spelled_or_long_code_is_refused_even_where_none_is_needed(raw: str) -> None:
    for country in ("United States", "Hong Kong"):
        with pytest.raises(BusinessRuleViolation) as raised:
            postal_code_for(country, raw)
        assert raised.value.field == "postal_code"
