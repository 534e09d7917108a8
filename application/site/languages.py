"""The names the site shows for the languages Bazaar speaks (`domain.languages.LANGUAGES`),
each in itself."""

from __future__ import annotations

LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "zh-CN": "简体中文",
    "th": "ไทย",
    "ar": "العربية",
    "es": "Español",
    "hi": "हिन्दी",
    "it": "Italiano",
    "ru": "Русский",
    "tr": "Türkçe",
}
