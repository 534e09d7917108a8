"""The languages Bazaar speaks: a product fact (the error catalogue, the storefront, the
e-mails and the catalogue's names are translated into exactly these), not a setting."""

from __future__ import annotations

LANGUAGES: tuple[str, ...] = ("en", "zh-CN", "th", "ar", "es", "hi", "it", "ru", "tr")
