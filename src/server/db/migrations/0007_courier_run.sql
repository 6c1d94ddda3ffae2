-- Hand-written (issue 17, docs/product.md D14): the courier's stages, cancel reasons, proof of delivery and shifts.
-- Columns #15 also needs are added with IF NOT EXISTS by both.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "courier_stage" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "courier_stage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "cancel_reason_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "canceled_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "proof_image_file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "proof_of_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "couriers" ADD COLUMN IF NOT EXISTS "on_shift" boolean DEFAULT false NOT NULL;
