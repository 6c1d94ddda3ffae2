-- Hand-written: one-time password reset links, issued by the platform admin for an owner account. Only the
-- SHA-256 of the token is kept; a row is usable once, until it expires.
CREATE TABLE IF NOT EXISTS "password_resets" (
  "id" serial PRIMARY KEY NOT NULL,
  "account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "issued_by_account_id" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "password_resets_token_hash" ON "password_resets" ("token_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "password_resets_account" ON "password_resets" ("account_id");
