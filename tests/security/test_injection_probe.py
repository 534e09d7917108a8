"""Injection probe: every operation of the served OpenAPI document, every string and number
field, a set of SQL and full-text-search payloads, sent by a signed-in shopper.

Each call must answer inside the envelope (HTTP 200, `{code, msg, data}` with a catalogued
code), never a 5xx; afterwards no table is gone and nothing outside the prober's own records
changed (other accounts, roles, shops, the catalogue). Keyword and title searches for a payload
with words in it must not match the whole catalogue; the search part runs on SQLite FTS5 and on
PostgreSQL tsquery.

Schemathesis (test_openapi_contract.py) fuzzes the same document at random; this probe sends
the payloads an attacker would actually try, into every field, so a field that reaches SQL or
a search syntax unescaped cannot hide behind the odds of a random draw.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

import pytest
from litestar.testing import TestClient
from sqlalchemy import Engine, func, inspect, select, table

from application.accounts.tables import user_roles, users
from application.catalogue.tables import brands, categories, goods, shops, skus
from infra.bootstrap import Container
from interfaces.http.error_catalogue import CATALOGUE_PATH
from tests.conftest import settings as both_stores
from tests.integration.accounts.fixture import PASSWORD, Shopper, post, sign_in
from tests.integration.catalogue.fixture import seed_fixture_catalogue

# The search part runs on both stores (the security conftest pins SQLite for everything else).
settings = both_stores

SQL_PAYLOADS = (
    "' OR '1'='1",
    "1; DROP TABLE users--",
    "%' --",
    "_%",
    "\x00",
    "' UNION SELECT password_hash, email FROM users --",
    "1) OR (1=1",
)
SEARCH_SYNTAX_PAYLOADS = ('"', "*", "NEAR(", ":*", "!", "&|")
STRING_PAYLOADS = SQL_PAYLOADS + SEARCH_SYNTAX_PAYLOADS
# Searches get more: words mixed with the syntax, where a query builder is likelier to slip
# (a NUL is refused before any search: see test_a_nul_character_is_refused_naming_its_field).
SEARCH_PAYLOADS = (
    *(payload for payload in STRING_PAYLOADS if "\x00" not in payload),
    "earbuds NEAR(",
    "a:*",
    "a & !b | c",
    'aurora" OR "x',
)
NUMBER_PAYLOADS: tuple[Any, ...] = (-1, 2**63, -(2**63) - 1, 10**30, 1e308, "1 OR 1=1")
PROBER_EMAIL = "prober@bazaar.test"
STAFF_ROLES = ("reviewer", "auditor", "agent")
UNKNOWN_EMAIL = "nobody@bazaar.test"
TAUTOLOGIES = ("' OR '1'='1", "1) OR (1=1", "' UNION SELECT password_hash, email FROM users --")

CATALOGUED = {0} | {int(key.split(".")[0]) for key in json.loads(CATALOGUE_PATH.read_text())}


@dataclass(frozen=True)
class Field:
    name: str
    kind: str
    """`string`, `integer`, `number`, `boolean`, `array`, `object` or an enum's first value."""
    enum: tuple[Any, ...] = ()
    format: str = ""
    """The schema's `format` (`date` for an ISO day), if any."""


@dataclass(frozen=True)
class Operation:
    path: str
    """Relative to /api, with any `{parameter}` still in it."""
    fields: tuple[Field, ...]
    path_parameters: tuple[str, ...]
    required: tuple[str, ...] = ()
    """The body fields the schema requires."""


def _resolve(schema: dict[str, Any], document: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        schema = document["components"]["schemas"][name]
    for union in ("oneOf", "anyOf"):
        if union in schema:
            chosen = next((s for s in schema[union] if s.get("type") != "null"), schema[union][0])
            return _resolve(chosen, document)
    return schema


def _field(name: str, schema: dict[str, Any], document: dict[str, Any]) -> Field:
    resolved = _resolve(schema, document)
    kind = resolved.get("type", "object")
    if isinstance(kind, list):
        kind = next(k for k in kind if k != "null")
    return Field(name, str(kind), tuple(resolved.get("enum", ())), str(resolved.get("format", "")))


def json_operations(document: dict[str, Any]) -> list[Operation]:
    """Every POST operation with a JSON body (the one multipart upload has its own corpus)."""
    found = []
    for path, item in sorted(document["paths"].items()):
        if "post" not in item:
            continue  # a download (GET): no body to probe
        content = item["post"].get("requestBody", {}).get("content", {})
        if "application/json" not in content:
            continue
        body = _resolve(content["application/json"]["schema"], document)
        fields = tuple(
            _field(name, schema, document) for name, schema in body.get("properties", {}).items()
        )
        parameters = tuple(
            p["name"] for p in item["post"].get("parameters", []) if p["in"] == "path"
        )
        required = tuple(body.get("required", ()))
        found.append(Operation(path.removeprefix("/api/"), fields, parameters, required))
    return found


def baseline(field: Field, prober: Shopper) -> Any:
    """A plausible value, so that a payload in another field reaches as deep as it can."""
    if field.enum:
        return field.enum[0]
    if field.name == "sid":
        return prober.sid
    if field.name == "email":
        return UNKNOWN_EMAIL
    return {"string": "x", "integer": 1, "number": 1, "boolean": False, "array": []}.get(
        field.kind, {}
    )


def payloads_for(field: Field) -> tuple[Any, ...]:
    if field.enum or field.kind == "string":
        return STRING_PAYLOADS
    if field.kind in ("integer", "number"):
        return NUMBER_PAYLOADS
    return ()


def envelope_problem(status: int, text: str) -> str | None:
    """Why an answer is not a valid envelope, or None."""
    if status != 200:
        return f"HTTP {status}"
    try:
        answer = json.loads(text)
    except ValueError:
        return "not JSON"
    if not isinstance(answer, dict) or set(answer) != {"code", "msg", "data"}:
        return "not {code, msg, data}"
    if answer["code"] not in CATALOGUED or not isinstance(answer["msg"], str):
        return f"uncatalogued code {answer['code']!r}"
    return None


# -- what must survive ------------------------------------------------------------------------


def _table_names(engine: Engine) -> set[str]:
    return set(inspect(engine).get_table_names())


def untouchable_state(engine: Engine, prober_uid: int) -> dict[str, Any]:
    """Everything a probe must not change: every table's existence, other accounts, roles,
    shops and the catalogue's rows (the prober's own profile may legitimately change)."""
    with engine.connect() as connection:
        return {
            "tables": _table_names(engine),
            "other users": connection.execute(
                select(users).where(users.c.uid != prober_uid).order_by(users.c.uid)
            ).all(),
            "prober credentials": connection.execute(
                select(users.c.email, users.c.password_hash, users.c.disabled).where(
                    users.c.uid == prober_uid
                )
            ).all(),
            "roles": connection.execute(select(user_roles).order_by(user_roles.c.uid)).all(),
            "shops": connection.execute(select(shops).order_by(shops.c.shop_id)).all(),
            "skus": connection.execute(
                select(skus.c.sku_id, skus.c.price).order_by(skus.c.sku_id)
            ).all(),
            "counts": {
                t.name: connection.execute(select(func.count()).select_from(t)).scalar_one()
                for t in (goods, categories, brands)
            },
        }


def row_counts(engine: Engine) -> dict[str, int]:
    with engine.connect() as connection:
        return {
            name: connection.execute(select(func.count()).select_from(table(name))).scalar_one()
            for name in sorted(_table_names(engine))
        }


# -- the probe ---------------------------------------------------------------------------------


@dataclass
class Prober:
    container: Container
    client: TestClient[Any]
    shopper: Shopper
    sign_ins: int = 0

    def send(self, operation: Operation, body: dict[str, Any], path_value: Any) -> str | None:
        path = operation.path
        for parameter in operation.path_parameters:
            path = path.replace(f"{{{parameter}}}", quote(str(path_value), safe=""))
        response = self.client.post(f"/api/{path}", json=body, headers={"X-Repeat-Submit": "allow"})
        problem = envelope_problem(response.status_code, response.text)
        self._stay_signed_in()
        return problem

    def _stay_signed_in(self) -> None:
        """Some probes legitimately end the session (log-out): sign in again to keep probing
        the signed-in paths."""
        if self.container.sessions.resolve(self.shopper.sid).is_guest:
            self.shopper = sign_in(self.container, self.client, PROBER_EMAIL)
            self.sign_ins += 1

    def probe(self, operation: Operation) -> list[str]:
        """Every payload in every field (the others at their baseline) and path parameter."""
        problems = []
        base = {f.name: baseline(f, self.shopper) for f in operation.fields}
        for target in operation.fields:
            for payload in payloads_for(target):
                body = {**base, "sid": self.shopper.sid, target.name: payload}
                problem = self.send(operation, body, "terms")
                if problem:
                    problems.append(f"{operation.path} {target.name}={payload!r}: {problem}")
        for payload in STRING_PAYLOADS if operation.path_parameters else ():
            body = {**base, "sid": self.shopper.sid}
            problem = self.send(operation, body, payload)
            if problem:
                problems.append(f"{operation.path} path={payload!r}: {problem}")
        return problems


@pytest.fixture
def prober(container: Container, client: TestClient[Any]) -> Prober:
    # Cart and wallet calls wait for their projections: workers keep that wait short.
    container.start_embedded_workers()
    seed_fixture_catalogue(container.engine)
    # A shopper who also holds every back-office role a user can, so that the payloads reach
    # the reviewers' and auditors' look-ups too instead of stopping at 111.
    container.accounts.ensure_user(PROBER_EMAIL, PASSWORD, "Prober", STAFF_ROLES)
    return Prober(container, client, sign_in(container, client, PROBER_EMAIL))


@pytest.mark.parametrize("settings", ["sqlite", "postgres"], indirect=True)
def test_no_payload_in_any_field_breaks_the_envelope_or_the_database(prober: Prober) -> None:
    container = prober.container
    container.accounts.ensure_user("bystander@bazaar.test", PASSWORD, "Bystander", ["reviewer"])
    document = prober.client.get("/api/schema/openapi.json").json()
    operations = json_operations(document)
    assert len(operations) >= 80  # the document was read, not an empty shell
    before = untouchable_state(container.engine, prober.shopper.uid)
    counts_before = row_counts(container.engine)

    problems = [problem for operation in operations for problem in prober.probe(operation)]

    assert problems == []
    assert untouchable_state(container.engine, prober.shopper.uid) == before
    counts_after = row_counts(container.engine)
    assert set(counts_after) == set(counts_before)
    assert counts_after["users"] == counts_before["users"]


# -- search ------------------------------------------------------------------------------------


def _total(client: TestClient[Any], path: str, sid: str, **body: Any) -> int:
    answer = post(client, path, sid, **body)
    assert answer["code"] == 0, answer
    total: int = answer["data"]["total"]
    return total


@pytest.fixture
def searcher(container: Container, client: TestClient[Any]) -> Iterator[Shopper]:
    seed_fixture_catalogue(container.engine)
    yield sign_in(container, client, PROBER_EMAIL)


def test_no_search_for_a_payload_matches_the_whole_catalogue(
    client: TestClient[Any], container: Container, searcher: Shopper
) -> None:
    everything = _total(client, "mall/goods/list", searcher.sid, page_size=100)
    all_shops = _total(client, "mall/shop/list", searcher.sid)
    # The control: real words do find some products, so "fewer than all" means something.
    assert 0 < _total(client, "mall/goods/list", searcher.sid, keywords="aurora earb") < everything
    before = untouchable_state(container.engine, searcher.uid)

    found = {
        payload: (
            _total(client, "mall/goods/list", searcher.sid, keywords=payload),
            _total(client, "mall/goods/list", searcher.sid, title=payload),
            _total(client, "mall/shop/list", searcher.sid, keywords=payload),
        )
        for payload in SEARCH_PAYLOADS
    }

    for payload in TAUTOLOGIES:
        assert found[payload] == (0, 0, 0), payload
    for payload, totals in found.items():
        if re.search(r"\w", payload):
            assert totals < (everything, everything, all_shops), payload
        else:
            # No word in it: nothing to search for, so nothing matches (never the whole
            # catalogue, and the punctuation is never read as query syntax).
            assert totals == (0, 0, 0), payload
    assert untouchable_state(container.engine, searcher.uid) == before


NUL_CALLS: list[tuple[str, dict[str, Any], str]] = [
    (
        "mine/shipping_address/add",
        {"name": "Ann\x00", "phone": "1", "country": "US", "province": "CA", "address": "1 Main"},
        "name",
    ),
    ("order/track", {"order_sn": "\x00"}, "order_sn"),
    ("order/pay", {"order_ids": ["\x00"]}, "order_ids"),
    ("support/customer_service/send", {"shop_id": 0, "type": 1, "content": "hi\x00"}, "content"),
    ("mall/goods/list", {"keywords": "aurora\x00"}, "keywords"),
]


def test_a_nul_character_is_refused_naming_its_field(
    client: TestClient[Any], searcher: Shopper
) -> None:
    """PostgreSQL text cannot hold NUL: without this refusal these calls answered HTTP 500 there
    (and stored the character on SQLite)."""
    answers = {path: post(client, path, searcher.sid, **body) for path, body, _ in NUL_CALLS}
    assert {path: (a["code"], a["data"]) for path, a in answers.items()} == {
        path: (102, {"field": field}) for path, _, field in NUL_CALLS
    }


@pytest.mark.parametrize("settings", ["sqlite"], indirect=True)
def test_the_probe_reads_every_json_operation_of_the_document(client: TestClient[Any]) -> None:
    document = client.get("/api/schema/openapi.json").json()
    operations = {operation.path: operation for operation in json_operations(document)}
    assert "information/document/{doc_id}" in operations
    assert operations["information/document/{doc_id}"].path_parameters == ("doc_id",)
    keywords = next(f for f in operations["mall/goods/list"].fields if f.name == "keywords")
    assert payloads_for(keywords) == STRING_PAYLOADS
    assert "system/upload_image" not in operations
