"""Which rate an order pays (`domain.commission_rates`): the shop's rule, else each line's
category's or nearest ancestor's, else the default; a mixed order's commission and its
effective rate, which takes the same cents of the whole subtotal again."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from domain.commission_rates import CommissionRates, effective_percent, percent_text
from domain.escrow import commission_after_refunds
from domain.order import Order
from domain.pricing import CommissionRule

AT = datetime(2027, 1, 12, 9, tzinfo=UTC)

# electronics (1) > phones-accessories (2) > phone-cases (3), chargers (4); kitchen (21) > 23
PARENTS: dict[int, int | None] = {1: None, 2: 1, 3: 2, 4: 2, 21: None, 23: 21}
SHOP, OTHER_SHOP = 1, 2


def rates(
    default: str = "5",
    shops: dict[int, str] | None = None,
    categories: dict[int, str] | None = None,
) -> CommissionRates:
    return CommissionRates(
        default=Decimal(default),
        shops={key: Decimal(value) for key, value in (shops or {}).items()},
        categories={key: Decimal(value) for key, value in (categories or {}).items()},
        parents=PARENTS,
    )


# -- the most specific rule wins --------------------------------------------------------------


def test_a_line_without_any_rule_pays_the_default() -> None:
    assert rates("6.5").rate_of(SHOP, 3) == Decimal("6.5")


def test_a_category_rule_beats_the_default() -> None:
    assert rates("5", categories={3: "8"}).rate_of(SHOP, 3) == Decimal(8)


def test_a_category_without_a_rule_pays_its_nearest_ancestors_rule() -> None:
    found = rates("5", categories={1: "9", 2: "7"})

    assert found.rate_of(SHOP, 3) == Decimal(7)  # the parent's, not the grandparent's
    assert found.rate_of(SHOP, 4) == Decimal(7)
    assert found.rate_of(SHOP, 1) == Decimal(9)
    assert found.rate_of(SHOP, 23) == Decimal(5)  # another branch: the default


def test_a_shop_rule_beats_every_category_rule_and_the_default() -> None:
    found = rates("5", shops={SHOP: "2"}, categories={3: "8"})

    assert found.rate_of(SHOP, 3) == Decimal(2)
    assert found.rate_of(OTHER_SHOP, 3) == Decimal(8)


def test_a_product_whose_category_is_unknown_pays_the_shops_rule_or_the_default() -> None:
    assert rates("5", categories={3: "8"}).rate_of(SHOP, None) == Decimal(5)
    assert rates("5", categories={3: "8"}).rate_of(SHOP, 999) == Decimal(5)
    assert rates("5", shops={SHOP: "3"}).rate_of(SHOP, None) == Decimal(3)


def test_a_cycle_in_the_parents_ends_the_walk_at_the_default() -> None:
    looped = CommissionRates(Decimal(5), categories={9: Decimal(1)}, parents={3: 4, 4: 3})

    assert looped.rate_of(SHOP, 3) == Decimal(5)


# -- an order's commission --------------------------------------------------------------------


def test_an_order_of_one_rate_pays_it_on_the_subtotal_and_records_it_as_it_stands() -> None:
    commission = rates("7.50", categories={3: "8"}).commission_of(SHOP, 7999, [(7999, 23)])

    assert (commission.amount, commission.percent) == (600, "7.5")  # 599.925, half up


def test_a_mixed_order_pays_each_lines_rate_rounded_half_up_once_for_the_order() -> None:
    found = rates("5", categories={3: "8"})

    # 1999 × 8 % = 159.92 and 7999 × 5 % = 399.95: 559.87 together, 560 (per line: 160 + 400).
    commission = found.commission_of(SHOP, 9998, [(1999, 3), (7999, 23)])

    assert commission.amount == 560
    assert Decimal(commission.percent) == pytest.approx(Decimal("5.5998"), abs=Decimal("0.0001"))
    assert CommissionRule(Decimal(commission.percent)).of(9998) == 560


def test_a_commission_of_exactly_half_a_cent_past_a_whole_rounds_up_with_the_effective_rate() -> (
    None
):
    found = rates("5", categories={3: "10"})
    # 10 × 10 % + 30 × 5 % = 2.5 cents exactly: half up, 3; an effective rate cut short
    # (6.249… %) would take 2.
    commission = found.commission_of(SHOP, 40, [(10, 3), (30, 23)])

    assert commission.amount == 3
    assert CommissionRule(Decimal(commission.percent)).of(40) == 3


def test_the_effective_rate_is_the_exact_share_when_it_has_few_places() -> None:
    # 100 at 10 % and 300 at 5 %: 25 of 400, 6.25 %.
    assert effective_percent(Decimal(2500), 400, 25) == "6.25"


def test_a_rate_is_written_without_exponent_or_trailing_zeros() -> None:
    assert [percent_text(Decimal(text)) for text in ("100", "1E+1", "7.50", "0.00")] == [
        "100",
        "10",
        "7.5",
        "0",
    ]


line_mixes = st.lists(
    st.tuples(
        st.integers(min_value=1, max_value=10**9),
        st.sampled_from([3, 4, 23, None]),
    ),
    min_size=1,
    max_size=8,
)
percents = st.decimals(min_value=0, max_value=100, places=2)


@given(line_mixes, percents, percents, percents)
def test_the_effective_rate_takes_the_same_cents_of_the_whole_subtotal_and_a_refund_less(
    lines: list[tuple[int, int | None]], default: Decimal, phones: Decimal, kitchen: Decimal
) -> None:
    found = CommissionRates(default, categories={2: phones, 21: kitchen}, parents=PARENTS)
    subtotal = sum(line_subtotal for line_subtotal, _ in lines)
    weighted = sum(
        (line_subtotal * found.rate_of(SHOP, category) for line_subtotal, category in lines),
        Decimal(0),
    )

    commission = found.commission_of(SHOP, subtotal, lines)

    exact = weighted / 100
    assert commission.amount == int(exact.to_integral_value(rounding=ROUND_HALF_UP))
    assert CommissionRule(Decimal(commission.percent)).of(subtotal) == commission.amount
    # What a refund leaves is recomputed at the recorded rate: left with the whole subtotal
    # (of an order one cent larger, that cent refunded), it owes the same cents.
    whole_kept = commission_after_refunds(commission.amount, commission.percent, subtotal + 1, 1)
    assert whole_kept == commission.amount
    applied = {found.rate_of(SHOP, category) for _, category in lines}
    assert min(applied) <= Decimal(commission.percent) <= max(applied) + Decimal("0.01")


# -- the order records it ---------------------------------------------------------------------


def placed_order(lines: list[dict[str, int]]) -> Order:
    subtotal = sum(line["total"] for line in lines)
    return Order(
        order_sn="BZ1",
        buyer_uid=7,
        shop_id=SHOP,
        lines=[{"sku_id": n, "num": 1, **line} for n, line in enumerate(lines, start=1)],
        address={},
        subtotal=subtotal,
        shipping_fee=0,
        tax=0,
        total=subtotal,
        remark="",
        at=AT,
        pay_deadline=AT + timedelta(minutes=30),
    )


def test_paying_fixes_the_lines_rates_by_their_products_categories_on_the_paid_event() -> None:
    order = placed_order(
        [{"shop_goods_id": 11, "total": 1999}, {"shop_goods_id": 12, "total": 7999}]
    )

    order.pay("p1", 7, AT, rates("5", categories={2: "8"}), {11: 4, 12: 23})

    [paid] = [event for event in order.collect_events() if isinstance(event, Order.Paid)]
    assert paid.commission == 560
    assert CommissionRule(Decimal(str(paid.commission_percent))).of(9998) == 560
    assert order.commission == 560
