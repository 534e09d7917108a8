"""Generic request types: the fields every request body may carry, paging, the review queue
filter and the `Idempotency-Key` header."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from litestar.params import HeaderParameter

from application.idempotency import KEY_HEADER
from domain.errors import BusinessRuleViolation, ErrorCode

MAX_ID = 2**63 - 1
"""Ids are 64-bit (PostgreSQL BIGINT, SQLite INTEGER): anything larger is a parameter error."""

Id = Annotated[int, msgspec.Meta(ge=1, le=MAX_ID)]
Page = Annotated[int, msgspec.Meta(ge=1, le=100_000)]
PageSize = Annotated[int, msgspec.Meta(ge=1, le=100)]
Status = Literal["wait", "success", "error"]
Keywords = Annotated[str, msgspec.Meta(max_length=255)]
AgeHours = Annotated[int, msgspec.Meta(ge=0, le=1_000_000)]


class ApiRequest(msgspec.Struct, kw_only=True, forbid_unknown_fields=False):
    """Base of every JSON request: the session id and the caller's language."""

    sid: str = ""
    language: str | None = None

    def __post_init__(self) -> None:
        """Refuses a NUL character in any text field (102 naming it): PostgreSQL text cannot
        hold one, so it would otherwise fail as a 500 in whichever query it reached."""
        for name in self.__struct_fields__:
            value = getattr(self, name)
            texts = value if isinstance(value, list) else [value]
            if any(isinstance(text, str) and "\x00" in text for text in texts):
                raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=name)


class EmptyRequest(ApiRequest, kw_only=True):
    pass


class ReviewListRequest(ApiRequest, kw_only=True):
    status: Status | None = None
    """`wait` (the queue, oldest first) when omitted; decided ones newest decision first."""
    page: Page = 1
    page_size: PageSize = 20
    keywords: Keywords | None = None
    """Any part of the applicant's e-mail (in any case), or exactly their uid or the id."""
    min_age_hours: AgeHours | None = None
    """Only applications filed at least this many hours ago."""


class PageRequest(ApiRequest, kw_only=True):
    page: Page = 1
    page_size: PageSize = 20


IdempotencyKey = Annotated[
    str | None,
    HeaderParameter(
        name=KEY_HEADER,
        required=False,
        description="Up to 128 characters. A replay with the same body answers the first "
        "result without acting again; the same key with another body answers 102. A key is "
        "kept `IDEMPOTENCY_KEY_HOURS` (24 by default): used again after that, it acts anew.",
    ),
]
