-- Hand-written (brief 11b): the web-menu marker the original client compares with (DESIGN.md §6),
-- and the reason a system cancel records (`venue_closed` when a pub with held orders is deleted).
UPDATE "orders" SET "client_name" = 'delivery order from web menu' WHERE "client_name" = 'web_menu_delivery';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "cancel_reason" text DEFAULT '' NOT NULL;
