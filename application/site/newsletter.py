"""Newsletter subscriptions: one per e-mail address, welcomed by e-mail."""

from __future__ import annotations

from typing import Literal

from sqlalchemy import Connection, Engine, exists, insert, select
from sqlalchemy.exc import IntegrityError

from application.accounts.rules import require_email
from application.errors import ServiceErrorCode
from application.ports import Clock
from application.site.mail import Mailbox
from application.site.tables import newsletter_subscriptions
from domain.errors import BusinessRuleViolation, ErrorCode

Gender = Literal["male", "female", "unknown"]

MAX_NAME_LENGTH = 64
FIRST_PURCHASE_DISCOUNT = "15%"


def welcome_mail(site_name: str, name: str) -> tuple[str, str]:
    """Subject and body of the welcome e-mail."""
    greeting = f"Hello {name}," if name else "Hello,"
    subject = f"Welcome to the {site_name} newsletter"
    body = (
        f"{greeting}\n\n"
        f"Thank you for subscribing to the {site_name} newsletter. You will be the first to hear "
        "about new shops, seasonal sales and member-only deals.\n\n"
        f"As a welcome gift, watch your inbox for an offer of up to {FIRST_PURCHASE_DISCOUNT} "
        "off your first purchase.\n\n"
        f"The {site_name} team\n"
    )
    return subject, body


class Newsletter:
    """Subscribes e-mail addresses and queues their welcome mail."""

    def __init__(self, engine: Engine, clock: Clock, mailbox: Mailbox, site_name: str) -> None:
        self.engine = engine
        self.clock = clock
        self.mailbox = mailbox
        self.site_name = site_name

    def subscribe(self, email: str, name: str = "", gender: Gender = "unknown") -> None:
        """Adds a subscriber (102 for a bad e-mail, 10601 when already subscribed)."""
        address = require_email(email)
        display_name = name.strip()
        if len(display_name) > MAX_NAME_LENGTH:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="name")
        try:
            with self.engine.begin() as connection:
                if _is_subscribed(connection, address):
                    raise BusinessRuleViolation(ServiceErrorCode.ALREADY_SUBSCRIBED)
                connection.execute(
                    insert(newsletter_subscriptions).values(
                        email=address, name=display_name, gender=gender, created_at=self.clock()
                    )
                )
                subject, body = welcome_mail(self.site_name, display_name)
                outbox_id = self.mailbox.queue(connection, address, subject, body)
        except IntegrityError as error:
            # Two subscriptions raced past the check; the unique constraint picked the winner.
            raise BusinessRuleViolation(ServiceErrorCode.ALREADY_SUBSCRIBED) from error
        self.mailbox.dispatch(outbox_id)


def _is_subscribed(connection: Connection, email: str) -> bool:
    query = select(exists().where(newsletter_subscriptions.c.email == email))
    return bool(connection.execute(query).scalar())
