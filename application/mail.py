"""Outgoing mail: always recorded in the outbox, then delivered by SMTP when configured."""

from __future__ import annotations

from dataclasses import dataclass
from email.message import EmailMessage

from sqlalchemy import Connection, Engine, insert, select, update

from application.ports import Clock, MailDelivery
from application.schema import outbox


@dataclass(frozen=True)
class OutgoingMail:
    outbox_id: int
    recipient: str
    subject: str
    body: str


class Mailbox:
    """Queues mail in the same transaction as the change that causes it."""

    def __init__(self, engine: Engine, clock: Clock, deliver: MailDelivery | None) -> None:
        self.engine = engine
        self.clock = clock
        self.deliver = deliver

    def queue(self, connection: Connection, recipient: str, subject: str, body: str) -> int:
        outbox_id = connection.execute(
            insert(outbox)
            .values(recipient=recipient, subject=subject, body=body, created_at=self.clock())
            .returning(outbox.c.id)
        ).scalar_one()
        return int(outbox_id)

    def dispatch(self, outbox_id: int) -> None:
        """Call after the queuing transaction commits, so the worker can see the row."""
        if self.deliver is not None:
            self.deliver(outbox_id)

    def load(self, outbox_id: int) -> OutgoingMail | None:
        with self.engine.connect() as connection:
            row = connection.execute(select(outbox).where(outbox.c.id == outbox_id)).first()
        if row is None:
            return None
        return OutgoingMail(row.id, row.recipient, row.subject, row.body)

    def mark_sent(self, outbox_id: int) -> None:
        with self.engine.begin() as connection:
            connection.execute(
                update(outbox).where(outbox.c.id == outbox_id).values(sent_at=self.clock())
            )

    def recent(self, limit: int = 20) -> list[OutgoingMail]:
        with self.engine.connect() as connection:
            rows = connection.execute(select(outbox).order_by(outbox.c.id.desc()).limit(limit))
            return [OutgoingMail(r.id, r.recipient, r.subject, r.body) for r in rows]


def to_email_message(mail: OutgoingMail, sender: str) -> EmailMessage:
    message = EmailMessage()
    message["From"] = sender
    message["To"] = mail.recipient
    message["Subject"] = mail.subject
    message.set_content(mail.body)
    return message
