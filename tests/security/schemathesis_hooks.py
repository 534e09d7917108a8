"""Loaded by `st run` (SCHEMATHESIS_HOOKS) for tests/security/test_openapi_contract.py.

Bazaar's contract (docs/api.md) refuses bad input inside the envelope: HTTP 200 with a non-zero
`code` (102 naming the field), not a 4xx. The built-in negative-data check is therefore run
through `invalid_input_is_refused_in_the_envelope`: an invalid request must answer a non-zero
code; when it answers 0, the built-in check judges it exactly as it would judge a 2xx, with its
own allowances for inputs that become valid once serialized.
"""

from __future__ import annotations

import json
import os
import zlib
from typing import Any

import schemathesis
from schemathesis.specs.openapi.checks import negative_data_rejection

SIGNED_IN_SID = os.environ.get("BAZAAR_FUZZ_SID", "")


def _envelope_code(response: schemathesis.Response) -> int | None:
    try:
        body = json.loads(response.content)
    except ValueError:
        return None
    code = body.get("code") if isinstance(body, dict) else None
    return code if isinstance(code, int) else None


@schemathesis.check
def invalid_input_is_refused_in_the_envelope(
    ctx: schemathesis.CheckContext, response: schemathesis.Response, case: schemathesis.Case[Any]
) -> bool | None:
    if response.status_code == 200 and _envelope_code(response) not in (0, None):
        return None  # refused, as the contract says: HTTP 200 with a non-zero code
    result: bool | None = negative_data_rejection(ctx, response, case)
    return result


@schemathesis.hook
def before_call(
    context: schemathesis.HookContext, case: schemathesis.Case[Any], kwargs: Any
) -> None:
    """Half of the calls carry a signed-in shopper's session, so signed-in paths run too. The
    fuzzer may log that session out or change its password; later calls are then a guest's,
    which is worth checking as well."""
    body = case.body
    if (
        SIGNED_IN_SID
        and isinstance(body, dict)
        and isinstance(body.get("sid"), str)
        and zlib.crc32(repr(body).encode()) % 2
    ):
        body["sid"] = SIGNED_IN_SID
