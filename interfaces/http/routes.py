"""Every /api controller, in one list."""

from __future__ import annotations

from litestar.types import ControllerRouterHandler

from interfaces.http.controllers.accounts import AccountController
from interfaces.http.controllers.addresses import AddressController
from interfaces.http.controllers.cart import CartController
from interfaces.http.controllers.categories import BrandController, CategoryController
from interfaces.http.controllers.console_audit import AuditController
from interfaces.http.controllers.console_chat import ConsoleChatController
from interfaces.http.controllers.console_orders import SellerOrderController
from interfaces.http.controllers.console_shops import (
    SellerSignInController,
    ShopApplicationReviewController,
)
from interfaces.http.controllers.console_wallet import (
    RechargeReviewController,
    WithdrawReviewController,
)
from interfaces.http.controllers.customer_service import CustomerServiceController
from interfaces.http.controllers.favorites import FavoriteController
from interfaces.http.controllers.goods import GoodsController
from interfaces.http.controllers.information import InformationController
from interfaces.http.controllers.mine import MineController
from interfaces.http.controllers.orders import OrderController
from interfaces.http.controllers.reviews import ReviewController
from interfaces.http.controllers.shop_application import ShopApplicationController
from interfaces.http.controllers.shops import HomeController, ShopController
from interfaces.http.controllers.support import SupportController
from interfaces.http.controllers.system import SystemController
from interfaces.http.controllers.uploads import UploadController
from interfaces.http.controllers.wealth import WealthController

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
    FavoriteController,
    AddressController,
    RechargeReviewController,
    WithdrawReviewController,
    AuditController,
    CartController,
    OrderController,
    SellerOrderController,
    ConsoleChatController,
    ShopApplicationController,
    ShopApplicationReviewController,
    SellerSignInController,
    ReviewController,
]
