"""The read side's SQLAlchemy metadata and the projection position table."""

from __future__ import annotations

from sqlalchemy import BigInteger, Column, MetaData, String, Table

read_metadata = MetaData()

projection_position = Table(
    "projection_position",
    read_metadata,
    Column("name", String(64), primary_key=True),
    # The last notification id applied; committed with the rows it produced.
    Column("position", BigInteger, nullable=False, default=0),
)
