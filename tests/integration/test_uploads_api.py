"""system/upload_image: only real JPEG and PNG images are kept, re-encoded without metadata."""

from __future__ import annotations

import hashlib
import re
from datetime import UTC, datetime
from io import BytesIO
from typing import Any

import pytest
from litestar.testing import TestClient
from PIL import Image, PngImagePlugin
from sqlalchemy import insert, select

from application.schema import uploads, users
from application.sessions import sid_digest
from application.uploads import MAX_UPLOAD_BYTES
from infra.bootstrap import Container

GUEST_SID = "u" * 32
STORED_PATH = re.compile(r"^\d{4}/\d{2}/[0-9a-f]{32}\.(jpg|png)$")
ORIENTATION, MAKE = 0x0112, 0x010F


def upload(
    client: TestClient[Any],
    content: bytes,
    filename: str = "photo.png",
    content_type: str = "image/png",
    sid: str | None = GUEST_SID,
) -> dict[str, Any]:
    query = f"?sid={sid}" if sid is not None else ""
    response = client.post(
        f"/api/system/upload_image{query}", files={"file": (filename, content, content_type)}
    )
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def png_with_metadata() -> bytes:
    image = Image.new("RGBA", (40, 30), (200, 10, 10, 128))
    text = PngImagePlugin.PngInfo()
    text.add_text("Comment", "secret location")
    exif = Image.Exif()
    exif[MAKE] = "SpyCam"
    output = BytesIO()
    image.save(output, "PNG", pnginfo=text, exif=exif)
    return output.getvalue()


def jpeg_rotated_by_exif() -> bytes:
    """A 40x20 JPEG whose EXIF says 'rotate 90 degrees' for display."""
    exif = Image.Exif()
    exif[ORIENTATION] = 6
    exif[MAKE] = "SpyCam"
    output = BytesIO()
    Image.new("RGB", (40, 20), (10, 120, 200)).save(output, "JPEG", exif=exif, comment=b"hi")
    return output.getvalue()


def stored_files(container: Container) -> list[str]:
    root = container.settings.uploads_dir
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


def upload_rows(container: Container) -> list[Any]:
    with container.engine.connect() as connection:
        return list(connection.execute(select(uploads)))


def test_png_is_reencoded_without_metadata_and_recorded(
    container: Container, client: TestClient[Any]
) -> None:
    answer = upload(client, png_with_metadata())

    assert answer["code"] == 0, answer
    path = answer["data"]["path"]
    assert STORED_PATH.match(path) and path.endswith(".png")
    assert answer["data"]["url"] == f"/uploads/{path}"
    stored = (container.settings.uploads_dir / path).read_bytes()
    with Image.open(BytesIO(stored)) as image:
        assert (image.format, image.size, image.mode) == ("PNG", (40, 30), "RGBA")
        assert image.getpixel((0, 0)) == (200, 10, 10, 128)
        assert "Comment" not in image.info
        assert len(image.getexif()) == 0
    [row] = upload_rows(container)
    assert row.path == path
    assert row.sha256 == hashlib.sha256(stored).hexdigest()
    assert row.uploader_sid_hash == sid_digest(GUEST_SID)
    assert row.uid is None
    assert (row.content_type, row.size) == ("image/png", len(stored))


def test_jpeg_is_turned_upright_and_loses_its_exif(
    container: Container, client: TestClient[Any]
) -> None:
    answer = upload(client, jpeg_rotated_by_exif(), "IMG_0001.JPG", "image/jpeg")

    assert answer["code"] == 0, answer
    assert answer["data"]["path"].endswith(".jpg")
    stored = (container.settings.uploads_dir / answer["data"]["path"]).read_bytes()
    with Image.open(BytesIO(stored)) as image:
        image.load()
        assert (image.format, image.size) == ("JPEG", (20, 40))
        assert len(image.getexif()) == 0
        assert "comment" not in image.info
    assert upload_rows(container)[0].content_type == "image/jpeg"


def test_uploaded_image_is_served_from_its_url(client: TestClient[Any]) -> None:
    answer = upload(client, png_with_metadata())

    served = client.get(answer["data"]["url"])

    assert served.status_code == 200
    with Image.open(BytesIO(served.content)) as image:
        assert image.format == "PNG"


def test_a_logged_in_uploader_is_recorded_by_uid(
    container: Container, client: TestClient[Any]
) -> None:
    with container.engine.begin() as connection:
        uid = connection.execute(
            insert(users)
            .values(email="u@bazaar.test", password_hash="x", created_at=datetime.now(UTC))
            .returning(users.c.uid)
        ).scalar_one()
        sid = container.sessions.issue(connection, uid, remember=False)

    answer = upload(client, png_with_metadata(), sid=sid)

    assert answer["code"] == 0, answer
    assert upload_rows(container)[0].uid == uid


def gif() -> bytes:
    output = BytesIO()
    Image.new("RGB", (8, 8), (1, 2, 3)).save(output, "GIF")
    return output.getvalue()


def decompression_bomb() -> bytes:
    """A valid 64-megapixel PNG of a few kilobytes."""
    output = BytesIO()
    Image.new("1", (8000, 8000)).save(output, "PNG")
    return output.getvalue()


REJECTED_AS_WRONG_TYPE = {
    "gif": (gif(), "cat.gif", "image/gif"),
    "svg": (
        b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        "logo.svg",
        "image/svg+xml",
    ),
    "html named png": (
        b"<html><script>alert(document.cookie)</script></html>",
        "a.png",
        "image/png",
    ),
    "jpeg header and garbage": (
        b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + b"<?php ?>" * 64,
        "a.jpg",
        "image/jpeg",
    ),
    "truncated png": (png_with_metadata()[:-40], "a.png", "image/png"),
    "empty file": (b"", "a.png", "image/png"),
}


@pytest.mark.parametrize("kind", sorted(REJECTED_AS_WRONG_TYPE))
def test_anything_but_a_decodable_jpeg_or_png_is_refused(
    container: Container, client: TestClient[Any], kind: str
) -> None:
    content, filename, content_type = REJECTED_AS_WRONG_TYPE[kind]

    answer = upload(client, content, filename, content_type)

    assert (answer["code"], answer["data"]) == (102, {"field": "file"})
    assert answer["msg"] == "This type does not support"
    assert stored_files(container) == []
    assert upload_rows(container) == []


def test_decompression_bomb_is_refused_before_decoding(
    container: Container, client: TestClient[Any]
) -> None:
    bomb = decompression_bomb()
    assert len(bomb) < 100_000

    answer = upload(client, bomb)

    assert (answer["code"], answer["data"]) == (102, {"field": "file"})
    assert stored_files(container) == []


def test_file_over_ten_megabytes_is_refused_as_an_upload_failure(
    container: Container, client: TestClient[Any]
) -> None:
    oversize = png_with_metadata() + b"\0" * MAX_UPLOAD_BYTES

    answer = upload(client, oversize)

    assert (answer["code"], answer["data"]) == (102, {"field": "file"})
    assert answer["msg"] == "Upload failed"
    assert stored_files(container) == []
    assert upload_rows(container) == []


@pytest.mark.parametrize("sid", [None, "", "not-a-session"])
def test_upload_without_a_wellformed_sid_needs_log_in(
    container: Container, client: TestClient[Any], sid: str | None
) -> None:
    answer = upload(client, png_with_metadata(), sid=sid)

    assert answer["code"] == 101
    assert stored_files(container) == []


WITHOUT_A_FILE: dict[str, dict[str, Any]] = {
    "another field": {"files": {"picture": ("a.png", png_with_metadata(), "image/png")}},
    "text instead of a file": {"files": {"file": (None, "just text")}},
    "a json body": {"json": {"sid": GUEST_SID}},
    "no body": {},
}


@pytest.mark.parametrize("kind", sorted(WITHOUT_A_FILE))
def test_upload_without_a_file_names_the_file_field(
    container: Container, client: TestClient[Any], kind: str
) -> None:
    response = client.post(f"/api/system/upload_image?sid={GUEST_SID}", **WITHOUT_A_FILE[kind])

    assert response.status_code == 200
    assert (response.json()["code"], response.json()["data"]) == (102, {"field": "file"})
    assert stored_files(container) == []


def test_two_different_images_in_a_row_are_both_kept(
    container: Container, client: TestClient[Any]
) -> None:
    first = upload(client, png_with_metadata())
    second = upload(client, jpeg_rotated_by_exif(), "b.jpg", "image/jpeg")

    assert first["code"] == second["code"] == 0
    assert len(stored_files(container)) == 2
