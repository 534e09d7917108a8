"""The demo's home banners: one per top category, as the home page showed them before operators
ran the banners (the generated picture `/media/banners/<n>.jpg`, linked to the category's list,
in every language). Written once per database; the banners are the operators' after that."""

from __future__ import annotations

from datetime import datetime
from uuid import NAMESPACE_URL, uuid5

from sqlalchemy import Connection, select

from application.catalogue.media import HOME_BANNER_COUNT
from application.catalogue.media_urls import home_banner_url
from application.catalogue.tables import categories
from application.site.banners import BannerRow, seed_banners
from domain.storefront_fields import BannerFields

SORT_STEP = 10
"""The demo's banners are 10, 20, 30...: an operator's can go between them."""


def demo_banner_rows(top_category_ids: list[int]) -> list[BannerRow]:
    return [
        BannerRow(
            str(uuid5(NAMESPACE_URL, f"/bazaar/demo/banners/{index}")),
            BannerFields(
                home_banner_url(index),
                f"/list?categoryId={category_id}",
                None,
                index * SORT_STEP,
                True,
            ),
        )
        for index, category_id in enumerate(top_category_ids[:HOME_BANNER_COUNT], start=1)
    ]


def write_demo_banners(connection: Connection, at: datetime) -> bool:
    """The demo's banners for the top categories in the catalogue, unless written before."""
    top_ids = connection.execute(
        select(categories.c.category_id)
        .where(categories.c.parent_id.is_(None))
        .order_by(categories.c.position, categories.c.category_id)
    ).scalars()
    return seed_banners(connection, demo_banner_rows([int(i) for i in top_ids]), at)
