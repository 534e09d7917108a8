"""`bazaar serve` and `bazaar worker`: the web server and the background workers."""

from __future__ import annotations

import click

from interfaces.cli.wiring import Wiring


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8000, envvar="PORT", show_default=True, type=int)
@click.option("--workers", default=1, show_default=True, type=int, help="Server processes.")
@click.pass_obj
def serve(wiring: Wiring, host: str, port: int, workers: int) -> None:
    """Serve the storefront and /api (embedded mode also runs the workers in-process)."""
    wiring.serve(host, port, workers)


@click.command()
@click.option("--threads", default=4, show_default=True, type=int)
@click.pass_obj
def worker(wiring: Wiring, threads: int) -> None:
    """Run Dramatiq workers and the periodic tick (production mode, needs REDIS_URL)."""
    wiring.run_workers(threads)
