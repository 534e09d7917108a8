"""The catalogue's structure as the operator's console reads it: the whole category tree, hidden
ones included, and the brands page by page; and the facts a save needs from the tables (a
category's ancestry and subtree, whether a brand's name is taken)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Connection, func, or_, select

from application.catalogue.media_urls import brand_logo_url, category_icon_url
from application.catalogue.tables import brands, categories
from application.catalogue.withholding import hidden_in
from application.site.uploads import upload_path, upload_url
from projections.paging import Paged, page_offset


@dataclass(frozen=True)
class CategoryEntry:
    """One category as the operator edits it."""

    category_id: int
    parent_id: int | None
    names: Mapping[str, str]
    icon: str
    """The uploaded icon's path (what a save takes back); '' with the generated artwork."""
    icon_url: str
    sort: int
    level: int
    visible: bool
    """The operator's own switch."""
    shown: bool
    """Whether the storefront shows it: visible, and no ancestor hidden."""
    children: list[CategoryEntry] = field(default_factory=list)


@dataclass(frozen=True)
class BrandEntry:
    brand_id: int
    name: str
    logo: str
    """The uploaded logo's path; '' with the generated artwork."""
    logo_url: str
    visible: bool


def category_rows(connection: Connection) -> dict[int, Any]:
    """Every category row by id, in the storefront's order (level, sort, id)."""
    rows = connection.execute(
        select(categories).order_by(
            categories.c.level, categories.c.position, categories.c.category_id
        )
    ).all()
    return {int(row.category_id): row for row in rows}


def category_tree(rows: Mapping[int, Any]) -> list[CategoryEntry]:
    """The level-one categories, each with its whole subtree, hidden ones included."""
    hidden = hidden_in(list(rows.values()))
    entries = {
        category_id: CategoryEntry(
            category_id=category_id,
            parent_id=row.parent_id,
            names=dict(row.names),
            icon=upload_path(row.icon),
            icon_url=row.icon or category_icon_url(category_id),
            sort=int(row.position),
            level=int(row.level),
            visible=bool(row.visible),
            shown=category_id not in hidden,
        )
        for category_id, row in rows.items()
    }
    roots: list[CategoryEntry] = []
    for entry in entries.values():
        parent = entries.get(entry.parent_id) if entry.parent_id is not None else None
        (parent.children if parent is not None else roots).append(entry)
    return roots


def category_fields(row: Any) -> dict[str, Any]:
    """What a category's aggregate starts from when the category predates the record."""
    return {
        "names": dict(row.names),
        "parent_id": row.parent_id,
        "icon": upload_path(row.icon),
        "sort": int(row.position),
        "visible": bool(row.visible),
    }


def ancestry(rows: Mapping[int, Any], category_id: int | None) -> list[int]:
    """The category and its ancestors, nearest first (empty for none)."""
    found: list[int] = []
    current = category_id
    while current is not None and current in rows and current not in found:
        found.append(current)
        current = rows[current].parent_id
    return found


def subtree_height(rows: Mapping[int, Any], category_id: int) -> int:
    """How many levels the category and its descendants take (1 for a leaf or a new one)."""
    children: dict[int, list[int]] = {}
    for row in rows.values():
        if row.parent_id is not None:
            children.setdefault(int(row.parent_id), []).append(int(row.category_id))

    def height(of: int, seen: frozenset[int]) -> int:
        below = [height(c, seen | {of}) for c in children.get(of, ()) if c not in seen]
        return 1 + max(below, default=0)

    return height(category_id, frozenset())


def subtree_ids(rows: Mapping[int, Any], category_id: int) -> list[int]:
    """The category and every descendant."""
    found = [category_id]
    for current in found:
        found.extend(
            int(row.category_id)
            for row in rows.values()
            if row.parent_id == current and int(row.category_id) not in found
        )
    return found


def largest_category_id(connection: Connection) -> int:
    return int(connection.execute(select(func.max(categories.c.category_id))).scalar() or 0)


def largest_brand_id(connection: Connection) -> int:
    return int(connection.execute(select(func.max(brands.c.brand_id))).scalar() or 0)


def brand_row(connection: Connection, brand_id: int) -> Any:
    return connection.execute(select(brands).where(brands.c.brand_id == brand_id)).first()


def brand_fields(row: Any) -> dict[str, Any]:
    """What a brand's aggregate starts from when the brand predates the record."""
    return {"name": row.name, "logo": upload_path(row.logo), "visible": bool(row.visible)}


def brand_name_taken(connection: Connection, name: str, brand_id: int) -> bool:
    """Whether another brand has this name, in any case."""
    found = connection.execute(
        select(brands.c.brand_id).where(
            func.lower(brands.c.name) == name.strip().lower(), brands.c.brand_id != brand_id
        )
    ).first()
    return found is not None


def brands_page(
    connection: Connection, keywords: str, page: int, page_size: int
) -> Paged[BrandEntry]:
    """Brands by name, hidden ones included; `keywords` is any part of the name (in any case)
    or exactly the id."""
    where = []
    wanted = keywords.strip()
    if wanted:
        by_name = func.lower(brands.c.name).contains(wanted.lower(), autoescape=True)
        by_id = brands.c.brand_id == int(wanted) if wanted.isdigit() and len(wanted) < 10 else None
        where.append(or_(by_name, by_id) if by_id is not None else by_name)
    total = connection.execute(select(func.count()).select_from(brands).where(*where)).scalar()
    rows = connection.execute(
        select(brands)
        .where(*where)
        .order_by(func.lower(brands.c.name), brands.c.brand_id)
        .limit(page_size)
        .offset(page_offset(page, page_size))
    ).all()
    return Paged([_brand_entry(row) for row in rows], int(total or 0), page, page_size)


def _brand_entry(row: Any) -> BrandEntry:
    return BrandEntry(
        brand_id=int(row.brand_id),
        name=row.name,
        logo=upload_path(row.logo),
        logo_url=row.logo or brand_logo_url(int(row.brand_id)),
        visible=bool(row.visible),
    )


def stored_picture(path: str, generated: str) -> str:
    """The URL a row keeps for an icon or logo: the upload's, or the generated artwork's."""
    return upload_url(path) if path else generated
