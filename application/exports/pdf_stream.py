"""A PDF sent while it is drawn: fpdf2 draws each page, and this layer writes every finished page
out at once, so a document of any length holds one page at a time.

fpdf2 keeps every page's drawing commands until `output()`, which numbers all the objects and
writes them in one buffer. A PDF does not need that order: its objects may come in any order as
long as the cross-reference table, written last, gives each one's byte offset. So:

- the page tree (object 1) and the one resource dictionary every page shares (object 2) get
  their numbers first and are written at the end, when the page list and the fonts are known;
- each page, as soon as fpdf2 begins the next one, becomes its page object and compressed
  content stream (fpdf2's own `PDFPage` and `PDFContentStream` serialise them) and is dropped;
- at the end fpdf2's own font writer (`OutputProducer._add_fonts`, which subsets each font to
  the glyphs the pages used: their codes are fixed as soon as a glyph is first drawn, so the
  pages written earlier stay right) writes the fonts, then the catalog, the info and the table.

What stays in memory while the pages stream is one integer per page (its object's number, for
the page tree, and the offsets for the table): a few bytes a page, not its drawing.
Only what the statement uses is supported: pages of the default size, text and lines; no links,
annotations, images, outlines, `{nb}` aliases or encryption (refused, not silently lost)."""

from __future__ import annotations

from collections.abc import Iterator

from fpdf import FPDF
from fpdf.output import OutputProducer, PDFCatalog, PDFHeader, PDFPage, PDFPagesRoot
from fpdf.syntax import PDFArray, PDFContentStream, PDFObject

PAGES_ROOT_ID = 1
RESOURCES_ID = 2


class Reserved(PDFObject):
    """An object whose number is known before it is written: pages point at it meanwhile."""

    def __init__(self, object_id: int) -> None:
        super().__init__()
        self.id = object_id


class StreamedPDF(FPDF):
    """An FPDF whose finished pages are taken by `finished()` as bytes, then `close_file()`."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.written = 0
        self.offsets: dict[int, int] = {}
        self.page_ids: list[int] = []
        self.next_id = RESOURCES_ID + 1
        self.pending = bytearray()
        self.header_version = ""

    def _write(self, pdf_object: PDFObject, serialised: str | bytes | None = None) -> None:
        """Appends one object, numbered already, and notes where it starts."""
        if not self.header_version:  # on the first object: the version is set when drawing starts
            self.header_version = self.pdf_version
            self.pending += PDFHeader(self.pdf_version).serialize().encode("latin-1") + b"\n"
        text = pdf_object.serialize() if serialised is None else serialised
        data = text.encode("latin-1") if isinstance(text, str) else text
        self.offsets[pdf_object.id] = self.written + len(self.pending)
        self.pending += data + b"\n"

    def _number(self, pdf_object: PDFObject) -> None:
        pdf_object.id = self.next_id
        self.next_id += 1

    def flush_pages_before(self, current: int) -> None:
        """Writes every page before `current` (drawn to the end) and lets fpdf2 forget it."""
        for index in sorted(page for page in self.pages if page < current):
            page: PDFPage = self.pages.pop(index)
            if page.get_text_substitutions() or page.annots:
                raise NotImplementedError("a streamed PDF has no {nb} alias nor annotations")
            contents = page.contents
            assert isinstance(contents, bytearray)
            stream = PDFContentStream(contents=contents, compress=self.compress)
            self._number(page)
            self._number(stream)
            page.contents = stream
            page.parent = Reserved(PAGES_ROOT_ID)  # type: ignore[assignment]
            page.resources = Reserved(RESOURCES_ID)  # type: ignore[assignment]
            page.annots = None
            self._write(page)
            self._write(stream)
            self.page_ids.append(page.id)

    def finished(self) -> bytes:
        """The bytes written since the last call (pages finished since then)."""
        self.flush_pages_before(self.page)
        data = bytes(self.pending)
        self.written += len(data)
        self.pending = bytearray()
        return data

    def close_file(self) -> Iterator[bytes]:
        """Ends the last page, then writes the fonts, the shared resources, the page tree, the
        catalog, the info and the cross-reference table."""
        if self.page:
            self.in_footer = True
            self.footer()
            self.in_footer = False
        self._refuse_unsupported()
        self.flush_pages_before(self.page + 1)
        yield self.finished()
        producer = OutputProducer(self)
        producer.obj_id = self.next_id - 1
        fonts = producer._add_fonts({}, {}, {})
        info = producer._add_info()
        for pdf_object in producer.pdf_objs:
            assert isinstance(pdf_object, PDFObject)
            self._write(pdf_object)
        self.next_id = producer.obj_id + 1
        used = " ".join(f"/F{index} {font.ref}" for index, font in sorted(fonts.items()))
        resources = f"<< /ProcSet [/PDF /Text] /Font << {used} >> >>"
        self._write(Reserved(RESOURCES_ID), f"{RESOURCES_ID} 0 obj\n{resources}\nendobj")
        yield self.finished() + self._closing(info)

    def _closing(self, info: PDFObject) -> bytes:
        """The page tree, the catalog and the cross-reference table with the trailer."""
        root = PDFPagesRoot(count=len(self.page_ids), media_box=_media_box(self))
        root.id = PAGES_ROOT_ID
        root.kids = PDFArray([Reserved(page_id) for page_id in self.page_ids])
        self._write(root)
        catalog = PDFCatalog(lang=getattr(self, "lang", None))
        self._number(catalog)
        catalog.pages = root
        self._write(catalog)
        table_at = self.written + len(self.pending)
        count = self.next_id
        rows = "".join(f"{self.offsets[number]:010} 00000 n \n" for number in range(1, count))
        trailer = (
            f"xref\n0 {count}\n0000000000 65535 f \n{rows}trailer\n"
            f"<< /Size {count} /Root {catalog.ref} /Info {info.ref} >>\n"
            f"startxref\n{table_at}\n%%EOF\n"
        )
        return bytes(self.pending) + trailer.encode("latin-1")

    def _refuse_unsupported(self) -> None:
        """What this layer does not write (and fpdf2's `output` would) is refused, not lost:
        links, encryption, and a version raised after the header was sent."""
        if self.links or self._security_handler is not None:
            raise NotImplementedError("a streamed PDF has no links nor encryption")
        if self.header_version and self.pdf_version > self.header_version:
            raise NotImplementedError(f"PDF {self.pdf_version} needed after the header was sent")


def _media_box(document: FPDF) -> str:
    width, height = document.default_page_dimensions
    return f"[0 0 {width:.2f} {height:.2f}]"
