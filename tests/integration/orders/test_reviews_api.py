"""Reviews on both stores: a buyer reviews each received line once; the product page, its
rating and the buyer's own list show it; reviewing every line finishes the order."""

from __future__ import annotations

from typing import Any

from tests.integration.api_client import ApiClient, User
from tests.integration.orders.conftest import Bought, Item, Orders, Shop

OVEN = "Cast Iron Dutch Oven"
PAN = "Ceramic Frying Pan"


def review(
    api: ApiClient,
    user: User | None,
    bought: Bought,
    item: Item,
    star: Any = 5,
    content: Any = "ok",
) -> dict[str, Any]:
    return api.call(
        "mall/goods/comment/add",
        user,
        order_id=bought.order_id,
        shop_goods_id=item.shop_goods_id,
        sku_id=item.sku_id,
        star=star,
        content=content,
    )


def test_a_received_line_is_reviewed_and_shows_on_the_product_and_in_my_reviews(
    api: ApiClient, shop: Shop, orders: Orders, buyer: User
) -> None:
    oven, pan = shop.item(OVEN), shop.item(PAN)
    bought = orders.received(buyer, oven, pan)

    added = review(api, buyer, bought, oven, 4, "  Heavy and even heat.  ")

    assert added["code"] == 0, added
    comment_id = added["data"]["comment_id"]
    page = api.data("mall/goods/comment/list", None, id=oven.shop_goods_id, page=1)
    assert (page["total"], page["page"], page["page_size"]) == (1, 1, 20)
    shown = page["list"][0]
    assert shown["comment_id"] == comment_id
    assert (shown["nickname"], shown["star"], shown["content"]) == (
        "bob",
        4,
        "Heavy and even heat.",
    )
    assert shown["props_desc"] == "Size:24 cm;Color:Cherry Red"
    assert shown["add_time"] == int(api.clock().timestamp())
    mine = api.data("mine/comment/list", buyer, page=1)
    assert mine["total"] == 1
    own = mine["list"][0]
    assert own == api.data("mine/comment/detail", buyer, comment_id=comment_id)
    assert own["order_id"] == bought.order_id and own["order_sn"] == bought.order_sn
    assert (own["shop_goods_id"], own["sku_id"]) == (oven.shop_goods_id, oven.sku_id)
    assert own["goods"]["name"] == OVEN and own["goods"]["cover_image"]
    assert (own["star"], own["status"]) == (4, "published")
    detail = api.data("order/detail", buyer, order_id=bought.order_id)
    assert {line["sku_id"]: line["reviewed"] for line in detail["lines"]} == {
        oven.sku_id: True,
        pan.sku_id: False,
    }
    assert detail["status"] == "wait_finish"


def test_the_product_rating_is_the_average_and_count_of_its_reviews(
    api: ApiClient, shop: Shop, orders: Orders, buyer: User
) -> None:
    oven = shop.item(OVEN)
    assert api.data("mall/goods/detail", None, id=oven.shop_goods_id)["rating"] == {
        "avg": 0.0,
        "count": 0,
    }
    other = api.sign_in("cy@bazaar.test")
    for shopper, star in ((buyer, 5), (other, 4), (buyer, 4)):
        assert review(api, shopper, orders.received(shopper, oven), oven, star)["code"] == 0
        api.clock.advance(minutes=1)

    rating = api.data("mall/goods/detail", None, id=oven.shop_goods_id)["rating"]

    assert rating == {"avg": 4.3, "count": 3}
    # The list's minimum-rating filter follows the same reviews.
    rated = {card["name"] for card in api.data("mall/goods/list", None, min_rating=4)["list"]}
    assert rated == {OVEN}
    assert api.data("mall/goods/list", None, min_rating=5)["total"] == 0
    newest_first = api.data("mall/goods/comment/list", None, id=oven.shop_goods_id, page=1)
    listed = [(entry["nickname"], entry["star"]) for entry in newest_first["list"]]
    assert listed == [("bob", 4), ("cy", 4), ("bob", 5)]
    assert newest_first["total"] == 3
    second = api.data("mall/goods/comment/list", None, id=oven.shop_goods_id, page=2, page_size=2)
    assert len(second["list"]) == 1 and second["total"] == 3


def test_a_line_is_reviewed_only_once(
    api: ApiClient, shop: Shop, orders: Orders, buyer: User
) -> None:
    oven, pan = shop.item(OVEN), shop.item(PAN)
    bought = orders.received(buyer, oven, pan)
    assert review(api, buyer, bought, oven)["code"] == 0

    again = review(api, buyer, bought, oven, 1, "changed my mind")

    assert again["code"] == 10701
    assert again["msg"] == "You have already reviewed this item"
    assert api.data("mine/comment/list", buyer, page=1)["total"] == 1


def test_an_order_not_yet_received_cannot_be_reviewed(
    api: ApiClient, shop: Shop, orders: Orders, buyer: User
) -> None:
    oven = shop.item(OVEN)
    paid = orders.paid(buyer, oven)
    assert review(api, buyer, paid, oven)["code"] == 108
    shipped = orders.shipped(buyer, oven)
    assert review(api, buyer, shipped, oven)["code"] == 108
    assert api.data("mall/goods/comment/list", None, id=oven.shop_goods_id)["total"] == 0


def test_another_users_order_or_a_line_it_lacks_is_refused_as_not_found(
    api: ApiClient, shop: Shop, orders: Orders, buyer: User
) -> None:
    oven, pan = shop.item(OVEN), shop.item(PAN)
    bought = orders.received(buyer, oven)
    intruder = api.sign_in("eve@bazaar.test")

    assert review(api, intruder, bought, oven)["code"] == 103
    assert review(api, buyer, bought, pan)["code"] == 103
    unknown = Bought("00000000-0000-0000-0000-000000000000", "BZ0", (oven,))
    assert review(api, buyer, unknown, oven)["code"] == 103
    assert review(api, buyer, Bought("not-a-uuid", "BZ0", (oven,)), oven)["code"] == 103
    assert api.data("mine/comment/list", intruder, page=1)["total"] == 0
    assert (
        api.data("order/detail", buyer, order_id=bought.order_id)["lines"][0]["reviewed"] is False
    )


def test_another_users_review_detail_is_not_found(
    api: ApiClient, shop: Shop, orders: Orders, buyer: User
) -> None:
    oven = shop.item(OVEN)
    comment_id = review(api, buyer, orders.received(buyer, oven), oven)["data"]["comment_id"]
    intruder = api.sign_in("eve@bazaar.test")

    answer = api.call("mine/comment/detail", intruder, comment_id=comment_id)

    assert (answer["code"], answer["data"]) == (103, {"field": "comment_id"})


def test_guests_read_product_reviews_but_must_log_in_to_write_or_list_their_own(
    api: ApiClient, shop: Shop, orders: Orders, buyer: User
) -> None:
    oven = shop.item(OVEN)
    bought = orders.received(buyer, oven)

    assert review(api, None, bought, oven)["code"] == 101
    assert api.call("mine/comment/list", None, page=1)["code"] == 101
    assert api.call("mine/comment/detail", None, comment_id=1)["code"] == 101
    assert api.call("mall/goods/comment/list", None, id=oven.shop_goods_id)["code"] == 0
    assert api.call("mall/goods/comment/list", None, id=999_999)["code"] == 103


def test_content_is_required_and_bounded_and_stars_run_from_1_to_5(
    api: ApiClient, shop: Shop, orders: Orders, buyer: User
) -> None:
    oven = shop.item(OVEN)
    bought = orders.received(buyer, oven)

    for star, content, field in (
        (5, "", "content"),
        (5, "   \n ", "content"),
        (5, "x" * 501, "content"),
        (0, "fine", "star"),
        (6, "fine", "star"),
    ):
        answer = review(api, buyer, bought, oven, star, content)
        assert (answer["code"], answer["data"]) == (102, {"field": field}), (star, content)
    assert review(api, buyer, bought, oven, "five", "fine")["code"] == 102
    assert review(api, buyer, bought, oven, 1, "x" * 500)["code"] == 0


def test_html_in_a_review_is_kept_verbatim_as_text(
    api: ApiClient, shop: Shop, orders: Orders, buyer: User
) -> None:
    oven = shop.item(OVEN)
    script = '<img src=x onerror="alert(1)"><b>great</b>'
    comment_id = review(api, buyer, orders.received(buyer, oven), oven, 5, script)["data"][
        "comment_id"
    ]

    listed = api.data("mall/goods/comment/list", None, id=oven.shop_goods_id)["list"]
    assert listed[0]["content"] == script
    own = api.data("mine/comment/detail", buyer, comment_id=comment_id)
    assert own["content"] == script


def test_reviewing_every_line_finishes_the_order_at_once(
    api: ApiClient, shop: Shop, orders: Orders, buyer: User
) -> None:
    oven, pan = shop.item(OVEN), shop.item(PAN)
    bought = orders.received(buyer, oven, pan)

    review(api, buyer, bought, oven)
    assert api.data("order/detail", buyer, order_id=bought.order_id)["status"] == ("wait_finish")
    review(api, buyer, bought, pan)

    detail = api.data("order/detail", buyer, order_id=bought.order_id)
    assert detail["status"] == "finished"
    assert all(line["reviewed"] for line in detail["lines"])
    assert [entry["status"] for entry in detail["timeline"]][-2:] == ["wait_finish", "finished"]
    assert api.container.orders.finish_due() == 0
    # A finished order's lines stay reviewable once each, and a finished order stays finished.
    assert review(api, buyer, bought, pan)["code"] == 10701


def test_a_line_of_an_order_finished_by_the_weekly_job_can_still_be_reviewed(
    api: ApiClient, shop: Shop, orders: Orders, buyer: User
) -> None:
    oven = shop.item(OVEN)
    bought = orders.received(buyer, oven)
    api.clock.advance(days=7, minutes=1)
    # The embedded workers' periodic tick runs the same job and may get there first: either
    # way the order is finished once, which the detail below shows.
    assert api.container.orders.finish_due() in (0, 1)
    head = api.container.application.recorder.max_notification_id() or 0
    assert api.container.runner.wait_until_applied(head)
    buyer = api.sign_in(buyer.email)  # the session ran out during the week
    finished = api.data("order/detail", buyer, order_id=bought.order_id)
    assert (finished["status"], finished["lines"][0]["reviewed"]) == ("finished", False)

    assert review(api, buyer, bought, oven, 3, "fine")["code"] == 0
    detail = api.data("order/detail", buyer, order_id=bought.order_id)
    assert (detail["status"], detail["lines"][0]["reviewed"]) == ("finished", True)
