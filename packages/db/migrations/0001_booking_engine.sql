CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"partner_name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code") AND length("coupons"."code") BETWEEN 1 AND 64),
	CONSTRAINT "coupons_value_range" CHECK (("coupons"."discount_type" = 'percentage' AND "coupons"."discount_value" BETWEEN 1 AND 100) OR ("coupons"."discount_type" = 'fixed' AND "coupons"."discount_value" > 0)),
	CONSTRAINT "coupons_discount_type" CHECK ("coupons"."discount_type" IN ('percentage', 'fixed')),
	CONSTRAINT "coupons_max_uses_positive" CHECK ("coupons"."max_uses" IS NULL OR "coupons"."max_uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" integer,
	"expired_unreported" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"slot_id" bigint NOT NULL,
	"category" text NOT NULL,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vip_supplement_cents" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_cart_slot_uq" UNIQUE("cart_id","slot_id"),
	CONSTRAINT "cart_items_people" CHECK ("cart_items"."adults" >= 0 AND "cart_items"."children" >= 0 AND "cart_items"."adults" + "cart_items"."children" > 0),
	CONSTRAINT "cart_items_category" CHECK ("cart_items"."category" IN ('TRUFFLE', 'WINE')),
	CONSTRAINT "cart_items_prices" CHECK ("cart_items"."unit_price_cents" >= 0 AND "cart_items"."vip_supplement_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"cart_id" uuid,
	"status" text DEFAULT 'reserved' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_status" CHECK ("coupon_redemptions"."status" IN ('reserved', 'used', 'released'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_number" text NOT NULL,
	"slot_id" bigint NOT NULL,
	"cart_id" uuid,
	"category" text NOT NULL,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"coupon_id" integer,
	"unit_price_cents" integer NOT NULL,
	"vip_supplement_cents" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_number_unique" UNIQUE("booking_number"),
	CONSTRAINT "bookings_people" CHECK ("bookings"."adults" >= 0 AND "bookings"."children" >= 0 AND "bookings"."adults" + "bookings"."children" > 0),
	CONSTRAINT "bookings_category" CHECK ("bookings"."category" IN ('TRUFFLE', 'WINE')),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" IN ('pending', 'confirmed', 'paid', 'checked_in', 'no_show', 'cancelled', 'refunded')),
	CONSTRAINT "bookings_amounts" CHECK ("bookings"."subtotal_cents" >= 0 AND "bookings"."discount_cents" >= 0 AND "bookings"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" bigint NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor" text DEFAULT 'system' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_slot_hold_idx" ON "cart_items" USING btree ("slot_id","hold_expires_at");--> statement-breakpoint
CREATE INDEX "cart_items_hold_expires_idx" ON "cart_items" USING btree ("hold_expires_at");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_status_idx" ON "coupon_redemptions" USING btree ("coupon_id","status");--> statement-breakpoint
CREATE INDEX "bookings_slot_status_idx" ON "bookings" USING btree ("slot_id","status");--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","created_at");