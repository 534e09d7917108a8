"""`console/audit/*`: wallets replayed from the event store, for auditors."""

from __future__ import annotations

from datetime import UTC, datetime

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.wallet.audit import WalletAudit
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Envelope, ok
from interfaces.http.guards import requires_role
from interfaces.http.schemas import EmptyRequest
from interfaces.http.wallet.audit_schemas import (
    AuditWalletRequest,
    AuditWalletView,
    ReconcileView,
    audit_wallet_view,
    reconcile_item,
)


class AuditController(Controller):
    path = "/console/audit"
    guards = [requires_role("auditor")]  # noqa: RUF012  (Litestar's declared attribute)

    @api_post("/wallet")
    def wallet(
        self,
        wallet_audit: NamedDependency[WalletAudit],
        data: JSONBody[AuditWalletRequest],
    ) -> Envelope[AuditWalletView]:
        """Every event of the user's wallet (by `uid` or `email`) with its running balance,
        replayed from the event store, and the balance as it stood at `at` (Unix seconds)."""
        at = None if data.at is None else datetime.fromtimestamp(data.at, UTC)
        trail = wallet_audit.wallet(data.uid, data.email, at)
        return ok(audit_wallet_view(trail))

    @api_post("/reconcile")
    def reconcile(
        self,
        wallet_audit: NamedDependency[WalletAudit],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[ReconcileView]:
        """Replays every wallet and lists those whose balances read model differs (empty when
        sound)."""
        found = wallet_audit.reconcile()
        return ok(ReconcileView(found.checked, [reconcile_item(d) for d in found.discrepancies]))
