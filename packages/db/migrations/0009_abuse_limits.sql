-- Abuse limits (docs/domain/abuse-limits.md): who made a hold (a salted hash of the guest's
-- address, for the seats held per address) and the latest a checkout may extend it to.
ALTER TABLE "cart_items" ADD COLUMN "max_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "cart_items_client_hold_idx" ON "cart_items" USING btree ("client_key","hold_expires_at") WHERE "cart_items"."client_key" IS NOT NULL;