"""`order/*`: checkout preview, placing and paying orders, and the buyer's order actions."""

from __future__ import annotations

from litestar import Controller
from litestar.di import NamedDependency
from litestar.params import JSONBody

from application.accounts.sessions import Session
from application.orders.checkout import Checkout
from application.orders.pay_chain import PayOnChain
from application.orders.receipts import ReceiptDeadlines
from application.orders.shopper import ShopperOrders
from interfaces.http.api_post import api_post
from interfaces.http.envelope import Empty, Envelope, done, ok
from interfaces.http.orders.cart_schemas import (
    CheckoutRequest,
    CheckoutView,
    OrderCreated,
    OrderCreateRequest,
    checkout_view,
    shop_remarks,
    wanted_lines,
)
from interfaces.http.orders.chain_schemas import (
    ChainPaymentFiled,
    ChainPayRequest,
    ChainQuoteRequest,
    ChainQuoteView,
    chain_quote_view,
)
from interfaces.http.orders.schemas import (
    OrderIdRequest,
    OrderListRequest,
    OrderPage,
    OrderPayRequest,
    OrderRefundRequest,
    OrderTrackRequest,
    OrderView,
    Paid,
    TrackView,
    order_view,
    track_view,
)
from interfaces.http.schemas import IdempotencyKey


class OrderController(Controller):
    path = "/order"

    @api_post("/checkout")
    def checkout(
        self,
        user: NamedDependency[Session],
        checkout: NamedDependency[Checkout],
        data: JSONBody[CheckoutRequest],
    ) -> Envelope[CheckoutView]:
        """What `create` would place, per shop with fees; writes nothing. No `lines`: the whole
        cart; nothing to buy: 102 field `lines`. A line that cannot be bought as it stands
        carries `unavailable_reason` (`out_of_stock`: `num` above `stock`; `quantity_limit`:
        above 999), is left out of its shop's and the overall amounts (a shop with no buyable
        line has 0 fees), and makes `payable` false: `create` would answer 107 until the
        shopper lowers or removes it. Lines whose product or SKU is gone are not shown, and
        `create` does not buy them (as in `mall/cart/list`). A line whose product is off sale
        answers 107 (`off_sale`): choose `lines` without it; one of the caller's own shop
        answers 111 (`own_goods`), even if it went into the cart before the shop opened."""
        preview = checkout.preview(user, wanted_lines(data.lines), data.address_id)
        return ok(checkout_view(preview))

    @api_post("/create", changes_state=True, idempotent=True)
    def create(
        self,
        user: NamedDependency[Session],
        checkout: NamedDependency[Checkout],
        data: JSONBody[OrderCreateRequest],
        idempotency_key: IdempotencyKey = None,
    ) -> Envelope[OrderCreated]:
        """One order per shop with every unit reserved; bought cart lines leave the cart.
        107 (nothing reserved) when any SKU is short or a product is off sale (`off_sale`),
        111 (`own_goods`) for a product of the caller's own shop, 102 `num` for a line above
        999; 103 unknown address. `remarks: [{shop_id, remark}]` gives each shop's order its
        own note (1 entry per shop of the order, each up to 500 characters; 102 `remarks`
        otherwise); the single `remark` of older clients is accepted for a one-shop order
        only. Each order must be paid within `ORDER_PAYMENT_MINUTES` (30 by default; the
        deadline is fixed now and shown as `pay_deadline_time`), or the system cancels it and
        releases its stock."""
        answer = checkout.create(
            user,
            wanted_lines(data.lines),
            data.address_id,
            data.remark,
            shop_remarks(data.remarks),
            idempotency_key,
        )
        return ok(OrderCreated(**answer))

    @api_post("/pay", changes_state=True, idempotent=True)
    def pay(
        self,
        uid: NamedDependency[int],
        checkout: NamedDependency[Checkout],
        data: JSONBody[OrderPayRequest],
        idempotency_key: IdempotencyKey = None,
    ) -> Envelope[Paid]:
        """The wallet debit and every order paid in one save: 106 and nothing changes when the
        balance is short; 108 (nothing debited) an order not awaiting payment or past its
        `pay_deadline_time`, even before the system has cancelled it; 103 not the caller's."""
        answer = checkout.pay(uid, data.order_ids, idempotency_key)
        return ok(Paid(**answer))

    @api_post("/pay_chain/quote")
    def pay_chain_quote(
        self,
        uid: NamedDependency[int],
        pay_on_chain: NamedDependency[PayOnChain],
        data: JSONBody[ChainQuoteRequest],
    ) -> Envelope[ChainQuoteView]:
        """What to send to pay the caller's unpaid orders with one transfer on a chain method:
        `amount` is what they owe beyond the wallet's available balance (0 when it covers them:
        pay with `order/pay`), `whole_amount` all they owe; to `address`, of the token at
        `token_contract`, counted after `confirmations` blocks; `expires_time` is their
        earliest payment deadline. 30903 not a chain method; 102 `order_ids` empty; 103 an
        order not the caller's; 108 one not awaiting payment, past its deadline or awaiting
        a chain payment already. Writes nothing."""
        return ok(chain_quote_view(pay_on_chain.quote(uid, data.order_ids, data.method)))

    @api_post("/pay_chain", changes_state=True, idempotent=True)
    def pay_chain(
        self,
        uid: NamedDependency[int],
        pay_on_chain: NamedDependency[PayOnChain],
        data: JSONBody[ChainPayRequest],
        idempotency_key: IdempotencyKey = None,
    ) -> Envelope[ChainPaymentFiled]:
        """Files the transfer `transaction_id` of `amount` (the quote's `amount` or
        `whole_amount` as it stands now, else 102 `amount`) as a chain recharge paying the
        orders, verified on chain at once. Once verified with its confirmations, up to
        `RECHARGE_AUTO_APPROVE_MAX` the system approves it and pays the orders from the wallet
        in the same save; above it a reviewer decides, and an approval pays them too. While it
        is pending the orders are not cancelled for non-payment (`pay_deadline_time` is null);
        decided without paying them (rejected, or approved once an order was cancelled or
        paid: the money stays in the wallet), unpaid orders get at least
        `ORDER_PAYMENT_MINUTES` again. `chain_payment` of each order shows the progress. The
        quote's refusals; 102 `transaction_id` (not one of the chain's, or used before); 30902
        another recharge of the caller's is pending."""
        return ok(ChainPaymentFiled(**pay_on_chain.file(uid, data.form(), idempotency_key)))

    @api_post("/list")
    def order_list(
        self,
        uid: NamedDependency[int],
        shopper_orders: NamedDependency[ShopperOrders],
        data: JSONBody[OrderListRequest],
    ) -> Envelope[OrderPage]:
        """The caller's orders, newest first, optionally of one status. Each order carries
        `pay_deadline_time` (Unix seconds; null once paid or cancelled), `cancel_reason`
        (`buyer` or `payment_timeout`, else null) and a timeline whose `cancelled` step has
        the same `reason`."""
        found = shopper_orders.orders_of(uid, data.status, data.page, data.page_size)
        return ok(OrderPage.of(found, order_view))

    @api_post("/detail")
    def detail(
        self,
        uid: NamedDependency[int],
        shopper_orders: NamedDependency[ShopperOrders],
        data: JSONBody[OrderIdRequest],
    ) -> Envelope[OrderView]:
        """One of the caller's orders (103 otherwise), shaped as in `order/list`."""
        return ok(order_view(shopper_orders.detail(uid, data.order_id)))

    @api_post("/cancel", changes_state=True)
    def cancel(
        self,
        uid: NamedDependency[int],
        shopper_orders: NamedDependency[ShopperOrders],
        data: JSONBody[OrderIdRequest],
    ) -> Envelope[Empty]:
        """Cancels an order awaiting payment (108 otherwise); its stock is released and its
        `cancel_reason` is `buyer`."""
        shopper_orders.cancel(uid, data.order_id)
        return done()

    @api_post("/refund", changes_state=True)
    def refund(
        self,
        uid: NamedDependency[int],
        shopper_orders: NamedDependency[ShopperOrders],
        data: JSONBody[OrderRefundRequest],
    ) -> Envelope[Empty]:
        """Refunds a paid, unshipped order (wait_confirm or wait_ship, else 108) to the wallet
        and releases its stock; `reason` 1..500."""
        shopper_orders.refund(uid, data.order_id, data.reason)
        return done()

    @api_post("/confirm_receipt", changes_state=True)
    def confirm_receipt(
        self,
        uid: NamedDependency[int],
        shopper_orders: NamedDependency[ShopperOrders],
        data: JSONBody[OrderIdRequest],
    ) -> Envelope[Empty]:
        """The buyer has the parcel (wait_receipt only); the order finishes days later."""
        shopper_orders.confirm_receipt(uid, data.order_id)
        return done()

    @api_post("/extend_receipt", changes_state=True)
    def extend_receipt(
        self,
        uid: NamedDependency[int],
        receipt_deadlines: NamedDependency[ReceiptDeadlines],
        data: JSONBody[OrderIdRequest],
    ) -> Envelope[Empty]:
        """Moves the receipt deadline on by `ORDER_RECEIVE_EXTEND_DAYS` (5 by default), once
        per order, while it waits for receipt (108 otherwise; another buyer's order 103)."""
        receipt_deadlines.extend(uid, data.order_id)
        return done()

    @api_post("/track")
    def track(
        self,
        shopper_orders: NamedDependency[ShopperOrders],
        data: JSONBody[OrderTrackRequest],
    ) -> Envelope[TrackView]:
        """Public: status, logistics number and timeline by order number (103 unknown)."""
        return ok(track_view(shopper_orders.track(data.order_sn)))
