"""Day closes over an in-memory event store: several days closed in one call each get their
own events, positions and link of the hash chain; a posting saved late counts in the next open
day; verification recomputes them all."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, time, timedelta

import pytest

from application.bazaar import Bazaar
from application.books.closes import PeriodCloses
from domain.errors import BusinessRuleViolation
from domain.ledger import GENESIS_HASH, Ledger
from domain.money import AmountRule
from domain.review import ReviewRule
from domain.wallet import Wallet

DAY1 = date(2026, 3, 1)
DAY2, DAY3, DAY4 = (DAY1 + timedelta(days=n) for n in (1, 2, 3))
# Amounts here stay under the two-person threshold: one reviewer decides.
ONE_REVIEWER = ReviewRule()
RULE = AmountRule(minimum=1000)
GRACE = timedelta(minutes=10)


def at(day: date, hour: int, minute: int = 0) -> datetime:
    return datetime.combine(day, time(hour, minute), UTC)


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def bazaar() -> Iterator[Bazaar]:
    application = Bazaar()
    yield application
    application.close()


def wallet_of(bazaar: Bazaar, uid: int, moment: datetime) -> Wallet:
    return bazaar.load_or_start(Wallet.create_id(uid), lambda: Wallet(owner_uid=uid, at=moment))


def recharge(bazaar: Bazaar, uid: int, amount: int, moment: datetime) -> None:
    wallet = wallet_of(bazaar, uid, moment)
    recharge_id = f"r{uid}-{moment.timestamp()}"
    wallet.request_recharge(recharge_id, "m", amount, "tx", "p.png", "a", RULE, moment)
    wallet.approve_recharge(recharge_id, 9, "", moment, ONE_REVIEWER)
    bazaar.save(wallet)


def withdraw(bazaar: Bazaar, uid: int, amount: int, moment: datetime) -> None:
    wallet = wallet_of(bazaar, uid, moment)
    withdrawal_id = f"w{uid}-{moment.timestamp()}"
    wallet.request_withdrawal(withdrawal_id, "m", amount, "T1", RULE, moment)
    wallet.approve_withdrawal(withdrawal_id, 9, "", moment, ONE_REVIEWER)
    bazaar.save(wallet)


def day_closes(bazaar: Bazaar) -> list[Ledger.DayClosed]:
    return [
        event
        for event in bazaar.events.get(Ledger.create_id())
        if isinstance(event, Ledger.DayClosed)
    ]


def test_closing_a_later_day_closes_each_earlier_one_with_its_own_events(bazaar: Bazaar) -> None:
    recharge(bazaar, 1, 10_000, at(DAY1, 10))
    recharge(bazaar, 2, 5000, at(DAY1, 23, 59))
    withdraw(bazaar, 1, 3000, at(DAY2, 8))
    closes = PeriodCloses(bazaar, Clock(at(DAY4, 1)), GRACE)

    closes.close(DAY3, by_uid=5)

    day1, day2, day3 = day_closes(bazaar)
    assert [c.day for c in (day1, day2, day3)] == ["2026-03-01", "2026-03-02", "2026-03-03"]
    assert (day1.events, day1.totals["recharges"], day1.closing["available"]) == (2, 15_000, 15_000)
    assert (day2.events, day2.totals["withdrawals"]) == (2, 3000)
    assert day2.opening == day1.closing
    assert day2.closing == {**day1.closing, "withdrawn": 3000, "available": 12_000}
    assert (day3.events, day3.opening, day3.closing) == (0, day2.closing, day2.closing)
    assert day1.previous_hash == GENESIS_HASH
    assert (day2.previous_hash, day3.previous_hash) == (day1.hash, day2.hash)
    assert day1.last_position < day2.last_position == day3.last_position
    assert {c.by_uid for c in (day1, day2, day3)} == {5}
    assert closes.verify().ok and closes.verify().checked == 3


def test_a_posting_saved_after_its_day_was_closed_counts_in_the_next_open_day(
    bazaar: Bazaar,
) -> None:
    recharge(bazaar, 1, 10_000, at(DAY1, 10))
    clock = Clock(at(DAY2, 0, 5))
    closes = PeriodCloses(bazaar, clock, GRACE)
    closes.close(DAY1, by_uid=5)
    recharge(bazaar, 2, 4000, at(DAY1, 23, 59))  # a slow commit across midnight
    clock.now = at(DAY3, 0, 5)

    closes.close(DAY2, by_uid=5)

    day1, day2 = day_closes(bazaar)
    assert (day1.events, day1.totals["recharges"]) == (1, 10_000)
    assert (day2.events, day2.totals["recharges"]) == (1, 4000)
    assert day2.closing["recharged"] == 14_000
    assert closes.verify().ok


def test_a_day_not_ended_or_already_closed_is_refused(bazaar: Bazaar) -> None:
    recharge(bazaar, 1, 10_000, at(DAY1, 10))
    closes = PeriodCloses(bazaar, Clock(at(DAY2, 0, 5)), GRACE)
    with pytest.raises(BusinessRuleViolation):
        closes.close(DAY2, by_uid=5)
    closes.close(DAY1, by_uid=5)
    with pytest.raises(BusinessRuleViolation):
        closes.close(DAY1, by_uid=5)
    assert len(day_closes(bazaar)) == 1


def test_the_tick_waits_for_the_grace_then_closes_every_ended_day_once(bazaar: Bazaar) -> None:
    clock = Clock(at(DAY1, 9))
    closes = PeriodCloses(bazaar, clock, GRACE)
    assert closes.close_due() == 0, "nothing has moved yet"
    recharge(bazaar, 1, 10_000, at(DAY1, 10))
    clock.now = at(DAY2, 0, 9)
    assert closes.close_due() == 0
    clock.now = at(DAY2, 0, 10)
    assert closes.close_due() == 1
    assert closes.close_due() == 0
    clock.now = at(DAY4, 3)
    assert closes.close_due() == 2
    assert [c.day for c in day_closes(bazaar)] == ["2026-03-01", "2026-03-02", "2026-03-03"]
    assert {c.by_uid for c in day_closes(bazaar)} == {0}
