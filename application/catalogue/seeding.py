"""`bazaar seed-demo`: writes the demo catalogue once per size, in bulk, with progress."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from sqlalchemy import Connection, Engine, insert, select, update

from application.catalogue import demo_data
from application.catalogue.demo_banners import write_demo_banners
from application.catalogue.demo_data import SHOP_COLUMNS, CategoryRows, DemoPlan, DemoShop
from application.catalogue.demo_goods import (
    GOODS_COLUMNS,
    IMAGE_COLUMNS,
    SKU_COLUMNS,
    generate_goods,
)
from application.catalogue.shop_names import hold_for_new_shop
from application.catalogue.tables import (
    brands,
    categories,
    category_brands,
    goods,
    goods_images,
    shops,
    skus,
)
from application.catalogue.writes import (
    bulk_insert,
    bump_version,
    clear_catalogue,
    demo_state,
    restart_sequences,
)
from application.timeutil import utc_now

SellerAccounts = Callable[[Sequence[tuple[str, str]]], Mapping[str, int]]
"""Makes sure each (e-mail, nickname) has a seller account; answers the uid by e-mail."""


class SeedProgress(Protocol):
    def stage(self, description: str, total: int) -> None: ...

    def advance(self, amount: int) -> None: ...


class _Silent:
    def stage(self, description: str, total: int) -> None:
        pass

    def advance(self, amount: int) -> None:
        pass


@dataclass(frozen=True)
class SeedOutcome:
    size: str
    seeded: bool
    """False when the catalogue already held this data set and nothing was written."""
    goods: int
    checksum: str
    """SHA-256 over every generated product and SKU row (empty when nothing was written)."""


def seed_demo_catalogue(
    engine: Engine, plan: DemoPlan, sellers: SellerAccounts, progress: SeedProgress | None = None
) -> SeedOutcome:
    """Replaces the catalogue with the demo data set `plan`, unless it already holds it; and
    writes the demo's home banners if they never were."""
    progress = progress or _Silent()
    with engine.begin() as connection:
        if demo_state(connection) == (plan.size, plan.seed):
            write_demo_banners(connection, utc_now())
            return SeedOutcome(plan.size, seeded=False, goods=plan.goods, checksum="")
    category_set = demo_data.category_rows()
    brand_list, brands_by_top = demo_data.brand_rows()
    shop_list = demo_data.demo_shops(plan, list(category_set.top_ids))
    owner_uids = sellers([(shop.owner_email, shop.name) for shop in shop_list])
    with engine.begin() as connection:
        progress.stage("clearing the old catalogue", 1)
        clear_catalogue(connection)
        progress.advance(1)
        progress.stage("categories, brands and shops", 4)
        connection.execute(insert(categories), category_set.rows)
        connection.execute(insert(brands), brand_list)
        connection.execute(
            insert(category_brands),
            demo_data.category_brand_rows(plan.seed, category_set.top_ids, brands_by_top),
        )
        bulk_insert(connection, shops, SHOP_COLUMNS, demo_data.shop_rows(shop_list, owner_uids))
        for shop in shop_list:
            uid = owner_uids[shop.owner_email]
            hold_for_new_shop(connection, uid, shop.shop_id, shop.name, shop.created_at)
        progress.advance(4)
        checksum = _insert_goods(
            connection, plan, shop_list, category_set, brand_list, brands_by_top, progress
        )
        _translate_prop_labels(connection, category_set.leaves)
        restart_sequences(connection)
        bump_version(connection, plan.size, plan.seed)
        write_demo_banners(connection, utc_now())
    if engine.dialect.name == "postgresql":
        _analyze(engine)
    return SeedOutcome(plan.size, seeded=True, goods=plan.goods, checksum=checksum)


def _translate_prop_labels(
    connection: Connection, leaves: Sequence[demo_data.LeafCategory]
) -> None:
    """Gives the demo's prop labels ("Color", "Size") their names in the other languages; a
    demo product's labels are its category's, so one statement per category does it."""
    translations = demo_data.prop_label_names()
    for leaf in leaves:
        names = {label: translations[label] for label, _ in leaf.props if label in translations}
        if names:
            connection.execute(
                update(goods)
                .where(goods.c.category_id == leaf.category_id)
                .values(prop_names=names)
            )


def _insert_goods(
    connection: Connection,
    plan: DemoPlan,
    shop_list: Sequence[DemoShop],
    category_set: CategoryRows,
    brand_list: Sequence[Mapping[str, Any]],
    brands_by_top: Mapping[str, Sequence[int]],
    progress: SeedProgress,
) -> str:
    """Writes the products, their SKUs and pictures in batches; answers their checksum."""
    digest = demo_data.new_digest()
    progress.stage(f"{plan.goods:,} products ({plan.size})", plan.goods)
    for batch in generate_goods(plan, shop_list, category_set.leaves, brand_list, brands_by_top):
        bulk_insert(connection, goods, GOODS_COLUMNS, batch.goods)
        bulk_insert(connection, skus, SKU_COLUMNS, batch.skus)
        bulk_insert(connection, goods_images, IMAGE_COLUMNS, batch.images)
        demo_data.rows_digest(digest, batch.goods)
        demo_data.rows_digest(digest, batch.skus)
        progress.advance(len(batch.goods))
    return str(digest.hexdigest())


def stored_checksum(connection: Connection) -> str:
    """The same SHA-256 as `SeedOutcome.checksum`, over the rows as stored."""
    digest = demo_data.new_digest()
    goods_columns = [goods.c[name] for name in GOODS_COLUMNS]
    sku_columns = [skus.c[name] for name in SKU_COLUMNS]
    demo_data.rows_digest(
        digest, _all(connection, select(*goods_columns).order_by(goods.c.goods_id))
    )
    demo_data.rows_digest(digest, _all(connection, select(*sku_columns).order_by(skus.c.sku_id)))
    return str(digest.hexdigest())


def _all(connection: Connection, statement: Any) -> list[Any]:
    return list(connection.execute(statement).all())


def _analyze(engine: Engine) -> None:
    # Fresh statistics and visibility maps right after a bulk load, so the planner picks the
    # indexes (and index-only counts) at once instead of after autovacuum's next round.
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
        connection.exec_driver_sql(
            "VACUUM (ANALYZE) shops, categories, brands, goods, searchable_goods, skus,"
            " goods_images, search_words"
        )
