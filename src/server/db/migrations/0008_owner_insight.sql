-- Hand-written (brief 18, docs/product.md D15): reports' index, hours with two ranges and closing days,
-- Telegram alerts (link, outbox), the first-day checklist's "QR printed" mark.
CREATE INDEX IF NOT EXISTS "orders_pub_created" ON "orders" ("pub_id", "created_at");--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "work_ranges" jsonb;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "telegram_chat_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "telegram_chat_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "telegram_language" text DEFAULT 'ro' NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "telegram_link_code" text;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "telegram_link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "alert_not_accepted_minutes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "qr_printed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "pubs_telegram_link_code" ON "pubs" ("telegram_link_code");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "telegram_outbox" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "pub_id" integer NOT NULL REFERENCES "pubs"("id") ON DELETE CASCADE,
  "dedupe_key" text NOT NULL,
  "kind" text NOT NULL,
  "text" text NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sent_at" timestamp with time zone,
  "failed_at" timestamp with time zone,
  "last_error" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "telegram_outbox_dedupe" ON "telegram_outbox" ("dedupe_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "telegram_outbox_due" ON "telegram_outbox" ("next_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL;
