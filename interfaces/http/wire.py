"""Fields every request body may carry."""

from __future__ import annotations

from typing import Annotated

import msgspec

MAX_ID = 2**63 - 1
"""Ids are 64-bit (PostgreSQL BIGINT, SQLite INTEGER): anything larger is a parameter error."""

Id = Annotated[int, msgspec.Meta(ge=1, le=MAX_ID)]
Page = Annotated[int, msgspec.Meta(ge=1, le=100_000)]
PageSize = Annotated[int, msgspec.Meta(ge=1, le=100)]


class ApiRequest(msgspec.Struct, kw_only=True, forbid_unknown_fields=False):
    """Base of every JSON request: the session id and the caller's language."""

    sid: str = ""
    language: str | None = None


class EmptyRequest(ApiRequest, kw_only=True):
    pass
