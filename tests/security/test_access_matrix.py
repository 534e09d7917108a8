"""The access matrix: no shopper reaches another shopper's cart, wallet, orders, addresses,
reviews, favourites, chat or uploads, no seller reaches another shop's orders or chats, and a
guest reaches none of them.

One world is built per module (two shoppers with real data of every kind, two sellers of two
shops with orders), then every row of `PROBES` is one way an intruder tries to reach an object
of shopper A (or of shop Y). A row passes only when
- the intruder gets the documented answer (usually 103 "not found / not yours", 101 for a
  guest, 111 without the back-office role, 102 for someone else's upload);
- nothing of A's shows anywhere in the intruder's answer, and a list shows the intruder's own
  records (so an empty answer cannot pass for a safe one);
- A's object, read back as A, is exactly as it was before the attempt.

Each feature's integration suite checks its own cross-user rules in detail; this module keeps
them in one table so a new endpoint that forgets the owner stands out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from infra.asgi import web_app
from infra.bootstrap import bootstrap
from infra.migrate import upgrade_to_head
from tests.conftest import base_settings
from tests.integration.api_client import ApiClient, StepClock, User
from tests.integration.catalogue.fixture import seed_fixture_catalogue
from tests.integration.orders.conftest import Item, Shop, line
from tests.integration.wallet.steps import USDT, fund, tron_address

Marker = str | tuple[str, int]
"""Something of one owner that must not reach an intruder: a string that no string in the
answer may contain, or a (key, integer id) pair that no object in the answer may hold."""

SELLER_X_SHOP, SELLER_Y_SHOP, THIRD_SHOP = 1, 2, 3


@dataclass(frozen=True)
class Picks:
    """The products one shopper uses: what only they have in cart and favourites, and what
    every shopper buys (two lines in one order, so one line is left to review)."""

    cart: str
    favourite: str
    funds: int
    received: tuple[str, str] = ("Cast Iron Dutch Oven", "Ceramic Frying Pan")
    shipped: str = "Aurora Wireless Earbuds Pro"
    awaiting_shipment: str = "Sonara Portable Speaker"
    paid: str = "Slim Clear Phone Case"
    unpaid: str = "Glass French Press"


@dataclass(frozen=True)
class Holdings:
    """A shopper and one record of every kind they own."""

    user: User
    name: str
    cart_item: Item
    cart_item_name: str
    favourite_item: Item
    favourite_item_name: str
    address_id: int
    upload: str
    funded: int
    recharge_id: str
    withdraw_id: str
    received_order: str
    unreviewed_item: Item
    shipped_order: str
    awaiting_shipment_order: str
    paid_order: str
    unpaid_order: str
    order_sns: tuple[str, ...]
    comment_id: int
    chat_id: int

    @property
    def address_name(self) -> str:
        return f"{self.name} Private"

    @property
    def withdraw_address(self) -> str:
        return tron_address(self.name)

    @property
    def review_text(self) -> str:
        return f"{self.name} reviews the dutch oven"

    @property
    def chat_text(self) -> str:
        return f"{self.name} asks shop Y a private question"

    @property
    def order_ids(self) -> tuple[str, ...]:
        return (
            self.received_order,
            self.shipped_order,
            self.awaiting_shipment_order,
            self.paid_order,
            self.unpaid_order,
        )

    @property
    def markers(self) -> set[Marker]:
        """Everything that identifies this shopper's records in an answer."""
        return {
            self.user.email,
            self.address_name,
            self.upload,
            self.recharge_id,
            self.withdraw_id,
            self.withdraw_address,
            self.review_text,
            self.chat_text,
            self.cart_item_name,
            self.favourite_item_name,
            *self.order_ids,
            *self.order_sns,
            ("amount_change", self.funded),
            ("address_id", self.address_id),
            ("comment_id", self.comment_id),
            ("chat_id", self.chat_id),
        }

    @property
    def shop_y_markers(self) -> set[Marker]:
        """This shopper's records that belong to shop Y (its orders and its chat)."""
        return {
            self.awaiting_shipment_order,
            self.paid_order,
            self.chat_text,
            ("chat_id", self.chat_id),
        }


@dataclass(frozen=True)
class World:
    api: ApiClient
    a: Holdings
    b: Holdings
    seller_x: User
    seller_y: User


def _signed_up_with_records(
    api: ApiClient,
    shop: Shop,
    sellers: dict[int, User],
    reviewers: tuple[User, User],
    name: str,
    picks: Picks,
) -> Holdings:
    user = api.sign_in(f"{name.lower()}@bazaar.test")
    upload = api.upload(user)
    address_id = api.data(
        "mine/shipping_address/add",
        user,
        name=f"{name} Private",
        phone="+1 555 0100",
        country="US",
        province="CA",
        city="San Jose",
        address=f"{len(name)} Quiet Lane",
        postal_code="95113",
    )["address_id"]
    cart_item, favourite_item = shop.item(picks.cart), shop.item(picks.favourite)
    api.data("mall/cart/add", user, **line(cart_item, 1))
    api.data("mine/favorite/add", user, shop_goods_id=favourite_item.shop_goods_id)
    # From REVIEW_SECOND_APPROVAL_FROM (100000 cents) a recharge needs a second reviewer.
    second = reviewers[1:] if picks.funds >= 100_000 else ()
    recharge_id = fund(api, user, picks.funds, reviewers[0], *second)
    withdraw_id = api.data(
        "mine/wealth/withdraw/apply", user, method=USDT, amount=1000, address=tron_address(name)
    )["withdraw_id"]

    def order(*names: str) -> tuple[str, str]:
        created = api.data(
            "order/create",
            user,
            lines=[line(shop.item(item), 1) for item in names],
            address_id=address_id,
        )
        return created["order_ids"][0], created["order_sns"][0]

    placed = {
        "received": order(*picks.received),
        "shipped": order(picks.shipped),
        "awaiting_shipment": order(picks.awaiting_shipment),
        "paid": order(picks.paid),
        "unpaid": order(picks.unpaid),
    }
    ids = {stage: order_id for stage, (order_id, _) in placed.items()}
    api.data("order/pay", user, order_ids=[ids[s] for s in placed if s != "unpaid"])
    for stage in ("received", "shipped"):
        api.data("console/order/confirm", sellers[SELLER_X_SHOP], order_id=ids[stage])
        api.data(
            "console/order/ship", sellers[SELLER_X_SHOP], order_id=ids[stage], logistics_no="1Z9"
        )
    api.data("console/order/confirm", sellers[SELLER_Y_SHOP], order_id=ids["awaiting_shipment"])
    api.data("order/confirm_receipt", user, order_id=ids["received"])
    reviewed = shop.item(picks.received[0])
    comment_id = api.data(
        "mall/goods/comment/add",
        user,
        order_id=ids["received"],
        shop_goods_id=reviewed.shop_goods_id,
        sku_id=reviewed.sku_id,
        star=4,
        content=f"{name} reviews the dutch oven",
    )["comment_id"]
    api.data(
        "support/customer_service/send",
        user,
        shop_id=SELLER_Y_SHOP,
        type=1,
        content=f"{name} asks shop Y a private question",
    )
    chats = api.data("support/customer_service/chat_list", user, limit=20)["list"]
    return Holdings(
        user=user,
        name=name,
        cart_item=cart_item,
        cart_item_name=picks.cart,
        favourite_item=favourite_item,
        favourite_item_name=picks.favourite,
        address_id=address_id,
        upload=upload,
        funded=picks.funds,
        recharge_id=recharge_id,
        withdraw_id=withdraw_id,
        received_order=ids["received"],
        unreviewed_item=shop.item(picks.received[1]),
        shipped_order=ids["shipped"],
        awaiting_shipment_order=ids["awaiting_shipment"],
        paid_order=ids["paid"],
        unpaid_order=ids["unpaid"],
        order_sns=tuple(sn for _, sn in placed.values()),
        comment_id=comment_id,
        chat_id=next(c["chat_id"] for c in chats if c["shop_id"] == SELLER_Y_SHOP),
    )


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    """A running app (embedded workers, as in `bazaar serve`) over the fixture catalogue,
    built once: every probe is refused, so none of them changes what the others see."""
    data_dir: Path = tmp_path_factory.mktemp("access-matrix")
    clock = StepClock()
    container = bootstrap(base_settings(data_dir), clock=clock, create_event_tables=True)
    upgrade_to_head(container.engine)
    container.start_embedded_workers()
    with TestClient(web_app(container)) as client:
        api = ApiClient(container, client, clock)
        seed_fixture_catalogue(container.engine)
        shop = Shop(api)
        sellers = {shop_id: shop.seller(shop_id) for shop_id in (SELLER_X_SHOP, SELLER_Y_SHOP)}
        reviewers = (
            api.sign_in("rex@bazaar.test", "reviewer"),
            api.sign_in("rita@bazaar.test", "reviewer"),
        )

        def holdings(name: str, picks: Picks) -> Holdings:
            return _signed_up_with_records(api, shop, sellers, reviewers, name, picks)

        yield World(
            api=api,
            a=holdings(
                "Alice",
                Picks(
                    cart="Tidewave Fast Wall Charger", favourite="Linen Midi Dress", funds=100_000
                ),
            ),
            b=holdings(
                "Bruno",
                Picks(
                    cart="Aurora Wireless Earbuds Pro Charging Case",
                    favourite="Summit Peak Dome Tent",
                    funds=90_000,
                ),
            ),
            seller_x=sellers[SELLER_X_SHOP],
            seller_y=sellers[SELLER_Y_SHOP],
        )
    container.close()


# -- what each probe watches, read back by its owner -------------------------------------------


def a_cart(w: World) -> Any:
    return w.api.data("mall/cart/list", w.a.user)


def a_wallet(w: World) -> Any:
    return [
        w.api.data(path, w.a.user)
        for path in (
            "mine/wealth/info",
            "mine/wealth/recharge/list",
            "mine/wealth/withdraw/list",
            "mine/wealth/history",
        )
    ]


def a_order(stage: str) -> Callable[[World], Any]:
    def read(w: World) -> Any:
        return w.api.data("order/detail", w.a.user, order_id=getattr(w.a, stage))

    return read


def a_address(w: World) -> Any:
    return w.api.data("mine/shipping_address/list", w.a.user)


def a_reviews(w: World) -> Any:
    return w.api.data("mine/comment/list", w.a.user), a_order("received_order")(w)


def a_favourites(w: World) -> Any:
    return w.api.data("mine/favorite/list", w.a.user)


def chat_with_shop_y(w: World, user: User) -> Any:
    page = w.api.data("support/customer_service/message_list", user, shop_id=SELLER_Y_SHOP)
    return page["list"]


def a_chat(w: World) -> Any:
    return chat_with_shop_y(w, w.a.user)


def b_order_ids(w: World) -> Any:
    return [order["order_id"] for order in w.api.data("order/list", w.b.user)["list"]]


def b_account(w: World) -> Any:
    """What B could gain with A's upload: a recharge, a shop application, an avatar, a chat."""
    info = w.api.data("mine/info", w.b.user)
    return (
        w.api.data("mine/wealth/recharge/list", w.b.user),
        info["avatar"],
        info["shop_state"],
        chat_with_shop_y(w, w.b.user),
    )


# -- who probes ------------------------------------------------------------------------------


def shopper_b(w: World) -> User | None:
    return w.b.user


def seller_x(w: World) -> User | None:
    return w.seller_x


def guest(w: World) -> User | None:
    return None


def a_markers(w: World) -> set[Marker]:
    return w.a.markers


def nothing(w: World) -> set[Marker]:
    return set()


@dataclass(frozen=True)
class Probe:
    """One way an intruder tries to reach someone else's object."""

    intruder: Callable[[World], User | None]
    path: str
    body: Callable[[World], dict[str, Any]]
    answer: int
    """The documented code: the refusal, or 0 for a list that answers the intruder's own."""
    watched: Callable[[World], Any]
    """The object the attempt aims at, read by its owner: it must not change."""
    hidden: Callable[[World], set[Marker]] = a_markers
    """What must not show anywhere in the intruder's answer."""
    own: Callable[[World], set[Marker]] = nothing
    """What must show in it: the intruder's own records, for a list."""
    field: str | None = None
    """For a 102: the field it must name, so that no other flaw of the body explains it."""


def probe(
    area: str, intruder: Callable[[World], User | None], path: str, answer: int, **rest: Any
) -> Any:
    who = intruder.__name__.replace("_", " ")
    return pytest.param(Probe(intruder, path, answer=answer, **rest), id=f"{area}: {who} {path}")


def a_cart_line(w: World) -> dict[str, Any]:
    return line(w.a.cart_item, 3)


PROBES = [
    # cart: lines are keyed by product and SKU inside the caller's own cart
    probe("cart", shopper_b, "mall/cart/update", 103, body=a_cart_line, watched=a_cart),
    probe(
        "cart",
        shopper_b,
        "mall/cart/del",
        103,
        body=lambda w: line(w.a.cart_item, 1) | {"num": None},
        watched=a_cart,
    ),
    probe(
        "cart",
        shopper_b,
        "mall/cart/list",
        0,
        body=lambda w: {},
        watched=a_cart,
        own=lambda w: {w.b.cart_item_name},
    ),
    probe("cart", guest, "mall/cart/update", 103, body=a_cart_line, watched=a_cart),
    # wallet: the shopper's lists are their own; a record's detail is back-office only
    probe(
        "wallet",
        shopper_b,
        "mine/wealth/recharge/list",
        0,
        body=lambda w: {},
        watched=a_wallet,
        own=lambda w: {w.b.recharge_id},
    ),
    probe(
        "wallet",
        shopper_b,
        "mine/wealth/withdraw/list",
        0,
        body=lambda w: {},
        watched=a_wallet,
        own=lambda w: {w.b.withdraw_id, w.b.withdraw_address},
    ),
    probe(
        "wallet",
        shopper_b,
        "mine/wealth/history",
        0,
        body=lambda w: {},
        watched=a_wallet,
        own=lambda w: {("amount_change", w.b.funded)},
    ),
    probe(
        "wallet",
        shopper_b,
        "console/recharge/detail",
        111,
        body=lambda w: {"recharge_id": w.a.recharge_id},
        watched=a_wallet,
    ),
    probe(
        "wallet",
        shopper_b,
        "console/withdraw/reject",
        111,
        body=lambda w: {"withdraw_id": w.a.withdraw_id, "remark": "mine now"},
        watched=a_wallet,
    ),
    probe(
        "wallet",
        shopper_b,
        "console/withdraw/detail",
        111,
        body=lambda w: {"withdraw_id": w.a.withdraw_id},
        watched=a_wallet,
    ),
    probe(
        "wallet",
        guest,
        "console/withdraw/detail",
        101,
        body=lambda w: {"withdraw_id": w.a.withdraw_id},
        watched=a_wallet,
    ),
    probe("wallet", guest, "mine/wealth/recharge/list", 101, body=lambda w: {}, watched=a_wallet),
    probe(
        "wallet",
        guest,
        "console/recharge/detail",
        101,
        body=lambda w: {"recharge_id": w.a.recharge_id},
        watched=a_wallet,
    ),
    # orders: every order call names an order of the caller's, or answers 103
    probe(
        "orders",
        shopper_b,
        "order/detail",
        103,
        body=lambda w: {"order_id": w.a.paid_order},
        watched=a_order("paid_order"),
    ),
    probe(
        "orders",
        shopper_b,
        "order/cancel",
        103,
        body=lambda w: {"order_id": w.a.unpaid_order},
        watched=a_order("unpaid_order"),
    ),
    probe(
        "orders",
        shopper_b,
        "order/pay",
        103,
        body=lambda w: {"order_ids": [w.a.unpaid_order]},
        watched=a_order("unpaid_order"),
    ),
    probe(
        "orders",
        shopper_b,
        "order/confirm_receipt",
        103,
        body=lambda w: {"order_id": w.a.shipped_order},
        watched=a_order("shipped_order"),
    ),
    probe(
        "orders",
        shopper_b,
        "order/refund",
        103,
        body=lambda w: {"order_id": w.a.paid_order, "reason": "changed my mind"},
        watched=a_order("paid_order"),
    ),
    probe(
        "orders",
        shopper_b,
        "order/list",
        0,
        body=lambda w: {"page_size": 50},
        watched=a_order("paid_order"),
        own=lambda w: set(w.b.order_ids),
    ),
    probe(
        "orders",
        guest,
        "order/detail",
        101,
        body=lambda w: {"order_id": w.a.paid_order},
        watched=a_order("paid_order"),
    ),
    # addresses
    probe(
        "addresses",
        shopper_b,
        "mine/shipping_address/get",
        103,
        body=lambda w: {"address_id": w.a.address_id},
        watched=a_address,
    ),
    probe(
        "addresses",
        shopper_b,
        "mine/shipping_address/edit",
        103,
        body=lambda w: {
            "address_id": w.a.address_id,
            "name": "Taken Over",
            "phone": "+1 555 0199",
            "country": "US",
            "province": "NY",
            "address": "9 Elsewhere",
            "postal_code": "10001",
        },
        watched=a_address,
    ),
    probe(
        "addresses",
        shopper_b,
        "mine/shipping_address/set_default",
        103,
        body=lambda w: {"address_id": w.a.address_id},
        watched=a_address,
    ),
    probe(
        "addresses",
        shopper_b,
        "mine/shipping_address/del",
        103,
        body=lambda w: {"address_id": w.a.address_id},
        watched=a_address,
    ),
    probe(
        "addresses",
        shopper_b,
        "mine/shipping_address/list",
        0,
        body=lambda w: {},
        watched=a_address,
        own=lambda w: {w.b.address_name},
    ),
    probe(
        "addresses",
        shopper_b,
        "order/create",
        103,
        body=lambda w: {"lines": [line(w.b.cart_item, 1)], "address_id": w.a.address_id},
        watched=lambda w: (a_address(w), b_order_ids(w)),
    ),
    probe(
        "addresses",
        guest,
        "mine/shipping_address/get",
        101,
        body=lambda w: {"address_id": w.a.address_id},
        watched=a_address,
    ),
    # reviews
    probe(
        "reviews",
        shopper_b,
        "mine/comment/detail",
        103,
        body=lambda w: {"comment_id": w.a.comment_id},
        watched=a_reviews,
    ),
    probe(
        "reviews",
        shopper_b,
        "mine/comment/list",
        0,
        body=lambda w: {},
        watched=a_reviews,
        own=lambda w: {w.b.review_text},
    ),
    probe(
        "reviews",
        shopper_b,
        "mall/goods/comment/add",
        103,
        body=lambda w: {
            "order_id": w.a.received_order,
            "shop_goods_id": w.a.unreviewed_item.shop_goods_id,
            "sku_id": w.a.unreviewed_item.sku_id,
            "star": 1,
            "content": "not my order",
        },
        watched=a_reviews,
    ),
    probe(
        "reviews",
        guest,
        "mine/comment/detail",
        101,
        body=lambda w: {"comment_id": w.a.comment_id},
        watched=a_reviews,
    ),
    # favourites: removing one the caller does not have is fine, and touches nobody else's
    probe(
        "favourites",
        shopper_b,
        "mine/favorite/list",
        0,
        body=lambda w: {},
        watched=a_favourites,
        own=lambda w: {w.b.favourite_item_name},
    ),
    probe(
        "favourites",
        shopper_b,
        "mine/favorite/del",
        0,
        body=lambda w: {"shop_goods_id": w.a.favourite_item.shop_goods_id},
        watched=a_favourites,
    ),
    probe("favourites", guest, "mine/favorite/list", 101, body=lambda w: {}, watched=a_favourites),
    # chat: the customer's calls name a shop, never a conversation; a chat_id is ignored
    probe(
        "chat",
        shopper_b,
        "support/customer_service/message_list",
        0,
        body=lambda w: {"shop_id": SELLER_Y_SHOP, "chat_id": w.a.chat_id},
        watched=a_chat,
        own=lambda w: {w.b.chat_text, ("chat_id", w.b.chat_id)},
    ),
    probe(
        "chat",
        shopper_b,
        "support/customer_service/chat_list",
        0,
        body=lambda w: {"limit": 20},
        watched=a_chat,
        own=lambda w: {("chat_id", w.b.chat_id)},
    ),
    probe(
        "chat",
        shopper_b,
        "support/customer_service/send",
        0,
        body=lambda w: {
            "shop_id": SELLER_Y_SHOP,
            "chat_id": w.a.chat_id,
            "type": 1,
            "content": "Bruno writes again",
        },
        watched=a_chat,
    ),
    probe(
        "chat",
        guest,
        "support/customer_service/message_list",
        0,
        body=lambda w: {"shop_id": SELLER_Y_SHOP, "chat_id": w.a.chat_id, "open_id": "q" * 32},
        watched=a_chat,
    ),
    probe(
        "chat",
        guest,
        "support/customer_service/message_list",
        102,
        field="open_id",
        body=lambda w: {"shop_id": SELLER_Y_SHOP, "chat_id": w.a.chat_id},
        watched=a_chat,
    ),
    # uploads: an image is only usable by whoever uploaded it
    probe(
        "uploads",
        shopper_b,
        "mine/wealth/recharge/apply",
        102,
        field="proof_image",
        body=lambda w: {
            "method": USDT,
            "amount": 5000,
            "transaction_id": "b0" * 32,  # well-formed: only the picture is wrong
            "proof_image": w.a.upload,
        },
        watched=b_account,
    ),
    probe(
        "uploads",
        shopper_b,
        "mine/shop/apply",
        102,
        field="id_front_image",
        body=lambda w: {
            "shop_name": "Borrowed Papers",
            "real_name": "Bruno",
            "phone": "+1 555 0101",
            "id_front_image": w.a.upload,
            "id_back_image": w.a.upload,
            "agree": True,
        },
        watched=b_account,
    ),
    probe(
        "uploads",
        shopper_b,
        "mine/modify",
        102,
        field="avatar",
        body=lambda w: {"avatar": w.a.upload, "nickname": "Bruno", "phone": "+1 555 0101"},
        watched=b_account,
    ),
    probe(
        "uploads",
        shopper_b,
        "support/customer_service/send",
        102,
        field="file_path",
        body=lambda w: {"shop_id": SELLER_Y_SHOP, "type": 2, "file_path": w.a.upload},
        watched=b_account,
    ),
    probe(
        "uploads",
        guest,
        "mine/wealth/recharge/apply",
        101,
        body=lambda w: {
            "method": USDT,
            "amount": 5000,
            "transaction_id": "tx-guest",
            "proof_image": w.a.upload,
        },
        watched=a_wallet,
    ),
    # seller X (shop 1) and shop Y's (shop 2) orders and chats
    probe(
        "shops",
        seller_x,
        "console/order/list",
        0,
        body=lambda w: {"page_size": 50},
        watched=a_order("paid_order"),
        hidden=lambda w: w.a.shop_y_markers | w.b.shop_y_markers,
        own=lambda w: {w.a.shipped_order, w.b.shipped_order},
    ),
    probe(
        "shops",
        seller_x,
        "console/order/confirm",
        103,
        body=lambda w: {"order_id": w.a.paid_order},
        watched=a_order("paid_order"),
        hidden=lambda w: w.a.shop_y_markers,
    ),
    probe(
        "shops",
        seller_x,
        "console/order/ship",
        103,
        body=lambda w: {"order_id": w.a.awaiting_shipment_order, "logistics_no": "1Z-STOLEN"},
        watched=a_order("awaiting_shipment_order"),
        hidden=lambda w: w.a.shop_y_markers,
    ),
    probe(
        "shops",
        seller_x,
        "console/chat/list",
        0,
        body=lambda w: {},
        watched=a_chat,
        hidden=lambda w: w.a.shop_y_markers | w.b.shop_y_markers,
    ),
    probe(
        "shops",
        seller_x,
        "console/chat/messages",
        103,
        body=lambda w: {"chat_id": w.a.chat_id},
        watched=a_chat,
        hidden=lambda w: w.a.shop_y_markers,
    ),
    probe(
        "shops",
        seller_x,
        "console/chat/reply",
        103,
        body=lambda w: {"chat_id": w.a.chat_id, "type": 1, "content": "shop X here"},
        watched=a_chat,
        hidden=lambda w: w.a.shop_y_markers,
    ),
    probe(
        "shops",
        shopper_b,
        "console/order/list",
        111,
        body=lambda w: {},
        watched=a_order("paid_order"),
    ),
    probe(
        "shops", guest, "console/order/list", 101, body=lambda w: {}, watched=a_order("paid_order")
    ),
]


def _strings_and_ids(value: Any) -> Iterator[str | tuple[str, int]]:
    """Every string in a JSON value, and every (key, integer) pair of its objects."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            yield from _strings_and_ids(item)
    elif isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, int) and not isinstance(item, bool):
                yield key, item
            yield from _strings_and_ids(item)


def _found(markers: set[Marker], answer: dict[str, Any]) -> set[Marker]:
    contents = list(_strings_and_ids(answer))
    texts = [item for item in contents if isinstance(item, str)]
    return {
        marker
        for marker in markers
        if (marker in contents if isinstance(marker, tuple) else any(marker in t for t in texts))
    }


@pytest.mark.parametrize("attempt", PROBES)
def test_no_one_reaches_another_owners_records(world: World, attempt: Probe) -> None:
    before = attempt.watched(world)

    answer = world.api.call(attempt.path, attempt.intruder(world), **attempt.body(world))

    assert answer["code"] == attempt.answer, answer
    if attempt.field is not None:
        assert answer["data"] == {"field": attempt.field}
    assert _found(attempt.hidden(world), answer) == set(), answer
    assert _found(attempt.own(world), answer) == attempt.own(world), answer
    assert attempt.watched(world) == before
