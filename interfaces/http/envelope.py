"""The `{code, msg, data}` envelope every /api call answers with."""

from __future__ import annotations

import re
from typing import Annotated, Any, Generic, TypeAlias, TypeVar

import msgspec
from litestar.params import KwargDefinition

from interfaces.http.envelope_names import PUBLISHED_ENVELOPE_NAMES

T = TypeVar("T")
_MODULE_PATH = re.compile(r"\b(?:\w+\.)+")


class Envelope(msgspec.Struct, Generic[T]):
    code: int
    msg: str
    data: T | FieldError | None
    """`T` when `code` is 0; `FieldError` for 102 (validation); otherwise usually null. The
    union is what the OpenAPI document shows, so a client knows an error's `data` shape."""

    def __class_getitem__(cls, data_type: Any) -> Any:
        """`Envelope[T]`, annotated with its published component name when it has one."""
        alias = super().__class_getitem__(data_type)  # type: ignore[misc]
        spelled = _MODULE_PATH.sub("", str(alias))[len("Envelope[") : -1]
        published = PUBLISHED_ENVELOPE_NAMES.get(spelled)
        if published is None:
            return alias
        return Annotated[alias, KwargDefinition(schema_component_key=published)]


Empty: TypeAlias = None
"""The `data` of a call that has nothing to return: null. (An empty object would also match
`FieldError`'s schema, making the documented union ambiguous.)"""


class FieldError(msgspec.Struct):
    field: str


def ok(data: T) -> Envelope[T]:
    return Envelope(code=0, msg="ok", data=data)


def done() -> Envelope[Empty]:
    return Envelope(code=0, msg="ok", data=None)
