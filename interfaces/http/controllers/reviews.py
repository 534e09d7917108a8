"""`mine/comment/*`: the signed-in shopper's own reviews."""

from __future__ import annotations

import builtins
from typing import Any

import msgspec
from litestar import Controller, Request
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.accounts.sessions import Session
from application.orders.reviews import OwnReview
from application.timeutil import unix_seconds
from interfaces.http.api_post import api_post
from interfaces.http.context import container_of
from interfaces.http.envelope import Envelope, ok
from interfaces.http.wire import ApiRequest, Id, Page, PageSize


class OwnCommentListRequest(ApiRequest, kw_only=True):
    page: Page = 1
    page_size: PageSize = 20


class OwnCommentRequest(ApiRequest, kw_only=True):
    comment_id: Id


class ReviewedGoods(msgspec.Struct):
    name: str
    cover_image: str


class OwnCommentItem(msgspec.Struct):
    comment_id: int
    order_id: str
    order_sn: str
    shop_goods_id: int
    sku_id: int
    goods: ReviewedGoods
    props_desc: str
    star: int
    content: str
    status: str
    add_time: int


class OwnCommentPage(msgspec.Struct):
    list: builtins.list[OwnCommentItem]
    total: int
    page: int
    page_size: int


def own_comment_item(review: OwnReview) -> OwnCommentItem:
    return OwnCommentItem(
        comment_id=review.comment_id,
        order_id=review.order_id,
        order_sn=review.order_sn,
        shop_goods_id=review.shop_goods_id,
        sku_id=review.sku_id,
        goods=ReviewedGoods(review.goods_name, review.cover_image),
        props_desc=review.props_desc,
        star=review.star,
        content=review.content,
        status=review.status,
        add_time=unix_seconds(review.created_at),
    )


class ReviewController(Controller):
    path = "/mine/comment"

    @api_post("/list")
    def comment_list(
        self,
        request: Request[Any, Any, Any],
        user: NamedDependency[Session],
        data: JSONBody[OwnCommentListRequest],
    ) -> Envelope[OwnCommentPage]:
        """The caller's reviews, newest first (`status` is always `published`)."""
        assert user.uid is not None
        found = container_of(request).reviews.of_author(user.uid, data.page, data.page_size)
        items = [own_comment_item(review) for review in found.list]
        return ok(OwnCommentPage(items, found.total, found.page, found.page_size))

    @api_post("/detail")
    def detail(
        self,
        request: Request[Any, Any, Any],
        user: NamedDependency[Session],
        data: JSONBody[OwnCommentRequest],
    ) -> Envelope[OwnCommentItem]:
        """One of the caller's reviews (103 for another user's)."""
        assert user.uid is not None
        found = container_of(request).reviews.own(user.uid, data.comment_id)
        return ok(own_comment_item(found))
