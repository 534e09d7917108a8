"""Orders as the screens show them: the orders read model's rows with what the application
knows beside them, the buyer's nickname, the shop's name and logo (as they are now), which
lines the buyer has reviewed, the status of the order's case, and the carrier's name and the
parcel's tracking page."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

from sqlalchemy import Connection, select

from application.accounts.tables import users
from application.catalogue.media_urls import shown_shop_logo
from application.catalogue.tables import shops
from application.orders.tables import reviews
from domain.carriers import Carriers
from projections import dispute_queries, order_chain_payments, order_queries
from projections.order_chain_payments import ChainPaymentRecord
from projections.orders import OrderRecord
from projections.paging import Paged


def orders_of_buyer(
    connection: Connection, uid: int, status: str | None, page: int, page_size: int
) -> Paged[OrderRecord]:
    """A buyer's orders, newest first."""
    return _paged(
        connection, order_queries.orders_of_buyer(connection, uid, status, page, page_size)
    )


def orders_of_shop(
    connection: Connection, shop_id: int, status: str | None, page: int, page_size: int
) -> Paged[OrderRecord]:
    """A shop's orders, newest first."""
    paged = order_queries.orders_of_shop(connection, shop_id, status, page, page_size)
    return _paged(connection, paged)


def order_by_id(connection: Connection, order_id: str) -> OrderRecord | None:
    return _one(connection, order_queries.order_by_id(connection, order_id))


def order_by_sn(connection: Connection, order_sn: str) -> OrderRecord | None:
    return _one(connection, order_queries.order_by_sn(connection, order_sn))


def _paged(connection: Connection, paged: Paged[OrderRecord]) -> Paged[OrderRecord]:
    return replace(paged, list=with_details(connection, paged.list))


def _one(connection: Connection, record: OrderRecord | None) -> OrderRecord | None:
    return None if record is None else with_details(connection, [record])[0]


def with_details(connection: Connection, records: Sequence[OrderRecord]) -> list[OrderRecord]:
    """The records with nicknames, shop names and logos ("" when unknown) and `reviewed`."""
    names = nicknames(connection, {record.buyer_uid for record in records})
    faces = shop_faces(connection, {record.shop_id for record in records})
    reviewed = _reviewed_lines(connection, [record.order_id for record in records])
    cases = dispute_queries.statuses_of(
        connection, [record.dispute_id for record in records if record.dispute_id]
    )
    return [
        replace(
            record,
            dispute_status=cases.get(record.dispute_id or ""),
            buyer_nickname=names.get(record.buyer_uid, ""),
            shop_name=faces.get(record.shop_id, ("", ""))[0],
            shop_logo=faces.get(record.shop_id, ("", ""))[1],
            lines=[
                {
                    **line,
                    "reviewed": (record.order_id, line["shop_goods_id"], line["sku_id"])
                    in reviewed,
                }
                for line in record.lines
            ],
        )
        for record in records
    ]


def with_carriers(records: Iterable[OrderRecord], carriers: Carriers) -> list[OrderRecord]:
    """The records with their carrier's name and the parcel's tracking page, as configured now
    (a tracking page moved by its carrier is followed). A carrier no longer configured shows
    its code and no page; an order shipped without one shows neither."""
    return [_with_carrier(record, carriers) for record in records]


def _with_carrier(record: OrderRecord, carriers: Carriers) -> OrderRecord:
    carrier = carriers.named(record.carrier)
    if carrier is None or record.logistics_no is None:
        return replace(record, carrier_name=record.carrier or "")
    return replace(
        record,
        carrier_name=carrier.name,
        tracking_url=carrier.tracking_link(record.logistics_no),
    )


def with_chain_payments(
    connection: Connection, records: Sequence[OrderRecord], confirmations: Mapping[str, int]
) -> list[OrderRecord]:
    """The records with their latest chain payment, and the confirmations its method needs
    (`confirmations`: by method name, as configured now)."""
    found = order_chain_payments.chain_payments_of(
        connection, [record.order_id for record in records]
    )
    return [
        replace(record, chain_payment=_needing(found.get(record.order_id), confirmations))
        for record in records
    ]


def _needing(
    payment: ChainPaymentRecord | None, confirmations: Mapping[str, int]
) -> ChainPaymentRecord | None:
    if payment is None:
        return None
    return replace(payment, confirmations_needed=confirmations.get(payment.method, 0))


def nicknames(connection: Connection, uids: Iterable[int]) -> dict[int, str]:
    wanted = list(uids)
    if not wanted:
        return {}
    rows = connection.execute(select(users.c.uid, users.c.nickname).where(users.c.uid.in_(wanted)))
    return {int(row.uid): row.nickname or "" for row in rows}


def shop_faces(connection: Connection, shop_ids: Iterable[int]) -> dict[int, tuple[str, str]]:
    """(name, logo as pages show it) by shop id."""
    wanted = list(shop_ids)
    if not wanted:
        return {}
    rows = connection.execute(
        select(shops.c.shop_id, shops.c.name, shops.c.logo).where(shops.c.shop_id.in_(wanted))
    )
    return {
        int(row.shop_id): (row.name or "", shown_shop_logo(int(row.shop_id), row.logo or ""))
        for row in rows
    }


def _reviewed_lines(connection: Connection, order_ids: list[str]) -> set[tuple[str, int, int]]:
    """(order_id, shop_goods_id, sku_id) of the lines of these orders that have a review."""
    if not order_ids:
        return set()
    rows = connection.execute(
        select(reviews.c.order_id, reviews.c.shop_goods_id, reviews.c.sku_id).where(
            reviews.c.order_id.in_(order_ids)
        )
    )
    return {(row.order_id, int(row.shop_goods_id), int(row.sku_id)) for row in rows}
