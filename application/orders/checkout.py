"""Checkout as the shopper sees it: form checks, the preview, `Idempotency-Key` on create and
pay, and answers sent once the read models show the result (bounded), so a list asked right
after already has it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

from sqlalchemy import Connection, Engine, bindparam, select

from application.accounts.sessions import Session
from application.catalogue import stock_levels
from application.idempotency import Answer, IdempotencyKeys
from application.orders.cart import Carts, PricedLine, priced, require_sellable
from application.orders.checkout_remarks import ShopRemark, check_remark_lengths, remarks_by_shop
from application.orders.service import Orders
from application.orders.subscriber_discount import SubscriberDiscounts
from application.orders.tables import shipping_addresses
from application.ports import ProjectionWait
from application.reads import reading
from application.wake_ups import holding_wake_ups
from domain.cart import OUT_OF_STOCK, check_quantity, line_problem
from domain.errors import BusinessRuleViolation, ErrorCode
from domain.pricing import FeeRule, Fees
from projections import orders, wallet_balances
from projections.cart_lines import CartLine
from projections.driver_path import send
from projections.wallet_balances import balance_of

MAX_CHECKOUT_LINES = 100

# What the shopper reads right after each step, brought up to date before it answers: the
# orders, the wallet, and the stock the catalogue shows (the `stock` policy); the sellers'
# views and the mail follow from the workers, and the cart's reads bring its lines up
# themselves (`Carts.lines`).
READ_AFTER_CREATE = (orders.projection.name, stock_levels.policy.name)
READ_AFTER_PAY = (orders.projection.name, wallet_balances.projection.name, stock_levels.policy.name)

ADDRESS_FIELDS = ("name", "phone", "country", "province", "city", "area", "address", "postal_code")


@dataclass(frozen=True)
class WantedLine:
    shop_goods_id: int
    sku_id: int
    num: int


@dataclass(frozen=True)
class CheckoutLine:
    line: PricedLine
    unavailable_reason: str | None
    """Why the line cannot be bought as it stands (`out_of_stock`, `quantity_limit`)."""


@dataclass(frozen=True)
class ShopCheckout:
    shop_id: int
    name: str
    logo: str
    lines: list[CheckoutLine]
    fees: Fees
    """Of the lines that can be bought; all 0 when none can."""
    platform_discount: int = 0
    """This shop's part of the subscriber discount: the platform pays it, not the shopper."""


@dataclass(frozen=True)
class CheckoutPreview:
    shops: list[ShopCheckout]
    fees: Fees
    balance: int
    addresses: list[dict[str, Any]]
    address_id: int | None
    payable: bool
    """`create` would place these orders: no line is marked unavailable."""
    platform_discount: int = 0
    """The subscriber discount `create` would give now (0 without an offer to use)."""


def checkout_line(line: PricedLine) -> CheckoutLine:
    return CheckoutLine(line, line_problem(line.num, line.offer.stock))


def require_buyable(lines: Sequence[PricedLine]) -> None:
    """107 when a line asks more than the stock, 102 `num` when more than 999: the preview
    marks such lines, and nothing is placed while one is left."""
    for line in lines:
        problem = line_problem(line.num, line.offer.stock)
        if problem == OUT_OF_STOCK:
            raise BusinessRuleViolation(ErrorCode.OUT_OF_STOCK)
        if problem is not None:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="num")


def _address(row: Any) -> dict[str, Any]:
    return {
        "address_id": int(row.address_id),
        **{name: getattr(row, name) for name in ADDRESS_FIELDS},
        "is_default": bool(row.is_default),
    }


def addresses_of(connection: Connection, uid: int) -> list[dict[str, Any]]:
    """The address book, default first, then newest (read directly from its table)."""
    rows = connection.execute(
        select(shipping_addresses)
        .where(shipping_addresses.c.uid == uid)
        .order_by(
            shipping_addresses.c.is_default.desc(),
            shipping_addresses.c.created_at.desc(),
            shipping_addresses.c.address_id.desc(),
        )
    ).all()
    return [_address(row) for row in rows]


_ADDRESS_OF = select(shipping_addresses).where(
    shipping_addresses.c.address_id == bindparam("address_id"),
    shipping_addresses.c.uid == bindparam("uid"),
)
"""Built once: every checkout reads its address."""


def address_of(connection: Connection, uid: int, address_id: int) -> dict[str, Any] | None:
    row = send(connection, _ADDRESS_OF, {"address_id": address_id, "uid": uid}).first()
    return _address(row) if row else None


class Checkout:
    """What a shopper does at checkout: the preview, placing the orders and paying them."""

    def __init__(
        self,
        engine: Engine,
        carts: Carts,
        orders: Orders,
        idempotency: IdempotencyKeys,
        fee_rule: FeeRule,
        await_projections: ProjectionWait,
        discounts: SubscriberDiscounts,
    ) -> None:
        self.engine = engine
        self.carts = carts
        self.orders = orders
        self.idempotency = idempotency
        self.fee_rule = fee_rule
        self.await_projections = await_projections
        self.discounts = discounts

    # -- checkout ------------------------------------------------------------------------

    def preview(
        self, session: Session, wanted: Sequence[WantedLine] | None, address_id: int | None
    ) -> CheckoutPreview:
        """The orders `create` would place, with fees; writes nothing."""
        assert session.uid is not None
        lines, _ = self._lines(session, wanted)
        groups: dict[int, list[CheckoutLine]] = {}
        for line in lines:
            groups.setdefault(line.offer.shop_id, []).append(checkout_line(line))
        per_shop = self._discounted(
            session.uid, [self._shop_checkout(group) for group in groups.values()]
        )
        with self.engine.connect() as connection:
            balance = balance_of(connection, session.uid)[0]
            addresses = addresses_of(connection, session.uid)
        chosen = self._chosen_address(addresses, address_id)
        return CheckoutPreview(
            shops=per_shop,
            fees=Fees(
                sum(shop.fees.subtotal for shop in per_shop),
                sum(shop.fees.shipping_fee for shop in per_shop),
                sum(shop.fees.tax for shop in per_shop),
            ),
            balance=balance,
            addresses=addresses,
            address_id=chosen,
            payable=all(
                item.unavailable_reason is None for shop in per_shop for item in shop.lines
            ),
            platform_discount=sum(shop.platform_discount for shop in per_shop),
        )

    def _discounted(self, uid: int, per_shop: list[ShopCheckout]) -> list[ShopCheckout]:
        """The shops with their part of the subscriber discount, as `create` would spread it."""
        offer = self.discounts.offer(uid, self.orders.clock())
        shares = self.discounts.shares(offer, [shop.fees.subtotal for shop in per_shop])
        return [
            replace(shop, platform_discount=share)
            for shop, share in zip(per_shop, shares, strict=True)
        ]

    def _shop_checkout(self, items: list[CheckoutLine]) -> ShopCheckout:
        """One shop's lines; its fees count only the lines that can be bought."""
        offer = items[0].line.offer
        buyable = [item.line for item in items if item.unavailable_reason is None]
        fees = self.fee_rule.fees(sum(line.total for line in buyable)) if buyable else Fees(0, 0, 0)
        return ShopCheckout(offer.shop_id, offer.shop_name, offer.shop_logo, items, fees)

    @staticmethod
    def _chosen_address(addresses: list[dict[str, Any]], address_id: int | None) -> int | None:
        if address_id is not None:
            if not any(address["address_id"] == address_id for address in addresses):
                raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="address_id")
            return address_id
        defaults = [a["address_id"] for a in addresses if a["is_default"]]
        return int(defaults[0]) if defaults else None

    def _lines(
        self, session: Session, wanted: Sequence[WantedLine] | None
    ) -> tuple[list[PricedLine], list[tuple[int, int]]]:
        """The priced lines to buy, and which of them are in the caller's cart; 107
        `off_sale` when one's product is off sale (unlike a short stock, which the preview
        marks, such a line cannot become buyable by changing it), 111 `own_goods` when one is
        of the caller's own shop (a line may have been put in the cart before they opened it)."""
        in_cart = self.carts.lines(session)
        cart_keys = {(line.shop_goods_id, line.sku_id) for line in in_cart}
        lines = priced(self.engine, in_cart) if wanted is None else self._wanted(wanted)
        if not lines:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="lines")
        require_sellable(session.uid, [line.offer for line in lines])
        bought = [(line.offer.shop_goods_id, line.offer.sku_id) for line in lines]
        return lines, [key for key in bought if key in cart_keys]

    def _wanted(self, wanted: Sequence[WantedLine]) -> list[PricedLine]:
        if len(wanted) > MAX_CHECKOUT_LINES:
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="lines")
        merged: dict[tuple[int, int], int] = {}
        for line in wanted:
            check_quantity(line.num)
            key = (line.shop_goods_id, line.sku_id)
            merged[key] = merged.get(key, 0) + line.num
        for num in merged.values():
            check_quantity(num)
        found = priced(self.engine, [CartLine(g, s, n) for (g, s), n in merged.items()])
        if len(found) != len(merged):
            raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="sku_id")
        return found

    # -- commands ------------------------------------------------------------------------

    @holding_wake_ups
    def create(
        self,
        session: Session,
        wanted: Sequence[WantedLine] | None,
        address_id: int,
        remark: str,
        remarks: Sequence[ShopRemark] | None,
        idempotency_key: str | None,
    ) -> Answer:
        """Places one order per shop, each with its own note; answers {order_ids, order_sns,
        pay_amount, platform_discount} (the shopper pays `pay_amount`)."""
        assert session.uid is not None
        uid = session.uid
        fields = {
            "lines": None if wanted is None else [asdict(line) for line in wanted],
            "address_id": address_id,
            "remark": remark,
            "remarks": None if remarks is None else [asdict(note) for note in remarks],
        }

        def act() -> Answer:
            check_remark_lengths(remark, remarks)
            with reading(self.engine) as connection:
                address = address_of(connection, uid, address_id)
            if address is None:
                raise BusinessRuleViolation(ErrorCode.NOT_FOUND, field="address_id")
            lines, from_cart = self._lines(session, wanted)
            notes = remarks_by_shop({line.offer.shop_id for line in lines}, remark, remarks)
            require_buyable(lines)
            placed = self.orders.place(uid, lines, address, notes, from_cart)
            self.await_projections(placed.notification_id, READ_AFTER_CREATE)
            return {
                "order_ids": placed.order_ids,
                "order_sns": placed.order_sns,
                "pay_amount": placed.pay_amount,
                "platform_discount": placed.platform_discount,
            }

        return self.idempotency.once(uid, idempotency_key, "order/create", fields, act)

    @holding_wake_ups
    def pay(self, uid: int, order_ids: Sequence[str], idempotency_key: str | None) -> Answer:
        """One atomic save of the wallet debit and every order; answers {paid_amount, balance}."""

        def act() -> Answer:
            if not order_ids:
                raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="order_ids")
            payment = self.orders.pay(uid, order_ids)
            self.await_projections(payment.notification_id, READ_AFTER_PAY)
            return {"paid_amount": payment.paid_amount, "balance": payment.balance}

        fields = {"order_ids": list(order_ids)}
        return self.idempotency.once(uid, idempotency_key, "order/pay", fields, act)
