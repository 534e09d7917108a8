"""Operators grant and revoke roles over HTTP, on both stores: `reviewer`, `auditor` and
`operator` take two different operators, `seller` and `agent` one; nobody changes their own
roles, and each step is in the record of staff actions."""

from __future__ import annotations

import pytest

from tests.integration.accounts.people import operator, record_of, roles
from tests.integration.api_client import ApiClient


@pytest.mark.parametrize("role", ["reviewer", "auditor", "operator"])
def test_a_sensitive_role_is_granted_by_a_second_different_operator(
    api: ApiClient, role: str
) -> None:
    olga, oscar = operator(api), operator(api, "oscar")
    ann = api.sign_in("ann@bazaar.test")

    first = api.data("console/user/role", olga, uid=ann.uid, role=role, grant=True)
    twice = api.call("console/user/role", olga, uid=ann.uid, role=role, grant=True)
    waiting = api.data("console/user/detail", oscar, uid=ann.uid)

    assert first == {"approvals": 1, "approvals_needed": 2}
    assert (twice["code"], roles(api, olga, ann.uid)) == (108, [])
    assert waiting["pending_grants"] == [
        {
            "role": role,
            "approvals": 1,
            "approvals_needed": 2,
            "approved_by": [{"uid": olga.uid, "nickname": "olga"}],
        }
    ]

    second = api.data("console/user/role", oscar, uid=ann.uid, role=role, grant=True)

    assert second == {"approvals": 2, "approvals_needed": 2}
    assert roles(api, olga, ann.uid) == [role]
    assert api.data("console/user/detail", olga, uid=ann.uid)["pending_grants"] == []
    assert api.data("mine/info", ann)["roles"] == [role]
    steps = [(a.actor_uid, a.kind, a.before, a.after) for a in record_of(api, ann.uid)]
    assert steps == [
        (olga.uid, "role_grant_approved", {"pending": {}}, {"pending": {role: 1}}),
        (
            oscar.uid,
            "role_granted",
            {"roles": [], "pending": {role: 1}},
            {"roles": [role], "pending": {}},
        ),
    ]


def test_each_operators_approval_keeps_its_own_reason_on_the_record(api: ApiClient) -> None:
    olga, oscar = operator(api), operator(api, "oscar")
    ann = api.sign_in("ann@bazaar.test")

    too_long = api.call(
        "console/user/role", olga, uid=ann.uid, role="auditor", grant=True, reason="x" * 501
    )
    api.data(
        "console/user/role", olga, uid=ann.uid, role="auditor", grant=True, reason=" New auditor "
    )
    api.data("console/user/role", oscar, uid=ann.uid, role="auditor", grant=True, reason="Agreed")

    assert (too_long["code"], too_long["data"]) == (102, {"field": "reason"})
    assert [(a.kind, a.reason) for a in record_of(api, ann.uid)] == [
        ("role_grant_approved", "New auditor"),
        ("role_granted", "Agreed"),
    ]


def test_the_new_reviewer_reaches_the_review_queues_at_once(api: ApiClient) -> None:
    olga, oscar = operator(api), operator(api, "oscar")
    ann = api.sign_in("ann@bazaar.test")
    api.data("console/user/role", olga, uid=ann.uid, role="reviewer", grant=True)
    assert api.call("console/recharge/list", ann)["code"] == 111

    api.data("console/user/role", oscar, uid=ann.uid, role="reviewer", grant=True)

    assert api.call("console/recharge/list", ann)["code"] == 0


@pytest.mark.parametrize("role", ["agent", "seller"])
def test_seller_and_agent_are_granted_by_one_operator(api: ApiClient, role: str) -> None:
    olga = operator(api)
    ann = api.sign_in("ann@bazaar.test")

    granted = api.data("console/user/role", olga, uid=ann.uid, role=role, grant=True)
    again = api.call("console/user/role", olga, uid=ann.uid, role=role, grant=True)

    assert (granted, again["code"]) == ({"approvals": 1, "approvals_needed": 1}, 108)
    assert roles(api, olga, ann.uid) == [role]
    [action] = record_of(api, ann.uid)
    assert (action.actor_uid, action.kind, action.target, action.before, action.after) == (
        olga.uid,
        "role_granted",
        f"user:{ann.uid}",
        {"roles": []},
        {"roles": [role]},
    )


def test_a_revoked_role_is_gone_at_once_and_seller_is_never_revoked(api: ApiClient) -> None:
    olga = operator(api)
    ann = api.sign_in("ann@bazaar.test", "agent", "auditor", "seller")
    assert api.call("console/audit/reconcile", ann)["code"] == 0

    revoked = api.data("console/user/role", olga, uid=ann.uid, role="agent", grant=False)
    again = api.call("console/user/role", olga, uid=ann.uid, role="agent", grant=False)
    auditor = api.data("console/user/role", olga, uid=ann.uid, role="auditor", grant=False)
    seller = api.call("console/user/role", olga, uid=ann.uid, role="seller", grant=False)
    never_held = api.call("console/user/role", olga, uid=ann.uid, role="operator", grant=False)

    assert revoked == auditor == {"approvals": 1, "approvals_needed": 1}
    assert (again["code"], seller["code"], never_held["code"]) == (108, 108, 108)
    assert roles(api, olga, ann.uid) == ["seller"]
    assert api.call("console/audit/reconcile", ann)["code"] == 111
    steps = [(a.kind, a.before, a.after) for a in record_of(api, ann.uid)]
    assert steps == [
        (
            "role_revoked",
            {"roles": ["agent", "auditor", "seller"]},
            {"roles": ["auditor", "seller"]},
        ),
        ("role_revoked", {"roles": ["auditor", "seller"]}, {"roles": ["seller"]}),
    ]


def test_a_revoke_cancels_a_grant_waiting_for_its_second_operator(api: ApiClient) -> None:
    olga, oscar = operator(api), operator(api, "oscar")
    ann = api.sign_in("ann@bazaar.test")
    api.data("console/user/role", olga, uid=ann.uid, role="auditor", grant=True)

    cancelled = api.data("console/user/role", oscar, uid=ann.uid, role="auditor", grant=False)
    after_cancel = api.data("console/user/role", oscar, uid=ann.uid, role="auditor", grant=True)

    assert cancelled == {"approvals": 1, "approvals_needed": 1}
    # The grant starts over: oscar's approval is its first, and ann holds nothing yet.
    assert after_cancel == {"approvals": 1, "approvals_needed": 2}
    assert roles(api, olga, ann.uid) == []
    pending = api.data("console/user/detail", olga, uid=ann.uid)["pending_grants"]
    assert [grant["approved_by"] for grant in pending] == [
        [{"uid": oscar.uid, "nickname": "oscar"}]
    ]
    revoke = record_of(api, ann.uid)[1]
    assert (revoke.kind, revoke.before, revoke.after) == (
        "role_revoked",
        {"pending": {"auditor": 1}},
        {"pending": {}},
    )


def test_nobody_changes_their_own_roles_and_unknown_roles_are_refused(api: ApiClient) -> None:
    olga = operator(api)
    ann = api.sign_in("ann@bazaar.test")

    own_grant = api.call("console/user/role", olga, uid=olga.uid, role="reviewer", grant=True)
    own_revoke = api.call("console/user/role", olga, uid=olga.uid, role="operator", grant=False)
    unknown = api.call("console/user/role", olga, uid=ann.uid, role="admin", grant=True)

    assert (own_grant["code"], own_revoke["code"]) == (111, 111)
    assert (unknown["code"], unknown["data"]) == (102, {"field": "role"})
    assert roles(api, olga, olga.uid) == ["operator"]
    assert record_of(api, olga.uid) == record_of(api, ann.uid) == []
