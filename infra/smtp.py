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
