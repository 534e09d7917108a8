"""Customer-service chat as the staff see it: agents answer the platform's conversations
(shop 0), sellers their own shops' ones; nobody else's conversation is ever reachable."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Connection, Engine, Select, func, select

from application.accounts.tables import users
from application.catalogue.tables import shops
from application.chat.messages import (
    PLATFORM_SHOP_ID,
    append_message,
    prepare_message,
    read_page,
    stored_message,
)
from application.chat.tables import chat_conversations
from application.chat.views import (
    ChatMessage,
    Direction,
    MessagePage,
    OutgoingMessage,
    SideNames,
)
from application.ports import Clock
from application.site.tables import uploads
from domain.errors import BusinessRuleViolation, ErrorCode
from projections.paging import Paged

AGENT_ROLE = "agent"
SELLER_ROLE = "seller"


@dataclass(frozen=True)
class InboxEntry:
    """One conversation in the console inbox; `unread_num` counts the customer's unread lines."""

    chat_id: int
    shop_id: int
    shop_name: str
    customer_name: str
    customer_avatar: str
    is_guest: bool
    unread_num: int
    last_type: int
    last_content: str
    add_time: datetime


def guest_name(chat_id: int) -> str:
    """A guest has no name; the conversation number tells guests apart in the inbox."""
    return f"Guest {chat_id:04d}"


class ServiceInbox:
    """The console's side of the chat: the inbox, a conversation's pages and replies."""

    def __init__(self, engine: Engine, clock: Clock, site_name: str) -> None:
        self.engine = engine
        self.clock = clock
        self.site_name = site_name

    def shops_served(self, uid: int, roles: Collection[str]) -> list[int]:
        """The shop ids whose conversations `uid` answers: 0 for an agent, owned shops for a
        seller (111 for a user with neither)."""
        served: list[int] = [PLATFORM_SHOP_ID] if AGENT_ROLE in roles else []
        if SELLER_ROLE in roles:
            with self.engine.connect() as connection:
                owned = connection.execute(
                    select(shops.c.shop_id).where(shops.c.owner_uid == uid)
                ).scalars()
                served.extend(int(shop_id) for shop_id in owned)
        if not served and not ({AGENT_ROLE, SELLER_ROLE} & set(roles)):
            raise BusinessRuleViolation(ErrorCode.PROHIBITED)
        return served

    def inbox(
        self,
        uid: int,
        roles: Collection[str],
        page: int,
        page_size: int,
        unread_only: bool = False,
    ) -> Paged[InboxEntry]:
        """The conversations the caller answers, the most recently active first."""
        served = self.shops_served(uid, roles)
        conversation = chat_conversations.c
        conditions: list[ColumnElement[bool]] = [conversation.shop_id.in_(served)]
        if unread_only:
            conditions.append(conversation.staff_unread > 0)
        with self.engine.connect() as connection:
            total = connection.execute(
                select(func.count()).select_from(chat_conversations).where(*conditions)
            ).scalar_one()
            rows = connection.execute(
                _conversations_with_names()
                .where(*conditions)
                .order_by(conversation.updated_at.desc(), conversation.chat_id.desc())
                .offset((page - 1) * page_size)
                .limit(page_size)
            )
            entries = [self._entry(row) for row in rows]
        return Paged(entries, int(total), page, page_size)

    def messages(
        self,
        uid: int,
        roles: Collection[str],
        chat_id: int,
        direction: Direction,
        message_id: int,
        limit: int,
    ) -> MessagePage:
        """A page of a conversation the caller answers (103 otherwise); reading the newest
        marks the customer's messages read for the staff."""
        served = self.shops_served(uid, roles)
        with self.engine.begin() as connection:
            row = self._served_conversation(connection, chat_id, served)
            return read_page(
                connection, chat_id, "staff", direction, message_id, limit, self._names(row)
            )

    def reply(
        self, uid: int, roles: Collection[str], chat_id: int, outgoing: OutgoingMessage
    ) -> ChatMessage:
        """Answers the customer with a text, an image the caller uploaded or a product card
        (for a shop conversation, one of that shop's products)."""
        served = self.shops_served(uid, roles)
        with self.engine.begin() as connection:
            row = self._served_conversation(connection, chat_id, served)
            own_uploads = uploads.c.uid == uid
            prepared = prepare_message(connection, outgoing, int(row.shop_id), own_uploads)
            message_id = append_message(connection, chat_id, "staff", uid, prepared, self.clock())
            return stored_message(connection, message_id, "staff", self._names(row))

    # -- helpers -------------------------------------------------------------------------

    @staticmethod
    def _served_conversation(connection: Connection, chat_id: int, served: list[int]) -> Any:
        conversation = chat_conversations.c
        row = connection.execute(
            _conversations_with_names().where(
                conversation.chat_id == chat_id, conversation.shop_id.in_(served)
            )
        ).first()
        if row is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="chat_id")
        return row

    def _customer_name(self, row: Any) -> str:
        if row.uid is None:
            return guest_name(int(row.chat_id))
        return str(row.nickname or str(row.email or "").split("@")[0])

    def _names(self, row: Any) -> SideNames:
        return SideNames(self._customer_name(row), row.shop_name or self.site_name)

    def _entry(self, row: Any) -> InboxEntry:
        return InboxEntry(
            chat_id=int(row.chat_id),
            shop_id=int(row.shop_id),
            shop_name=row.shop_name or self.site_name,
            customer_name=self._customer_name(row),
            customer_avatar=row.avatar or "",
            is_guest=row.uid is None,
            unread_num=int(row.staff_unread),
            last_type=int(row.last_type),
            last_content=row.last_content,
            add_time=row.updated_at,
        )


def _conversations_with_names() -> Select[Any]:
    """Conversations with their shop's name and the customer's nickname, e-mail and avatar."""
    conversation = chat_conversations.c
    return select(
        chat_conversations,
        shops.c.name.label("shop_name"),
        users.c.nickname,
        users.c.email,
        users.c.avatar,
    ).select_from(
        chat_conversations.outerjoin(shops, shops.c.shop_id == conversation.shop_id).outerjoin(
            users, users.c.uid == conversation.uid
        )
    )
