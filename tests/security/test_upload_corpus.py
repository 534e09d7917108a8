"""A malicious upload corpus against system/upload_image.

Everything that is not a decodable JPEG or PNG within the limits is refused with 102 and leaves
nothing behind. A polyglot that *is* a valid image (an image with HTML, script or an archive
appended or hidden in its metadata) is kept only as a re-encoding of its pixels: none of the
hidden payload survives, and it is served as the image type its content has, never as HTML.
"""

from __future__ import annotations

import io
import struct
import zipfile
import zlib
from typing import Any

import pytest
from litestar.testing import TestClient
from PIL import Image, PngImagePlugin

from application.site.uploads import MAX_UPLOAD_BYTES
from infra.bootstrap import Container

GUEST_SID = "c" * 32
PAYLOAD = b"<script>alert(document.domain)</script>"


def _image(kind: str, size: tuple[int, int] = (16, 16), **save: Any) -> bytes:
    output = io.BytesIO()
    Image.new("RGB", size, (120, 40, 200)).save(output, kind, **save)
    return output.getvalue()


def _zip_archive() -> bytes:
    output = io.BytesIO()
    with zipfile.ZipFile(output, "w") as archive:
        archive.writestr("index.html", PAYLOAD)
    return output.getvalue()


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _png_with_chunk_before_end(kind: bytes, data: bytes) -> bytes:
    png = _image("PNG")
    end = png.rindex(b"IEND") - 4
    return png[:end] + _png_chunk(kind, data) + png[end:]


def _png_header_claiming(width: int, height: int) -> bytes:
    """A PNG whose header promises a huge image backed by a few bytes of data."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\0" * 64)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _png_chunk(b"IHDR", header)
        + _png_chunk(b"IDAT", pixels)
        + _png_chunk(b"IEND", b"")
    )


def _jpeg_header_claiming(width: int, height: int) -> bytes:
    jpeg = bytearray(_image("JPEG"))
    marker = jpeg.index(b"\xff\xc0")  # baseline start-of-frame: length, precision, height, width
    jpeg[marker + 5 : marker + 9] = struct.pack(">HH", height, width)
    return bytes(jpeg)


def _png_with_text_bomb() -> bytes:
    """A compressed text chunk that inflates to 64 MB."""
    info = PngImagePlugin.PngInfo()
    info.add_text("Comment", "A" * 64_000_000, zip=True)
    output = io.BytesIO()
    Image.new("RGB", (8, 8)).save(output, "PNG", pnginfo=info)
    return output.getvalue()


REFUSED: dict[str, tuple[bytes, str, str]] = {
    "svg with script": (
        b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>x()</script></svg>',
        "avatar.svg",
        "image/svg+xml",
    ),
    "svg named png": (b'<svg xmlns="http://www.w3.org/2000/svg"/>', "avatar.png", "image/png"),
    "html named jpg": (b"<!doctype html>" + PAYLOAD, "proof.jpg", "image/jpeg"),
    "xhtml with png magic": (b"\x89PNG\r\n\x1a\n<html>" + PAYLOAD, "proof.png", "image/png"),
    "jpeg magic then html": (b"\xff\xd8\xff\xdb" + PAYLOAD * 10, "proof.jpg", "image/jpeg"),
    "gif named jpg": (_image("GIF"), "proof.jpg", "image/jpeg"),
    "gif with html comment (GIFAR style)": (
        _image("GIF") + _zip_archive(),
        "proof.gif",
        "image/gif",
    ),
    "webp": (_image("WEBP"), "proof.webp", "image/webp"),
    "bmp": (_image("BMP"), "proof.png", "image/png"),
    "tiff": (_image("TIFF"), "proof.png", "image/png"),
    "ico": (_image("ICO"), "favicon.png", "image/png"),
    "pdf": (b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF", "proof.png", "image/png"),
    "zip": (_zip_archive(), "proof.png", "image/png"),
    "elf binary": (b"\x7fELF\x02\x01\x01" + b"\0" * 200, "proof.jpg", "image/jpeg"),
    "php in png name": (b"<?php system($_GET['c']); ?>", "shell.php.png", "image/png"),
    "png header claiming 100000 x 100000": (
        _png_header_claiming(100_000, 100_000),
        "bomb.png",
        "image/png",
    ),
    "jpeg header claiming 60000 x 60000": (
        _jpeg_header_claiming(60_000, 60_000),
        "bomb.jpg",
        "image/jpeg",
    ),
    "png with a 64 MB compressed text chunk": (_png_with_text_bomb(), "bomb.png", "image/png"),
    "truncated jpeg": (_image("JPEG")[:60], "cut.jpg", "image/jpeg"),
    "empty": (b"", "empty.png", "image/png"),
}

KEPT_AS_PIXELS: dict[str, tuple[bytes, str, str]] = {
    "png with html appended": (_image("PNG") + b"<html>" + PAYLOAD, "x.png", "image/png"),
    "png with a zip appended (polyglot archive)": (_image("PNG") + _zip_archive(), "x.png", ""),
    "jpeg with script in a comment": (_image("JPEG", comment=PAYLOAD), "x.jpg", "image/jpeg"),
    "png with script in a text chunk": (
        _png_with_chunk_before_end(b"tEXt", b"Comment\0" + PAYLOAD),
        "x.png",
        "image/png",
    ),
    "png with an unknown private chunk": (
        _png_with_chunk_before_end(b"prVt", PAYLOAD),
        "x.png",
        "image/png",
    ),
    "jpeg named png, sent as text/html": (_image("JPEG"), "x.png", "text/html"),
}


def _upload(client: TestClient[Any], content: bytes, filename: str, content_type: str) -> Any:
    response = client.post(
        f"/api/system/upload_image?sid={GUEST_SID}",
        files={"file": (filename, content, content_type or "application/octet-stream")},
    )
    assert response.status_code == 200, response.text
    return response.json()


def _stored(container: Container) -> list[bytes]:
    root = container.settings.uploads_dir
    return [path.read_bytes() for path in sorted(root.rglob("*")) if path.is_file()]


@pytest.mark.parametrize("kind", sorted(REFUSED))
def test_the_corpus_is_refused_and_nothing_is_stored(
    container: Container, client: TestClient[Any], kind: str
) -> None:
    answer = _upload(client, *REFUSED[kind])

    assert (answer["code"], answer["data"]) == (102, {"field": "file"}), answer
    assert _stored(container) == []


@pytest.mark.parametrize("kind", sorted(KEPT_AS_PIXELS))
def test_image_polyglots_keep_their_pixels_and_lose_their_payload(
    container: Container, client: TestClient[Any], kind: str
) -> None:
    content, filename, content_type = KEPT_AS_PIXELS[kind]

    answer = _upload(client, content, filename, content_type)

    assert answer["code"] == 0, answer
    [stored] = _stored(container)
    assert PAYLOAD not in stored and b"PK\x03\x04" not in stored and b"prVt" not in stored
    with Image.open(io.BytesIO(stored)) as image:
        image.verify()
    served = client.get(answer["data"]["url"])
    assert served.status_code == 200
    is_jpeg = stored.startswith(b"\xff\xd8")
    assert served.headers["content-type"] == ("image/jpeg" if is_jpeg else "image/png")
    assert answer["data"]["path"].endswith(".jpg" if is_jpeg else ".png")


def test_a_body_over_the_limit_is_refused_without_being_stored(
    container: Container, client: TestClient[Any]
) -> None:
    answer = _upload(client, b"\x89PNG" + b"\0" * MAX_UPLOAD_BYTES, "big.png", "image/png")

    assert answer["code"] == 102
    assert _stored(container) == []
