"""The two-person threshold and the review SLA: typed, defaulted, failing fast."""

from __future__ import annotations

import pytest

from infra.settings import Settings, SettingsError


def test_two_reviewers_from_1000_00_and_a_24_hour_sla_by_default() -> None:
    settings = Settings.from_environment({})
    assert (settings.review_second_approval_from, settings.review_sla_hours) == (100_000, 24)


def test_the_threshold_and_the_sla_are_read_from_the_environment() -> None:
    settings = Settings.from_environment(
        {"REVIEW_SECOND_APPROVAL_FROM": "250000", "REVIEW_SLA_HOURS": "8"}
    )
    assert (settings.review_second_approval_from, settings.review_sla_hours) == (250_000, 8)


@pytest.mark.parametrize("name", ["REVIEW_SECOND_APPROVAL_FROM", "REVIEW_SLA_HOURS"])
@pytest.mark.parametrize("raw", ["0", "-1", "a day"])
def test_a_review_setting_that_is_not_a_positive_integer_stops_start_up(
    name: str, raw: str
) -> None:
    with pytest.raises(SettingsError, match=name):
        Settings.from_environment({name: raw})
