"""Self-dealing: a shopper cannot buy or review the goods of the shop they own.

Buying from oneself would let a seller inflate its sales, rate itself, and collect the
platform-funded subscriber discount as profit; so the cart, checkout and reviews refuse such
goods. Which shop the shopper owns is a fact the domain cannot know: the application passes it
in (None for a shopper without a shop).
"""

from __future__ import annotations

from domain.errors import BusinessRuleViolation, ErrorCode

OWN_GOODS = "own_goods"
"""The refusal's context (`111.own_goods`), and why a line did not carry over at sign-in."""


def is_own_goods(shop_id: int | None, own_shop_id: int | None) -> bool:
    """Whether goods of `shop_id` are the shopper's own, who owns `own_shop_id`."""
    return own_shop_id is not None and shop_id == own_shop_id


def require_not_own_goods(shop_id: int | None, own_shop_id: int | None) -> None:
    """111 `own_goods` when the goods of `shop_id` are of the shopper's own shop."""
    if is_own_goods(shop_id, own_shop_id):
        raise BusinessRuleViolation(ErrorCode.PROHIBITED, context=OWN_GOODS)
