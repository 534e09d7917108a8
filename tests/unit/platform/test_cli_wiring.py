"""The command groups reach a process only through the wiring they are handed (click's context
object), so the composition root decides what they run against."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from click.testing import CliRunner

from interfaces.cli.main import command_line


@dataclass(frozen=True)
class Status:
    name: str
    position: int
    head: int

    @property
    def lag(self) -> int:
        return self.head - self.position


@dataclass
class FakeReadModels:
    rebuilt: list[str] = field(default_factory=list)

    def status(self) -> list[Status]:
        return [Status("wallet_balances", 1, 4)]

    def names(self) -> list[str]:
        return ["wallet_balances"]

    def events_to_replay(self, names: list[str]) -> dict[str, int]:
        return dict.fromkeys(names, 2)

    def rebuild(self, names: list[str], progress: Callable[[str, int], None]) -> None:
        for name in names:
            progress(name, 2)
        self.rebuilt.extend(names)


class FakeProcess:
    def __init__(self) -> None:
        self.read_models = FakeReadModels()
        self.upgraded = 0

    @property
    def services(self) -> Any:
        raise AssertionError("not used by these commands")

    def upgrade_tables(self) -> None:
        self.upgraded += 1

    def seed_demo_catalogue(self, plan: Any, sellers: Any, progress: Any) -> Any:
        raise AssertionError("not used by these commands")

    def seed_demo_trades(self, parties: Any) -> int:
        raise AssertionError("not used by these commands")


@dataclass
class FakeWiring:
    process: FakeProcess = field(default_factory=FakeProcess)
    opened: list[bool] = field(default_factory=list)
    worker_threads: list[int] = field(default_factory=list)

    @contextmanager
    def open(self, *, create_event_tables: bool = False) -> Iterator[FakeProcess]:
        self.opened.append(create_event_tables)
        yield self.process

    def serve(self, host: str, port: int, workers: int) -> None:
        raise AssertionError("not used by these commands")

    def run_workers(self, threads: int) -> None:
        self.worker_threads.append(threads)

    def openapi_document(self) -> dict[str, Any]:
        raise AssertionError("not used by these commands")


def test_migrate_opens_a_process_that_creates_the_event_tables_and_upgrades() -> None:
    wiring = FakeWiring()

    result = CliRunner().invoke(command_line(wiring), ["migrate"])

    assert result.exit_code == 0, result.output
    assert wiring.opened == [True]
    assert wiring.process.upgraded == 1


def test_projections_status_and_rebuild_use_the_read_models_of_the_wired_process() -> None:
    wiring = FakeWiring()
    cli = command_line(wiring)

    status = CliRunner().invoke(cli, ["projections", "status"])
    rebuilt = CliRunner().invoke(cli, ["projections", "rebuild", "wallet_balances"])
    unknown = CliRunner().invoke(cli, ["projections", "rebuild", "nope"])

    assert "wallet_balances" in status.output and "3" in status.output
    assert rebuilt.exit_code == 0 and "2/2" in rebuilt.output
    assert wiring.process.read_models.rebuilt == ["wallet_balances"]
    assert unknown.exit_code != 0


def test_worker_hands_its_thread_count_to_the_wiring() -> None:
    wiring = FakeWiring()

    result = CliRunner().invoke(command_line(wiring), ["worker", "--threads", "3"])

    assert result.exit_code == 0, result.output
    assert wiring.worker_threads == [3]
