"""`console/goods/*` on both stores: a seller puts a product on sale, shoppers find and buy it,
and only its own shop can touch it."""

from __future__ import annotations

from typing import Any

import pytest
from alembic import command

from infra.migrate import alembic_config, upgrade_to_head
from tests.integration.api_client import ApiClient, User
from tests.integration.catalogue.seller_fixture import SellerCatalogue
from tests.integration.orders.conftest import Shop, buyer, shop
from tests.integration.wallet.steps import fund

__all__ = ["buyer", "shop"]


@pytest.fixture
def catalogue(api: ApiClient) -> SellerCatalogue:
    return SellerCatalogue(api)


def storefront_ids(api: ApiClient, **query: Any) -> list[int]:
    page = api.data("mall/goods/list", None, page=1, page_size=50, **query)
    return [card["shop_goods_id"] for card in page["list"]]


def test_a_saved_product_reads_back_and_is_found_and_bought_by_a_shopper(
    api: ApiClient, shop: Shop, catalogue: SellerCatalogue, buyer: User, reviewer: User
) -> None:
    seller = shop.seller(1)
    goods_id = catalogue.save(seller)

    detail = catalogue.detail(seller, goods_id)
    assert detail["name"] == "Quokka Ceramic Teapot"
    assert detail["names"] == {"it": "Teiera in ceramica Quokka"}
    assert detail["description_html"] == "<p>Holds <b>1 litre</b>.</p>"  # sanitized
    assert [prop["values"] for prop in detail["props"]] == [["Teal", "Amber"]]
    # The label's translations come back without the blank one; SKUs keep the label itself.
    assert detail["props"][0]["names"] == {"zh-CN": "颜色", "ar": "اللون"}
    assert [
        (s["props_desc"], s["price"], s["market_price"], s["stock"]) for s in detail["skus"]
    ] == [
        ("Colour:Teal", 2_500, 3_000, 7),
        ("Colour:Amber", 2_700, None, 3),
    ]
    assert all(image["url"].startswith("/uploads/") for image in detail["images"])
    assert detail["preview_url"] == f"/product?id={goods_id}"
    listed = api.data("console/goods/list", seller, keywords="quokka")
    assert [(row["shop_goods_id"], row["stock"], row["sku_count"]) for row in listed["list"]] == [
        (goods_id, 10, 2)
    ]

    # The storefront: search by a word of its name, its shop's, category's and brand's pages.
    assert goods_id in storefront_ids(api, keywords="quokka teapot")
    assert goods_id in storefront_ids(api, shop_id=1)
    assert goods_id in storefront_ids(api, category_id=detail["category_id"])
    assert goods_id in storefront_ids(api, brand_id=detail["brand_id"])
    card = api.data("mall/goods/detail", None, id=goods_id)
    assert card["cover_image"] == detail["images"][0]["url"]
    assert card["props"] == [
        {"label": "Colour", "values": ["Teal", "Amber"], "names": {"zh-CN": "颜色", "ar": "اللون"}}
    ]
    assert card["price"] == 2_500

    amber = catalogue.sku_ids(seller, goods_id)["Colour:Amber"]
    wanted = {"shop_goods_id": goods_id, "sku_id": amber, "num": 2}
    created = api.data("order/create", buyer, lines=[wanted], address_id=shop.address(buyer))
    fund(api, buyer, 20_000, reviewer)
    api.data("order/pay", buyer, order_ids=created["order_ids"])
    assert (
        catalogue.sku_ids(seller, goods_id)
        and catalogue.detail(seller, goods_id)["skus"][1]["stock"] == 1
    )


def test_an_edit_changes_what_shoppers_see_but_never_what_they_bought(
    api: ApiClient, shop: Shop, catalogue: SellerCatalogue, buyer: User
) -> None:
    seller = shop.seller(1)
    goods_id = catalogue.save(seller)
    teal = catalogue.sku_ids(seller, goods_id)["Colour:Teal"]
    line = {"shop_goods_id": goods_id, "sku_id": teal, "num": 1}
    created = api.data("order/create", buyer, lines=[line], address_id=shop.address(buyer))
    kept = catalogue.detail(seller, goods_id)

    edited = catalogue.form(
        seller,
        shop_goods_id=goods_id,
        name="Wombat Stoneware Teapot",
        images=[image["path"] for image in reversed(kept["images"])],
        skus=[{"sku_id": teal, "props_desc": "Colour:Teal", "price": 1_900, "stock": 999}],
    )
    api.data("console/goods/save", seller, **edited)

    after = catalogue.detail(seller, goods_id)
    assert after["name"] == "Wombat Stoneware Teapot"
    assert [image["url"] for image in after["images"]] == [
        image["url"] for image in reversed(kept["images"])
    ]
    # The Amber SKU is gone; Teal's units changed only by the order's reservation, not the form.
    assert [(s["sku_id"], s["price"], s["stock"]) for s in after["skus"]] == [(teal, 1_900, 6)]
    assert goods_id in storefront_ids(api, keywords="wombat")
    assert goods_id not in storefront_ids(api, keywords="quokka")
    order = api.data("order/detail", buyer, order_id=created["order_ids"][0])
    bought = order["lines"][0]
    assert (bought["name"], bought["price"]) == ("Quokka Ceramic Teapot", 2_500)


def test_skus_saved_anew_get_ids_never_used_before_and_their_own_stock(
    api: ApiClient, shop: Shop, catalogue: SellerCatalogue, buyer: User
) -> None:
    """A form that sends its SKUs without ids replaces them; on SQLite a new row took the
    newest removed SKU's id, and its inventory's, and the save failed with a 500."""
    seller = shop.seller(1)
    goods_id = catalogue.save(seller)
    first = catalogue.sku_ids(seller, goods_id)
    teal = {"shop_goods_id": goods_id, "sku_id": first["Colour:Teal"], "num": 1}
    created = api.data("order/create", buyer, lines=[teal], address_id=shop.address(buyer))

    for round_stock in (5, 8):
        replaced = catalogue.form(
            seller,
            shop_goods_id=goods_id,
            skus=[{"props_desc": "Colour:Teal", "price": 1_900, "stock": round_stock}],
        )
        api.data("console/goods/save", seller, **replaced)
        [(props, sku_id)] = catalogue.sku_ids(seller, goods_id).items()
        assert props == "Colour:Teal"
        assert sku_id not in first.values()
        assert catalogue.detail(seller, goods_id)["skus"][0]["stock"] == round_stock
        first[f"round {round_stock}"] = sku_id

    # What the buyer ordered before is theirs as it was.
    order = api.data("order/detail", buyer, order_id=created["order_ids"][0])
    assert [(line["sku_id"], line["num"]) for line in order["lines"]] == [(teal["sku_id"], 1)]


def test_after_the_upgrade_a_new_sku_takes_no_id_a_removed_one_had(
    api: ApiClient, shop: Shop, catalogue: SellerCatalogue
) -> None:
    """The upgrade that made SQLite's SKU ids never reused counts from the largest id any read
    model has seen: here the removed Amber SKU's, which the table no longer holds."""
    seller = shop.seller(1)
    goods_id = catalogue.save(seller)
    first = catalogue.sku_ids(seller, goods_id)
    teal = {"sku_id": first["Colour:Teal"], "props_desc": "Colour:Teal", "price": 1_900}
    api.data(
        "console/goods/save", seller, **catalogue.form(seller, shop_goods_id=goods_id, skus=[teal])
    )
    engine = api.container.engine
    config = alembic_config(engine)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "32a1c0de4b7f")
    upgrade_to_head(engine)

    added = {"props_desc": "Colour:Amber", "price": 2_700, "stock": 4}
    form = catalogue.form(seller, shop_goods_id=goods_id, skus=[teal, added])
    api.data("console/goods/save", seller, **form)
    now = catalogue.sku_ids(seller, goods_id)
    assert now["Colour:Amber"] > max(first.values())
    assert catalogue.detail(seller, goods_id)["skus"][1]["stock"] == 4


def test_a_seller_cannot_touch_another_shops_product_and_shoppers_are_turned_away(
    api: ApiClient, shop: Shop, catalogue: SellerCatalogue, buyer: User
) -> None:
    owner = shop.seller(1)
    other = shop.seller(2)
    goods_id = catalogue.save(owner)
    sku_id = next(iter(catalogue.sku_ids(owner, goods_id).values()))
    by_id = {"shop_goods_id": goods_id}

    for path, body in (
        ("console/goods/detail", by_id),
        ("console/goods/status", {**by_id, "on_sale": False}),
        ("console/goods/stock_history", by_id),
        ("console/goods/save", catalogue.form(other, **by_id)),
    ):
        answer = api.call(path, other, **body)
        assert (answer["code"], answer["data"]) == (103, {"field": "shop_goods_id"}), path
    stock = api.call("console/goods/stock", other, sku_id=sku_id, delta=5, reason="restock")
    assert (stock["code"], stock["data"]) == (103, {"field": "sku_id"})
    # Nothing changed for the owner.
    assert catalogue.detail(owner, goods_id)["name"] == "Quokka Ceramic Teapot"
    assert api.data("console/goods/list", other, keywords="quokka")["total"] == 0

    for path, body in (
        ("console/goods/list", {}),
        ("console/goods/detail", by_id),
        ("console/goods/stock_history", by_id),
        ("console/goods/status", {**by_id, "on_sale": False}),
        ("console/goods/save", catalogue.form(owner)),
        ("console/goods/stock", {"sku_id": sku_id, "delta": 1, "reason": "restock"}),
    ):
        assert api.call(path, buyer, **body)["code"] == 111, path
    assert api.call("console/goods/list", None)["code"] == 101


def test_off_sale_leaves_the_storefront_lists_and_comes_back(
    api: ApiClient, shop: Shop, catalogue: SellerCatalogue
) -> None:
    seller = shop.seller(1)
    goods_id = catalogue.save(seller)

    api.data("console/goods/status", seller, shop_goods_id=goods_id, on_sale=False)

    assert goods_id not in storefront_ids(api, keywords="quokka")
    assert goods_id not in storefront_ids(api, shop_id=1)
    off = api.data("console/goods/list", seller, status="off_sale")
    assert [row["shop_goods_id"] for row in off["list"]] == [goods_id]
    assert api.data("console/goods/list", seller, status="on_sale", keywords="quokka")["total"] == 0
    api.data("console/goods/status", seller, shop_goods_id=goods_id, on_sale=True)
    assert goods_id in storefront_ids(api, keywords="quokka")


def test_stock_changes_are_recorded_with_the_seller_and_the_reason(
    api: ApiClient, shop: Shop, catalogue: SellerCatalogue
) -> None:
    seller = shop.seller(1)
    goods_id = catalogue.save(seller)
    teal = catalogue.sku_ids(seller, goods_id)["Colour:Teal"]

    def stock(delta: int, reason: str) -> dict[str, Any]:
        return api.call("console/goods/stock", seller, sku_id=teal, delta=delta, reason=reason)

    assert stock(5, "restock")["data"] == {"stock": 12}
    assert stock(-2, "damage")["data"] == {"stock": 10}
    assert stock(-4, "correction")["data"] == {"stock": 6}
    assert (stock(-7, "correction")["code"]) == 107  # never below none
    for delta, reason in ((-1, "restock"), (1, "damage"), (0, "correction")):
        bad = stock(delta, reason)
        assert (bad["code"], bad["data"]) == (102, {"field": "delta"}), (delta, reason)
    assert stock(1, "gift")["code"] == 102

    history = api.data("console/goods/stock_history", seller, shop_goods_id=goods_id)
    teal_lines = [
        (line["kind"], line["delta"], line["stock_after"], line["by_uid"])
        for line in history["list"]
        if line["sku_id"] == teal
    ]
    assert teal_lines == [
        ("correction", -4, 6, seller.uid),
        ("damage", -2, 10, seller.uid),
        ("restock", 5, 12, seller.uid),
        ("initial", 7, 7, seller.uid),
    ]  # counted empty when it began: a movement of nothing, left out
    assert all(line["time"] is not None for line in history["list"])
    assert catalogue.detail(seller, goods_id)["skus"][0]["stock"] == 6


def test_the_stock_history_names_an_orders_movements_by_the_orders_number(
    api: ApiClient, shop: Shop, catalogue: SellerCatalogue, buyer: User, reviewer: User
) -> None:
    seller = shop.seller(1)
    goods_id = catalogue.save(seller)
    amber = catalogue.sku_ids(seller, goods_id)["Colour:Amber"]
    wanted = {"shop_goods_id": goods_id, "sku_id": amber, "num": 2}
    created = api.data("order/create", buyer, lines=[wanted], address_id=shop.address(buyer))
    fund(api, buyer, 20_000, reviewer)
    api.data("order/pay", buyer, order_ids=created["order_ids"])
    order = api.data("order/detail", buyer, order_id=created["order_ids"][0])
    # The seller's stock history follows from the workers (order/pay brings only the shopper's
    # read models up to date): catch up as a worker would, rather than race it.
    api.container.runner.catch_up_all()

    history = api.data("console/goods/stock_history", seller, shop_goods_id=goods_id)
    amber_lines = [
        (line["kind"], line["delta"], line["order_id"], line["order_sn"])
        for line in history["list"]
        if line["sku_id"] == amber
    ]
    assert amber_lines == [
        ("sold", 0, order["order_id"], order["order_sn"]),
        ("reserved", -2, order["order_id"], order["order_sn"]),
        ("initial", 3, None, None),
    ]
    assert order["order_sn"].startswith("BZ")
    assert all(line["time"] is not None for line in history["list"])


def test_a_seeded_sku_without_an_inventory_is_restocked_from_its_catalogue_count(
    api: ApiClient, shop: Shop
) -> None:
    seller = shop.seller(1)
    item = shop.item("Cast Iron Dutch Oven")
    before = shop.stock(item)[0]
    answer = api.data("console/goods/stock", seller, sku_id=item.sku_id, delta=4, reason="restock")
    assert answer == {"stock": before + 4}
    assert shop.stock(item)[0] == before + 4
    # The count it began with is dated by the restock saved with it, and listed below it.
    history = api.data("console/goods/stock_history", seller, shop_goods_id=item.shop_goods_id)
    lines = [line for line in history["list"] if line["sku_id"] == item.sku_id]
    assert [(line["kind"], line["delta"]) for line in lines] == [
        ("restock", 4),
        ("counted", before),
    ]
    assert lines[0]["time"] is not None and lines[1]["time"] == lines[0]["time"]
