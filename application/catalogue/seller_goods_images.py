"""A product's pictures as the seller's form writes them: the first is the cover."""

from __future__ import annotations

from sqlalchemy import Connection, delete, insert, select, update

from application.catalogue.tables import goods, goods_images


def image_urls_of(connection: Connection, goods_id: int) -> list[str]:
    return list(
        connection.execute(
            select(goods_images.c.url).where(goods_images.c.goods_id == goods_id)
        ).scalars()
    )


def write_images(connection: Connection, goods_id: int, urls: list[str]) -> None:
    connection.execute(delete(goods_images).where(goods_images.c.goods_id == goods_id))
    connection.execute(
        insert(goods_images),
        [{"goods_id": goods_id, "position": index, "url": url} for index, url in enumerate(urls)],
    )
    connection.execute(
        update(goods).where(goods.c.goods_id == goods_id).values(cover_image=urls[0])
    )
