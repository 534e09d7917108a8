"""`mine/comment/*`: the signed-in shopper's own reviews."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.orders.reviews import Reviews
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Envelope, ok
from interfaces.http.orders.review_schemas import (
    OwnCommentItem,
    OwnCommentListRequest,
    OwnCommentPage,
    OwnCommentRequest,
    own_comment_item,
)


class ReviewController(Controller):
    path = "/mine/comment"

    @api_post("/list")
    def comment_list(
        self,
        uid: NamedDependency[int],
        reviews: NamedDependency[Reviews],
        data: JSONBody[OwnCommentListRequest],
    ) -> Envelope[OwnCommentPage]:
        """The caller's reviews, newest first (`status` is always `published`)."""
        found = reviews.of_author(uid, data.page, data.page_size)
        return ok(OwnCommentPage.of(found, own_comment_item))

    @api_post("/detail")
    def detail(
        self,
        uid: NamedDependency[int],
        reviews: NamedDependency[Reviews],
        data: JSONBody[OwnCommentRequest],
    ) -> Envelope[OwnCommentItem]:
        """One of the caller's reviews (103 for another user's)."""
        found = reviews.own(uid, data.comment_id)
        return ok(own_comment_item(found))
