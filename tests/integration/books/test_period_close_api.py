"""Closing UTC days on both stores (`console/audit/close|closes|verify`): only ended days, once
each, in order, chained by their hashes; an event edited in place after its day was closed is
found by the verification; the periodic tick closes yesterday once its grace has passed."""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any

from domain.ledger import GENESIS_HASH
from domain.wallet import Wallet
from tests.integration.api_client import User
from tests.integration.books.conftest import DUTCH_OVEN, Market
from tests.integration.books.tamper import edit_stored_event, times
from tests.integration.orders.conftest import Shop
from tests.integration.wallet.steps import PAYEE, USDT

HEX64 = re.compile(r"[0-9a-f]{64}")
NOTHING = {"recharged": 0, "withdrawn": 0, "available": 0, "frozen": 0, "escrow": 0, "revenue": 0}
NO_FLOWS = {
    "recharges": 0,
    "payments": 0,
    "refunds": 0,
    "settlements": 0,
    "commission": 0,
    "withdrawals": 0,
}


def close(market: Market, auditor: User, day: date) -> dict[str, Any]:
    return market.api.call("console/audit/close", auditor, date=day.isoformat())


def closes(market: Market, auditor: User, **body: Any) -> dict[str, Any]:
    found: dict[str, Any] = market.api.data("console/audit/closes", auditor, **body)
    return found


def verify(market: Market, auditor: User) -> dict[str, Any]:
    found: dict[str, Any] = market.api.data("console/audit/verify", auditor)
    return found


def first_day_with_a_payment(market: Market, shop: Shop, buyer: User) -> tuple[date, int]:
    """A recharge of 200.00 and a paid order of 83.99, today; answers the day and the order's
    total."""
    day = market.api.clock().date()
    market.fund(buyer, 20_000)
    placed = market.paid(buyer, (shop.item(DUTCH_OVEN), 1), fund=False)
    return day, placed.total


def withdrawal_paid_out(market: Market, buyer: User, reviewer: User, amount: int) -> None:
    answer = market.api.data(
        "mine/wealth/withdraw/apply", buyer, method=USDT, amount=amount, address=PAYEE
    )
    market.api.data("console/withdraw/approve", reviewer, withdraw_id=answer["withdraw_id"])


def test_a_day_that_has_not_ended_cannot_be_closed_and_a_bad_date_is_refused(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    today, _ = first_day_with_a_payment(market, shop, buyer)

    assert closes(market, auditor)["first_open_day"] is None, "today has not ended"
    assert close(market, auditor, today)["code"] == 108
    assert close(market, auditor, today + timedelta(days=1))["code"] == 108
    assert close(market, auditor, date.max)["code"] == 108, "9999-12-31 never ends"
    for wrong in ("2026-13-01", "yesterday", "", "0001-01-01", "1969-12-31"):
        answer = market.api.call("console/audit/close", auditor, date=wrong)
        assert (answer["code"], answer["data"]) == (102, {"field": "date"}), wrong
    assert closes(market, auditor)["total"] == 0


def test_closing_an_ended_day_records_its_positions_totals_and_the_first_link_of_the_chain(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    day, total = first_day_with_a_payment(market, shop, buyer)
    market.to_next_day()

    answer = close(market, auditor, day)

    assert answer["code"] == 0, answer
    closed = answer["data"]
    assert closed["date"] == day.isoformat()
    assert closed["opening"] == NOTHING
    assert closed["closing"] == {
        **NOTHING,
        "recharged": 20_000,
        "available": 20_000 - total,
        "escrow": total,
    }
    assert closed["totals"] == {**NO_FLOWS, "recharges": 20_000, "payments": total}
    assert closed["events"] == 3  # the approved recharge, the wallet's debit, the order's payment
    assert HEX64.fullmatch(closed["hash"]) and closed["hash"] != GENESIS_HASH
    assert closed["previous_hash"] == GENESIS_HASH == "0" * 64
    assert closed["closed_time"] == int(market.api.clock().timestamp())
    assert closed["closed_by"] == auditor.uid
    assert close(market, auditor, day)["code"] == 108
    assert closes(market, auditor)["list"] == [closed]


def test_closing_a_later_day_first_closes_the_skipped_ones_and_chains_every_hash(
    market: Market, shop: Shop, buyer: User, reviewer: User, auditor: User
) -> None:
    first, total = first_day_with_a_payment(market, shop, buyer)
    market.to_next_day()
    assert closes(market, auditor)["first_open_day"] == first.isoformat()
    assert close(market, auditor, first)["code"] == 0
    assert closes(market, auditor)["first_open_day"] is None, "every ended day is closed"
    second = market.api.clock().date()
    withdrawal_paid_out(market, buyer, reviewer, 5000)
    market.to_next_day()
    third = market.api.clock().date()
    market.to_next_day()
    assert closes(market, auditor)["first_open_day"] == second.isoformat()

    answer = close(market, auditor, third)

    assert answer["code"] == 0, answer
    listed = closes(market, auditor)
    assert listed["total"] == 3
    newest_first = listed["list"]
    assert [c["date"] for c in newest_first] == [d.isoformat() for d in (third, second, first)]
    assert answer["data"] == newest_first[0]
    day3, day2, day1 = newest_first
    assert day2["previous_hash"] == day1["hash"] and day3["previous_hash"] == day2["hash"]
    assert len({day1["hash"], day2["hash"], day3["hash"]}) == 3
    assert day2["opening"] == day1["closing"]
    assert day2["totals"] == {**NO_FLOWS, "withdrawals": 5000}
    assert day2["events"] == 2  # the request (available to frozen) and its approval
    assert day2["closing"] == {
        **NOTHING,
        "recharged": 20_000,
        "withdrawn": 5000,
        "available": 20_000 - total - 5000,
        "escrow": total,
    }
    assert (day3["events"], day3["totals"]) == (0, NO_FLOWS)
    assert day3["opening"] == day3["closing"] == day2["closing"]
    assert close(market, auditor, second)["code"] == 108
    assert closes(market, auditor)["first_open_day"] is None
    paged = closes(market, auditor, page=2, page_size=2)
    assert [c["date"] for c in paged["list"]] == [first.isoformat()]
    assert (paged["total"], paged["page"], paged["page_size"]) == (3, 2, 2)


def test_verify_holds_until_a_closed_days_event_is_edited_in_place(
    market: Market, shop: Shop, buyer: User, reviewer: User, auditor: User
) -> None:
    first, _ = first_day_with_a_payment(market, shop, buyer)
    market.to_next_day()
    second = market.api.clock().date()
    withdrawal_paid_out(market, buyer, reviewer, 5000)
    market.to_next_day()
    assert close(market, auditor, second)["code"] == 0
    assert verify(market, auditor) == {"ok": True, "first_bad_date": None, "checked": 2}

    container = market.container
    edit_stored_event(container, Wallet.WithdrawalApproved, times(2))

    assert verify(market, auditor) == {
        "ok": False,
        "first_bad_date": second.isoformat(),
        "checked": 1,
    }
    edit_stored_event(container, Wallet.RechargeApproved, times(10))
    assert verify(market, auditor) == {
        "ok": False,
        "first_bad_date": first.isoformat(),
        "checked": 0,
    }


def test_verify_with_nothing_closed_checks_nothing(market: Market, auditor: User) -> None:
    assert verify(market, auditor) == {"ok": True, "first_bad_date": None, "checked": 0}


def test_the_tick_closes_yesterday_once_its_grace_has_passed(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    period_closes = market.container.period_closes
    grace = market.container.settings.period_close_grace_minutes
    day, _ = first_day_with_a_payment(market, shop, buyer)
    assert period_closes.close_due() == 0
    market.to_next_day(minutes=grace - 1)
    assert period_closes.close_due() == 0, "still within the grace"

    market.api.clock.advance(minutes=1)

    assert period_closes.close_due() == 1
    market.caught_up()
    [closed] = closes(market, auditor)["list"]
    assert (closed["date"], closed["closed_by"]) == (day.isoformat(), 0)
    assert period_closes.close_due() == 0
    market.to_next_day()
    market.to_next_day(minutes=grace)
    assert period_closes.close_due() == 2, "the two days since, with or without money moving"
    market.caught_up()
    assert [c["date"] for c in closes(market, auditor)["list"]] == [
        (day + timedelta(days=n)).isoformat() for n in (2, 1, 0)
    ]
    assert verify(market, auditor)["ok"] is True


def test_the_tick_closes_nothing_while_no_money_has_moved(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    market.place(buyer, (shop.item(DUTCH_OVEN), 1))  # placed, never paid: no money moved
    market.to_next_day(minutes=60)
    market.to_next_day(minutes=60)

    assert market.container.period_closes.close_due() == 0

    market.caught_up()
    assert closes(market, auditor)["total"] == 0
