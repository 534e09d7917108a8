"""Customer-service chat as the customer sees it: with the platform (shop 0) or with a shop,
signed in (by uid) or as a guest (by open_id, the guest's 32-character session id)."""

from __future__ import annotations

import logging
from typing import Any

from sqlalchemy import Connection, Engine, Select, func, insert, select
from sqlalchemy.exc import IntegrityError

from application.accounts.sessions import GUEST_SID, sid_digest
from application.accounts.tables import users
from application.catalogue.tables import shops
from application.chat.carry_over import carry_guest_over
from application.chat.messages import (
    MAX_TEXT_LENGTH,
    PLATFORM_SHOP_ID,
    append_message,
    bad,
    prepare_message,
    read_page,
    stored_message,
)
from application.chat.tables import chat_conversations
from application.chat.views import (
    ChatMessage,
    ChatSettings,
    ConversationSummary,
    Customer,
    Direction,
    MessagePage,
    MessageType,
    OutgoingMessage,
    PreparedMessage,
    SideNames,
    UnreadReplies,
)
from application.ports import Clock
from application.site.tables import uploads
from domain.errors import BusinessRuleViolation, ErrorCode

logger = logging.getLogger(__name__)

MAX_CONVERSATIONS = 20
NEW_PLATFORM_CHAT_ID = -1
"""The list's entry for a platform conversation that has no message yet (spec)."""


class CustomerService:
    """The customer's conversations: listing, reading, sending and the guest-to-user carry-over."""

    def __init__(self, engine: Engine, clock: Clock, settings: ChatSettings) -> None:
        self.engine = engine
        self.clock = clock
        self.settings = settings

    def conversations(self, customer: Customer, limit: int) -> list[ConversationSummary]:
        """The newest `limit` (at most 20) conversations; a platform entry with chat_id -1
        leads the list while the customer has never written to the platform."""
        if not 1 <= limit <= MAX_CONVERSATIONS:
            raise bad("limit")
        with self.engine.connect() as connection:
            rows = list(connection.execute(_newest_conversations(customer, limit)))
            has_platform = any(int(row.shop_id) == PLATFORM_SHOP_ID for row in rows) or (
                self._find(connection, customer, PLATFORM_SHOP_ID) is not None
            )
        found = [self._summary(row) for row in rows]
        if has_platform or not self.settings.inner_enabled:
            return found
        opening = ConversationSummary(
            NEW_PLATFORM_CHAT_ID,
            PLATFORM_SHOP_ID,
            self.settings.site_name,
            "",
            0,
            0,
            "",
            self.clock(),
        )
        return [opening, *found][:limit]

    def unread(self, customer: Customer) -> UnreadReplies:
        """The customer's conversations holding replies they have not read, and how many replies
        (what the header's badge shows); reading a conversation's newest page clears it."""
        unread = chat_conversations.c.customer_unread
        with self.engine.connect() as connection:
            conversations, messages = connection.execute(
                select(func.count(), func.coalesce(func.sum(unread), 0)).where(
                    customer.owns(), unread > 0
                )
            ).one()
        return UnreadReplies(int(conversations), int(messages))

    def messages(
        self, customer: Customer, shop_id: int, direction: Direction, message_id: int, limit: int
    ) -> MessagePage:
        """A page of the customer's conversation with `shop_id` (empty before the first
        message; 103 for an unknown shop). Reading the newest marks the staff's replies read."""
        with self.engine.begin() as connection:
            shop_name = self._shop_name(connection, shop_id)
            chat_id = self._find(connection, customer, shop_id)
            if chat_id is None:
                return MessagePage(NEW_PLATFORM_CHAT_ID if shop_id == 0 else 0, [], False)
            names = SideNames(self._customer_name(connection, customer), shop_name)
            return read_page(connection, chat_id, "customer", direction, message_id, limit, names)

    def send(self, customer: Customer, shop_id: int, outgoing: OutgoingMessage) -> ChatMessage:
        """Sends a text (1..1000 characters), an image uploaded by the same customer or a
        product card; a new conversation opens with the configured welcome text, if any."""
        with self.engine.connect() as connection:
            shop_name = self._shop_name(connection, shop_id)
            self._check_open(connection, customer, shop_id)
            prepared = self._prepare(connection, customer, shop_id, outgoing)
            names = SideNames(self._customer_name(connection, customer), shop_name)
        chat_id, created = self._conversation(customer, shop_id)
        now = self.clock()
        with self.engine.begin() as connection:
            welcome = self._welcome(shop_id)
            if created and welcome:
                # The greeting opens the conversation, so the customer's words stay the newest
                # line in both lists.
                text = PreparedMessage(MessageType.TEXT, welcome[:MAX_TEXT_LENGTH], "", None)
                append_message(connection, chat_id, "staff", None, text, now)
            message_id = append_message(
                connection, chat_id, "customer", customer.uid, prepared, now
            )
            return stored_message(connection, message_id, "customer", names)

    def carry_over(self, guest_sid: str, uid: int) -> None:
        """Sign-in listener: the guest's conversations become the user's, merged into the
        user's own conversation with the same shop where there is one."""
        if not GUEST_SID.match(guest_sid):
            return
        try:
            carry_guest_over(self.engine, sid_digest(guest_sid), uid)
        except Exception:
            # The log-in itself has committed; a conversation left behind must not undo it.
            logger.exception("the guest's chat was not carried over to user %s", uid)

    # -- helpers -------------------------------------------------------------------------

    def _shop_name(self, connection: Connection, shop_id: int) -> str:
        if shop_id == PLATFORM_SHOP_ID:
            return self.settings.site_name
        name = connection.execute(
            select(shops.c.name).where(shops.c.shop_id == shop_id)
        ).scalar_one_or_none()
        if name is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="shop_id")
        return str(name)

    def _check_open(self, connection: Connection, customer: Customer, shop_id: int) -> None:
        """111 when that service is switched off, or when a seller writes to their own shop."""
        enabled = (
            self.settings.inner_enabled
            if shop_id == PLATFORM_SHOP_ID
            else self.settings.merchant_enabled
        )
        if not enabled:
            raise BusinessRuleViolation(ErrorCode.PROHIBITED)
        if shop_id != PLATFORM_SHOP_ID and customer.uid is not None:
            owner = connection.execute(
                select(shops.c.owner_uid).where(shops.c.shop_id == shop_id)
            ).scalar_one()
            if int(owner) == customer.uid:
                raise BusinessRuleViolation(ErrorCode.PROHIBITED)

    def _prepare(
        self, connection: Connection, customer: Customer, shop_id: int, outgoing: OutgoingMessage
    ) -> PreparedMessage:
        if customer.uid is not None:
            own_uploads = uploads.c.uid == customer.uid
        else:
            own_uploads = uploads.c.uid.is_(None) & (
                uploads.c.uploader_sid_hash == customer.open_id_hash
            )
        return prepare_message(connection, outgoing, shop_id, own_uploads)

    def _find(self, connection: Connection, customer: Customer, shop_id: int) -> int | None:
        chat_id = connection.execute(
            select(chat_conversations.c.chat_id).where(
                chat_conversations.c.shop_id == shop_id,
                customer.owns(),
            )
        ).scalar_one_or_none()
        return None if chat_id is None else int(chat_id)

    def _conversation(self, customer: Customer, shop_id: int) -> tuple[int, bool]:
        """The customer's conversation with the shop, made on first use; `True` if made now.
        Two first messages at once: the unique key lets one insert win, the other finds it."""
        with self.engine.connect() as connection:
            found = self._find(connection, customer, shop_id)
        if found is not None:
            return found, False
        now = self.clock()
        try:
            with self.engine.begin() as connection:
                chat_id = connection.execute(
                    insert(chat_conversations)
                    .values(
                        shop_id=shop_id,
                        uid=customer.uid,
                        open_id_hash=customer.open_id_hash,
                        customer_unread=0,
                        staff_unread=0,
                        customer_read_id=0,
                        staff_read_id=0,
                        last_message_id=0,
                        last_type=0,
                        last_content="",
                        created_at=now,
                        updated_at=now,
                    )
                    .returning(chat_conversations.c.chat_id)
                ).scalar_one()
            return int(chat_id), True
        except IntegrityError:
            with self.engine.connect() as connection:
                raced = self._find(connection, customer, shop_id)
            if raced is None:
                raise
            return raced, False

    def _summary(self, row: Any) -> ConversationSummary:
        return ConversationSummary(
            chat_id=int(row.chat_id),
            shop_id=int(row.shop_id),
            nickname=row.shop_name or self.settings.site_name,
            avatar=row.shop_logo or "",
            unread_num=int(row.customer_unread),
            last_type=int(row.last_type),
            last_content=row.last_content,
            add_time=row.updated_at,
        )

    def _customer_name(self, connection: Connection, customer: Customer) -> str:
        if customer.uid is None:
            return "Guest"
        row = connection.execute(
            select(users.c.nickname, users.c.email).where(users.c.uid == customer.uid)
        ).first()
        if row is None:
            return ""
        return str(row.nickname or str(row.email).split("@")[0])

    def _welcome(self, shop_id: int) -> str:
        text = (
            self.settings.inner_welcome
            if shop_id == PLATFORM_SHOP_ID
            else self.settings.merchant_welcome
        )
        return text.strip()


def _newest_conversations(customer: Customer, limit: int) -> Select[Any]:
    """The customer's newest conversations, each with its shop's name and logo."""
    conversation = chat_conversations.c
    return (
        select(
            conversation.chat_id,
            conversation.shop_id,
            conversation.customer_unread,
            conversation.last_type,
            conversation.last_content,
            conversation.updated_at,
            shops.c.name.label("shop_name"),
            shops.c.logo.label("shop_logo"),
        )
        .select_from(chat_conversations.outerjoin(shops, shops.c.shop_id == conversation.shop_id))
        .where(customer.owns())
        .order_by(conversation.updated_at.desc(), conversation.chat_id.desc())
        .limit(limit)
    )
