ALTER TABLE "bookings" ADD COLUMN "checkout_session_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "locale" text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "notes" text;--> statement-breakpoint
CREATE INDEX "bookings_checkout_session_idx" ON "bookings" USING btree ("checkout_session_id");