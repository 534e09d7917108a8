"""`support/customer_service/*` on both stores: guests by open_id, users by uid, paging,
unread counts, what may be sent and the carry-over of a guest's chat at log-in."""

from __future__ import annotations

from sqlalchemy import func, select, update

from application.catalogue.tables import goods
from application.chat.tables import chat_messages
from tests.integration.chat.conftest import Caller, ChatApi, guest

WELCOME = "Welcome to Bazaar support. How can we help?"


def test_a_guest_chats_with_the_platform_by_open_id(chat: ChatApi) -> None:
    visitor = guest("a")
    opening = chat.conversations(visitor)
    assert [(item["chat_id"], item["shop_id"], item["unread_num"]) for item in opening] == [
        (-1, 0, 0)
    ]

    sent = chat.send_text(visitor, 0, "  Where is my parcel?  ")

    assert (sent["flag"], sent["type"], sent["content"]) == (1, 1, "Where is my parcel?")
    page = chat.messages(visitor, 0, direction="latest", limit=100)
    assert [(item["flag"], item["content"]) for item in page["list"]] == [
        (2, WELCOME),
        (1, "Where is my parcel?"),
    ]
    [conversation] = chat.conversations(visitor)
    assert conversation["chat_id"] > 0
    assert conversation["nickname"] == "Bazaar"
    assert conversation["last_message"] == {"type": 1, "content": "Where is my parcel?"}
    assert conversation["unread_num"] == 0  # the page above showed the welcome


def test_next_from_the_opening_cursor_returns_the_welcome_stored_with_the_first_message(
    chat: ChatApi,
) -> None:
    visitor = guest("w")
    opening = chat.messages(visitor, 0, direction="latest", limit=100)
    assert opening["list"] == []
    cursor = 0  # the newest id the open chat box has listed: none yet

    sent = chat.send_text(visitor, 0, "Hi")
    polled = chat.messages(visitor, 0, direction="next", message_id=cursor, limit=100)

    assert [(item["flag"], item["content"]) for item in polled["list"]] == [
        (2, WELCOME),
        (1, "Hi"),
    ]
    # The welcome is stored before the sent message, so a cursor moved to the sent message's
    # id (what the chat box did) would never list it.
    assert polled["list"][0]["message_id"] < sent["message_id"]
    skipped = chat.messages(visitor, 0, direction="next", message_id=sent["message_id"])
    assert skipped["list"] == []


def test_a_guest_without_a_well_formed_open_id_is_refused(chat: ChatApi) -> None:
    for open_id in (None, "", "short", "!" * 32, "a" * 33):
        body = {} if open_id is None else {"open_id": open_id}
        listed = chat.staff("support/customer_service/chat_list", guest("b"), limit=20, **body)
        assert (listed["code"], listed["data"]) == (102, {"field": "open_id"})
        sent = chat.staff(
            "support/customer_service/send", guest("b"), shop_id=0, type=1, content="hi", **body
        )
        assert (sent["code"], sent["data"]) == (102, {"field": "open_id"})


def test_a_user_chats_with_the_platform_and_with_a_shop(chat: ChatApi) -> None:
    shopper = chat.sign_in("ann@bazaar.test")

    chat.send_text(shopper, 0, "Platform question")
    chat.send_text(shopper, 2, "Shop question")

    listed = chat.conversations(shopper)
    assert [(item["shop_id"], item["nickname"]) for item in listed] == [
        (2, "Northwind Outfitters"),
        (0, "Bazaar"),
    ]
    shop_page = chat.messages(shopper, 2, direction="latest", limit=100)
    assert [item["content"] for item in shop_page["list"]] == [
        "Hello! How can our shop help you today?",
        "Shop question",
    ]
    assert shop_page["list"][0]["name"] == "Northwind Outfitters"
    assert shop_page["list"][1]["name"] == "ann"


def test_an_unknown_shop_is_not_found_and_empty_or_long_text_is_refused(chat: ChatApi) -> None:
    shopper = chat.sign_in("ann@bazaar.test")

    unknown = chat.call("support/customer_service/send", shopper, shop_id=99, type=1, content="x")
    assert (unknown["code"], unknown["data"]) == (103, {"field": "shop_id"})
    assert chat.call("support/customer_service/message_list", shopper, shop_id=99)["code"] == 103
    for content in ("", "   \n "):
        empty = chat.call(
            "support/customer_service/send", shopper, shop_id=0, type=1, content=content
        )
        assert (empty["code"], empty["data"]) == (102, {"field": "content"})
    long = chat.call(
        "support/customer_service/send", shopper, shop_id=0, type=1, content="x" * 1001
    )
    assert (long["code"], long["data"]) == (102, {"field": "content"})
    wrong_type = chat.call("support/customer_service/send", shopper, shop_id=0, type=4)
    assert wrong_type["code"] == 102
    assert chat.conversations(shopper)[0]["chat_id"] == -1


def test_message_list_pages_latest_prev_and_next_over_more_than_a_hundred(
    chat: ChatApi,
) -> None:
    shopper = chat.sign_in("ann@bazaar.test")
    for number in range(130):
        chat.send_text(shopper, 0, f"line {number}")
    everything = [f"line {n}" for n in range(130)]
    # The welcome opens the conversation.
    ordered = [WELCOME, *everything]

    latest = chat.messages(shopper, 0, direction="latest", limit=100)
    assert [item["content"] for item in latest["list"]] == ordered[-100:]
    assert latest["has_more"] is True
    oldest_seen = latest["list"][0]["message_id"]
    earlier = chat.messages(shopper, 0, direction="prev", message_id=oldest_seen, limit=100)
    assert [item["content"] for item in earlier["list"]] == ordered[:-100]
    assert earlier["has_more"] is False
    ids = [item["message_id"] for item in earlier["list"] + latest["list"]]
    assert ids == sorted(ids)

    newest = latest["list"][-1]["message_id"]
    assert chat.messages(shopper, 0, direction="next", message_id=newest)["list"] == []
    chat.send_text(shopper, 0, "one more")
    after = chat.messages(shopper, 0, direction="next", message_id=newest, limit=100)
    assert [item["content"] for item in after["list"]] == ["one more"]
    first_ten = chat.messages(shopper, 0, direction="next", message_id=0, limit=10)
    assert [item["content"] for item in first_ten["list"]] == ordered[:10]
    assert first_ten["has_more"] is True
    too_many = chat.call("support/customer_service/message_list", shopper, shop_id=0, limit=101)
    assert too_many["code"] == 102


def test_unread_counts_drop_when_the_customer_reads_the_newest(
    chat: ChatApi, agent: Caller
) -> None:
    shopper = chat.sign_in("ann@bazaar.test")
    chat.send_text(shopper, 0, "Hello?")
    assert chat.conversations(shopper)[0]["unread_num"] == 1  # the welcome

    chat_id = chat.conversations(shopper)[0]["chat_id"]
    for reply in ("First answer", "Second answer"):
        chat.staff_data("console/chat/reply", agent, chat_id=chat_id, type=1, content=reply)
    assert chat.conversations(shopper)[0]["unread_num"] == 3

    # Older pages do not count as reading.
    chat.messages(shopper, 0, direction="prev", message_id=10**9)
    assert chat.conversations(shopper)[0]["unread_num"] == 3
    chat.messages(shopper, 0, direction="latest")
    assert chat.conversations(shopper)[0]["unread_num"] == 0


def test_an_image_must_be_the_callers_own_upload(chat: ChatApi) -> None:
    shopper = chat.sign_in("ann@bazaar.test")
    other = chat.sign_in("bob@bazaar.test")
    visitor = guest("c")
    own = chat.upload(shopper)
    foreign = chat.upload(other)
    guest_upload = chat.upload(visitor)

    for path in (foreign, guest_upload, "", "2025/01/none.png"):
        refused = chat.call(
            "support/customer_service/send", shopper, shop_id=0, type=2, file_path=path
        )
        assert (refused["code"], refused["data"]) == (102, {"field": "file_path"})
    refused = chat.call(
        "support/customer_service/send", guest("d"), shop_id=0, type=2, file_path=guest_upload
    )
    assert refused["code"] == 102

    sent = chat.data("support/customer_service/send", shopper, shop_id=0, type=2, file_path=own)
    assert (sent["type"], sent["image_url"]) == (2, f"/uploads/{own}")
    by_guest = chat.data(
        "support/customer_service/send", visitor, shop_id=0, type=2, file_path=guest_upload
    )
    assert by_guest["image_url"] == f"/uploads/{guest_upload}"
    assert chat.conversations(shopper)[0]["last_message"] == {"type": 2, "content": ""}


def test_a_product_card_is_a_snapshot_of_that_shops_product(chat: ChatApi) -> None:
    shopper = chat.sign_in("ann@bazaar.test")
    own_goods = chat.goods_of_shop(1)
    other_goods = chat.goods_of_shop(2)

    sent = chat.data(
        "support/customer_service/send", shopper, shop_id=1, type=3, shop_goods_id=own_goods
    )
    card = sent["goods_info"]
    assert card["shop_goods_id"] == own_goods
    assert isinstance(card["price"], int) and card["price"] > 0
    assert card["name"] and card["cover_image"]

    # Price changes later do not rewrite what was sent.
    with chat.container.engine.begin() as connection:
        connection.execute(update(goods).where(goods.c.goods_id == own_goods).values(price=1))
    page = chat.messages(shopper, 1, direction="latest")
    assert page["list"][-1]["goods_info"] == card

    mismatch = chat.call(
        "support/customer_service/send", shopper, shop_id=1, type=3, shop_goods_id=other_goods
    )
    assert (mismatch["code"], mismatch["data"]) == (102, {"field": "shop_goods_id"})
    unknown = chat.call(
        "support/customer_service/send", shopper, shop_id=1, type=3, shop_goods_id=999_999
    )
    assert (unknown["code"], unknown["data"]) == (103, {"field": "shop_goods_id"})
    # The platform may be shown any shop's product.
    chat.data(
        "support/customer_service/send", shopper, shop_id=0, type=3, shop_goods_id=other_goods
    )


def test_a_seller_cannot_chat_with_their_own_shop(chat: ChatApi) -> None:
    seller = chat.seller(1)

    refused = chat.call("support/customer_service/send", seller, shop_id=1, type=1, content="hi")

    assert refused["code"] == 111
    chat.send_text(seller, 2, "Hi from another shop's owner")


def test_a_guests_chat_carries_over_to_the_user_at_log_in(chat: ChatApi) -> None:
    visitor = guest("e")
    chat.send_text(visitor, 0, "As a guest to the platform")
    chat.send_text(visitor, 1, "As a guest to a shop")
    shopper = chat.sign_in("ann@bazaar.test")
    chat.send_text(shopper, 0, "Signed in earlier")

    signed_in = chat.log_in_from(visitor, "ann@bazaar.test")

    listed = chat.conversations(signed_in)
    assert sorted(item["shop_id"] for item in listed) == [0, 1]
    platform = chat.messages(signed_in, 0, direction="latest")
    contents = [item["content"] for item in platform["list"]]
    assert "As a guest to the platform" in contents and "Signed in earlier" in contents
    assert all(item["flag"] == 1 for item in platform["list"] if item["content"] != WELCOME)
    assert chat.conversations(visitor)[0]["chat_id"] == -1
    assert chat.messages(visitor, 0)["list"] == []


def test_nobody_sees_another_customers_conversation(chat: ChatApi) -> None:
    ann = chat.sign_in("ann@bazaar.test")
    bob = chat.sign_in("bob@bazaar.test")
    chat.send_text(ann, 1, "Ann's secret")
    chat.send_text(guest("f"), 1, "Guest f's secret")

    for stranger in (bob, guest("h")):
        assert chat.messages(stranger, 1, direction="latest")["list"] == []
        assert [item["chat_id"] for item in chat.conversations(stranger)] == [-1]
    with chat.container.engine.connect() as connection:
        total = connection.execute(select(func.count()).select_from(chat_messages)).scalar_one()
    assert total == 4  # two lines and two welcomes, none of them visible to the strangers
