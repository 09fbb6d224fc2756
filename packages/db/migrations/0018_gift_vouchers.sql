CREATE TABLE "gift_voucher_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"voucher_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"checkout_session_id" uuid,
	"booking_id" bigint,
	"staff_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_voucher_entries_sign" CHECK (("gift_voucher_entries"."kind" IN ('issue', 'refund') AND "gift_voucher_entries"."amount_cents" > 0) OR ("gift_voucher_entries"."kind" IN ('redeem', 'expiry') AND "gift_voucher_entries"."amount_cents" < 0) OR ("gift_voucher_entries"."kind" = 'adjustment' AND "gift_voucher_entries"."amount_cents" <> 0))
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"code_last4" text NOT NULL,
	"status" text NOT NULL,
	"origin" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"experience_category" text,
	"people" integer,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"locale" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"message" text,
	"deliver_to" text NOT NULL,
	"deliver_on" date,
	"delivered_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"expiry_reminded_at" timestamp with time zone,
	"provider_session_id" text,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"staff_id" integer,
	"reason" text,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_vouchers_amount" CHECK ("gift_vouchers"."amount_cents" > 0),
	CONSTRAINT "gift_vouchers_people" CHECK ("gift_vouchers"."people" IS NULL OR "gift_vouchers"."people" > 0),
	CONSTRAINT "gift_vouchers_recipient_email" CHECK ("gift_vouchers"."deliver_to" = 'buyer' OR "gift_vouchers"."recipient_email" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gift_voucher_id" bigint;--> statement-breakpoint
ALTER TABLE "gift_voucher_entries" ADD CONSTRAINT "gift_voucher_entries_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_entries" ADD CONSTRAINT "gift_voucher_entries_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_entries" ADD CONSTRAINT "gift_voucher_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_voucher_entries_voucher_idx" ON "gift_voucher_entries" USING btree ("voucher_id","id");--> statement-breakpoint
CREATE INDEX "gift_voucher_entries_checkout_idx" ON "gift_voucher_entries" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "gift_voucher_entries_booking_idx" ON "gift_voucher_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_vouchers_code_hash_idx" ON "gift_vouchers" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_vouchers_last4_idx" ON "gift_vouchers" USING btree ("code_last4");--> statement-breakpoint
CREATE INDEX "gift_vouchers_provider_session_idx" ON "gift_vouchers" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "gift_vouchers_delivery_idx" ON "gift_vouchers" USING btree ("deliver_on") WHERE "gift_vouchers"."delivered_at" IS NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gift_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("gift_voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_status" CHECK ("status" IN ('pending_payment', 'active', 'voided', 'expired', 'abandoned'));--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_code_last4" CHECK (length("code_last4") = 4);--> statement-breakpoint
-- A voucher's balance is its ledger: rows are only ever added.
CREATE TRIGGER gift_voucher_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON gift_voucher_entries FOR EACH STATEMENT EXECUTE FUNCTION tenuta_append_only();
