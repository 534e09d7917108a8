"""Outgoing mail: always recorded in the outbox, then delivered by SMTP when configured."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import timedelta
from email.message import EmailMessage

from sqlalchemy import Connection, Engine, insert, select, text, update

from application.ports import Clock, MailDelivery
from application.site.tables import outbox
from projections.driver_path import send

logger = logging.getLogger(__name__)

# A hand-off lost with the broker is retried after this long, for up to a day.
REDELIVERY_DELAY = timedelta(minutes=5)
REDELIVERY_HORIZON = timedelta(days=1)
_QUEUE = insert(outbox).returning(outbox.c.id)
"""Built once: every mail a policy sends is queued by it."""
_QUEUE_ALL = insert(outbox).returning(outbox.c.id, sort_by_parameter_order=True)
"""A batch's mails (SQLAlchemy's "insertmanyvalues": ids in order)."""
_QUEUE_UNNESTED = text(
    "INSERT INTO outbox (recipient, subject, body, created_at, dispatched_at)"
    " SELECT recipient, subject, body, :now, :now FROM unnest("
    "CAST(:recipient AS text[]), CAST(:subject AS text[]), CAST(:body AS text[]))"
    " WITH ORDINALITY AS mail (recipient, subject, body, number) ORDER BY number"
    " RETURNING id"
)
"""A batch's mails on PostgreSQL: one statement, one array per column, built once."""


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
        return self.queue_all(connection, [(recipient, subject, body)])[0]

    def queue_all(self, connection: Connection, mails: list[tuple[str, str, str]]) -> list[int]:
        """Queues each (recipient, subject, body) in one statement; answers their outbox ids,
        in order."""
        now = self.clock()
        rows = [
            {"recipient": recipient, "subject": subject, "body": body}
            | {"created_at": now, "dispatched_at": now}
            for recipient, subject, body in mails
        ]
        if len(rows) == 1:  # the common case, on the driver's path
            return [int(send(connection, _QUEUE, rows[0]).scalar_one())]
        if not rows:
            return []
        if connection.dialect.name == "postgresql":
            columns = {
                name: [row[name] for row in rows] for name in ("recipient", "subject", "body")
            }
            queued = send(connection, _QUEUE_UNNESTED, {**columns, "now": now}).rows
            # Numbered in the arrays' order, from one sequence: ascending ids are that order.
            return sorted(int(row.id) for row in queued)
        return [int(outbox_id) for outbox_id in connection.execute(_QUEUE_ALL, rows).scalars()]

    def dispatch(self, outbox_id: int) -> None:
        """Call after the queuing transaction commits, so the worker can see the row. A failed
        hand-off leaves the mail in the outbox for `redeliver_unsent`; it never fails a command."""
        if self.deliver is None:
            return
        try:
            self.deliver(outbox_id)
        except Exception:
            logger.warning("mail %s stays in the outbox: dispatch failed", outbox_id, exc_info=True)

    def redeliver_unsent(self) -> int:
        """Hands over again mail still unsent REDELIVERY_DELAY after its last hand-off.

        Each row is claimed with a compare-and-set on `dispatched_at`, so several workers
        running this at once send it once."""
        if self.deliver is None:
            return 0
        now = self.clock()
        with self.engine.begin() as connection:
            stale = connection.execute(
                select(outbox.c.id, outbox.c.dispatched_at).where(
                    outbox.c.sent_at.is_(None),
                    outbox.c.dispatched_at < now - REDELIVERY_DELAY,
                    outbox.c.created_at > now - REDELIVERY_HORIZON,
                )
            ).all()
            claimed = [
                row.id
                for row in stale
                if connection.execute(
                    update(outbox)
                    .where(outbox.c.id == row.id, outbox.c.dispatched_at == row.dispatched_at)
                    .values(dispatched_at=now)
                ).rowcount
                == 1
            ]
        for outbox_id in claimed:
            self.dispatch(outbox_id)
        return len(claimed)

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
