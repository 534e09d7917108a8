"""Fields every request body may carry."""

from __future__ import annotations

import msgspec


class ApiRequest(msgspec.Struct, kw_only=True, forbid_unknown_fields=False):
    """Base of every JSON request: the session id and the caller's language."""

    sid: str = ""
    language: str | None = None


class EmptyRequest(ApiRequest, kw_only=True):
    pass
