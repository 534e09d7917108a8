"""`seed-demo`: the small demo catalogue is believable, deterministic and written once."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sqlalchemy import func, select

from application.catalogue.demo_data import DEMO_PLANS
from application.catalogue.seeding import seed_demo_catalogue, stored_checksum
from application.catalogue.tables import brands, categories, goods, shops, skus
from infra.bootstrap import Container

# The same seed gives these rows on every machine and in both stores.
SMALL_CHECKSUM = "72adb972afbd3389"


def test_the_small_demo_catalogue_is_the_same_2000_products_every_time(
    container: Container,
) -> None:
    def sellers(entries: Sequence[tuple[str, str]]) -> Mapping[str, int]:
        return container.accounts.ensure_users(entries, "demo-pass-1", ("seller",))

    outcome = seed_demo_catalogue(container.engine, DEMO_PLANS["small"], sellers)
    again = seed_demo_catalogue(container.engine, DEMO_PLANS["small"], sellers)

    with container.engine.connect() as connection:
        counted = {
            table.name: connection.execute(select(func.count()).select_from(table)).scalar_one()
            for table in (shops, categories, brands, goods)
        }
        sku_counts = list(
            connection.execute(
                select(func.count()).select_from(skus).group_by(skus.c.goods_id)
            ).scalars()
        )
        demo_owner = connection.execute(select(shops.c.name).where(shops.c.shop_id == 1)).scalar()
        checksum = stored_checksum(connection)
    assert counted == {"shops": 30, "categories": 60, "brands": 80, "goods": 2000}
    assert min(sku_counts) >= 1 and max(sku_counts) <= 12 and len(sku_counts) == 2000
    assert demo_owner == "Bazaar Demo Store"
    assert outcome.seeded and not again.seeded
    assert checksum == outcome.checksum
    assert checksum.startswith(SMALL_CHECKSUM)


def test_every_demo_prop_label_reads_in_the_shoppers_language(container: Container) -> None:
    def sellers(entries: Sequence[tuple[str, str]]) -> Mapping[str, int]:
        return container.accounts.ensure_users(entries, "demo-pass-1", ("seller",))

    seed_demo_catalogue(container.engine, DEMO_PLANS["small"], sellers)
    with container.engine.connect() as connection:
        labels_of_goods = connection.execute(
            select(skus.c.goods_id, skus.c.props_desc, goods.c.prop_names).join(
                goods, goods.c.goods_id == skus.c.goods_id
            )
        ).all()
    languages = {"zh-CN", "th", "ar", "es", "hi", "it", "ru", "tr"}
    for goods_id, props_desc, prop_names in labels_of_goods:
        for pair in props_desc.split(";"):
            label = pair.partition(":")[0]
            assert set((prop_names or {}).get(label, {})) == languages, (goods_id, label)
