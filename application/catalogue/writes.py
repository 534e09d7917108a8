"""Writing the catalogue in bulk: COPY on PostgreSQL, executemany on SQLite.

Every catalogue write ends with `bump_version`, which is what tells every process's cache
(`CatalogueCache`) to reload categories and brands.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Table, delete, insert, select, text, update

from application.catalogue.media_urls import shop_banner_url, shop_logo_url
from application.catalogue.report_tables import product_reports
from application.catalogue.shop_names import forget_shops, hold_for_new_shop
from application.catalogue.tables import (
    brands,
    catalogue_version,
    categories,
    category_brands,
    goods,
    goods_images,
    goods_visits_daily,
    shops,
    skus,
)

Row = tuple[Any, ...]

# Children before parents, so every delete leaves the foreign keys intact.
_CATALOGUE_TABLES: tuple[Table, ...] = (
    product_reports,
    goods_visits_daily,
    goods_images,
    skus,
    goods,
    category_brands,
    brands,
    shops,
)
_SEQUENCED: tuple[tuple[Table, str], ...] = (
    (shops, "shop_id"),
    (goods, "goods_id"),
    (skus, "sku_id"),
)


def bulk_insert(
    connection: Connection, table: Table, columns: Sequence[str], rows: list[Row]
) -> None:
    """Inserts `rows` (tuples in `columns` order); COPY on PostgreSQL, where triggers still run."""
    if not rows:
        return
    if connection.dialect.name == "postgresql":
        raw: Any = connection.connection.driver_connection
        statement = f"COPY {table.name} ({', '.join(columns)}) FROM STDIN"
        with raw.cursor() as cursor, cursor.copy(statement) as copy:
            for row in rows:
                copy.write_row(row)
        return
    connection.execute(table.insert(), [dict(zip(columns, row, strict=True)) for row in rows])


def clear_catalogue(connection: Connection) -> None:
    """Removes every shop, brand, category and product (the users who own shops stay)."""
    for table in _CATALOGUE_TABLES:
        connection.execute(delete(table))
    forget_shops(connection)
    for level in (3, 2, 1):
        connection.execute(delete(categories).where(categories.c.level == level))


def restart_sequences(connection: Connection) -> None:
    """After inserting explicit ids, PostgreSQL's sequences continue after the largest one."""
    if connection.dialect.name != "postgresql":
        return
    for table, column in _SEQUENCED:
        connection.execute(
            text(  # names from the table definitions above, never from input
                f"SELECT setval(pg_get_serial_sequence('{table.name}', '{column}'), "  # noqa: S608
                f"coalesce((SELECT max({column}) FROM {table.name}), 0) + 1, false)"
            )
        )


def add_shop(connection: Connection, owner_uid: int, name: str, created_at: datetime) -> int:
    """Opens a shop; answers its id. The catalogue only gained a shop, so the demo data set's
    marker stays."""
    shop_id = connection.execute(
        insert(shops)
        .values(owner_uid=owner_uid, name=name, created_at=created_at)
        .returning(shops.c.shop_id)
    ).scalar_one()
    hold_for_new_shop(connection, owner_uid, int(shop_id), name, created_at)
    # Until its owner uploads their own, the shop shows generated pictures (cards, carts and
    # chat read these columns as they are).
    connection.execute(
        update(shops)
        .where(shops.c.shop_id == shop_id)
        .values(logo=shop_logo_url(int(shop_id)), banner=shop_banner_url(int(shop_id)))
    )
    bump_version(connection, *demo_state(connection))
    return int(shop_id)


def bump_version(
    connection: Connection, demo_size: str | None = None, demo_seed: int | None = None
) -> int:
    """Marks the catalogue as changed (and records which demo data set it now holds)."""
    connection.execute(
        update(catalogue_version)
        .where(catalogue_version.c.id == 1)
        .values(version=catalogue_version.c.version + 1, demo_size=demo_size, demo_seed=demo_seed)
    )
    version: int = connection.execute(
        select(catalogue_version.c.version).where(catalogue_version.c.id == 1)
    ).scalar_one()
    return version


def demo_state(connection: Connection) -> tuple[str | None, int | None]:
    """Which demo data set (size, seed) the catalogue holds, if any."""
    row = connection.execute(
        select(catalogue_version.c.demo_size, catalogue_version.c.demo_seed).where(
            catalogue_version.c.id == 1
        )
    ).first()
    return (None, None) if row is None else (row.demo_size, row.demo_seed)
