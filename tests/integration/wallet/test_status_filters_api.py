"""The lists filtered by a status take only the words of its vocabulary (`ReviewStatus`,
`OrderStatus`): any other word answers 102 naming `status`, and each word of it is accepted."""

from __future__ import annotations

import pytest

from domain.order_status import OrderStatus
from domain.review import ReviewStatus
from tests.integration.api_client import ApiClient, User

REVIEW_LISTS = ("console/recharge/list", "console/withdraw/list", "console/shop_application/list")
ORDER_LISTS = (("order/list", ()), ("console/order/list", ("seller",)))


@pytest.mark.parametrize("path", REVIEW_LISTS)
def test_a_review_queue_refuses_a_status_outside_its_vocabulary(
    api: ApiClient, reviewer: User, path: str
) -> None:
    answer = api.call(path, reviewer, status="approved")

    assert (answer["code"], answer["data"]) == (102, {"field": "status"})
    for status in ReviewStatus:
        assert api.data(path, reviewer, status=status.value)["list"] == []


@pytest.mark.parametrize(("path", "roles"), ORDER_LISTS)
def test_an_order_list_refuses_a_status_outside_its_vocabulary(
    api: ApiClient, path: str, roles: tuple[str, ...]
) -> None:
    user = api.sign_in("filter@bazaar.test", *roles)

    answer = api.call(path, user, status="paid")

    assert (answer["code"], answer["data"]) == (102, {"field": "status"})


def test_the_shoppers_order_list_takes_every_order_status(api: ApiClient, shopper: User) -> None:
    for status in OrderStatus:
        assert api.data("order/list", shopper, status=status.value)["list"] == []
