"""Request and response Structs of the shopper's own reviews (`mine/comment/*`)."""

from __future__ import annotations

import msgspec

from application.orders.reviews import OwnReview
from application.timeutil import unix_seconds
from interfaces.http.schemas import ApiRequest, Id, Page, PageNumber, PageSize


class OwnCommentListRequest(ApiRequest, kw_only=True):
    page: PageNumber = 1
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


class OwnCommentPage(Page[OwnCommentItem]):
    pass


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
