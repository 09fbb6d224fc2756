ALTER TABLE "gift_vouchers" ADD COLUMN "purchase_ref" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "experience_slug" text;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_purchase_ref_idx" ON "gift_vouchers" USING btree ("purchase_ref");--> statement-breakpoint
CREATE INDEX "gift_vouchers_pending_idx" ON "gift_vouchers" USING btree ("payment_expires_at") WHERE "gift_vouchers"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "gift_vouchers_expires_idx" ON "gift_vouchers" USING btree ("expires_at") WHERE "gift_vouchers"."status" = 'active';
