#!/usr/bin/env python3
"""The container's health check: exits 0 when the API on this machine answers a real call.

The Dockerfile's HEALTHCHECK and compose.yaml run it inside an API container (python:slim has
no curl). It asks `system/config`, the first call the storefront makes, so a healthy answer
means the process routes and answers a real call (with the reference data it read from its
database), not merely that a port is open. Only the standard library: a check every few
seconds must not pay for importing Bazaar.
"""

from __future__ import annotations

import http.client
import json
import os
import sys

PATH = "/api/system/config"
TIMEOUT_SECONDS = 4.0


def healthy(host: str, port: int) -> bool:
    """HTTP 200 with the envelope's `code` 0; a refusal, a timeout, a 503 or any other code
    is unhealthy."""
    connection = http.client.HTTPConnection(host, port, timeout=TIMEOUT_SECONDS)
    try:
        connection.request("POST", PATH, body=b"{}", headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        answer = json.loads(response.read()) if response.status == 200 else None
    except (OSError, http.client.HTTPException, ValueError):
        return False
    finally:
        connection.close()
    return isinstance(answer, dict) and answer.get("code") == 0


def main() -> int:
    """Asks the API on this machine, on the port `bazaar serve` takes from PORT."""
    return 0 if healthy("127.0.0.1", int(os.environ.get("PORT", "8000"))) else 1


if __name__ == "__main__":
    sys.exit(main())
