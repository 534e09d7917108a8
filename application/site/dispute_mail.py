"""The transactional mails of what happens after shipment, part of the `transactional_mail`
policy (its position: each mailed once, and nothing that happened before they existed).

Each step of a buyer's case (`domain.dispute`) is mailed to the other party: the opening, the
return's shipment and the escalation to the seller; the seller's offer, refusal and request for
the goods back to the buyer; a message to whoever did not write it; a withdrawal to the seller.
How the case ended (a refund and how it was decided, an arbiter's "nothing", a lapse) goes to
both, and so does a receipt the system confirmed at the deadline. Each mail names the order, the
amount, the deadline of whoever must act next, and links to the reader's own page of the case.

The mails never quote what a party wrote (a message, a refusal's reason, a return address): the
platform's mail would then carry any text, links included, from one user to another under its
own name; the case page shows it to the signed-in reader. An arbiter's remark is the platform's
own words and is quoted, as a reviewer's is on a wallet decision."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection

from application.site.mail_templates import money
from application.site.shopper_mail import ShopOwner, ShopperMail
from domain.dispute import Dispute
from domain.dispute_status import Party, WithdrawalReason
from domain.order import Order
from domain.order_status import SYSTEM_UID
from projections.projection import EventHandler


def deadline(at: datetime) -> str:
    """When the reader must act by, written alike in every language (in UTC, as the API's times
    are)."""
    return f"{at.astimezone(UTC):%Y-%m-%d %H:%M} UTC"


Facts = Callable[[Dispute, Any], dict[str, str]]
"""A step's facts for its mail, from the case (as the event left it) and the event."""


def asked(case: Dispute, event: Any) -> dict[str, str]:
    return {"amount": money(case.requested)}


def asked_and_due(case: Dispute, event: Any) -> dict[str, str]:
    return {"amount": money(case.requested), "respond_by": deadline(event.respond_by)}


def opening(case: Dispute, event: Any) -> dict[str, str]:
    return {**asked_and_due(case, event), "case_kind": event.kind}


def offer(case: Dispute, event: Any) -> dict[str, str]:
    due = deadline(event.respond_by)
    return {"amount": money(event.amount), "asked": money(case.requested), "respond_by": due}


def return_shipment(case: Dispute, event: Any) -> dict[str, str]:
    return {**asked_and_due(case, event), "logistics_no": event.logistics_no}


STEPS: dict[type[Any], tuple[Party, str, Facts]] = {
    Dispute.Opened: (Party.SELLER, "dispute_opened", opening),
    Dispute.Offered: (Party.BUYER, "dispute_offered", offer),
    Dispute.Refused: (Party.BUYER, "dispute_refused", asked_and_due),
    Dispute.ReturnRequested: (Party.BUYER, "dispute_return_requested", asked_and_due),
    Dispute.ReturnShipped: (Party.SELLER, "dispute_return_shipped", return_shipment),
    Dispute.Escalated: (Party.SELLER, "dispute_escalated", asked),
}
"""The steps that hand the case to the other party: (that party, the mail, its facts)."""


class CaseMail:
    """Mails a case's buyer or seller, with the order's number and their page of the case."""

    def __init__(self, mail: ShopperMail, shop_owner: ShopOwner) -> None:
        self.mail = mail
        self.shop_owner = shop_owner

    def case_of(self, event: Any) -> Dispute:
        case: Dispute = self.mail.as_of(event)
        return case

    def seller_of(self, connection: Connection, shop_id: int) -> int | None:
        try:
            return self.shop_owner(connection, shop_id)
        except LookupError:  # a shop nobody owns: nobody to tell
            return None

    def to(
        self,
        party: Party,
        connection: Connection,
        case: Dispute,
        kind: str,
        remark: str = "",
        **facts: str,
    ) -> None:
        """Mails the case's `party` (the buyer or the seller) on their own page of the case."""
        if party is Party.BUYER:
            uid: int | None = case.buyer_uid
            link = self.mail.site.buyer_case(case.order_id)
        else:
            uid = self.seller_of(connection, case.shop_id)
            link = self.mail.site.seller_case(case.order_id)
        if uid is not None:
            self.mail.send(
                connection, uid, kind, remark, order_sn=case.order_sn, link=link, **facts
            )

    def to_both(
        self, connection: Connection, case: Dispute, kind: str, remark: str = "", **facts: str
    ) -> None:
        for party in (Party.BUYER, Party.SELLER):
            self.to(party, connection, case, kind, remark, **facts)


def case_step_handlers(cases: CaseMail) -> dict[type[Any], EventHandler]:
    """Each of the `STEPS`, mailed to the party whose turn it now is."""

    def handler(party: Party, kind: str, facts: Facts) -> EventHandler:
        def step(connection: Connection, event: Any) -> None:
            case = cases.case_of(event)
            cases.to(party, connection, case, kind, **facts(case, event))

        return step

    return {event_class: handler(*told) for event_class, told in STEPS.items()}


def case_talk_and_end_handlers(cases: CaseMail) -> dict[type[Any], EventHandler]:
    """A message, to the party who did not write it; the case's end, to who it concerns."""

    def message(connection: Connection, event: Any) -> None:
        other = {Party.BUYER: Party.SELLER, Party.SELLER: Party.BUYER}.get(Party(event.role))
        if other is not None:
            cases.to(other, connection, cases.case_of(event), "dispute_message")

    def resolved(connection: Connection, event: Any) -> None:
        case = cases.case_of(event)
        if not event.refund_amount:  # only an arbiter ends a case with nothing
            nothing = asked(case, event)
            cases.to_both(connection, case, "dispute_decided_nothing", event.remark, **nothing)
            return
        facts = {"amount": money(event.refund_amount), "how": event.how}
        cases.to(Party.BUYER, connection, case, "dispute_refunded_buyer", event.remark, **facts)
        cases.to(Party.SELLER, connection, case, "dispute_refunded_seller", event.remark, **facts)

    def withdrawn(connection: Connection, event: Any) -> None:
        case = cases.case_of(event)
        if event.reason == WithdrawalReason.LAPSED:
            cases.to_both(connection, case, "dispute_lapsed", **asked(case, event))
        else:  # by the buyer, who knows it
            cases.to(Party.SELLER, connection, case, "dispute_withdrawn", **asked(case, event))

    return {
        Dispute.MessagePosted: message,
        Dispute.Resolved: resolved,
        Dispute.Withdrawn: withdrawn,
    }


def receipt_handlers(cases: CaseMail) -> dict[type[Any], EventHandler]:
    """A receipt the system confirmed at the deadline, to the buyer and the seller; a buyer's
    own confirmation is mailed to nobody."""
    mail = cases.mail

    def confirmed(connection: Connection, event: Any) -> None:
        if event.by_uid != SYSTEM_UID:
            return
        order = mail.order_of(event)
        order_id, facts = str(order.id), {"order_sn": order.order_sn, "total": money(order.total)}
        buyer_link = mail.site.buyer_order(order_id)
        mail.send(connection, order.buyer_uid, "receipt_confirmed_buyer", link=buyer_link, **facts)
        seller = cases.seller_of(connection, order.shop_id)
        if seller is not None:
            link = mail.site.seller_order(order_id)
            mail.send(connection, seller, "receipt_confirmed_seller", link=link, **facts)

    return {Order.ReceiptConfirmed: confirmed}


def dispute_handlers(mail: ShopperMail, shop_owner: ShopOwner) -> dict[type[Any], EventHandler]:
    cases = CaseMail(mail, shop_owner)
    return {
        **case_step_handlers(cases),
        **case_talk_and_end_handlers(cases),
        **receipt_handlers(cases),
    }
