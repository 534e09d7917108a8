"""Reviews of received order lines: writing one, the product's reviews and rating, and the
shopper's own reviews. Reviewing the last line of a received order finishes it."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, Engine, func, insert, select
from sqlalchemy.exc import IntegrityError

from application.accounts.tables import users
from application.catalogue.ratings import count_review
from application.catalogue.views import GoodsDetail, Rating
from application.errors import ServiceErrorCode
from application.orders.cart import own_shop
from application.orders.service import Orders
from application.orders.tables import reviews
from application.ports import Clock, ProjectionWait
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.order_status import OrderStatus
from projections.paging import Paged, page_offset

MIN_STAR = 1
MAX_STAR = 5
CONTENT_MAX_LENGTH = 500
PUBLISHED = "published"
"""The only review status (spec section 4): a review shows as soon as it is written."""


@dataclass(frozen=True)
class ReviewDraft:
    order_id: str
    shop_goods_id: int
    sku_id: int
    star: int
    content: str


@dataclass(frozen=True)
class ProductReview:
    """A review as the product page shows it."""

    comment_id: int
    nickname: str
    avatar: str
    star: int
    content: str
    props_desc: str
    created_at: datetime


@dataclass(frozen=True)
class OwnReview:
    """A review as its author sees it in the account area."""

    comment_id: int
    order_id: str
    order_sn: str
    shop_goods_id: int
    sku_id: int
    goods_name: str
    cover_image: str
    props_desc: str
    star: int
    content: str
    status: str
    created_at: datetime


def _checked(draft: ReviewDraft) -> ReviewDraft:
    """The draft with its content trimmed; 102 naming `star` or `content` otherwise."""
    if not MIN_STAR <= draft.star <= MAX_STAR:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="star")
    content = draft.content.strip()
    if not 0 < len(content) <= CONTENT_MAX_LENGTH:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="content")
    return dataclasses.replace(draft, content=content)


def reviewed_lines(connection: Connection, order_id: str) -> set[tuple[int, int]]:
    """(shop_goods_id, sku_id) of the order's lines that have a review."""
    rows = connection.execute(
        select(reviews.c.shop_goods_id, reviews.c.sku_id).where(reviews.c.order_id == order_id)
    )
    return {(int(row.shop_goods_id), int(row.sku_id)) for row in rows}


class Reviews:
    """Writes reviews (one per bought line, by its buyer, once received) and reads them."""

    def __init__(
        self, engine: Engine, clock: Clock, orders: Orders, await_projections: ProjectionWait
    ) -> None:
        self.engine = engine
        self.clock = clock
        self.orders = orders
        self.await_projections = await_projections

    def add(self, uid: int, draft: ReviewDraft) -> int:
        """Publishes the buyer's review of a line of their received order; answers its id.

        103 for another user's order or a line it does not have, 111 `own_goods` for a product
        of the shop the user owns, 108 before receipt, 10701 for a line already reviewed.
        Reviewing the last line finishes the order at once."""
        draft = _checked(draft)
        order = self.orders.load_own(uid, draft.order_id)
        own_shop_id = own_shop(self.engine, uid)
        line = order.reviewable_line(draft.shop_goods_id, draft.sku_id, own_shop_id)
        try:
            with self.engine.begin() as connection:
                comment_id = connection.execute(
                    insert(reviews)
                    .values(
                        uid=uid,
                        order_id=draft.order_id,
                        order_sn=order.order_sn,
                        shop_goods_id=draft.shop_goods_id,
                        sku_id=draft.sku_id,
                        goods_name=str(line.get("name", ""))[:200],
                        cover_image=str(line.get("cover_image", ""))[:255],
                        props_desc=str(line.get("props_desc", ""))[:255],
                        star=draft.star,
                        content=draft.content,
                        created_at=self.clock(),
                    )
                    .returning(reviews.c.comment_id)
                ).scalar_one()
                count_review(connection, draft.shop_goods_id, draft.star)
        except IntegrityError:
            # The unique order line: this line was reviewed before, or by a concurrent submit.
            raise BusinessRuleViolation(ServiceErrorCode.ALREADY_REVIEWED) from None
        # Read after the commit, so of two lines reviewed at once at least the later sees both.
        with self.engine.connect() as connection:
            reviewed = reviewed_lines(connection, draft.order_id)
        if order.status == OrderStatus.WAIT_FINISH and order.line_keys() <= reviewed:
            self._finish(uid, draft.order_id, reviewed)
        return int(comment_id)

    def _finish(self, uid: int, order_id: str, reviewed: set[tuple[int, int]]) -> None:
        try:
            notification_id = self.orders.finish_reviewed(uid, order_id, reviewed)
        except BusinessRuleViolation:
            # The periodic job finished it in the meantime: the order is where it should be.
            return
        self.await_projections(notification_id)

    # -- the product page ----------------------------------------------------------------

    def of_product(self, shop_goods_id: int, page: int, page_size: int) -> Paged[ProductReview]:
        """The product's reviews, newest first, with each author's nickname and avatar."""
        condition = reviews.c.shop_goods_id == shop_goods_id
        with self.engine.connect() as connection:
            total = connection.execute(
                select(func.count()).select_from(reviews).where(condition)
            ).scalar_one()
            rows = connection.execute(
                select(
                    reviews.c.comment_id,
                    reviews.c.star,
                    reviews.c.content,
                    reviews.c.props_desc,
                    reviews.c.created_at,
                    func.coalesce(users.c.nickname, "").label("nickname"),
                    func.coalesce(users.c.avatar, "").label("avatar"),
                )
                .select_from(reviews.outerjoin(users, users.c.uid == reviews.c.uid))
                .where(condition)
                .order_by(reviews.c.created_at.desc(), reviews.c.comment_id.desc())
                .offset(page_offset(page, page_size))
                .limit(page_size)
            ).all()
        found = [
            ProductReview(
                comment_id=int(row.comment_id),
                nickname=row.nickname,
                # Avatars are stored as upload paths, served under /uploads/.
                avatar=f"/uploads/{row.avatar}" if row.avatar else "",
                star=int(row.star),
                content=row.content,
                props_desc=row.props_desc,
                created_at=row.created_at,
            )
            for row in rows
        ]
        return Paged(found, int(total), page, page_size)

    def rating(self, shop_goods_id: int) -> Rating:
        """The product's average star (one decimal) and number of reviews."""
        with self.engine.connect() as connection:
            row = connection.execute(
                select(func.avg(reviews.c.star), func.count()).where(
                    reviews.c.shop_goods_id == shop_goods_id
                )
            ).one()
        average, count = row
        if not count:
            return Rating()
        return Rating(avg=round(float(average), 1), count=int(count))

    def with_rating(self, detail: GoodsDetail) -> GoodsDetail:
        """The product page with its live rating, so a new review shows at once."""
        return dataclasses.replace(detail, rating=self.rating(detail.card.shop_goods_id))

    # -- the author's own reviews --------------------------------------------------------

    def of_author(self, uid: int, page: int, page_size: int) -> Paged[OwnReview]:
        """The shopper's reviews, newest first."""
        condition = reviews.c.uid == uid
        with self.engine.connect() as connection:
            total = connection.execute(
                select(func.count()).select_from(reviews).where(condition)
            ).scalar_one()
            rows = connection.execute(
                select(reviews)
                .where(condition)
                .order_by(reviews.c.created_at.desc(), reviews.c.comment_id.desc())
                .offset(page_offset(page, page_size))
                .limit(page_size)
            ).all()
        return Paged([_own_review(row) for row in rows], int(total), page, page_size)

    def own(self, uid: int, comment_id: int) -> OwnReview:
        """One of the shopper's reviews; another user's answers 103, as if it did not exist."""
        with self.engine.connect() as connection:
            row = connection.execute(
                select(reviews).where(reviews.c.comment_id == comment_id, reviews.c.uid == uid)
            ).first()
        if row is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="comment_id")
        return _own_review(row)


def _own_review(row: Any) -> OwnReview:
    return OwnReview(
        comment_id=int(row.comment_id),
        order_id=row.order_id,
        order_sn=row.order_sn,
        shop_goods_id=int(row.shop_goods_id),
        sku_id=int(row.sku_id),
        goods_name=row.goods_name,
        cover_image=row.cover_image,
        props_desc=row.props_desc,
        star=int(row.star),
        content=row.content,
        status=PUBLISHED,
        created_at=row.created_at,
    )
