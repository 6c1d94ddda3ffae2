CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"company_id" integer,
	"pub_id" integer,
	"courier_id" integer,
	"client_id" integer,
	"staff_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_account_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"pub_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"place" integer NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"category_types" jsonb DEFAULT '["other"]'::jsonb NOT NULL,
	"image_file_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"last_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"tariff" text DEFAULT 'basic' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"courier_id" integer NOT NULL,
	"order_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"gender" text DEFAULT 'male' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"telegram_username" text DEFAULT '' NOT NULL,
	"image_file_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"pub_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"sale_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"ingredients" text DEFAULT '' NOT NULL,
	"place" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"image_file_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"file_name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"pub_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"place" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_dishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"dish_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"dish_price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"pub_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"extra_courier_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"pub_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'not_handled' NOT NULL,
	"order_type" text NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"main_phone_number" text DEFAULT '' NOT NULL,
	"second_phone_number" text DEFAULT '' NOT NULL,
	"town" text DEFAULT '' NOT NULL,
	"full_address" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"table_for_in_place_order" text DEFAULT '' NOT NULL,
	"payment_type" text DEFAULT 'cash' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"delivery_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"zone_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"commission_applied" boolean DEFAULT false NOT NULL,
	"prepared" boolean DEFAULT false NOT NULL,
	"approximate_preparation_time" timestamp with time zone,
	"reserver_courier_id" integer,
	"reserved_at" timestamp with time zone,
	"distance" integer DEFAULT 0 NOT NULL,
	"tracking_token" text NOT NULL,
	"idempotency_key" text,
	"client_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pub_couriers" (
	"pub_id" integer NOT NULL,
	"courier_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pub_couriers_pub_id_courier_id_pk" PRIMARY KEY("pub_id","courier_id")
);
--> statement-breakpoint
CREATE TABLE "pubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"url_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"qr_code_file_name" text DEFAULT '' NOT NULL,
	"expiration_time" timestamp with time zone NOT NULL,
	"color_theme" text DEFAULT 'light' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"wifi_password" text DEFAULT '' NOT NULL,
	"additional_info" text DEFAULT '' NOT NULL,
	"currency_id" integer DEFAULT 1 NOT NULL,
	"language_id" integer DEFAULT 1 NOT NULL,
	"telegram_username" text DEFAULT '' NOT NULL,
	"has_in_place_order" boolean DEFAULT false NOT NULL,
	"bg_image_file_name" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"timezone" text DEFAULT 'Europe/Chisinau' NOT NULL,
	"shipping_available" boolean DEFAULT false NOT NULL,
	"delivery_type" text DEFAULT 'own' NOT NULL,
	"add_commission_to_dish_prices" boolean DEFAULT false NOT NULL,
	"shipping_time_from" integer DEFAULT 0 NOT NULL,
	"shipping_time_to" integer DEFAULT 0 NOT NULL,
	"work_hours" jsonb DEFAULT '[{"start":0,"end":1440},{"start":0,"end":1440},{"start":0,"end":1440},{"start":0,"end":1440},{"start":0,"end":1440},{"start":0,"end":1440},{"start":0,"end":1440}]'::jsonb NOT NULL,
	"shapes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_prices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"free_delivery_prices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"card_preorder" boolean DEFAULT false NOT NULL,
	"cash_preorder" boolean DEFAULT true NOT NULL,
	"order_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_pub_id_pubs_id_fk" FOREIGN KEY ("pub_id") REFERENCES "public"."pubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_pub_id_pubs_id_fk" FOREIGN KEY ("pub_id") REFERENCES "public"."pubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_ledger" ADD CONSTRAINT "courier_ledger_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_ledger" ADD CONSTRAINT "courier_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_pub_id_pubs_id_fk" FOREIGN KEY ("pub_id") REFERENCES "public"."pubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_pub_id_pubs_id_fk" FOREIGN KEY ("pub_id") REFERENCES "public"."pubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dishes" ADD CONSTRAINT "order_dishes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pub_id_pubs_id_fk" FOREIGN KEY ("pub_id") REFERENCES "public"."pubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reserver_courier_id_couriers_id_fk" FOREIGN KEY ("reserver_courier_id") REFERENCES "public"."couriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pub_couriers" ADD CONSTRAINT "pub_couriers_pub_id_pubs_id_fk" FOREIGN KEY ("pub_id") REFERENCES "public"."pubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pub_couriers" ADD CONSTRAINT "pub_couriers_courier_id_couriers_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."couriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pubs" ADD CONSTRAINT "pubs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_login_lower" ON "accounts" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "accounts_company" ON "accounts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "accounts_pub" ON "accounts" USING btree ("pub_id");--> statement-breakpoint
CREATE INDEX "categories_menu" ON "categories" USING btree ("menu_id","place");--> statement-breakpoint
CREATE INDEX "categories_pub" ON "categories" USING btree ("pub_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_phone" ON "clients" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_email_lower" ON "companies" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_lower" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "courier_ledger_courier" ON "courier_ledger" USING btree ("courier_id");--> statement-breakpoint
CREATE INDEX "courier_ledger_order" ON "courier_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "dishes_category" ON "dishes" USING btree ("category_id","place");--> statement-breakpoint
CREATE INDEX "dishes_pub" ON "dishes" USING btree ("pub_id");--> statement-breakpoint
CREATE INDEX "menus_pub" ON "menus" USING btree ("pub_id","place");--> statement-breakpoint
CREATE INDEX "order_dishes_order" ON "order_dishes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order" ON "order_status_history" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pub_number" ON "orders" USING btree ("pub_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency" ON "orders" USING btree ("pub_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_pub_status" ON "orders" USING btree ("pub_id","status");--> statement-breakpoint
CREATE INDEX "orders_status" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_reserver" ON "orders" USING btree ("reserver_courier_id");--> statement-breakpoint
CREATE INDEX "orders_client" ON "orders" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "pub_couriers_courier" ON "pub_couriers" USING btree ("courier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pubs_url_name" ON "pubs" USING btree ("url_name");--> statement-breakpoint
CREATE INDEX "pubs_company" ON "pubs" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");