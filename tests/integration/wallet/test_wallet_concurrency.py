"""Money under contention, on PostgreSQL: 200 payments and 20 withdrawal requests race for one
wallet that can pay exactly ten of them.

PostgreSQL only (SQLite serializes every writer anyway); with `CI` set, a missing PostgreSQL
fails this test instead of skipping it.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from pathlib import Path

import pytest
from sqlalchemy import func, select

from domain.errors import BusinessRuleViolation
from infra.settings import Settings
from projections.wallet_balances import balance_of
from projections.wallet_history import wallet_history
from tests.conftest import base_settings
from tests.integration.api_client import ApiClient, User
from tests.integration.wallet.steps import PAYEE, USDT, fund

PAYMENTS = 200
WITHDRAWALS = 20
PRICE = 1000
AFFORDABLE = 10


@pytest.fixture
def settings(fresh_postgres: str, tmp_path: Path) -> Settings:
    """Overrides the two-store fixture: this proof is about PostgreSQL's concurrent writers."""
    return base_settings(tmp_path, database_url=fresh_postgres)


def test_concurrent_payments_and_withdrawals_spend_the_balance_exactly_once(
    api: ApiClient, shopper: User, reviewer: User, auditor: User
) -> None:
    fund(api, shopper, AFFORDABLE * PRICE, reviewer)
    container = api.container
    start = threading.Barrier(PAYMENTS + WITHDRAWALS)
    outcomes: Counter[str] = Counter()
    failures: list[BaseException] = []
    lock = threading.Lock()

    def note(outcome: str) -> None:
        with lock:
            outcomes[outcome] += 1

    def pay(number: int) -> None:
        start.wait()
        try:
            container.wallets.debit_payment(shopper.uid, f"pay-{number}", PRICE, "order")
            note("paid")
        except BusinessRuleViolation as refusal:
            note(f"pay refused {int(refusal.code)}")
        except BaseException as error:
            failures.append(error)

    def withdraw(number: int) -> None:
        start.wait()
        try:
            answer = api.call(
                "mine/wealth/withdraw/apply",
                shopper,
                key=f"withdraw-{number}",
                method=USDT,
                amount=PRICE,
                address=PAYEE,
            )
            note("withdrawn" if answer["code"] == 0 else f"withdraw refused {answer['code']}")
        except BaseException as error:  # a 500 fails the status assertion inside call()
            failures.append(error)

    threads = [threading.Thread(target=pay, args=(n,)) for n in range(PAYMENTS)]
    threads += [threading.Thread(target=withdraw, args=(n,)) for n in range(WITHDRAWALS)]
    began = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    elapsed = time.monotonic() - began

    assert failures == []
    assert sum(outcomes.values()) == PAYMENTS + WITHDRAWALS
    succeeded = outcomes["paid"] + outcomes["withdrawn"]
    assert succeeded == AFFORDABLE, outcomes
    assert outcomes["withdrawn"] <= 1, "one pending withdrawal at a time"
    refusals = {outcome for outcome in outcomes if "refused" in outcome}
    assert refusals <= {"pay refused 106", "withdraw refused 106", "withdraw refused 30805"}

    wallet = container.wallets.load(shopper.uid)
    frozen = outcomes["withdrawn"] * PRICE
    assert (wallet.available, wallet.frozen) == (0, frozen)

    audit = api.data("console/audit/wallet", auditor, uid=shopper.uid)
    assert all(e["amount"] >= 0 and e["frozen_amount"] >= 0 for e in audit["events"])
    assert audit["current"] == {"amount": 0, "frozen_amount": frozen}

    head = container.application.recorder.max_notification_id() or 0
    assert container.runner.wait_until_applied(head, timeout=10)
    with container.engine.connect() as connection:
        assert balance_of(connection, shopper.uid) == (0, frozen)
        sums = connection.execute(
            select(
                func.sum(wallet_history.c.amount_change),
                func.sum(wallet_history.c.frozen_change),
                func.count(),
            ).where(wallet_history.c.uid == shopper.uid)
        ).one()
    # The recharge, then one entry per successful payment or withdrawal.
    assert (sums[0], sums[1], sums[2]) == (0, frozen, 1 + AFFORDABLE)
    assert api.data("console/audit/reconcile", auditor)["list"] == []
    print(
        f"\n{PAYMENTS} payments + {WITHDRAWALS} withdrawals in {elapsed:.2f} s: {dict(outcomes)};"
        f" final (available, frozen) = {(wallet.available, wallet.frozen)}"
    )
    assert elapsed < 30
