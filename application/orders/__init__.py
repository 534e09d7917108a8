"""Buying: the cart, checkout, orders for the shopper and the seller, addresses, favourites and
reviews."""
