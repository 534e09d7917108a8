"""The payment window and the idempotency-key age: typed, defaulted, failing fast."""

from __future__ import annotations

import pytest

from infra.settings import Settings, SettingsError


def test_unpaid_orders_wait_30_minutes_and_keys_live_24_hours_by_default() -> None:
    settings = Settings.from_environment({})
    assert (settings.order_payment_minutes, settings.idempotency_key_hours) == (30, 24)


def test_the_windows_are_read_from_the_environment() -> None:
    settings = Settings.from_environment(
        {"ORDER_PAYMENT_MINUTES": "15", "IDEMPOTENCY_KEY_HOURS": "48"}
    )
    assert (settings.order_payment_minutes, settings.idempotency_key_hours) == (15, 48)


@pytest.mark.parametrize("name", ["ORDER_PAYMENT_MINUTES", "IDEMPOTENCY_KEY_HOURS"])
@pytest.mark.parametrize("raw", ["0", "-5", "soon"])
def test_a_window_that_is_not_a_positive_integer_stops_start_up(name: str, raw: str) -> None:
    with pytest.raises(SettingsError, match=name):
        Settings.from_environment({name: raw})
