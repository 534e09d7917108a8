"""The `{code, msg, data}` envelope every /api call answers with."""

from __future__ import annotations

from typing import Generic, TypeVar

import msgspec

T = TypeVar("T")


class Envelope(msgspec.Struct, Generic[T]):
    code: int
    msg: str
    data: T


class Empty(msgspec.Struct):
    """The `data` of a call that has nothing to return."""


class FieldError(msgspec.Struct):
    field: str


def ok(data: T) -> Envelope[T]:
    return Envelope(code=0, msg="ok", data=data)


def done() -> Envelope[Empty]:
    return Envelope(code=0, msg="ok", data=Empty())
