"""Request and response Structs of the customer-service chat, for customers and staff."""

from __future__ import annotations

import builtins
from typing import Annotated, Literal

import msgspec

from application.chat.staff import InboxEntry
from application.chat.views import (
    ChatGoods,
    ChatMessage,
    ConversationSummary,
    MessagePage,
    OutgoingMessage,
)
from application.timeutil import unix_seconds
from interfaces.http.schemas import MAX_ID, ApiRequest, Id, Page, PageNumber, PageSize

# Generous caps keep absurd bodies out; the exact limits are the application's (102 + field).
Text = Annotated[str, msgspec.Meta(max_length=4096)]
ShortText = Annotated[str, msgspec.Meta(max_length=255)]
ShopId = Annotated[int, msgspec.Meta(ge=0, le=MAX_ID)]
MessageId = Annotated[int, msgspec.Meta(ge=0, le=MAX_ID)]
MessageLimit = Annotated[int, msgspec.Meta(ge=1, le=100)]
ListLimit = Annotated[int, msgspec.Meta(ge=1, le=20)]
MessageKind = Annotated[int, msgspec.Meta(ge=1, le=3)]
Direction = Literal["latest", "prev", "next"]


class ChatListRequest(ApiRequest, kw_only=True):
    limit: ListLimit = 20
    open_id: ShortText | None = None


class UnreadRequest(ApiRequest, kw_only=True):
    open_id: ShortText | None = None


class UnreadView(msgspec.Struct):
    conversations: int
    """Conversations with at least one reply the caller has not read."""
    messages: int
    """Those unread replies, all conversations together."""


class MessageListRequest(ApiRequest, kw_only=True):
    shop_id: ShopId = 0
    message_id: MessageId = 0
    direction: Direction = "latest"
    limit: MessageLimit = 100
    open_id: ShortText | None = None


class SendRequest(ApiRequest, kw_only=True):
    shop_id: ShopId = 0
    type: MessageKind
    content: Text = ""
    file_path: ShortText = ""
    shop_goods_id: Id | None = None
    open_id: ShortText | None = None

    def outgoing(self) -> OutgoingMessage:
        return OutgoingMessage(self.type, self.content, self.file_path, self.shop_goods_id)


class ConsoleChatListRequest(ApiRequest, kw_only=True):
    page: PageNumber = 1
    page_size: PageSize = 20
    unread_only: bool = False


class ConsoleMessagesRequest(ApiRequest, kw_only=True):
    chat_id: Id
    message_id: MessageId = 0
    direction: Direction = "latest"
    limit: MessageLimit = 100


class ConsoleReplyRequest(ApiRequest, kw_only=True):
    chat_id: Id
    type: MessageKind
    content: Text = ""
    file_path: ShortText = ""
    shop_goods_id: Id | None = None

    def outgoing(self) -> OutgoingMessage:
        return OutgoingMessage(self.type, self.content, self.file_path, self.shop_goods_id)


class LastMessage(msgspec.Struct):
    type: int
    content: str


class ChatGoodsInfo(msgspec.Struct):
    cover_image: str
    name: str
    price: int
    shop_goods_id: int


class MessageView(msgspec.Struct):
    message_id: int
    flag: int
    type: int
    content: str
    image_url: str
    goods_info: ChatGoodsInfo | None
    name: str
    add_time: int


class MessageListView(msgspec.Struct):
    chat_id: int
    list: builtins.list[MessageView]
    has_more: bool


class ConversationView(msgspec.Struct):
    chat_id: int
    shop_id: int
    nickname: str
    avatar: str
    unread_num: int
    last_message: LastMessage
    add_time: int


class ConversationList(msgspec.Struct):
    list: builtins.list[ConversationView]


class InboxEntryView(msgspec.Struct):
    chat_id: int
    shop_id: int
    shop_name: str
    nickname: str
    avatar: str
    is_guest: bool
    unread_num: int
    last_message: LastMessage
    add_time: int


class InboxPage(Page[InboxEntryView]):
    pass


def _goods_view(card: ChatGoods | None) -> ChatGoodsInfo | None:
    if card is None:
        return None
    return ChatGoodsInfo(card.cover_image, card.name, card.price, card.shop_goods_id)


def message_view(message: ChatMessage) -> MessageView:
    return MessageView(
        message_id=message.message_id,
        flag=message.flag,
        type=message.type,
        content=message.content,
        image_url=message.image_url,
        goods_info=_goods_view(message.goods_info),
        name=message.name,
        add_time=unix_seconds(message.add_time),
    )


def message_list_view(page: MessagePage) -> MessageListView:
    return MessageListView(page.chat_id, [message_view(item) for item in page.list], page.has_more)


def conversation_view(summary: ConversationSummary) -> ConversationView:
    return ConversationView(
        chat_id=summary.chat_id,
        shop_id=summary.shop_id,
        nickname=summary.nickname,
        avatar=summary.avatar,
        unread_num=summary.unread_num,
        last_message=LastMessage(summary.last_type, summary.last_content),
        add_time=unix_seconds(summary.add_time),
    )


def inbox_entry_view(entry: InboxEntry) -> InboxEntryView:
    return InboxEntryView(
        chat_id=entry.chat_id,
        shop_id=entry.shop_id,
        shop_name=entry.shop_name,
        nickname=entry.customer_name,
        avatar=entry.customer_avatar,
        is_guest=entry.is_guest,
        unread_num=entry.unread_num,
        last_message=LastMessage(entry.last_type, entry.last_content),
        add_time=unix_seconds(entry.add_time),
    )
