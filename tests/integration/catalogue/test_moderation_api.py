"""Shoppers report products and the platform's operators moderate them, on both stores: the
report's rules, the queue grouped per product, taking a product down, restoring it and
dismissing a report with every refusal, each action on the record with its actor, kind,
target, reason, before and after, the seller's mails, and who may call at all."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import update

from application.accounts.tables import users
from application.timeutil import as_utc
from tests.integration.api_client import PASSWORD, ApiClient, User
from tests.integration.catalogue.fixture import seed_fixture_catalogue
from tests.integration.catalogue.moderation_steps import OVEN, PAN, TENT, Moderation
from tests.integration.orders.conftest import Shop

BLURRY = "The photos are not of this product"
FAKE = "Counterfeit: the logo is misspelt"


@pytest.fixture
def moderation(api: ApiClient) -> Moderation:
    seed_fixture_catalogue(api.container.engine)
    return Moderation(api, Shop(api))


@pytest.fixture
def operator(api: ApiClient) -> User:
    return api.sign_in("olive@bazaar.test", "operator")


@pytest.fixture
def ann(api: ApiClient) -> User:
    return api.sign_in("ann@bazaar.test")


@pytest.fixture
def bob(api: ApiClient) -> User:
    return api.sign_in("bob@bazaar.test")


def test_reports_are_grouped_per_product_the_latest_reported_first(
    moderation: Moderation, operator: User, ann: User, bob: User, api: ApiClient
) -> None:
    oven, pan = moderation.goods_id(OVEN), moderation.goods_id(PAN)
    first = moderation.reported(ann, oven, f"  {BLURRY}  ")
    api.clock.advance(minutes=5)
    moderation.reported(bob, pan, "Arrived chipped")
    api.clock.advance(minutes=5)
    second = moderation.reported(bob, oven, FAKE)
    latest = int(api.clock().timestamp())

    queue = moderation.queue(operator)

    assert (queue["total"], [g["goods"]["shop_goods_id"] for g in queue["list"]]) == (
        2,
        [oven, pan],
    )
    group = queue["list"][0]
    assert group["goods"] == {
        "shop_goods_id": oven,
        "name": OVEN,
        "cover_image": group["goods"]["cover_image"],
        "shop_id": 1,
        "shop_name": "Harbor Trading Co",
        "on_sale": True,
        "taken_down": False,
        "takedown_reason": "",
    }
    assert (group["open_reports"], group["latest_report_time"], group["closed"]) == (
        2,
        latest,
        None,
    )
    assert [
        (r["report_id"], r["reason"], r["reporter_uid"], r["reporter_name"], r["time"])
        for r in group["reports"]
    ] == [(second, FAKE, bob.uid, "bob", latest), (first, BLURRY, ann.uid, "ann", latest - 600)]
    assert moderation.queue(operator, page=2, page_size=1)["list"][0]["goods"]["name"] == PAN
    assert moderation.queue(operator, status="closed") == {
        "list": [],
        "total": 0,
        "page": 1,
        "page_size": 20,
    }


def test_a_report_needs_a_reason_of_at_most_500_characters_and_a_shown_product(
    moderation: Moderation, ann: User
) -> None:
    oven = moderation.goods_id(OVEN)

    refusals = [
        moderation.report(ann, oven, "   "),
        moderation.report(ann, oven, "x" * 501),
        moderation.report(ann, oven, "x" * 5000),
        moderation.report(ann, 999_999, BLURRY),
    ]

    assert [(r["code"], r["data"]) for r in refusals] == [
        (102, {"field": "reason"}),
        (102, {"field": "reason"}),
        (102, {"field": "reason"}),
        (103, {"field": "shop_goods_id"}),
    ]
    assert moderation.report(None, oven, BLURRY)["code"] == 101
    assert moderation.reported(ann, oven, "x" * 500) > 0


def test_a_shopper_cannot_report_a_product_of_their_own_shop(
    moderation: Moderation, shop: Shop
) -> None:
    owner = shop.seller(1)

    refused = moderation.report(owner, moderation.goods_id(OVEN), FAKE)

    assert (refused["code"], refused["msg"]) == (
        111,
        "You cannot report or moderate your own shop's products",
    )
    assert moderation.reported(owner, moderation.goods_id(TENT), FAKE) > 0


@pytest.fixture
def shop(moderation: Moderation) -> Shop:
    return moderation.shop


def test_a_shopper_has_one_open_report_per_product_and_may_report_again_once_it_closed(
    moderation: Moderation, operator: User, ann: User, bob: User
) -> None:
    oven = moderation.goods_id(OVEN)
    report_id = moderation.reported(ann, oven, BLURRY)

    again = moderation.report(ann, oven, FAKE)
    assert (again["code"], again["msg"]) == (
        108,
        "You have already reported this product; the platform is looking into it",
    )
    assert moderation.reported(bob, oven, FAKE) > 0
    assert moderation.reported(ann, moderation.goods_id(PAN), FAKE) > 0

    assert moderation.act("dismiss", operator, report_id=report_id)["code"] == 0
    assert moderation.reported(ann, oven, FAKE) > report_id


def test_a_take_down_withholds_the_product_closes_its_reports_and_is_on_the_record(
    moderation: Moderation, operator: User, ann: User, bob: User, api: ApiClient
) -> None:
    oven, pan = moderation.goods_id(OVEN), moderation.goods_id(PAN)
    reports = [moderation.reported(ann, oven, BLURRY), moderation.reported(bob, oven, FAKE)]
    moderation.reported(ann, pan, "Arrived chipped")
    api.clock.advance(hours=1)

    moderation.take_down(operator, oven, f" {FAKE} ")

    assert moderation.flags(oven) == (True, True, FAKE)
    open_queue = moderation.queue(operator)
    assert [g["goods"]["shop_goods_id"] for g in open_queue["list"]] == [pan]
    (closed,) = moderation.queue(operator, status="closed")["list"]
    assert closed["goods"]["taken_down"] and closed["goods"]["takedown_reason"] == FAKE
    assert sorted(r["report_id"] for r in closed["reports"]) == reports
    assert closed["open_reports"] == 0
    assert closed["closed"] == {
        "resolution": "taken_down",
        "by_uid": operator.uid,
        "by_name": "olive",
        "time": int(api.clock().timestamp()),
        "remark": FAKE,
    }
    (action,) = moderation.record()
    assert (action.actor_uid, action.kind, action.target, action.reason) == (
        operator.uid,
        "product_taken_down",
        f"goods:{oven}",
        FAKE,
    )
    assert as_utc(action.at) == api.clock()
    assert (action.before, action.after) == (
        {"taken_down": False},
        {"taken_down": True, "takedown_reason": FAKE},
    )


def test_taking_down_needs_a_reason_a_product_one_not_taken_down_and_not_ones_own(
    moderation: Moderation, operator: User, shop: Shop
) -> None:
    oven = moderation.goods_id(OVEN)
    owner = shop.seller(1)
    moderation.api.container.accounts.ensure_user(owner.email, PASSWORD, "owner", ["operator"])

    no_reason = moderation.act("takedown", operator, shop_goods_id=oven, reason="  ")
    too_long = moderation.act("takedown", operator, shop_goods_id=oven, reason="x" * 501)
    no_product = moderation.act("takedown", operator, shop_goods_id=999_999, reason=FAKE)
    own = moderation.act("takedown", owner, shop_goods_id=oven, reason=FAKE)
    moderation.take_down(owner, moderation.goods_id(TENT), FAKE)  # another shop's: allowed
    moderation.take_down(operator, oven, FAKE)
    twice = moderation.act("takedown", operator, shop_goods_id=oven, reason=FAKE)

    assert [(r["code"], r["data"]) for r in (no_reason, too_long, no_product)] == [
        (102, {"field": "reason"}),
        (102, {"field": "reason"}),
        (103, {"field": "shop_goods_id"}),
    ]
    assert (own["code"], own["msg"]) == (
        111,
        "You cannot report or moderate your own shop's products",
    )
    assert twice["code"] == 108
    assert [a.kind for a in moderation.record()] == ["product_taken_down"] * 2


def test_a_restore_clears_the_take_down_and_is_on_the_record(
    moderation: Moderation, operator: User, ann: User, api: ApiClient
) -> None:
    oven = moderation.goods_id(OVEN)
    second = api.sign_in("otto@bazaar.test", "operator")
    moderation.reported(ann, oven, FAKE)
    moderation.take_down(operator, oven, FAKE)
    api.clock.advance(minutes=30)

    moderation.restore(second, oven, "The seller proved the brand is genuine")

    assert moderation.flags(oven) == (False, False, "")
    (closed,) = moderation.queue(operator, status="closed")["list"]
    assert (closed["goods"]["taken_down"], closed["goods"]["takedown_reason"]) == (False, "")
    restored, taken_down = moderation.record()
    assert (restored.actor_uid, restored.kind, restored.target, restored.reason) == (
        second.uid,
        "product_restored",
        f"goods:{oven}",
        "The seller proved the brand is genuine",
    )
    assert (restored.before, restored.after) == (
        {"taken_down": True, "takedown_reason": FAKE},
        {"taken_down": False},
    )
    assert restored.at > taken_down.at


def test_restoring_needs_a_taken_down_product_of_another_shop(
    moderation: Moderation, operator: User, shop: Shop
) -> None:
    oven = moderation.goods_id(OVEN)
    owner = shop.seller(1)
    moderation.api.container.accounts.ensure_user(owner.email, PASSWORD, "owner", ["operator"])

    not_taken_down = moderation.act("restore", operator, shop_goods_id=oven)
    no_product = moderation.act("restore", operator, shop_goods_id=999_999)
    moderation.take_down(operator, oven, FAKE)
    own = moderation.act("restore", owner, shop_goods_id=oven)
    too_long = moderation.act("restore", operator, shop_goods_id=oven, remark="x" * 501)

    assert not_taken_down["code"] == 108
    assert (no_product["code"], no_product["data"]) == (103, {"field": "shop_goods_id"})
    assert own["code"] == 111
    assert (too_long["code"], too_long["data"]) == (102, {"field": "remark"})
    assert moderation.flags(oven) == (True, True, FAKE)


def test_a_dismissal_closes_one_report_leaves_the_product_and_names_the_report_on_the_record(
    moderation: Moderation, operator: User, ann: User, bob: User
) -> None:
    oven = moderation.goods_id(OVEN)
    dismissed = moderation.reported(ann, oven, BLURRY)
    kept = moderation.reported(bob, oven, FAKE)

    answer = moderation.act("dismiss", operator, report_id=dismissed, remark="Photos match")

    assert answer["code"] == 0
    assert moderation.flags(oven) == (False, False, "")
    (still_open,) = moderation.queue(operator)["list"]
    assert [r["report_id"] for r in still_open["reports"]] == [kept]
    (closed,) = moderation.queue(operator, status="closed")["list"]
    assert [r["report_id"] for r in closed["reports"]] == [dismissed]
    assert (closed["closed"]["resolution"], closed["closed"]["remark"]) == (
        "dismissed",
        "Photos match",
    )
    assert closed["open_reports"] == 1, "the product's other report is still open"
    (action,) = moderation.record()
    assert (action.actor_uid, action.kind, action.target, action.reason) == (
        operator.uid,
        "report_dismissed",
        f"goods:{oven}",
        "Photos match",
    )
    assert (action.before, action.after) == (
        {"report_id": dismissed, "report_status": "open"},
        {"report_id": dismissed, "report_status": "dismissed"},
    )


def test_dismissing_needs_an_open_report_of_another_shops_product(
    moderation: Moderation, operator: User, ann: User, bob: User, shop: Shop
) -> None:
    oven, tent = moderation.goods_id(OVEN), moderation.goods_id(TENT)
    owner = shop.seller(1)
    moderation.api.container.accounts.ensure_user(owner.email, PASSWORD, "owner", ["operator"])
    of_oven = moderation.reported(ann, oven, FAKE)
    of_tent = moderation.reported(bob, tent, FAKE)
    closed_by_take_down = moderation.reported(ann, tent, BLURRY)
    moderation.act("dismiss", operator, report_id=of_tent)
    moderation.take_down(operator, tent, FAKE)

    refusals = {
        "unknown": moderation.act("dismiss", operator, report_id=999_999),
        "dismissed already": moderation.act("dismiss", operator, report_id=of_tent),
        "closed by the take-down": moderation.act(
            "dismiss", operator, report_id=closed_by_take_down
        ),
        "own shop": moderation.act("dismiss", owner, report_id=of_oven),
        "remark too long": moderation.act("dismiss", operator, report_id=of_oven, remark="x" * 501),
    }

    assert {name: (r["code"], r.get("data")) for name, r in refusals.items()} == {
        "unknown": (103, {"field": "report_id"}),
        "dismissed already": (108, None),
        "closed by the take-down": (108, None),
        "own shop": (111, None),
        "remark too long": (102, {"field": "remark"}),
    }
    assert [r["report_id"] for r in moderation.queue(operator)["list"][0]["reports"]] == [of_oven]


def test_only_operators_reach_the_queue_and_its_actions(
    moderation: Moderation, api: ApiClient, ann: User, reviewer: User, shop: Shop
) -> None:
    oven = moderation.goods_id(OVEN)
    report_id = moderation.reported(ann, oven, FAKE)
    auditor = api.sign_in("audrey@bazaar.test", "auditor")
    seller = shop.seller(2)
    calls: dict[str, dict[str, Any]] = {
        "list": {"status": "open"},
        "takedown": {"shop_goods_id": oven, "reason": FAKE},
        "restore": {"shop_goods_id": oven},
        "dismiss": {"report_id": report_id},
    }

    callers = {"guest": None, "shopper": ann, "reviewer": reviewer, "auditor": auditor}
    codes = {
        (who, path): api.call(f"console/moderation/{path}", user, **body)["code"]
        for who, user in {**callers, "seller": seller}.items()
        for path, body in calls.items()
    }

    assert {key: code for key, code in codes.items() if key[0] == "guest"} == {
        ("guest", path): 101 for path in calls
    }
    assert {code for key, code in codes.items() if key[0] != "guest"} == {111}
    assert moderation.flags(oven) == (False, False, "")
    assert moderation.record() == []


def test_the_seller_is_mailed_why_in_its_language_and_again_when_restored(
    moderation: Moderation, operator: User, shop: Shop, api: ApiClient
) -> None:
    oven, tent = moderation.goods_id(OVEN), moderation.goods_id(TENT)
    shop.seller(2)  # the tent's owner, who reads Italian
    with api.container.engine.begin() as connection:
        connection.execute(
            update(users).where(users.c.email == "owner2@fixture.test").values(language="it")
        )

    moderation.take_down(operator, oven, FAKE)
    moderation.take_down(operator, tent, "Prodotto pericoloso")
    moderation.restore(operator, oven, "Checked")

    public = api.container.settings.public_url
    (taken_down, restored) = moderation.mails_to("owner1@fixture.test")
    assert taken_down[0] == f"Your product was taken down: {OVEN}"
    assert f"Reason: {FAKE}" in taken_down[1]
    assert f"See the product: {public}/console/seller/goods/{oven}" in taken_down[1]
    assert restored[0] == f"Your product was restored: {OVEN}"
    ((subject, body),) = moderation.mails_to("owner2@fixture.test")
    assert subject == f"Il tuo prodotto è stato rimosso: {TENT}"
    assert "Motivo: Prodotto pericoloso" in body
    assert moderation.mails_to("olive@bazaar.test") == []
