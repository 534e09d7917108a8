"""The operators' console of people over HTTP, on both stores: finding users, one user's page,
and disabling an account (every session ends at once, log-in answers 10203) and enabling it,
each action in the record of staff actions."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select

from application.accounts.tables import sessions
from application.catalogue.writes import add_shop
from application.timeutil import as_utc
from tests.integration.accounts.people import CALLS, operator, record_of
from tests.integration.api_client import PASSWORD, ApiClient, User
from tests.integration.wallet.steps import fund


def log_in(api: ApiClient, email: str, user_agent: str = "testclient") -> dict[str, Any]:
    response = api.client.post(
        "/api/user/login",
        json={"email": email, "password": PASSWORD},
        headers={"User-Agent": user_agent, "X-Repeat-Submit": "allow"},
    )
    answer: dict[str, Any] = response.json()
    return answer


def test_guests_are_asked_to_sign_in_and_every_other_role_is_refused(api: ApiClient) -> None:
    others = [
        api.sign_in("rex@bazaar.test", "reviewer"),
        api.sign_in("ada@bazaar.test", "auditor"),
        api.sign_in("sam@bazaar.test", "seller"),
        api.sign_in("ann@bazaar.test"),
    ]

    for path, body in CALLS.items():
        assert api.call(path, None, **body)["code"] == 101, path
        for user in others:
            assert api.call(path, user, **body)["code"] == 111, (path, user.email)


def test_operators_find_users_by_e_mail_uid_or_name_and_by_role(api: ApiClient) -> None:
    olga = operator(api)
    zoe = api.sign_in("zoe.miller@bazaar.test")
    zed = api.sign_in("zed@shop.test", "seller")

    def found(**body: object) -> list[int]:
        return [row["uid"] for row in api.data("console/user/list", olga, **body)["list"]]

    assert found(keywords="MILLER") == [zoe.uid]
    assert found(keywords="shop.test") == [zed.uid]
    assert zoe.uid in found(keywords=str(zoe.uid))
    assert found(keywords="50%_") == []
    assert found(role="seller") == [zed.uid]
    assert found(role="operator") == [olga.uid]
    assert set(found()) == {olga.uid, zoe.uid, zed.uid}
    row = api.data("console/user/list", olga, keywords="zed")["list"][0]
    assert (row["email"], row["nickname"], row["roles"], row["disabled"]) == (
        "zed@shop.test",
        "zed",
        ["seller"],
        False,
    )
    unknown = api.call("console/user/list", olga, role="king")
    assert (unknown["code"], unknown["data"]) == (102, {"field": "role"})


def test_a_users_page_shows_roles_shop_wallet_and_recent_log_ins(api: ApiClient) -> None:
    olga = operator(api)
    rex = api.sign_in("rex@bazaar.test", "reviewer")
    sam = api.sign_in("sam@bazaar.test", "seller")
    with api.container.engine.begin() as connection:
        shop_id = add_shop(connection, sam.uid, "Sam's Pans", datetime.now(UTC))
    fund(api, sam, 5000, rex)
    log_in(api, sam.email, "Firefox/128")
    log_in(api, sam.email, "Safari/17")
    api.container.runner.catch_up_all()

    page = api.data("console/user/detail", olga, uid=sam.uid)

    assert (page["uid"], page["email"], page["roles"], page["disabled"]) == (
        sam.uid,
        "sam@bazaar.test",
        ["seller"],
        False,
    )
    assert page["shop"] == {"shop_id": shop_id, "name": "Sam's Pans", "suspended": False}
    assert page["wallet"] == {"available": 5000, "frozen": 0}
    agents = [login["user_agent"] for login in page["recent_logins"]]
    assert agents == ["Safari/17", "Firefox/128", "testclient"]
    assert page["recent_logins"][0]["ip"] == "testclient"
    assert (page["pending_grants"], page["disabled_reason"], page["disabled_at"]) == ([], "", None)
    assert api.data("console/user/detail", olga, uid=rex.uid)["shop"] is None


def test_only_the_last_twenty_log_ins_are_kept(api: ApiClient) -> None:
    olga = operator(api)
    ann = api.sign_in("ann@bazaar.test")
    for attempt in range(22):
        assert log_in(api, ann.email, f"browser-{attempt}")["code"] == 0

    logins = api.data("console/user/detail", olga, uid=ann.uid)["recent_logins"]

    assert [login["user_agent"] for login in logins] == [f"browser-{n}" for n in range(21, 1, -1)]


def test_an_unknown_uid_is_not_found_for_every_call(api: ApiClient) -> None:
    olga = operator(api)

    for path, body in CALLS.items():
        if "uid" in body:
            answer = api.call(path, olga, **{**body, "uid": 987654})
            assert (answer["code"], answer["data"]) == (103, {"field": "uid"}), path


def test_disabling_ends_every_session_at_once_and_log_in_answers_10203(api: ApiClient) -> None:
    olga = operator(api)
    ann = api.sign_in("ann@bazaar.test")
    second = User(ann.uid, str(log_in(api, ann.email)["data"]["sid"]), ann.email)
    assert api.call("mine/info", second)["code"] == 0

    api.data("console/user/disable", olga, uid=ann.uid, reason="  Card fraud  ")

    assert api.call("mine/info", ann)["code"] == 101
    assert api.call("mine/info", second)["code"] == 101
    assert log_in(api, ann.email)["code"] == 10203
    with api.container.engine.connect() as connection:
        assert connection.execute(select(sessions).where(sessions.c.uid == ann.uid)).first() is None
    page = api.data("console/user/detail", olga, uid=ann.uid)
    assert (page["disabled"], page["disabled_reason"]) == (True, "Card fraud")
    assert page["disabled_at"] == int(api.clock().timestamp())

    api.data("console/user/enable", olga, uid=ann.uid, reason="Cleared by the bank")

    again = log_in(api, ann.email)
    assert again["code"] == 0
    assert api.call("mine/info", User(ann.uid, str(again["data"]["sid"]), ann.email))["code"] == 0
    assert api.data("console/user/detail", olga, uid=ann.uid)["disabled"] is False
    actions = [(a.actor_uid, a.kind, a.reason, a.before, a.after) for a in record_of(api, ann.uid)]
    assert actions == [
        (olga.uid, "user_disabled", "Card fraud", {"disabled": False}, {"disabled": True}),
        (
            olga.uid,
            "user_enabled",
            "Cleared by the bank",
            {"disabled": True},
            {"disabled": False},
        ),
    ]
    assert {as_utc(a.at) for a in record_of(api, ann.uid)} == {api.clock()}


def test_disabling_needs_a_reason_and_never_hits_oneself_or_a_disabled_account(
    api: ApiClient,
) -> None:
    olga = operator(api)
    oscar = operator(api, "oscar")
    ann = api.sign_in("ann@bazaar.test")

    for reason in ["", "   ", "x" * 501]:
        answer = api.call("console/user/disable", olga, uid=ann.uid, reason=reason)
        assert (answer["code"], answer["data"]) == (102, {"field": "reason"}), reason
    assert api.call("console/user/disable", olga, uid=olga.uid, reason="test")["code"] == 111
    assert api.call("console/user/enable", olga, uid=ann.uid)["code"] == 108
    api.data("console/user/disable", olga, uid=ann.uid, reason="spam")
    assert api.call("console/user/disable", oscar, uid=ann.uid, reason="spam")["code"] == 108
    api.data("console/user/enable", oscar, uid=ann.uid)
    assert api.call("console/user/enable", olga, uid=ann.uid)["code"] == 108

    kinds = [(a.actor_uid, a.kind) for a in record_of(api, ann.uid)]
    assert kinds == [(olga.uid, "user_disabled"), (oscar.uid, "user_enabled")]
    assert record_of(api, olga.uid) == []
