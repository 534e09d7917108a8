"""Catalogue rules that need no storage: props from SKUs, discounts, search terms, demo data."""

from __future__ import annotations

from dataclasses import replace

from application.catalogue import demo_data, demo_goods
from application.catalogue.artwork import initials_of
from application.catalogue.sanitize import sanitize_description
from application.catalogue.search import MAX_TERMS, search_terms
from application.catalogue.views import PropChoice, SkuView, discount_percent, props_of


def test_props_list_each_label_with_its_values_in_first_seen_order() -> None:
    skus = [
        SkuView(1, "Color:Red;Size:L", 100, 1),
        SkuView(2, "Color:Blue;Size:L", 100, 1),
        SkuView(3, "Color:Red;Size:XL", 100, 1),
    ]

    assert props_of(skus) == [
        PropChoice("Color", ["Red", "Blue"]),
        PropChoice("Size", ["L", "XL"]),
    ]


def test_discount_is_the_whole_percent_off_the_market_price() -> None:
    assert discount_percent(999, 1499) == 33
    assert discount_percent(1000, 1000) == 0
    assert discount_percent(1200, 1000) == 0, "a market price below the price is no discount"


def test_search_terms_are_lower_cased_words_in_any_script_without_query_syntax() -> None:
    assert search_terms('Aurora "Earbuds" & Pro:*') == ["aurora", "earbuds", "pro"]
    assert search_terms("Телефоны и 手机") == ["телефоны", "и", "手机"]
    assert len(search_terms("a " * 50)) == MAX_TERMS


def test_descriptions_keep_formatting_and_lose_scripts_and_attributes() -> None:
    dirty = '<p onclick="x()">Hi <script>alert(1)</script><b>there</b><img src=x></p>'

    assert sanitize_description(dirty) == "<p>Hi <b>there</b></p>"


def test_descriptions_keep_what_the_editor_makes_and_links_only_to_the_web_or_mail() -> None:
    edited = (
        "<h2>Fit</h2><p><u>true</u> <s>small</s></p><blockquote><p>Warm</p></blockquote>"
        '<p><a href="https://maker.example/care" style="color:red" rel="opener">care</a> '
        '<a href="javascript:alert(1)">x</a> <a href="mailto:help@maker.example">mail</a></p>'
    )

    assert sanitize_description(edited) == (
        "<h2>Fit</h2><p><u>true</u> <s>small</s></p><blockquote><p>Warm</p></blockquote>"
        '<p><a href="https://maker.example/care" target="_blank"'
        ' rel="nofollow ugc noopener noreferrer">care</a> <a target="_blank"'
        ' rel="nofollow ugc noopener noreferrer">x</a> <a href="mailto:help@maker.example"'
        ' target="_blank" rel="nofollow ugc noopener noreferrer">mail</a></p>'
    )


def test_the_same_seed_generates_the_same_products_and_another_seed_others() -> None:
    def digest(seed: int) -> str:
        plan = replace(demo_data.DEMO_PLANS["small"], goods=60, seed=seed)
        category_set = demo_data.category_rows()
        brand_list, brands_by_top = demo_data.brand_rows()
        shops = demo_data.demo_shops(plan, list(category_set.top_ids))
        hashed = demo_data.new_digest()
        for batch in demo_goods.generate_goods(
            plan, shops, category_set.leaves, brand_list, brands_by_top, chunk=25
        ):
            demo_data.rows_digest(hashed, batch.goods)
            demo_data.rows_digest(hashed, batch.skus)
        return str(hashed.hexdigest())

    assert digest(7) == digest(7)
    assert digest(7) != digest(8)


def test_generated_products_have_one_to_twelve_skus_and_about_a_third_are_on_sale() -> None:
    plan = replace(demo_data.DEMO_PLANS["small"], goods=300)
    category_set = demo_data.category_rows()
    brand_list, brands_by_top = demo_data.brand_rows()
    shops = demo_data.demo_shops(plan, list(category_set.top_ids))
    discounted = 0
    for batch in demo_goods.generate_goods(
        plan, shops, category_set.leaves, brand_list, brands_by_top
    ):
        for row in batch.goods:
            goods_id, price, market_price = row[0], row[8], row[9]
            own = [sku for sku in batch.skus if sku[1] == goods_id]
            assert 1 <= len(own) <= 12
            assert price == min(sku[4] for sku in own) and market_price >= price
            if market_price > price:
                assert market_price > max(sku[4] for sku in own), "on sale below every SKU"
                discounted += 1
    assert 0.25 <= discounted / plan.goods <= 0.35


def test_initials_take_the_first_letters_of_the_words() -> None:
    assert initials_of("Lumen & Co Desk Lamp") == "LC"
