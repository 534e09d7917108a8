"""Alembic environment: migrates every SQLAlchemy table (the event store makes its own)."""

from __future__ import annotations

from alembic import context

import projections.registry  # noqa: F401  (registers every projection table on read_metadata)
from application.tables import state_metadata
from infra.migrate import is_migrated_by_alembic
from projections.metadata import read_metadata

target_metadata = [state_metadata, read_metadata]

connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=target_metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
    include_name=is_migrated_by_alembic,
)
with context.begin_transaction():
    context.run_migrations()
