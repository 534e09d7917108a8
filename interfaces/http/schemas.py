"""Generic wire types: the fields every request body may carry, paging (`PageRequest` and the
answer's `Page[T]`), the review queue filter and the `Idempotency-Key` header."""

from __future__ import annotations

import builtins
import inspect
from collections.abc import Callable, Sequence
from types import GenericAlias
from typing import (
    Annotated,
    Any,
    Generic,
    Optional,
    Protocol,
    Self,
    TypeVar,
    get_args,
    get_origin,
)

import msgspec
from litestar.params import HeaderParameter

from application.idempotency import KEY_HEADER
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.review import ReviewStatus

MAX_ID = 2**63 - 1
"""Ids are 64-bit (PostgreSQL BIGINT, SQLite INTEGER): anything larger is a parameter error."""

Id = Annotated[int, msgspec.Meta(ge=1, le=MAX_ID)]
PageNumber = Annotated[int, msgspec.Meta(ge=1, le=100_000)]
PageSize = Annotated[int, msgspec.Meta(ge=1, le=100)]
Keywords = Annotated[str, msgspec.Meta(max_length=255)]
Reason = Annotated[str, msgspec.Meta(max_length=1024)]
"""An operator's reason for the record (the domain trims it and allows 500 characters)."""
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
    status: Optional[ReviewStatus] = None  # noqa: UP045  (Litestar: see enum_schema.py)
    """`wait` (the queue, oldest first) when omitted; decided ones newest decision first."""
    page: PageNumber = 1
    page_size: PageSize = 20
    keywords: Keywords | None = None
    """Any part of the applicant's e-mail (in any case), or exactly their uid or the id."""
    min_age_hours: AgeHours | None = None
    """Only applications filed at least this many hours ago."""


class PageRequest(ApiRequest, kw_only=True):
    page: PageNumber = 1
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


T = TypeVar("T")
Row = TypeVar("Row")
Row_co = TypeVar("Row_co", covariant=True)


class ReadPage(Protocol[Row_co]):
    """A read model's page of rows, as the application answers a paged query."""

    @property
    def list(self) -> Sequence[Row_co]: ...
    @property
    def total(self) -> int: ...
    @property
    def page(self) -> int: ...
    @property
    def page_size(self) -> int: ...


class Page(msgspec.Struct, Generic[T]):
    """The answer of every paged list: one page of items and where it stands.

    Each list answers a named subclass (`class OrderPage(Page[OrderView])`), which keeps its
    published OpenAPI component name; a list with more to say adds fields in its subclass."""

    list: builtins.list[T]
    total: int
    page: int
    page_size: int

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Writes the item type into a concrete subclass's own `list` annotation. Litestar
        reads a Struct's fields with `typing.get_type_hints`, which leaves `T` unresolved in a
        subclass of `Page[X]`, so without this the document would show `list` items as bare
        objects instead of `X`."""
        super().__init_subclass__(**kwargs)
        for base in getattr(cls, "__orig_bases__", ()):
            origin = get_origin(base)
            if isinstance(origin, type) and issubclass(origin, Page):
                (item,) = get_args(base)
                if not isinstance(item, TypeVar):
                    own = inspect.get_annotations(cls)
                    cls.__annotations__ = {"list": GenericAlias(builtins.list, item), **own}

    @classmethod
    def of(cls, found: ReadPage[Row], item: Callable[[Row], T], **extra: Any) -> Self:
        """The wire page of a read model's page, each row shown by `item`; `extra` fills the
        fields a subclass adds."""
        items = [item(row) for row in found.list]
        return cls(items, found.total, found.page, found.page_size, **extra)


class ReviewPage(Page[T]):
    """A page of a reviewers' queue."""

    sla_hours: int
    """`REVIEW_SLA_HOURS`: items waiting longer are `overdue`."""
