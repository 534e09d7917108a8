"""The domain's vocabularies appear in the OpenAPI document as the inline string lists the
request fields published before they became enums."""

from __future__ import annotations

from typing import Any, Literal, Optional

import msgspec
import pytest
from litestar import Litestar, post
from litestar.handlers import HTTPRouteHandler
from litestar.params import JSONBody

from domain.review import ReviewStatus
from interfaces.http.enum_schema import InlineEnumSchema


class WithEnum(msgspec.Struct, kw_only=True):
    required: ReviewStatus
    optional: Optional[ReviewStatus] = None  # noqa: UP045  (what the plugin documents)


class WithLiteral(msgspec.Struct, kw_only=True):
    required: Literal["wait", "success", "error"]
    optional: Literal["wait", "success", "error"] | None = None


class WithNewStyleOptional(msgspec.Struct, kw_only=True):
    optional: ReviewStatus | None = None


@post("/enum", sync_to_thread=False)
def takes_enum(data: JSONBody[WithEnum]) -> None:
    return None


@post("/literal", sync_to_thread=False)
def takes_literal(data: JSONBody[WithLiteral]) -> None:
    return None


@post("/new-style", sync_to_thread=False)
def takes_new_style_optional(data: JSONBody[WithNewStyleOptional]) -> None:
    return None


def schemas(handler: HTTPRouteHandler) -> dict[str, Any]:
    app = Litestar([handler], plugins=[InlineEnumSchema(ReviewStatus)])
    found: dict[str, Any] = app.openapi_schema.to_schema()["components"]["schemas"]
    return found


def test_an_enum_field_is_documented_as_the_literal_it_replaced() -> None:
    with_enum = schemas(takes_enum)
    with_literal = schemas(takes_literal)

    assert with_enum["WithEnum"]["properties"] == with_literal["WithLiteral"]["properties"]
    assert with_enum["WithEnum"]["properties"]["optional"] == {
        "type": ["null", "string"],
        "enum": ["wait", "success", "error", None],
    }
    assert "ReviewStatus" not in with_enum


def test_an_or_none_enum_field_is_refused_with_how_to_write_it() -> None:
    with pytest.raises(TypeError, match=r"Optional\[ReviewStatus\]"):
        schemas(takes_new_style_optional)
