"""CPU seconds (user + system) of every process that serves Bazaar, in groups: the API process
tree, the worker process tree, the PostgreSQL backends of one database, PostgreSQL's other
processes (postmaster, walwriter, checkpointer, background writer, autovacuum...), redis-server,
and the load generator (this process and its own PostgreSQL connections), reported apart.

A snapshot maps each group to {pid: CPU seconds so far}; the cost of a phase is the difference
of two snapshots. A process that exits between them takes its CPU time with it, so the bench
keeps its connections open across a phase and `vanished` counts what was lost.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import psutil
import psycopg

API = "API (bazaar serve)"
WORKER = "worker (bazaar worker)"
PG_BACKENDS = "PostgreSQL backends"
PG_BACKGROUND = "PostgreSQL background"
REDIS = "Redis"
LOAD = "load generator"
SERVING = (API, WORKER, PG_BACKENDS, PG_BACKGROUND, REDIS)
"""The groups a deployment pays for; the load generator is reported apart."""

Snapshot = dict[str, dict[int, float]]


def spent(before: Snapshot, after: Snapshot) -> dict[str, float]:
    """CPU seconds each group used between two snapshots. A process is matched by pid across
    groups (a connection may be classed differently at each end); one that started in between
    counts from zero."""
    earlier = {pid: seconds for group in before.values() for pid, seconds in group.items()}
    return {
        group: sum(max(0.0, seconds - earlier.get(pid, 0.0)) for pid, seconds in pids.items())
        for group, pids in after.items()
    }


def vanished(before: Snapshot, after: Snapshot, groups: Iterable[str] = SERVING) -> int:
    """Processes of these groups seen before and gone after: their CPU time is not counted."""
    later = {pid for group in after.values() for pid in group}
    return sum(1 for group in groups for pid in before.get(group, {}) if pid not in later)


def milliseconds_per_operation(seconds: Mapping[str, float], operations: int) -> dict[str, float]:
    """Each group's CPU milliseconds per operation, and their `total` over the serving groups."""
    if operations <= 0:
        raise ValueError("a phase needs at least one operation")
    per = {group: 1000 * value / operations for group, value in seconds.items()}
    per["total"] = sum(per.get(group, 0.0) for group in SERVING)
    return per


def _cpu_seconds(process: psutil.Process) -> float | None:
    try:
        times = process.cpu_times()
    except (psutil.NoSuchProcess, psutil.AccessDenied):
        return None
    return float(times.user + times.system)


def _tree(pid: int) -> list[psutil.Process]:
    if not pid:
        return []
    try:
        root = psutil.Process(pid)
        return [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return []


def _named(name: str) -> list[psutil.Process]:
    return [p for p in psutil.process_iter(["name"]) if p.info["name"] == name]


def _seconds_of(processes: Iterable[psutil.Process]) -> dict[int, float]:
    found: dict[int, float] = {}
    for process in processes:
        seconds = _cpu_seconds(process)
        if seconds is not None:
            found[process.pid] = seconds
    return found


def own_ports() -> set[int]:
    """Local ports of this process's TCP connections: its PostgreSQL backends' client ports."""
    return {c.laddr.port for c in psutil.Process().net_connections(kind="tcp") if c.laddr}


def take(
    connection: psycopg.Connection[tuple[object, ...]], database: str, api_pid: int, worker_pid: int
) -> Snapshot:
    """One snapshot; `connection` (this process's) reads which backend serves which database."""
    # Only client backends are a database's: an autovacuum worker also names the database it
    # works on, but what it cleans up was left by whatever wrote before (the seed, an earlier
    # scenario), so it is background work, counted in the total as such.
    rows = connection.execute(
        "SELECT pid, datname, client_port FROM pg_stat_activity"
        " WHERE datname IS NOT NULL AND backend_type = 'client backend'"
    ).fetchall()
    ports = own_ports()
    ours = {int(str(pid)) for pid, name, port in rows if name == database and port not in ports}
    loading = {int(str(pid)) for pid, name, port in rows if name == database and port in ports}
    with_database = {int(str(pid)) for pid, _name, _port in rows}
    postgres = _seconds_of(_named("postgres"))
    load = _seconds_of([psutil.Process()])
    load.update({pid: s for pid, s in postgres.items() if pid in loading})
    return {
        API: _seconds_of(_tree(api_pid)),
        WORKER: _seconds_of(_tree(worker_pid)),
        PG_BACKENDS: {pid: s for pid, s in postgres.items() if pid in ours},
        PG_BACKGROUND: {pid: s for pid, s in postgres.items() if pid not in with_database},
        REDIS: _seconds_of(_named("redis-server")),
        LOAD: load,
    }


def pooled(parts: Iterable[tuple[Mapping[str, float], int]]) -> tuple[dict[str, float], int]:
    """Rounds of one phase added up: every group's CPU seconds and the operations served.

    The bench measures in rounds, each operation and the bare append one after the other, so a
    slow spell of a shared machine falls on both sides of a ratio instead of on one phase."""
    seconds: dict[str, float] = {}
    served = 0
    for part, count in parts:
        for group, value in part.items():
            seconds[group] = seconds.get(group, 0.0) + value
        served += count
    return seconds, served
