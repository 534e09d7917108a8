"""One transactional mail to one user, in their language: what the mail policy's handlers
(`transactional_mail`, `dispute_mail`) call, with the links that take its reader to where they
act."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any
from urllib.parse import quote

from sqlalchemy import Connection, select

from application.accounts.tables import users
from application.bazaar import Bazaar
from application.site.mail import Mailbox
from application.site.mail_templates import money, render_mail
from domain.order import Order
from domain.wallet import Wallet
from projections.driver_path import among, for_dialect, send
from projections.order_tables import orders
from projections.projection import after_commit, gathered

ShopOwner = Callable[[Connection, int], int]
"""The uid owning a shop (`application.orders.settlement.shop_owner`, plugged in by
`application.policies`: the shops are a capability above this one); LookupError for none."""


_RECIPIENT_COLUMNS = (users.c.uid, users.c.email, users.c.language)
_ORDER_COLUMNS = (
    orders.c.order_id,
    orders.c.order_sn,
    orders.c.total,
    users.c.email,
    users.c.language,
)
_ORDERS_AND_BUYERS = orders.outerjoin(users, users.c.uid == orders.c.buyer_uid)
# Each look-up built once per dialect (`among`): on PostgreSQL on the driver's path.
_RECIPIENTS = {
    dialect: select(*_RECIPIENT_COLUMNS).where(condition)
    for dialect, condition in among(users.c.uid, "ids").items()
}
_ORDER_FACTS = {
    dialect: select(*_ORDER_COLUMNS).select_from(_ORDERS_AND_BUYERS).where(condition)
    for dialect, condition in among(orders.c.order_id, "ids").items()
}
"""What an order's mails say of it, and where they go."""


def _look_up(connection: Connection, statements: dict[str, Any], ids: list[Any]) -> Sequence[Any]:
    return send(connection, for_dialect(connection, statements), {"ids": ids}).rows


@dataclass(frozen=True)
class ToUser:
    """A mail to a user, whose address and language are looked up."""

    uid: int
    kind: str
    remark: str
    facts: dict[str, str]


@dataclass(frozen=True)
class AboutOrder:
    """A mail to an order's buyer, saying its number and total."""

    event: Any
    """The order's event (its aggregate is the fallback when its row is not there yet)."""
    kind: str
    facts: dict[str, str]


@dataclass(frozen=True)
class Addressed:
    email: str
    language: str
    kind: str
    remark: str
    facts: dict[str, str]


Intent = ToUser | AboutOrder


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
    """Queues one mail for one event, to the user it concerns, in their language.

    A handler only notes the mail; the batch's mails are written at its end, in its
    transaction (`gathered`): the orders and users they name read in one statement each, and
    every mail queued in one insert. Each mail was two statements of its own (its recipient,
    its outbox row), four mails per two-shop checkout: the largest part of a worker's CPU per
    checkout (37 % of its samples under py-spy)."""

    def __init__(self, bazaar: Bazaar, mailbox: Mailbox, site: MailSite) -> None:
        self.bazaar = bazaar
        self.mailbox = mailbox
        self.site = site

    def send(
        self, connection: Connection, uid: int, kind: str, remark: str = "", **facts: str
    ) -> None:
        """Mails user `uid`; nobody is told when the user is not there (the system's own
        wallet, a deleted account)."""
        gathered(connection, self._write).append(ToUser(uid, kind, remark, facts))

    def about_order(self, connection: Connection, event: Any, kind: str, **facts: str) -> None:
        """Mails an order's buyer its number and total, which its placement fixed: from the
        orders read model (where the order itself is rarely in a worker's cache and is rebuilt
        from its snapshot and events), or from the order when its row is not there yet (that
        projection still behind this policy)."""
        gathered(connection, self._write).append(AboutOrder(event, kind, facts))

    def _write(self, connection: Connection, intents: list[Intent]) -> None:
        """The batch's mails, queued in the order its handlers noted them; each handed to
        delivery once the batch has committed."""
        orders_named = self._order_facts(connection, intents)
        steps: list[ToUser | Addressed | None] = [
            self._via_order(i, orders_named) if isinstance(i, AboutOrder) else i for i in intents
        ]
        recipients = self._recipients(connection, steps)
        mails: list[tuple[str, str, str]] = []
        for step in steps:
            addressed: Addressed | None = None
            if isinstance(step, ToUser) and step.uid in recipients:
                email, language = recipients[step.uid]
                addressed = Addressed(email, language, step.kind, step.remark, step.facts)
            elif isinstance(step, Addressed):
                addressed = step
            if addressed is not None:
                subject, body = render_mail(
                    addressed.kind,
                    addressed.language,
                    self.site.site_name,
                    addressed.remark,
                    **addressed.facts,
                )
                mails.append((addressed.email, subject, body))
        for outbox_id in self.mailbox.queue_all(connection, mails):
            after_commit(connection, partial(self.mailbox.dispatch, outbox_id))

    @staticmethod
    def _order_facts(connection: Connection, intents: list[Intent]) -> dict[str, Any]:
        """The order rows the intents name, by order id, in one statement."""
        order_ids = {str(i.event.originator_id) for i in intents if isinstance(i, AboutOrder)}
        if not order_ids:
            return {}
        found = _look_up(connection, _ORDER_FACTS, sorted(order_ids))
        return {row.order_id: row for row in found}

    def _via_order(
        self, intent: AboutOrder, orders_named: dict[str, Any]
    ) -> ToUser | Addressed | None:
        """A mail about an order, addressed from its row; from the order itself when its row is
        not there yet (that projection still behind this policy); None for a deleted buyer."""
        row = orders_named.get(str(intent.event.originator_id))
        if row is None:
            order = self.order_of(intent.event)
            facts = {"order_sn": order.order_sn, "total": money(order.total), **intent.facts}
            return ToUser(order.buyer_uid, intent.kind, "", facts)
        if row.email is None:  # a deleted account: nobody to tell
            return None
        facts = {"order_sn": str(row.order_sn), "total": money(int(row.total)), **intent.facts}
        return Addressed(row.email, row.language, intent.kind, "", facts)

    @staticmethod
    def _recipients(
        connection: Connection, steps: list[ToUser | Addressed | None]
    ) -> dict[int, tuple[str, str]]:
        """The address and language of each user mailed, by uid, in one statement (a uid no
        user has is left out: the system's own wallet, a deleted account, nobody to tell)."""
        uids = sorted({step.uid for step in steps if isinstance(step, ToUser)})
        if not uids:
            return {}
        found = _look_up(connection, _RECIPIENTS, uids)
        return {row.uid: (row.email, row.language) for row in found}

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

    def about_wallet(self, connection: Connection, event: Any, kind: str) -> None:
        owner = self.wallet_owner(event)
        self.send(connection, owner, kind, event.remark, amount=money(event.amount))
