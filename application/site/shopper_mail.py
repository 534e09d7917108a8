"""One transactional mail to one user, in their language: what the mail policy's handlers
(`transactional_mail`, `dispute_mail`) call, with the links that take its reader to where they
act."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from sqlalchemy import Connection, bindparam, select

from application.accounts.tables import users
from application.bazaar import Bazaar
from application.site.mail import Mailbox
from application.site.mail_templates import money, render_mail
from domain.order import Order
from domain.wallet import Wallet
from projections.driver_path import send
from projections.order_tables import orders
from projections.projection import after_commit

ShopOwner = Callable[[Connection, int], int]
"""The uid owning a shop (`application.orders.settlement.shop_owner`, plugged in by
`application.policies`: the shops are a capability above this one); LookupError for none."""


_RECIPIENT = select(users.c.email, users.c.language).where(users.c.uid == bindparam("uid"))
"""Built once: every mail to a shopper looks its address and language up."""

_ORDER_FACTS = (
    select(orders.c.buyer_uid, orders.c.order_sn, orders.c.total, users.c.email, users.c.language)
    .select_from(orders.outerjoin(users, users.c.uid == orders.c.buyer_uid))
    .where(orders.c.order_id == bindparam("order_id"))
)
"""Built once: what an order's mails say of it, and where they go (one statement: the worker
sends two for every checkout)."""


@dataclass(frozen=True)
class MailSite:
    """The site that signs the mails, and its public base URL (`PUBLIC_URL`, as the password
    reset and newsletter mails use). The seller's pages are Bazaar's own console, at `/console`
    under it."""

    site_name: str
    public_url: str

    def buyer_case(self, order_id: str) -> str:
        return f"{self.public_url}/user/order/dispute?id={quote(order_id)}"

    def seller_case(self, order_id: str) -> str:
        return f"{self.public_url}/console/seller/disputes/{quote(order_id)}"

    def buyer_order(self, order_id: str) -> str:
        return f"{self.public_url}/user/order/detail?id={quote(order_id)}"

    def seller_order(self, order_id: str) -> str:
        return f"{self.public_url}/console/seller/orders/{quote(order_id)}"


class ShopperMail:
    """Queues one mail for one event, to the user it concerns, in their language."""

    def __init__(self, bazaar: Bazaar, mailbox: Mailbox, site: MailSite) -> None:
        self.bazaar = bazaar
        self.mailbox = mailbox
        self.site = site

    def send(
        self, connection: Connection, uid: int, kind: str, remark: str = "", **facts: str
    ) -> None:
        recipient = send(connection, _RECIPIENT, {"uid": uid}).first()
        if recipient is None:  # the system's own wallet or a deleted account: nobody to tell
            return
        self._send_to(connection, recipient.email, recipient.language, kind, remark, **facts)

    def _send_to(
        self,
        connection: Connection,
        email: str,
        language: str,
        kind: str,
        remark: str = "",
        **facts: str,
    ) -> None:
        subject, body = render_mail(kind, language, self.site.site_name, remark, **facts)
        outbox_id = self.mailbox.queue(connection, email, subject, body)
        after_commit(connection, lambda: self.mailbox.dispatch(outbox_id))

    def as_of(self, event: Any) -> Any:
        """The aggregate as this event left it (later events carry neither its buyer nor its
        number)."""
        return self.bazaar.repository.get(event.originator_id, version=event.originator_version)

    def order_of(self, event: Any) -> Order:
        """The order an event is of. What a mail reads of it (buyer, number, total, shop) is
        fixed when it is placed, so its latest version serves: from this process's aggregate
        cache, not replayed to the event's version from the log."""
        order: Order = self.bazaar.repository.get(event.originator_id)
        return order

    def wallet_owner(self, event: Any) -> int:
        """A wallet's id is derived from its owner, who is named by its first event."""
        wallet: Wallet = self.bazaar.repository.get(event.originator_id, version=1)
        return wallet.owner_uid

    def about_order(self, connection: Connection, event: Any, kind: str, **facts: str) -> None:
        """Mails an order's buyer its number and total, which its placement fixed: from the
        orders read model, in this transaction (one indexed read, where the order itself is
        rarely in a worker's cache and is rebuilt from its snapshot and events), or from the
        order when its row is not there yet (that projection still behind this policy)."""
        row = send(connection, _ORDER_FACTS, {"order_id": str(event.originator_id)}).first()
        if row is None:
            order = self.order_of(event)
            self.send(
                connection,
                order.buyer_uid,
                kind,
                order_sn=order.order_sn,
                total=money(order.total),
                **facts,
            )
        elif row.email is not None:  # a deleted account: nobody to tell
            self._send_to(
                connection,
                row.email,
                row.language,
                kind,
                order_sn=str(row.order_sn),
                total=money(int(row.total)),
                **facts,
            )

    def about_wallet(self, connection: Connection, event: Any, kind: str) -> None:
        owner = self.wallet_owner(event)
        self.send(connection, owner, kind, event.remark, amount=money(event.amount))
