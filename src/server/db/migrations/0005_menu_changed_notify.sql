-- Hand-written (brief 16a): every change to what the public pub page shows NOTIFYs the pub's id on
-- `tavola_menu_changed`, so every instance drops its cached menu and page of that pub (decision 120).
-- Triggers, not calls in each route: a write path added later (stop list, modifier groups) cannot forget it.
-- A pub's own order counter moves with every order and changes nothing a guest sees: it is ignored.
CREATE OR REPLACE FUNCTION tavola_menu_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_old jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  row_new jsonb := CASE WHEN TG_OP IN ('UPDATE', 'INSERT') THEN to_jsonb(NEW) END;
  pub_key text := CASE WHEN TG_TABLE_NAME = 'pubs' THEN 'id' ELSE 'pub_id' END;
BEGIN
  IF TG_OP = 'UPDATE' AND (row_old - 'order_seq') = (row_new - 'order_seq') THEN
    RETURN NULL;
  END IF;
  IF row_old ? pub_key THEN
    PERFORM pg_notify('tavola_menu_changed', row_old ->> pub_key);
  END IF;
  IF row_new ? pub_key AND (row_old IS NULL OR row_old ->> pub_key IS DISTINCT FROM row_new ->> pub_key) THEN
    PERFORM pg_notify('tavola_menu_changed', row_new ->> pub_key);
  END IF;
  -- Tables without a pub id (a dish's groups, a group's options) name a pub through their parent.
  IF NOT (COALESCE(row_old, row_new) ? pub_key) THEN
    PERFORM pg_notify('tavola_menu_changed', '*');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  -- Menu tables of this release and of the menu model (brief 14), when present.
  FOREACH t IN ARRAY ARRAY['pubs', 'menus', 'categories', 'dishes', 'modifier_groups', 'modifier_options', 'dish_modifier_groups'] LOOP
    IF to_regclass(t) IS NOT NULL THEN
      EXECUTE format('DROP TRIGGER IF EXISTS tavola_menu_changed ON %I', t);
      EXECUTE format('CREATE TRIGGER tavola_menu_changed AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION tavola_menu_changed()', t);
    END IF;
  END LOOP;
END $$;
