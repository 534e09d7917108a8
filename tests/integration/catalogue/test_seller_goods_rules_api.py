"""`console/goods/save` on both stores: every limit of the product form answers 102 naming the
field, and nothing is written."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.integration.api_client import ApiClient, User, unique_png
from tests.integration.catalogue.seller_fixture import SellerCatalogue
from tests.integration.orders.conftest import Shop, shop
from tests.integration.wallet.steps import apply_recharge

__all__ = ["shop"]

Form = dict[str, Any]


def sku(props_desc: str, price: int = 1_000, **more: Any) -> dict[str, Any]:
    return {"props_desc": props_desc, "price": price, **more}


def colours(count: int) -> list[str]:
    return [f"C{n}" for n in range(count)]


# Each case: what it breaks, the form change, and the field the answer names.
BAD_FORMS: list[tuple[str, Callable[[Form, SellerCatalogue, User], Form], str]] = [
    ("blank name", lambda f, c, u: {**f, "name": "   "}, "name"),
    ("name over 200", lambda f, c, u: {**f, "name": "n" * 201}, "name"),
    ("control character", lambda f, c, u: {**f, "name": "Tea\x00pot"}, "name"),
    ("unknown language", lambda f, c, u: {**f, "names": {"xx": "Name"}}, "names"),
    ("price 0", lambda f, c, u: {**f, "skus": [sku("Colour:Teal", 0)]}, "skus[0].price"),
    (
        "price over 10^9",
        lambda f, c, u: {**f, "skus": [sku("Colour:Teal", 1_000_000_001)]},
        "skus[0].price",
    ),
    (
        "market price below price",
        lambda f, c, u: {**f, "skus": [sku("Colour:Teal", 900, market_price=800)]},
        "skus[0].market_price",
    ),
    ("no picture", lambda f, c, u: {**f, "images": []}, "images"),
    ("ten pictures", lambda f, c, u: {**f, "images": f["images"] * 5}, "images"),
    ("someone else's upload", lambda f, c, u: {**f, "images": ["2020/01/nope.png"]}, "images"),
    (
        "four props",
        lambda f, c, u: {**f, "props": [{"label": f"P{n}", "values": ["a"]} for n in range(4)]},
        "props",
    ),
    (
        "21 values",
        lambda f, c, u: {**f, "props": [{"label": "Colour", "values": colours(21)}]},
        "props[0].values",
    ),
    (
        "a label's translation in an unknown language",
        lambda f, c, u: {
            **f,
            "props": [{"label": "Colour", "values": ["Teal"], "names": {"xx": "Farbe"}}],
        },
        "props[0].names",
    ),
    (
        "a label's translation longer than a label",
        lambda f, c, u: {
            **f,
            "props": [{"label": "Colour", "values": ["Teal"], "names": {"it": "c" * 31}}],
        },
        "props[0].names",
    ),
    (
        "separator in a value",
        lambda f, c, u: {**f, "props": [{"label": "Colour", "values": ["Te:al"]}]},
        "props[0]",
    ),
    (
        "not a combination",
        lambda f, c, u: {**f, "skus": [sku("Colour:Purple")]},
        "skus[0].props_desc",
    ),
    (
        "the same combination twice",
        lambda f, c, u: {**f, "skus": [sku("Colour:Teal"), sku("Colour:Teal")]},
        "skus",
    ),
    ("no SKU", lambda f, c, u: {**f, "skus": []}, "skus"),
    (
        "201 SKUs",
        lambda f, c, u: {
            **f,
            "props": [
                {"label": "A", "values": colours(20)},
                {"label": "B", "values": colours(11)},
            ],
            "skus": [sku(f"A:C{a};B:C{b}") for a in range(20) for b in range(11)][:201],
        },
        "skus",
    ),
    (
        "description over 100 KB",
        lambda f, c, u: {**f, "description_html": "<p>" + "x" * 102_400 + "</p>"},
        "description_html",
    ),
    ("a top-level category", lambda f, c, u: {**f, "category_id": c.top_category()}, "category_id"),
    ("an unknown brand", lambda f, c, u: {**f, "brand_id": 999_999}, "brand_id"),
    (
        "negative stock",
        lambda f, c, u: {**f, "skus": [sku("Colour:Teal", stock=-1)]},
        "skus[0].stock",
    ),
]


@pytest.mark.parametrize(("case", "change", "field"), BAD_FORMS, ids=[c[0] for c in BAD_FORMS])
def test_every_bad_field_answers_102_naming_it_and_nothing_is_saved(
    api: ApiClient,
    shop: Shop,
    case: str,
    change: Callable[[Form, SellerCatalogue, User], Form],
    field: str,
) -> None:
    catalogue = SellerCatalogue(api)
    seller = shop.seller(1)
    before = api.data("console/goods/list", seller)["total"]

    answer = api.call(
        "console/goods/save", seller, **change(catalogue.form(seller), catalogue, seller)
    )

    assert (answer["code"], answer["data"]) == (102, {"field": field}), case
    assert api.data("console/goods/list", seller)["total"] == before


def test_a_product_without_props_has_one_plain_sku(api: ApiClient, shop: Shop) -> None:
    catalogue = SellerCatalogue(api)
    seller = shop.seller(1)
    goods_id = catalogue.save(seller, props=[], skus=[sku("", 4_200, stock=2)])
    assert [(s["props_desc"], s["stock"]) for s in catalogue.detail(seller, goods_id)["skus"]] == [
        ("", 2)
    ]


def _document(api: ApiClient, seller: User) -> str:
    """An upload the seller kept private from the start (`purpose=document`)."""
    response = api.client.post(
        f"/api/system/upload_image?sid={seller.sid}&purpose=document",
        files={"file": ("id.png", unique_png(), "image/png")},
    )
    path: str = response.json()["data"]["path"]
    return path


def _recharge_proof(api: ApiClient, seller: User) -> str:
    """A public upload the seller then filed as a recharge's proof, which makes it private."""
    proof = api.upload(seller)
    assert apply_recharge(api, seller, 5_000, proof=proof)["code"] == 0
    return proof


@pytest.mark.parametrize("private_upload", [_document, _recharge_proof])
def test_a_private_upload_of_the_sellers_own_is_no_product_picture(
    api: ApiClient, shop: Shop, private_upload: Callable[[ApiClient, User], str]
) -> None:
    catalogue = SellerCatalogue(api)
    seller = shop.seller(1)
    private = private_upload(api, seller)
    form = catalogue.form(seller)
    before = api.data("console/goods/list", seller)["total"]

    answer = api.call("console/goods/save", seller, **{**form, "images": [private]})

    assert (answer["code"], answer["data"]) == (102, {"field": "images"})
    assert api.data("console/goods/list", seller)["total"] == before


def test_a_product_picture_made_private_since_is_refused_when_the_product_is_saved_again(
    api: ApiClient, shop: Shop
) -> None:
    catalogue = SellerCatalogue(api)
    seller = shop.seller(1)
    picture = api.upload(seller)
    goods_id = catalogue.save(seller, images=[picture])
    assert apply_recharge(api, seller, 5_000, proof=picture)["code"] == 0

    again = api.call(
        "console/goods/save",
        seller,
        **catalogue.form(seller, shop_goods_id=goods_id, images=[f"/uploads/{picture}"]),
    )

    assert (again["code"], again["data"]) == (102, {"field": "images"})
