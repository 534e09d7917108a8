"""Request and response Structs of the `mall/*` catalogue calls (docs/api.md)."""

from __future__ import annotations

import builtins
from typing import Annotated, Any, Literal

import msgspec

from application.catalogue.views import GoodsCard, GoodsDetail
from application.orders.reviews import ProductReview
from application.timeutil import unix_seconds
from domain.errors import BusinessRuleViolation, ErrorCode
from interfaces.http.schemas import MAX_ID, ApiRequest, Id, Page, PageNumber, PageSize

SearchText = Annotated[str, msgspec.Meta(max_length=100)]
Cents = Annotated[int, msgspec.Meta(ge=0, le=MAX_ID)]
Stars = Annotated[int, msgspec.Meta(ge=1, le=5)]
Names = dict[str, str]


# -- requests --------------------------------------------------------------------------------


class CategoryRelativeRequest(ApiRequest, kw_only=True):
    category_id: Id


class GoodsListRequest(ApiRequest, kw_only=True):
    category_id: Id | None = None
    brand_id: Id | None = None
    shop_id: Id | None = None
    title: SearchText | None = None
    keywords: SearchText | None = None
    price_min: Cents | None = None
    price_max: Cents | None = None
    in_stock: bool = False
    min_rating: Stars | None = None
    sort: Literal["default", "sales", "price_asc", "price_desc", "new"] = "default"
    page: PageNumber = 1
    page_size: PageSize = 20

    def __post_init__(self) -> None:
        """102 `price_max` for a range that ends before it starts."""
        super().__post_init__()
        if (
            self.price_min is not None
            and self.price_max is not None
            and self.price_min > self.price_max
        ):
            raise BusinessRuleViolation(ErrorCode.BAD_PARAMETER, field="price_max")


class RecommendRequest(ApiRequest, kw_only=True):
    category_id: Id | None = None
    page_size: PageSize = 10


class GoodsIdRequest(ApiRequest, kw_only=True):
    id: Id


class CommentListRequest(ApiRequest, kw_only=True):
    id: Id
    page: PageNumber = 1
    page_size: PageSize = 20


# -- categories and brands ---------------------------------------------------------------


class CategoryNode(msgspec.Struct):
    id: int
    names: Names
    icon: str
    level: int
    children: builtins.list[CategoryNode]


class CategoryList(msgspec.Struct):
    list: builtins.list[CategoryNode]


class CategoryFamily(msgspec.Struct):
    parents: builtins.list[CategoryNode]
    current: CategoryNode
    children: builtins.list[CategoryNode]
    siblings: builtins.list[CategoryNode]


class CategoryRef(msgspec.Struct):
    id: int
    names: Names


class BrandItem(msgspec.Struct):
    id: int
    name: str
    logo: str


class BrandList(msgspec.Struct):
    list: builtins.list[BrandItem]


class CategoryBrands(msgspec.Struct):
    category: CategoryRef
    hot_brand_list: builtins.list[BrandItem]
    recommend_brand_list: builtins.list[BrandItem]


class CategoryBrandList(msgspec.Struct):
    list: builtins.list[CategoryBrands]


# -- products ---------------------------------------------------------------------------------


class ShopRef(msgspec.Struct):
    shop_id: int
    name: str


class GoodsCardItem(msgspec.Struct):
    shop_goods_id: int
    name: str
    cover_image: str
    price: int
    market_price: int
    sales: int
    stock: int
    is_favorite: bool
    shop: ShopRef
    on_sale: bool
    """Always true in storefront lists; a favourite that went off sale stays, false."""


class GoodsPage(Page[GoodsCardItem]):
    pass


class GoodsList(msgspec.Struct):
    list: builtins.list[GoodsCardItem]


class PropChoice(msgspec.Struct):
    label: str
    """As the SKUs' `props_desc` spell it."""
    values: builtins.list[str]
    names: dict[str, str]
    """The label in other languages where the seller gave it: what a shopper of that language
    reads (falling back to `label`)."""


class SkuItem(msgspec.Struct):
    sku_id: int
    props_desc: str
    price: int
    stock: int


class ShopCard(msgspec.Struct):
    shop_id: int
    name: str
    logo: str
    credit_score: int


class Rating(msgspec.Struct):
    avg: float
    count: int


class GoodsDetailView(msgspec.Struct):
    shop_goods_id: int
    name: str
    cover_image: str
    price: int
    market_price: int
    sales: int
    stock: int
    is_favorite: bool
    images: builtins.list[str]
    description_html: str
    sku_no: str
    discount: int
    brand: BrandItem | None
    category: CategoryRef
    props: builtins.list[PropChoice]
    skus: builtins.list[SkuItem]
    shop: ShopCard
    visits_total: int
    visits_today: int
    rating: Rating
    on_sale: bool
    """False: the product is no longer on sale (the page says so and offers no cart button);
    `mall/cart/add` and checkout refuse it (107)."""


class CommentAddRequest(ApiRequest, kw_only=True):
    order_id: Annotated[str, msgspec.Meta(max_length=64)]
    shop_goods_id: Id
    sku_id: Id
    star: Annotated[int, msgspec.Meta(ge=-MAX_ID, le=MAX_ID)]
    """1..5 (102 field `star` outside)."""
    content: Annotated[str, msgspec.Meta(max_length=2000)]
    """Plain text, 1..500 characters once trimmed (102 field `content` otherwise)."""


class CommentAdded(msgspec.Struct):
    comment_id: int


class CommentItem(msgspec.Struct):
    comment_id: int
    nickname: str
    avatar: str
    star: int
    content: str
    add_time: int
    props_desc: str


class CommentPage(Page[CommentItem]):
    pass


def converted(value: Any, into: type[Any]) -> Any:
    """An application value (dataclasses, nested) as the response Struct `into`."""
    return msgspec.convert(value, into, from_attributes=True)


def card_item(card: GoodsCard, language: str) -> GoodsCardItem:
    """The card, named in `language` where its seller gave that name."""
    item: GoodsCardItem = converted(card.in_language(language), GoodsCardItem)
    return item


def card_items(cards: builtins.list[GoodsCard], language: str) -> builtins.list[GoodsCardItem]:
    """The cards, each named in `language` where its seller gave that name."""
    return [card_item(card, language) for card in cards]


def comment_item(review: ProductReview) -> CommentItem:
    return CommentItem(
        comment_id=review.comment_id,
        nickname=review.nickname,
        avatar=review.avatar,
        star=review.star,
        content=review.content,
        add_time=unix_seconds(review.created_at),
        props_desc=review.props_desc,
    )


def detail_view(detail: GoodsDetail, language: str) -> GoodsDetailView:
    """The product page, named in `language` where its seller gave that name."""
    card = detail.card.in_language(language)
    return GoodsDetailView(
        shop_goods_id=card.shop_goods_id,
        name=card.name,
        cover_image=card.cover_image,
        price=card.price,
        market_price=card.market_price,
        sales=card.sales,
        stock=card.stock,
        is_favorite=card.is_favorite,
        images=list(detail.images),
        description_html=detail.description_html,
        sku_no=detail.sku_no,
        discount=detail.discount,
        brand=converted(detail.brand, BrandItem) if detail.brand else None,
        category=converted(detail.category, CategoryRef),
        props=[converted(prop, PropChoice) for prop in detail.props],
        skus=[converted(sku, SkuItem) for sku in detail.skus],
        shop=converted(card.shop, ShopCard),
        visits_total=detail.visits_total,
        visits_today=detail.visits_today,
        rating=converted(detail.rating, Rating),
        on_sale=card.on_sale,
    )
