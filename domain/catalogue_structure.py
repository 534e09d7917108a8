"""The catalogue's structure as the platform's operators keep it: the category tree and the
brands. Each category and each brand is an aggregate whose saves are recorded actions (who,
when, what changed), so the record shows every change to the storefront's menus.

A category or brand may predate the record (the demo's seeded ones): its aggregate then starts,
at its first save, from the row as the application found it (`Created.existing`), so the record's
`before` is what the storefront showed. The application writes the catalogue's tables from the
saves (`application/catalogue/structure_policy.py`) and passes in what the domain cannot know:
the parent's ancestry, how deep the category's subtree goes, whether a brand's name is taken."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any
from uuid import NAMESPACE_URL, UUID, uuid5

from eventsourcing.domain import Aggregate, event

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.languages import LANGUAGES
from domain.staff_actions import (
    ActionKind,
    RecordedAction,
    changed_fields,
    stated_reason,
    target_of,
)

CATEGORY_NAME_MAX_LENGTH = 64
BRAND_NAME_MAX_LENGTH = 80
PICTURE_MAX_LENGTH = 255
"""An icon's or a logo's upload path."""
SORT_MIN, SORT_MAX = 0, 9999
"""A category's place among its siblings: smaller first."""
MAX_DEPTH = 3
"""The storefront's menus show three levels: a category and its subtree fit in them."""


def _bad(field: str) -> BusinessRuleViolation:
    return BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field=field)


def checked_name(raw: str, field: str, max_length: int) -> str:
    """A name, trimmed: 1..`max_length` characters, no control characters; 102 `field`."""
    text = raw.strip()
    if not 0 < len(text) <= max_length or any(unicodedata.category(c) == "Cc" for c in text):
        raise _bad(field)
    return text


def checked_names(raw: Mapping[str, str]) -> dict[str, str]:
    """A category's names: one in each of the 9 languages and no other, each checked; 102
    `names` otherwise. Answered in the languages' order."""
    if set(raw) != set(LANGUAGES):
        raise _bad("names")
    return {code: checked_name(raw[code], "names", CATEGORY_NAME_MAX_LENGTH) for code in LANGUAGES}


def checked_picture(raw: str, field: str) -> str:
    """An icon's or logo's upload path ('' for the generated artwork), trimmed; 102 `field`."""
    text = raw.strip()
    if len(text) > PICTURE_MAX_LENGTH:
        raise _bad(field)
    return text


class Category(Aggregate):
    """One category of the tree: its names, parent, icon, place among its siblings and whether
    the storefront shows it (a hidden one hides its subtree and their products)."""

    class Created(Aggregate.Created):
        category_id: int
        existing: dict[str, Any]
        """The row's fields when the category predates the record; empty for a new one."""

    class Saved(RecordedAction):
        def apply(self, aggregate: Any) -> None:
            aggregate.fields.update(self.after)

    @staticmethod
    def create_id(category_id: int) -> UUID:
        """One aggregate per category id: two saves of a new id collide, and one is stored."""
        return uuid5(NAMESPACE_URL, f"category:{category_id}")

    @event(Created)
    def __init__(self, category_id: int, existing: dict[str, Any]) -> None:
        self.category_id = category_id
        self.fields: dict[str, Any] = dict(existing)

    @property
    def is_new(self) -> bool:
        """Whether it has never been saved (nor found in the tables)."""
        return not self.fields

    def save(
        self,
        *,
        actor_uid: int,
        names: Mapping[str, str],
        parent_id: int | None,
        icon: str,
        sort: int,
        visible: bool,
        parent_ancestry: Sequence[int],
        subtree_height: int,
        at: datetime,
        reason: str = "",
    ) -> bool:
        """Records the category as the operator saved it; False when nothing changed.

        `parent_ancestry` is the parent and its ancestors (empty at the top level) and
        `subtree_height` the levels the category and its descendants take (1 for a leaf).
        102 `names` (all 9 languages), `sort` (0..9999), `icon`, or `parent_id` for a parent
        that is the category itself or under it, or one too deep for the category's subtree;
        `reason` is optional (at most 500 characters, 102 `reason`)."""
        after = {
            "names": checked_names(names),
            "parent_id": parent_id,
            "icon": checked_picture(icon, "icon"),
            "sort": _checked_sort(sort),
            "visible": visible,
        }
        if parent_id == self.category_id or self.category_id in parent_ancestry:
            raise _bad("parent_id")
        if len(parent_ancestry) + subtree_height > MAX_DEPTH:
            raise _bad("parent_id")
        target = target_of("category", self.category_id)
        why = stated_reason(reason, required=False)
        return _recorded(self, ActionKind.CATEGORY_SAVED, target, actor_uid, after, at, why)


class Brand(Aggregate):
    """One brand: its name (unique), logo and whether the storefront's brand lists show it (a
    hidden brand's products stay on sale)."""

    class Created(Aggregate.Created):
        brand_id: int
        existing: dict[str, Any]
        """The row's fields when the brand predates the record; empty for a new one."""

    class Saved(RecordedAction):
        def apply(self, aggregate: Any) -> None:
            aggregate.fields.update(self.after)

    @staticmethod
    def create_id(brand_id: int) -> UUID:
        """One aggregate per brand id: two saves of a new id collide, and one is stored."""
        return uuid5(NAMESPACE_URL, f"brand:{brand_id}")

    @event(Created)
    def __init__(self, brand_id: int, existing: dict[str, Any]) -> None:
        self.brand_id = brand_id
        self.fields: dict[str, Any] = dict(existing)

    @property
    def is_new(self) -> bool:
        return not self.fields

    def save(
        self,
        *,
        actor_uid: int,
        name: str,
        logo: str,
        visible: bool,
        name_taken: bool,
        at: datetime,
        reason: str = "",
    ) -> bool:
        """Records the brand as the operator saved it; False when nothing changed. 102 `name`
        (1..80 characters, trimmed, and not another brand's: `name_taken`), `logo` or `reason`
        (optional, at most 500 characters)."""
        after = {
            "name": checked_name(name, "name", BRAND_NAME_MAX_LENGTH),
            "logo": checked_picture(logo, "logo"),
            "visible": visible,
        }
        if name_taken:
            raise _bad("name")
        target = target_of("brand", self.brand_id)
        why = stated_reason(reason, required=False)
        return _recorded(self, ActionKind.BRAND_SAVED, target, actor_uid, after, at, why)


def _recorded(
    aggregate: Category | Brand,
    kind: ActionKind,
    target: str,
    actor_uid: int,
    after: dict[str, Any],
    at: datetime,
    reason: str,
) -> bool:
    """Triggers the aggregate's `Saved` with the fields that changed (every one for a new
    category or brand); False, and nothing recorded, when none did."""
    before: dict[str, Any] = {}
    changed = dict(after)  # a new one's every field, a None or False one too
    if not aggregate.is_new:
        before, changed = changed_fields(aggregate.fields, after)
    if not changed:
        return False
    aggregate.trigger_event(
        aggregate.Saved,
        actor_uid=actor_uid,
        kind=kind.value,
        target=target,
        reason=reason,
        before=before,
        after=changed,
        at=at,
    )
    return True


def _checked_sort(sort: int) -> int:
    if not SORT_MIN <= sort <= SORT_MAX:
        raise _bad("sort")
    return sort
