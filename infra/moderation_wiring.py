"""Wiring of the products' moderation: shoppers' reports, the operators' queue and their
actions on a product's standing (`application.catalogue.moderation`)."""

from __future__ import annotations

from typing import TypedDict

from application.catalogue.moderation import Moderation
from application.catalogue.moderation_queue import ModerationQueue
from application.catalogue.reports import ProductReports
from application.catalogue.service import Catalogue
from infra.wiring import Parts


class ModerationServices(TypedDict):
    product_reports: ProductReports
    moderation: Moderation
    moderation_queue: ModerationQueue


def moderation_services(parts: Parts, catalogue: Catalogue) -> ModerationServices:
    return ModerationServices(
        product_reports=ProductReports(parts.engine, parts.clock),
        moderation=Moderation(
            parts.application, parts.engine, parts.clock, catalogue.cache, parts.await_projections
        ),
        moderation_queue=ModerationQueue(parts.engine),
    )
