"""Shop names are unique under their normal form, on both stores: neither an application
(`mine/shop/apply`, 102 `shop_name`) nor a profile (`console/shop/profile/save`, 102 `name`)
takes another shop's name or a look-alike of it (case, spacing, an invisible character, a
letter of another script); a waiting application reserves its name until it is rejected; of
applicants racing for one name exactly one gets it."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from tests.integration.api_client import ApiClient, User
from tests.integration.orders.conftest import Shop
from tests.integration.shops.conftest import Merchants
from tests.integration.shops.test_shop_profile_api import profile_form

# The fixture catalogue's shops 1-3: "Harbor Trading Co", "Northwind Outfitters", "Quiet Corner".
LOOK_ALIKES = [
    "Northwind Outfitters",
    "northwind OUTFITTERS",
    "  Northwind   Outfitters ",
    "Northwind Outfitters\u200b",
    "Quiet Corn\u0435r",  # Cyrillic е
]


@pytest.mark.parametrize("name", LOOK_ALIKES)
def test_an_application_for_a_shops_name_or_a_look_alike_is_refused(
    api: ApiClient, shop: Shop, merchants: Merchants, applicant: User, name: str
) -> None:
    answer = merchants.apply(applicant, shop_name=name)
    assert (answer["code"], answer["data"]) == (102, {"field": "shop_name"})
    assert api.data("mine/shop/info", applicant) is None


@pytest.mark.parametrize("name", LOOK_ALIKES)
def test_a_profile_cannot_take_another_shops_name_or_a_look_alike(
    api: ApiClient, shop: Shop, name: str
) -> None:
    seller = shop.seller(1)
    answer = api.call("console/shop/profile/save", seller, **profile_form(name=name))
    assert (answer["code"], answer["data"]) == (102, {"field": "name"})
    assert api.data("console/shop/profile/get", seller)["name"] == "Harbor Trading Co"


def test_a_shop_may_respell_its_own_name_and_its_old_name_is_free_once_changed(
    api: ApiClient, shop: Shop, merchants: Merchants, applicant: User
) -> None:
    seller = shop.seller(1)
    api.data("console/shop/profile/save", seller, **profile_form(name="HARBOR TRADING CO"))
    api.data("console/shop/profile/save", seller, **profile_form(name="Harbor Wares"))

    assert merchants.apply(applicant, shop_name="Harbor Trading Co")["code"] == 0
    taken = merchants.apply(api.sign_in("cy@bazaar.test"), shop_name="harbor wares")
    assert (taken["code"], taken["data"]) == (102, {"field": "shop_name"})


def test_a_waiting_application_reserves_its_name_until_it_is_rejected(
    api: ApiClient, shop: Shop, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    first = merchants.applied(applicant, shop_name="Ann's Attic")
    rival = api.sign_in("cy@bazaar.test")
    seller = shop.seller(1)

    by_rival = merchants.apply(rival, shop_name="ANN'S  ATTIC\u200b")
    by_seller = api.call("console/shop/profile/save", seller, **profile_form(name="Ann's Attic"))
    assert (by_rival["code"], by_rival["data"]) == (102, {"field": "shop_name"})
    assert (by_seller["code"], by_seller["data"]) == (102, {"field": "name"})

    api.data("console/shop_application/reject", reviewer, application_id=first, remark="Blurred ID")
    assert merchants.apply(rival, shop_name="Ann's Attic")["code"] == 0


def test_an_approved_applications_shop_keeps_the_name(
    api: ApiClient, shop: Shop, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    application_id = merchants.applied(applicant, shop_name="Ann's Attic")
    api.data("console/shop_application/approve", reviewer, application_id=application_id, remark="")
    assert merchants.shops_of(applicant)

    answer = merchants.apply(api.sign_in("cy@bazaar.test"), shop_name="ann's attic")
    assert (answer["code"], answer["data"]) == (102, {"field": "shop_name"})


def test_of_applicants_racing_for_one_name_exactly_one_gets_it(
    api: ApiClient, merchants: Merchants
) -> None:
    users = [api.sign_in(f"racer{n}@bazaar.test") for n in range(4)]
    forms = [
        merchants.form(user, shop_name=f"Racing  Name{' ' * n}") for n, user in enumerate(users)
    ]
    together = threading.Barrier(len(users))
    answers: dict[int, dict[str, Any]] = {}

    def apply(user: User, form: dict[str, Any]) -> None:
        together.wait()
        response = api.client.post(
            "/api/mine/shop/apply",
            json={"sid": user.sid, **form},
            headers={"X-Repeat-Submit": "allow"},
        )
        # The embedded store (SQLite) writes one transaction at a time: a racing request may
        # be answered 503 (busy, try again), which files nothing. Never a second winner.
        answers[user.uid] = response.json() if response.status_code == 200 else {"code": 503}

    threads = [threading.Thread(target=apply, args=pair) for pair in zip(users, forms, strict=True)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    codes = sorted(answer["code"] for answer in answers.values())
    assert len(codes) == len(users) and codes.count(0) == 1, answers
    busy_allowed = api.container.settings.database_url is None
    assert all(code == 102 or (code == 503 and busy_allowed) for code in codes[1:]), answers
    waiting = [api.data("mine/shop/info", user) for user in users]
    assert sum(info is not None for info in waiting) == 1
