"""The record of staff actions follows every kind of action the domain declares."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import pytest

import domain
from domain.errors import BusinessRuleViolation
from domain.staff_actions import ActionKind, RecordedAction, changed_fields, stated_reason
from projections.staff_actions import RECORDED_ACTIONS


def _name(event_class: type[Any]) -> str:
    return f"{event_class.__module__}.{event_class.__qualname__}"


def _recorded_actions() -> set[str]:
    """Every RecordedAction the domain declares, by name (eventsourcing derives classes of its
    own from a declared event, under the same name)."""
    for module in pkgutil.iter_modules(domain.__path__):
        importlib.import_module(f"domain.{module.name}")
    found: set[str] = set()
    pending: list[type[Any]] = [RecordedAction]
    while pending:
        for subclass in pending.pop().__subclasses__():
            if "." in subclass.__qualname__:  # an event of an aggregate, not a shared base
                found.add(_name(subclass))
            pending.append(subclass)
    return found


def test_the_record_follows_every_recorded_action_the_domain_declares() -> None:
    declared = _recorded_actions()
    assert declared, "the domain declares staff actions"
    assert declared == {_name(action) for action in RECORDED_ACTIONS}, (
        "add each RecordedAction subclass to projections.staff_actions.RECORDED_ACTIONS"
    )


def test_kinds_are_distinct_words() -> None:
    assert len({kind.value for kind in ActionKind}) == len(ActionKind)


def test_a_save_records_only_the_fields_it_changed() -> None:
    before = {"name": "Tools", "sort": 3, "visible": True}
    after = {"name": "Garden tools", "sort": 3, "visible": False}
    assert changed_fields(before, after) == (
        {"name": "Tools", "visible": True},
        {"name": "Garden tools", "visible": False},
    )
    assert changed_fields({}, {"name": "New"}) == ({}, {"name": "New"})


def test_a_required_reason_is_trimmed_and_never_empty_or_too_long() -> None:
    assert stated_reason("  counterfeit goods ", required=True) == "counterfeit goods"
    assert stated_reason("", required=False) == ""
    for bad in ("   ", "x" * 501):
        with pytest.raises(BusinessRuleViolation) as refused:
            stated_reason(bad, required=True)
        assert refused.value.field == "reason"
