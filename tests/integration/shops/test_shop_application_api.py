"""`mine/shop/*` and `console/shop_application/*` on both stores: applying, the reviewers'
queue and decisions, and what the applicant's account shows afterwards."""

from __future__ import annotations

from sqlalchemy import insert, select

from application.accounts.tables import user_roles
from application.catalogue.tables import shops
from domain.wallet import Wallet
from projections.positions import table_checksum
from projections.shop_applications import projection as shop_applications_projection
from projections.shop_applications import shop_applications
from tests.integration.api_client import ApiClient, User
from tests.integration.shops.conftest import Merchants
from tests.integration.wallet.steps import fund

AGREEMENT_MESSAGE = "Please agree to the seller's contract before submitting your application"


def test_a_shopper_applies_and_sees_the_application_waiting(
    api: ApiClient, merchants: Merchants, applicant: User
) -> None:
    assert api.data("mine/shop/info", applicant) is None
    assert merchants.user_info(applicant)["shop_state"] == 0

    application_id = merchants.applied(applicant)

    info = api.data("mine/shop/info", applicant)
    assert info["application_id"] == application_id
    assert (info["shop_name"], info["real_name"], info["phone"]) == (
        "Ann's Attic",
        "Ann Lee",
        "+1 555 0100",
    )
    assert info["status"] == "wait"
    assert info["id_front_image_url"].startswith("/uploads/")
    assert info["id_back_image_url"].startswith("/uploads/")
    assert info["shop_id"] is None
    user_info = merchants.user_info(applicant)
    assert (user_info["shop_state"], user_info["shop_token"]) == (2, "")


def test_every_field_is_required_and_the_agreement_must_be_ticked(
    api: ApiClient, merchants: Merchants, applicant: User
) -> None:
    for field in ("shop_name", "real_name", "phone", "id_front_image", "id_back_image"):
        answer = merchants.apply(applicant, **{field: "  "})
        assert (answer["code"], answer["data"]) == (102, {"field": field}), field
    too_long = merchants.apply(applicant, shop_name="x" * 81)
    assert (too_long["code"], too_long["data"]) == (102, {"field": "shop_name"})

    refused = merchants.apply(applicant, agree=False)

    assert (refused["code"], refused["data"]) == (102, {"field": "agree"})
    assert refused["msg"] == AGREEMENT_MESSAGE
    assert api.data("mine/shop/info", applicant) is None


def test_images_uploaded_by_someone_else_are_refused(
    api: ApiClient, merchants: Merchants, applicant: User
) -> None:
    stranger = api.sign_in("sly@bazaar.test")
    foreign = api.upload(stranger)

    front = merchants.apply(applicant, id_front_image=foreign)
    back = merchants.apply(applicant, id_back_image="never/uploaded.png")

    assert (front["code"], front["data"]) == (102, {"field": "id_front_image"})
    assert (back["code"], back["data"]) == (102, {"field": "id_back_image"})


def test_the_id_pictures_become_private_when_the_application_is_filed(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    form = merchants.form(applicant)
    pictures = [form["id_front_image"], form["id_back_image"]]
    assert [api.client.get(f"/uploads/{p}").status_code for p in pictures] == [200, 200]

    assert api.call("mine/shop/apply", applicant, **form)["code"] == 0

    stranger = api.sign_in("sly@bazaar.test")
    for picture in pictures:
        url = f"/uploads/{picture}"
        assert api.client.get(url).status_code == 404
        assert api.client.get(f"{url}?sid={stranger.sid}").status_code == 404
        for reader in (applicant, reviewer):
            answer = api.client.get(f"{url}?sid={reader.sid}")
            assert answer.status_code == 200
            assert answer.headers["cache-control"] == "private, no-store"


def test_guests_cannot_apply(api: ApiClient) -> None:
    answer = api.call(
        "mine/shop/apply",
        None,
        shop_name="Shop",
        real_name="Guest",
        phone="1",
        id_front_image="a.png",
        id_back_image="b.png",
        agree=True,
    )
    assert answer["code"] == 101
    assert api.call("mine/shop/info", None)["code"] == 101


def test_a_second_application_while_one_waits_is_refused(
    merchants: Merchants, applicant: User
) -> None:
    merchants.applied(applicant)

    answer = merchants.apply(applicant, shop_name="Another")

    assert answer["code"] == 10501
    assert answer["msg"] == "Shop application has been submitted"


def test_a_user_who_already_owns_a_shop_cannot_apply(
    api: ApiClient, merchants: Merchants, applicant: User
) -> None:
    with api.container.engine.begin() as connection:
        connection.execute(
            insert(shops).values(owner_uid=applicant.uid, name="Old", created_at=api.clock())
        )

    assert merchants.apply(applicant)["code"] == 10501
    assert merchants.user_info(applicant)["shop_state"] == 1


def test_a_rejection_shows_the_reason_and_allows_a_new_application(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    first = merchants.applied(applicant)
    no_reason = api.call("console/shop_application/reject", reviewer, application_id=first)
    assert no_reason["code"] == 102
    blank = api.call("console/shop_application/reject", reviewer, application_id=first, remark="  ")
    assert (blank["code"], blank["data"]) == (102, {"field": "remark"})

    api.data(
        "console/shop_application/reject",
        reviewer,
        application_id=first,
        remark="The ID picture is blurred",
    )

    info = api.data("mine/shop/info", applicant)
    assert (info["status"], info["remark"]) == ("error", "The ID picture is blurred")
    assert merchants.user_info(applicant)["shop_state"] == 3
    second = merchants.applied(applicant, shop_name="Ann's Second Attic")
    assert second != first
    info = api.data("mine/shop/info", applicant)
    assert (info["application_id"], info["status"]) == (second, "wait")
    assert merchants.user_info(applicant)["shop_state"] == 2


def test_an_approval_opens_the_shop_and_makes_the_applicant_a_seller(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    application_id = merchants.applied(applicant)

    api.data(
        "console/shop_application/approve", reviewer, application_id=application_id, remark="ok"
    )

    with api.container.engine.connect() as connection:
        shop = connection.execute(select(shops).where(shops.c.owner_uid == applicant.uid)).one()
        roles = set(
            connection.execute(
                select(user_roles.c.role).where(user_roles.c.uid == applicant.uid)
            ).scalars()
        )
    assert shop.name == "Ann's Attic"
    assert roles == {"seller"}
    info = api.data("mine/shop/info", applicant)
    assert (info["status"], info["shop_id"], info["remark"]) == ("success", shop.shop_id, "ok")
    user_info = merchants.user_info(applicant)
    assert user_info["shop_state"] == 1
    assert user_info["shop_token"]
    assert user_info["seller_url"] == f"{api.container.settings.public_url}/console"
    assert "seller" in user_info["roles"]
    assert api.data("mall/shop/detail", None, shop_id=shop.shop_id)["name"] == "Ann's Attic"
    assert merchants.apply(applicant)["code"] == 10501


def test_a_decided_application_cannot_be_decided_again(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    application_id = merchants.applied(applicant)
    api.data("console/shop_application/approve", reviewer, application_id=application_id)

    again = api.call("console/shop_application/approve", reviewer, application_id=application_id)
    rejected = api.call(
        "console/shop_application/reject", reviewer, application_id=application_id, remark="no"
    )

    assert (again["code"], rejected["code"]) == (108, 108)
    assert len(merchants.shops_of(applicant)) == 1


def test_unknown_applications_are_not_found(api: ApiClient, reviewer: User) -> None:
    for application_id in ("0" * 32, "not-an-id"):
        answer = api.call(
            "console/shop_application/approve", reviewer, application_id=application_id
        )
        assert answer["code"] == 103, application_id


def test_a_wallet_id_is_not_taken_for_an_application(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    fund(api, applicant, 1_000, reviewer)
    wallet_id = Wallet.create_id(applicant.uid).hex
    answer = api.call("console/shop_application/approve", reviewer, application_id=wallet_id)
    assert answer["code"] == 103


def test_the_queue_lists_applications_with_the_applicant(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    other = api.sign_in("cal@bazaar.test")
    first = merchants.applied(applicant)
    api.clock.advance(seconds=1)
    second = merchants.applied(other, shop_name="Cal's Corner")
    api.data("console/shop_application/approve", reviewer, application_id=second)

    waiting = api.data("console/shop_application/list", reviewer)
    decided = api.data("console/shop_application/list", reviewer, status="success")

    assert [item["application_id"] for item in waiting["list"]] == [first]
    row = waiting["list"][0]
    assert (row["uid"], row["email"], row["nickname"]) == (applicant.uid, "ann@bazaar.test", "ann")
    assert (row["shop_name"], row["real_name"], row["phone"]) == (
        "Ann's Attic",
        "Ann Lee",
        "+1 555 0100",
    )
    assert row["id_front_image_url"].startswith("/uploads/")
    assert row["id_back_image_url"].startswith("/uploads/")
    assert (row["status"], row["review_time"]) == ("wait", None)
    assert waiting["total"] == 1
    assert [item["application_id"] for item in decided["list"]] == [second]
    assert decided["list"][0]["review_time"] is not None
    assert decided["list"][0]["reviewer_uid"] == reviewer.uid


def test_only_reviewers_see_and_decide_applications(
    api: ApiClient, merchants: Merchants, applicant: User
) -> None:
    application_id = merchants.applied(applicant)
    shopper = api.sign_in("sly@bazaar.test")

    assert api.call("console/shop_application/list", shopper)["code"] == 111
    for decision in ("approve", "reject"):
        answer = api.call(
            f"console/shop_application/{decision}",
            applicant,
            application_id=application_id,
            remark="mine",
        )
        assert answer["code"] == 111, decision
    assert api.call("console/shop_application/list", None)["code"] == 101
    assert api.data("mine/shop/info", applicant)["status"] == "wait"


def test_a_rebuild_replays_the_same_rows_and_opens_no_second_shop(
    api: ApiClient, merchants: Merchants, applicant: User, reviewer: User
) -> None:
    rejected = merchants.applied(applicant)
    api.data("console/shop_application/reject", reviewer, application_id=rejected, remark="blurred")
    approved = merchants.applied(applicant)
    api.data("console/shop_application/approve", reviewer, application_id=approved)
    container = api.container
    with container.engine.connect() as connection:
        live = table_checksum(connection, shop_applications)

    container.runner.rebuild(shop_applications_projection)

    with container.engine.connect() as connection:
        assert table_checksum(connection, shop_applications) == live
    assert len(merchants.shops_of(applicant)) == 1
