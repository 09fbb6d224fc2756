CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"email" text NOT NULL,
	"customer_data" jsonb NOT NULL,
	"privacy_accepted_at" timestamp with time zone NOT NULL,
	"privacy_policy_version" text NOT NULL,
	"locale" text DEFAULT 'it' NOT NULL,
	"items" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"pay_later_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"coupon_id" integer,
	"coupon_redemption_id" bigint,
	"provider" text,
	"provider_session_id" text,
	"provider_payment_id" text,
	"payment_url" text,
	"success_url" text,
	"cancel_url" text,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_status" CHECK ("checkout_sessions"."status" IN ('open', 'completed', 'expired', 'refunded')),
	CONSTRAINT "checkout_sessions_amounts" CHECK ("checkout_sessions"."amount_due_cents" >= 0 AND "checkout_sessions"."pay_later_cents" >= 0 AND "checkout_sessions"."discount_cents" >= 0 AND "checkout_sessions"."subtotal_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"provider_refund_id" text,
	"checkout_session_id" uuid,
	"booking_id" bigint,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text NOT NULL,
	"decline_code" text,
	"error_code" text,
	"attempt_number" integer DEFAULT 1 NOT NULL,
	"receipt_url" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_kind" CHECK ("payments"."kind" IN ('payment', 'refund')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "simulator_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"amount_total_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"customer_email" text,
	"locale" text DEFAULT 'it' NOT NULL,
	"line_items" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"payment_intent_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulator_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"amount_cents" integer NOT NULL,
	"amount_refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"description" text,
	"customer_email" text,
	"metadata" jsonb NOT NULL,
	"checkout_session_id" text,
	"last_error" jsonb,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulator_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_coupon_redemption_id_coupon_redemptions_id_fk" FOREIGN KEY ("coupon_redemption_id") REFERENCES "public"."coupon_redemptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_one_open_per_cart" ON "checkout_sessions" USING btree ("cart_id") WHERE "checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_provider_session_uq" ON "checkout_sessions" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_expiry_idx" ON "checkout_sessions" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_checkout_session_idx" ON "payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "payments_provider_payment_idx" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE no action ON UPDATE no action;