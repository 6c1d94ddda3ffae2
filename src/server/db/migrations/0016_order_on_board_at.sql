-- Hand-written: when an order that waited off the board for its online payment reached the board (paid, or
-- switched to paying in person). The kitchen's clock counts from it; null for an order on the board from the start.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "on_board_at" timestamp with time zone;
