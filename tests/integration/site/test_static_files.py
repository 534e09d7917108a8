"""The built storefront's files: the precompressed copy the browser accepts, sent as it is, and
the history-mode fallback to index.html, compressed the same way."""

from __future__ import annotations

import gzip
from dataclasses import replace
from pathlib import Path
from typing import Any

import brotli
import pytest
from litestar.testing import TestClient

from infra.settings import Settings
from interfaces.http.spa import accepted_encodings

SCRIPT = b"export const greeting = 'hello';\n" * 200
PAGE = b'<!doctype html><html><body><div id="root"></div></body></html>\n'


@pytest.fixture
def settings(sqlite_settings: Settings, tmp_path: Path) -> Settings:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    for path, content in [(dist / "assets" / "app-1a2b.js", SCRIPT), (dist / "index.html", PAGE)]:
        path.write_bytes(content)
        path.with_name(path.name + ".br").write_bytes(brotli.compress(content))
        path.with_name(path.name + ".gz").write_bytes(gzip.compress(content))
    (dist / "assets" / "small.css").write_bytes(b"body{margin:0}")
    return replace(sqlite_settings, frontend_dist=dist)


@pytest.mark.parametrize(
    ("accept_encoding", "coding"),
    [("gzip, deflate, br, zstd", "br"), ("gzip", "gzip"), ("br;q=0, gzip", "gzip"), ("", None)],
)
def test_a_script_travels_in_the_best_coding_the_browser_accepts(
    client: TestClient[Any], accept_encoding: str, coding: str | None
) -> None:
    response = client.get("/assets/app-1a2b.js", headers={"Accept-Encoding": accept_encoding})

    assert response.status_code == 200
    assert response.headers.get("content-encoding") == coding
    assert response.headers["content-type"].startswith("text/javascript")
    assert response.headers["vary"] == "Accept-Encoding"
    assert "immutable" in response.headers["cache-control"]
    assert response.content == SCRIPT  # the test client decodes what was sent


def test_the_single_page_fallback_is_compressed_and_never_stored(client: TestClient[Any]) -> None:
    response = client.get("/product?id=7", headers={"Accept-Encoding": "br, gzip"})

    assert response.headers["content-encoding"] == "gzip"
    assert response.headers["content-type"].startswith("text/html")
    # It carries the screen's answers of this moment.
    assert response.headers["cache-control"] == "no-store"
    assert response.text.startswith(PAGE.decode().strip())


def test_a_file_without_a_compressed_copy_is_sent_as_it_is(client: TestClient[Any]) -> None:
    response = client.get("/assets/small.css", headers={"Accept-Encoding": "br, gzip"})

    assert "content-encoding" not in response.headers
    assert response.content == b"body{margin:0}"


def test_accept_encoding_parsing_honours_refusals() -> None:
    assert accepted_encodings("gzip;q=0.5, br;q=0, identity") == {"gzip", "identity"}
    assert accepted_encodings("") == set()


@pytest.mark.parametrize("path", ["/%00", "/assets/%00.js", "/user%00", "/assets/app%00-1a2b.js"])
def test_a_path_with_a_nul_byte_answers_404_not_500(client: TestClient[Any], path: str) -> None:
    response = client.get(path)

    assert (response.status_code, response.json()) == (
        404,
        {"code": 404, "msg": "Not Found", "data": None},
    )


def test_a_link_out_of_the_build_is_not_followed(
    client: TestClient[Any], settings: Settings, tmp_path: Path
) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("database password")
    (settings.frontend_dist / "assets" / "leak.js").symlink_to(secret)

    response = client.get("/assets/leak.js")

    assert "database password" not in response.text
    assert response.content == PAGE  # the single-page fallback, not the linked file


def test_a_parent_segment_never_leaves_the_build(client: TestClient[Any]) -> None:
    response = client.get("/assets/..%2f..%2fevents.sqlite")

    assert response.status_code == 404
