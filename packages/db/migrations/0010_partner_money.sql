CREATE TABLE "booking_attributions" (
	"booking_id" bigint PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"source" text NOT NULL,
	"link_id" bigint,
	"coupon_id" integer,
	"attributed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_attributions_source" CHECK ("booking_attributions"."source" IN ('link', 'code'))
);
--> statement-breakpoint
CREATE TABLE "cart_attributions" (
	"cart_id" uuid PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"link_id" bigint,
	"attributed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"booking_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"base_cents" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"flag" text,
	"reason" text,
	"reverses_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_entries_kind" CHECK ("commission_entries"."kind" IN ('commission', 'reversal')),
	CONSTRAINT "commission_entries_sign" CHECK (("commission_entries"."kind" = 'commission' AND "commission_entries"."amount_cents" >= 0) OR ("commission_entries"."kind" = 'reversal' AND "commission_entries"."amount_cents" <= 0))
);
--> statement-breakpoint
CREATE TABLE "commission_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"event" text NOT NULL,
	"payout_id" bigint,
	"staff_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_events_event" CHECK ("commission_events"."event" IN ('approved', 'cleared', 'rejected', 'in_payout'))
);
--> statement-breakpoint
CREATE TABLE "invoice_bookings" (
	"invoice_id" bigint NOT NULL,
	"booking_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"doc_type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"year" integer NOT NULL,
	"number" integer,
	"issue_date" text,
	"partner_id" integer,
	"period" text,
	"credit_of" bigint,
	"buyer" jsonb NOT NULL,
	"seller" jsonb,
	"lines" jsonb NOT NULL,
	"taxable_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"due_date" text,
	"paid_at" timestamp with time zone,
	"issued_by" integer,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_doc_type" CHECK ("invoices"."doc_type" IN ('TD01', 'TD24', 'TD04')),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" IN ('draft', 'issued')),
	CONSTRAINT "invoices_issued_numbered" CHECK (("invoices"."status" = 'draft') = ("invoices"."number" IS NULL)),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."total_cents" = "invoices"."taxable_cents" + "invoices"."vat_cents")
);
--> statement-breakpoint
CREATE TABLE "partner_code_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"requested_code" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"coupon_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_code_requests_status" CHECK ("partner_code_requests"."status" IN ('pending', 'approved', 'refused')),
	CONSTRAINT "partner_code_requests_percent" CHECK ("partner_code_requests"."discount_percent" BETWEEN 1 AND 50)
);
--> statement-breakpoint
CREATE TABLE "partner_payout_profiles" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"person_type" text DEFAULT 'company' NOT NULL,
	"withholding_bps" integer DEFAULT 1150 NOT NULL,
	"account_holder" text,
	"iban" text,
	"bic" text,
	"iban_changed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_payout_profiles_person" CHECK ("partner_payout_profiles"."person_type" IN ('private', 'company')),
	CONSTRAINT "partner_payout_profiles_withholding" CHECK ("partner_payout_profiles"."withholding_bps" BETWEEN 0 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "partner_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"gross_cents" integer NOT NULL,
	"withholding_cents" integer DEFAULT 0 NOT NULL,
	"net_cents" integer NOT NULL,
	"account_holder" text,
	"iban" text,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"exported_at" timestamp with time zone,
	"sepa_message_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_payouts_status" CHECK ("partner_payouts"."status" IN ('draft', 'approved', 'exported', 'paid', 'cancelled')),
	CONSTRAINT "partner_payouts_amounts" CHECK ("partner_payouts"."gross_cents" >= 0 AND "partner_payouts"."withholding_cents" >= 0 AND "partner_payouts"."net_cents" = "partner_payouts"."gross_cents" - "partner_payouts"."withholding_cents")
);
--> statement-breakpoint
CREATE TABLE "referral_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"link_id" bigint,
	"landing_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"target_path" text NOT NULL,
	"label" text NOT NULL,
	"created_by" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "vat_bps" integer DEFAULT 2200 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "ref_code" text;--> statement-breakpoint
ALTER TABLE "booking_attributions" ADD CONSTRAINT "booking_attributions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_attributions" ADD CONSTRAINT "booking_attributions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_attributions" ADD CONSTRAINT "booking_attributions_link_id_referral_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."referral_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_attributions" ADD CONSTRAINT "booking_attributions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_attributions" ADD CONSTRAINT "cart_attributions_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_attributions" ADD CONSTRAINT "cart_attributions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_attributions" ADD CONSTRAINT "cart_attributions_link_id_referral_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."referral_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_entry_id_commission_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."commission_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_payout_id_partner_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."partner_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_events" ADD CONSTRAINT "commission_events_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_bookings" ADD CONSTRAINT "invoice_bookings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_bookings" ADD CONSTRAINT "invoice_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_staff_accounts_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_code_requests" ADD CONSTRAINT "partner_code_requests_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_code_requests" ADD CONSTRAINT "partner_code_requests_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_code_requests" ADD CONSTRAINT "partner_code_requests_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_code_requests" ADD CONSTRAINT "partner_code_requests_requested_by_partner_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payout_profiles" ADD CONSTRAINT "partner_payout_profiles_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_approved_by_staff_accounts_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_link_id_referral_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."referral_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_created_by_partner_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_attributions_partner_idx" ON "booking_attributions" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "commission_entries_partner_idx" ON "commission_entries" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_entries_booking_idx" ON "commission_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_one_per_booking" ON "commission_entries" USING btree ("booking_id") WHERE "commission_entries"."kind" = 'commission';--> statement-breakpoint
CREATE INDEX "commission_events_entry_idx" ON "commission_events" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_events_once" ON "commission_events" USING btree ("entry_id","event") WHERE "commission_events"."event" <> 'in_payout';--> statement-breakpoint
CREATE UNIQUE INDEX "commission_events_in_payout_once" ON "commission_events" USING btree ("entry_id","payout_id") WHERE "commission_events"."event" = 'in_payout';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_bookings_pair" ON "invoice_bookings" USING btree ("invoice_id","booking_id");--> statement-breakpoint
CREATE INDEX "invoice_bookings_booking_idx" ON "invoice_bookings" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_number_unique" ON "invoices" USING btree ("year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_partner_period_unique" ON "invoices" USING btree ("partner_id","period","doc_type") WHERE "invoices"."doc_type" = 'TD24';--> statement-breakpoint
CREATE INDEX "invoices_partner_idx" ON "invoices" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_code_requests_partner_idx" ON "partner_code_requests" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_payouts_partner_period_unique" ON "partner_payouts" USING btree ("partner_id","period");--> statement-breakpoint
CREATE INDEX "referral_clicks_partner_idx" ON "referral_clicks" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_links_partner_idx" ON "referral_links" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_ref_code_unique" ON "partners" USING btree ("ref_code");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_ref_code" CHECK ("partners"."ref_code" IS NULL OR "partners"."ref_code" ~ '^[A-Z0-9]{4,16}$');--> statement-breakpoint
-- The commission ledger and its events are append-only; an attribution never changes; an invoice is never deleted (it is credited).
CREATE TRIGGER commission_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON commission_entries FOR EACH STATEMENT EXECUTE FUNCTION tenuta_append_only();--> statement-breakpoint
CREATE TRIGGER commission_events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON commission_events FOR EACH STATEMENT EXECUTE FUNCTION tenuta_append_only();--> statement-breakpoint
CREATE TRIGGER booking_attributions_fixed BEFORE UPDATE OR DELETE OR TRUNCATE ON booking_attributions FOR EACH STATEMENT EXECUTE FUNCTION tenuta_append_only();--> statement-breakpoint
CREATE TRIGGER invoices_never_deleted BEFORE DELETE OR TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION tenuta_append_only();
