"""A guest's chat carried over at sign-in: the guest's conversations move to the user."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, Engine, Row, delete, select, update

from application.chat.tables import chat_conversations, chat_messages


def carry_guest_over(engine: Engine, open_id_hash: str, uid: int) -> None:
    """The guest's conversations become the user's, merged into the user's own conversation
    with the same shop where there is one; one transaction."""
    conversation = chat_conversations.c
    with engine.begin() as connection:
        guest_rows = list(
            connection.execute(
                select(chat_conversations).where(conversation.open_id_hash == open_id_hash)
            )
        )
        for guest in guest_rows:
            own = connection.execute(
                select(conversation.chat_id).where(
                    conversation.shop_id == guest.shop_id, conversation.uid == uid
                )
            ).scalar_one_or_none()
            if own is None:
                connection.execute(
                    update(chat_conversations)
                    .where(conversation.chat_id == guest.chat_id)
                    .values(uid=uid, open_id_hash=None)
                )
                continue
            _merge(connection, guest, int(own))


def _merge(connection: Connection, guest: Row[Any], own_chat_id: int) -> None:
    conversation = chat_conversations.c
    guest_chat_id = int(guest.chat_id)
    connection.execute(
        update(chat_messages)
        .where(chat_messages.c.chat_id == guest_chat_id)
        .values(chat_id=own_chat_id)
    )
    newest = connection.execute(
        select(chat_conversations).where(conversation.chat_id == own_chat_id)
    ).one()
    values: dict[Any, Any] = {
        conversation.customer_unread: conversation.customer_unread + int(guest.customer_unread),
        conversation.staff_unread: conversation.staff_unread + int(guest.staff_unread),
    }
    if int(guest.last_message_id) > int(newest.last_message_id):
        values.update(
            {
                conversation.last_message_id: guest.last_message_id,
                conversation.last_type: guest.last_type,
                conversation.last_content: guest.last_content,
                conversation.updated_at: guest.updated_at,
            }
        )
    connection.execute(
        update(chat_conversations).where(conversation.chat_id == own_chat_id).values(values)
    )
    connection.execute(delete(chat_conversations).where(conversation.chat_id == guest_chat_id))
