"""The client's address as the throttles key it: the socket peer, or, behind a reverse proxy,
the address that proxy forwarded in the one header the settings trust."""

from __future__ import annotations

from ipaddress import ip_address
from typing import Any

from litestar import Request

# The widest textual IP address (an IPv4-mapped IPv6 one) fits the stored column.
MAX_ADDRESS_LENGTH = 45


def client_address(request: Request[Any, Any, Any], header: str | None, proxy_count: int) -> str:
    """With `header` unset, the peer's address: a client-sent X-Forwarded-For is ignored, so no
    one picks their own address. With it set, the entry `proxy_count` places from the right
    end (the entries left of it were written by the client and cannot be trusted); a missing
    or malformed value falls back to the peer."""
    peer = (request.client.host if request.client else "")[:MAX_ADDRESS_LENGTH]
    if header is None:
        return peer
    # Several headers of the same name are one list, in order (RFC 9110, section 5.3).
    entries = [
        entry.strip() for value in request.headers.getall(header, []) for entry in value.split(",")
    ]
    if len(entries) < proxy_count:
        return peer
    return _normalized(entries[-proxy_count]) or peer


def _normalized(entry: str) -> str | None:
    try:
        return str(ip_address(entry))
    except ValueError:
        return None
