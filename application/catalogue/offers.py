"""What the catalogue offers for a (product, SKU) right now.

Carts and orders keep only ids and quantities (and orders a snapshot); names, pictures and
prices come from here, so a cart always shows today's price.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy import Connection, bindparam, select

from application.catalogue.tables import goods, shops, skus


@dataclass(frozen=True)
class Offer:
    shop_goods_id: int
    sku_id: int
    name: str
    cover_image: str
    props_desc: str
    price: int
    stock: int
    shop_id: int
    shop_name: str
    shop_logo: str
    shop_owner_uid: int
    """Whose goods these are: a shopper may not buy their own (`domain.own_goods`)."""
    on_sale: bool
    """False once the seller took the product off sale or the platform withholds it (taken
    down, its shop suspended, its category hidden): it stays in carts (shown unavailable) but
    cannot be added or bought."""


_OFFERS = (
    select(
        goods.c.goods_id,
        skus.c.sku_id,
        goods.c.name,
        goods.c.cover_image,
        skus.c.props_desc,
        skus.c.price,
        skus.c.stock,
        shops.c.shop_id,
        shops.c.name.label("shop_name"),
        shops.c.logo.label("shop_logo"),
        shops.c.owner_uid.label("shop_owner_uid"),
        goods.c.on_sale,
        goods.c.withheld,
    )
    .select_from(skus.join(goods, goods.c.goods_id == skus.c.goods_id))
    .join(shops, shops.c.shop_id == goods.c.shop_id)
    .where(skus.c.sku_id.in_(bindparam("sku_ids", expanding=True)))
)
"""Built once: every cart command and checkout reads offers."""


def offers_for(connection: Connection, sku_ids: Iterable[int]) -> dict[int, Offer]:
    """The live offers of these SKUs, by SKU id; SKUs (or products) that are gone are absent."""
    wanted = sorted(set(sku_ids))
    if not wanted:
        return {}
    rows = connection.execute(_OFFERS, {"sku_ids": wanted}).all()
    return {
        int(row.sku_id): Offer(
            shop_goods_id=int(row.goods_id),
            sku_id=int(row.sku_id),
            name=row.name,
            cover_image=row.cover_image,
            props_desc=row.props_desc,
            price=int(row.price),
            stock=max(int(row.stock), 0),
            shop_id=int(row.shop_id),
            shop_name=row.shop_name,
            shop_logo=row.shop_logo,
            shop_owner_uid=int(row.shop_owner_uid),
            on_sale=bool(row.on_sale) and not row.withheld,
        )
        for row in rows
    }


def offer_of(connection: Connection, shop_goods_id: int, sku_id: int) -> Offer | None:
    """The offer, only if the SKU belongs to that product."""
    offer = offers_for(connection, [sku_id]).get(sku_id)
    return offer if offer is not None and offer.shop_goods_id == shop_goods_id else None


def goods_exists(connection: Connection, shop_goods_id: int) -> bool:
    found = connection.execute(
        select(goods.c.goods_id).where(goods.c.goods_id == shop_goods_id)
    ).scalar()
    return found is not None
