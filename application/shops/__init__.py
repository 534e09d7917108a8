"""Shops: applying to open one, and the merchant link that signs a seller into the console."""
