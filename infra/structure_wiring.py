"""Wires the operators' keeping of the catalogue's structure (`application.catalogue.structure`)."""

from __future__ import annotations

from typing import TypedDict

from application.catalogue.service import Catalogue
from application.catalogue.structure import CatalogueStructure
from infra.wiring import Parts


class StructureServices(TypedDict):
    catalogue_structure: CatalogueStructure


def structure_services(parts: Parts, catalogue: Catalogue) -> StructureServices:
    return StructureServices(
        catalogue_structure=CatalogueStructure(
            parts.application,
            parts.engine,
            parts.clock,
            parts.uploads,
            parts.await_projections,
            catalogue.cache.forget,
        )
    )
