"""The transactional e-mails' words in every language Bazaar speaks.

The texts live in `data/mail_templates.json`, one entry per language and mail kind (a subject
and a body with `{placeholders}`), so a translator reviews them side by side; this module
loads them and fills them in. A kind may also have a `link` line, set after the reviewer's
remark so the mail ends on where to act, and `choices`: for a fact whose value is a code (how
a case ended, what it is about), the phrase each code reads as in that language."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from domain.languages import LANGUAGES

TEMPLATES_PATH = Path(__file__).resolve().parent / "data" / "mail_templates.json"

CASE_MAIL_KINDS: tuple[str, ...] = (
    "dispute_opened",
    "dispute_offered",
    "dispute_refused",
    "dispute_return_requested",
    "dispute_return_shipped",
    "dispute_escalated",
    "dispute_message",
    "dispute_refunded_buyer",
    "dispute_refunded_seller",
    "dispute_decided_nothing",
    "dispute_withdrawn",
    "dispute_lapsed",
    "receipt_confirmed_buyer",
    "receipt_confirmed_seller",
)
"""The mails of what happens after shipment: a buyer's case, and the receipt deadline."""

SHOP_MAIL_KINDS: tuple[str, ...] = ("shop_suspended", "shop_reinstated")
"""The mails to a seller whose shop an operator suspended (with the reason) or reinstated."""
MODERATION_MAIL_KINDS: tuple[str, ...] = ("product_taken_down", "product_restored")
"""The seller's mails about an operator's action on one of its products."""

MAIL_KINDS: tuple[str, ...] = (
    "order_placed",
    "order_paid",
    "order_shipped",
    "order_refunded",
    "order_cancelled_unpaid",
    "recharge_approved",
    "recharge_rejected",
    "chain_payment_credited",
    "withdrawal_approved",
    "withdrawal_rejected",
    *CASE_MAIL_KINDS,
    *SHOP_MAIL_KINDS,
    *MODERATION_MAIL_KINDS,
)
REMARK = "remark"
"""The line a reviewer's remark adds to a recharge or withdrawal mail (left out when empty)."""
LINK = "link"
"""A kind's last line: the page where its reader acts (a case, an order)."""
CHOICES = "choices"
"""A kind's {fact: {code: phrase}}: the fact's code is replaced by its phrase."""

DEFAULT_LANGUAGE = "en"


@cache
def mail_templates() -> dict[str, dict[str, Any]]:
    """{language: {kind: {"subject", "body", "link"?, "choices"?}, "remark": line}}."""
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
    for fact, phrases in template.get(CHOICES, {}).items():
        facts[fact] = phrases[facts[fact]]
    body = template["body"].format(**facts)
    if remark.strip():
        body += "\n\n" + words[REMARK].format(remark=remark.strip())
    if LINK in template:
        body += "\n\n" + template[LINK].format(**facts)
    return template["subject"].format(**facts), f"{body}\n\n— {site_name}\n"
