"""Image uploads: checked by content with Pillow, re-encoded without metadata, then stored."""

from __future__ import annotations

import hashlib
import os
import uuid
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path
from typing import IO, Any

from PIL import Image, ImageOps, UnidentifiedImageError
from sqlalchemy import Engine, insert, select, update

from application.accounts.sessions import Session, SessionStore, sid_digest
from application.ports import Clock
from application.site.tables import upload_readers, uploads
from domain.errors import BusinessRuleViolation, ErrorCode
from projections.write_transactions import writing

DOCUMENT_READER_ROLES = frozenset({"reviewer"})
"""Staff who see private uploads: reviewers decide recharges and shop applications by them.
(The auditor's console shows no proofs, so auditors do not need them.)"""

MAX_UPLOAD_BYTES = 10_485_760
MAX_IMAGE_PIXELS = 40_000_000
"""Larger images are refused before decoding, whatever their file size (decompression bombs)."""
JPEG_QUALITY = 88

# Pillow calls a JPEG with a multi-picture extension (common from phone cameras) "MPO".
_ACCEPTED_FORMATS = {"JPEG": "JPEG", "MPO": "JPEG", "PNG": "PNG"}
_EXTENSIONS = {"JPEG": "jpg", "PNG": "png"}
_CONTENT_TYPES = {"JPEG": "image/jpeg", "PNG": "image/png"}
# Everything Pillow raises for data it cannot or will not decode.
_UNDECODABLE = (
    UnidentifiedImageError,
    Image.DecompressionBombError,
    Image.DecompressionBombWarning,
    OSError,
    ValueError,
    SyntaxError,
    EOFError,
    IndexError,
    TypeError,
    KeyError,
    MemoryError,
)


@dataclass(frozen=True)
class CleanImage:
    """A re-encoded image: only pixels, no metadata."""

    content: bytes
    format: str

    @property
    def extension(self) -> str:
        return _EXTENSIONS[self.format]

    @property
    def content_type(self) -> str:
        return _CONTENT_TYPES[self.format]


UPLOADS_URL_PREFIX = "/uploads/"
"""Where uploads are served: `/uploads/<path>`."""


def upload_url(path: str) -> str:
    """The URL an upload at `path` is served at."""
    return f"{UPLOADS_URL_PREFIX}{path}"


def upload_path(url: str) -> str:
    """The upload path behind a served URL; '' for a URL that is not an upload's."""
    return url.removeprefix(UPLOADS_URL_PREFIX) if url.startswith(UPLOADS_URL_PREFIX) else ""


@dataclass(frozen=True)
class StoredUpload:
    path: str
    """Relative to the uploads directory, e.g. `2025/01/<hex>.jpg`."""

    @property
    def url(self) -> str:
        return upload_url(self.path)


@dataclass(frozen=True)
class ReadableUpload:
    """An upload a reader may see: what it is, and whether it is private (never cached by a
    shared cache)."""

    content_type: str
    private: bool


def _unsupported() -> BusinessRuleViolation:
    return BusinessRuleViolation(ErrorCode.BAD_PARAMETER, context="upload_type", field="file")


def read_limited(stream: IO[bytes], limit: int = MAX_UPLOAD_BYTES) -> bytes:
    """The stream's bytes, or 102 (upload) when there are more than `limit`."""
    raw = stream.read(limit + 1)
    if len(raw) > limit:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, context="upload", field="file")
    return raw


def reencode_image(raw: bytes, max_pixels: int = MAX_IMAGE_PIXELS) -> CleanImage:
    """Accepts only a fully decodable JPEG or PNG of at most `max_pixels`; re-encodes it.

    The EXIF orientation is applied to the pixels, then every piece of metadata (EXIF, ICC,
    text chunks, trailing bytes of a polyglot) is dropped. Anything else answers 102 (upload_type).
    """
    try:
        with Image.open(BytesIO(raw)) as probe:
            image_format = _ACCEPTED_FORMATS.get(probe.format or "")
            if image_format is None or probe.width * probe.height > max_pixels:
                raise _unsupported()
            probe.verify()
        with Image.open(BytesIO(raw)) as image:
            if image.width * image.height > max_pixels:
                raise _unsupported()
            image.load()
            upright = ImageOps.exif_transpose(image)
            encoded = _encode(upright, image_format)
    except _UNDECODABLE as error:
        raise _unsupported() from error
    return CleanImage(encoded, image_format)


def _encode(image: Image.Image, image_format: str) -> bytes:
    if image_format == "JPEG":
        pixels = image if image.mode in {"RGB", "L"} else image.convert("RGB")
    elif image.mode in {"RGB", "RGBA", "L", "LA"} and "transparency" not in image.info:
        pixels = image
    else:  # palettes, 16-bit and colour-key transparency become plain RGBA
        pixels = image.convert("RGBA")
    # A fresh image carries pixels only: no EXIF, ICC profile, comments or text chunks.
    clean = Image.new(pixels.mode, pixels.size)
    clean.paste(pixels)
    output = BytesIO()
    if image_format == "JPEG":
        clean.save(output, "JPEG", quality=JPEG_QUALITY, optimize=True)
    else:
        clean.save(output, "PNG", optimize=True)
    return output.getvalue()


class ImageUploads:
    """Stores checked images under the uploads directory and records who uploaded them."""

    def __init__(
        self, engine: Engine, clock: Clock, uploads_dir: Path, sessions: SessionStore
    ) -> None:
        self.engine = engine
        self.clock = clock
        self.uploads_dir = uploads_dir
        self.sessions = sessions

    def store(
        self, stream: IO[bytes], sid: str, uid: int | None, private: bool = False
    ) -> StoredUpload:
        """Checks, re-encodes and saves an uploaded image; 102 for anything but JPEG or PNG.
        A private one (an identity document, a recharge proof) is private from the start."""
        image = reencode_image(read_limited(stream))
        now = self.clock()
        relative = f"{now:%Y}/{now:%m}/{uuid.uuid4().hex}.{image.extension}"
        target = self.uploads_dir / relative
        _write_atomically(target, image.content)
        try:
            with self.engine.begin() as connection:
                connection.execute(
                    insert(uploads).values(
                        path=relative,
                        sha256=hashlib.sha256(image.content).hexdigest(),
                        uploader_sid_hash=sid_digest(sid),
                        uid=uid,
                        content_type=image.content_type,
                        size=len(image.content),
                        created_at=now,
                        private=private,
                    )
                )
        except BaseException:
            target.unlink(missing_ok=True)
            raise
        return StoredUpload(relative)

    def is_own(self, uid: int, path: str, *, public_only: bool = False) -> bool:
        """Whether `path` names an upload of `uid`'s; with `public_only`, a public one (a
        picture anyone may be shown, unlike an identity document)."""
        conditions = [uploads.c.path == path, uploads.c.uid == uid]
        if public_only:
            conditions.append(uploads.c.private.is_(False))
        with self.engine.connect() as connection:
            found = connection.execute(select(uploads.c.path).where(*conditions)).first()
        return found is not None

    def sent_by(self, path: str, uid: int, sid: str) -> bool:
        """Whether the upload at `path` was sent by `uid` or from the session `sid`: the check a
        profile's avatar passes (the `UploadCheck` of Accounts)."""
        with self.engine.connect() as connection:
            row = connection.execute(
                select(uploads.c.uid, uploads.c.uploader_sid_hash).where(uploads.c.path == path)
            ).first()
        return row is not None and (row.uid == uid or row.uploader_sid_hash == sid_digest(sid))

    def claim_document(self, uid: int, path: str) -> bool:
        """Marks `uid`'s upload at `path` private, whatever the client asked for when it was
        uploaded; False when there is no such upload of this user (nothing changes then).
        SQLite's write lock is taken first, as a racing shop application's must be."""
        with writing(self.engine) as connection:
            claimed = connection.execute(
                update(uploads)
                .where(uploads.c.path == path, uploads.c.uid == uid)
                .values(private=True)
            )
        return claimed.rowcount == 1

    def share(self, path: str, uid: int) -> None:
        """Lets `uid` read the private upload at `path` too (once is enough)."""
        with self.engine.begin() as connection:
            granted = connection.execute(
                select(upload_readers.c.uid).where(
                    upload_readers.c.path == path, upload_readers.c.uid == uid
                )
            ).first()
            if granted is None:
                connection.execute(insert(upload_readers).values(path=path, uid=uid))

    def readable(self, path: str, sid: str) -> ReadableUpload | None:
        """The recorded upload at `path` (canonical, relative) if the session `sid` may see it:
        a public one to anyone, a private one only to its uploader and to document readers.
        None also for a file that was never recorded as an upload."""
        with self.engine.connect() as connection:
            row = connection.execute(
                select(
                    uploads.c.content_type,
                    uploads.c.private,
                    uploads.c.uid,
                    uploads.c.uploader_sid_hash,
                ).where(uploads.c.path == path)
            ).first()
        if row is None:
            return None
        if row.private and not self._may_read_private(path, row, self.sessions.resolve(sid)):
            return None
        return ReadableUpload(content_type=row.content_type, private=bool(row.private))

    def _may_read_private(self, path: str, row: Any, reader: Session) -> bool:
        """Reviewers, the uploader (a guest's: only the very session that sent it), and who
        it was shared with."""
        if reader.roles & DOCUMENT_READER_ROLES:
            return True
        if row.uid is None:
            return bool(reader.sid) and sid_digest(reader.sid) == row.uploader_sid_hash
        if reader.uid == int(row.uid):
            return True
        with self.engine.connect() as connection:
            shared = connection.execute(
                select(upload_readers.c.uid).where(
                    upload_readers.c.path == path, upload_readers.c.uid == reader.uid
                )
            ).first()
        return shared is not None and reader.uid is not None


def _write_atomically(target: Path, content: bytes) -> None:
    # Written under a temporary name first, so half a file is never served (hidden names never are).
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.part")
    partial.write_bytes(content)
    os.replace(partial, target)
