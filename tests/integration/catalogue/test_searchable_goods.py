"""`searchable_goods`, the narrow copy of the product columns a keyword search reads: triggers
keep it in step with `goods`, its migration makes it from the products there are (and removes
it), and a keyword search reads it and answers as it did from `goods`."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import timedelta
from typing import Any

import pytest
from alembic import command
from sqlalchemy import Connection, delete, event, inspect, literal_column, select, update

from application.catalogue import first_window, goods_queries
from application.catalogue.cache import CatalogueCache
from application.catalogue.demo_data import DEMO_PLANS
from application.catalogue.goods_queries import GoodsQueries
from application.catalogue.seeding import seed_demo_catalogue
from application.catalogue.tables import goods, searchable_goods, shops
from application.catalogue.views import GoodsQuery, GoodsSort
from application.timeutil import utc_now
from infra.bootstrap import Container
from infra.migrate import alembic_config, upgrade_to_head
from tests.integration.catalogue.fixture import START, FixtureCatalogue

BEFORE = "5c3d1e7a9b20"
"""The revision before `searchable_goods`."""

PRODUCT = 1
"""Aurora Wireless Earbuds Pro: brand Aurora, shop 1, headphones-earbuds."""


def copies_and_products(connection: Connection) -> tuple[list[Any], list[Any]]:
    """Every row of `searchable_goods` and the same columns of every product, by id; on
    PostgreSQL with the search vector."""
    names = [column.name for column in searchable_goods.c]
    copied: list[Any] = list(searchable_goods.c)
    originals: list[Any] = [goods.c[name] for name in names]
    if connection.dialect.name == "postgresql":
        copied.append(literal_column("searchable_goods.search_vector::text"))
        originals.append(literal_column("goods.search_vector::text"))
    copies = connection.execute(select(*copied).order_by(searchable_goods.c.goods_id)).all()
    products = connection.execute(select(*originals).order_by(goods.c.goods_id)).all()
    return [tuple(row) for row in copies], [tuple(row) for row in products]


def assert_in_step(container: Container) -> list[Any]:
    with container.engine.connect() as connection:
        copies, products = copies_and_products(connection)
    assert copies == products
    return copies


def test_every_product_added_is_copied(container: Container, shelf: FixtureCatalogue) -> None:
    copies = assert_in_step(container)

    assert [row[0] for row in copies] == sorted(shelf.goods_ids.values())


CHANGES: dict[str, dict[str, Any]] = {
    "price": {"price": 4_321},
    "stock": {"stock": 0},
    "sales": {"sales": 9_999},
    "on sale": {"on_sale": False},
    "withheld": {"withheld": True},
    "category": {"category_id": 2},
    "brand": {"brand_id": None},
    "shop": {"shop_id": 3},
    "name": {"name": "Brand New Name"},
    "creation time": {"created_at": START + timedelta(days=3)},
    "rating": {"rating_count": 3, "rating_sum": 14},
}


@pytest.mark.parametrize("values", CHANGES.values(), ids=CHANGES.keys())
def test_a_change_to_a_copied_column_reaches_the_copy(
    container: Container, shelf: FixtureCatalogue, values: dict[str, Any]
) -> None:
    before = assert_in_step(container)
    with container.engine.begin() as connection:
        connection.execute(update(goods).where(goods.c.goods_id == PRODUCT).values(**values))

    after = assert_in_step(container)

    # (On PostgreSQL the rows end with the vector, which `zip` leaves out.)
    columns = zip(searchable_goods.c.keys(), before[PRODUCT - 1], after[PRODUCT - 1], strict=False)
    assert {name for name, old, new in columns if old != new} == set(values)


def test_a_renamed_shop_is_searched_by_its_new_name(
    container: Container, shelf: FixtureCatalogue
) -> None:
    """The rename touches its products' rows, whose search vectors (on PostgreSQL) the copy
    follows; SQLite's FTS5 table follows it the same way."""
    with container.engine.begin() as connection:
        connection.execute(update(shops).where(shops.c.shop_id == 3).values(name="Zephyrine"))

    assert_in_step(container)
    found = container.catalogue.goods.search(GoodsQuery(keywords="zephyr"))
    assert sorted(card.shop_goods_id for card in found.list) == sorted(
        shelf.goods_id(name)
        for name in ("Kestrel Audio Studio Headphones", "Linen Midi Dress", "Glass French Press")
    )


def test_a_removed_product_leaves_the_copy(container: Container, shelf: FixtureCatalogue) -> None:
    with container.engine.begin() as connection:
        connection.execute(delete(goods).where(goods.c.goods_id == PRODUCT))

    copies = assert_in_step(container)

    assert PRODUCT not in [row[0] for row in copies]


def test_a_change_to_a_column_not_copied_leaves_the_copy_alone(
    container: Container, shelf: FixtureCatalogue
) -> None:
    before = assert_in_step(container)
    with container.engine.begin() as connection:
        connection.execute(update(goods).where(goods.c.goods_id == PRODUCT).values(visits_total=7))

    assert assert_in_step(container) == before


def _migrate_down(container: Container, revision: str) -> None:
    config = alembic_config(container.engine)
    with container.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, revision)


def test_the_migration_copies_the_products_there_are_and_its_downgrade_removes_the_copy(
    container: Container, shelf: FixtureCatalogue
) -> None:
    _migrate_down(container, BEFORE)
    assert not inspect(container.engine).has_table("searchable_goods")
    # Products change while there is no copy to keep.
    with container.engine.begin() as connection:
        connection.execute(update(goods).where(goods.c.goods_id == PRODUCT).values(price=1))
        connection.execute(delete(goods).where(goods.c.goods_id == 2))

    upgrade_to_head(container.engine)

    copies = assert_in_step(container)
    assert len(copies) == len(shelf.goods_ids) - 1
    # The triggers are back: a change after the upgrade reaches the copy.
    with container.engine.begin() as connection:
        connection.execute(update(goods).where(goods.c.goods_id == PRODUCT).values(price=2))
    assert assert_in_step(container)[0][searchable_goods.c.keys().index("price")] == 2


KEYWORDS = ("tent", "set", "mini", "lite", "ca", "bike", "halo wireless", "backpak", "zzqx")
"""Words of few and of many demo products, prefixes naming categories too ("ca": cameras,
cables, ...), two words, a misspelling corrected to "backpack", and nothing at all."""
SORTS: tuple[GoodsSort, ...] = ("default", "sales", "price_asc", "price_desc", "new")
FILTERS: tuple[dict[str, Any], ...] = (
    {"price_min": 2_000, "price_max": 10_000},
    {"in_stock": True},
    {"min_rating": 3},
    {"category_id": 41},
    {"brand_id": 7},
    {"shop_id": 2},
    {"title": "pro"},
)


@pytest.fixture
def demo_catalogue(container: Container) -> None:
    """The small demo catalogue (2,000 products), a third of them reviewed."""

    def sellers(entries: Sequence[tuple[str, str]]) -> Mapping[str, int]:
        return container.accounts.ensure_users(entries, "demo-pass-1", ("seller",))

    seed_demo_catalogue(container.engine, DEMO_PLANS["small"], sellers)
    with container.engine.begin() as connection:
        connection.execute(
            update(goods)
            .where(goods.c.goods_id % 3 == 0)
            .values(rating_count=2, rating_sum=2 + goods.c.goods_id % 9)
        )


def answers(container: Container) -> dict[str, tuple[int, list[int], list[int]]]:
    """Each search's total, its first page and its page 11 (from the second window of ids),
    each asked of a process that has cached nothing."""
    found: dict[str, tuple[int, list[int], list[int]]] = {}
    searches = [{"sort": sort} for sort in SORTS] + [
        {**narrowed, "sort": SORTS[i % len(SORTS)]} for i, narrowed in enumerate(FILTERS)
    ]
    for keywords in KEYWORDS:
        for search in searches:
            queries = GoodsQueries(container.engine, CatalogueCache(container.engine), utc_now)
            first, eleventh = (
                queries.search(GoodsQuery(keywords=keywords, page=page, **search))
                for page in (1, 11)
            )
            found[f"{keywords} {search}"] = (
                first.total,
                [card.shop_goods_id for card in first.list],
                [card.shop_goods_id for card in eleventh.list],
            )
    return found


def test_a_keyword_search_answers_as_it_did_from_goods(
    container: Container, demo_catalogue: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Beyond 150 matches the default order is best sellers: both orders are compared.
    monkeypatch.setattr(goods_queries, "RELEVANCE_RANKED_MATCHES", 150)
    from_copy = answers(container)
    for module in (first_window, goods_queries):
        monkeypatch.setattr(module, "from_searchable_goods", lambda statement: statement)

    from_goods = answers(container)

    assert from_copy == from_goods
    totals = [total for total, _, _ in from_copy.values()]
    assert 0 in totals and max(totals) > 400, "a search with no match, and one of three windows"


def statements_of_answers(container: Container) -> list[str]:
    """The SQL `answers` sends, in order."""
    statements: list[str] = []

    def remember(*arguments: Any) -> None:
        statements.append(str(arguments[2]))

    event.listen(container.engine, "before_cursor_execute", remember)
    try:
        answers(container)
    finally:
        event.remove(container.engine, "before_cursor_execute", remember)
    return statements


def test_a_keyword_search_counts_and_orders_from_the_copy(
    container: Container, demo_catalogue: None
) -> None:
    statements = statements_of_answers(container)

    searching = [sql for sql in statements if "count(" in sql or "matched" in sql]
    assert searching
    for sql in searching:
        assert "searchable_goods" in sql
        assert re.search(r"\bgoods\b", sql) is None, sql


def test_a_first_search_gathers_only_each_matchs_id_and_sort_key(
    container: Container, demo_catalogue: None
) -> None:
    # A broad prefix gathers thousands of matches: carrying each one's name and search vector
    # for a relevance order it never uses filled the statement's memory and spilled to disk.
    statements = statements_of_answers(container)

    gathering = [
        re.search(r"matched AS (?:MATERIALIZED )?\s*\(SELECT (.*?)\s+FROM", sql, re.S)
        for sql in statements
        if "counted" in sql  # the first window with its count, not a later window's read
    ]
    selected = [found.group(1) for found in gathering if found]
    assert selected
    for columns in selected:
        assert re.findall(r" AS (\w+)", columns) == ["goods_id", "by_sort"], columns


@pytest.mark.parametrize("settings", ["postgres"], indirect=True)
def test_a_stock_change_keeps_the_products_new_rows_on_their_pages(
    container: Container, demo_catalogue: None
) -> None:
    # A stock change writes columns none of the indexes hold: with room on the page (the
    # tables' fillfactor), PostgreSQL keeps the new row version there and touches no index.
    # Counted on the connection that updates, before and after (its pending statistics).
    # VACUUM FULL first rewrites both tables as a fresh load writes them, each page filled to
    # its fillfactor: the fixture's own updates (ratings) would otherwise have used the room,
    # and whether PostgreSQL may prune their old versions depends on what else holds a
    # snapshot in this database at that moment (an autovacuum ANALYZE does).
    def hot_updates(connection: Connection) -> dict[str, int]:
        return {
            table: connection.execute(
                select(literal_column(f"pg_stat_get_xact_tuples_hot_updated('{table}'::regclass)"))
            ).scalar_one()
            for table in ("goods", "searchable_goods")
        }

    with container.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as admin:
        admin.exec_driver_sql("VACUUM FULL goods, searchable_goods")
    with container.engine.begin() as connection:
        ids = connection.execute(select(goods.c.goods_id).order_by(goods.c.goods_id)).scalars()
        chosen = list(ids)[::50]
        before = hot_updates(connection)
        connection.execute(
            update(goods).where(goods.c.goods_id.in_(chosen)).values(stock=goods.c.stock + 1)
        )
        after = hot_updates(connection)
    assert len(chosen) >= 40
    assert {table: after[table] - before[table] for table in after} == {
        "goods": len(chosen),
        "searchable_goods": len(chosen),
    }
