"""Pure image checks: what Pillow decodes as JPEG or PNG is re-encoded, the rest is refused."""

from __future__ import annotations

import struct
import zlib
from io import BytesIO

import pytest
from PIL import Image

from application.site.uploads import MAX_UPLOAD_BYTES, read_limited, reencode_image
from domain.errors import BusinessRuleViolation, ErrorCode


def encoded(image: Image.Image, image_format: str, **options: object) -> bytes:
    output = BytesIO()
    image.save(output, image_format, **options)
    return output.getvalue()


def png_claiming(width: int, height: int) -> bytes:
    """A tiny PNG whose header claims `width` x `height` pixels."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\0" * 64))
        + chunk(b"IEND", b"")
    )


def refusal(raw: bytes, max_pixels: int | None = None) -> BusinessRuleViolation:
    with pytest.raises(BusinessRuleViolation) as refused:
        if max_pixels is None:
            reencode_image(raw)
        else:
            reencode_image(raw, max_pixels=max_pixels)
    return refused.value


def test_png_keeps_its_pixels_and_alpha() -> None:
    source = Image.new("RGBA", (3, 2), (1, 2, 3, 4))

    clean = reencode_image(encoded(source, "PNG"))

    assert (clean.format, clean.extension, clean.content_type) == ("PNG", "png", "image/png")
    with Image.open(BytesIO(clean.content)) as image:
        assert image.getpixel((2, 1)) == (1, 2, 3, 4)


def test_palette_png_with_transparency_stays_transparent() -> None:
    source = Image.new("P", (2, 2), 0)
    source.putpalette([255, 0, 0, 0, 255, 0])
    source.putpixel((1, 1), 1)

    clean = reencode_image(encoded(source, "PNG", transparency=0))

    with Image.open(BytesIO(clean.content)) as image:
        assert image.mode == "RGBA"
        assert image.getpixel((0, 0)) == (255, 0, 0, 0)
        assert image.getpixel((1, 1)) == (0, 255, 0, 255)


def test_cmyk_jpeg_becomes_rgb_jpeg() -> None:
    clean = reencode_image(encoded(Image.new("CMYK", (4, 4)), "JPEG"))

    with Image.open(BytesIO(clean.content)) as image:
        assert (image.format, image.mode) == ("JPEG", "RGB")


def test_icc_profile_is_dropped() -> None:
    raw = encoded(Image.new("RGB", (4, 4)), "JPEG", icc_profile=b"\0" * 128)

    with Image.open(BytesIO(reencode_image(raw).content)) as image:
        assert "icc_profile" not in image.info


def test_bytes_after_the_image_are_not_kept() -> None:
    raw = encoded(Image.new("RGB", (4, 4)), "JPEG") + b"<script>alert(1)</script>"

    assert b"<script>" not in reencode_image(raw).content


def test_pixel_limit_refuses_an_otherwise_valid_image() -> None:
    raw = encoded(Image.new("RGB", (100, 100)), "PNG")

    assert reencode_image(raw, max_pixels=10_000).format == "PNG"
    assert refusal(raw, max_pixels=9_999).catalogue_key == "102.upload_type"


@pytest.mark.parametrize("side", [7_000, 20_000, 60_000])
def test_header_claiming_huge_dimensions_is_refused(side: int) -> None:
    refused = refusal(png_claiming(side, side))

    assert (refused.code, refused.context, refused.field) == (
        ErrorCode.BAD_PARAMETER,
        "upload_type",
        "file",
    )


@pytest.mark.parametrize(
    "raw",
    [
        encoded(Image.new("RGB", (4, 4)), "GIF"),
        encoded(Image.new("RGB", (4, 4)), "BMP"),
        encoded(Image.new("RGB", (4, 4)), "WEBP"),
        encoded(Image.new("RGB", (4, 4)), "TIFF"),
        b"GIF89a" + b"\0" * 32,
        b"<svg xmlns='http://www.w3.org/2000/svg'/>",
        b"",
    ],
    ids=["gif", "bmp", "webp", "tiff", "gif-header", "svg", "empty"],
)
def test_formats_other_than_jpeg_and_png_are_refused(raw: bytes) -> None:
    assert refusal(raw).catalogue_key == "102.upload_type"


def test_truncated_jpeg_is_refused() -> None:
    raw = encoded(Image.effect_noise((64, 64), 50).convert("RGB"), "JPEG")

    assert refusal(raw[: len(raw) // 2]).catalogue_key == "102.upload_type"


def test_read_limited_refuses_one_byte_too_many() -> None:
    assert len(read_limited(BytesIO(b"x" * MAX_UPLOAD_BYTES))) == MAX_UPLOAD_BYTES

    with pytest.raises(BusinessRuleViolation) as refused:
        read_limited(BytesIO(b"x" * (MAX_UPLOAD_BYTES + 1)))

    assert (refused.value.catalogue_key, refused.value.field) == ("102.upload", "file")
