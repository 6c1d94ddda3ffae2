-- Hand-written: online payment (maib checkout and MIA QR). The order's payment state, the pub's provider
-- settings (secrets encrypted by the server, never stored in the clear), one payment row per order (its
-- checkout at the provider) and one refund row per cause (a cancel or a change of the order).
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "payment_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pubs" ADD COLUMN IF NOT EXISTS "online_preorder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "pub_payment_settings" (
  "pub_id" integer PRIMARY KEY NOT NULL REFERENCES "pubs"("id") ON DELETE cascade,
  "provider" text DEFAULT 'maib' NOT NULL,
  "enabled" boolean DEFAULT false NOT NULL,
  "mode" text DEFAULT 'sandbox' NOT NULL,
  "client_id" text DEFAULT '' NOT NULL,
  "client_secret_enc" text DEFAULT '' NOT NULL,
  "signature_key_enc" text DEFAULT '' NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payments" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "pub_id" integer NOT NULL REFERENCES "pubs"("id") ON DELETE cascade,
  "provider" text DEFAULT 'maib' NOT NULL,
  "mode" text DEFAULT 'sandbox' NOT NULL,
  "kind" text DEFAULT 'checkout' NOT NULL,
  "status" text DEFAULT 'new' NOT NULL,
  "checkout_id" text,
  "url" text DEFAULT '' NOT NULL,
  "pay_id" text DEFAULT '' NOT NULL,
  "amount_bani" integer NOT NULL,
  "currency" text DEFAULT 'MDL' NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "paid_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payments_checkout" ON "payments" USING btree ("provider", "checkout_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_status_expires" ON "payments" USING btree ("status", "expires_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "refunds" (
  "id" serial PRIMARY KEY NOT NULL,
  "payment_id" integer NOT NULL REFERENCES "payments"("id") ON DELETE cascade,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "cause" text NOT NULL,
  "amount_bani" integer NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "refund_id" text DEFAULT '' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "refunds_order_cause" ON "refunds" USING btree ("order_id", "cause");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refunds_status" ON "refunds" USING btree ("status");
