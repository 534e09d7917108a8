"""The error catalogue: one JSON table shared by the server and the React client."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from domain.languages import LANGUAGES

CATALOGUE_PATH = Path(__file__).resolve().parent / "error_catalogue.json"


@cache
def catalogue() -> dict[str, dict[str, str]]:
    loaded: dict[str, dict[str, str]] = json.loads(CATALOGUE_PATH.read_text(encoding="utf-8"))
    return loaded


def message_for(key: str, language: str) -> str:
    """`key` is a code (`106`) or code.context (`106.pay`); falls back to the code, then en."""
    entries = catalogue()
    entry = entries.get(key) or entries.get(key.split(".", 1)[0]) or {}
    return entry.get(language) or entry.get("en") or "Error"


def pick_language(requested: object, accept_language: str | None, default: str) -> str:
    """The body's `language`, then the Accept-Language header, then the site default."""
    if isinstance(requested, str) and requested in LANGUAGES:
        return requested
    for part in (accept_language or "").split(","):
        tag = part.split(";", 1)[0].strip()
        if tag in LANGUAGES:
            return tag
        base = tag.split("-", 1)[0].lower()
        if base == "zh":
            return "zh-CN"
        if base in LANGUAGES:
            return base
    return default
