"""Read model: the record of staff actions, one row per `RecordedAction` event, for auditors and
operators (`console/audit/actions`), filterable by actor and kind, newest first.

Each action's aggregate declares its event classes; `RECORDED_ACTIONS` lists them all, so the
record follows every one (a test fails when a `RecordedAction` class is missing here)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    DateTime,
    Index,
    String,
    Table,
    Text,
    func,
    insert,
    select,
)

from domain.account_standing import AccountStanding
from domain.catalogue_structure import Brand, Category
from domain.commission_rules import CommissionRules
from domain.listing_standing import ListingStanding
from domain.shop_standing import ShopStanding
from domain.storefront_content import Banner, StorefrontDocument
from projections.metadata import read_metadata
from projections.paging import Paged, page_offset
from projections.projection import EventHandler, Projection

staff_actions = Table(
    "staff_actions",
    read_metadata,
    # The event's aggregate and version: stable across a rebuild.
    Column("action_id", String(48), primary_key=True),
    Column("actor_uid", BigInteger, nullable=False),
    Column("kind", String(32), nullable=False),
    Column("target", String(96), nullable=False),
    Column("reason", Text, nullable=False),
    Column("before", Text, nullable=False),
    Column("after", Text, nullable=False),
    Column("at", DateTime(timezone=True), nullable=False),
    Index("ix_staff_actions_at", "at"),
    Index("ix_staff_actions_actor_at", "actor_uid", "at"),
    Index("ix_staff_actions_kind_at", "kind", "at"),
)

RECORDED_ACTIONS: tuple[type[Any], ...] = (
    # People (console/user/*)
    AccountStanding.Disabled,
    AccountStanding.Enabled,
    AccountStanding.RoleGrantApproved,
    AccountStanding.RoleGranted,
    AccountStanding.RoleRevoked,
    # Commission (console/commission/*)
    CommissionRules.RateSet,
    # Catalogue structure (console/category/*, console/brand/*)
    Category.Saved,
    Brand.Saved,
    # Shops (console/shops/*)
    ShopStanding.Suspended,
    ShopStanding.Reinstated,
    # Moderation (console/moderation/*)
    ListingStanding.TakenDown,
    ListingStanding.Restored,
    ListingStanding.ReportDismissed,
    # Storefront content (issue 31, point 2).
    Banner.Saved,
    Banner.Deleted,
    StorefrontDocument.Saved,
)
"""Every `RecordedAction` event class of the platform's aggregates."""


@dataclass(frozen=True)
class ActionRow:
    action_id: str
    actor_uid: int
    kind: str
    target: str
    reason: str
    before: dict[str, Any]
    after: dict[str, Any]
    at: datetime


def action_key(event: Any) -> str:
    return f"{event.originator_id.hex}.{event.originator_version}"


def _recorded(connection: Connection, event: Any) -> None:
    connection.execute(
        insert(staff_actions).values(
            action_id=action_key(event),
            actor_uid=event.actor_uid,
            kind=event.kind,
            target=event.target,
            reason=event.reason,
            before=json.dumps(event.before, sort_keys=True, ensure_ascii=False),
            after=json.dumps(event.after, sort_keys=True, ensure_ascii=False),
            at=event.at,
        )
    )


def _handlers() -> dict[type[Any], EventHandler]:
    return dict.fromkeys(RECORDED_ACTIONS, _recorded)


projection = Projection(name="staff_actions", tables=(staff_actions,), handlers=_handlers())


# -- queries ---------------------------------------------------------------------------------


def _row(row: Any) -> ActionRow:
    return ActionRow(
        action_id=row.action_id,
        actor_uid=int(row.actor_uid),
        kind=row.kind,
        target=row.target,
        reason=row.reason,
        before=json.loads(row.before),
        after=json.loads(row.after),
        # SQLite gives back naive times; they were written in UTC.
        at=row.at if row.at.tzinfo is not None else row.at.replace(tzinfo=UTC),
    )


def page_of_actions(
    connection: Connection,
    page: int,
    page_size: int,
    *,
    actor_uid: int | None = None,
    kind: str | None = None,
) -> Paged[ActionRow]:
    """The record, newest first, of one actor or one kind when given."""
    where = []
    if actor_uid is not None:
        where.append(staff_actions.c.actor_uid == actor_uid)
    if kind is not None:
        where.append(staff_actions.c.kind == kind)
    total = connection.execute(
        select(func.count()).select_from(staff_actions).where(*where)
    ).scalar_one()
    rows = connection.execute(
        select(staff_actions)
        .where(*where)
        .order_by(staff_actions.c.at.desc(), staff_actions.c.action_id.desc())
        .limit(page_size)
        .offset(page_offset(page, page_size))
    ).all()
    return Paged([_row(row) for row in rows], int(total), page, page_size)


def actions_in_order(
    connection: Connection, *, actor_uid: int | None = None, kind: str | None = None
) -> Any:
    """Every action, oldest first, streamed from the database: the record's export."""
    where = []
    if actor_uid is not None:
        where.append(staff_actions.c.actor_uid == actor_uid)
    if kind is not None:
        where.append(staff_actions.c.kind == kind)
    result = connection.execution_options(yield_per=500).execute(
        select(staff_actions).where(*where).order_by(staff_actions.c.at, staff_actions.c.action_id)
    )
    return (_row(row) for row in result)
