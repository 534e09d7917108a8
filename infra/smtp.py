"""Sends one e-mail over SMTP (`SMTP_URL=smtp://host:port`)."""

from __future__ import annotations

import smtplib
from email.message import EmailMessage
from urllib.parse import unquote, urlsplit


def send_over_smtp(smtp_url: str, message: EmailMessage) -> None:
    url = urlsplit(smtp_url)
    client_class = smtplib.SMTP_SSL if url.scheme == "smtps" else smtplib.SMTP
    with client_class(url.hostname or "127.0.0.1", url.port or 25, timeout=10) as client:
        if url.username:
            client.login(unquote(url.username), unquote(url.password or ""))
        client.send_message(message)


class SmtpSender:
    """The mail-sending port (`application.ports.MailSender`) over one SMTP server."""

    def __init__(self, smtp_url: str) -> None:
        self.smtp_url = smtp_url

    def send(self, message: EmailMessage) -> None:
        send_over_smtp(self.smtp_url, message)
