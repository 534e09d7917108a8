"""A product's standing with the platform (`domain.listing_standing`): its rules, and each
action as the record shows it, saved and replayed on an in-memory store."""

from __future__ import annotations

from datetime import UTC, datetime
from uuid import UUID

import pytest
from eventsourcing.application import Application

from domain.errors import BusinessRuleViolation
from domain.listing_standing import ListingStanding
from domain.staff_actions import RecordedAction

AT = datetime(2027, 1, 12, 9, 30, tzinfo=UTC)
OPERATOR = 40
SHOP = 3
GOODS = 17


def standing() -> ListingStanding:
    return ListingStanding(goods_id=GOODS, shop_id=SHOP)


def refusal(action: object, *args: object) -> tuple[int, str | None, str | None]:
    with pytest.raises(BusinessRuleViolation) as refused:
        action(*args)  # type: ignore[operator]
    return int(refused.value.code), refused.value.context, refused.value.field


def test_one_standing_per_product_named_by_its_id() -> None:
    assert ListingStanding.create_id(GOODS) == standing().id
    assert ListingStanding.create_id(GOODS) != ListingStanding.create_id(GOODS + 1)


def test_taking_down_records_who_why_and_the_change_on_the_product() -> None:
    listing = standing()

    listing.take_down(OPERATOR, None, "Quokka Teapot", "  Counterfeit brand  ", AT)

    (event,) = [e for e in listing.collect_events() if isinstance(e, RecordedAction)]
    assert isinstance(event, ListingStanding.TakenDown)
    assert (event.actor_uid, event.kind, event.target, event.reason, event.at) == (
        OPERATOR,
        "product_taken_down",
        "goods:17",
        "Counterfeit brand",
        AT,
    )
    assert event.before == {"taken_down": False}
    assert event.after == {"taken_down": True, "takedown_reason": "Counterfeit brand"}
    assert (event.goods_id, event.goods_name) == (GOODS, "Quokka Teapot")
    assert (listing.taken_down, listing.takedown_reason) == (True, "Counterfeit brand")


def test_a_take_down_needs_a_reason_of_at_most_500_characters() -> None:
    listing = standing()

    assert refusal(listing.take_down, OPERATOR, None, "T", "   ", AT) == (102, None, "reason")
    assert refusal(listing.take_down, OPERATOR, None, "T", "x" * 501, AT) == (102, None, "reason")
    listing.take_down(OPERATOR, None, "T", "x" * 500, AT)


def test_taking_down_twice_or_restoring_what_is_not_taken_down_is_refused() -> None:
    listing = standing()

    assert refusal(listing.restore, OPERATOR, None, "T", "", AT)[0] == 108
    listing.take_down(OPERATOR, None, "T", "Unsafe", AT)
    assert refusal(listing.take_down, OPERATOR, None, "T", "Again", AT)[0] == 108
    listing.restore(OPERATOR, None, "T", "Fixed by the seller", AT)
    assert refusal(listing.restore, OPERATOR, None, "T", "", AT)[0] == 108


def test_restoring_records_the_reason_it_clears() -> None:
    listing = standing()
    listing.take_down(OPERATOR, None, "Teapot", "Unsafe", AT)

    listing.restore(OPERATOR + 1, None, "Teapot", "Certificate checked", AT)

    event = listing.collect_events()[-1]
    assert isinstance(event, ListingStanding.Restored)
    assert (event.actor_uid, event.kind, event.reason) == (
        OPERATOR + 1,
        "product_restored",
        "Certificate checked",
    )
    assert event.before == {"taken_down": True, "takedown_reason": "Unsafe"}
    assert event.after == {"taken_down": False}
    assert (listing.taken_down, listing.takedown_reason) == (False, "")


def test_an_operator_never_acts_on_a_product_of_their_own_shop() -> None:
    listing = standing()

    for action, args in (
        (listing.take_down, ("T", "Unsafe", AT)),
        (listing.restore, ("T", "", AT)),
        (listing.dismiss_report, ("T", (5, True), "", AT)),
    ):
        assert refusal(action, OPERATOR, SHOP, *args) == (111, "own_listing", None)
    listing.take_down(OPERATOR, SHOP + 1, "T", "Unsafe", AT)


def test_a_dismissal_names_its_report_and_closes_it_once() -> None:
    listing = standing()

    listing.dismiss_report(OPERATOR, None, "Teapot", (5, True), "Looks fine", AT)

    event = listing.collect_events()[-1]
    assert isinstance(event, ListingStanding.ReportDismissed)
    assert (event.kind, event.target, event.reason, event.report_id) == (
        "report_dismissed",
        "goods:17",
        "Looks fine",
        5,
    )
    assert event.before == {"report_id": 5, "report_status": "open"}
    assert event.after == {"report_id": 5, "report_status": "dismissed"}
    assert refusal(listing.dismiss_report, OPERATOR, None, "T", (5, True), "", AT)[0] == 108
    assert refusal(listing.dismiss_report, OPERATOR, None, "T", (6, False), "", AT)[0] == 108
    assert refusal(listing.dismiss_report, OPERATOR, None, "T", (7, True), "x" * 501, AT) == (
        102,
        None,
        "remark",
    )


def test_no_report_is_dismissed_while_the_product_is_taken_down() -> None:
    listing = standing()
    listing.take_down(OPERATOR, None, "T", "Unsafe", AT)

    assert refusal(listing.dismiss_report, OPERATOR, None, "T", (5, True), "", AT)[0] == 108


def test_the_standing_replays_from_its_events() -> None:
    app: Application[UUID] = Application()
    listing = standing()
    listing.take_down(OPERATOR, None, "T", "Unsafe", AT)
    listing.restore(OPERATOR, None, "T", "", AT)
    listing.dismiss_report(OPERATOR, None, "T", (9, True), "", AT)
    listing.take_down(OPERATOR, None, "T", "Unsafe again", AT)
    app.save(listing)

    replayed: ListingStanding = app.repository.get(listing.id)

    assert (replayed.goods_id, replayed.shop_id) == (GOODS, SHOP)
    assert (replayed.taken_down, replayed.takedown_reason, replayed.dismissed) == (
        True,
        "Unsafe again",
        [9],
    )
