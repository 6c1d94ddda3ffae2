-- Menus in the guest's language: the pub's ordered languages (first = main, in step with language_id)
-- and every menu text per language. The plain name/ingredients columns keep the main language's text,
-- which kitchen, courier, reports and tickets read; `translations` holds each language's text, the main
-- one included ({"ro": {"name": …}, "ru": {"name": …, "ingredients": …}}).
ALTER TABLE "pubs" ADD COLUMN "languages" jsonb DEFAULT '["ro"]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "pubs" SET "languages" = CASE "language_id" WHEN 2 THEN '["ru"]'::jsonb WHEN 3 THEN '["en"]'::jsonb ELSE '["ro"]'::jsonb END;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dishes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "modifier_options" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "menus" m SET "translations" = jsonb_build_object(p."languages"->>0, jsonb_build_object('name', m."name")) FROM "pubs" p WHERE p."id" = m."pub_id" AND m."name" <> '';--> statement-breakpoint
UPDATE "categories" c SET "translations" = jsonb_build_object(p."languages"->>0, jsonb_build_object('name', c."name")) FROM "pubs" p WHERE p."id" = c."pub_id" AND c."name" <> '';--> statement-breakpoint
UPDATE "dishes" d SET "translations" = jsonb_build_object(p."languages"->>0, jsonb_strip_nulls(jsonb_build_object('name', d."name", 'ingredients', NULLIF(d."ingredients", '')))) FROM "pubs" p WHERE p."id" = d."pub_id" AND d."name" <> '';--> statement-breakpoint
UPDATE "modifier_groups" g SET "translations" = jsonb_build_object(p."languages"->>0, jsonb_build_object('name', g."name")) FROM "pubs" p WHERE p."id" = g."pub_id" AND g."name" <> '';--> statement-breakpoint
UPDATE "modifier_options" o SET "translations" = jsonb_build_object(p."languages"->>0, jsonb_build_object('name', o."name")) FROM "pubs" p WHERE p."id" = o."pub_id" AND o."name" <> '';--> statement-breakpoint
-- Orders keep what the guest saw: the guest's language and, per line, the name in it when it differs.
ALTER TABLE "orders" ADD COLUMN "lang" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_dishes" ADD COLUMN "guest_name" text DEFAULT '' NOT NULL;
