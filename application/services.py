"""What the edge sees: the application services and ports that HTTP controllers and CLI commands
use, built once per process by the composition root (infra/bootstrap.py). The edge never
reaches past this for the database, the event store or the workers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from application.accounts.people import People
from application.accounts.service import Accounts
from application.accounts.sessions import SessionStore
from application.accounts.standing import AccountStandings
from application.books.commission import CommissionDesk
from application.books.seller_money import SellerMoney
from application.books.service import Books
from application.books.staff_record import StaffRecord
from application.catalogue.moderation import Moderation
from application.catalogue.moderation_queue import ModerationQueue
from application.catalogue.reports import ProductReports
from application.catalogue.seller_goods import SellerGoods
from application.catalogue.seller_goods_queries import SellerGoodsQueries
from application.catalogue.service import Catalogue
from application.catalogue.structure import CatalogueStructure
from application.chat.customer import CustomerService
from application.chat.staff import ServiceInbox
from application.exports.service import Exports, StatementDownloads
from application.orders.addresses import AddressBook
from application.orders.cart import Carts
from application.orders.checkout import Checkout
from application.orders.dispute_views import DisputeViews
from application.orders.disputes import Disputes
from application.orders.favorites import Favorites
from application.orders.pay_chain import PayOnChain
from application.orders.receipts import ReceiptDeadlines
from application.orders.reviews import Reviews
from application.orders.seller import SellerOrders
from application.orders.shopper import ShopperOrders
from application.ports import RepeatGuard
from application.review_overview import ConsoleOverview
from application.shops.applications import ShopApplications
from application.shops.dashboard import ShopDashboard
from application.shops.profile import ShopProfiles
from application.shops.roster import ShopRoster
from application.shops.sign_in import ShopSignIn
from application.shops.standing import ShopStandings
from application.site.content import ReferenceData
from application.site.mail import Mailbox
from application.site.newsletter import Newsletter
from application.site.promises import PromiseTerms
from application.site.storefront_content import StorefrontContent
from application.site.uploads import ImageUploads
from application.wallet.audit import WalletAudit
from application.wallet.review import WalletReview
from application.wallet.shopper import ShopperWallet
from domain.carriers import Carrier


@dataclass(frozen=True)
class SiteProfile:
    """What the site says about itself (`system/config`), as configured."""

    site_name: str
    logo_url: str
    fav_icon_url: str
    default_language: str
    """The language of a call that names none the site speaks."""
    recharge_methods: list[dict[str, Any]]
    site_domain: str
    seller_domain: str
    third_customer_url: str
    merchant_customer_service_enable: bool
    inner_customer_service_enable: bool
    merchant_customer_service_welcome: str
    inner_customer_service_welcome: str
    shipping_fee: int
    """Per shop below the free-delivery threshold."""
    promise_terms: PromiseTerms
    """The free-delivery threshold and the subscriber discount the storefront states."""
    walletconnect_project_id: str | None = None
    """Lets the browser offer WalletConnect beside injected wallets."""
    carriers: tuple[Carrier, ...] = ()
    """The carriers a seller may ship with, in the order they are offered."""


@dataclass
class Services:
    """One per process. Each field is also the name a controller declares to receive it."""

    site: SiteProfile
    sessions: SessionStore
    repeat_guard: RepeatGuard
    mailbox: Mailbox
    accounts: Accounts
    content: ReferenceData
    uploads: ImageUploads
    newsletter: Newsletter
    catalogue: Catalogue
    catalogue_structure: CatalogueStructure
    favorites: Favorites
    addresses: AddressBook
    shopper_wallet: ShopperWallet
    wallet_review: WalletReview
    wallet_audit: WalletAudit
    books: Books
    staff_record: StaffRecord
    seller_money: SellerMoney
    commission_desk: CommissionDesk
    seller_goods: SellerGoods
    seller_goods_queries: SellerGoodsQueries
    product_reports: ProductReports
    moderation: Moderation
    moderation_queue: ModerationQueue
    carts: Carts
    checkout: Checkout
    pay_on_chain: PayOnChain
    shopper_orders: ShopperOrders
    seller_orders: SellerOrders
    disputes: Disputes
    dispute_views: DisputeViews
    receipt_deadlines: ReceiptDeadlines
    reviews: Reviews
    shop_applications: ShopApplications
    shop_sign_in: ShopSignIn
    shop_profiles: ShopProfiles
    shop_dashboard: ShopDashboard
    shop_roster: ShopRoster
    shop_standings: ShopStandings
    console_overview: ConsoleOverview
    customer_service: CustomerService
    service_inbox: ServiceInbox
    account_standings: AccountStandings
    people: People
    exports: Exports
    statement_downloads: StatementDownloads
    storefront_content: StorefrontContent
