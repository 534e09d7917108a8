"""/media/*: generated pictures in the sizes the screens need, cached for a year."""

from __future__ import annotations

import shutil
from io import BytesIO
from typing import Any

import pytest
from litestar.testing import TestClient
from PIL import Image

from infra.bootstrap import Container
from tests.integration.catalogue.fixture import FixtureCatalogue


@pytest.mark.parametrize("size", [240, 400, 800])
def test_a_product_picture_is_a_jpeg_of_the_size_asked_for_with_long_cache_headers(
    shop_client: TestClient[Any], size: int
) -> None:
    response = shop_client.get(f"/media/goods/1/0/{size}.jpg")

    assert response.status_code == 200
    assert response.headers["content-type"] == "image/jpeg"
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert response.headers["etag"].startswith('"')
    with Image.open(BytesIO(response.content)) as image:
        assert (image.format, image.size) == ("JPEG", (size, size))


def test_a_matching_etag_answers_304_without_a_body(shop_client: TestClient[Any]) -> None:
    first = shop_client.get("/media/goods/2/1/240.jpg")
    again = shop_client.get(
        "/media/goods/2/1/240.jpg", headers={"If-None-Match": first.headers["etag"]}
    )

    assert again.status_code == 304 and again.content == b""


def test_pictures_are_drawn_the_same_every_time(
    container: Container, shop_client: TestClient[Any]
) -> None:
    first = shop_client.get("/media/goods/3/2/400.jpg").content
    shutil.rmtree(container.settings.media_dir)
    redrawn = shop_client.get("/media/goods/3/2/400.jpg").content
    other = shop_client.get("/media/goods/3/1/400.jpg").content

    assert first == redrawn
    assert other != first


@pytest.mark.parametrize(
    "path",
    [
        "/media/goods/999/0/400.jpg",  # no such product
        "/media/goods/1/3/400.jpg",  # the fixture products have three pictures
        "/media/goods/1/0/500.jpg",  # no such size
        "/media/goods/1/0/400.png",
        "/media/shops/9/logo.jpg",
        "/media/brands/999/logo.jpg",
        "/media/categories/999/icon.jpg",
        "/media/banners/9.jpg",
    ],
)
def test_unknown_pictures_are_404(shop_client: TestClient[Any], path: str) -> None:
    assert shop_client.get(path).status_code == 404


@pytest.mark.parametrize(
    ("path", "size"),
    [
        ("/media/shops/1/logo.jpg", (240, 240)),
        ("/media/shops/1/banner.jpg", (1200, 300)),
        ("/media/brands/1/logo.jpg", (240, 240)),
        ("/media/categories/1/icon.jpg", (160, 160)),
        ("/media/banners/1.jpg", (1200, 400)),
    ],
)
def test_shop_brand_category_and_home_pictures_are_served(
    shop_client: TestClient[Any], shelf: FixtureCatalogue, path: str, size: tuple[int, int]
) -> None:
    response = shop_client.get(path)

    assert response.status_code == 200
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    with Image.open(BytesIO(response.content)) as image:
        assert image.size == size
