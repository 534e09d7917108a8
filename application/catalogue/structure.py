"""The operator's use cases on the catalogue's structure: the category tree and the brands.

Each save loads (or starts) the category's or brand's aggregate, lets it decide and records the
action; the catalogue's tables follow from the record (`structure_policy`), brought up to the
save before the answer, so the console and the storefront show the change at once."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

from eventsourcing.domain import Aggregate
from sqlalchemy import Engine

from application.bazaar import Bazaar, retry_on_conflict
from application.catalogue import structure_queries as queries
from application.catalogue.structure_policy import POLICY_NAME
from application.catalogue.structure_queries import (
    BrandEntry,
    CategoryEntry,
    brand_fields,
    category_fields,
)
from application.ports import Clock, ProjectionWait
from application.site.uploads import ImageUploads
from domain.catalogue_structure import Brand, Category
from domain.errors import BusinessRuleViolation, ErrorCode
from projections.paging import Paged
from projections.staff_actions import projection as staff_actions

A = TypeVar("A", bound=Aggregate)


@dataclass(frozen=True)
class CategoryForm:
    category_id: int | None
    """None (or 0) for a new category."""
    parent_id: int | None
    """None (or 0) for a level-one category."""
    names: Mapping[str, str]
    icon: str
    sort: int
    visible: bool
    reason: str = ""
    """Why, for the record (optional)."""


@dataclass(frozen=True)
class BrandForm:
    brand_id: int | None
    name: str
    logo: str
    visible: bool
    reason: str = ""


def _not_found(field: str) -> BusinessRuleViolation:
    return BusinessRuleViolation(ErrorCode.NOT_FOUND, field=field)


class CatalogueStructure:
    """The category tree and the brands, as the platform's operators keep them."""

    def __init__(
        self,
        application: Bazaar,
        engine: Engine,
        clock: Clock,
        uploads: ImageUploads,
        await_projections: ProjectionWait,
        catalogue_changed: Callable[[], None],
    ) -> None:
        self.application = application
        self.engine = engine
        self.clock = clock
        self.uploads = uploads
        self.await_projections = await_projections
        self.catalogue_changed = catalogue_changed
        """Tells this process's catalogue cache at once (others notice the version bump)."""

    # -- reading ---------------------------------------------------------------------------

    def category_tree(self) -> list[CategoryEntry]:
        """The whole tree, hidden categories included, level-one categories first."""
        with self.engine.connect() as connection:
            return queries.category_tree(queries.category_rows(connection))

    def brands(self, keywords: str, page: int, page_size: int) -> Paged[BrandEntry]:
        """Every brand, hidden ones too, by name; `keywords` narrows by name or id."""
        with self.engine.connect() as connection:
            return queries.brands_page(connection, keywords, page, page_size)

    def shown(self, notification_id: int) -> None:
        """Returns once the catalogue's tables and the record show a save at `notification_id`
        (bounded), with this process's cached catalogue dropped: the storefront's menus, lists
        and search answer the change from the next call."""
        if notification_id:
            self.await_projections(notification_id, [POLICY_NAME, staff_actions.name])
        self.catalogue_changed()

    # -- saving ----------------------------------------------------------------------------

    @retry_on_conflict()
    def save_category(self, uid: int, form: CategoryForm) -> tuple[int, int]:
        """(the category's id, the notification id; 0 when nothing changed). 103 for an unknown
        `category_id` or `parent_id`; 102 from the category's rules, or `icon` for a picture
        that is not a public upload of the operator's own (nor the current one)."""
        with self.engine.connect() as connection:
            rows = queries.category_rows(connection)
            largest = queries.largest_category_id(connection)
        if form.category_id:
            category_id, row = form.category_id, rows.get(form.category_id)
            start = None if row is None else partial(Category, category_id, category_fields(row))
            category = self._existing(
                Category, Category.create_id(category_id), "category_id", start
            )
        else:
            category = Category(self._free_id(largest, Category.create_id), {})
        parent_id = form.parent_id or None
        if parent_id is not None and parent_id not in rows:
            raise _not_found("parent_id")
        changed = category.save(
            actor_uid=uid,
            names=form.names,
            parent_id=parent_id,
            icon=self._picture(uid, form.icon, category.fields.get("icon", ""), "icon"),
            sort=form.sort,
            visible=form.visible,
            reason=form.reason,
            parent_ancestry=queries.ancestry(rows, parent_id),
            subtree_height=queries.subtree_height(rows, category.category_id),
            at=self.clock(),
        )
        position = self.application.save_and_position(category) if changed else 0
        return category.category_id, position

    @retry_on_conflict()
    def save_brand(self, uid: int, form: BrandForm) -> tuple[int, int]:
        """(the brand's id, the notification id; 0 when nothing changed). 103 for an unknown
        `brand_id`; 102 `name` (1..80, no other brand's in any case) or `logo`."""
        with self.engine.connect() as connection:
            row = queries.brand_row(connection, form.brand_id) if form.brand_id else None
            largest = queries.largest_brand_id(connection)
        if form.brand_id:
            start_brand = None if row is None else partial(Brand, form.brand_id, brand_fields(row))
            brand = self._existing(Brand, Brand.create_id(form.brand_id), "brand_id", start_brand)
        else:
            brand = Brand(self._free_id(largest, Brand.create_id), {})
        with self.engine.connect() as connection:
            taken = queries.brand_name_taken(connection, form.name, brand.brand_id)
        changed = brand.save(
            actor_uid=uid,
            name=form.name,
            logo=self._picture(uid, form.logo, brand.fields.get("logo", ""), "logo"),
            visible=form.visible,
            name_taken=taken,
            at=self.clock(),
            reason=form.reason,
        )
        position = self.application.save_and_position(brand) if changed else 0
        return brand.brand_id, position

    # -- internals -------------------------------------------------------------------------

    def _existing(
        self, kind: type[A], aggregate_id: Any, field: str, start: Callable[[], A] | None
    ) -> A:
        """The stored aggregate, or one started from the table's row (`start`) when the thing
        predates the record; 103 `field` when neither exists."""
        stored = self.application.get_or_none(aggregate_id, kind)
        if stored is not None:
            return stored
        if start is None:
            raise _not_found(field)
        return start()

    def _free_id(self, largest: int, create_id: Callable[[int], Any]) -> int:
        """The next id after the tables' largest that no saved aggregate holds yet: a save the
        tables do not show yet keeps its id, and a concurrent new save that took this one
        makes ours collide, so the retry takes the next."""
        candidate = largest + 1
        while self.application.get_or_none(create_id(candidate), Aggregate) is not None:
            candidate += 1
        return candidate

    def _picture(self, uid: int, sent: str, current: str, field: str) -> str:
        """An icon's or logo's upload path: '' (the generated artwork), the current one, or a
        public upload of the operator's own; 102 `field` otherwise."""
        wanted = sent.strip()
        if not wanted or wanted == current or self.uploads.is_own(uid, wanted, public_only=True):
            return wanted
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)
