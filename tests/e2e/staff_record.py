"""The auditor's side of the operators' journeys: each action the journey took is on the record
of staff actions, as the auditor's console lists it (who, what, on what, why, what changed)."""

from __future__ import annotations

from dataclasses import dataclass

from playwright.sync_api import Browser, Locator, ViewportSize, expect

from tests.e2e.test_money_journeys import expect_no_sideways_scroll
from tests.e2e.test_wallet_journeys import AUDITOR, signed_in


@dataclass(frozen=True)
class RecordedAction:
    """One line the auditor expects: the kind's label, its target, its actor's name and, when
    the action takes one, (part of) its reason."""

    kind: str
    label: str
    target: str
    actor: str
    reason: str | None = None


def _entry(record: Locator, action: RecordedAction) -> Locator:
    """The table's row on a desktop, the card on a phone, of the action's target (and reason)."""
    entries = record.locator("tr, li").filter(has_text=action.target)
    if action.reason is not None:
        entries = entries.filter(has_text=action.reason)
    return entries.filter(has_text=action.label).first


def auditor_reads_the_record(
    browser: Browser,
    server_url: str,
    viewport: ViewportSize | None,
    actions: list[RecordedAction],
) -> list[str]:
    """Signs in as the demo auditor, opens each action's kind on the record and checks its line;
    answers the lines as the screen shows them (for the issue's closing note)."""
    seen: list[str] = []
    with signed_in(browser, server_url, AUDITOR, viewport) as auditor:
        for action in actions:
            auditor.goto(f"/console/audit/actions?kind={action.kind}")
            record = auditor.get_by_label("Staff actions")
            entry = _entry(record, action)
            expect(entry).to_be_visible()
            expect(entry).to_contain_text(action.actor)
            if action.reason is not None:
                expect(entry).to_contain_text(action.reason)
            expect_no_sideways_scroll(auditor)
            seen.append(" | ".join(entry.inner_text().split("\n")))
    print("\n".join(f"record: {line}" for line in seen))
    return seen
