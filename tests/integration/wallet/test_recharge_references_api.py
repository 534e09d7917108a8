"""Payment references over HTTP: issued before the bank transfer, quoted by one recharge of
their owner's only, shown to the shopper and to the reviewers, who find a recharge by it.

Every test runs on SQLite and PostgreSQL through the `settings` fixture.
"""

from __future__ import annotations

import re
from typing import Any

from tests.integration.api_client import ApiClient, User
from tests.integration.wallet.steps import BANK, USDT, apply_recharge

SPELLING = re.compile(r"RC-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}")


def reference_of(api: ApiClient, user: User) -> str:
    reference: str = api.data("mine/wealth/recharge/reference", user)["reference"]
    return reference


def bank_recharge(api: ApiClient, user: User, **extra: Any) -> dict[str, Any]:
    return apply_recharge(api, user, 5000, "TRANSFER-1", method=BANK, **extra)


def listed(api: ApiClient, user: User) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = api.data("mine/wealth/recharge/list", user)["list"]
    return found


def test_a_reference_is_short_unambiguous_and_the_same_until_a_recharge_quotes_it(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    first = reference_of(api, shopper)
    assert SPELLING.fullmatch(first) and len(first) <= 16
    assert reference_of(api, shopper) == first
    recharge_id = bank_recharge(api, shopper, reference=first)["data"]["recharge_id"]

    assert listed(api, shopper)[0]["reference"] == first
    after = reference_of(api, shopper)
    assert after != first and SPELLING.fullmatch(after)
    api.data("console/recharge/approve", reviewer, recharge_id=recharge_id)
    assert reference_of(api, shopper) == after


def test_each_user_has_their_own_reference(api: ApiClient, shopper: User, reviewer: User) -> None:
    assert reference_of(api, shopper) != reference_of(api, reviewer)


def test_another_users_reference_is_refused_and_files_nothing(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    someone_elses = reference_of(api, reviewer)
    answer = bank_recharge(api, shopper, reference=someone_elses)
    assert (answer["code"], answer["data"]) == (102, {"field": "reference"})
    assert listed(api, shopper) == []


def test_a_reference_pays_for_one_recharge_only(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    reference = reference_of(api, shopper)
    recharge_id = bank_recharge(api, shopper, reference=reference)["data"]["recharge_id"]
    api.data("console/recharge/reject", reviewer, recharge_id=recharge_id, remark="no")

    again = bank_recharge(api, shopper, reference=reference)
    assert (again["code"], again["data"]) == (102, {"field": "reference"})
    assert len(listed(api, shopper)) == 1


def test_a_reference_is_read_in_any_case_with_or_without_dashes(
    api: ApiClient, shopper: User
) -> None:
    reference = reference_of(api, shopper)
    typed = reference.replace("-", " ").lower()
    assert bank_recharge(api, shopper, reference=typed)["code"] == 0
    assert listed(api, shopper)[0]["reference"] == reference


def test_an_older_client_sending_no_reference_quotes_the_open_one(
    api: ApiClient, shopper: User
) -> None:
    shown = reference_of(api, shopper)
    assert bank_recharge(api, shopper)["code"] == 0
    assert listed(api, shopper)[0]["reference"] == shown


def test_a_chain_recharge_quotes_no_reference(api: ApiClient, shopper: User) -> None:
    reference = reference_of(api, shopper)
    refused = apply_recharge(api, shopper, 5000, reference=reference)
    assert (refused["code"], refused["data"]) == (102, {"field": "reference"})
    assert apply_recharge(api, shopper, 5000, method=USDT)["code"] == 0
    assert listed(api, shopper)[0]["reference"] is None
    assert reference_of(api, shopper) == reference


def test_reviewers_see_the_reference_and_find_the_recharge_by_it(
    api: ApiClient, shopper: User, reviewer: User
) -> None:
    reference = reference_of(api, shopper)
    recharge_id = bank_recharge(api, shopper, reference=reference)["data"]["recharge_id"]
    apply_recharge(api, reviewer, 5000)  # another one in the queue

    for keywords in (reference, reference.replace("-", "").lower()):
        found = api.data("console/recharge/list", reviewer, keywords=keywords)
        assert [item["recharge_id"] for item in found["list"]] == [recharge_id]
        assert found["list"][0]["reference"] == reference
    detail = api.data("console/recharge/detail", reviewer, recharge_id=recharge_id)
    assert detail["recharge"]["reference"] == reference
