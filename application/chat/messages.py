"""Chat rows shared by both sides of a conversation: checking and appending a message, paging
the history and marking what a side has read. Both the customer's and the staff's use cases
build on it."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Connection, case, func, insert, select, update

from application.catalogue.tables import goods
from application.chat.tables import chat_conversations, chat_messages
from application.chat.views import (
    ChatGoods,
    ChatMessage,
    Direction,
    MessagePage,
    MessageType,
    OutgoingMessage,
    PreparedMessage,
    Side,
    SideNames,
)
from application.site.tables import uploads
from domain.errors import BusinessRuleViolation, ErrorCode

PLATFORM_SHOP_ID = 0
"""`shop_id` 0: the platform's own customer service."""
MAX_PAGE = 100
MAX_TEXT_LENGTH = 1000


OWN_SIDE = 1
OTHER_SIDE = 2


def bad(field: str) -> BusinessRuleViolation:
    return BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)


def image_url(path: str) -> str:
    return f"/uploads/{path}" if path else ""


def goods_card(connection: Connection, shop_goods_id: int | None, shop_id: int) -> ChatGoods:
    """The product's card now (103 unknown; 102 when a shop conversation names another shop's)."""
    if shop_goods_id is None:
        raise bad("shop_goods_id")
    row = connection.execute(
        select(
            goods.c.goods_id, goods.c.shop_id, goods.c.name, goods.c.cover_image, goods.c.price
        ).where(goods.c.goods_id == shop_goods_id)
    ).first()
    if row is None:
        raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="shop_goods_id")
    if shop_id != PLATFORM_SHOP_ID and int(row.shop_id) != shop_id:
        raise bad("shop_goods_id")
    return ChatGoods(row.cover_image, row.name, int(row.price), int(row.goods_id))


def checked_text(content: str) -> str:
    text = content.strip()
    if not text or len(text) > MAX_TEXT_LENGTH:
        raise bad("content")
    return text


def message_type(value: int) -> MessageType:
    try:
        return MessageType(value)
    except ValueError:
        raise bad("type") from None


def prepare_message(
    connection: Connection,
    outgoing: OutgoingMessage,
    shop_id: int,
    senders_uploads: ColumnElement[bool],
) -> PreparedMessage:
    """Checks what a side sends: a text (1..1000 characters), an image among the sender's own
    uploads (`senders_uploads` picks them) or a product card (in a shop's conversation, one of
    that shop's products)."""
    kind = message_type(outgoing.type)
    if kind is MessageType.TEXT:
        return PreparedMessage(kind, checked_text(outgoing.content), "", None)
    if kind is MessageType.IMAGE:
        found = connection.execute(
            select(uploads.c.path).where(uploads.c.path == outgoing.file_path, senders_uploads)
        ).first()
        if not outgoing.file_path or found is None:
            raise bad("file_path")
        return PreparedMessage(kind, "", outgoing.file_path, None)
    card = goods_card(connection, outgoing.shop_goods_id, shop_id)
    return PreparedMessage(kind, "", "", card)


def append_message(
    connection: Connection,
    chat_id: int,
    side: Side,
    sender_uid: int | None,
    message: PreparedMessage,
    now: datetime,
) -> int:
    """Stores the message and bumps the other side's unread counter in the same transaction."""
    message_id = int(
        connection.execute(
            insert(chat_messages)
            .values(
                chat_id=chat_id,
                side=side,
                sender_uid=sender_uid,
                type=int(message.type),
                content=message.content,
                image_path=message.image_path,
                goods_snapshot=_snapshot(message.goods),
                created_at=now,
            )
            .returning(chat_messages.c.message_id)
        ).scalar_one()
    )
    _count_unread_and_preview(connection, chat_id, side, message, message_id, now)
    return message_id


def _count_unread_and_preview(
    connection: Connection,
    chat_id: int,
    side: Side,
    message: PreparedMessage,
    message_id: int,
    now: datetime,
) -> None:
    conversation = chat_conversations.c
    unread = conversation.staff_unread if side == "customer" else conversation.customer_unread
    # Two sends may commit in either order: the newest message id wins the preview.
    newer = conversation.last_message_id < message_id
    connection.execute(
        update(chat_conversations)
        .where(conversation.chat_id == chat_id)
        .values(
            {
                unread: unread + 1,
                conversation.last_message_id: case(
                    (newer, message_id), else_=conversation.last_message_id
                ),
                conversation.last_type: case(
                    (newer, int(message.type)), else_=conversation.last_type
                ),
                conversation.last_content: case(
                    (newer, message.preview), else_=conversation.last_content
                ),
                conversation.updated_at: now,
            }
        )
    )


def stored_message(
    connection: Connection, message_id: int, viewer: Side, names: SideNames
) -> ChatMessage:
    """A message just appended, as `viewer` sees it."""
    row = connection.execute(
        select(chat_messages).where(chat_messages.c.message_id == message_id)
    ).one()
    return message_view(row, viewer, names)


def _snapshot(card: ChatGoods | None) -> dict[str, Any] | None:
    if card is None:
        return None
    return {
        "cover_image": card.cover_image,
        "name": card.name,
        "price": card.price,
        "shop_goods_id": card.shop_goods_id,
    }


def _goods_of(snapshot: Any) -> ChatGoods | None:
    if not isinstance(snapshot, dict):
        return None
    return ChatGoods(
        str(snapshot.get("cover_image", "")),
        str(snapshot.get("name", "")),
        int(snapshot.get("price", 0)),
        int(snapshot.get("shop_goods_id", 0)),
    )


def message_view(row: Any, viewer: Side, names: SideNames) -> ChatMessage:
    return ChatMessage(
        message_id=int(row.message_id),
        flag=OWN_SIDE if row.side == viewer else OTHER_SIDE,
        type=int(row.type),
        content=row.content,
        image_url=image_url(row.image_path),
        goods_info=_goods_of(row.goods_snapshot),
        name=names.customer if row.side == "customer" else names.staff,
        add_time=row.created_at,
    )


def page_of_messages(
    connection: Connection,
    chat_id: int,
    direction: Direction,
    message_id: int,
    limit: int,
) -> tuple[list[Any], bool]:
    """Up to `limit` rows in ascending order, and whether that direction has more.

    latest: the newest; prev: older than `message_id`; next: newer than `message_id`.
    Every variant is one range read on (chat_id, message_id).
    """
    if not 1 <= limit <= MAX_PAGE:
        raise bad("limit")
    if direction != "latest" and message_id < 0:
        raise bad("message_id")
    query = select(chat_messages).where(chat_messages.c.chat_id == chat_id)
    if direction == "next":
        query = query.where(chat_messages.c.message_id > message_id).order_by(
            chat_messages.c.message_id
        )
    else:
        if direction == "prev":
            query = query.where(chat_messages.c.message_id < message_id)
        query = query.order_by(chat_messages.c.message_id.desc())
    rows = list(connection.execute(query.limit(limit + 1)))
    has_more = len(rows) > limit
    rows = rows[:limit]
    if direction != "next":
        rows.reverse()
    return rows, has_more


def mark_read(connection: Connection, chat_id: int, reader: Side, seen_id: int) -> None:
    """Marks the other side's messages up to `seen_id` as read by `reader`.

    The conversation row is locked first (PostgreSQL), so the count below sees every message
    whose send has committed; a stale read (an older `seen_id`) changes nothing.
    """
    conversation = chat_conversations.c
    if reader == "customer":
        unread, read_id, other = (
            conversation.customer_unread,
            conversation.customer_read_id,
            "staff",
        )
    else:
        unread, read_id, other = conversation.staff_unread, conversation.staff_read_id, "customer"
    current = connection.execute(
        select(read_id).where(conversation.chat_id == chat_id).with_for_update()
    ).scalar_one_or_none()
    if current is None or int(current) >= seen_id:
        return
    remaining = (
        select(func.count())
        .select_from(chat_messages)
        .where(
            chat_messages.c.chat_id == chat_id,
            chat_messages.c.side == other,
            chat_messages.c.message_id > seen_id,
        )
        .scalar_subquery()
    )
    connection.execute(
        update(chat_conversations)
        .where(conversation.chat_id == chat_id, read_id < seen_id)
        .values({unread: remaining, read_id: seen_id})
    )


def read_page(
    connection: Connection,
    chat_id: int,
    reader: Side,
    direction: Direction,
    message_id: int,
    limit: int,
    names: SideNames,
) -> MessagePage:
    """One page of the conversation for `reader`; reading the newest marks them read."""
    rows, has_more = page_of_messages(connection, chat_id, direction, message_id, limit)
    if direction != "prev" and rows:
        mark_read(connection, chat_id, reader, int(rows[-1].message_id))
    return MessagePage(chat_id, [message_view(row, reader, names) for row in rows], has_more)
