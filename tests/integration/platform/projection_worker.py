"""A projection worker in its own process, for crash and concurrency tests.

Usage:
    python -m tests.integration.platform.projection_worker --batch-size N [--kill-after K] [--slow]
Settings come from the environment like any Bazaar process. With --kill-after K the process
SIGKILLs itself while applying its K-th event, in the middle of an open transaction.
"""

from __future__ import annotations

import argparse
import os
import signal
import time
from typing import Any

from sqlalchemy import Connection

from infra.bootstrap import bootstrap
from infra.settings import Settings
from projections.projection import Projection
from projections.registry import ALL_PROJECTIONS
from projections.runner import ProjectionRunner


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch-size", type=int, required=True)
    parser.add_argument("--kill-after", type=int, default=0)
    parser.add_argument("--slow", action="store_true")
    args = parser.parse_args()
    container = bootstrap(Settings.from_environment())
    applied = 0

    def instrumented(projection: Projection) -> Projection:
        def apply(connection: Connection, event: Any) -> None:
            nonlocal applied
            applied += 1
            if args.kill_after and applied >= args.kill_after:
                os.kill(os.getpid(), signal.SIGKILL)
            if args.slow:
                time.sleep(0.002)
            projection.apply(connection, event)

        return Projection(
            projection.name, projection.tables, {kind: apply for kind in projection.handlers}
        )

    runner = ProjectionRunner(
        container.application,
        container.engine,
        [instrumented(p) for p in ALL_PROJECTIONS],
        batch_size=args.batch_size,
    )
    runner.catch_up_all()
    print(applied)


if __name__ == "__main__":
    main()
