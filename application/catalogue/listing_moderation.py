"""Policy: what an operator's action on a product (`domain.listing_standing`) does to the
catalogue and to the shoppers' reports.

A take-down sets `goods.taken_down` with its reason (what the seller reads), withholds the
product from the storefront and carts (`withholding`), and closes the product's open reports as
taken down; a restore clears both, so what the seller had on sale shows again; a dismissal
closes its one report. The catalogue's version moves with every change of the product, so every
process's snapshot and the first-view answers follow at once.

The runner applies each event once, in the transaction that moves this policy's position
(`listing_moderation`). A shopper's report locks the product's row while it checks that the
product is not withheld (`reports`), so a report either comes before a take-down's effect (and
is closed by it) or sees the product withheld (and is refused)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, update

from application.catalogue.report_tables import product_reports
from application.catalogue.tables import goods
from application.catalogue.withholding import recompute_withheld
from application.catalogue.writes import bump_version, demo_state
from domain.listing_standing import ListingStanding
from projections.projection import Policy

POLICY_NAME = "listing_moderation"
OPEN = "open"
CLOSED = "closed"
TAKEN_DOWN = "taken_down"
DISMISSED = "dismissed"
"""A report's status, and how a closed one was closed (`resolution`)."""


def _set_taken_down(connection: Connection, goods_id: int, taken_down: bool, reason: str) -> None:
    connection.execute(
        update(goods)
        .where(goods.c.goods_id == goods_id)
        .values(taken_down=taken_down, takedown_reason=reason)
    )
    recompute_withheld(connection, goods.c.goods_id == goods_id)
    bump_version(connection, *demo_state(connection))


def _close_reports(connection: Connection, event: Any, resolution: str, *where: Any) -> None:
    connection.execute(
        update(product_reports)
        .where(product_reports.c.status == OPEN, *where)
        .values(
            status=CLOSED,
            closed_at=event.at,
            closed_by_uid=event.actor_uid,
            resolution=resolution,
            remark=event.reason,
        )
    )


def taken_down(connection: Connection, event: Any) -> None:
    _set_taken_down(connection, event.goods_id, True, event.reason)
    _close_reports(connection, event, TAKEN_DOWN, product_reports.c.goods_id == event.goods_id)


def restored(connection: Connection, event: Any) -> None:
    _set_taken_down(connection, event.goods_id, False, "")


def dismissed(connection: Connection, event: Any) -> None:
    _close_reports(connection, event, DISMISSED, product_reports.c.report_id == event.report_id)


policy = Policy(
    name=POLICY_NAME,
    handlers={
        ListingStanding.TakenDown: taken_down,
        ListingStanding.Restored: restored,
        ListingStanding.ReportDismissed: dismissed,
    },
)
"""Stateless, so one for every process (as `stock_levels.policy`)."""
