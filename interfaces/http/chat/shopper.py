"""`support/customer_service/*`: the customer's chat with the platform or a shop; guests
identify themselves by `open_id`, their 32-character session id."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.accounts.sessions import Session
from application.chat.customer import CustomerService
from application.chat.views import Customer
from interfaces.http.api_post import api_post
from interfaces.http.chat.schemas import (
    ChatListRequest,
    ConversationList,
    MessageListRequest,
    MessageListView,
    MessageView,
    SendRequest,
    UnreadRequest,
    UnreadView,
    conversation_view,
    message_list_view,
    message_view,
)
from interfaces.http.envelope import Envelope, ok


class CustomerServiceController(Controller):
    path = "/support/customer_service"

    @api_post("/chat_list")
    def chat_list(
        self,
        session: NamedDependency[Session],
        customer_service: NamedDependency[CustomerService],
        data: JSONBody[ChatListRequest],
    ) -> Envelope[ConversationList]:
        """The caller's newest conversations (limit ≤ 20), led by a chat_id -1 platform entry
        while there is none yet. Guests send `open_id` (their 32-character sid; else 102)."""
        customer = Customer.of(session.uid, data.open_id)
        found = customer_service.conversations(customer, data.limit)
        return ok(ConversationList([conversation_view(item) for item in found]))

    @api_post("/unread")
    def unread(
        self,
        session: NamedDependency[Session],
        customer_service: NamedDependency[CustomerService],
        data: JSONBody[UnreadRequest],
    ) -> Envelope[UnreadView]:
        """How many of the caller's conversations hold replies (from an agent or a shop) the
        caller has not read, and how many replies. Reading a conversation's newest messages
        (`message_list` latest or next) marks them read. Guests send `open_id` (else 102)."""
        customer = Customer.of(session.uid, data.open_id)
        found = customer_service.unread(customer)
        return ok(UnreadView(found.conversations, found.messages))

    @api_post("/message_list")
    def message_list(
        self,
        session: NamedDependency[Session],
        customer_service: NamedDependency[CustomerService],
        data: JSONBody[MessageListRequest],
    ) -> Envelope[MessageListView]:
        """A page (limit ≤ 100, ascending) of the caller's conversation with `shop_id`: the
        latest, or older (prev) or newer (next) than `message_id`; latest and next mark the
        replies read. 103 for an unknown shop; 102 `open_id` for a guest without one."""
        customer = Customer.of(session.uid, data.open_id)
        page = customer_service.messages(
            customer, data.shop_id, data.direction, data.message_id, data.limit
        )
        return ok(message_list_view(page))

    @api_post("/send", changes_state=True)
    def send(
        self,
        session: NamedDependency[Session],
        customer_service: NamedDependency[CustomerService],
        data: JSONBody[SendRequest],
    ) -> Envelope[MessageView]:
        """Sends type 1 text (1..1000 characters after trimming; else 102 `content`), 2 image
        (`file_path` of the caller's own upload; else 102) or 3 product (`shop_goods_id`: 103
        unknown, 102 another shop's) to `shop_id` (0 the platform; 103 unknown shop; 111 the
        caller's own shop or a service switched off). A new conversation opens with the
        configured welcome text."""
        customer = Customer.of(session.uid, data.open_id)
        sent = customer_service.send(customer, data.shop_id, data.outgoing())
        return ok(message_view(sent))
