-- Hand-written (docs/decisions/295): two triggers a guest order paid for without need.
-- 1. The pubs row's menu trigger ran on every order's number (order_seq), serialising the whole row to JSON
--    twice to find that nothing a guest sees had changed. Its update trigger now fires only when order_seq
--    stayed as it was: the only statement that moves it (a new order's number) changes nothing else.
DROP TRIGGER IF EXISTS tavola_menu_changed ON pubs;--> statement-breakpoint
DROP TRIGGER IF EXISTS tavola_menu_changed_update ON pubs;--> statement-breakpoint
CREATE TRIGGER tavola_menu_changed AFTER INSERT OR DELETE ON pubs FOR EACH ROW EXECUTE FUNCTION tavola_menu_changed();--> statement-breakpoint
CREATE TRIGGER tavola_menu_changed_update AFTER UPDATE ON pubs FOR EACH ROW
  WHEN (OLD.order_seq IS NOT DISTINCT FROM NEW.order_seq) EXECUTE FUNCTION tavola_menu_changed();--> statement-breakpoint
-- 2. A dish line or status row marks its order's report day dirty — unless this transaction wrote that order
--    row itself (inserted or updated it: its xmin is this transaction's id): that write's own trigger marked the
--    same (pub, day) and holds the same lock. A new order's lines and first status, written in the order's own
--    statement, no longer mark its day twice more. A row written inside a savepoint has the savepoint's id and is
--    marked as before.
CREATE OR REPLACE FUNCTION report_mark_order_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark_days(array_agg(o.pub_id), array_agg(o.created_at))
    FROM orders o WHERE o.id IN (SELECT n.order_id FROM new_rows n) AND o.xmin <> pg_current_xact_id()::xid
    HAVING count(*) > 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark_days(array_agg(o.pub_id), array_agg(o.created_at))
    FROM orders o WHERE o.id IN (SELECT r.order_id FROM old_rows r) AND o.xmin <> pg_current_xact_id()::xid
    HAVING count(*) > 0;
  ELSE
    PERFORM report_mark_days(array_agg(o.pub_id), array_agg(o.created_at))
    FROM orders o WHERE o.id IN (SELECT n.order_id FROM new_rows n UNION SELECT r.order_id FROM old_rows r)
      AND o.xmin <> pg_current_xact_id()::xid
    HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
