"""The languages Bazaar speaks: a product fact (the error catalogue and the storefront are
translated into exactly these), not a setting."""

from __future__ import annotations

LANGUAGES: tuple[str, ...] = ("en", "zh-CN", "th", "ar", "es", "hi", "it", "ru", "tr")

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
