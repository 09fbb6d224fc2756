ALTER TABLE "checkout_sessions" ADD COLUMN "voucher_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "voucher_parts" jsonb;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_voucher_cents" CHECK ("checkout_sessions"."voucher_cents" >= 0);--> statement-breakpoint
CREATE INDEX "payments_gift_voucher_idx" ON "payments" USING btree ("gift_voucher_id") WHERE "payments"."gift_voucher_id" IS NOT NULL;
