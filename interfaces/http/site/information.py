"""`information/*`: the area cascade and the site documents (reference data, cached in-process)."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import FromPath, JSONBody

from application.site.content import ReferenceData
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Envelope, ok
from interfaces.http.site.schemas import (
    AreaList,
    AreaListRequest,
    AreaOption,
    DocumentRequest,
    DocumentView,
)


class InformationController(Controller):
    path = "/information"

    @api_post("/area/list")
    def area_list(
        self,
        content: NamedDependency[ReferenceData],
        data: JSONBody[AreaListRequest],
    ) -> Envelope[AreaList]:
        """The areas under `parent_id` at `level`; parent 0 and level 1 list the countries."""
        found = content.areas_under(data.parent_id, data.level)
        return ok(AreaList([AreaOption(a.area_id, a.name, a.parent_id, a.level) for a in found]))

    @api_post("/document/{doc_id:str}")
    def document(
        self,
        content: NamedDependency[ReferenceData],
        doc_id: FromPath[str],
        data: JSONBody[DocumentRequest],
    ) -> Envelope[DocumentView]:
        """A site document in the body's `language` (English when missing); 103 if unknown."""
        found = content.document(doc_id, data.language or "en")
        return ok(DocumentView(id=found.doc_id, title=found.title, content_html=found.content_html))
