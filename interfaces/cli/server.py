"""`bazaar serve` and `bazaar worker`: the web server and the background workers."""

from __future__ import annotations

import signal
import threading

import click
import dramatiq
import uvicorn

from infra.bootstrap import bootstrap
from infra.log_format import configure_process_logging
from interfaces.cli.output import console


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8000, envvar="PORT", show_default=True, type=int)
@click.option("--workers", default=1, show_default=True, type=int, help="Server processes.")
def serve(host: str, port: int, workers: int) -> None:
    """Serve the storefront and /api (embedded mode also runs the workers in-process)."""
    uvicorn.run(
        "interfaces.http.asgi:create_served_app",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        # The client address comes from TRUSTED_PROXY_HEADER only (http/client_address.py);
        # uvicorn must not rewrite it from a client-sent X-Forwarded-For on its own.
        proxy_headers=False,
        log_level="info",
    )


@click.command()
@click.option("--threads", default=4, show_default=True, type=int)
def worker(threads: int) -> None:
    """Run Dramatiq workers and the periodic tick (production mode, needs REDIS_URL)."""
    configure_process_logging()
    container = bootstrap()
    if container.settings.redis_url is None:
        raise click.UsageError(
            "REDIS_URL is not set: in embedded mode `bazaar serve` runs the workers itself."
        )
    container.broker.emit_after("process_boot")
    dramatiq_worker = dramatiq.Worker(container.broker, worker_threads=threads)
    ticker = container.periodic_tick()
    stopping = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopping.set())
    signal.signal(signal.SIGINT, lambda *_: stopping.set())
    dramatiq_worker.start()
    ticker.start()
    console.print(f"[green]worker running[/] with {threads} threads; Ctrl-C to stop")
    stopping.wait()
    ticker.stop()
    dramatiq_worker.stop()
    container.broker.emit_before("process_stop")
    container.close()
