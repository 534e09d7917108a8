"""The `{code, msg, data}` envelope every /api call answers with."""

from __future__ import annotations

from typing import Generic, TypeAlias, TypeVar

import msgspec

T = TypeVar("T")


class Envelope(msgspec.Struct, Generic[T]):
    code: int
    msg: str
    data: T | FieldError | None
    """`T` when `code` is 0; `FieldError` for 102 (validation); otherwise usually null. The
    union is what the OpenAPI document shows, so a client knows an error's `data` shape."""


Empty: TypeAlias = None
"""The `data` of a call that has nothing to return: null. (An empty object would also match
`FieldError`'s schema, making the documented union ambiguous.)"""


class FieldError(msgspec.Struct):
    field: str


def ok(data: T) -> Envelope[T]:
    return Envelope(code=0, msg="ok", data=data)


def done() -> Envelope[Empty]:
    return Envelope(code=0, msg="ok", data=None)
