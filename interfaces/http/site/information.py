"""`information/*`: the area cascade and the site documents (reference data, cached in-process)."""

from __future__ import annotations

import builtins
from typing import Annotated, Any

import msgspec
from litestar import Controller, Request
from litestar.params import FromPath, JSONBody

from interfaces.http.api_post import api_post
from interfaces.http.context import container_of
from interfaces.http.envelope import Envelope, ok
from interfaces.http.schemas import MAX_ID, ApiRequest


class AreaListRequest(ApiRequest, kw_only=True):
    parent_id: Annotated[int, msgspec.Meta(ge=0, le=MAX_ID)] = 0
    level: Annotated[int, msgspec.Meta(ge=1, le=3)] = 1


class AreaOption(msgspec.Struct):
    area_id: int
    name: str
    parent_id: int
    level: int


class AreaList(msgspec.Struct):
    # `builtins.` because the field named `list` shadows the type inside the class.
    list: builtins.list[AreaOption]


class DocumentRequest(ApiRequest, kw_only=True):
    pass


class DocumentView(msgspec.Struct):
    id: str
    title: str
    content_html: str


class InformationController(Controller):
    path = "/information"

    @api_post("/area/list")
    def area_list(
        self, request: Request[Any, Any, Any], data: JSONBody[AreaListRequest]
    ) -> Envelope[AreaList]:
        """The areas under `parent_id` at `level`; parent 0 and level 1 list the countries."""
        found = container_of(request).content.areas_under(data.parent_id, data.level)
        return ok(AreaList([AreaOption(a.area_id, a.name, a.parent_id, a.level) for a in found]))

    @api_post("/document/{doc_id:str}")
    def document(
        self,
        request: Request[Any, Any, Any],
        doc_id: FromPath[str],
        data: JSONBody[DocumentRequest],
    ) -> Envelope[DocumentView]:
        """A site document in the body's `language` (English when missing); 103 if unknown."""
        found = container_of(request).content.document(doc_id, data.language or "en")
        return ok(DocumentView(id=found.doc_id, title=found.title, content_html=found.content_html))
