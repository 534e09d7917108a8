"""The /api conventions every call shares: envelope, languages, parameter errors, SPA fallback."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from infra.bootstrap import Container


def test_site_config_answers_every_field_of_the_spec(client: TestClient[Any]) -> None:
    answer = client.post("/api/system/config", json={}).json()
    assert answer["code"] == 0
    expected = {
        "site_name",
        "logo_url",
        "fav_icon_url",
        "default_language",
        "language_list",
        "currency_list",
        "recharge_list",
        "site_domain",
        "seller_domain",
        "third_customer_url",
        "merchant_customer_service_welcome",
        "inner_customer_service_welcome",
        "inner_customer_service_enable",
        "merchant_customer_service_enable",
        # Ours, beyond the spec: what the storefront's promises are written from.
        "free_shipping_from",
        "shipping_fee",
        "subscriber_discount_percent",
        "subscriber_discount_max",
        "countries_served",
        "cities_served",
        # Ours: the browser offers WalletConnect when the site has a project id.
        "walletconnect_project_id",
        # Ours: the carriers a seller ships with, each with its tracking page's template.
        "carriers",
    }
    assert set(answer["data"]) == expected
    assert [language["sn"] for language in answer["data"]["language_list"]] == [
        "en",
        "zh-CN",
        "th",
        "ar",
        "es",
        "hi",
        "it",
        "ru",
        "tr",
    ]
    methods = {m["method"]: m for m in answer["data"]["recharge_list"]}
    assert set(methods) == {"usdt_erc20", "usdt_trc20", "bank_transfer"}
    assert {key: methods["usdt_erc20"][key] for key in ("chain", "token", "chain_id")} == {
        "chain": "ethereum",
        "token": "USDT",
        "chain_id": 1,
    }
    assert methods["usdt_trc20"]["token_contract"] == "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
    assert methods["bank_transfer"]["chain"] is None
    assert answer["data"]["walletconnect_project_id"] is None


def test_malformed_json_is_a_parameter_error_not_a_transport_fault(
    client: TestClient[Any],
) -> None:
    response = client.post(
        "/api/user/login", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert response.status_code == 200
    assert response.json() == {"code": 102, "msg": "Error parameters", "data": {"field": "body"}}


def test_business_messages_follow_the_body_language_then_accept_language(
    client: TestClient[Any],
) -> None:
    body = {"email": "nobody@bazaar.test", "password": "whatever-1"}
    by_body = client.post("/api/user/login", json={**body, "language": "ru"}).json()
    assert (by_body["code"], by_body["msg"]) == (10202, "Не удалось войти")
    by_header = client.post(
        "/api/user/login",
        json={**body, "email": "other@bazaar.test"},
        headers={"Accept-Language": "tr-TR,tr;q=0.9"},
    ).json()
    assert by_header["msg"] == "Giriş başarısız"


def test_a_guest_calling_a_logged_in_call_gets_101(client: TestClient[Any]) -> None:
    answer = client.post("/api/mine/info", json={"sid": "g" * 32}).json()
    assert answer["code"] == 101
    assert answer["msg"] == "Please log in first"


def test_unknown_api_paths_are_404_and_other_paths_serve_the_single_page_app(
    client: TestClient[Any],
) -> None:
    assert client.post("/api/no/such/call", json={}).status_code == 404
    page = client.get("/user/profile")
    # Either the built index.html or, before a build, an explicit 503 telling how to build.
    assert page.status_code in {200, 503}
    if page.status_code == 200:
        assert page.headers["content-type"].startswith("text/html")
        assert '<div id="root"' in page.text


def test_the_openapi_document_is_served_and_matches_docs_api_md(
    client: TestClient[Any],
) -> None:
    from pathlib import Path

    from interfaces.http.api_docs import render_api_docs

    schema = client.get("/api/schema/openapi.json").json()
    assert "/api/user/login" in schema["paths"]
    committed = (Path(__file__).parents[3] / "docs" / "api.md").read_text(encoding="utf-8")
    assert committed == render_api_docs(schema), "docs/api.md is stale: run `bazaar api-docs`"


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("mall/goods/detail", {"id": 2**70}, "id"),
        ("mall/goods/comment/list", {"id": 2**64, "page": 1}, "id"),
        ("mall/goods/relate_hot_sale", {"id": 2**63}, "id"),
        ("mall/goods/relate_hot_recommend", {"id": 2**63}, "id"),
        ("mall/goods/list", {"page": 10**12}, "page"),
        ("mall/shop/detail", {"shop_id": 2**63}, "shop_id"),
        ("information/area/list", {"parent_id": 2**63, "level": 2}, "parent_id"),
    ],
)
def test_numbers_beyond_64_bits_are_parameter_errors_not_server_errors(
    client: TestClient[Any], path: str, body: dict[str, Any], field: str
) -> None:
    response = client.post(f"/api/{path}", json=body)
    assert response.status_code == 200
    assert response.json()["code"] == 102
    assert response.json()["data"] == {"field": field}


UNDECODABLE_BODIES = {
    "nested 1,000 deep": b"[" * 1000 + b"]" * 1000,
    "nested objects 5,000 deep": b'{"a":' * 5000 + b"1" + b"}" * 5000,
    "invalid UTF-8 in a string": b'{"keywords":"caf\xe9"}',
    "invalid UTF-8 in a log-in": b'{"email":"caf\xe9@bazaar.test","password":"x"}',
    "a lone surrogate escape": b'{"keywords":"\\ud800"}',
}


@pytest.mark.parametrize("path", ["mall/goods/list", "user/login", "mine/info"])
@pytest.mark.parametrize("body", UNDECODABLE_BODIES.values(), ids=UNDECODABLE_BODIES.keys())
def test_a_body_that_cannot_be_decoded_answers_102_naming_body(
    client: TestClient[Any], path: str, body: bytes
) -> None:
    for content_type in ("application/json", "text/plain"):
        response = client.post(f"/api/{path}", content=body, headers={"content-type": content_type})
        assert response.status_code == 200, response.text
        assert response.json() == {
            "code": 102,
            "msg": "Error parameters",
            "data": {"field": "body"},
        }


@pytest.mark.parametrize(
    ("path", "body", "field"),
    [
        ("mall/goods/list", {"page": "2"}, "page"),
        ("mall/goods/list", {"page": 2.0}, "page"),
        ("mall/goods/list", {"page_size": "1e1"}, "page_size"),
        ("mall/goods/detail", {"id": "1"}, "id"),
        ("mall/cart/add", {"shop_goods_id": 1, "sku_id": 1, "num": "3"}, "num"),
        ("mall/cart/add", {"shop_goods_id": 1, "sku_id": 1, "num": True}, "num"),
        ("user/login", {"email": "a@bazaar.test", "password": "x", "remember": "true"}, "remember"),
        ("mall/goods/list", {"keywords": 5}, "keywords"),
    ],
)
def test_fields_accept_only_their_own_json_type(
    client: TestClient[Any], path: str, body: dict[str, Any], field: str
) -> None:
    response = client.post(f"/api/{path}", json={"sid": "g" * 32, **body})
    assert response.status_code == 200
    assert (response.json()["code"], response.json()["data"]) == (102, {"field": field})


def test_json_calls_ignore_a_sid_in_the_query_string(
    client: TestClient[Any], container: Container
) -> None:
    container.accounts.ensure_user("query@bazaar.test", "secret-1", "query", ())
    login = client.post(
        "/api/user/login", json={"email": "query@bazaar.test", "password": "secret-1"}
    ).json()
    sid = login["data"]["sid"]
    by_query = client.post(f"/api/mine/info?sid={sid}", json={}).json()
    assert by_query["code"] == 101
    by_body = client.post("/api/mine/info", json={"sid": sid}).json()
    assert (by_body["code"], by_body["data"]["email"]) == (0, "query@bazaar.test")


def test_bidi_controls_are_removed_from_displayed_text_but_not_from_passwords(
    client: TestClient[Any], container: Container
) -> None:
    container.accounts.ensure_user("bidi@bazaar.test", "secret-1", "bidi", ())
    sid = client.post(
        "/api/user/login", json={"email": "bidi@bazaar.test", "password": "secret-1"}
    ).json()["data"]["sid"]
    disguised = "\u202eevil\u202c \u2066gnp.exe\u2069"
    renamed = client.post(
        "/api/mine/modify", json={"sid": sid, "nickname": disguised, "phone": "+1 555 0100"}
    ).json()
    assert renamed["code"] == 0, renamed
    info = client.post("/api/mine/info", json={"sid": sid}).json()["data"]
    assert info["nickname"] == "evil gnp.exe"

    password = "new\u202esecret-2"
    changed = client.post(
        "/api/mine/security/change_password",
        json={"sid": sid, "old_password": "secret-1", "password": password},
        headers={"X-Repeat-Submit": "allow"},
    ).json()
    assert changed["code"] == 0, changed
    login = {"email": "bidi@bazaar.test", "password": password}
    assert client.post("/api/user/login", json=login).json()["code"] == 0
    stripped = {**login, "password": "newsecret-2"}
    assert client.post("/api/user/login", json=stripped).json()["code"] == 10202
