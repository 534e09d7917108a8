"""The eventsourcing environment for each storage mode."""

from __future__ import annotations

from urllib.parse import unquote, urlsplit

from infra.settings import Settings


def event_store_environment(settings: Settings, create_tables: bool) -> dict[str, str]:
    """SQLite file under `var/` by default; PostgreSQL through psycopg when DATABASE_URL is set.

    Only `bazaar migrate` (and single-process tools) create the PostgreSQL event tables:
    processes starting together would race on the catalogue ("tuple concurrently updated").
    """
    if settings.database_url is None:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        return {
            "PERSISTENCE_MODULE": "eventsourcing.sqlite",
            "SQLITE_DBNAME": str(settings.sqlite_events_path),
            "SQLITE_LOCK_TIMEOUT": "30",
        }
    url = urlsplit(settings.database_url)
    return {
        # eventsourcing's PostgreSQL persistence, with Bazaar's recorders (infra/event_recorder.py).
        "PERSISTENCE_MODULE": "infra.event_recorder:BazaarPostgresFactory",
        "POSTGRES_DBNAME": unquote(url.path.lstrip("/")) or "postgres",
        "POSTGRES_HOST": url.hostname or "127.0.0.1",
        "POSTGRES_PORT": str(url.port or 5432),
        "POSTGRES_USER": unquote(url.username or "postgres"),
        "POSTGRES_PASSWORD": unquote(url.password or ""),
        "POSTGRES_POOL_SIZE": "5",
        "POSTGRES_MAX_OVERFLOW": "10",
        "POSTGRES_CONNECT_TIMEOUT": "5",
        # No ping before each use of a pooled connection (a round trip every time, a tenth of
        # a checkout's time under load): the recorder retries a call whose connection has
        # died (OperationalError, ten attempts), and the pool drops each dead one it meets.
        "POSTGRES_PRE_PING": "n",
        # Kept off on purpose: with the functions on, a tailing reader missed events under
        # concurrent writers. The default insert's table lock commits ids in order.
        "POSTGRES_ENABLE_DB_FUNCTIONS": "n",
        "CREATE_TABLE": "y" if create_tables else "n",
    }
