-- Hand-written (brief 16b): the free text a staff cancel may carry beside `cancel_reason` (docs/product.md D13),
-- shown on the guest's status page. Issue 15 adds the same column; IF NOT EXISTS lets both run.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "cancel_reason_text" text DEFAULT '' NOT NULL;
