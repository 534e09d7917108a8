"""The reviewers' shop application queue over HTTP: nobody decides their own application, and
the queue's search, age filter and SLA.

Every test runs on SQLite and PostgreSQL through the `settings` fixture.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.integration.api_client import ApiClient, User
from tests.integration.shops.conftest import Merchants

OWN_APPLICATION = "You cannot decide your own application"


def test_a_reviewer_cannot_decide_their_own_shop_application(
    api: ApiClient, merchants: Merchants, reviewer: User
) -> None:
    application_id = merchants.applied(reviewer)

    approve = api.call("console/shop_application/approve", reviewer, application_id=application_id)
    reject = api.call(
        "console/shop_application/reject", reviewer, application_id=application_id, remark="no"
    )

    assert (approve["code"], approve["msg"], approve["data"]) == (111, OWN_APPLICATION, None)
    assert reject["code"] == 111
    assert merchants.shops_of(reviewer) == []
    assert api.data("mine/shop/info", reviewer)["status"] == "wait"
    colleague = api.sign_in("rita@bazaar.test", "reviewer")
    api.data("console/shop_application/approve", colleague, application_id=application_id)
    assert len(merchants.shops_of(reviewer)) == 1


def _queue(api: ApiClient, reviewer: User, **body: Any) -> list[str]:
    page = api.data("console/shop_application/list", reviewer, **body)
    ids = [item["application_id"] for item in page["list"]]
    assert page["total"] == len(ids), page
    return ids


def test_the_shop_queue_is_searched_by_email_uid_id_or_shop_name_and_filtered_by_age(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    bob = api.sign_in("bob@bazaar.test")
    ann_application = merchants.applied(applicant, shop_name="Ann's Attic")
    api.clock.advance(hours=5)
    bob_application = merchants.applied(bob, shop_name="Bob's Bikes")

    def found(**body: Any) -> list[str]:
        return _queue(api, reviewer, **body)

    assert found(keywords="BOB@") == [bob_application]
    assert found(keywords="attic") == [ann_application]
    assert found(keywords="'s") == [ann_application, bob_application]
    assert found(keywords=str(bob.uid)) == [bob_application]
    assert found(keywords=ann_application) == [ann_application]
    assert found(keywords=ann_application[:10]) == []
    assert found(min_age_hours=5) == [ann_application]
    assert found(min_age_hours=6) == []
    page = api.data("console/shop_application/list", reviewer)
    assert page["sla_hours"] == 24
    assert [item["overdue"] for item in page["list"]] == [False, False]


def test_a_shop_application_waiting_longer_than_the_sla_is_overdue(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    application_id = merchants.applied(applicant)
    api.clock.advance(hours=24, seconds=1)
    reviewer = api.sign_in(reviewer.email, "reviewer")  # a session lasts a day

    waiting = api.data("console/shop_application/list", reviewer)["list"]
    assert [(item["application_id"], item["overdue"]) for item in waiting] == [
        (application_id, True)
    ]
    api.data("console/shop_application/approve", reviewer, application_id=application_id)
    decided = api.data("console/shop_application/list", reviewer, status="success")
    assert [item["overdue"] for item in decided["list"]] == [False]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"keywords": "x" * 256}, "keywords"),
        ({"min_age_hours": -1}, "min_age_hours"),
        ({"min_age_hours": "old"}, "min_age_hours"),
    ],
)
def test_bad_shop_queue_filters_answer_102_naming_the_field(
    api: ApiClient, reviewer: User, body: dict[str, Any], field: str
) -> None:
    answer = api.call("console/shop_application/list", reviewer, **body)
    assert (answer["code"], answer["data"]) == (102, {"field": field})
