"""The seller's catalogue: a shop owner puts products on sale, edits them, takes them off sale
and counts stock in and out.

Products are catalogue rows (reference data the storefront reads), written in one transaction
that ends with `bump_version`, so every process's cache and the search index follow at once.
Units are never written here: a new SKU's first units and every later change are events of its
Inventory aggregate (with the seller and the reason), which the stock policy shows in the
catalogue. The product rows commit first and the Inventory events after; should the second step
fail, the new SKU simply shows no stock, which the seller can count in again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from uuid import uuid4

from sqlalchemy import Connection, Engine, delete, func, insert, select, update

from application.bazaar import Bazaar, retry_on_conflict
from application.catalogue.cache import CatalogueCache
from application.catalogue.goods_cards import not_found
from application.catalogue.sanitize import stored_description
from application.catalogue.seller_goods_queries import UPLOADS_URL, ShopOf, owned_goods
from application.catalogue.tables import goods, goods_images, skus
from application.catalogue.withholding import recompute_withheld
from application.catalogue.writes import bump_version, demo_state
from application.ports import Clock, ProjectionWait
from application.site.uploads import ImageUploads
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.inventory import Inventory
from domain.product import (
    ProductDraft,
    Prop,
    SkuDraft,
    check_images,
    product_draft,
    prop_names,
)


@dataclass(frozen=True)
class GoodsForm:
    """What the product form sends."""

    shop_goods_id: int | None
    name: str
    names: dict[str, str]
    category_id: int
    brand_id: int | None
    description_html: str
    images: list[str]
    props: list[Prop]
    skus: list[SkuDraft]
    on_sale: bool


class SellerGoods:
    """Every change a seller makes to their own shop's products."""

    def __init__(
        self,
        application: Bazaar,
        engine: Engine,
        clock: Clock,
        cache: CatalogueCache,
        uploads: ImageUploads,
        await_projections: ProjectionWait,
        shop_of: ShopOf,
    ) -> None:
        self.application = application
        self.engine = engine
        self.clock = clock
        self.cache = cache
        self.uploads = uploads
        self.await_projections = await_projections
        self.shop_of = shop_of

    def save(self, uid: int, form: GoodsForm) -> int:
        """Creates or edits the product; answers its id once new SKUs show their stock."""
        shop_id = self.shop_of(uid)
        draft = product_draft(form.name, form.names, form.props, form.skus)
        check_images(form.images)
        form = replace(form, description_html=stored_description(form.description_html))
        self._check_taxonomy(form.category_id, form.brand_id)
        now = self.clock()
        with self.engine.begin() as connection:
            if form.shop_goods_id is None:
                goods_id = self._insert_goods(connection, shop_id, form, draft, now)
                existing: list[str] = []
            else:
                goods_id = form.shop_goods_id
                owned_goods(connection, shop_id, goods_id)
                existing = self._image_urls(connection, goods_id)
                self._update_goods(connection, goods_id, form, draft, now)
            urls = [self._image_url(uid, path, existing) for path in form.images]
            self._write_images(connection, goods_id, urls)
            new_skus = self._write_skus(connection, goods_id, draft.skus)
            # The platform's reasons follow it: a suspended shop's, or out of a hidden category.
            recompute_withheld(connection, goods.c.goods_id == goods_id)
            bump_version(connection, *demo_state(connection))
        self.cache.forget()  # this process answers from the new version at once
        self._stock_new_skus(uid, goods_id, new_skus, now)
        return goods_id

    def set_on_sale(self, uid: int, goods_id: int, on_sale: bool) -> None:
        shop_id = self.shop_of(uid)
        with self.engine.begin() as connection:
            owned_goods(connection, shop_id, goods_id)
            connection.execute(
                update(goods)
                .where(goods.c.goods_id == goods_id)
                .values(on_sale=on_sale, updated_at=self.clock())
            )
            bump_version(connection, *demo_state(connection))
        self.cache.forget()

    def adjust_stock(self, uid: int, sku_id: int, delta: int, reason: str) -> int:
        """Counts units in or out of the seller's SKU; answers the units now on the shelf,
        once the catalogue shows them."""
        shop_id = self.shop_of(uid)
        with self.engine.connect() as connection:
            row = connection.execute(
                select(skus.c.goods_id, skus.c.stock, goods.c.shop_id)
                .select_from(skus.join(goods, goods.c.goods_id == skus.c.goods_id))
                .where(skus.c.sku_id == sku_id)
            ).first()
        if row is None or int(row.shop_id) != shop_id:
            raise not_found("sku_id")
        available, position = self._adjusted(
            uid, sku_id, int(row.goods_id), int(row.stock), delta, reason
        )
        self.await_projections(position)
        return available

    @retry_on_conflict()
    def _adjusted(
        self, uid: int, sku_id: int, goods_id: int, catalogue_stock: int, delta: int, reason: str
    ) -> tuple[int, int]:
        # A SKU nobody has bought yet has no inventory: it starts from the catalogue's count,
        # as a first reservation would. A purchase saved meanwhile makes this save conflict,
        # and the change is decided again on the fresh count, so neither is lost.
        inventory = self.application.load_or_start(
            Inventory.create_id(sku_id),
            lambda: Inventory(sku_id=sku_id, goods_id=goods_id, stock=catalogue_stock),
        )
        inventory.adjust(delta, reason, uid, self.clock())
        return inventory.available, self.application.save_and_position(inventory)

    # -- the product rows ------------------------------------------------------------------

    def _check_taxonomy(self, category_id: int, brand_id: int | None) -> None:
        snapshot = self.cache.snapshot()
        category = snapshot.categories.get(category_id)
        if category is None or category.children:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="category_id")
        if brand_id is not None and brand_id not in snapshot.brands_by_id:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="brand_id")

    def _insert_goods(
        self,
        connection: Connection,
        shop_id: int,
        form: GoodsForm,
        draft: ProductDraft,
        now: datetime,
    ) -> int:
        goods_id = connection.execute(
            insert(goods)
            .values(
                shop_id=shop_id,
                sku_no=f"S{shop_id}-{uuid4().hex[:12].upper()}",
                cover_image="",
                stock=0,
                sales=0,
                created_at=now,
                **_product_values(form, draft, now),
            )
            .returning(goods.c.goods_id)
        ).scalar_one()
        return int(goods_id)

    def _update_goods(
        self,
        connection: Connection,
        goods_id: int,
        form: GoodsForm,
        draft: ProductDraft,
        now: datetime,
    ) -> None:
        connection.execute(
            update(goods)
            .where(goods.c.goods_id == goods_id)
            .values(**_product_values(form, draft, now))
        )

    def _image_urls(self, connection: Connection, goods_id: int) -> list[str]:
        return list(
            connection.execute(
                select(goods_images.c.url).where(goods_images.c.goods_id == goods_id)
            ).scalars()
        )

    def _image_url(self, uid: int, path: str, existing: Sequence[str]) -> str:
        """The URL of a picture the product already shows (generated artwork), or of a public
        upload of the seller's own: a private one (a recharge proof, a document) is served to
        nobody else, so a product showing it would show a broken picture."""
        if path in existing and not path.startswith(UPLOADS_URL):
            return path
        relative = path.removeprefix(UPLOADS_URL)
        if self.uploads.is_own(uid, relative, public_only=True):
            return UPLOADS_URL + relative
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="images")

    def _write_images(self, connection: Connection, goods_id: int, urls: list[str]) -> None:
        connection.execute(delete(goods_images).where(goods_images.c.goods_id == goods_id))
        connection.execute(
            insert(goods_images),
            [
                {"goods_id": goods_id, "position": index, "url": url}
                for index, url in enumerate(urls)
            ],
        )
        connection.execute(
            update(goods).where(goods.c.goods_id == goods_id).values(cover_image=urls[0])
        )

    def _write_skus(
        self, connection: Connection, goods_id: int, drafts: Sequence[SkuDraft]
    ) -> list[tuple[int, int]]:
        """Updates kept SKUs, removes dropped ones, adds new ones (with no units yet); answers
        the new SKUs' ids with the units they start with."""
        kept = {
            int(sku_id)
            for sku_id in connection.execute(
                select(skus.c.sku_id).where(skus.c.goods_id == goods_id)
            ).scalars()
        }
        for index, draft in enumerate(drafts):
            if draft.sku_id is not None and draft.sku_id not in kept:
                raise not_found(f"skus[{index}].sku_id")
        wanted = {draft.sku_id for draft in drafts if draft.sku_id is not None}
        connection.execute(
            delete(skus).where(skus.c.goods_id == goods_id, skus.c.sku_id.not_in(wanted))
        )
        created: list[tuple[int, int]] = []
        for position, draft in enumerate(drafts):
            values = {
                "position": position,
                "props_desc": draft.props_desc,
                "price": draft.price,
                "market_price": draft.market_price,
            }
            if draft.sku_id is not None:
                connection.execute(
                    update(skus).where(skus.c.sku_id == draft.sku_id).values(**values)
                )
                continue
            sku_id = connection.execute(
                insert(skus).values(goods_id=goods_id, stock=0, **values).returning(skus.c.sku_id)
            ).scalar_one()
            created.append((int(sku_id), draft.stock))
        _restate_goods_stock(connection, goods_id)
        return created

    def _stock_new_skus(
        self, uid: int, goods_id: int, new_skus: Sequence[tuple[int, int]], now: datetime
    ) -> None:
        if not new_skus:
            return
        inventories = [
            Inventory.stocked(sku_id, goods_id, stock, uid, now) for sku_id, stock in new_skus
        ]
        self.await_projections(self.application.save_and_position(*inventories))


def _product_values(form: GoodsForm, draft: ProductDraft, now: datetime) -> dict[str, object]:
    return {
        "name": draft.name,
        "names": dict(draft.names) or None,
        "prop_names": prop_names(draft.props),
        "category_id": form.category_id,
        "brand_id": form.brand_id,
        "description_html": form.description_html,  # as `save` stored it: sanitized
        "price": draft.price,
        "market_price": draft.market_price,
        "on_sale": form.on_sale,
        "updated_at": now,
    }


def _restate_goods_stock(connection: Connection, goods_id: int) -> None:
    """The product's units are its SKUs' (a removed SKU takes its units with it)."""
    total = (
        select(func.coalesce(func.sum(skus.c.stock), 0))
        .where(skus.c.goods_id == goods_id)
        .scalar_subquery()
    )
    connection.execute(update(goods).where(goods.c.goods_id == goods_id).values(stock=total))
