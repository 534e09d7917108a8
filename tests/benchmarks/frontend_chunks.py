"""What the storefront build splits into: each chunk's gzipped size, and which chunks belong to
the console alone (they must never load on a storefront page)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path, PurePosixPath
from urllib.parse import urlsplit

from interfaces.http.first_view import MANIFEST

# Source folders of the back office: the console app and each capability's console screens.
CONSOLE_SOURCES = ("src/app/console/", "/console/")


def chunk_gzip_sizes(dist: Path) -> dict[str, int]:
    """Every JavaScript chunk of the build (`assets/<name>.js`) and its gzipped size."""
    return {
        f"assets/{path.name}": len(gzip.compress(path.read_bytes(), compresslevel=9))
        for path in sorted((dist / "assets").glob("*.js"))
    }


def _manifest(dist: Path) -> dict[str, dict[str, object]]:
    loaded: dict[str, dict[str, object]] = json.loads((dist / MANIFEST).read_text())
    return loaded


def _static_closure(manifest: dict[str, dict[str, object]], roots: list[str]) -> set[str]:
    seen: set[str] = set()
    pending = list(roots)
    while pending:
        key = pending.pop()
        if key in seen or key not in manifest:
            continue
        seen.add(key)
        imports = manifest[key].get("imports")
        if isinstance(imports, list):
            pending.extend(item for item in imports if isinstance(item, str))
    return seen


def console_only_files(dist: Path) -> set[str]:
    """The chunks the console's screens need that no storefront module does: console code and
    anything only it uses (its charts, for one)."""
    manifest = _manifest(dist)
    console = [
        key
        for key in manifest
        if key.startswith("src/") and any(marker in key for marker in CONSOLE_SOURCES)
    ]
    storefront = [key for key, chunk in manifest.items() if chunk.get("isEntry")]
    storefront += [
        key
        for key in manifest
        if key.startswith("src/") and not any(marker in key for marker in CONSOLE_SOURCES)
    ]
    only = _static_closure(manifest, console) - _static_closure(manifest, storefront)
    return {str(manifest[key]["file"]) for key in only}


def build_path(url: str) -> str:
    """`http://host/assets/x.js?v=1` as the build names it: `assets/x.js`."""
    return str(PurePosixPath(urlsplit(url).path.lstrip("/")))
