-- Hand-written (brief r18, docs/product.md D15; docs/decisions/154): the owner report reads a per-pub, per-local-day
-- summary. Triggers on orders, order_dishes and order_status_history mark the (pub, local day) they touch as dirty;
-- a day without a summary row in report_days (or summarized under another time zone) counts as dirty too.
-- A writer holds a shared advisory lock on (pub, day) until it commits; a report recomputing that day takes the
-- exclusive one (try only, never waiting), so a summary is never written from a snapshot that misses a write.
CREATE TABLE IF NOT EXISTS "report_days" (
  "pub_id" integer NOT NULL REFERENCES "pubs"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "timezone" text NOT NULL,
  "computed_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("pub_id", "day")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "report_day_orders" (
  "pub_id" integer NOT NULL REFERENCES "pubs"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "status" text NOT NULL,
  "order_type" text NOT NULL,
  "payment_type" text NOT NULL,
  "n" integer NOT NULL,
  "revenue_bani" bigint NOT NULL,
  "prep_seconds" numeric NOT NULL,
  "prepped" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_day_orders_pub_day" ON "report_day_orders" ("pub_id", "day");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "report_day_dishes" (
  "pub_id" integer NOT NULL REFERENCES "pubs"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "dish_id" integer NOT NULL,
  "name" text NOT NULL,
  "last_order_id" integer NOT NULL,
  "count" bigint NOT NULL,
  "revenue_bani" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "report_day_dishes_pub_day" ON "report_day_dishes" ("pub_id", "day");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "report_dirty_days" (
  "pub_id" integer NOT NULL REFERENCES "pubs"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  PRIMARY KEY ("pub_id", "day")
);--> statement-breakpoint
-- Marks the local days of (pub, instant) pairs: one shared lock and one insert per distinct pub-day, in a fixed order.
CREATE OR REPLACE FUNCTION report_mark_days(p_pubs integer[], p_ats timestamp with time zone[]) RETURNS void
LANGUAGE sql AS $$
  WITH d AS (
    SELECT DISTINCT x.pub_id, (x.at AT TIME ZONE p.timezone)::date AS day
    FROM unnest(p_pubs, p_ats) AS x(pub_id, at) JOIN pubs p ON p.id = x.pub_id
  ), locked AS (
    SELECT pub_id, day, pg_advisory_xact_lock_shared(pub_id, day - date '2000-01-01') FROM d ORDER BY pub_id, day
  )
  INSERT INTO report_dirty_days (pub_id, day) SELECT pub_id, day FROM locked ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- An update passes its old and new rows in one call: a status change marks its day once, not twice.
CREATE OR REPLACE FUNCTION report_mark_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark_days(array_agg(n.pub_id), array_agg(n.created_at)) FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark_days(array_agg(o.pub_id), array_agg(o.created_at)) FROM old_rows o;
  ELSE
    PERFORM report_mark_days(array_agg(r.pub_id), array_agg(r.created_at))
    FROM (SELECT n.pub_id, n.created_at FROM new_rows n UNION SELECT o.pub_id, o.created_at FROM old_rows o) r;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_mark_order_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark_days(array_agg(o.pub_id), array_agg(o.created_at))
    FROM orders o WHERE o.id IN (SELECT n.order_id FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark_days(array_agg(o.pub_id), array_agg(o.created_at))
    FROM orders o WHERE o.id IN (SELECT r.order_id FROM old_rows r);
  ELSE
    PERFORM report_mark_days(array_agg(o.pub_id), array_agg(o.created_at))
    FROM orders o WHERE o.id IN (SELECT n.order_id FROM new_rows n UNION SELECT r.order_id FROM old_rows r);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Three statement triggers per table (transition tables allow one event each): insert, update (old and new rows), delete.
DO $$
DECLARE
  t text;
  f text;
BEGIN
  FOREACH t IN ARRAY ARRAY['orders', 'order_dishes', 'order_status_history'] LOOP
    f := CASE WHEN t = 'orders' THEN 'report_mark_orders' ELSE 'report_mark_order_rows' END;
    EXECUTE format('DROP TRIGGER IF EXISTS report_mark_insert ON %I', t);
    EXECUTE format('CREATE TRIGGER report_mark_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t, f);
    EXECUTE format('DROP TRIGGER IF EXISTS report_mark_update ON %I', t);
    EXECUTE format('CREATE TRIGGER report_mark_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t, f);
    EXECUTE format('DROP TRIGGER IF EXISTS report_mark_delete ON %I', t);
    EXECUTE format('CREATE TRIGGER report_mark_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t, f);
  END LOOP;
END $$;
