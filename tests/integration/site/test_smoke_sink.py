"""The SMTP sink fixture really receives mail sent over SMTP."""

from __future__ import annotations

from email.message import EmailMessage

from infra.smtp import send_over_smtp
from tests.conftest import MailSink


def test_mail_sent_over_smtp_arrives_in_the_sink(smtp_sink: tuple[MailSink, str]) -> None:
    sink, url = smtp_sink
    message = EmailMessage()
    message["From"] = "a@bazaar.test"
    message["To"] = "b@bazaar.test"
    message["Subject"] = "hello"
    message.set_content("body")
    send_over_smtp(url, message)
    assert sink.wait_for("b@bazaar.test")["Subject"] == "hello"
