"""The one way a requested path becomes a file to send: inside its root directory, or nothing.

Both the single-page app (`frontend/dist`) and the uploads resolve paths here, so a NUL byte, a
`..`, a hidden name or a symbolic link pointing out of the root is refused in one place.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

_MAX_PATH_LENGTH = 1024


@dataclass(frozen=True)
class ServedFile:
    path: Path
    """The file's real location, inside the root."""
    relative: str
    """Its canonical path relative to the root (`2026/01/<hex>.jpg`): `a//b` and `a/./b` are
    both `a/b`, so a lookup by this name cannot be dodged by another spelling."""


def is_servable_name(requested: str) -> bool:
    """False for a path no file may be served under: a NUL or other control character, a `..`
    or a hidden (dot) segment, a backslash, or an absurd length."""
    if len(requested) > _MAX_PATH_LENGTH or "\\" in requested:
        return False
    if any(ord(character) < 0x20 or ord(character) == 0x7F for character in requested):
        return False
    return not any(segment.startswith(".") for segment in requested.split("/"))


def resolve_inside(root: Path, requested: str) -> ServedFile | None:
    """The regular file `requested` names inside `root`, following no link out of it; None for
    anything else (unsafe name, missing, a directory, a link leading outside)."""
    relative = requested.strip("/")
    if not relative or not is_servable_name(relative):
        return None
    real_root = Path(os.path.realpath(root))
    try:
        found = Path(os.path.realpath(real_root / relative, strict=True))
    except (OSError, ValueError):
        return None
    if real_root not in found.parents or not found.is_file():
        return None
    return ServedFile(found, found.relative_to(real_root).as_posix())
