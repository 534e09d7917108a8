"""`console/chat/*`: the customer-service inbox of agents (the platform's conversations) and
sellers (their own shops' conversations)."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.accounts.sessions import Session
from application.chat.staff import AGENT_ROLE, SELLER_ROLE, ServiceInbox
from interfaces.http.api_post import api_post
from interfaces.http.chat.schemas import (
    ConsoleChatListRequest,
    ConsoleMessagesRequest,
    ConsoleReplyRequest,
    InboxPage,
    MessageListView,
    MessageView,
    inbox_entry_view,
    message_list_view,
    message_view,
)
from interfaces.http.envelope import Envelope, ok
from interfaces.http.guards import requires_any_role


class ConsoleChatController(Controller):
    path = "/console/chat"
    guards = [requires_any_role(AGENT_ROLE, SELLER_ROLE)]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/list")
    def chat_list(
        self,
        uid: NamedDependency[int],
        session: NamedDependency[Session],
        service_inbox: NamedDependency[ServiceInbox],
        data: JSONBody[ConsoleChatListRequest],
    ) -> Envelope[InboxPage]:
        """Conversations the caller answers (agent: the platform's; seller: their shops'),
        most recently active first, with the staff side's unread counts. 111 for other users."""
        found = service_inbox.inbox(uid, session.roles, data.page, data.page_size, data.unread_only)
        return ok(InboxPage.of(found, inbox_entry_view))

    @api_post("/messages")
    def messages(
        self,
        uid: NamedDependency[int],
        session: NamedDependency[Session],
        service_inbox: NamedDependency[ServiceInbox],
        data: JSONBody[ConsoleMessagesRequest],
    ) -> Envelope[MessageListView]:
        """A page of a conversation the caller answers (103 otherwise); flag 1 = staff side."""
        page = service_inbox.messages(
            uid, session.roles, data.chat_id, data.direction, data.message_id, data.limit
        )
        return ok(message_list_view(page))

    @api_post("/reply", changes_state=True)
    def reply(
        self,
        uid: NamedDependency[int],
        session: NamedDependency[Session],
        service_inbox: NamedDependency[ServiceInbox],
        data: JSONBody[ConsoleReplyRequest],
    ) -> Envelope[MessageView]:
        """Answers the customer with a text, an image the caller uploaded or a product card
        (of that shop, for a shop conversation); same checks as `send`, 103 outside the caller's
        conversations."""
        sent = service_inbox.reply(uid, session.roles, data.chat_id, data.outgoing())
        return ok(message_view(sent))
