"""`seed-demo`'s buyers' cases, on both stores: two demo shoppers' cases about orders from the
demo seller's shop, one waiting for the seller's answer and one refused and escalated to the
arbiters, each reason in its author's language, seeded once however often the command runs."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from sqlalchemy import func, select

from application.books.demo_reviews import review_authors
from infra.bootstrap import bootstrap
from infra.cli import cli
from infra.settings import Settings
from interfaces.cli.seed_demo import DEMO_PASSWORD
from projections.disputes import disputes
from projections.orders import orders
from tests.integration.api_client import ApiClient, StepClock, User, running_api

REASONS = json.loads(
    (Path(__file__).parents[3] / "application/books/data/demo_cases.json").read_text("utf-8")
)["reasons"]


def seed_demo(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    """`bazaar seed-demo` in this process, on the store `settings` names."""
    for name in ("REDIS_URL", "SMTP_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("BAZAAR_DATA_DIR", str(settings.data_dir))
    if settings.database_url is None:
        monkeypatch.delenv("DATABASE_URL", raising=False)
    else:
        monkeypatch.setenv("DATABASE_URL", settings.database_url)
    result = CliRunner().invoke(cli, ["seed-demo"])
    assert result.exit_code == 0, result.output


@pytest.fixture
def seeded(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Settings:
    seed_demo(settings, monkeypatch)
    return settings


@pytest.fixture
def demo_api(seeded: Settings, clock: StepClock) -> Iterator[ApiClient]:
    """The app over the seeded store, started once the seeding is over."""
    with running_api(seeded, clock) as client:
        yield client


def demo_user(api: ApiClient, email: str) -> User:
    signed_in = api.data("user/login", None, email=email, password=DEMO_PASSWORD)
    return User(uid=int(signed_in["uid"]), sid=signed_in["sid"], email=email)


def cases_by_kind(api: ApiClient, user: User, **filters: Any) -> dict[str, dict[str, Any]]:
    rows = api.data("console/dispute/list", user, page=1, **filters)["list"]
    assert len(rows) == len({row["kind"] for row in rows}), rows
    return {row["kind"]: row for row in rows}


def language_of(nickname: str) -> str:
    return next(author.language for author in review_authors() if author.nickname == nickname)


def test_the_demo_seller_has_a_case_to_answer_and_the_arbiters_one_escalated(
    demo_api: ApiClient,
) -> None:
    seller = demo_user(demo_api, "seller@demo.bazaar.test")
    arbiter = demo_user(demo_api, "reviewer@demo.bazaar.test")
    auditor = demo_user(demo_api, "auditor@demo.bazaar.test")
    now = int(demo_api.clock().timestamp())

    own = cases_by_kind(demo_api, seller)
    queue = cases_by_kind(demo_api, arbiter, role="arbiter", status="escalated")
    board = demo_api.data("console/shop/dashboard", seller)
    books = demo_api.data("console/audit/ledger", auditor)

    waiting, escalated = own["not_as_described"], own["not_received"]
    assert set(own) == {"not_as_described", "not_received"}
    assert (waiting["status"], waiting["waiting_for"]) == ("open", "seller")
    assert now < waiting["respond_by"] <= now + 3 * 86400, "the seller still has time to answer"
    assert (escalated["status"], escalated["waiting_for"]) == ("escalated", "arbiter")
    assert escalated["respond_by"] is None
    assert waiting["buyer_nickname"] != escalated["buyer_nickname"]
    assert list(queue) == ["not_received"]
    assert queue["not_received"]["dispute_id"] == escalated["dispute_id"]
    assert (board["disputes_open"], board["disputes_waiting"]) == (2, 1)
    assert books["difference"] == 0, "no money moved: both orders are still in escrow"


def test_each_case_reads_in_its_authors_language_and_shows_its_steps(
    demo_api: ApiClient,
) -> None:
    seller = demo_user(demo_api, "seller@demo.bazaar.test")
    arbiter = demo_user(demo_api, "reviewer@demo.bazaar.test")
    own = cases_by_kind(demo_api, seller)

    details = {
        kind: demo_api.data("order/dispute/detail", seller, order_id=row["order_id"])
        for kind, row in own.items()
    }
    for_arbiter = demo_api.data(
        "order/dispute/detail", arbiter, order_id=own["not_received"]["order_id"]
    )

    for kind, detail in details.items():
        language = language_of(detail["buyer_nickname"])
        assert language != "en", "a demo of a shopper writing in her own language"
        assert detail["reason"] == REASONS[kind][language]
    assert [m["event"] for m in details["not_received"]["messages"]] == [
        "opened",
        "refused",
        "escalated",
    ]
    assert details["not_received"]["messages"][1]["text"], "the seller gave a reason"
    half = details["not_as_described"]
    assert half["requested_amount"] == half["max_amount"] // 2, "as her reason says"
    whole = details["not_received"]
    assert whole["requested_amount"] == whole["max_amount"] == whole["pay_amount"]
    assert "refuse" in details["not_as_described"]["actions"]
    assert "decide" in for_arbiter["actions"]


def test_the_demo_buyer_whose_orders_browser_tests_follow_has_no_case(
    demo_api: ApiClient,
) -> None:
    buyer = demo_user(demo_api, "buyer@demo.bazaar.test")

    listed = demo_api.data("order/list", buyer, page=1)["list"]

    assert sorted(row["status"] for row in listed) == ["finished", "finished", "wait_confirm"]
    assert all(row["dispute"] is None for row in listed)


def counts(settings: Settings) -> tuple[int, int]:
    """(cases, orders) in the store."""
    container = bootstrap(settings)
    try:
        with container.engine.connect() as connection:
            cases = connection.execute(select(func.count()).select_from(disputes)).scalar_one()
            placed = connection.execute(select(func.count()).select_from(orders)).scalar_one()
    finally:
        container.close()
    return int(cases), int(placed)


def test_seeding_again_opens_no_further_case_and_places_no_order(
    seeded: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = counts(seeded)

    seed_demo(seeded, monkeypatch)

    assert before[0] == 2
    assert counts(seeded) == before
