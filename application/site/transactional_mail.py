"""Policy: the e-mails that tell a shopper what happened to their order or their money.

Order placed, paid, shipped (with the tracking number), refunded, and cancelled for
non-payment; a chain payment of orders kept in the wallet instead (`order/pay_chain`, whose
approval mails that or the orders' "paid", not "recharge approved"); recharge approved or
rejected and withdrawal paid or rejected, with the reviewer's
remark; and after shipment, each step of a buyer's case to the other party and a receipt the
system confirmed at the deadline (`dispute_mail`); and to a seller, a product the platform took
down or restored (`moderation_mail`). A two-reviewer approval mails on its final
decision only, never on the first reviewer's `ApprovalRecorded` (nor an arbiter's on a first
`DecisionApprovalRecorded`). Each mail is in the language the user last signed in with.

The runner applies each event once, in the transaction that moves this policy's position
(`transactional_mail`), and the outbox row is written in that transaction: a batch that rolls
back queues nothing, and a batch run again after a crash starts past what was committed, so
every mail is queued exactly once. It is handed to delivery only after that commit
(`after_commit`), when the mail worker can read the row; a lost hand-off is redelivered by
`Mailbox.redeliver_unsent`. Being a policy it is never rebuilt, so history is never mailed
twice; on a deployment that ran before it existed, its migration starts it where the runner
had got to, so past orders are not mailed either (see `e17a1c2b3d4e`); handlers added since
(the cases') start where the policy stands, so they mail no history either.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection

from application.bazaar import Bazaar
from application.site.dispute_mail import dispute_handlers
from application.site.mail import Mailbox
from application.site.mail_templates import money
from application.site.moderation_mail import moderation_handlers
from application.site.shopper_mail import MailSite, ShopOwner, ShopperMail
from domain.order import Order
from domain.order_status import PAYMENT_TIMEOUT
from domain.wallet import Wallet
from projections.projection import EventHandler, Policy

POLICY_NAME = "transactional_mail"


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
        Wallet.RechargeRejected: "recharge_rejected",
        Wallet.WithdrawalApproved: "withdrawal_approved",
        Wallet.WithdrawalRejected: "withdrawal_rejected",
    }

    def handler(kind: str) -> EventHandler:
        def decided(connection: Connection, event: Any) -> None:
            mail.about_wallet(connection, event, kind)

        return decided

    def recharge_approved(connection: Connection, event: Any) -> None:
        # A recharge filed to pay orders mails what became of them instead: each order's
        # "paid", or once that its money stayed in the wallet (`chain_payment_credited`).
        before: Wallet = mail.bazaar.repository.get(
            event.originator_id, version=event.originator_version - 1
        )
        if not before.orders_of_recharge(event.recharge_id):
            mail.about_wallet(connection, event, "recharge_approved")

    def chain_payment_credited(connection: Connection, event: Any) -> None:
        facts = {"amount": money(event.amount), "order_sns": ", ".join(event.order_sns)}
        mail.send(connection, mail.wallet_owner(event), "chain_payment_credited", **facts)

    return {
        **{event_class: handler(kind) for event_class, kind in kinds.items()},
        Wallet.RechargeApproved: recharge_approved,
        Wallet.ChainPaymentCredited: chain_payment_credited,
    }


def transactional_mail(
    bazaar: Bazaar, mailbox: Mailbox, site: MailSite, shop_owner: ShopOwner
) -> Policy:
    mail = ShopperMail(bazaar, mailbox, site)
    handlers = {
        **order_handlers(mail),
        **wallet_handlers(mail),
        **dispute_handlers(mail, shop_owner),
        **moderation_handlers(mail, shop_owner),
    }
    return Policy(name=POLICY_NAME, handlers=handlers)
