"""Reference data: the area cascade and the site documents.

Both are loaded from the JSON files in `application/site/data/` by `seed_reference_data`
(run by `bazaar migrate`) and served from a per-process snapshot by `ReferenceData`. Operators
edit the documents (`application.site.storefront_content`); the snapshot follows the storefront
content's version, so every process serves an edit within a second, the editor's at once.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, delete, insert, select, update

from application.site.content_version import ContentVersion, bump_content_version
from application.site.documents import seed_documents
from application.site.promises import Coverage, PromiseTerms, promise_sentences, with_promises
from application.site.tables import areas, documents
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.storefront_fields import DOCUMENT_IDS

DATA_DIR = Path(__file__).resolve().parent / "data"
AREAS_FILE = DATA_DIR / "areas.json"
DOCUMENTS_FILE = DATA_DIR / "documents.json"

__all__ = ["DOCUMENT_IDS", "Area", "Document", "ReferenceData", "seed_reference_data"]

FALLBACK_LANGUAGE = "en"
COUNTRY_LEVEL, PROVINCE_LEVEL, CITY_LEVEL = 1, 2, 3


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


def seed_reference_data(
    connection: Connection,
    area_tree: Sequence[Mapping[str, Any]] | None = None,
    document_texts: Mapping[str, Mapping[str, Mapping[str, str]]] | None = None,
) -> None:
    """Idempotently brings the areas and documents tables in line with the bundled files.

    An area keeps its `area_id` across re-seeds (matched by country code and names); new
    areas get the next free ids in file order, and areas gone from the file are removed. A
    document an operator saved keeps the operator's text.
    """
    if area_tree is None:
        area_tree = _read_json(AREAS_FILE, default=[])
    if document_texts is None:
        document_texts = _read_json(DOCUMENTS_FILE, default={})
    _seed_areas(connection, area_tree)
    seed_documents(connection, document_texts)
    bump_content_version(connection)


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


@dataclass(frozen=True)
class _Snapshot:
    version: int
    """The storefront content's version it was loaded at."""
    areas_by_parent: dict[tuple[int, int], tuple[Area, ...]]
    documents: dict[tuple[str, str], Document]


class ReferenceData:
    """Serves areas and documents from a per-process snapshot, loaded again when the storefront
    content's version moves. Documents are served with the site's promises written in
    (`application.site.promises`)."""

    def __init__(self, engine: Engine, terms: PromiseTerms, version: ContentVersion) -> None:
        self.engine = engine
        self.terms = terms
        self.version = version
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
        """Re-loads the bundled files into the tables; every process loads them again."""
        with self.engine.begin() as connection:
            seed_reference_data(connection)
        self.version.refresh()
        self.forget()

    def forget(self) -> None:
        with self._lock:
            self._snapshot = None

    def _current(self) -> _Snapshot:
        version = self.version.current()
        snapshot = self._snapshot
        if snapshot is not None and snapshot.version == version:
            return snapshot
        with self._lock:
            if self._snapshot is None or self._snapshot.version != version:
                self._snapshot = self._load(version)
            return self._snapshot

    def _load(self, version: int) -> _Snapshot:
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
            version=version,
            # Sorted here, not in SQL, so SQLite and PostgreSQL collations agree.
            areas_by_parent={
                key: tuple(sorted(found, key=lambda a: (a.name.casefold(), a.area_id)))
                for key, found in grouped.items()
            },
            documents=loaded_documents,
        )
