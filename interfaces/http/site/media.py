"""`/media/*`: generated catalogue pictures, immutable and cached by browsers for a year."""

from __future__ import annotations

import re
from typing import Any

from litestar import Controller, Request, Response, get
from litestar.di import NamedDependency
from litestar.exceptions import NotFoundException
from litestar.params import FromPath

from application.catalogue.media import MediaNotFound, Picture
from application.catalogue.service import Catalogue

_JPEG_NAME = re.compile(r"^(\d{1,5})\.jpg$")
_IMMUTABLE = "public, max-age=31536000, immutable"


def _number(file_name: str) -> int:
    found = _JPEG_NAME.match(file_name)
    if found is None:
        raise NotFoundException
    return int(found.group(1))


def _answer(request: Request[Any, Any, Any], produce: Any, *args: int) -> Response[bytes]:
    try:
        picture: Picture = produce(*args)
    except MediaNotFound as error:
        raise NotFoundException from error
    headers = {"Cache-Control": _IMMUTABLE, "ETag": picture.etag}
    if request.headers.get("if-none-match") == picture.etag:
        return Response(b"", status_code=304, headers=headers)
    return Response(picture.content, media_type="image/jpeg", headers=headers)


class MediaController(Controller):
    path = "/media"
    include_in_schema = False

    @get("/goods/{goods_id:int}/{index:int}/{file_name:str}", sync_to_thread=True)
    def goods_image(
        self,
        request: Request[Any, Any, Any],
        catalogue: NamedDependency[Catalogue],
        goods_id: FromPath[int],
        index: FromPath[int],
        file_name: FromPath[str],
    ) -> Response[bytes]:
        """Product picture `index` as `{240|400|800}.jpg`."""
        media = catalogue.media
        return _answer(request, media.goods_image, goods_id, index, _number(file_name))

    @get("/shops/{shop_id:int}/logo.jpg", sync_to_thread=True)
    def shop_logo(
        self,
        request: Request[Any, Any, Any],
        catalogue: NamedDependency[Catalogue],
        shop_id: FromPath[int],
    ) -> Response[bytes]:
        return _answer(request, catalogue.media.shop_logo, shop_id)

    @get("/shops/{shop_id:int}/banner.jpg", sync_to_thread=True)
    def shop_banner(
        self,
        request: Request[Any, Any, Any],
        catalogue: NamedDependency[Catalogue],
        shop_id: FromPath[int],
    ) -> Response[bytes]:
        return _answer(request, catalogue.media.shop_banner, shop_id)

    @get("/brands/{brand_id:int}/logo.jpg", sync_to_thread=True)
    def brand_logo(
        self,
        request: Request[Any, Any, Any],
        catalogue: NamedDependency[Catalogue],
        brand_id: FromPath[int],
    ) -> Response[bytes]:
        return _answer(request, catalogue.media.brand_logo, brand_id)

    @get("/categories/{category_id:int}/icon.jpg", sync_to_thread=True)
    def category_icon(
        self,
        request: Request[Any, Any, Any],
        catalogue: NamedDependency[Catalogue],
        category_id: FromPath[int],
    ) -> Response[bytes]:
        return _answer(request, catalogue.media.category_icon, category_id)

    @get("/banners/{file_name:str}", sync_to_thread=True)
    def home_banner(
        self,
        request: Request[Any, Any, Any],
        catalogue: NamedDependency[Catalogue],
        file_name: FromPath[str],
    ) -> Response[bytes]:
        return _answer(request, catalogue.media.home_banner, _number(file_name))
