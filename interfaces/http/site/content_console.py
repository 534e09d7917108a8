"""`console/banner/*` and `console/document/*`: the operators' home page banners and site
documents (role operator). Each save or deletion is on the record of staff actions, and the
storefront shows it as soon as the call answers."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.site.storefront_content import StorefrontContent
from domain.staff_actions import OPERATOR_ROLE
from domain.storefront_fields import BannerFields
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.guards import requires_role
from interfaces.http.schemas import EmptyRequest
from interfaces.http.site.content_schemas import (
    BannerIdRequest,
    BannerSaved,
    BannerSaveRequest,
    ConsoleBanner,
    ConsoleBannerList,
    ConsoleDocument,
    DocumentSaveRequest,
    DocumentTextRequest,
)


class BannerConsoleController(Controller):
    path = "/console/banner"
    guards = [requires_role(OPERATOR_ROLE)]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/list")
    def banner_list(
        self,
        storefront_content: NamedDependency[StorefrontContent],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[ConsoleBannerList]:
        """Every banner, hidden ones too, in the home page's order (by `sort`)."""
        rows = storefront_content.banners()
        return ok(ConsoleBannerList([ConsoleBanner.of(row) for row in rows]))

    @api_post("/save", changes_state=True)
    def save(
        self,
        uid: NamedDependency[int],
        storefront_content: NamedDependency[StorefrontContent],
        data: JSONBody[BannerSaveRequest],
    ) -> Envelope[BannerSaved]:
        """Adds a banner (no `banner_id`) or changes one (103 for none): 102 naming `image`
        (not the banner's own picture nor one of the operator's uploads), `link` (neither a
        site path nor an https address), `language` or `sort`."""
        fields = BannerFields(data.image, data.link, data.language, data.sort, data.visible)
        banner_id, position = storefront_content.save_banner(uid, data.banner_id, fields)
        storefront_content.shown(position)
        return ok(BannerSaved(banner_id))

    @api_post("/delete", changes_state=True)
    def delete(
        self,
        uid: NamedDependency[int],
        storefront_content: NamedDependency[StorefrontContent],
        data: JSONBody[BannerIdRequest],
    ) -> Envelope[Empty]:
        """Takes the banner off the home page (103 for none)."""
        storefront_content.shown(storefront_content.delete_banner(uid, data.banner_id))
        return done()


class DocumentConsoleController(Controller):
    path = "/console/document"
    guards = [requires_role(OPERATOR_ROLE)]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/get")
    def get(
        self,
        storefront_content: NamedDependency[StorefrontContent],
        data: JSONBody[DocumentTextRequest],
    ) -> Envelope[ConsoleDocument]:
        """The document's stored text in `language` (103 for an unknown `id`, 102 `language`);
        empty title and content when it has none in that language."""
        return ok(ConsoleDocument.of(storefront_content.document(data.id, data.language)))

    @api_post("/save", changes_state=True)
    def save(
        self,
        uid: NamedDependency[int],
        storefront_content: NamedDependency[StorefrontContent],
        data: JSONBody[DocumentSaveRequest],
    ) -> Envelope[Empty]:
        """The document's text in `language`, stored sanitized, replacing the bundled text
        (a reseed keeps it): 102 naming `id`, `language`, `title` (1-255 characters) or
        `content_html` (at most 100,000 characters)."""
        position = storefront_content.save_document(
            uid, data.id, data.language, data.title, data.content_html
        )
        storefront_content.shown(position)
        return done()
