"""What a first visit needs, written into `index.html` by the server: the opened screen's code
and styles as preload hints, and the site configuration as data.

Without them the browser learns of the screen's chunk only after the entry script has run, and
the loading screen waits for a `system/config` round trip; on a phone's link each step is a
round trip the shopper sees. The hints come from Vite's build manifest, so they always name the
files of the build being served.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from pathlib import Path

# The storefront's landing screens, by path, and the source module each one's route loads
# (frontend/src/app/route-table.ts; a test keeps the two in step).
SCREEN_MODULES = {
    "": "src/features/catalogue/components/home-page.tsx",
    "list": "src/features/catalogue/components/list-page.tsx",
    "product": "src/features/catalogue/components/product-page.tsx",
    "shop-index": "src/features/catalogue/components/shop-index-page.tsx",
}
# Modules a screen imports on its own as soon as it runs, hinted with it. None today: the home
# page's banner carousel loads after the first paint (its first banner paints as a plain picture,
# home-banners.tsx), so its code and styles must not compete with the first view's.
SCREEN_EXTRAS: dict[str, tuple[str, ...]] = {}
MANIFEST = Path(".vite") / "manifest.json"
FIRST_VIEW_SCRIPT_ID = "first-view"


@dataclass(frozen=True)
class ScreenAssets:
    """A screen's own chunks (beyond the entry's) and its stylesheets, as build paths."""

    scripts: tuple[str, ...]
    stylesheets: tuple[str, ...]


def screen_assets(manifest: dict[str, dict[str, object]], *modules: str) -> ScreenAssets:
    """The chunks of `modules` with every chunk they import statically, and their styles; the
    entry's own files are left out (index.html names them already)."""
    entry_files = _closure(
        manifest, [key for key, chunk in manifest.items() if chunk.get("isEntry")]
    )
    present = [module for module in modules if module in manifest]
    if not present:
        return ScreenAssets((), ())
    files = [key for key in _closure(manifest, present) if key not in entry_files]
    scripts = tuple(str(manifest[key]["file"]) for key in files)
    styles: list[str] = []
    for key in files:
        for css in _strings(manifest[key].get("css")):
            if css not in styles:
                styles.append(css)
    return ScreenAssets(scripts, tuple(styles))


def _strings(value: object) -> list[str]:
    return [item for item in value if isinstance(item, str)] if isinstance(value, list) else []


def _closure(manifest: dict[str, dict[str, object]], roots: list[str]) -> list[str]:
    seen: list[str] = []
    pending = list(reversed(roots))  # the first root's chunks are named first
    while pending:
        key = pending.pop()
        if key in seen or key not in manifest:
            continue
        seen.append(key)
        pending.extend(_strings(manifest[key].get("imports")))
    return seen


def json_for_script(payload: bytes) -> str:
    """JSON safe inside a <script> element: no `<` can close it or open a comment."""
    return payload.decode().replace("<", "\\u003c")


@lru_cache(maxsize=8)
def _build(dist: Path, index_mtime_ns: int) -> tuple[str, dict[str, ScreenAssets]]:
    del index_mtime_ns  # part of the cache key: a rebuilt storefront is read again
    index_html = (dist / "index.html").read_text(encoding="utf-8")
    manifest_path = dist / MANIFEST
    manifest = (
        json.loads(manifest_path.read_text(encoding="utf-8")) if manifest_path.is_file() else {}
    )
    screens = {
        path: screen_assets(manifest, module, *SCREEN_EXTRAS.get(path, ()))
        for path, module in SCREEN_MODULES.items()
    }
    return index_html, screens


def first_view_html(dist: Path, path: str, payload_json: bytes, pictures: list[str]) -> str:
    """index.html for a visit to `path`: its screen's code and styles and the pictures it opens
    with as hints, and `payload_json` (the configuration, the screen's first answers) as data."""
    index = dist / "index.html"
    index_html, screens = _build(dist, index.stat().st_mtime_ns)
    assets = screens.get(path.strip("/"), ScreenAssets((), ()))
    head = [
        f'<link rel="preload" as="image" fetchpriority="high" href="{escape(picture)}">'
        for picture in pictures
        # Only this site's own pictures: a configured outside URL is not worth a connection.
        if picture.startswith("/") and not picture.startswith("//")
    ]
    head += [
        f'<link rel="stylesheet" crossorigin href="/{escape(css)}">' for css in assets.stylesheets
    ]
    head += [
        f'<link rel="modulepreload" crossorigin href="/{escape(js)}">'
        for js in assets.scripts
        if f'"/{js}"' not in index_html  # the entry's own files are named already
    ]
    head.append(
        f'<script type="application/json" id="{FIRST_VIEW_SCRIPT_ID}">'
        f"{json_for_script(payload_json)}</script>"
    )
    return index_html.replace("</head>", "\n    ".join(["", *head]) + "\n  </head>", 1)
