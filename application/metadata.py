"""The one SQLAlchemy MetaData of the application's plain tables (the state that is not
event-sourced). Each capability declares its tables on it in its own `tables.py`;
`application.tables` imports them all, so Alembic and `create_all` see every one."""

from __future__ import annotations

from sqlalchemy import MetaData

state_metadata = MetaData()
