"""`console/brand/*` on both stores: the operator pages through the brands, adds, renames,
hides and shows them with their logos, each save on the record, and the storefront's brand
lists, filters and search following at once (a hidden brand's products stay on sale)."""

from __future__ import annotations

from typing import Any

import pytest

from domain.staff_actions import ActionKind
from tests.integration.api_client import ApiClient
from tests.integration.catalogue import structure_steps
from tests.integration.catalogue.structure_steps import DEMO_BRANDS, Structure

structure = structure_steps.structure

OVEN_AND_PAN = {"Cast Iron Dutch Oven", "Ceramic Frying Pan"}
"""Hearthstone's products in the fixture catalogue."""


def hearthstone(structure: Structure) -> int:
    return structure.shelf.brand_ids["Hearthstone"]


def storefront_brands(structure: Structure) -> dict[int, dict[str, Any]]:
    return {brand["id"]: brand for brand in structure.storefront("mall/brand/all")["list"]}


def category_brand_ids(structure: Structure) -> set[int]:
    """The brands the storefront shows as its categories' hot and recommended ones."""
    return {
        brand["id"]
        for entry in structure.storefront("mall/brand/category_brand")["list"]
        for brand in entry["hot_brand_list"] + entry["recommend_brand_list"]
    }


def test_the_operator_pages_through_every_brand_by_name_and_finds_one_by_name_or_id(
    structure: Structure,
) -> None:
    first = structure.api.data("console/brand/list", structure.operator, page=1, page_size=5)
    second = structure.api.data("console/brand/list", structure.operator, page=2, page_size=5)
    found = structure.api.data("console/brand/list", structure.operator, keywords="HEARTH")

    assert (first["total"], first["page_size"], len(first["list"])) == (DEMO_BRANDS, 5, 5)
    names = [item["name"] for item in first["list"] + second["list"]]
    assert names == sorted(names, key=str.casefold)
    assert [item["name"] for item in found["list"]] == ["Hearthstone"]
    assert structure.brand(hearthstone(structure)) == {
        "brand_id": hearthstone(structure),
        "name": "Hearthstone",
        "logo": "",
        "logo_url": f"/media/brands/{hearthstone(structure)}/logo.jpg",
        "visible": True,
    }


def test_a_new_brand_is_in_the_storefronts_brand_list_at_once_and_on_the_record(
    structure: Structure,
) -> None:
    storefront_brands(structure)  # the storefront's cached list, read before the save

    answer = structure.save_brand(name=" Verdant ", visible=True)

    assert answer == {"code": 0, "msg": answer["msg"], "data": {"brand_id": DEMO_BRANDS + 1}}
    assert storefront_brands(structure)[DEMO_BRANDS + 1] == {
        "id": DEMO_BRANDS + 1,
        "name": "Verdant",
        "logo": f"/media/brands/{DEMO_BRANDS + 1}/logo.jpg",
    }
    [saved] = structure.record(ActionKind.BRAND_SAVED)
    assert (saved.actor_uid, saved.target) == (structure.operator.uid, f"brand:{DEMO_BRANDS + 1}")
    assert (saved.before, saved.after) == ({}, {"name": "Verdant", "logo": "", "visible": True})


def test_a_renamed_brand_is_listed_and_found_by_its_new_name(structure: Structure) -> None:
    brand_id = hearthstone(structure)

    structure.save_brand(brand_id=brand_id, name="Emberforge", visible=True)

    assert storefront_brands(structure)[brand_id]["name"] == "Emberforge"
    assert set(structure.search("emberforge")) == OVEN_AND_PAN
    assert structure.search("hearthstone") == []
    [saved] = structure.record()
    assert (saved.before, saved.after) == ({"name": "Hearthstone"}, {"name": "Emberforge"})


def test_a_hidden_brand_leaves_the_brand_lists_and_filters_but_its_products_stay_on_sale(
    structure: Structure,
) -> None:
    brand_id = hearthstone(structure)
    oven = structure.shelf.goods_id("Cast Iron Dutch Oven")

    assert brand_id in category_brand_ids(structure)

    structure.save_brand(brand_id=brand_id, name="Hearthstone", visible=False)

    assert brand_id not in storefront_brands(structure)
    assert brand_id not in category_brand_ids(structure)
    filtered = structure.api.call("mall/goods/list", None, brand_id=brand_id)
    assert (filtered["code"], filtered["data"]) == (103, {"field": "brand_id"})
    assert set(structure.search("hearthstone")) == OVEN_AND_PAN
    detail = structure.storefront("mall/goods/detail", id=oven)
    assert detail["on_sale"] is True and detail["brand"]["name"] == "Hearthstone"
    assert structure.brand(brand_id)["visible"] is False


def test_a_brand_shown_again_is_back_in_the_lists_and_filters(structure: Structure) -> None:
    brand_id = hearthstone(structure)
    structure.save_brand(brand_id=brand_id, name="Hearthstone", visible=False)

    structure.save_brand(brand_id=brand_id, name="Hearthstone", visible=True)

    assert brand_id in storefront_brands(structure)
    listed = structure.storefront("mall/goods/list", brand_id=brand_id)["list"]
    assert {card["name"] for card in listed} == OVEN_AND_PAN
    assert [(a.before, a.after) for a in structure.record(ActionKind.BRAND_SAVED)] == [
        ({"visible": False}, {"visible": True}),
        ({"visible": True}, {"visible": False}),
    ]


def test_a_brand_may_change_the_case_of_its_own_name(structure: Structure) -> None:
    answer = structure.save_brand(brand_id=hearthstone(structure), name="HEARTHSTONE")

    assert answer["code"] == 0
    assert structure.brand(hearthstone(structure))["name"] == "HEARTHSTONE"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"name": "   "}, "name"),
        ({"name": "x" * 81}, "name"),
        ({"name": "Tab\there"}, "name"),
        ({"name": "hearthstone"}, "name"),
        ({"name": "Verdant", "logo": "2027/01/nobody-uploaded-this.png"}, "logo"),
    ],
)
def test_a_brand_with_a_bad_field_is_refused_naming_it(
    structure: Structure, body: dict[str, Any], field: str
) -> None:
    answer = structure.save_brand(**body)

    assert (answer["code"], answer["data"]) == (102, {"field": field})
    assert structure.record() == []


def test_a_brand_cannot_take_another_brands_name(structure: Structure) -> None:
    answer = structure.save_brand(brand_id=hearthstone(structure), name=" tidewave ")

    assert (answer["code"], answer["data"]) == (102, {"field": "name"})
    assert structure.brand(hearthstone(structure))["name"] == "Hearthstone"


def test_an_unknown_brand_is_not_found(structure: Structure) -> None:
    answer = structure.save_brand(brand_id=999, name="Verdant")

    assert (answer["code"], answer["data"]) == (103, {"field": "brand_id"})


def test_a_logo_is_the_operators_own_upload_and_can_go_back_to_the_generated_one(
    structure: Structure, api: ApiClient
) -> None:
    brand_id = hearthstone(structure)
    path = api.upload(structure.operator)
    shopper = api.sign_in("sam@bazaar.test")
    refused = structure.save_brand(brand_id=brand_id, name="Hearthstone", logo=api.upload(shopper))

    structure.save_brand(brand_id=brand_id, name="Hearthstone", logo=path)

    assert (refused["code"], refused["data"]) == (102, {"field": "logo"})
    shown = structure.brand(brand_id)
    assert (shown["logo"], shown["logo_url"]) == (path, f"/uploads/{path}")
    assert storefront_brands(structure)[brand_id]["logo"] == f"/uploads/{path}"
    structure.save_brand(brand_id=brand_id, name="Hearthstone", logo="")
    assert storefront_brands(structure)[brand_id]["logo"] == f"/media/brands/{brand_id}/logo.jpg"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"page": 0}, "page"),
        ({"page_size": 101}, "page_size"),
        ({"keywords": "x" * 256}, "keywords"),
    ],
)
def test_a_brand_list_asked_out_of_range_is_refused_naming_the_field(
    structure: Structure, body: dict[str, Any], field: str
) -> None:
    answer = structure.api.call("console/brand/list", structure.operator, **body)

    assert (answer["code"], answer["data"]) == (102, {"field": field})
