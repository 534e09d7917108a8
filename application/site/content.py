"""Reference data that only changes with a deploy: the area cascade and the site documents.

Both are loaded from the JSON files in `application/site/data/` by `seed_reference_data`
(run by `bazaar migrate`) and served from a per-process snapshot by `ReferenceData`.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import nh3
from sqlalchemy import Connection, Engine, delete, insert, select, update

from application.site.promises import Coverage, PromiseTerms, promise_sentences, with_promises
from application.site.tables import areas, documents
from domain.errors import BusinessRuleViolation, ErrorCode

DATA_DIR = Path(__file__).resolve().parent / "data"
AREAS_FILE = DATA_DIR / "areas.json"
DOCUMENTS_FILE = DATA_DIR / "documents.json"

DOCUMENT_IDS: tuple[str, ...] = ("about_us", "terms", "privacy", "return", "faq", "contact_us")
FALLBACK_LANGUAGE = "en"
COUNTRY_LEVEL, PROVINCE_LEVEL, CITY_LEVEL = 1, 2, 3

_ALLOWED_TAGS = {"h2", "h3", "p", "ul", "ol", "li", "strong", "em", "a"}


@dataclass(frozen=True)
class Area:
    area_id: int
    name: str
    parent_id: int
    level: int


@dataclass(frozen=True)
class Document:
    doc_id: str
    language: str
    title: str
    content_html: str


@dataclass(frozen=True)
class _AreaRow:
    parent_id: int
    level: int
    name: str
    code: str


# An area's identity across re-seeds: the country code, then the names down the tree.
_AreaPath = tuple[str, ...]


def sanitize_document_html(html: str) -> str:
    """Keeps only headings, paragraphs, lists, emphasis and https/mailto links."""
    return nh3.clean(
        html,
        tags=_ALLOWED_TAGS,
        attributes={"a": {"href"}, "*": set()},
        url_schemes={"https", "mailto"},
        url_relative="deny",
        link_rel="noopener noreferrer",
    )


def seed_reference_data(
    connection: Connection,
    area_tree: Sequence[Mapping[str, Any]] | None = None,
    document_texts: Mapping[str, Mapping[str, Mapping[str, str]]] | None = None,
) -> None:
    """Idempotently brings the areas and documents tables in line with the bundled files.

    An area keeps its `area_id` across re-seeds (matched by country code and names); new
    areas get the next free ids in file order, and areas gone from the file are removed.
    """
    if area_tree is None:
        area_tree = _read_json(AREAS_FILE, default=[])
    if document_texts is None:
        document_texts = _read_json(DOCUMENTS_FILE, default={})
    _seed_areas(connection, area_tree)
    _seed_documents(connection, document_texts)


def _read_json(path: Path, default: Any) -> Any:
    # The files are optional so that a checkout without them still migrates.
    if not path.exists():
        return default
    return json.loads(path.read_text(encoding="utf-8"))


def _flatten_area_tree(
    area_tree: Sequence[Mapping[str, Any]],
) -> list[tuple[_AreaPath, int, str, str]]:
    """(path, level, name, code) for every area, parents before children, duplicates dropped."""
    flat: list[tuple[_AreaPath, int, str, str]] = []
    seen: set[_AreaPath] = set()

    def visit(nodes: Iterable[Mapping[str, Any]], parent: _AreaPath, level: int) -> None:
        for node in nodes:
            name = str(node.get("name", "")).strip()[:128]
            code = str(node.get("code", "")).strip().upper()[:8] if level == COUNTRY_LEVEL else ""
            if not name:
                continue
            path = (*parent, code or name) if level == COUNTRY_LEVEL else (*parent, name)
            if path in seen:
                continue
            seen.add(path)
            flat.append((path, level, name, code))
            if level < CITY_LEVEL:
                visit(node.get("children") or (), path, level + 1)

    visit(area_tree, (), COUNTRY_LEVEL)
    return flat


def _existing_area_paths(connection: Connection) -> dict[int, tuple[_AreaPath, _AreaRow]]:
    rows = connection.execute(select(areas).order_by(areas.c.level, areas.c.area_id)).all()
    found: dict[int, tuple[_AreaPath, _AreaRow]] = {}
    for row in rows:
        stored = _AreaRow(row.parent_id, row.level, row.name, row.code)
        if row.level == COUNTRY_LEVEL:
            found[row.area_id] = ((row.code or row.name,), stored)
        elif row.parent_id in found:
            found[row.area_id] = ((*found[row.parent_id][0], row.name), stored)
        else:  # an orphan can never match a path, so the sync below deletes it
            found[row.area_id] = ((), stored)
    return found


def _seed_areas(connection: Connection, area_tree: Sequence[Mapping[str, Any]]) -> None:
    existing = _existing_area_paths(connection)
    id_by_path = {path: area_id for area_id, (path, _) in existing.items() if path}
    next_id = max(existing, default=0) + 1
    wanted: dict[int, _AreaRow] = {}
    for path, level, name, code in _flatten_area_tree(area_tree):
        area_id = id_by_path.get(path)
        if area_id is None:
            area_id = id_by_path[path] = next_id
            next_id += 1
        parent_id = id_by_path[path[:-1]] if level > COUNTRY_LEVEL else 0
        wanted[area_id] = _AreaRow(parent_id, level, name, code)

    stale = [area_id for area_id in existing if area_id not in wanted]
    if stale:
        connection.execute(delete(areas).where(areas.c.area_id.in_(stale)))
    new_rows = [
        {"area_id": area_id, **row.__dict__}
        for area_id, row in wanted.items()
        if area_id not in existing
    ]
    if new_rows:
        connection.execute(insert(areas), new_rows)
    for area_id, row in wanted.items():
        if area_id in existing and existing[area_id][1] != row:
            connection.execute(
                update(areas).where(areas.c.area_id == area_id).values(**row.__dict__)
            )


def _seed_documents(
    connection: Connection, document_texts: Mapping[str, Mapping[str, Mapping[str, str]]]
) -> None:
    wanted = {
        (doc_id, language): (
            str(text.get("title", "")).strip()[:255],
            sanitize_document_html(str(text.get("content_html", ""))),
        )
        for doc_id, by_language in document_texts.items()
        for language, text in by_language.items()
    }
    existing = {
        (row.doc_id, row.language): (row.title, row.content_html)
        for row in connection.execute(select(documents))
    }
    for doc_id, language in existing.keys() - wanted.keys():
        connection.execute(
            delete(documents).where(documents.c.doc_id == doc_id, documents.c.language == language)
        )
    new_rows = [
        {"doc_id": key[0], "language": key[1], "title": title, "content_html": html}
        for key, (title, html) in wanted.items()
        if key not in existing
    ]
    if new_rows:
        connection.execute(insert(documents), new_rows)
    for (doc_id, language), (title, html) in wanted.items():
        if (doc_id, language) in existing and existing[(doc_id, language)] != (title, html):
            connection.execute(
                update(documents)
                .where(documents.c.doc_id == doc_id, documents.c.language == language)
                .values(title=title, content_html=html)
            )


@dataclass(frozen=True)
class _Snapshot:
    areas_by_parent: dict[tuple[int, int], tuple[Area, ...]]
    documents: dict[tuple[str, str], Document]


class ReferenceData:
    """Serves areas and documents from a per-process snapshot; they change only on deploy.
    Documents are served with the site's promises written in (`application.site.promises`)."""

    def __init__(self, engine: Engine, terms: PromiseTerms) -> None:
        self.engine = engine
        self.terms = terms
        self._snapshot: _Snapshot | None = None
        self._lock = threading.Lock()

    def areas_under(self, parent_id: int, level: int) -> tuple[Area, ...]:
        """The areas under `parent_id` at `level`, by name; parent 0 at level 1 are countries."""
        return self._current().areas_by_parent.get((parent_id, level), ())

    def document(self, doc_id: str, language: str) -> Document:
        """The document in `language`, else in English; 103 when there is no such document."""
        loaded = self._current().documents
        found = loaded.get((doc_id, language)) or loaded.get((doc_id, FALLBACK_LANGUAGE))
        if found is None:
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND)
        sentences = promise_sentences(language, self.terms, self.coverage())
        return replace(found, content_html=with_promises(found.content_html, sentences))

    def coverage(self) -> Coverage:
        """The countries and cities of the area tree (what the address form offers)."""
        by_parent = self._current().areas_by_parent
        return Coverage(
            countries=len(by_parent.get((0, COUNTRY_LEVEL), ())),
            cities=sum(
                len(found) for (_, level), found in by_parent.items() if level == CITY_LEVEL
            ),
        )

    def reseed(self) -> None:
        """Re-loads the bundled files into the tables and drops this process's snapshot."""
        with self.engine.begin() as connection:
            seed_reference_data(connection)
        self.forget()

    def forget(self) -> None:
        with self._lock:
            self._snapshot = None

    def _current(self) -> _Snapshot:
        snapshot = self._snapshot
        if snapshot is not None:
            return snapshot
        with self._lock:
            if self._snapshot is None:
                self._snapshot = self._load()
            return self._snapshot

    def _load(self) -> _Snapshot:
        grouped: dict[tuple[int, int], list[Area]] = {}
        with self.engine.connect() as connection:
            for row in connection.execute(
                select(areas.c.area_id, areas.c.name, areas.c.parent_id, areas.c.level)
            ):
                area = Area(row.area_id, row.name, row.parent_id, row.level)
                grouped.setdefault((area.parent_id, area.level), []).append(area)
            loaded_documents = {
                (row.doc_id, row.language): Document(
                    row.doc_id, row.language, row.title, row.content_html
                )
                for row in connection.execute(select(documents))
            }
        return _Snapshot(
            # Sorted here, not in SQL, so SQLite and PostgreSQL collations agree.
            areas_by_parent={
                key: tuple(sorted(found, key=lambda a: (a.name.casefold(), a.area_id)))
                for key, found in grouped.items()
            },
            documents=loaded_documents,
        )
