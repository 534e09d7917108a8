"""The shopper's wallet: balance, recharge and withdrawal applications, and the history.

Commands look up what the Wallet cannot know (the configured methods, whether the proof is the
shopper's own upload), let the Wallet decide, and answer only once the read models show the
result (bounded), so a list asked right after the answer already has it.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from uuid import uuid4

from sqlalchemy import Engine

from application.errors import ServiceErrorCode
from application.idempotency import Answer, IdempotencyKeys
from application.ports import ProjectionWait
from application.site.uploads import ImageUploads
from application.wallet.chains import (
    Chain,
    is_valid_address,
    is_valid_transaction_id,
    loses_money,
    transaction_key,
)
from application.wallet.deposit_addresses import DepositAddresses
from application.wallet.methods import RechargeMethod
from application.wallet.recharge_references import RechargeReferences
from application.wallet.service import Wallets
from application.wallet.transaction_claims import TransactionClaims
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.money import AmountRule
from projections.paging import Paged

# Re-exported (`as` themselves): the read-model rows this module answers with, for the edge.
from projections.recharges import RechargeRecord as RechargeRecord
from projections.recharges import recharges_of
from projections.wallet_balances import balance_of
from projections.wallet_history import HistoryEntry as HistoryEntry
from projections.wallet_history import history_of
from projections.withdrawals import WithdrawalRecord as WithdrawalRecord
from projections.withdrawals import withdrawals_of

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class RechargeForm:
    method: str
    amount: int
    transaction_id: str
    proof_image: str
    reference: str | None = None
    """The payment reference the shopper quoted on an off-chain transfer (None: their open
    one, as older clients send none)."""


@dataclass(frozen=True)
class WithdrawalForm:
    method: str
    amount: int
    address: str


@dataclass(frozen=True)
class _ClaimedTransaction:
    chain: Chain
    key: str


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
        claims: TransactionClaims,
        deposit_addresses: DepositAddresses,
        references: RechargeReferences,
    ) -> None:
        self.engine = engine
        self.references = references
        self.deposit_addresses = deposit_addresses
        self.wallets = wallets
        self.uploads = uploads
        self.claims = claims
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

    def recharge_reference(self, uid: int) -> str:
        """The payment reference for the user's next off-chain recharge (the same until a
        recharge quotes it)."""
        return self.references.open_for(uid)

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
        transaction = _chain_transaction(method, form.transaction_id.strip())
        reference = self._reference_for(uid, method, form.reference)
        recharge_id = uuid4().hex

        def once_accepted() -> None:
            if transaction is not None:
                self.claims.claim(transaction.chain, transaction.key, uid, recharge_id)
            # The proof becomes private once the Wallet accepted the request, whatever the
            # client asked for when uploading it; a refused request leaves it as it was.
            if proof_image:
                self.uploads.claim_document(uid, proof_image)

        try:
            _, notification_id = self.wallets.request_recharge(
                uid,
                method.method,
                form.amount,
                form.transaction_id,
                proof_image,
                method.address,
                self._recharge_rule(method),
                # No proof at all: the Wallet says which methods need one (off chain).
                proof_is_own_upload=not proof_image or self.uploads.is_own(uid, proof_image),
                once_accepted=once_accepted,
                chain=method.chain,
                recharge_id=recharge_id,
                reference=reference,
            )
        except BaseException:  # the claims ask the event store whether it was saved after all
            if transaction is not None:
                self.claims.let_go(transaction.chain, transaction.key, uid, recharge_id)
            raise
        self.await_projections(notification_id)
        return recharge_id

    def _reference_for(self, uid: int, method: RechargeMethod, quoted: str | None) -> str | None:
        """The reference an off-chain recharge quotes: the one given, when it was issued to
        this user, else their open one; a chain recharge quotes none (102 `reference`)."""
        given = (quoted or "").strip()
        if method.chain is not None and not given:
            return None
        if not given:
            return self.references.open_for(uid)
        reference = None if method.chain else self.references.issued_to(uid, given)
        if reference is None:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="reference")
        return reference

    def _apply_withdrawal(self, uid: int, form: WithdrawalForm) -> str:
        method = self.methods.get(form.method)
        if method is None:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="method")
        address = form.address.strip()
        if method.chain is not None and address and not self._may_pay_to(method, address):
            # The spec's "Invalid recharge address!" (an empty one is a missing field: 102).
            raise BusinessRuleViolation(ServiceErrorCode.BAD_RECHARGE_METHOD)
        withdrawal_id, notification_id = self.wallets.request_withdrawal(
            uid, form.method, form.amount, form.address
        )
        self.await_projections(notification_id)
        return withdrawal_id

    def _may_pay_to(self, method: RechargeMethod, address: str) -> bool:
        """Whether `address` is an account on the method's chain that would receive the money:
        not a burn address, the token's contract or a deposit address of the platform's."""
        chain = method.chain
        if chain is None or not is_valid_address(chain, address):
            return False
        deposits = self.deposit_addresses.on(chain)
        return not loses_money(
            chain, address, token_contract=method.token_contract, deposit_addresses=deposits
        )

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


def _chain_transaction(method: RechargeMethod, transaction_id: str) -> _ClaimedTransaction | None:
    """The chain transaction a recharge on a chain method names (102 `transaction_id` when it
    is not spelled as one); None off-chain, where the id is free text."""
    if method.chain is None:
        return None
    if not is_valid_transaction_id(method.chain, transaction_id):
        raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="transaction_id")
    return _ClaimedTransaction(method.chain, transaction_key(method.chain, transaction_id))
