"""The front-end benchmark's measures, on a tiny build laid out as Vite lays one out."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from tests.benchmarks.frontend import initial_javascript

ENTRY = b"import './vendor.js'; console.log('entry');" * 40
VENDOR = b"export const shell = 'react, redux, router, i18next';" * 60
LAZY_CHUNK = b"export const screen = 'loaded by import() only';" * 500
INDEX_HTML = """<!doctype html>
<html lang="en">
  <head>
    <title>Tiny</title>
    <script type="module" crossorigin src="/assets/index-entry.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-shell.js">
    <link rel="stylesheet" crossorigin href="/assets/index-style.css">
  </head>
  <body><div id="root"></div></body>
</html>
"""


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    assets = tmp_path / "assets"
    assets.mkdir()
    (assets / "index-entry.js").write_bytes(ENTRY)
    (assets / "vendor-shell.js").write_bytes(VENDOR)
    (assets / "lazy-screen.js").write_bytes(LAZY_CHUNK)
    (assets / "index-style.css").write_text("body { margin: 0 }")
    (tmp_path / "index.html").write_text(INDEX_HTML)
    return tmp_path


def test_initial_javascript_counts_the_entry_and_its_module_preloads_only(dist: Path) -> None:
    measured = initial_javascript(dist)

    assert measured["files"] == ["assets/index-entry.js", "assets/vendor-shell.js"]
    assert measured["raw_bytes"] == len(ENTRY) + len(VENDOR)


def test_initial_javascript_gzips_each_file_on_its_own(dist: Path) -> None:
    measured = initial_javascript(dist)

    each_gzipped = len(gzip.compress(ENTRY, compresslevel=9)) + len(
        gzip.compress(VENDOR, compresslevel=9)
    )
    assert measured["gzip_bytes"] == each_gzipped
    assert measured["gzip_bytes"] < measured["raw_bytes"]


def test_initial_javascript_refuses_a_script_from_another_host(dist: Path) -> None:
    (dist / "index.html").write_text(
        '<script type="module" src="https://cdn.example/app.js"></script>'
    )

    with pytest.raises(ValueError, match="not part of the build"):
        initial_javascript(dist)
