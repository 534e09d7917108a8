"""Shops: applying to open one, the merchant link that signs a seller into the console, and
the seller's own shop: its profile and its dashboard."""
