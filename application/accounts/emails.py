"""The e-mails accounts send, and their hand-off to delivery once the transaction commits."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from urllib.parse import quote


@dataclass(frozen=True)
class AccountLinks:
    """Site facts that account e-mails and user_info need."""

    site_name: str
    public_url: str
    seller_url: str


def signup_code_mail(links: AccountLinks, code: str, lifetime: timedelta) -> tuple[str, str]:
    """(subject, body) of the sign-up code e-mail."""
    minutes = int(lifetime.total_seconds() // 60)
    return (
        f"Your {links.site_name} verification code",
        f"Your {links.site_name} verification code is {code}.\n\n"
        f"It expires in {minutes} minutes. If you did not ask for it, ignore this e-mail.\n",
    )


def reset_link(links: AccountLinks, token: str) -> str:
    return f"{links.public_url}/reset-password?token={quote(token)}"


def password_reset_mail(links: AccountLinks, token: str, lifetime: timedelta) -> tuple[str, str]:
    """(subject, body) of the password-reset e-mail carrying the one-time link."""
    minutes = int(lifetime.total_seconds() // 60)
    return (
        f"Reset your {links.site_name} password",
        f"Someone asked to reset the password of your {links.site_name} account.\n\n"
        f"Open this link within {minutes} minutes to choose a new password:\n"
        f"{reset_link(links, token)}\n\n"
        "The link works once. If you did not ask for it, ignore this e-mail.\n",
    )
