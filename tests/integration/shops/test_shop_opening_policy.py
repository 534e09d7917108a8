"""The `shop_opening` policy on both stores: an approval opens one shop and grants one role,
from the policy's own position; rebuilding the read models never acts again."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from application.accounts.tables import user_roles
from application.catalogue.tables import catalogue_version, shops
from application.shops.opening import POLICY_NAME
from domain.shop_application import ShopApplication, ShopForm
from infra.bootstrap import Container
from projections.positions import table_checksum
from projections.shop_applications import shop_applications

FORM = ShopForm("Attic", "Ann Lee", "+1 555 0100", "front.png", "back.png", agree=True)


def applied(container: Container, email: str) -> tuple[int, ShopApplication]:
    uid = container.accounts.ensure_user(email, "secret-1", "applicant")
    application = ShopApplication.submit(uid, None, FORM, container.clock())
    container.application.save(application)
    return uid, application


def approve(container: Container, application: ShopApplication) -> int:
    application.approve(999, "welcome", container.clock())
    return container.application.save(application)[-1].notification.id


def effects(container: Container, uid: int) -> tuple[list[int], int, int]:
    """The user's shops, their seller role rows and the catalogue's version."""
    with container.engine.connect() as connection:
        owned = list(connection.execute(select(shops.c.shop_id).where(shops.c.owner_uid == uid)))
        roles = connection.execute(
            select(func.count())
            .select_from(user_roles)
            .where(user_roles.c.uid == uid, user_roles.c.role == "seller")
        ).scalar_one()
        version = connection.execute(select(catalogue_version.c.version)).scalar_one()
    return [int(shop_id) for (shop_id,) in owned], int(roles), int(version)


def test_an_approval_opens_one_shop_and_rebuilding_every_read_model_opens_none(
    container: Container,
) -> None:
    uid, application = applied(container, "ann@bazaar.test")
    approve(container, application)
    container.runner.catch_up_all()
    opened = effects(container, uid)
    assert len(opened[0]) == 1 and opened[1] == 1
    positions = container.runner.positions()
    with container.engine.connect() as connection:
        live = table_checksum(connection, shop_applications)

    for projection in container.runner.projections.values():
        container.runner.rebuild(projection)

    assert POLICY_NAME not in container.runner.projections
    assert effects(container, uid) == opened, "no second shop, role or catalogue version bump"
    assert container.runner.positions()[POLICY_NAME] == positions[POLICY_NAME]
    with container.engine.connect() as connection:
        assert table_checksum(connection, shop_applications) == live
    shown = container.shop_applications.latest_for(uid)
    assert shown is not None and (shown.status, shown.shop_id) == ("success", opened[0][0])


def test_a_policy_is_never_rebuilt(container: Container) -> None:
    for policy in container.runner.policies.values():
        with pytest.raises(ValueError, match="policy"):
            container.runner.rebuild(policy)  # type: ignore[arg-type]


def test_the_policy_moves_its_own_position_apart_from_the_read_model(
    container: Container,
) -> None:
    uid, application = applied(container, "ann@bazaar.test")
    read_model = container.runner.projections["shop_applications"]
    policy = container.runner.policies[POLICY_NAME]
    container.runner.catch_up(read_model)
    submitted_at = container.runner.positions()["shop_applications"]

    approved_at = approve(container, application)
    container.runner.catch_up(policy)

    positions = container.runner.positions()
    assert positions[POLICY_NAME] == approved_at
    assert positions["shop_applications"] == submitted_at < approved_at
    assert len(effects(container, uid)[0]) == 1, "the policy opened the shop on its own"
    waiting = container.shop_applications.latest_for(uid)
    assert waiting is not None and waiting.status == "wait", "the read model has not moved"

    container.runner.catch_up(read_model)

    assert container.runner.positions()["shop_applications"] == approved_at
    assert container.runner.positions()[POLICY_NAME] == approved_at
    assert len(effects(container, uid)[0]) == 1
    container.runner.catch_up(policy)
    assert effects(container, uid)[1] == 1
