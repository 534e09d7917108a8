"""LOW_STOCK_THRESHOLD: the stock below which a SKU shows as running low in the seller console."""

from __future__ import annotations

import pytest

from infra.settings import Settings, SettingsError


def test_a_sku_is_low_below_5_by_default() -> None:
    assert Settings.from_environment({}).low_stock_threshold == 5


@pytest.mark.parametrize(("raw", "threshold"), [("0", 0), ("12", 12), ("", 5)])
def test_the_threshold_is_read_from_the_environment(raw: str, threshold: int) -> None:
    settings = Settings.from_environment({"LOW_STOCK_THRESHOLD": raw})
    assert settings.low_stock_threshold == threshold


@pytest.mark.parametrize("raw", ["-1", "few", "2.5"])
def test_a_threshold_that_is_not_a_whole_number_from_0_stops_start_up(raw: str) -> None:
    with pytest.raises(SettingsError, match="LOW_STOCK_THRESHOLD"):
        Settings.from_environment({"LOW_STOCK_THRESHOLD": raw})
