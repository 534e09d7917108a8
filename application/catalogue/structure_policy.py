"""Policy: the operators' saves of categories and brands written into the catalogue's tables.

The runner applies each save once, in the transaction that moves this policy's position. A
category is inserted (with a slug of its own) or updated from its aggregate as the save left it;
its level and `search_text` (its names and its ancestors', what search matches) are set again
for it and its whole subtree; when its visibility or its place changed, its subtree's products
are withheld or shown again (`withholding`). Every save bumps the catalogue's version, so each
process's menus, lists, search and first-view answers follow."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from sqlalchemy import Connection, insert, select, update

from application.bazaar import Bazaar
from application.catalogue import structure_queries as queries
from application.catalogue.media_urls import brand_logo_url, category_icon_url
from application.catalogue.tables import brands, categories, goods
from application.catalogue.withholding import recompute_withheld
from application.catalogue.writes import bump_version, demo_state
from domain.catalogue_structure import BRAND_NAME_MAX_LENGTH, Brand, Category
from projections.projection import EventHandler, Policy

POLICY_NAME = "catalogue_structure"
SLUG_MAX_LENGTH = 48
_MOVES_PRODUCTS = frozenset({"visible", "parent_id"})
"""What changes whether a category's products are shown."""


def write_category(connection: Connection, category: Category, changed: dict[str, Any]) -> None:
    """The category's row as its aggregate stands, with its subtree's levels, search texts
    and products' withholding made right."""
    fields, category_id = category.fields, category.category_id
    rows = queries.category_rows(connection)
    parent_id = fields["parent_id"] if fields["parent_id"] in rows else None
    values = {
        "parent_id": parent_id,
        "position": fields["sort"],
        "names": fields["names"],
        "icon": queries.stored_picture(fields["icon"], category_icon_url(category_id)),
        "visible": fields["visible"],
    }
    new = category_id not in rows
    if new:
        slug = _free_slug(connection, fields["names"].get("en", ""), category_id)
        connection.execute(
            insert(categories).values(
                category_id=category_id, level=1, slug=slug, search_text="", **values
            )
        )
    else:
        connection.execute(
            update(categories).where(categories.c.category_id == category_id).values(**values)
        )
    rows = queries.category_rows(connection)
    _relevel(connection, rows, category_id)
    if not new and _MOVES_PRODUCTS & changed.keys():
        subtree = queries.subtree_ids(rows, category_id)
        recompute_withheld(connection, goods.c.category_id.in_(subtree))
    bump_version(connection, *demo_state(connection))


def _relevel(connection: Connection, rows: dict[int, Any], category_id: int) -> None:
    """Each category of the subtree one level under its parent, and its search text its own
    names followed by its parent's search text."""
    parent_id = rows[category_id].parent_id
    parent = rows.get(parent_id) if parent_id is not None else None
    level = {parent_id: int(parent.level)} if parent is not None else {}
    trail = {parent_id: parent.search_text} if parent is not None else {}
    for current in queries.subtree_ids(rows, category_id):  # parents before children
        row = rows[current]
        level[current] = level.get(row.parent_id, 0) + 1
        trail[current] = " ".join([*dict(row.names).values(), trail.get(row.parent_id, "")])
        trail[current] = trail[current].strip()
        if (int(row.level), row.search_text) != (level[current], trail[current]):
            connection.execute(
                update(categories)
                .where(categories.c.category_id == current)
                .values(level=level[current], search_text=trail[current])
            )


def _free_slug(connection: Connection, english: str, category_id: int) -> str:
    """A slug from the English name (ASCII, dashed), made unique with the id when taken."""
    ascii_name = unicodedata.normalize("NFKD", english).encode("ascii", "ignore").decode()
    base = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:SLUG_MAX_LENGTH]
    base = base or "category"
    slug, tries = base, 0
    while connection.execute(select(categories.c.slug).where(categories.c.slug == slug)).first():
        tries += 1
        slug = f"{base}-{category_id}" if tries == 1 else f"{base}-{category_id}-{tries}"
    return slug


def write_brand(connection: Connection, brand: Brand) -> None:
    """The brand's row as its aggregate stands. Should another brand hold the name all the
    same (two new brands named alike at the same instant), this one keeps its id beside it."""
    fields, brand_id = brand.fields, brand.brand_id
    name = fields["name"]
    clash = connection.execute(
        select(brands.c.brand_id).where(brands.c.name == name, brands.c.brand_id != brand_id)
    ).first()
    values = {
        "name": _beside(name, brand_id) if clash else name,
        "logo": queries.stored_picture(fields["logo"], brand_logo_url(brand_id)),
        "visible": fields["visible"],
    }
    if queries.brand_row(connection, brand_id) is None:
        connection.execute(insert(brands).values(brand_id=brand_id, **values))
    else:
        connection.execute(update(brands).where(brands.c.brand_id == brand_id).values(**values))
    bump_version(connection, *demo_state(connection))


def _beside(name: str, brand_id: int) -> str:
    suffix = f" ({brand_id})"
    return name[: BRAND_NAME_MAX_LENGTH - len(suffix)] + suffix


def catalogue_structure(bazaar: Bazaar) -> Policy:
    """The policy; each save's handler reads its aggregate as that save left it."""

    def category_saved(connection: Connection, event: Any) -> None:
        category: Category = bazaar.repository.get(
            event.originator_id, version=event.originator_version
        )
        write_category(connection, category, event.after)

    def brand_saved(connection: Connection, event: Any) -> None:
        brand: Brand = bazaar.repository.get(event.originator_id, version=event.originator_version)
        write_brand(connection, brand)

    handlers: dict[type[Any], EventHandler] = {
        Category.Saved: category_saved,
        Brand.Saved: brand_saved,
    }
    return Policy(name=POLICY_NAME, handlers=handlers)
