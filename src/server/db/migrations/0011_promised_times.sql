-- Hand-written: promised times (docs/product.md D16). The pub's time settings, and each order's first
-- ready time promised after the accept, so a later promise can be flagged to the guest, and the moment the
-- courier picked it up, from which a delivery's window is counted.
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "default_prep_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "courier_speed_kmh" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "preorder_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "slot_capacity" jsonb DEFAULT '{"delivery":null,"in_place":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "first_ready_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "promised_at" timestamp with time zone;
