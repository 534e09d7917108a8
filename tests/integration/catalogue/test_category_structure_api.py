"""`console/category/*` and `console/brand/*` on both stores: who may call them, and the
operator's category tree: new categories named in 9 languages, renamed, moved, re-sorted and
hidden, each save on the record, and the storefront's menus, lists and search following at
once."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from application.catalogue.structure import CategoryForm
from domain.staff_actions import ActionKind
from tests.integration.api_client import ApiClient
from tests.integration.catalogue import structure_steps
from tests.integration.catalogue.seller_fixture import SellerCatalogue
from tests.integration.catalogue.structure_steps import (
    DEMO_CATEGORIES,
    GARDEN_TOOLS,
    SHELTERS,
    Structure,
    in_menu,
    names_of,
)
from tests.integration.orders.conftest import Shop

structure = structure_steps.structure

CALLS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("console/category/list", {}),
    ("console/category/save", {"parent_id": None, "names": GARDEN_TOOLS, "sort": 1}),
    ("console/brand/list", {"page": 1}),
    ("console/brand/save", {"name": "Verdant", "visible": True}),
)


def test_a_guest_is_asked_to_log_in_for_every_structure_call(structure: Structure) -> None:
    for path, body in CALLS:
        assert structure.api.call(path, None, **body)["code"] == 101, path


@pytest.mark.parametrize("roles", [(), ("reviewer",), ("seller",), ("auditor",), ("agent",)])
def test_everyone_but_an_operator_is_refused_every_structure_call(
    structure: Structure, roles: tuple[str, ...]
) -> None:
    someone = structure.api.sign_in(f"someone-{'-'.join(roles) or 'shopper'}@bazaar.test", *roles)

    for path, body in CALLS:
        assert structure.api.call(path, someone, **body)["code"] == 111, (path, roles)
    assert structure.record() == []


def test_a_new_category_named_in_nine_languages_is_in_the_storefronts_menu_at_once(
    structure: Structure,
) -> None:
    kitchen = structure.category("kitchen-dining")
    structure.menu()  # the storefront's cached tree, read before the save

    new_id = structure.saved_category(parent_id=kitchen, names=GARDEN_TOOLS, sort=5)

    assert new_id == DEMO_CATEGORIES + 1
    shown = in_menu(structure.menu(), new_id)
    assert shown is not None and shown["level"] == 3
    assert shown["names"]["en"] == "Garden tools" and shown["names"]["zh-CN"] == "园艺工具"
    assert shown["icon"] == f"/media/categories/{new_id}/icon.jpg"
    family = structure.storefront("mall/category/relative", category_id=new_id)
    assert [parent["id"] for parent in family["parents"]] == [
        structure.category("home-kitchen"),
        kitchen,
    ]
    node = structure.node(new_id)
    assert (node["parent_id"], node["sort"], node["visible"], node["shown"]) == (
        kitchen,
        5,
        True,
        True,
    )


def test_each_save_is_on_the_record_with_its_actor_target_and_changed_fields(
    structure: Structure,
) -> None:
    new_id = structure.saved_category(parent_id=None, names=GARDEN_TOOLS, sort=9)
    structure.edit(new_id, sort=2, reason="  Spring season first  ")

    saves = structure.record(ActionKind.CATEGORY_SAVED)

    assert [action.target for action in saves] == [f"category:{new_id}"] * 2
    assert all(action.actor_uid == structure.operator.uid for action in saves)
    assert [action.reason for action in saves] == ["Spring season first", ""]
    changed, added = saves
    assert (changed.before, changed.after) == ({"sort": 9}, {"sort": 2})
    assert added.before == {}
    assert added.after == {
        "names": GARDEN_TOOLS,
        "parent_id": None,
        "icon": "",
        "sort": 9,
        "visible": True,
    }


def test_a_reason_longer_than_500_characters_is_refused_and_nothing_is_recorded(
    structure: Structure,
) -> None:
    audio = structure.category("audio")

    answer = structure.edit(audio, sort=7, reason="x" * 501)

    assert (answer["code"], answer["data"]) == (102, {"field": "reason"})
    assert structure.record() == []
    assert structure.edit(audio, sort=7, reason="x" * 500)["code"] == 0


def test_a_save_that_changes_nothing_records_nothing(structure: Structure) -> None:
    audio = structure.category("audio")

    assert structure.edit(audio)["code"] == 0
    assert structure.record() == []
    assert structure.edit(audio, sort=7)["code"] == 0
    assert [action.after for action in structure.record()] == [{"sort": 7}]


def test_a_level_one_category_sorted_last_moves_to_the_end_of_the_menu(
    structure: Structure,
) -> None:
    electronics = structure.category("electronics")

    structure.edit(electronics, sort=99)

    roots = structure.storefront("mall/category/level_one")["list"]
    assert roots[-1]["id"] == electronics and roots[0]["names"]["en"] == "Fashion"
    assert [node["id"] for node in structure.menu()] == [root["id"] for root in roots]


def test_hiding_a_category_takes_it_its_subtree_and_their_products_off_the_storefront(
    structure: Structure,
) -> None:
    audio, earbuds = structure.category("audio"), structure.category("headphones-earbuds")
    electronics = structure.category("electronics")
    assert "Sonara Portable Speaker" in structure.search("speaker")

    assert structure.edit(audio, visible=False)["code"] == 0

    menu = structure.menu()
    assert in_menu(menu, audio) is None and in_menu(menu, earbuds) is None
    assert in_menu(menu, electronics) is not None
    for hidden in (audio, earbuds):
        answer = structure.api.call("mall/category/relative", None, category_id=hidden)
        assert answer["code"] == 103
    assert structure.search("speaker") == []
    assert structure.search("earbuds") == []
    in_electronics = structure.search("", category_id=electronics)
    assert "Tidewave Fast Wall Charger" in in_electronics
    assert "Aurora Wireless Earbuds Pro" not in in_electronics
    speaker = structure.shelf.goods_id("Sonara Portable Speaker")
    assert structure.storefront("mall/goods/detail", id=speaker)["on_sale"] is False
    node = structure.node(earbuds)
    assert (node["visible"], node["shown"]) == (True, False)
    assert structure.node(audio)["visible"] is False


def test_showing_a_hidden_category_again_brings_back_its_subtree_and_products(
    structure: Structure,
) -> None:
    audio = structure.category("audio")
    structure.edit(audio, visible=False)

    structure.edit(audio, visible=True)

    assert in_menu(structure.menu(), structure.category("bluetooth-speakers")) is not None
    assert structure.search("speaker") == ["Sonara Portable Speaker"]
    saves = structure.record(ActionKind.CATEGORY_SAVED)
    assert [(a.before, a.after) for a in saves] == [
        ({"visible": False}, {"visible": True}),
        ({"visible": True}, {"visible": False}),
    ]


def test_a_category_moved_under_a_hidden_one_takes_its_products_off_and_back_with_it(
    structure: Structure,
) -> None:
    tents, audio = structure.category("tents"), structure.category("audio")
    structure.edit(audio, visible=False)

    structure.edit(tents, parent_id=audio)

    assert structure.search("tent") == []
    structure.edit(tents, parent_id=structure.category("camping-hiking"))
    assert structure.search("tent") == ["Summit Peak Dome Tent"]


def test_a_moved_category_is_found_under_its_new_parents_names_and_not_its_old_ones(
    structure: Structure,
) -> None:
    tents = structure.category("tents")
    assert structure.search("露营徒步") == ["Summit Peak Dome Tent"]  # "Camping & Hiking"

    structure.edit(tents, parent_id=structure.category("bedding"))

    assert structure.search("床上用品") == ["Summit Peak Dome Tent"]  # "Bedding"
    assert structure.search("露营徒步") == []
    family = structure.storefront("mall/category/relative", category_id=tents)
    assert [parent["names"]["en"] for parent in family["parents"]] == ["Home & Kitchen", "Bedding"]


def test_a_renamed_category_is_named_and_found_by_its_new_names_at_once(
    structure: Structure,
) -> None:
    tents = structure.category("tents")

    structure.edit(tents, names=SHELTERS)

    assert in_menu(structure.menu(), tents) is not None
    assert in_menu(structure.menu(), tents)["names"]["ru"] == "Укрытия"  # type: ignore[index]
    assert structure.search("укрытия") == ["Summit Peak Dome Tent"]
    assert structure.search("палатки") == []
    [saved] = structure.record()
    assert saved.after == {"names": SHELTERS} and saved.before["names"]["en"] == "Tents"


def test_a_category_under_a_new_one_is_three_levels_deep_and_no_deeper(
    structure: Structure,
) -> None:
    top = structure.saved_category(parent_id=0, names=names_of("Garden"), sort=1)
    middle = structure.saved_category(parent_id=top, names=names_of("Tools"), sort=1)
    leaf = structure.saved_category(parent_id=middle, names=names_of("Spades"), sort=1)

    deeper = structure.save_category(parent_id=leaf, names=names_of("Small spades"), sort=1)

    assert (deeper["code"], deeper["data"]) == (102, {"field": "parent_id"})
    assert [node["level"] for node in (structure.node(c) for c in (top, middle, leaf))] == [1, 2, 3]
    # A level-two category with children cannot go under another level-two one.
    moved = structure.edit(middle, parent_id=structure.category("audio"))
    assert (moved["code"], moved["data"]) == (102, {"field": "parent_id"})


def test_a_category_cannot_go_under_itself_or_anything_under_it(structure: Structure) -> None:
    electronics, audio = structure.category("electronics"), structure.category("audio")

    for parent in (electronics, audio, structure.category("bluetooth-speakers")):
        answer = structure.edit(electronics, parent_id=parent)
        assert (answer["code"], answer["data"]) == (102, {"field": "parent_id"}), parent
    assert structure.record() == []


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"names": {k: v for k, v in GARDEN_TOOLS.items() if k != "tr"}}, "names"),
        ({"names": GARDEN_TOOLS | {"de": "Gartengeräte"}}, "names"),
        ({"names": GARDEN_TOOLS | {"ar": "   "}}, "names"),
        ({"names": GARDEN_TOOLS | {"hi": "x" * 65}}, "names"),
        ({"names": GARDEN_TOOLS | {"it": "Attrezzi\x07"}}, "names"),
        ({"sort": -1}, "sort"),
        ({"sort": 10_000}, "sort"),
        ({"icon": "2027/01/nobody-uploaded-this.png"}, "icon"),
        ({"parent_id": -1}, "parent_id"),
        ({"names": "Garden tools"}, "names"),
    ],
)
def test_a_category_with_a_bad_field_is_refused_naming_it(
    structure: Structure, change: dict[str, Any], field: str
) -> None:
    body = {"parent_id": None, "names": GARDEN_TOOLS, "sort": 1, **change}

    answer = structure.save_category(**body)

    assert (answer["code"], answer["data"]) == (102, {"field": field})
    assert structure.record() == []


def test_names_are_trimmed(structure: Structure) -> None:
    padded = {code: f"  {name} " for code, name in GARDEN_TOOLS.items()}

    new_id = structure.saved_category(parent_id=None, names=padded, sort=1)

    assert structure.node(new_id)["names"] == GARDEN_TOOLS


def test_an_unknown_category_or_parent_is_not_found(structure: Structure) -> None:
    unknown = structure.save_category(category_id=999, parent_id=None, names=GARDEN_TOOLS)
    orphan = structure.save_category(parent_id=999, names=GARDEN_TOOLS)

    assert (unknown["code"], unknown["data"]) == (103, {"field": "category_id"})
    assert (orphan["code"], orphan["data"]) == (103, {"field": "parent_id"})


def test_an_icon_is_the_operators_own_upload_and_can_go_back_to_the_generated_one(
    structure: Structure, api: ApiClient
) -> None:
    audio = structure.category("audio")
    someone_elses = api.upload(api.sign_in("olaf@bazaar.test", "operator"))
    path = api.upload(structure.operator)

    refused = structure.edit(audio, icon=someone_elses)
    structure.edit(audio, icon=path)

    assert (refused["code"], refused["data"]) == (102, {"field": "icon"})
    node = structure.node(audio)
    assert (node["icon"], node["icon_url"]) == (path, f"/uploads/{path}")
    assert in_menu(structure.menu(), audio)["icon"] == f"/uploads/{path}"  # type: ignore[index]
    assert structure.edit(audio, sort=3)["code"] == 0  # the current icon is kept as it is
    structure.edit(audio, icon="")
    generated = f"/media/categories/{audio}/icon.jpg"
    assert structure.node(audio)["icon_url"] == generated
    assert [action.after for action in structure.record()] == [
        {"icon": ""},
        {"sort": 3},
        {"icon": path},
    ]


def test_two_new_categories_saved_at_once_get_ids_of_their_own(structure: Structure) -> None:
    use_cases = structure.api.container.catalogue_structure
    saved: list[int] = []
    start = threading.Barrier(2)

    def add(english: str) -> None:
        form = CategoryForm(None, None, names_of(english), "", 1, True)
        start.wait()
        category_id, position = use_cases.save_category(structure.operator.uid, form)
        use_cases.shown(position)
        saved.append(category_id)

    threads = [threading.Thread(target=add, args=(name,)) for name in ("Garden", "Pets")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sorted(saved) == [DEMO_CATEGORIES + 1, DEMO_CATEGORIES + 2]
    names = {structure.node(category_id)["names"]["en"] for category_id in saved}
    assert names == {"Garden", "Pets"}
    assert len(structure.record(ActionKind.CATEGORY_SAVED)) == 2


def test_a_seller_files_no_product_under_a_hidden_category_and_one_moved_out_is_back_on_sale(
    structure: Structure, api: ApiClient
) -> None:
    seller, catalogue = Shop(api).seller(2), SellerCatalogue(api)
    yoga, dumbbells = structure.category("yoga-mats"), structure.category("dumbbells")
    structure.edit(yoga, visible=False)

    refused = api.call("console/goods/save", seller, **catalogue.form(seller, category_id=yoga))
    goods_id = catalogue.save(seller, category_id=dumbbells)
    structure.edit(dumbbells, visible=False)
    hidden = structure.search("quokka")
    filed_under = catalogue.detail(seller, goods_id)["category_path"]
    teal = catalogue.sku_ids(seller, goods_id)["Colour:Teal"]
    kept = [{"sku_id": teal, "props_desc": "Colour:Teal", "price": 2_500, "stock": 7}]
    sneakers = structure.category("sneakers")
    catalogue.save(seller, shop_goods_id=goods_id, category_id=sneakers, skus=kept)

    assert (refused["code"], refused["data"]) == (102, {"field": "category_id"})
    assert hidden == []
    # The seller still sees where the product is filed, hidden or not.
    assert [step["name"] for step in filed_under] == ["Sports & Outdoors", "Fitness", "Dumbbells"]
    assert structure.search("quokka") == ["Quokka Ceramic Teapot"]
