"""The front-end benchmark's measures, on a tiny build laid out as Vite lays one out."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from interfaces.http.first_view import SCREEN_MODULES
from tests.benchmarks.frontend import initial_javascript, loaded_scripts, page_metrics
from tests.benchmarks.frontend_chunks import chunk_gzip_sizes, console_only_files

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


def lighthouse_run(requests: list[tuple[str, str, int]]) -> dict[str, Any]:
    """A Lighthouse result as far as the benchmark reads it."""
    return {
        "categories": {"performance": {"score": 0.91}, "accessibility": {"score": 1.0}},
        "audits": {
            "largest-contentful-paint": {"numericValue": 2100.5},
            "total-blocking-time": {"numericValue": 150.0},
            "cumulative-layout-shift": {"numericValue": 0.01},
            "network-requests": {
                "details": {
                    "items": [
                        {"url": url, "resourceType": kind, "transferSize": size}
                        for url, kind, size in requests
                    ]
                }
            },
        },
    }


def test_page_metrics_read_the_scores_the_paint_and_blocking_times_and_the_css_bytes() -> None:
    report = lighthouse_run(
        [
            ("http://shop/assets/index.css", "Stylesheet", 12_000),
            ("http://shop/assets/card.css", "Stylesheet", 800),
            ("http://shop/assets/index.js", "Script", 90_000),
        ]
    )

    assert page_metrics(report) == {
        "performance": 91.0,
        "accessibility": 100.0,
        "lcp_ms": 2100.5,
        "tbt_ms": 150.0,
        "cls": 0.01,
        "css_bytes": 12_800.0,
    }
    assert loaded_scripts(report) == {"assets/index.js"}


def test_console_only_files_are_those_no_storefront_screen_reaches(tmp_path: Path) -> None:
    manifest = {
        "index.html": {"file": "assets/entry.js", "isEntry": True, "imports": ["_ui.js"]},
        "_ui.js": {"file": "assets/ui.js"},
        "_charts.js": {"file": "assets/charts.js"},
        "_table.js": {"file": "assets/table.js"},
        "_tabs.js": {"file": "assets/tabs.js"},
        # Loaded later by a storefront screen: shared with the console, so not console-only.
        "src/features/catalogue/components/product-tabs.tsx": {
            "file": "assets/product-tabs.js",
            "imports": ["_tabs.js"],
        },
        SCREEN_MODULES["list"]: {"file": "assets/list.js", "imports": ["_ui.js", "_table.js"]},
        "src/app/console/console-route.tsx": {
            "file": "assets/console-route.js",
            "imports": ["_ui.js", "_table.js"],
        },
        "src/features/shops/console/dashboard/page.tsx": {
            "file": "assets/dashboard.js",
            "imports": ["_charts.js", "_tabs.js"],
        },
    }
    (tmp_path / ".vite").mkdir()
    (tmp_path / ".vite" / "manifest.json").write_text(json.dumps(manifest))

    assert console_only_files(tmp_path) == {
        "assets/console-route.js",
        "assets/dashboard.js",
        "assets/charts.js",
    }


def test_chunk_sizes_are_gzipped_per_file(dist: Path) -> None:
    sizes = chunk_gzip_sizes(dist)

    assert sizes["assets/lazy-screen.js"] == len(gzip.compress(LAZY_CHUNK, compresslevel=9))
    assert set(sizes) == {
        "assets/index-entry.js",
        "assets/vendor-shell.js",
        "assets/lazy-screen.js",
    }
