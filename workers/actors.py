"""Dramatiq actors: each decodes its message, calls application or projection code, returns."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import dramatiq

from application.ports import MailSender
from application.site.mail import Mailbox, to_email_message
from projections.runner import ProjectionRunner


@dataclass(frozen=True)
class Actors:
    project: Any
    send_mail: Any


def register_actors(
    broker: dramatiq.Broker,
    runner: ProjectionRunner,
    mailbox: Mailbox,
    sender: MailSender | None,
    mail_from: str,
) -> Actors:
    """Declares the actors on `broker` (no module-level broker, nothing built at import).
    Without a `sender` (no SMTP configured) queued mail stays in the outbox."""

    def project(notification_id: int, names: list[str] | None = None) -> None:
        # The wake-up is only a hint; the notification log after each position is the truth.
        # It names the subscribers the save concerns (less those its caller brought up), so
        # only they move now; the tick moves the others' positions over events they do not
        # follow. (A message queued before names were sent has none: everyone moves.)
        if names is None:
            runner.catch_up_all()
        else:
            runner.catch_up_named(notification_id, names)

    def send_mail(outbox_id: int) -> None:
        mail = mailbox.load(outbox_id)
        if mail is None or sender is None:
            return
        sender.send(to_email_message(mail, mail_from))
        mailbox.mark_sent(outbox_id)

    def declare(function: Callable[..., None], queue: str) -> Any:
        decorate = dramatiq.actor(
            broker=broker,
            actor_name=function.__name__,
            queue_name=queue,
            max_retries=5,
            min_backoff=200,
            max_backoff=10_000,
        )
        return decorate(function)

    return Actors(project=declare(project, "projections"), send_mail=declare(send_mail, "mail"))
