"""Newsletter subscriptions: one per e-mail address, confirmed by a mailed single-use link
(double opt-in) and then welcomed with the subscriber offer as it really is."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Literal
from urllib.parse import quote

from sqlalchemy import Connection, Engine, bindparam, exists, insert, select, update
from sqlalchemy.exc import IntegrityError

from application.accounts.rules import require_email
from application.accounts.tables import users
from application.errors import ServiceErrorCode
from application.one_time_tokens import token_digest
from application.ports import Clock
from application.site.mail import Mailbox
from application.site.mail_templates import money
from application.site.tables import newsletter_subscriptions as subscriptions
from domain.errors import BusinessRuleViolation, ErrorCode
from projections.driver_path import send

Gender = Literal["male", "female", "unknown"]

MAX_NAME_LENGTH = 64
CONFIRM_LINK_LIFETIME = timedelta(days=7)


@dataclass(frozen=True)
class NewsletterSite:
    """The site facts the newsletter's mail tells."""

    site_name: str
    public_url: str
    discount_percent: int
    """The subscriber offer (`SUBSCRIBER_DISCOUNT_PERCENT`); 0 when there is none."""
    discount_max: int
    """Cents the offer never exceeds (`SUBSCRIBER_DISCOUNT_MAX`); 0 when there is none."""


def confirm_link(site: NewsletterSite, token: str) -> str:
    return f"{site.public_url}/newsletter/confirm?token={quote(token)}"


def confirm_mail(site: NewsletterSite, name: str, token: str) -> tuple[str, str]:
    """Subject and body of the mail that asks the address's owner to confirm."""
    greeting = f"Hello {name}," if name else "Hello,"
    days = CONFIRM_LINK_LIFETIME.days
    return (
        f"Confirm your {site.site_name} newsletter subscription",
        f"{greeting}\n\n"
        f"Please confirm that you want the {site.site_name} newsletter by opening this link "
        f"within {days} days:\n\n{confirm_link(site, token)}\n\n"
        "If you did not subscribe, ignore this e-mail: nothing is sent without your "
        "confirmation.\n",
    )


def welcome_mail(site: NewsletterSite, name: str) -> tuple[str, str]:
    """Subject and body of the welcome e-mail, sent once the subscription is confirmed."""
    greeting = f"Hello {name}," if name else "Hello,"
    offer = (
        f"As a welcome gift, {site.discount_percent}% of the goods of your first order is on "
        f"us, up to {money(site.discount_max)}: log in with this e-mail address and the "
        "discount is taken off at checkout, once, on the first order you place from now on.\n\n"
        if site.discount_percent > 0 and site.discount_max > 0
        else ""
    )
    body = (
        f"{greeting}\n\n"
        f"Thank you for confirming your subscription to the {site.site_name} newsletter. You "
        "will be the first to hear about new shops, seasonal sales and member-only deals.\n\n"
        f"{offer}The {site.site_name} team\n"
    )
    return f"Welcome to the {site.site_name} newsletter", body


class Newsletter:
    """Subscribes e-mail addresses, mails their confirmation link and confirms them."""

    def __init__(self, engine: Engine, clock: Clock, mailbox: Mailbox, site: NewsletterSite):
        self.engine = engine
        self.clock = clock
        self.mailbox = mailbox
        self.site = site

    def subscribe(self, email: str, name: str = "", gender: Gender = "unknown") -> None:
        """Adds a subscriber and mails the confirmation link (102 for a bad e-mail, 10601 when
        already confirmed). An address not confirmed yet gets a new link, the old one dead."""
        address = require_email(email)
        display_name = name.strip()
        if len(display_name) > MAX_NAME_LENGTH:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="name")
        token = secrets.token_urlsafe(32)
        now = self.clock()
        fields = {"confirm_token_hash": token_digest(token), "confirm_sent_at": now}
        try:
            with self.engine.begin() as connection:
                if _is_confirmed(connection, address):
                    raise BusinessRuleViolation(ServiceErrorCode.ALREADY_SUBSCRIBED)
                if not _renewed(connection, address, fields):
                    connection.execute(
                        insert(subscriptions).values(
                            email=address,
                            name=display_name,
                            gender=gender,
                            created_at=now,
                            **fields,
                        )
                    )
                subject, body = confirm_mail(self.site, display_name, token)
                outbox_id = self.mailbox.queue(connection, address, subject, body)
        except IntegrityError as error:
            # Two subscriptions raced past the check; the unique constraint picked the winner.
            raise BusinessRuleViolation(ServiceErrorCode.ALREADY_SUBSCRIBED) from error
        self.mailbox.dispatch(outbox_id)

    def confirm(self, token: str) -> None:
        """Confirms the subscription the link was sent for and mails the welcome; 10602 when
        the link is unknown, used or expired. The claiming statement clears the token, so a
        link works once even when opened twice at the same moment."""
        now = self.clock()
        with self.engine.begin() as connection:
            found = connection.execute(
                update(subscriptions)
                .where(
                    subscriptions.c.confirm_token_hash == token_digest(token),
                    subscriptions.c.confirm_sent_at > now - CONFIRM_LINK_LIFETIME,
                    subscriptions.c.confirmed_at.is_(None),
                )
                .values(confirmed_at=now, confirm_token_hash=None)
                .returning(subscriptions.c.email, subscriptions.c.name)
            ).first()
            if found is None:
                raise BusinessRuleViolation(ServiceErrorCode.BAD_CONFIRM_LINK)
            subject, body = welcome_mail(self.site, found.name)
            outbox_id = self.mailbox.queue(connection, found.email, subject, body)
        self.mailbox.dispatch(outbox_id)


def _renewed(connection: Connection, email: str, fields: dict[str, object]) -> bool:
    """A new link for an unconfirmed subscription; False when there is none."""
    changed = connection.execute(
        update(subscriptions).where(subscriptions.c.email == email).values(**fields)
    )
    return bool(changed.rowcount)


def _is_confirmed(connection: Connection, email: str) -> bool:
    query = select(
        exists().where(subscriptions.c.email == email, subscriptions.c.confirmed_at.is_not(None))
    )
    return bool(connection.execute(query).scalar())


_CONFIRMED_USER = select(
    exists().where(
        users.c.uid == bindparam("uid"),
        subscriptions.c.email == users.c.email,
        subscriptions.c.confirmed_at.is_not(None),
    )
)
"""Built once: every checkout asks it, while the subscriber discount is offered."""


def confirmed_subscriber_user(connection: Connection, uid: int) -> bool:
    """Whether the user's e-mail is a confirmed subscriber's, in one statement."""
    return bool(send(connection, _CONFIRMED_USER, {"uid": uid}).scalar_one())


def confirmed_subscriber(connection: Connection, email: str) -> bool:
    """Whether `email` (as stored: trimmed, lower case) is a confirmed subscriber."""
    return _is_confirmed(connection, email)
