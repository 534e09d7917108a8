"""What the moderation API tests do over the running app and the fixture catalogue: shoppers
report products, operators read the queue and act, and the record and the outbox are read
back."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from application.catalogue.tables import goods
from application.site.tables import outbox
from projections.staff_actions import ActionRow, page_of_actions
from tests.integration.api_client import ApiClient, User
from tests.integration.orders.conftest import Shop

OVEN = "Cast Iron Dutch Oven"
PAN = "Ceramic Frying Pan"
"""Shop 1's (Harbor Trading Co); its owner signs in as owner1@fixture.test."""
TENT = "Summit Peak Dome Tent"
"""Shop 2's (Northwind Outfitters)."""


@dataclass
class Moderation:
    api: ApiClient
    shop: Shop

    def goods_id(self, name: str) -> int:
        return self.shop.item(name).shop_goods_id

    def report(self, user: User | None, goods_id: int, reason: str) -> dict[str, Any]:
        return self.api.call(
            "mall/goods/report", user, language="en", shop_goods_id=goods_id, reason=reason
        )

    def reported(self, user: User, goods_id: int, reason: str) -> int:
        answer = self.report(user, goods_id, reason)
        assert answer["code"] == 0, answer
        report_id: int = answer["data"]["report_id"]
        return report_id

    def queue(self, operator: User, status: str = "open", **paging: Any) -> dict[str, Any]:
        found: dict[str, Any] = self.api.data(
            "console/moderation/list", operator, status=status, **paging
        )
        return found

    def act(self, path: str, operator: User, **body: Any) -> dict[str, Any]:
        return self.api.call(f"console/moderation/{path}", operator, language="en", **body)

    def take_down(self, operator: User, goods_id: int, reason: str) -> None:
        answer = self.act("takedown", operator, shop_goods_id=goods_id, reason=reason)
        assert answer["code"] == 0, answer

    def restore(self, operator: User, goods_id: int, remark: str = "") -> None:
        answer = self.act("restore", operator, shop_goods_id=goods_id, remark=remark)
        assert answer["code"] == 0, answer

    def flags(self, goods_id: int) -> tuple[bool, bool, str]:
        """(taken_down, withheld, takedown_reason) of the product's row."""
        with self.api.container.engine.connect() as connection:
            row = connection.execute(
                select(goods.c.taken_down, goods.c.withheld, goods.c.takedown_reason).where(
                    goods.c.goods_id == goods_id
                )
            ).one()
        return bool(row.taken_down), bool(row.withheld), row.takedown_reason

    def record(self, kind: str | None = None) -> list[ActionRow]:
        """The record of staff actions, newest first (what `console/audit/actions` lists)."""
        with self.api.container.engine.connect() as connection:
            return list(page_of_actions(connection, 1, 100, kind=kind).list)

    def mails_to(self, recipient: str) -> list[tuple[str, str]]:
        """(subject, body) of each mail queued for `recipient`, oldest first, once the mail
        policy has caught up."""
        self.api.container.runner.catch_up_all()
        with self.api.container.engine.connect() as connection:
            rows = connection.execute(
                select(outbox.c.subject, outbox.c.body)
                .where(outbox.c.recipient == recipient)
                .order_by(outbox.c.id)
            ).all()
        return [(row.subject, row.body) for row in rows]
