"""`GET /api/console/seller/statement`: the seller's monthly statement of their own shop."""

from __future__ import annotations

import re
from datetime import date
from typing import Annotated

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import QueryParameter
from litestar.response import Stream

from application.exports.service import StatementDownloads, StatementFormat
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.languages import LANGUAGES
from interfaces.http.exports.downloads import Sid, api_download, streamed
from interfaces.http.guards import requires_role

FORMATS: dict[str, StatementFormat] = {"csv": "csv", "pdf": "pdf"}
MONTH = re.compile(r"^(\d{4})-(0[1-9]|1[0-2])$")


def month_of(text: str | None) -> date:
    """`YYYY-MM` as its first day; 102 `month` otherwise (and before 1970)."""
    found = MONTH.match(text or "")
    if found is None or int(found.group(1)) < 1970:
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="month")
    return date(int(found.group(1)), int(found.group(2)), 1)


class StatementController(Controller):
    path = "/console/seller"
    guards = [requires_role("seller")]  # noqa: RUF012  (Litestar's declared attribute)

    @api_download("/statement", "text/csv; charset=utf-8", "application/pdf")
    def statement(
        self,
        uid: NamedDependency[int],
        statement_downloads: NamedDependency[StatementDownloads],
        month: Annotated[str | None, QueryParameter(description="`YYYY-MM`, UTC.")] = None,
        file_format: Annotated[
            str, QueryParameter(name="format", description="`csv` or `pdf`.")
        ] = "csv",
        named_language: Annotated[
            str | None,
            QueryParameter(
                name="language",
                description="The PDF's language, one of Bazaar's nine (as a JSON call's "
                "`language`); by default the seller's, the one its e-mails are written in.",
            ),
        ] = None,
        sid: Sid = None,
    ) -> Stream:
        """The month's statement of the seller's own shop: the wallet's balance (available +
        frozen) at the month's start, every movement in the month (each settled order with its
        total, what its cases refunded, the commission and the net; refunds, recharges,
        payments; withdrawals when paid out), the totals and the closing balance, which is
        the opening plus the movements. CSV (as the console's exports are written) or PDF,
        in the seller's language with names as typed. 102 `month` for a bad month or one not
        begun, 102 `format` for another format, 102 `language` for one Bazaar does not speak."""
        if file_format not in FORMATS:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="format")
        if named_language is not None and named_language not in LANGUAGES:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="language")
        download = statement_downloads.statement(
            uid, month_of(month), FORMATS[file_format], named_language
        )
        return streamed(download)
