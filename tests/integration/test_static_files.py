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


def test_the_single_page_fallback_is_compressed_and_never_cached_stale(
    client: TestClient[Any],
) -> None:
    response = client.get("/product?id=7", headers={"Accept-Encoding": "br"})

    assert response.headers["content-encoding"] == "br"
    assert response.headers["content-type"].startswith("text/html")
    assert response.headers["cache-control"] == "no-cache"
    assert response.content == PAGE


def test_a_file_without_a_compressed_copy_is_sent_as_it_is(client: TestClient[Any]) -> None:
    response = client.get("/assets/small.css", headers={"Accept-Encoding": "br, gzip"})

    assert "content-encoding" not in response.headers
    assert response.content == b"body{margin:0}"


def test_accept_encoding_parsing_honours_refusals() -> None:
    assert accepted_encodings("gzip;q=0.5, br;q=0, identity") == {"gzip", "identity"}
    assert accepted_encodings("") == set()
