"""One log line per record, whatever a client sends.

Messages often carry client-controlled text (a request path, an e-mail address). Decoded, such
text may hold a line feed, a NUL or a terminal escape, so `GET /x%0aERROR%20-%20FORGED` would
write a line that looks like a record of its own. Every record's message is escaped, and every
line of a traceback after the first is indented, so no line a client writes starts where a
record does."""

from __future__ import annotations

import logging
import re
from typing import Any

RECORD_FORMAT = "%(levelname)s - %(asctime)s - %(name)s - %(module)s - %(message)s"

# C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the bidi controls
# that reorder what a terminal shows.
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
_CONTINUATION = "    | "


def escape_for_log(text: str) -> str:
    """`text` on one line: controls become visible escapes (`\\n`, `\\x00`, `\\u202e`)."""
    return _UNSAFE.sub(_escaped, text)


def _escaped(found: re.Match[str]) -> str:
    character = found.group()
    if character in _NAMED:
        return _NAMED[character]
    code = ord(character)
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


class EscapingFormatter(logging.Formatter):
    """A `logging.Formatter` whose records cannot forge other records."""

    def formatMessage(self, record: logging.LogRecord) -> str:  # noqa: N802 (logging's name)
        record.message = escape_for_log(record.message)
        return super().formatMessage(record)

    def formatException(self, ei: Any) -> str:  # noqa: N802 (logging's name)
        return _indented(super().formatException(ei))

    def formatStack(self, stack_info: str) -> str:  # noqa: N802 (logging's name)
        return _indented(super().formatStack(stack_info))


def _indented(text: str) -> str:
    return "\n".join(_CONTINUATION + escape_for_log(line) for line in text.splitlines())


def configure_process_logging(level: int = logging.INFO) -> None:
    """Root logging for processes Litestar does not configure (the `bazaar worker`)."""
    handler = logging.StreamHandler()
    handler.setFormatter(EscapingFormatter(RECORD_FORMAT))
    logging.basicConfig(level=level, handlers=[handler], force=True)
