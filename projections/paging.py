"""A page of a read model's rows, as every paged list answers it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class Paged(Generic[T]):
    list: Sequence[T]
    total: int
    page: int
    page_size: int


def page_offset(page: int, page_size: int) -> int:
    return (page - 1) * page_size
