"""Password recovery: a one-time e-mailed link (only its digest stored) that sets a new password."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import Engine, select, update

from application import one_time_tokens
from application.accounts.emails import AccountLinks, password_reset_mail
from application.accounts.passwords import Passwords
from application.accounts.rules import require_email, require_password
from application.accounts.sessions import SessionStore
from application.accounts.tables import login_failures, password_resets, users
from application.errors import ServiceErrorCode
from application.ports import Clock, MailOutbox
from domain.errors import BusinessRuleViolation

RESET_LIFETIME = timedelta(minutes=30)
RESEND_INTERVAL = timedelta(seconds=60)


class PasswordRecovery:
    """Sends reset links and redeems them."""

    def __init__(
        self,
        engine: Engine,
        clock: Clock,
        sessions: SessionStore,
        mailbox: MailOutbox,
        passwords: Passwords,
        links: AccountLinks,
    ) -> None:
        self.engine = engine
        self.clock = clock
        self.sessions = sessions
        self.mailbox = mailbox
        self.passwords = passwords
        self.links = links

    def request_reset(self, raw_email: str) -> None:
        """Mails a link when the address has an account; says nothing either way (10206 if
        malformed). A second request within 60 s sends nothing, so the form cannot flood a box."""
        email = require_email(raw_email, ServiceErrorCode.BAD_RESET_EMAIL)
        now = self.clock()
        with self.engine.begin() as connection:
            uid = connection.execute(select(users.c.uid).where(users.c.email == email)).scalar()
            if uid is None:
                return
            recent = connection.execute(
                select(password_resets.c.token_hash).where(
                    password_resets.c.uid == uid,
                    password_resets.c.used_at.is_(None),
                    password_resets.c.expires_at > now + RESET_LIFETIME - RESEND_INTERVAL,
                )
            ).first()
            if recent is not None:
                return
            token = one_time_tokens.issue(connection, password_resets, uid, now + RESET_LIFETIME)
            subject, body = password_reset_mail(self.links, token, RESET_LIFETIME)
            outbox_id = self.mailbox.queue(connection, email, subject, body)
        self.mailbox.dispatch(outbox_id)

    def reset_password(self, token: str, password: str) -> None:
        """Uses the link once (10207 if unknown, used or expired), sets the password and ends
        every session of the account."""
        require_password(password)
        new_hash = self.passwords.hash(password)
        now = self.clock()
        with self.engine.begin() as connection:
            # Claiming the token is the first statement: a concurrent reuse finds it used.
            uid = one_time_tokens.claim(connection, password_resets, token, now)
            if uid is None:
                raise BusinessRuleViolation(ServiceErrorCode.BAD_RESET_LINK)
            email = connection.execute(
                update(users)
                .where(users.c.uid == uid)
                .values(password_hash=new_hash)
                .returning(users.c.email)
            ).scalar_one()
            # Older links die with the old password; the owner proved the mailbox, so the
            # log-in throttle starts afresh.
            connection.execute(
                update(password_resets)
                .where(password_resets.c.uid == uid, password_resets.c.used_at.is_(None))
                .values(used_at=now)
            )
            connection.execute(login_failures.delete().where(login_failures.c.email == email))
            self.sessions.revoke_all(connection, int(uid))
