ALTER TABLE "staff_accounts" ADD COLUMN "totp_pending_session_id" bigint;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "totp_pending_at" timestamp with time zone;--> statement-breakpoint
-- Data migration: a secret offered before the set-up asked for the password (and the current code
-- of an existing factor) is dropped; whoever started it starts again and proves who they are.
UPDATE "staff_accounts" SET "totp_pending_secret" = NULL WHERE "totp_pending_secret" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_totp_pending" CHECK ("staff_accounts"."totp_pending_secret" IS NULL OR ("staff_accounts"."totp_pending_session_id" IS NOT NULL AND "staff_accounts"."totp_pending_at" IS NOT NULL));
