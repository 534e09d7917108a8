"""The ShopApplication aggregate's rules, in memory."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest

from domain.errors import BusinessRuleViolation, ErrorCode
from domain.review import ReviewStatus
from domain.shop_application import ShopApplication, ShopForm

AT = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)
FORM = ShopForm(
    shop_name=" Ann's Attic ",
    real_name="Ann Lee",
    phone="+1 555 0100",
    id_front_image="2026/11/front.png",
    id_back_image="2026/11/back.png",
    agree=True,
)


def refusal(action: object) -> BusinessRuleViolation:
    with pytest.raises(BusinessRuleViolation) as caught:
        assert callable(action)
        action()
    return caught.value


def test_a_first_application_waits_for_review_with_trimmed_fields() -> None:
    application = ShopApplication.submit(7, None, FORM, AT)

    assert (application.status, application.number, application.shop_name) == (
        ReviewStatus.WAIT,
        1,
        "Ann's Attic",
    )
    assert application.id == ShopApplication.create_id(7, 1)
    assert isinstance(application.collect_events()[0], ShopApplication.Submitted)


def test_every_field_is_required() -> None:
    blanks: dict[str, ShopForm] = {
        "shop_name": replace(FORM, shop_name=" "),
        "real_name": replace(FORM, real_name=""),
        "phone": replace(FORM, phone=" "),
        "id_front_image": replace(FORM, id_front_image=""),
        "id_back_image": replace(FORM, id_back_image=" "),
    }
    for field, form in blanks.items():
        error = refusal(lambda form=form: ShopApplication.submit(7, None, form, AT))
        assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, field)


def test_the_agreement_must_be_ticked_with_its_own_message() -> None:
    error = refusal(lambda: ShopApplication.submit(7, None, replace(FORM, agree=False), AT))

    assert (error.code, error.field, error.catalogue_key) == (
        ErrorCode.BAD_PARAMETER,
        "agree",
        "102.agreement",
    )


def test_no_new_application_while_one_waits_or_after_an_approval() -> None:
    waiting = ShopApplication.submit(7, None, FORM, AT)
    approved = ShopApplication.submit(8, None, FORM, AT)
    approved.approve(1, "", AT)

    for previous in (waiting, approved):
        error = refusal(lambda previous=previous: ShopApplication.submit(7, previous, FORM, AT))
        assert error.code == ErrorCode.SHOP_APPLICATION_SUBMITTED


def test_a_rejected_application_allows_the_next_one_under_the_next_number() -> None:
    first = ShopApplication.submit(7, None, FORM, AT)
    first.reject(1, "blurred picture", AT)

    second = ShopApplication.submit(7, first, FORM, AT)

    assert (first.status, first.remark) == (ReviewStatus.ERROR, "blurred picture")
    assert (second.number, second.id) == (2, ShopApplication.create_id(7, 2))


def test_a_rejection_needs_a_remark_and_an_approval_does_not() -> None:
    application = ShopApplication.submit(7, None, FORM, AT)

    error = refusal(lambda: application.reject(1, "  ", AT))
    application.approve(1, "", AT)

    assert (error.code, error.field) == (ErrorCode.BAD_PARAMETER, "remark")
    assert application.status == ReviewStatus.SUCCESS


def test_a_decided_application_cannot_be_decided_again() -> None:
    application = ShopApplication.submit(7, None, FORM, AT)
    application.approve(1, "welcome", AT)

    for decide in (application.approve, application.reject):
        error = refusal(lambda decide=decide: decide(2, "again", AT))
        assert error.code == ErrorCode.STATE_FORBIDS
    assert len(application.collect_events()) == 2


def test_a_user_who_owns_a_shop_cannot_apply_for_another() -> None:
    error = refusal(lambda: ShopApplication.submit(7, None, FORM, AT, owns_shop=True))
    assert error.code == ErrorCode.SHOP_APPLICATION_SUBMITTED


def test_nobody_decides_their_own_shop_application() -> None:
    application = ShopApplication.submit(7, None, FORM, AT)
    application.collect_events()

    approve = refusal(lambda: application.approve(7, "", AT))
    reject = refusal(lambda: application.reject(7, "never mind", AT))

    assert (approve.code, approve.catalogue_key) == (ErrorCode.PROHIBITED, "111.own_application")
    assert reject.code == ErrorCode.PROHIBITED
    assert application.collect_events() == []
    assert application.status == ReviewStatus.WAIT
