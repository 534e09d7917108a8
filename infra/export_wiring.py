"""Wires the console's downloads (`application.exports`): the operators' and auditors' CSV
exports and the sellers' monthly statements."""

from __future__ import annotations

from functools import partial
from typing import TypedDict

from application.accounts.users import language_of
from application.books.ledger import LedgerReplay
from application.books.statement import SellerStatements
from application.exports.service import Exports, StatementDownloads
from application.orders.seller import SellerOrders
from infra.wiring import Parts


class ExportServices(TypedDict):
    exports: Exports
    statement_downloads: StatementDownloads


def export_services(parts: Parts, seller_orders: SellerOrders) -> ExportServices:
    return ExportServices(
        exports=Exports(parts.engine, LedgerReplay(parts.application, parts.clock), parts.clock),
        statement_downloads=StatementDownloads(
            SellerStatements(parts.engine, parts.clock, seller_orders.shop_of),
            partial(language_of, parts.engine),
        ),
    )
