"""`bazaar migrate`: Alembic to head for every SQLAlchemy table."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine

import projections.registry  # noqa: F401  (registers every projection table)
from application.catalogue.tables import SEARCH_OBJECTS
from application.site.content import seed_reference_data
from application.tables import state_metadata
from projections.metadata import read_metadata

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def is_migrated_by_alembic(name: str | None, type_: str, parent_names: object) -> bool:
    """Alembic manages our SQLAlchemy tables only; the event store's tables are its own, and
    the catalogue's search structures are written in SQL by their migration."""
    if name in SEARCH_OBJECTS:
        return False
    if type_ != "table":
        return True
    return name in state_metadata.tables or name in read_metadata.tables


def alembic_config(engine: Engine) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["engine"] = engine
    return config


def upgrade_to_head(engine: Engine) -> None:
    config = alembic_config(engine)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
        seed_reference_data(connection)


def make_revision(engine: Engine, message: str) -> None:
    """Developer helper: autogenerates a revision from the tables' current definitions."""
    config = alembic_config(engine)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.revision(config, message=message, autogenerate=True)
