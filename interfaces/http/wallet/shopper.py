"""`mine/wealth/*`: the signed-in shopper's balance, recharges, withdrawals and history."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.wallet.shopper import RechargeForm, ShopperWallet, WithdrawalForm
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Envelope, ok
from interfaces.http.schemas import EmptyRequest, IdempotencyKey, PageRequest
from interfaces.http.wallet.schemas import (
    HistoryPage,
    RechargeApplied,
    RechargeApplyRequest,
    RechargePage,
    RechargeReferenceView,
    WealthInfoView,
    WithdrawApplied,
    WithdrawApplyRequest,
    WithdrawPage,
    history_item,
    recharge_item,
    wealth_info_view,
    withdraw_item,
)


class WealthController(Controller):
    path = "/mine/wealth"

    @api_post("/info")
    def info(
        self,
        uid: NamedDependency[int],
        shopper_wallet: NamedDependency[ShopperWallet],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[WealthInfoView]:
        """Available (`amount`) and frozen balances, and the recharge and withdrawal limits."""
        return ok(wealth_info_view(shopper_wallet.info(uid)))

    @api_post("/recharge/apply", changes_state=True, idempotent=True)
    def recharge_apply(
        self,
        uid: NamedDependency[int],
        shopper_wallet: NamedDependency[ShopperWallet],
        data: JSONBody[RechargeApplyRequest],
        idempotency_key: IdempotencyKey = None,
    ) -> Envelope[RechargeApplied]:
        """Files a recharge for review (30903 unknown method, 30902 one already pending);
        `proof_image` is the `path` of an image this user uploaded (it becomes private):
        required on a bank method (102 `proof_image`), optional on a chain method, whose
        transfer is verified on chain. An off-chain recharge quotes a payment `reference`
        (see `recharge/reference`)."""
        form = RechargeForm(
            data.method, data.amount, data.transaction_id, data.proof_image, data.reference
        )
        recharge_id = shopper_wallet.apply_recharge(uid, form, idempotency_key)
        return ok(RechargeApplied(recharge_id=recharge_id))

    @api_post("/recharge/reference")
    def recharge_reference(
        self,
        uid: NamedDependency[int],
        shopper_wallet: NamedDependency[ShopperWallet],
        data: JSONBody[EmptyRequest],
    ) -> Envelope[RechargeReferenceView]:
        """The payment reference to write on a bank transfer before filing the recharge: the
        caller's own, the same on every call until a recharge quotes it, then a new one."""
        return ok(RechargeReferenceView(reference=shopper_wallet.recharge_reference(uid)))

    @api_post("/recharge/list")
    def recharge_list(
        self,
        uid: NamedDependency[int],
        shopper_wallet: NamedDependency[ShopperWallet],
        data: JSONBody[PageRequest],
    ) -> Envelope[RechargePage]:
        """The caller's recharge applications, newest first."""
        found = shopper_wallet.recharges(uid, data.page, data.page_size)
        return ok(RechargePage.of(found, recharge_item))

    @api_post("/withdraw/apply", changes_state=True, idempotent=True)
    def withdraw_apply(
        self,
        uid: NamedDependency[int],
        shopper_wallet: NamedDependency[ShopperWallet],
        data: JSONBody[WithdrawApplyRequest],
        idempotency_key: IdempotencyKey = None,
    ) -> Envelope[WithdrawApplied]:
        """Moves `amount` from available to frozen at once and files the withdrawal for review
        (106 beyond the available balance, 30805 one already pending)."""
        form = WithdrawalForm(data.method, data.amount, data.address)
        withdraw_id = shopper_wallet.apply_withdrawal(uid, form, idempotency_key)
        return ok(WithdrawApplied(withdraw_id=withdraw_id))

    @api_post("/withdraw/list")
    def withdraw_list(
        self,
        uid: NamedDependency[int],
        shopper_wallet: NamedDependency[ShopperWallet],
        data: JSONBody[PageRequest],
    ) -> Envelope[WithdrawPage]:
        """The caller's withdrawal applications, newest first."""
        found = shopper_wallet.withdrawals(uid, data.page, data.page_size)
        return ok(WithdrawPage.of(found, withdraw_item))

    @api_post("/history")
    def history(
        self,
        uid: NamedDependency[int],
        shopper_wallet: NamedDependency[ShopperWallet],
        data: JSONBody[PageRequest],
    ) -> Envelope[HistoryPage]:
        """Every balance-moving event, newest first, with the balances after it."""
        found = shopper_wallet.history(uid, data.page, data.page_size)
        return ok(HistoryPage.of(found, history_item))
