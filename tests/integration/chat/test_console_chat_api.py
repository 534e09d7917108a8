"""`console/chat/*` on both stores: agents answer the platform, sellers their own shops, and
nobody reaches a conversation outside their role."""

from __future__ import annotations

from tests.integration.chat.conftest import Caller, ChatApi, guest


def test_an_agent_sees_platform_conversations_with_unread_counts_and_replies(
    chat: ChatApi, agent: Caller
) -> None:
    visitor = guest("a")
    shopper = chat.sign_in("ann@bazaar.test")
    chat.send_text(visitor, 0, "Guest asks")
    chat.send_text(shopper, 0, "Ann asks")
    chat.send_text(shopper, 0, "Ann asks again")
    chat.send_text(shopper, 1, "Ann asks shop 1")

    inbox = chat.staff_data("console/chat/list", agent)

    assert inbox["total"] == 2
    rows = [(row["nickname"], row["unread_num"], row["last_message"]) for row in inbox["list"]]
    assert rows[0] == ("ann", 2, {"type": 1, "content": "Ann asks again"})
    assert rows[1][0].startswith("Guest ") and rows[1][1] == 1
    guest_chat = inbox["list"][1]["chat_id"]

    page = chat.staff_data("console/chat/messages", agent, chat_id=guest_chat)
    assert [(item["flag"], item["content"]) for item in page["list"]][1] == (2, "Guest asks")
    assert page["list"][0]["flag"] == 1  # the welcome speaks for the staff
    unread = chat.staff_data("console/chat/list", agent, unread_only=True)
    assert [row["nickname"] for row in unread["list"]] == ["ann"]

    reply = chat.staff_data(
        "console/chat/reply", agent, chat_id=guest_chat, type=1, content="We are on it"
    )
    assert (reply["flag"], reply["name"]) == (1, "Bazaar")
    seen = chat.messages(visitor, 0, direction="next", message_id=page["list"][-1]["message_id"])
    assert [(item["flag"], item["content"]) for item in seen["list"]] == [(2, "We are on it")]


def test_a_seller_sees_and_answers_only_their_own_shops_conversations(
    chat: ChatApi, agent: Caller
) -> None:
    shopper = chat.sign_in("ann@bazaar.test")
    chat.send_text(shopper, 1, "To shop 1")
    chat.send_text(shopper, 2, "To shop 2")
    chat.send_text(shopper, 0, "To the platform")
    seller = chat.seller(1)

    inbox = chat.staff_data("console/chat/list", seller)
    assert [(row["shop_id"], row["shop_name"]) for row in inbox["list"]] == [
        (1, "Harbor Trading Co")
    ]
    own_chat = inbox["list"][0]["chat_id"]
    others = [row["chat_id"] for row in chat.staff_data("console/chat/list", agent)["list"]]
    shop_two_chat = own_chat + 1  # made right after, by the same customer
    for chat_id in [*others, shop_two_chat]:
        read = chat.staff("console/chat/messages", seller, chat_id=chat_id)
        assert (read["code"], read["data"]) == (103, {"field": "chat_id"})
        replied = chat.staff(
            "console/chat/reply", seller, chat_id=chat_id, type=1, content="Not mine"
        )
        assert replied["code"] == 103

    product = chat.goods_of_shop(1)
    card = chat.staff_data(
        "console/chat/reply", seller, chat_id=own_chat, type=3, shop_goods_id=product
    )
    assert card["goods_info"]["shop_goods_id"] == product
    other_product = chat.staff(
        "console/chat/reply",
        seller,
        chat_id=own_chat,
        type=3,
        shop_goods_id=chat.goods_of_shop(2),
    )
    assert other_product["code"] == 102
    shop_page = chat.messages(shopper, 1, direction="latest")
    assert shop_page["list"][-1]["goods_info"]["shop_goods_id"] == product
    untouched = chat.messages(shopper, 2, direction="latest")["list"]
    assert [item["content"] for item in untouched][-1] == "To shop 2"
    assert len(untouched) == 2  # the welcome and the question, no reply from the seller


def test_an_agent_cannot_read_or_answer_a_shops_conversation(chat: ChatApi, agent: Caller) -> None:
    shopper = chat.sign_in("ann@bazaar.test")
    chat.send_text(shopper, 1, "To shop 1")
    shop_chat = chat.staff_data("console/chat/list", chat.seller(1))["list"][0]["chat_id"]

    assert chat.staff_data("console/chat/list", agent)["list"] == []
    assert chat.staff("console/chat/messages", agent, chat_id=shop_chat)["code"] == 103
    refused = chat.staff("console/chat/reply", agent, chat_id=shop_chat, type=1, content="x")
    assert refused["code"] == 103


def test_staff_read_marks_and_reply_rules(chat: ChatApi, agent: Caller) -> None:
    shopper = chat.sign_in("ann@bazaar.test")
    chat.send_text(shopper, 0, "One")
    chat.send_text(shopper, 0, "Two")
    chat_id = chat.staff_data("console/chat/list", agent)["list"][0]["chat_id"]

    chat.staff_data("console/chat/messages", agent, chat_id=chat_id, direction="latest")

    assert chat.staff_data("console/chat/list", agent)["list"][0]["unread_num"] == 0
    empty = chat.staff("console/chat/reply", agent, chat_id=chat_id, type=1, content="  ")
    assert (empty["code"], empty["data"]) == (102, {"field": "content"})
    foreign = chat.upload(shopper)
    image = chat.staff("console/chat/reply", agent, chat_id=chat_id, type=2, file_path=foreign)
    assert (image["code"], image["data"]) == (102, {"field": "file_path"})
    own = chat.upload(agent)
    sent = chat.staff_data("console/chat/reply", agent, chat_id=chat_id, type=2, file_path=own)
    assert sent["image_url"] == f"/uploads/{own}"


def test_users_without_a_role_are_prohibited_and_guests_must_log_in(chat: ChatApi) -> None:
    shopper = chat.sign_in("ann@bazaar.test")
    reviewer = chat.sign_in("rita@bazaar.test", "reviewer")
    for caller in (shopper, reviewer):
        assert chat.staff("console/chat/list", caller)["code"] == 111
        assert chat.staff("console/chat/messages", caller, chat_id=1)["code"] == 111
        refused = chat.staff("console/chat/reply", caller, chat_id=1, type=1, content="x")
        assert refused["code"] == 111
    assert chat.staff("console/chat/list", guest("z"))["code"] == 101


def test_a_user_with_both_roles_sees_platform_and_shop_conversations(chat: ChatApi) -> None:
    shopper = chat.sign_in("ann@bazaar.test")
    chat.send_text(shopper, 0, "Platform")
    chat.send_text(shopper, 1, "Shop 1")
    seller = chat.seller(1)
    chat.container.accounts.ensure_user("owner1@fixture.test", "unused", "owner1", ("agent",))

    inbox = chat.staff_data("console/chat/list", seller)

    assert sorted(row["shop_id"] for row in inbox["list"]) == [0, 1]
