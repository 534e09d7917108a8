"""Policy: the e-mails that tell a shopper what happened to their order or their money.

Order placed, paid, shipped (with the tracking number), refunded, and cancelled for
non-payment; recharge approved or rejected and withdrawal paid or rejected, with the reviewer's
remark. A two-reviewer approval mails on its final decision only, never on the first
reviewer's `ApprovalRecorded`. Each mail is in the language the user last signed in with.

The runner applies each event once, in the transaction that moves this policy's position
(`transactional_mail`), and the outbox row is written in that transaction: a batch that rolls
back queues nothing, and a batch run again after a crash starts past what was committed, so
every mail is queued exactly once. It is handed to delivery only after that commit
(`after_commit`), when the mail worker can read the row; a lost hand-off is redelivered by
`Mailbox.redeliver_unsent`. Being a policy it is never rebuilt, so history is never mailed
twice; on a deployment that ran before it existed, its migration starts it where the runner
had got to, so past orders are not mailed either (see `e17a1c2b3d4e`).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, select

from application.accounts.tables import users
from application.bazaar import Bazaar
from application.site.mail import Mailbox
from application.site.mail_templates import money, render_mail
from domain.order import Order
from domain.order_status import PAYMENT_TIMEOUT
from domain.wallet import Wallet
from projections.projection import EventHandler, Policy, after_commit

POLICY_NAME = "transactional_mail"


class ShopperMail:
    """Queues one mail for one event, to the user it concerns, in their language."""

    def __init__(self, bazaar: Bazaar, mailbox: Mailbox, site_name: str) -> None:
        self.bazaar = bazaar
        self.mailbox = mailbox
        self.site_name = site_name

    def send(
        self, connection: Connection, uid: int, kind: str, remark: str = "", **facts: str
    ) -> None:
        recipient = connection.execute(
            select(users.c.email, users.c.language).where(users.c.uid == uid)
        ).first()
        if recipient is None:  # the system's own wallet or a deleted account: nobody to tell
            return
        subject, body = render_mail(kind, recipient.language, self.site_name, remark, **facts)
        outbox_id = self.mailbox.queue(connection, recipient.email, subject, body)
        after_commit(connection, lambda: self.mailbox.dispatch(outbox_id))

    def order_of(self, event: Any) -> Order:
        """The order as this event left it (the later events carry neither buyer nor number)."""
        order: Order = self.bazaar.repository.get(
            event.originator_id, version=event.originator_version
        )
        return order

    def wallet_owner(self, event: Any) -> int:
        """A wallet's id is derived from its owner, who is named by its first event."""
        wallet: Wallet = self.bazaar.repository.get(event.originator_id, version=1)
        return wallet.owner_uid

    def about_order(self, connection: Connection, event: Any, kind: str, **facts: str) -> None:
        order = self.order_of(event)
        self.send(
            connection,
            order.buyer_uid,
            kind,
            order_sn=order.order_sn,
            total=money(order.total),
            **facts,
        )

    def about_wallet(self, connection: Connection, event: Any, kind: str) -> None:
        owner = self.wallet_owner(event)
        self.send(connection, owner, kind, event.remark, amount=money(event.amount))


def order_handlers(mail: ShopperMail) -> dict[type[Any], EventHandler]:
    def placed(connection: Connection, event: Any) -> None:
        mail.send(
            connection,
            event.buyer_uid,
            "order_placed",
            order_sn=event.order_sn,
            total=money(event.total),
        )

    def paid(connection: Connection, event: Any) -> None:
        mail.about_order(connection, event, "order_paid")

    def shipped(connection: Connection, event: Any) -> None:
        mail.about_order(connection, event, "order_shipped", logistics_no=event.logistics_no)

    def refunded(connection: Connection, event: Any) -> None:
        mail.about_order(
            connection, event, "order_refunded", amount=money(event.amount), reason=event.reason
        )

    def cancelled(connection: Connection, event: Any) -> None:
        # The buyer who called an order off knows it already; only the deadline's cancel mails.
        if event.reason == PAYMENT_TIMEOUT:
            mail.about_order(connection, event, "order_cancelled_unpaid")

    return {
        Order.Placed: placed,
        Order.Paid: paid,
        Order.Shipped: shipped,
        Order.Refunded: refunded,
        Order.Cancelled: cancelled,
    }


def wallet_handlers(mail: ShopperMail) -> dict[type[Any], EventHandler]:
    kinds: dict[type[Any], str] = {
        Wallet.RechargeApproved: "recharge_approved",
        Wallet.RechargeRejected: "recharge_rejected",
        Wallet.WithdrawalApproved: "withdrawal_approved",
        Wallet.WithdrawalRejected: "withdrawal_rejected",
    }

    def handler(kind: str) -> EventHandler:
        def decided(connection: Connection, event: Any) -> None:
            mail.about_wallet(connection, event, kind)

        return decided

    return {event_class: handler(kind) for event_class, kind in kinds.items()}


def transactional_mail(bazaar: Bazaar, mailbox: Mailbox, site_name: str) -> Policy:
    mail = ShopperMail(bazaar, mailbox, site_name)
    return Policy(name=POLICY_NAME, handlers={**order_handlers(mail), **wallet_handlers(mail)})
