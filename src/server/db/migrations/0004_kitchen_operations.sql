-- Hand-written (issue 15, docs/product.md D13): kitchen settings, pause and busy mode on the pub; the
-- reject reason and the undoable last step on the order. `proof_of_delivery` and the cancel columns
-- are also added by the courier issue (#17), hence IF NOT EXISTS everywhere.
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "alert_repeat_seconds" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "ticket_width_mm" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "print_on_accept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "proof_of_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "ticket_warn_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "ticket_late_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "delivery_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "delivery_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "in_place_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "in_place_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "busy_extra_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "cancel_reason_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "canceled_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "last_step" jsonb;
