"""The Category and Brand aggregates: their rules, what each save records, and that a replay
gives back the same state (in memory, no I/O)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from application.bazaar import Bazaar
from domain.catalogue_structure import Brand, Category
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.languages import LANGUAGES
from domain.staff_actions import ActionKind, RecordedAction

AT = datetime(2027, 1, 12, 9, 0, tzinfo=UTC)
NAMES = {code: f"Garden {code}" for code in LANGUAGES}
SEEDED = {"names": NAMES, "parent_id": 21, "icon": "", "sort": 2, "visible": True}


def save(category: Category, **changes: Any) -> bool:
    fields: dict[str, Any] = {
        "actor_uid": 7,
        "names": NAMES,
        "parent_id": 21,
        "icon": "",
        "sort": 2,
        "visible": True,
        "parent_ancestry": [21],
        "subtree_height": 1,
        "at": AT,
    }
    return category.save(**(fields | changes))


def recorded(aggregate: Category | Brand) -> list[RecordedAction]:
    """The actions recorded since it was started (its `Created` left out)."""
    events = aggregate.collect_events()[1:]
    assert all(isinstance(event, RecordedAction) for event in events)
    return [event for event in events if isinstance(event, RecordedAction)]


def refused_field(action: Any) -> str | None:
    with pytest.raises(BusinessRuleViolation) as refusal:
        action()
    assert refusal.value.code == ErrorCode.BAD_PARAMETER
    return refusal.value.field


def test_a_new_category_records_every_field_and_an_existing_one_only_what_changed() -> None:
    new = Category(61, {})
    seeded = Category(22, SEEDED)

    assert save(new, parent_id=None, parent_ancestry=[], visible=False)
    assert save(seeded, sort=5, visible=False)

    [added] = recorded(new)
    assert (added.kind, added.target, added.actor_uid) == ("category_saved", "category:61", 7)
    assert added.before == {}
    assert added.after == {
        "names": NAMES,
        "parent_id": None,
        "icon": "",
        "sort": 2,
        "visible": False,
    }
    [changed] = recorded(seeded)
    assert (changed.before, changed.after) == (
        {"sort": 2, "visible": True},
        {"sort": 5, "visible": False},
    )
    assert changed.kind == ActionKind.CATEGORY_SAVED


def test_a_save_that_changes_nothing_records_nothing() -> None:
    seeded = Category(22, SEEDED)

    assert not save(seeded)
    assert len(seeded.collect_events()) == 1  # only the start


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"names": {code: n for code, n in NAMES.items() if code != "th"}}, "names"),
        ({"names": NAMES | {"de": "Garten"}}, "names"),
        ({"names": NAMES | {"es": " \t "}}, "names"),
        ({"names": NAMES | {"ru": "я" * 65}}, "names"),
        ({"sort": -1}, "sort"),
        ({"sort": 10_000}, "sort"),
        ({"icon": "x" * 256}, "icon"),
        ({"parent_id": 22, "parent_ancestry": [22]}, "parent_id"),
        ({"parent_id": 40, "parent_ancestry": [40, 22, 21]}, "parent_id"),
        ({"parent_id": 40, "parent_ancestry": [40, 38], "subtree_height": 2}, "parent_id"),
    ],
)
def test_a_category_breaking_a_rule_is_refused_naming_the_field(
    changes: dict[str, Any], field: str
) -> None:
    seeded = Category(22, SEEDED)

    assert refused_field(lambda: save(seeded, **changes)) == field
    assert len(seeded.collect_events()) == 1


def test_names_are_trimmed_and_kept_in_the_languages_order() -> None:
    category = Category(61, {})
    backwards = {code: f" {NAMES[code]} " for code in reversed(LANGUAGES)}

    save(category, names=backwards)

    assert list(category.fields["names"].items()) == list(NAMES.items())


def test_a_brand_keeps_its_name_unique_and_records_its_changes() -> None:
    brand = Brand(29, {"name": "Hearthstone", "logo": "", "visible": True})

    assert (
        refused_field(
            lambda: brand.save(
                actor_uid=7, name="Tidewave", logo="", visible=True, name_taken=True, at=AT
            )
        )
        == "name"
    )
    assert (
        refused_field(
            lambda: brand.save(
                actor_uid=7, name=" ", logo="", visible=True, name_taken=False, at=AT
            )
        )
        == "name"
    )
    assert brand.save(
        actor_uid=7, name="Hearthstone", logo="", visible=False, name_taken=False, at=AT
    )

    [hidden] = recorded(brand)
    assert (hidden.kind, hidden.target) == ("brand_saved", "brand:29")
    assert (hidden.before, hidden.after) == ({"visible": True}, {"visible": False})


def test_a_replayed_category_has_the_state_its_saves_left() -> None:
    app = Bazaar(env={"PERSISTENCE_MODULE": "eventsourcing.popo"})
    category = Category(61, {})
    save(category)
    save(category, sort=9, names=NAMES | {"en": "Garden tools"})
    app.save(category)

    replayed: Category = app.repository.get(Category.create_id(61))

    assert replayed.fields == category.fields
    assert replayed.fields["sort"] == 9 and replayed.fields["names"]["en"] == "Garden tools"
    assert Category.create_id(61) != Brand.create_id(61)
