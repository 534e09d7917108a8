"""Each capability's services, wired from the parts of one process (infra/bootstrap.py puts
them together). One function per capability, answering the container fields it fills."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import TypedDict

import dramatiq
from sqlalchemy import Engine

from application.accounts.emails import AccountLinks
from application.accounts.login_throttle import LoginThrottle, ThrottlePolicy
from application.accounts.passwords import Passwords
from application.accounts.service import Accounts
from application.accounts.sessions import SessionStore
from application.bazaar import Bazaar
from application.books.closes import PeriodCloses
from application.books.ledger import LedgerReplay
from application.books.seller_money import SellerMoney
from application.books.service import Books
from application.catalogue.service import Catalogue
from application.chat.customer import CustomerService
from application.chat.staff import ServiceInbox
from application.chat.views import ChatSettings
from application.idempotency import IdempotencyKeys
from application.orders.addresses import AddressBook
from application.orders.cart import Carts
from application.orders.checkout import Checkout
from application.orders.commission_rates import CommissionRatesReader
from application.orders.dispute_views import DisputeViews
from application.orders.favorites import Favorites
from application.orders.reviews import Reviews
from application.orders.seller import SellerOrders
from application.orders.service import Orders
from application.orders.shopper import ShopperOrders
from application.orders.subscriber_discount import SubscriberDiscounts
from application.ports import Clock, OwnWritesRead, ProjectionWait
from application.review_overview import ConsoleOverview
from application.review_queue import ReviewSla
from application.shops.applications import ShopApplications
from application.shops.dashboard import ShopDashboard
from application.shops.profile import ShopProfiles
from application.shops.sign_in import ShopSignIn
from application.site.mail import Mailbox
from application.site.uploads import ImageUploads
from application.wallet.audit import WalletAudit
from application.wallet.deposit_addresses import DepositAddresses
from application.wallet.methods import recharge_methods
from application.wallet.recharge_references import RechargeReferences
from application.wallet.review import WalletReview
from application.wallet.service import Wallets
from application.wallet.shopper import ShopperWallet
from application.wallet.transaction_claims import TransactionClaims
from domain.carriers import Carriers
from domain.money import AmountRule
from domain.pricing import FeeRule, SubscriberDiscount
from domain.review import ReviewRule
from infra.settings import Settings
from projections.runner import ProjectionRunner
from workers.actors import Actors


@dataclass(frozen=True)
class Parts:
    """What one process is made of before any capability: storage, the event store, the
    read-model runner, the workers' broker, and the parts several capabilities share."""

    settings: Settings
    clock: Clock
    engine: Engine
    application: Bazaar
    runner: ProjectionRunner
    broker: dramatiq.Broker
    actors: Actors
    await_projections: ProjectionWait
    read_own_writes: OwnWritesRead
    mailbox: Mailbox
    sessions: SessionStore
    idempotency: IdempotencyKeys
    uploads: ImageUploads


def account_services(parts: Parts) -> Accounts:
    settings = parts.settings
    policy = ThrottlePolicy(
        max_failures=settings.login_max_failures,
        max_emails_per_address=settings.login_max_emails_per_address,
        window=timedelta(seconds=settings.login_window_seconds),
        first_delay=timedelta(seconds=settings.login_delay_seconds),
        longest_delay=timedelta(seconds=settings.login_max_delay_seconds),
        known_pair_lifetime=timedelta(days=settings.login_known_pair_days),
    )
    throttle = LoginThrottle(parts.engine, parts.clock, policy)
    links = AccountLinks(settings.site_name, settings.public_url, settings.seller_url)
    return Accounts(
        parts.engine,
        parts.clock,
        parts.sessions,
        parts.mailbox,
        Passwords(),
        throttle,
        links,
        owns_upload=parts.uploads.sent_by,
    )


class WalletServices(TypedDict):
    wallets: Wallets
    shopper_wallet: ShopperWallet
    wallet_review: WalletReview
    wallet_audit: WalletAudit


def wallet_services(parts: Parts) -> WalletServices:
    settings = parts.settings
    wallets = Wallets(
        parts.application,
        parts.clock,
        recharge_rule=AmountRule(
            settings.recharge_min, settings.recharge_max, settings.recharge_step or None
        ),
        withdraw_rule=AmountRule(
            settings.withdraw_min, settings.withdraw_max, settings.withdraw_step or None
        ),
        review_rule=ReviewRule(settings.review_second_approval_from),
        auto_approve_max=settings.recharge_auto_approve_max,
    )
    methods = recharge_methods(settings.recharge_methods)
    deposits = DepositAddresses(
        parts.engine,
        parts.clock,
        [(method.chain, method.address) for method in methods.values() if method.chain],
    )
    shopper_wallet = ShopperWallet(
        parts.engine,
        wallets,
        parts.idempotency,
        methods,
        parts.await_projections,
        parts.uploads,
        TransactionClaims(parts.engine, parts.clock, wallets.recharge_recorded),
        deposits,
        RechargeReferences(parts.engine, parts.clock, wallets.quoted_references),
    )
    return WalletServices(
        wallets=wallets,
        shopper_wallet=shopper_wallet,
        wallet_review=WalletReview(
            parts.engine, wallets, parts.await_projections, review_sla(parts), deposits
        ),
        wallet_audit=WalletAudit(parts.application, parts.engine),
    )


class OrderServices(TypedDict):
    carts: Carts
    orders: Orders
    checkout: Checkout
    shopper_orders: ShopperOrders
    seller_orders: SellerOrders
    reviews: Reviews
    favorites: Favorites
    addresses: AddressBook


def order_services(parts: Parts, wallets: Wallets, catalogue: Catalogue) -> OrderServices:
    settings, engine, clock, wait = (
        parts.settings,
        parts.engine,
        parts.clock,
        parts.await_projections,
    )
    fee_rule = FeeRule(
        settings.shipping_fee, settings.free_shipping_from, settings.tax_rate_percent
    )
    carts = Carts(parts.application, engine, clock, parts.read_own_writes)
    discount = SubscriberDiscount(
        settings.subscriber_discount_percent, settings.subscriber_discount_max
    )
    discounts = SubscriberDiscounts(parts.application, engine, discount)
    carriers = Carriers(settings.carriers)
    orders = Orders(
        parts.application,
        engine,
        clock,
        wallets,
        fee_rule,
        CommissionRatesReader(engine, settings.commission_percent),
        finish_after=timedelta(days=settings.order_finish_days),
        pay_within=timedelta(minutes=settings.order_payment_minutes),
        discounts=discounts,
        receive_within=timedelta(days=settings.order_receive_days),
    )
    return OrderServices(
        carts=carts,
        orders=orders,
        checkout=Checkout(engine, carts, orders, parts.idempotency, fee_rule, wait, discounts),
        shopper_orders=ShopperOrders(engine, orders, wait, carriers),
        seller_orders=SellerOrders(engine, orders, wait, carriers),
        reviews=Reviews(engine, clock, orders, wait),
        favorites=Favorites(engine, clock, catalogue.goods),
        addresses=AddressBook(engine, clock),
    )


class ShopServices(TypedDict):
    shop_applications: ShopApplications
    shop_sign_in: ShopSignIn
    shop_profiles: ShopProfiles
    shop_dashboard: ShopDashboard


def shop_services(parts: Parts, accounts: Accounts, catalogue: Catalogue) -> ShopServices:
    return ShopServices(
        shop_applications=ShopApplications(
            parts.application,
            parts.engine,
            parts.clock,
            parts.await_projections,
            parts.uploads,
            review_sla(parts),
        ),
        shop_sign_in=ShopSignIn(parts.engine, parts.clock, accounts),
        shop_profiles=ShopProfiles(
            parts.engine, parts.uploads, catalogue.cache.forget, parts.clock
        ),
        shop_dashboard=ShopDashboard(parts.engine, parts.clock, parts.settings.low_stock_threshold),
    )


def review_sla(parts: Parts) -> ReviewSla:
    return ReviewSla(parts.clock, parts.settings.review_sla_hours)


def console_overview(
    parts: Parts, wallet: WalletServices, shops: ShopServices, dispute_views: DisputeViews
) -> ConsoleOverview:
    """The console home's counts, over the wallet's and the shops' review queues and the
    arbiters' cases."""
    return ConsoleOverview(
        wallet["wallet_review"], shops["shop_applications"], review_sla(parts), dispute_views
    )


class ChatServices(TypedDict):
    customer_service: CustomerService
    service_inbox: ServiceInbox


def chat_services(parts: Parts) -> ChatServices:
    settings = parts.settings
    chat_settings = ChatSettings(
        site_name=settings.site_name,
        inner_enabled=settings.inner_customer_service_enable,
        merchant_enabled=settings.merchant_customer_service_enable,
        inner_welcome=settings.inner_customer_service_welcome,
        merchant_welcome=settings.merchant_customer_service_welcome,
    )
    return ChatServices(
        customer_service=CustomerService(parts.engine, parts.clock, chat_settings),
        service_inbox=ServiceInbox(parts.engine, parts.clock, settings.site_name),
    )


def connect_sign_in(
    accounts: Accounts, shops: ShopServices, orders: OrderServices, chat: ChatServices
) -> None:
    """Signing in reaches into three capabilities: a seller's shop status, and the guest's
    cart and conversations carried over to the account."""
    accounts.shop_status = shops["shop_sign_in"].shop_status
    accounts.cart_carry_over = orders["carts"].carry_over
    accounts.sign_in_listeners.append(chat["customer_service"].carry_over)


class BookServices(TypedDict):
    books: Books
    period_closes: PeriodCloses
    seller_money: SellerMoney


def book_services(parts: Parts, seller_orders: SellerOrders) -> BookServices:
    """The auditors' ledger and closes, and the sellers' money."""
    commission = parts.settings.commission_percent
    closes = PeriodCloses(
        parts.application,
        parts.clock,
        grace=timedelta(minutes=parts.settings.period_close_grace_minutes),
    )
    return BookServices(
        books=Books(
            parts.engine,
            LedgerReplay(parts.application, parts.clock),
            closes,
            parts.await_projections,
        ),
        period_closes=closes,
        seller_money=SellerMoney(parts.engine, parts.clock, seller_orders.shop_of, commission),
    )
