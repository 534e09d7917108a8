"""The catalogue: shops, categories, brands, products (shop goods) and their SKUs."""
