-- Hand-written: scheduled orders fire (docs/product.md D16). `fires_at` is worked out when the order is
-- placed (its scheduled time less preparation, travel and a margin); `fired_at` is set once, by the instance
-- whose sweep claimed the order, when it moved to the new orders. The partial index keeps the sweep's
-- search to the orders still waiting; the slot index serves the count of orders per slot.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "fires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "fired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_fires_due" ON "orders" USING btree ("fires_at") WHERE "fired_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_pub_slot" ON "orders" USING btree ("pub_id","order_type","promised_at");
