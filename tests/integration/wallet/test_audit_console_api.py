"""The auditors' console over HTTP: wallets replayed from the event store, and reconciliation.

Every test runs on SQLite and PostgreSQL through the `settings` fixture.
"""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import update

from infra.bootstrap import Container
from projections.wallet_balances import wallet_balances
from tests.integration.api_client import ApiClient, User
from tests.integration.wallet.steps import BANK, PAYEE, USDT, apply_recharge, balance, fund


@pytest.mark.parametrize(
    ("path", "body"), [("console/audit/wallet", {"uid": 1}), ("console/audit/reconcile", {})]
)
def test_audit_calls_need_the_auditor_role(
    api: ApiClient, shopper: User, reviewer: User, path: str, body: dict[str, Any]
) -> None:
    assert api.call(path, None, **body)["code"] == 101
    for user in (shopper, reviewer):
        assert api.call(path, user, **body)["code"] == 111, user.email


def write_timeline(api: ApiClient, shopper: User, reviewer: User) -> int:
    """Recharge, approval, withdrawal, its rejection and a payment, a minute apart; answers
    the moment of the recharge request (Unix seconds)."""
    start = int(api.clock().timestamp())
    recharge_id = apply_recharge(api, shopper, 10_000, "tx-1", method=BANK)["data"]["recharge_id"]
    api.clock.advance(minutes=1)
    api.data("console/recharge/approve", reviewer, recharge_id=recharge_id, remark="ok")
    api.clock.advance(minutes=1)
    withdraw_id = api.data(
        "mine/wealth/withdraw/apply", shopper, method=USDT, amount=3000, address=PAYEE
    )["withdraw_id"]
    api.clock.advance(minutes=1)
    api.data("console/withdraw/reject", reviewer, withdraw_id=withdraw_id, remark="wrong chain")
    api.clock.advance(minutes=1)
    api.container.wallets.debit_payment(shopper.uid, "pay-1", 2500, "order 1")
    return start


def test_a_wallet_is_replayed_event_by_event_with_running_balances(
    api: ApiClient, shopper: User, reviewer: User, auditor: User
) -> None:
    start = write_timeline(api, shopper, reviewer)

    audit = api.data("console/audit/wallet", auditor, uid=shopper.uid)

    assert (audit["uid"], audit["email"], audit["at"]) == (shopper.uid, shopper.email, None)
    rows = [
        (
            e["version"],
            e["kind"],
            e["amount_change"],
            e["frozen_change"],
            e["amount"],
            e["frozen_amount"],
            e["actor_uid"],
        )
        for e in audit["events"]
    ]
    assert rows == [
        (1, "opened", 0, 0, 0, 0, None),
        (2, "recharge_requested", 0, 0, 0, 0, shopper.uid),
        (3, "recharge_approved", 10_000, 0, 10_000, 0, reviewer.uid),
        (4, "withdraw_requested", -3000, 3000, 7000, 3000, shopper.uid),
        (5, "withdraw_rejected", 3000, -3000, 10_000, 0, reviewer.uid),
        (6, "payment", -2500, 0, 7500, 0, shopper.uid),
    ]
    assert [e["time"] - start for e in audit["events"][1:]] == [0, 60, 120, 180, 240]
    assert audit["events"][0]["time"] <= start, "Opened keeps its recorded timestamp"
    assert audit["events"][4]["remark"] == "wrong chain"
    assert audit["events"][2]["reference_id"] == audit["events"][1]["reference_id"] != ""
    assert audit["balance_at"] == audit["current"] == {"amount": 7500, "frozen_amount": 0}
    assert [e["actor"] for e in audit["events"]] == [
        None,
        shopper.email,
        reviewer.email,
        shopper.email,
        reviewer.email,
        shopper.email,
    ]


def test_the_first_of_two_approvals_is_its_own_event_named_by_its_reviewer(
    api: ApiClient, shopper: User, reviewer: User, second_reviewer: User, auditor: User
) -> None:
    recharge_id = apply_recharge(api, shopper, 100_000)["data"]["recharge_id"]
    api.data("console/recharge/approve", reviewer, recharge_id=recharge_id)
    api.data("console/recharge/approve", second_reviewer, recharge_id=recharge_id)

    audit = api.data("console/audit/wallet", auditor, uid=shopper.uid)

    assert [(e["kind"], e["actor"], e["reference_id"]) for e in audit["events"][2:]] == [
        ("recharge_approval_recorded", reviewer.email, recharge_id),
        ("recharge_approved", second_reviewer.email, recharge_id),
    ]


@pytest.mark.parametrize(
    ("offset", "balance"),
    [
        (-3600, (0, 0)),
        (59, (0, 0)),
        (60, (10_000, 0)),
        (150, (7000, 3000)),
        (180, (10_000, 0)),
        (10_000, (7500, 0)),
    ],
)
def test_the_balance_at_a_moment_counts_every_event_up_to_and_including_it(
    api: ApiClient,
    shopper: User,
    reviewer: User,
    auditor: User,
    offset: int,
    balance: tuple[int, int],
) -> None:
    start = write_timeline(api, shopper, reviewer)
    audit = api.data(
        "console/audit/wallet", auditor, email=shopper.email.upper(), at=start + offset
    )
    assert audit["at"] == start + offset
    assert (audit["balance_at"]["amount"], audit["balance_at"]["frozen_amount"]) == balance
    assert audit["current"] == {"amount": 7500, "frozen_amount": 0}
    assert len(audit["events"]) == 6, "every event is listed whatever the moment"


def test_the_replay_reads_the_event_store_not_the_read_model(
    api: ApiClient, shopper: User, reviewer: User, auditor: User
) -> None:
    fund(api, shopper, 5000, reviewer)
    tamper(api.container, shopper.uid, available=123)
    audit = api.data("console/audit/wallet", auditor, uid=shopper.uid)
    assert audit["current"] == {"amount": 5000, "frozen_amount": 0}
    assert balance(api, shopper) == (123, 0)


def test_a_user_without_a_wallet_has_no_events_and_zero_balances(
    api: ApiClient, shopper: User, auditor: User
) -> None:
    audit = api.data("console/audit/wallet", auditor, email=shopper.email, at=0)
    zero = {"amount": 0, "frozen_amount": 0}
    assert (audit["uid"], audit["events"], audit["balance_at"], audit["current"]) == (
        shopper.uid,
        [],
        zero,
        zero,
    )


def test_an_unknown_user_answers_103_and_a_missing_one_102(api: ApiClient, auditor: User) -> None:
    assert api.call("console/audit/wallet", auditor, uid=987_654)["code"] == 103
    assert api.call("console/audit/wallet", auditor, email="nobody@x.test")["code"] == 103
    missing = api.call("console/audit/wallet", auditor, at=5)
    assert (missing["code"], missing["data"]) == (102, {"field": "uid"})
    out_of_range = api.call("console/audit/wallet", auditor, uid=1, at=10**15)
    assert (out_of_range["code"], out_of_range["data"]) == (102, {"field": "at"})


# -- reconcile ------------------------------------------------------------------------------


def tamper(container: Container, uid: int, available: int) -> None:
    with container.engine.begin() as connection:
        connection.execute(
            update(wallet_balances).where(wallet_balances.c.uid == uid).values(available=available)
        )


def test_a_sound_system_reconciles_to_an_empty_list(
    api: ApiClient, shopper: User, reviewer: User, auditor: User
) -> None:
    assert api.data("console/audit/reconcile", auditor) == {"checked": 0, "list": []}
    write_timeline(api, shopper, reviewer)
    fund(api, api.sign_in("bob@bazaar.test"), 2000, reviewer)
    assert api.container.runner.wait_until_applied(
        api.container.application.recorder.max_notification_id() or 0, timeout=10
    )
    assert api.data("console/audit/reconcile", auditor) == {"checked": 2, "list": []}


def test_reconcile_lists_a_wallet_whose_read_model_drifted(
    api: ApiClient, shopper: User, reviewer: User, auditor: User
) -> None:
    fund(api, shopper, 5000, reviewer)
    fund(api, api.sign_in("bob@bazaar.test"), 2000, reviewer)
    tamper(api.container, shopper.uid, available=4999)

    found = api.data("console/audit/reconcile", auditor)

    assert found == {
        "checked": 2,
        "list": [
            {
                "uid": shopper.uid,
                "email": shopper.email,
                "projected": {"amount": 4999, "frozen_amount": 0},
                "replayed": {"amount": 5000, "frozen_amount": 0},
            }
        ],
    }


def test_events_not_projected_yet_are_not_reported_as_differences(container: Container) -> None:
    wallets = container.wallets
    recharge_id, _ = wallets.request_recharge(1, USDT, 5000, "tx", "p.png", "addr")
    wallets.approve_recharge(1, recharge_id, 9, "ok")
    container.runner.catch_up_all()
    # Written after the last catch-up: the read model is behind, not wrong.
    wallets.debit_payment(1, "pay", 1000, "order")
    recharge_id, _ = wallets.request_recharge(2, USDT, 3000, "tx", "p.png", "addr")
    wallets.approve_recharge(2, recharge_id, 9, "ok")

    lagging = container.wallet_audit.reconcile()
    container.runner.catch_up_all()
    caught_up = container.wallet_audit.reconcile()

    assert (lagging.checked, lagging.discrepancies) == (1, [])
    assert (caught_up.checked, caught_up.discrepancies) == (2, [])
    assert caught_up.position == container.application.recorder.max_notification_id()
