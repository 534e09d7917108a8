"""The shopper's wallet: balance, recharge and withdrawal applications, and the history.

Commands look up what the Wallet cannot know (the configured methods, whether the proof is the
shopper's own upload), let the Wallet decide, and answer only once the read models show the
result (bounded), so a list asked right after the answer already has it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

from sqlalchemy import Engine

from application.errors import ServiceErrorCode
from application.idempotency import Answer, IdempotencyKeys
from application.ports import ProjectionWait
from application.site.uploads import ImageUploads
from application.wallet.service import Wallets
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.money import AmountRule
from projections.paging import Paged
from projections.recharges import RechargeRecord, recharges_of
from projections.wallet_balances import balance_of
from projections.wallet_history import HistoryEntry, history_of
from projections.withdrawals import WithdrawalRecord, withdrawals_of


@dataclass(frozen=True)
class RechargeMethod:
    """A way to pay in (and out), as `system/config` lists it in `recharge_list`."""

    method: str
    address: str
    """Where the shopper sends a recharge; stored with the application."""
    minimum: int | None = None
    maximum: int | None = None


def recharge_methods(configured: Iterable[Mapping[str, Any]]) -> dict[str, RechargeMethod]:
    return {
        str(entry["method"]): RechargeMethod(
            method=str(entry["method"]),
            address=str(entry.get("address", "")),
            minimum=entry.get("min"),
            maximum=entry.get("max"),
        )
        for entry in configured
    }


@dataclass(frozen=True)
class RechargeForm:
    method: str
    amount: int
    transaction_id: str
    proof_image: str


@dataclass(frozen=True)
class WithdrawalForm:
    method: str
    amount: int
    address: str


@dataclass(frozen=True)
class WalletSummary:
    amount: int
    frozen_amount: int
    recharge_min: int
    recharge_max: int
    recharge_step: int
    withdraw_min: int
    withdraw_max: int
    withdraw_step: int


class ShopperWallet:
    """What a signed-in shopper can do with their wallet."""

    def __init__(
        self,
        engine: Engine,
        wallets: Wallets,
        idempotency: IdempotencyKeys,
        methods: Mapping[str, RechargeMethod],
        await_projections: ProjectionWait,
        uploads: ImageUploads,
    ) -> None:
        self.engine = engine
        self.wallets = wallets
        self.uploads = uploads
        self.idempotency = idempotency
        self.methods = methods
        self.await_projections = await_projections

    # -- queries -------------------------------------------------------------------------

    def info(self, uid: int) -> WalletSummary:
        """Balances from the read model, and the amount limits the forms enforce."""
        with self.engine.connect() as connection:
            available, frozen = balance_of(connection, uid)
        recharge, withdraw = self.wallets.recharge_rule, self.wallets.withdraw_rule
        return WalletSummary(
            amount=available,
            frozen_amount=frozen,
            recharge_min=recharge.minimum or 0,
            recharge_max=recharge.maximum or 0,
            recharge_step=recharge.step or recharge.minimum or 0,
            withdraw_min=withdraw.minimum or 0,
            withdraw_max=withdraw.maximum or 0,
            withdraw_step=withdraw.step or withdraw.minimum or 0,
        )

    def recharges(self, uid: int, page: int, page_size: int) -> Paged[RechargeRecord]:
        """The user's recharge applications, newest first."""
        with self.engine.connect() as connection:
            return recharges_of(connection, uid, page, page_size)

    def withdrawals(self, uid: int, page: int, page_size: int) -> Paged[WithdrawalRecord]:
        """The user's withdrawal applications, newest first."""
        with self.engine.connect() as connection:
            return withdrawals_of(connection, uid, page, page_size)

    def history(self, uid: int, page: int, page_size: int) -> Paged[HistoryEntry]:
        """Every balance-moving event with the running balances, newest first."""
        with self.engine.connect() as connection:
            return history_of(connection, uid, page, page_size)

    # -- commands ------------------------------------------------------------------------

    def apply_recharge(self, uid: int, form: RechargeForm, idempotency_key: str | None) -> str:
        """Files a recharge for review; answers its id."""

        def act() -> Answer:
            return {"recharge_id": self._apply_recharge(uid, form)}

        answer = self.idempotency.once(uid, idempotency_key, "recharge", asdict(form), act)
        return str(answer["recharge_id"])

    def apply_withdrawal(self, uid: int, form: WithdrawalForm, idempotency_key: str | None) -> str:
        """Freezes the amount at once and files the withdrawal for review; answers its id."""

        def act() -> Answer:
            return {"withdraw_id": self._apply_withdrawal(uid, form)}

        answer = self.idempotency.once(uid, idempotency_key, "withdraw", asdict(form), act)
        return str(answer["withdraw_id"])

    def _apply_recharge(self, uid: int, form: RechargeForm) -> str:
        method = self.methods.get(form.method)
        if method is None:
            raise BusinessRuleViolation(ServiceErrorCode.BAD_RECHARGE_METHOD)
        proof_image = form.proof_image.strip()
        recharge_id, notification_id = self.wallets.request_recharge(
            uid,
            method.method,
            form.amount,
            form.transaction_id,
            proof_image,
            method.address,
            self._recharge_rule(method),
            proof_is_own_upload=self.uploads.is_own(uid, proof_image),
            # The proof becomes private once the Wallet accepted the request, whatever the
            # client asked for when uploading it; a refused request leaves it as it was.
            once_accepted=lambda: self.uploads.claim_document(uid, proof_image),
        )
        self.await_projections(notification_id)
        return recharge_id

    def _apply_withdrawal(self, uid: int, form: WithdrawalForm) -> str:
        if form.method not in self.methods:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="method")
        withdrawal_id, notification_id = self.wallets.request_withdrawal(
            uid, form.method, form.amount, form.address
        )
        self.await_projections(notification_id)
        return withdrawal_id

    def _recharge_rule(self, method: RechargeMethod) -> AmountRule:
        """The site's limits, narrowed by the method's own; the step stays the site's."""
        site = self.wallets.recharge_rule
        minimums = [m for m in (site.minimum, method.minimum) if m is not None]
        maximums = [m for m in (site.maximum, method.maximum) if m is not None]
        return AmountRule(
            minimum=max(minimums) if minimums else None,
            maximum=min(maximums) if maximums else None,
            step=site.step or site.minimum,
        )
