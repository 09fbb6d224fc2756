CREATE TABLE "octo_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"partner_id" integer NOT NULL,
	"key_id" integer,
	"status" text DEFAULT 'ON_HOLD' NOT NULL,
	"experience_id" integer NOT NULL,
	"slot_id" bigint NOT NULL,
	"category" text NOT NULL,
	"language" text NOT NULL,
	"cart_id" uuid,
	"hold_id" uuid,
	"expires_at" timestamp with time zone,
	"booking_id" bigint,
	"unit_items" jsonb NOT NULL,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"reseller_reference" text,
	"unit_price_cents" integer NOT NULL,
	"vip_supplement_cents" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "octo_bookings_status" CHECK ("octo_bookings"."status" IN ('ON_HOLD', 'CONFIRMED', 'CANCELLED', 'EXPIRED')),
	CONSTRAINT "octo_bookings_category" CHECK ("octo_bookings"."category" IN ('TRUFFLE', 'WINE')),
	CONSTRAINT "octo_bookings_confirmed" CHECK ("octo_bookings"."status" <> 'CONFIRMED' OR "octo_bookings"."booking_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_hold_id_cart_items_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."cart_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "octo_bookings_uuid_unique" ON "octo_bookings" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "octo_bookings_booking_unique" ON "octo_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "octo_bookings_partner_idx" ON "octo_bookings" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "octo_bookings_reseller_ref_idx" ON "octo_bookings" USING btree ("partner_id","reseller_reference");
