"""mine/favorite/* and the per-caller `is_favorite` mark on product cards."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from infra.bootstrap import Container
from tests.integration.accounts.fixture import Shopper, post, sign_in
from tests.integration.catalogue.fixture import GOODS, FixtureCatalogue

GUEST = "g" * 32
CASE = "Slim Clear Phone Case"
OVEN = "Cast Iron Dutch Oven"


@pytest.fixture
def ann(container: Container, shop_client: TestClient[Any]) -> Shopper:
    return sign_in(container, shop_client, "ann@bazaar.test")


@pytest.fixture
def bob(container: Container, shop_client: TestClient[Any]) -> Shopper:
    return sign_in(container, shop_client, "bob@bazaar.test")


def data(client: TestClient[Any], path: str, sid: str, **body: Any) -> Any:
    answer = post(client, path, sid, **body)
    assert answer["code"] == 0, answer
    return answer["data"]


def favourite(client: TestClient[Any], who: Shopper, goods_id: int) -> None:
    data(client, "mine/favorite/add", who.sid, shop_goods_id=goods_id)


def flags(cards: list[dict[str, Any]]) -> dict[int, bool]:
    return {card["shop_goods_id"]: card["is_favorite"] for card in cards}


def favourited_ids(client: TestClient[Any], sid: str, path: str, **body: Any) -> set[int]:
    cards = data(client, path, sid, **body)["list"]
    return {goods_id for goods_id, marked in flags(cards).items() if marked}


@pytest.fixture
def every_list_call(shelf: FixtureCatalogue) -> Iterator[list[tuple[str, dict[str, Any]]]]:
    case = shelf.goods_id(CASE)
    yield [
        ("mall/goods/list", {"page_size": 20}),
        ("mall/goods/list", {"shop_id": 2}),
        ("mall/goods/recommend_for_list", {"page_size": 20}),
        ("mall/goods/relate_hot_sale", {"id": case}),
        ("mall/goods/relate_hot_recommend", {"id": case}),
    ]


def test_every_favourite_call_needs_a_signed_in_user(shop_client: TestClient[Any]) -> None:
    for path in ("mine/favorite/add", "mine/favorite/del", "mine/favorite/list"):
        assert post(shop_client, path, GUEST, shop_goods_id=1)["code"] == 101, path


def test_favourites_are_listed_newest_first_as_marked_cards(
    shop_client: TestClient[Any], shelf: FixtureCatalogue, ann: Shopper
) -> None:
    favourite(shop_client, ann, shelf.goods_id(CASE))
    favourite(shop_client, ann, shelf.goods_id(OVEN))

    page = data(shop_client, "mine/favorite/list", ann.sid, page=1, page_size=20)

    assert [card["name"] for card in page["list"]] == [OVEN, CASE]
    assert all(card["is_favorite"] for card in page["list"])
    assert (page["total"], page["page"], page["page_size"]) == (2, 1, 20)
    assert set(page["list"][0]) == {
        "shop_goods_id", "name", "cover_image", "price", "market_price", "sales", "stock",
        "on_sale", "is_favorite", "shop",
    }  # fmt: skip


def test_adding_twice_keeps_one_favourite_and_removing_is_idempotent(
    shop_client: TestClient[Any], shelf: FixtureCatalogue, ann: Shopper
) -> None:
    case = shelf.goods_id(CASE)
    favourite(shop_client, ann, case)
    favourite(shop_client, ann, case)
    assert data(shop_client, "mine/favorite/list", ann.sid)["total"] == 1

    data(shop_client, "mine/favorite/del", ann.sid, shop_goods_id=case)
    data(shop_client, "mine/favorite/del", ann.sid, shop_goods_id=case)

    assert data(shop_client, "mine/favorite/list", ann.sid)["total"] == 0


def test_favouriting_an_unknown_product_answers_103(
    shop_client: TestClient[Any], ann: Shopper
) -> None:
    answer = post(shop_client, "mine/favorite/add", ann.sid, shop_goods_id=999_999)

    assert (answer["code"], answer["data"]) == (103, {"field": "shop_goods_id"})


def test_the_favourite_list_is_paged(
    shop_client: TestClient[Any], shelf: FixtureCatalogue, ann: Shopper
) -> None:
    for name, *_ in GOODS[:5]:
        favourite(shop_client, ann, shelf.goods_id(name))

    second = data(shop_client, "mine/favorite/list", ann.sid, page=2, page_size=2)

    assert second["total"] == 5
    assert [card["name"] for card in second["list"]] == [GOODS[2][0], GOODS[1][0]]


def test_each_user_sees_only_their_own_favourites(
    shop_client: TestClient[Any], shelf: FixtureCatalogue, ann: Shopper, bob: Shopper
) -> None:
    favourite(shop_client, ann, shelf.goods_id(CASE))

    assert data(shop_client, "mine/favorite/list", bob.sid)["total"] == 0


def test_cached_list_pages_mark_favourites_only_for_the_user_who_chose_them(
    shop_client: TestClient[Any],
    shelf: FixtureCatalogue,
    ann: Shopper,
    bob: Shopper,
    every_list_call: list[tuple[str, dict[str, Any]]],
) -> None:
    case, oven = shelf.goods_id(CASE), shelf.goods_id(OVEN)
    for path, body in every_list_call:  # a guest fills the shared caches first
        assert favourited_ids(shop_client, GUEST, path, **body) == set(), path
    favourite(shop_client, ann, case)
    favourite(shop_client, ann, oven)

    for path, body in every_list_call:
        on_page = set(flags(data(shop_client, path, GUEST, **body)["list"]))
        assert favourited_ids(shop_client, ann.sid, path, **body) == {case, oven} & on_page, path
        assert favourited_ids(shop_client, bob.sid, path, **body) == set(), path
        assert favourited_ids(shop_client, GUEST, path, **body) == set(), path
    assert favourited_ids(shop_client, ann.sid, "mall/goods/list", page_size=20) == {case, oven}


def test_the_product_page_marks_a_favourite_only_for_its_user(
    shop_client: TestClient[Any], shelf: FixtureCatalogue, ann: Shopper, bob: Shopper
) -> None:
    case = shelf.goods_id(CASE)
    favourite(shop_client, ann, case)

    def marked(sid: str) -> bool:
        detail = data(shop_client, "mall/goods/detail", sid, id=case)
        return bool(detail["is_favorite"])

    assert (marked(ann.sid), marked(bob.sid), marked(GUEST)) == (True, False, False)


def test_home_sections_mark_favourites_after_the_shared_cache(
    shop_client: TestClient[Any], shelf: FixtureCatalogue, ann: Shopper, bob: Shopper
) -> None:
    case = shelf.goods_id(CASE)
    data(shop_client, "mall/home", GUEST)
    favourite(shop_client, ann, case)

    def marked(sid: str) -> set[int]:
        home = data(shop_client, "mall/home", sid)
        return {
            card["shop_goods_id"]
            for section in home["sections"]
            for card in section["goods"]
            if card["is_favorite"]
        }

    assert (marked(ann.sid), marked(bob.sid), marked(GUEST)) == ({case}, set(), set())


def test_a_removed_favourite_is_unmarked_at_once(
    shop_client: TestClient[Any], shelf: FixtureCatalogue, ann: Shopper
) -> None:
    case = shelf.goods_id(CASE)
    favourite(shop_client, ann, case)
    assert favourited_ids(shop_client, ann.sid, "mall/goods/list") == {case}

    data(shop_client, "mine/favorite/del", ann.sid, shop_goods_id=case)

    assert favourited_ids(shop_client, ann.sid, "mall/goods/list") == set()
