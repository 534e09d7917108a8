"""system/upload_image: only real JPEG and PNG images are kept, re-encoded without metadata."""

from __future__ import annotations

import hashlib
import re
from datetime import UTC, datetime
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient
from PIL import Image, PngImagePlugin
from sqlalchemy import insert, select

from application.accounts.sessions import sid_digest
from application.accounts.tables import users
from application.site.tables import uploads
from application.site.uploads import MAX_UPLOAD_BYTES
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


# -- serving ----------------------------------------------------------------------------------

NOT_FOUND = {"code": 404, "msg": "Not Found", "data": None}


def upload_document(client: TestClient[Any], sid: str = GUEST_SID) -> str:
    response = client.post(
        f"/api/system/upload_image?sid={sid}&purpose=document",
        files={"file": ("id.png", png_with_metadata(), "image/png")},
    )
    answer = response.json()
    assert answer["code"] == 0, answer
    url: str = answer["data"]["url"]
    return url


def test_a_public_upload_is_cached_for_a_year_and_never_sniffed(client: TestClient[Any]) -> None:
    url = upload(client, png_with_metadata())["data"]["url"]

    served = client.get(url)

    assert served.status_code == 200
    assert served.headers["content-type"] == "image/png"
    assert served.headers["x-content-type-options"] == "nosniff"
    assert served.headers["cache-control"] == "public, max-age=31536000"


def test_a_document_is_private_from_the_moment_it_is_stored(
    container: Container, client: TestClient[Any]
) -> None:
    url = upload_document(client)
    stored = (container.settings.uploads_dir / url.removeprefix("/uploads/")).read_bytes()

    anonymous = client.get(url)
    stranger = client.get(f"{url}?sid={'s' * 32}")
    uploader = client.get(f"{url}?sid={GUEST_SID}")

    assert (anonymous.status_code, anonymous.json()) == (404, NOT_FOUND)
    assert (stranger.status_code, stranger.json()) == (404, NOT_FOUND)
    assert uploader.status_code == 200
    assert uploader.content == stored
    assert uploader.headers["cache-control"] == "private, no-store"
    assert uploader.headers["x-content-type-options"] == "nosniff"
    assert upload_rows(container)[0].private is True


def test_an_image_upload_is_public(container: Container, client: TestClient[Any]) -> None:
    response = client.post(
        f"/api/system/upload_image?sid={GUEST_SID}&purpose=image",
        files={"file": ("a.png", png_with_metadata(), "image/png")},
    )

    assert response.json()["code"] == 0
    assert client.get(response.json()["data"]["url"]).status_code == 200
    assert upload_rows(container)[0].private is False


@pytest.mark.parametrize("purpose", ["", "private", "DOCUMENT"])
def test_an_unknown_purpose_is_a_parameter_error_and_stores_nothing(
    container: Container, client: TestClient[Any], purpose: str
) -> None:
    response = client.post(
        f"/api/system/upload_image?sid={GUEST_SID}&purpose={purpose}",
        files={"file": ("a.png", png_with_metadata(), "image/png")},
    )

    assert (response.json()["code"], response.json()["data"]) == (102, {"field": "purpose"})
    assert stored_files(container) == []


def test_another_spelling_of_a_private_path_does_not_unlock_it(client: TestClient[Any]) -> None:
    url = upload_document(client)
    year, month, name = url.removeprefix("/uploads/").split("/")

    for spelling in (
        f"/uploads/{year}//{month}/{name}",
        f"/uploads/{year}/./{month}/{name}",
        f"/uploads/{year}/{month}/../{month}/{name}",
        f"/uploads//{year}/{month}/{name}",
    ):
        response = client.get(spelling)
        assert response.status_code == 404, spelling
        assert response.content != client.get(f"{url}?sid={GUEST_SID}").content


def test_a_file_that_was_never_uploaded_is_not_served(
    container: Container, client: TestClient[Any]
) -> None:
    stray = container.settings.uploads_dir / "2026" / "01" / "stray.png"
    stray.parent.mkdir(parents=True)
    stray.write_bytes(png_with_metadata())
    (stray.parent / ".half.png.part").write_bytes(png_with_metadata())

    assert client.get("/uploads/2026/01/stray.png").status_code == 404
    assert client.get("/uploads/2026/01/.half.png.part").status_code == 404


def test_a_link_out_of_the_uploads_directory_is_not_followed(
    container: Container, client: TestClient[Any], tmp_path: Path
) -> None:
    secret = tmp_path / "outside.png"
    secret.write_bytes(png_with_metadata())
    link = container.settings.uploads_dir / "2026" / "link.png"
    link.parent.mkdir(parents=True)
    link.symlink_to(secret)

    response = client.get("/uploads/2026/link.png")

    assert (response.status_code, response.json()) == (404, NOT_FOUND)


@pytest.mark.parametrize(
    "path",
    ["/uploads/%00", "/uploads/2026/%00.png", "/uploads/2026/", "/uploads/", "/uploads"],
)
def test_a_path_naming_no_upload_answers_a_plain_404(
    container: Container, client: TestClient[Any], path: str
) -> None:
    (container.settings.uploads_dir / "2026").mkdir()

    response = client.get(path)

    assert (response.status_code, response.json()) == (404, NOT_FOUND)
    assert str(container.settings.data_dir) not in response.text
