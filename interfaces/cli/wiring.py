"""What the command groups get from the composition root (infra/cli.py), as click's context
object: a way to open a wired process, and the process-level jobs (serving, the workers, the
API document) that only the composition root can start. No command imports infra."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from typing import Any, Protocol

from application.books.demo_trades import TradeParties
from application.catalogue.demo_data import DemoPlan
from application.catalogue.seeding import SeedOutcome, SeedProgress, SellerAccounts
from application.services import Services


class ReadModelStatus(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def position(self) -> int: ...

    @property
    def head(self) -> int: ...

    @property
    def lag(self) -> int: ...


class ReadModels(Protocol):
    """The read models of one process, by name."""

    def status(self) -> Sequence[ReadModelStatus]:
        """Each read model's position and lag behind the event log."""
        ...

    def names(self) -> list[str]: ...

    def events_to_replay(self, names: list[str]) -> dict[str, int]:
        """How many events a rebuild of these read models replays into each."""
        ...

    def rebuild(self, names: list[str], progress: Callable[[str, int], None]) -> None:
        """Empties these read models' tables and replays every event from zero, in one
        transaction and one scan of the log; `progress` hears (name, events applied)."""
        ...


class Process(Protocol):
    """One wired process, as the commands use it."""

    @property
    def services(self) -> Services: ...

    @property
    def read_models(self) -> ReadModels: ...

    def upgrade_tables(self) -> None:
        """Creates or upgrades every table (Alembic) and loads the reference data."""
        ...

    def seed_demo_catalogue(
        self, plan: DemoPlan, sellers: SellerAccounts, progress: SeedProgress
    ) -> SeedOutcome: ...

    def seed_demo_trades(self, parties: TradeParties) -> int:
        """The demo buyer's orders, settled on earlier days and one in escrow (once)."""
        ...


class Wiring(Protocol):
    def open(self, *, create_event_tables: bool = False) -> AbstractContextManager[Process]:
        """A process wired from the environment, closed when the block ends."""
        ...

    def serve(self, host: str, port: int, workers: int) -> None:
        """Runs the web server until it is stopped."""
        ...

    def run_workers(self, threads: int) -> None:
        """Runs the Dramatiq workers and the periodic tick until SIGTERM or SIGINT."""
        ...

    def openapi_document(self) -> dict[str, Any]:
        """The OpenAPI document the server serves."""
        ...
