-- Hand-written (docs/decisions/300): indexes for the outbox reads of a replay.
-- A reconnecting socket replays its pub's (or its order's) outbox rows from an id, and the replay's overlap and
-- the prune find rows by their time: without these, each was a scan of the whole hour the outbox keeps.
CREATE INDEX "order_events_pub" ON "order_events" USING btree ("pub_id","id");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_events_created_at" ON "order_events" USING btree ("created_at");
