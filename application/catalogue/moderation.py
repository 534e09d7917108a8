"""The operators' moderation of products (`console/moderation/*`): take a product down, restore
it, dismiss one shopper's report. Each loads (or starts) the product's `ListingStanding`, lets it
decide on the facts only the catalogue knows (the product, its shop, the report, the operator's
own shop), and saves the action; the `listing_moderation` policy then changes the catalogue and
the reports, and the answer waits for it and the record, so the next screen shows both.

While a product is taken down its seller cannot put it on sale (108 `taken_down`,
`refuse_sale_while_taken_down`); editing it otherwise stays allowed."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Connection, Engine, select

from application.bazaar import Bazaar, retry_on_conflict
from application.catalogue.cache import CatalogueCache
from application.catalogue.goods_cards import not_found
from application.catalogue.listing_moderation import OPEN, POLICY_NAME
from application.catalogue.report_tables import product_reports
from application.catalogue.tables import goods, shops
from application.ports import Clock, ProjectionWait
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.listing_standing import ListingStanding
from projections.staff_actions import projection as staff_actions

TAKEN_DOWN = "taken_down"
"""108's context: the seller puts on sale a product the platform took down."""


@dataclass(frozen=True)
class Listing:
    """What the standing cannot know about its product and the operator acting on it."""

    goods_id: int
    shop_id: int
    name: str
    operator_shop_id: int | None


def refuse_sale_while_taken_down(
    connection: Connection, goods_id: int, selling: bool, *, editing: bool = False
) -> None:
    """108 `taken_down` when the seller puts on sale (`selling`) a product the platform took
    down, until an operator restores it. The product form (`editing`) keeps one that is on sale
    already as it is: the seller edits it, nothing is put back on sale."""
    if not selling:
        return
    product = connection.execute(
        select(goods.c.taken_down, goods.c.on_sale).where(goods.c.goods_id == goods_id)
    ).first()
    if product is not None and product.taken_down and not (editing and product.on_sale):
        raise BusinessRuleViolation(ErrorCode.STATE_FORBIDS, context=TAKEN_DOWN)


def _listing(connection: Connection, goods_id: int, operator_uid: int) -> Listing:
    """The product and the operator's own shop; 103 `shop_goods_id` for no product."""
    product = connection.execute(
        select(goods.c.shop_id, goods.c.name).where(goods.c.goods_id == goods_id)
    ).first()
    if product is None:
        raise not_found("shop_goods_id")
    own_shop = connection.execute(
        select(shops.c.shop_id).where(shops.c.owner_uid == operator_uid).limit(1)
    ).scalar()
    return Listing(
        goods_id, int(product.shop_id), product.name, None if own_shop is None else int(own_shop)
    )


class Moderation:
    """Every change an operator makes to a product's standing; each waits until the catalogue,
    the reports and the record show it."""

    def __init__(
        self,
        application: Bazaar,
        engine: Engine,
        clock: Clock,
        cache: CatalogueCache,
        await_projections: ProjectionWait,
    ) -> None:
        self.application = application
        self.engine = engine
        self.clock = clock
        self.cache = cache
        self.await_projections = await_projections

    def take_down(self, uid: int, goods_id: int, reason: str) -> None:
        """Withholds the product and closes its open reports."""
        self._shown(self._take_down(uid, goods_id, reason))

    def restore(self, uid: int, goods_id: int, remark: str) -> None:
        """Shows the product again as its seller had it, and lets them sell it."""
        self._shown(self._restore(uid, goods_id, remark))

    def dismiss(self, uid: int, report_id: int, remark: str) -> None:
        """Closes one report; the product stays as it is. 103 `report_id` for none."""
        self._shown(self._dismiss(uid, report_id, remark))

    @retry_on_conflict()
    def _take_down(self, uid: int, goods_id: int, reason: str) -> int:
        listing, standing = self._load(uid, goods_id)
        standing.take_down(uid, listing.operator_shop_id, listing.name, reason, self.clock())
        return self.application.save_and_position(standing)

    @retry_on_conflict()
    def _restore(self, uid: int, goods_id: int, remark: str) -> int:
        listing, standing = self._load(uid, goods_id)
        standing.restore(uid, listing.operator_shop_id, listing.name, remark, self.clock())
        return self.application.save_and_position(standing)

    @retry_on_conflict()
    def _dismiss(self, uid: int, report_id: int, remark: str) -> int:
        with self.engine.connect() as connection:
            report = connection.execute(
                select(product_reports.c.goods_id, product_reports.c.status).where(
                    product_reports.c.report_id == report_id
                )
            ).first()
        if report is None:
            raise not_found("report_id")
        listing, standing = self._load(uid, int(report.goods_id))
        standing.dismiss_report(
            uid,
            listing.operator_shop_id,
            listing.name,
            (report_id, report.status == OPEN),
            remark,
            self.clock(),
        )
        return self.application.save_and_position(standing)

    def _load(self, uid: int, goods_id: int) -> tuple[Listing, ListingStanding]:
        with self.engine.connect() as connection:
            listing = _listing(connection, goods_id, uid)
        standing = self.application.load_or_start(
            ListingStanding.create_id(goods_id),
            lambda: ListingStanding(goods_id=goods_id, shop_id=listing.shop_id),
        )
        return listing, standing

    def _shown(self, position: int) -> None:
        """The catalogue, the reports and the record show the action; this process's
        catalogue snapshot follows the version the policy moved at once."""
        self.await_projections(position, (POLICY_NAME, staff_actions.name))
        self.cache.forget()
