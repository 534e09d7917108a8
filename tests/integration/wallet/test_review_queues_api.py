"""The reviewers' recharge and withdrawal queues over HTTP: search, amount and age filters, the
SLA (`overdue`, measured by the app's clock), the withdrawal detail and the console home's
counts.

Every test runs on SQLite and PostgreSQL through the `settings` fixture.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from tests.integration.api_client import ApiClient, User
from tests.integration.wallet.steps import BANK, PAYEE, USDT, apply_recharge, fund, tron_address

SLA_HOURS = 24


@dataclass(frozen=True)
class Filed:
    ann: User
    bob: User
    cy: User
    ann_recharge: str
    bob_recharge: str
    cy_recharge: str


@pytest.fixture
def filed(api: ApiClient, shopper: User) -> Filed:
    """Three waiting recharges: Ann's 50.00 (5 h old), Bob's 1,500.00 (2 h), Cy's 200.00 (new)."""
    bob, cy = api.sign_in("bob@bazaar.test"), api.sign_in("cy@bazaar.test")
    ann_recharge = apply_recharge(api, shopper, 5000, "tx-ann-1", method=BANK)["data"][
        "recharge_id"
    ]
    api.clock.advance(hours=3)
    bob_recharge = apply_recharge(api, bob, 150_000, "TX-BOB", method=BANK)["data"]["recharge_id"]
    api.clock.advance(hours=2)
    cy_recharge = apply_recharge(api, cy, 20_000, "tx-cy", method=BANK)["data"]["recharge_id"]
    return Filed(shopper, bob, cy, ann_recharge, bob_recharge, cy_recharge)


def _later(api: ApiClient, hours: float, *users: User) -> list[User]:
    """The clock moved on by `hours`, and the users signed in again (a session lasts a day)."""
    api.clock.advance(hours=hours)
    return [api.sign_in(user.email, *_roles(api, user)) for user in users]


def _roles(api: ApiClient, user: User) -> list[str]:
    return sorted(api.container.sessions.resolve(user.sid).roles)


def _recharges(api: ApiClient, reviewer: User, **body: Any) -> list[str]:
    page = api.data("console/recharge/list", reviewer, **body)
    ids = [item["recharge_id"] for item in page["list"]]
    assert page["total"] == len(ids), page
    return ids


def test_keywords_find_recharges_by_email_uid_id_or_transaction(
    api: ApiClient, reviewer: User, filed: Filed
) -> None:
    def found(keywords: str) -> list[str]:
        return _recharges(api, reviewer, keywords=keywords)

    assert found("ANN@Bazaar") == [filed.ann_recharge]
    assert found("bazaar.test") == [filed.ann_recharge, filed.bob_recharge, filed.cy_recharge]
    assert found(f" {filed.bob.uid} ") == [filed.bob_recharge]
    assert found(filed.cy_recharge) == [filed.cy_recharge]
    assert found("TX-BOB") == [filed.bob_recharge]
    # The transaction id and the application id match exactly, never in part.
    assert found("tx-bob") == found("TX-") == found(filed.cy_recharge[:8]) == []
    assert found("%") == found("_") == []


def test_amount_and_age_filters_narrow_the_recharge_queue(
    api: ApiClient, reviewer: User, filed: Filed
) -> None:
    assert _recharges(api, reviewer, min_amount=20_000) == [
        filed.bob_recharge,
        filed.cy_recharge,
    ]
    assert _recharges(api, reviewer, max_amount=20_000) == [
        filed.ann_recharge,
        filed.cy_recharge,
    ]
    assert _recharges(api, reviewer, min_amount=20_000, max_amount=20_000) == [filed.cy_recharge]
    assert _recharges(api, reviewer, min_age_hours=2) == [
        filed.ann_recharge,
        filed.bob_recharge,
    ]
    assert _recharges(api, reviewer, min_age_hours=3) == [filed.ann_recharge]
    assert _recharges(api, reviewer, min_age_hours=6) == []
    assert _recharges(api, reviewer, keywords="bazaar", min_amount=6000, min_age_hours=1) == [
        filed.bob_recharge
    ]


def test_filters_apply_to_decided_recharges_and_to_the_page_total(
    api: ApiClient, reviewer: User, filed: Filed
) -> None:
    api.data("console/recharge/approve", reviewer, recharge_id=filed.ann_recharge)
    api.data("console/recharge/approve", reviewer, recharge_id=filed.cy_recharge)

    assert _recharges(api, reviewer, status="success", keywords="cy@") == [filed.cy_recharge]
    page = api.data("console/recharge/list", reviewer, status="success", page_size=1)
    assert (page["total"], len(page["list"])) == (2, 1)
    narrowed = api.data(
        "console/recharge/list", reviewer, status="success", max_amount=10_000, page_size=1
    )
    assert (narrowed["total"], [i["recharge_id"] for i in narrowed["list"]]) == (
        1,
        [filed.ann_recharge],
    )


@pytest.mark.parametrize("path", ["console/recharge/list", "console/withdraw/list"])
@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"min_amount": -1}, "min_amount"),
        ({"max_amount": "a lot"}, "max_amount"),
        ({"max_amount": 2**63}, "max_amount"),
        ({"min_amount": 5000, "max_amount": 4999}, "max_amount"),
        ({"min_age_hours": -1}, "min_age_hours"),
        ({"min_age_hours": 1.5}, "min_age_hours"),
        ({"keywords": "x" * 256}, "keywords"),
        ({"keywords": 42}, "keywords"),
    ],
)
def test_bad_filters_answer_102_naming_the_field(
    api: ApiClient, reviewer: User, path: str, body: dict[str, Any], field: str
) -> None:
    answer = api.call(path, reviewer, **body)
    assert (answer["code"], answer["data"]) == (102, {"field": field})


def test_an_application_waiting_longer_than_the_sla_is_overdue(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    recharge_id = apply_recharge(api, shopper, 5000)["data"]["recharge_id"]
    fund(api, api.sign_in("bob@bazaar.test"), 5000, reviewer)

    def overdue() -> dict[str, bool]:
        page = api.data("console/recharge/list", reviewer)
        assert page["sla_hours"] == SLA_HOURS
        decided = api.data("console/recharge/list", reviewer, status="success")
        return {i["recharge_id"]: i["overdue"] for i in page["list"] + decided["list"]}

    assert set(overdue().values()) == {False}
    (reviewer,) = _later(api, SLA_HOURS, reviewer)
    assert set(overdue().values()) == {False}
    api.clock.advance(seconds=1)
    # Only a waiting application is late; a decided one is not, however old.
    flags = overdue()
    assert flags.pop(recharge_id) is True
    assert list(flags.values()) == [False]


def test_withdrawals_are_searched_and_filtered_too(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    bob = api.sign_in("bob@bazaar.test")
    for user in (shopper, bob):
        fund(api, user, 50_000, reviewer)
    ann_withdraw = api.data(
        "mine/wealth/withdraw/apply", shopper, method=USDT, amount=4000, address=tron_address("ann")
    )["withdraw_id"]
    shopper, bob, reviewer = _later(api, 30, shopper, bob, reviewer)
    bob_withdraw = api.data(
        "mine/wealth/withdraw/apply", bob, method=USDT, amount=40_000, address=tron_address("bob")
    )["withdraw_id"]

    def found(**body: Any) -> list[str]:
        page = api.data("console/withdraw/list", reviewer, **body)
        assert page["total"] == len(page["list"])
        return [item["withdraw_id"] for item in page["list"]]

    assert found(keywords="BOB@") == [bob_withdraw]
    assert found(keywords=str(shopper.uid)) == [ann_withdraw]
    assert found(keywords=bob_withdraw) == [bob_withdraw]
    assert found(min_amount=5000) == [bob_withdraw]
    assert found(max_amount=4000) == [ann_withdraw]
    assert found(min_age_hours=30) == [ann_withdraw]
    page = api.data("console/withdraw/list", reviewer)
    assert page["sla_hours"] == SLA_HOURS
    assert [(i["withdraw_id"], i["overdue"]) for i in page["list"]] == [
        (ann_withdraw, True),
        (bob_withdraw, False),
    ]
    assert [(i["approvals"], i["approvals_needed"], i["approver_uids"]) for i in page["list"]] == [
        (0, 1, []),
        (0, 1, []),
    ]


def test_the_withdrawal_detail_shows_the_users_balance_history_and_other_withdrawals(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    fund(api, shopper, 10_000, reviewer)
    earlier = api.data(
        "mine/wealth/withdraw/apply", shopper, method=USDT, amount=3000, address=PAYEE
    )["withdraw_id"]
    api.data("console/withdraw/reject", reviewer, withdraw_id=earlier, remark="wrong chain")
    api.clock.advance(minutes=5)
    current = api.data(
        "mine/wealth/withdraw/apply", shopper, method=USDT, amount=4000, address=PAYEE
    )["withdraw_id"]
    # Someone else's withdrawal stays out of Ann's detail.
    bob = api.sign_in("bob@bazaar.test")
    fund(api, bob, 5000, reviewer)
    api.data(
        "mine/wealth/withdraw/apply", bob, method=USDT, amount=1000, address=tron_address("bob")
    )

    detail = api.data("console/withdraw/detail", reviewer, withdraw_id=current)

    assert (detail["withdraw"]["withdraw_id"], detail["withdraw"]["email"]) == (
        current,
        shopper.email,
    )
    assert (detail["withdraw"]["amount"], detail["withdraw"]["status"]) == (4000, "wait")
    assert detail["balance"] == {"available": 6000, "frozen": 4000}
    assert detail["history"] == api.data("mine/wealth/history", shopper)["list"]
    assert [h["kind"] for h in detail["history"]] == [
        "withdraw_freeze",
        "withdraw_returned",
        "withdraw_freeze",
        "recharge",
    ]
    assert [(w["withdraw_id"], w["status"], w["remark"]) for w in detail["withdrawals"]] == [
        (earlier, "error", "wrong chain")
    ]


def test_the_withdrawal_detail_is_for_reviewers_and_known_withdrawals(
    api: ApiClient, shopper: User, reviewer: User, auditor: User
) -> None:
    assert api.call("console/withdraw/detail", reviewer, withdraw_id="0" * 32)["code"] == 103
    for user in (shopper, auditor):
        assert api.call("console/withdraw/detail", user, withdraw_id="x")["code"] == 111
    assert api.call("console/withdraw/detail", None, withdraw_id="x")["code"] == 101


def _apply_for_shop(api: ApiClient, user: User) -> str:
    application_id: str = api.data(
        "mine/shop/apply",
        user,
        shop_name=f"{user.email.split('@')[0]}'s shop",
        real_name="Some One",
        phone="+1 555 0100",
        id_front_image=api.upload(user),
        id_back_image=api.upload(user),
        agree=True,
    )["application_id"]
    return application_id


def test_the_console_home_counts_waiting_and_overdue_applications_for_reviewers(
    api: ApiClient, shopper: User, reviewer: User, second_reviewer: User, auditor: User
) -> None:
    bob, cy = api.sign_in("bob@bazaar.test"), api.sign_in("cy@bazaar.test")
    fund(api, bob, 10_000, reviewer)
    api.data(
        "mine/wealth/withdraw/apply", bob, method=USDT, amount=2000, address=tron_address("bob")
    )
    apply_recharge(api, shopper, 5000)
    _apply_for_shop(api, cy)
    users = _later(api, SLA_HOURS + 1, shopper, bob, cy, reviewer, second_reviewer, auditor)
    shopper, bob, cy, reviewer, second_reviewer, auditor = users
    # A large recharge with one of its two approvals still waits.
    large = apply_recharge(api, cy, 100_000)["data"]["recharge_id"]
    api.data("console/recharge/approve", second_reviewer, recharge_id=large)
    _apply_for_shop(api, bob)

    overview = api.data("console/overview", reviewer)

    assert overview == {
        "sla_hours": SLA_HOURS,
        "recharges": {"waiting": 2, "overdue": 1},
        "withdrawals": {"waiting": 1, "overdue": 1},
        "shop_applications": {"waiting": 2, "overdue": 1},
        "disputes": {"waiting": 0, "overdue": 0},
    }
    zeros = {"waiting": 0, "overdue": 0}
    assert api.data("console/overview", auditor) == {
        "sla_hours": SLA_HOURS,
        "recharges": zeros,
        "withdrawals": zeros,
        "shop_applications": zeros,
        "disputes": zeros,
    }
    no_role = api.call("console/overview", shopper)
    assert (no_role["code"], no_role["data"]) == (111, None)
    assert api.call("console/overview", None)["code"] == 101
