"""What the chat takes and answers: plain values both sides and the HTTP layer share."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import IntEnum
from typing import Literal

from sqlalchemy import ColumnElement

from application.accounts.sessions import GUEST_SID, sid_digest
from application.chat.tables import chat_conversations
from domain.errors import BusinessRuleViolation, ErrorCode

PREVIEW_LENGTH = 200


Side = Literal["customer", "staff"]


Direction = Literal["latest", "prev", "next"]


class MessageType(IntEnum):
    TEXT = 1
    IMAGE = 2
    PRODUCT = 3


@dataclass(frozen=True)
class ChatGoods:
    """A product card as it was when it was sent; `price` in cents."""

    cover_image: str
    name: str
    price: int
    shop_goods_id: int


@dataclass(frozen=True)
class OutgoingMessage:
    """What a side wants to send: text, an uploaded image's path or a product."""

    type: int
    content: str = ""
    file_path: str = ""
    shop_goods_id: int | None = None


@dataclass(frozen=True)
class ChatMessage:
    """A message as one side sees it: `flag` 1 for its own, 2 for the other side's."""

    message_id: int
    flag: int
    type: int
    content: str
    image_url: str
    goods_info: ChatGoods | None
    name: str
    add_time: datetime


@dataclass(frozen=True)
class MessagePage:
    """Messages in ascending order; `has_more` says the same direction has more to read."""

    chat_id: int
    list: list[ChatMessage]
    has_more: bool


@dataclass(frozen=True)
class SideNames:
    """Who a message is shown as coming from, per side."""

    customer: str
    staff: str


@dataclass(frozen=True)
class PreparedMessage:
    """A checked outgoing message, ready to be stored."""

    type: MessageType
    content: str
    image_path: str
    goods: ChatGoods | None

    @property
    def preview(self) -> str:
        """The list's last-message text; the client shows '[Picture]' or '[Commodity]'."""
        if self.type is MessageType.TEXT:
            return self.content[:PREVIEW_LENGTH]
        if self.goods is not None:
            return self.goods.name[:PREVIEW_LENGTH]
        return ""


@dataclass(frozen=True)
class ChatSettings:
    """The site config's customer-service switches and welcome texts."""

    site_name: str
    inner_enabled: bool
    merchant_enabled: bool
    inner_welcome: str
    merchant_welcome: str


@dataclass(frozen=True)
class Customer:
    """The customer side of a conversation: a user, or a guest known by its open_id digest."""

    uid: int | None
    open_id_hash: str | None

    @classmethod
    def of(cls, uid: int | None, open_id: str | None) -> Customer:
        """The signed-in user, else the guest behind `open_id` (102 `open_id` if malformed)."""
        if uid is not None:
            return cls(uid, None)
        if not GUEST_SID.match(open_id or ""):
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="open_id")
        return cls(None, sid_digest(open_id or ""))

    def owns(self) -> ColumnElement[bool]:
        """The condition matching this customer's conversations."""
        if self.uid is not None:
            return chat_conversations.c.uid == self.uid
        return chat_conversations.c.open_id_hash == self.open_id_hash


@dataclass(frozen=True)
class ConversationSummary:
    """One row of the customer's 'Chat with us' list."""

    chat_id: int
    shop_id: int
    nickname: str
    avatar: str
    unread_num: int
    last_type: int
    last_content: str
    add_time: datetime


@dataclass(frozen=True)
class UnreadReplies:
    """What the customer has not read yet: conversations with a reply they have not seen, and
    those replies' number."""

    conversations: int
    messages: int
