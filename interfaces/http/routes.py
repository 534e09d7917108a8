"""Every /api controller, in one list."""

from __future__ import annotations

from litestar.types import ControllerRouterHandler

from interfaces.http.accounts.people import ConsoleUserController
from interfaces.http.accounts.profile import MineController
from interfaces.http.accounts.sign_in import AccountController
from interfaces.http.books.audit import BooksController
from interfaces.http.books.commission import CommissionController
from interfaces.http.books.seller import SellerMoneyController
from interfaces.http.books.staff_actions import StaffActionsController
from interfaces.http.catalogue.categories import BrandController, CategoryController
from interfaces.http.catalogue.goods import GoodsController
from interfaces.http.catalogue.moderation import GoodsReportController, ModerationController
from interfaces.http.catalogue.seller import SellerGoodsController
from interfaces.http.catalogue.storefront import HomeController, ShopController
from interfaces.http.catalogue.structure import ConsoleBrandController, ConsoleCategoryController
from interfaces.http.chat.console import ConsoleChatController
from interfaces.http.chat.shopper import CustomerServiceController
from interfaces.http.exports.console import ExportController
from interfaces.http.exports.seller import StatementController
from interfaces.http.orders.addresses import AddressController
from interfaces.http.orders.cart import CartController
from interfaces.http.orders.disputes import BuyerDisputeController, ConsoleDisputeController
from interfaces.http.orders.favourites import FavoriteController
from interfaces.http.orders.reviews import ReviewController
from interfaces.http.orders.seller import SellerOrderController
from interfaces.http.orders.shopper import OrderController
from interfaces.http.shops.applicant import ShopApplicationController
from interfaces.http.shops.dashboard import ShopDashboardController
from interfaces.http.shops.operator import OperatorShopController
from interfaces.http.shops.profile import ShopProfileController
from interfaces.http.shops.review import ShopApplicationReviewController
from interfaces.http.shops.seller import SellerSignInController
from interfaces.http.site.content_console import (
    BannerConsoleController,
    DocumentConsoleController,
)
from interfaces.http.site.information import InformationController
from interfaces.http.site.newsletter import SupportController
from interfaces.http.site.overview import ConsoleOverviewController
from interfaces.http.site.system import SystemController
from interfaces.http.site.uploads import UploadController
from interfaces.http.wallet.audit import AuditController
from interfaces.http.wallet.review import RechargeReviewController, WithdrawReviewController
from interfaces.http.wallet.shopper import WealthController

API_HANDLERS: list[ControllerRouterHandler] = [
    SystemController,
    AccountController,
    MineController,
    InformationController,
    SupportController,
    CustomerServiceController,
    UploadController,
    CategoryController,
    BrandController,
    GoodsController,
    ShopController,
    HomeController,
    WealthController,
    BooksController,
    SellerMoneyController,
    StaffActionsController,
    CommissionController,
    SellerGoodsController,
    FavoriteController,
    AddressController,
    RechargeReviewController,
    WithdrawReviewController,
    AuditController,
    CartController,
    OrderController,
    SellerOrderController,
    BuyerDisputeController,
    ConsoleDisputeController,
    ConsoleChatController,
    ShopApplicationController,
    ShopApplicationReviewController,
    SellerSignInController,
    ShopProfileController,
    ShopDashboardController,
    OperatorShopController,
    ReviewController,
    ConsoleOverviewController,
    ConsoleUserController,
    ConsoleCategoryController,
    ConsoleBrandController,
    GoodsReportController,
    ModerationController,
    ExportController,
    StatementController,
    BannerConsoleController,
    DocumentConsoleController,
]
