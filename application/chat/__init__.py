"""Customer-service chat, for the customer and for the staff (agents and sellers)."""
