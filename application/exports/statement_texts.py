"""The PDF statement's words in every language Bazaar speaks, kept as the e-mails' are
(`application.site.mail_templates`): `data/statement_texts.json`, one entry per language, side
by side for a translator. Amounts are written with the language's decimal and group marks; times
stay in ISO 8601's order, in UTC (a statement is read against the books, which count in UTC)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, date, datetime
from functools import cache
from pathlib import Path
from typing import Any

from application.site.mail_templates import mail_language
from application.timeutil import as_utc

TEXTS_PATH = Path(__file__).resolve().parent / "data" / "statement_texts.json"


@cache
def _all_texts() -> dict[str, dict[str, Any]]:
    loaded: dict[str, dict[str, Any]] = json.loads(TEXTS_PATH.read_text(encoding="utf-8"))
    return loaded


@dataclass(frozen=True)
class StatementTexts:
    """One language's words and number marks."""

    language: str
    words: dict[str, Any]

    @property
    def right_to_left(self) -> bool:
        return self.language == "ar"

    def __getitem__(self, key: str) -> str:
        value: str = self.words[key]
        return value

    def column(self, key: str) -> str:
        value: str = self.words["columns"][key]
        return value

    def entry(self, kind: str) -> str:
        """A wallet movement's kind as the statement names it (the code itself if unknown)."""
        value: str = self.words["entries"].get(kind, kind)
        return value

    def month(self, month: date) -> str:
        name = self.words["months"][month.month - 1]
        return self["month_format"].format(name=name, year=month.year)

    def moment(self, at: datetime) -> str:
        """A time in UTC to the second, its date's parts in ISO 8601's order joined by the
        language's mark (Arabic's `/`, which a right-to-left line keeps in that order)."""
        utc = as_utc(at).astimezone(UTC)
        return utc.strftime(f"%Y{self['date_separator']}%m{self['date_separator']}%d %H:%M:%S")

    def money(self, cents: int | None) -> str:
        """Cents with two places, grouped by thousands, in the language's marks; empty for none."""
        if cents is None:
            return ""
        whole, part = divmod(abs(int(cents)), 100)
        grouped = f"{whole:,}".replace(",", self["group"])
        return f"{'-' if cents < 0 else ''}{grouped}{self['decimal']}{part:02d}"

    def every_text(self) -> str:
        """All the words, to choose the fonts they need."""
        return json.dumps(self.words, ensure_ascii=False)


def statement_texts(language: str | None) -> StatementTexts:
    """The words of `language` when it is one of ours, else English (as a mail's)."""
    chosen = mail_language(language)
    return StatementTexts(chosen, _all_texts()[chosen])
