"""The subscriber discount's figure: its percent of the checkout's goods, at most its cap, spread
over the shops' orders to the cent."""

from __future__ import annotations

from domain.pricing import SubscriberDiscount

DISCOUNT = SubscriberDiscount(percent=15, max_amount=2000)


def test_a_checkout_below_the_cap_gets_the_percent() -> None:
    assert DISCOUNT.shares([7999]) == [1200]  # 1199.85, half up


def test_a_checkout_above_the_cap_gets_exactly_the_cap_spread_over_its_shops() -> None:
    assert DISCOUNT.shares([100_000]) == [2000]
    shares = DISCOUNT.shares([60_000, 40_000])
    assert shares == [1200, 800]
    assert sum(DISCOUNT.shares([33_333, 33_333, 33_334])) == 2000


def test_a_cap_or_percent_of_0_means_no_discount() -> None:
    assert SubscriberDiscount(percent=15, max_amount=0).shares([7999]) == [0]
    assert not SubscriberDiscount(percent=15, max_amount=0).offered
    assert not SubscriberDiscount(percent=0, max_amount=2000).offered
    assert DISCOUNT.offered
