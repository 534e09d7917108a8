"""The operators' and auditors' CSV downloads on both stores (`GET /api/console/export/*.csv`):
each one's header and rows are what its screen's call answers; filters narrow them as the
screens do; guests, shoppers, reviewers and sellers are refused; text that a spreadsheet would
run is escaped; a long export leaves the server in several chunks."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import insert

from projections.staff_actions import page_of_actions, staff_actions
from tests.integration.api_client import ApiClient, User
from tests.integration.books.conftest import DUTCH_OVEN, FRYING_PAN, PHONE_CASE, Market, remembered
from tests.integration.books.downloads import body_chunks, csv_rows, download, money, refusal
from tests.integration.books.test_disputes_api import open_case, respond
from tests.integration.orders.conftest import Shop
from tests.integration.wallet.steps import PAYEE, USDT, apply_recharge

EXPORTS = (
    "settlements",
    "ledger-series",
    "day-closes",
    "staff-actions",
    "recharges",
    "withdrawals",
    "shop-applications",
    "disputes",
)


def iso(seconds: int) -> str:
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def export(api: ApiClient, dataset: str, user: User, **params: Any) -> list[dict[str, str]]:
    response = download(api, f"console/export/{dataset}.csv", user, **params)
    stamp = f"{api.clock():%Y-%m-%d}"
    assert response.headers["content-disposition"] == (
        f'attachment; filename="bazaar-{dataset}-{stamp}.csv"'
    )
    assert response.headers["cache-control"] == "private, no-store"
    return csv_rows(response)


@pytest.fixture
def operator(api: ApiClient) -> User:
    return remembered(api, "otto@bazaar.test", "operator")


def test_guests_are_told_to_sign_in_and_only_auditors_and_operators_download(
    api: ApiClient, auditor: User, operator: User, reviewer: User, buyer: User
) -> None:
    seller = remembered(api, "sam@bazaar.test", "seller")
    for dataset in EXPORTS:
        path = f"console/export/{dataset}.csv"
        assert refusal(download(api, path, None))["code"] == 101, dataset
        for refused in (buyer, reviewer, seller):
            assert refusal(download(api, path, refused))["code"] == 111, (dataset, refused)
        for allowed in (auditor, operator):
            response = download(api, path, allowed)
            assert response.status_code == 200 and response.text.count("\r\n") >= 1, dataset


def test_the_settlements_export_lists_what_each_shops_settlements_call_answers(
    market: Market, shop: Shop, buyer: User, auditor: User
) -> None:
    api = market.api
    for item in (DUTCH_OVEN, FRYING_PAN, PHONE_CASE):
        market.received(buyer, (shop.item(item), 1))
    assert market.finish_by_tick() == 3
    harbor, other = shop.item(DUTCH_OVEN).shop_id, shop.item(PHONE_CASE).shop_id
    screens = {
        shop_id: api.data("console/shop/settlements", market.seller(shop_id), page_size=100)["list"]
        for shop_id in (harbor, other)
    }

    rows = export(api, "settlements", auditor)

    assert list(rows[0]) == [
        "settled_time", "order_id", "order_sn", "shop_id", "shop_name", "seller_uid",
        "subtotal", "total", "refunded", "commission", "net",
    ]  # fmt: skip
    columns = ("order_id", "order_sn", "subtotal", "total", "commission", "net")
    expected = sorted(
        (
            iso(s["settled_time"]),
            str(shop_id),
            *(str(s[c]) if "order" in c else money(s[c]) for c in columns),
        )
        for shop_id, listed in screens.items()
        for s in listed
    )
    assert (
        sorted((r["settled_time"], r["shop_id"], *(r[c] for c in columns)) for r in rows)
        == expected
    )
    assert [r["seller_uid"] for r in rows if r["shop_id"] == str(other)] == [
        str(market.seller(other).uid)
    ]
    only_harbor = export(api, "settlements", auditor, shop_id=harbor)
    assert {r["order_id"] for r in only_harbor} == {s["order_id"] for s in screens[harbor]}
    today = api.clock().date()
    assert len(export(api, "settlements", auditor, **{"from": today, "to": today})) == 3
    tomorrow = today + timedelta(days=1)
    assert export(api, "settlements", auditor, **{"from": tomorrow}) == []
    backwards = refusal(
        download(api, "console/export/settlements.csv", auditor, **{"from": tomorrow, "to": today})
    )
    assert (backwards["code"], backwards["data"]) == (102, {"field": "to"})
    for bad in ({"from": "2026-02-30"}, {"to": "yesterday"}, {"shop_id": "0"}):
        answer = refusal(download(api, "console/export/settlements.csv", auditor, **bad))
        assert (answer["code"], answer["data"]) == (102, {"field": next(iter(bad))}), bad


def test_the_ledger_series_and_day_closes_exports_match_the_auditors_calls(
    market: Market, shop: Shop, buyer: User, auditor: User, operator: User
) -> None:
    api = market.api
    market.received(buyer, (shop.item(DUTCH_OVEN), 1))
    market.to_next_day()
    api.data(
        "console/audit/close", auditor, date=(api.clock().date() - timedelta(days=1)).isoformat()
    )
    assert market.finish_by_tick() == 1

    series = api.data("console/audit/ledger/series", auditor, days=9)["list"]
    rows = export(api, "ledger-series", operator, days=9)
    names = ["recharged", "withdrawn", "available", "frozen", "escrow", "revenue"]
    assert list(rows[0]) == ["date", *names, "difference"]
    assert [[r["date"], *(r[n] for n in names), r["difference"]] for r in rows] == [
        [p["date"], *(money(p[n]) for n in names), "0.00"] for p in series
    ]
    answer = refusal(download(api, "console/export/ledger-series.csv", auditor, days=91))
    assert (answer["code"], answer["data"]) == (102, {"field": "days"})

    closes = api.data("console/audit/closes", auditor)["list"]
    rows = export(api, "day-closes", operator)
    assert len(rows) == len(closes) >= 1
    for row, close in zip(rows, reversed(closes), strict=True):  # oldest first
        assert (row["date"], row["events"], row["hash"]) == (
            close["date"],
            str(close["events"]),
            close["hash"],
        )
        assert row["previous_hash"] == close["previous_hash"]
        assert row["closed_time"] == iso(close["closed_time"])
        assert {n: row[f"closing_{n}"] for n in names} == {
            n: money(close["closing"][n]) for n in names
        }
        assert row["payments"] == money(close["totals"]["payments"])


def record(api: ApiClient, actor_uid: int, kind: str, reason: str, at: datetime, n: int) -> None:
    """An action in the record's read model, as a projected staff action writes it."""
    with api.container.engine.begin() as connection:
        connection.execute(
            insert(staff_actions).values(
                action_id=f"{n:032x}.1",
                actor_uid=actor_uid,
                kind=kind,
                target=f"shop:{n}",
                reason=reason,
                before=json.dumps({"suspended": False}),
                after=json.dumps({"suspended": True}),
                at=at,
            )
        )


def test_the_record_of_actions_export_is_the_record_oldest_first_with_its_filters(
    api: ApiClient, auditor: User, operator: User
) -> None:
    now = api.clock()
    record(api, operator.uid, "shop_suspend", "counterfeits", now - timedelta(hours=2), 1)
    record(
        api,
        operator.uid,
        "shop_reinstate",
        '=HYPERLINK("http://x","y")',
        now - timedelta(hours=1),
        2,
    )
    record(api, auditor.uid + 1000, "shop_suspend", "@SUM(1+1)", now, 3)
    with api.container.engine.connect() as connection:
        newest_first = page_of_actions(connection, 1, 100).list

    rows = export(api, "staff-actions", auditor)

    assert list(rows[0]) == [
        "time",
        "action_id",
        "actor_uid",
        "kind",
        "target",
        "reason",
        "before",
        "after",
    ]
    assert [r["action_id"] for r in rows] == [a.action_id for a in reversed(newest_first)]
    assert rows[0] == {
        "time": (now - timedelta(hours=2)).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "action_id": f"{1:032x}.1",
        "actor_uid": str(operator.uid),
        "kind": "shop_suspend",
        "target": "shop:1",
        "reason": "counterfeits",
        "before": '{"suspended": false}',
        "after": '{"suspended": true}',
    }
    # What a spreadsheet would run is shown as typed, behind an apostrophe.
    assert [r["reason"] for r in rows[1:]] == ['\'=HYPERLINK("http://x","y")', "'@SUM(1+1)"]
    mine = export(api, "staff-actions", auditor, actor_uid=operator.uid)
    assert [r["action_id"] for r in mine] == [f"{1:032x}.1", f"{2:032x}.1"]
    suspensions = export(api, "staff-actions", auditor, kind="shop_suspend")
    assert [r["target"] for r in suspensions] == ["shop:1", "shop:3"]


def test_the_review_decisions_exports_match_the_queues_decided_lists(
    market: Market, shop: Shop, buyer: User, reviewer: User, auditor: User
) -> None:
    api = market.api
    market.fund(buyer, 5000)
    rejected = apply_recharge(api, buyer, 2000)["data"]["recharge_id"]
    api.data("console/recharge/reject", reviewer, recharge_id=rejected, remark="+1 blurry proof")
    paid = api.data("mine/wealth/withdraw/apply", buyer, method=USDT, amount=1000, address=PAYEE)
    api.data("console/withdraw/approve", reviewer, withdraw_id=paid["withdraw_id"], remark="sent")
    kept = api.data("mine/wealth/withdraw/apply", buyer, method=USDT, amount=1200, address=PAYEE)
    api.data(
        "console/withdraw/reject",
        reviewer,
        withdraw_id=kept["withdraw_id"],
        remark="-wrong address",
    )
    api.data("mine/wealth/withdraw/apply", buyer, method=USDT, amount=1300, address=PAYEE)  # waits

    for dataset, call, key in (
        ("recharges", "console/recharge/list", "recharge_id"),
        ("withdrawals", "console/withdraw/list", "withdraw_id"),
    ):
        rows = export(api, dataset, auditor)
        id_column = "recharge_id" if dataset == "recharges" else "withdrawal_id"
        for status in ("success", "error"):
            listed = api.data(call, reviewer, status=status, page_size=100)["list"]
            narrowed = export(api, dataset, auditor, status=status)
            assert [r[id_column] for r in narrowed] == [i[key] for i in reversed(listed)], dataset
            assert [(r["amount"], r["reviewed_time"], r["email"]) for r in narrowed] == [
                (money(i["amount"]), iso(i["review_time"]), i["email"]) for i in reversed(listed)
            ]
        assert {r["status"] for r in rows} == {"success", "error"}
    recharges = export(api, "recharges", auditor, status="error")
    assert [(r["remark"], r["reviewer"]) for r in recharges] == [
        ("'+1 blurry proof", reviewer.email)
    ]
    withdrawals = export(
        api, "withdrawals", auditor, status="error", min_amount=1100, max_amount=1200
    )
    assert [w["remark"] for w in withdrawals] == ["'-wrong address"]
    assert export(api, "withdrawals", auditor, keywords="nobody@") == []
    answer = refusal(download(api, "console/export/recharges.csv", auditor, status="wait"))
    assert (answer["code"], answer["data"]) == (102, {"field": "status"})


def test_the_shop_applications_and_case_decisions_exports_list_the_decided_ones(
    market: Market, shop: Shop, buyer: User, reviewer: User, auditor: User
) -> None:
    api = market.api
    applicant = remembered(api, "amy@bazaar.test")
    form = {"real_name": "Amy Lee", "phone": "+1 555 0100", "agree": True}
    first = api.data(
        "mine/shop/apply", applicant, shop_name="Amy's Attic", id_front_image=api.upload(applicant),
        id_back_image=api.upload(applicant), **form,
    )["application_id"]  # fmt: skip
    api.data("console/shop_application/reject", reviewer, application_id=first, remark="@blurry ID")
    placed = market.shipped(buyer, (shop.item(DUTCH_OVEN), 1))
    dispute_id = open_case(market, placed, 2500)
    respond(market, placed, dispute_id, action="refuse", text="It left us intact")
    api.data("order/dispute/escalate", buyer, dispute_id=dispute_id)
    api.data(
        "console/dispute/decide", reviewer, dispute_id=dispute_id, refund_amount=1200, remark="Half"
    )

    applications = export(api, "shop-applications", auditor)
    listed = api.data("console/shop_application/list", reviewer, status="error")["list"]
    assert [
        (a["application_id"], a["shop_name"], a["remark"], a["status"]) for a in applications
    ] == [(i["application_id"], i["shop_name"], "'@blurry ID", "error") for i in listed]
    assert export(api, "shop-applications", auditor, status="success") == []
    cases = export(api, "disputes", auditor)
    assert [
        (c["dispute_id"], c["order_sn"], c["status"], c["refund_amount"], c["decision_remark"])
        for c in cases
    ] == [(dispute_id, placed.order_sn, "refunded", "12.00", "Half")]
    assert export(api, "disputes", auditor, status="decided") == []


def test_a_long_export_is_sent_in_several_chunks_and_reads_back_whole(
    api: ApiClient, auditor: User
) -> None:
    start = api.clock() - timedelta(days=1)
    rows = [
        {
            "action_id": f"{n:032x}.1",
            "actor_uid": 7,
            "kind": "user_disable",
            "target": f"user:{n}",
            "reason": "spam " * 8,
            "before": "{}",
            "after": "{}",
            "at": start + timedelta(seconds=n),
        }
        for n in range(3000)
    ]
    with api.container.engine.begin() as connection:
        connection.execute(insert(staff_actions), rows)

    chunks = body_chunks(api, "console/export/staff-actions.csv", auditor)

    assert len(chunks) >= 6  # the header and 500 rows a chunk
    lines = b"".join(chunks).decode("utf-8-sig").split("\r\n")
    assert lines[0].startswith("time,action_id") and lines[-1] == ""
    assert len(lines) == 3002
    assert lines[3000].split(",")[3] == "user_disable" and "user:2999" in lines[3000]
