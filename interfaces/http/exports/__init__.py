"""`GET /api/console/export/<dataset>.csv` and `GET /api/console/seller/statement`: downloads a
browser follows as links."""
