"""A product description a seller saves (`console/goods/save`): the stored, sanitized text is
never over 100 KB (escaping grows a text: 100 KB of `<` would be stored as 400 KB), a text
nesting deeper than 32 levels is refused before the sanitizer runs, and no description costs a
save much more CPU than an ordinary one of the largest size, measured against that one in the
same run so that the bound holds on any machine.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.integration.api_client import ApiClient, User
from tests.integration.catalogue.seller_fixture import SellerCatalogue
from tests.integration.conftest import api, clock, reviewer
from tests.integration.orders.conftest import Shop, shop

__all__ = ["api", "clock", "reviewer", "shop"]

LIMIT = 100 * 1024
ORDINARY_UNIT = "<p>Holds <b>1 litre</b>, <em>keeps</em> tea hot.</p><ul><li>steel</li></ul>"
ORDINARY = ORDINARY_UNIT * (LIMIT // len(ORDINARY_UNIT))
"""A well-formed description of nearly the largest size."""
TOO_DEEP = {
    "20,000 nested <div>": "<div>" * 20_000,
    "16,000 <div/> (a slash does not close an HTML div)": "<div/>" * 16_000,
    "2,000 bold tags reopened by each paragraph": "".join(
        f"<p><b id={n}></p>" for n in range(2_000)
    ),
    "33 levels": "<div>" * 33 + "x" + "</div>" * 33,
    "an end tag inside a comment": "<div><!--</div>-->" * 5_000,
    "an end tag inside an attribute": "<div title='</div>'>" * 5_000,
}
SHALLOW = {
    "32 levels": "<div>" * 32 + "x" + "</div>" * 32,
    "void elements, with and without a slash": "<p>" + "<br><br/><img src=x /><hr>" * 50 + "</p>",
    "self-closed SVG elements": "<svg>" + "<path d='M0 0'/>" * 100 + "</svg><p>text</p>",
    "paragraphs and list items left open": "<p>one" * 200 + "<ul>" + "<li>item" * 200 + "</ul>",
}
COSTLY = {
    **TOO_DEEP,
    "100 KB of '<'": "<" * LIMIT,
    "100 KB of '&'": "&" * LIMIT,
    "10,000 bold tags left open in paragraphs": "<p><b></p>" * 10_000,
}


@pytest.fixture
def seller(shop: Shop) -> User:
    return shop.seller(1)


def _save(api: ApiClient, seller: User, description: str) -> dict[str, Any]:
    form = SellerCatalogue(api).form(seller, description_html=description)
    return api.call("console/goods/save", seller, **form)


def _stored(api: ApiClient, seller: User, answer: dict[str, Any]) -> str:
    assert answer["code"] == 0, answer
    detail = SellerCatalogue(api).detail(seller, answer["data"]["shop_goods_id"])
    stored: str = detail["description_html"]
    return stored


def test_the_stored_sanitized_description_is_never_over_100_kb(
    api: ApiClient, seller: User
) -> None:
    refused = _save(api, seller, "<" * LIMIT)
    assert (refused["code"], refused["data"]) == (102, {"field": "description_html"})
    fits = "&" * (LIMIT // len("&amp;"))
    assert len(_stored(api, seller, _save(api, seller, fits)).encode()) == LIMIT
    one_more = _save(api, seller, fits + "&")
    assert (one_more["code"], one_more["data"]) == (102, {"field": "description_html"})


def test_a_description_nesting_deeper_than_32_levels_is_refused(
    api: ApiClient, seller: User
) -> None:
    answers = {name: _save(api, seller, text) for name, text in TOO_DEEP.items()}
    assert {
        name: answer
        for name, answer in answers.items()
        if (answer["code"], answer["data"]) != (102, {"field": "description_html"})
    } == {}


def test_void_and_self_closing_elements_open_no_level(api: ApiClient, seller: User) -> None:
    answers = {name: _save(api, seller, text) for name, text in SHALLOW.items()}
    assert {name: answer for name, answer in answers.items() if answer["code"] != 0} == {}


def _cpu_seconds(api: ApiClient, seller: User, description: str) -> float:
    """The least CPU, of three, this process spends on one save (its threads included)."""
    form = SellerCatalogue(api).form(seller, description_html=description)
    spent = []
    for _ in range(3):
        started = time.process_time()
        api.call("console/goods/save", seller, **form)
        spent.append(time.process_time() - started)
    return min(spent)


def test_no_description_costs_a_save_much_more_than_an_ordinary_one(
    api: ApiClient, seller: User
) -> None:
    ordinary = _cpu_seconds(api, seller, ORDINARY)
    costs = {name: _cpu_seconds(api, seller, text) for name, text in COSTLY.items()}
    ratios = {name: round(cost / ordinary, 2) for name, cost in costs.items()}
    assert {name: ratio for name, ratio in ratios.items() if ratio > 4} == {}, ratios
