"""mine/shipping_address/*: the address book, its one default and its limits."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from application.orders.addresses import MAX_ADDRESSES
from application.orders.tables import shipping_addresses
from infra.bootstrap import Container
from tests.integration.accounts.fixture import Shopper, post, sign_in

GUEST = "g" * 32
HOME = {
    "name": "Ann Lee",
    "phone": "+1 555 0100",
    "country": "United States",
    "province": "California",
    "city": "San Francisco",
    "area": "Mission",
    "address": "1 Market Street",
    "postal_code": "94103",
}


@pytest.fixture
def ann(container: Container, client: TestClient[Any]) -> Shopper:
    return sign_in(container, client, "ann@bazaar.test")


@pytest.fixture
def bob(container: Container, client: TestClient[Any]) -> Shopper:
    return sign_in(container, client, "bob@bazaar.test")


def data(client: TestClient[Any], path: str, who: Shopper, **body: Any) -> Any:
    answer = post(client, f"mine/shipping_address/{path}", who.sid, **body)
    assert answer["code"] == 0, answer
    return answer["data"]


def add(client: TestClient[Any], who: Shopper, **changes: Any) -> int:
    address_id: int = data(client, "add", who, **{**HOME, **changes})["address_id"]
    return address_id


def listed(client: TestClient[Any], who: Shopper) -> list[tuple[int, bool]]:
    return [(a["address_id"], a["is_default"]) for a in data(client, "list", who)["list"]]


def test_every_address_call_needs_a_signed_in_user(client: TestClient[Any]) -> None:
    for path in ("list", "add", "edit", "set_default", "get", "del"):
        answer = post(client, f"mine/shipping_address/{path}", GUEST, address_id=1, **HOME)
        assert answer["code"] == 101, path


def test_the_first_address_is_the_default_and_get_answers_it_whole(
    client: TestClient[Any], ann: Shopper
) -> None:
    address_id = add(client, ann, is_default=False)

    assert data(client, "get", ann, address_id=address_id) == {
        "address_id": address_id, **HOME, "is_default": True,
    }  # fmt: skip


def test_the_list_shows_the_default_first_then_the_newest(
    client: TestClient[Any], ann: Shopper
) -> None:
    first = add(client, ann)
    second = add(client, ann)
    third = add(client, ann)

    assert listed(client, ann) == [(first, True), (third, False), (second, False)]


def test_a_new_default_replaces_the_old_one(client: TestClient[Any], ann: Shopper) -> None:
    first = add(client, ann)
    second = add(client, ann, is_default=True)
    assert listed(client, ann) == [(second, True), (first, False)]

    data(client, "set_default", ann, address_id=first)

    assert listed(client, ann) == [(first, True), (second, False)]


def test_editing_replaces_the_fields_and_cannot_leave_no_default(
    client: TestClient[Any], ann: Shopper
) -> None:
    first = add(client, ann)
    second = add(client, ann)

    data(client, "edit", ann, address_id=first, **{**HOME, "city": "", "name": " Ann "})
    data(client, "edit", ann, address_id=second, **HOME, is_default=True)

    edited = data(client, "get", ann, address_id=first)
    assert (edited["name"], edited["city"], edited["is_default"]) == ("Ann", "", False)
    data(client, "edit", ann, address_id=second, **HOME, is_default=False)
    assert listed(client, ann) == [(second, True), (first, False)]


def test_deleting_the_default_promotes_the_newest_remaining_address(
    client: TestClient[Any], ann: Shopper
) -> None:
    first = add(client, ann)
    second = add(client, ann)
    third = add(client, ann)
    data(client, "del", ann, address_id=second)
    assert listed(client, ann) == [(first, True), (third, False)]

    data(client, "del", ann, address_id=first)

    assert listed(client, ann) == [(third, True)]


@pytest.mark.parametrize("path", ["get", "edit", "set_default", "del"])
def test_another_users_address_answers_103_and_stays_untouched(
    client: TestClient[Any], ann: Shopper, bob: Shopper, path: str
) -> None:
    address_id = add(client, ann)

    answer = post(client, f"mine/shipping_address/{path}", bob.sid, address_id=address_id, **HOME)

    assert answer["code"] == 103
    assert data(client, "get", ann, address_id=address_id)["is_default"] is True
    assert data(client, "list", bob)["list"] == []


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"name": "  "}, "name"),
        ({"phone": ""}, "phone"),
        ({"country": ""}, "country"),
        ({"province": ""}, "province"),
        ({"address": " "}, "address"),
        ({"name": "n" * 61}, "name"),
        ({"phone": "1" * 33}, "phone"),
        ({"city": "c" * 81}, "city"),
        ({"area": "a" * 81}, "area"),
        ({"address": "a" * 256}, "address"),
        ({"postal_code": ""}, "postal_code"),
        ({"postal_code": "   "}, "postal_code"),
        ({"postal_code": "9" * 17}, "postal_code"),
        ({"postal_code": "941#03"}, "postal_code"),
        ({"postal_code": "", "country": "Japan"}, "postal_code"),
    ],
)
def test_address_fields_are_checked_and_the_first_bad_one_is_named(
    client: TestClient[Any], ann: Shopper, changes: dict[str, Any], field: str
) -> None:
    answer = post(client, "mine/shipping_address/add", ann.sid, **{**HOME, **changes})

    assert (answer["code"], answer["data"]) == (102, {"field": field})
    assert data(client, "list", ann)["list"] == []


def test_a_missing_required_field_is_named(client: TestClient[Any], ann: Shopper) -> None:
    body = {key: value for key, value in HOME.items() if key != "province"}

    answer = post(client, "mine/shipping_address/add", ann.sid, **body)

    assert (answer["code"], answer["data"]) == (102, {"field": "province"})


def test_city_and_area_are_optional(client: TestClient[Any], ann: Shopper) -> None:
    body = {key: value for key, value in HOME.items() if key not in {"city", "area"}}

    address_id = data(client, "add", ann, **body)["address_id"]

    found = data(client, "get", ann, address_id=address_id)
    assert (found["city"], found["area"]) == ("", "")


def test_an_edit_is_validated_like_an_add(client: TestClient[Any], ann: Shopper) -> None:
    address_id = add(client, ann)

    body = {**HOME, "phone": ""}
    answer = post(client, "mine/shipping_address/edit", ann.sid, address_id=address_id, **body)

    assert (answer["code"], answer["data"]) == (102, {"field": "phone"})
    assert data(client, "get", ann, address_id=address_id)["phone"] == HOME["phone"]


def test_an_address_book_holds_at_most_fifty_addresses(
    client: TestClient[Any], ann: Shopper
) -> None:
    for _ in range(MAX_ADDRESSES):
        add(client, ann)

    answer = post(client, "mine/shipping_address/add", ann.sid, **HOME)

    assert (answer["code"], answer["data"]) == (102, {"field": "address_id"})
    assert len(data(client, "list", ann)["list"]) == MAX_ADDRESSES


def test_a_postal_code_is_trimmed_and_kept_with_letters_spaces_and_hyphens(
    client: TestClient[Any], ann: Shopper
) -> None:
    address_id = add(client, ann, country="United Kingdom", postal_code="  SW1A 1AA ")
    other = add(client, ann, country="Japan", postal_code="100-0001")

    assert data(client, "get", ann, address_id=address_id)["postal_code"] == "SW1A 1AA"
    assert data(client, "get", ann, address_id=other)["postal_code"] == "100-0001"


def test_an_address_in_a_country_without_postal_codes_needs_none(
    client: TestClient[Any], ann: Shopper
) -> None:
    body = {**HOME, "country": "Hong Kong", "province": "Kowloon", "postal_code": ""}

    address_id = data(client, "add", ann, **body)["address_id"]
    dubai = add(client, ann, country="United Arab Emirates", province="Dubai", postal_code=" ")

    assert data(client, "get", ann, address_id=address_id)["postal_code"] == ""
    assert data(client, "get", ann, address_id=dubai)["postal_code"] == ""


def test_an_address_saved_without_a_postal_code_reads_and_editing_it_asks_for_one(
    container: Container, client: TestClient[Any], ann: Shopper
) -> None:
    old = {key: value for key, value in HOME.items() if key != "postal_code"}
    with container.engine.begin() as connection:
        address_id = connection.execute(
            shipping_addresses.insert()
            .values(uid=ann.uid, **old, is_default=True, created_at=container.clock())
            .returning(shipping_addresses.c.address_id)
        ).scalar_one()

    assert data(client, "list", ann)["list"][0]["postal_code"] == ""
    answer = post(client, "mine/shipping_address/edit", ann.sid, address_id=address_id, **old)
    assert (answer["code"], answer["data"]) == (102, {"field": "postal_code"})
    data(client, "edit", ann, address_id=address_id, **HOME)
    assert data(client, "get", ann, address_id=address_id)["postal_code"] == "94103"
