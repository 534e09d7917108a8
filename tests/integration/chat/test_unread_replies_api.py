"""`support/customer_service/unread` on both stores: the header badge's count of the caller's
conversations with replies they have not read (and of those replies), cleared by reading."""

from __future__ import annotations

from tests.integration.chat.conftest import Caller, ChatApi, guest


def unread(chat: ChatApi, caller: Caller) -> tuple[int, int]:
    found = chat.data("support/customer_service/unread", caller)
    return found["conversations"], found["messages"]


def chat_id_with(chat: ChatApi, caller: Caller, shop_id: int) -> int:
    return next(
        int(conversation["chat_id"])
        for conversation in chat.conversations(caller)
        if conversation["shop_id"] == shop_id
    )


def test_replies_from_a_seller_and_an_agent_count_until_the_customer_reads_them(
    chat: ChatApi, agent: Caller
) -> None:
    shopper = chat.sign_in("ann@bazaar.test")
    assert unread(chat, shopper) == (0, 0)
    chat.send_text(shopper, 1, "Is the oven in stock?")
    chat.send_text(shopper, 0, "Where is my parcel?")
    assert unread(chat, shopper) == (2, 2)  # each conversation's welcome
    chat.messages(shopper, 1, direction="latest")
    chat.messages(shopper, 0, direction="latest")
    assert unread(chat, shopper) == (0, 0)

    seller = chat.seller(1)
    shop_chat = chat_id_with(chat, shopper, 1)
    chat.staff_data("console/chat/reply", seller, chat_id=shop_chat, type=1, content="Yes")
    assert unread(chat, shopper) == (1, 1)
    platform_chat = chat_id_with(chat, shopper, 0)
    for reply in ("Let me look", "It left today"):
        chat.staff_data("console/chat/reply", agent, chat_id=platform_chat, type=1, content=reply)
    assert unread(chat, shopper) == (2, 3)

    # Older pages are not reading; the newest page is.
    chat.messages(shopper, 0, direction="prev", message_id=10**9)
    assert unread(chat, shopper) == (2, 3)
    chat.messages(shopper, 1, direction="latest")
    assert unread(chat, shopper) == (1, 2)
    chat.messages(shopper, 0, direction="next", message_id=0)
    assert unread(chat, shopper) == (0, 0)


def test_the_customers_own_messages_and_other_customers_replies_do_not_count(
    chat: ChatApi, agent: Caller
) -> None:
    ann, bea = chat.sign_in("ann@bazaar.test"), chat.sign_in("bea@bazaar.test")
    chat.send_text(ann, 0, "Hello")
    chat.messages(ann, 0, direction="latest")
    chat.send_text(ann, 0, "Anyone there?")
    assert unread(chat, ann) == (0, 0)

    chat.send_text(bea, 0, "Hi")
    bea_chat = chat_id_with(chat, bea, 0)
    chat.staff_data("console/chat/reply", agent, chat_id=bea_chat, type=1, content="Hi Bea")
    assert unread(chat, ann) == (0, 0)
    assert unread(chat, bea) == (1, 2)


def test_a_guest_counts_by_open_id_and_needs_one(chat: ChatApi, agent: Caller) -> None:
    visitor = guest("v")
    chat.send_text(visitor, 0, "Do you ship to Bangkok?")
    assert unread(chat, visitor) == (1, 1)
    refused = chat.call("support/customer_service/unread", Caller(visitor.sid, None), open_id="")
    assert (refused["code"], refused["data"]) == (102, {"field": "open_id"})
