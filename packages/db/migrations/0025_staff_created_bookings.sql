ALTER TABLE "checkout_sessions" ADD COLUMN "pays_booking_id" bigint;
--> statement-breakpoint
CREATE INDEX "checkout_sessions_pays_booking_idx" ON "checkout_sessions" USING btree ("pays_booking_id") WHERE "checkout_sessions"."pays_booking_id" IS NOT NULL;
