"""The transactional e-mails' words in every language Bazaar speaks.

The texts live in `data/mail_templates.json`, one entry per language and mail kind (a subject
and a body with `{placeholders}`), so a translator reviews them side by side; this module
loads them and fills them in."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from domain.languages import LANGUAGES

TEMPLATES_PATH = Path(__file__).resolve().parent / "data" / "mail_templates.json"

MAIL_KINDS: tuple[str, ...] = (
    "order_placed",
    "order_paid",
    "order_shipped",
    "order_refunded",
    "order_cancelled_unpaid",
    "recharge_approved",
    "recharge_rejected",
    "withdrawal_approved",
    "withdrawal_rejected",
)
REMARK = "remark"
"""The line a reviewer's remark adds to a recharge or withdrawal mail (left out when empty)."""

DEFAULT_LANGUAGE = "en"


@cache
def mail_templates() -> dict[str, dict[str, Any]]:
    """{language: {kind: {"subject", "body"}, "remark": line}}."""
    loaded: dict[str, dict[str, Any]] = json.loads(TEMPLATES_PATH.read_text(encoding="utf-8"))
    return loaded


def money(cents: int) -> str:
    """Cents as the storefront shows them: 1250 → "$12.50"."""
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) // 100:,}.{abs(cents) % 100:02d}"


def mail_language(language: str | None) -> str:
    """The user's language when it is one of ours, else English."""
    return language if language in LANGUAGES else DEFAULT_LANGUAGE


def render_mail(
    kind: str, language: str | None, site_name: str, remark: str = "", **facts: str
) -> tuple[str, str]:
    """(subject, body) of a `kind` mail in `language`, signed with the site's name."""
    words = mail_templates()[mail_language(language)]
    template = words[kind]
    body = template["body"].format(**facts)
    if remark.strip():
        body += "\n\n" + words[REMARK].format(remark=remark.strip())
    return template["subject"].format(**facts), f"{body}\n\n— {site_name}\n"
