"""The OpenAPI component names of the enveloped answers, frozen as first published.

Litestar names the component of `Envelope[T]` after the module path of `T`
(`Envelope_<module>.<T>_`), so moving a response type to another module would rename the
component in the published document. `Envelope[T]` carries the name from this table instead;
an answer type that is not listed keeps Litestar's own name.
"""

from __future__ import annotations

PUBLISHED_ENVELOPE_NAMES: dict[str, str] = {
    "BrandList": "Envelope_interfaces.http.catalogue_wire.BrandList_",
    "CategoryBrandList": "Envelope_interfaces.http.catalogue_wire.CategoryBrandList_",
    "CategoryFamily": "Envelope_interfaces.http.catalogue_wire.CategoryFamily_",
    "CategoryList": "Envelope_interfaces.http.catalogue_wire.CategoryList_",
    "CommentAdded": "Envelope_interfaces.http.catalogue_wire.CommentAdded_",
    "CommentPage": "Envelope_interfaces.http.catalogue_wire.CommentPage_",
    "GoodsDetailView": "Envelope_interfaces.http.catalogue_wire.GoodsDetailView_",
    "GoodsList": "Envelope_interfaces.http.catalogue_wire.GoodsList_",
    "GoodsPage": "Envelope_interfaces.http.catalogue_wire.GoodsPage_",
    "HomeView": "Envelope_interfaces.http.catalogue_wire.HomeView_",
    "ShopDetail": "Envelope_interfaces.http.catalogue_wire.ShopDetail_",
    "ShopPage": "Envelope_interfaces.http.catalogue_wire.ShopPage_",
    "ConversationList": "Envelope_interfaces.http.chat_wire.ConversationList_",
    "InboxPage": "Envelope_interfaces.http.chat_wire.InboxPage_",
    "MessageListView": "Envelope_interfaces.http.chat_wire.MessageListView_",
    "MessageView": "Envelope_interfaces.http.chat_wire.MessageView_",
    "SignedInResponse": "Envelope_interfaces.http.controllers.accounts.SignedInResponse_",
    "UserInfoResponse": "Envelope_interfaces.http.controllers.accounts.UserInfoResponse_",
    "AddressAdded": "Envelope_interfaces.http.controllers.addresses.AddressAdded_",
    "AddressItem": "Envelope_interfaces.http.controllers.addresses.AddressItem_",
    "AddressList": "Envelope_interfaces.http.controllers.addresses.AddressList_",
    "AreaList": "Envelope_interfaces.http.controllers.information.AreaList_",
    "DocumentView": "Envelope_interfaces.http.controllers.information.DocumentView_",
    "OwnCommentItem": "Envelope_interfaces.http.controllers.reviews.OwnCommentItem_",
    "OwnCommentPage": "Envelope_interfaces.http.controllers.reviews.OwnCommentPage_",
    "SiteConfig": "Envelope_interfaces.http.controllers.system.SiteConfig_",
    "ConsoleOverviewView": "Envelope_interfaces.http.site.overview.ConsoleOverviewView_",
    "UploadedImage": "Envelope_interfaces.http.controllers.uploads.UploadedImage_",
    "CartListView": "Envelope_interfaces.http.order_wire.CartListView_",
    "CheckoutView": "Envelope_interfaces.http.order_wire.CheckoutView_",
    "OrderCreated": "Envelope_interfaces.http.order_wire.OrderCreated_",
    "OrderPage": "Envelope_interfaces.http.order_wire.OrderPage_",
    "OrderView": "Envelope_interfaces.http.order_wire.OrderView_",
    "Paid": "Envelope_interfaces.http.order_wire.Paid_",
    "SellerOrderPage": "Envelope_interfaces.http.order_wire.SellerOrderPage_",
    "TrackView": "Envelope_interfaces.http.order_wire.TrackView_",
    "ReviewedShopApplicationPage": "Envelope_interfaces.http.shop_wire.ReviewedShopApplicationPage_",  # noqa: E501
    "ShopApplicationView | None": "Envelope_interfaces.http.shop_wire.ShopApplicationView_None_",
    "ShopApplied": "Envelope_interfaces.http.shop_wire.ShopApplied_",
    "AuditWalletView": "Envelope_interfaces.http.wallet_wire.AuditWalletView_",
    "HistoryPage": "Envelope_interfaces.http.wallet_wire.HistoryPage_",
    "RechargeApplied": "Envelope_interfaces.http.wallet_wire.RechargeApplied_",
    "RechargeDetailView": "Envelope_interfaces.http.wallet_wire.RechargeDetailView_",
    "RechargePage": "Envelope_interfaces.http.wallet_wire.RechargePage_",
    "ReconcileView": "Envelope_interfaces.http.wallet_wire.ReconcileView_",
    "ReviewedRechargePage": "Envelope_interfaces.http.wallet_wire.ReviewedRechargePage_",
    "ReviewedWithdrawPage": "Envelope_interfaces.http.wallet_wire.ReviewedWithdrawPage_",
    "WithdrawDetailView": "Envelope_interfaces.http.wallet.review_schemas.WithdrawDetailView_",
    "WealthInfoView": "Envelope_interfaces.http.wallet_wire.WealthInfoView_",
    "WithdrawApplied": "Envelope_interfaces.http.wallet_wire.WithdrawApplied_",
    "WithdrawPage": "Envelope_interfaces.http.wallet_wire.WithdrawPage_",
}
"""The answer type, as Python spells it without module paths → the component name."""
