"""What a long-running process (`bazaar serve`, `bazaar worker`) built while starting, set
aside from the garbage collector.

A full (generation 2) collection walks every object the collector tracks. A started server
tracks hundreds of thousands that will never be garbage (the app's routes, the tables and
their compiled statements, the libraries' modules and the wired container), and its first
full collection came some forty requests after it started: 108 ms, during which a keyword
search that takes 10 ms answered in 120 (the catalogue benchmark's cold searches, once per
run). `gc.freeze` moves them to a generation no collection walks; what the process builds
later is collected as before.
"""

from __future__ import annotations

import gc


def set_aside_what_startup_built() -> None:
    """Call once the process is wired and started, before it serves."""
    gc.collect()  # start-up's own garbage is freed first, not kept for good
    gc.freeze()
