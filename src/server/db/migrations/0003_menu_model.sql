-- Hand-written (brief 14, docs/product.md D12): the menu model — stop list, availability window, "popular", portion,
-- allergens, modifier groups with options, a dish's ordered groups, and the options copied into order lines.
ALTER TABLE "dishes" ADD COLUMN IF NOT EXISTS "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN IF NOT EXISTS "unavailable_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN IF NOT EXISTS "is_hit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN IF NOT EXISTS "availability_start" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN IF NOT EXISTS "availability_end" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN IF NOT EXISTS "portion" double precision;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN IF NOT EXISTS "portion_unit" text DEFAULT 'g' NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN IF NOT EXISTS "allergens" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "modifier_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"pub_id" integer NOT NULL REFERENCES "pubs"("id") ON DELETE cascade,
	"name" text DEFAULT '' NOT NULL,
	"min_select" integer DEFAULT 0 NOT NULL,
	"max_select" integer DEFAULT 1 NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "modifier_groups_pub" ON "modifier_groups" ("pub_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "modifier_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL REFERENCES "modifier_groups"("id") ON DELETE cascade,
	"pub_id" integer NOT NULL REFERENCES "pubs"("id") ON DELETE cascade,
	"name" text DEFAULT '' NOT NULL,
	"price_delta" numeric(12, 2) DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"unavailable_until" timestamp with time zone,
	"place" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "modifier_options_group" ON "modifier_options" ("group_id", "place");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "modifier_options_pub" ON "modifier_options" ("pub_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "dish_modifier_groups" (
	"dish_id" integer NOT NULL REFERENCES "dishes"("id") ON DELETE cascade,
	"group_id" integer NOT NULL REFERENCES "modifier_groups"("id") ON DELETE cascade,
	"place" integer NOT NULL,
	PRIMARY KEY ("dish_id", "group_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dish_modifier_groups_group" ON "dish_modifier_groups" ("group_id");--> statement-breakpoint
ALTER TABLE "order_dishes" ADD COLUMN IF NOT EXISTS "modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL;
