-- Hand-written (docs/decisions/320): what a replay's overlap needs to know of each outbox row.
-- `xid`: the transaction that wrote the row. `horizon`: the oldest transaction still running when it was written
-- (its snapshot's xmin). Every row with a lower id that could still commit after this one was written belongs to a
-- transaction at or above that horizon, so a replay from this row re-sends those rows only, not a whole minute.
-- Rows written before this migration all get the migration's own transaction and horizon, so a replay from one of
-- them re-sends the whole minute before it, as before.
ALTER TABLE "order_events" ADD COLUMN "xid" xid8 DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "horizon" xid8 DEFAULT pg_snapshot_xmin(pg_current_snapshot()) NOT NULL;
