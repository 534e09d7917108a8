"""The operators' list of shops (`console/shops/list`): every shop with its owner, its sales, the
owner's available balance, and what waits about it (open buyers' cases, open reports of its
products), searched and filtered by standing. One page costs one query for the shops and one per
figure, each over that page's shops."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Connection, Engine, func, or_, select

from application.accounts.tables import users
from application.catalogue.media_urls import shown_shop_logo
from application.catalogue.report_tables import product_reports
from application.catalogue.tables import shops
from domain.dispute_status import ENDED
from domain.order_status import OrderStatus
from domain.shop_standing import ACTIVE, SUSPENDED
from projections.disputes import disputes
from projections.orders import orders
from projections.paging import Paged, page_offset
from projections.wallet_balances import wallet_balances

MAX_ID = 2**63 - 1
OPEN_REPORT = "open"


@dataclass(frozen=True)
class ShopOwner:
    uid: int
    email: str
    nickname: str


@dataclass(frozen=True)
class RosterShop:
    shop_id: int
    name: str
    logo: str
    status: str
    """`active` or `suspended`."""
    suspension_reason: str
    suspended_at: datetime | None
    created_at: datetime
    owner: ShopOwner
    sales: int
    """Cents: the totals of its orders paid and not refunded."""
    balance: int
    """Cents: the owner's available wallet balance."""
    open_disputes: int
    open_reports: int


class ShopRoster:
    """Reads the shops as the operators see them."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def page(
        self, keywords: str, status: str | None, page: int, page_size: int
    ) -> Paged[RosterShop]:
        """Shops matching `keywords` (a part of the name, the owner's e-mail or nickname, in any
        case; or exactly the shop's id or the owner's uid) in `status` when given, newest
        first."""
        where = _matching(keywords)
        if status is not None:
            where.append(shops.c.suspended if status == SUSPENDED else ~shops.c.suspended)
        joined = shops.join(users, users.c.uid == shops.c.owner_uid)
        with self.engine.connect() as connection:
            total = connection.execute(
                select(func.count()).select_from(joined).where(*where)
            ).scalar_one()
            rows = connection.execute(
                select(shops, users.c.email, users.c.nickname)
                .select_from(joined)
                .where(*where)
                .order_by(shops.c.shop_id.desc())
                .limit(page_size)
                .offset(page_offset(page, page_size))
            ).all()
            figures = _Figures.of(connection, rows)
        return Paged([figures.shop(row) for row in rows], int(total), page, page_size)


def _matching(keywords: str) -> list[ColumnElement[bool]]:
    words = keywords.strip()
    if not words:
        return []
    matches = [
        column.icontains(words, autoescape=True)
        for column in (shops.c.name, users.c.email, users.c.nickname)
    ]
    if words.isdigit() and int(words) <= MAX_ID:
        matches += [shops.c.shop_id == int(words), shops.c.owner_uid == int(words)]
    return [or_(*matches)]


@dataclass(frozen=True)
class _Figures:
    """The page's figures, per shop (or per owner for the balance)."""

    sales: dict[int, int]
    balances: dict[int, int]
    open_disputes: dict[int, int]
    open_reports: dict[int, int]

    @classmethod
    def of(cls, connection: Connection, rows: Sequence[Any]) -> _Figures:
        shop_ids = [int(row.shop_id) for row in rows]
        owners = sorted({int(row.owner_uid) for row in rows})
        return cls(
            sales=_per(
                connection,
                select(orders.c.shop_id, func.sum(orders.c.total)).where(
                    orders.c.shop_id.in_(shop_ids),
                    orders.c.paid_at.is_not(None),
                    orders.c.status != OrderStatus.REFUNDED,
                ),
                orders.c.shop_id,
            ),
            balances=_per(
                connection,
                select(wallet_balances.c.uid, wallet_balances.c.available).where(
                    wallet_balances.c.uid.in_(owners)
                ),
            ),
            open_disputes=_per(
                connection,
                select(disputes.c.shop_id, func.count()).where(
                    disputes.c.shop_id.in_(shop_ids),
                    disputes.c.status.not_in([status.value for status in ENDED]),
                ),
                disputes.c.shop_id,
            ),
            open_reports=_per(
                connection,
                select(product_reports.c.shop_id, func.count()).where(
                    product_reports.c.shop_id.in_(shop_ids),
                    product_reports.c.status == OPEN_REPORT,
                ),
                product_reports.c.shop_id,
            ),
        )

    def shop(self, row: Any) -> RosterShop:
        shop_id, owner_uid = int(row.shop_id), int(row.owner_uid)
        return RosterShop(
            shop_id=shop_id,
            name=row.name,
            logo=shown_shop_logo(shop_id, row.logo),
            status=SUSPENDED if row.suspended else ACTIVE,
            suspension_reason=row.suspension_reason,
            suspended_at=row.suspended_at,
            created_at=row.created_at,
            owner=ShopOwner(owner_uid, row.email, row.nickname),
            sales=self.sales.get(shop_id, 0),
            balance=self.balances.get(owner_uid, 0),
            open_disputes=self.open_disputes.get(shop_id, 0),
            open_reports=self.open_reports.get(shop_id, 0),
        )


def _per(connection: Connection, query: Any, group: Any = None) -> dict[int, int]:
    """{key: figure} of a two-column query, grouped by `group` when given."""
    if group is not None:
        query = query.group_by(group)
    return {int(key): int(value or 0) for key, value in connection.execute(query)}
