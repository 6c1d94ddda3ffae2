-- Hand-written: Web Push (docs/architecture.md "Web Push"). A browser's subscription belongs to one audience:
-- a courier, the kitchen of one pub (owner or staff) or a guest's one order; it goes with its account, its
-- login session (logout), its pub or its order. Messages wait in push_outbox, one row per subscription, and
-- push_marks remembers the last state of an order each audience was told of, so a state is announced once.
CREATE TABLE IF NOT EXISTS "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"lang" text NOT NULL,
	"audience" text NOT NULL,
	"account_id" integer REFERENCES "accounts"("id") ON DELETE CASCADE,
	"session_id" text DEFAULT '' NOT NULL,
	"courier_id" integer REFERENCES "couriers"("id") ON DELETE CASCADE,
	"pub_id" integer REFERENCES "pubs"("id") ON DELETE CASCADE,
	"order_id" integer REFERENCES "orders"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "push_subscriptions_endpoint" ON "push_subscriptions" ("endpoint");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_courier" ON "push_subscriptions" ("courier_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_pub" ON "push_subscriptions" ("pub_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_order" ON "push_subscriptions" ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_subscriptions_session" ON "push_subscriptions" ("session_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "push_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL REFERENCES "push_subscriptions"("id") ON DELETE CASCADE,
	"dedupe_key" text NOT NULL,
	"kind" text NOT NULL,
	"topic" text NOT NULL,
	"urgency" text NOT NULL,
	"ttl_s" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "push_outbox_dedupe" ON "push_outbox" ("dedupe_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_outbox_due" ON "push_outbox" ("next_at") WHERE "sent_at" IS NULL AND "failed_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "push_outbox_subscription" ON "push_outbox" ("subscription_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "push_marks" (
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"audience" text NOT NULL,
	"state" text NOT NULL,
	PRIMARY KEY ("order_id", "audience")
);
