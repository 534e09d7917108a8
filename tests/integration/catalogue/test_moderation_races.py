"""Moderation raced, on both stores: calls released together by a barrier. Two operators taking
the same product down record one take-down (the other is refused, 108) and close its reports
once; a shopper's report racing a take-down is either refused (the product is withheld) or
filed before it and closed by it, never left open on a taken-down product."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from application.catalogue.report_tables import product_reports
from tests.integration.api_client import ApiClient, User
from tests.integration.books.test_dispute_races import together
from tests.integration.catalogue.fixture import GOODS, seed_fixture_catalogue
from tests.integration.catalogue.moderation_steps import Moderation
from tests.integration.orders.conftest import Shop

PRODUCTS = [name for name, *_ in GOODS[:4]]


@pytest.fixture
def moderation(api: ApiClient) -> Moderation:
    seed_fixture_catalogue(api.container.engine)
    return Moderation(api, Shop(api))


def open_reports_of(moderation: Moderation, goods_id: int) -> int:
    with moderation.api.container.engine.connect() as connection:
        return int(
            connection.execute(
                select(func.count()).where(
                    product_reports.c.goods_id == goods_id, product_reports.c.status == "open"
                )
            ).scalar_one()
        )


def test_two_operators_taking_one_product_down_record_one_take_down(
    moderation: Moderation, api: ApiClient
) -> None:
    first, second = (api.sign_in(f"op{n}@bazaar.test", "operator") for n in (1, 2))
    shopper = api.sign_in("ann@bazaar.test")
    for name in PRODUCTS:
        goods_id = moderation.goods_id(name)
        moderation.reported(shopper, goods_id, "Fake")

        def take_down(operator: User, goods_id: int = goods_id) -> int:
            body = {"shop_goods_id": goods_id, "reason": f"By {operator.email}"}
            code: int = moderation.act("takedown", operator, **body)["code"]
            return code

        codes = together(first=lambda: take_down(first), second=lambda: take_down(second))

        assert sorted(codes.values()) == [0, 108], name
        actions = [a for a in moderation.record() if a.target == f"goods:{goods_id}"]
        assert len(actions) == 1, name
        assert moderation.flags(goods_id) == (True, True, actions[0].reason)
        assert open_reports_of(moderation, goods_id) == 0


def test_a_report_racing_a_take_down_is_refused_or_closed_by_it(
    moderation: Moderation, api: ApiClient
) -> None:
    operator = api.sign_in("op@bazaar.test", "operator")
    shopper = api.sign_in("ann@bazaar.test")
    for name in PRODUCTS:
        goods_id = moderation.goods_id(name)

        def take_down(goods_id: int = goods_id) -> int:
            body = {"shop_goods_id": goods_id, "reason": "Unsafe"}
            code: int = moderation.act("takedown", operator, **body)["code"]
            return code

        def report(goods_id: int = goods_id) -> int:
            code: int = moderation.report(shopper, goods_id, "Fake")["code"]
            return code

        results = together(take_down=take_down, report=report)

        assert results["take_down"] == 0
        assert results["report"] in (0, 103), name
        assert open_reports_of(moderation, goods_id) == 0, name
