"""`console/shop/profile/get|save` on both stores: a seller edits what the storefront shows of
their shop, with their own uploads only."""

from __future__ import annotations

from typing import Any

import pytest

from tests.integration.api_client import ApiClient, User, unique_png
from tests.integration.orders.conftest import Shop


def profile_form(**overrides: Any) -> dict[str, Any]:
    return {"name": "Harbor Trading Co", "logo": "", "banner": "", "description": "", **overrides}


def goods_names(api: ApiClient, keywords: str) -> set[str]:
    found = api.data("mall/goods/list", None, keywords=keywords, page_size=100)
    return {item["name"] for item in found["list"]}


def private_upload(api: ApiClient, user: User) -> str:
    response = api.client.post(
        f"/api/system/upload_image?sid={user.sid}&purpose=document",
        files={"file": ("id.png", unique_png(), "image/png")},
    )
    path: str = response.json()["data"]["path"]
    return path


def test_a_new_profile_shows_the_generated_artwork_and_no_description(
    api: ApiClient, shop: Shop
) -> None:
    seller = shop.seller(1)

    profile = api.data("console/shop/profile/get", seller)

    assert profile == {
        "shop_id": 1,
        "name": "Harbor Trading Co",
        "logo": "",
        "logo_url": "/media/shops/1/logo.jpg",
        "banner": "",
        "banner_url": "/media/shops/1/banner.jpg",
        "description": "",
    }


def test_a_saved_profile_reads_back_and_the_storefront_shows_it(api: ApiClient, shop: Shop) -> None:
    seller = shop.seller(1)
    logo = api.upload(seller)
    description = "Cookware and chargers since 1998.\nShips from Lisbon."

    api.data(
        "console/shop/profile/save",
        seller,
        **profile_form(name="  Zephyrine Goods  ", logo=logo, description=f" {description}\n"),
    )

    profile = api.data("console/shop/profile/get", seller)
    assert (profile["name"], profile["logo"], profile["logo_url"]) == (
        "Zephyrine Goods",
        logo,
        f"/uploads/{logo}",
    )
    assert (profile["banner"], profile["banner_url"]) == ("", "/media/shops/1/banner.jpg")
    assert profile["description"] == description
    detail = api.data("mall/shop/detail", None, shop_id=1)
    assert (detail["name"], detail["description"]) == ("Zephyrine Goods", description)
    assert (detail["logo"], detail["banner"]) == (f"/uploads/{logo}", "/media/shops/1/banner.jpg")
    listed = api.data("mall/shop/list", None, keywords="zephyrine")["list"]
    assert [(item["shop_id"], item["logo"]) for item in listed] == [(1, f"/uploads/{logo}")]


def test_products_are_found_by_the_shops_new_name_and_no_longer_by_the_old(
    api: ApiClient, shop: Shop
) -> None:
    seller = shop.seller(1)
    shop_one = {
        "Aurora Wireless Earbuds Pro",
        "Cast Iron Dutch Oven",
        "Ceramic Frying Pan",
        "Tidewave Fast Wall Charger",
    }
    assert goods_names(api, "harbor") == shop_one

    api.data("console/shop/profile/save", seller, **profile_form(name="Zephyrine Goods"))

    assert goods_names(api, "zephyrine") == shop_one
    assert goods_names(api, "harbor") == set()


def test_the_current_pictures_are_kept_and_blank_ones_go_back_to_the_generated_artwork(
    api: ApiClient, shop: Shop
) -> None:
    seller = shop.seller(1)
    logo, banner = api.upload(seller), api.upload(seller)
    api.data("console/shop/profile/save", seller, **profile_form(logo=logo, banner=banner))

    api.data(
        "console/shop/profile/save", seller, **profile_form(logo=logo, banner=banner, name="B")
    )
    kept = api.data("console/shop/profile/get", seller)
    api.data("console/shop/profile/save", seller, **profile_form(banner=banner))
    reset = api.data("console/shop/profile/get", seller)

    assert (kept["name"], kept["logo"], kept["banner"]) == ("B", logo, banner)
    assert (reset["logo"], reset["logo_url"]) == ("", "/media/shops/1/logo.jpg")
    assert (reset["banner"], reset["banner_url"]) == (banner, f"/uploads/{banner}")
    detail = api.data("mall/shop/detail", None, shop_id=1)
    assert detail["logo"] == "/media/shops/1/logo.jpg"


@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"name": ""}, "name"),
        ({"name": "   "}, "name"),
        ({"name": "x" * 81}, "name"),
        ({"name": "Bad\x07Name"}, "name"),
        ({"description": "x" * 2001}, "description"),
        ({"description": "bell\x07"}, "description"),
        ({"logo": "2025/01/never-uploaded.png"}, "logo"),
        ({"banner": "../../etc/passwd"}, "banner"),
        ({"logo": "/media/shops/2/logo.jpg"}, "logo"),
    ],
)
def test_a_bad_field_answers_102_naming_it_and_changes_nothing(
    api: ApiClient, shop: Shop, overrides: dict[str, Any], field: str
) -> None:
    seller = shop.seller(1)
    before = api.data("console/shop/profile/get", seller)

    answer = api.call(
        "console/shop/profile/save", seller, **profile_form(**{"name": "Changed", **overrides})
    )

    assert (answer["code"], answer["data"]) == (102, {"field": field})
    assert api.data("console/shop/profile/get", seller) == before


def test_the_longest_name_and_description_are_accepted(api: ApiClient, shop: Shop) -> None:
    seller = shop.seller(1)
    form = profile_form(name="n" * 80, description="d\n" * 999 + "dd")

    api.data("console/shop/profile/save", seller, **form)

    profile = api.data("console/shop/profile/get", seller)
    assert (len(profile["name"]), len(profile["description"])) == (80, 2000)


def test_someone_elses_upload_or_an_own_private_document_is_refused(
    api: ApiClient, shop: Shop, buyer: User
) -> None:
    seller = shop.seller(1)
    theirs = api.upload(buyer)
    document = private_upload(api, seller)

    foreign = api.call("console/shop/profile/save", seller, **profile_form(logo=theirs))
    private = api.call("console/shop/profile/save", seller, **profile_form(banner=document))

    assert (foreign["code"], foreign["data"]) == (102, {"field": "logo"})
    assert (private["code"], private["data"]) == (102, {"field": "banner"})
    assert api.data("mall/shop/detail", None, shop_id=1)["logo"] == "/media/shops/1/logo.jpg"


def test_a_save_without_every_field_is_refused(api: ApiClient, shop: Shop) -> None:
    seller = shop.seller(1)
    answer = api.call("console/shop/profile/save", seller, name="Only a name")
    assert answer["code"] == 102


def test_shoppers_and_sellers_without_a_shop_are_turned_away(api: ApiClient, buyer: User) -> None:
    shopless = api.sign_in("sam@bazaar.test", "seller")
    for user in (buyer, shopless):
        assert api.call("console/shop/profile/get", user)["code"] == 111
        save = api.call("console/shop/profile/save", user, **profile_form())
        assert save["code"] == 111
    assert api.call("console/shop/profile/get", None)["code"] == 101
